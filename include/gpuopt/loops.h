/* Loops of ordinary (host or device) code: canonical form, induction variables and trip counts,
 * access bounds per loop nest and base pointer, dependences and parallel (doall) loops, reductions
 * (DawnCC, TACO 2017, §3.1 Example 3.2, Figs. 5-6; Wolfe's dependence tests). The facts issues 15
 * (annotation, restrictification), 16 (offloading) and 18 build on. See docs/loops.md. */
#ifndef GPUOPT_LOOPS_H
#define GPUOPT_LOOPS_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The LLVM pass pipeline of gpuopt_loops_canonicalize (a new-PM pipeline string). */
extern const char gpuopt_loops_canonical_pipeline[];

/* Bring every function of m (any target) into the form the loop analyses read: SSA scalars
 * (sroa), simplified CFG, loop-simplify + LCSSA, rotated (guarded do-while) loops; never unrolls,
 * vectorises or hoists. For IR straight from `clang -O1 -Xclang -disable-llvm-passes` (what
 * `gpuopt analyze FILE.c` does, docs/loops.md); IR from an optimising pipeline needs no
 * canonicalisation. The module must pass the verifier before and does after. */
gpuopt_status gpuopt_loops_canonicalize(gpuopt_ctx *ctx, LLVMModuleRef m);

/* ---- loop facts of one function ----
 * gpuopt_loops_analyze computes, for every natural loop of a function (host or device code):
 *  - the induction variable of its exit test and the trip count (header executions) as a symbolic
 *    expression, with the condition under which the loop runs at all;
 *  - per base pointer touched by the loop's nest: the lowest and highest byte and, when every access
 *    has one size, element index, as expressions over values available before the loop (so a
 *    transform can evaluate them there), read/write, exact or over-approximated, and the guard under
 *    which the nest touches the base at all; accesses that cannot be bounded, with the reason
 *    ("not analysable");
 *  - whether its iterations may run in any order (doall), and why not: a loop-carried memory
 *    dependence between two named accesses (with the distance when constant), a loop-carried scalar,
 *    a call with side effects, an irregular exit, an access that cannot be analysed; the reductions
 *    (operator and type), privatizable and live-out scalars, and the pairs of base pointers the
 *    verdict assumes do not overlap (one of each pair written: the run-time checks of
 *    restrictification).
 * Expressions use the shared symbolic expressions of ranges.h; symbols stand for the function's
 * parameters, values loaded or computed before the loop, and the induction variables of enclosing
 * loops (their values at the loop's entry). C text uses source variable names from the debug info
 * (IR names prefixed with % where there is none). Everything the result hands out is owned by it;
 * the result is a snapshot, invalidated by any change to the function. See docs/loops.md. */

#include "gpuopt/ranges.h"

typedef struct gpuopt_loopfacts gpuopt_loopfacts;

/* Analyse fn (a function with a body). *out owned by the caller (gpuopt_loops_free). With LLVM 19
 * (whose C API cannot walk debug records) the module's debug info is switched, once, from debug
 * records to the equivalent llvm.dbg.value intrinsics (LLVMSetIsNewDbgInfoFormat): the IR means the
 * same, it prints with the intrinsics. */
gpuopt_status gpuopt_loops_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_loopfacts **out);
void gpuopt_loops_free(gpuopt_loopfacts *r);

#define GPUOPT_LOOP_NONE ((size_t)-1)

typedef struct gpuopt_loop_info {
  LLVMBasicBlockRef header;
  unsigned line;                 /* source line (llvm.loop location or the header's), 0 if none */
  unsigned depth;                /* 1 for an outermost loop */
  size_t parent;                 /* index of the enclosing loop, or GPUOPT_LOOP_NONE */
  LLVMValueRef iv;               /* the induction variable (header phi) of the exit test, or NULL */
  const gpuopt_expr *iv_start, *iv_step; /* its initial value and step (NULL if no iv) */
  const gpuopt_expr *trip_count; /* header executions when the loop runs; NULL when unknown */
  int trip_exact;                /* 0: an upper bound (the loop may leave earlier) */
  const char *trip_count_c;      /* C text, or NULL */
  const char *runs_if;           /* C text of the condition under which it runs at all ("1": when
                                    reached), NULL when unknown */
  int parallel;                  /* doall */
  const char *reason;            /* why not parallel; NULL when parallel */
  int has_distance;              /* the dependence in reason has a constant distance: */
  long long distance;            /* iterations between the two accesses of one element */
  int analysable;                /* every access of the nest is bounded */
  const char *not_analysable;    /* the first access that is not, and why; NULL when analysable */
  size_t nbounds, nreductions, nno_alias, nprivate, nliveout;
  size_t accesses, bounded;      /* loads/stores/calls of the nest, and those bounded */
} gpuopt_loop_info;

/* Loops in source order (outer before inner). */
size_t gpuopt_loops_count(const gpuopt_loopfacts *r);
/* Fill *out for loop i; nonzero when i is out of range. */
int gpuopt_loops_get(const gpuopt_loopfacts *r, size_t i, gpuopt_loop_info *out);
/* Whether block bb belongs to loop i (its nest included). */
int gpuopt_loops_block_in(const gpuopt_loopfacts *r, size_t i, LLVMBasicBlockRef bb);
/* The loop whose header is bb; nonzero when none. */
int gpuopt_loops_find(const gpuopt_loopfacts *r, LLVMBasicBlockRef bb, size_t *index);

typedef enum gpuopt_bounds_unit { GPUOPT_UNIT_BYTE = 0, GPUOPT_UNIT_ELEMENT = 1 } gpuopt_bounds_unit;

/* The bounds of one base pointer in a loop nest. */
typedef struct gpuopt_access_bounds {
  LLVMValueRef base;             /* argument, global, alloca, or a pointer computed before the loop */
  const char *base_name;         /* source name, or %ir-name / @global */
  int read, write;
  int analysable;                /* 0: lo/hi unknown (why says which access and why) */
  const char *why;
  const gpuopt_expr *lo_byte, *hi_byte; /* lowest and highest byte offset from base */
  size_t elem_size;              /* one access size with element-aligned offsets, else 0 */
  const gpuopt_expr *lo_elem, *hi_elem; /* element indices when elem_size */
  gpuopt_bounds_unit unit;       /* element when elem_size, else byte */
  const char *lo_c, *hi_c;       /* C text in unit; hi is max(lo, hi) unless the guard always
                                    holds, so that [lo, hi] is a valid interval even when the
                                    nest touches nothing (DawnCC Fig. 6) */
  int exact;                     /* both ends reached whenever the guard holds */
  const gpuopt_expr *const *guard; /* the nest touches base only if every guard[i] >= 0 */
  size_t nguard;
  const char *guard_c;           /* the guard as C text ("n >= 4"), "1" when always */
} gpuopt_access_bounds;
int gpuopt_loops_bounds(const gpuopt_loopfacts *r, size_t loop, size_t k, gpuopt_access_bounds *out);

/* ---- single-entry single-exit regions of several loop nests ----
 * The access bounds of a region of the function that control enters only at its entry block and
 * leaves only to its exit block (DawnCC §3.1, e.g. the four loop nests of Fig. 8 `corr`), per base
 * pointer, over values available before the region: the union of its loop nests' bounds and of the
 * accesses between them, read/write, exact or over-approximated, and the guard (facts every access of
 * the base needs). A region is "not analysable" when one of its accesses is not bounded or its bounds
 * need a value computed inside the region. gpuopt_loops_analyze lists the function's body (exit
 * NULL) when it has a loop and every SESE region of its program structure tree with at least two
 * outermost loop nests (of the regions with the same nests, the largest whose bounds are over values
 * before it), in pre-order of the program structure tree. */
typedef struct gpuopt_region_info {
  LLVMBasicBlockRef entry;       /* first block */
  LLVMBasicBlockRef exit;        /* the block control leaves to (not in the region); NULL: the
                                    region ends where the function returns */
  unsigned first_line, last_line;/* source lines of its instructions (0 when none) */
  size_t nloops;                 /* its outermost loops (gpuopt_loops_region_loop) */
  int analysable;
  const char *not_analysable;    /* the first access that is not bounded, and why */
  size_t nbounds;
  size_t accesses, bounded;      /* loads/stores/calls in the region, and those bounded */
} gpuopt_region_info;
size_t gpuopt_loops_region_count(const gpuopt_loopfacts *r);
int gpuopt_loops_region_get(const gpuopt_loopfacts *r, size_t region, gpuopt_region_info *out);
/* Index (as in gpuopt_loops_get) of the region's k-th outermost loop, GPUOPT_LOOP_NONE when k is out
 * of range. */
size_t gpuopt_loops_region_loop(const gpuopt_loopfacts *r, size_t region, size_t k);
int gpuopt_loops_region_bounds(const gpuopt_loopfacts *r, size_t region, size_t k, gpuopt_access_bounds *out);
/* Whether block bb belongs to the region. */
int gpuopt_loops_region_block_in(const gpuopt_loopfacts *r, size_t region, LLVMBasicBlockRef bb);
/* The region from entry to exit (exit NULL: to the function's returns), any pair of blocks that forms
 * one (also two consecutive regions together): computed and added to r when it is not listed yet;
 * *index is its number. GPUOPT_EINVAL (with a message) when (entry, exit) is not a SESE region of the
 * function r was computed for, or the function changed since. */
gpuopt_status gpuopt_loops_region_add(gpuopt_ctx *ctx, gpuopt_loopfacts *r, LLVMBasicBlockRef entry,
                                      LLVMBasicBlockRef exit, size_t *index);

typedef struct gpuopt_loop_reduction {
  LLVMValueRef phi;              /* the running value (header phi) */
  const char *name;              /* source name */
  const char *op;                /* "+", "*", "&", "|", "^", "min", "max" */
  LLVMTypeRef type;
  const char *type_c;            /* "int", "long", "float", "double", "i<N>" */
} gpuopt_loop_reduction;
int gpuopt_loops_reduction(const gpuopt_loopfacts *r, size_t loop, size_t k, gpuopt_loop_reduction *out);
/* Pair k of base pointers assumed not to overlap in the loop (at least one written). */
int gpuopt_loops_no_alias(const gpuopt_loopfacts *r, size_t loop, size_t k, LLVMValueRef *a, LLVMValueRef *b,
                          const char **a_name, const char **b_name);
/* Source names of privatizable scalars (defined in the body before any use, every iteration) and
 * live-out scalars (used after the loop); NULL when k is out of range. */
const char *gpuopt_loops_private(const gpuopt_loopfacts *r, size_t loop, size_t k);
const char *gpuopt_loops_liveout(const gpuopt_loopfacts *r, size_t loop, size_t k);

typedef struct gpuopt_loops_summary {
  size_t loops, analysable, parallel; /* loops; nests all of whose accesses are bounded; doall */
  size_t accesses, bounded;           /* memory accesses in loops, and those bounded (innermost nest) */
  size_t bounds, exact;               /* (loop, base) bounds computed, and those exact */
} gpuopt_loops_summary;
void gpuopt_loops_summary_get(const gpuopt_loopfacts *r, gpuopt_loops_summary *out);

#ifdef __cplusplus
}
#endif
#endif
