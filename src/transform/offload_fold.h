/* clang -O2/-O3's runtime-unrolled or vectorised worksharing loop, folded back into its scalar
 * copy for the grid mapping (offload_fold.c). Internal. */
#ifndef GPUOPT_TRANSFORM_OFFLOAD_FOLD_H
#define GPUOPT_TRANSFORM_OFFLOAD_FOLD_H

#include "core/core.h"

#define GPUOPT_FOLD_MAX_FORCED 8

typedef struct gpuopt__fold {
  LLVMValueRef phi, next;   /* Q and Q + 1 in the scalar loop: the iteration variable once folded */
  LLVMValueRef q0;          /* Q's start on the scalar path: the lower bound as loaded or extended */
  LLVMValueRef latch_br;    /* the scalar loop's latch branch */
  LLVMValueRef trip;        /* unrolled: T, the trip count whose remainder the scalar loop ran;
                               NULL (vectorised): the scalar loop keeps its own exit test */
  LLVMValueRef forced[GPUOPT_FOLD_MAX_FORCED]; /* conditional branches that take one successor */
  unsigned succ[GPUOPT_FOLD_MAX_FORCED];
  unsigned nforced;
  LLVMValueRef assumes[GPUOPT_FOLD_MAX_FORCED]; /* llvm.assume(T & (k-1) != 0): false once folded */
  unsigned nassumes;
  int vectorised;
} gpuopt__fold;

/* Whether the worksharing loop of static_init call init (static schedule, no chunk, increment 1)
 * is clang's runtime-unrolled loop (a prologue or epilogue remainder loop of trip % k iterations
 * with its own counter) or vectorised loop (vector body and scalar remainder), such that taking
 * the branches towards the scalar copy, and running the scalar copy for the whole trip count T,
 * runs the original loop: the path the code itself takes when T is smaller than the unroll count
 * or the vector width. Fills *f; nothing is changed. */
int gpuopt__fold_find(gpuopt_ctx *ctx, LLVMValueRef init, gpuopt__fold *f);

/* Rewrite the function of f (found by gpuopt__fold_find in it): the branches forced, the code no
 * longer reachable (the unrolled or vector copy) deleted, and, for an unrolled loop, the scalar
 * copy's counter test `c + 1 == T % k` replaced by `Q + 1 == q0 + T`. Afterwards the loop is the
 * plain worksharing loop the grid matcher takes. */
void gpuopt__fold_apply(gpuopt_ctx *ctx, const gpuopt__fold *f);

#endif
