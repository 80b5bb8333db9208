#include "__clang_cuda_builtin_vars.h"
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
__global__ void rowsum(const double *A, double *y, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double s = 0;
    for (int k = 0; k < m; k++) s += A[i * m + k];
    y[i] = s;
  }
}
__global__ void colsum(const double *A, double *y, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double s = 0;
    for (int k = 0; k < m; k++) s += A[k * n + i];
    y[i] = s;
  }
}
__global__ void fixed(const float *a, float *b) {
  __shared__ float t[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  t[threadIdx.x] = a[i];
  __syncthreads();
  float s = 0;
  for (int k = 0; k < 8; k++) s += t[(threadIdx.x + k) % 64] * 2.0f;
  b[i] = s;
}
