/* Access bounds (DawnCC §3.1, Example 3.2, Figs. 5-6): for a loop nest and each base pointer it
 * touches, the lowest and highest byte (and element index) as symbolic expressions over values
 * available before the nest, whether it is read and/or written, whether the bounds are exact, and
 * the guard under which the nest touches the base at all.
 *
 * Algorithm, per access: its byte offset is an affine form in the iteration numbers k_L of the loops
 * around it (recurrence.c). The loops from the innermost one out to the nest's root are eliminated
 * one at a time (Fourier-Motzkin on a box that may narrow with the outer variables): k_L ranges over
 * [lo_L, trip_L - 1] where trip_L is an affine form in the outer k's (a triangular inner loop
 * j < i has trip = k_i); a coefficient c proved >= 0 takes the upper end for the highest offset and
 * the lower end for the lowest (<= 0 the other way round; unknown sign: max/min of both ends when
 * they do not vary). Each elimination leaves the fact "the loop runs" (trip_L - 1 - lo_L >= 0); a
 * fact that involves the next loop out with a unit coefficient narrows that loop's range (this is
 * what makes x[j], j < i < n, reach n - 2 and not n - 1, under "n >= 2"). The outer loops' k's left
 * at the end become the outer induction variables, so the bounds can be evaluated right before the
 * nest. The facts with no k left form the guard: the nest touches nothing when one fails (a loop that
 * runs zero times touches nothing, unlike Fig. 5(b) which copies x[3] when n <= 3). The bounds of a
 * base are the min/max over its accesses; they are printed as [lo, max(lo, hi)] so that they remain
 * a valid (non-empty) interval where the guard fails, as in Fig. 6. A memory intrinsic (llvm.memset,
 * memcpy, memmove) touches the span [p, p + len) through each pointer operand: its highest offset
 * form is p + len - 1 and "len >= 1" is one more fact (span_form).
 *
 * Exact means both ends are reached whenever the guard holds: every access executes in every
 * iteration of its loops, the trip counts are exact, no fact was dropped, and all accesses of the
 * base share one guard. Otherwise the bounds are a sound over-approximation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/loopnest.h"

#define MAXFACTS 32

/* the bounds of one access, before the union over a base */
typedef struct lf_piece {
  const gpuopt_sx *lo, *hi; /* byte offsets of the first and last access start */
  uint64_t size;
  const gpuopt_sx **guard;
  uint32_t nguard;
  int exact;
  int dense;                /* a store covering [lo, hi + size - 1] without gaps (dense_store) */
  gpuopt_sx_env env;        /* ranges of symbols invariant in the nest wherever the access runs */
  struct lf_piece *next;
} lf_piece;

typedef struct elim {
  lf_aff lo, hi;
  lf_aff facts[MAXFACTS];
  uint32_t nfacts;
  int exact;
  const char *why;
} elim;

const char *gpuopt__lf_c(lf_func *F, const gpuopt_sx *e) {
  if (!e) return "?";
  char *s = gpuopt__sx_to_c(F->t, e, gpuopt__lf_sym_name, F);
  if (!s) return "?";
  size_t n = strlen(s);
  char *c = gpuopt__arena_alloc(&F->arena, n + 1);
  if (c) memcpy(c, s, n + 1);
  free(s);
  return c ? c : "?";
}

const char *gpuopt__lf_base_name(lf_func *F, LLVMValueRef base) {
  const char *src = gpuopt__srcname(F->names, base);
  if (src) return src;
  size_t len = 0;
  const char *nm = LLVMGetValueName2(base, &len);
  char *c = gpuopt__arena_alloc(&F->arena, len + 2);
  if (!c) return "?";
  c[0] = LLVMIsAGlobalValue(base) ? '@' : '%';
  memcpy(c + 1, nm, len);
  if (!len) {
    /* unnamed: its number in the function is not stable to compute here; use its IR text */
    char buf[64];
    gpuopt__value_str(base, buf, sizeof buf);
    size_t n = strcspn(buf, " =");
    char *d = gpuopt__arena_alloc(&F->arena, n + 1);
    if (!d) return "?";
    memcpy(d, buf, n);
    return d;
  }
  return c;
}

static int prove_nonneg(lf_func *F, const gpuopt_sx *e, const gpuopt_sx_env *env) {
  return e && gpuopt__sx_prove_le(F->t, F->t->zero, e, env);
}

/* symbol >= bound facts from "a*s + c >= 0" facts (a = ±1), for the comparison helpers */
typedef struct env_build {
  uint32_t sym[MAXFACTS];
  int64_t lo[MAXFACTS], hi[MAXFACTS];
  size_t n;
} env_build;

static void env_add_fact(lf_func *F, env_build *E, const lf_aff *f) {
  if (f->why || f->n || E->n == MAXFACTS) return;
  const gpuopt_sx *e = f->c0;
  int64_t c = 0, a = 1;
  if (e->kind == SX_ADD && e->n == 1 && e->op[0]->kind == SX_SYM) c = e->c, a = e->coef[0], e = e->op[0];
  if (e->kind != SX_SYM || (a != 1 && a != -1)) return;
  const gpuopt_sx_sym *s = gpuopt__sx_symbol(F->t, e);
  if (!s) return;
  /* a*s + c >= 0 */
  size_t i = E->n++;
  E->sym[i] = s->id;
  E->lo[i] = INT64_MIN;
  E->hi[i] = INT64_MAX;
  if (a == 1) E->lo[i] = c == INT64_MIN ? INT64_MAX : -c;
  else E->hi[i] = c;
}

static void env_finish(lf_func *F, env_build *E, gpuopt_sx_env *env) {
  env->n = E->n;
  uint32_t *s = ANEW(&F->arena, uint32_t, E->n + 1);
  int64_t *lo = ANEW(&F->arena, int64_t, E->n + 1), *hi = ANEW(&F->arena, int64_t, E->n + 1);
  if (!s || !lo || !hi) {
    env->n = 0;
    return;
  }
  memcpy(s, E->sym, E->n * sizeof *s);
  memcpy(lo, E->lo, E->n * sizeof *lo);
  memcpy(hi, E->hi, E->n * sizeof *hi);
  env->sym = s, env->lo = lo, env->hi = hi;
}

void gpuopt__lf_env(lf_func *F, uint32_t l, gpuopt_sx_env *env) {
  env_build E;
  E.n = 0;
  for (uint32_t x = l; x != GPUOPT_NONE; x = F->loops[x].parent) {
    const lf_loopinfo *L = &F->loops[x];
    if (!L->trip_known || L->trip.n) continue;
    lf_aff f = L->trip;
    f.c0 = gpuopt__sx_addc(F->t, f.c0, -1); /* trip - 1 >= 0 inside the loop */
    if (f.c0) env_add_fact(F, &E, &f);
  }
  env_finish(F, &E, env);
}

/* ---- symbols' ranges under the conditions that dominate an access ----
 * A symbol stands for an SSA value; where an access runs, the branches that dominate it narrow that
 * value (the range analysis' narrowed views: `if (nj > 2)` around an inner loop makes nj >= 3 there).
 * Every execution of the access reads the symbol under those conditions, so its constant range there
 * is a fact for that access's bounds: a row stride `nj` then has a known sign, and the highest offset
 * is at the loop's last iteration instead of max(first, last) (each unknown sign doubles the ends
 * of the access, and the union over a stencil's accesses exceeds what a min/max keeps). */

/* constant range [lo, hi] of the signed reading of integer value v at block bb: the range
 * analysis' view there, and through a sext, a zext of a value proved non-negative, or an add/sub of
 * a constant that does not wrap, the narrowed range of the operand (a compare on nj narrows nj, not
 * the sext of nj or nj - 1 computed before the compare). 0 when nothing is known. */
static int value_range_at(lf_func *F, LLVMValueRef v, LLVMBasicBlockRef bb, int depth, int64_t *lo, int64_t *hi) {
  *lo = INT64_MIN, *hi = INT64_MAX;
  LLVMTypeRef ty = LLVMTypeOf(v);
  if (!F->ranges || LLVMGetTypeKind(ty) != LLVMIntegerTypeKind) return 0;
  unsigned bits = LLVMGetIntTypeWidth(ty);
  if (bits < 2 || bits > 64) return 0;
  gpuopt_range r;
  int known = 0;
  if (!gpuopt_ranges_value_at(F->ranges, v, bb, &r) && r.reached) {
    *lo = r.lo_const, *hi = r.hi_const;
    known = 1;
  }
  if (depth <= 0 || !LLVMIsAInstruction(v)) return known;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  int64_t a, b;
  if (op == LLVMSExt || op == LLVMZExt) {
    if (!value_range_at(F, LLVMGetOperand(v, 0), bb, depth - 1, &a, &b)) return known;
    if (op == LLVMZExt && a < 0) return known;
  } else if ((op == LLVMAdd || op == LLVMSub) && LLVMIsAConstantInt(LLVMGetOperand(v, 1))) {
    int64_t c = LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1)), x, y;
    if (op == LLVMSub) {
      if (c == INT64_MIN) return known;
      c = -c;
    }
    if (!value_range_at(F, LLVMGetOperand(v, 0), bb, depth - 1, &a, &b) || a == INT64_MIN || b == INT64_MAX ||
        __builtin_add_overflow(a, c, &x) || __builtin_add_overflow(b, c, &y))
      return known;
    /* no wrap in the type: the result is the mathematical sum */
    int64_t tmin = bits == 64 ? INT64_MIN : -(INT64_C(1) << (bits - 1)), tmax = bits == 64 ? INT64_MAX : (INT64_C(1) << (bits - 1)) - 1;
    if (x < tmin || y > tmax) return known;
    a = x, b = y;
  } else {
    return known;
  }
  if (a > *lo) *lo = a;
  if (b < *hi) *hi = b;
  return 1;
}

typedef struct symset {
  uint32_t id[MAXFACTS];
  uint32_t n;
} symset;

static void collect_syms(const gpuopt_sx *e, symset *S, int depth) {
  if (!e || depth > 16) return;
  if (e->kind == SX_SYM) {
    for (uint32_t i = 0; i < S->n; i++)
      if (S->id[i] == (uint32_t)e->c) return;
    if (S->n < MAXFACTS) S->id[S->n++] = (uint32_t)e->c;
    return;
  }
  for (uint32_t i = 0; i < e->n; i++) collect_syms(e->op[i], S, depth + 1);
}

static void collect_aff(const lf_aff *a, symset *S) {
  if (a->why) return;
  collect_syms(a->c0, S, 0);
  for (uint32_t i = 0; i < a->n; i++) collect_syms(a->coef[i], S, 0);
}

/* E += the constant ranges at bb of the symbols in S that the conditions there narrow */
static void env_add_ranges(lf_func *F, env_build *E, const symset *S, LLVMBasicBlockRef bb) {
  for (uint32_t i = 0; i < S->n && E->n < MAXFACTS; i++) {
    const gpuopt_sx_sym *s = F->t->syms[S->id[i]];
    int64_t lo, hi;
    if (!s->value || s->special || !value_range_at(F, s->value, bb, 4, &lo, &hi)) continue;
    if (s->zext) { /* the unsigned reading: the signed range says something when non-negative */
      if (lo < 0) continue;
    }
    if (lo <= s->lo && hi >= s->hi) continue;
    E->sym[E->n] = s->id, E->lo[E->n] = lo, E->hi[E->n] = hi, E->n++;
  }
}

/* symbol id is defined outside loop root (its value does not change while the nest runs) */
static int sym_invariant(lf_func *F, uint32_t id, uint32_t root) {
  uintptr_t x;
  if (!gpuopt__ptrmap_get(&F->symdef, (void *)(uintptr_t)(id + 1), &x)) return 0;
  return x == 0 || !gpuopt__lf_loop_in(F, (uint32_t)(x - 1), root);
}

static int span_count(lf_func *F, const lf_access *A, lf_aff *last);

/* The facts at access A: gpuopt__lf_env's (the loops around it run), a span's count >= 1, and its
 * symbols' ranges under the conditions that dominate it. */
static void access_env(lf_func *F, const lf_access *A, uint32_t root, gpuopt_sx_env *env) {
  env_build E;
  E.n = 0;
  symset S;
  S.n = 0;
  collect_aff(&A->ptr.off, &S);
  for (uint32_t x = A->loop; x != GPUOPT_NONE; x = F->loops[x].parent) {
    const lf_loopinfo *L = &F->loops[x];
    if (L->trip_known) collect_aff(&L->trip, &S);
    if (!L->trip_known || L->trip.n) continue;
    lf_aff f = L->trip;
    f.c0 = gpuopt__sx_addc(F->t, f.c0, -1); /* trip - 1 >= 0 inside the loop */
    if (f.c0) env_add_fact(F, &E, &f);
    if (x == root) break;
  }
  /* a span touches something only where its count is >= 1 (span_form's fact) */
  lf_aff last;
  if (A->len && !A->len->why && span_count(F, A, &last) && !last.n) env_add_fact(F, &E, &last);
  env_add_ranges(F, &E, &S, LLVMGetInstructionParent(A->inst));
  env_finish(F, &E, env);
}

/* The facts of env on symbols invariant in the nest of root, one entry per symbol (the intersection
 * of env's entries): they hold at every execution of the access, so whenever it runs at all. */
static void invariant_env(lf_func *F, const gpuopt_sx_env *env, uint32_t root, gpuopt_sx_env *out) {
  env_build E;
  E.n = 0;
  for (size_t i = 0; i < env->n; i++) {
    if (!sym_invariant(F, env->sym[i], root)) continue;
    size_t j = 0;
    while (j < E.n && E.sym[j] != env->sym[i]) j++;
    if (j == E.n) {
      E.sym[j] = env->sym[i], E.lo[j] = INT64_MIN, E.hi[j] = INT64_MAX;
      E.n++;
    }
    if (env->lo && env->lo[i] > E.lo[j]) E.lo[j] = env->lo[i];
    if (env->hi && env->hi[i] < E.hi[j]) E.hi[j] = env->hi[i];
  }
  env_finish(F, &E, out);
}

/* r = a with the term of loop l replaced by coef * end */
static int subst_end(lf_func *F, lf_aff *a, uint32_t l, const lf_aff *end) {
  const gpuopt_sx *c = gpuopt__lf_coef(a, l);
  if (!c) return 1;
  lf_aff t;
  gpuopt__lf_drop(a, l);
  if (!gpuopt__lf_aff_scale(F, &t, end, c)) return 0;
  return gpuopt__lf_aff_add(F, a, a, &t, 1);
}

/* Eliminate loop l from the access's forms. */
static int eliminate(lf_func *F, elim *E, uint32_t l, int in_header, const gpuopt_sx_env *env) {
  const lf_loopinfo *L = &F->loops[l];
  const gpuopt_sx *ch = gpuopt__lf_coef(&E->hi, l), *cl = gpuopt__lf_coef(&E->lo, l);
  int uses = ch || cl;
  for (uint32_t i = 0; i < E->nfacts; i++) uses |= gpuopt__lf_coef(&E->facts[i], l) != NULL;
  if (!L->trip_known) {
    if (uses) {
      E->why = L->trip_why ? L->trip_why : "unknown trip count";
      return 0;
    }
    E->exact = 0;
    return 1;
  }
  if (!L->trip_exact) E->exact = 0;
  lf_aff lowk, up;
  gpuopt__lf_aff_const(F, &lowk, F->t->zero);
  up = L->trip;
  if (in_header && L->header_exit) {
    /* the header runs trip + 1 times: k in [0, max(0, trip)] */
    if (up.n) {
      E->why = "an access in the test block of a loop whose trip count varies";
      return 0;
    }
    up.c0 = gpuopt__sx_max(F->t, F->t->zero, up.c0);
    in_header = 2;
  } else {
    up.c0 = gpuopt__sx_addc(F->t, up.c0, -1);
  }
  if (!up.c0) return E->why = "overflow", 0;
  /* facts about k_l narrow its range */
  uint32_t keep = 0;
  for (uint32_t i = 0; i < E->nfacts; i++) {
    lf_aff f = E->facts[i];
    const gpuopt_sx *a = gpuopt__lf_coef(&f, l);
    if (!a) {
      E->facts[keep++] = f;
      continue;
    }
    int64_t ac;
    gpuopt__lf_drop(&f, l);
    if (!gpuopt__sx_is_const(a, &ac) || (ac != 1 && ac != -1) || f.n || lowk.n || up.n) {
      E->exact = 0; /* dropped: an over-approximation */
      continue;
    }
    if (ac == 1) { /* k >= -rest */
      lowk.c0 = gpuopt__sx_max(F->t, lowk.c0, gpuopt__sx_neg(F->t, f.c0));
    } else {       /* k <= rest */
      up.c0 = gpuopt__sx_min(F->t, up.c0, f.c0);
    }
    lowk.symloop = f.symloop > lowk.symloop || lowk.symloop == GPUOPT_NONE ? f.symloop : lowk.symloop;
    if (!lowk.c0 || !up.c0) return E->why = "overflow", 0;
  }
  E->nfacts = keep;
  /* the loop runs: up - lowk >= 0 */
  if (in_header != 2) {
    if (E->nfacts == MAXFACTS) return E->why = "too many nested conditions", 0;
    gpuopt__lf_aff_add(F, &E->facts[E->nfacts], &up, &lowk, -1);
    if (E->facts[E->nfacts].why) return E->why = E->facts[E->nfacts].why, 0;
    E->nfacts++;
  }
  /* substitute the ends */
  for (int side = 0; side < 2; side++) {
    lf_aff *x = side ? &E->hi : &E->lo;
    const gpuopt_sx *c = side ? ch : cl;
    if (!c) continue;
    int pos = prove_nonneg(F, c, env), neg = prove_nonneg(F, gpuopt__sx_neg(F->t, c), env);
    const lf_aff *end;
    if (pos) end = side ? &up : &lowk;
    else if (neg) end = side ? &lowk : &up;
    else {
      if (up.n || lowk.n) return E->why = "a coefficient of unknown sign with a varying trip count", 0;
      const gpuopt_sx *a = gpuopt__sx_mul(F->t, c, up.c0), *b = gpuopt__sx_mul(F->t, c, lowk.c0);
      gpuopt__lf_drop(x, l);
      x->c0 = gpuopt__sx_add(F->t, x->c0, side ? gpuopt__sx_max(F->t, a, b) : gpuopt__sx_min(F->t, a, b));
      if (!x->c0) return E->why = "overflow", 0;
      continue;
    }
    if (!subst_end(F, x, l, end)) return E->why = x->why ? x->why : "overflow", 0;
  }
  return 1;
}

/* min (max) of a and b, one of them when the other is proved dominated under env */
static const gpuopt_sx *pick(lf_func *F, const gpuopt_sx *a, const gpuopt_sx *b, int max, const gpuopt_sx_env *env) {
  if (!a || !b) return NULL;
  if (gpuopt__sx_prove_le(F->t, a, b, env)) return max ? b : a;
  if (gpuopt__sx_prove_le(F->t, b, a, env)) return max ? a : b;
  return max ? gpuopt__sx_max_under(F->t, a, b, env) : gpuopt__sx_min_under(F->t, a, b, env);
}

/* e / d when every coefficient and constant of e is a multiple of d */
static const gpuopt_sx *div_exact(lf_func *F, const gpuopt_sx *e, int64_t d) {
  if (!e) return NULL;
  if (d == 1) return e;
  switch (e->kind) {
  case SX_CONST: return e->c % d ? NULL : gpuopt__sx_const(F->t, e->c / d);
  case SX_ADD: {
    if (e->c % d) return NULL;
    const gpuopt_sx *r = gpuopt__sx_const(F->t, e->c / d);
    for (uint32_t i = 0; i < e->n && r; i++) {
      if (e->coef[i] % d) return NULL;
      r = gpuopt__sx_add(F->t, r, gpuopt__sx_mulc(F->t, e->op[i], e->coef[i] / d));
    }
    return r;
  }
  case SX_MIN: case SX_MAX: {
    const gpuopt_sx *r = NULL;
    for (uint32_t i = 0; i < e->n; i++) {
      const gpuopt_sx *x = div_exact(F, e->op[i], d);
      if (!x) return NULL;
      r = !r ? x : e->kind == SX_MIN ? gpuopt__sx_min(F->t, r, x) : gpuopt__sx_max(F->t, r, x);
    }
    return r;
  }
  default:
    return NULL;
  }
}

/* A span [off, off + len) (memset, memcpy, memmove): the highest byte is off + len - 1, and the
 * access touches something only where len >= 1: a fact like a loop's "it runs" (the guard, or a
 * narrower range of a loop whose k the length depends on). len is usually size * count: the fact
 * is count - 1 >= 0 (len >= 1 iff len / d >= 1 for d > 0 dividing len), so that a count that is a
 * loop's k (a triangular memset, j < i) has the unit coefficient the elimination narrows with. */
static int span_count(lf_func *F, const lf_access *A, lf_aff *last) {
  lf_aff one, cnt = *A->len;
  gpuopt__lf_aff_const(F, &one, F->t->one);
  for (int64_t d = 64; d > 1; d /= 2) {
    const gpuopt_sx *c0 = div_exact(F, A->len->c0, d);
    uint32_t i = 0;
    for (; c0 && i < A->len->n; i++)
      if (!(cnt.coef[i] = div_exact(F, A->len->coef[i], d))) break;
    if (c0 && i == A->len->n) {
      cnt.c0 = c0;
      break;
    }
    cnt = *A->len;
  }
  return gpuopt__lf_aff_add(F, last, &cnt, &one, -1);
}

static int span_form(lf_func *F, const lf_access *A, elim *E) {
  lf_aff one, last;
  gpuopt__lf_aff_const(F, &one, F->t->one);
  if (!gpuopt__lf_aff_add(F, &last, A->len, &one, -1) || !gpuopt__lf_aff_add(F, &E->hi, &E->hi, &last, 1))
    return E->why = last.why ? last.why : E->hi.why ? E->hi.why : "overflow", 0;
  if (!span_count(F, A, &last)) return E->why = last.why ? last.why : "overflow", 0;
  if (!last.n && prove_nonneg(F, last.c0, NULL)) return 1;
  if (E->nfacts == MAXFACTS) return E->why = "too many nested conditions", 0;
  E->facts[E->nfacts++] = last;
  return 1;
}

static const char *fmt(lf_func *F, const char *f, const char *a, unsigned unused) {
  char buf[420];
  (void)unused;
  snprintf(buf, sizeof buf, f, a);
  size_t n = strlen(buf);
  char *c = gpuopt__arena_alloc(&F->arena, n + 1);
  if (c) memcpy(c, buf, n + 1);
  return c ? c : "?";
}

/* The union over each base's pieces: lo/hi, element indices, exactness and the guard (the facts
 * common to every piece, plus the region's own rguard when the intersection lost everything). */
/* The union over each base's pieces: lo/hi, element indices, exactness and the guard (the facts
 * common to every piece, plus the region's own rguard when the intersection lost everything); the
 * facts of the loops around loop `root` (GPUOPT_NONE for a SESE region) simplify min/max. */
static int finish_bounds(lf_func *F, lf_bound *B, uint32_t nb, const gpuopt_sx **rguard, uint32_t nrguard, uint32_t root,
                         lf_region *R) {
  /* the union is only claimed where the nest runs: its guard simplifies min/max */
  gpuopt_sx_env genv;
  {
    env_build E;
    E.n = 0;
    for (uint32_t k = 0; k < nrguard; k++) {
      lf_aff f;
      gpuopt__lf_aff_const(F, &f, rguard[k]);
      env_add_fact(F, &E, &f);
    }
    /* and the facts of the nest's loop and the loops around it (their trip counts hold wherever an
     * access of the nest runs) */
    for (uint32_t x = root; x != GPUOPT_NONE; x = F->loops[x].parent) {
      const lf_loopinfo *L = &F->loops[x];
      if (!L->trip_known || L->trip.n) continue;
      lf_aff f = L->trip;
      f.c0 = gpuopt__sx_addc(F->t, f.c0, -1);
      if (f.c0) env_add_fact(F, &E, &f);
    }
    env_finish(F, &E, &genv);
  }
  for (uint32_t i = 0; i < nb; i++) {
    lf_bound *b = &B[i];
    if (b->why || !b->pieces) {
      b->lo = b->hi = b->lo_e = b->hi_e = NULL;
      b->exact = 0;
      continue;
    }
    /* union; the guard: facts common to every access (necessary for touching the base) */
    const lf_piece *p0 = b->pieces;
    b->guard = ANEW(&F->arena, const gpuopt_sx *, p0->nguard + 1);
    if (!b->guard) return 0;
    b->nguard = 0;
    for (uint32_t k = 0; k < p0->nguard; k++) {
      int all = 1;
      for (const lf_piece *p = p0->next; p && all; p = p->next) {
        int has = 0;
        for (uint32_t m = 0; m < p->nguard; m++) has |= p->guard[m] == p0->guard[k];
        all = has;
      }
      if (all) b->guard[b->nguard++] = p0->guard[k];
    }
    /* the nest runs at all: necessary for every access, kept when the intersection lost it */
    for (uint32_t k = 0; k < nrguard; k++) {
      uint32_t m = 0;
      while (m < b->nguard && b->guard[m] != rguard[k]) m++;
      if (m == b->nguard && !b->nguard) {
        const gpuopt_sx **ng = ANEW(&F->arena, const gpuopt_sx *, b->nguard + 1);
        if (!ng) return 0;
        memcpy(ng, b->guard, b->nguard * sizeof *ng);
        ng[b->nguard++] = rguard[k];
        b->guard = ng;
      }
    }
    /* the union is only claimed where the base is touched: its own guard (every fact of the nest's
     * loops that all its accesses need, e.g. the inner trip counts of a 3-D stencil) simplifies
     * min/max further than the nest's guard alone */
    gpuopt_sx_env benv;
    {
      env_build E;
      E.n = 0;
      for (uint32_t k = 0; k < b->nguard; k++) {
        lf_aff f;
        gpuopt__lf_aff_const(F, &f, b->guard[k]);
        env_add_fact(F, &E, &f);
      }
      for (uint32_t k = 0; k < genv.n && E.n < MAXFACTS; k++)
        E.sym[E.n] = genv.sym[k], E.lo[E.n] = genv.lo[k], E.hi[E.n] = genv.hi[k], E.n++;
      /* and the ranges of invariant symbols that hold wherever any of its accesses runs (the hull
       * of the accesses' own: a fact at every access is a fact whenever the base is touched; where
       * it is touched nowhere, the union claims nothing) */
      for (size_t k = 0; k < p0->env.n && E.n < MAXFACTS; k++) {
        uint32_t id = p0->env.sym[k];
        int64_t lo = p0->env.lo[k], hi = p0->env.hi[k];
        int all = 1;
        for (const lf_piece *p = p0->next; p && all; p = p->next) {
          size_t m = 0;
          while (m < p->env.n && p->env.sym[m] != id) m++;
          if (m == p->env.n) all = 0;
          else {
            if (p->env.lo[m] < lo) lo = p->env.lo[m];
            if (p->env.hi[m] > hi) hi = p->env.hi[m];
          }
        }
        if (all && (lo > INT64_MIN || hi < INT64_MAX)) E.sym[E.n] = id, E.lo[E.n] = lo, E.hi[E.n] = hi, E.n++;
      }
      /* and each end's symbols' ranges where they are defined: an SSA value keeps the range it
       * has there wherever it is used (a vectorised loop's trip count `m udiv 8`, the start of its
       * remainder, a stride tested non-negative) */
      symset S;
      S.n = 0;
      for (const lf_piece *p = p0; p; p = p->next) collect_syms(p->lo, &S, 0), collect_syms(p->hi, &S, 0);
      for (uint32_t k = 0; k < S.n && E.n < MAXFACTS; k++) {
        const gpuopt_sx_sym *sy = F->t->syms[S.id[k]];
        int64_t lo, hi;
        if (!sy->value || sy->special || !LLVMIsAInstruction(sy->value) ||
            !value_range_at(F, sy->value, LLVMGetInstructionParent(sy->value), 4, &lo, &hi) || (sy->zext && lo < 0))
          continue;
        size_t m = 0;
        while (m < E.n && E.sym[m] != sy->id) m++;
        if (m == E.n) {
          if (lo <= sy->lo && hi >= sy->hi) continue;
          E.sym[m] = sy->id, E.lo[m] = INT64_MIN, E.hi[m] = INT64_MAX, E.n++;
        }
        if (lo > E.lo[m]) E.lo[m] = lo;
        if (hi < E.hi[m]) E.hi[m] = hi;
      }
      env_finish(F, &E, &benv);
    }
    const gpuopt_sx *lo = NULL, *hi = NULL, *hib = NULL;
    for (const lf_piece *p = p0; p; p = p->next) {
      const gpuopt_sx *ph = gpuopt__sx_addc(F->t, p->hi, (int64_t)p->size - 1);
      lo = lo ? pick(F, lo, p->lo, 0, &benv) : p->lo;
      hi = hi ? pick(F, hi, p->hi, 1, &benv) : p->hi;
      hib = hib ? pick(F, hib, ph, 1, &benv) : ph;
      if (!lo || !hi || !hib) break;
    }
    if (!lo || !hi || !hib) {
      if (F->arena.oom || F->t->oom) return 0;
      /* not memory: a min/max of more distinct ends than symexpr keeps (none proved dominated) */
      b->why = "too many accesses whose ends cannot be ordered (a min/max of more than 8 ends)";
      b->lo = b->hi = b->lo_e = b->hi_e = NULL;
      b->exact = 0;
      if (R->analysable) {
        R->analysable = 0;
        R->why = fmt(F, "%s", b->why, 0);
      }
      continue;
    }
    /* exact: each end is the end of an exact access that runs under the common guard alone */
    int lo_ok = 0, hi_ok = 0;
    for (const lf_piece *p = p0; p; p = p->next) {
      if (!p->exact || p->nguard != b->nguard) continue;
      if (p->lo == lo) lo_ok = 1;
      if (gpuopt__sx_addc(F->t, p->hi, (int64_t)p->size - 1) == hib) hi_ok = 1;
    }
    b->exact = lo_ok && hi_ok;
    b->guard_exact = 1;
    for (const lf_piece *p = p0; p; p = p->next) b->guard_exact &= p->nguard == b->nguard;
    b->lo = lo, b->hi = hib;
    /* the density fact: the widest dense store (one covering the whole [lo, hi] first) */
    b->dlo = b->dhi = NULL;
    for (const lf_piece *p = p0; p; p = p->next) {
      if (!p->dense) continue;
      const gpuopt_sx *ph = gpuopt__sx_addc(F->t, p->hi, (int64_t)p->size - 1);
      int whole = p->lo == lo && ph == hib;
      if (!ph || (b->dlo && !whole)) continue;
      b->dlo = p->lo, b->dhi = ph, b->dguard = p->guard, b->ndguard = p->nguard;
      if (whole) break;
    }
    if (b->elem_size) {
      b->lo_e = div_exact(F, lo, (int64_t)b->elem_size);
      b->hi_e = div_exact(F, hi, (int64_t)b->elem_size);
      if (!b->lo_e || !b->hi_e) b->elem_size = 0;
    }
    if (!b->elem_size) b->lo_e = b->hi_e = NULL;
  }
  return 1;
}

/* The density fact (issue 16: an offloaded loop's fully-written ranges are not copied to the
 * device): store A runs in every iteration of every loop from its own out to `root` (the caller's
 * exactness: no condition, exact trip counts, no dropped fact), every such loop has a trip count
 * invariant in the nest, and the offset's coefficients of those loops are, in some order, ±size,
 * ±size*trip_1, ±size*trip_1*trip_2, ... (each loop steps over exactly the block the loops inside
 * it cover: row-major, column-major, or any interchange of a rectangular space). Then the bytes
 * written are exactly [lo, hi + size - 1], each element once per execution. A span written
 * (memset, memcpy's destination) counts as a store of len bytes when len is invariant in the nest
 * (a row of memset per iteration: the coefficient is len). */
static int dense_store(lf_func *F, const lf_access *A, uint32_t root) {
  if (A->ptr.why || A->ptr.off.why || !A->size) return 0;
  /* a span's block (memset, memcpy's destination) is len bytes, len invariant in the nest */
  const gpuopt_sx *S = gpuopt__sx_const(F->t, (int64_t)A->size);
  if (A->len) {
    if (!A->is_write || A->len->why || A->len->n ||
        (A->len->symloop != GPUOPT_NONE && gpuopt__lf_loop_in(F, A->len->symloop, root)))
      return 0;
    S = A->len->c0;
  } else if (!LLVMIsAStoreInst(A->inst)) {
    return 0;
  }
  uint32_t loops[LF_MAXD], m = 0;
  for (uint32_t l = A->loop; l != GPUOPT_NONE; l = F->loops[l].parent) {
    const lf_loopinfo *L = &F->loops[l];
    if (m == LF_MAXD || !L->trip_known || !L->trip_exact || L->trip.why || L->trip.n || !L->trip.c0) return 0;
    if (A->block == L->header && L->header_exit) return 0;
    loops[m++] = l;
    if (l == root) break;
  }
  if (!m || loops[m - 1] != root) return 0;
  unsigned used = 0;
  for (uint32_t step = 0; step < m && S; step++) {
    uint32_t j = 0;
    for (; j < m; j++) {
      if (used & (1u << j)) continue;
      const gpuopt_sx *c = gpuopt__lf_coef(&A->ptr.off, loops[j]);
      if (c && (gpuopt__sx_prove_eq(F->t, c, S, NULL) || gpuopt__sx_prove_eq(F->t, c, gpuopt__sx_neg(F->t, S), NULL))) break;
    }
    if (j == m) return 0;
    used |= 1u << j;
    S = gpuopt__sx_mul(F->t, S, F->loops[loops[j]].trip.c0);
  }
  return S != NULL;
}

int gpuopt__lf_region_bounds(lf_func *F, uint32_t root, lf_region *R) {
  memset(R, 0, sizeof *R);
  R->root = root;
  R->analysable = 1;
  uint32_t nb = 0, cap = 8;
  lf_bound *B = ANEW(&F->arena, lf_bound, cap);
  if (!B) return 0;
  /* the loop's own guard */
  const lf_loopinfo *RL = &F->loops[root];
  if (RL->trip_known) {
    lf_aff f = RL->trip;
    f.c0 = gpuopt__sx_addc(F->t, f.c0, -1);
    const gpuopt_sx *g = f.c0 ? gpuopt__lf_to_sx(F, &f, root) : NULL;
    if (g && !prove_nonneg(F, g, NULL)) {
      R->guard = ANEW(&F->arena, const gpuopt_sx *, 1);
      if (R->guard) R->guard[0] = g, R->nguard = 1;
    }
  }
  for (uint32_t ai = 0; ai < F->nlacc[root]; ai++) {
    const lf_access *A = &F->acc.data[F->lacc[root][ai]];
    R->accesses++;
    const char *why = A->ptr.why;
    const char *kind = A->is_write ? (LLVMIsALoadInst(A->inst) ? "access" : LLVMIsACallInst(A->inst) ? "call" : "store") : "load";
    lf_bound *b = NULL;
    if (!why && A->ptr.base) {
      for (uint32_t i = 0; i < nb; i++)
        if (B[i].base == A->ptr.base) b = &B[i];
      if (!b) {
        if (nb == cap) {
          lf_bound *nbp = ANEW(&F->arena, lf_bound, cap * 2);
          if (!nbp) return 0;
          memcpy(nbp, B, nb * sizeof *B);
          B = nbp, cap *= 2;
        }
        b = &B[nb++];
        memset(b, 0, sizeof *b);
        b->base = A->ptr.base;
        b->exact = 1;
        b->guard_exact = 1;
        b->elem_size = A->size;
        b->first = A;
      }
      if (A->is_write) b->write = 1;
      else b->read = 1;
      if (A->is_write && !LLVMIsAStoreInst(A->inst) && !A->len) b->rmw = 1;
      if (b->why) continue;
      /* the base pointer itself must exist before the region */
      if (LLVMIsAInstruction(A->ptr.base)) {
        uint32_t bb = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(A->ptr.base));
        uint32_t bl = bb == GPUOPT_NONE ? GPUOPT_NONE : F->fi->loops->innermost[bb];
        if (bl != GPUOPT_NONE && gpuopt__lf_loop_in(F, bl, root)) why = "the pointer is loaded or computed in the loop";
      }
    }
    elim E;
    memset(&E, 0, sizeof E);
    gpuopt_sx_env aenv;
    memset(&aenv, 0, sizeof aenv);
    E.exact = A->cond_loop == GPUOPT_NONE || !gpuopt__lf_loop_in(F, A->cond_loop, root);
    if (!why) {
      E.lo = E.hi = A->ptr.off;
      if (A->len && !span_form(F, A, &E)) why = E.why;
    }
    if (!why) {
      access_env(F, A, root, &aenv);
      for (uint32_t l = A->loop; !why; l = F->loops[l].parent) {
        if (!eliminate(F, &E, l, A->block == F->loops[l].header, &aenv)) why = E.why;
        if (l == root) break;
      }
    }
    const gpuopt_sx *lo = NULL, *hi = NULL;
    const gpuopt_sx *g[MAXFACTS];
    uint32_t ng = 0;
    if (!why) {
      lo = gpuopt__lf_to_sx(F, &E.lo, root);
      hi = gpuopt__lf_to_sx(F, &E.hi, root);
      if (!lo || !hi) why = "the address depends on a value computed in the loop";
      /* the ends are only reached where the access runs: its facts simplify them */
      lo = gpuopt__sx_simplify(F->t, lo, &aenv);
      hi = gpuopt__sx_simplify(F->t, hi, &aenv);
      for (uint32_t i = 0; i < E.nfacts && !why; i++) {
        const gpuopt_sx *f = gpuopt__lf_to_sx(F, &E.facts[i], root);
        if (!f) {
          E.exact = 0;
          continue;
        }
        if (prove_nonneg(F, f, NULL)) continue;
        uint32_t j = 0;
        while (j < ng && g[j] != f) j++;
        if (j == ng) g[ng++] = f;
      }
    }
    if (why) {
      if (R->analysable) {
        R->analysable = 0;
        const char *nm = A->ptr.base ? gpuopt__lf_base_name(F, A->ptr.base) : NULL;
        char what[400];
        snprintf(what, sizeof what, "%s%s%s at line %u: %s", kind, nm ? " of " : "", nm ? nm : "", A->line, why);
        R->why = fmt(F, "%s", what, 0);
      }
      if (b) {
        b->why = why;
        b->lo = b->hi = NULL;
      }
      continue;
    }
    R->bounded++;
    if (!b) continue;
    lf_piece *pc = ANEW(&F->arena, lf_piece, 1);
    const gpuopt_sx **gg = ANEW(&F->arena, const gpuopt_sx *, ng + 1);
    if (!pc || !gg) return 0;
    memcpy(gg, g, ng * sizeof *g);
    pc->lo = lo, pc->hi = hi, pc->size = A->size, pc->guard = gg, pc->nguard = ng, pc->exact = E.exact;
    pc->dense = E.exact && dense_store(F, A, root);
    invariant_env(F, &aenv, root, &pc->env);
    pc->next = b->pieces;
    b->pieces = pc;
    if (b->elem_size != A->size || A->len) b->elem_size = 0; /* a span has no element size */
  }
  if (!finish_bounds(F, B, nb, R->guard, R->nguard, root, R)) return 0;
  R->b = B;
  R->nb = nb;
  return 1;
}

/* ---- SESE regions of several loop nests (DawnCC §3.1: bounds "for any single-entry single-exit
 * region of loops") ----
 * The region's pieces are the bounds of its outermost loop nests (computed above, over values
 * available before each nest) and the accesses of its blocks outside every loop (their offsets with
 * the induction variables of loops around the region as symbols). A piece is kept only when every
 * symbol of its bounds is defined outside the region or is a phi of its entry block that no edge
 * inside the region comes back to (so the bounds are values available at the region's entry, after
 * the phis of its first block: SSA values defined outside it do not change while it runs); a guard fact that is not is
 * dropped (sound: the guard is a necessary condition, dropping it loses exactness only). A piece is
 * exact when its nest's bounds are and the nest (or the access's block) runs on every execution of
 * the region: its entry dominates every block by which control leaves the region. The union is the
 * one of a loop nest (finish_bounds). */

static int entry_reentered(lf_func *F, const lf_blockset *S) {
  const gpuopt_graph *g = &F->fi->cfg->g;
  CFG_PREDS(g, S->blocks[0], p)
    if (LF_IN(S, *p)) return 1;
  return 0;
}

typedef struct avail_ctx { lf_func *F; const lf_blockset *S; int fail; } avail_ctx;

static const gpuopt_sx *avail_sym(void *user, const gpuopt_sx_sym *s) {
  avail_ctx *c = user;
  if (s->value && LLVMIsAInstruction(s->value)) {
    uint32_t b = gpuopt__cfg_block(c->F->fi->cfg, LLVMGetInstructionParent(s->value));
    /* a phi of the entry block has its value for the whole region when nothing in the region
     * branches back to the entry (a loop body entered at its header: the induction variables) */
    int entry_phi = LLVMIsAPHINode(s->value) && b == c->S->blocks[0] && !entry_reentered(c->F, c->S);
    if (b == GPUOPT_NONE || (LF_IN(c->S, b) && !entry_phi)) c->fail = 1;
  } else if (!s->value && !s->special) {
    c->fail = 1;
  }
  return NULL;
}

static int available(lf_func *F, const lf_blockset *in, const gpuopt_sx *e) {
  if (!e) return 0;
  avail_ctx c = {F, in, 0};
  if (!gpuopt__sx_subst(F->t, e, avail_sym, &c)) return 0;
  return !c.fail;
}

/* b runs on every execution of the region: it dominates each block that leaves it */
static int runs_always(lf_func *F, const uint32_t *exiting, uint32_t nexiting, uint32_t b) {
  for (uint32_t i = 0; i < nexiting; i++)
    if (!gpuopt__dominates(F->fi->dom, b, exiting[i])) return 0;
  return 1;
}

/* the blocks of the region by which control leaves it (an edge out, or no successor) */
static uint32_t exiting_blocks(lf_func *F, const lf_blockset *in, uint32_t *out) {
  const gpuopt_cfg *cfg = F->fi->cfg;
  uint32_t n = 0;
  for (uint32_t i = 0; i < in->n; i++) {
    uint32_t p = in->blocks[i];
    int leaves = cfg->g.succ_off[p] == cfg->g.succ_off[p + 1];
    CFG_SUCCS(&cfg->g, p, s) leaves |= !LF_IN(in, *s);
    if (leaves) out[n++] = p;
  }
  return n;
}

static lf_bound *base_slot(lf_func *F, lf_bound **B, uint32_t *nb, uint32_t *cap, LLVMValueRef base, const lf_access *first) {
  for (uint32_t i = 0; i < *nb; i++)
    if ((*B)[i].base == base) return &(*B)[i];
  if (*nb == *cap) {
    lf_bound *n = ANEW(&F->arena, lf_bound, *cap * 2);
    if (!n) return NULL;
    memcpy(n, *B, *nb * sizeof **B);
    *B = n, *cap *= 2;
  }
  lf_bound *b = &(*B)[(*nb)++];
  memset(b, 0, sizeof *b);
  b->base = base;
  b->exact = b->guard_exact = 1;
  b->elem_size = first ? first->size : 0;
  b->first = first;
  return b;
}

static void region_fail(lf_func *F, lf_region *R, const lf_access *A, const char *why) {
  if (!R->analysable) return;
  R->analysable = 0;
  char what[400];
  const char *nm = A && A->ptr.base ? gpuopt__lf_base_name(F, A->ptr.base) : NULL;
  snprintf(what, sizeof what, "%s%s%s at line %u: %s", A ? (A->is_write ? "store" : "load") : "access",
           nm ? " of " : "", nm ? nm : "", A ? A->line : 0, why);
  R->why = fmt(F, "%s", what, 0);
}

static int sese_pieces(lf_func *F, const lf_blockset *in, const uint32_t *top, uint32_t ntop, const lf_region *loopreg,
                       lf_region *R, lf_bound **Bp, uint32_t *nbp, uint32_t *capp, const uint32_t *exiting,
                       uint32_t nexiting);

int gpuopt__lf_sese_bounds(lf_func *F, const lf_blockset *in, const uint32_t *top, uint32_t ntop, const lf_region *loopreg,
                           lf_region *R) {
  memset(R, 0, sizeof *R);
  R->root = GPUOPT_NONE;
  R->analysable = 1;
  uint32_t nb = 0, cap = 8;
  lf_bound *B = ANEW(&F->arena, lf_bound, cap);
  uint32_t *exiting = malloc(((size_t)in->n + 1) * sizeof *exiting);
  if (!B || !exiting) return free(exiting), 0;
  uint32_t nexiting = exiting_blocks(F, in, exiting);
  int ok = sese_pieces(F, in, top, ntop, loopreg, R, &B, &nb, &cap, exiting, nexiting);
  free(exiting);
  if (!ok) return 0;
  for (uint32_t i = 0; i < nb; i++)
    if (B[i].why) B[i].pieces = NULL;
  if (!finish_bounds(F, B, nb, NULL, 0, GPUOPT_NONE, R)) return 0;
  R->b = B;
  R->nb = nb;
  return 1;
}

static int sese_pieces(lf_func *F, const lf_blockset *in, const uint32_t *top, uint32_t ntop, const lf_region *loopreg,
                       lf_region *R, lf_bound **Bp, uint32_t *nbp, uint32_t *capp, const uint32_t *exiting,
                       uint32_t nexiting) {
  lf_bound *B = *Bp;
  uint32_t nb = *nbp, cap = *capp;
  /* the outermost loop nests */
  for (uint32_t t = 0; t < ntop; t++) {
    uint32_t l = top[t];
    const lf_region *LR = &loopreg[l];
    const lf_loopinfo *L = &F->loops[l];
    R->accesses += LR->accesses;
    R->bounded += LR->bounded;
    if (!LR->analysable && R->analysable) {
      R->analysable = 0;
      R->why = LR->why;
    }
    uint32_t e = L->guard_block != GPUOPT_NONE && LF_IN(in, L->guard_block) ? L->guard_block : L->header;
    int always = runs_always(F, exiting, nexiting, e);
    for (uint32_t i = 0; i < LR->nb; i++) {
      const lf_bound *lb = &LR->b[i];
      lf_bound *b = base_slot(F, &B, &nb, &cap, lb->base, lb->first);
      if (!b) return 0;
      b->read |= lb->read;
      b->write |= lb->write;
      if (b->why) continue;
      const char *why = lb->why;
      if (!why && (!lb->lo || !lb->hi)) why = "not bounded";
      if (!why && LLVMIsAInstruction(lb->base)) {
        uint32_t bb = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(lb->base));
        if (bb == GPUOPT_NONE || LF_IN(in, bb)) why = "the pointer is loaded or computed in the region";
      }
      if (!why && (!available(F, in, lb->lo) || !available(F, in, lb->hi)))
        why = "the bounds depend on a value computed in the region";
      if (why) {
        b->why = why;
        region_fail(F, R, lb->first, why);
        continue;
      }
      uint64_t es = lb->elem_size;
      lf_piece *pc = ANEW(&F->arena, lf_piece, 1);
      const gpuopt_sx **gg = ANEW(&F->arena, const gpuopt_sx *, lb->nguard + 1);
      if (!pc || !gg) return 0;
      uint32_t ng = 0;
      int exact = lb->exact && always; /* lb->exact: both ends reached whenever its guard holds */
      for (uint32_t k = 0; k < lb->nguard; k++) {
        if (available(F, in, lb->guard[k])) gg[ng++] = lb->guard[k];
        else exact = 0;
      }
      pc->lo = lb->lo;
      pc->size = es ? es : 1;
      pc->hi = es ? gpuopt__sx_addc(F->t, lb->hi, -(int64_t)(es - 1)) : lb->hi;
      pc->guard = gg, pc->nguard = ng, pc->exact = exact;
      if (!pc->hi) return 0;
      pc->next = b->pieces;
      b->pieces = pc;
      if (!es || b->elem_size != es) b->elem_size = 0;
    }
  }
  /* accesses outside the nests */
  for (uint32_t bi = 0; bi < in->n; bi++)
  for (uint32_t ai = in->acc_first[in->blocks[bi]]; ai < in->acc_first[in->blocks[bi]] + in->acc_n[in->blocks[bi]]; ai++) {
    const lf_access *A = &F->acc.data[ai];
    int nested = 0;
    for (uint32_t x = A->loop; x != GPUOPT_NONE && !nested; x = F->loops[x].parent)
      for (uint32_t t = 0; t < ntop && !nested; t++) nested = top[t] == x;
    if (nested) continue;
    R->accesses++;
    const char *why = A->ptr.why;
    if (!why && !A->ptr.base) why = "unknown base pointer";
    lf_bound *b = NULL;
    if (A->ptr.base) {
      b = base_slot(F, &B, &nb, &cap, A->ptr.base, A);
      if (!b) return 0;
      if (A->is_write) b->write = 1;
      else b->read = 1;
      if (b->why) continue;
      if (!why && LLVMIsAInstruction(A->ptr.base)) {
        uint32_t bb = gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(A->ptr.base));
        if (bb == GPUOPT_NONE || LF_IN(in, bb)) why = "the pointer is loaded or computed in the region";
      }
    }
    const gpuopt_sx *off = why ? NULL : gpuopt__lf_to_sx(F, &A->ptr.off, GPUOPT_NONE);
    if (!why && (!off || !available(F, in, off))) why = "the address depends on a value computed in the region";
    /* a span: [off, off + len - 1], touched where len - 1 >= 0 */
    const gpuopt_sx *last = why || !A->len ? NULL : gpuopt__sx_addc(F->t, gpuopt__lf_to_sx(F, A->len, GPUOPT_NONE), -1);
    if (!why && A->len && (!last || !available(F, in, last))) why = "the length depends on a value computed in the region";
    if (why) {
      if (b) b->why = why;
      region_fail(F, R, A, why);
      continue;
    }
    R->bounded++;
    lf_piece *pc = ANEW(&F->arena, lf_piece, 1);
    const gpuopt_sx **gg = ANEW(&F->arena, const gpuopt_sx *, 1);
    if (!pc || !gg) return 0;
    pc->lo = pc->hi = off;
    pc->size = A->size;
    pc->guard = gg, pc->nguard = 0;
    if (last) {
      pc->hi = gpuopt__sx_add(F->t, off, last);
      if (!pc->hi) return 0;
      if (!prove_nonneg(F, last, NULL)) gg[pc->nguard++] = last;
    }
    pc->exact = runs_always(F, exiting, nexiting, A->block);
    pc->next = b->pieces;
    b->pieces = pc;
    if (b->elem_size != A->size || A->len) b->elem_size = 0;
  }
  *Bp = B, *nbp = nb, *capp = cap;
  return 1;
}
