// Hand-written kernels for the Wang et al. §4.1 rewrites (issue 20): what a front end that runs no
// LLVM loop optimisation hands gpuopt (regen.sh: clang -O1 without LLVM's passes, then sroa and
// instcombine only, so LICM has not promoted anything). Each launch line below is for
// `gpuopt difftest` / `gpuopt run --emulate --sectors` (check-wang, bench-wang); sizes are chosen
// so that the last block is partial. EXPECT-REWRITES: the kernel's gpuopt_rewrites_fired after
// `-p wang` (`-` for none).
// RUN-ARGS: --kernel rowsum --grid 3 --block 32 --arg f32[80]:zero --arg f32[3200]:rand:1 --arg i32:80 --arg i32:40
// RUN-ARGS: --kernel rowsum_alias --grid 3 --block 32 --arg f32[80]:zero --arg f32[3200]:rand:1 --arg i32:80 --arg i32:40
// RUN-ARGS: --kernel rowsum_cond --grid 3 --block 32 --arg f32[80]:zero --arg f32[3200]:rand:1 --arg i32:80 --arg i32:40
// RUN-ARGS: --kernel gemm_acc --grid 2,2 --block 16,16 --arg f32[900]:rand:1 --arg f32[900]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg f32:0.5
// gemm_acc's threadIdx.x tile (B[k*n+j]): strip T = min(blockDim.x, 1024/blockDim.x) < blockDim.x
// (33x3), a 3-D block, 8x4 blocks in a partial grid, trip counts 0 and 1, one row per block (a
// 2-D kernel launched 1-D: correct, no reuse); TX-ARGS lines are difftested by check-wang with
// reg-promote,smem-prefetch only (the RUN-ARGS lines with every pipeline)
// TX-ARGS: --kernel gemm_acc --grid 1,10 --block 33,3 --arg f32[1600]:rand:1 --arg f32[1600]:rand:2 --arg f32[1600]:rand:3 --arg i32:40 --arg f32:0.5
// TX-ARGS: --kernel gemm_acc --grid 8,8 --block 4,2,2 --arg f32[900]:rand:1 --arg f32[900]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg f32:0.5
// TX-ARGS: --kernel gemm_acc --grid 3,5 --block 8,4 --arg f32[289]:rand:1 --arg f32[289]:rand:2 --arg f32[289]:rand:3 --arg i32:17 --arg f32:0.5
// TX-ARGS: --kernel gemm_acc --grid 2,2 --block 16,16 --arg f32[1]:rand:1 --arg f32[1]:rand:2 --arg f32[1]:rand:3 --arg i32:0 --arg f32:0.5
// TX-ARGS: --kernel gemm_acc --grid 1,1 --block 16,2 --arg f32[1]:rand:1 --arg f32[1]:rand:2 --arg f32[1]:rand:3 --arg i32:1 --arg f32:0.5
// TX-ARGS: --kernel gemm_acc --grid 1,30 --block 32,1 --arg f32[900]:rand:1 --arg f32[900]:rand:2 --arg f32[900]:rand:3 --arg i32:30 --arg f32:0.5
// RUN-ARGS: --kernel transpose_add --grid 2,2 --block 16,16 --arg f32[900]:zero --arg f32[900]:rand:1 --arg i32:30
// RUN-ARGS: --kernel sum4 --grid 3 --block 32 --arg f32[80]:zero --arg f32[320]:rand:1 --arg i32:80
// RUN-ARGS: --kernel stencil3 --grid 3 --block 32 --arg f32[82]:zero --arg f32[82]:rand:1 --arg i32:81
// RUN-ARGS: --kernel tiled_acc --grid 3 --block 32 --arg f32[80]:zero --arg f32[3200]:rand:1 --arg i32:80 --arg i32:40
// RUN-ARGS: --kernel matvec --grid 3 --block 32 --arg f32[80]:zero --arg f32[3200]:rand:1 --arg f32[40]:rand:2 --arg i32:80 --arg i32:40
// RUN-ARGS: --kernel matvec --grid 2 --block 64 --arg f32[80]:zero --arg f32[5600]:rand:1 --arg f32[70]:rand:2 --arg i32:80 --arg i32:70
// RUN-ARGS: --kernel matvec --grid 4 --block 24 --arg f32[80]:zero --arg f32[80]:rand:1 --arg f32[1]:rand:2 --arg i32:80 --arg i32:1
// RUN-ARGS: --kernel matvec --grid 3 --block 32 --arg f32[80]:zero --arg f32[1]:rand:1 --arg f32[1]:rand:2 --arg i32:80 --arg i32:0
// RUN-ARGS: --kernel rowdot_all --grid 2,3 --block 8,4 --arg f32[192]:zero --arg f32[252]:rand:1 --arg f32[336]:rand:2 --arg i32:21
// RUN-ARGS: --kernel rowdot_all --grid 1,2 --block 16,8 --arg f32[256]:zero --arg f32[512]:rand:1 --arg f32[512]:rand:2 --arg i32:32
// RUN-ARGS: --kernel zsum --grid 2 --block 4,3,2 --arg f32[48]:zero --arg f32[640]:rand:1 --arg i32:3 --arg i32:40 --arg i32:10
// RUN-ARGS: --kernel zsum --grid 2 --block 5,3,2 --arg f32[60]:zero --arg f32[704]:rand:1 --arg i32:0 --arg i32:63 --arg i32:11
// RUN-ARGS: --kernel vsum_join --grid 3 --block 32 --arg f32[96]:zero --arg f32[45]:rand:1 --arg i32:70 --arg i32:45
// RUN-ARGS: --kernel vsum_join --grid 2 --block 48 --arg f32[96]:zero --arg f32[100]:rand:1 --arg i32:50 --arg i32:100
// RUN-ARGS: --kernel vsum_cond --grid 3 --block 32 --arg f32[80]:zero --arg f32[45]:rand:1 --arg i32:70 --arg i32:45
// RUN-ARGS: --kernel vsum_tidbound --grid 3 --block 32 --arg f32[80]:zero --arg f32[80]:rand:1 --arg i32:70
// TX-ARGS: --kernel vecmat --grid 3 --block 32 --arg f32[80]:zero --arg f32[40]:rand:1 --arg f32[3200]:rand:2 --arg i32:80 --arg i32:40
// EXPECT-REWRITES: rowsum reg-promote
// EXPECT-REWRITES: rowsum_alias reg-promote
// EXPECT-REWRITES: rowsum_cond -
// EXPECT-REWRITES: gemm_acc reg-promote,smem-prefetch,smem-prefetch-tx
// EXPECT-REWRITES: transpose_add -
// EXPECT-REWRITES: sum4 vector-loads
// EXPECT-REWRITES: stencil3 -
// EXPECT-REWRITES: tiled_acc -
// EXPECT-REWRITES: matvec smem-prefetch
// EXPECT-REWRITES: rowdot_all smem-prefetch,smem-prefetch-tx
// EXPECT-REWRITES: zsum smem-prefetch
// EXPECT-REWRITES: vsum_join smem-prefetch
// EXPECT-REWRITES: vsum_cond -
// EXPECT-REWRITES: vsum_tidbound -
// EXPECT-REWRITES: vecmat smem-prefetch

// Row sum over A[i*m+k] with i parallel: the accumulator s[i] is read and written in every k.
extern "C" __global__ void rowsum(float *__restrict__ s, const float *__restrict__ A, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    s[i] = 0;
    for (int k = 0; k < m; k++) s[i] += A[i * m + k];
  }
}

// The same without __restrict__: nothing separates s from A (kernel-restrictify's checked copy does).
extern "C" __global__ void rowsum_alias(float *s, const float *A, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    s[i] = 0;
    for (int k = 0; k < m; k++) s[i] += A[i * m + k];
  }
}

// A conditional update: no store every exit passes (left alone).
extern "C" __global__ void rowsum_cond(float *__restrict__ s, const float *__restrict__ A, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int k = 0; k < m; k++)
      if (A[i * m + k] > 0.5f) s[i] += A[i * m + k];
}

// C = beta*C + A*B with the accumulator in C (the PolyBench/GPU form).
extern "C" __global__ void gemm_acc(float *__restrict__ C, const float *__restrict__ A, const float *__restrict__ B,
                                   int n, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) {
    C[i * n + j] *= beta;
    for (int k = 0; k < n; k++) C[i * n + j] += A[i * n + k] * B[k * n + j];
  }
}

// Transpose-add: A[j*n+i] is read with the parallel index as the slow subscript (strided).
extern "C" __global__ void transpose_add(float *__restrict__ B, const float *__restrict__ A, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) B[i * n + j] = A[i * n + j] + A[j * n + i];
}

// Four consecutive loads of one thread at a 16-byte multiple (vector-loads).
extern "C" __global__ void sum4(float *__restrict__ out, const float *__restrict__ __attribute__((align_value(16))) in,
                                int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[4 * i] + in[4 * i + 1] + in[4 * i + 2] + in[4 * i + 3];
}

// Three neighbours (consecutive, alignment unknown: vector-loads cannot fire).
extern "C" __global__ void stencil3(float *__restrict__ b, const float *__restrict__ a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
  if (i < n) b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0f / 3);
}

// An accumulator in a loop with a barrier (a shared-memory tile): reg-promote refuses (privacy
// over the grid is not proved), and says so in its statistics.
extern "C" __global__ void tiled_acc(float *__restrict__ s, const float *__restrict__ A, int n, int m) {
  __shared__ float t[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) s[i] = 0;
  for (int k = 0; k < m; k++) {
    t[threadIdx.x] = i < n ? A[i * m + k] : 0;
    __syncthreads();
    if (i < n) s[i] += t[threadIdx.x];
    __syncthreads();
  }
}

// Matrix-vector product, one thread per row: x[k] is the same element for every thread of the
// block (smem-prefetch: the k-loop strip-mined by blockDim.x under the guard i < n, x loaded
// cooperatively into a shared tile). A[i*m+k] differs per thread and stays a global load.
extern "C" __global__ void matvec(float *__restrict__ y, const float *__restrict__ A, const float *__restrict__ x,
                                  int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float s = 0;
    for (int k = 0; k < m; k++) s += A[i * m + k] * x[k];
    y[i] = s;
  }
}

// Every thread runs the loop (no guard); the tile's rows are the block's y rows (W[r*m+k] is shared
// by the threads of one tid.y); m need not be a multiple of blockDim.x.
extern "C" __global__ void rowdot_all(float *__restrict__ out, const float *__restrict__ W, const float *__restrict__ v,
                                      int m) {
  int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
  int w = gridDim.x * blockDim.x;
  float s = 0;
  for (int k = 0; k < m; k++) s += W[r * m + k] * v[k * w + c];
  out[r * w + c] = s;
}

// A 3-D block: a tile row is (tid.y, tid.z); unsigned `<=` bound from arguments. Rows at or past
// nrow are inactive and A ends at row nrow (a prefetch of their rows would read past it).
extern "C" __global__ void zsum(float *__restrict__ out, const float *__restrict__ A, unsigned lo, unsigned hi,
                                unsigned nrow) {
  unsigned row = (blockIdx.x * blockDim.z + threadIdx.z) * blockDim.y + threadIdx.y;
  unsigned t = row * blockDim.x + threadIdx.x;
  if (row < nrow) {
    float s = threadIdx.x;
    for (unsigned k = lo; k <= hi; k++) s += A[row * 64 + k];
    out[t] = s;
  }
}

// The guard's join is the loop's exit, with a phi (r is 1 for the threads that skip the loop).
extern "C" __global__ void vsum_join(float *__restrict__ out, const float *__restrict__ x, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float r = 1.0f;
  if (i < n)
    for (int k = 0; k < m; k++) r += x[k] * (float)(i + k);
  out[i] = r;
}

// The load of x[k] does not run in every iteration (a per-thread condition): not prefetched.
extern "C" __global__ void vsum_cond(float *__restrict__ out, const float *__restrict__ x, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float s = 0;
    for (int k = 0; k < m; k++)
      if (k % 3 != i % 3) s += x[k];
    out[i] = s;
  }
}

// The trip count depends on the thread: threads of a block would run different numbers of barriers.
extern "C" __global__ void vsum_tidbound(float *__restrict__ out, const float *__restrict__ x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float s = 0;
    for (int k = 0; k < i; k++) s += x[k];
    out[i] = s;
  }
}

// A 1-D kernel: x[k] is the same for the whole block (a row tile); A[k*n+j] is consecutive in
// tid.x, but a 1-D block has one row: no reuse across warps, so no threadIdx.x tile.
extern "C" __global__ void vecmat(float *__restrict__ y, const float *__restrict__ x, const float *__restrict__ A, int n,
                                  int m) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < n) {
    float s = 0;
    for (int k = 0; k < m; k++) s += x[k] * A[k * n + j];
    y[j] = s;
  }
}
