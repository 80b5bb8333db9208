// tid2d: a 2-D kernel that branches on threadIdx.y. With blockDim.x = 8 a warp covers four rows,
// so tid.y and the branch on it are divergent; with blockDim.x = 32 a warp stays in one row, but
// nothing in the IR says so, and the analysis must stay sound for both launches.
// RUN-ARGS: --kernel tid2d --grid 2,2 --block 8,4 --arg f32[256]:zero --arg i32:16 --arg i32:8
// GPU-ARGS: --kernel tid2d --grid 512,1024 --block 8,4 --arg f32[16777216]:zero --arg i32:4096 --arg i32:4096
// RUN-ARGS: --kernel tid2d --grid 1,2 --block 32,2 --arg f32[128]:zero --arg i32:32 --arg i32:4
extern "C" __global__ void tid2d(float *a, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float v = (float)(threadIdx.y * 100 + threadIdx.x);
  if (threadIdx.y == 0) v = -v;
  a[y * w + x] = v;
}
