/* syr2k (PolyBench/GPU, linearised): C = alpha*A*B^T + alpha*B*A^T + beta*C. */
#include <stdio.h>
#include <stdlib.h>

void syr2k(int n, int m, float alpha, float beta, float *A, float *B, float *C) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i * n + j] *= beta;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < m; k++) {
        C[i * n + j] += alpha * A[i * m + k] * B[j * m + k];
        C[i * n + j] += alpha * B[i * m + k] * A[j * m + k];
      }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 100.0f);
  return h;
}

int main(void) {
  int n = 40, m = 36;
  float *A = malloc(sizeof(float) * n * m), *B = malloc(sizeof(float) * n * m);
  float *C = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      A[i * m + j] = (float)((i * j) % 7) / 7.0f;
      B[i * m + j] = (float)((i * j + 1) % 5) / 5.0f;
    }
    for (int j = 0; j < n; j++)
      C[i * n + j] = (float)((i * j + 2) % 3) / 3.0f;
  }
  syr2k(n, m, 1.5f, 1.2f, A, B, C);
  printf("syr2k C %ld %.4f %.4f\n", checksum(n * n, C), C[0], C[n * n - 1]);
  free(A); free(B); free(C);
  return 0;
}
