// Restrictify is correct when the pointers alias (DawnCC §3.2), natively: the restrictified IR,
// optimised by clang -O3 (whose vectoriser uses the copy's scoped noalias) and run on this machine,
// prints what the unannotated program prints at -O0, for Fig. 5's saxpy_3off and for shift3, whose
// aliasing call shift3(n, a, x, x) has a true dependence of distance 3 (y[i+3] reads what iteration
// i wrote): vectorised as if x and y were disjoint it gives another answer. The control run takes
// the checked copy on every call (the test forced true) and must print something else: the
// comparison can fail.
// RUN: %clang -O1 -g0 -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.ll
// RUN: %gpuopt opt -p restrictify %t.ll -o %t.r.ll
// RUN: FileCheck %s < %t.r.ll
// RUN: %clang -O0 -w %s -o %t.seq && %t.seq > %t.seq.txt
// RUN: %clang -O3 -w %t.r.ll -o %t.r && %t.r > %t.r.txt
// RUN: diff %t.seq.txt %t.r.txt
// RUN: sed 's/br i1 %restrict.ok,/br i1 true,/' %t.r.ll > %t.forced.ll
// RUN: %clang -O3 -w %t.forced.ll -o %t.forced && %t.forced > %t.forced.txt
// RUN: %not diff %t.seq.txt %t.forced.txt
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: define {{.*}}void @saxpy_3off(
// CHECK: br i1 %restrict.ok,
// CHECK-LABEL: define {{.*}}void @shift3(
// CHECK: br i1 %restrict.ok,
void saxpy_3off(int n, float alpha, float *x, float *y) {
  for (int i = 3; i < n; ++i)
    y[i - 3] = alpha * x[i] + y[i - 3];
}

void shift3(int n, float alpha, float *x, float *y) {
  for (int i = 0; i < n - 3; ++i)
    y[i + 3] = alpha * x[i] + y[i + 3];
}

int main(void) {
  int n = 1000;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 13);
    y[i] = (float)(i % 7);
  }
  saxpy_3off(n, 2.0f, x, y);
  saxpy_3off(n, 1.0f, x, x);
  saxpy_3off(n - 1, 1.0f, x + 1, x);
  shift3(n, 0.5f, y, x);
  shift3(n, 0.5f, x, x);
  shift3(n - 2, 0.5f, y + 2, y);
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i] * (i % 17 + 1) + y[i] * (i % 5);
  printf("sum %.6e x[999] %.6e y[999] %.6e\n", s, x[n - 1], y[n - 1]);
  return 0;
}
