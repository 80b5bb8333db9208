// Accesses that cannot be bounded are reported with the reason, and the nest is not analysable:
// a pointer loaded in the loop, an index loaded from memory, a call with side effects.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --loops --json %s | FileCheck --check-prefix=JSON %s
// CHECK-LABEL: function rows
// CHECK: not parallel: store to {{.*}} (line 19) cannot be analysed: the pointer is loaded or computed in the loop
// CHECK: not analysable: store of {{.*}} at line 19: the pointer is loaded or computed in the loop
// CHECK-LABEL: function histogram
// CHECK: not parallel: load of hist (line 24): the index is not an affine function of the induction variables
// CHECK: not analysable: load of hist at line 24: the address depends on a value computed in the loop
// CHECK: key[0 .. max(0, n - 1)] elements, read, 4-byte elements, exact, touched only if n >= 1
// CHECK: hist: read+write, unbounded
// CHECK-LABEL: function calls
// CHECK: not parallel: call to @sink (line 30) may have side effects
// JSON: "name":"rows"{{.*}}"parallel":false{{.*}}"analysable":false{{.*}}"name":"histogram"{{.*}}"parallel":false{{.*}}"analysable":false{{.*}}"name":"calls"{{.*}}"parallel":false{{.*}}"analysable":false
void rows(int n, float **rows, float v) {
  for (int i = 0; i < n; i++)
    rows[i][0] = v;
}

void histogram(int n, const int *key, int *hist) {
  for (int i = 0; i < n; i++)
    hist[key[i] & 15]++;
}

extern void sink(float);
void calls(int n, const float *a) {
  for (int i = 0; i < n; i++)
    sink(a[i]);
}
