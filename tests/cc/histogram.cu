// Histogram: per-block histograms with atomics on shared memory, merged with atomics on global memory.
#include "check.h"

#define BINS 64

__global__ void histo(const unsigned char *data, int n, unsigned int *bins) {
  __shared__ unsigned int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b]) atomicAdd(&bins[b], local[b]);
}

int main() {
  const int n = 6000;
  unsigned char *h = (unsigned char *)malloc(n);
  unsigned int ref[BINS] = {0}, got[BINS];
  for (int i = 0; i < n; i++) {
    h[i] = (unsigned char)((i * 2654435761u) >> 24);
    ref[h[i] % BINS]++;
  }
  unsigned char *dd;
  unsigned int *db;
  CHECK(cudaMalloc(&dd, n));
  CHECK(cudaMalloc(&db, sizeof got));
  CHECK(cudaMemcpy(dd, h, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(db, 0, sizeof got));
  histo<<<6, 128>>>(dd, n, db);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, db, sizeof got, cudaMemcpyDeviceToHost));
  int bad = 0;
  unsigned total = 0;
  for (int b = 0; b < BINS; b++) {
    if (got[b] != ref[b]) bad++;
    total += got[b];
  }
  printf("histogram: n=%d bins=%d total=%u bin0=%u bin63=%u wrong-bins=%d\n", n, BINS, total, got[0], got[63], bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(dd);
  cudaFree(db);
  free(h);
  return bad != 0;
}
