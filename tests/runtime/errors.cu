// Error handling as programs write it: a failing cudaMalloc, a launch with an invalid
// configuration, cudaGetLastError after each; then an out-of-bounds kernel when asked (argv[1] ==
// "fault"): on the interpreter the program stops there with the interpreter's message.
#include "rt_cuda.h"
#include <string.h>
__global__ void fill(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}
__global__ void fill_oob(int *p, int n) { p[n + threadIdx.x] = 1; }
int main(int argc, char **argv) {
  void *huge = 0;
  cudaError_t e = cudaMalloc(&huge, (size_t)1 << 50);
  printf("huge cudaMalloc: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
  printf("then cudaGetLastError: %s, again: %s\n", cudaGetErrorName(cudaGetLastError()), cudaGetErrorName(cudaGetLastError()));
  int *d;
  cudaMalloc((void **)&d, 64 * sizeof(int));
  fill<<<1, 2048>>>(d, 64, 5);
  e = cudaGetLastError();
  printf("launch with 2048 threads per block: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
  fill<<<0, 64>>>(d, 64, 5);
  printf("launch with an empty grid: %s\n", cudaGetErrorName(cudaGetLastError()));
  fill<<<1, 64>>>(d, 64, 7);
  printf("good launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  int h[64];
  e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int i = 0; i < 64; i++) ok &= h[i] == 7;
  printf("copy back: %s, values %s\n", cudaGetErrorName(e), ok ? "right" : "WRONG");
  if (argc > 1 && !strcmp(argv[1], "fault")) {
    fill_oob<<<1, 32>>>(d, 64);
    e = cudaDeviceSynchronize();
    printf("after the faulting kernel: %s; later calls: %s, cudaGetLastError twice: %s %s\n", cudaGetErrorName(e),
           cudaGetErrorName(cudaMemset(d, 0, 4)), cudaGetErrorName(cudaGetLastError()), cudaGetErrorName(cudaGetLastError()));
  }
  cudaFree(d);
  return ok ? 0 : 1;
}
