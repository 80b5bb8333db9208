// Covariance (PolyBench datamining/covariance): column means, centering, the symmetric covariance
// matrix; local (stack) arrays in main go to the device as stack objects.
// EXPECT: offloaded 3 kept 0
// EXPECT-STATS: gpu_loops 3
#include <stdio.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif
#define M (12 * SCALE)
#define N (20 * SCALE)

static void covariance(int m, int n, double data[N][M], double mean[M], double cov[M][M]) {
#pragma omp parallel for
  for (int j = 0; j < m; j++) {
    mean[j] = 0;
    for (int i = 0; i < n; i++) mean[j] += data[i][j];
    mean[j] /= n;
  }
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) data[i][j] -= mean[j];
#pragma omp parallel for
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      double s = 0;
      for (int k = 0; k < n; k++) s += data[k][i] * data[k][j];
      cov[i][j] = cov[j][i] = s / (n - 1);
    }
}

int main(void) {
  double data[N][M], mean[M], cov[M][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) data[i][j] = (double)(i * j % 13) / M + (double)i / 7;
  covariance(M, N, data, mean, cov);
  for (int i = 0; i < M; i += 2) printf("%d %.17g %.17g %.17g\n", i, mean[i], cov[i][i], cov[i][M - 1 - i]);
  return 0;
}
