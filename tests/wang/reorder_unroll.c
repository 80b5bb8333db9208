// Index reordering (issue 20, Wang 4.1) of loops that clang runtime-unrolls at -O2/-O3
// (tests/wang/reorder.sh builds it at -O1, -O2 and -O3). Each parallel loop runs i over the rows and
// j along a row of A[i*m + j] (strided by m elements along the warp until stored transposed); the j
// loops keep their order (float sums, a recurrence), so clang does not vectorise them but unrolls
// them by 2 or 4 with a remainder: the main loop's index steps by k beside a twin counter that
// leaves at `m & ~(k-1)`, the index sum is a plain add, and the remainder is one copy (where
// m & 1) or a loop counted to m & (k-1). index-reorder proves each column within its row from that
// structure. Arguments: rows and row length (default 150 x 37).
#include <stdio.h>
#include <stdlib.h>

/* A and B read at one index (a dot product per row) */
void pairdot(int n, int m, const float *A, const float *B, float *s) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float t = 0.0f;
    for (int j = 0; j < m; j++) t += A[i * m + j] * B[i * m + j];
    s[i] = t;
  }
}

/* from column 1: the trip count is m - 1, the columns 1 .. m - 1 */
void pairdiff(int n, int m, const float *A, const float *B, float *s) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float t = 0.0f;
    for (int j = 1; j < m; j++) t += A[i * m + j] * B[i * m + j - 1];
    s[i] = t;
  }
}

/* a recurrence along the row, stored */
void pairupd(int n, int m, float *A, const float *B) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float t = 1.0f;
    for (int j = 0; j < m; j++) {
      t = t * 0.5f + B[i * m + j];
      A[i * m + j] = t;
    }
  }
}

/* a longer body (syr2k's shape): unrolled by 2, the remainder one copy */
void rowpair(int n, int m, float a, const float *A, const float *B, float *s) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float t = s[i];
    for (int j = 0; j < m; j++) t += a * A[i * m + j] * B[i * m + j] + A[i * m + j];
    s[i] = t;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 150, m = argc > 2 ? atoi(argv[2]) : 37;
  if (n < 1 || m < 1) return 2;
  float *A = malloc(sizeof(float) * n * m), *B = malloc(sizeof(float) * n * m), *s = malloc(sizeof(float) * n);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 13) / 13.0f, B[i] = (float)(i % 7) / 7.0f;
  double h = 0;
  pairdot(n, m, A, B, s);
  for (int i = 0; i < n; i++) h += s[i] * (i % 3 + 1);
  printf("pairdot %.6f\n", h);
  pairdiff(n, m, A, B, s);
  for (int i = 0; i < n; i++) h += s[i] * (i % 5 + 1);
  printf("pairdiff %.6f\n", h);
  rowpair(n, m, 0.5f, A, B, s);
  for (int i = 0; i < n; i++) h += s[i] * (i % 2 + 1);
  printf("rowpair %.6f\n", h);
  pairupd(n, m, A, B);
  for (int i = 0; i < n * m; i++) h += A[i] * (i % 7 + 1);
  printf("pairupd %.6f\n", h);
  free(A), free(B), free(s);
  return 0;
}
