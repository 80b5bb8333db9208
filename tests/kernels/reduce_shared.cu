// reduce_shared: per-block sum of in[] in shared memory with barriers (tree reduction, blockDim.x
// a power of two up to 256); out[blockIdx.x] = sum of the block's elements (0 past n).
// RUN-ARGS: --kernel reduce_shared --grid 4 --block 256 --arg i32[1000]:rand:3 --arg i32[4]:zero --arg i32:1000
// GPU-ARGS: --kernel reduce_shared --grid 65536 --block 256 --arg i32[16777000]:rand:3 --arg i32[65536]:zero --arg i32:16777000
// RUN-ARGS: --kernel reduce_shared --grid 3 --block 64 --arg i32[192]:iota --arg i32[3]:zero --arg i32:150
extern "C" __global__ void reduce_shared(const int *in, int *out, int n) {
  __shared__ int buf[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  buf[t] = i < (unsigned)n ? in[i] : 0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = buf[0];
}
