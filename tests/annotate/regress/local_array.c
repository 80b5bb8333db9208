/* Regression (issue 19's clang OpenMP offloading on the H100): a local two-dimensional array,
 * double data[N][M]. Its name decays to a pointer to rows of M doubles, so the data clause that
 * annotate wrote in elements, map(from: data[0:240]), mapped 240 rows: 20 times the array, and
 * clang's offloaded program crashed on the GPU reading past the stack. Such loops are reported under
 * --omp/--acc, not annotated (as for a pointer to rows); the flat array's loop keeps its annotation. */
#include <stdio.h>

#define N 20
#define M 12

int main(void) {
  double data[N][M], flat[N * M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) data[i][j] = (double)(i * j % 13) / M + (double)i / 7;
  for (int i = 0; i < N * M; i++)
    flat[i] = 0.5 * i;
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s += data[i][j] * flat[i * M + j];
  printf("local_array %.6f\n", s);
  return 0;
}
