/* 3mm (PolyBench/GPU, linearised): E = A*B; F = C*D; G = E*F. */
#include <stdio.h>
#include <stdlib.h>

void mm3(int ni, int nj, int nk, int nl, int nm, float *A, float *B, float *C, float *D, float *E,
         float *F, float *G) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      E[i * nj + j] = 0.0f;
      for (int k = 0; k < nk; k++)
        E[i * nj + j] += A[i * nk + k] * B[k * nj + j];
    }
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nl; j++) {
      F[i * nl + j] = 0.0f;
      for (int k = 0; k < nm; k++)
        F[i * nl + j] += C[i * nm + k] * D[k * nl + j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      G[i * nl + j] = 0.0f;
      for (int k = 0; k < nj; k++)
        G[i * nl + j] += E[i * nj + k] * F[k * nl + j];
    }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 10.0f);
  return h;
}

int main(void) {
  int ni = 24, nj = 28, nk = 32, nl = 20, nm = 26;
  float *A = malloc(sizeof(float) * ni * nk), *B = malloc(sizeof(float) * nk * nj);
  float *C = malloc(sizeof(float) * nj * nm), *D = malloc(sizeof(float) * nm * nl);
  float *E = malloc(sizeof(float) * ni * nj), *F = malloc(sizeof(float) * nj * nl);
  float *G = malloc(sizeof(float) * ni * nl);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i * nk + k] = (float)((i * k) % 5) / 5.0f;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k * nj + j] = (float)((k * (j + 1)) % 7) / 7.0f;
  for (int j = 0; j < nj; j++)
    for (int m = 0; m < nm; m++)
      C[j * nm + m] = (float)((j * (m + 3)) % 9) / 9.0f;
  for (int m = 0; m < nm; m++)
    for (int l = 0; l < nl; l++)
      D[m * nl + l] = (float)((m * (l + 2)) % 11) / 11.0f;
  mm3(ni, nj, nk, nl, nm, A, B, C, D, E, F, G);
  printf("3mm G %ld %.4f %.4f\n", checksum(ni * nl, G), G[0], G[ni * nl - 1]);
  free(A); free(B); free(C); free(D); free(E); free(F); free(G);
  return 0;
}
