// DawnCC Fig. 5/6 (seeds/003): saxpy_3off. x is read on [3, max(3, n-1)], y read and written on
// [0, max(0, n-4)]; both touched only when the loop runs (n >= 4), unlike Fig. 5(b).
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds --json %s | FileCheck --check-prefix=JSON %s
// CHECK: function saxpy_3off
// CHECK: loop at line [[@LINE+8]] (depth 1, header {{.*}}): trip count max(0, n - 3), runs if n >= 4; parallel
// CHECK-NEXT: needs no alias: x/y
// CHECK-NEXT: x[3 .. max(3, n - 1)] elements, read, 4-byte elements, exact, touched only if n >= 4
// CHECK-NEXT: y[0 .. max(0, n - 4)] elements, read+write, 4-byte elements, exact, touched only if n >= 4
// JSON: "name":"saxpy_3off"
// JSON: "loops":[{"line":[[@LINE+3]],"depth":1,"header":"{{.*}}","trip_count":"max(0, n - 3)",{{.*}}"parallel":true,"reason":null,"needs_no_alias":{{\[\["x","y"\]\]}},"reductions":[]
// JSON-SAME: "bounds":[{"base":"x","lo":"3","hi":"max(3, n - 1)","unit":"element","elem_size":4,"read":true,"write":false,"exact":true,"guard":"n >= 4"},{"base":"y","lo":"0","hi":"max(0, n - 4)","unit":"element","elem_size":4,"read":true,"write":true,"exact":true,"guard":"n >= 4"}],"analysable":true}]
void saxpy_3off(int n, float a, float *x, float *y) {
  for (int i = 3; i < n; i++)
    y[i - 3] = a * x[i] + y[i - 3];
}
