// One GPU thread per iteration (issue 16): 1-D, 2-D (collapse(2)), the 2-D interchange (the outer
// loop's index is the fastest-varying subscript: it goes to threadIdx.x) and 3-D (collapse(3))
// grids and a static chunked schedule over a strided loop (lower bound 5, step 3), with trip counts that leave partial blocks (37, 45, 7, 5, 3 ...), lastprivate (the
// thread with the last iteration writes it) and a reduction. EXPECT-ENV runs the program a second
// time with GPUOPT_OFFLOAD_MAX_BLOCKS=1: each launch then has fewer threads than iterations, and
// the grid-stride loop must still run every iteration once (the output is compared again).
// EXPECT: offloaded 6 kept 0
// The chunked loop's transfers are exact (issue 16): y[5..998] in and out, 3976 bytes, not the whole
// 4000 (the range function drops the chunk loop around the iteration loop: its first chunk is the
// whole space once static_init is gone); main before: 36832 in, 22172 out.
// EXPECT-STATS: gpu_loops 6 cpu_loops 0 h2d_bytes 36808 d2h_bytes 22148
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>

static int last_i;

static void axpy(int n, int *x, int *y) {
#pragma omp parallel for lastprivate(last_i)
  for (int i = 0; i < n; i++) {
    y[i] = 3 * x[i] + y[i];
    last_i = i;
  }
}

static void scale2(int n, int m, int *a) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = a[i * m + j] * 2 + i - j;
}

/* column order: the inner loop's index i strides by m, the outer j is the fastest-varying
 * subscript of both accesses: j goes to threadIdx.x (the interchange) */
static void colwise(int n, int m, const int *a, int *t) {
#pragma omp parallel for collapse(2)
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++) t[i * m + j] = a[i * m + j] * 3 + 7 * j;
}

static void cube(int n, int m, int l, long *c) {
#pragma omp parallel for collapse(3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++) c[(i * m + j) * l + k] += (long)i * 10000 + j * 100 + k;
}

static void every3(int n, int *a) {
#pragma omp parallel for schedule(static, 3)
  for (int i = 5; i < n; i += 3) a[i] = a[i] * 5 + i;
}

static long total(int n, const int *a) {
  long s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

int main(void) {
  int n = 1000, r = 45, c = 37, z = 7, w = 5, v = 3;
  int *x = malloc(sizeof(int) * n), *y = malloc(sizeof(int) * n);
  int *a = malloc(sizeof(int) * r * c), *t = malloc(sizeof(int) * r * c);
  long *cb = calloc((size_t)z * w * v, sizeof(long));
  for (int i = 0; i < n; i++) x[i] = i % 13, y[i] = i;
  for (int i = 0; i < r * c; i++) a[i] = i % 17, t[i] = -1;
  axpy(n, x, y);
  scale2(r, c, a);
  colwise(r, c, a, t);
  cube(z, w, v, cb);
  every3(n, y);
  long s = total(n, y);
  long h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + y[i];
  for (int i = 0; i < r * c; i++) h = h * 31 + a[i] + 3 * t[i];
  for (int i = 0; i < z * w * v; i++) h = h * 31 + cb[i];
  printf("last %d sum %ld hash %ld\n", last_i, s, h);
  printf("y[999] %d a[44*37+36] %d t[44*37+36] %d cb[last] %ld\n", y[999], a[r * c - 1], t[r * c - 1], cb[z * w * v - 1]);
  free(x), free(y), free(a), free(t), free(cb);
  return 0;
}
