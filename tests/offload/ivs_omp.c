// clang -O2 IR (INPUT-O) of a worksharing loop whose inner loop starts at i + 1 (a triangle).
// -O2 gives the worksharing loop two more induction variables, a counter from 0 and i + 1, and
// tests `i + 1 < n` (CSE'd with the increment) to guard the inner loop. Once the grid steps
// i by the thread count:
//   - the guard must still test i + 1 (match_grid's exit_cmp: it is not an exit test);
//   - the other induction variables step by c * step (grid_rewrite's secondary_ivs).
// Before, every thread past its first iteration ran the wrong row range, and the output differed
// (exact_omp.c's tri at -O2/-O3). EXPECT-ENV reruns with one block.
// INPUT-O: 2
// EXPECT: offloaded 1 kept 0
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>

static void tri(int n, float *t) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) t[i * n + j] = t[i * n + j] * 2.0f + (float)j;
}

int main(void) {
  static const int sizes[] = {1, 2, 10, 45};
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    int n = sizes[k];
    float *t = malloc(sizeof(float) * n * n);
    for (int i = 0; i < n * n; i++) t[i] = (float)(i % 7);
    tri(n, t);
    double s = 0;
    for (int i = 0; i < n * n; i++) s += t[i] * (double)(i % 13 + 1);
    printf("n %d: %g %g %.1f\n", n, t[0], t[n * n - 1], s);
    free(t);
  }
  return 0;
}
