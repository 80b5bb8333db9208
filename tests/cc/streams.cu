// Streams: two streams, page-locked host buffers, cudaMemcpyAsync in and out around a kernel on each
// stream, cudaStreamSynchronize; cudaDeviceGetAttribute and cudaGetDeviceProperties agree.
#include "check.h"

__global__ void inc(int *x, int n, int by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += by;
}

int main() {
  const int n = 512;
  int count = 0, dev = -1;
  CHECK(cudaGetDeviceCount(&count));
  CHECK(cudaSetDevice(0));
  CHECK(cudaGetDevice(&dev));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  int warp = 0, maxthreads = 0;
  CHECK(cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0));
  CHECK(cudaDeviceGetAttribute(&maxthreads, cudaDevAttrMaxThreadsPerBlock, 0));
  printf("streams: devices>0 %s, device %d, warp size %d (props %d), max threads/block agree %s\n",
         count > 0 ? "yes" : "no", dev, warp, prop.warpSize, maxthreads == prop.maxThreadsPerBlock ? "yes" : "no");
  cudaStream_t s[2];
  int *h[2], *d[2];
  for (int k = 0; k < 2; k++) {
    CHECK(cudaStreamCreate(&s[k]));
    CHECK(cudaMallocHost((void **)&h[k], n * sizeof(int)));
    CHECK(cudaMalloc(&d[k], n * sizeof(int)));
    for (int i = 0; i < n; i++) h[k][i] = i * (k + 1);
  }
  for (int k = 0; k < 2; k++) {
    CHECK(cudaMemcpyAsync(d[k], h[k], n * sizeof(int), cudaMemcpyHostToDevice, s[k]));
    inc<<<n / 128, 128, 0, s[k]>>>(d[k], n, 100 * (k + 1));
    CHECK(cudaMemcpyAsync(h[k], d[k], n * sizeof(int), cudaMemcpyDeviceToHost, s[k]));
  }
  int bad = 0;
  for (int k = 0; k < 2; k++) {
    CHECK(cudaStreamSynchronize(s[k]));
    for (int i = 0; i < n; i++) bad += h[k][i] != i * (k + 1) + 100 * (k + 1);
    CHECK(cudaStreamDestroy(s[k]));
    CHECK(cudaFreeHost(h[k]));
    CHECK(cudaFree(d[k]));
  }
  CHECK(cudaDeviceSynchronize());
  printf("streams: mismatches=%d\n", bad);
  int ok = !bad && warp == 32 && prop.warpSize == 32 && dev == 0 && count > 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
