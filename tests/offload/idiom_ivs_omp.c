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
// 4800 each (H, read by the memcpy, is no longer taken as written: src/analysis/omp.c). Totals:
// 2400 + 308 bytes in, 4080 + 828 out.
//
// Second, worksharing loops whose inner loops clang widened to 64-bit counters and
// truncated back in `int` subscripts (`trunc nuw nsw i64 j to i32`, sums without nsw): 3dconv's
// initialisation `A[(i*nj + j)*nk + k]` (two inner loops, exit `j + 1 == nj`) and correlation's
// normalisation `d[i*m + j] -= mean[j]; d[i*m + j] /= sqrtf(fn)*sd[j]` (an inner loop continuing
// while `j + 1 < m`, m reloaded after the call).
// Before, "the address depends on a value computed in the loop" (whole objects); the range
// function (src/transform/offload_ranges.c: v_inner_counter, v_inner_narrow) now bounds the inner
// counters ([s, N - 1], tested to fit int) and gives their truncations counters of their own, so
// both loops have exact ranges: init(2, 5, 4, 6) writes A[48..119] and B[48..119] in full (288
// bytes each out, nothing in); normalise(3, 9, 7, ...) reads mean[0..6] and sd[0..6] (28 bytes each) and
// rewrites d[21..83] (252 in and out). Whole objects: A, B 960 each, d 400, mean and sd 40.
// INPUT-O: 1
// EXPECT: offloaded 6 kept 0
// EXPECT-GRID: 1 1 1 1 1 1
// EXPECT-REPORT: grid: 1-D, one thread per iteration (the loop the compiler had made a memset/memcpy of, rebuilt)
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 4 zero_trip 2 launches 4 h2d_count 4 h2d_bytes 2708 d2h_count 5 d2h_bytes 4908
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <math.h>
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

static void init(int i0, int ni, int nj, int nk, float *A, float *B) {
  #pragma omp parallel for
  for (int i = i0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++) {
        A[i * (nk * nj) + j * nk + k] = (float)((i + j + k) % 12) / 12.0f;
        B[i * (nk * nj) + j * nk + k] = 0.5f;
      }
}

static void normalise(int i0, int n, int m, float fn, float *d, const float *mean, const float *sd) {
  #pragma omp parallel for
  for (int i = i0; i < n + i0; i++)
    for (int j = 0; j < m; j++) {
      d[i * m + j] -= mean[j];
      d[i * m + j] /= sqrtf(fn) * sd[j];
    }
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

  float *A = malloc(sizeof(float) * 240), *B = malloc(sizeof(float) * 240);
  float *d = malloc(sizeof(float) * 100), *mean = malloc(sizeof(float) * 10), *sd = malloc(sizeof(float) * 10);
  for (int i = 0; i < 240; i++) A[i] = -1.0f, B[i] = -2.0f;
  for (int i = 0; i < 100; i++) d[i] = (float)(i % 9);
  for (int i = 0; i < 10; i++) mean[i] = 0.25f * i, sd[i] = 1.0f + 0.5f * (i % 3);
  init(2, 5, 4, 6, A, B);
  normalise(3, 9, 7, 4.0f, d, mean, sd);
  double s = 0;
  for (int i = 0; i < 240; i++) s += (A[i] + 2 * B[i]) * (i % 5 + 1);
  for (int i = 0; i < 100; i++) s += d[i] * (i % 3 + 1);
  printf("%.4f A[47] %.1f A[48] %.3f B[119] %.1f B[120] %.1f d[20] %.2f d[21] %.2f d[83] %.2f d[84] %.2f\n", s, A[47], A[48],
         B[119], B[120], d[20], d[21], d[83], d[84]);
  free(z), free(A), free(B), free(d), free(mean), free(sd);
  return 0;
}
