/* Control-flow facts of one function, as the core layer computes them: dense block numbers,
 * dominator and post-dominator trees (post-dominators over a virtual exit that every return,
 * unreachable and infinite loop reaches), natural loops and irreducible cycles. */
#ifndef GPUOPT_CFG_H
#define GPUOPT_CFG_H

#include <stddef.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An opaque snapshot of a function's CFG facts. Invalidated by any change to the function. */
typedef struct gpuopt_cfg_info gpuopt_cfg_info;

/* Block index meaning "none" (no immediate dominator, the virtual exit, no loop). */
#define GPUOPT_NO_BLOCK ((size_t)-1)

/* Compute the CFG facts of fn (a function with a body). *out is owned by the caller and freed
 * with gpuopt_cfg_free. */
gpuopt_status gpuopt_cfg_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_cfg_info **out);
void gpuopt_cfg_free(gpuopt_cfg_info *info);

/* Blocks are numbered 0..n-1 in the function's layout order; block 0 is the entry. */
size_t gpuopt_cfg_num_blocks(const gpuopt_cfg_info *info);
LLVMBasicBlockRef gpuopt_cfg_block(const gpuopt_cfg_info *info, size_t b);
/* The number of block bb, or GPUOPT_NO_BLOCK if it is not in this function. */
size_t gpuopt_cfg_block_index(const gpuopt_cfg_info *info, LLVMBasicBlockRef bb);
/* Whether b is reachable from the entry. Unreachable blocks have no idom and no loop. */
int gpuopt_cfg_reachable(const gpuopt_cfg_info *info, size_t b);
/* Immediate dominator (GPUOPT_NO_BLOCK for the entry and unreachable blocks). */
size_t gpuopt_cfg_idom(const gpuopt_cfg_info *info, size_t b);
/* Immediate post-dominator (GPUOPT_NO_BLOCK when it is the virtual exit). */
size_t gpuopt_cfg_ipdom(const gpuopt_cfg_info *info, size_t b);
/* O(1) queries. */
int gpuopt_cfg_dominates(const gpuopt_cfg_info *info, size_t a, size_t b);
int gpuopt_cfg_postdominates(const gpuopt_cfg_info *info, size_t a, size_t b);
/* Loop nesting depth (0 outside loops). */
unsigned gpuopt_cfg_loop_depth(const gpuopt_cfg_info *info, size_t b);
/* Header of the innermost natural loop containing b, or GPUOPT_NO_BLOCK. */
size_t gpuopt_cfg_loop_header(const gpuopt_cfg_info *info, size_t b);
/* Whether b lies on an irreducible cycle (a cycle with more than one entry). */
int gpuopt_cfg_irreducible(const gpuopt_cfg_info *info, size_t b);
/* Number of natural loops; the number of irreducible cycles found. */
size_t gpuopt_cfg_num_loops(const gpuopt_cfg_info *info);
size_t gpuopt_cfg_num_irreducible(const gpuopt_cfg_info *info);

#ifdef __cplusplus
}
#endif
#endif
