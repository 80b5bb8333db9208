// clang -O3 IR (INPUT-O) of 3dconv's stencil: clang keeps `trunc(i + 1)` both in the latch's exit
// test (against ub + 1) and in the body (a product for the next plane's index), and adds counters
// from 0 beside i. Before, the grid matcher saw the exit test compare a value other code uses ("the
// loop is not recognised": contiguous pieces); the exit test now gets a truncation of its own
// (offload.c, split_exit_truncs), so the loop is one thread per iteration and its secondary
// counters step with the grid (GPUOPT_OFFLOAD_MAX_BLOCKS=1: 298 planes on 256 threads, some
// threads run two). Transfers are exact since offload_ranges.c rewrites the truncations of the
// i64 subscript terms as 32-bit nsw code under a tested interval (v_truncs; stencil3d_omp.c):
// 47832 bytes in, 23796 out instead of 48036 and 24000.
// INPUT-O: 3
// EXPECT: offloaded 1 kept 0
// EXPECT-GRID: 1
// EXPECT-REPORT: grid: 1-D, one thread per iteration
// EXPECT-STATS: gpu_loops 1 launches 1
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
// EXPECT-EXACT: fewer
#include <stdio.h>
#include <stdlib.h>

static void conv3d(int ni, int nj, int nk, float *A, float *B) {
  float c11 = 2, c12 = -3, c13 = 4, c21 = 5, c22 = 6, c23 = 7, c31 = -8, c32 = -9, c33 = 10;
  long long gpuopt_t0 = (long long)nj * nk;
  long long gpuopt_t1 = nk + gpuopt_t0 + 1;
  long long gpuopt_t2 = (long long)ni * nj * nk;
  char A_B_alias_free = !(ni >= 3) || (A >= B + (-nk - gpuopt_t0 + gpuopt_t2 - 1) || B + gpuopt_t1 >= A + gpuopt_t2);
  #pragma omp parallel for if(A_B_alias_free)
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
  int ni = 300, nj = 4, nk = 5;
  float *A = malloc(sizeof(float) * ni * nj * nk), *B = malloc(sizeof(float) * ni * nj * nk);
  for (int i = 0; i < ni * nj * nk; i++) A[i] = (float)(i % 12) / 12.0f, B[i] = 0.5f;
  conv3d(ni, nj, nk, A, B);
  double s = 0;
  for (int i = 0; i < ni * nj * nk; i++) s += B[i] * (i % 5 + 1);
  printf("%.3f %.3f %.3f\n", s, B[nk * nj + nk + 1], B[(ni - 2) * nj * nk + (nj - 2) * nk + nk - 2]);
  free(A), free(B);
  return 0;
}
