// The demo kernel: a 1-D three-point stencil over a tile in shared memory, applied `iters` times,
// with a 64-bit division in its index arithmetic. It has something for each gpuopt analysis and
// transform: uniform, affine and divergent values, a divergent branch, a loop, shared and global
// memory behind generic pointers, and a 64-bit division.
// RUN-ARGS: --kernel stencil --grid 4 --block 128 --arg f32[514]:rand:1 --arg f32[512]:zero --arg i64:512 --arg i32:3
extern "C" __global__ void stencil(const float *in, float *out, long n, int iters) {
  __shared__ float tile[130];
  int t = threadIdx.x;
  long g = (long)blockIdx.x * blockDim.x + t;
  tile[t + 1] = in[g + 1];
  if (t == 0) tile[0] = in[g];
  if (t == blockDim.x - 1) tile[t + 2] = in[g + 2];
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k < iters; k++)
    acc += 0.25f * tile[t] + 0.5f * tile[t + 1] + 0.25f * tile[t + 2];
  long quarter = n / 4 > 0 ? n / 4 : 1;
  long row = g / quarter;
  if (g < n) out[g] = acc + (float)row;
}
