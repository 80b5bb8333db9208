// reduction -> the atomic case of __kmpc_reduce_nowait on the GPU, two-stage for + and max (a warp
// shuffle tree, then one atomic per warp); for * (a cmpxchg loop) see kernel-reduction-cas.c.
// Parameters: n, sum (pointer, offset), x (pointer, offset), mx (pointer, offset).
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp -o %t.ll --report | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=IR < %t.device.ll
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 3 --block 64 --arg i32:150 \
// RUN:   --arg 'i64[1]:fill:5' --arg i64:0 --arg 'i32[150]:iota' --arg i64:0 --arg 'i32[1]:fill:-1' --arg i64:0 \
// RUN:   --dump 1 --dump 5 %t.device.ll | FileCheck %s
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 1 --block 32 --arg i32:150 \
// RUN:   --arg 'i64[1]:fill:5' --arg i64:0 --arg 'i32[150]:iota' --arg i64:0 --arg 'i32[1]:fill:-1' --arg i64:0 \
// RUN:   --dump 1 --dump 5 %t.device.ll | FileCheck %s

void red(int n, long *s, int *m, int *x) {
  long sum = *s;
  int mx = *m;
#pragma omp parallel for reduction(+ : sum) reduction(max : mx)
  for (int i = 0; i < n; i++) {
    sum += x[i];
    if (x[i] > mx) mx = x[i];
  }
  *s = sum;
  *m = mx;
}

// REPORT: offloaded as __gpuopt_omp_k0
// REPORT: 1 reduction, 2 atomic updates
// REPORT: data: n: scalar in; sum: scalar in/out; x: array in; mx: scalar in/out
// IR: red.stage2:
// IR: atomicrmw add
// IR: red.stage2
// IR: atomicrmw max
// 5 + 0 + 1 + ... + 149 = 11180
// CHECK: 11180
// CHECK: 149
