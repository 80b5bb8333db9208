// clang -O3 IR (INPUT-O) of worksharing loops whose bodies hold llvm.memset / llvm.memcpy calls:
// clang's loop-idiom pass makes one memset of each row of `a[(i + off)*m + j] = 0` (zero_rows) and,
// in the copy of mm's loop that clang unswitched on `nk > 0` (3mm/2mm at -O3), of each row of
// E[i*nj + j] = 0; clear_lower and copy_rows call memset/memcpy themselves (a triangular length
// 4*i, rows of two global arrays). Before, bounds.c took no call ("a call that may touch memory":
// whole objects); it now bounds each intrinsic's span, [p, p + len) through its destination
// (written) and memcpy's source (read), with "len >= 1" as a fact (src/analysis/bounds.c:
// span_form), and a row memset whose length is the row stride as a dense store.
// Bytes: zero_rows(6, 10, 3) writes a[30..89] in full (240 out, nothing in); zero_rows(0, ...)
// moves nothing; mm(6, 8, 0) runs the memset copy: E[0..47] written in full (192 out; A and B
// untouched, nothing); mm(4, 5, 3, E + 100) reads A[0..11] (48) and B[0..14] (60) and writes
// E[100..119] (80 in, 80 out); clear_lower(12) writes t[12..142] (524 in and out: not every byte);
// copy_rows(7, 13, 4) reads H[8][1]..H[14][13] (872 in) and writes G[4][2]..G[10][14] (872 in and
// out). Whole objects: 20992 bytes in, 9472 out.
// INPUT-O: 3
// EXPECT: offloaded 6 kept 0
// EXPECT-GRID: 1s 1s 1vs 1vs 1 1
// EXPECT-REPORT: transfers: exact bounds: arg2; written in full, not copied in: arg2
// EXPECT-REPORT: transfers: exact bounds: arg2, arg4, arg5
// EXPECT-REPORT: transfers: exact bounds: arg1
// EXPECT-REPORT: transfers: exact bounds:; globals: exact bounds
// EXPECT-EXACT: fewer
// EXPECT-STATS: gpu_loops 5 zero_trip 1 launches 5 h2d_count 6 h2d_bytes 2456 d2h_count 5 d2h_bytes 1908
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double G[24][16], H[40][16];

static void zero_rows(int n, int m, int off, float *a) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[(i + off) * m + j] = 0.0f;
}

static void mm(int ni, int nj, int nk, float *E, const float *A, const float *B) {
  #pragma omp parallel for
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      E[i * nj + j] = 0.0f;
      for (int k = 0; k < nk; k++)
        E[i * nj + j] += A[i * nk + k] * B[k * nj + j];
    }
}

static void clear_lower(int n, float *t) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    memset(&t[i * n], 0, i * sizeof(float));
}

static void copy_rows(int n, int m, int off) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    memcpy(&G[i + off][2], &H[i + 2 * off][1], m * sizeof(double));
}

int main(void) {
  float *a = malloc(sizeof(float) * 400), *t = malloc(sizeof(float) * 400);
  float *E = malloc(sizeof(float) * 400), *A = malloc(sizeof(float) * 400), *B = malloc(sizeof(float) * 400);
  for (int i = 0; i < 400; i++)
    a[i] = i * 0.5f, t[i] = 1.0f + i % 3, E[i] = 7.0f, A[i] = (i % 5) * 0.25f, B[i] = (i % 7) * 0.5f;
  for (int i = 0; i < 24 * 16; i++) G[i / 16][i % 16] = -1.0;
  for (int i = 0; i < 40 * 16; i++) H[i / 16][i % 16] = i * 0.25;
  zero_rows(6, 10, 3, a);
  zero_rows(0, 10, 1, a);
  mm(6, 8, 0, E, A, B);
  mm(4, 5, 3, E + 100, A, B);
  clear_lower(12, t);
  copy_rows(7, 13, 4);
  double s = 0;
  for (int i = 0; i < 400; i++) s += (a[i] + 3 * t[i] + 4 * E[i]) * (i % 7 + 1);
  for (int i = 0; i < 24 * 16; i++) s += G[i / 16][i % 16] * (i % 5 + 1);
  printf("%.3f a[29] %.1f a[30] %.1f a[89] %.1f a[90] %.1f t[12] %.1f t[13] %.1f t[142] %.1f t[143] %.1f E[47] %.1f E[48] %.1f\n",
         s, a[29], a[30], a[89], a[90], t[12], t[13], t[142], t[143], E[47], E[48]);
  printf("G[4][1] %.2f G[4][2] %.2f G[10][14] %.2f G[10][15] %.2f G[11][2] %.2f\n", G[4][1], G[4][2], G[10][14], G[10][15], G[11][2]);
  free(a), free(t), free(E), free(A), free(B);
  return 0;
}
