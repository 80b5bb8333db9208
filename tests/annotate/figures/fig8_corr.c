/* DawnCC Fig. 8(a): corr (adapted from PolyBench's correlation). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void corr(float *A, float *MEAN, float *STDEV, int m, int n) {
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++) {
      MEAN[i] += A[i * n + j];
    }
    MEAN[i] /= n;
  }

  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++) {
      STDEV[i] += (A[i * n + j] - MEAN[i]) * (A[i * n + j] - MEAN[i]);
    }
    STDEV[i] = sqrt(STDEV[i] / n);
  }
}

int main(void) {
  int m = 50, n = 40;
  float *A = malloc(sizeof(float) * m * n), *MEAN = malloc(sizeof(float) * m);
  float *STDEV = malloc(sizeof(float) * m);
  for (int i = 0; i < m; i++) {
    MEAN[i] = 0.0f;
    STDEV[i] = 0.0f;
    for (int j = 0; j < n; j++)
      A[i * n + j] = (float)((i * j) % 11) / 11.0f;
  }
  corr(A, MEAN, STDEV, m, n);
  long h = 0;
  for (int i = 0; i < m; i++)
    h += (long)(MEAN[i] * 10000.0f) + (long)(STDEV[i] * 10000.0f);
  printf("corr %ld %.4f %.4f\n", h, MEAN[1], STDEV[m - 1]);
  free(A); free(MEAN); free(STDEV);
  return 0;
}
