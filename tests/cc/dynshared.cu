// Dynamic shared memory (extern __shared__, size given at launch): each block reverses its chunk;
// launched twice with different block sizes and shared-memory sizes.
#include "check.h"

__global__ void reverse_chunks(const int *in, int *out, int n) {
  extern __shared__ int buf[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x, i = base + t;
  buf[t] = i < n ? in[i] : -1;
  __syncthreads();
  int len = min((int)blockDim.x, n - base);
  if (t < len) out[base + t] = buf[len - 1 - t];
}

static int run(int n, int threads, const int *h, int *dout, int *din) {
  reverse_chunks<<<(n + threads - 1) / threads, threads, threads * sizeof(int)>>>(din, dout, n);
  CHECK(cudaGetLastError());
  int *o = (int *)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(o, dout, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < n; b += threads) {
    int len = n - b < threads ? n - b : threads;
    for (int t = 0; t < len; t++)
      if (o[b + t] != h[b + len - 1 - t]) bad++;
  }
  free(o);
  return bad;
}

int main() {
  const int n = 1000;
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) h[i] = i * 3 + 1;
  int *din, *dout;
  CHECK(cudaMalloc(&din, n * sizeof(int)));
  CHECK(cudaMalloc(&dout, n * sizeof(int)));
  CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
  int bad64 = run(n, 64, h, dout, din), bad96 = run(n, 96, h, dout, din);
  printf("dynshared: 64 threads (256 B): mismatches=%d; 96 threads (384 B): mismatches=%d\n", bad64, bad96);
  printf("%s\n", bad64 || bad96 ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  free(h);
  return bad64 || bad96;
}
