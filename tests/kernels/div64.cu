// div64: 64-bit division and remainder per element (the case gpucc §3.6 bypasses with a 32-bit
// fast path when both operands fit in 32 bits). Operands mix small and large values.
// RUN-ARGS: --kernel div64 --grid 2 --block 128 --arg i64[256]:rand:5 --arg i64[256]:rand:6 --arg i64[256]:zero --arg i64[256]:zero --arg i32:256
// GPU-ARGS: --kernel div64 --grid 32768 --block 128 --arg i64[4194304]:rand:5 --arg i64[4194304]:rand:6 --arg i64[4194304]:zero --arg i64[4194304]:zero --arg i32:4194304
// RUN-ARGS: --kernel div64 --grid 1 --block 64 --arg i64[64]:iota --arg i64[64]:fill:7 --arg i64[64]:zero --arg i64[64]:zero --arg i32:60
extern "C" __global__ void div64(const long long *a, const long long *b, long long *q, long long *r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long x = a[i], y = b[i];
  if (i & 1) x = x * 1000000007LL + 12345;   /* odd elements: operands beyond 32 bits */
  if (y == 0) y = 3;
  q[i] = x / y;
  r[i] = x % y;
}
