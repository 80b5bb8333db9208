/* fdtd-2d (PolyBench/GPU, linearised): 2-D finite-difference time domain, tmax time steps. */
#include <stdio.h>
#include <stdlib.h>

void fdtd2d(int tmax, int nx, int ny, float *fict, float *ex, float *ey, float *hz) {
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++)
      ey[0 * ny + j] = fict[t];
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++)
        ey[i * ny + j] = ey[i * ny + j] - 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++)
        ex[i * (ny + 1) + j] = ex[i * (ny + 1) + j] - 0.5f * (hz[i * ny + j] - hz[i * ny + (j - 1)]);
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        hz[i * ny + j] = hz[i * ny + j] - 0.7f * (ex[i * (ny + 1) + (j + 1)] - ex[i * (ny + 1) + j] +
                                                  ey[(i + 1) * ny + j] - ey[i * ny + j]);
  }
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 1000.0f);
  return h;
}

int main(void) {
  int tmax = 6, nx = 40, ny = 36;
  float *fict = malloc(sizeof(float) * tmax), *ex = malloc(sizeof(float) * nx * (ny + 1));
  float *ey = malloc(sizeof(float) * (nx + 1) * ny), *hz = malloc(sizeof(float) * nx * ny);
  for (int t = 0; t < tmax; t++)
    fict[t] = (float)t;
  for (int i = 0; i < nx; i++) {
    for (int j = 0; j < ny + 1; j++)
      ex[i * (ny + 1) + j] = (float)(i * (j + 1) % 7) / 7.0f;
    for (int j = 0; j < ny; j++) {
      ey[i * ny + j] = (float)((i + 2) * j % 5) / 5.0f;
      hz[i * ny + j] = (float)((i + 3) * (j + 1) % 9) / 9.0f;
    }
  }
  fdtd2d(tmax, nx, ny, fict, ex, ey, hz);
  printf("fdtd-2d hz %ld ex %ld ey %ld\n", checksum(nx * ny, hz), checksum(nx * (ny + 1), ex),
         checksum(nx * ny, ey));
  free(fict); free(ex); free(ey); free(hz);
  return 0;
}
