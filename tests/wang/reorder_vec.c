// Index reordering (issue 20, Wang 4.1) of row loops that clang vectorises at -O2/-O3
// (tests/wang/reorder.sh builds it at -O2 and compares with clang -O1's build; -O3 and LLVM 22 alike).
// INPUT-O: 2
// Each parallel loop runs i over the rows and k along a row of A[i*m + k] (strided by m elements
// along the warp until stored transposed). clang vectorises the k loops: `load`/`store <4 x float>`
// (<2 x double>) of consecutive columns in a vector body that steps by 4 or 8 up to m & ~(k-1),
// behind run-time overlap checks on the arrays' addresses, and a scalar tail (runtime-unrolled, its
// remainder first). The reordered version splits each vector access into one scalar access per lane
// (W columns of a row are W rows of the transposed layout) where every lane is proved within its
// row. rowdiff and rowshift start the columns at 1 and end them at m - 2. Arguments: rows and row
// length (default 150 x 37: a tail after the vector body).
#include <stdio.h>
#include <stdlib.h>

#define MC 40

/* stores only: vector stores of a computed row */
void rowfill(int n, int m, float *B) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) B[i * m + k] = (float)((i * k) % 13) / 13.0f;
}

/* a vector load of A and a vector store of B per step */
void rowscale(int n, int m, const float *A, float *B, const float *f) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) B[i * m + k] = A[i * m + k] * f[i] + 1.0f;
}

/* in place: load and store through one address; doubles (<2 x double>) */
void rowinc(int n, int m, double *D) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) D[i * m + k] = D[i * m + k] * 0.5 + k;
}

/* a multi-index array with a constant row length: the whole row, vectorised */
void rowfill2d(int n, float (*C)[MC]) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < MC; k++) C[i][k] = C[i][k] * 2.0f + (float)(i - k);
}

/* from column 1, reading the column before: the vector body's columns y + 1 .. and y .., the tail
 * from (TC & ~7) + 1 where TC = m - 1 */
void rowdiff(int n, int m, const float *A, float *B) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 1; k < m; k++) B[i * m + k] = A[i * m + k - 1] + A[i * m + k];
}

/* in place, reading two columns ahead: the trip count m - 2 (`add i32 %m, -2` under m > 2) */
void rowshift(int n, int m, float *A) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m - 2; k++) A[i * m + k] = A[i * m + k + 2] * 0.5f;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 150, m = argc > 2 ? atoi(argv[2]) : 37;
  if (n < 1 || m < 1) return 2;
  float *A = malloc(sizeof(float) * n * m), *B = malloc(sizeof(float) * n * m), *f = malloc(sizeof(float) * n);
  double *D = malloc(sizeof(double) * n * m);
  float (*C)[MC] = malloc(sizeof(float) * n * MC);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 11) / 11.0f, D[i] = (double)(i % 17);
  for (int i = 0; i < n; i++) {
    f[i] = (float)(i % 5) + 0.25f;
    for (int k = 0; k < MC; k++) C[i][k] = (float)((i + k) % 9);
  }
  double h = 0;
  rowfill(n, m, B);
  for (int i = 0; i < n * m; i++) h += B[i] * (i % 7 + 1);
  printf("rowfill %.6f\n", h);
  rowscale(n, m, A, B, f);
  for (int i = 0; i < n * m; i++) h += B[i] * (i % 5 + 1);
  printf("rowscale %.6f\n", h);
  rowinc(n, m, D);
  for (int i = 0; i < n * m; i++) h += D[i] * (i % 3 + 1);
  printf("rowinc %.6f\n", h);
  rowfill2d(n, C);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < MC; k++) h += C[i][k] * (k % 4 + 1);
  printf("rowfill2d %.6f\n", h);
  rowdiff(n, m, A, B);
  for (int i = 0; i < n * m; i++) h += B[i] * (i % 6 + 1);
  printf("rowdiff %.6f\n", h);
  rowshift(n, m, B);
  for (int i = 0; i < n * m; i++) h += B[i] * (i % 4 + 1);
  printf("rowshift %.6f\n", h);
  free(A), free(B), free(f), free(D), free(C);
  return 0;
}
