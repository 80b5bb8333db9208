/* Regression (issue 20's 2-D PolyBench measurement): arrays reached through a pointer to rows,
 * float (*A)[W], and a struct array read field by field. The bounds are in elements (floats) but
 * C counts A + k and A[lo:len] in rows (structs): the annotator emitted a run-time check that
 * always failed and target data sections of rows, out of bounds. Such loops are reported, not
 * annotated; the flat loop of main keeps its annotation. */
#include <stdio.h>
#include <stdlib.h>

#define W 24
struct pt { float x, y, z; };

static void scale(int n, float (*A)[W], float (*B)[W]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < W; j++)
      B[i][j] = 2.0f * A[i][j] + 1.0f;
}

static void xs(int n, struct pt *p, float *o) {
  for (int i = 0; i < n; i++)
    o[i] = p[i].x + 1.0f;
}

int main(void) {
  int n = 10;
  float *A = malloc(sizeof(float) * n * W), *B = malloc(sizeof(float) * n * W), *o = malloc(sizeof(float) * n);
  struct pt *p = malloc(sizeof(struct pt) * n);
  for (int i = 0; i < n * W; i++) A[i] = (float)(i % 7);
  for (int i = 0; i < n; i++) p[i].x = (float)i, p[i].y = p[i].z = 0.0f;
  scale(n, (float (*)[W])A, (float (*)[W])B);
  xs(n, p, o);
  double s = 0;
  for (int i = 0; i < n * W; i++) s += B[i];
  for (int i = 0; i < n; i++) s += o[i];
  printf("row_pointer %.1f\n", s);
  free(A); free(B); free(o); free(p);
  return 0;
}
