/* gramschmidt (PolyBench/GPU, linearised): QR decomposition by modified Gram-Schmidt. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void gramschmidt(int m, int n, float *A, float *R, float *Q) {
  for (int k = 0; k < n; k++) {
    float nrm = 0.0f;
    for (int i = 0; i < m; i++)
      nrm += A[i * n + k] * A[i * n + k];
    R[k * n + k] = sqrtf(nrm);
    for (int i = 0; i < m; i++)
      Q[i * n + k] = A[i * n + k] / R[k * n + k];
    for (int j = k + 1; j < n; j++) {
      R[k * n + j] = 0.0f;
      for (int i = 0; i < m; i++)
        R[k * n + j] += Q[i * n + k] * A[i * n + j];
      for (int i = 0; i < m; i++)
        A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];
    }
  }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int m = 40, n = 32;
  float *A = malloc(sizeof(float) * m * n), *R = malloc(sizeof(float) * n * n);
  float *Q = malloc(sizeof(float) * m * n);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (float)((i * j) % 17 + (i == j ? 20 : 1)) / 17.0f;
  for (int i = 0; i < n * n; i++)
    R[i] = 0.0f;
  gramschmidt(m, n, A, R, Q);
  printf("gramschmidt R %ld Q %ld %.4f\n", checksum(n * n, R), checksum(m * n, Q), R[0]);
  free(A); free(R); free(Q);
  return 0;
}
