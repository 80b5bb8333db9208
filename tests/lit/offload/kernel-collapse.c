// collapse(2) over global arrays: one linearised iteration space (i64), consecutive iterations
// (j, the fastest-varying subscript) on consecutive threads. Globals reach the kernel as pointer
// parameters (pointer, offset; in the order the loop uses them) through device-side slots.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp -o %t.ll --report | FileCheck %s --check-prefix=REPORT
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 1 --block 64 \
// RUN:   --arg 'i32[16]:iota' --arg i64:0 --arg 'i32[16]:fill:0' --arg i64:0 --arg i32:4 --dump 2 %t.device.ll \
// RUN:   | FileCheck %s
#define N 4
int A[N][N], T[N][N];

void transpose(int n) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) T[j][i] = A[i][j];
}

// REPORT: offloaded as __gpuopt_omp_k0
// REPORT: schedule static, signed i64 iteration space
// REPORT: data: n: scalar in; @A: global in; @T: global out
// CHECK: 0
// CHECK-NEXT: 4
// CHECK-NEXT: 8
// CHECK-NEXT: 12
// CHECK-NEXT: 1
// CHECK-NEXT: 5
