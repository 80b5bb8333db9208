// Error handling: a cudaMalloc that cannot succeed, a launch with an invalid configuration, and
// cudaGetLastError / cudaPeekAtLastError after them (CUDA's codes, names and messages); then the
// program carries on: these errors are not sticky.
#include "check.h"

__global__ void fill(int *x, int v) { x[threadIdx.x] = v; }

static void show(const char *what, cudaError_t e) {
  printf("%s: %d %s \"%s\"\n", what, (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
}

int main() {
  int *p = NULL;
  cudaError_t e = cudaMalloc(&p, (size_t)1 << 62);
  show("cudaMalloc(2^62 bytes)", e);
  show("cudaGetLastError", cudaGetLastError());
  show("cudaGetLastError again", cudaGetLastError());

  int *d;
  CHECK(cudaMalloc(&d, 64 * sizeof(int)));
  fill<<<1, 4096>>>(d, 1); /* more threads per block than any GPU has */
  show("cudaPeekAtLastError after <<<1, 4096>>>", cudaPeekAtLastError());
  show("cudaGetLastError after <<<1, 4096>>>", cudaGetLastError());
  show("cudaGetLastError again", cudaGetLastError());
  fill<<<dim3(1, 1, 1), dim3(8, 8, 128)>>>(d, 1); /* z extent 128 > 64 */
  show("cudaGetLastError after block 8x8x128", cudaGetLastError());
  fill<<<0, 32>>>(d, 1); /* an empty grid */
  show("cudaGetLastError after <<<0, 32>>>", cudaGetLastError());

  /* still usable */
  fill<<<1, 64>>>(d, 7);
  CHECK(cudaGetLastError());
  int h[64];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < 64; i++) bad += h[i] != 7;
  show("cudaFree(NULL)", cudaFree(NULL));
  show("cudaMemcpy with a bad kind", cudaMemcpy(h, d, 4, (cudaMemcpyKind)42));
  cudaGetLastError();
  printf("after the errors: mismatches=%d\n", bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(d);
  return bad != 0;
}
