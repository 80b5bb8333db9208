// __constant__ memory set with cudaMemcpyToSymbol (filter taps), a __device__ global counter read
// back with cudaMemcpyFromSymbol, and cudaGetSymbolAddress.
#include "check.h"

#define TAPS 5
__constant__ int taps[TAPS];
__constant__ int bias;
__device__ unsigned int processed;
__device__ int scratch[4];

__global__ void fir(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int acc = bias;
  for (int k = 0; k < TAPS; k++)
    if (i - k >= 0) acc += taps[k] * in[i - k];
  out[i] = acc;
  atomicAdd(&processed, 1u);
  if (i < 4) scratch[i] = acc;
}

int main() {
  const int n = 700;
  int h[n], o[n];
  for (int i = 0; i < n; i++) h[i] = (i * 5) % 9 - 4;
  const int ht[TAPS] = {3, -1, 4, 1, -5}, hb = 11;
  CHECK(cudaMemcpyToSymbol(taps, ht, sizeof ht));
  CHECK(cudaMemcpyToSymbol(bias, &hb, sizeof hb));
  unsigned zero = 0;
  CHECK(cudaMemcpyToSymbol(processed, &zero, sizeof zero));
  int *din, *dout;
  CHECK(cudaMalloc(&din, sizeof h));
  CHECK(cudaMalloc(&dout, sizeof o));
  CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  fir<<<(n + 63) / 64, 64>>>(din, dout, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost));
  unsigned count = 0;
  CHECK(cudaMemcpyFromSymbol(&count, processed, sizeof count));
  int *scratch_addr = NULL, s[4];
  CHECK(cudaGetSymbolAddress((void **)&scratch_addr, scratch));
  CHECK(cudaMemcpy(s, scratch_addr, sizeof s, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) {
    int acc = hb;
    for (int k = 0; k < TAPS; k++)
      if (i - k >= 0) acc += ht[k] * h[i - k];
    if (o[i] != acc) bad++;
    if (i < 4 && s[i] != acc) bad++;
  }
  printf("constant: n=%d taps=%d processed=%u mismatches=%d out[10]=%d\n", n, TAPS, count, bad, o[10]);
  int ok = !bad && count == (unsigned)n;
  printf("%s\n", ok ? "PASS" : "FAIL");
  cudaFree(din);
  cudaFree(dout);
  return !ok;
}
