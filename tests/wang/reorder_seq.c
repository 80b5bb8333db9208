// Index reordering (issue 20, Wang 4.1) after loop interchange in sequential C (tests/wang/reorder.sh):
// a recurrence along each row (k) around a loop over the rows (i) that is parallel. gpuopt offload's
// loop interchange (the `wang` rewrites) makes i the launch's dimension (one launch, k sequential in
// each thread), where R[i*64 + k] and S[i*64 + k] are strided by 64 elements along the warp until
// they are stored transposed. clang unrolls the k loop by 7: the indices are `(i << 6) | k` (shl,
// or disjoint), the unrolled accesses constant offsets from one address (R[... + k - 1] ...
// R[... + k + 6]), and the latch tests k itself (k < 57): index-reorder proves each k + d within the
// row from that test (k takes 1, 8, ..., 57). Argument: the number of rows (default 100).
#include <stdio.h>
#include <stdlib.h>

#define RK 64

void recur(int rows, float *R, const float *S) {
  for (int k = 1; k < RK; k++)
    for (int i = 0; i < rows; i++) R[i * RK + k] = R[i * RK + k - 1] * 0.5f + S[i * RK + k];
}

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 100;
  if (rows < 1) return 2;
  float *R = malloc((size_t)rows * RK * sizeof *R), *S = malloc((size_t)rows * RK * sizeof *S);
  for (int i = 0; i < rows * RK; i++) R[i] = (float)(i % 11) - 5, S[i] = (float)(i % 5) * 0.25f;
  recur(rows, R, S);
  for (int i = 0; i < rows * RK; i += 97) printf("R %d %.9g\n", i, R[i]);
  free(R), free(S);
  return 0;
}
