// clang -O2 IR (INPUT-O) of dynamic schedules: clang vectorises the chunk loop inside the rotated
// dispatch loop (a vector body and a scalar remainder, both over the chunk [lb, ub]). The range
// function makes the first dispatch_next a static_init of the whole space (step 1a) and folds the
// chunk loop into its scalar copy as for a static loop (offload_fold.c), so its one loop runs over
// [lb, ub] of dispatch_init (src/transform/offload_ranges.c). Before, whole objects ("not a static
// schedule's loop"; with step 1a but without the fold: "its body has 2 outermost loops").
// Bytes: dyn(200, x+100, y+100): x[100..299] in (800), y[100..299] written in full (800 out);
// dyn(0, ...) moves nothing; guided(20, 400): v[20..399] in, w[20..399] out (3040 each);
// s64(-40, 60) on long i: g[0..99] in (800), h[0..99] written in full (800 out); u64(10, 60) on
// unsigned long i: d[10..59] in, e[10..59] out (400 each). In all 5040 bytes each way; whole
// objects 12800 in, 6400 out (GPUOPT_OFFLOAD_WHOLE=1).
// INPUT-O: 2
// EXPECT: offloaded 5 kept 0
// EXPECT-REPORT: transfers: exact bounds: arg1, arg2; written in full, not copied in: arg1
// EXPECT-REPORT: transfers: exact bounds: arg2, arg3; written in full, not copied in: arg2
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 4 zero_trip 1 launches 4 h2d_count 4 h2d_bytes 5040 d2h_count 4 d2h_bytes 5040
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1 OMP_SCHEDULE=dynamic,5
#include <stdio.h>
#include <stdlib.h>

static void dyn(int n, const float *x, float *y) {
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < n; i++) y[i] = 2.0f * x[i] + 1.0f;
}

static void guided(int lo, int hi, const double *v, double *w) {
#pragma omp parallel for schedule(guided, 4)
  for (int i = lo; i < hi; i++) w[i] = v[i] * v[i] - 0.5;
}


static void s64(long lo, long hi, const double *g, double *h) {
#pragma omp parallel for schedule(dynamic, 3)
  for (long i = lo; i < hi; i++) h[i + 40] = g[i + 40] * 3.0;
}

static void u64(unsigned long lo, unsigned long hi, const double *d, double *e) {
#pragma omp parallel for schedule(dynamic, 2)
  for (unsigned long i = lo; i < hi; i++) e[i] = d[i] + (double)i;
}

int main(void) {
  float *x = malloc(sizeof(float) * 400), *y = malloc(sizeof(float) * 400);
  double *v = malloc(sizeof(double) * 400), *w = malloc(sizeof(double) * 400);
  int *t = malloc(sizeof(int) * 160);
  double *d = malloc(sizeof(double) * 80), *e = malloc(sizeof(double) * 80);
  double *g = malloc(sizeof(double) * 120), *h = malloc(sizeof(double) * 120);
  for (int i = 0; i < 400; i++) x[i] = (float)(i % 17), y[i] = -1.0f, v[i] = i * 0.25, w[i] = -2.0;
  for (int i = 0; i < 160; i++) t[i] = i * 7 + 1;
  for (int i = 0; i < 80; i++) d[i] = i * 1.5, e[i] = -3.0;
  for (int i = 0; i < 120; i++) g[i] = i * 0.5, h[i] = -4.0;
  dyn(200, x + 100, y + 100);
  dyn(0, x, y);
  guided(20, 400, v, w);
  s64(-40, 60, g, h);
  u64(10, 60, d, e);
  double s = 0;
  for (int i = 0; i < 400; i++) s += y[i] * (i % 5) + w[i] * (i % 3);
  long q = 0;
  for (int i = 0; i < 160; i++) q += (long)t[i] * (i % 11);
  for (int i = 0; i < 80; i++) s += e[i] * (i % 4);
  for (int i = 0; i < 120; i++) s += h[i] * (i % 6);
  printf("%.4f %ld %.2f %.2f %d %.2f\n", s, q, y[150], w[21], t[50], h[99]);
  free(x), free(y), free(v), free(w), free(t), free(d), free(e), free(g), free(h);
  return 0;
}
