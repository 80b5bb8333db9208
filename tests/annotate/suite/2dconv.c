/* 2dconv (PolyBench/GPU, linearised): 3x3 stencil; B's border is never written. */
#include <stdio.h>
#include <stdlib.h>

void conv2d(int ni, int nj, float *A, float *B) {
  float c11 = 0.2f, c21 = 0.5f, c31 = -0.8f;
  float c12 = -0.3f, c22 = 0.6f, c32 = -0.9f;
  float c13 = 0.4f, c23 = 0.7f, c33 = 0.10f;
  for (int i = 1; i < ni - 1; i++)
    for (int j = 1; j < nj - 1; j++)
      B[i * nj + j] = c11 * A[(i - 1) * nj + (j - 1)] + c12 * A[(i + 0) * nj + (j - 1)] +
                      c13 * A[(i + 1) * nj + (j - 1)] + c21 * A[(i - 1) * nj + (j + 0)] +
                      c22 * A[(i + 0) * nj + (j + 0)] + c23 * A[(i + 1) * nj + (j + 0)] +
                      c31 * A[(i - 1) * nj + (j + 1)] + c32 * A[(i + 0) * nj + (j + 1)] +
                      c33 * A[(i + 1) * nj + (j + 1)];
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int ni = 64, nj = 56;
  float *A = malloc(sizeof(float) * ni * nj), *B = malloc(sizeof(float) * ni * nj);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      A[i * nj + j] = (float)((i * j + 3) % 19) / 19.0f;
      B[i * nj + j] = -1.0f;
    }
  conv2d(ni, nj, A, B);
  printf("2dconv B %ld %.4f %.4f\n", checksum(ni * nj, B), B[0], B[nj + 1]);
  free(A); free(B);
  return 0;
}
