// matmul_tiled: C = A * B for n x n row-major float matrices, 16x16 tiles staged in shared memory
// with two barriers per tile; out-of-range tile elements are zero.
// RUN-ARGS: --kernel matmul_tiled --grid 4,4 --block 16,16 --arg f32[4096]:rand:1 --arg f32[4096]:rand:2 --arg f32[4096]:zero --arg i32:64
// GPU-ARGS: --kernel matmul_tiled --grid 32,32 --block 16,16 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:zero --arg i32:512
// RUN-ARGS: --kernel matmul_tiled --grid 3,3 --block 16,16 --arg f32[1600]:rand:4 --arg f32[1600]:rand:5 --arg f32[1600]:zero --arg i32:40
// RUN-ARGS: --kernel matmul_tiled --grid 2,2 --block 16,16 --arg f32[1024]:iota --arg f32[1024]:fill:0.5 --arg f32[1024]:zero --arg i32:32
#define TILE 16
extern "C" __global__ void matmul_tiled(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (n + TILE - 1) / TILE; t++) {
    int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < n && ac < n) ? A[row * n + ac] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (br < n && col < n) ? B[br * n + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) C[row * n + col] = acc;
}
