// transpose: out = in^T for a w x h matrix (in is h rows of w), through a padded shared-memory
// tile so that both the global load and the global store are coalesced; transpose_naive stores
// with a stride of h elements.
// RUN-ARGS: --kernel transpose --grid 2,2 --block 32,8 --arg f32[4096]:zero --arg f32[4096]:iota --arg i32:64 --arg i32:64
// GPU-ARGS: --kernel transpose --grid 128,128 --block 32,8 --arg f32[16777216]:zero --arg f32[16777216]:iota --arg i32:4096 --arg i32:4096
// RUN-ARGS: --kernel transpose --grid 2,1 --block 32,8 --arg f32[1536]:zero --arg f32[1536]:rand:5 --arg i32:48 --arg i32:32
// RUN-ARGS: --kernel transpose_naive --grid 2,4 --block 32,8 --arg f32[2048]:zero --arg f32[2048]:iota --arg i32:64 --arg i32:32
// GPU-ARGS: --kernel transpose_naive --grid 128,512 --block 32,8 --arg f32[16777216]:zero --arg f32[16777216]:iota --arg i32:4096 --arg i32:4096
#define TILE 32
extern "C" __global__ void transpose(float *out, const float *in, int w, int h) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += blockDim.y)
    if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += blockDim.y)
    if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void transpose_naive(float *out, const float *in, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}
