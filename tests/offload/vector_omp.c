// clang -O2 IR of OpenMP loops whose inner loop LLVM vectorised or unrolled (INPUT-O), issue 16's
// exact transfers for them (src/transform/offload_ranges.c, step 2b):
//  - init_rows: the loop vectoriser's vector loop steps by 4 (a <4 x float> store per array) with a
//    `!=` exit test against `m & -4`, then the scalar remainder starts at a phi of the vector loop's
//    end (middle block) and 0 (the bypass: m < 4, or the arrays may overlap). `m & -4` reads as
//    4 * (m / 4) under a run-time test (m < 2^31), so the `!=` test with step 4 has an exact count
//    (the distance is a multiple of the step); the phi becomes a select on the loop-invariant
//    bypass condition.
//  - matvec: a float reduction over k (not vectorised without reassociation) is unrolled by 4: a loop
//    stepping by 4 against `m & -4`, then an epilogue loop of `m & 3` iterations counting its own
//    variable, which starts at a phi of the unrolled loop's end and 0 (a select again).
//  - gemm_rows: its k loop is unrolled by 2 (`m & -2`), then one epilogue iteration at k = m - 1 when
//    m is odd, whose index is a phi of 0 (unrolled loop skipped) and the unrolled loop's end: that
//    exit value gets its closed form (the counter meets the bound), the phi a select, and the
//    epilogue's index is the bypass value where the epilogue does not run (an index the loop covers).
// The union of the pieces' bounds is the source loop's: rows [lo, hi) of each array.
//   init_rows(3, 17, 37, y, z): y, z rows 3..16 of 37 floats: 14 * 37 * 4 = 2072 bytes each, in
//                   and out (the stores sit in the vector and remainder loops, each run only under
//                   a condition: no density fact, so the written rows go in too)
//   init_rows(9, 4, ...): zero trip, nothing moves
//   matvec(2, 15, 23, A, x, v): A rows 2..14 (13 * 23 * 4 = 1196 in), x[0..22] (92 in), v[2..14]
//                   written in full (52 out only)
//   gemm_rows(4, 17, 19, 23, ...): a 2-D grid (the j loop is parallel); A rows 4..16, of which
//                   rows 4..14 are still valid on the device from matvec (only main's private slots
//                   are touched between the loops): rows 15..16 move (2 * 23 * 4 = 184 in; 1196
//                   before the present table kept several valid intervals and the host's accesses
//                   were told apart), B whole (23 * 19 * 4 = 1748 in), C rows 4..16 (13 * 19 * 4 =
//                   988 in and out)
// Totals in: 2 * 2072 + 1196 + 92 + 184 + 1748 + 988 = 8352 (7 transfers); out 2 * 2072 + 52 +
// 988 = 5184 (4).
// Whole objects (main before): 12796 in, 7440 out. main inlines the functions: 7 loops in the
// report, 3 run.
// INPUT-O: 2
// EXPECT: offloaded 7 kept 0
// EXPECT-GRID: 1 1 2n 1 1 1 2n
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 3 zero_trip 1 h2d_count 7 h2d_bytes 8352 d2h_count 4 d2h_bytes 5184
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

void matvec(int lo, int hi, int m, const float *A, const float *x, float *v) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++) {
    float s = 0.0f;
    for (int k = 0; k < m; k++) s += A[i * m + k] * x[k];
    v[i] = s;
  }
}

void gemm_rows(int lo, int hi, int n, int m, float beta, const float *A, const float *B, float *C) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < n; j++) {
      C[i * n + j] *= beta;
      for (int k = 0; k < m; k++) C[i * n + j] += A[i * m + k] * B[k * n + j];
    }
}

int main(void) {
  int n = 20, m = 37, p = 19, q = 23;
  float *y = malloc(sizeof(float) * n * m), *z = malloc(sizeof(float) * n * m);
  float *A = malloc(sizeof(float) * p * q), *B = malloc(sizeof(float) * q * p), *C = malloc(sizeof(float) * p * p);
  float *x = malloc(sizeof(float) * (q + 5)), *v = malloc(sizeof(float) * p);
  for (int i = 0; i < n * m; i++) y[i] = (float)(i % 7), z[i] = -1.0f - (float)(i % 5);
  for (int i = 0; i < p * q; i++) A[i] = (float)(i % 9) / 4.0f - 1.0f, B[i] = (float)(i % 5) / 2.0f;
  for (int i = 0; i < p * p; i++) C[i] = (float)(i % 7);
  for (int i = 0; i < q + 5; i++) x[i] = (float)(i % 4) + 0.5f;
  for (int i = 0; i < p; i++) v[i] = -1.0f;
  init_rows(3, 17, m, y, z);
  init_rows(9, 4, m, y, z); /* zero trip */
  matvec(2, 15, q, A, x, v);
  gemm_rows(4, 17, p, q, 0.5f, A, B, C);
  double s = 0, t = 0;
  for (int i = 0; i < n * m; i++) s += (i % 11 + 1) * y[i] + 7 * (i % 3 + 1) * z[i];
  for (int i = 0; i < p; i++) t += (i + 1) * v[i];
  for (int i = 0; i < p * p; i++) t += (i % 13 + 1) * C[i];
  printf("%.3f %.4f %.4f %.4f %.4f\n", s, y[2 * m + 36], y[3 * m + 36], z[16 * m + 36], z[17 * m]);
  printf("%.4f %.4f %.4f %.4f\n", t, v[2], v[14], C[16 * p + 18]);
  free(y), free(z), free(A), free(B), free(C), free(x), free(v);
  return 0;
}
