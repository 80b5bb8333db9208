// restrict_acc: c[i] += sum_k a[i*m + k], an accumulator that is stored in every iteration unless a
// and c are known not to overlap (no __restrict__), under a guard on i. The kernel-restrictify tests
// (tests/unit/kernel_restrictify_test.c) also run it with c inside a (overlapping buffers).
// RUN-ARGS: --kernel restrict_acc --grid 2 --block 32 --arg f32[1024]:rand:1 --arg f32[64]:rand:2 --arg i32:60 --arg i32:16
// GPU-ARGS: --kernel restrict_acc --grid 32768 --block 32 --arg f32[16777216]:rand:1 --arg f32[1048576]:rand:2 --arg i32:1048576 --arg i32:16
// RUN-ARGS: --kernel restrict_acc --grid 1 --block 64 --arg f32[300]:rand:3 --arg f32[64]:zero --arg i32:30 --arg i32:10
extern "C" __global__ void restrict_acc(const float *a, float *c, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int k = 0; k < m; k++) c[i] += a[i * m + k];
}
