/* Instruction numbering: dense ids in layout order (block by block), the block of each id, and an
 * instruction -> id map. Within a block a lower id comes first, so instruction-level dominance is a
 * block-dominance query plus an id comparison.
 * Requires: cfg. */
#include <stdlib.h>

#include "core/ir.h"

void gpuopt__numbering_free(gpuopt_numbering *n) {
  if (!n) return;
  gpuopt__ptrmap_free(&n->id);
  gpuopt__arena_free(&n->arena);
  free(n);
}

gpuopt_status gpuopt__numbering_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, gpuopt_numbering **out) {
  static const char who[] = "gpuopt_numbering";
  *out = NULL;
  gpuopt_numbering *n = calloc(1, sizeof *n);
  if (!n) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&n->arena);
  gpuopt__ptrmap_init(&n->id);
  uint32_t count = 0;
  for (uint32_t b = 0; b < cfg->g.n; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[b]); i; i = LLVMGetNextInstruction(i)) count++;
  n->insts = ANEW(&n->arena, LLVMValueRef, count + 1);
  n->block_of = ANEW(&n->arena, uint32_t, count + 1);
  if (n->arena.oom || !gpuopt__ptrmap_reserve(&n->id, count)) {
    gpuopt__numbering_free(n);
    return gpuopt__oom(ctx, who);
  }
  for (uint32_t b = 0; b < cfg->g.n; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      n->insts[n->ninst] = i;
      n->block_of[n->ninst] = b;
      gpuopt__ptrmap_put(&n->id, i, n->ninst);
      n->ninst++;
    }
  *out = n;
  return GPUOPT_OK;
}

int gpuopt__inst_dominates(const gpuopt_numbering *num, const gpuopt_domtree *dom, LLVMValueRef a, LLVMValueRef b) {
  uint32_t ia = gpuopt__inst_id(num, a), ib = gpuopt__inst_id(num, b);
  if (ia == GPUOPT_NONE || ib == GPUOPT_NONE) return 0;
  uint32_t ba = num->block_of[ia], bb = num->block_of[ib];
  if (ba == bb) return ia <= ib;
  return gpuopt__dominates(dom, ba, bb);
}
