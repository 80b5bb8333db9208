/* DawnCC Fig. 1(a)/Fig. 2: saxpy_serial. */
#include <stdio.h>
#include <stdlib.h>

void saxpy_serial(int n, float alpha, float *x, float *y) {
  for (int i = 0; i < n; i++)
    y[i] = alpha * x[i] + y[i];
}

int main(void) {
  int n = 1000;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 13);
    y[i] = (float)(i % 7);
  }
  saxpy_serial(n, 2.0f, x, y);
  saxpy_serial(0, 2.0f, x, y);
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)y[i];
  printf("saxpy %ld %.1f %.1f\n", h, y[0], y[n - 1]);
  free(x); free(y);
  return 0;
}
