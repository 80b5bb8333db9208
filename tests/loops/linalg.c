/* Linear-algebra loop nests (PolyBench-like). Each loop's line carries the expected answer of
 * gpuopt analyze --loops: "expect: parallel" or "expect: serial" (checked by scripts/check-loops). */
#include <math.h>

void gemm(int ni, int nj, int nk, float alpha, float beta, float *C, const float *A, const float *B) {
  for (int i = 0; i < ni; i++)          /* expect: parallel */
    for (int j = 0; j < nj; j++) {      /* expect: parallel */
      float acc = C[i * nj + j] * beta;
      for (int k = 0; k < nk; k++)      /* expect: parallel */
        acc += alpha * A[i * nk + k] * B[k * nj + j];
      C[i * nj + j] = acc;
    }
}

void gemm_acc(int n, float C[64][64], float A[64][64], float B[64][64]) {
  for (int i = 0; i < n; i++)           /* expect: parallel */
    for (int j = 0; j < n; j++)         /* expect: parallel */
      for (int k = 0; k < n; k++)       /* expect: serial */
        C[i][j] += A[i][k] * B[k][j];
}

void gemv_t(int m, int n, const double *A, const double *x, double *y) {
  for (int j = 0; j < n; j++) {         /* expect: parallel */
    double s = 0.0;
    for (int i = 0; i < m; i++)         /* expect: parallel */
      s += A[i * n + j] * x[i];
    y[j] = s;
  }
}

void atax(int m, int n, const float *A, const float *x, float *y, float *tmp) {
  for (int i = 0; i < n; i++)           /* expect: parallel */
    y[i] = 0;
  for (int i = 0; i < m; i++) {         /* expect: serial */
    tmp[i] = 0;
    for (int j = 0; j < n; j++)         /* expect: serial */
      tmp[i] = tmp[i] + A[i * n + j] * x[j];
    for (int j = 0; j < n; j++)         /* expect: parallel */
      y[j] = y[j] + A[i * n + j] * tmp[i];
  }
}

void transpose(int n, int m, double *out, const double *in) {
  for (int i = 0; i < n; i++)           /* expect: parallel */
    for (int j = 0; j < m; j++)         /* expect: parallel */
      out[j * n + i] = in[i * m + j];
}

void lower_solve(int n, const double *L, const double *b, double *x) {
  for (int i = 0; i < n; i++) {         /* expect: serial */
    double s = b[i];
    for (int j = 0; j < i; j++)         /* expect: parallel */
      s -= L[i * n + j] * x[j];
    x[i] = s / L[i * n + i];
  }
}

void trmm(int n, double alpha, double *B, const double *A) {
  for (int i = 0; i < n; i++)           /* expect: serial */
    for (int j = 0; j < n; j++) {       /* expect: parallel */
      for (int k = i + 1; k < n; k++)   /* expect: serial */
        B[i * n + j] += A[k * n + i] * B[k * n + j];
      B[i * n + j] = alpha * B[i * n + j];
    }
}

void gramschmidt(int m, int n, double *A, double *R, double *Q) {
  for (int k = 0; k < n; k++) {         /* expect: serial */
    double nrm = 0.0;
    for (int i = 0; i < m; i++)         /* expect: parallel */
      nrm += A[i * n + k] * A[i * n + k];
    R[k * n + k] = sqrt(nrm);
    for (int i = 0; i < m; i++)         /* expect: parallel */
      Q[i * n + k] = A[i * n + k] / R[k * n + k];
    for (int j = k + 1; j < n; j++) {   /* expect: parallel */
      R[k * n + j] = 0.0;
      for (int i = 0; i < m; i++)       /* expect: serial */
        R[k * n + j] += Q[i * n + k] * A[i * n + j];
      for (int i = 0; i < m; i++)       /* expect: parallel */
        A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];
    }
  }
}

void syrk_lower(int n, int m, double *C, const double *A) {
  for (int i = 0; i < n; i++)           /* expect: parallel */
    for (int j = 0; j <= i; j++)        /* expect: parallel */
      for (int k = 0; k < m; k++)       /* expect: serial */
        C[i * n + j] += A[i * m + k] * A[j * m + k];
}

float dot(int n, const float *x, const float *y) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)           /* expect: parallel */
    s += x[i] * y[i];
  return s;
}

/* linearised 3-D subscripts with a symbolic size (issue 20): rows of n, planes of n*n */
void lin3(int n, float *X) {
  for (int j = 0; j < n; j++)           /* expect: parallel */
    for (int k = 0; k < n; k++)         /* expect: parallel */
      for (int i = 0; i < n; i++)       /* expect: parallel */
        X[(i * n + j) * n + k] = X[(i * n + j) * n + k] * 0.5f + (float)(i + j);
}

/* k <= n reaches the next row: X[row j][n] is X[row j + 1][0], the j loop carries it; the k loop
 * is parallel (n*n > n for n >= 2, one plane when n = 1), which the test does not prove */
void lin3_overlap(int n, float *X) {
  for (int j = 0; j < n; j++)           /* expect: serial */
    for (int k = 0; k <= n; k++)        /* expect: parallel, conservative */
      for (int i = 0; i < n; i++)       /* expect: parallel */
        X[(i * n + j) * n + k] = X[(i * n + j) * n + k] * 0.5f + (float)(i + j);
}

/* X[i][j][k] from X[i-1][j][k+1], k + 1 < n: the difference 1 - n*n is a plane back and one
 * element on, j is the same on both sides; k's loop is parallel too (|k - k'| = n*n - 1 > n - 2),
 * which the test does not prove */
void lin3_skew(int n, float *X) {
  for (int j = 0; j < n; j++)           /* expect: parallel */
    for (int i = 1; i < n; i++)         /* expect: serial */
      for (int k = 0; k < n - 1; k++)   /* expect: parallel, conservative */
        X[(i * n + j) * n + k] = X[((i - 1) * n + j) * n + k + 1] * 0.5f + 1.0f;
}

/* k + 1 reaches n: X[i-1][j][n] is X[i-1][j+1][0], written in the next iteration of j */
void lin3_skew_cross(int n, float *X) {
  for (int j = 0; j < n; j++)           /* expect: serial */
    for (int i = 1; i < n; i++)         /* expect: serial */
      for (int k = 0; k < n; k++)       /* expect: parallel, conservative */
        X[(i * n + j) * n + k] = X[((i - 1) * n + j) * n + k + 1] * 0.5f + 1.0f;
}
