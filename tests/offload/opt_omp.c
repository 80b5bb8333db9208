// OpenMP loops as benchmarks hand them over: clang -fopenmp -O1 IR (INPUT-O), where indvars widens
// the i32 iteration variable to i64 (fed by sext of the loaded lower bound) and the exit test
// becomes trunc(iv + 1) == ub + 1. The grid matcher still maps one thread per iteration (a 2-D grid
// for collapse(2)); on the device the == exit test becomes >= (the variable steps by the grid); the
// range function tests and widens the exit test, so the transfers are exact.
//   scale(200, 400, x, y): y[i] = 3*x[i], i in [200, 400): x 800 in; y written in full: 800 out
//   rows(30, 20, a):       a[i*20 + j] = ..., a parallel for over rows: 2400 out only
//   inner(30, 20, b, a):   b[(i+1)*20 + j+1] = a[...] + 1, collapse(2), i < 28, j < 18: a[21..578]
//                          is still valid on the device from rows: at -O1 main stores the fork's
//                          shared scalars between the two loops, but to private stack slots, which
//                          no offloaded loop keeps (copy fusion goes past them; until the host's
//                          accesses were told apart, a's 2232 bytes went back and in again); b's
//                          rows have gaps: b[21..578] in and out (2232 each)
// Totals in: 800 + 2232 = 3032 (2 transfers); out: 800 + 2400 + 2232 = 5432 (3); whole
// objects: 15200 in, 8800 out. main inlines the three functions: 6 loops in the report, 3 run.
// INPUT-O: 1
// EXPECT: offloaded 6 kept 0
// EXPECT-GRID: 1 2n 2 1 2n 2
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 3 h2d_count 2 h2d_bytes 3032 d2h_count 3 d2h_bytes 5432
#include <stdio.h>
#include <stdlib.h>

void scale(int lo, int hi, const float *x, float *y) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++) y[i] = 3.0f * x[i];
}

void rows(int n, int m, float *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = (float)(i - 2 * j);
}

void inner(int n, int m, float *b, const float *a) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n - 2; i++)
    for (int j = 0; j < m - 2; j++) b[(i + 1) * m + j + 1] = a[(i + 1) * m + j + 1] + 1.0f;
}

int main(void) {
  int n = 1000;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  float *a = malloc(600 * sizeof *a), *b = malloc(600 * sizeof *b);
  for (int i = 0; i < n; i++) x[i] = (float)(i % 23), y[i] = -1.0f;
  for (int i = 0; i < 600; i++) a[i] = -2.0f, b[i] = (float)(i % 7);
  scale(200, 400, x, y);
  double s = 0;
  for (int i = 0; i < n; i++) s += y[i] * (i % 5 + 1);
  printf("scale %g %g %g %g %g\n", y[199], y[200], y[399], y[400], s);
  rows(30, 20, a);
  inner(30, 20, b, a);
  s = 0;
  for (int i = 0; i < 600; i++) s += (a[i] + 3 * b[i]) * (i % 7 + 1);
  printf("nest %g %g %g %g %g\n", a[0], a[599], b[20], b[21], s);
  free(x), free(y), free(a), free(b);
  return 0;
}
