// DawnCC Fig. 8 (seeds/003): corr. A is read on [0, m*n - 1]; MEAN and STDEV on [0, m - 1]; the
// j loops are parallel, the i loops carry MEAN[j] / STDEV[j] through memory.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// CHECK: loop at line 17 (depth 1, {{.*}}): trip count max(0, m), runs if m >= 1; parallel
// CHECK: MEAN[0 .. max(0, m - 1)] elements, read+write, 4-byte elements, exact, touched only if m >= 1
// CHECK: A[0 .. max(0, m*n - 1)] elements, read, 4-byte elements, exact, touched only if n >= 1 && m >= 1
// CHECK: loop at line 19 (depth 2, {{.*}}): trip count max(0, n), runs if n >= 1; not parallel: loop-carried dependence between the load of MEAN (line 20) and the store to MEAN (line 20)
// CHECK: loop at line 23 (depth 1, {{.*}}): trip count max(0, m), runs if m >= 1; parallel
// CHECK: STDEV[0 .. max(0, m - 1)] elements, read+write, 4-byte elements, exact, touched only if m >= 1
// CHECK: A[0 .. max(0, m*n - 1)] elements, read, 4-byte elements, exact
// CHECK: MEAN[0 .. max(0, m - 1)] elements, read, 4-byte elements, exact
// CHECK: loop at line 25 (depth 2, {{.*}}): {{.*}}not parallel: loop-carried dependence between the load of STDEV
#include <math.h>

void corr(int m, int n, float *A, float *MEAN, float *STDEV, float float_n) {
  for (int j = 0; j < m; j++) {
    MEAN[j] = 0.0f;
    for (int i = 0; i < n; i++)
      MEAN[j] += A[i * m + j];
    MEAN[j] /= float_n;
  }
  for (int j = 0; j < m; j++) {
    STDEV[j] = 0.0f;
    for (int i = 0; i < n; i++)
      STDEV[j] += (A[i * m + j] - MEAN[j]) * (A[i * m + j] - MEAN[j]);
    STDEV[j] /= float_n;
    STDEV[j] = sqrtf(STDEV[j]);
  }
}
// The whole function is one SESE region of the two nests: bounds over its parameters, exact.
// CHECK: region lines 17-30 (entry 0, exit return), outermost loops at lines 17, 23
// CHECK-NEXT: MEAN[0 .. max(0, m - 1)] elements, read+write, 4-byte elements, exact, touched only if m >= 1
// CHECK-NEXT: A[0 .. max(0, m*n - 1)] elements, read, 4-byte elements, exact, touched only if n >= 1 && m >= 1
// CHECK-NEXT: STDEV[0 .. max(0, m - 1)] elements, read+write, 4-byte elements, exact, touched only if m >= 1
