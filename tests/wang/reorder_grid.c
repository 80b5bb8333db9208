// Index reordering (issue 20, Wang 4.1) on the launches other than a 1-D grid over a sequential
// inner loop, and on arrays a loop only writes (tests/wang/reorder.sh; docs/wang.md "index-reorder"):
//   fill        a 1-D loop that writes B[i*m + k] in full and reads none of it (stores only): its
//               reordered copy is only allocated (no copy-in, no transpose in) and transposed back
//   tcopy       a nested 2-D grid (i along y, the parallel inner k along x): B[i*m + k] is coalesced as
//               stored, A[k*n + i] has the x index in its slow subscript: A is stored transposed
//   tadd_inter  collapse(2) with Wang's interchange (the outer i on x; each thread runs its row's
//               columns j along y): B[i*t + j] is stored transposed, j bounded by the row's end
//   conflict    one data region where A is read by a 1-D row sum (prefers A transposed), a nested
//               2-D row scale (prefers it as stored) and the row sum again: the reordered copy stays
//               on the device beside the plain one (the scale does not write A): one transpose
// main's arguments: PART (fill, tcopy, tadd, conflict; "" or none: all of them), then N M T (sizes;
// defaults 203 37 45).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fill(int n, int m, float *B) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float c = 0; /* carried by the inner loop: the loop stays 1-D */
    for (int k = 0; k < m; k++) {
      B[i * m + k] = (float)i * 0.5f + c;
      c += 1.0f;
    }
  }
}

void tcopy(int n, int m, const float *A, float *B) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) B[i * m + k] = A[k * n + i] * 2.0f;
}

void tadd_inter(int t, const float *A, const float *B, float *C) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < t; i++)
    for (int j = 0; j < t; j++) C[j * t + i] = A[j * t + i] + B[i * t + j];
}

void conflict(int n, int m, const float *A, const float *f, float *B, float *s) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k];
    s[i] = acc;
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) B[i * m + k] = A[i * m + k] * f[i];
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k] * 0.5f;
    s[i] += acc;
  }
}

static double sum(const float *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * (double)((i % 7) + 1);
  return s;
}

int main(int argc, char **argv) {
  const char *part = argc > 1 ? argv[1] : "";
  int n = argc > 2 ? atoi(argv[2]) : 203, m = argc > 3 ? atoi(argv[3]) : 37, t = argc > 4 ? atoi(argv[4]) : 45;
  if (n < 1 || m < 1 || t < 1) return 2; /* the defaults are not multiples of the blocks: partial blocks */
  float *A = malloc((size_t)n * m * sizeof *A), *B = malloc((size_t)n * m * sizeof *B);
  float *f = malloc(n * sizeof *f), *s = malloc(n * sizeof *s);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 13) - 6, B[i] = -1;
  for (int i = 0; i < n; i++) f[i] = (float)(i % 3) + 0.5f;
  if (!*part || !strcmp(part, "fill")) {
    fill(n, m, B);
    printf("fill %.9g\n", sum(B, n * m));
  }
  if (!*part || !strcmp(part, "tcopy")) {
    tcopy(n, m, A, B);
    printf("tcopy %.9g\n", sum(B, n * m));
  }
  if (!*part || !strcmp(part, "tadd")) {
    float *TC = malloc((size_t)t * t * sizeof *TC);
    tadd_inter(t, A, B, TC);
    printf("tadd_inter %.9g\n", sum(TC, t * t));
    free(TC);
  }
  if (!*part || !strcmp(part, "conflict")) {
    conflict(n, m, A, f, B, s);
    printf("conflict %.9g %.9g\n", sum(s, n), sum(B, n * m));
  }
  free(A), free(B), free(f), free(s);
  return 0;
}
