// Sequential version of gemm.c (no directives): the loops the parallel-loops analysis proves parallel are offloaded.
// EXPECT: offloaded 3 kept 2
// EXPECT-LLVM22: offloaded 3 kept 4
// Global arrays get exact ranges too (issue 16): the initialisation loop of main writes A, B, C and
// IA in full, so none of them is copied in (LLVM 19: 11520 bytes in, whole objects 20736); gemm and igemm
// run on 2-D grids (i and j collapsed, the k loop sequential in each thread).
// EXPECT-EXACT: fewer
// C = alpha * A * B + beta * C on global arrays, collapse(2): one thread per (i, j), the k loop
// sequential per thread (the per-element order of operations is the CPU's: bit-identical).
#include <stdio.h>
#ifndef SCALE
#define SCALE 1 /* problem-size multiplier: scripts/mapping-collect builds -DSCALE=1,4,16 (NAS S/W/A-like) */
#endif
#define N (24 * SCALE)
float A[N][N], B[N][N], C[N][N];
int IA[N][N], IC[N][N];

void gemm(int n, float alpha, float beta) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
      C[i][j] = alpha * s + beta * C[i][j];
    }
}

void igemm(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int s = 0;
      for (int k = 0; k < n; k++) s += IA[i][k] * IA[k][j];
      IC[i][j] = s;
    }
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (float)((i * j) % 7) / 7, B[i][j] = (float)((i + 2 * j) % 5) / 5, C[i][j] = (float)(i - j) / N;
      IA[i][j] = (i * 3 + j * 5) % 11 - 5;
    }
  gemm(N, 1.5f, 0.5f);
  igemm(N);
  for (int i = 0; i < N; i += 5)
    for (int j = 0; j < N; j += 7) printf("%d %d %.9g %d\n", i, j, C[i][j], IC[i][j]);
  return 0;
}
