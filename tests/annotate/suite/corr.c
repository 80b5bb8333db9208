/* correlation (PolyBench/GPU, linearised): mean, standard deviation, normalised data, correlation
 * matrix of m variables over n observations. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void correlation(int m, int n, float float_n, float *data, float *mean, float *stddev, float *symmat) {
  float eps = 0.1f;
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++)
      mean[j] += data[i * m + j];
    mean[j] /= float_n;
  }
  for (int j = 0; j < m; j++) {
    stddev[j] = 0.0f;
    for (int i = 0; i < n; i++)
      stddev[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrtf(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0f : stddev[j];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      data[i * m + j] -= mean[j];
      data[i * m + j] /= sqrtf(float_n) * stddev[j];
    }
  for (int j1 = 0; j1 < m - 1; j1++) {
    symmat[j1 * m + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * m + j2] = 0.0f;
      for (int i = 0; i < n; i++)
        symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
      symmat[j2 * m + j1] = symmat[j1 * m + j2];
    }
  }
  symmat[(m - 1) * m + (m - 1)] = 1.0f;
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int m = 32, n = 40;
  float *data = malloc(sizeof(float) * n * m), *mean = malloc(sizeof(float) * m);
  float *stddev = malloc(sizeof(float) * m), *symmat = malloc(sizeof(float) * m * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i * m + j] = (float)((i * j) % 13 + i % 3) / 13.0f;
  for (int i = 0; i < m * m; i++)
    symmat[i] = 0.0f;
  correlation(m, n, (float)n, data, mean, stddev, symmat);
  printf("corr symmat %ld mean %ld %.4f\n", checksum(m * m, symmat), checksum(m, mean), symmat[1]);
  free(data); free(mean); free(stddev); free(symmat);
  return 0;
}
