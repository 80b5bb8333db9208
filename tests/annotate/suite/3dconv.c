/* 3dconv (PolyBench/GPU, linearised): a 3-D stencil; B's faces are never written. */
#include <stdio.h>
#include <stdlib.h>

void conv3d(int ni, int nj, int nk, float *A, float *B) {
  float c11 = 2, c12 = -3, c13 = 4, c21 = 5, c22 = 6, c23 = 7, c31 = -8, c32 = -9, c33 = 10;
  for (int i = 1; i < ni - 1; i++)
    for (int j = 1; j < nj - 1; j++)
      for (int k = 1; k < nk - 1; k++)
        B[i * (nk * nj) + j * nk + k] =
            c11 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c13 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c21 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c23 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c31 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c33 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c12 * A[(i + 0) * (nk * nj) + (j - 1) * nk + (k + 0)] +
            c22 * A[(i + 0) * (nk * nj) + (j + 0) * nk + (k + 0)] +
            c32 * A[(i + 0) * (nk * nj) + (j + 1) * nk + (k + 0)] +
            c11 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k + 1)] +
            c13 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k + 1)] +
            c21 * A[(i - 1) * (nk * nj) + (j + 0) * nk + (k + 1)] +
            c23 * A[(i + 1) * (nk * nj) + (j + 0) * nk + (k + 1)] +
            c31 * A[(i - 1) * (nk * nj) + (j + 1) * nk + (k + 1)] +
            c33 * A[(i + 1) * (nk * nj) + (j + 1) * nk + (k + 1)];
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 10.0f);
  return h;
}

int main(void) {
  int ni = 20, nj = 18, nk = 16;
  float *A = malloc(sizeof(float) * ni * nj * nk), *B = malloc(sizeof(float) * ni * nj * nk);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++) {
        A[i * (nk * nj) + j * nk + k] = (float)((i + j + k) % 12) / 12.0f;
        B[i * (nk * nj) + j * nk + k] = 0.5f;
      }
  conv3d(ni, nj, nk, A, B);
  printf("3dconv B %ld %.4f %.4f\n", checksum(ni * nj * nk, B), B[0], B[nj * nk + nk + 1]);
  free(A); free(B);
  return 0;
}
