// clang -O3 IR (INPUT-O) of a worksharing loop that loop unswitching splits in two copies on a
// loop-invariant condition: `m > 0` guards rowsum's inner loop, so clang makes `if (m > 0) { for
// (i) { ...inner loop... } } else { for (i) y[i] += 1 }`, the second copy vectorised (a vector
// body and a scalar remainder). offload_fold.c recognises the copies under the uniform condition
// (a read-only shared scalar), folds each into its scalar copy (or keeps it, plain), and the grid
// steps every copy: one thread per iteration whichever copy runs. The range function is built per
// copy and selects one by the same condition at run time (offload_ranges.c).
// Before (main): the grid matcher mapped the first copy only, and the second ran from the thread's
// first iteration to the end of the space in every thread: with m = 0 the sums were wrong
// ("[3, 7) m 0: y -54.000", clang's build -60.000), and whole objects moved ("its body has 3
// outermost loops": h2d 37968 bytes). Exact: rowsum reads y[lo..hi-1] and, with m > 0,
// a[lo*48 .. (hi-1)*48 + m-1] (with m = 0 nothing of a), writes y[lo..hi-1]; scale (a select,
// not unswitched: the control) reads x and z over the same rows: for (lo, hi, m) = (0, 1, 47),
// (3, 7, 0), (10, 47, 20) and the zero-trip (5, 5, 48): 7684 bytes in, 336 out. (m = 47, not 48:
// LLVM 22's inner loop unrolled by 8 with m a multiple of 8 gets a range one element longer for a.)
// INPUT-O: 3
// EXPECT: offloaded 2 kept 0
// EXPECT-GRID: 1vs 1
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 6 zero_trip 2 h2d_count 11 h2d_bytes 7684 d2h_count 6 d2h_bytes 336
#include <stdio.h>
#include <stdlib.h>

#define N 64
#define M 48

/* `m > 0` guards the inner loop: clang -O3 unswitches the worksharing loop on it */
static void rowsum(int n, int m, int off, float *y, const float *a) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float s = y[i + off];
    for (int j = 0; j < m; j++)
      s += a[(i + off) * M + j];
    y[i + off] = s + 1.0f;
  }
}

/* an invariant `if (alpha != 0)` in the body: clang makes it a select, one copy */
static void scale(int n, int off, float alpha, float *y, const float *x) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (alpha != 0.0f)
      y[i + off] = alpha * x[i + off] + 1.0f;
    else
      y[i + off] = 2.0f;
  }
}

int main(void) {
  static const int los[] = {0, 3, 10, 5}, his[] = {1, 7, 47, 5}, ms[] = {M - 1, 0, 20, M};
  float *y = malloc(sizeof(float) * N), *z = malloc(sizeof(float) * N);
  float *a = malloc(sizeof(float) * N * M), *x = malloc(sizeof(float) * N);
  for (int i = 0; i < N * M; i++) a[i] = (float)(i * 7 % 13 - 6) / 8.0f;
  for (int i = 0; i < N; i++) y[i] = z[i] = -1.0f, x[i] = (float)(i % 5);
  #pragma clang loop unroll(disable)
  for (unsigned k = 0; k < sizeof los / sizeof *los; k++) {
    int lo = los[k], hi = his[k];
    rowsum(hi - lo, ms[k], lo, y, a);
    scale(hi - lo, lo, k & 1 ? 0.0f : 1.5f, z, x);
    double s = 0, t = 0;
    for (int i = 0; i < N; i++) s += y[i], t += z[i];
    printf("[%d, %d) m %d: y %.3f z %.3f\n", lo, hi, ms[k], s, t);
  }
  free(y), free(z), free(a), free(x);
  return 0;
}
