// clang -O2 IR (INPUT-O) of a worksharing loop whose body became one memset per row (loop idiom on
// the inner loop, guarded by m > 0) and which the runtime unroller unrolled by 2 with its remainder
// of 1 after the unrolled loop: a straight-line iteration E, run when the trip count is odd, whose
// test also carries the body's guard (`(T & 1) == 0 || m <= 0` skips it). No loop stepping by 1 is
// left, so before the grid matcher took nothing: "the loop is not recognised", a contiguous piece
// of iterations per thread and whole objects. offload_fold.c (epi_find) now rebuilds the loop from
// E when it computes what the unrolled loop's first copy computes under the same guard: E's test
// block becomes the header (E when m > 0), a new latch `Q + 1 == T` follows E, and the bypass of
// the unrolled loop is taken: one thread per iteration (Q from 0, the body at lb + Q), and the
// range function folds its copy the same way: exact transfers (the rows; copied in too: the
// memset runs under the guard, so no density fact).
// Rows [lo, hi) of a 64 x 24 matrix: odd and even counts, one row, none, m = 0 (nothing written),
// a partial row length. Bytes: 2612 in and out (the rows: (7 + 10 + 1)*24*4 + 13*17*4); whole
// objects 30720 each way.
// INPUT-O: 2
// EXPECT: offloaded 1 kept 0
// EXPECT-GRID: 1s
// EXPECT-EXACT: fewer
// EXPECT-REPORT: transfers: exact bounds: arg2
// EXPECT-STATS: gpu_loops 5 zero_trip 1 h2d_bytes 2612 d2h_bytes 2612
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void rowzero(int n, int m, float *a) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = 0.0f;
}

int main(void) {
  float *a = malloc(sizeof(float) * 64 * 24);
  double s = 0;
  /* (rows, m, offset of the first row): odd, even, one row, no row, m = 0, a shorter row */
  int cases[][3] = {{7, 24, 0}, {10, 24, 200}, {1, 24, 500}, {0, 24, 600}, {5, 0, 700}, {13, 17, 900}};
  for (int c = 0; c < 6; c++) {
    for (int i = 0; i < 64 * 24; i++) a[i] = (float)(i % 17) + 0.5f;
    rowzero(cases[c][0], cases[c][1], a + cases[c][2]);
    for (int i = 0; i < 64 * 24; i++) s += a[i] * (i % 7 + 1) * (c + 1);
  }
  printf("%.2f a[0] %.1f a[899] %.1f a[900] %.1f a[1120] %.1f a[1121] %.1f\n", s, a[0], a[899], a[900], a[1120], a[1121]);
  return 0;
}
