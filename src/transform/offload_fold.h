/* clang -O2/-O3's runtime-unrolled or vectorised worksharing loop, folded back into its scalar
 * copy for the grid mapping (offload_fold.c). Internal. */
#ifndef GPUOPT_TRANSFORM_OFFLOAD_FOLD_H
#define GPUOPT_TRANSFORM_OFFLOAD_FOLD_H

#include "core/core.h"
#include "core/ir.h"

#define GPUOPT_FOLD_MAX_FORCED 8
#define GPUOPT_FOLD_MAX_VERSIONS 4
#define GPUOPT_FOLD_MAX_SEL 3

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
  int zero_start;            /* Q starts at 0 (the unroller's normalised variable, the body at lb + Q):
                                the grid steps Q from 0; no delinearisation (1-D) */
  /* the scalar copy unrolled by 2 after one straight-line iteration (the unroller's remainder of 1,
   * peeled before the loop): Q is the phi of that iteration's test block H, which branches (on the
   * parity of the trip count) to the iteration's block B or past it to J; the loop is rebuilt as
   * H -> B -> J -> H: peel_br (J's branch) goes back to H instead of to the unrolled loop */
  LLVMValueRef peel_br;      /* NULL: not this form */
  unsigned peel_succ;        /* peel_br's successor towards the unrolled loop */
  unsigned peel_phi;         /* Q's position among the phis of H (phi_drop rebuilds phis) */
  /* the epilogue form: the straight-line iteration E after the loop unrolled by 2, run when the
   * trip count T is odd. Q is the phi of E's test block X ([Q0, bypass], [the unrolled loop's
   * end, its latch]); X branches to E or past it to Z. The loop is rebuilt as X -> E -> J -> X
   * with a new latch J: Q + 1 == T (next and latch_br are J's, made by the rewrite: NULL before) */
  LLVMValueRef epi_br;       /* X's branch; NULL: not this form */
  LLVMValueRef epi_ebr;      /* E's branch to Z */
  LLVMValueRef epi_run;      /* X's condition without the parity test, in the sense "E runs" when
                                epi_neg is 0, "E is skipped" when 1; NULL: E always runs */
  int epi_neg;
  unsigned epi_esucc;        /* epi_br's successor towards E */
  LLVMValueRef epi_trip;     /* T */
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
void gpuopt__fold_apply(gpuopt_ctx *ctx, gpuopt__fold *f);

/* Versions of one worksharing loop (clang -O3's loop unswitching and similar versioning): after the
 * static_init, conditional branches on uniform conditions (gpuopt__fold_uniform) select among n >= 2
 * copies of the worksharing loop; each copy is either plain (the grid matcher's form: Q = [lb, pre],
 * [Q + 1, latch], left only through tests of Q or Q + 1) or clang's unrolled or vectorised loop
 * that folds into its scalar copy (gpuopt__fold_find restricted to the copy's blocks). */
typedef struct gpuopt__fold_versions {
  unsigned n;                                   /* versions (leaves of the selection tree) */
  gpuopt__fold v[GPUOPT_FOLD_MAX_VERSIONS];     /* each version's loop and, folded, its forced branches */
  int folded[GPUOPT_FOLD_MAX_VERSIONS];         /* 1: v[i] is folded into its scalar copy; 0: plain;
                                                   -1: no loop on that path (v[i].phi NULL: the
                                                   region does nothing for that condition; v[0]
                                                   always has a loop) */
  LLVMValueRef sel[GPUOPT_FOLD_MAX_SEL];        /* the selecting branches */
  unsigned nsel;
  unsigned dead;                                /* copies never run (feasible()): not in v[] */
  signed char path[GPUOPT_FOLD_MAX_VERSIONS][GPUOPT_FOLD_MAX_SEL]; /* sel[k]'s successor towards version
                                                                      i, -1 when sel[k] is off its path */
} gpuopt__fold_versions;

/* Whether v is the same in every thread and every iteration of the region of function fn (whose
 * parameters 2.. are the region's nargs shared values, argk[i] their kinds, offload_ranges.h's
 * GPUOPT__RK_*): constants, the shared values passed by value, loads of read-only shared slots
 * (scalars, array bases), and arithmetic, comparisons, casts and selects of those (no division: the
 * range function evaluates it unconditionally). */
int gpuopt__fold_uniform(LLVMValueRef v, LLVMValueRef fn, unsigned nargs, const int *argk);

/* v (uniform in its function, gpuopt__fold_uniform) rebuilt at b's position in function nf, whose
 * first parameters are those of v's function. */
LLVMValueRef gpuopt__fold_remat(LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef nf);

/* The versions of the worksharing loop of static_init call init (static schedule, no chunk,
 * increment 1): 1 when there are at least two (counting copies on a path an earlier branch on the
 * same condition rules out: `dead`, left as they are), every other path through the selecting
 * branches reaches exactly one, and each is recognised; nothing is changed. */
int gpuopt__fold_versions_find(gpuopt_ctx *ctx, LLVMValueRef init, unsigned nargs, const int *argk, gpuopt__fold_versions *V);

/* Fold the versions of V (found in their function): only < 0: every version folded, the selecting
 * branches kept (the device copy); only = i: the selecting branches on version i's path keep their
 * condition but leave the function (a new block that returns; the function returns void) where
 * they would leave that path, so the other versions are deleted and the conditions stay facts for
 * what follows (the range function's clone of version i, called only when they hold); version i
 * folded. */
void gpuopt__fold_versions_apply(gpuopt_ctx *ctx, gpuopt__fold_versions *V, int only);

/* Whether block b of fi's function runs only after a __kmpc_reduce(_nowait) call (a block holding
 * one dominates b): the reduction's combination, whose atomic case for float `*`, `max`, `min`
 * retries a compare-and-swap in a loop of its own once the worksharing loop is done. */
int gpuopt__fold_after_reduce(const gpuopt_fninfo *fi, uint32_t b);
/* Whether every loop reachable from init's block is the loop of header phi `phi` or inside it (the
 * grid matcher's loop is the only copy of the worksharing loop). */
int gpuopt__fold_only_loop(gpuopt_ctx *ctx, LLVMValueRef init, LLVMValueRef phi);

#endif
