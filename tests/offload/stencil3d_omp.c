// clang -O2 IR (INPUT-O) of PolyBench 3dconv's stencil (tests/annotate/suite/3dconv.c), vectorised
// in k behind a run-time overlap test. Before, its transfers were whole objects ("the address
// depends on a value computed in the loop"), for two reasons in the range function:
//  - the j loop's increment is a phi of two copies of `j + 1` (one per side of the k loop's guard
//    `nk > 2`, not unswitched), so j was no induction variable: offload_ranges.c v_incs computes
//    that phi as one `j + 1` in its block;
//  - the subscripts are 32-bit sums of `trunc((j - 1) * nk)` (an i64 product), `or disjoint k, 1`
//    and `(i + 1) * (nj * nk)`, sign-extended: the truncation was opaque. v_truncs rewrites it, its
//    interval tested to lie in int's range, as the same sums and products in 32 bits with nsw;
//    v_interval takes disjoint ors and flagless 64-bit arithmetic of int-range operands, and the
//    merged `j + 1` (flagless) is a counter with its start tested below its bound where the j loop
//    is entered at all (`nj > 2`, v_entered).
// Sizes: vector path with a remainder (6x5x20), scalar path only (5x6x9: nk - 2 < 12), one j row
// (7x3x30), no k iteration (nk = 2), no i iteration (ni = 2: zero trip), no j iteration (nj = 2).
// Bytes (the runtime's counters): 10452 in, 3736 out; whole objects 41140 in, 20480 out. For the
// first three cases they are the hulls: A's box [0, ni*nj*nk), B's interior from (1, 1, 1) to
// (ni - 2, nj - 2, nk - 2) (B is written, not in full: copied in and out), the 9 coefficients;
// nk = 2 and nj = 2 move 112 and 72 bytes of B out that they do not write (supersets: ends of
// the copies whose guard fails there, such as the lowered remainder start's). LLVM 22: 10452 in, 3896 out
// (8 of the coefficients are copied back, 32 bytes a call, as on main).
// INPUT-O: 2
// EXPECT: offloaded 1 kept 0
// EXPECT-GRID: 1
// EXPECT-EXACT: fewer
// EXPECT-REPORT: transfers: exact bounds: arg3, arg4, arg5
// EXPECT-STATS: gpu_loops 5 zero_trip 1 h2d_bytes 10452 d2h_bytes 3736
// EXPECT-STATS-LLVM22: gpu_loops 5 zero_trip 1 h2d_bytes 10452 d2h_bytes 3896
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void conv3d(int ni, int nj, int nk, float *A, float *B) {
  float c11 = 2, c12 = -3, c13 = 4, c21 = 5, c22 = 6, c23 = 7, c31 = -8, c32 = -9, c33 = 10;
  #pragma omp parallel for
  for (int i = 1; i < ni - 1; i++)
    for (int j = 1; j < nj - 1; j++)
      for (int k = 1; k < nk - 1; k++)
        B[i * (nk * nj) + j * nk + k] =
            c11 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c13 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c21 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c23 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c31 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c33 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
            c12 * A[(i + 0) * (nk * nj) + (j - 1) * nk + (k + 0)] +
            c22 * A[(i + 0) * (nk * nj) + (j + 0) * nk + (k + 0)] +
            c32 * A[(i + 0) * (nk * nj) + (j + 1) * nk + (k + 0)] +
            c11 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k + 1)] +
            c13 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k + 1)] +
            c21 * A[(i - 1) * (nk * nj) + (j + 0) * nk + (k + 1)] +
            c23 * A[(i + 1) * (nk * nj) + (j + 0) * nk + (k + 1)] +
            c31 * A[(i - 1) * (nk * nj) + (j + 1) * nk + (k + 1)] +
            c33 * A[(i + 1) * (nk * nj) + (j + 1) * nk + (k + 1)];
}

int main(void) {
  enum { N = 1024 };
  float *A = malloc(sizeof(float) * N), *B = malloc(sizeof(float) * N);
  for (int i = 0; i < N; i++) A[i] = 1.0f + (i % 13) * 0.25f, B[i] = 0.5f;
  int cases[][3] = {{6, 5, 20}, {5, 6, 9}, {7, 3, 30}, {5, 5, 2}, {2, 8, 8}, {4, 2, 10}};
  double s = 0;
  for (int c = 0; c < 6; c++) {
    conv3d(cases[c][0], cases[c][1], cases[c][2], A, B);
    /* new values in A and B each call: a byte the device kept from an earlier call would show */
    for (int i = 0; i < N; i++) s += B[i] * (i % 7 + 1), B[i] = 0.25f * c, A[i] += 0.125f;
  }
  printf("%.4f\n", s);
  free(A), free(B);
  return 0;
}
