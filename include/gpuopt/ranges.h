/* Symbolic range analysis (DawnCC, Mendonça et al., TACO 2017, §3.1 and Fig. 4; Alves et al.,
 * "A Fast Symbolic Range Analysis", 2015) and the symbolic expressions it is written in.
 *
 * For every integer SSA value of a function (up to 64 bits) the analysis gives a range [lo, hi] of
 * symbolic expressions over the function's symbols: its parameters, the results of loads and
 * calls (each a fresh symbol, as in Fig. 4's [Sym]), and the GPU launch registers (threadIdx.x,
 * blockDim.x, blockIdx.x, gridDim.x, ...). Integers are read as signed (two's complement) values of
 * their width, except i1, read as 0/1. A range holds on every execution: lo <= v <= hi whenever v
 * is computed, with each symbol taking the value it has at that point. Ranges are also given where
 * a value is used: in the blocks dominated by a branch on a comparison (or a switch) the range of
 * the compared values is narrowed (the paper's e-SSA, computed on the dominator tree).
 *
 * Results are snapshots queried by value and invalidated by any change to the function. Every
 * gpuopt_expr and string a result hands out is owned by the result (strings from *_to_c are the
 * caller's, freed with gpuopt_free). */
#ifndef GPUOPT_RANGES_H
#define GPUOPT_RANGES_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- symbolic expressions ---- */

/* A symbolic integer expression (hash-consed, immutable), owned by the result that returned it. */
typedef struct gpuopt_expr gpuopt_expr;

typedef enum gpuopt_expr_kind {
  GPUOPT_EXPR_CONST = 0,   /* an integer constant: gpuopt_expr_constant */
  GPUOPT_EXPR_SYMBOL = 1,  /* a symbol: gpuopt_expr_symbol_* */
  GPUOPT_EXPR_ADD = 2,     /* sum of coefficient(i) * operand(i), plus constant() */
  GPUOPT_EXPR_MUL = 3,     /* product of the operands (>= 2) */
  GPUOPT_EXPR_DIV = 4,     /* operand(0) / operand(1), C (truncating) division */
  GPUOPT_EXPR_MIN = 5,     /* minimum of the operands (>= 2) */
  GPUOPT_EXPR_MAX = 6,     /* maximum of the operands (>= 2) */
  GPUOPT_EXPR_POS_INF = 7, /* +infinity: no upper bound */
  GPUOPT_EXPR_NEG_INF = 8  /* -infinity: no lower bound */
} gpuopt_expr_kind;

/* The GPU launch registers a symbol may stand for (GPUOPT_SREG_NONE for other symbols). */
typedef enum gpuopt_sreg {
  GPUOPT_SREG_NONE = 0,
  GPUOPT_SREG_TID_X, GPUOPT_SREG_TID_Y, GPUOPT_SREG_TID_Z,
  GPUOPT_SREG_NTID_X, GPUOPT_SREG_NTID_Y, GPUOPT_SREG_NTID_Z,
  GPUOPT_SREG_CTAID_X, GPUOPT_SREG_CTAID_Y, GPUOPT_SREG_CTAID_Z,
  GPUOPT_SREG_NCTAID_X, GPUOPT_SREG_NCTAID_Y, GPUOPT_SREG_NCTAID_Z,
  GPUOPT_SREG_LANEID, GPUOPT_SREG_WARPSIZE
} gpuopt_sreg;

gpuopt_expr_kind gpuopt_expr_get_kind(const gpuopt_expr *e);
/* CONST: the value; ADD: the constant term; 0 otherwise. */
int64_t gpuopt_expr_constant(const gpuopt_expr *e);
size_t gpuopt_expr_num_operands(const gpuopt_expr *e);
/* Operand i (NULL when out of range). Operands are in a canonical order. */
const gpuopt_expr *gpuopt_expr_operand(const gpuopt_expr *e, size_t i);
/* ADD: the coefficient of operand i; 1 for other kinds. */
int64_t gpuopt_expr_coefficient(const gpuopt_expr *e, size_t i);
/* SYMBOL: a number unique within the result, its printable name ("n", "%3", "threadIdx.x"), the IR
 * value it stands for (an argument, load, call or other instruction; NULL for launch registers),
 * the launch register, and the constant range its values lie in. */
unsigned gpuopt_expr_symbol_id(const gpuopt_expr *e);
const char *gpuopt_expr_symbol_name(const gpuopt_expr *e);
LLVMValueRef gpuopt_expr_symbol_value(const gpuopt_expr *e);
gpuopt_sreg gpuopt_expr_symbol_sreg(const gpuopt_expr *e);
void gpuopt_expr_symbol_bounds(const gpuopt_expr *e, int64_t *lo, int64_t *hi);

/* C text: integer literals, symbols' names, + - * / (C division) with parentheses, min(a, b),
 * max(a, b); "+inf"/"-inf" for the infinities. Returns a string the caller frees with gpuopt_free
 * (NULL on out of memory). With a name callback, symbols print as name(user, symbol) (NULL: the
 * default name). */
char *gpuopt_expr_to_c(const gpuopt_expr *e);
typedef const char *(*gpuopt_expr_name_fn)(void *user, const gpuopt_expr *symbol);
char *gpuopt_expr_to_c_named(const gpuopt_expr *e, gpuopt_expr_name_fn name, void *user);
/* Evaluate e, each symbol's value given by value(user, symbol, &v) (return 0, or nonzero when the
 * value is unknown). Returns 0 and *out when finite; 1 for +inf, -1 for -inf; 2 when undefined
 * (unknown symbol, int64 overflow, division by zero). */
typedef int (*gpuopt_expr_value_fn)(void *user, const gpuopt_expr *symbol, int64_t *out);
int gpuopt_expr_eval(const gpuopt_expr *e, gpuopt_expr_value_fn value, void *user, int64_t *out);

/* ---- range analysis ---- */

#define GPUOPT_RANGES_OPTIONS_VERSION 2
typedef struct gpuopt_ranges_options {
  unsigned version;        /* GPUOPT_RANGES_OPTIONS_VERSION */
  unsigned max_ntid[3];    /* known upper bounds of blockDim.x/y/z; 0: from nvvm reqntid/maxntid,
                              else the hardware limits 1024, 1024, 64 */
  unsigned max_nctaid[3];  /* known upper bounds of gridDim.x/y/z; 0: the hardware limits
                              2^31-1, 65535, 65535 */
  unsigned max_expr_size;  /* bounds with more nodes become infinite; 0: the default, 48 */
  /* version 2: */
  int source_names;        /* name symbols by the source variables of the debug info (dbg.value /
                              dbg.declare records; gpuopt_ranges_source_name). On LLVM 19, whose C API
                              cannot walk debug records, this switches the module to the intrinsic
                              form (llvm.dbg.value calls) once: ask for it only where that is fine */
} gpuopt_ranges_options;
#define GPUOPT_RANGES_OPTIONS_INIT { GPUOPT_RANGES_OPTIONS_VERSION, {0, 0, 0}, {0, 0, 0}, 0, 0 }

/* An opaque range-analysis result for one function. */
typedef struct gpuopt_ranges gpuopt_ranges;

typedef struct gpuopt_range {
  int reached;               /* 0: never computed (unreachable code); the other fields are then
                                lo = +inf, hi = -inf, constants 0 */
  unsigned bits;             /* the value's width */
  const gpuopt_expr *lo, *hi;/* never NULL; NEG_INF / POS_INF where unbounded */
  int64_t lo_const, hi_const;/* constant bounds implied by lo/hi and the symbols' ranges, clamped
                                to the type's signed range (i1: 0 and 1) */
  const gpuopt_expr *value;  /* the value itself as an expression, when known exactly (e.g. n + 1
                                for `add nsw i32 %n, 1`); NULL otherwise */
  const gpuopt_expr *fact;   /* NULL, or e: the value is only computed when e >= 0 (lo <= hi
                                needs it; [0, n - 1] is valid under "n >= 1") */
} gpuopt_range;

typedef struct gpuopt_ranges_summary {
  size_t values;        /* integer values with a range at their definition (reached) */
  size_t finite_lo, finite_hi, finite; /* ... with a finite lower / upper / both bounds */
  size_t constant;      /* ... whose bounds are both integer constants */
  size_t views;         /* narrowed views (value, block) */
  size_t unreached;     /* integer values never computed */
} gpuopt_ranges_summary;

/* Analyse fn (a function with a body; kernels and ordinary functions alike). opts may be NULL.
 * *out is owned by the caller and freed with gpuopt_ranges_free. */
gpuopt_status gpuopt_ranges_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_ranges_options *opts,
                                    gpuopt_ranges **out);
void gpuopt_ranges_free(gpuopt_ranges *r);

/* Range of v at its definition (an integer instruction or argument of the function, or a constant).
 * Returns 0 and fills *out; nonzero when v is not an integer value of this function. */
int gpuopt_ranges_value(const gpuopt_ranges *r, LLVMValueRef v, gpuopt_range *out);
/* Range of v where it is used in block bb: narrowed by the branch conditions that dominate bb. */
int gpuopt_ranges_value_at(const gpuopt_ranges *r, LLVMValueRef v, LLVMBasicBlockRef bb, gpuopt_range *out);
/* Range of operand i of instruction user as user sees it (for a phi: at the end of the incoming
 * block, narrowed by the incoming edge's condition). */
int gpuopt_ranges_operand(const gpuopt_ranges *r, LLVMValueRef user, unsigned i, gpuopt_range *out);
/* For add/sub/mul/shl (and trunc: the value fits the narrower type): whether the operation is
 * proved not to wrap in the signed (*nsw) and unsigned (*nuw) sense, from its operands' ranges or
 * its flags. Returns nonzero for other values. */
int gpuopt_ranges_no_wrap(const gpuopt_ranges *r, LLVMValueRef inst, int *nsw, int *nuw);

/* Every range the analysis holds, for printing: definitions (block NULL) in layout order, each
 * followed by its narrowed views (value, block where the narrowing starts). */
typedef struct gpuopt_range_view {
  LLVMValueRef value;
  LLVMBasicBlockRef block;  /* NULL: at the definition; else valid in the blocks bb dominates */
  gpuopt_range range;
} gpuopt_range_view;
size_t gpuopt_ranges_num_views(const gpuopt_ranges *r);
int gpuopt_ranges_view(const gpuopt_ranges *r, size_t i, gpuopt_range_view *out);
void gpuopt_ranges_summary_get(const gpuopt_ranges *r, gpuopt_ranges_summary *out);

/* Relational bounds (DawnCC §3.1, Alves et al.): v's bounds in terms of other SSA values, from
 * comparisons with values the main range cannot express (`j < i` with i an outer induction variable
 * gives j <= i - 1 where the main range says j <= n - 2). A symbol of such a bound stands for its
 * SSA value (gpuopt_expr_symbol_value) read where the bound is used: at v's definition (bb NULL) or
 * in block bb; its definition strictly dominates that point. The main range (gpuopt_ranges_value*)
 * is unchanged and stays over function inputs only. Fills *lo / *hi (NULL for a side without a
 * relational bound; owned by r) and returns 0 when v has one there; nonzero otherwise. */
int gpuopt_ranges_relational(const gpuopt_ranges *r, LLVMValueRef v, LLVMBasicBlockRef bb, const gpuopt_expr **lo,
                             const gpuopt_expr **hi);

/* The source variable v holds (from the debug info), when the result was computed with
 * source_names; NULL otherwise. Owned by r. */
const char *gpuopt_ranges_source_name(const gpuopt_ranges *r, LLVMValueRef v);

/* "e >= 0" of a range's fact as simplified C text ("n >= 1"); caller frees with gpuopt_free. */
char *gpuopt_range_fact_to_c(const gpuopt_ranges *r, const gpuopt_expr *fact);

#ifdef __cplusplus
}
#endif
#endif
