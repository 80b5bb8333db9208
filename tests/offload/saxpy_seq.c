// Sequential version of saxpy.c (no directives): the loops the parallel-loops analysis proves parallel are offloaded.
// EXPECT: offloaded 2 kept 1
// EXPECT-STATS: gpu_loops 2 cpu_loops 1 zero_trip 0
// saxpy_3off on heap arrays; the aliasing call saxpy_3off(n, a, x, x) fails the run-time no-alias
// test and runs the original loop (cpu_loops 1); a zero-trip call (nothing transferred or launched).
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

void saxpy_3off(int n, float a, float *x, float *y) {
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

int main(void) {
  int n = 1000 * SCALE;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) x[i] = (float)(i % 17) / 4, y[i] = (float)(i % 5);
  saxpy_3off(n, 2.5f, x, y);
  saxpy_3off(n, 0.5f, x, x); /* x aliases y */
  saxpy_3off(0, 1.0f, x, y); /* zero trip */
  for (int i = 0; i < n; i += 97) printf("%d %.9g %.9g\n", i, x[i], y[i]);
  free(x);
  free(y);
  return 0;
}
