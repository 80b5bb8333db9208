// Sequential loops with an unsigned exit test (issue 16): `for (unsigned i = b; i < n; i++)`, whose
// increment has no flags at -O0 (C's unsigned arithmetic wraps). The test `i <u n` keeps i below
// UINT_MAX, so i does not wrap and the loop runs max(0, n - b) times in unsigned arithmetic (n and b
// read as unsigned: zero-extended). Before, the trip count was unknown ("the exit test does not
// depend on an induction variable of the loop") and all three loops stayed on the CPU.
// Transfers: main's first loop writes x and y in full (nothing in) and copies them back (8000);
// saxpy_u(1000) moves x and y in (4000 + 4000) and y back (4000); shift_u(100, 600) moves
// x[100..599] in (2000) and y[100..599] back (2000, written in full: nothing of y goes in).
// saxpy_u(0), shift_u(700, 300) (b > n) and shift_u(4000000000, 5) (b > n as unsigned, but negative
// as signed: read as signed the loop would run 294967301 times) run nothing: no launch, no transfer.
// EXPECT: offloaded 3 kept 1
// EXPECT-STATS: gpu_loops 3 cpu_loops 0 launches 3 h2d_count 3 h2d_bytes 10000 d2h_count 4 d2h_bytes 14000
#include <stdio.h>
#include <stdlib.h>

void saxpy_u(unsigned n, float a, float *x, float *y) {
  for (unsigned i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

void shift_u(unsigned b, unsigned n, float *x, float *y) {
  for (unsigned i = b; i < n; i++) y[i] = 2 * x[i] + 1;
}

int main(void) {
  unsigned n = 1000;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (unsigned i = 0; i < n; i++) x[i] = (float)(i % 17) / 4, y[i] = (float)(i % 5);
  saxpy_u(n, 2.5f, x, y);
  saxpy_u(0, 1.0f, x, y);              /* zero trip */
  shift_u(100, 600, x, y);
  shift_u(700, 300, x, y);             /* b > n: zero trip */
  shift_u(4000000000u, 5, x, y);       /* b > n as unsigned (negative as signed): zero trip */
  for (unsigned i = 0; i < n; i += 97) printf("%u %.9g %.9g\n", i, x[i], y[i]);
  free(x);
  free(y);
  return 0;
}
