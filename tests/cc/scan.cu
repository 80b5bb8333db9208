// Inclusive prefix sum: a Hillis-Steele scan per block in shared memory, a scan of the block sums,
// and a pass that adds each block's offset (three kernels).
#include "check.h"

#define B 128

__global__ void scan_blocks(const int *in, int *out, int *sums, int n) {
  __shared__ int s[2][B];
  int t = threadIdx.x, i = blockIdx.x * B + t;
  int cur = 0;
  s[0][t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int off = 1; off < B; off <<= 1) {
    int v = s[cur][t];
    if (t >= off) v += s[cur][t - off];
    s[1 - cur][t] = v;
    cur = 1 - cur;
    __syncthreads();
  }
  if (i < n) out[i] = s[cur][t];
  if (t == B - 1) sums[blockIdx.x] = s[cur][t];
}

__global__ void scan_sums(int *sums, int nb) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    for (int b = 1; b < nb; b++) sums[b] += sums[b - 1];
}

__global__ void add_offsets(int *out, const int *sums, int n) {
  int i = blockIdx.x * B + threadIdx.x;
  if (blockIdx.x > 0 && i < n) out[i] += sums[blockIdx.x - 1];
}

int main() {
  const int n = 1500, nb = (n + B - 1) / B;
  int *h = (int *)malloc(n * sizeof(int)), *o = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) h[i] = (i % 13) - 4;
  int *din, *dout, *dsums;
  CHECK(cudaMalloc(&din, n * sizeof(int)));
  CHECK(cudaMalloc(&dout, n * sizeof(int)));
  CHECK(cudaMalloc(&dsums, nb * sizeof(int)));
  CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
  scan_blocks<<<nb, B>>>(din, dout, dsums, n);
  scan_sums<<<1, 32>>>(dsums, nb);
  add_offsets<<<nb, B>>>(dout, dsums, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(o, dout, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0, acc = 0;
  for (int i = 0; i < n; i++) {
    acc += h[i];
    if (o[i] != acc) bad++;
  }
  printf("scan: n=%d blocks=%d last=%d reference=%d mismatches=%d\n", n, nb, o[n - 1], acc, bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dsums);
  free(h);
  free(o);
  return bad != 0;
}
