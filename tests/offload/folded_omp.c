// clang -O2 IR (INPUT-O) of worksharing loops that clang's optimisers split in two: the loop
// vectoriser's vector body plus scalar remainder (ramp, a store of the index converted), the runtime
// unroller's unrolled-by-4 loop plus an epilogue loop of trip % 4 iterations with its own counter
// (checksum's reduction; tests/offload/unrolled_omp.c has the prologue form). gpuopt offload folds
// each back into its scalar copy on the device (src/transform/offload_fold.c) and maps it one
// thread per iteration (EXPECT-GRID's "s": the report says "the scalar copy"); before, they ran as
// contiguous pieces per thread. saxpy's scalar remainder is itself unrolled by 2 with a
// straight-line prologue (no scalar loop left): the loop is rebuilt from that iteration and folded
// (offload_fold.c's peel_find; tests/offload/peel_omp.c). Trip counts 1, 3, 4, 5, 37 and 100 (below, at and above
// the unroll count and the vector width); EXPECT-ENV reruns with one block (threads stride over
// several iterations). The output equals clang's build's.
// INPUT-O: 2
// EXPECT: offloaded 3 kept 0
// EXPECT-GRID: 1s 1s 1s
// EXPECT-ENV: GPUOPT_OFFLOAD_MAX_BLOCKS=1
#include <stdio.h>
#include <stdlib.h>

static void saxpy(int n, float a, const float *x, float *y) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static void ramp(int n, float *b) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    b[i] = (float)(3 * i - 7);
}

static long checksum(int n, const float *a) {
  long h = 0;
  #pragma omp parallel for reduction(+:h)
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  static const int sizes[] = {1, 3, 4, 5, 37, 100};
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    int n = sizes[k];
    float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
    float *b = malloc(sizeof(float) * n);
    for (int i = 0; i < n; i++) x[i] = (float)(i % 7) / 7.0f, y[i] = (float)(i % 5) - 2.0f;
    saxpy(n, 1.5f, x, y);
    ramp(n, b);
    long s = 0;
    for (int i = 0; i < n; i++) s += (long)b[i];
    printf("n %d: y %ld y[0] %.5f y[n-1] %.5f b %ld %.1f\n", n, checksum(n, y), y[0], y[n - 1], s, b[n - 1]);
    free(x), free(y), free(b);
  }
  return 0;
}
