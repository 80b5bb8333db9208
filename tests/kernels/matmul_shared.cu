// matmul_shared: C = A * B for n x n float matrices with 16 x 16 shared-memory tiles (n a multiple
// of 16), two barriers per tile.
// RUN-ARGS: --kernel matmul_shared --grid 4,4 --block 16,16 --arg f32[4096]:rand:1 --arg f32[4096]:rand:2 --arg f32[4096]:zero --arg i32:64
// GPU-ARGS: --kernel matmul_shared --grid 32,32 --block 16,16 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:zero --arg i32:512
// RUN-ARGS: --kernel matmul_shared --grid 2,2 --block 16,16 --arg f32[1024]:iota --arg f32[1024]:fill:0.5 --arg f32[1024]:zero --arg i32:32
#define TILE 16
extern "C" __global__ void matmul_shared(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < n / TILE; t++) {
    As[ty][tx] = A[row * n + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; k++) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
