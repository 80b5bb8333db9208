// Exact transfers for OpenMP loops that clang normalises (issue 16): variable lower bounds (an
// unsigned iteration space, `lb + iv` without nsw), unsigned loops, collapse(2|3) (the
// delinearisation iv / X, iv % X), and a triangular inner loop. offload_ranges.c tests the facts the
// bounds need at run time (no wrap; X divides the trip count) and splits the collapsed space into its
// loops, so each index gets its own range.
//   range(300, 500, x, y): x[300..499] in (800 bytes); y[300..499] written in full: 800 out only
//   range(500, 300, ...):  zero trip: nothing moves (zero_trip 1)
//   urange(10, 60, x, z):  unsigned i in [10, 60): x[10..59] in (200); z written in full: 200 out
//   part2(20, 20, a, b):   b[(i+1)*20 + j+1] = a[...] for i, j < 18: a[21..378] in (1432 bytes);
//                          b's rows have gaps (not dense): b[21..378] in and out (1432 each)
//                          (whole objects: 1600 per array)
//   full2(20, 20, c):      c[i*20 + j], collapse(2), written in full: 1600 out only
//   part3(4, 5, 6, v):     v[(i*5 + j)*6 + k] for k < 5, collapse(3): v[0..118] in and out (476)
//   tri(10, t):            t[i*10 + j], j in (i, 10): t[1..89] in and out (356)
// Totals in: 800 + 200 + 1432 + 1432 + 476 + 356 = 4696 in 6 transfers; out: 800 + 200 + 1432 +
// 1600 + 476 + 356 = 4864 in 6.
// EXPECT: offloaded 6 kept 0
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 6 zero_trip 1 h2d_count 6 h2d_bytes 4696 d2h_count 6 d2h_bytes 4864
#include <stdio.h>
#include <stdlib.h>

void range(int lo, int hi, const float *x, float *y) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++) y[i] = 2.0f * x[i] + 1.0f;
}

void urange(unsigned lo, unsigned hi, const float *x, float *z) {
#pragma omp parallel for
  for (unsigned i = lo; i < hi; i++) z[i] = x[i] - 3.0f;
}

void part2(int n, int m, const float *a, float *b) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n - 2; i++)
    for (int j = 0; j < m - 2; j++) b[(i + 1) * m + j + 1] = 0.5f * a[(i + 1) * m + j + 1] + (float)i;
}

void full2(int n, int m, float *c) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) c[i * m + j] = (float)(i * 7 - j);
}

void part3(int n, int m, int p, float *v) {
#pragma omp parallel for collapse(3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p - 1; k++) v[(i * m + j) * p + k] += (float)(i + 2 * j + 3 * k);
}

void tri(int n, float *t) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) t[i * n + j] = t[i * n + j] * 2.0f + (float)j;
}

static double sum(const float *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i] * (double)(i % 13 + 1);
  return s;
}

int main(void) {
  int n = 1000;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
  float *a = malloc(400 * sizeof *a), *b = malloc(400 * sizeof *b), *c = malloc(400 * sizeof *c);
  float *v = malloc(120 * sizeof *v), *t = malloc(100 * sizeof *t);
  for (int i = 0; i < n; i++) x[i] = (float)(i % 17), y[i] = -1.0f, z[i] = -2.0f;
  for (int i = 0; i < 400; i++) a[i] = (float)(i % 11), b[i] = -4.0f, c[i] = -5.0f;
  for (int i = 0; i < 120; i++) v[i] = (float)(i % 5);
  for (int i = 0; i < 100; i++) t[i] = (float)(i % 9);
  range(300, 500, x, y);
  printf("range %g %g %g %g %g\n", y[299], y[300], y[499], y[500], sum(y, n));
  range(500, 300, x, y);
  printf("range0 %g\n", sum(y, n));
  urange(10, 60, x, z);
  printf("urange %g %g %g %g %g\n", z[9], z[10], z[59], z[60], sum(z, n));
  part2(20, 20, a, b);
  printf("part2 %g %g %g %g %g\n", b[20], b[21], b[378], b[379], sum(b, 400));
  full2(20, 20, c);
  printf("full2 %g %g %g\n", c[0], c[399], sum(c, 400));
  part3(4, 5, 6, v);
  printf("part3 %g %g %g %g\n", v[0], v[118], v[119], sum(v, 120));
  tri(10, t);
  printf("tri %g %g %g %g\n", t[0], t[1], t[89], sum(t, 100));
  free(x), free(y), free(z), free(a), free(b), free(c), free(v), free(t);
  return 0;
}
