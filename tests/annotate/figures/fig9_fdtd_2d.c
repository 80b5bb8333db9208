/* DawnCC Fig. 9(a)/Fig. 10: fdtd_2d with the call to shouldComputeY in the outer loop. The call has
 * a side effect (a counter), so the outer loop is not parallel and no data environment may enclose
 * the `if`. */
#include <stdio.h>
#include <stdlib.h>

int calls;

int shouldComputeY(int i) {
  calls++;
  return i % 3 != 0;
}

void fdtd_2d(float *Y, float *X, float *H, int m, int n) {
  for (int i = 1; i < m; i++) {
    if (shouldComputeY(i)) {
      for (int j = 0; j < n; j++)
        Y[i * n + j] = Y[i * n + j] - 0.5 * (H[i * n + j] - H[(i - 1) * n + j]);
    }
    for (int j = 1; j < n; j++)
      X[i * n + j] = X[i * n + j] - 0.5 * (H[i * n + j] - H[i * n + (j - 1)]);
  }
}

int main(void) {
  int m = 30, n = 40;
  float *Y = malloc(sizeof(float) * m * n), *X = malloc(sizeof(float) * m * n);
  float *H = malloc(sizeof(float) * m * n);
  for (int i = 0; i < m * n; i++) {
    Y[i] = (float)(i % 7);
    X[i] = (float)(i % 5);
    H[i] = (float)(i % 9);
  }
  fdtd_2d(Y, X, H, m, n);
  long h = 0;
  for (int i = 0; i < m * n; i++)
    h += (long)(Y[i] * 10.0f) + (long)(X[i] * 100.0f);
  printf("fdtd_2d %ld calls %d %.2f\n", h, calls, Y[n + 1]);
  free(Y); free(X); free(H);
  return 0;
}
