// histogram_atomic: hist[data[i] % nbins] += 1 with global atomics (grid-stride loop), and a
// version that counts in a shared-memory histogram per block first (shared atomics, barriers)
// and then adds it to the global one.
// RUN-ARGS: --kernel histogram --grid 4 --block 128 --arg i32[3000]:rand:11 --arg i32[16]:zero --arg i32:3000 --arg i32:16
// GPU-ARGS: --kernel histogram --grid 1024 --block 128 --arg i32[1048576]:rand:11 --arg i32[16]:zero --arg i32:1048576 --arg i32:16
// RUN-ARGS: --kernel histogram_smem --grid 3 --block 64 --arg i32[1000]:rand:12 --arg i32[10]:zero --arg i32:1000 --arg i32:10
// GPU-ARGS: --kernel histogram_smem --grid 2048 --block 64 --arg i32[16777216]:rand:12 --arg i32[10]:zero --arg i32:16777216 --arg i32:10
extern "C" __global__ void histogram(const int *data, int *hist, int n, int nbins) {
  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) atomicAdd(&hist[data[i] % nbins], 1);
}

extern "C" __global__ void histogram_smem(const int *data, int *hist, int n, int nbins) {
  __shared__ int local[64];
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) local[b] = 0;
  __syncthreads();
  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) atomicAdd(&local[data[i] % nbins], 1);
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) atomicAdd(&hist[b], local[b]);
}
