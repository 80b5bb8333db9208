// Matrix transpose through a padded shared-memory tile (coalesced reads and writes), 32x8 blocks.
#include "check.h"

#define TILE 32
#define ROWS 8

__global__ void transpose(float *out, const float *in, int w, int h) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int w = 70, h = 45;
  size_t bytes = w * h * sizeof(float);
  float *a = (float *)malloc(bytes), *t = (float *)malloc(bytes);
  for (int i = 0; i < w * h; i++) a[i] = (float)i;
  float *din, *dout;
  CHECK(cudaMalloc(&din, bytes));
  CHECK(cudaMalloc(&dout, bytes));
  CHECK(cudaMemcpy(din, a, bytes, cudaMemcpyHostToDevice));
  dim3 block(TILE, ROWS), grid((w + TILE - 1) / TILE, (h + TILE - 1) / TILE);
  transpose<<<grid, block>>>(dout, din, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(t, dout, bytes, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (t[x * h + y] != a[y * w + x]) bad++;
  printf("transpose: %dx%d grid %ux%u block %ux%u mismatches=%d\n", w, h, grid.x, grid.y, block.x, block.y, bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  free(a);
  free(t);
  return bad != 0;
}
