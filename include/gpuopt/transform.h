/* gpuopt transforms: each one a function on one function (LLVMValueRef of a definition) or a
 * module, reporting what it did through an optional stats struct (may be NULL). Every transform
 * leaves IR that passes LLVM's verifier; on bad input it returns a status and leaves the IR
 * unchanged. Each is also a pipeline step (gpuopt_run_pipeline), named in its comment. */
#ifndef GPUOPT_TRANSFORM_H
#define GPUOPT_TRANSFORM_H

#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- gpucc straight-line scalar optimizations and speculative execution (gpucc §3.4, §3.5) ---- */

typedef struct gpuopt_sep_const_offset_stats {
  unsigned geps_rewritten;   /* GEPs split into a variable GEP plus a constant byte offset */
} gpuopt_sep_const_offset_stats;

/* Pointer arithmetic reassociation (gpucc §3.4.1); pipeline step "sep-const-offset". Splits each
 * GEP whose index expressions hold additive constants (through add, sub, disjoint or, mul and shl
 * by a constant, and sext/zext only where nsw/nuw make the split exact) into a GEP on the variable
 * part followed by an i8 GEP by the constant byte offset, so that CSE shares the variable part and
 * the NVPTX back end folds the constant into [reg+imm] addressing. fn must be a definition. */
gpuopt_status gpuopt_sep_const_offset(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_sep_const_offset_stats *stats);

typedef struct gpuopt_slsr_stats {
  unsigned candidates;   /* instructions in one of the three forms of Table 3 */
  unsigned rewritten;    /* candidates rewritten from a dominating basis */
} gpuopt_slsr_stats;

/* Straight-line strength reduction (gpucc §3.4.2, Table 3); pipeline step "slsr". Candidates
 * (b+C)*s, b+C*s and &b[C*s]; a candidate dominated by a basis of the same form, b and s is
 * rewritten as basis + (C1-C0)*s. Candidates already free in addressing (constant offsets) and
 * those already in their simplest form are not rewritten (they may serve as bases). */
gpuopt_status gpuopt_slsr(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_slsr_stats *stats);

typedef struct gpuopt_global_reassoc_stats {
  unsigned reassociated;  /* (a+b)+c rewritten to D+b or D+a from a dominating D */
  unsigned geps;          /* &p[a+b] rewritten to &D[b] from a dominating D = &p[a] */
  unsigned reused;        /* instructions replaced by a dominating identical one */
} gpuopt_global_reassoc_stats;

/* Global reassociation (gpucc §3.4.3, Algorithm 2); pipeline step "global-reassoc". Linear in the
 * size of the function: one walk in dominator-tree pre-order. Integer add and mul (commutative)
 * and single-index GEPs. */
gpuopt_status gpuopt_global_reassoc(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_global_reassoc_stats *stats);

typedef struct gpuopt_speculate_stats {
  unsigned hoisted;      /* instructions moved out of conditional blocks */
  unsigned blocks;       /* conditional blocks something was hoisted from */
} gpuopt_speculate_stats;

/* Speculative execution (gpucc §3.5); pipeline step "speculate". Hoists side-effect-free
 * instructions that cannot trap (never loads, stores, possibly trapping divisions or calls
 * without the speculatable attribute) out of each conditional block into its dominator, up to
 * the context's speculate_budget cost units per block; preserves the CFG. */
gpuopt_status gpuopt_speculate(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_speculate_stats *stats);

#ifdef __cplusplus
}
#endif
#endif
