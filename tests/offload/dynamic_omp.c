// Exact transfers for dynamic schedules (dynamic, guided, runtime: __kmpc_dispatch_init/next_*).
// The range function (src/transform/offload_ranges.c, step 1a) reduces the dispatch loop
// `while (dispatch_next(&lb, &ub, ...)) for (i = lb; i <= ub; i++) body` to one pass over the whole
// space of dispatch_init, whose bounds contain every chunk any thread runs. Before, these loops moved
// whole objects ("not a static schedule's loop").
// Bytes: dyn(200, x+100, y+100): x[100..299] in (800), y[100..299] written in full (800 out, nothing
// in); dyn(0, ...) and dyn(-5, ...) move nothing; guided(20, 400) reads v[20..399] and writes
// w[20..399] (3040 in, 3040 out, w not copied in); rt(3, 7): t[3*16 + 0 .. 7*16 - 1], rows 3..6 of a
// 16-wide matrix, read and written (256 in and out: every element, but under a condition);
// u64(10, 60) on unsigned long i: d[10..59] read, e[10..59] written (400 in, 400 out); u32(5, 37):
// f[5..36] += 1 (128 in and out); lastg(70): a[0..69] written in full (280 out), with the
// lastprivate `last` (4 each way), carried around the dispatch loop's header as a phi that the
// code after the loop reads (the header's back edge goes to the loop's exit, where a phi takes the
// value); c2(20, 20) with collapse(2) and schedule(dynamic, 7): b[1..18][1..18] (1432 in and out:
// rows with gaps), a[0..18][1..18] read (1512 in). In all 7572 bytes in and 6340 out; whole
// objects 15380 in and 8340 out (GPUOPT_OFFLOAD_WHOLE=1). (lastprivate with schedule(dynamic) is
// not used: clang-19's libomp build prints -1 in some runs.)
// EXPECT: offloaded 7 kept 0
// EXPECT-REPORT: transfers: exact bounds: y, x; written in full, not copied in: y
// EXPECT-REPORT: transfers: exact bounds: w, v; written in full, not copied in: w
// EXPECT-EXACT: fewer
// EXPECT-REPORT: transfers: exact bounds: e, d; written in full, not copied in: e
// EXPECT-REPORT: transfers: exact bounds: a; written in full, not copied in: a
// EXPECT-REPORT: transfers: exact bounds: b, a
// EXPECT-STATS: gpu_loops 7 zero_trip 2 launches 7 h2d_count 8 h2d_bytes 7572 d2h_count 8 d2h_bytes 6340
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1 OMP_SCHEDULE=guided,3
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

static void u64(unsigned long lo, unsigned long hi, const double *d, double *e) {
#pragma omp parallel for schedule(dynamic, 2)
  for (unsigned long i = lo; i < hi; i++) e[i] = d[i] + (double)i;
}

static void u32(unsigned lo, unsigned hi, int *f) {
#pragma omp parallel for schedule(guided)
  for (unsigned i = lo; i < hi; i++) f[i] += 1;
}

static int lastg(int n, int *a) {
  int last = -1;
#pragma omp parallel for lastprivate(last) schedule(guided, 4)
  for (int i = 0; i < n; i++) {
    a[i] = i * 3;
    last = a[i] + 1;
  }
  return last;
}

static void c2(int n, int m, const float *a, float *b) {
#pragma omp parallel for collapse(2) schedule(dynamic, 7)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) b[i * m + j] = a[i * m + j] + a[(i - 1) * m + j];
}

int main(void) {
  float *x = malloc(sizeof(float) * 400), *y = malloc(sizeof(float) * 400);
  double *v = malloc(sizeof(double) * 400), *w = malloc(sizeof(double) * 400);
  int *t = malloc(sizeof(int) * 160), *f = malloc(sizeof(int) * 64);
  double *d = malloc(sizeof(double) * 80), *e = malloc(sizeof(double) * 80);
  int *ia = malloc(sizeof(int) * 100);
  float *ca = malloc(sizeof(float) * 400), *cb = malloc(sizeof(float) * 400);
  for (int i = 0; i < 100; i++) ia[i] = -i;
  for (int i = 0; i < 400; i++) ca[i] = (float)(i % 13), cb[i] = -1.0f;
  for (int i = 0; i < 400; i++) x[i] = (float)(i % 17), y[i] = -1.0f, v[i] = i * 0.25, w[i] = -2.0;
  for (int i = 0; i < 160; i++) t[i] = i * 7 + 1;
  for (int i = 0; i < 64; i++) f[i] = i;
  for (int i = 0; i < 80; i++) d[i] = i * 1.5, e[i] = -3.0;
  dyn(200, x + 100, y + 100);
  dyn(0, x, y);
  dyn(-5, x, y);
  guided(20, 400, v, w);
  rt(3, 7, t);
  u64(10, 60, d, e);
  u32(5, 37, f);
  int l = lastg(70, ia);
  c2(20, 20, ca, cb);
  double s = 0;
  for (int i = 0; i < 400; i++) s += y[i] * (i % 5) + w[i] * (i % 3);
  long q = 0;
  for (int i = 0; i < 160; i++) q += (long)t[i] * (i % 11);
  for (int i = 0; i < 64; i++) q += f[i] * (i % 7);
  for (int i = 0; i < 80; i++) s += e[i] * (i % 4);
  for (int i = 0; i < 100; i++) q += ia[i] * (i % 9);
  for (int i = 0; i < 400; i++) s += cb[i] * (i % 7);
  printf("%.4f %ld %.2f %.2f %d %d %d\n", s, q, y[150], w[21], t[50], f[36], l);
  free(x), free(y), free(v), free(w), free(t), free(f), free(d), free(e), free(ia), free(ca), free(cb);
  return 0;
}
