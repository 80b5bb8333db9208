// clang -O1 IR (INPUT-O) of reductions whose atomic case is a compare-and-swap loop (float max, double
// min, float and unsigned products: no atomicrmw does them). Before, that loop after
// __kmpc_reduce_nowait counted as a second loop of the region: contiguous pieces of iterations per
// thread and whole objects. Now each loop is one thread per iteration with exact transfers, and the
// combination is two-stage (a warp shuffle tree with the compare-and-swap loop's own operation, then
// lane 0's compare-and-swap; lit offload/kernel-reduction-cas.c checks the code).
// The data make every result exact in any combination order (products of 2, 1/2 and 1).
//   fmaxr(700, a): a (2800 in); fmaxr(0, a): zero trip (nothing moves)
//   dminr(0, 700, d): d (5600 in); dminr(400, 650, e): e[400..649] (2000 in; whole: 5600)
//   fprod(700, w): w (2800 in); fprod(301, w): w is on the device already (copy fusion: nothing)
//   uprod(700, u): u (2800 in)
// and the reduction variables (4, 8, 8, 4, 4, 4 bytes) in and out: 16032 bytes in 11 transfers,
// 32 out in 6 (whole objects: 19632 in). main before: contiguous pieces and whole objects in all
// 7 loops (22432 bytes in 12 transfers, 32 out).
// INPUT-O: 1
// EXPECT: offloaded 7 kept 0
// EXPECT-GRID: 1 1 1 1 1 1 1
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 6 zero_trip 1 launches 6 h2d_count 11 h2d_bytes 16032 d2h_count 6 d2h_bytes 32
#include <stdio.h>
#include <stdlib.h>

static float fmaxr(int n, const float *a) {
  float m = -1e30f;
#pragma omp parallel for reduction(max : m)
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}

static double dminr(int lo, int hi, const double *a) {
  double m = 1e300;
#pragma omp parallel for reduction(min : m)
  for (int i = lo; i < hi; i++) m = a[i] < m ? a[i] : m;
  return m;
}

static float fprod(int n, const float *a) {
  float p = 1.0f;
#pragma omp parallel for reduction(* : p)
  for (int i = 0; i < n; i++) p *= a[i];
  return p;
}

static unsigned uprod(int n, const unsigned *a) {
  unsigned p = 1;
#pragma omp parallel for reduction(* : p)
  for (int i = 0; i < n; i++) p *= a[i];
  return p;
}

int main(void) {
  int n = 700;
  float *a = malloc(sizeof(float) * n), *w = malloc(sizeof(float) * n);
  double *d = malloc(sizeof(double) * n), *e = malloc(sizeof(double) * n);
  unsigned *u = malloc(sizeof(unsigned) * n);
  for (int i = 0; i < n; i++) {
    a[i] = (float)((i * 37) % 101) - 50.0f;
    w[i] = (i % 3 == 0) ? 2.0f : (i % 3 == 1) ? 0.5f : 1.0f;
    d[i] = 1.0 / (1 + (i * 13) % 97) - (i == 333 ? 7.0 : 0.0);
    e[i] = (double)((i * 29) % 83) - (i == 420 ? 100.0 : 0.0) - (i == 10 ? 1000.0 : 0.0);
    u[i] = 2u * (unsigned)i + 1u;
  }
  printf("max %.2f max(0) %.2f\n", fmaxr(n, a), fmaxr(0, a));
  printf("min %.6f min[400,650) %.6f\n", dminr(0, n, d), dminr(400, 650, e));
  printf("prod %.4f prod(partial) %.4f\n", fprod(n, w), fprod(301, w));
  printf("uprod %u\n", uprod(n, u));
  free(a), free(w), free(d), free(e), free(u);
  return 0;
}
