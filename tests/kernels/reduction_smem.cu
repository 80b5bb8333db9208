// reduction_smem: per-block sum of in[] in shared memory with a barrier per step (tree reduction);
// out[blockIdx.x] = sum of the block's elements (0 past n).
// RUN-ARGS: --kernel reduce_sum --grid 4 --block 256 --arg i32[1024]:rand:3 --arg i32[4]:zero --arg i32:1000
// GPU-ARGS: --kernel reduce_sum --grid 65536 --block 256 --arg i32[16777000]:rand:3 --arg i32[65536]:zero --arg i32:16777000
// RUN-ARGS: --kernel reduce_sum --grid 3 --block 64 --arg i32[192]:iota --arg i32[3]:zero --arg i32:192
extern "C" __global__ void reduce_sum(const int *in, int *out, int n) {
  __shared__ int s[256];
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = i < (unsigned)n ? in[i] : 0;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
