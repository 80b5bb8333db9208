// clang -O1 IR (INPUT-O) of dynamic schedules: clang rotates the dispatch loop, so there are two
// __kmpc_dispatch_next calls, one before the loop (a first call: the whole space of dispatch_init)
// and one on its back edge (a later call: 0); the range function's one pass over [lb, ub] is the
// chunk loop that follows (src/transform/offload_ranges.c, step 1a). main's calls are inlined: one
// region per call. Before, whole objects ("not a static schedule's loop").
// Bytes: dyn(200, x+100, y+100): x[100..299] in (800), y[100..299] written in full (800 out);
// dyn(0, ...) moves nothing; guided(20, 400): v[20..399] in, w[20..399] out (3040 each);
// rt(3, 7): t[48..111] in and out (256 each; the store is conditional); s64(-40, 60) on long i:
// g[i + 40] for i in [-40, 60) reads g[0..99] (800 in) and writes h[0..99] in full (800 out);
// u64(10, 60) on unsigned long i: d[10..59] in, e[10..59] out (400 each). In all 5296 bytes in and
// 5296 out; whole objects 13440 in, 7040 out (GPUOPT_OFFLOAD_WHOLE=1).
// INPUT-O: 1
// EXPECT: offloaded 6 kept 0
// EXPECT-REPORT: transfers: exact bounds: arg1, arg2; written in full, not copied in: arg1
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 5 zero_trip 1 launches 5 h2d_count 5 h2d_bytes 5296 d2h_count 5 d2h_bytes 5296
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

static void rt(int r0, int r1, int *t) {
#pragma omp parallel for schedule(runtime)
  for (int i = r0 * 16; i < r1 * 16; i++)
    if (t[i] % 3) t[i] = t[i] * 5 + 1;
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
  rt(3, 7, t);
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
