// Device code of the runtime's API tests (rt_api_test.c registers it by hand): plain C names.
#include "rt_cuda.h"
__constant__ int coef[4];
__device__ int total;
__device__ float table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
struct pair { int a; double b; };
extern "C" __global__ void axpb(int *out, int n, short s, double d, pair p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = coef[0] * i + coef[1] + s + (int)d + p.a + (int)p.b + (int)table[i % 8];
    atomicAdd(&total, 1);
  }
}
extern "C" __global__ void oob(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i + n] = i;  // past the end for every thread
}
extern "C" __global__ void block_sum(const int *in, int *out) {
  extern __shared__ int s[];
  s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k; k /= 2) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(out, s[0]);
}
