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
// RUN-ARGS: --kernel transpose_add --grid 2,2 --block 16,16 --arg f32[900]:zero --arg f32[900]:rand:1 --arg i32:30
// RUN-ARGS: --kernel sum4 --grid 3 --block 32 --arg f32[80]:zero --arg f32[320]:rand:1 --arg i32:80
// RUN-ARGS: --kernel stencil3 --grid 3 --block 32 --arg f32[82]:zero --arg f32[82]:rand:1 --arg i32:81
// RUN-ARGS: --kernel tiled_acc --grid 3 --block 32 --arg f32[80]:zero --arg f32[3200]:rand:1 --arg i32:80 --arg i32:40
// EXPECT-REWRITES: rowsum reg-promote
// EXPECT-REWRITES: rowsum_alias reg-promote
// EXPECT-REWRITES: rowsum_cond -
// EXPECT-REWRITES: gemm_acc reg-promote
// EXPECT-REWRITES: transpose_add -
// EXPECT-REWRITES: sum4 vector-loads
// EXPECT-REWRITES: stencil3 -
// EXPECT-REWRITES: tiled_acc -

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
