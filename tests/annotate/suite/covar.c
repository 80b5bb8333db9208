/* covariance (PolyBench/GPU, linearised): mean, centred data, covariance matrix. */
#include <stdio.h>
#include <stdlib.h>

void covariance(int m, int n, float float_n, float *data, float *mean, float *symmat) {
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++)
      mean[j] += data[i * m + j];
    mean[j] /= float_n;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i * m + j] -= mean[j];
  for (int j1 = 0; j1 < m; j1++)
    for (int j2 = j1; j2 < m; j2++) {
      symmat[j1 * m + j2] = 0.0f;
      for (int i = 0; i < n; i++)
        symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
      symmat[j2 * m + j1] = symmat[j1 * m + j2];
    }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int m = 36, n = 44;
  float *data = malloc(sizeof(float) * n * m), *mean = malloc(sizeof(float) * m);
  float *symmat = malloc(sizeof(float) * m * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i * m + j] = (float)((i * (j + 1)) % 11) / 11.0f;
  covariance(m, n, (float)n, data, mean, symmat);
  printf("covar symmat %ld mean %ld %.4f\n", checksum(m * m, symmat), checksum(m, mean), symmat[m + 1]);
  free(data); free(mean); free(symmat);
  return 0;
}
