/* Internal form of the loop analyses (issue 14 part B; DawnCC §3.1, Example 3.2, Figs. 5-6):
 *  recurrence.c  affine forms of integer and pointer values in the loops' iteration numbers,
 *                induction variables, trip counts and the condition under which a loop runs;
 *  bounds.c      per loop nest and base pointer, the lowest and highest byte/element accessed;
 *  dependence.c  reductions, loop-carried scalars and memory dependences, the doall verdict;
 *  loopfacts.c   the public result object (include/gpuopt/loops.h).
 *
 * Every integer is a mathematical value (no wrap-around) in the shared symbolic expressions
 * (symexpr.h). An affine form is c0 + sum_L coef_L * k_L where k_L = 0, 1, ... counts the iterations
 * of loop L (its header's executions) and c0, coef_L are symbolic expressions over symbols: the
 * function's parameters and any value the forms cannot see through (loads, calls, ...). */
#ifndef GPUOPT_ANALYSIS_LOOPNEST_H
#define GPUOPT_ANALYSIS_LOOPNEST_H

#include <llvm-c/Target.h>

#include "analysis/srcnames.h"
#include "analysis/symexpr.h"
#include "core/ir.h"
#include "gpuopt/loops.h"
#include "gpuopt/ranges.h"

#define LF_MAXD 12 /* loop terms of one form; deeper nests are not analysable */

typedef struct lf_aff {
  const char *why;        /* NULL when known; else why the value has no affine form */
  const gpuopt_sx *c0;
  uint32_t n;
  uint32_t loop[LF_MAXD]; /* loop numbers, increasing */
  const gpuopt_sx *coef[LF_MAXD];
  uint32_t symloop;       /* innermost loop in which a symbol of the form is defined (GPUOPT_NONE) */
} lf_aff;

/* A pointer: base + byte offset. */
typedef struct lf_ptr {
  const char *why;        /* NULL when known */
  LLVMValueRef base;      /* argument, global, alloca, or a pointer value the form cannot see through */
  lf_aff off;
  /* struct fields on the way from base (C's rule: member arrays are indexed in range): the
   * (struct type, field) of the first struct step, or NULL */
  LLVMTypeRef field_struct;
  unsigned field;
  uint32_t field_depth;   /* GEP index position of that step */
  /* subscripts of a GEP through arrays of constant extents (C's rule: each subscript but the first
   * lies in [0, extent - 1]): off = prefix + sum stride[d] * dim[d]; ndim 0 when not known */
  uint32_t ndim;
  lf_aff prefix;
  lf_aff *dim;
  int64_t *stride, *extent; /* extent[0] is 0 (unbounded) */
} lf_ptr;

/* A memory access. */
typedef struct lf_access {
  LLVMValueRef inst;      /* load or store (or a call that touches memory: why set) */
  uint32_t block, loop;   /* block number, innermost loop (GPUOPT_NONE outside loops) */
  int is_write;
  uint64_t size;          /* bytes (1 for a span) */
  lf_ptr ptr;
  /* a span: llvm.memset/memcpy/memmove's destination (is_write) or source, [off, off + len) bytes
   * (len an affine form of its length operand; nothing is touched when len <= 0); NULL for a
   * single load or store. A memcpy/memmove is two accesses, the source read and the destination
   * written, both with inst the call. */
  const lf_aff *len;
  uint32_t cond_loop;     /* innermost loop around it in some iteration of which it may not execute
                             (its own loop: a condition in the body; an outer one: an inner loop's
                             entry is conditional beyond its trip count's guard), or GPUOPT_NONE */
  unsigned line;
} lf_access;

typedef struct lf_loopinfo {
  uint32_t header, parent, depth;
  unsigned line;
  LLVMValueRef iv;        /* the induction variable of the exit test (a header phi), or NULL */
  lf_aff iv_start;        /* its value at k = 0 (forms of the enclosing loops) */
  const gpuopt_sx *iv_step;
  int trip_known;
  lf_aff trip;            /* iterations (header executions) when the loop is entered and trip >= 1;
                             the loop runs at all iff trip >= 1 */
  int trip_exact;         /* the only way out: trip is exact, not an upper bound */
  int header_exit;        /* exit test at the top (body runs trip times, header trip + 1) */
  const char *irregular;  /* why the exits make the loop irregular, or NULL */
  const char *trip_why;   /* why the trip count is unknown */
  uint32_t guard_block;   /* the block whose branch guards a rotated loop, or GPUOPT_NONE */
} lf_loopinfo;

typedef struct lf_func {
  gpuopt_ctx *ctx;
  LLVMValueRef fn;
  LLVMModuleRef m;
  LLVMTargetDataRef td;
  gpuopt_arena arena;
  gpuopt_sx_table *t;
  gpuopt_fninfo *fi;      /* cfg, dom, loops, numbering (owned by the context's cache) */
  gpuopt_srcnames *names;
  gpuopt_ranges *ranges;  /* the symbolic range analysis (ranges.h): no-wrap facts LLVM dropped */
  lf_loopinfo *loops;
  uint32_t nloops;
  gpuopt_ptrmap aff;      /* value -> lf_aff * */
  gpuopt_ptrmap ptr;      /* value -> lf_ptr * */
  gpuopt_ptrmap sym;      /* value -> const gpuopt_sx * (its symbol) */
  gpuopt_ptrmap symdef;   /* symbol id + 1 -> defining loop + 1 */
  gpuopt_ptrmap ivsym;    /* loop + 1 -> symbol of its IV (region entry values) */
  gpuopt_ptrmap uns;      /* narrow header phis whose form is their unsigned reading only (-> 1) */
  gpuopt_ptrmap usym;     /* value -> const gpuopt_sx * (its unsigned reading, gpuopt_sx_sym.zext) */
  VEC(lf_access) acc;
  uint32_t **lacc, *nlacc; /* per loop: indices into acc of the accesses in its nest */
  int depth_guard;
} lf_func;

/* Bounds of one base pointer in a region (bounds.c). Expressions are over values available before
 * the region; NULL lo/hi with why set when the base is touched in a way that cannot be bounded. */
typedef struct lf_bound {
  LLVMValueRef base;
  const gpuopt_sx *lo, *hi;       /* lowest and highest byte touched */
  const gpuopt_sx *lo_e, *hi_e;   /* lowest and highest element index (elem_size != 0) */
  uint64_t elem_size;             /* every access has this size and element-aligned offsets; else 0 */
  int read, write, exact;
  const gpuopt_sx **guard;        /* the base is touched only if every guard[i] >= 0 */
  uint32_t nguard;
  int guard_exact;                /* ... and is touched whenever they all hold */
  const char *why;
  const lf_access *first;         /* an access to the base (for names and lines) */
  struct lf_piece *pieces;        /* bounds.c: the accesses' own bounds */
  /* The density fact (issue 16): every byte of [dlo, dhi] is written by every execution of the nest
   * in which all dguard[i] >= 0 — one store that runs in every iteration of every loop from its own
   * out to the nest's root, with exact trip counts invariant in the nest, whose offset steps through
   * the rectangular iteration space without gaps (strides size, size*trip, ...). NULL when not
   * proved. Reads are not considered here: a consumer that skips copying [dlo, dhi] in also needs
   * `read` and `rmw` clear. */
  const gpuopt_sx *dlo, *dhi;
  const gpuopt_sx **dguard;
  uint32_t ndguard;
  int rmw;                        /* written by an atomic read-modify-write (or a call) too */
} lf_bound;

typedef struct lf_region {
  uint32_t root;                  /* the loop */
  lf_bound *b;
  uint32_t nb;
  int analysable;
  const char *why;                /* the first reason it is not (arena text) */
  const gpuopt_sx **guard;        /* the loop runs at all iff every guard[i] >= 0 (when known) */
  uint32_t nguard;
  uint32_t accesses, bounded;     /* memory accesses in the region, and those bounded */
} lf_region;

/* bounds.c: the bounds of every base pointer touched by loop `root` (its whole nest). */
int gpuopt__lf_region_bounds(lf_func *F, uint32_t root, lf_region *out);
/* bounds.c: the same for a single-entry single-exit region of several loop nests (out->root is
 * GPUOPT_NONE): `in` holds its blocks, top[0..ntop) are its outermost loops, loopreg[l] the bounds of
 * loop l's nest (gpuopt__lf_region_bounds). Bounds are over values defined outside the region. */
typedef struct lf_blockset {
  const uint32_t *mark;           /* block b is in the set iff mark[b] == stamp */
  uint32_t stamp;
  const uint32_t *blocks;         /* its blocks */
  uint32_t n;
  const uint32_t *acc_first, *acc_n; /* block b's accesses: F->acc.data[acc_first[b] ..][0 .. acc_n[b]) */
} lf_blockset;
#define LF_IN(S, b) ((S)->mark[b] == (S)->stamp)
int gpuopt__lf_sese_bounds(lf_func *F, const lf_blockset *in, const uint32_t *top, uint32_t ntop, const lf_region *loopreg,
                           lf_region *out);
/* The facts available at an access inside loop l (the loops around it run): an environment of
 * symbol ranges for the comparison helpers; arrays from the arena. */
void gpuopt__lf_env(lf_func *F, uint32_t l, gpuopt_sx_env *env);
/* C text of an expression over source names (arena). */
const char *gpuopt__lf_c(lf_func *F, const gpuopt_sx *e);
const char *gpuopt__lf_base_name(lf_func *F, LLVMValueRef base);

/* Dependences and the doall verdict for one loop (dependence.c). */
typedef struct lf_reduction {
  LLVMValueRef phi;
  const char *op;                 /* "+", "*", "&", "|", "^", "min", "max" */
  const char *name;               /* source name or %ir-name */
  LLVMTypeRef type;
} lf_reduction;

typedef struct lf_par {
  int parallel;
  const char *reason;             /* why not (arena text), NULL when parallel */
  int has_distance;
  int64_t distance;               /* of the dependence in reason, in iterations */
  lf_reduction *red;
  uint32_t nred;
  LLVMValueRef (*pairs)[2];       /* base pointer pairs assumed not to overlap (one written) */
  uint32_t npairs;
  const char **priv, **liveout;   /* source names */
  uint32_t npriv, nliveout;
} lf_par;

int gpuopt__lf_parallel(lf_func *F, uint32_t l, lf_par *out);
/* 1 when accesses A and B (one base; the caller checks that and the affine forms) never touch one
 * byte in two iterations of loop l with different l iterations, the loops inside l free and the
 * other loops around l at equal iterations, except loop `freel` (a loop around l, or GPUOPT_NONE),
 * whose iterations are free too. With freel = the loop just outside l this is loop interchange's
 * test (loop_interchange.c): every dependence of the pair has direction '=' on l. */
int gpuopt__lf_pair_independent(lf_func *F, uint32_t l, uint32_t freel, const lf_access *A, const lf_access *B);

/* recurrence.c */
gpuopt_status gpuopt__lf_build(gpuopt_ctx *ctx, LLVMValueRef fn, lf_func *F);
void gpuopt__lf_free(lf_func *F);
/* Trip counts only: gpuopt__lf_build without source names, memory accesses, bounds or dependences
 * (F->acc empty, F->lacc NULL); for transforms that need the counts alone. Free with gpuopt__lf_free. */
gpuopt_status gpuopt__lf_trips(gpuopt_ctx *ctx, LLVMValueRef fn, lf_func *F);
/* The trip count of loop l (header executions, 0 when it does not run: gpuopt_loop_info's
 * trip_count) when it is a constant; 0 when it is not known or not constant. */
int gpuopt__lf_trip_const(lf_func *F, uint32_t l, int64_t *out);

/* Counted induction variables, for the exits the range analysis leaves unbounded above: loops that
 * leave on `inc == N` (rotated loops) or test a separate counter (clang's runtime unrolling, where a
 * counter `niter` with the same step decides the exit). For a header phi k = [sk, outside],
 * [k +nsw/nuw C, latch] (C > 0) whose latch leaves the loop on a comparison of j + C with a
 * loop-invariant N, where j is k itself or a phi of the same header with the same step C starting
 * at 0 (the twin):
 *   - `j + C == N` leaves (or `!=` stays): when C == 1, or j starts at 0 and N is `X & K` with K a
 *     multiple of C, j takes the values 0 (or its start), ..., N - C;
 *   - `j + C < N` (signed) stays: j < N - C + C.
 * So j <= N - C, and k <= max(sk, N - C) when j is k, k <= sk + max(0, N - C) for a twin. An
 * increment that wraps is poison (nsw/nuw), and branching on it undefined, so every execution that
 * is defined sees these values. Needs only cfg and loops of fi. Returns 1 and fills *out when phi is
 * such a variable. */
typedef struct gpuopt_counted_iv {
  LLVMValueRef start;   /* sk, invariant in the loop */
  LLVMValueRef limit;   /* N, invariant in the loop */
  int64_t step;         /* C > 0 */
  int twin;             /* the exit tests a twin counter: k <= sk + max(0, N - C); else k <= max(sk, N - C) */
} gpuopt_counted_iv;
int gpuopt__counted_iv(const gpuopt_fninfo *fi, LLVMValueRef phi, gpuopt_counted_iv *out);
const lf_aff *gpuopt__lf_aff(lf_func *F, LLVMValueRef v);
const lf_ptr *gpuopt__lf_ptr(lf_func *F, LLVMValueRef v);
/* form helpers */
void gpuopt__lf_aff_const(lf_func *F, lf_aff *a, const gpuopt_sx *c);
int gpuopt__lf_aff_add(lf_func *F, lf_aff *r, const lf_aff *a, const lf_aff *b, int64_t bscale);
int gpuopt__lf_aff_scale(lf_func *F, lf_aff *r, const lf_aff *a, const gpuopt_sx *c);
const gpuopt_sx *gpuopt__lf_coef(const lf_aff *a, uint32_t loop);
/* a with the term of loop dropped */
void gpuopt__lf_drop(lf_aff *a, uint32_t loop);
/* the form as an expression over values available before loop region (outer loops' iteration
 * numbers become their induction variables); NULL when a symbol is defined inside region or an
 * outer loop has no usable induction variable */
const gpuopt_sx *gpuopt__lf_to_sx(lf_func *F, const lf_aff *a, uint32_t region);
/* loop a contains loop b (or a == b) */
int gpuopt__lf_loop_in(const lf_func *F, uint32_t b, uint32_t a);
/* a name for a symbol: the source variable, else %ir-name */
const char *gpuopt__lf_sym_name(void *user, const gpuopt_sx_sym *s);
/* whether a call is free of side effects for the loop analyses (libm, pure intrinsics,
 * memory(none) functions) */
int gpuopt__lf_call_pure(LLVMValueRef call);
/* llvm.memset (1), llvm.memcpy/memmove and their .inline forms (2): the operands are (dest, value or
 * source, length, volatile); 0 for any other call */
int gpuopt__lf_mem_intrinsic(LLVMValueRef call);

#endif
