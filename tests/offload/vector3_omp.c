// clang -O3 IR of an OpenMP loop whose inner loop LLVM's loop vectoriser vectorised (INPUT-O; -O2
// and the unrolled reductions: vector_omp.c). The vector loop steps by 4 (a <4 x float> store per
// array) with a `!=` exit test against `m & -4`, the scalar remainder starting at a phi of the
// vector loop's end and the bypass's 0. The range function counts the vector loop exactly (the
// distance is a multiple of the step once `m & -4` reads as 4 * (m / 4)) and turns the phi into a
// select on the bypass condition, so the union of both loops' bounds is the source loop's:
//   init_rows(3, 17, 37, y, z): y, z rows 3..16 of 37 floats, 14 * 37 * 4 = 2072 bytes each, in and
//                   out (no density fact: the stores run under conditions); whole objects 2960 each
//   init_rows(9, 4, ...): zero trip, nothing moves
// Totals 4144 in (2 transfers), 4144 out (2); whole objects (main before): 5920 and 5920.
// INPUT-O: 3
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
