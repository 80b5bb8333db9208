// Data clauses: firstprivate, lastprivate and private scalars, a dynamic schedule (__kmpc_dispatch_*:
// handed out statically on the GPU, one iteration per thread per round), a loop over an unsigned
// 64-bit range. Run again on a single block (GPUOPT_OFFLOAD_MAX_BLOCKS=1: 256 threads for 300
// iterations, so the dynamic loop's first 44 threads take a second round): the same output.
// EXPECT: offloaded 3 kept 0
// EXPECT-STATS: gpu_loops 3
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif

int main(void) {
  int n = 300 * SCALE;
  int *a = malloc(n * sizeof *a);
  long *b = malloc(n * sizeof *b);
  int base = 7, last = -1, tmp;
#pragma omp parallel for firstprivate(base) lastprivate(last) private(tmp)
  for (int i = 0; i < n; i++) {
    tmp = base * i;
    a[i] = tmp % 23;
    last = a[i] + i;
  }
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < n; i++) b[i] = a[i] * 2;
#pragma omp parallel for
  for (unsigned long i = 0; i < (unsigned long)n; i++) b[i] += (long)i;
  long s = 0;
  for (int i = 0; i < n; i++) s += b[i] * (i % 7);
  printf("%d %ld %d\n", last, s, a[n - 1]);
  free(a);
  free(b);
  return 0;
}
