// reduction: sum of n floats; each warp reduces its 32 values with __shfl_down_sync, then lane 0
// adds the warp's sum to *out with a global atomic. Inputs are small integers so the float sum
// is exact whatever the order of the atomics.
// RUN-ARGS: --kernel reduce --grid 4 --block 128 --arg f32[512]:fill:1 --arg f32[1]:zero --arg i32:500
// GPU-ARGS: --kernel reduce --grid 32768 --block 128 --arg f32[4194304]:fill:1 --arg f32[1]:zero --arg i32:4194304
// RUN-ARGS: --kernel reduce --grid 1 --block 96 --arg f32[96]:iota --arg f32[1]:zero --arg i32:96
extern "C" __global__ void reduce(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}
