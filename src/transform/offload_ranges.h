/* Exact transfer ranges of an offloaded OpenMP loop (offload_ranges.c). Internal. */
#ifndef GPUOPT_TRANSFORM_OFFLOAD_RANGES_H
#define GPUOPT_TRANSFORM_OFFLOAD_RANGES_H

#include "core/core.h"

/* How the kernel and the runtime see each shared value (transform/offload.c's arg_kind). */
enum { GPUOPT__RK_VALUE = 0, GPUOPT__RK_SCALAR_IN = 1, GPUOPT__RK_ARRAY_BASE = 2, GPUOPT__RK_OBJECT = 3 };

/* The grid marker's mode bit (operand 0 of `mark`) for a loop whose device copy is folded into its
 * scalar copy (offload_fold.c): the range function folds its clone the same way. */
#define GPUOPT__GRID_FOLDED 0x40u
/* ... for a loop the compiler made several copies of on a uniform condition (loop unswitching;
 * offload_fold.c's gpuopt__fold_versions_find): the range function is built per copy, and selects
 * one by the same condition at run time. */
#define GPUOPT__GRID_VERSIONS 0x80u

/* Build, in body's module, the range function of the worksharing loop of `body` (the outlined
 * function that calls the static_init, with parameters gtid, btid, then the region's nargs shared
 * values; argk[i] the kind of shared value i; `mark` the grid marker call right before the
 * static_init, NULL when there is none):
 *     void __gpuopt_omp_rangefnN(gtid, btid, shared..., i64 *out)   (not __gpuopt_omp_rangesN: the
 *     runtime has __gpuopt_omp_ranges4, which the 5th range function would shadow)
 * stores {lo, hi, dlo, dhi} per shared value into out (byte offsets relative to the pointer the
 * runtime sees: the array's address for GPUOPT__RK_ARRAY_BASE, the object's for GPUOPT__RK_OBJECT;
 * INT64_MIN where not known: the whole object moves): [lo, hi] every byte the whole loop touches
 * (issue 14's bounds, bounds.c), [dlo, dhi] bytes it writes in full (the density fact), an empty
 * range (lo > hi) when the loop touches nothing of it; then, at out[4 * nargs], the number of
 * globals with ranges (at most nglob) followed by {address, lo, hi, dlo, dhi} each (relative to the
 * global's address; globals also accessed outside the loop are not listed: they move whole), their
 * number also in *gexact. flags[i] (nargs entries) gets bit 0 when shared value i has bounds, bit 1
 * when it has a density fact. Returns the function, or NULL with `why` filled (the loop keeps
 * whole-object transfers); -1 in *oom on out of memory. out has 4 * nargs + 1 + 5 * nglob entries. */
LLVMValueRef gpuopt__offload_ranges_fn(gpuopt_ctx *ctx, LLVMValueRef body, LLVMValueRef mark, unsigned nargs,
                                       const int *argk, unsigned nglob, unsigned *gexact, unsigned index,
                                       unsigned char *flags, char *why, size_t whylen, int *oom);

/* Whether the worksharing loop of `body` has one inner loop whose iterations may run on threads of
 * their own (a parallel loop, no reduction, no live-out, the outer loop's own code pure; the
 * analysis runs on the same canonical clone as the range function's, then the clone goes). The pairs
 * of shared values the verdict assumes do not overlap go to pairs (2 per pair, at most maxpairs);
 * 1: yes, 0: no with why filled; -1 in *oom on out of memory. */
int gpuopt__offload_inner_par(gpuopt_ctx *ctx, LLVMValueRef body, LLVMValueRef mark, unsigned nargs, const int *argk,
                              unsigned *pairs, unsigned maxpairs, unsigned *npairs, char *why, size_t whylen, int *oom);

#endif
