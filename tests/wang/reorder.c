// Index reordering (issue 20, Wang 4.1): a row sum over A[i*m + k] with i parallel, whose row
// index is the slowest subscript (threadIdx.x drives i: every access strided by m before, coalesced
// with A stored transposed), called on an interior row block (argument not the object's start) and
// on the whole array; a store through the reordered layout (scale rows in place); and a
// transpose-add over a collapsed 2-D nest (C = A + B^T: threadIdx.x drives j, B[j*n + i] is strided
// until B is stored transposed; i is the 2-D grid's grid-stride row index, bounded by the loop guard
// of the linear iteration variable, not by a test of its own).
#include <stdio.h>
#include <stdlib.h>

void rowsum(int n, int m, const float *A, float *s) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k];
    s[i] = acc;
  }
}

void scale_rows(int n, int m, float *A, const float *f) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    /* a running offset (= k): the inner loop carries it, so the loop stays 1-D (a parallel inner
       loop gets the nested 2-D grid instead, coalesced without a transpose: tests/offload/inner2d.c) */
    float c = 0;
    for (int k = 0; k < m; k++) {
      A[i * m + k] = A[i * m + k] * f[i] + c;
      c += 1.0f;
    }
  }
}

void tadd(int n, const float *A, const float *B, float *C) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) C[i * n + j] = A[i * n + j] + B[j * n + i];
}

int main(void) {
  int n = 203, m = 37;
  float *A = malloc((size_t)n * m * sizeof *A), *s = malloc(n * sizeof *s), *f = malloc(n * sizeof *f);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 13) - 6;
  for (int i = 0; i < n; i++) f[i] = (float)(i % 3) + 0.5f;
  rowsum(n, m, A, s);
  for (int i = 0; i < n; i += 17) printf("sum %d %.9g\n", i, s[i]);
  scale_rows(n, m, A, f);
  rowsum(n - 10, m, A + 10 * m, s); /* an interior block: the exact bounds start at the argument */
  for (int i = 0; i < n - 10; i += 19) printf("scaled %d %.9g\n", i, s[i]);
  for (int i = 0; i < n * m; i += 301) printf("A %d %.9g\n", i, A[i]);
  int t = 45; /* not a multiple of the block: partial blocks in x and y */
  float *TA = malloc((size_t)t * t * sizeof *TA), *TB = malloc((size_t)t * t * sizeof *TB), *TC = malloc((size_t)t * t * sizeof *TC);
  for (int i = 0; i < t * t; i++) TA[i] = (float)(i % 7), TB[i] = (float)(i % 11) * 0.5f;
  tadd(t, TA, TB, TC);
  for (int i = 0; i < t * t; i += 29) printf("tadd %d %.9g\n", i, TC[i]);
  free(A), free(s), free(f), free(TA), free(TB), free(TC);
  return 0;
}
