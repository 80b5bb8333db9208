// smem-prefetch on clang -O3 IR (issue 20): prefetch_o3.ll is this file compiled by clang -O3 for
// sm_90 (regen.sh). clang's runtime unroller splits each k-loop into a loop unrolled by 4 (its
// counter `niter` steps by 4 to `nk & -4`, entered only when nk >= 4) and a remainder loop of
// nk % 4 iterations; the rewrite tiles the unrolled loop (a tile of blockDim.x unrolled iterations,
// one shared array per unrolled load) and leaves the remainder loop's loads as they are. check-wang
// runs every RUN-ARGS line with the rewrite on and off (`gpuopt difftest`: trip counts 0, 1, 3
// (remainder only), 4, not a multiple of 4, several and partial tiles, partial blocks), checks the
// EXPECT-REWRITES lines, that the global load requests and sectors fall, that the divergence
// analysis proves the tile loop's branches uniform, and that ptxas accepts the kernels.
//
// gemm_o3: C = alpha*A*B + beta*C with 2-D blocks; A[i*nk+k] is the same for a block row
// RUN-ARGS: --kernel gemm_o3 --grid 2,2 --block 16,8 --arg f32[1110]:rand:1 --arg f32[1110]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg i32:30 --arg i32:37 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel gemm_o3 --grid 2,2 --block 16,8 --arg f32[600]:rand:1 --arg f32[600]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg i32:30 --arg i32:20 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel gemm_o3 --grid 1,2 --block 32,4 --arg f32[90]:rand:1 --arg f32[90]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg i32:30 --arg i32:3 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel gemm_o3 --grid 1,2 --block 32,4 --arg f32[120]:rand:1 --arg f32[120]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg i32:30 --arg i32:4 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel gemm_o3 --grid 1,2 --block 32,4 --arg f32[30]:rand:1 --arg f32[30]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg i32:30 --arg i32:1 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel gemm_o3 --grid 1,2 --block 32,4 --arg f32[1]:rand:1 --arg f32[1]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg i32:30 --arg i32:0 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel gemm_o3 --grid 3,3 --block 5,3 --arg f32[1846]:rand:1 --arg f32[1846]:rand:2 --arg f32[169]:rand:3 --arg i32:13 --arg i32:13 --arg i32:142 --arg f32:1.5 --arg f32:0.5
// EXPECT-REWRITES: gemm_o3 smem-prefetch,smem-prefetch-tx
// matvec_o3: y[i] = sum_k A[i*n+k] * x[k], one row per thread; x[k] is the same for every thread
// RUN-ARGS: --kernel matvec_o3 --grid 3 --block 32 --arg f32[80]:zero --arg f32[3280]:rand:1 --arg f32[41]:rand:2 --arg i32:80 --arg i32:41
// RUN-ARGS: --kernel matvec_o3 --grid 2 --block 24 --arg f32[40]:zero --arg f32[4000]:rand:1 --arg f32[100]:rand:2 --arg i32:40 --arg i32:100
// RUN-ARGS: --kernel matvec_o3 --grid 2 --block 24 --arg f32[40]:zero --arg f32[120]:rand:1 --arg f32[3]:rand:2 --arg i32:40 --arg i32:3
// RUN-ARGS: --kernel matvec_o3 --grid 2 --block 24 --arg f32[40]:zero --arg f32[1]:rand:1 --arg f32[1]:rand:2 --arg i32:40 --arg i32:0
// RUN-ARGS: --kernel matvec_o3 --grid 1 --block 3 --arg f32[3]:zero --arg f32[30]:rand:1 --arg f32[10]:rand:2 --arg i32:3 --arg i32:10
// EXPECT-REWRITES: matvec_o3 smem-prefetch,vector-loads
// syrk_o3: C = alpha*A*A^T + beta*C (a[i*m+k] per block row; a[j*m+k] differs per thread)
// RUN-ARGS: --kernel syrk_o3 --grid 2,3 --block 16,8 --arg f32[1350]:rand:1 --arg f32[900]:rand:2 --arg i32:30 --arg i32:45 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel syrk_o3 --grid 2,3 --block 16,8 --arg f32[90]:rand:1 --arg f32[900]:rand:2 --arg i32:30 --arg i32:3 --arg f32:1.5 --arg f32:0.5
// EXPECT-REWRITES: syrk_o3 smem-prefetch,vector-loads
// wsum_o3: every thread runs the loop (no divergent guard): out[t] = sum_k w[k] * (t + k)
// RUN-ARGS: --kernel wsum_o3 --grid 2 --block 32 --arg f32[64]:zero --arg f32[77]:rand:1 --arg i32:77
// RUN-ARGS: --kernel wsum_o3 --grid 2 --block 32 --arg f32[64]:zero --arg f32[2]:rand:1 --arg i32:2
// RUN-ARGS: --kernel wsum_o3 --grid 1 --block 8 --arg f32[8]:zero --arg f32[1]:rand:1 --arg i32:0
// EXPECT-REWRITES: wsum_o3 smem-prefetch

extern "C" __global__ void gemm_o3(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c, int ni,
                                   int nj, int nk, float alpha, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nj) {
    float s = c[i * nj + j] * beta;
    for (int k = 0; k < nk; k++) s += alpha * a[i * nk + k] * b[k * nj + j];
    c[i * nj + j] = s;
  }
}

extern "C" __global__ void matvec_o3(float *__restrict__ y, const float *__restrict__ A, const float *__restrict__ x, int m,
                                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m) {
    float s = 0;
    for (int k = 0; k < n; k++) s += A[i * n + k] * x[k];
    y[i] = s;
  }
}

extern "C" __global__ void syrk_o3(const float *__restrict__ a, float *__restrict__ c, int n, int m, float alpha, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) {
    float s = c[i * n + j] * beta;
    for (int k = 0; k < m; k++) s += alpha * a[i * m + k] * a[j * m + k];
    c[i * n + j] = s;
  }
}

extern "C" __global__ void wsum_o3(float *__restrict__ out, const float *__restrict__ w, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
  for (int k = 0; k < n; k++) s += w[k] * (float)(t + k);
  out[t] = s;
}
