// matmul_unrolled: matrix tiles. matmul_tiled stages 16x16 tiles of A and B in shared memory and
// runs the fully unrolled inner product over the tile; matmul_reg4 gives each thread a 4x4 block of
// C held in registers, with the 4x4 update unrolled (16 loads' addresses per k). n is a multiple of
// the tile sizes in the launch configurations.
// RUN-ARGS: --kernel matmul_tiled --grid 2,2 --block 16,16 --arg f32[1024]:rand:3 --arg f32[1024]:rand:4 --arg f32[1024]:zero --arg i32:32
// GPU-ARGS: --kernel matmul_tiled --grid 32,32 --block 16,16 --arg f32[262144]:rand:3 --arg f32[262144]:rand:4 --arg f32[262144]:zero --arg i32:512
// RUN-ARGS: --kernel matmul_reg4 --grid 2,2 --block 4,4 --arg f32[1024]:rand:5 --arg f32[1024]:rand:6 --arg f32[1024]:zero --arg i32:32
// GPU-ARGS: --kernel matmul_reg4 --grid 32,32 --block 4,4 --arg f32[262144]:rand:5 --arg f32[262144]:rand:6 --arg f32[262144]:zero --arg i32:512
#define TILE 16
extern "C" __global__ void matmul_tiled(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    As[ty][tx] = A[row * n + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

extern "C" __global__ void matmul_reg4(const float *A, const float *B, float *C, int n) {
  int r0 = (blockIdx.y * blockDim.y + threadIdx.y) * 4;
  int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  float acc[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) acc[i][j] = 0.0f;
  for (int k = 0; k < n; ++k) {
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j) acc[i][j] += A[(r0 + i) * n + k] * B[k * n + c0 + j];
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) C[(r0 + i) * n + c0 + j] = acc[i][j];
}
