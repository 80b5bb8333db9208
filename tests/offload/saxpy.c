// saxpy on heap arrays; the aliasing call saxpy(n, a, x, x) (one object on the device, the same
// result as on the CPU); a zero-trip call (nothing transferred, nothing launched).
// EXPECT: offloaded 1 kept 0
// EXPECT-STATS: gpu_loops 2 zero_trip 1 h2d_bytes 12000 d2h_bytes 8000
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

void saxpy(int n, float a, float *x, float *y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

int main(void) {
  int n = 1000 * SCALE;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) x[i] = (float)(i % 17) / 4, y[i] = (float)(i % 5);
  saxpy(n, 2.5f, x, y);
  saxpy(n, 0.5f, x, x); /* x aliases y */
  saxpy(0, 1.0f, x, y); /* zero trip */
  for (int i = 0; i < n; i += 97) printf("%d %.9g %.9g\n", i, x[i], y[i]);
  free(x);
  free(y);
  return 0;
}
