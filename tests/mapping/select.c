// Run-time version selection (issue 20; Wang et al. TACO'14 §5.3, Fig. 5): two sequential loops
// that gpuopt offload proves parallel, sized from argv (n rows, m columns). rowsum's work item
// reads a row (an inner loop of m iterations: its features are symbolic in m), scale's is constant.
// scripts/check-mapping runs it at several sizes under a hand-written model and checks the
// instantiated features, the device the report names and the output against the original.
#include <stdio.h>
#include <stdlib.h>

void rowsum(int n, int m, const float *A, float *y) {
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int k = 0; k < m; k++) s += A[i * m + k];
    y[i] = s;
  }
}

void scale(int n, float a, float *x) {
  for (int i = 0; i < n; i++) x[i] = a * x[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 8;
  float *A = malloc((size_t)n * m * sizeof *A), *y = malloc((size_t)n * sizeof *y);
  if (!A || !y) return 1;
  for (int i = 0; i < n * m; i++) A[i] = (float)(i % 13) / 8;
  rowsum(n, m, A, y);
  scale(n, 0.5f, y);
  double c = 0;
  for (int i = 0; i < n; i++) c += y[i] * (double)(i % 7 + 1);
  printf("n %d m %d checksum %.6f\n", n, m, c);
  free(A);
  free(y);
  return 0;
}
