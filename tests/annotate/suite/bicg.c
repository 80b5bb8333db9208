/* bicg (PolyBench/GPU, linearised): s = A^T r, q = A p. */
#include <stdio.h>
#include <stdlib.h>

void bicg(int nx, int ny, float *A, float *r, float *s, float *p, float *q) {
  for (int j = 0; j < ny; j++) {
    s[j] = 0.0f;
    for (int i = 0; i < nx; i++)
      s[j] = s[j] + r[i] * A[i * ny + j];
  }
  for (int i = 0; i < nx; i++) {
    q[i] = 0.0f;
    for (int j = 0; j < ny; j++)
      q[i] = q[i] + A[i * ny + j] * p[j];
  }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int nx = 80, ny = 72;
  float *A = malloc(sizeof(float) * nx * ny), *r = malloc(sizeof(float) * nx);
  float *s = malloc(sizeof(float) * ny), *p = malloc(sizeof(float) * ny), *q = malloc(sizeof(float) * nx);
  for (int i = 0; i < nx; i++) {
    r[i] = (float)(i % 9) / 9.0f;
    for (int j = 0; j < ny; j++)
      A[i * ny + j] = (float)((i * (j + 1)) % 11) / 11.0f;
  }
  for (int j = 0; j < ny; j++)
    p[j] = (float)(j % 7) / 7.0f;
  bicg(nx, ny, A, r, s, p, q);
  printf("bicg s %ld q %ld %.4f %.4f\n", checksum(ny, s), checksum(nx, q), s[0], q[nx - 1]);
  free(A); free(r); free(s); free(p); free(q);
  return 0;
}
