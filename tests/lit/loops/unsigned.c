// Unsigned loops (issue 16): `for (unsigned i = b; i < n; i++)` increments without flags at -O0; the
// exit test `i <u n` keeps i below UINT_MAX, so i does not wrap: max(0, n - b) iterations with n and
// b read as unsigned (zero-extended, range [0, 2^32 - 1]). The variable's form is its unsigned reading:
// a zext index uses it; a signed reading (`(int)i`, a sign-extended index) does not. `i <= n` may
// wrap (n = UINT_MAX), and so may `i += 2`: no trip count.
// REQUIRES: clang
// RUN: env GPUOPT_CLANG=%clang %gpuopt analyze --bounds %s | FileCheck %s
// CHECK: loop at line 16 (depth 1, {{.*}}): trip count n, runs if n >= 1; parallel
// CHECK-NEXT: y[0 .. max(0, n - 1)] elements, write, 4-byte elements, exact, touched only if n >= 1
// CHECK: loop at line 20 (depth 1, {{.*}}): trip count max(0, n - b), runs if n - b >= 1; parallel
// CHECK-NEXT: y[b .. max(b, n - 1)] elements, write, 4-byte elements, exact, touched only if n - b >= 1
// CHECK: loop at line 24 (depth 1, {{.*}}): trip count n, runs if n >= 1; not parallel: store to memory (line 25) cannot be analysed: an unsigned induction variable read as signed
// CHECK: loop at line 28 (depth 1, {{.*}}): trip count unknown
// CHECK: loop at line 32 (depth 1, {{.*}}): trip count unknown
void from0(unsigned n, float *y) {
  for (unsigned i = 0; i < n; i++)
    y[i] = 1;
}
void fromb(unsigned b, unsigned n, float *y) {
  for (unsigned i = b; i < n; i++)
    y[i] = 1;
}
void signed_use(unsigned n, float *y) {
  for (unsigned i = 0; i < n; i++)
    y[(int)i] = 1;
}
void le(unsigned n, float *y) {
  for (unsigned i = 0; i <= n; i++)
    y[i] = 1;
}
void step2(unsigned n, float *y) {
  for (unsigned i = 0; i < n; i += 2)
    y[i] = 1;
}
