#include "rt_cuda.h"
__device__ int bias = 1000;
static __global__ void scale(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * 3 + bias;
}
extern "C" void step_b(int *d, int n) { scale<<<(n + 63) / 64, 64>>>(d, n); }
extern "C" void set_bias_b(int v) { cudaMemcpyToSymbol(bias, &v, sizeof v); }
