// clang -O2 IR (INPUT-O) of worksharing loops over part of their arrays that clang's optimisers
// split in two (folded_omp.c's forms: vector body plus scalar remainder, unrolled loop plus
// remainder loop): the range function (src/transform/offload_ranges.c) folds its copy of the loop
// the way the device's is folded (src/transform/offload_fold.c), so it bounds the scalar copy over
// [lb, ub], and the transfers are the parts touched, not the whole arrays (before: "its body has 2
// outermost loops", whole objects). The bytes below are those exact ranges: ramp (vectorised)
// writes y[lo..hi-1] in full (copied out, not in), total (unrolled, a reduction) reads
// a[lo..hi-1]; for (lo, hi) = (0, 1), (3, 7), (10, 47), (50, 150) and the zero-trip (5, 5) over arrays of 200 elements: 142 elements
// of 4 bytes each way, plus the reduction's 8-byte variable (4 launches) each way. Before: whole
// arrays, h2d 6432 bytes (a, 800 bytes, 4 times, and y, 800 bytes, copied in too), d2h 3232.
// INPUT-O: 2
// EXPECT: offloaded 2 kept 0
// EXPECT-GRID: 1s 1s
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 8 zero_trip 2 h2d_count 8 h2d_bytes 600 d2h_count 8 d2h_bytes 600
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>

#define N 200

static void ramp(int n, int off, float *y) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i + off] = (float)(3 * i - 7);
}

static long total(int n, int off, const float *a) {
  long h = 0;
  #pragma omp parallel for reduction(+:h)
  for (int i = 0; i < n; i++)
    h += (long)(a[i + off] * 1000.0f);
  return h;
}

int main(void) {
  static const int los[] = {0, 3, 10, 50, 5}, his[] = {1, 7, 47, 150, 5};
  float *y = malloc(sizeof(float) * N);
  float *a = malloc(sizeof(float) * N);
  for (int i = 0; i < N; i++) y[i] = -1.0f, a[i] = (float)(i * 7 % 13 - 6) / 8.0f;
  for (unsigned k = 0; k < sizeof los / sizeof *los; k++) {
    int lo = los[k], hi = his[k];
    ramp(hi - lo, lo, y);
    double s = 0;
    for (int i = 0; i < N; i++) s += y[i];
    printf("[%d, %d): y %.3f total %ld\n", lo, hi, s, total(hi - lo, lo, a));
  }
  free(y), free(a);
  return 0;
}
