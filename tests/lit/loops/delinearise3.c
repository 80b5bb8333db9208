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
// A difference across several subscripts: X[i][j][k] from X[i-1][j][k+1] differs by 1 - n*n, split
// as one plane back (i' = i - 1) and one element on (k' = k + 1), so j is the same on both sides
// when k + 1 < n; skew_cross's k + 1 reaches the next row of j (X[i-1][j][n] is X[i-1][j+1][0]).
// CHECK-LABEL: function skew
// CHECK: loop at line [[#@LINE+2]] (depth 1, {{.*}}; parallel
void skew(float *X, int n) {
  for (int j = 0; j < n; j++)
    for (int i = 1; i < n; i++)
      for (int k = 0; k < n - 1; k++) X[(i * n + j) * n + k] = X[((i - 1) * n + j) * n + k + 1] * 0.5f + 1.0f;
}
// CHECK-LABEL: function skew_cross
// CHECK: loop at line [[#@LINE+2]] (depth 1, {{.*}}; not parallel: loop-carried dependence
void skew_cross(float *X, int n) {
  for (int j = 0; j < n; j++)
    for (int i = 1; i < n; i++)
      for (int k = 0; k < n; k++) X[(i * n + j) * n + k] = X[((i - 1) * n + j) * n + k + 1] * 0.5f + 1.0f;
}
