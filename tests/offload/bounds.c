// Exact-bounds transfers for OpenMP loops (issue 16; DawnCC §3.1, §5): the runtime moves only the
// bytes the loop's access bounds name, evaluated before each launch, and nothing of a range the
// loop writes in full (the density fact of bounds.c: copy-out only). n = 1000 floats per array.
//   part(200, x + 100, y + 100): x[100..299] in (800 bytes), y[100..299] written in full: nothing
//                   of y in, 800 out (whole objects: 8000 in, 4000 out)
//   part(0, ...):   zero trip: nothing moves, nothing runs (zero_trip 1)
//   cond:           z[i] written only where x[i] > 8: NOT dense, z's range goes in (a dense claim
//                   would bring back device garbage where the condition fails, and the output
//                   would differ from the CPU's): x 4000 + z 4000 in, z 4000 out
//   grid(10, 20):   a[i*m + j], j < m, i < n (a nest without collapse): all of a[0..199] written,
//                   nothing in, 800 out
//   grid(10, 0):    the inner loop runs zero times: the launch happens (10 iterations), a is not
//                   touched: nothing moves
//   inner(10, 20):  b[i*m + j], 1 <= j < m-1: rows with gaps, not dense: b[1..198] in and out (792)
//   gpart(400, 100): global arrays: H[400..499] in (400 bytes), G[400..499] written in full:
//                   nothing of G in, 400 out (whole objects: 8000 in, 4000 out)
// Totals: in 800 + 8000 + 792 + 400 = 9992 in 5 transfers; out 800 + 4000 + 800 + 792 + 400 = 6792 in 5.
// EXPECT: offloaded 5 kept 0
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 6 zero_trip 1 h2d_count 5 h2d_bytes 9992 d2h_count 5 d2h_bytes 6792
#include <stdio.h>
#include <stdlib.h>

void part(int m, const float *x, float *y) {
#pragma omp parallel for
  for (int i = 0; i < m; i++) y[i] = 2.0f * x[i] + 1.0f;
}

void cond(int n, const float *x, float *z) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (x[i] > 8.0f) z[i] = x[i];
}

void grid(int n, int m, float *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = (float)(i * 3 + j);
}

void inner(int n, int m, float *b) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++) b[i * m + j] = b[i * m + j] * 0.5f + (float)i;
}

float G[1000], H[1000];

void gpart(int off, int m) {
#pragma omp parallel for
  for (int i = 0; i < m; i++) G[off + i] = H[off + i] * 3.0f;
}

int main(void) {
  int n = 1000;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  for (int i = 0; i < n; i++) x[i] = (float)(i % 17), y[i] = -1.0f, z[i] = -2.0f, a[i] = -3.0f, b[i] = (float)(i % 7);
  part(200, x + 100, y + 100);
  printf("part %g %g %g %g\n", y[99], y[100], y[299], y[300]);
  part(0, x + 50, y + 50);
  printf("zero %g\n", y[50]);
  cond(n, x, z);
  for (int i = 0; i < 40; i++) printf("%g ", z[i]);
  printf("\n");
  grid(10, 20, a);
  printf("grid %g %g %g %g\n", a[0], a[21], a[199], a[200]);
  grid(10, 0, a + 300);
  printf("grid0 %g %g\n", a[300], a[301]);
  inner(10, 20, b);
  for (int i = 0; i < 200; i += 9) printf("%g ", b[i]);
  printf("\n");
  for (int i = 0; i < n; i++) G[i] = -4.0f, H[i] = (float)(i % 11);
  gpart(400, 100);
  printf("gpart %g %g %g %g\n", G[399], G[400], G[499], G[500]);
  double s = 0;
  for (int i = 0; i < n; i++) s += y[i] + z[i] + a[i] + b[i] + G[i];
  printf("sum %.3f\n", s);
  free(x), free(y), free(z), free(a), free(b);
  return 0;
}
