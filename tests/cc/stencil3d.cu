// 3-D seven-point stencil on a 3-D grid of 3-D blocks (integer arithmetic: exact comparison).
#include "check.h"

__global__ void laplace(const int *in, int *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  int i = (z * ny + y) * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[i] = 0;
    return;
  }
  out[i] = 6 * in[i] - in[i - 1] - in[i + 1] - in[i - nx] - in[i + nx] - in[i - nx * ny] - in[i + nx * ny];
}

int main() {
  const int nx = 20, ny = 12, nz = 10, n = nx * ny * nz;
  int *h = (int *)malloc(n * sizeof(int)), *o = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) h[i] = (i * i) % 23;
  int *din, *dout;
  CHECK(cudaMalloc(&din, n * sizeof(int)));
  CHECK(cudaMalloc(&dout, n * sizeof(int)));
  CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
  dim3 block(8, 4, 4), grid((nx + 7) / 8, (ny + 3) / 4, (nz + 3) / 4);
  laplace<<<grid, block>>>(din, dout, nx, ny, nz);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(o, dout, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  long long sum = 0;
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        int i = (z * ny + y) * nx + x, ref = 0;
        if (!(x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1))
          ref = 6 * h[i] - h[i - 1] - h[i + 1] - h[i - nx] - h[i + nx] - h[i - nx * ny] - h[i + nx * ny];
        if (o[i] != ref) bad++;
        sum += o[i];
      }
  printf("stencil3d: %dx%dx%d grid %ux%ux%u block %ux%ux%u mismatches=%d sum=%lld\n", nx, ny, nz, grid.x, grid.y,
         grid.z, block.x, block.y, block.z, bad, sum);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(dout);
  free(h);
  free(o);
  return bad != 0;
}
