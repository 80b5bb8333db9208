// clang -O2 IR of OpenMP loops whose inner loop LLVM unrolled at run time (INPUT-O): a float
// reduction over k (not vectorised: no reassociation) becomes a loop stepping by 2 with a `!=` exit
// test against `m & -2`, then one epilogue iteration at k = m - 1 when m is odd, whose index is a
// phi of 0 (the unrolled loop skipped, m == 1) and the unrolled loop's end. The range function gives
// the loop's exit value its closed form (the bound: the counter meets it), turns the phi into a
// select on the (loop-invariant) bypass condition, and makes the epilogue's index the bypass value
// where the epilogue does not run (an index the loop covers): the bounds are exact (issue 16).
//   matvec(2, 15, 23, A, x, y): A rows 2..14 (13 * 23 * 4 = 1196 bytes in), x[0..22] (92 in), y[2..14]
//                   written in full (52 out only)
//   matvec(7, 3, ...): zero trip, nothing moves
//   gemm_rows(4, 17, 19, 23, ...): a 2-D grid (the j loop is parallel); A rows 4..16 (1196 in: the
//                   range is not all valid on the device, so it goes again), B whole (23 * 19 * 4 =
//                   1748 in), C rows 4..16 (13 * 19 * 4 = 988 in and out)
// Totals in: 1196 + 92 + 1196 + 1748 + 988 = 5220 (5 transfers); out 52 + 988 = 1040 (2). Whole
// objects (and main before the change): 6876 in, 1520 out. main inlines both functions: 5 loops in
// the report, 2 run.
// INPUT-O: 2
// EXPECT: offloaded 5 kept 0
// EXPECT-GRID: 1 2n 1 1 2n
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 2 zero_trip 1 h2d_count 5 h2d_bytes 5220 d2h_count 2 d2h_bytes 1040
#include <stdio.h>
#include <stdlib.h>

/* y[i] = sum_k A[i*m + k] * x[k] for rows [lo, hi) */
void matvec(int lo, int hi, int m, const float *A, const float *x, float *y) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++) {
    float s = 0.0f;
    for (int k = 0; k < m; k++) s += A[i * m + k] * x[k];
    y[i] = s;
  }
}

/* C[i*n + j] *= beta, then += A[i*m + k] * B[k*n + j] (gemm's loop nest, rows [lo, hi)) */
void gemm_rows(int lo, int hi, int n, int m, float beta, const float *A, const float *B, float *C) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < n; j++) {
      C[i * n + j] *= beta;
      for (int k = 0; k < m; k++) C[i * n + j] += A[i * m + k] * B[k * n + j];
    }
}

int main(void) {
  int n = 19, m = 23;
  float *A = malloc(sizeof(float) * n * m), *B = malloc(sizeof(float) * m * n), *C = malloc(sizeof(float) * n * n);
  float *x = malloc(sizeof(float) * (m + 5)), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 9) / 4.0f - 1.0f, B[i] = (float)(i % 5) / 2.0f;
  for (int i = 0; i < n * n; i++) C[i] = (float)(i % 7);
  for (int i = 0; i < m + 5; i++) x[i] = (float)(i % 4) + 0.5f;
  for (int i = 0; i < n; i++) y[i] = -1.0f;
  matvec(2, 15, m, A, x, y);
  matvec(7, 3, m, A, x, y); /* zero trip */
  gemm_rows(4, 17, n, m, 0.5f, A, B, C);
  double s = 0;
  for (int i = 0; i < n; i++) s += (i + 1) * y[i];
  for (int i = 0; i < n * n; i++) s += (i % 13 + 1) * C[i];
  printf("%.4f %.4f %.4f %.4f\n", s, y[2], y[14], C[16 * n + 18]);
  free(A), free(B), free(C), free(x), free(y);
  return 0;
}
