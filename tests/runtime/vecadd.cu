// vector add with __constant__ scale, a __device__ counter (atomics) and dynamic shared memory.
#include "rt_cuda.h"
#include <stdlib.h>
__constant__ float scale[2];
__device__ int counter;
__global__ void vecadd(const float *a, const float *b, float *c, int n) {
  extern __shared__ float tmp[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tmp[threadIdx.x] = i < n ? a[i] * scale[0] : 0.0f;
  __syncthreads();
  if (i < n) {
    c[i] = tmp[threadIdx.x] + b[i] * scale[1];
    atomicAdd(&counter, 1);
  }
}
int main() {
  const int n = 1000;
  float *a = (float *)malloc(n * sizeof(float)), *b = (float *)malloc(n * sizeof(float)), *c = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) a[i] = i, b[i] = 2 * i;
  float *da, *db, *dc;
  cudaMalloc((void **)&da, n * sizeof(float));
  cudaMalloc((void **)&db, n * sizeof(float));
  cudaMalloc((void **)&dc, n * sizeof(float));
  cudaMemcpy(da, a, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, n * sizeof(float), cudaMemcpyHostToDevice);
  float s[2] = {1.5f, 0.25f};
  cudaMemcpyToSymbol(scale, s, sizeof s);
  for (int rep = 0; rep < 2; rep++) vecadd<<<(n + 255) / 256, 256, 256 * sizeof(float)>>>(da, db, dc, n);
  cudaError_t e = cudaGetLastError();
  cudaMemcpy(c, dc, n * sizeof(float), cudaMemcpyDeviceToHost);
  int cnt = 0;
  cudaMemcpyFromSymbol(&cnt, counter, sizeof cnt);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += c[i] != a[i] * 1.5f + b[i] * 0.25f;
  printf("vecadd: %s, %d wrong, counter %d\n", cudaGetErrorString(e), bad, cnt);
  cudaFree(da), cudaFree(db), cudaFree(dc);
  free(a), free(b), free(c);
  return bad || cnt != 2 * n;
}
