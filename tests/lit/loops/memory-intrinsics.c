// llvm.memset / memcpy / memmove in a loop: each touches the span [p, p + len) through its
// destination (written) and memcpy's or memmove's source (read); the bounds take the highest byte
// p + len - 1 and "len >= 1" as a fact (a triangular length 8*i: the rows from i = 1 on, under
// n >= 2; a length m*4: m >= 1 makes the row offsets' sign known). The loops stay sequential:
// the dependence test takes no call.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// CHECK-LABEL: function copy_blocks
// CHECK: not parallel: call to @llvm.memcpy{{.*}} may have side effects
// CHECK: b[0 .. max(0, 32*n - 1)] bytes, read, exact, touched only if n >= 1
// CHECK: a[4 .. max(4, 32*n + 3)] bytes, write, exact, touched only if n >= 1
// CHECK-LABEL: function clear_lower
// CHECK: t[8*n .. max(8*n, 8*(n*n) - 9)] bytes, write, exact, touched only if n >= 2
// CHECK-LABEL: function move_rows
// CHECK: a[0 .. max(0, 4*(n*m) + 7)] bytes, read+write, exact, touched only if m >= 1 && n >= 2
#include <string.h>

void copy_blocks(int n, float *a, const float *b) {
  for (int i = 0; i < n; i++)
    memcpy(a + i * 8 + 1, b + i * 8, 8 * sizeof(float));
}

void clear_lower(int n, double *t) {
  for (int i = 0; i < n; i++)
    memset(t + i * n, 0, i * sizeof(double));
}

void move_rows(int n, int m, float *a) {
  for (int i = 1; i < n; i++)
    memmove(a + (i - 1) * m, a + i * m + 2, m * sizeof(float));
}
