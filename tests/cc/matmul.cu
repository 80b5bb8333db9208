// Tiled matrix multiply C = A * B with 16x16 shared-memory tiles, sizes not multiples of the tile.
#include "check.h"

#define TILE 16

__global__ void matmul(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; t++) {
    int ka = t * TILE + threadIdx.x, kb = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = row < M && ka < K ? A[row * K + ka] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = kb < K && col < N ? B[kb * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = acc;
}

int main() {
  const int M = 40, N = 36, K = 44;
  float *A = (float *)malloc(M * K * sizeof(float)), *B = (float *)malloc(K * N * sizeof(float));
  float *C = (float *)malloc(M * N * sizeof(float));
  for (int i = 0; i < M * K; i++) A[i] = (float)((i * 37) % 11 - 5);
  for (int i = 0; i < K * N; i++) B[i] = (float)((i * 13) % 7 - 3);
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, M * K * sizeof(float)));
  CHECK(cudaMalloc(&dB, K * N * sizeof(float)));
  CHECK(cudaMalloc(&dC, M * N * sizeof(float)));
  CHECK(cudaMemcpy(dA, A, M * K * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B, K * N * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  matmul<<<grid, block>>>(dA, dB, dC, M, N, K);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(C, dC, M * N * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  double checksum = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      float ref = 0;
      for (int k = 0; k < K; k++) ref += A[i * K + k] * B[k * N + j];
      if (C[i * N + j] != ref) bad++; /* small integers: exact */
      checksum += C[i * N + j];
    }
  printf("matmul: %dx%d * %dx%d grid %ux%u mismatches=%d checksum=%.0f\n", M, K, K, N, grid.x, grid.y, bad, checksum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  free(A);
  free(B);
  free(C);
  return bad != 0;
}
