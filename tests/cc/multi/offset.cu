// One program in three files: a second .cu with its own kernel, __constant__ and launcher.
#include <cuda_runtime.h>

__constant__ float shift;

__global__ void offset(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += shift;
}

extern "C" int launch_offset(float *dx, float s, int n) {
  cudaError_t e = cudaMemcpyToSymbol(shift, &s, sizeof s);
  if (e != cudaSuccess) return (int)e;
  offset<<<(n + 63) / 64, 64>>>(dx, n);
  return (int)cudaGetLastError();
}
