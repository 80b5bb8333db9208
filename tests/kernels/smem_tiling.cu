// Shared-memory tiling (gpucc §3.2 benchmark input): a 16x16-tiled matrix multiply C = A*B over
// n x n matrices, and a Fig. 4-style reduction that walks a __shared__ array with a pointer
// induction variable. Memory-space inference turns the generic accesses into ld.shared/st.shared
// and ld.global/st.global.
// RUN-ARGS: --kernel matmul_tiled --grid 2,2 --block 16,16 --arg i32:32 --arg f32[1024]:rand:1 --arg f32[1024]:rand:2 --arg f32[1024]:zero
// GPU-ARGS: --kernel matmul_tiled --grid 32,32 --block 16,16 --arg i32:512 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:zero
// RUN-ARGS: --kernel block_sum --grid 4 --block 128 --arg i32:500 --arg f32[512]:rand:3 --arg f32[4]:zero
// GPU-ARGS: --kernel block_sum --grid 131071 --block 128 --arg i32:16777000 --arg f32[16777000]:rand:3 --arg f32[131071]:zero
#define TILE 16

extern "C" __global__ void matmul_tiled(int n, const float *a, const float *b, float *c) {
  __shared__ float ta[TILE][TILE];
  __shared__ float tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    ta[threadIdx.y][threadIdx.x] = row < n && t + threadIdx.x < n ? a[row * n + t + threadIdx.x] : 0.0f;
    tb[threadIdx.y][threadIdx.x] = col < n && t + threadIdx.y < n ? b[(t + threadIdx.y) * n + col] : 0.0f;
    __syncthreads();
    const float *pa = &ta[threadIdx.y][0];
    const float *pb = &tb[0][threadIdx.x];
    for (int k = 0; k < TILE; k++) acc += pa[k] * pb[k * TILE];
    __syncthreads();
  }
  if (row < n && col < n) c[row * n + col] = acc;
}

extern "C" __global__ void block_sum(int n, const float *x, float *out) {
  __shared__ float buf[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.0f;
    for (float *p = buf; p != buf + 128; ++p) s += *p;  // gpucc Fig. 4: p is proven shared
    out[blockIdx.x] = s;
  }
}
