// clang -O1 IR (INPUT-O) of worksharing loops that clang's loop-idiom pass turned into one memset
// or memcpy per OpenMP thread's chunk: `z[i + off] = 0` becomes memset(z + 4*(lb + off), 0,
// 4*(ub - lb + 1)), `G[i + off] = H[i + 2*off]` a memcpy between two globals. The outlined
// function holds no loop any more; before, the device ran each thread's call over a contiguous
// piece and the bounds saw a call that may touch anything ("the loop is not recognised", whole
// objects). src/transform/offload_idiom.c rebuilds the loop on the device and in the range function:
// one thread per iteration (with GPUOPT_OFFLOAD_MAX_BLOCKS=1 each thread runs several, a
// grid-stride loop) and exact transfers. Bytes: clear(420, 40) writes z[40..459] in full (1680
// out, nothing in); clear(0, 3) moves nothing; copy(300, 5) reads H[10..309] (2400 in) and writes
// G[5..304] in full (2400 out); copy(0, 1) nothing. Whole objects: z 2400 in and out, G and H
// 4800 each (H, read by the memcpy, is no longer taken as written: src/analysis/omp.c).
// INPUT-O: 1
// EXPECT: offloaded 4 kept 0
// EXPECT-GRID: 1 1 1 1
// EXPECT-REPORT: grid: 1-D, one thread per iteration (the loop the compiler had made a memset/memcpy of, rebuilt)
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 2 zero_trip 2 launches 2 h2d_count 1 h2d_bytes 2400 d2h_count 2 d2h_bytes 4080
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>

#define N 600

double G[N], H[N];

static void clear(int n, int off, float *z) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    z[i + off] = 0.0f;
}

static void copy(int n, int off) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    G[i + off] = H[i + 2 * off];
}

int main(void) {
  float *z = malloc(sizeof(float) * N);
  for (int i = 0; i < N; i++) z[i] = (float)i, H[i] = i * 0.5, G[i] = -1.0;
  clear(420, 40, z);
  clear(0, 3, z);
  copy(300, 5);
  copy(0, 1);
  double t = 0, u = 0;
  for (int i = 0; i < N; i++) t += z[i] * (i % 7), u += G[i] * (i % 5);
  printf("z %.2f G %.2f z[39] %.1f z[40] %.1f z[459] %.1f z[460] %.1f G[4] %.1f G[5] %.2f G[304] %.2f G[305] %.1f\n",
         t, u, z[39], z[40], z[459], z[460], G[4], G[5], G[304], G[305]);
  free(z);
  return 0;
}
