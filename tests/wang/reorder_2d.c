// Index reordering (issue 20, Wang 4.1) of arrays indexed by multi-index getelementptrs
// (tests/wang/reorder.sh; docs/wang.md "index-reorder"): C's fixed-size 2-D and 3-D arrays, where
// the parallel index is the slowest subscript:
//   rowsum_g   s[i] = sum_k G[i][k], G a global float G[N][M]
//   rowsum_p   o[i] = sum_k A[i][k], A a parameter double (*A)[M] (8-byte elements)
//   tadd       C[i][j] = A[i][j] + B[j][i] (float (*)[T]): B is the strided one
//   fill       W[i][k] = i*0.5 + c, written in full and not read (the layout only allocated)
//   scale      L[i][k] = L[i][k]*f[i] + c on main's local float L[N][M] (a load and a store)
//   rowsum_n   o[i] = sum_{k < m-8} A[i][k], m by value: the run-time guard m <= M
//   sum3       s3[i] = sum_j sum_k V[i][j][k], V a global float V[P][Q][M]: rows i*Q + j, i with
//              coefficient Q: declined (the 2-D transpose leaves a stride of Q; no gain counted)
// Each loop's bounds are the arrays' extents (the column index within its row is then proved).
// Built with -fopenmp (the directives) and without (the loops proved parallel).
#include <stdio.h>
#include <stdlib.h>

#define N 203
#define M 37
#define T 45
#define P 67
#define Q 5

float G[N][M], V[P][Q][M], s[N], s3[P];

void rowsum_g(void) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    float acc = 0;
    for (int k = 0; k < M; k++) acc += G[i][k];
    s[i] = acc;
  }
}

void rowsum_p(double (*restrict A)[M], double *restrict o) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double acc = 0;
    for (int k = 0; k < M; k++) acc += A[i][k] * (k + 1);
    o[i] = acc;
  }
}

void tadd(float (*restrict A)[T], float (*restrict B)[T], float (*restrict C)[T]) {
#pragma omp parallel for
  for (int i = 0; i < T; i++)
    for (int j = 0; j < T; j++) C[i][j] = A[i][j] + 2.0f * B[j][i];
}

void fill(float (*restrict W)[M]) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    float c = 0; /* carried by the inner loop: the loop stays 1-D */
    for (int k = 0; k < M; k++) {
      W[i][k] = (float)i * 0.5f + c;
      c += 1.0f;
    }
  }
}

/* the row's bound passed by value (PolyBench's kernels, the loop bound captured by the OpenMP
 * region): the column index is within the row only where m - 8 <= M, which the launch checks (the
 * layout's run-time guard m <= M): main calls it with m = M - 4 (reordered) and m = M + 4 (the
 * guard fails: the original runs; the accesses k < m - 8 stay within the row) */
void rowsum_n(int m, float (*restrict A)[M], float *restrict o) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    float acc = 0;
    for (int k = 0; k < m - 8; k++) acc += A[i][k];
    o[i] = acc;
  }
}

void sum3(void) {
#pragma omp parallel for
  for (int i = 0; i < P; i++) {
    float acc = 0;
    for (int j = 0; j < Q; j++)
      for (int k = 0; k < M; k++) acc += V[i][j][k] * (float)(j + 1);
    s3[i] = acc;
  }
}

static double wsum(const float *a, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) t += a[i] * (double)((i % 7) + 1);
  return t;
}

int main(void) {
  float L[N][M], f[N];
  double (*A2)[M] = malloc(sizeof(double[N][M])), *o = malloc(N * sizeof *o);
  float (*X)[T] = malloc(sizeof(float[T][T])), (*Y)[T] = malloc(sizeof(float[T][T])), (*Z)[T] = malloc(sizeof(float[T][T]));
  float (*W)[M] = malloc(sizeof(float[N][M]));
  if (!A2 || !o || !X || !Y || !Z || !W) return 1;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++) {
      G[i][k] = (float)((i * 7 + k) % 13) - 6;
      A2[i][k] = (double)((i * 5 + k * 3) % 17) / 4;
      L[i][k] = (float)((i + 2 * k) % 9);
      W[i][k] = -1;
    }
  for (int i = 0; i < N; i++) f[i] = (float)(i % 3) + 0.5f;
  for (int i = 0; i < T; i++)
    for (int j = 0; j < T; j++) X[i][j] = (float)((i * 3 + j) % 11), Y[i][j] = (float)((i + 5 * j) % 7);
  for (int i = 0; i < P; i++)
    for (int j = 0; j < Q; j++)
      for (int k = 0; k < M; k++) V[i][j][k] = (float)((i + j * 3 + k * 5) % 10) - 4;
  rowsum_g();
  printf("rowsum_g %.9g\n", wsum(s, N));
  rowsum_p(A2, o);
  double t = 0;
  for (int i = 0; i < N; i++) t += o[i] * (i % 3 + 1);
  printf("rowsum_p %.17g\n", t);
  tadd(X, Y, Z);
  printf("tadd %.9g\n", wsum(&Z[0][0], T * T));
  fill(W);
  printf("fill %.9g\n", wsum(&W[0][0], N * M));
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    float c = 0; /* carried: the loop stays 1-D */
    for (int k = 0; k < M; k++) {
      L[i][k] = L[i][k] * f[i] + c;
      c += 1.0f;
    }
  }
  printf("scale %.9g\n", wsum(&L[0][0], N * M));
  sum3();
  printf("sum3 %.9g\n", wsum(s3, P));
  for (int r = -4; r <= 4; r += 8) {
    float on[N];
    rowsum_n(M + r, G, on);
    printf("rowsum_n %d %.9g\n", M + r, wsum(on, N));
  }
  free(A2), free(o), free(X), free(Y), free(Z), free(W);
  return 0;
}
