// Exact-bounds transfers (issue 16): the report says, per offloaded loop, whether the runtime moves
// the bytes the loop's access bounds name (evaluated before each launch) and which arrays are
// written in full (not copied in), or why whole objects move.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp --report | FileCheck %s
// RUN: %gpuopt offload %s -fopenmp --json | FileCheck %s --check-prefix=JSON

void part(int m, const float *x, float *y) {
#pragma omp parallel for
  for (int i = 0; i < m; i++) y[i] = 2.0f * x[i] + 1.0f;
}

void cond(int n, const float *x, float *z) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    if (x[i] > 8.0f) z[i] = x[i];
}

void gather(int n, const int *idx, const float *x, float *y) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) y[idx[i]] = x[i];
}

void dyn(int n, const float *x, float *y) {
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < n; i++) y[i] = x[i] * 3.0f;
}

// CHECK: loop 0: part
// CHECK: transfers: exact bounds: {{(y, x|x, y)}}; written in full, not copied in: y
// CHECK: loop 1: cond
// CHECK: transfers: exact bounds: {{(z, x|x, z)}}{{$}}
// CHECK: loop 2: gather
// CHECK: transfers: whole objects: its accesses cannot be bounded (store of {{.*}}
// A dynamic schedule (issue 16): handed out statically, one iteration per thread per round, so
// its accesses are proved coalesced; its transfers are exact too (the range function makes its
// dispatch loop one pass over the whole space).
// CHECK: loop 3: dyn
// CHECK: grid: 1-D, one iteration per thread per round (the dynamic schedule handed out statically)
// CHECK: accesses (divergence analysis): 2 coalesced, 0 strided, 0 divergent, 0 broadcast
// CHECK: transfers: exact bounds: {{(y, x|x, y)}}; written in full, not copied in: y
// JSON: "exact_transfers":true,"transfers":"exact bounds:
// JSON: "exact_transfers":true
// JSON: "exact_transfers":false,"transfers":"whole objects:
// JSON: "exact_transfers":true,"transfers":"exact bounds:
