// clang -O2 IR of an OpenMP loop that LLVM's loop unroller runtime-unrolled by 4 (INPUT-O): a
// prologue loop of `trip % 4` iterations starts at the lower bound but counts its own variable, then
// the unrolled loop continues from where it stopped. The grid matcher must not take the prologue's
// variable for the iteration variable (it did: every thread ran the prologue's count from its own
// iteration, then the unrolled loop past it, reading out of bounds: gramschmidt at -O2/-O3). The
// device folds the pair into the prologue's scalar copy run over the whole space
// (src/transform/offload_fold.c): one thread per iteration ("1s"). The column norm of a
// 40 x 32 matrix (gramschmidt's first loop), for each column, and the check that its output equals
// clang's build's.
// INPUT-O: 2
// TOLERANCE: 1e-5
// EXPECT: offloaded 1 kept 0
// EXPECT-GRID: 1s
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float colnorm(int m, int n, int k, const float *A) {
  float nrm = 0;
  #pragma omp parallel for reduction(+:nrm)
  for (int i = 0; i < m; i++)
    nrm += A[i * n + k] * A[i * n + k];
  return sqrtf(nrm);
}

int main(void) {
  int m = 41, n = 32;
  float *A = malloc(sizeof(float) * m * n);
  for (int i = 0; i < m * n; i++) A[i] = (float)((i * 37) % 101) / 50.0f - 1.0f;
  for (int k = 0; k < n; k += 3) printf("%d %.6f\n", k, colnorm(m, n, k, A));
  free(A);
  return 0;
}
