/* Symbolic expressions (symexpr.c): the one representation of integer expressions over a function's
 * symbols shared by the symbolic range analysis (range.c), the loop recurrences and access bounds,
 * the dependence tests, annotation (C text) and offloading (run-time checks). Internal header; the
 * public view is gpuopt_expr in include/gpuopt/ranges.h (the same objects).
 *
 * Paper: DawnCC (Mendonça et al., TACO 2017) §3.1; Alves et al., "A Fast Symbolic Range Analysis"
 * (2015): bounds are integer constants, symbols, + - * / (C division), min, max and ±inf.
 *
 * Values are mathematical integers (no wrap-around): an expression denotes the exact integer
 * obtained by evaluating it over the symbols' values, each symbol standing for the signed reading of
 * an SSA value (or a launch register) at the point where the expression is used.
 *
 * Canonical, hash-consed form (two equal expressions are one pointer within a table):
 *  - CONST c; SYM s; POS_INF; NEG_INF.
 *  - ADD: sum_i coef_i * op_i + c, n >= 1 terms, coefficients non-zero, terms sorted by id and
 *    distinct, no term is CONST, ADD, MIN or MAX; `3*n` is ADD{(3, n)} + 0; a lone term with
 *    coefficient 1 and constant 0 is the term itself.
 *  - MUL: product of n >= 2 factors sorted by id (SYM, DIV, or an ADD too long to distribute);
 *    constants live in the coefficients of an enclosing ADD. Sums are distributed over products
 *    while the result stays small (MAX_DISTRIBUTE terms), so polynomials have one normal form.
 *  - DIV: op[0] / op[1], C (truncating) division, not folded away.
 *  - MIN, MAX: n >= 2 operands sorted by id, flattened, no infinities, at most one constant, none
 *    provably dominated by another. Addition and scaling distribute over min/max (min(a,b) + c ==
 *    min(a+c, b+c), -max(a,b) == min(-a,-b)) so min/max float to the top of an expression, where
 *    the comparison helpers can take them apart.
 * Constructors return NULL when a constant overflows int64, when the result is undefined (+inf +
 * -inf, a symbolic factor times an infinity) or out of memory (t->oom is set then); callers treat
 * NULL as "unknown" in the direction they need (gpuopt__sx_lo/hi).
 *
 * A table is per analysis run, backed by an arena; everything is freed with the table. The
 * operations are linear in the sizes of their operands (sorting aside); callers that iterate cap
 * the size of what they build (node->size). */
#ifndef GPUOPT_ANALYSIS_SYMEXPR_H
#define GPUOPT_ANALYSIS_SYMEXPR_H

#include "core/core.h"
#include "gpuopt/ranges.h"

typedef enum gpuopt_sx_kind {
  SX_CONST = GPUOPT_EXPR_CONST,
  SX_SYM = GPUOPT_EXPR_SYMBOL,
  SX_ADD = GPUOPT_EXPR_ADD,
  SX_MUL = GPUOPT_EXPR_MUL,
  SX_DIV = GPUOPT_EXPR_DIV,
  SX_MIN = GPUOPT_EXPR_MIN,
  SX_MAX = GPUOPT_EXPR_MAX,
  SX_POS_INF = GPUOPT_EXPR_POS_INF,
  SX_NEG_INF = GPUOPT_EXPR_NEG_INF
} gpuopt_sx_kind;

typedef struct gpuopt_expr gpuopt_sx;
struct gpuopt_expr {
  uint8_t kind;
  uint32_t id;           /* creation number within the table: the canonical order of operands */
  uint32_t n;            /* operands */
  uint32_t size;         /* nodes in the tree (saturating) */
  uint32_t hash;
  int64_t c;             /* CONST: the value; ADD: the constant term; SYM: the symbol number */
  const gpuopt_sx **op;
  const int64_t *coef;   /* ADD: coefficient of each operand */
  const struct gpuopt_sx_table *table;
  gpuopt_sx *next;       /* hash chain */
};

/* What is known of a symbol. */
typedef struct gpuopt_sx_sym {
  uint32_t id;
  const char *name;      /* printable name (C identifier or %ir-name), owned by the table */
  LLVMValueRef value;    /* the IR value it stands for, or NULL (launch registers) */
  int64_t lo, hi;        /* constant range of its values (the type's range by default) */
  unsigned bits;         /* width of the IR value (0 if none) */
  int special;           /* a gpuopt_sreg + 1 for launch registers, else 0 */
  int zext;              /* the value read as unsigned (zero-extended): lo/hi within [0, 2^bits - 1] */
  const gpuopt_sx *expr; /* its SYM node */
} gpuopt_sx_sym;

typedef struct gpuopt_sx_table {
  gpuopt_arena arena;
  gpuopt_sx **buckets;
  uint32_t nbuckets, nnodes;
  gpuopt_sx_sym **syms;
  uint32_t nsyms, capsyms;
  const gpuopt_sx *pinf, *ninf, *zero, *one;
  int oom;
} gpuopt_sx_table;

/* Create / free a table (NULL on out of memory). */
gpuopt_sx_table *gpuopt__sx_table_new(void);
void gpuopt__sx_table_free(gpuopt_sx_table *t);

/* A new symbol (its own node even if name and value repeat); NULL on out of memory. name is copied.
 * lo/hi: its constant range. */
gpuopt_sx_sym *gpuopt__sx_new_sym(gpuopt_sx_table *t, const char *name, LLVMValueRef value, unsigned bits,
                                  int64_t lo, int64_t hi);
static inline const gpuopt_sx_sym *gpuopt__sx_symbol(const gpuopt_sx_table *t, const gpuopt_sx *e) {
  return e && e->kind == SX_SYM ? t->syms[e->c] : NULL;
}

const gpuopt_sx *gpuopt__sx_const(gpuopt_sx_table *t, int64_t c);
const gpuopt_sx *gpuopt__sx_inf(gpuopt_sx_table *t, int positive);
const gpuopt_sx *gpuopt__sx_add(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b);
const gpuopt_sx *gpuopt__sx_sub(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b);
const gpuopt_sx *gpuopt__sx_addc(gpuopt_sx_table *t, const gpuopt_sx *a, int64_t c);
const gpuopt_sx *gpuopt__sx_neg(gpuopt_sx_table *t, const gpuopt_sx *a);
const gpuopt_sx *gpuopt__sx_mulc(gpuopt_sx_table *t, const gpuopt_sx *a, int64_t c);
const gpuopt_sx *gpuopt__sx_mul(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b);
const gpuopt_sx *gpuopt__sx_div(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b);
const gpuopt_sx *gpuopt__sx_min(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b);
const gpuopt_sx *gpuopt__sx_max(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b);

/* NULL (unknown) as -inf for a lower bound, +inf for an upper bound. */
static inline const gpuopt_sx *gpuopt__sx_lo(gpuopt_sx_table *t, const gpuopt_sx *e) { return e ? e : t->ninf; }
static inline const gpuopt_sx *gpuopt__sx_hi(gpuopt_sx_table *t, const gpuopt_sx *e) { return e ? e : t->pinf; }
static inline int gpuopt__sx_is_const(const gpuopt_sx *e, int64_t *c) {
  if (!e || e->kind != SX_CONST) return 0;
  if (c) *c = e->c;
  return 1;
}
static inline int gpuopt__sx_is_inf(const gpuopt_sx *e) {
  return !e || e->kind == SX_POS_INF || e->kind == SX_NEG_INF;
}

/* Assumptions for the comparison helpers: symbol sym[i] lies in [lo[i], hi[i]] (intersected with
 * the symbol's own range). May be NULL. */
typedef struct gpuopt_sx_env {
  size_t n;
  const uint32_t *sym;
  const int64_t *lo, *hi;
} gpuopt_sx_env;

/* Constant bounds of e over every value of its symbols allowed by their ranges and env:
 * *lo <= e <= *hi, with INT64_MIN / INT64_MAX standing for unbounded. */
void gpuopt__sx_const_bounds(const gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx_env *env, int64_t *lo,
                             int64_t *hi);
/* 1 when a <= b (a < b, a == b) is proved for every value of the symbols, 0 when not proved. NULL
 * operands are never proved. */
int gpuopt__sx_prove_le(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env);
int gpuopt__sx_prove_lt(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env);
int gpuopt__sx_prove_eq(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env);

/* e with the operands of its min/max (nested ones too) that are dominated under env dropped: equal
 * to e for every value of the symbols allowed by env, not in general. e itself when env is empty,
 * and where a rebuilt part cannot be formed (it never fails). */
const gpuopt_sx *gpuopt__sx_simplify(gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx_env *env);

/* min(a, b) / max(a, b) without the operands (of either, flattened) dominated under env: NULL, as
 * gpuopt__sx_min/max, when more remain than a min/max keeps. */
const gpuopt_sx *gpuopt__sx_min_under(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env);
const gpuopt_sx *gpuopt__sx_max_under(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b, const gpuopt_sx_env *env);

/* e with every symbol s replaced by map(user, s) (kept when map returns NULL); NULL on failure. */
typedef const gpuopt_sx *(*gpuopt_sx_map_fn)(void *user, const gpuopt_sx_sym *s);
const gpuopt_sx *gpuopt__sx_subst(gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_map_fn map, void *user);

/* Evaluate e, symbol values from val(user, s, &v) (0: known). Returns 0 and *out when finite, 1 for
 * +inf, -1 for -inf, 2 when undefined (unknown symbol, int64 overflow, division by zero). */
typedef int (*gpuopt_sx_val_fn)(void *user, const gpuopt_sx_sym *s, int64_t *out);
int gpuopt__sx_eval(const gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_val_fn val, void *user, int64_t *out);

/* C text of e: integer literals, + - * / with parentheses, min(a, b), max(a, b); infinities as
 * "+inf"/"-inf". name(user, s) gives a symbol's text (NULL name: s->name). Returns a malloc'd string
 * (NULL on out of memory). */
typedef const char *(*gpuopt_sx_name_fn)(void *user, const gpuopt_sx_sym *s);
char *gpuopt__sx_to_c(const gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_name_fn name, void *user);
/* The fact "e >= 0" as C text, simplified: "n >= 1", "n - m >= 2", "x >= 0 && y >= 3" for a min. */
char *gpuopt__sx_fact_to_c(gpuopt_sx_table *t, const gpuopt_sx *e, gpuopt_sx_name_fn name, void *user);

#endif
