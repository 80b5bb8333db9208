// Vector add: the first CUDA program everyone writes (grid-stride-free, bounds-checked).
#include "check.h"

__global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 1000;
  float *a = (float *)malloc(n * sizeof(float)), *b = (float *)malloc(n * sizeof(float));
  float *c = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) {
    a[i] = i * 0.5f;
    b[i] = 1000 - i;
  }
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, n * sizeof(float)));
  CHECK(cudaMalloc(&db, n * sizeof(float)));
  CHECK(cudaMalloc(&dc, n * sizeof(float)));
  CHECK(cudaMemcpy(da, a, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, n * sizeof(float), cudaMemcpyHostToDevice));
  int threads = 128, blocks = (n + threads - 1) / threads;
  vadd<<<blocks, threads>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(c, dc, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (c[i] != a[i] + b[i]) bad++;
  printf("vector_add: n=%d blocks=%d threads=%d mismatches=%d\n", n, blocks, threads, bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  CHECK(cudaFree(da));
  CHECK(cudaFree(db));
  CHECK(cudaFree(dc));
  free(a);
  free(b);
  free(c);
  return bad != 0;
}
