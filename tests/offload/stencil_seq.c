// Sequential stencil: transfers sized by the exact access bounds (issue 14's bounds). smooth reads
// x[1..n-2] and writes y[1..n-2]: (n-2)*4 = 3992 bytes of x go to the device; y[1..n-2] is written
// in full and not read (bounds.c's density fact), so none of it is copied in (before the fact:
// 3992 more); 3992 bytes of y come back when smooth returns; the second call, at an offset, moves
// x[501..598] in (392) and y's 392 bytes back; the zero-trip call moves nothing; the aliasing call
// smooth(n, x, x) fails the no-alias test and runs the original loop on the CPU (cpu_loops 1).
// Whole objects would be 8000 bytes in per call.
// EXPECT: offloaded 1 kept 3
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 2 cpu_loops 1 h2d_count 2 h2d_bytes 4384 d2h_count 2 d2h_bytes 4384
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

void smooth(int n, const float *x, float *y) {
  for (int i = 1; i < n - 1; i++) y[i] = 0.5f * x[i] + 1.0f;
}

int main(void) {
  int n = 1000 * SCALE;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) x[i] = (float)(rand() % 100), y[i] = -1.0f; /* rand: stays on the CPU */
  smooth(n, x, y);
  smooth(100, x + 500, y + 500);
  smooth(2, x, y); /* zero trip */
  for (int i = 0; i < n; i += 37) printf("%d %.9g %.9g\n", i, x[i], y[i]);
  smooth(n, x, x); /* aliasing: the CPU version */
  for (int i = 0; i < n; i += 37) printf("%d %.9g\n", i, x[i]);
  free(x);
  free(y);
  return 0;
}
