/* Stencils, convolutions, FDTD. "expect:" comments: see linalg.c. */

void jacobi1d(int n, const double *A, double *B) {
  for (int i = 1; i < n - 1; i++)       /* expect: parallel */
    B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
}

void seidel1d(int n, double *A) {
  for (int i = 1; i < n - 1; i++)       /* expect: serial */
    A[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
}

void jacobi2d(int n, double A[128][128], double B[128][128]) {
  for (int i = 1; i < n - 1; i++)       /* expect: parallel */
    for (int j = 1; j < n - 1; j++)     /* expect: parallel */
      B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}

void heat3d(int n, const float *A, float *B) {
  for (int i = 1; i < n - 1; i++)       /* expect: parallel */
    for (int j = 1; j < n - 1; j++)     /* expect: parallel */
      for (int k = 1; k < n - 1; k++)   /* expect: parallel */
        B[(i * n + j) * n + k] = 0.125f * (A[((i + 1) * n + j) * n + k] - 2.0f * A[(i * n + j) * n + k] +
                                           A[((i - 1) * n + j) * n + k]) +
                                 0.125f * (A[(i * n + j + 1) * n + k] + A[(i * n + j - 1) * n + k]) +
                                 0.125f * (A[(i * n + j) * n + k + 1] + A[(i * n + j) * n + k - 1]);
}

void conv2d(int h, int w, const float *in, const float *k3, float *out) {
  for (int y = 0; y < h - 2; y++)       /* expect: parallel */
    for (int x = 0; x < w - 2; x++) {   /* expect: parallel */
      float s = 0.0f;
      for (int dy = 0; dy < 3; dy++)    /* expect: parallel */
        for (int dx = 0; dx < 3; dx++)  /* expect: parallel */
          s += in[(y + dy) * w + x + dx] * k3[dy * 3 + dx];
      out[y * (w - 2) + x] = s;
    }
}

void fdtd2d(int nx, int ny, double *ex, double *ey, double *hz) {
  for (int i = 1; i < nx; i++)          /* expect: parallel */
    for (int j = 0; j < ny; j++)        /* expect: parallel */
      ey[i * ny + j] = ey[i * ny + j] - 0.5 * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
  for (int i = 0; i < nx; i++)          /* expect: parallel */
    for (int j = 1; j < ny; j++)        /* expect: parallel */
      ex[i * ny + j] = ex[i * ny + j] - 0.5 * (hz[i * ny + j] - hz[i * ny + j - 1]);
  for (int i = 0; i < nx - 1; i++)      /* expect: parallel */
    for (int j = 0; j < ny - 1; j++)    /* expect: parallel */
      hz[i * ny + j] = hz[i * ny + j] - 0.7 * (ex[i * ny + j + 1] - ex[i * ny + j] + ey[(i + 1) * ny + j] - ey[i * ny + j]);
}

void prefix_sum(int n, long *a) {
  for (int i = 1; i < n; i++)           /* expect: serial */
    a[i] += a[i - 1];
}

void shift_back(int n, int *a) {
  for (int i = 0; i < n - 1; i++)       /* expect: serial */
    a[i] = a[i + 1];
}

void even_odd(int n, int *a) {
  for (int i = 0; i < n; i++)           /* expect: parallel */
    a[2 * i] = a[2 * i + 1] + 1;
}

/* Jacobi-2D's time step (PolyBench jacobi-2d): the two sweeps share the bound n - 1, which rotation
 * and LCSSA leave as a phi of that one value between them; the second sweep is a doall too. */
void jacobi2d_steps(int steps, int n, double *a, double *b) {
  for (int t = 0; t < steps; t++) {     /* expect: serial */
    for (int i = 1; i < n - 1; i++)     /* expect: parallel */
      for (int j = 1; j < n - 1; j++)   /* expect: parallel */
        b[i * n + j] = 0.2 * (a[i * n + j] + a[i * n + j - 1] + a[i * n + j + 1] + a[(i + 1) * n + j] + a[(i - 1) * n + j]);
    for (int i = 1; i < n - 1; i++)     /* expect: parallel */
      for (int j = 1; j < n - 1; j++)   /* expect: parallel */
        a[i * n + j] = 0.2 * (b[i * n + j] + b[i * n + j - 1] + b[i * n + j + 1] + b[(i + 1) * n + j] + b[(i - 1) * n + j]);
  }
}
