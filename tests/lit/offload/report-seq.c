// Sequential input (no OpenMP): the loops issue 14's analysis proves parallel are offloaded behind a
// run-time no-alias test of the pairs the verdict assumes; the others stay on the CPU with the
// analysis's reason (issue 16).
// REQUIRES: clang
// RUN: %gpuopt offload %s --report | FileCheck %s
// RUN: %gpuopt offload %s --json | FileCheck %s --check-prefix=JSON
// RUN: %gpuopt offload %s -o %t.ll && FileCheck %s --check-prefix=IR < %t.ll

void saxpy_3off(int n, float a, float *x, float *y) {
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}
void prefix(int n, float *x) {
  for (int i = 1; i < n; i++) x[i] = x[i - 1] + x[i];
}
float sum(int n, const float *x) {
  float s = 0;
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
void rows(int n, int m, float *a) {
  for (int t = 0; t < 4; t++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) a[i * m + j] = a[i * m + j] * 0.5f + (float)t;
}

// CHECK: 5 loops, 2 offloaded, 3 kept on the CPU
// CHECK: saxpy_3off line 10 (__gpuopt_seq_loop0): offloaded as __gpuopt_omp_k0
// CHECK: schedule sequential
// CHECK: sequential loop proved parallel; 1 no-alias check at run time
// CHECK: rows line 22 (__gpuopt_seq_loop1): offloaded as __gpuopt_omp_k1
// CHECK: sequential loop proved parallel; 0 no-alias checks
// CHECK-DAG: prefix line 13 (): kept on the CPU: loop-carried dependence
// CHECK-DAG: sum line 17 (): kept on the CPU: has a reduction (+ s)
// The time loop carries a dependence; the i loop inside it is offloaded (4 launches at run time).
// CHECK-DAG: rows line 21 (): kept on the CPU:
// JSON: "sequential":true,"alias_checks":1
// The host keeps the original loop; the GPU path is tried only when x and y do not overlap.
// IR-LABEL: define {{.*}} @saxpy_3off(
// IR: %seq.noalias = or i1
// IR: br i1 %seq.noalias, label %seq.offload, label %seq.overlap
// IR: call i32 @__gpuopt_omp_site0(
// IR: call void @__gpuopt_omp_overlap(
