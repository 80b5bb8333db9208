/* loop-check: the interpreter as the oracle of the loop analyses (issue 14; DESIGN.md §4).
 *
 *   loop-check [--runs N] [--seed S] [--results FILE] FILE.ll...
 *
 * FILE.ll is host IR straight from clang's recipe (docs/loops.md); it is canonicalised with
 * gpuopt_loops_canonicalize. For every function with loops, on N random inputs (integer parameters
 * in [-2, 14], floats in [0, 1), every pointer parameter a 256 KiB buffer of random floats):
 *  bounds:   every load/store the function executes inside a loop is checked against the bounds the
 *            analysis claims for that loop and base pointer, evaluated with the current values of
 *            their symbols (values defined before the loop: SSA values do not change while it runs);
 *            an access while a guard is false, or outside [lo, hi], fails. For outermost loops, the
 *            lowest and highest byte touched per base are compared with the claim: a bound claimed
 *            exact must be reached at both ends whenever its guard holds (tightness of the others is
 *            reported).
 *  reorder:  every loop claimed parallel (with a known trip count, no floating-point reduction) is
 *            rewritten on a clone of the module so that iteration k runs the body of iteration
 *            perm(k): reversed (T-1-k) and shuffled ((k*1000003 + 7) mod T); every induction
 *            variable of the loop is recomputed from perm(k). All memory (every pointer argument's
 *            buffer) after the call must be bit for bit that of the original order.
 *            The same for every SESE region of loop nests the analysis lists (gpuopt_loops_region_*:
 *            the function's body, regions of sibling nests): every access in its blocks inside its
 *            bounds; tightness and exact claims for regions outside every loop.
 *  ranges:   every integer value the function computes (same runs) must lie in the range the
 *            symbolic range analysis (ranges.h) claims at its definition, evaluated with the current
 *            values of its symbols, whenever the range's fact holds.
 *            Relational bounds (gpuopt_ranges_relational: `j < i` gives j <= i - 1 with i another SSA
 *            value) are checked the same way, i read with its current value.
 *  --break:  claims made wrong on purpose (every loop parallel, upper bounds one byte short, every
 *            range's upper bound one short): the
 *            checks must fail (make check-loops runs this and expects failures).
 *  --break-relational: only the relational bounds made one short (upper; lower where there is no
 *            upper): the range checks must fail (make check-loops runs it on tests/loops/linalg.c).
 * Prints one line per check and "N passed, N failed, N skipped". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "gpuopt/gpuopt.h"

#define BUF 262144
#define MAXP 16

static unsigned passed, failed, skipped;
static unsigned regions_checked;
static unsigned long long rel_values;   /* ... and against their relational bounds */
static unsigned long long range_values; /* integer values checked against their ranges */ /* (run, region, base) tightness checks */
/* --break: deliberately wrong claims (every loop parallel, every upper bound one byte short), to
 * show that the oracle catches them: the run must then fail */
static int breaking;
static FILE *results;

static uint64_t rng_state;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

/* ---- current values of SSA values (single thread) ---- */
typedef struct vslot { LLVMValueRef k; uint64_t v; } vslot;
static vslot *vals;
static size_t vcap = 1 << 16;
static size_t vhash(LLVMValueRef k) { return ((uintptr_t)k >> 4) * 0x9E3779B97F4A7C15ull >> 20; }
static void vset(LLVMValueRef k, uint64_t v) {
  size_t i = vhash(k) & (vcap - 1);
  while (vals[i].k && vals[i].k != k) i = (i + 1) & (vcap - 1);
  vals[i].k = k;
  vals[i].v = v;
}
static int vget(LLVMValueRef k, uint64_t *v) {
  size_t i = vhash(k) & (vcap - 1);
  while (vals[i].k && vals[i].k != k) i = (i + 1) & (vcap - 1);
  if (!vals[i].k) return 0;
  *v = vals[i].v;
  return 1;
}

typedef struct run_ctx {
  LLVMValueRef fn;
  const gpuopt_loopfacts *r;
  uint64_t scalar[MAXP];
  /* per (loop, bound) of outermost loops: min/max byte touched in this run */
  int64_t *mn, *mx;
  size_t *boff;      /* first bound index of loop i in mn/mx */
  const char *fail;  /* first failure */
  char why[600];
  unsigned checked;
  const gpuopt_ranges *rg; /* the symbolic ranges of the function: every integer value checked */
  const char *rfail;
  char rwhy[600];
  unsigned rchecked;
  unsigned rel_checked;  /* values checked against their relational bounds too */
} run_ctx;

static int symval(void *user, const gpuopt_expr *sym, int64_t *out) {
  run_ctx *c = user;
  LLVMValueRef v = gpuopt_expr_symbol_value(sym);
  if (!v) return 1;
  uint64_t bits;
  if (LLVMIsAArgument(v)) {
    unsigned i = 0;
    for (; i < LLVMCountParams(c->fn) && LLVMGetParam(c->fn, i) != v; i++) {}
    if (i >= MAXP) return 1;
    bits = c->scalar[i];
  } else if (!vget(v, &bits)) {
    return 1;
  }
  LLVMTypeRef t = LLVMTypeOf(v);
  unsigned w = LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 64;
  if (w == 1) *out = (int64_t)(bits & 1);
  else if (w < 64) *out = (int64_t)(bits << (64 - w)) >> (64 - w);
  else *out = (int64_t)bits;
  return 0;
}


/* the value's range at its definition must hold, its symbols read with their current values */
static void check_range(run_ctx *c, LLVMValueRef inst, uint64_t bits) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) > 64) return;
  gpuopt_range R;
  if (gpuopt_ranges_value(c->rg, inst, &R) || !R.reached) return;
  int64_t f, lo, hi;
  if (R.fact && (gpuopt_expr_eval(R.fact, symval, c, &f) || f < 0)) return; /* claimed only under it */
  unsigned w = LLVMGetIntTypeWidth(t);
  int64_t v = w == 1 ? (int64_t)(bits & 1) : w < 64 ? (int64_t)(bits << (64 - w)) >> (64 - w) : (int64_t)bits;
  int el = gpuopt_expr_eval(R.lo, symval, c, &lo), eh = gpuopt_expr_eval(R.hi, symval, c, &hi);
  if ((el && el != -1) || (eh && eh != 1)) return; /* a symbol without a current value */
  c->rchecked++;
  if (breaking == 1 && !eh) hi--; /* --break: every upper bound one short */
  if (!((!el && v < lo) || (!eh && v > hi))) {
    /* the relational bounds (gpuopt_ranges_relational: symbols of other SSA values, read now) */
    const gpuopt_expr *rl, *rh;
    if (gpuopt_ranges_relational(c->rg, inst, NULL, &rl, &rh)) return;
    int64_t a = 0, b = 0;
    int ea = rl ? gpuopt_expr_eval(rl, symval, c, &a) : 2, eb = rh ? gpuopt_expr_eval(rh, symval, c, &b) : 2;
    if (ea && eb) return;
    c->rel_checked++;
    if (breaking == 2) { /* --break-relational: relational bounds one short */
      if (!eb) b--;
      else a++;
    }
    if ((!ea && v < a) || (!eb && v > b)) {
      char *ls = rl ? gpuopt_expr_to_c(rl) : NULL, *hs = rh ? gpuopt_expr_to_c(rh) : NULL;
      char vs[128], *ps = LLVMPrintValueToString(inst);
      snprintf(vs, sizeof vs, "%s", ps ? ps : "?");
      LLVMDisposeMessage(ps);
      snprintf(c->rwhy, sizeof c->rwhy, "@%s: %s = %lld outside its claimed relational range [%s, %s] = [%lld, %lld]",
               LLVMGetValueName(c->fn), vs, (long long)v, ls ? ls : "-", hs ? hs : "-", ea ? -1LL : (long long)a,
               eb ? -1LL : (long long)b);
      gpuopt_free(ls);
      gpuopt_free(hs);
      c->rfail = c->rwhy;
    }
    return;
  }
  {
    char *ls = gpuopt_expr_to_c(R.lo), *hs = gpuopt_expr_to_c(R.hi);
    char vs[128], *ps = LLVMPrintValueToString(inst);
    snprintf(vs, sizeof vs, "%s", ps ? ps : "?");
    LLVMDisposeMessage(ps);
    snprintf(c->rwhy, sizeof c->rwhy, "@%s: %s = %lld outside its claimed range [%s, %s] = [%lld, %lld]",
             LLVMGetValueName(c->fn), vs, (long long)v, ls ? ls : "?", hs ? hs : "?", el ? -1LL : (long long)lo,
             eh ? -1LL : (long long)hi);
    gpuopt_free(ls);
    gpuopt_free(hs);
    c->rfail = c->rwhy;
  }
}

static void on_value(void *user, const gpuopt_trace_event *ev) {
  run_ctx *c = user;
  if (ev->is_branch || ev->leaves < 1) return;
  unsigned lane = (unsigned)__builtin_ctz(ev->active);
  vset(ev->inst, ev->values[lane]);
  if (c->rg && !c->rfail && !(ev->poison && (ev->poison[0] >> lane & 1))) check_range(c, ev->inst, ev->values[lane]);
}

/* The claims checked: every loop (its nest), then every SESE region of loop nests (loops.h). */
static size_t units(const gpuopt_loopfacts *r) { return gpuopt_loops_count(r) + gpuopt_loops_region_count(r); }
static int unit_block_in(const gpuopt_loopfacts *r, size_t u, LLVMBasicBlockRef bb) {
  size_t nl = gpuopt_loops_count(r);
  return u < nl ? gpuopt_loops_block_in(r, u, bb) : gpuopt_loops_region_block_in(r, u - nl, bb);
}
static size_t unit_nbounds(const gpuopt_loopfacts *r, size_t u) {
  size_t nl = gpuopt_loops_count(r);
  if (u < nl) {
    gpuopt_loop_info I;
    gpuopt_loops_get(r, u, &I);
    return I.nbounds;
  }
  gpuopt_region_info R;
  gpuopt_loops_region_get(r, u - nl, &R);
  return R.nbounds;
}
static void unit_bounds(const gpuopt_loopfacts *r, size_t u, size_t k, gpuopt_access_bounds *B) {
  size_t nl = gpuopt_loops_count(r);
  if (u < nl) gpuopt_loops_bounds(r, u, k, B);
  else gpuopt_loops_region_bounds(r, u - nl, k, B);
}
/* "loop at line N" / "region at lines A-B" */
static const char *unit_name(const gpuopt_loopfacts *r, size_t u, char *buf, size_t n) {
  size_t nl = gpuopt_loops_count(r);
  if (u < nl) {
    gpuopt_loop_info I;
    gpuopt_loops_get(r, u, &I);
    snprintf(buf, n, "loop at line %u", I.line);
  } else {
    gpuopt_region_info R;
    gpuopt_loops_region_get(r, u - nl, &R);
    snprintf(buf, n, "region at lines %u-%u", R.first_line, R.last_line);
  }
  return buf;
}
/* runs at most once per call: an outermost loop, or a region outside every loop */
static int unit_once(const gpuopt_loopfacts *r, size_t u) {
  size_t nl = gpuopt_loops_count(r);
  if (u < nl) {
    gpuopt_loop_info I;
    gpuopt_loops_get(r, u, &I);
    return I.depth == 1;
  }
  gpuopt_region_info R;
  gpuopt_loops_region_get(r, u - nl, &R);
  for (size_t l = 0; l < nl; l++)
    if (gpuopt_loops_block_in(r, l, R.entry)) return 0;
  return 1;
}


static void on_mem(void *user, const gpuopt_mem_event *ev) {
  run_ctx *c = user;
  if (c->fail) return;
  LLVMValueRef base = NULL;
  if (ev->arg >= 0) base = LLVMGetParam(c->fn, (unsigned)ev->arg);
  else if (ev->global) base = ev->global;
  if (!base) return;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(ev->inst);
  for (size_t li = 0; li < units(c->r); li++) {
    if (!unit_block_in(c->r, li, bb)) continue;
    char un[64];
    for (size_t k = 0; k < unit_nbounds(c->r, li); k++) {
      gpuopt_access_bounds B;
      unit_bounds(c->r, li, k, &B);
      if (B.base != base || !B.analysable) continue;
      int64_t lo, hi, g;
      int unknown = 0;
      for (size_t q = 0; q < B.nguard; q++) {
        int e = gpuopt_expr_eval(B.guard[q], symval, c, &g);
        if (e) unknown = 1;
        else if (g < 0) {
          snprintf(c->why, sizeof c->why, "@%s: %s touches %s at byte %llu although its guard %s is false",
                   LLVMGetValueName(c->fn), unit_name(c->r, li, un, sizeof un), B.base_name,
                   (unsigned long long)ev->offset, B.guard_c);
          c->fail = c->why;
          return;
        }
      }
      if (unknown || gpuopt_expr_eval(B.lo_byte, symval, c, &lo) || gpuopt_expr_eval(B.hi_byte, symval, c, &hi)) continue;
      c->checked++;
      int64_t a = (int64_t)ev->offset, z = a + (int64_t)ev->size - 1;
      if (breaking == 1) hi--;
      if (a < lo || z > hi) {
        char *ls = gpuopt_expr_to_c(B.lo_byte), *hs = gpuopt_expr_to_c(B.hi_byte);
        snprintf(c->why, sizeof c->why,
                 "@%s: %s: %s %s bytes [%lld, %lld] of %s outside the claimed [%lld, %lld] = [%s, %s]",
                 LLVMGetValueName(c->fn), unit_name(c->r, li, un, sizeof un), LLVMIsAStoreInst(ev->inst) ? "store to" : "load of", "", (long long)a,
                 (long long)z, B.base_name, (long long)lo, (long long)hi, ls ? ls : "?", hs ? hs : "?");
        gpuopt_free(ls);
        gpuopt_free(hs);
        c->fail = c->why;
        return;
      }
      if (unit_once(c->r, li)) {
        size_t x = c->boff[li] + k;
        if (a < c->mn[x]) c->mn[x] = a;
        if (z > c->mx[x]) c->mx[x] = z;
      }
    }
  }
}

static void result(int ok, const char *fmt, const char *a, const char *b) {
  if (ok) passed++;
  else failed++;
  printf("%s: ", ok ? "ok" : "FAIL");
  printf(fmt, a, b);
  printf("\n");
}

/* ---- argument setup ---- */
typedef struct args {
  unsigned n;
  uint64_t scalar[MAXP];
  void *buf[MAXP];
} args;

static int setup_args(LLVMValueRef fn, args *A, uint64_t seed) {
  A->n = LLVMCountParams(fn);
  if (A->n > MAXP) return 0;
  rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
  for (unsigned i = 0; i < A->n; i++) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
    A->buf[i] = NULL;
    A->scalar[i] = 0;
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind: {
      int64_t v = (int64_t)(rnd() % 17) - 2;
      if (seed % 5 == 0) v = (int64_t)(rnd() % 4); /* small sizes: zero- and one-trip loops */
      A->scalar[i] = (uint64_t)v & (LLVMGetIntTypeWidth(t) >= 64 ? ~0ull : (1ull << LLVMGetIntTypeWidth(t)) - 1);
      break;
    }
    case LLVMFloatTypeKind: {
      float f = (float)(rnd() % 1000) / 1000.0f;
      uint32_t b;
      memcpy(&b, &f, 4);
      A->scalar[i] = b;
      break;
    }
    case LLVMDoubleTypeKind: {
      double d = (double)(rnd() % 1000) / 1000.0;
      memcpy(&A->scalar[i], &d, 8);
      break;
    }
    case LLVMPointerTypeKind:
      break;
    default:
      return 0;
    }
  }
  return 1;
}

static void fill_buffers(LLVMValueRef fn, args *A, uint64_t seed) {
  rng_state = seed * 0x2545F4914F6CDD1Dull + 7;
  for (unsigned i = 0; i < A->n; i++) {
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i))) != LLVMPointerTypeKind) continue;
    uint32_t *w = A->buf[i];
    for (size_t k = 0; k < BUF / 4; k++) {
      float f = (float)(rnd() % 4096) / 4096.0f;
      memcpy(&w[k], &f, 4);
    }
  }
}

static int bind(gpuopt_interp *ip, LLVMValueRef fn, args *A) {
  gpuopt_interp_clear_args(ip);
  for (unsigned i = 0; i < A->n; i++) {
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i))) == LLVMPointerTypeKind) {
      if (gpuopt_interp_set_buffer(ip, i, A->buf[i], BUF, 0)) return 0;
    } else if (gpuopt_interp_set_scalar(ip, i, A->scalar[i])) {
      return 0;
    }
  }
  return 1;
}

/* ---- the bounds check of one function ---- */
static void check_bounds(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMValueRef fn, const gpuopt_loopfacts *r, unsigned runs,
                         uint64_t seed0, unsigned *exact_claims, unsigned *exact_reached, unsigned *tight_both,
                         unsigned *tight_total) {
  const char *name = LLVMGetValueName(fn);
  gpuopt_interp *ip = NULL;
  if (gpuopt_interp_create_host(ctx, m, &ip)) {
    skipped++;
    printf("skipped: @%s: the interpreter cannot run the module: %s\n", name, gpuopt_ctx_error(ctx));
    return;
  }
  size_t nl = units(r), nb = 0;
  size_t *boff = calloc(nl + 1, sizeof *boff);
  for (size_t li = 0; li < nl; li++) {
    boff[li] = nb;
    nb += unit_nbounds(r, li);
  }
  int64_t *mn = calloc(nb + 1, sizeof *mn), *mx = calloc(nb + 1, sizeof *mx);
  args A;
  for (unsigned i = 0; i < MAXP; i++) A.buf[i] = malloc(BUF);
  unsigned ran = 0, checked = 0, rchecked = 0;
  const char *err = NULL, *rerr = NULL;
  char errbuf[700], rerrbuf[700];
  /* the symbolic ranges of the same function: every integer value it computes is checked */
  gpuopt_ranges *rg = NULL;
  if (gpuopt_ranges_analyze(ctx, fn, NULL, &rg)) {
    snprintf(rerrbuf, sizeof rerrbuf, "gpuopt_ranges_analyze failed: %s", gpuopt_ctx_error(ctx));
    rerr = rerrbuf;
  }
  for (unsigned run = 0; run < runs && !err; run++) {
    uint64_t seed = seed0 + run;
    void *keep[MAXP];
    memcpy(keep, A.buf, sizeof keep);
    if (!setup_args(fn, &A, seed)) {
      err = "unsupported parameter types";
      break;
    }
    memcpy(A.buf, keep, sizeof keep);
    fill_buffers(fn, &A, seed);
    run_ctx c;
    memset(&c, 0, sizeof c);
    c.fn = fn;
    c.r = r;
    memcpy(c.scalar, A.scalar, sizeof c.scalar);
    c.mn = mn, c.mx = mx, c.boff = boff;
    c.rg = rerr ? NULL : rg;
    for (size_t x = 0; x < nb; x++) mn[x] = INT64_MAX, mx[x] = INT64_MIN;
    memset(vals, 0, vcap * sizeof *vals);
    if (!bind(ip, fn, &A)) break;
    gpuopt_interp_set_trace(ip, on_value, &c);
    gpuopt_interp_set_mem_trace(ip, on_mem, &c);
    gpuopt_status st = gpuopt_interp_call(ip, name, 1u << 26, NULL);
    if (st) {
      /* random inputs the program itself does not accept (out of bounds for these sizes) */
      continue;
    }
    ran++;
    checked += c.checked;
    rchecked += c.rchecked;
    rel_values += c.rel_checked;
    if (c.rfail && !rerr) {
      snprintf(rerrbuf, sizeof rerrbuf, "%s (seed %llu)", c.rfail, (unsigned long long)seed);
      rerr = rerrbuf;
    }
    if (c.fail) {
      snprintf(errbuf, sizeof errbuf, "%s (seed %llu)", c.fail, (unsigned long long)seed);
      err = errbuf;
      break;
    }
    /* tightness of the bounds of outermost loops and of regions outside loops */
    for (size_t li = 0; li < nl; li++) {
      if (!unit_once(r, li)) continue;
      for (size_t k = 0; k < unit_nbounds(r, li); k++) {
        gpuopt_access_bounds B;
        unit_bounds(r, li, k, &B);
        if (!B.analysable) continue;
        int64_t lo, hi, g;
        int guard = 1, unknown = 0;
        for (size_t q = 0; q < B.nguard; q++) {
          if (gpuopt_expr_eval(B.guard[q], symval, &c, &g)) unknown = 1;
          else if (g < 0) guard = 0;
        }
        if (unknown || !guard || gpuopt_expr_eval(B.lo_byte, symval, &c, &lo) || gpuopt_expr_eval(B.hi_byte, symval, &c, &hi))
          continue;
        size_t x = boff[li] + k;
        int both = mn[x] == lo && mx[x] == hi;
        (*tight_total)++;
        *tight_both += both;
        if (li >= gpuopt_loops_count(r)) regions_checked++;
        if (B.exact) {
          (*exact_claims)++;
          *exact_reached += both;
          if (!both) {
            char un[64];
            snprintf(errbuf, sizeof errbuf,
                     "@%s: %s: bounds of %s claimed exact [%lld, %lld] but touched [%lld, %lld] (seed %llu)",
                     name, unit_name(r, li, un, sizeof un), B.base_name, (long long)lo, (long long)hi, (long long)mn[x], (long long)mx[x],
                     (unsigned long long)seed);
            err = errbuf;
          }
        }
      }
    }
  }
  if (!ran && !err) {
    skipped++;
    printf("skipped: @%s bounds: no random input ran to completion (%s)\n", name, gpuopt_ctx_error(ctx));
  } else {
    char what[64];
    snprintf(what, sizeof what, "%u runs, %u accesses checked", ran, checked);
    result(!err, "@%s bounds: %s", name, err ? err : what);
    snprintf(what, sizeof what, "%u runs, %u integer values inside their claimed ranges", ran, rchecked);
    result(!rerr, "@%s ranges: %s", name, rerr ? rerr : what);
    range_values += rchecked;
  }
  gpuopt_ranges_free(rg);
  for (unsigned i = 0; i < MAXP; i++) free(A.buf[i]);
  free(boff);
  free(mn);
  free(mx);
  gpuopt_interp_free(ip);
}

/* ---- reordered execution ---- */

/* IR for an expression at the builder's position (i64); NULL when a symbol is not available. */
static LLVMValueRef emit(LLVMBuilderRef b, LLVMContextRef llc, const gpuopt_expr *e) {
  LLVMTypeRef i64 = LLVMInt64TypeInContext(llc);
  switch (gpuopt_expr_get_kind(e)) {
  case GPUOPT_EXPR_CONST: return LLVMConstInt(i64, (unsigned long long)gpuopt_expr_constant(e), 1);
  case GPUOPT_EXPR_SYMBOL: {
    LLVMValueRef v = gpuopt_expr_symbol_value(e);
    if (!v || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return NULL;
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    return w == 64 ? v : w == 1 ? LLVMBuildZExt(b, v, i64, "") : LLVMBuildSExt(b, v, i64, "");
  }
  case GPUOPT_EXPR_ADD: {
    LLVMValueRef acc = LLVMConstInt(i64, (unsigned long long)gpuopt_expr_constant(e), 1);
    for (size_t i = 0; i < gpuopt_expr_num_operands(e); i++) {
      LLVMValueRef x = emit(b, llc, gpuopt_expr_operand(e, i));
      if (!x) return NULL;
      acc = LLVMBuildAdd(b, acc, LLVMBuildMul(b, x, LLVMConstInt(i64, (unsigned long long)gpuopt_expr_coefficient(e, i), 1), ""), "");
    }
    return acc;
  }
  case GPUOPT_EXPR_MUL: case GPUOPT_EXPR_MIN: case GPUOPT_EXPR_MAX: {
    LLVMValueRef acc = NULL;
    gpuopt_expr_kind k = gpuopt_expr_get_kind(e);
    for (size_t i = 0; i < gpuopt_expr_num_operands(e); i++) {
      LLVMValueRef x = emit(b, llc, gpuopt_expr_operand(e, i));
      if (!x) return NULL;
      if (!acc) acc = x;
      else if (k == GPUOPT_EXPR_MUL) acc = LLVMBuildMul(b, acc, x, "");
      else acc = LLVMBuildSelect(b, LLVMBuildICmp(b, k == GPUOPT_EXPR_MIN ? LLVMIntSLT : LLVMIntSGT, acc, x, ""), acc, x, "");
    }
    return acc;
  }
  case GPUOPT_EXPR_DIV: {
    LLVMValueRef x = emit(b, llc, gpuopt_expr_operand(e, 0)), y = emit(b, llc, gpuopt_expr_operand(e, 1));
    return x && y ? LLVMBuildSDiv(b, x, y, "") : NULL;
  }
  default:
    return NULL;
  }
}

static LLVMBasicBlockRef preheader(LLVMValueRef fn, LLVMBasicBlockRef h, const gpuopt_loopfacts *r, size_t li) {
  LLVMBasicBlockRef pre = NULL;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (!t || gpuopt_loops_block_in(r, li, bb)) continue;
    for (unsigned i = 0; i < LLVMGetNumSuccessors(t); i++)
      if (LLVMGetSuccessor(t, i) == h) {
        if (pre && pre != bb) return NULL;
        pre = bb;
      }
  }
  return pre;
}

/* Whether inst is a comparison deciding a branch out of loop li (the loop keeps its own counting). */
static int exit_test(const gpuopt_loopfacts *r, size_t li, LLVMValueRef inst) {
  if (!LLVMIsAICmpInst(inst)) return 0;
  for (LLVMUseRef u = LLVMGetFirstUse(inst); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef br = LLVMGetUser(u);
    if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    for (unsigned i = 0; i < 2; i++)
      if (!gpuopt_loops_block_in(r, li, LLVMGetSuccessor(br, i))) return 1;
  }
  return 0;
}

/* Whether inst is one of the instructions the rewrite put before `first` in the header. */
static int created(LLVMValueRef inst, LLVMValueRef first) {
  if (LLVMGetInstructionParent(inst) != LLVMGetInstructionParent(first)) return 0;
  for (LLVMValueRef x = inst; x; x = LLVMGetNextInstruction(x))
    if (x == first) return inst != first;
  return 0;
}

/* Rewrite loop li of the clone so that iteration k runs the body of iteration perm(k). 0 when the
 * loop's shape is not handled (reported as skipped). */
static int reorder(LLVMModuleRef m, LLVMValueRef fn, const gpuopt_loopfacts *r, size_t li, int shuffle, const char **why) {
  LLVMContextRef llc = LLVMGetModuleContext(m);
  gpuopt_loop_info I;
  gpuopt_loops_get(r, li, &I);
  LLVMBasicBlockRef h = I.header, pre = preheader(fn, h, r, li);
  if (!pre) return *why = "no preheader", 0;
  LLVMTypeRef i64 = LLVMInt64TypeInContext(llc);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(llc);
  LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(pre));
  LLVMValueRef T = emit(b, llc, I.trip_count);
  if (!T) {
    LLVMDisposeBuilder(b);
    return *why = "trip count not computable before the loop", 0;
  }
  /* in the header, after the phis: k from the exit test's IV, then perm(k) */
  LLVMValueRef first = LLVMGetFirstInstruction(h);
  while (first && LLVMIsAPHINode(first)) first = LLVMGetNextInstruction(first);
  LLVMPositionBuilderBefore(b, first);
  LLVMValueRef iv = I.iv;
  LLVMValueRef ivw = LLVMGetIntTypeWidth(LLVMTypeOf(iv)) == 64 ? iv : LLVMBuildSExt(b, iv, i64, "");
  LLVMValueRef start = emit(b, llc, I.iv_start), step = emit(b, llc, I.iv_step);
  if (!start || !step) {
    LLVMDisposeBuilder(b);
    return *why = "induction variable start not computable", 0;
  }
  LLVMValueRef k = LLVMBuildSDiv(b, LLVMBuildSub(b, ivw, start, ""), step, "k");
  LLVMValueRef pk;
  if (!shuffle) pk = LLVMBuildSub(b, LLVMBuildSub(b, T, LLVMConstInt(i64, 1, 0), ""), k, "");
  else
    pk = LLVMBuildSRem(b, LLVMBuildAdd(b, LLVMBuildMul(b, k, LLVMConstInt(i64, 1000003, 0), ""), LLVMConstInt(i64, 7, 0), ""),
                       T, "");
  LLVMValueRef dk = LLVMBuildSub(b, pk, k, "dk"); /* perm(k) - k */
  /* every header phi that is an induction variable: phi' = phi + step_phi * (perm(k) - k) */
  int n = 0;
  for (LLVMValueRef phi = LLVMGetFirstInstruction(h); phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
    LLVMValueRef next = NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(phi); i++)
      if (gpuopt_loops_block_in(r, li, LLVMGetIncomingBlock(phi, i))) next = LLVMGetIncomingValue(phi, i);
    if (!next || !LLVMIsAInstruction(next)) continue;
    LLVMValueRef repl = NULL;
    LLVMTypeRef ty = LLVMTypeOf(phi);
    if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && (LLVMGetInstructionOpcode(next) == LLVMAdd || LLVMGetInstructionOpcode(next) == LLVMSub) &&
        (LLVMGetOperand(next, 0) == phi || LLVMGetOperand(next, 1) == phi)) {
      LLVMValueRef s = LLVMGetOperand(next, LLVMGetOperand(next, 0) == phi ? 1 : 0);
      LLVMValueRef d = LLVMBuildTrunc(b, dk, ty, "");
      LLVMValueRef off = LLVMBuildMul(b, s, d, "");
      repl = LLVMGetInstructionOpcode(next) == LLVMAdd ? LLVMBuildAdd(b, phi, off, "") : LLVMBuildSub(b, phi, off, "");
    } else if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind && LLVMIsAGetElementPtrInst(next) && LLVMGetOperand(next, 0) == phi) {
      /* the byte step: the GEP applied to a null base */
      unsigned ni = (unsigned)LLVMGetNumOperands(next) - 1;
      LLVMValueRef idx[8];
      if (ni > 8) continue;
      for (unsigned i = 0; i < ni; i++) idx[i] = LLVMGetOperand(next, i + 1);
      LLVMValueRef stepb = LLVMBuildPtrToInt(b, LLVMBuildGEP2(b, LLVMGetGEPSourceElementType(next), LLVMConstPointerNull(ty), idx, ni, ""), i64, "");
      repl = LLVMBuildGEP2(b, LLVMInt8TypeInContext(llc), phi, (LLVMValueRef[]){LLVMBuildMul(b, stepb, dk, "")}, 1, "");
    } else {
      continue;
    }
    /* the increment keeps counting in the original order; everything else sees the permuted value */
    LLVMValueRef nrepl = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(phi); u;) {
      LLVMUseRef nu = LLVMGetNextUse(u);
      LLVMValueRef user = LLVMGetUser(u);
      if (user != next && !LLVMIsAPHINode(user) && LLVMIsAInstruction(user) && !created(user, first) &&
          !exit_test(r, li, user) &&
          gpuopt_loops_block_in(r, li, LLVMGetInstructionParent(user))) {
        for (unsigned oi = 0; oi < (unsigned)LLVMGetNumOperands(user); oi++)
          if (LLVMGetOperand(user, oi) == phi) LLVMSetOperand(user, oi, repl);
      }
      u = nu;
    }
    /* uses of the increment inside the body (i + 1 shared with a subscript) */
    for (LLVMUseRef u = LLVMGetFirstUse(next); u;) {
      LLVMUseRef nu = LLVMGetNextUse(u);
      LLVMValueRef user = LLVMGetUser(u);
      int is_test = LLVMIsAICmpInst(user) != NULL;
      if (!LLVMIsAPHINode(user) && !is_test && LLVMIsAInstruction(user) && gpuopt_loops_block_in(r, li, LLVMGetInstructionParent(user))) {
        if (!nrepl) {
          LLVMBuilderRef b2 = LLVMCreateBuilderInContext(llc);
          LLVMPositionBuilderBefore(b2, next);
          LLVMValueRef c = LLVMInstructionClone(next);
          LLVMInsertIntoBuilder(b2, c);
          for (unsigned oi = 0; oi < (unsigned)LLVMGetNumOperands(c); oi++)
            if (LLVMGetOperand(c, oi) == phi) LLVMSetOperand(c, oi, repl);
          LLVMDisposeBuilder(b2);
          nrepl = c;
        }
        for (unsigned oi = 0; oi < (unsigned)LLVMGetNumOperands(user); oi++)
          if (LLVMGetOperand(user, oi) == next) LLVMSetOperand(user, oi, nrepl);
      }
      u = nu;
    }
    n++;
  }
  LLVMDisposeBuilder(b);
  return n ? 1 : (*why = "no induction variable rewritten", 0);
}

static int run_memory(gpuopt_ctx *ctx, LLVMModuleRef m, const char *name, LLVMValueRef fn, uint64_t seed, args *A,
                      unsigned char **out, size_t *outlen) {
  gpuopt_interp *ip = NULL;
  if (gpuopt_interp_create_host(ctx, m, &ip)) return -1;
  fill_buffers(fn, A, seed);
  int rc = bind(ip, fn, A) ? (int)gpuopt_interp_call(ip, name, 1u << 26, NULL) : -1;
  gpuopt_interp_free(ip);
  if (rc) return rc;
  size_t tot = 0;
  for (unsigned i = 0; i < A->n; i++)
    if (A->buf[i]) tot += BUF;
  *out = malloc(tot + 1);
  *outlen = tot;
  size_t off = 0;
  for (unsigned i = 0; i < A->n; i++)
    if (A->buf[i]) memcpy(*out + off, A->buf[i], BUF), off += BUF;
  return 0;
}

static int has_float_reduction(const gpuopt_loopfacts *r, size_t li) {
  gpuopt_loop_info I;
  gpuopt_loops_get(r, li, &I);
  for (size_t k = 0; k < I.nreductions; k++) {
    gpuopt_loop_reduction R;
    gpuopt_loops_reduction(r, li, k, &R);
    LLVMTypeKind tk = LLVMGetTypeKind(R.type);
    if ((tk == LLVMFloatTypeKind || tk == LLVMDoubleTypeKind) && (!strcmp(R.op, "+") || !strcmp(R.op, "*"))) return 1;
  }
  return 0;
}

static void check_reorder(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMValueRef fn, const gpuopt_loopfacts *r, unsigned runs,
                          uint64_t seed0) {
  const char *name = LLVMGetValueName(fn);
  for (size_t li = 0; li < gpuopt_loops_count(r); li++) {
    gpuopt_loop_info I;
    gpuopt_loops_get(r, li, &I);
    if (!I.parallel && breaking != 1) continue;
    char what[160];
    snprintf(what, sizeof what, "@%s loop at line %u", name, I.line);
    if (!I.trip_count || !I.iv || !I.iv_start || !I.iv_step) {
      skipped++;
      printf("skipped: %s reorder: no induction variable or trip count\n", what);
      continue;
    }
    if (has_float_reduction(r, li)) {
      skipped++;
      printf("skipped: %s reorder: a floating-point + or * reduction (reordering changes its rounding)\n", what);
      continue;
    }
    const char *err = NULL;
    char errbuf[400];
    unsigned compared = 0;
    for (int shuffle = 0; shuffle < 2 && !err; shuffle++) {
      LLVMModuleRef c = LLVMCloneModule(m);
      LLVMValueRef cf = LLVMGetNamedFunction(c, name);
      gpuopt_loopfacts *cr = NULL;
      const char *why = NULL;
      if (gpuopt_loops_analyze(ctx, cf, &cr) || gpuopt_loops_count(cr) != gpuopt_loops_count(r) ||
          !reorder(c, cf, cr, li, shuffle, &why) || gpuopt_module_verify(ctx, c)) {
        snprintf(errbuf, sizeof errbuf, "the rewrite failed: %s", why ? why : gpuopt_ctx_error(ctx));
        if (getenv("LOOPCHECK_DUMP")) LLVMDumpValue(cf);
        gpuopt_loops_free(cr);
        LLVMDisposeModule(c);
        skipped++;
        printf("skipped: %s reorder: %s\n", what, errbuf);
        err = "";
        break;
      }
      gpuopt_loops_free(cr);
      if (getenv("LOOPCHECK_DUMP") && strstr(getenv("LOOPCHECK_DUMP"), name)) LLVMDumpValue(cf);
      args A;
      for (unsigned i = 0; i < MAXP; i++) A.buf[i] = NULL;
      for (unsigned run = 0; run < runs && !err; run++) {
        uint64_t seed = seed0 + run;
        if (!setup_args(fn, &A, seed)) break;
        for (unsigned i = 0; i < A.n; i++)
          if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i))) == LLVMPointerTypeKind) A.buf[i] = malloc(BUF);
        unsigned char *m0 = NULL, *m1 = NULL;
        size_t l0 = 0, l1 = 0;
        int r0 = run_memory(ctx, m, name, fn, seed, &A, &m0, &l0);
        int r1 = r0 ? -1 : run_memory(ctx, c, name, cf, seed, &A, &m1, &l1);
        if (!r0 && r1) {
          snprintf(errbuf, sizeof errbuf, "the %s order fails where the original runs (seed %llu): %s",
                   shuffle ? "shuffled" : "reversed", (unsigned long long)seed, gpuopt_ctx_error(ctx));
          err = errbuf;
        } else if (!r0 && (l0 != l1 || memcmp(m0, m1, l0))) {
          size_t at = 0;
          while (at < l0 && m0[at] == m1[at]) at++;
          snprintf(errbuf, sizeof errbuf, "memory differs in the %s order at byte %zu of the buffers (seed %llu)",
                   shuffle ? "shuffled" : "reversed", at, (unsigned long long)seed);
          err = errbuf;
        } else if (!r0) {
          compared++;
        }
        free(m0);
        free(m1);
        for (unsigned i = 0; i < A.n; i++) free(A.buf[i]), A.buf[i] = NULL;
      }
      LLVMDisposeModule(c);
    }
    if (err && !*err) continue;
    if (!err && !compared) {
      skipped++;
      printf("skipped: %s reorder: no random input ran to completion\n", what);
      continue;
    }
    char ok[64];
    snprintf(ok, sizeof ok, "%u runs reversed and shuffled, memory identical", compared / 1);
    result(!err, "%s reorder: %s", what, err ? err : ok);
  }
}

int main(int argc, char **argv) {
  unsigned runs = 12;
  uint64_t seed = 1;
  const char *res = NULL;
  vals = calloc(vcap, sizeof *vals);
  int first = 1;
  for (; first < argc && argv[first][0] == '-'; first++) {
    if (!strcmp(argv[first], "--runs") && first + 1 < argc) runs = (unsigned)atoi(argv[++first]);
    else if (!strcmp(argv[first], "--seed") && first + 1 < argc) seed = strtoull(argv[++first], NULL, 10);
    else if (!strcmp(argv[first], "--results") && first + 1 < argc) res = argv[++first];
    else if (!strcmp(argv[first], "--break")) breaking = 1;
    else if (!strcmp(argv[first], "--break-relational")) breaking = 2;
    else {
      fprintf(stderr, "usage: loop-check [--runs N] [--seed S] [--results FILE] [--break | --break-relational] FILE.ll...\n");
      return 2;
    }
  }
  unsigned exact_claims = 0, exact_reached = 0, tight_both = 0, tight_total = 0;
  for (int a = first; a < argc; a++) {
    gpuopt_ctx *ctx = NULL;
    gpuopt_ctx_create(NULL, &ctx);
    LLVMContextRef llc = LLVMContextCreate();
    LLVMModuleRef m = NULL;
    if (gpuopt_module_parse_file(ctx, llc, argv[a], &m) || gpuopt_loops_canonicalize(ctx, m)) {
      failed++;
      printf("FAIL: %s: %s\n", argv[a], gpuopt_ctx_error(ctx));
    } else {
      for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        if (LLVMIsDeclaration(fn)) continue;
        gpuopt_loopfacts *r = NULL;
        if (gpuopt_loops_analyze(ctx, fn, &r)) {
          failed++;
          printf("FAIL: @%s: %s\n", LLVMGetValueName(fn), gpuopt_ctx_error(ctx));
          continue;
        }
        if (gpuopt_loops_count(r)) {
          check_bounds(ctx, m, fn, r, runs, seed, &exact_claims, &exact_reached, &tight_both, &tight_total);
          check_reorder(ctx, m, fn, r, runs / 2 ? runs / 2 : 1, seed + 1000);
        }
        gpuopt_loops_free(r);
      }
    }
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(llc);
    gpuopt_ctx_free(ctx);
  }
  printf("tightness: both ends reached in %u of %u (run, outermost loop, base) checks; exact claims %u, all reached: %s\n",
         tight_both, tight_total, exact_claims, exact_reached == exact_claims ? "yes" : "no");
  printf("regions of several loop nests: %u (run, region, base) checks\n", regions_checked);
  printf("symbolic ranges: %llu integer values checked, %llu of them against relational bounds too\n", range_values,
         rel_values);
  printf("%u passed, %u failed, %u skipped\n", passed, failed, skipped);
  if (res) {
    results = fopen(res, "w");
    if (results) {
      fprintf(results, "%u passed, %u failed, %u skipped\n", passed, failed, skipped);
      fclose(results);
    }
  }
  free(vals);
  return failed ? 1 : 0;
}
