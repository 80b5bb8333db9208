// Nested parallel loops in sequential C: one GPU thread per iteration of up to three nested loops
// the parallel-loops analysis proves parallel (a 2-D or 3-D grid, Wang §4.1), the loop whose index
// moves the accesses to the next element on threadIdx.x (Wang's loop interchange: `colwise` runs
// its columns in the outer loop, so the outer loop goes to x), sizes that leave partial blocks
// (37 x 19, 5 x 7 x 33: the guards), an inner loop that does not run (m = 0: nothing moves), and a
// nest whose outer body stores (`rowinit`: the inner loop stays sequential in each thread, 1-D).
// Transfers (37*19*4 = 2812 bytes per matrix): a and b go in for add2d, a again for colwise (the
// copy-back between them invalidates the device copies); c, v, r and ci are written in full and not
// copied in; the zero-trip call moves nothing; back: a, b, c after the first loop, c twice, v, r, ci.
// EXPECT: offloaded 5 kept 5
// EXPECT-GRID: 1 2 2i 3 1
// EXPECT-COALESCED: 2-D
// EXPECT-STATS: gpu_loops 5 cpu_loops 0 zero_trip 1 h2d_count 3 h2d_bytes 8436 d2h_count 8 d2h_bytes 21640
#include <stdio.h>
#include <stdlib.h>

static void add2d(int n, int m, const float *a, const float *b, float *c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) c[i * m + j] = a[i * m + j] * 2.0f + b[i * m + j];
}

static void colwise(int n, int m, const float *a, float *c) {
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++) c[i * m + j] = a[i * m + j] - (float)j;
}

static void vol(int nz, int ny, int nx, int *v) {
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) v[(z * ny + y) * nx + x] = z * 10000 + y * 100 + x;
}

static void rowinit(int n, int m, int *r, int *c) {
  for (int i = 0; i < n; i++) {
    r[i] = i * 3;
    for (int j = 0; j < m; j++) c[i * m + j] = i - j;
  }
}

int main(void) {
  int n = 37, m = 19, nz = 5, ny = 7, nx = 33;
  float *a = malloc(sizeof(float) * n * m), *b = malloc(sizeof(float) * n * m), *c = malloc(sizeof(float) * n * m);
  int *v = malloc(sizeof(int) * nz * ny * nx), *r = malloc(sizeof(int) * n), *ci = malloc(sizeof(int) * n * m);
  for (int i = 0; i < n * m; i++) a[i] = (float)(i % 13) * 0.5f, b[i] = (float)(i % 7), c[i] = -1.0f;
  add2d(n, m, a, b, c);
  long sum = 0;
  for (int i = 0; i < n * m; i += 11) printf("add %d %.9g\n", i, c[i]);
  colwise(n, m, a, c);
  add2d(n, 0, a, b, c); /* the inner loop does not run */
  for (int i = 0; i < n * m; i += 11) printf("col %d %.9g\n", i, c[i]);
  vol(nz, ny, nx, v);
  rowinit(n, m, r, ci);
  for (int i = 0; i < nz * ny * nx; i++) sum += (long)v[i] * (i % 5 + 1);
  for (int i = 0; i < n * m; i++) sum += (long)ci[i] * (i % 3 + 1);
  for (int i = 0; i < n; i++) sum += r[i];
  printf("sum %ld v %d %d\n", sum, v[nz * ny * nx - 1], v[ny * nx + 2 * nx + 5]);
  free(a), free(b), free(c), free(v), free(r), free(ci);
  return 0;
}
