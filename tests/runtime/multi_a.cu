// Two .cu files and a C host file: both .cu files define a kernel named `scale` (static: each file's
// own) and a __device__ variable `bias` of their own; memory from cudaMalloc is shared by both.
#include "rt_cuda.h"
__device__ int bias = 1;
static __global__ void scale(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * 2 + bias;
}
extern "C" void step_a(int *d, int n) { scale<<<(n + 63) / 64, 64>>>(d, n); }
