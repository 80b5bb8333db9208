// Jacobi 2-D stencil (PolyBench jacobi-2d), heap arrays, a time loop around two parallel loops:
// with copy fusion the arrays stay on the device for all the steps (DawnCC §5).
// Exact ranges (the collapse(2) space split into its rows and columns in the range function): the
// first sweep reads a[1..398] (3184 bytes) and writes b[21..378], rows with gaps, so copied in (2864);
// the second reads b[1..398]: only b[1..20] and b[379..398] are new (320). Out: a[21..378] and
// b[21..378] (2864 each). Whole objects: 6400 in, 6400 out.
// EXPECT: offloaded 2 kept 0
// EXPECT-STATS: gpu_loops 12 h2d_count 4 h2d_bytes 6368 d2h_count 2 d2h_bytes 5728
// EXPECT-EXACT: fewer
// EXPECT-FUSION: fewer
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

static void jacobi(int steps, int n, double *a, double *b) {
  for (int t = 0; t < steps; t++) {
#pragma omp parallel for collapse(2)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i * n + j] = 0.2 * (a[i * n + j] + a[i * n + j - 1] + a[i * n + j + 1] + a[(i + 1) * n + j] + a[(i - 1) * n + j]);
#pragma omp parallel for collapse(2)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i * n + j] = 0.2 * (b[i * n + j] + b[i * n + j - 1] + b[i * n + j + 1] + b[(i + 1) * n + j] + b[(i - 1) * n + j]);
  }
}

int main(void) {
  int n = 20 * SCALE;
  double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i * n + j] = ((double)i * (j + 2) + 2) / n, b[i * n + j] = ((double)i * (j + 3) + 3) / n;
  jacobi(6, n, a, b);
  for (int i = 0; i < n; i += 3) printf("%d %.17g %.17g\n", i, a[i * n + i], b[i * n + (n - 1 - i)]);
  free(a);
  free(b);
  return 0;
}
