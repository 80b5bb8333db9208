// clang -O2 IR (INPUT-O) of two PolyBench loops whose access ends used to exceed what a min/max of
// symbolic expressions keeps (2dconv's 3x3 stencil and syrk's scaling loop, each with clang's
// vectorised inner loop and its scalar remainder): the row length is an int, so without the
// conditions that guard the inner loop (nj > 2, n > 0) the sign of each access's row coefficient is
// unknown, each access gets min(first row, last row) .. max(...) ends, and the union over the
// accesses had more than 8 ends: "too many accesses whose ends cannot be ordered", whole objects.
// bounds.c now reads the symbols' ranges under the conditions that dominate each access, which
// orders the ends (docs/ranges.md "Access bounds under the guards"). main calls scale and checksum
// twice each (inlined: 5 regions). Arrays have 64 spare floats each; the bytes are the exact ranges,
// and the five regions one data environment (between them main touches only private stack slots:
// copy fusion): conv reads A[0 .. ni*nj - 1] (1120 bytes in) and writes B[nj + 1 .. (ni - 1)*nj - 2]
// = B[21 .. 258], not in full (the borders): 952 bytes in; each scale reads and writes
// C[0 .. n*n - 1] (1600 bytes in, once) and reads beta (4 bytes in); checksum reads B (its first
// and last 21 floats are not on the device yet: 2 * 84 in) and C (there), its 8-byte reduction
// variable both ways. h2d 1120 + 952 + 1600 + 2 * 4 + 168 + 2 * 8 = 3864 bytes in 9 transfers; d2h
// B's 952, C's 1600 and 2 * 8 = 2568 in 4. Until the host's accesses were told apart (each region
// its own data environment): h2d 8016 in 10, d2h 4168 in 5. Before the bounds: conv and both
// scales moved whole objects (h2d 9208, d2h 5104; GPUOPT_OFFLOAD_WHOLE=1: 9720 and 5104).
// INPUT-O: 2
// EXPECT: offloaded 5 kept 0
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 5 h2d_count 9 h2d_bytes 3864 d2h_count 4 d2h_bytes 2568
#include <stdio.h>
#include <stdlib.h>

static void conv(int ni, int nj, const float *A, float *B) {
  #pragma omp parallel for
  for (int i = 1; i < ni - 1; i++)
    for (int j = 1; j < nj - 1; j++)
      B[i * nj + j] = 0.2f * A[(i - 1) * nj + (j - 1)] + 0.5f * A[(i - 1) * nj + j] - 0.8f * A[(i - 1) * nj + (j + 1)] -
                      0.3f * A[i * nj + (j - 1)] + 0.6f * A[i * nj + j] - 0.9f * A[i * nj + (j + 1)] +
                      0.4f * A[(i + 1) * nj + (j - 1)] + 0.7f * A[(i + 1) * nj + j] + 0.1f * A[(i + 1) * nj + (j + 1)];
}

static void scale(int n, float beta, float *C) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i * n + j] *= beta;
}

static long checksum(int n, const float *a) {
  long h = 0;
  #pragma omp parallel for reduction(+:h)
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int ni = 14, nj = 20, n = 20;
  float *A = malloc(sizeof(float) * (ni * nj + 64)), *B = malloc(sizeof(float) * (ni * nj + 64));
  float *C = malloc(sizeof(float) * (n * n + 64));
  for (int i = 0; i < ni * nj + 64; i++) A[i] = (float)((i * 7 + 3) % 19) / 19.0f, B[i] = 0.0f;
  for (int i = 0; i < n * n + 64; i++) C[i] = (float)((i * 5 + 1) % 13) / 13.0f;
  conv(ni, nj, A, B);
  scale(n, 1.5f, C);
  scale(n, 0.5f, C);
  printf("B %ld C %ld\n", checksum(ni * nj, B), checksum(n * n, C));
  free(A), free(B), free(C);
  return 0;
}
