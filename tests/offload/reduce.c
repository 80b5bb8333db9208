// Reductions: + and max on integers (exact), + on double and * on float (the GPU combines in
// another order: within the tolerance).
// EXPECT: offloaded 2 kept 0
// EXPECT-STATS: gpu_loops 2
// (The tolerance is for the float product: N terms combined in another order differ by up to
// about N·2^-24 relatively; at -DSCALE=4 an H100 printed 20.75297 for the CPU's 20.75295.)
// TOLERANCE: 1e-4
#include <stdio.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

#define N (777 * SCALE)
int v[N];
double w[N];
float f[N];

int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 37) % 101 - 50, w[i] = (double)((i * 13) % 29) / 7, f[i] = 1.0f + (float)(i % 3) / 1024;
  long sum = 0;
  int mx = -1000;
  double ws = 0;
#pragma omp parallel for reduction(+ : sum, ws) reduction(max : mx)
  for (int i = 0; i < N; i++) {
    sum += v[i];
    ws += w[i];
    if (v[i] > mx) mx = v[i];
  }
  float prod = 1;
#pragma omp parallel for reduction(* : prod)
  for (int i = 0; i < N; i++) prod *= f[i];
  printf("%ld %d\n", sum, mx);
  printf("%.12g %.7g\n", ws, prod);
  return 0;
}
