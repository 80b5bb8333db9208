// A whole CUDA program for `make demo` (gpuopt cc): 2-D heat diffusion. Each step loads a 16x16
// tile plus its halo into shared memory, applies the five-point update with the diffusion
// coefficient from __constant__ memory, and accumulates the step's squared change with atomicAdd.
// The host checks every step against a CPU reference and times the run with CUDA events.
//   build/bin/gpuopt cc -O3 examples/heat.cu -o heat && ./heat    (GPUOPT_DEVICE=interp|gpu)
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#define T 16
#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t e_ = (call);                                                                   \
    if (e_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));              \
      return 1;                                                                                \
    }                                                                                          \
  } while (0)

__constant__ float alpha;

__global__ void step(const float *u, float *v, int nx, int ny, float *change) {
  __shared__ float s[T + 2][T + 2];
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  bool in = x < nx && y < ny;
  s[ty][tx] = in ? u[y * nx + x] : 0.0f;
  if (threadIdx.x == 0) s[ty][0] = in && x > 0 ? u[y * nx + x - 1] : 0.0f;
  if (threadIdx.x == T - 1) s[ty][T + 1] = in && x + 1 < nx ? u[y * nx + x + 1] : 0.0f;
  if (threadIdx.y == 0) s[0][tx] = in && y > 0 ? u[(y - 1) * nx + x] : 0.0f;
  if (threadIdx.y == T - 1) s[T + 1][tx] = in && y + 1 < ny ? u[(y + 1) * nx + x] : 0.0f;
  __syncthreads();
  if (!in) return;
  float c = s[ty][tx], n;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) n = c; /* fixed boundary */
  else n = c + alpha * (s[ty][tx - 1] + s[ty][tx + 1] + s[ty - 1][tx] + s[ty + 1][tx] - 4.0f * c);
  v[y * nx + x] = n;
  atomicAdd(change, (n - c) * (n - c));
}

int main(void) {
  const int nx = 64, ny = 48, steps = 8;
  const float a = 0.2f;
  size_t bytes = nx * ny * sizeof(float);
  float *h = (float *)malloc(bytes), *r = (float *)malloc(bytes), *r2 = (float *)malloc(bytes);
  for (int y = 0; y < ny; y++)
    for (int x = 0; x < nx; x++) h[y * nx + x] = r[y * nx + x] = (x - 20) * (x - 20) + (y - 30) * (y - 30) < 64 ? 100.0f : 0.0f;
  float *u, *v, *change;
  CHECK(cudaMalloc(&u, bytes));
  CHECK(cudaMalloc(&v, bytes));
  CHECK(cudaMalloc(&change, sizeof(float)));
  CHECK(cudaMemcpy(u, h, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(alpha, &a, sizeof a));
  cudaEvent_t t0, t1;
  CHECK(cudaEventCreate(&t0));
  CHECK(cudaEventCreate(&t1));
  CHECK(cudaEventRecord(t0));
  dim3 block(T, T), grid((nx + T - 1) / T, (ny + T - 1) / T);
  int bad = 0;
  for (int s = 0; s < steps; s++) {
    float dc = 0.0f;
    CHECK(cudaMemset(change, 0, sizeof(float)));
    step<<<grid, block>>>(u, v, nx, ny, change);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&dc, change, sizeof dc, cudaMemcpyDeviceToHost));
    float *t = u; u = v; v = t;
    double ref = 0; /* the CPU reference step */
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        float c = r[y * nx + x], n = c;
        if (!(x == 0 || y == 0 || x == nx - 1 || y == ny - 1))
          n = c + a * (r[y * nx + x - 1] + r[y * nx + x + 1] + r[(y - 1) * nx + x] + r[(y + 1) * nx + x] - 4.0f * c);
        r2[y * nx + x] = n;
        ref += (double)(n - c) * (n - c);
      }
    float *t2 = r; r = r2; r2 = t2;
    int ok = fabs(dc - ref) <= 1e-3 * ref;
    bad += !ok;
    printf("step %d: squared change %.4g (CPU %.4g) %s\n", s, dc, ref, ok ? "ok" : "WRONG");
  }
  CHECK(cudaEventRecord(t1));
  CHECK(cudaEventSynchronize(t1));
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, t0, t1));
  CHECK(cudaMemcpy(h, u, bytes, cudaMemcpyDeviceToHost));
  int diff = 0;
  for (int i = 0; i < nx * ny; i++) diff += fabsf(h[i] - r[i]) > 1e-3f;
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  printf("heat: %dx%d, %d steps on %s in %.2f ms; %d cells differ from the CPU: %s\n", nx, ny, steps, p.name, ms, diff,
         bad || diff ? "FAIL" : "PASS");
  cudaFree(u);
  cudaFree(v);
  cudaFree(change);
  free(h);
  free(r);
  free(r2);
  return bad || diff;
}
