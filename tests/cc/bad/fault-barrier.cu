// __syncthreads inside a branch that only some threads of the block take: undefined behaviour in
// CUDA (a hang or garbage on a GPU); the interpreter reports the barrier deadlock and the program
// stops with a non-zero exit status.
// EXPECT-STDERR: barrier
#include <stdio.h>
#include <cuda_runtime.h>
__global__ void divergent_barrier(int *x) {
  if (threadIdx.x < 40) {
    x[threadIdx.x] = 1;
    __syncthreads();
  }
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  divergent_barrier<<<1, 64>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("after the faulting kernel: %s\n", cudaGetErrorName(e));
  return e == cudaSuccess ? 0 : 3;
}
