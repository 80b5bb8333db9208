// The kernel shape (issue 16): one thread per iteration, the grid's dimensions from the collapsed
// loops, the loop whose index is the fastest-varying subscript of more accesses on threadIdx.x
// (Wang's interchange at launch level), and what the divergence analysis then proves of the
// accesses: the row accesses coalesce (jacobi2d: 5 of 6; gemm: C[i][j] and B[k][j]
// coalesced, A[i][k] the same for a warp's lanes).
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp --report | FileCheck %s
// RUN: %gpuopt offload %root/tests/offload/jacobi2d.c -fopenmp --report | FileCheck %s --check-prefix=JAC
// RUN: %gpuopt offload %root/tests/offload/gemm.c -fopenmp --report | FileCheck %s --check-prefix=GEMM
// RUN: %gpuopt offload %s -fopenmp --json | FileCheck %s --check-prefix=JSON

void rows(int n, int m, float *a, const float *b) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = 2 * b[i * m + j];
}

void cols(int n, int m, float *a, const float *b) {
#pragma omp parallel for collapse(2)
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++) a[i * m + j] = 2 * b[i * m + j];
}

void box(int n, int m, int l, float *a) {
#pragma omp parallel for collapse(3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++) a[(i * m + j) * l + k] += 1;
}

void dyn(int n, float *a) {
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < n; i++) a[i] += 1;
}

// CHECK: loop 0: rows
// CHECK: grid: 2-D, one thread per iteration{{$}}
// CHECK-NEXT: accesses (divergence analysis): 2 coalesced, 0 strided, 0 divergent, 0 broadcast
// CHECK: loop 1: cols
// CHECK: grid: 2-D, one thread per iteration (interchanged: the outer loop on threadIdx.x)
// CHECK-NEXT: accesses (divergence analysis): 2 coalesced, 0 strided, 0 divergent, 0 broadcast
// CHECK: loop 2: box
// CHECK: grid: 3-D, one thread per iteration{{$}}
// CHECK-NEXT: accesses (divergence analysis): 2 coalesced, 0 strided, 0 divergent, 0 broadcast
// CHECK: loop 3: dyn
// CHECK: grid: 1-D, one iteration per thread per round (the dynamic schedule handed out statically)
// CHECK-NEXT: accesses (divergence analysis): 2 coalesced, 0 strided, 0 divergent, 0 broadcast
// JAC: grid: 2-D, one thread per iteration{{$}}
// JAC-NEXT: accesses (divergence analysis): 5 coalesced
// JAC: grid: 2-D, one thread per iteration{{$}}
// JAC-NEXT: accesses (divergence analysis): 5 coalesced
// GEMM: grid: 2-D, one thread per iteration{{$}}
// GEMM-NEXT: accesses (divergence analysis): 3 coalesced, 0 strided, 0 divergent, 4 broadcast
// JSON: "grid_dims":2,"grid_interchanged":false
// JSON: "grid_dims":2,"grid_interchanged":true
// JSON: "grid_dims":3,"grid_interchanged":false
// JSON: "grid_dims":0,"grid_interchanged":false
