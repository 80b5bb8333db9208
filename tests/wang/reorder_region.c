// Global and dynamic index reordering (issue 20, Wang 4.1; runtime/offload_layout.c): one data
// region (offloaded loops with no host code between them: the runtime elides the syncs) whose
// loops all prefer A stored transposed (row sums, a row scale, row sums again, i parallel over
// A[i*m + k]): one device transpose in, the layout kept by the next two launches, one transpose back
// at the end. Then a region where a loop disagrees (a column update, k parallel over A[i*m + k],
// coalesced as stored): the reordered copy goes back to the plain layout on the device before it
// and is made again after it (dynamic reordering).
#include <stdio.h>
#include <stdlib.h>

void agree(int n, int m, float *A, float *s) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k];
    s[i] = acc;
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    /* c = k % 5, carried by the inner loop: the loop stays 1-D (with a parallel inner loop it would
       get the nested 2-D grid, coalesced in the plain layout: tests/offload/inner2d.c) */
    float c = 0;
    for (int k = 0; k < m; k++) {
      A[i * m + k] = A[i * m + k] * 0.5f + c;
      c = c == 4.0f ? 0.0f : c + 1.0f;
    }
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k];
    s[i] += acc;
  }
}

void disagree(int n, int m, float *A, float *s) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float c = (float)(i % 3); /* (i + k) % 3, carried: 1-D as above */
    for (int k = 0; k < m; k++) {
      A[i * m + k] = A[i * m + k] + c;
      c = c == 2.0f ? 0.0f : c + 1.0f;
    }
  }
#pragma omp parallel for
  for (int k = 0; k < m; k++)
    for (int i = 1; i < n; i++) A[i * m + k] = A[i * m + k] - A[(i - 1) * m + k] * 0.25f;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    float acc = 0;
    for (int k = 0; k < m; k++) acc += A[i * m + k];
    s[i] = acc;
  }
}

int main(int argc, char **argv) {
#ifndef RN
#define RN 70
#define RM 23
#endif
  int n = RN, m = RM; /* bench/wang/reorder.sh: -DRN=... -DRM=...; or the arguments N M */
  if (argc > 2) n = atoi(argv[1]), m = atoi(argv[2]);
  if (n < 2 || m < 1) return 2;
  float *A = malloc((size_t)n * m * sizeof *A), *s = malloc(n * sizeof *s);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 17) - 8;
  agree(n, m, A, s);
  for (int i = 0; i < n; i += 13) printf("agree %d %.9g\n", i, s[i]);
  for (int i = 0; i < n * m; i += 211) printf("A %d %.9g\n", i, A[i]);
  disagree(n, m, A, s);
  for (int i = 0; i < n; i += 13) printf("disagree %d %.9g\n", i, s[i]);
  for (int i = 0; i < n * m; i += 211) printf("A %d %.9g\n", i, A[i]);
  free(A), free(s);
  return 0;
}
