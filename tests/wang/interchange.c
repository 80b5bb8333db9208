// Loop interchange (Wang 4.1, issue 20) on sequential C: a loop that carries a dependence around a
// parallel loop. `recur` (A[k*m+i] = A[(k-1)*m+i]*c + B[k*m+i]: direction (<, =)) is interchanged,
// so the i loop is outermost and offloaded as ONE launch with the k loop sequential in each thread
// (without the interchange: one launch per k). `recur_alias` reads through a pointer that may be A
// itself: the interchange runs behind a run-time no-overlap test, and the call with B == A + m
// (overlapping) takes the original nest. `wave` (A[k*m+i] = A[(k-1)*m+i+1] + ...: direction (<, >))
// must not be interchanged (its rows read the next column of the previous row). `tri` has a
// triangular inner loop (i < k): not a rectangle, left as it is. `floyd` (Floyd-Warshall: the k loop
// around i, j) must not be interchanged (p[i][k] and p[k][j] are rows/columns other iterations of i
// write). `relax` (a time loop around a 1-D update, 5 steps) becomes one launch.
#include <stdio.h>
#include <stdlib.h>

static void recur(int n, int m, float *A, const float *B, float c) {
  for (int k = 1; k < n; k++)
    for (int i = 0; i < m; i++) A[k * m + i] = A[(k - 1) * m + i] * c + B[k * m + i];
}

static void recur_alias(int n, int m, float *A, const float *B) {
  for (int k = 1; k < n; k++)
    for (int i = 0; i < m; i++) A[k * m + i] = A[(k - 1) * m + i] * 0.5f + B[i];
}

static void wave(int n, int m, float *A) {
  for (int k = 1; k < n; k++)
    for (int i = 0; i < m - 1; i++) A[k * m + i] = A[(k - 1) * m + i + 1] * 0.5f + (float)i;
}

static void tri(int n, float *A) {
  for (int k = 1; k < n; k++)
    for (int i = 0; i < k; i++) A[k * n + i] = A[(k - 1) * n + i] + 1.0f;
}

static void floyd(int n, float *p) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        float via = p[i * n + k] + p[k * n + j];
        p[i * n + j] = p[i * n + j] < via ? p[i * n + j] : via;
      }
}

static void relax(int ts, int n, float *c, const float *d) {
  for (int t = 0; t < ts; t++)
    for (int i = 0; i < n; i++) c[i] = c[i] * 0.5f + d[i];
}

static double sum(const float *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * (double)((i % 7) + 1);
  return s;
}

int main(void) {
  int n = 37, m = 150;
  float *A = malloc(sizeof(float) * n * m), *B = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 13) * 0.25f, B[i] = (float)(i % 5) - 2.0f;
  recur(n, m, A, B, 0.75f);
  printf("recur %.6f\n", sum(A, n * m));
  recur_alias(n, m, A, B);
  printf("recur_alias %.6f\n", sum(A, n * m));
  recur_alias(n, m, A, A + m); /* B overlaps A: the original order */
  printf("recur_alias overlap %.6f\n", sum(A, n * m));
  recur(n, 0, A, B, 0.5f);     /* the inner loop does not run */
  recur(1, m, A, B, 0.5f);     /* the outer loop does not run */
  printf("zero trips %.6f\n", sum(A, n * m));
  wave(n, m, A);
  printf("wave %.6f\n", sum(A, n * m));
  tri(n, A);
  printf("tri %.6f\n", sum(A, n * m));
  floyd(40, A);
  printf("floyd %.6f\n", sum(A, 1600));
  relax(5, n * m, A, B);
  printf("relax %.6f\n", sum(A, n * m));
  free(A), free(B);
  return 0;
}
