// `atomic` is an atomicrmw already; a `critical` section that is one update x = x op e becomes
// the atomicrmw op (issue 16: atomic/critical on scalars -> GPU atomics where the operation has
// one). Parameters: n, h (pointer, offset), k (pointer, offset).
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp -o %t.ll --report | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=IR < %t.device.ll
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 2 --block 64 --arg i32:100 \
// RUN:   --arg 'i32[17]:zero' --arg i64:0 --arg 'i32[100]:rand:3' --arg i64:0 --dump 1 %t.device.ll \
// RUN:   | FileCheck %s

void hist(int n, int *h, int *k) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    h[k[i] + 1]++;
#pragma omp critical
    { h[0] += 1; }
  }
}

// REPORT: offloaded as __gpuopt_omp_k0
// REPORT: 2 atomic updates (1 from critical)
// IR-NOT: __kmpc_critical
// IR: atomicrmw add
// IR: atomicrmw add
// h[0] counts the iterations; the bins (rand values in [0, 16)) sum to 100 as well.
// CHECK: 100
