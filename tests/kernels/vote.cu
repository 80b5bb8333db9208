// vote: warp ballot/all/any and a shuffle-down warp sum, per warp; plus a ballot by the lower
// half-warp only (a partial member mask inside a divergent branch).
// RUN-ARGS: --kernel vote --grid 2 --block 64 --arg i32[128]:rand:21 --arg i32[4]:zero --arg i32[4]:zero --arg i32[4]:zero --arg i32[4]:zero --arg i32[4]:zero
// GPU-ARGS: --kernel vote --grid 262144 --block 64 --arg i32[16777216]:rand:21 --arg i32[524288]:zero --arg i32[524288]:zero --arg i32[524288]:zero --arg i32[524288]:zero --arg i32[524288]:zero
// RUN-ARGS: --kernel vote --grid 1 --block 128 --arg i32[128]:iota --arg i32[4]:zero --arg i32[4]:zero --arg i32[4]:zero --arg i32[4]:zero --arg i32[4]:zero
extern "C" __global__ void vote(const int *in, unsigned *ballots, int *alls, int *anys, int *sums, unsigned *halves) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31, warp = i / 32;
  int v = in[i];
  unsigned b = __ballot_sync(0xffffffffu, v > 7);
  int a = __all_sync(0xffffffffu, v > 0);
  int y = __any_sync(0xffffffffu, v == 15);
  int s = v;
  for (int off = 16; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  if (lane < 16) {
    unsigned hb = __ballot_sync(0x0000ffffu, v & 1);
    if (lane == 0) halves[warp] = hb;
  }
  if (lane == 0) {
    ballots[warp] = b;
    alls[warp] = a;
    anys[warp] = y;
    sums[warp] = s;
  }
}
