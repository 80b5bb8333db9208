/* syrk (PolyBench/GPU, linearised): C = alpha*A*A^T + beta*C. */
#include <stdio.h>
#include <stdlib.h>

void syrk(int n, int m, float alpha, float beta, float *A, float *C) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i * n + j] *= beta;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < m; k++)
        C[i * n + j] += alpha * A[i * m + k] * A[j * m + k];
}

static long checksum(int n, float *a) {
  long h = 0;
  for (int i = 0; i < n; i++)
    h += (long)(a[i] * 100.0f);
  return h;
}

int main(void) {
  int n = 48, m = 40;
  float *A = malloc(sizeof(float) * n * m), *C = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      A[i * m + j] = (float)((i * j) % 9) / 9.0f;
    for (int j = 0; j < n; j++)
      C[i * n + j] = (float)((i * j + 2) % 5) / 5.0f;
  }
  syrk(n, m, 1.5f, 1.2f, A, C);
  printf("syrk C %ld %.4f %.4f\n", checksum(n * n, C), C[0], C[n * n - 1]);
  free(A); free(C);
  return 0;
}
