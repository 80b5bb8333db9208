/* DawnCC Fig. 5(a): saxpy_3off, with x of float type here so that it can also be called with
 * x == y: the aliasing call must take the sequential path and give the sequential answer. */
#include <stdio.h>
#include <stdlib.h>

void saxpy_3off(int n, float alpha, float *x, float *y) {
  for (int i = 3; i < n; ++i)
    y[i - 3] = alpha * x[i] + y[i - 3];
}

int main(void) {
  int n = 1000;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 13);
    y[i] = (float)(i % 7);
  }
  saxpy_3off(n, 2.0f, x, y);
  saxpy_3off(2, 2.0f, x, y);
  saxpy_3off(n, 1.0f, x, x);
  long hx = 0, hy = 0;
  for (int i = 0; i < n; i++) {
    hx += (long)x[i];
    hy += (long)y[i];
  }
  printf("saxpy_3off x %ld y %ld %.1f %.1f\n", hx, hy, x[0], x[n - 4]);
  free(x); free(y);
  return 0;
}
