// clang -O2 IR (INPUT-O) of fdtd-2d's hz update: clang computes the worksharing loop's `i + 1` in
// two blocks (the one that runs the inner loop, where it also indexes ey's row i + 1, and the one
// that skips it) and joins them in a phi that feeds the latch. Before, the grid matcher wanted
// `i + 1` itself there ("the loop is not recognised": a contiguous piece of rows per thread); it
// now takes a phi whose incoming values are all `i + 1` as `i + 1` (offload.c, merge_incr): one
// thread per row. With GPUOPT_OFFLOAD_MAX_BLOCKS=1 the 300 rows need a grid-stride loop. The
// transfers stay whole objects (a min/max of more than 8 ends, symexpr's limit).
// INPUT-O: 2
// EXPECT: offloaded 1 kept 0
// EXPECT-GRID: 1
// EXPECT-REPORT: grid: 1-D, one thread per iteration
// EXPECT-STATS: gpu_loops 1 launches 1
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>

static void hz_update(int nx, int ny, float *hz, const float *ex, const float *ey) {
  #pragma omp parallel for
  for (int i = 0; i < nx - 1; i++)
    for (int j = 0; j < ny - 1; j++)
      hz[i * ny + j] = hz[i * ny + j] - 0.7f * (ex[i * (ny + 1) + (j + 1)] - ex[i * (ny + 1) + j] +
                                                ey[(i + 1) * ny + j] - ey[i * ny + j]);
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
  free(hz), free(ex), free(ey);
  return 0;
}
