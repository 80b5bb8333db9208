// Index reordering (issue 20, Wang 4.1) of rows addressed through a row pointer: clang -O1 hoists
// a row's address out of the column loop, `row = gep A, i*m` then `gep row, k` (tests/wang/reorder.sh
// builds it at -O1 to IR first, as the PolyBench runs are, and compares with clang -O1's build).
// INPUT-O: 1
// Each parallel loop runs i over the rows (threadIdx.x drives the row index: strided by m elements
// along the warp until stored transposed). index-reorder takes `gep (gep A, i*m), k` as the flat
// A[i*m + k]. Arguments: rows and row length (default 150 x 37).
#include <stdio.h>
#include <stdlib.h>

/* atax's first loop: a row times a vector */
void rowdot(int n, int m, const float *A, const float *x, float *s) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    s[i] = 0.0f;
    for (int k = 0; k < m; k++) s[i] = s[i] + A[i * m + k] * x[k];
  }
}

/* a scan along the row (a recurrence: the k loop stays sequential), a load and a store through the
 * row pointer, and the row's first element on its own */
void rowscan(int n, int m, float *A, const float *f) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float t = A[i * m];
    for (int k = 1; k < m; k++) {
      t = t * f[i] + A[i * m + k];
      A[i * m + k] = t;
    }
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 150, m = argc > 2 ? atoi(argv[2]) : 37;
  if (n < 1 || m < 1) return 2;
  float *A = malloc(sizeof(float) * n * m), *x = malloc(sizeof(float) * m), *s = malloc(sizeof(float) * n);
  float *f = malloc(sizeof(float) * n);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 11) / 11.0f;
  for (int k = 0; k < m; k++) x[k] = (float)(k % 7) / 7.0f;
  for (int i = 0; i < n; i++) f[i] = (float)(i % 5) * 0.5f + 0.25f;
  double h = 0;
  rowdot(n, m, A, x, s);
  for (int i = 0; i < n; i++) h += s[i] * (i % 3 + 1);
  printf("rowdot %.6f\n", h);
  rowscan(n, m, A, f);
  for (int i = 0; i < n * m; i++) h += A[i] * (i % 5 + 1);
  printf("rowscan %.6f\n", h);
  free(A), free(x), free(s), free(f);
  return 0;
}
