// histogram: bins[data[i] mod nbins] += 1 with global atomics, grid-stride loop over n values.
// RUN-ARGS: --kernel histogram --grid 2 --block 64 --arg i32[1000]:rand:11 --arg i32[16]:zero --arg i32:1000 --arg i32:16
// GPU-ARGS: --kernel histogram --grid 1024 --block 64 --arg i32[1048576]:rand:11 --arg i32[16]:zero --arg i32:1048576 --arg i32:16
// RUN-ARGS: --kernel histogram --grid 1 --block 32 --arg i32[100]:iota --arg i32[7]:zero --arg i32:100 --arg i32:7
extern "C" __global__ void histogram(const int *data, int *bins, int n, int nbins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int b = data[i] % nbins;
    if (b < 0) b += nbins;
    atomicAdd(&bins[b], 1);
  }
}
