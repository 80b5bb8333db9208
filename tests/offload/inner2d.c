// A `parallel for` without collapse whose inner loop is parallel (issue 16): the worksharing loop
// goes to y, its inner loop to x (a nested 2-D grid: "grid: 2-D ... nested"), with the pairs of
// arrays the inner loop's dependence test assumes disjoint tested by the runtime before the launch.
// Loops: an element-wise sum with a transposed operand (C, A coalesced; B strided), a 5-point
// stencil on the interior, an unsigned inner loop with step 2 and `<=`, the same sum called with C
// overlapping A in each row (the runtime's test fails: that call runs on the CPU; the output still matches), and
// three that stay 1-D: an unsigned nest (its i*m+j may wrap: no bounds, no dependence verdict), an inner loop carrying a dependence (a[i][j] from a[i][j-1]) and one whose
// outer index is the fastest-varying subscript (it stays on threadIdx.x). Partial blocks (37 x 45,
// 19 x 23); EXPECT-ENV reruns with one block per grid dimension (the inner loop's grid-stride path).
// EXPECT: offloaded 5 kept 0
// EXPECT-GRID: 2n 2n 1 1 1
// EXPECT-STATS: gpu_loops 5 cpu_loops 1 h2d_bytes 30268 d2h_bytes 15208
// EXPECT-EXACT: fewer
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>

static void add_t(int n, int m, int w, const int *A, const int *B, int *C) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) C[i * w + j] = A[i * w + j] + B[j * n + i];
}

static void stencil(int n, int m, const int *a, int *b) {
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i * m + j] = a[(i - 1) * m + j] + a[(i + 1) * m + j] + a[i * m + j - 1] + a[i * m + j + 1] - 4 * a[i * m + j];
}

static void evens(unsigned n, unsigned m, long *x) {
#pragma omp parallel for
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < m; j += 2) x[i * m + j] = x[i * m + j] * 3 + i - j;
}

/* a[i][j] depends on a[i][j-1]: the inner loop stays sequential in each thread (1-D) */
static void prefix(int n, int m, int *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++) a[i * m + j] += a[i * m + j - 1];
}

/* column order: i is the fastest-varying subscript, the 1-D grid over i already coalesces */
static void colsum(int n, int m, const int *a, int *t) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) t[j * n + i] = a[j * n + i] + j;
}

int main(void) {
  int n = 37, m = 45, p = 19, q = 23;
  int *A = malloc(sizeof(int) * n * m), *B = malloc(sizeof(int) * n * m), *C = malloc(sizeof(int) * n * m);
  int *s = malloc(sizeof(int) * p * q), *d = calloc((size_t)p * q, sizeof(int));
  long *x = malloc(sizeof(long) * p * q);
  for (int k = 0; k < n * m; k++) A[k] = k * 7 % 13, B[k] = k % 11 - 5, C[k] = -1;
  for (int k = 0; k < p * q; k++) s[k] = (k * 37) % 101 - 50, x[k] = k;
  add_t(n, m, m, A, B, C);
  stencil(p, q, s, d);
  evens((unsigned)p, (unsigned)q, x);
  /* C overlaps A within each row (rows stay independent, as the directive promises): the runtime's
   * test fails, the CPU runs it (the inner loop's threads would race) */
  add_t(n, m - 1, m, A, B, A + 1);
  prefix(p, q, s);
  colsum(p, q, s, d);
  long h = 0;
  for (int k = 0; k < n * m; k++) h = h * 31 + C[k] + 7 * A[k];
  for (int k = 0; k < p * q; k++) h = h * 31 + s[k] + 3 * d[k] + x[k];
  printf("%ld\n", h);
  for (int k = 0; k < p * q; k += 17) printf("%d %d %ld\n", s[k], d[k], x[k]);
  free(A), free(B), free(C), free(s), free(d), free(x);
  return 0;
}
