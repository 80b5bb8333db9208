// Triangular nests: x[j] for j < i < n reaches n - 2 (under n >= 2), not n - 1; the trip count of
// the inner loop is the outer induction variable; the inner loop is a reduction.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// CHECK: loop at line 13 (depth 1, {{.*}}): trip count max(0, n), runs if n >= 1; not parallel: loop-carried dependence between the load of x (line 16) and the store to x (line 17)
// CHECK: L[0 .. max(0, n*n - 1)] elements, read, 8-byte elements, exact, touched only if n >= 1
// CHECK: x[0 .. max(0, n - 1)] elements, read+write, 8-byte elements, exact, touched only if n >= 1
// CHECK: loop at line 15 (depth 2, {{.*}}): trip count max(0, i), runs if i >= 1; parallel
// CHECK-NEXT: reductions: s(+ double)
// CHECK: L[n*i .. max(n*i, i + n*i - 1)] elements, read, 8-byte elements, exact, touched only if i >= 1
// CHECK: x[0 .. max(0, i - 1)] elements, read, 8-byte elements, exact, touched only if i >= 1
void lower_solve(int n, const double *L, const double *b, double *x) {
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++)
      s -= L[i * n + j] * x[j];
    x[i] = s / L[i * n + i];
  }
}
