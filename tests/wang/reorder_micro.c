// The index-reordering microbenchmark (issue 20, Wang §5.4: the reordering model is trained on
// microbenchmarks): row sweeps over A[i*m + k] with i parallel (strided as stored, coalesced once A
// is transposed), one access per element (sweep1) or two (sweep2: the row forwards and backwards),
// read-only or written back (scale). scripts/reorder-collect builds it with gpuopt offload, runs it
// at several sizes with GPUOPT_REORDER=always and never, and labels each launch's features (the
// runtime's GPUOPT_REORDER_REPORT lines) by which was faster.
//   reorder_micro N M KIND    KIND 1: sweep1, 2: sweep2, 3: scale (read and written back, a recurrence along the row)
// prints a checksum on stdout and the loop's time (transfers, transposes and the copy back
// included; the device's start-up not: an untimed loop runs first) as "time_s T" on stderr.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void sweep1(int n, int m, const float *A, float *s) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k];
    s[i] = acc;
  }
}

void sweep2(int n, int m, const float *A, float *s) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k] * A[i * m + (m - 1 - k)];
    s[i] = acc;
  }
}

/* read and written back: a recurrence along the row, so the k-loop stays sequential in the thread
 * (an independent k-loop, A[i*m+k] *= f[i], becomes the x dimension of a nested 2-D grid, coalesced
 * as stored, and is never reordered) */
void scale(int n, int m, float *A, const float *f) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int k = 1; k < m; k++) A[i * m + k] = A[i * m + k] * f[i] + 0.5f * A[i * m + k - 1];
}

/* an untimed loop first: the device's start-up (CUDA context, module load: ~0.2 s on the H100) is not
 * the reordering's cost */
void warm(int n, float *w) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) w[i] = (float)i;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 256, m = argc > 2 ? atoi(argv[2]) : 64, kind = argc > 3 ? atoi(argv[3]) : 1;
  if (n < 1 || m < 1) return 2;
  float *A = malloc((size_t)n * m * sizeof *A), *s = malloc((size_t)n * sizeof *s);
  if (!A || !s) return 2;
  for (long i = 0; i < (long)n * m; i++) A[i] = (float)(i % 7) * 0.25f;
  for (int i = 0; i < n; i++) s[i] = 1.0f + (float)(i % 3);
  float w[64];
  warm(64, w);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  if (kind == 1) sweep1(n, m, A, s);
  else if (kind == 2) sweep2(n, m, A, s);
  else scale(n, m, A, s);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double sum = w[63] - 63.0f;
  for (int i = 0; i < n; i++) sum += s[i];
  for (long i = 0; i < (long)n * m; i += 97) sum += A[i];
  printf("checksum %.6e\n", sum);
  fprintf(stderr, "time_s %.9f\n", (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
  free(A), free(s);
  return 0;
}
