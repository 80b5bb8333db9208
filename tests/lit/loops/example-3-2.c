// DawnCC Example 3.2 (seeds/003): the bounds of B(x) in a loop writing B[i + k]: [k, n + k - 1]
// elements when the loop runs (n >= 1); printed as [k, max(k, n + k - 1)].
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// CHECK: loop at line 8 {{.*}}trip count max(0, n), runs if n >= 1; parallel
// CHECK-NEXT: B[k .. max(k, n + k - 1)] elements, write, 4-byte elements, exact, touched only if n >= 1
void example32(int n, int k, int *B) {
  for (int i = 0; i < n; i++)
    B[i + k] = i;
}
