/* Dependences and parallel (doall) loops: whether the iterations of a loop may run in any order
 * (DawnCC §2 and Wolfe's tests; Wang/Grewe/O'Boyle §4), with the reason when not.
 *
 * Scalars: every header phi of the loop is an induction variable (an affine recurrence), a
 * recognised reduction (a chain phi -> op -> ... -> latch value with one associative operator:
 * + (add, fadd, sub and fsub of the running value), *, &, |, ^, min, max (the intrinsics, libm fmin/
 * fmax, and select(cmp(a, b), a, b)); through conditional merges and inner loops; the running value
 * used for nothing else in the loop), a value only used after the loop (last value), or a
 * loop-carried scalar that serialises the loop. Floating-point reductions are reported as such:
 * reassociating them changes rounding.
 *
 * Memory: every pair of accesses to one base pointer, one of them a write, is tested for a
 * dependence between two different iterations k != k' of the loop (inner loops' iterations free,
 * outer ones equal). The byte offsets are affine forms; with D the difference of their parts that
 * do not move with the loop (common outer terms cancel, inner terms of each side range over their
 * loops as a box): equal coefficients c give c*(k - k') = -D, which has no solution with k != k' when
 * |D| < |c| is proved (this covers the ZIV and strong-SIV cases and linearised subscripts A[i*n + j],
 * where the j part never reaches the next row; with symbolic row sizes row by row, below(), and a
 * difference like 1 - n*n split per subscript), when the constant distance -D/c is not an integer
 * or not below the trip count (strong SIV), when the GCD of the coefficients does not divide a
 * constant difference (GCD test), or when -D lies outside c*[1, T-1] and c*[-(T-1), -1] (Banerjee's
 * bounds for the directions < and >); unequal coefficients (weak SIV, MIV) are tested with the GCD
 * and Banerjee bounds over the box. Two members of one struct (different fields at the same depth
 * from the same base) never overlap: member arrays are indexed in range, as C requires.
 * Accesses through different base pointers are assumed not to overlap; each pair of bases the
 * verdict relies on (one of them written in the loop) is listed for a run-time check.
 *
 * Calls: C math library functions, LLVM's pure intrinsics and memory(none) functions touch no
 * memory (libm may set errno under -fmath-errno; like DawnCC and OpenMP compilers we ignore it);
 * any other call serialises the loop. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/loopnest.h"

static const char *text(lf_func *F, const char *fmt, ...) GPUOPT_PRINTF(2, 3);
static const char *text(lf_func *F, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  size_t n = strlen(buf);
  char *c = gpuopt__arena_alloc(&F->arena, n + 1);
  if (c) memcpy(c, buf, n + 1);
  return c ? c : "?";
}

static const char *value_name(lf_func *F, LLVMValueRef v) {
  const char *s = gpuopt__srcname(F->names, v);
  if (s) return s;
  if (LLVMIsAPHINode(v))
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      if ((s = gpuopt__srcname(F->names, LLVMGetIncomingValue(v, i)))) return s;
  size_t len = 0;
  const char *nm = LLVMGetValueName2(v, &len);
  if (len) return text(F, "%%%.*s", (int)(len > 60 ? 60 : len), nm);
  return "(unnamed)";
}

static uint32_t block_of(lf_func *F, LLVMValueRef v) {
  return LLVMIsAInstruction(v) ? gpuopt__cfg_block(F->fi->cfg, LLVMGetInstructionParent(v)) : GPUOPT_NONE;
}

static int in_loop(lf_func *F, LLVMValueRef v, uint32_t l) {
  uint32_t b = block_of(F, v);
  return b != GPUOPT_NONE && gpuopt__loop_contains(F->fi->loops, l, b);
}

/* ---- reductions ---- */

static const char *binop_kind(LLVMValueRef u, LLVMValueRef x) {
  switch (LLVMGetInstructionOpcode(u)) {
  case LLVMAdd: case LLVMFAdd: return "+";
  case LLVMSub: case LLVMFSub: return LLVMGetOperand(u, 0) == x ? "+" : NULL;
  case LLVMMul: case LLVMFMul: return "*";
  case LLVMAnd: return "&";
  case LLVMOr: return "|";
  case LLVMXor: return "^";
  default: return NULL;
  }
}

static const char *call_kind(LLVMValueRef u) {
  LLVMValueRef callee = LLVMGetCalledValue(u);
  if (!callee || !LLVMIsAFunction(callee)) return NULL;
  size_t len;
  const char *n = LLVMGetValueName2(callee, &len);
  static const struct { const char *p; const char *k; } t[] = {
      {"llvm.smax.", "max"}, {"llvm.umax.", "max"}, {"llvm.maxnum.", "max"}, {"llvm.maximum.", "max"},
      {"llvm.smin.", "min"}, {"llvm.umin.", "min"}, {"llvm.minnum.", "min"}, {"llvm.minimum.", "min"},
      {"fmax", "max"}, {"fmaxf", "max"}, {"fmin", "min"}, {"fminf", "min"}};
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
    size_t k = strlen(t[i].p);
    if (t[i].p[k - 1] == '.' ? (len > k && !strncmp(n, t[i].p, k)) : (len == k && !strncmp(n, t[i].p, k)))
      return t[i].k;
  }
  return NULL;
}

static int fma_like(LLVMValueRef u) {
  LLVMValueRef callee = LLVMGetCalledValue(u);
  if (!callee || !LLVMIsAFunction(callee) || LLVMGetNumArgOperands(u) != 3) return 0;
  size_t len;
  const char *n = LLVMGetValueName2(callee, &len);
  return (len > 13 && !strncmp(n, "llvm.fmuladd.", 13)) || (len > 9 && !strncmp(n, "llvm.fma.", 9));
}

/* select(cmp(p, q), p, q) is max(p, q) for > and >=, min for < and <=; arms swapped the other way */
static const char *select_kind(LLVMValueRef sel) {
  LLVMValueRef c = LLVMGetOperand(sel, 0), a = LLVMGetOperand(sel, 1), b = LLVMGetOperand(sel, 2);
  if (!LLVMIsAICmpInst(c) && !LLVMIsAFCmpInst(c)) return NULL;
  LLVMValueRef p = LLVMGetOperand(c, 0), q = LLVMGetOperand(c, 1);
  int gt;
  if (LLVMIsAICmpInst(c)) {
    LLVMIntPredicate pr = LLVMGetICmpPredicate(c);
    if (pr == LLVMIntSGT || pr == LLVMIntSGE || pr == LLVMIntUGT || pr == LLVMIntUGE) gt = 1;
    else if (pr == LLVMIntSLT || pr == LLVMIntSLE || pr == LLVMIntULT || pr == LLVMIntULE) gt = 0;
    else return NULL;
  } else {
    LLVMRealPredicate pr = LLVMGetFCmpPredicate(c);
    if (pr == LLVMRealOGT || pr == LLVMRealOGE || pr == LLVMRealUGT || pr == LLVMRealUGE) gt = 1;
    else if (pr == LLVMRealOLT || pr == LLVMRealOLE || pr == LLVMRealULT || pr == LLVMRealULE) gt = 0;
    else return NULL;
  }
  if (a == p && b == q) return gt ? "max" : "min";
  if (a == q && b == p) return gt ? "min" : "max";
  return NULL;
}

/* The operator when header phi `phi` of loop l is a reduction, else NULL. */
static const char *reduction_of(lf_func *F, uint32_t l, LLVMValueRef phi, LLVMValueRef latchval) {
  gpuopt_ptrmap S;
  gpuopt__ptrmap_init(&S);
  VEC(LLVMValueRef) work = {0};
  const char *kind = NULL;
  int ok = gpuopt__ptrmap_put(&S, phi, 1) && VEC_PUSH(&work, phi);
  unsigned steps = 0;
  while (ok && work.len && steps++ < 4096) {
    LLVMValueRef x = work.data[--work.len];
    for (LLVMUseRef use = LLVMGetFirstUse(x); use && ok; use = LLVMGetNextUse(use)) {
      LLVMValueRef u = LLVMGetUser(use);
      if (!LLVMIsAInstruction(u) || !in_loop(F, u, l)) continue;
      if (gpuopt__ptrmap_get(&S, u, NULL)) continue;
      const char *k = NULL;
      if (LLVMIsAPHINode(u)) {
        uint32_t b = block_of(F, u);
        if (b == F->loops[l].header) {
          ok = 0; /* feeds another recurrence of this loop */
          break;
        }
        k = kind ? kind : "";
      } else if (LLVMIsACallInst(u)) {
        k = call_kind(u);
        if (!k && fma_like(u) && LLVMGetOperand(u, 2) == x && LLVMGetOperand(u, 0) != x && LLVMGetOperand(u, 1) != x)
          k = "+";
        if (k && LLVMGetNumArgOperands(u) == 2 && LLVMGetOperand(u, 0) == x && LLVMGetOperand(u, 1) == x) k = NULL;
      } else if (LLVMIsASelectInst(u)) {
        if (LLVMGetOperand(u, 0) == x) k = NULL;
        else k = select_kind(u);
      } else if (LLVMIsAICmpInst(u) || LLVMIsAFCmpInst(u)) {
        /* only as the condition of a min/max select of the chain */
        int fine = 1;
        for (LLVMUseRef cu = LLVMGetFirstUse(u); cu && fine; cu = LLVMGetNextUse(cu)) {
          LLVMValueRef s = LLVMGetUser(cu);
          fine = LLVMIsASelectInst(s) && LLVMGetOperand(s, 0) == u && select_kind(s) &&
                 (LLVMGetOperand(s, 1) == x || LLVMGetOperand(s, 2) == x);
        }
        if (!fine) ok = 0;
        continue;
      } else if (LLVMGetNumOperands(u) == 2 && !LLVMIsAStoreInst(u)) {
        k = binop_kind(u, x);
        if (k && LLVMGetOperand(u, 0) == LLVMGetOperand(u, 1)) k = NULL;
      }
      if (!k) {
        ok = 0;
        break;
      }
      if (*k) {
        if (kind && strcmp(kind, k)) {
          ok = 0;
          break;
        }
        kind = k;
      }
      if (!gpuopt__ptrmap_put(&S, u, 1) || !VEC_PUSH(&work, u)) ok = 0;
    }
  }
  if (ok && work.len) ok = 0;
  /* merges inside the loop may only mix chain values */
  for (size_t i = 0; ok && i < S.cap; i++) {
    LLVMValueRef v = (LLVMValueRef)S.keys[i];
    if (!v || v == phi || !LLVMIsAPHINode(v)) continue;
    unsigned n = LLVMCountIncoming(v);
    uint32_t vb = block_of(F, v);
    int inner_header = 0;
    for (uint32_t q = 0; q < F->nloops; q++)
      if (F->loops[q].header == vb) inner_header = 1;
    for (unsigned j = 0; j < n && ok; j++) {
      LLVMValueRef in = LLVMGetIncomingValue(v, j);
      if (gpuopt__ptrmap_get(&S, in, NULL)) continue;
      /* an inner loop's header phi may start from a chain value only */
      ok = 0;
      (void)inner_header;
    }
  }
  if (ok && !gpuopt__ptrmap_get(&S, latchval, NULL)) ok = 0;
  gpuopt__ptrmap_free(&S);
  VEC_FREE(&work);
  return ok && kind ? kind : NULL;
}

/* ---- memory dependences ---- */

/* upper bound of loop o's trip count with no loop terms */
static const gpuopt_sx *trip_max(lf_func *F, uint32_t o, int depth);

/* [lo, hi] of the terms of `a` for loops inside `inside` (or all terms when inside is NONE),
 * each k_v in [0, trip_max(v) - 1] */
static int box(lf_func *F, const lf_aff *a, uint32_t inside, int only_inner, const gpuopt_sx_env *env,
               const gpuopt_sx **lo, const gpuopt_sx **hi, int depth) {
  *lo = *hi = F->t->zero;
  for (uint32_t i = 0; i < a->n; i++) {
    uint32_t v = a->loop[i];
    if (only_inner && !(inside != GPUOPT_NONE && v != inside && gpuopt__lf_loop_in(F, v, inside))) continue;
    const gpuopt_sx *T = trip_max(F, v, depth + 1);
    if (!T) return 0;
    const gpuopt_sx *c = a->coef[i], *e = gpuopt__sx_mul(F->t, c, gpuopt__sx_addc(F->t, T, -1));
    if (!e) return 0;
    if (gpuopt__sx_prove_le(F->t, F->t->zero, c, env)) *hi = gpuopt__sx_add(F->t, *hi, e);
    else if (gpuopt__sx_prove_le(F->t, c, F->t->zero, env)) *lo = gpuopt__sx_add(F->t, *lo, e);
    else {
      *lo = gpuopt__sx_add(F->t, *lo, gpuopt__sx_min(F->t, F->t->zero, e));
      *hi = gpuopt__sx_add(F->t, *hi, gpuopt__sx_max(F->t, F->t->zero, e));
    }
    if (!*lo || !*hi) return 0;
  }
  return 1;
}

static const gpuopt_sx *trip_max(lf_func *F, uint32_t o, int depth) {
  const lf_loopinfo *L = &F->loops[o];
  if (!L->trip_known || depth > 16) return NULL;
  const gpuopt_sx *lo, *hi;
  if (!box(F, &L->trip, GPUOPT_NONE, 0, NULL, &lo, &hi, depth)) return NULL;
  return gpuopt__sx_add(F->t, L->trip.c0, hi);
}

static int64_t gcd64(int64_t a, int64_t b) {
  if (a < 0) a = -a;
  if (b < 0) b = -b;
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* A variable of a dependence equation: coef * x with x in [0, T-1] (one side) or, for the same loop
 * with the same coefficient on both sides, coef * (x - x') with x - x' in [-(T-1), T-1]. */
typedef struct dvar {
  const gpuopt_sx *coef, *tm1; /* coefficient, T - 1 */
  int sym;
  int gone;                    /* forced to 0 */
} dvar;

#define MAXVARS (4 * LF_MAXD)

/* |e| as an expression */
static const gpuopt_sx *absx(gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx_env *env) {
  if (!e) return NULL;
  if (gpuopt__sx_prove_le(t, t->zero, e, env)) return e;
  if (gpuopt__sx_prove_le(t, e, t->zero, env)) return gpuopt__sx_neg(t, e);
  return gpuopt__sx_max(t, e, gpuopt__sx_neg(t, e));
}

/* ---- delinearisation with symbolic row sizes ----
 * A linearised subscript X[(i*n + j)*n + k] gives the dependence equation the terms n*n*di, n*dj,
 * dk (times the element size) with |dk| <= n-1 and |dj| <= n-1. "The rest is smaller than the
 * coefficient" is not a linear fact here (n - 1 < n*n needs n >= 1 and a product), so it is proved
 * row by row: a sum S of terms |c_v|*(T_v - 1) (plus a non-negative leftover E) stays below |C| when
 *  - the comparison helpers prove it directly, or
 *  - (peel) C = q*c_v exactly (a monomial quotient), T_v <= |q| is proved, and the other terms
 *    with E stay below |c_v|: then S < |c_v| + |c_v|*(T_v - 1) <= |c_v|*|q| = |C|, or
 *  - (row) C = q*D for D a coefficient of either access form, |q| >= 1 is proved, and S < |D|.
 * Loops that do not run (T_v < 1) leave no access, so their terms' signs do not matter. The
 * facts are the env's (loop guards: n >= 1 inside `for (k = 0; k < n; k++)`); the forms are exact
 * (no wrap-around: lf_aff takes nsw/nuw or range facts), so nothing is assumed about overflow. */

typedef struct dterm {
  const gpuopt_sx *coef, *tm1;
} dterm;

/* e as k * f[0] * ... * f[nf-1] */
static int mono(const gpuopt_sx *e, int64_t *k, const gpuopt_sx **f, uint32_t *nf) {
  *nf = 0, *k = 1;
  if (!e) return 0;
  if (e->kind == SX_CONST) {
    *k = e->c;
    return 1;
  }
  if (e->kind == SX_ADD) {
    if (e->n != 1 || e->c) return 0;
    *k = e->coef[0];
    e = e->op[0];
  }
  if (e->kind == SX_MUL) {
    if (e->n > 8) return 0;
    for (uint32_t i = 0; i < e->n; i++) f[i] = e->op[i];
    *nf = e->n;
    return 1;
  }
  if (e->kind == SX_SYM || e->kind == SX_DIV) {
    f[0] = e;
    *nf = 1;
    return 1;
  }
  return 0;
}

/* q with q*b == a for monomials a, b, else NULL */
static const gpuopt_sx *mono_quot(gpuopt_sx_table *t, const gpuopt_sx *a, const gpuopt_sx *b) {
  int64_t ka, kb;
  const gpuopt_sx *fa[8], *fb[8];
  uint32_t na, nb;
  if (!mono(a, &ka, fa, &na) || !mono(b, &kb, fb, &nb) || !kb || (kb == -1 && ka == INT64_MIN) || ka % kb) return NULL;
  for (uint32_t i = 0; i < nb; i++) {
    uint32_t j = 0;
    while (j < na && fa[j] != fb[i]) j++;
    if (j == na) return NULL;
    fa[j] = fa[--na];
  }
  const gpuopt_sx *q = gpuopt__sx_const(t, ka / kb);
  for (uint32_t j = 0; j < na && q; j++) q = gpuopt__sx_mul(t, q, fa[j]);
  return q && gpuopt__sx_mul(t, q, b) == a ? q : NULL;
}

typedef struct delin {
  gpuopt_sx_table *t;
  const gpuopt_sx_env *env;
  const dterm *T;
  uint32_t n;
  const gpuopt_sx *lev[2 * LF_MAXD + 2];
  uint32_t nlev;
  unsigned budget;
} delin;

/* sum over mask of |coef|*tm1, plus E, is below |C| */
static int below(delin *d, uint64_t mask, const gpuopt_sx *E, const gpuopt_sx *C, int depth) {
  gpuopt_sx_table *t = d->t;
  const gpuopt_sx *s = E, *aC = absx(t, C, d->env);
  for (uint32_t i = 0; i < d->n && s; i++)
    if (mask >> i & 1) s = gpuopt__sx_add(t, s, gpuopt__sx_mul(t, absx(t, d->T[i].coef, d->env), d->T[i].tm1));
  if (!s || !aC) return 0;
  if (gpuopt__sx_prove_lt(t, s, aC, d->env)) return 1;
  if (depth >= 6 || !d->budget) return 0;
  d->budget--;
  for (uint32_t i = 0; i < d->n; i++) {
    if (!(mask >> i & 1)) continue;
    const gpuopt_sx *q = mono_quot(t, C, d->T[i].coef), *Tv = gpuopt__sx_addc(t, d->T[i].tm1, 1);
    if (!q || !Tv || !(gpuopt__sx_prove_le(t, Tv, q, d->env) || gpuopt__sx_prove_le(t, Tv, gpuopt__sx_neg(t, q), d->env)))
      continue;
    if (below(d, mask & ~((uint64_t)1 << i), E, d->T[i].coef, depth + 1)) return 1;
  }
  for (uint32_t i = 0; i < d->nlev; i++) {
    const gpuopt_sx *D = d->lev[i], *q = mono_quot(t, C, D);
    int64_t qc;
    if (!q || (gpuopt__sx_is_const(q, &qc) && (qc == 1 || qc == -1))) continue;
    if (!gpuopt__sx_prove_le(t, t->one, q, d->env) && !gpuopt__sx_prove_le(t, q, gpuopt__sx_const(t, -1), d->env)) continue;
    if (below(d, mask, E, D, depth + 1)) return 1;
  }
  return 0;
}

/* q != 0 with q*c one monomial of the sum d (of several) */
static int split_q(gpuopt_sx_table *t, const gpuopt_sx *d, const gpuopt_sx *c, int64_t *q) {
  if (!d || d->kind != SX_ADD || (d->n < 2 && !d->c)) return 0;
  for (uint32_t j = 0; j < d->n; j++) {
    const gpuopt_sx *m = gpuopt__sx_mulc(t, d->op[j], d->coef[j]), *r = m ? mono_quot(t, m, c) : NULL;
    if (r && gpuopt__sx_is_const(r, q) && *q) return 1;
  }
  int64_t cc;
  if (d->c && gpuopt__sx_is_const(c, &cc) && cc && !(cc == -1 && d->c == INT64_MIN) && d->c % cc == 0) {
    *q = d->c / cc;
    return 1;
  }
  return 0;
}

/* 1: no dependence between different iterations of l for accesses at byte (or subscript) forms
 * FA, FB; 0: maybe (*has_d, *dist: a constant distance, iterations of B minus iterations of A). */
static int indep_forms(lf_func *F, uint32_t l, uint32_t freel, const lf_aff *FA, const lf_aff *FB,
                       const gpuopt_sx_env *env, int *has_d, int64_t *dist) {
  gpuopt_sx_table *t = F->t;
  *has_d = 0;
  const gpuopt_sx *cA = gpuopt__lf_coef(FA, l), *cB = gpuopt__lf_coef(FB, l);
  if (!cA) cA = t->zero;
  if (!cB) cB = t->zero;
  dvar V[MAXVARS];
  uint32_t nv = 0;
  /* outer loops: the same iteration on both sides; their coefficients' difference remains */
  lf_aff dA = *FA, dB = *FB;
  for (uint32_t i = 0; i < FA->n; i++)
    if (gpuopt__lf_loop_in(F, FA->loop[i], l) || FA->loop[i] == freel) gpuopt__lf_drop(&dA, FA->loop[i]);
  for (uint32_t i = 0; i < FB->n; i++)
    if (gpuopt__lf_loop_in(F, FB->loop[i], l) || FB->loop[i] == freel) gpuopt__lf_drop(&dB, FB->loop[i]);
  lf_aff D;
  if (!gpuopt__lf_aff_add(F, &D, &dA, &dB, -1)) return 0;
  for (uint32_t i = 0; i < D.n; i++) {
    const gpuopt_sx *T = trip_max(F, D.loop[i], 0);
    if (!T || nv == MAXVARS) return 0;
    V[nv++] = (dvar){D.coef[i], gpuopt__sx_addc(t, T, -1), 0, 0};
  }
  /* inner loops */
  const lf_aff *side[2] = {FA, FB};
  uint32_t first_b = 0;
  for (int s = 0; s < 2; s++) {
    if (s == 1) first_b = nv;
    for (uint32_t i = 0; i < side[s]->n; i++) {
      uint32_t v = side[s]->loop[i];
      if (v == l || (!gpuopt__lf_loop_in(F, v, l) && v != freel)) continue;
      const gpuopt_sx *c = side[s]->coef[i], *other = gpuopt__lf_coef(side[1 - s], v);
      if (s == 1 && other == c) continue; /* paired below */
      const gpuopt_sx *T = trip_max(F, v, 0);
      if (!T || nv == MAXVARS) return 0;
      int sym = s == 0 && other == c;
      V[nv++] = (dvar){s ? gpuopt__sx_neg(t, c) : c, gpuopt__sx_addc(t, T, -1), sym, 0};
    }
  }
  /* one-sided variables of two different loops with opposite coefficients and one range pair up */
  for (uint32_t i = 0; i < first_b; i++) {
    if (V[i].sym || V[i].gone) continue;
    for (uint32_t j = first_b; j < nv; j++)
      if (!V[j].sym && !V[j].gone && V[j].tm1 == V[i].tm1 && V[j].coef == gpuopt__sx_neg(t, V[i].coef)) {
        V[i].sym = 1;
        V[j].gone = 1;
        break;
      }
  }
  const gpuopt_sx *Tm = trip_max(F, l, 0);
  if (!Tm) return 0;
  const gpuopt_sx *Tm1 = gpuopt__sx_addc(t, Tm, -1);
  const gpuopt_sx *delta = D.c0;
  int same = cA == cB;
  /* the terms for below(): the variables, then the loop's own (one, or one per side) */
  dterm DT[MAXVARS + 2];
  delin dl = {t, env, DT, 0, {0}, 0, 256};
  for (uint32_t i = 0; i < nv; i++) DT[i] = (dterm){V[i].coef, V[i].tm1};
  DT[nv] = (dterm){cA, Tm1};
  DT[nv + 1] = (dterm){cB, Tm1};
  dl.n = nv + 2;
  uint64_t own = ((uint64_t)1 << nv) | (same ? 0 : (uint64_t)1 << (nv + 1));
  for (int s = 0; s < 2; s++) {
    const lf_aff *f = s ? FB : FA;
    for (uint32_t i = 0; i <= f->n; i++) {
      const gpuopt_sx *c = i < f->n ? f->coef[i] : s ? cB : cA;
      uint32_t k = 0;
      while (k < dl.nlev && dl.lev[k] != c) k++;
      if (k == dl.nlev && c != t->zero && dl.nlev < sizeof dl.lev / sizeof dl.lev[0]) dl.lev[dl.nlev++] = c;
    }
  }
  /* dominance: a term larger than everything else together must vanish (delinearisation, row by
   * row where the row sizes are symbolic: below()) */
  for (int changed = 1; changed;) {
    changed = 0;
    const gpuopt_sx *M[MAXVARS + 1];
    const gpuopt_sx *total = absx(t, delta, env);
    for (uint32_t i = 0; i < nv && total; i++) {
      M[i] = V[i].gone ? t->zero : gpuopt__sx_mul(t, absx(t, V[i].coef, env), V[i].tm1);
      total = gpuopt__sx_add(t, total, M[i]);
    }
    const gpuopt_sx *ML = NULL;
    if (total) {
      if (same) ML = gpuopt__sx_mul(t, absx(t, cA, env), Tm1);
      else ML = gpuopt__sx_add(t, gpuopt__sx_mul(t, absx(t, cA, env), Tm1), gpuopt__sx_mul(t, absx(t, cB, env), Tm1));
    }
    if (!total || !ML) return 0;
    uint64_t live = 0;
    for (uint32_t i = 0; i < nv; i++)
      if (!V[i].gone) live |= (uint64_t)1 << i;
    const gpuopt_sx *adelta = absx(t, delta, env);
    /* the loop's own variable: |c| * 1 > the rest forces k == k' */
    if (same && cA != t->zero &&
        (gpuopt__sx_prove_lt(t, total, absx(t, cA, env), env) || below(&dl, live, adelta, cA, 0)))
      return 1;
    for (uint32_t i = 0; i < nv; i++) {
      if (V[i].gone) continue;
      const gpuopt_sx *rest = gpuopt__sx_add(t, gpuopt__sx_sub(t, total, M[i]), ML);
      uint64_t others = (live & ~((uint64_t)1 << i)) | own;
      if ((rest && gpuopt__sx_prove_lt(t, rest, absx(t, V[i].coef, env), env)) ||
          below(&dl, others, adelta, V[i].coef, 0)) {
        V[i].gone = 1;
        changed = 1;
        break;
      }
      /* a variable (an inner loop, or loop interchange's free outer loop) with the difference a multiple of its
       * coefficient: coef*(x + q) + rest = 0 with |rest| < |coef| forces x = -q, and the rest 0
       * (the row distance of a linearised A[(k-1)*m + i] against A[k*m + i]) */
      if (delta == t->zero) continue;
      for (int64_t q = -4; q <= 4; q++) {
        if (!q || gpuopt__sx_mul(t, V[i].coef, gpuopt__sx_const(t, q)) != delta) continue;
        const gpuopt_sx *r2 = gpuopt__sx_add(t, gpuopt__sx_sub(t, gpuopt__sx_sub(t, total, M[i]), absx(t, delta, env)), ML);
        if ((r2 && gpuopt__sx_prove_lt(t, r2, absx(t, V[i].coef, env), env)) ||
            below(&dl, (live & ~((uint64_t)1 << i)) | own, t->zero, V[i].coef, 0)) {
          V[i].gone = 1;
          delta = t->zero;
          changed = 1;
        }
        break;
      }
      if (changed) break;
      /* the same with a part of the difference: one monomial of it is q*coef (the row offset of
       * X[((i-1)*n + j)*n + k + 1] against X[(i*n + j)*n + k]: difference -n*n + 1, coefficient n*n):
       * coef*(x + q) + rest + (delta - q*coef) = 0 with |rest| + |delta - q*coef| < |coef| forces
       * x = -q, and delta - q*coef remains */
      int64_t q;
      if (split_q(t, delta, V[i].coef, &q)) {
        const gpuopt_sx *dq = gpuopt__sx_sub(t, delta, gpuopt__sx_mulc(t, V[i].coef, q));
        if (dq && dq != t->zero && below(&dl, (live & ~((uint64_t)1 << i)) | own, absx(t, dq, env), V[i].coef, 0)) {
          V[i].gone = 1;
          delta = dq;
          changed = 1;
          break;
        }
      }
    }
  }
  /* R = delta + remaining variables: [Rlo, Rhi] */
  const gpuopt_sx *Rlo = delta, *Rhi = delta;
  int rconst = 1;
  for (uint32_t i = 0; i < nv && Rlo && Rhi; i++) {
    if (V[i].gone) continue;
    rconst = 0;
    const gpuopt_sx *e = gpuopt__sx_mul(t, V[i].coef, V[i].tm1);
    if (!e) return 0;
    if (V[i].sym) {
      const gpuopt_sx *a = absx(t, e, env);
      Rlo = gpuopt__sx_sub(t, Rlo, a);
      Rhi = gpuopt__sx_add(t, Rhi, a);
    } else if (gpuopt__sx_prove_le(t, t->zero, V[i].coef, env)) {
      /* x in [0, T-1]; a loop with T < 1 does not run and its access does not exist */
      Rhi = gpuopt__sx_add(t, Rhi, e);
    } else if (gpuopt__sx_prove_le(t, V[i].coef, t->zero, env)) {
      Rlo = gpuopt__sx_add(t, Rlo, e);
    } else {
      Rlo = gpuopt__sx_add(t, Rlo, gpuopt__sx_min(t, t->zero, e));
      Rhi = gpuopt__sx_add(t, Rhi, gpuopt__sx_max(t, t->zero, e));
    }
  }
  if (!Rlo || !Rhi) return 0;
  /* GCD test on constant coefficients and difference */
  int64_t g = 0, dc, x;
  int consts = gpuopt__sx_is_const(delta, &dc);
  for (uint32_t i = 0; i < nv && consts; i++) {
    if (V[i].gone) continue;
    if (!gpuopt__sx_is_const(V[i].coef, &x)) consts = 0;
    else g = gcd64(g, x);
  }
  if (consts && gpuopt__sx_is_const(cA, &x)) g = gcd64(g, x);
  else consts = 0;
  if (consts && gpuopt__sx_is_const(cB, &x)) g = gcd64(g, x);
  else consts = 0;
  if (consts && g && dc % g) return 1;
  if (cA == t->zero && cB == t->zero) /* the same bytes in every iteration unless R never vanishes */
    return gpuopt__sx_prove_lt(t, t->zero, Rlo, env) || gpuopt__sx_prove_lt(t, Rhi, t->zero, env);
  if (same) {
    const gpuopt_sx *ac = absx(t, cA, env);
    if (gpuopt__sx_prove_lt(t, Rhi, ac, env) && gpuopt__sx_prove_lt(t, gpuopt__sx_neg(t, ac), Rlo, env)) return 1;
    int64_t cc, r;
    if (rconst && gpuopt__sx_is_const(delta, &r) && gpuopt__sx_is_const(cA, &cc) && cc) {
      if (r % cc) return 1;
      int64_t d = r / cc;
      int64_t ad = d < 0 ? -d : d;
      if (gpuopt__sx_prove_le(t, Tm1, gpuopt__sx_const(t, ad - 1), env)) return 1;
      *has_d = 1;
      *dist = d;
      return 0;
    }
    /* Banerjee: c*(k - k') = -R with k - k' in [1, T-1] or [-(T-1), -1] */
    const gpuopt_sx *top = gpuopt__sx_mul(t, ac, Tm1);
    int no_pos = gpuopt__sx_prove_lt(t, gpuopt__sx_neg(t, Rlo), ac, env) ||
                 (top && gpuopt__sx_prove_lt(t, top, gpuopt__sx_neg(t, Rhi), env));
    int no_neg = gpuopt__sx_prove_lt(t, Rhi, ac, env) || (top && gpuopt__sx_prove_lt(t, top, Rlo, env));
    return no_pos && no_neg;
  }
  /* different coefficients: Banerjee over the box (k, k' independent) */
  const gpuopt_sx *a1 = gpuopt__sx_mul(t, cA, Tm1), *b1 = gpuopt__sx_mul(t, gpuopt__sx_neg(t, cB), Tm1);
  if (!a1 || !b1) return 0;
  const gpuopt_sx *lo = gpuopt__sx_add(t, Rlo, gpuopt__sx_add(t, gpuopt__sx_min(t, t->zero, a1), gpuopt__sx_min(t, t->zero, b1)));
  const gpuopt_sx *hi = gpuopt__sx_add(t, Rhi, gpuopt__sx_add(t, gpuopt__sx_max(t, t->zero, a1), gpuopt__sx_max(t, t->zero, b1)));
  return (lo && gpuopt__sx_prove_lt(t, t->zero, lo, env)) || (hi && gpuopt__sx_prove_lt(t, hi, t->zero, env));
}

/* 1: the accesses never touch one byte in two different iterations of l */
static int independent(lf_func *F, uint32_t l, uint32_t freel, const lf_access *A, const lf_access *B, int *has_d,
                       int64_t *dist) {
  *has_d = 0;
  if (A->ptr.field_struct && A->ptr.field_struct == B->ptr.field_struct && A->ptr.field_depth == B->ptr.field_depth &&
      A->ptr.field != B->ptr.field)
    return 1;
  gpuopt_sx_env env;
  gpuopt__lf_env(F, A->loop, &env);
  /* subscripts of one array shape: independent in one subscript is enough (in-range subscripts) */
  const lf_ptr *pa = &A->ptr, *pb = &B->ptr;
  if (pa->ndim >= 2 && pa->ndim == pb->ndim && !memcmp(pa->stride, pb->stride, pa->ndim * sizeof *pa->stride) &&
      !memcmp(pa->extent, pb->extent, pa->ndim * sizeof *pa->extent)) {
    lf_aff dp;
    int64_t dc;
    if (gpuopt__lf_aff_add(F, &dp, &pb->prefix, &pa->prefix, -1) && !dp.n && gpuopt__sx_is_const(dp.c0, &dc) &&
        dc % pa->stride[0] == 0) {
      lf_aff b0, shift;
      gpuopt__lf_aff_const(F, &shift, gpuopt__sx_const(F->t, dc / pa->stride[0]));
      if (gpuopt__lf_aff_add(F, &b0, &pb->dim[0], &shift, 1)) {
        for (uint32_t d = 0; d < pa->ndim; d++) {
          int hd;
          int64_t dd;
          if (indep_forms(F, l, freel, &pa->dim[d], d ? &pb->dim[d] : &b0, &env, &hd, &dd)) return 1;
        }
      }
    }
  }
  return indep_forms(F, l, freel, &A->ptr.off, &B->ptr.off, &env, has_d, dist);
}

int gpuopt__lf_pair_independent(lf_func *F, uint32_t l, uint32_t freel, const lf_access *A, const lf_access *B) {
  int hd = 0;
  int64_t d = 0;
  if (freel != GPUOPT_NONE && (freel == l || !gpuopt__lf_loop_in(F, l, freel))) return 0;
  return independent(F, l, freel, A, B, &hd, &d);
}

static const char *acc_desc(lf_func *F, const lf_access *A) {
  const char *base = A->ptr.base ? gpuopt__lf_base_name(F, A->ptr.base) : "memory";
  return text(F, "%s %s %s (line %u)", A->is_write ? "store" : "load", A->is_write ? "to" : "of", base, A->line);
}

static int add_name(lf_func *F, const char ***arr, uint32_t *n, const char *name) {
  for (uint32_t i = 0; i < *n; i++)
    if (!strcmp((*arr)[i], name)) return 1;
  const char **na = ANEW(&F->arena, const char *, *n + 1);
  if (!na) return 0;
  if (*n) memcpy(na, *arr, *n * sizeof *na);
  na[(*n)++] = name;
  *arr = na;
  return 1;
}

int gpuopt__lf_parallel(lf_func *F, uint32_t l, lf_par *P) {
  memset(P, 0, sizeof *P);
  const lf_loopinfo *L = &F->loops[l];
  const gpuopt_loop *cl = &F->fi->loops->loops[l];
  const gpuopt_cfg *cfg = F->fi->cfg;
  const char *reason = NULL;
  if (L->irregular) reason = text(F, "irregular exit: %s", L->irregular);
  else if (!L->trip_known) reason = text(F, "trip count unknown: %s", L->trip_why ? L->trip_why : "?");
  /* scalars: the header's phis */
  VEC(lf_reduction) reds = {0};
  LLVMBasicBlockRef hb = cfg->blocks[L->header];
  for (LLVMValueRef phi = LLVMGetFirstInstruction(hb); phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
    LLVMValueRef latchval = NULL;
    unsigned n = LLVMCountIncoming(phi);
    for (unsigned i = 0; i < n; i++) {
      uint32_t from = gpuopt__cfg_block(cfg, LLVMGetIncomingBlock(phi, i));
      if (from != GPUOPT_NONE && gpuopt__loop_contains(F->fi->loops, l, from)) latchval = LLVMGetIncomingValue(phi, i);
    }
    LLVMTypeRef ty = LLVMTypeOf(phi);
    if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind) {
      const lf_aff *a = gpuopt__lf_aff(F, phi);
      if (a && !a->why && gpuopt__lf_coef(a, l)) continue; /* induction variable */
    } else if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
      const lf_ptr *p = gpuopt__lf_ptr(F, phi);
      if (p && !p->why && gpuopt__lf_coef(&p->off, l)) continue; /* induction pointer */
    }
    int used_inside = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(phi); u && !used_inside; u = LLVMGetNextUse(u))
      used_inside = in_loop(F, LLVMGetUser(u), l);
    if (!used_inside) continue; /* last value: only read after the loop */
    const char *k = latchval ? reduction_of(F, l, phi, latchval) : NULL;
    if (k) {
      lf_reduction r = {phi, k, value_name(F, phi), ty};
      if (!VEC_PUSH(&reds, r)) {
        VEC_FREE(&reds);
        return 0;
      }
      continue;
    }
    if (!reason)
      reason = text(F, "loop-carried scalar %s: its value flows from one iteration to the next", value_name(F, phi));
  }
  if (reds.len) {
    P->red = ANEW(&F->arena, lf_reduction, reds.len);
    if (P->red) memcpy(P->red, reds.data, reds.len * sizeof *reds.data);
    P->nred = (uint32_t)reds.len;
  }
  VEC_FREE(&reds);
  /* memory */
  VEC(const lf_access *) acc = {0};
  for (uint32_t i = 0; i < F->nlacc[l]; i++) {
    const lf_access *A = &F->acc.data[F->lacc[l][i]];
    if (!VEC_PUSH(&acc, A)) {
      VEC_FREE(&acc);
      return 0;
    }
  }
  int any_write = 0;
  for (size_t i = 0; i < acc.len; i++) any_write |= acc.data[i]->is_write;
  for (size_t i = 0; i < acc.len && !reason; i++) {
    const lf_access *A = acc.data[i];
    if (LLVMIsACallInst(A->inst)) {
      LLVMValueRef callee = LLVMGetCalledValue(A->inst);
      size_t len = 0;
      const char *nm = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "(indirect)";
      reason = text(F, "call to %s%.*s (line %u) may have side effects", len ? "@" : "", (int)(len ? len : strlen(nm)), nm, A->line);
      break;
    }
    int opaque = !A->ptr.base || A->ptr.why;
    if (!opaque && LLVMIsAInstruction(A->ptr.base) && in_loop(F, A->ptr.base, l)) opaque = 2;
    if (opaque && (A->is_write || any_write)) {
      reason = text(F, "%s cannot be analysed: %s", acc_desc(F, A),
                    opaque == 2 ? "the pointer is loaded or computed in the loop" : A->ptr.why ? A->ptr.why : "unknown base");
      break;
    }
  }
  for (size_t i = 0; i < acc.len && !reason; i++) {
    const lf_access *A = acc.data[i];
    for (size_t j = i; j < acc.len && !reason; j++) {
      const lf_access *B = acc.data[j];
      if (!A->is_write && !B->is_write) continue;
      if (A->ptr.base != B->ptr.base) continue;
      int varies = 0;
      const lf_aff *fa[2] = {&A->ptr.off, &B->ptr.off};
      for (int s = 0; s < 2; s++)
        if (fa[s]->symloop != GPUOPT_NONE && gpuopt__lf_loop_in(F, fa[s]->symloop, l)) varies = 1;
      if (varies) {
        const lf_access *X = A->ptr.off.symloop != GPUOPT_NONE && gpuopt__lf_loop_in(F, A->ptr.off.symloop, l) ? A : B;
        reason = text(F, "%s: the index is not an affine function of the induction variables", acc_desc(F, X));
        break;
      }
      int hd = 0;
      int64_t d = 0;
      if (independent(F, l, GPUOPT_NONE, A, B, &hd, &d)) continue;
      const char *da = acc_desc(F, A), *db = acc_desc(F, B);
      if (A == B) reason = text(F, "loop-carried dependence: the %s may touch one element in two iterations", da);
      else if (hd) reason = text(F, "loop-carried dependence between the %s and the %s, distance %lld", da, db, (long long)d);
      else reason = text(F, "loop-carried dependence between the %s and the %s", da, db);
      P->has_distance = hd;
      P->distance = d;
    }
  }
  /* base pairs the verdict assumes disjoint */
  VEC(LLVMValueRef) bases = {0};
  VEC(int) wr = {0};
  for (size_t i = 0; i < acc.len; i++) {
    const lf_access *A = acc.data[i];
    if (!A->ptr.base || A->ptr.why) continue;
    size_t k = 0;
    while (k < bases.len && bases.data[k] != A->ptr.base) k++;
    if (k == bases.len && (!VEC_PUSH(&bases, A->ptr.base) || !VEC_PUSH(&wr, 0))) break;
    wr.data[k] |= A->is_write;
  }
  uint32_t np = 0;
  for (size_t i = 0; i < bases.len; i++)
    for (size_t j = i + 1; j < bases.len; j++) np += (wr.data[i] || wr.data[j]);
  if (np) {
    P->pairs = (LLVMValueRef(*)[2])gpuopt__arena_array(&F->arena, np, sizeof *P->pairs);
    if (P->pairs)
      for (size_t i = 0; i < bases.len; i++)
        for (size_t j = i + 1; j < bases.len; j++)
          if (wr.data[i] || wr.data[j]) {
            P->pairs[P->npairs][0] = bases.data[i];
            P->pairs[P->npairs++][1] = bases.data[j];
          }
  }
  VEC_FREE(&bases);
  VEC_FREE(&wr);
  VEC_FREE(&acc);
  /* live-out scalars: LCSSA phis at the exits */
  for (uint32_t e = 0; e < cl->nexits; e++)
    for (LLVMValueRef phi = LLVMGetFirstInstruction(cfg->blocks[cl->exits[e]]); phi && LLVMIsAPHINode(phi);
         phi = LLVMGetNextInstruction(phi)) {
      unsigned n = LLVMCountIncoming(phi);
      for (unsigned i = 0; i < n; i++) {
        LLVMValueRef v = LLVMGetIncomingValue(phi, i);
        if (LLVMIsAInstruction(v) && in_loop(F, v, l) && LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind) {
          const char *nm = gpuopt__srcname(F->names, phi);
          if (!nm) nm = value_name(F, v);
          add_name(F, &P->liveout, &P->nliveout, nm);
          break;
        }
      }
    }
  /* privatizable: named scalars defined in the body, other than the loop's own recurrences */
  for (uint32_t bi = 0; bi < cl->nblocks; bi++) {
    uint32_t b = cl->blocks[bi];
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      if (b == L->header && LLVMIsAPHINode(i)) continue;
      const char *nm = gpuopt__srcname(F->names, i);
      if (!nm || LLVMIsAAllocaInst(i)) continue;
      int skip = 0;
      for (LLVMValueRef phi = LLVMGetFirstInstruction(cfg->blocks[L->header]); phi && LLVMIsAPHINode(phi);
           phi = LLVMGetNextInstruction(phi)) {
        const char *pn = gpuopt__srcname(F->names, phi);
        if (pn && !strcmp(pn, nm)) skip = 1;
      }
      if (!skip) add_name(F, &P->priv, &P->npriv, nm);
    }
  }
  P->reason = reason;
  P->parallel = reason == NULL;
  return !F->arena.oom;
}
