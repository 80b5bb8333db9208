// One program in three files: this .cu holds a kernel and its C-callable launcher.
#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

extern "C" int launch_scale(float *dx, float a, int n) {
  scale<<<(n + 127) / 128, 128>>>(dx, a, n);
  return (int)cudaGetLastError();
}
