// Sum reduction: a tree in shared memory per block, then one atomicAdd per block into the result.
#include "check.h"

#define THREADS 256

__global__ void block_sum(const int *in, int n, unsigned long long *total, int *partials) {
  __shared__ int s[THREADS];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x * 2 + t;
  int v = 0;
  if (i < n) v += in[i];
  if (i + blockDim.x < n) v += in[i + blockDim.x];
  s[t] = v;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) {
    partials[blockIdx.x] = s[0];
    atomicAdd(total, (unsigned long long)s[0]);
  }
}

int main() {
  const int n = 5000;
  int *h = (int *)malloc(n * sizeof(int));
  long long ref = 0;
  for (int i = 0; i < n; i++) {
    h[i] = (i * 7919) % 1000 - 300;
    ref += h[i];
  }
  int blocks = (n + 2 * THREADS - 1) / (2 * THREADS);
  int *din, *dpart;
  unsigned long long *dtotal;
  CHECK(cudaMalloc(&din, n * sizeof(int)));
  CHECK(cudaMalloc(&dpart, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dtotal, sizeof(unsigned long long)));
  CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dtotal, 0, sizeof(unsigned long long)));
  block_sum<<<blocks, THREADS>>>(din, n, dtotal, dpart);
  CHECK(cudaGetLastError());
  unsigned long long total = 0;
  int *part = (int *)malloc(blocks * sizeof(int));
  CHECK(cudaMemcpy(&total, dtotal, sizeof total, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(part, dpart, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  long long psum = 0;
  for (int b = 0; b < blocks; b++) psum += part[b];
  printf("reduce: n=%d blocks=%d sum=%lld reference=%lld partials=%lld\n", n, blocks, (long long)total, ref, psum);
  int ok = (long long)total == ref && psum == ref;
  printf("%s\n", ok ? "PASS" : "FAIL");
  cudaFree(din);
  cudaFree(dpart);
  cudaFree(dtotal);
  free(h);
  free(part);
  return !ok;
}
