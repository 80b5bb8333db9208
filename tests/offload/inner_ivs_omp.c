// clang -O1 IR (INPUT-O) of worksharing loops whose inner loops clang widened to 64-bit counters and
// truncated back in `int` subscripts (`trunc nuw nsw i64 j to i32`, sums without nsw): 3dconv's
// initialisation `A[(i*nj + j)*nk + k]` (two inner loops, exit `j + 1 == nj`) and correlation's
// normalisation `d[i*m + j] -= mean[j]; d[i*m + j] /= sqrtf(fn)*sd[j]` (an inner loop continuing
// while `j + 1 < m`, m reloaded after the call).
// Before, "the address depends on a value computed in the loop" (whole objects); the range
// function (src/transform/offload_ranges.c: v_inner_counter, v_inner_narrow) now bounds the inner
// counters ([s, N - 1], tested to fit int) and gives their truncations counters of their own, so
// both loops have exact ranges: init(2, 5, 4, 6) writes A[48..119] and B[48..119] in full (288
// bytes each out, nothing in); norm(3, 9, 7, ...) reads mean[0..6] and sd[0..6] (28 bytes each) and
// rewrites d[21..83] (252 in and out). Whole objects: A, B 960 each, d 400, mean and sd 40.
// INPUT-O: 1
// EXPECT: offloaded 2 kept 0
// EXPECT-GRID: 1 1
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 2 launches 2 h2d_count 3 h2d_bytes 308 d2h_count 3 d2h_bytes 828
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void init(int i0, int ni, int nj, int nk, float *A, float *B) {
  #pragma omp parallel for
  for (int i = i0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++) {
        A[i * (nk * nj) + j * nk + k] = (float)((i + j + k) % 12) / 12.0f;
        B[i * (nk * nj) + j * nk + k] = 0.5f;
      }
}

static void norm(int i0, int n, int m, float fn, float *d, const float *mean, const float *sd) {
  #pragma omp parallel for
  for (int i = i0; i < n + i0; i++)
    for (int j = 0; j < m; j++) {
      d[i * m + j] -= mean[j];
      d[i * m + j] /= sqrtf(fn) * sd[j];
    }
}

int main(void) {
  float *A = malloc(sizeof(float) * 240), *B = malloc(sizeof(float) * 240);
  float *d = malloc(sizeof(float) * 100), *mean = malloc(sizeof(float) * 10), *sd = malloc(sizeof(float) * 10);
  for (int i = 0; i < 240; i++) A[i] = -1.0f, B[i] = -2.0f;
  for (int i = 0; i < 100; i++) d[i] = (float)(i % 9);
  for (int i = 0; i < 10; i++) mean[i] = 0.25f * i, sd[i] = 1.0f + 0.5f * (i % 3);
  init(2, 5, 4, 6, A, B);
  norm(3, 9, 7, 4.0f, d, mean, sd);
  double s = 0;
  for (int i = 0; i < 240; i++) s += (A[i] + 2 * B[i]) * (i % 5 + 1);
  for (int i = 0; i < 100; i++) s += d[i] * (i % 3 + 1);
  printf("%.4f A[47] %.1f A[48] %.3f B[119] %.1f B[120] %.1f d[20] %.2f d[21] %.2f d[83] %.2f d[84] %.2f\n", s, A[47], A[48],
         B[119], B[120], d[20], d[21], d[83], d[84]);
  return 0;
}
