// 2-D five-point stencil (Jacobi step) on a 2-D grid of 2-D blocks, iterated with two buffers.
#include "check.h"

__global__ void jacobi(const float *in, float *out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  int i = y * nx + x;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.25f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}

static void jacobi_cpu(const float *in, float *out, int nx, int ny) {
  for (int y = 0; y < ny; y++)
    for (int x = 0; x < nx; x++) {
      int i = y * nx + x;
      out[i] = (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
                   ? in[i]
                   : 0.25f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
    }
}

int main() {
  const int nx = 45, ny = 30, steps = 4;
  size_t bytes = nx * ny * sizeof(float);
  float *h = (float *)malloc(bytes), *r0 = (float *)malloc(bytes), *r1 = (float *)malloc(bytes);
  for (int i = 0; i < nx * ny; i++) h[i] = r0[i] = (float)((i * 31) % 17);
  float *d0, *d1;
  CHECK(cudaMalloc(&d0, bytes));
  CHECK(cudaMalloc(&d1, bytes));
  CHECK(cudaMemcpy(d0, h, bytes, cudaMemcpyHostToDevice));
  dim3 block(16, 8), grid((nx + 15) / 16, (ny + 7) / 8);
  for (int s = 0; s < steps; s++) {
    jacobi<<<grid, block>>>(s % 2 ? d1 : d0, s % 2 ? d0 : d1, nx, ny);
    jacobi_cpu(s % 2 ? r1 : r0, s % 2 ? r0 : r1, nx, ny);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, steps % 2 ? d1 : d0, bytes, cudaMemcpyDeviceToHost));
  const float *ref = steps % 2 ? r1 : r0;
  int bad = 0;
  for (int i = 0; i < nx * ny; i++)
    if (h[i] != ref[i]) bad++;
  printf("stencil2d: %dx%d, %d steps, grid %ux%u of %ux%u, mismatches=%d\n", nx, ny, steps, grid.x, grid.y, block.x,
         block.y, bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(d0);
  cudaFree(d1);
  free(h);
  free(r0);
  free(r1);
  return bad != 0;
}
