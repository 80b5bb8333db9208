/* atax (PolyBench/GPU, linearised): y = A^T (A x). */
#include <stdio.h>
#include <stdlib.h>

void atax(int nx, int ny, float *A, float *x, float *y, float *tmp) {
  for (int i = 0; i < nx; i++) {
    tmp[i] = 0.0f;
    for (int j = 0; j < ny; j++)
      tmp[i] = tmp[i] + A[i * ny + j] * x[j];
  }
  for (int j = 0; j < ny; j++) {
    y[j] = 0.0f;
    for (int i = 0; i < nx; i++)
      y[j] = y[j] + A[i * ny + j] * tmp[i];
  }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 100.0f);
  return h;
}

int main(void) {
  int nx = 70, ny = 84;
  float *A = malloc(sizeof(float) * nx * ny), *x = malloc(sizeof(float) * ny);
  float *y = malloc(sizeof(float) * ny), *tmp = malloc(sizeof(float) * nx);
  for (int j = 0; j < ny; j++)
    x[j] = (float)(j % 5) / 5.0f;
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      A[i * ny + j] = (float)((i * j) % 7) / 7.0f;
  atax(nx, ny, A, x, y, tmp);
  printf("atax y %ld %.4f %.4f\n", checksum(ny, y), y[0], y[ny - 1]);
  free(A); free(x); free(y); free(tmp);
  return 0;
}
