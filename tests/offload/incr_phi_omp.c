// (normalise, not norm: clang's OpenMP offloading declares CUDA's norm() in the device compilation)
// clang -O2 IR (INPUT-O) of fdtd-2d's hz update: clang computes the worksharing loop's `i + 1` in
// two blocks (the one that runs the inner loop, where it also indexes ey's row i + 1, and the one
// that skips it) and joins them in a phi that feeds the latch. Before, the grid matcher wanted
// `i + 1` itself there ("the loop is not recognised": a contiguous piece of rows per thread); it
// now takes a phi whose incoming values are all `i + 1` as `i + 1` (offload.c, merge_incr): one
// thread per row. With GPUOPT_OFFLOAD_MAX_BLOCKS=1 the 300 rows need a grid-stride loop. Its
// transfers are exact since helper off16l's bounds under the guards (before: "a min/max of more
// than 8 ends"): 19256 bytes in, 6012 out (whole objects 19284 and 6020).
// Second, correlation's normalisation: clang -O2 reloads m after the sqrtf call; once the range
// function loads m once, phis carry that one value around the loops (`m = phi [m, latch], [m0,
// pre]` and its LCSSA copies), and the exit bound looked like it changed in the loop. Such phi
// webs are now that value (offload_ranges.c, v_phi_webs): normalise(9, 7, ...) moves mean[0..6] and
// sd[0..6] in (28 bytes each) and d[0..62] in and out (252); before, whole objects (d 400, mean
// and sd 40 each).
// Third, correlation's standard deviations: clang -O2 unrolls the inner loop by 2 with a second
// counter stepping by 2 without no-wrap flags against `n & -2`, computed inside the worksharing loop
// from a reload of n, and the worksharing loop's bound `sext(ub)` sits in its latch. Both now come
// to the preheader (v_shape, v_masks: a copy there of the mask's operand), the `!=` count is exact:
// sdev(7, 9, ...) reads dt[0..62] and mu[0..6] and writes sg[0..6] in full (28 bytes out, nothing
// in). Before, "a != exit test with a step other than 1 ..." (whole objects: dt 400, mu and sg 40).
// INPUT-O: 2
// EXPECT: offloaded 5 kept 0
// EXPECT-GRID: 1 1 1 1 1
// EXPECT-REPORT: grid: 1-D, one thread per iteration
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 3 launches 3 h2d_count 8 h2d_bytes 19844 d2h_count 3 d2h_bytes 6292
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void hz_update(int nx, int ny, float *hz, const float *ex, const float *ey) {
  #pragma omp parallel for
  for (int i = 0; i < nx - 1; i++)
    for (int j = 0; j < ny - 1; j++)
      hz[i * ny + j] = hz[i * ny + j] - 0.7f * (ex[i * (ny + 1) + (j + 1)] - ex[i * (ny + 1) + j] +
                                                ey[(i + 1) * ny + j] - ey[i * ny + j]);
}

void normalise(int n, int m, float fn, float *d, const float *mean, const float *sd) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      d[i * m + j] -= mean[j];
      d[i * m + j] /= sqrtf(fn) * sd[j];
    }
}

void sdev(int m, int n, float fn, float *dt, const float *mu, float *sg) {
  float eps = 0.1f;
  #pragma omp parallel for
  for (int j = 0; j < m; j++) {
    sg[j] = 0.0f;
    for (int i = 0; i < n; i++)
      sg[j] += (dt[i * m + j] - mu[j]) * (dt[i * m + j] - mu[j]);
    sg[j] /= fn;
    sg[j] = sqrtf(sg[j]);
    sg[j] = sg[j] <= eps ? 1.0f : sg[j];
  }
}

int main(void) {
  int nx = 301, ny = 5;
  float *hz = malloc(sizeof(float) * nx * ny), *ex = malloc(sizeof(float) * nx * (ny + 1)), *ey = malloc(sizeof(float) * (nx + 1) * ny);
  for (int i = 0; i < nx * ny; i++) hz[i] = (float)(i % 11) / 11.0f;
  for (int i = 0; i < nx * (ny + 1); i++) ex[i] = (float)(i % 7) / 7.0f;
  for (int i = 0; i < (nx + 1) * ny; i++) ey[i] = (float)(i % 5) / 5.0f;
  hz_update(nx, ny, hz, ex, ey);
  double s = 0;
  for (int i = 0; i < nx * ny; i++) s += hz[i] * (i % 3 + 1);
  printf("%.4f %.4f %.4f\n", s, hz[0], hz[(nx - 2) * ny + ny - 2]);
  float *d = malloc(sizeof(float) * 100), *mean = malloc(sizeof(float) * 10), *sd = malloc(sizeof(float) * 10);
  for (int i = 0; i < 100; i++) d[i] = (float)(i % 9);
  for (int i = 0; i < 10; i++) mean[i] = 0.25f * i, sd[i] = 1.0f + 0.5f * (i % 3);
  normalise(9, 7, 4.0f, d, mean, sd);
  s = 0;
  for (int i = 0; i < 100; i++) s += d[i] * (i % 3 + 1);
  printf("%.4f d[0] %.2f d[62] %.2f d[63] %.2f\n", s, d[0], d[62], d[63]);
  float *sg = malloc(sizeof(float) * 10);
  for (int i = 0; i < 10; i++) sg[i] = -1.0f;
  sdev(7, 9, 9.0f, d, mean, sg);
  printf("%.4f %.4f %.4f %.1f\n", sg[0], sg[3], sg[6], sg[7]);
  free(hz), free(ex), free(ey), free(d), free(mean), free(sd), free(sg);
  return 0;
}
