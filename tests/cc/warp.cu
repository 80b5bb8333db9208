// Warp-level primitives: a warp reduction with __shfl_down_sync, a broadcast with __shfl_sync,
// __ballot_sync / __popc, __all_sync / __any_sync, and __syncwarp.
#include "check.h"

__global__ void warp_ops(const int *in, int *sums, int *bcast, unsigned *ballots, int *votes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32, warp = i / 32;
  int v = in[i];
  int s = v;
  for (int off = 16; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  int first = __shfl_sync(0xffffffffu, v, 0);
  unsigned odd = __ballot_sync(0xffffffffu, v & 1);
  int all_pos = __all_sync(0xffffffffu, v > 0), any_big = __any_sync(0xffffffffu, v > 90);
  __syncwarp();
  if (lane == 0) {
    sums[warp] = s;
    bcast[warp] = first;
    ballots[warp] = odd;
    votes[warp] = all_pos * 10 + any_big + __popc(odd) * 100;
  }
}

int main() {
  const int n = 128, W = n / 32;
  int h[n];
  for (int i = 0; i < n; i++) h[i] = (i * 37) % 101 - (i >= 96 ? 50 : 0);
  int *din, *ds, *db, *dv;
  unsigned *dbal;
  CHECK(cudaMalloc(&din, sizeof h));
  CHECK(cudaMalloc(&ds, W * sizeof(int)));
  CHECK(cudaMalloc(&db, W * sizeof(int)));
  CHECK(cudaMalloc(&dv, W * sizeof(int)));
  CHECK(cudaMalloc(&dbal, W * sizeof(unsigned)));
  CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  warp_ops<<<2, 64>>>(din, ds, db, dbal, dv);
  CHECK(cudaGetLastError());
  int s[W], b[W], v[W];
  unsigned bal[W];
  CHECK(cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(v, dv, sizeof v, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(bal, dbal, sizeof bal, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int w = 0; w < W; w++) {
    int rs = 0, all_pos = 1, any_big = 0, pop = 0;
    unsigned rb = 0;
    for (int l = 0; l < 32; l++) {
      int x = h[w * 32 + l];
      rs += x;
      if (x & 1) rb |= 1u << l, pop++;
      all_pos &= x > 0;
      any_big |= x > 90;
    }
    int ok = s[w] == rs && b[w] == h[w * 32] && bal[w] == rb && v[w] == all_pos * 10 + any_big + pop * 100;
    printf("warp %d: sum=%d first=%d ballot=%08x votes=%d %s\n", w, s[w], b[w], bal[w], v[w], ok ? "ok" : "WRONG");
    bad += !ok;
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  cudaFree(din);
  cudaFree(ds);
  cudaFree(db);
  cudaFree(dv);
  cudaFree(dbal);
  return bad != 0;
}
