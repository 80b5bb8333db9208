// prefix_sum: inclusive scan of each block's elements (Hillis-Steele, double-buffered in shared
// memory, a barrier per step): out[i] = in[b*B] + ... + in[i] within block b.
// RUN-ARGS: --kernel prefix_sum --grid 4 --block 256 --arg i32[1000]:rand:7 --arg i32[1000]:zero --arg i32:1000
// GPU-ARGS: --kernel prefix_sum --grid 65536 --block 256 --arg i32[16777000]:rand:7 --arg i32[16777000]:zero --arg i32:16777000
// RUN-ARGS: --kernel prefix_sum --grid 2 --block 96 --arg i32[192]:iota --arg i32[192]:zero --arg i32:192
extern "C" __global__ void prefix_sum(const int *in, int *out, int n) {
  __shared__ int buf[2][256];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  int p = 0;
  buf[0][t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int off = 1; off < (int)blockDim.x; off <<= 1) {
    int v = buf[p][t];
    if (t >= off) v += buf[p][t - off];
    buf[1 - p][t] = v;
    p = 1 - p;
    __syncthreads();
  }
  if (i < n) out[i] = buf[p][t];
}
