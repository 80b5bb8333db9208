// SESE regions of several loop nests (DawnCC §3.1): per base pointer, the bounds over a whole region
// expressed in values available at its entry; accesses between the nests count; a region whose
// bounds need a value computed inside it is not analysable; a loop body holding two sibling nests is
// a region whose bounds are in the outer induction variable.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds --json %s | FileCheck --check-prefix=JSON %s
// CHECK-LABEL: function seq
// CHECK: region lines 24-29 (entry 0, exit return), outermost loops at lines 24, 27
// CHECK-NEXT: a[0 .. max(0, n - 1)] elements, read+write, 4-byte elements, over-approximated
// CHECK-NEXT: b[0 .. max(0, n - 1)] elements, write, 4-byte elements, over-approximated
// CHECK-LABEL: function body
// CHECK: region lines 32-38 (entry 0, exit return), outermost loops at lines 32
// CHECK-NEXT: a[0 .. max(0, n*m - 1)] elements, read+write, 4-byte elements, exact, touched only if m >= 1 && n >= 1
// CHECK-NEXT: region lines 32-36 ({{.*}}), outermost loops at lines 33, 35
// CHECK-NEXT: a[m*i .. max(m*i, m + m*i - 1)] elements, read+write, 4-byte elements, exact, touched only if m >= 1
// CHECK-LABEL: function inside
// CHECK: region lines 41-46 (entry 0, exit return), outermost loops at lines 41, 44
// CHECK-NEXT: not analysable: load of a at line 45: the bounds depend on a value computed in the region
// CHECK-NEXT: a: read+write, unbounded (the bounds depend on a value computed in the region)
// CHECK-NEXT: p[0 .. 0] elements, read, 4-byte elements, exact
// JSON: "regions":[{"entry":"0","exit":null,"lines":[24,29],"loops":[24,27],"bounds":[{"base":"a","lo":"0","hi":"max(0, n - 1)","unit":"element","elem_size":4,"read":true,"write":true,"exact":false,"guard":"1"}
void seq(int n, float *a, float *b) {
  for (int i = 0; i < n; i++)
    a[i] = 0.0f;
  b[0] = 1.0f;
  for (int i = 1; i < n; i++)
    b[i] = a[i - 1];
}

void body(int n, int m, float *a) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      a[i * m + j] = 0.0f;
    for (int j = 0; j < m; j++)
      a[i * m + j] += 1.0f;
  }
}

void inside(int n, float *a, const int *p) {
  for (int i = 0; i < n; i++)
    a[i] = 0.0f;
  int q = p[0];
  for (int i = 0; i < q; i++)
    a[i] += 1.0f;
}
