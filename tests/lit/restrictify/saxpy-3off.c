// DawnCC Fig. 5 / §3.2: restrictify versions saxpy_3off's loop on the byte-range test of x and y; the
// checked copy carries one alias scope per pointer, each noalias with the other; the aliasing call
// saxpy_3off(n, a, x, x) takes the original loop; results equal before and after (lli).
// A loop that is not parallel (prefix sum) and a loop over one array are left alone.
// RUN: %clang -O1 -g0 -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.ll
// RUN: %gpuopt opt -p restrictify %t.ll -o %t.r.ll
// RUN: FileCheck %s < %t.r.ll
// RUN: %llvm-bindir/lli %t.ll > %t.before.txt
// RUN: %llvm-bindir/lli %t.r.ll > %t.after.txt
// RUN: diff %t.before.txt %t.after.txt
// RUN: FileCheck %s --check-prefix=RUNS < %t.after.txt
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: define {{.*}}void @saxpy_3off(
// CHECK: %restrict.ok = or i1
// CHECK-NEXT: br i1 %restrict.ok, label %[[COPY:.*]], label %[[ORIG:.*]]
// CHECK: load float, ptr {{.*}} !alias.scope ![[SX:[0-9]+]], !noalias ![[SY:[0-9]+]]
// CHECK: load float, ptr {{.*}} !alias.scope ![[SY]], !noalias ![[SX]]
// CHECK: store float {{.*}} !alias.scope ![[SY]], !noalias ![[SX]]
// CHECK-LABEL: define {{.*}}void @prefix(
// CHECK-NOT: restrict.ok
// CHECK-LABEL: define {{.*}}void @scale(
// CHECK-NOT: restrict.ok
// CHECK-LABEL: define {{.*}}i32 @main(
void saxpy_3off(int n, float alpha, float *x, float *y) {
  for (int i = 3; i < n; ++i)
    y[i - 3] = alpha * x[i] + y[i - 3];
}

void prefix(int n, float *a, float *b) {
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + b[i];
}

void scale(int n, float *a) {
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * a[i];
}

int main(void) {
  int n = 100;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 13);
    y[i] = (float)(i % 7);
  }
  saxpy_3off(n, 2.0f, x, y);
  saxpy_3off(n, 1.0f, x, x);  // overlapping: the original loop, sequential semantics
  saxpy_3off(n, 1.0f, x + 1, x);
  prefix(n, y, x);
  scale(n, y);
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i] * (i + 1) + y[i];
  // RUNS: sum 351080
  printf("sum %.0f\n", s);
  return 0;
}
