// smem-prefetch inside the kernels `gpuopt offload` generates (issue 20): each k-loop below sits in
// the grid-stride loop of an offloaded OpenMP loop; its row-tile (or broadcast) loads are prefetched
// to shared memory once the grid-stride loop is made block-uniform (a __syncthreads_or vote).
// N = 37 is not a multiple of any block size: partial tiles, partial blocks, idle threads.
// tests/wang/check.sh runs the device module (prefetch_offload.ll, tests/wang/regen.sh) before and
// after smem-prefetch on the interpreter (RUN-ARGS) and checks which kernels it fires on.
// RUN-ARGS: --kernel __gpuopt_omp_k0 --grid 3,2 --block 16,4 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel __gpuopt_omp_k1 --grid 3,2 --block 16,4 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37
// RUN-ARGS: --kernel __gpuopt_omp_k2 --grid 3,2 --block 16,4 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37
// RUN-ARGS: --kernel __gpuopt_omp_k3 --grid 3,2 --block 16,4 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg i32:37 --arg i32:rand:0:37
// RUN-ARGS: --kernel __gpuopt_omp_k4 --grid 3,2 --block 16,4 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg i32:rand:2:37
// RUN-ARGS: --kernel __gpuopt_omp_k0 --grid 1,3 --block 64,2 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel __gpuopt_omp_k1 --grid 1,3 --block 64,2 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37
// RUN-ARGS: --kernel __gpuopt_omp_k2 --grid 1,3 --block 64,2 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37
// RUN-ARGS: --kernel __gpuopt_omp_k3 --grid 1,3 --block 64,2 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg i32:37 --arg i32:rand:0:37
// RUN-ARGS: --kernel __gpuopt_omp_k4 --grid 1,3 --block 64,2 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg i32:rand:2:37
// RUN-ARGS: --kernel __gpuopt_omp_k5 --grid 2 --block 32 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37
// RUN-ARGS: --kernel __gpuopt_omp_k5 --grid 1 --block 48 --arg f32[1369]:rand:1 --arg i64:0 --arg f32[1369]:rand:2 --arg i64:0 --arg f32[1369]:rand:3 --arg i64:0 --arg i32:rand:0:37
// EXPECT-REWRITES: __gpuopt_omp_k0 smem-prefetch,smem-prefetch-tx
// EXPECT-REWRITES: __gpuopt_omp_k1 smem-prefetch,smem-prefetch-tx
// EXPECT-REWRITES: __gpuopt_omp_k2 smem-prefetch,smem-prefetch-tx
// EXPECT-REWRITES: __gpuopt_omp_k3 smem-prefetch
// EXPECT-REWRITES: __gpuopt_omp_k4 smem-prefetch,smem-prefetch-tx
// EXPECT-REWRITES: __gpuopt_omp_k5 smem-prefetch
#include <stdio.h>
#ifndef N
#define N 37
#endif
float A[N][N], B[N][N], C[N][N], D[N][N], T[N][N], x[N], y[N];

void gemm(int n, float alpha, float beta) { /* C = alpha A B + beta C */
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
      C[i][j] = alpha * s + beta * C[i][j];
    }
}

void mm2(int n) { /* T = A B; D = T C (2mm) */
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
      T[i][j] = s;
    }
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++) s += T[i][k] * C[k][j];
      D[i][j] = s;
    }
}

void syrk(int n, int m) { /* C = A A^T + C, k over the first m columns */
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = C[i][j];
      for (int k = 0; k < m; k++) s += A[i][k] * A[j][k];
      C[i][j] = s;
    }
}

void covar(int n) { /* D[i][j] = sum_k B[k][i] B[k][j] / (n - 1) */
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++) s += B[k][i] * B[k][j];
      D[i][j] = s / (n - 1);
    }
}

void matvec(int n) { /* y = A x: x[k] is read by every thread */
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int k = 0; k < n; k++) s += A[i][k] * x[k];
    y[i] = s;
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (float)(i % 5) - 2;
    for (int j = 0; j < N; j++) {
      A[i][j] = (float)((i * j) % 7) / 7, B[i][j] = (float)((i + 2 * j) % 5) / 5, C[i][j] = (float)(i - j) / N;
    }
  }
  gemm(N, 1.5f, 0.5f);
  mm2(N);
  syrk(N, N - 3);
  covar(N);
  matvec(N);
  double h = 0;
  for (int i = 0; i < N; i++) {
    h += y[i];
    for (int j = 0; j < N; j++) h += C[i][j] * (i + 1) + D[i][j] * (j + 2) + T[i][j];
  }
  printf("%.9g\n", h);
  for (int i = 0; i < N; i += 6) printf("%d %.9g %.9g %.9g\n", i, C[i][i], D[i][N - 1 - i], y[i]);
  return 0;
}
