// `parallel for` over heap arrays (Wang's setting: the OpenMP program as it is): offloaded, with
// the data environment recovered from the outlined function's arguments.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp --report | FileCheck %s
// RUN: %gpuopt offload %s -fopenmp --json | FileCheck %s --check-prefix=JSON

void saxpy(int n, float a, float *x, float *y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

// CHECK: 1 loop, 1 offloaded, 0 kept on the CPU
// CHECK: loop 0: saxpy line 8 (saxpy.omp_outlined{{.*}}): offloaded as __gpuopt_omp_k0
// CHECK: schedule static, signed i32 iteration space, 0 reductions
// CHECK: data: n: scalar in; y: array in/out; a: scalar in; x: array in
// CHECK: after the loop: written data copied back to the host
// JSON: "offloaded":1
// JSON: "kernel":"__gpuopt_omp_k0"
// JSON: "iv_bits":32
// JSON: "arrays":2
