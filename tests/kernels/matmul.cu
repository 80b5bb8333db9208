// matmul: C = A * B for n x n row-major matrices, one thread per element of C, 2-D grid and block.
// With a 16x16 block a warp spans two rows (tid.y divergent); with 32x8 it lies in one row.
// RUN-ARGS: --kernel matmul --grid 2,2 --block 16,16 --arg f32[1024]:rand:1 --arg f32[1024]:rand:2 --arg f32[1024]:zero --arg i32:32
// GPU-ARGS: --kernel matmul --grid 32,32 --block 16,16 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:zero --arg i32:512
// RUN-ARGS: --kernel matmul --grid 1,3 --block 32,8 --arg f32[576]:rand:3 --arg f32[576]:rand:4 --arg f32[576]:zero --arg i32:24
extern "C" __global__ void matmul(const float *A, const float *B, float *C, int n) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < n) {
    float s = 0.0f;
    for (int k = 0; k < n; k++) s += A[row * n + k] * B[k * n + col];
    C[row * n + col] = s;
  }
}
