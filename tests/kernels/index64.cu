// 64-bit index arithmetic (gpucc §3.6 / §3.2 benchmark input): a strided gather with long indices
// and a 64-bit element offset computed from a runtime pitch.
// RUN-ARGS: --kernel gather64 --grid 4 --block 64 --arg i64:256 --arg i64:3 --arg i64:5 --arg f32[1024]:rand:4 --arg f32[256]:zero
// GPU-ARGS: --kernel gather64 --grid 65536 --block 64 --arg i64:4194304 --arg i64:3 --arg i64:5 --arg f32[16777216]:rand:4 --arg f32[4194304]:zero
// RUN-ARGS: --kernel gather64 --grid 4 --block 64 --arg i64:256 --arg i64:8589934593 --arg i64:7 --arg f32[1024]:rand --arg f32[256]:zero
// RUN-ARGS: --kernel pitch_copy --grid 2,8 --block 32 --arg i64:64 --arg i64:16 --arg i64:80 --arg i32[1280]:iota --arg i32[1024]:zero
// GPU-ARGS: --kernel pitch_copy --grid 128,4096 --block 32 --arg i64:4096 --arg i64:4096 --arg i64:4160 --arg i32[17039360]:iota --arg i32[16777216]:zero
extern "C" __global__ void gather64(long n, long stride, long offset, const float *x, float *y) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[(i * stride + offset) % (n * 4)];
}

extern "C" __global__ void pitch_copy(long cols, long rows, long pitch, const int *src, int *dst) {
  long c = (long)blockIdx.x * blockDim.x + threadIdx.x;
  long r = blockIdx.y;
  if (c < cols && r < rows) dst[r * cols + c] = src[r * pitch + c];
}
