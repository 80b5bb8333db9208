// smem-prefetch on the kernels `gpuopt offload` builds from clang -O1/-O2/-O3 OpenMP IR (issue 20),
// PolyBench-style: heap arrays, accumulators stored in the k-loop (`C[i*nj+j] +=`), so only
// kernel-restrictify's object check (the arrays are different objects) lets reg-promote and
// smem-prefetch fire. gemm: a nested 2-D grid at -O2 (the x grid-stride loop inside the y one is
// made uniform too); mvt: 1-D, the k-loop runtime-unrolled; atax: 1-D, clang -O3 unswitches the
// k-loop's `ny > 0` into a memset version; mm2: 1-D at -O3 with the sequential j loop between the
// grid-stride loop and the k-loop; at -O1 the k-loops are rotated with `k + 1 == n` (no guard of
// their own: the region's `n > 0` proves the first test). Sizes are no multiples of the block: partial tiles and blocks.
// tests/wang/check.sh builds it at -O1, -O2 and -O3, counts the report's smem-prefetch lines and runs it
// on the interpreter against clang's build.
// EXPECT-PREFETCH-O1: 4
// EXPECT-PREFETCH-O2: 4
// EXPECT-PREFETCH-O3: 4 (gemm at -O3: each copy of its unswitched loop one thread per iteration, helper off16k)
// EXPECT-PREFETCH-TX-O1: 2 (gemm and 2mm: nested 2-D grids, B[k][j] gets a threadIdx.x tile)
// EXPECT-PREFETCH-TX-O2: 2
// EXPECT-PREFETCH-TX-O3: 0 (1-D kernels: no reuse across warps)
#include <stdio.h>
#include <stdlib.h>

static void gemm(int ni, int nj, int nk, float alpha, float beta, const float *A, const float *B, float *C) {
#pragma omp parallel for
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i * nj + j] *= beta;
      for (int k = 0; k < nk; k++) C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}

static void mvt(int n, float *x1, const float *A, const float *y1) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) x1[i] = x1[i] + A[i * n + j] * y1[j];
}

static void atax(int nx, int ny, const float *A, const float *x, float *tmp) {
#pragma omp parallel for
  for (int i = 0; i < nx; i++) {
    tmp[i] = 0.0f;
    for (int j = 0; j < ny; j++) tmp[i] = tmp[i] + A[i * ny + j] * x[j];
  }
}

static void mm2(int ni, int nj, int nk, float alpha, const float *A, const float *B, float *T) {
#pragma omp parallel for
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      T[i * nj + j] = 0.0f;
      for (int k = 0; k < nk; k++) T[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}

static double sum(int n, const float *a) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * (1 + i % 7);
  return s;
}

int main(void) {
  int ni = 37, nj = 29, nk = 23;
  float *A = malloc(sizeof(float) * ni * nk), *B = malloc(sizeof(float) * nk * nj);
  float *C = malloc(sizeof(float) * ni * nj), *T = malloc(sizeof(float) * ni * nj);
  float *x = malloc(sizeof(float) * nk), *y = malloc(sizeof(float) * ni), *M = malloc(sizeof(float) * nk * nk);
  for (int i = 0; i < ni * nk; i++) A[i] = (float)((i * 7 + 1) % 17) / 17.0f;
  for (int i = 0; i < nk * nj; i++) B[i] = (float)((i * 5 + 2) % 13) / 13.0f;
  for (int i = 0; i < ni * nj; i++) C[i] = (float)(i % 11) / 11.0f;
  for (int i = 0; i < nk * nk; i++) M[i] = (float)((i * 3 + 1) % 19) / 19.0f;
  for (int i = 0; i < nk; i++) x[i] = (float)(i % 5) / 5.0f;
  gemm(ni, nj, nk, 1.5f, 1.2f, A, B, C);
  mvt(nk, x, M, B);
  atax(ni, nk, A, x, y);
  mm2(ni, nj, nk, 0.5f, A, B, T);
  printf("gemm %.6f mvt %.6f atax %.6f mm2 %.6f\n", sum(ni * nj, C), sum(nk, x), sum(ni, y), sum(ni * nj, T));
  free(A); free(B); free(C); free(T); free(x); free(y); free(M);
  return 0;
}
