// Timing with CUDA events: record around a kernel, synchronise, read the elapsed time (only its
// sign is printed: times differ from run to run).
#include "check.h"

__global__ void busy(float *x, int n, int reps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  for (int r = 0; r < reps; r++) v = v * 0.5f + 1.0f;
  x[i] = v;
}

int main() {
  const int n = 512;
  float *dx;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMemset(dx, 0, n * sizeof(float)));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start));
  busy<<<n / 128, 128>>>(dx, n, 20);
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  float ms = -1.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  float h[n];
  CHECK(cudaMemcpy(h, dx, sizeof h, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float v = 0;
    for (int r = 0; r < 20; r++) v = v * 0.5f + 1.0f;
    if (h[i] != v) bad++;
  }
  printf("events: elapsed time measured: %s, results mismatches=%d\n", ms >= 0.0f ? "yes" : "no", bad);
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  printf("%s\n", ms >= 0.0f && !bad ? "PASS" : "FAIL");
  cudaFree(dx);
  return !(ms >= 0.0f && !bad);
}
