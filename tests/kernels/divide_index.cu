// Divide-heavy index computation (gpucc §3.6: 64-bit divides in index arithmetic, the case the
// paper's ic2 benchmark gained 50% on): a flat index split into (n, c, h, w) coordinates with 64-bit
// division and remainder, and a signed variant whose offsets may be negative.
// RUN-ARGS: --kernel nchw_transpose --grid 8 --block 128 --arg i64:2 --arg i64:4 --arg i64:8 --arg i64:16 --arg f32[1024]:rand:5 --arg f32[1024]:zero
// GPU-ARGS: --kernel nchw_transpose --grid 32768 --block 128 --arg i64:4 --arg i64:64 --arg i64:128 --arg i64:128 --arg f32[4194304]:rand:5 --arg f32[4194304]:zero
// RUN-ARGS: --kernel nchw_transpose --grid 4 --block 256 --arg i64:1 --arg i64:8 --arg i64:8 --arg i64:16 --arg f32[1024]:rand --arg f32[1024]:zero
// RUN-ARGS: --kernel signed_bins --grid 2 --block 128 --arg i64:-300 --arg i64:7 --arg i64:256 --arg i64[256]:zero
// GPU-ARGS: --kernel signed_bins --grid 65536 --block 128 --arg i64:-300 --arg i64:7 --arg i64:8388608 --arg i64[8388608]:zero
extern "C" __global__ void nchw_transpose(long N, long C, long H, long W, const float *in, float *out) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  long total = N * C * H * W;
  if (i >= total) return;
  long w = i % W;
  long t = i / W;
  long h = t % H;
  t = t / H;
  long c = t % C;
  long n = t / C;
  out[((n * H + h) * W + w) * C + c] = in[i];  // NCHW -> NHWC
}

extern "C" __global__ void signed_bins(long base, long width, long n, long *bins) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long v = base + i * 3;  // negative for the first threads
  long q = v / width, r = v % width;
  bins[i] = q * 1000 + r;
}
