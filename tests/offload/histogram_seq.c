// Sequential version of histogram.c (no directives): the loops the parallel-loops analysis proves parallel are offloaded.
// EXPECT: offloaded 1 kept 2
// Histogram with `atomic` and a `critical` update (both GPU atomics), integers: exact.
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

int main(void) {
  int n = 5000 * SCALE, bins = 16;
  int *data = malloc(n * sizeof *data), *h = calloc(bins, sizeof *h);
  long total = 0;
  for (int i = 0; i < n; i++) data[i] = (i * 7919) % 1000;
  for (int i = 0; i < n; i++) {
    int b = data[i] * bins / 1000;
    h[b]++;
    { total += data[i]; }
  }
  for (int b = 0; b < bins; b++) printf("%d %d\n", b, h[b]);
  printf("total %ld\n", total);
  free(data);
  free(h);
  return 0;
}
