/* Kernels for the restrictify speed figure (bench/annotate/run.py): pointer arguments that may alias
 * as far as the compiler knows, so LLVM keeps array elements in memory inside the inner loops
 * (tmp[i], y[i], x1[i]) unless the nest is versioned on a no-overlap test. */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void gesummv(int n, float alpha, float beta, float *A, float *B, float *tmp, float *x, float *y) {
  for (int i = 0; i < n; i++) {
    tmp[i] = 0.0f;
    y[i] = 0.0f;
    for (int j = 0; j < n; j++) {
      tmp[i] = A[i * n + j] * x[j] + tmp[i];
      y[i] = B[i * n + j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

__attribute__((noinline)) void mvt(int n, float *a, float *x1, float *x2, float *y1, float *y2) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] = x1[i] + a[i * n + j] * y1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + a[j * n + i] * y2[j];
}

__attribute__((noinline)) void atax_part(int nx, int ny, float *A, float *x, float *tmp) {
  for (int i = 0; i < nx; i++) {
    tmp[i] = 0.0f;
    for (int j = 0; j < ny; j++)
      tmp[i] = tmp[i] + A[i * ny + j] * x[j];
  }
}

int main(void) {
  int n = 1500;
  float *A = malloc(sizeof(float) * n * n), *B = malloc(sizeof(float) * n * n);
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n), *tmp = malloc(sizeof(float) * n);
  float *x2 = malloc(sizeof(float) * n), *y2 = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 10) / 10.0f;
    x2[i] = 0.0f;
    y2[i] = (float)(i % 3) / 3.0f;
    for (int j = 0; j < n; j++) {
      A[i * n + j] = (float)((i * j) % 13) / 13.0f;
      B[i * n + j] = (float)((i + j) % 7) / 7.0f;
    }
  }
  double s = 0;
  for (int r = 0; r < 8; r++) {
    gesummv(n, 1.5f, 1.2f, A, B, tmp, x, y);
    mvt(n, A, tmp, x2, x, y2);
    atax_part(n, n, B, y, tmp);
    s += y[r] + x2[r] + tmp[r];
  }
  printf("%.3f\n", s);
  return 0;
}
