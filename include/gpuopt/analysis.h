/* Analyses: divergence (Sampaio et al., "Divergence Analysis", TOPLAS 2013, §3.3-§3.4, Fig. 15) and
 * memory access patterns. Results are snapshots queried by value and invalidated by any change to
 * the function. Later waves add symbolic ranges, access bounds and code features here. */
#ifndef GPUOPT_ANALYSIS_H
#define GPUOPT_ANALYSIS_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- divergence ---- */

typedef enum gpuopt_div_mode {
  GPUOPT_DIV_SIMPLE = 0, /* §3.3, Fig. 10: uniform / divergent */
  GPUOPT_DIV_AFFINE = 1, /* §3.4, Figs. 12-13: a1*tid + a0 */
  GPUOPT_DIV_POLY2 = 2   /* Fig. 15, Theorem 3.5: a2*tid^2 + a1*tid + a0 */
} gpuopt_div_mode;

#define GPUOPT_DIVERGENCE_OPTIONS_VERSION 2 /* 1: the fields up to assume_no_signed_wrap (still accepted) */
typedef struct gpuopt_divergence_options {
  unsigned version;      /* GPUOPT_DIVERGENCE_OPTIONS_VERSION */
  gpuopt_div_mode mode;  /* default GPUOPT_DIV_AFFINE */
  unsigned testing;      /* 0, or GPUOPT_DIV_TEST_* to break the analysis on purpose (tests only) */
  int assume_no_signed_wrap; /* 0 (default): only nsw/nuw flags rule out wrap-around. 1: assume no
                              * integer add/sub/mul/shl wraps in the signed sense (as the paper
                              * does), so that e.g. sext(blockIdx.x*blockDim.x + threadIdx.x) stays
                              * affine; claims then hold only for launches where that is true. */
  /* version 2: */
  int no_range_facts;        /* 0 (default): where a flag is missing, no-wrap facts are proved with the
                              * symbolic range analysis (ranges.h: launch registers bounded by their
                              * range attributes, launch bounds and max_ntid/max_nctaid below, and by
                              * dominating guards such as i < n); 1: flags only (the version-1 result) */
  unsigned max_ntid[3];      /* known upper bounds of blockDim.x/y/z (0: from launch bounds, else the
                              * hardware's); claims hold for launches within them */
  unsigned max_nctaid[3];    /* known upper bounds of gridDim.x/y/z (0: the hardware's) */
  int report_missing_facts;  /* 1: also list the accesses that are divergent only for want of a
                              * no-wrap fact (gpuopt_divergence_missing_fact); costs a second run */
} gpuopt_divergence_options;
#define GPUOPT_DIVERGENCE_OPTIONS_INIT \
  { GPUOPT_DIVERGENCE_OPTIONS_VERSION, GPUOPT_DIV_AFFINE, 0, 0, 0, {0, 0, 0}, {0, 0, 0}, 0 }
/* Deliberately wrong claims, so that tests can show the interpreter's soundness check catches them. */
#define GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM 1u  /* every value and branch claimed uniform */

/* An opaque divergence result for one function. */
typedef struct gpuopt_divergence gpuopt_divergence;

typedef enum gpuopt_div_state {
  GPUOPT_STATE_UNIFORM = 0, /* the same on every active lane of a warp */
  GPUOPT_STATE_AFFINE = 1, /* c2*tid^2 + c1*tid + c0, c1 or c2 a known non-zero integer; in poly2
                            * mode also c2 = 0 with c1 uniform but unknown (Fig. 15: n*tid) */
  GPUOPT_STATE_DIVERGENT = 2 /* anything else */
} gpuopt_div_state;

/* A coefficient of the lattice {TOP, integer, BOTTOM}. TOP only for values never reached. UNIFORM
 * (only c1, only in poly2 mode, only for affine values): the same on every active lane of the warp
 * but not known statically, e.g. the n of n*tid; elsewhere such a coefficient reads BOTTOM. */
typedef enum gpuopt_coef_kind {
  GPUOPT_COEF_TOP = 0,
  GPUOPT_COEF_CONST = 1,
  GPUOPT_COEF_BOTTOM = 2,
  GPUOPT_COEF_UNIFORM = 3
} gpuopt_coef_kind;
typedef struct gpuopt_coef {
  gpuopt_coef_kind kind;
  int64_t value; /* when kind == GPUOPT_COEF_CONST */
} gpuopt_coef;

/* What the analysis says of one value: value = c2*tid^2 + c1*tid + c0, tid = threadIdx.x.
 * Integers are claimed modulo 2^w in their own width w: for an affine value,
 * (v - c1*tid - c2*tid^2) mod 2^w is the same on every active lane of a warp (and is c0 mod 2^w
 * when c0 is known); for pointers w is the pointer width. Floating-point and aggregate values are
 * only ever uniform (bit-identical on every active lane) or divergent.
 * uniform: c1 and c2 are 0 (c0 may be BOTTOM: uniform but unknown). affine: c1 or c2 known and not
 * both 0. divergent: no claim. c2 is always 0 outside poly2 mode. */
typedef struct gpuopt_div_value {
  gpuopt_div_state state;
  gpuopt_coef c0, c1, c2;
} gpuopt_div_value;

typedef enum gpuopt_access_pattern {
  GPUOPT_ACCESS_BROADCAST = 0, /* uniform address */
  GPUOPT_ACCESS_COALESCED = 1, /* affine, |stride| == element size */
  GPUOPT_ACCESS_STRIDED = 2,   /* affine, another stride; stride 0: uniform but unknown (poly2 mode) */
  GPUOPT_ACCESS_DIVERGENT = 3  /* anything else (gather/scatter) */
} gpuopt_access_pattern;

typedef struct gpuopt_div_access {
  LLVMValueRef inst;              /* load, store, atomicrmw, cmpxchg, or memory intrinsic call */
  gpuopt_access_pattern pattern;
  int64_t stride;                 /* bytes between consecutive lanes (coalesced and strided; 0 for a
                                   * strided access whose stride is uniform but unknown) */
  unsigned size;                  /* bytes accessed per lane */
} gpuopt_div_access;

typedef struct gpuopt_div_summary {
  size_t values, uniform, affine, divergent;   /* instructions and arguments with a value */
  size_t branches, divergent_branches;         /* conditional br, switch and indirectbr */
  size_t accesses, broadcast, coalesced, strided, divergent_accesses;
} gpuopt_div_summary;

/* Analyse fn (a function with a body). opts may be NULL for the defaults. *out is owned by the
 * caller and freed with gpuopt_divergence_free. */
gpuopt_status gpuopt_divergence_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_divergence_options *opts,
                                        gpuopt_divergence **out);
void gpuopt_divergence_free(gpuopt_divergence *r);

/* The claim about v (an instruction or argument of the function; constants and globals are
 * uniform). Returns 0 and fills *out; GPUOPT_ENOTFOUND-like nonzero if v is not of this function. */
int gpuopt_divergence_value(const gpuopt_divergence *r, LLVMValueRef v, gpuopt_div_value *out);
/* Whether the terminator of bb (conditional br or switch) may send lanes of a warp different ways. */
int gpuopt_divergence_branch_divergent(const gpuopt_divergence *r, LLVMBasicBlockRef bb);
/* Divergent branches, as blocks, in layout order. */
size_t gpuopt_divergence_num_divergent_branches(const gpuopt_divergence *r);
LLVMBasicBlockRef gpuopt_divergence_divergent_branch(const gpuopt_divergence *r, size_t i);
/* Memory accesses in layout order. */
size_t gpuopt_divergence_num_accesses(const gpuopt_divergence *r);
int gpuopt_divergence_access(const gpuopt_divergence *r, size_t i, gpuopt_div_access *out);
void gpuopt_divergence_summary(const gpuopt_divergence *r, gpuopt_div_summary *out);
/* An access that is divergent only for want of a no-wrap fact: with assume_no_signed_wrap it would
 * have `pattern` (and `stride`), and `inst` (an add/sub/mul/shl without nsw whose result is then
 * sign-extended) is where exactness is lost; `fact` says what would prove it, e.g.
 * "gridDim.x*blockDim.x - 1 <= 2147483647" (launch bounds, max_ntid/max_nctaid, a guard), or
 * "no signed wrap-around" when no bound could be formed. Strings are owned by the result. Only filled
 * with report_missing_facts (and not with assume_no_signed_wrap). */
typedef struct gpuopt_div_missing_fact {
  LLVMValueRef access;
  gpuopt_access_pattern pattern;
  int64_t stride;
  LLVMValueRef inst;
  const char *fact;
} gpuopt_div_missing_fact;
size_t gpuopt_divergence_num_missing_facts(const gpuopt_divergence *r);
int gpuopt_divergence_missing_fact(const gpuopt_divergence *r, size_t i, gpuopt_div_missing_fact *out);
/* Names for output: "uniform"/"affine"/"divergent", "broadcast"/"coalesced"/"strided"/"divergent",
 * "simple"/"affine"/"poly2". */
const char *gpuopt_div_state_name(gpuopt_div_state s);
const char *gpuopt_access_pattern_name(gpuopt_access_pattern p);
const char *gpuopt_div_mode_name(gpuopt_div_mode m);

/* ---- register pressure (the model of div-spill, Sampaio et al. §4) ---- */

typedef struct gpuopt_regpressure {
  unsigned max;     /* 32-bit registers live at the worst instruction: SSA liveness, i64/double/64-bit
                     * pointers 2, i1 predicates and kernel parameters 0 */
  LLVMValueRef at;  /* that instruction (NULL for an empty function); owned by the module */
  unsigned budget;  /* div-spill's register budget for fn (context max_registers, else maxnreg, else
                     * launch bounds; raised to the context's min_registers, default 24, the cap
                     * ptxas applies); 0: none */
} gpuopt_regpressure;

/* The register-pressure estimate of fn (a definition) and its budget. */
gpuopt_status gpuopt_register_pressure(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_regpressure *out);

#ifdef __cplusplus
}
#endif
#endif
