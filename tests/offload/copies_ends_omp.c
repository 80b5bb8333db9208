// clang -O3 IR (INPUT-O) of two worksharing loops that loop unswitching split into copies holding
// vectorised and runtime-unrolled inner loops (PolyBench gramschmidt's loop 2 and gemm's loop 0).
// - update (gramschmidt): clang unswitches on `m > 0`. The copy for m <= 0 only zeroes R's row:
//   vectorised, its scalar remainder unrolled by 4 after a remainder loop whose trip count
//   `ub + 1 - q0` counts from the remainder's start phi q0 (the lower bound on the path folded).
//   offload_fold.c now evaluates that count with q0 as the lower bound: both copies map one thread
//   per iteration (before: "the loop is not recognised", a contiguous piece per thread).
//   In the other copy the update loop's scalar remainder starts at a phi of 0 and the vector trip
//   count (taken on a run-time overlap test) and runs one straight-line iteration before the loop
//   unrolled by 2; offload_ranges.c lowers that start to the phi's minimum (v_peel_starts), and on
//   a second attempt tests the row stride n and the worksharing bound non-negative (v_signs), so the
//   ends order (before: "the address depends on a value computed in the loop", then "a min/max of
//   more than 8 ends").
// - mm (gemm): clang unswitches on `nk > 0` after `nj > 0` selected the path with the loop. The
//   range function of each copy now keeps the selecting branches' conditions (the path not taken
//   returns), so nj >= 1 orders the ends of the vectorised and unrolled j loop (before: "a min/max
//   of more than 8 ends").
// Sizes cover odd and even m, m % 8 == 1, m = 0 (the other copy), a one-element column.
// Bytes (the runtime's counters): 10868 in, 5896 out (the written hulls: R's row segments, A's
// columns k+1..n-1 of rows 0..m-1, C's rows); whole objects 129616 in, 67200 out. LLVM 22: 160
// and 80 bytes more (its update loop for even m gets one row of A more: a superset).
// INPUT-O: 3
// EXPECT: offloaded 2 kept 0
// EXPECT-GRID: 1vs 1v
// EXPECT-EXACT: fewer
// EXPECT-REPORT: transfers: exact bounds: arg2, arg4, arg5
// EXPECT-REPORT: transfers: exact bounds: arg2, arg3, arg6, arg7
// EXPECT-STATS: gpu_loops 9 zero_trip 1 h2d_count 22 h2d_bytes 10868 d2h_count 12 d2h_bytes 5896
// EXPECT-STATS-LLVM22: gpu_loops 9 zero_trip 1 h2d_count 22 h2d_bytes 11028 d2h_count 12 d2h_bytes 5976
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

__attribute__((noinline)) static void mm(int ni, int nj, int nk, float alpha, float beta, float *C, const float *A, const float *B) {
  #pragma omp parallel for
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++) {
      C[i * nj + j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
  }
}

int main(void) {
  float *A = malloc(sizeof(float) * 1200), *R = malloc(sizeof(float) * 1200), *Q = malloc(sizeof(float) * 1200);
  float *C = malloc(sizeof(float) * 1200), *X = malloc(sizeof(float) * 1200), *Y = malloc(sizeof(float) * 1200);
  for (int i = 0; i < 1200; i++) {
    A[i] = (i % 13) * 0.25f, R[i] = -1.0f, Q[i] = (i % 7) * 0.125f;
    C[i] = (i % 5) * 0.5f, X[i] = (i % 9) * 0.25f, Y[i] = (i % 4) * 0.5f;
  }
  double s = 0;
  /* (m, n, k): odd m, even m (not a multiple of 8: LLVM 22 counts one row more there), m % 8 == 1,
   * m = 0 (the copy without inner loops), one column left */
  int cases[][3] = {{17, 20, 2}, {22, 20, 5}, {9, 30, 1}, {0, 20, 3}, {11, 12, 10}, {5, 8, 9}};
  for (int c = 0; c < 6; c++) update(cases[c][0], cases[c][1], cases[c][2], A, R, Q);
  /* (ni, nj, nk): the copy with the k loop, the one without (nk = 0), nj = 0 (no copy runs) */
  int mcases[][3] = {{7, 19, 5}, {6, 13, 0}, {5, 0, 4}, {3, 9, 1}};
  for (int c = 0; c < 4; c++) mm(mcases[c][0], mcases[c][1], mcases[c][2], 1.5f, 0.5f, C, X, Y);
  for (int i = 0; i < 1200; i++) s += A[i] * (i % 3 + 1) + R[i] * (i % 5 + 1) + C[i] * (i % 7 + 1);
  printf("%.4f A[41] %.4f R[45] %.4f C[100] %.4f\n", s, A[41], R[45], C[100]);
  return 0;
}
