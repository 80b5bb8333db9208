// clang -O2 IR of OpenMP loops whose inner loop LLVM's loop vectoriser vectorised (INPUT-O): a vector
// loop stepping by 8 with a `!=` exit test against `m & -8` (the vector trip count), then the scalar
// remainder loop, which starts at a phi of the vector loop's end (middle block) and 0 (the bypass
// taken when m < 8 or the arrays may overlap). The range function reads `m & -8` as 8 * (m / 8)
// under a run-time test (m < 2^31), so the `!=` test with step 8 has an exact count (a multiple of
// the step), and lowers the remainder's start to the minimum of its values (0): the union of the two
// loops' bounds is the source loop's, rows [lo, hi) x [0, m) of each array (issue 16).
//   init_rows(3, 17, 37, y, z): y, z rows 3..16 of 37 floats: 14 * 37 * 4 = 2072 bytes each, in and
//                   out (the remainder's start was lowered, so no density fact: the written rows go
//                   in too); whole objects: 2960 each
//   init_rows(9, 4, ...): zero trip, nothing moves (zero_trip 1)
// Totals in: 2 * 2072 = 4144 (2 transfers); out: 4144 (2). Without the change: whole objects (5920
// in and out). main inlines init_rows twice: 3 loops in the report, 2 run.
// INPUT-O: 2
// EXPECT: offloaded 3 kept 0
// EXPECT-GRID: 1 1 1
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 1 zero_trip 1 h2d_count 2 h2d_bytes 4144 d2h_count 2 d2h_bytes 4144
#include <stdio.h>
#include <stdlib.h>

void init_rows(int lo, int hi, int m, float *a, float *b) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < m; j++) {
      a[i * m + j] = (float)((i * j) % 13) / 13.0f;
      b[i * m + j] = (float)((i + j) % 7) / 7.0f;
    }
}

int main(void) {
  int n = 20, m = 37;
  float *y = malloc(sizeof(float) * n * m), *z = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n * m; i++) y[i] = (float)(i % 7), z[i] = -1.0f - (float)(i % 5);
  init_rows(3, 17, m, y, z);
  init_rows(9, 4, m, y, z); /* zero trip */
  double s = 0;
  for (int i = 0; i < n * m; i++) s += (i % 11 + 1) * y[i] + 7 * (i % 3 + 1) * z[i];
  printf("%.3f %.4f %.4f %.4f %.4f\n", s, y[2 * m + 36], y[3 * m + 36], z[16 * m + 36], z[17 * m]);
  free(y), free(z);
  return 0;
}
