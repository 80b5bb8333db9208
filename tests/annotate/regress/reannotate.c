/* Regression (issue 19's clang OpenMP offloading runs): a program that already holds annotate's own
 * names (an earlier run's output, as tests/offload/trunc_incr_omp.c is) -- temporaries gpuopt_t0..2
 * and a check A_B_alias_free -- annotated again: the new temporaries and checks were numbered from 0
 * and redeclared gpuopt_t0 in the same scope (clang: "redefinition of 'gpuopt_t0'"). Numbering now
 * starts past the names in the text. */
#include <stdio.h>
#include <stdlib.h>

static void shift(int n, int m, float *A, float *B) {
  long long gpuopt_t0 = (long long)n * m;
  long long gpuopt_t1 = gpuopt_t0 + 1;
  long long gpuopt_t2 = gpuopt_t1 - 1;
  char A_B_alias_free = !(n >= 1) || (A >= B + gpuopt_t2 || B >= A + gpuopt_t0);
  if (A_B_alias_free)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        B[i * m + j] = 2.0f * A[i * m + j] + 1.0f;
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      A[i * m + j] = B[i * m + j - 1] + A[i * m + j];
}

int main(void) {
  int n = 30, m = 17;
  float *A = malloc(sizeof(float) * n * m), *B = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 9), B[i] = 0;
  shift(n, m, A, B);
  double s = 0;
  for (int i = 0; i < n * m; i++) s += A[i] * (i % 5) + B[i];
  printf("reannotate %.3f\n", s);
  free(A), free(B);
  return 0;
}
