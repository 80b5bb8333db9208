// The kernel of a `parallel for`: one GPU thread per iteration, threads past the trip count get
// no iteration (partial blocks). Run on the SIMT interpreter after the gpucc pipeline, with
// more threads than iterations (2 blocks of 64 for n = 100) and fewer (1 block of 32: a grid-stride
// loop, thread t runs iterations t, t+32, t+64, ...). Parameters: n, y (pointer, byte offset),
// a, x (pointer, byte offset).
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp -o %t.ll
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 2 --block 64 --arg i32:100 \
// RUN:   --arg 'f32[100]:fill:1' --arg i64:0 --arg f32:2 --arg 'f32[100]:iota' --arg i64:0 --dump 1 %t.device.ll \
// RUN:   | FileCheck %s
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 1 --block 32 --arg i32:100 \
// RUN:   --arg 'f32[100]:fill:1' --arg i64:0 --arg f32:2 --arg 'f32[100]:iota' --arg i64:0 --dump 1 %t.device.ll \
// RUN:   | FileCheck %s
// A byte offset moves the base: y starts 4 elements into its buffer.
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 1 --block 64 --arg i32:3 \
// RUN:   --arg 'f32[8]:fill:1' --arg i64:16 --arg f32:2 --arg 'f32[8]:iota' --arg i64:0 --dump 1 %t.device.ll \
// RUN:   | FileCheck %s --check-prefix=OFF
// n = 0: nothing runs (the zero-trip guard of the loop itself).
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 1 --block 32 --arg i32:0 \
// RUN:   --arg 'f32[4]:fill:7' --arg i64:0 --arg f32:2 --arg 'f32[4]:iota' --arg i64:0 --dump 1 %t.device.ll \
// RUN:   | FileCheck %s --check-prefix=ZERO

void saxpy(int n, float a, float *x, float *y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

// CHECK: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 5
// CHECK: 197
// CHECK-NEXT: 199
// CHECK-NOT: {{[0-9]}}
// OFF: 1
// OFF-NEXT: 1
// OFF-NEXT: 1
// OFF-NEXT: 1
// OFF-NEXT: 1
// OFF-NEXT: 3
// OFF-NEXT: 5
// OFF-NEXT: 1
// ZERO-COUNT-4: 7
