// clang -O3 IR (INPUT-O) of worksharing loops whose scalar copy clang unrolled by 2 after one
// straight-line iteration (the runtime unroller's remainder of 1, run first when the trip count is
// odd), behind a vector body: mean is correlation's/covariance's loop 0 (the copy clang unswitched
// for n <= 0), scale_col gramschmidt's loop 1 (the iteration's block branches into the unrolled
// loop itself). Before, no scalar loop stepping by 1 was left, so the grid matcher took neither:
// contiguous pieces and whole objects. offload_fold.c now rebuilds the loop from that iteration
// (peel_find: it must compute what the unrolled loop's first copy computes) and folds it as it
// folds a remainder loop: one thread per iteration, exact transfers.
// Bytes: mean(10, 13) reads d[0..129] (520) and fn (4), writes mu[0..12] in full (52 out);
// mean(0, 7) writes mu[20..26] in full (28 out, fn 4 in); mean(0, 0) and scale_col(0, ...) move
// nothing; scale_col(17, 10, 3) reads A[3..163] (644) and R[33] (4) and rewrites Q[3..163] (644 in
// and out: a column, not every byte).
// INPUT-O: 3
// EXPECT: offloaded 5 kept 0
// EXPECT-GRID: 1vs 1vs 1vs 1s 1s
// EXPECT-REPORT: transfers: exact bounds: arg1, arg3, arg4; written in full, not copied in: arg1
// EXPECT-REPORT: transfers: exact bounds: arg1, arg4, arg5
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 3 zero_trip 2 launches 3 h2d_count 6 h2d_bytes 1820 d2h_count 3 d2h_bytes 724
#include <stdio.h>
#include <stdlib.h>

static void mean(int n, int m, float fn, const float *data, float *mean) {
  #pragma omp parallel for
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++)
      mean[j] += data[i * m + j];
    mean[j] /= fn;
  }
}

static void scale_col(int m, int n, int k, const float *A, const float *R, float *Q) {
  #pragma omp parallel for
  for (int i = 0; i < m; i++)
    Q[i * n + k] = A[i * n + k] / R[k * n + k];
}

int main(void) {
  float *d = malloc(sizeof(float) * 400), *mu = malloc(sizeof(float) * 40);
  float *A = malloc(sizeof(float) * 400), *R = malloc(sizeof(float) * 100), *Q = malloc(sizeof(float) * 400);
  for (int i = 0; i < 400; i++) d[i] = (i % 11) * 0.5f, A[i] = (i % 13) * 0.25f, Q[i] = -1.0f;
  for (int i = 0; i < 100; i++) R[i] = 1.0f + (i % 7);
  for (int i = 0; i < 40; i++) mu[i] = -1.0f;
  mean(10, 13, 2.0f, d, mu);
  mean(0, 7, 2.0f, d, mu + 20);
  mean(0, 0, 2.0f, d, mu + 30);
  scale_col(17, 10, 3, A, R, Q);
  scale_col(0, 10, 3, A, R, Q);
  double s = 0;
  for (int i = 0; i < 40; i++) s += mu[i] * (i % 5 + 1);
  for (int i = 0; i < 400; i++) s += Q[i] * (i % 3 + 1);
  printf("%.4f %.3f %.3f %.3f %.3f Q[2] %.2f Q[3] %.3f Q[163] %.3f Q[173] %.2f\n", s, mu[12], mu[13], mu[26], mu[27], Q[2], Q[3], Q[163], Q[173]);
  return 0;
}
