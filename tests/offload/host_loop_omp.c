// A host loop between two offloaded loops, touched as a whole (copy fusion past host statements,
// DawnCC §5): the loop's access bounds (bounds.c) are evaluated at its preheader and each array it
// reaches checks the present table once over [lowest, highest byte] (a store if the loop writes
// the array), instead of a copy-back of everything before the loop.
//   smooth(64, 4, u, v): per step loop 0 writes v[1..62] (in full) from u, the host copies v[56..59]
//     into v[0..3] (a boundary condition), loop 1 writes u[0..61] from v. The host loop's range is
//     v[0..59], a store: v's dirty interval comes back (248 bytes) and its device copy loses
//     v[0..59], which loop 1 copies in again (240); u stays on the device, dirty, across the host
//     loop. In: u once (256) + 4 * 240 = 1216 (5 transfers); out: 4 * 248 = 992 (4).
//   rows(24, 16, a): per step loop 0 updates a (1536 bytes in once); a host loop sums row 5: a's
//     dirty interval comes back (1536, 3 times), a stays valid on the device; loop 1 adds that sum
//     to every element.
//   main's checksum loops are touched as a whole too: u's dirty part (248) and a (1536) come back
//     there, before printf's sync finds nothing left.
// Totals: 2752 bytes in 6 transfers, 7384 out in 9. Before (a host loop: a copy-back of everything):
// 8160 in 12, 8128 out in 12.
// EXPECT-FUSION: fewer
// INPUT-O: 1
// EXPECT: offloaded 4 kept 0
// EXPECT-REPORT: 1 host access on the way (loads, stores, loops as a whole) checks the present table
// EXPECT-STATS: gpu_loops 14 h2d_count 6 h2d_bytes 2752 d2h_count 9 d2h_bytes 7384
#include <stdio.h>
#include <stdlib.h>

static void smooth(int n, int steps, float *u, float *v) {
  for (int t = 0; t < steps; t++) {
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
      v[i] = (u[i - 1] + u[i] + u[i + 1]) * 0.25f;
    for (int i = 0; i < 4; i++)
      v[i] = v[56 + i] * 0.5f;
#pragma omp parallel for
    for (int i = 0; i < n - 2; i++)
      u[i] = v[i] + 0.125f * (float)t;
  }
}

static void rows(int n, int m, float *a) {
  for (int t = 0; t < 3; t++) {
#pragma omp parallel for
    for (int i = 0; i < n * m; i++)
      a[i] = a[i] * 0.75f + 1.0f;
    float s = 0.0f;
    for (int j = 0; j < m; j++)
      s += a[5 * m + j];
#pragma omp parallel for
    for (int i = 0; i < n * m; i++)
      a[i] += s * 0.01f;
  }
}

int main(void) {
  int n = 64;
  float *u = malloc(sizeof(float) * n), *v = malloc(sizeof(float) * n), *a = malloc(sizeof(float) * 24 * 16);
  for (int i = 0; i < n; i++) u[i] = (float)(i % 9), v[i] = -1.0f;
  for (int i = 0; i < 24 * 16; i++) a[i] = (float)(i % 13) * 0.5f;
  smooth(n, 4, u, v);
  rows(24, 16, a);
  double x = 0;
  for (int i = 0; i < n; i++) x += (u[i] + 2 * v[i]) * (i % 5 + 1);
  for (int i = 0; i < 24 * 16; i++) x += a[i] * (i % 3 + 1);
  printf("%.5f u[0] %.5f v[1] %.5f v[62] %.5f a[85] %.5f\n", x, u[0], v[1], v[62], a[85]);
  free(u), free(v), free(a);
  return 0;
}
