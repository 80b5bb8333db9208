// Host statements between offloaded loops, from C (gpuopt offload's own front end, unoptimised host
// code): a global array, a local array whose address reaches the loops (registered with the
// runtime for its frame), a heap array read through a pointer into its middle, and scalar locals
// (private stack slots: neither checked nor synced). Between the two loops of each step the host
// reads an element the first loop wrote (it comes back) and writes one the second loop reads (its
// device copy is invalid after, and the element goes in again); everything else stays on the
// device. The checksums would differ if a stale copy were read on either side.
//   glob_step: globals G and H (64 doubles each): loop 0 writes H[i] = G[i] * 0.5 + t, the host
//     reads H[t] and writes H[63 - t], loop 1 adds H[63 - t] to every G[i]; 8 steps.
//   local_step: local float arrays L and M[40] filled on the host, then per step loop 0 writes M
//     from L, the host reads M[3] and writes M[2 * s], loop 1 adds M[2 * s] to L; 5 steps.
//   mid_step: loop 0 writes h[0..99] from g; the host reads q[s] through q = h + 50 and writes
//     q[-50 + s]; loop 1 adds h[s] to g; 4 steps.
// (Each loop reads only what the other writes, and the host element it reads: no iteration reads
// what another writes.)
// Totals: 1172 bytes in 20 transfers, 7568 out in 20 (before, when each host access copied
// everything back: 13092 in 51, 12992 out in 34).
// EXPECT: offloaded 6 kept 0
// EXPECT-STATS: gpu_loops 34 h2d_count 20 h2d_bytes 1172 d2h_count 20 d2h_bytes 7568
// EXPECT-FUSION: fewer
// EXPECT-REPORT: host accesses on the way (loads, stores, loops as a whole) check the present table
#include <stdio.h>
#include <stdlib.h>

double G[64], H[64];

static double glob_step(void) {
  double acc = 0;
  for (int t = 0; t < 8; t++) {
#pragma omp parallel for
    for (int i = 0; i < 64; i++)
      H[i] = G[i] * 0.5 + t;
    acc += H[t];
    H[63 - t] = acc * 0.25;
#pragma omp parallel for
    for (int i = 0; i < 64; i++)
      G[i] += H[63 - t];
  }
  return acc;
}

static float local_step(void) {
  float L[40], M[40];
  float acc = 0;
  for (int i = 0; i < 40; i++) L[i] = (float)(i % 9), M[i] = 0.0f;
  for (int s = 0; s < 5; s++) {
#pragma omp parallel for
    for (int i = 0; i < 40; i++)
      M[i] = L[i] * 0.5f + 1.0f;
    acc += M[3];
    M[2 * s] = acc;
#pragma omp parallel for
    for (int i = 0; i < 40; i++)
      L[i] += M[2 * s] * 0.125f;
  }
  float sum = 0;
  for (int i = 0; i < 40; i++) sum += (L[i] + 2 * M[i]) * (float)(i + 1);
  return sum + acc;
}

static long mid_step(int *h, int *g) {
  long acc = 0;
  int *q = h + 50;
  for (int s = 0; s < 4; s++) {
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      h[i] = g[i] * 3 + i + s;
    acc += q[s];
    q[-50 + s] = (int)(acc % 1000);
#pragma omp parallel for
    for (int i = 0; i < 100; i++)
      g[i] = g[i] % 1000 + h[s];
  }
  for (int i = 0; i < 100; i++) acc += (h[i] + 5 * g[i]) * (i % 7);
  return acc;
}

int main(void) {
  for (int i = 0; i < 64; i++) G[i] = i * 0.5;
  int *h = malloc(sizeof(int) * 100), *g2 = malloc(sizeof(int) * 100);
  for (int i = 0; i < 100; i++) h[i] = i % 13, g2[i] = i % 11;
  double g = glob_step();
  double gs = 0;
  for (int i = 0; i < 64; i++) gs += (G[i] + 3 * H[i]) * (i % 5 + 1);
  printf("glob %.6f %.6f\n", g, gs);
  printf("local %.4f\n", local_step());
  printf("mid %ld\n", mid_step(h, g2));
  free(h), free(g2);
  return 0;
}
