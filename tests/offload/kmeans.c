// The assignment step of k-means (data mining): each point's nearest centroid (an argmin loop per
// point, sqrt from libm as an intrinsic), cluster sizes with atomics; the update step stays on the
// CPU because it prints (I/O) inside the loop.
// EXPECT: offloaded 1 kept 1
// EXPECT-STATS: gpu_loops 1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

int main(void) {
  int n = 600 * SCALE, k = 5;
  float *px = malloc(n * sizeof *px), *py = malloc(n * sizeof *py), cx[5], cy[5];
  int *assign = malloc(n * sizeof *assign), size[5] = {0};
  for (int i = 0; i < n; i++) px[i] = (float)((i * 37) % 100), py[i] = (float)((i * 91) % 100);
  for (int c = 0; c < k; c++) cx[c] = 20.0f * c + 5, cy[c] = 100.0f - 18.0f * c;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int best = 0;
    float bd = 1e30f;
    for (int c = 0; c < k; c++) {
      float d = sqrtf((px[i] - cx[c]) * (px[i] - cx[c]) + (py[i] - cy[c]) * (py[i] - cy[c]));
      if (d < bd) bd = d, best = c;
    }
    assign[i] = best;
#pragma omp atomic
    size[best]++;
  }
  /* kept on the CPU (I/O); `ordered` keeps the lines in order under any thread count */
#pragma omp parallel for ordered
  for (int c = 0; c < k; c++) {
#pragma omp ordered
    printf("cluster %d: %d points\n", c, size[c]);
  }
  long check = 0;
  for (int i = 0; i < n; i++) check += (long)assign[i] * (i + 1);
  printf("check %ld\n", check);
  free(px), free(py), free(assign);
  return 0;
}
