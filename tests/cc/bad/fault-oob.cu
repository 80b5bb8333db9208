// A kernel that writes past the end of its buffer: on the interpreter the program stops with the
// interpreter's message (kernel, thread, address) and a non-zero exit status.
// EXPECT-STDERR: out of bounds
#include <stdio.h>
#include <cuda_runtime.h>
__global__ void overflow(int *x, int n) { x[threadIdx.x + n] = 1; }
int main() {
  int *d;
  cudaMalloc(&d, 16 * sizeof(int));
  overflow<<<1, 32>>>(d, 16);
  cudaError_t e = cudaDeviceSynchronize();
  printf("after the faulting kernel: %s\n", cudaGetErrorName(e));
  return e == cudaSuccess ? 0 : 3;
}
