// conv2d: a 3x3 convolution over cin input channels (valid region only), the filter window
// unrolled, one output pixel per thread; conv2d_5x5_bias adds a per-pixel bias branch, so that
// address arithmetic also sits in a conditional block (gpucc §3.5).
// RUN-ARGS: --kernel conv2d_3x3 --grid 3,3 --block 8,8 --arg f32[1200]:rand:7 --arg f32[27]:rand:8 --arg f32[400]:zero --arg i32:20 --arg i32:20 --arg i32:3
// GPU-ARGS: --kernel conv2d_3x3 --grid 256,256 --block 8,8 --arg f32[16777216]:rand:7 --arg f32[36]:rand:8 --arg f32[4194304]:zero --arg i32:2048 --arg i32:2048 --arg i32:4
// RUN-ARGS: --kernel conv2d_5x5_bias --grid 3,3 --block 8,8 --arg f32[576]:rand:9 --arg f32[25]:rand:10 --arg f32[576]:rand:11 --arg f32[576]:zero --arg i32:24 --arg i32:24
// GPU-ARGS: --kernel conv2d_5x5_bias --grid 512,512 --block 8,8 --arg f32[16777216]:rand:9 --arg f32[25]:rand:10 --arg f32[16777216]:rand:11 --arg f32[16777216]:zero --arg i32:4096 --arg i32:4096
extern "C" __global__ void conv2d_3x3(const float *in, const float *filt, float *out, int w, int h, int cin) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w - 2 || y >= h - 2) return;
  float s = 0.0f;
  for (int c = 0; c < cin; ++c) {
#pragma unroll
    for (int i = 0; i < 3; ++i)
#pragma unroll
      for (int j = 0; j < 3; ++j) s += in[(c * h + y + i) * w + x + j] * filt[(c * 3 + i) * 3 + j];
  }
  out[y * w + x] = s;
}

extern "C" __global__ void conv2d_5x5_bias(const float *in, const float *filt, const float *bias, float *out, int w,
                                           int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w - 4 || y >= h - 4) return;
  float s = 0.0f;
#pragma unroll
  for (int i = 0; i < 5; ++i)
#pragma unroll
    for (int j = 0; j < 5; ++j) s += in[(y + i) * w + x + j] * filt[i * 5 + j];
  if (s > 0.0f) s += bias[(y + 2) * w + x + 2];
  else s -= bias[(y + 2) * w + x + 1];
  out[y * w + x] = s;
}
