#include <stdio.h>
#include <stdlib.h>
int cudaMalloc(void **p, size_t n);
int cudaMemcpy(void *d, const void *s, size_t n, int kind);
int cudaFree(void *p);
void step_a(int *d, int n);
void step_b(int *d, int n);
void set_bias_b(int v);
int main(void) {
  enum { N = 200 };
  int h[N], *d;
  for (int i = 0; i < N; i++) h[i] = i;
  cudaMalloc((void **)&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, 1);
  step_a(d, N);       /* 2i + 1 */
  step_b(d, N);       /* 3(2i + 1) + 1000 */
  set_bias_b(-5);
  step_b(d, N);       /* 3(...) - 5 */
  cudaMemcpy(h, d, sizeof h, 2);
  int bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 * (3 * (2 * i + 1) + 1000) - 5;
  printf("multi: %d of %d right\n", N - bad, N);
  cudaFree(d);
  return bad != 0;
}
