/* The DawnCC paper's examples (seeds/003): Example 3.2, Fig. 5/6 saxpy_3off, Fig. 8 corr.
 * "expect:" comments: see linalg.c. */
#include <math.h>

/* Fig. 5(a)/6: x is read on [3, max(3, n-1)], y read and written on [0, max(0, n-4)]. */
void saxpy_3off(int n, float a, float *x, float *y) {
  for (int i = 3; i < n; i++)           /* expect: parallel */
    y[i - 3] = a * x[i] + y[i - 3];
}

/* Example 3.2: a loop over B with a symbolic offset. */
void example32(int n, int k, int *B) {
  for (int i = 0; i < n; i++)           /* expect: parallel */
    B[i + k] = i;
}

/* Fig. 8: the correlation kernel of PolyBench (the paper's `corr`). */
void corr(int m, int n, float *A, float *MEAN, float *STDEV, float float_n) {
  for (int j = 0; j < m; j++) {         /* expect: parallel */
    MEAN[j] = 0.0f;
    for (int i = 0; i < n; i++)         /* expect: serial */
      MEAN[j] += A[i * m + j];
    MEAN[j] /= float_n;
  }
  for (int j = 0; j < m; j++) {         /* expect: parallel */
    STDEV[j] = 0.0f;
    for (int i = 0; i < n; i++)         /* expect: serial */
      STDEV[j] += (A[i * m + j] - MEAN[j]) * (A[i * m + j] - MEAN[j]);
    STDEV[j] /= float_n;
    STDEV[j] = sqrtf(STDEV[j]);
  }
}

void covariance(int m, int n, double *data, double *cov, double *mean) {
  for (int j = 0; j < m; j++) {         /* expect: parallel */
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)         /* expect: serial */
      mean[j] += data[i * m + j];
    mean[j] /= n;
  }
  for (int i = 0; i < n; i++)           /* expect: parallel */
    for (int j = 0; j < m; j++)         /* expect: parallel */
      data[i * m + j] -= mean[j];
  /* cov[i][j] and cov[j][i] meet only within one iteration (j >= i): a two-dimensional
   * triangular argument the subscript tests do not make */
  for (int i = 0; i < m; i++)           /* expect: parallel, conservative */
    for (int j = i; j < m; j++) {       /* expect: parallel, conservative */
      double c = 0.0;
      for (int k = 0; k < n; k++)       /* expect: parallel */
        c += data[k * m + i] * data[k * m + j];
      cov[i * m + j] = c / (n - 1);
      cov[j * m + i] = cov[i * m + j];
    }
}
