/* 2mm (PolyBench/GPU, linearised): tmp = alpha*A*B; D = tmp*C + beta*D. */
#include <stdio.h>
#include <stdlib.h>

void mm2(int ni, int nj, int nk, int nl, float alpha, float beta, float *tmp, float *A, float *B,
         float *C, float *D) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i * nj + j] = 0.0f;
      for (int k = 0; k < nk; k++)
        tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      D[i * nl + j] *= beta;
      for (int k = 0; k < nj; k++)
        D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
    }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 100.0f);
  return h;
}

int main(void) {
  int ni = 32, nj = 36, nk = 40, nl = 28;
  float *tmp = malloc(sizeof(float) * ni * nj), *A = malloc(sizeof(float) * ni * nk);
  float *B = malloc(sizeof(float) * nk * nj), *C = malloc(sizeof(float) * nj * nl);
  float *D = malloc(sizeof(float) * ni * nl);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i * nk + k] = (float)((i * k) % 7) / 7.0f;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k * nj + j] = (float)((k * (j + 1)) % 9) / 9.0f;
  for (int j = 0; j < nj; j++)
    for (int l = 0; l < nl; l++)
      C[j * nl + l] = (float)((j * (l + 3)) % 5) / 5.0f;
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      D[i * nl + l] = (float)((i * (l + 2)) % 6) / 6.0f;
  mm2(ni, nj, nk, nl, 1.5f, 1.2f, tmp, A, B, C, D);
  printf("2mm D %ld %.4f %.4f\n", checksum(ni * nl, D), D[0], D[ni * nl - 1]);
  free(tmp); free(A); free(B); free(C); free(D);
  return 0;
}
