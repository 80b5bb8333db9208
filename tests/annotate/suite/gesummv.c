/* gesummv (PolyBench/GPU, linearised): y = alpha*A*x + beta*B*x. */
#include <stdio.h>
#include <stdlib.h>

void gesummv(int n, float alpha, float beta, float *A, float *B, float *tmp, float *x, float *y) {
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

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int n = 96;
  float *A = malloc(sizeof(float) * n * n), *B = malloc(sizeof(float) * n * n);
  float *tmp = malloc(sizeof(float) * n), *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 10) / 10.0f;
    for (int j = 0; j < n; j++) {
      A[i * n + j] = (float)((i * j) % 13) / 13.0f;
      B[i * n + j] = (float)((i + j) % 7) / 7.0f;
    }
  }
  gesummv(n, 1.5f, 1.2f, A, B, tmp, x, y);
  printf("gesummv y %ld %.4f %.4f\n", checksum(n, y), y[0], y[n - 1]);
  free(A); free(B); free(tmp); free(x); free(y);
  return 0;
}
