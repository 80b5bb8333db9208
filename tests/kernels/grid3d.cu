// grid3d: a 3D grid of 3D blocks writes x + 1000*y + 1000000*z at its (x,y,z) position of an
// nx*ny*nz array (threads outside it do nothing), and a 2D grid kernel that writes the linear
// block index times 1000 plus the linear thread index.
// RUN-ARGS: --kernel grid3d --grid 3,2,2 --block 4,4,2 --arg i32[210]:fill:-1 --arg i32:10 --arg i32:7 --arg i32:3
// GPU-ARGS: --kernel grid3d --grid 63,63,125 --block 4,4,2 --arg i32[15625000]:fill:-1 --arg i32:250 --arg i32:250 --arg i32:250
// RUN-ARGS: --kernel grid2d --grid 3,2 --block 8,4 --arg i32[192]:fill:-1
// GPU-ARGS: --kernel grid2d --grid 1024,512 --block 8,4 --arg i32[16777216]:fill:-1
extern "C" __global__ void grid3d(int *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) out[(z * ny + y) * nx + x] = x + 1000 * y + 1000000 * z;
}

extern "C" __global__ void grid2d(int *out) {
  int b = blockIdx.y * gridDim.x + blockIdx.x;
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  out[b * (blockDim.x * blockDim.y) + t] = b * 1000 + t;
}
