/* Regression (annotate --omp/--acc): a declaration between two offloadable loops, used after them.
 * The loops once shared one data environment whose { } closed in `long s`, and the printf below no
 * longer compiled; a declaration between loops now ends the group (tests/annotate/figures.sh). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 300;
  int *a = malloc(n * sizeof *a);
  long *b = malloc(n * sizeof *b);
  for (int i = 0; i < n; i++) a[i] = (7 * i) % 23;
  for (int i = 0; i < n; i++) b[i] = a[i] * 2;
  for (int i = 0; i < n; i++) b[i] += (long)i;
  long s = 0;
  for (int i = 0; i < n; i++) s += b[i] * (i % 7);
  printf("%ld %d\n", s, a[n - 1]);
  free(a);
  free(b);
  return 0;
}
