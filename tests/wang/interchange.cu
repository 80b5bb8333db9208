// Loop interchange inside kernels (issue 20, Wang 4.1; the step "loop-interchange"). Regenerate the
// IR with tests/wang/regen_interchange.sh (front-end IR, no LLVM loop passes).
// - colacc: each thread i accumulates out[i*n + j] += A[j*m + k] * x[k] with the k loop outside
//   the j loop: the innermost loop j moves out[] (a load and a store per iteration) and A by a row.
//   Interchanged (cost 6 -> 2: j innermost moves out, out and A by m; k innermost moves A and x by
//   one element), out[i*n+j] is invariant in the new inner loop and reg-promote keeps it in a
//   register: the global requests fall.
// - shift: out[(k+1)*n + j] = out[k*n + j + 1] * 0.5 (direction (<, >)): must not be interchanged.
// - rowacc: colacc's nest in the profitable order already (k innermost: out invariant, A and x
//   walk the next element): left as it is.
// RUN-ARGS: --kernel colacc --grid 2 --block 32 --arg f32[2400]:rand:1 --arg f32[600]:rand:2 --arg f32[12]:rand:3 --arg i32:40 --arg i32:50 --arg i32:12
// RUN-ARGS: --kernel colacc --grid 1 --block 64 --arg f32[1000]:rand:1 --arg f32[100]:rand:2 --arg f32[1]:rand:3 --arg i32:20 --arg i32:50 --arg i32:1
// RUN-ARGS: --kernel shift --grid 1 --block 32 --arg f32[1056]:rand:1 --arg i32:32 --arg i32:33
// RUN-ARGS: --kernel rowacc --grid 2 --block 32 --arg f32[2400]:rand:1 --arg f32[600]:rand:2 --arg f32[12]:rand:3 --arg i32:40 --arg i32:50 --arg i32:12
extern "C" __global__ void colacc(float *__restrict__ out, const float *__restrict__ A, const float *__restrict__ x, int nthreads, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nthreads) return;
  for (int k = 0; k < m; k++)
    for (int j = 0; j < n; j++) out[i * n + j] += A[j * m + k] * x[k];
}

extern "C" __global__ void shift(float *out, int rows, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t != 0) return;
  for (int k = 0; k < rows - 1; k++)
    for (int j = 0; j < n - 1; j++) out[(k + 1) * n + j] = out[k * n + j + 1] * 0.5f;
}

extern "C" __global__ void rowacc(float *__restrict__ out, const float *__restrict__ A, const float *__restrict__ x, int nthreads, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nthreads) return;
  for (int j = 0; j < n; j++)
    for (int k = 0; k < m; k++) out[i * n + j] += A[j * m + k] * x[k];
}
