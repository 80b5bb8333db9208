// stencil: 3-point 1-D stencil, out[i] = (in[i-1] + 2 in[i] + in[i+1]) / 4 for interior points.
// RUN-ARGS: --kernel stencil --grid 3 --block 128 --arg f32[380]:rand:7 --arg f32[380]:zero --arg i32:380
// GPU-ARGS: --kernel stencil --grid 131071 --block 128 --arg f32[16777000]:rand:7 --arg f32[16777000]:zero --arg i32:16777000
// RUN-ARGS: --kernel stencil --grid 1 --block 64 --arg f32[50]:iota --arg f32[50]:zero --arg i32:50
extern "C" __global__ void stencil(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1) out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}
