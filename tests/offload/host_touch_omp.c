// Copy fusion past host statements (DawnCC §5; Wang §4.1 "host-device communication": written
// ranges go back only when the host reads them): the host's loads and stores between two offloaded
// loops check the present table (__gpuopt_omp_touch) instead of copying everything back.
//   qr_like(48, a, b, r), gramschmidt's shape: per k, loop 0 writes b (in full) from a on the
//     device; the host reads b[k] (newer on the device: b goes back, 192 bytes), writes r[k] (not on
//     the device) and a[k] (newer on the device from the k - 1 loop 1: a goes back, 192; the device
//     copy of a[k] is invalid after); loop 1 reads a (only a[k] goes in, 4 bytes) and r[k] (4)
//     and writes a. Wrong answers if the host read a stale b[k] or loop 1 a stale a[k]. In: a once
//     (192) + 48 * 2 * 4 = 576 in 97 transfers; out: 48 b + 48 a (the last at the return) = 18432
//     in 96.
//   host_loop(48, c, d): a host loop between two offloaded loops (a cycle with no offloaded loop):
//     all of it goes back before it, as before (a check per iteration would cost more): c out
//     (192), c in (192), d out at the return (192).
//   rowsum(48, 40, A, s) 4 times, 3 of them in a host loop that reads s[t] and writes A[t*40 + 1]:
//     A in once (7680), then only the element the host wrote (3 * 4), s back at each s[t] read and
//     before the final host loop (4 * 192). Under GPUOPT_REORDER=always (EXPECT-ENV: the same
//     output) index-reorder's transposed copy of A is dropped by each host store into it (4
//     transposes in).
// Totals: in 576 + 192 + 7692 = 8460 bytes in 102 transfers; out 18432 + 384 + 768 = 19584 in 102.
// Before (every host access a full copy-back, as --no-fuse does here too): in 58752 bytes in 197
// transfers, out the same 19584 in 102.
// INPUT-O: 1
// EXPECT: offloaded 6 kept 0
// EXPECT-REPORT: 3 host loads/stores on the way check the present table
// EXPECT-FUSION: fewer
// EXPECT-ENV: GPUOPT_REORDER=always
// EXPECT-STATS: gpu_loops 102 launches 102 h2d_count 102 h2d_bytes 8460 d2h_count 102 d2h_bytes 19584
#include <stdio.h>
#include <stdlib.h>

static void qr_like(int n, float *a, float *b, float *r) {
  for (int k = 0; k < n; k++) {
    #pragma omp parallel for
    for (int i = 0; i < n; i++)
      b[i] = a[i] * 2.0f + (float)k;
    r[k] = b[k] + 1.0f;
    a[k] = r[k] * 0.5f;
    #pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 0.5f + b[i] * 0.125f + r[k] * 0.01f;
  }
}

static void host_loop(int n, float *c, float *d) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    c[i] = (float)(i * 3 % 7);
  for (int i = 0; i < n; i += 2)
    c[i] += 1.0f;
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    d[i] = c[i] * 2.0f;
}

static void rowsum(int n, int m, const float *A, float *s) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float t = 0.0f;
    for (int k = 0; k < m; k++)
      t += A[i * m + k];
    s[i] = t;
  }
}

int main(void) {
  int n = 48, m = 40;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n), *r = malloc(sizeof(float) * n);
  float *c = malloc(sizeof(float) * n), *d = malloc(sizeof(float) * n);
  float *A = malloc(sizeof(float) * n * m), *s = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) a[i] = (float)(i % 5) * 0.25f, b[i] = -1.0f, r[i] = 0.0f;
  for (int i = 0; i < n * m; i++) A[i] = (float)((i * 7) % 11) - 5.0f;
  qr_like(n, a, b, r);
  double x = 0;
  for (int i = 0; i < n; i++) x += (a[i] + 2 * b[i] + 3 * r[i]) * (i % 7 + 1);
  printf("qr %.4f a[3] %.4f b[5] %.4f r[7] %.4f\n", x, a[3], b[5], r[7]);
  host_loop(n, c, d);
  x = 0;
  for (int i = 0; i < n; i++) x += (c[i] + 3 * d[i]) * (i % 5 + 1);
  printf("loop %.4f\n", x);
  double y = 0;
  for (int t = 0; t < 3; t++) {
    rowsum(n, m, A, s);
    y += s[t] * (t + 1);
    A[t * m + 1] = (float)(t + 10);
  }
  rowsum(n, m, A, s);
  for (int i = 0; i < n; i++) y += s[i] * (i % 3 + 1);
  printf("rowsum %.4f\n", y);
  free(a), free(b), free(r), free(c), free(d), free(A), free(s);
  return 0;
}
