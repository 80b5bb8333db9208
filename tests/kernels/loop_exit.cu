// loop_exit: loops whose exit is divergent (lanes leave at different iterations and wait at the
// exit): Collatz step counts (capped at 1000) and the first element above a threshold in each row
// (a break out of the loop), with early-returning lanes past n.
// RUN-ARGS: --kernel collatz --grid 2 --block 64 --arg i32[100]:iota --arg i32[100]:zero --arg i32:100
// GPU-ARGS: --kernel collatz --grid 16384 --block 64 --arg i32[1048576]:iota --arg i32[1048576]:zero --arg i32:1048576
// RUN-ARGS: --kernel collatz --grid 1 --block 96 --arg i32[90]:rand:5 --arg i32[90]:zero --arg i32:90
// RUN-ARGS: --kernel first_above --grid 2 --block 32 --arg i32[1280]:rand:9 --arg i32[64]:zero --arg i32:60 --arg i32:20 --arg i32:13
// GPU-ARGS: --kernel first_above --grid 32768 --block 32 --arg i32[20971520]:rand:9 --arg i32[1048576]:zero --arg i32:1048576 --arg i32:20 --arg i32:13
extern "C" __global__ void collatz(const int *in, int *steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = (unsigned)in[i];
  int s = 0;
  while (x > 1 && s < 1000) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    s++;
  }
  steps[i] = s;
}

extern "C" __global__ void first_above(const int *a, int *pos, int n, int m, int thr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int p = -1;
  for (int j = 0; j < m; j++) {
    if (a[i * m + j] > thr) {
      p = j;
      break;
    }
  }
  pos[i] = p;
}
