// Source names (the default for C input) and relational bounds on a triangular nest: j < i gives
// j <= i - 1 in terms of the outer induction variable (DawnCC 3.1); the main range stays over n.
// --no-names prints IR names instead.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --ranges %s | FileCheck %s
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --ranges --no-names %s | FileCheck %s --check-prefix=IR
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --ranges --json %s | FileCheck %s --check-prefix=JSON
// CHECK-LABEL: function tri
// CHECK: range %{{[^ ]+}} (n): [n, n]
// CHECK: range %{{[^ ]+}} (i): [0, max(0, n - 1)]
// CHECK: range %{{[^ ]+}} (j): [0, max(0, n - 2)]; relational [0, i - 1]
// CHECK: range %{{[^ ]+}} (j): [1, max(1, n - 1)]; relational [1, i]
// CHECK-LABEL: function tri_unsigned
// CHECK: (j): [0, max(0, n - 2)]; relational [0, i - 1]
// IR-NOT: (n)
// IR: range %0: [%0, %0]
// IR: relational [0, %{{[^ ]+}} - 1]
// JSON: "name":"j",{{.*}}"hi":"max(0, n - 2)",{{.*}}"rel_hi":"i - 1"
void tri(int n, float *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      A[i * n + j] = A[j * n + i] + 1.0f;
}
void tri_unsigned(int n, float *L, float *x) {
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (unsigned j = 0; j < (unsigned)i; j++)
      s += L[i * n + j] * x[j];
    x[i] = s;
  }
}
