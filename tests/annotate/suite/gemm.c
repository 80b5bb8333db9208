/* gemm (PolyBench/GPU, linearised): C = alpha*A*B + beta*C. */
#include <stdio.h>
#include <stdlib.h>

void gemm(int ni, int nj, int nk, float alpha, float beta, float *A, float *B, float *C) {
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++) {
      C[i * nj + j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
  }
}

static void init(int ni, int nj, int nk, float *A, float *B, float *C) {
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i * nk + k] = (float)((i * k + 1) % 17) / 17.0f;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k * nj + j] = (float)((k * j + 2) % 13) / 13.0f;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i * nj + j] = (float)((i + j) % 11) / 11.0f;
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int ni = 48, nj = 40, nk = 36;
  float *A = malloc(sizeof(float) * ni * nk), *B = malloc(sizeof(float) * nk * nj);
  float *C = malloc(sizeof(float) * ni * nj);
  init(ni, nj, nk, A, B, C);
  gemm(ni, nj, nk, 1.5f, 1.2f, A, B, C);
  printf("gemm C %ld %.4f %.4f\n", checksum(ni * nj, C), C[0], C[ni * nj - 1]);
  free(A); free(B); free(C);
  return 0;
}
