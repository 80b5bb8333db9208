// stencil_unrolled: the running example of gpucc §3.4 (Fig. 6) as kernels. stencil3 sums the 3x3
// window at (b, c) with fully unrolled loops, int indices (sext of nsw adds in the IR); stencil5_long
// is a weighted 5x5 window with long indices, as in Fig. 6. Each thread writes its own output.
// RUN-ARGS: --kernel stencil3 --grid 3,3 --block 16,16 --arg f32[1600]:rand:1 --arg f32[1600]:zero --arg i32:40 --arg i32:40
// GPU-ARGS: --kernel stencil3 --grid 256,256 --block 16,16 --arg f32[16777216]:rand:1 --arg f32[16777216]:zero --arg i32:4096 --arg i32:4096
// RUN-ARGS: --kernel stencil5_long --grid 3,3 --block 16,16 --arg f32[1296]:rand:2 --arg f32[1296]:zero --arg i64:36 --arg i64:36
// GPU-ARGS: --kernel stencil5_long --grid 256,256 --block 16,16 --arg f32[16777216]:rand:2 --arg f32[16777216]:zero --arg i64:4096 --arg i64:4096
extern "C" __global__ void stencil3(const float *a, float *out, int w, int h) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int b = blockIdx.y * blockDim.y + threadIdx.y;
  if (b + 2 < h && c + 2 < w) {
    float s = 0.0f;
#pragma unroll
    for (int x = 0; x < 3; ++x)
#pragma unroll
      for (int y = 0; y < 3; ++y) s += a[(c + y) + (b + x) * w];
    out[c + b * w] = s;
  }
}

extern "C" __global__ void stencil5_long(const float *a, float *out, long n, long m) {
  long c = blockIdx.x * blockDim.x + threadIdx.x;
  long b = blockIdx.y * blockDim.y + threadIdx.y;
  if (b + 4 < m && c + 4 < n) {
    float s = 0.0f;
#pragma unroll
    for (long x = 0; x < 5; ++x)
#pragma unroll
      for (long y = 0; y < 5; ++y) s += (float)(x + 1) * a[(c + y) + (b + x) * n] - (float)y;
    out[c + b * n] = s;
  }
}
