/* mvt (PolyBench/GPU, linearised): x1 += A y1; x2 += A^T y2. */
#include <stdio.h>
#include <stdlib.h>

void mvt(int n, float *a, float *x1, float *x2, float *y1, float *y2) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] = x1[i] + a[i * n + j] * y1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + a[j * n + i] * y2[j];
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int n = 90;
  float *a = malloc(sizeof(float) * n * n), *x1 = malloc(sizeof(float) * n), *x2 = malloc(sizeof(float) * n);
  float *y1 = malloc(sizeof(float) * n), *y2 = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x1[i] = 0.0f;
    x2[i] = (float)(i % 3);
    y1[i] = (float)(i % 4) / 4.0f;
    y2[i] = (float)(i % 6) / 6.0f;
    for (int j = 0; j < n; j++)
      a[i * n + j] = (float)((i * j) % 10) / 10.0f;
  }
  mvt(n, a, x1, x2, y1, y2);
  printf("mvt x1 %ld x2 %ld %.4f\n", checksum(n, x1), checksum(n, x2), x2[n - 1]);
  free(a); free(x1); free(x2); free(y1); free(y2);
  return 0;
}
