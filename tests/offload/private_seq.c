// Sequential version of private.c (no directives): the loops the parallel-loops analysis proves parallel are offloaded.
// EXPECT: offloaded 2 kept 2
// Data clauses: firstprivate, lastprivate and private scalars, a dynamic schedule (kept on the
// CPU), a loop over an unsigned 64-bit range.
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

int main(void) {
  int n = 300 * SCALE;
  int *a = malloc(n * sizeof *a);
  long *b = malloc(n * sizeof *b);
  int base = 7, last = -1, tmp;
  for (int i = 0; i < n; i++) {
    tmp = base * i;
    a[i] = tmp % 23;
    last = a[i] + i;
  }
  for (int i = 0; i < n; i++) b[i] = a[i] * 2;
  for (unsigned long i = 0; i < (unsigned long)n; i++) b[i] += (long)i;
  long s = 0;
  for (int i = 0; i < n; i++) s += b[i] * (i % 7);
  printf("%d %ld %d\n", last, s, a[n - 1]);
  free(a);
  free(b);
  return 0;
}
