/* Internal view of a divergence result (divergence.c), shared with the access-pattern
 * classification (access.c). */
#ifndef GPUOPT_ANALYSIS_DIVERGENCE_H
#define GPUOPT_ANALYSIS_DIVERGENCE_H

#include "core/ir.h"
#include "gpuopt/analysis.h"
#include "gpuopt/ranges.h"

/* One coefficient of the abstract polynomial c2*tid^2 + c1*tid + c0: TOP (not yet reached), a
 * constant known statically, UNI (the same on every active lane of the warp, not known
 * statically: the paper's ⊥ on a uniform value) or BOT (no claim: may differ between lanes). */
enum { DV_TOP = 0, DV_CONST = 1, DV_UNI = 2, DV_BOT = 3 };

typedef struct dv {
  uint8_t k[3];   /* kind of c0, c1, c2 */
  uint8_t sx, ux; /* signed / unsigned exact: no wrap-around, see divergence.c */
  int64_t c[3];   /* value of CONST coefficients, sign-extended from the value's width */
} dv;

struct gpuopt_divergence {
  gpuopt_arena arena;
  gpuopt_div_mode mode;
  unsigned testing;
  int no_signed_wrap;        /* options.assume_no_signed_wrap */
  gpuopt_divergence_options opts; /* as given (version 2 form) */
  gpuopt_ranges *rng;        /* range analysis for no-wrap facts (built on first need, freed after) */
  int rng_tried;
  gpuopt_div_missing_fact *missing;
  size_t nmissing;
  LLVMValueRef fn;
  LLVMTargetDataRef td;      /* the module's data layout (owned by the module) */
  gpuopt_cfg *cfg;           /* owned copies, independent of the context's cache */
  gpuopt_numbering *num;
  dv *inst;                  /* by instruction id */
  dv *arg;                   /* by argument index */
  uint32_t nargs;
  uint8_t *branch_div;       /* by block number */
  uint32_t *div_branches, ndiv_branches;
  gpuopt_div_access *accesses;
  size_t naccesses;
  gpuopt_div_summary summary;
};

/* The abstract value of any value (instruction, argument, constant, global); 0 if v is an
 * instruction or argument of another function. */
int gpuopt__div_lookup(const gpuopt_divergence *r, LLVMValueRef v, dv *out);
/* Fill r->accesses (access.c). Returns 0 on out of memory. */
int gpuopt__div_accesses(gpuopt_divergence *r);

static inline int dv_is_bot(const dv *d) { return d->k[0] == DV_BOT; }
static inline int dv_is_uniform(const dv *d) {
  return d->k[0] != DV_BOT && d->k[1] == DV_CONST && d->c[1] == 0 && d->k[2] == DV_CONST && d->c[2] == 0;
}

/* poly2 mode: c2 = 0 and c1 uniform but unknown (Fig. 15's n*tid): affine with an unknown slope. */
static inline int gpuopt__div_unknown_slope(const gpuopt_divergence *r, const dv *d) {
  return r->mode == GPUOPT_DIV_POLY2 && d->k[0] != DV_BOT && d->k[0] != DV_TOP && d->k[1] == DV_UNI &&
         d->k[2] == DV_CONST && d->c[2] == 0;
}

#endif
