/* Regression (annotate): loops that already carry `#pragma omp parallel for` are left as they are.
 * annotate once put its declarations and directives between such a pragma and its loop (which no
 * longer compiled); the loop with no directive still gets its own (tests/annotate/figures.sh). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 300;
  int *a = malloc(n * sizeof *a);
  long *b = malloc(n * sizeof *b);
#pragma omp parallel for
  for (int i = 0; i < n; i++) a[i] = (7 * i) % 23;
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < n; i++) b[i] = a[i] * 2;
  for (int i = 0; i < n; i++) b[i] += (long)i;
  long s = 0;
  for (int i = 0; i < n; i++) s += b[i] * (i % 7);
  printf("%ld %d\n", s, a[n - 1]);
  free(a);
  free(b);
  return 0;
}
