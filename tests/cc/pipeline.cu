// Several kernels in sequence on the same buffers (init, polynomial, clamp, saxpy, dot product with
// a grid-stride loop), each depending on the previous one's results.
#include "check.h"

__global__ void init(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = i % 97 - 40;
}
__global__ void poly(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * x[i] - 3 * x[i] + 7;
}
__global__ void clamp(int *x, int n, int lo, int hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = min(max(x[i], lo), hi);
}
__global__ void saxpy(int a, const int *x, int *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void dot(const int *x, const int *y, int n, long long *out) {
  long long acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) acc += (long long)x[i] * y[i];
  atomicAdd((unsigned long long *)out, (unsigned long long)acc);
}

int main() {
  const int n = 3000, T = 256, G = (n + T - 1) / T;
  int *x, *y;
  long long *d;
  CHECK(cudaMalloc(&x, n * sizeof(int)));
  CHECK(cudaMalloc(&y, n * sizeof(int)));
  CHECK(cudaMalloc(&d, sizeof(long long)));
  CHECK(cudaMemset(d, 0, sizeof(long long)));
  init<<<G, T>>>(x, n);
  init<<<G, T>>>(y, n);
  poly<<<G, T>>>(x, n);
  clamp<<<G, T>>>(x, n, 0, 1000);
  saxpy<<<G, T>>>(3, x, y, n);
  dot<<<4, 64>>>(x, y, n, d);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  long long got = 0;
  CHECK(cudaMemcpy(&got, d, sizeof got, cudaMemcpyDeviceToHost));
  long long ref = 0;
  for (int i = 0; i < n; i++) {
    int xi = i % 97 - 40, yi = xi;
    xi = xi * xi - 3 * xi + 7;
    xi = xi < 0 ? 0 : xi > 1000 ? 1000 : xi;
    yi = 3 * xi + yi;
    ref += (long long)xi * yi;
  }
  printf("pipeline: 6 kernels, n=%d dot=%lld reference=%lld\n", n, got, ref);
  printf("%s\n", got == ref ? "PASS" : "FAIL");
  cudaFree(x);
  cudaFree(y);
  cudaFree(d);
  return got != ref;
}
