// Linearised 3-D subscripts with a symbolic size (issue 20; dependence.c's below()): in
// X[(i*n + j)*n + k] the term of k stays within a row of n (0 <= k < n) and that of j within a
// plane, so each loop of the j,k,i nest is parallel. Before, the k loop was "not parallel": the
// rest n - 1 < n*n is not a linear fact, and the test did not go row by row.
// Negative cases: k <= n reaches the next row (X[row j][n] is X[row j+1][0]), and k + 1 crosses
// into it: the j loops keep their dependence, and cross's k loop (distance 1; with n = 1 even its
// i loop). overlap's k loop is parallel in fact (n*n > n for n >= 2), which the test does not prove.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --loops %s | FileCheck %s
// CHECK-LABEL: function jki
// CHECK: loop at line [[#@LINE+4]] (depth 1, {{.*}}; parallel
// CHECK: loop at line [[#@LINE+4]] (depth 2, {{.*}}; parallel
// CHECK: loop at line [[#@LINE+4]] (depth 3, {{.*}}; parallel
void jki(float *X, int n) {
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++)
      for (int i = 0; i < n; i++) X[(i * n + j) * n + k] += 1.0f;
}
// CHECK-LABEL: function overlap
// CHECK: loop at line [[#@LINE+4]] (depth 1, {{.*}}; not parallel: loop-carried dependence
// CHECK: loop at line [[#@LINE+4]] (depth 2, {{.*}}; not parallel: loop-carried dependence
// CHECK: loop at line [[#@LINE+4]] (depth 3, {{.*}}; parallel
void overlap(float *X, int n) {
  for (int j = 0; j < n; j++)
    for (int k = 0; k <= n; k++)
      for (int i = 0; i < n; i++) X[(i * n + j) * n + k] += 1.0f;
}
// CHECK-LABEL: function cross
// CHECK: loop at line [[#@LINE+4]] (depth 1, {{.*}}; not parallel: loop-carried dependence
// CHECK: loop at line [[#@LINE+4]] (depth 2, {{.*}}; not parallel: loop-carried dependence
// CHECK: loop at line [[#@LINE+4]] (depth 3, {{.*}}; not parallel: loop-carried dependence
void cross(float *X, int n) {
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++)
      for (int i = 0; i < n; i++) X[(i * n + j) * n + k] = X[(i * n + j) * n + k + 1] + 1.0f;
}
// k < n - 1: the read stays in the row; the k loop carries distance 1, the others are parallel
// CHECK-LABEL: function nocross
// CHECK: loop at line [[#@LINE+4]] (depth 1, {{.*}}; parallel
// CHECK: loop at line [[#@LINE+4]] (depth 2, {{.*}}; not parallel: {{.*}}, distance 1
// CHECK: loop at line [[#@LINE+4]] (depth 3, {{.*}}; parallel
void nocross(float *X, int n) {
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n - 1; k++)
      for (int i = 0; i < n; i++) X[(i * n + j) * n + k] = X[(i * n + j) * n + k + 1] + 1.0f;
}
