// Sequential input (no OpenMP): the loops issue 14's analysis proves parallel are offloaded behind a
// run-time no-alias test of the pairs the verdict assumes; the others stay on the CPU with the
// analysis's reason (issue 16).
// REQUIRES: clang
// RUN: %gpuopt offload %s --report | FileCheck %s
// RUN: %gpuopt offload %s --json | FileCheck %s --check-prefix=JSON
// RUN: %gpuopt offload %s -o %t.ll && FileCheck %s --check-prefix=IR < %t.ll
// RUN: %gpuopt offload %s --rewrites none | FileCheck %s --check-prefix=NOLI

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

// CHECK: 4 loops, 2 offloaded, 2 kept on the CPU
// CHECK: saxpy_3off line 11 (__gpuopt_seq_loop0): offloaded as __gpuopt_omp_k0
// CHECK: schedule sequential
// CHECK: sequential loop proved parallel; 1 no-alias check at run time
// The time loop t carries a dependence (direction (<, =, =)); loop interchange (Wang 4.1, issue 20)
// puts the i and j loops outside it, so they are one launch on a 2-D grid with t in each thread.
// CHECK: rows line 22 (__gpuopt_seq_loop1): offloaded as __gpuopt_omp_k1
// CHECK: grid: 2-D
// CHECK: sequential loop proved parallel; 0 no-alias checks
// CHECK: rewrites (Wang 4.1): loop-interchange
// CHECK-DAG: prefix line 14 (): kept on the CPU: loop-carried dependence
// CHECK-DAG: sum line 18 (): kept on the CPU: has a reduction (+ s)
// Without the rewrites the i loop inside the time loop is offloaded (4 launches at run time).
// NOLI: 5 loops, 2 offloaded, 3 kept on the CPU
// NOLI: rows line 23 (__gpuopt_seq_loop1): offloaded as __gpuopt_omp_k1
// NOLI: rows line 22 (): kept on the CPU:
// JSON: "sequential":true,"alias_checks":1
// The host keeps the original loop; the GPU path is tried only when x and y do not overlap.
// IR-LABEL: define {{.*}} @saxpy_3off(
// IR: %seq.noalias = or i1
// IR: br i1 %seq.noalias, label %seq.offload, label %seq.overlap
// IR: call i32 @__gpuopt_omp_site0(
// IR: call void @__gpuopt_omp_overlap(
