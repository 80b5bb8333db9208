// clang -O2 IR (INPUT-O) of PolyBench gramschmidt's loop 2: the update loop `A[i*n + j] -= Q[i*n + k]
// * R[k*n + j]` is vectorised behind a run-time overlap test, and its scalar remainder is unrolled
// by 2 after one straight-line iteration (run when m is odd). That remainder starts at a phi of 0
// (the bypass) and the vector trip count (after the vector loop): a value computed in the loop, so
// the iteration's address could not be bounded ("the address depends on a value computed in the
// loop"). offload_ranges.c (v_peel_starts) lowers that start to the phi's minimum: the iteration and
// the loop unrolled by 2 then run from there, a superset of what they run (the vector loop covers
// the rest), and the bounds are the column's. The row stride n and the worksharing loop's bound
// come in as ints of unknown sign: each access of the vectorised, unrolled and remainder copies
// has two candidate ends, more than a min/max keeps; a second attempt tests both non-negative
// (v_signs: the ranges are unknown when they are not) and the ends order.
// Sizes: odd m, even m, m % 8 == 1, m = 1, m = 0 (no inner loop), a single column.
// Bytes (the runtime's counters): 10032 in, 5368 out; whole objects 86400 in, 57600 out. For
// m >= 2 these are the hulls (R's row segment, Q's column k and A's columns k+1..n-1 of rows
// 0..m-1); for m <= 1 the bounds also count one iteration of the remainder unrolled by 2 (bottom
// tested, it is skipped there), two rows of A more: a superset. LLVM 22: 160 and 80 bytes more
// (one row of A more for even m).
// INPUT-O: 2
// EXPECT: offloaded 1 kept 0
// EXPECT-GRID: 1
// EXPECT-EXACT: fewer
// EXPECT-REPORT: transfers: exact bounds: arg2, arg4, arg5
// EXPECT-STATS: gpu_loops 6 zero_trip 1 h2d_bytes 10032 d2h_bytes 5368
// EXPECT-STATS-LLVM22: gpu_loops 6 zero_trip 1 h2d_bytes 10192 d2h_bytes 5448
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void update(int m, int n, int k, float *A, float *R, const float *Q) {
  #pragma omp parallel for
  for (int j = k + 1; j < n; j++) {
    R[k * n + j] = 0.0f;
    for (int i = 0; i < m; i++)
      R[k * n + j] += Q[i * n + k] * A[i * n + j];
    for (int i = 0; i < m; i++)
      A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];
  }
}

int main(void) {
  float *A = malloc(sizeof(float) * 1200), *R = malloc(sizeof(float) * 1200), *Q = malloc(sizeof(float) * 1200);
  for (int i = 0; i < 1200; i++) A[i] = (i % 13) * 0.25f, R[i] = -1.0f, Q[i] = (i % 7) * 0.125f;
  int cases[][3] = {{17, 20, 2}, {22, 20, 5}, {9, 30, 1}, {1, 20, 4}, {0, 20, 3}, {11, 12, 10}, {5, 8, 9}};
  for (int c = 0; c < 7; c++) update(cases[c][0], cases[c][1], cases[c][2], A, R, Q);
  double s = 0;
  for (int i = 0; i < 1200; i++) s += A[i] * (i % 3 + 1) + R[i] * (i % 5 + 1);
  printf("%.4f A[41] %.4f A[243] %.4f R[45] %.4f\n", s, A[41], A[243], R[45]);
  return 0;
}
