// Index reordering next to gpuopt offload's rebuilt memset idioms (tests/wang/reorder.sh, built by
// clang -O1 to IR first, as the PolyBench runs are): clang turns the zero fills below into memsets,
// which gpuopt offload rebuilds as loops storing i32 0 through `getelementptr i8, base, 4*i`
// (src/transform/offload_idiom.c). That byte-indexed store is a 1-D access of 4-byte elements,
// coalesced as stored: index-reorder must leave it alone (it once took 4*i as the row index i of
// rows of 4 one-byte elements, and the reordered version's misaligned stores failed on the H100).
// The row sums over A[i][k] beside them are the genuine case, reordered.
//   reorder_idiom [N [M]]   (A: N*M floats; the row sums see it as rows of 37)
#include <stdio.h>
#include <stdlib.h>

/* 1-D: n*m elements */
void zero_flat(int n, int m, float *Z) {
#pragma omp parallel for
  for (int i = 0; i < n * m; i++) Z[i] = 0.0f;
}

/* 2-D: a memset of each row */
void zero_rows(int n, int m, float *Z) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) Z[i * m + j] = 0.0f;
}

/* row sums over A[i][k], i parallel: strided as stored, coalesced transposed */
#define M 37
void rowsum(int n, const float (*A)[M], float *s) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < M; k++) acc += A[i][k];
    s[i] = acc;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 67, m = argc > 2 ? atoi(argv[2]) : 37;
  if (n < 1 || m < 1) return 2;
  float *A = malloc((size_t)n * m * sizeof *A), *Z = malloc((size_t)n * m * sizeof *Z), *s = malloc(((size_t)n * m / M + 1) * sizeof *s);
  if (!A || !Z || !s) return 2;
  for (long i = 0; i < (long)n * m; i++) A[i] = (float)(i % 11) * 0.5f, Z[i] = 1.0f;
  zero_flat(n, m, A);
  for (long i = 0; i < (long)n * m; i++) A[i] += (float)(i % 7) * 0.25f;
  zero_rows(n, m, Z);
  for (long i = 0; i < (long)n * m; i += 3) Z[i] += A[i];
  rowsum(n * m / M, (const float (*)[M])A, s);
  double sum = 0, zs = 0;
  for (int i = 0; i < n * m / M; i++) sum += s[i] * (double)(i + 1);
  for (long i = 0; i < (long)n * m; i++) zs += Z[i] * (double)(i % 5 + 1);
  printf("rowsum %.6e zero %.6e\n", sum, zs);
  free(A), free(Z), free(s);
  return 0;
}
