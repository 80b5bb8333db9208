/* Automatic annotation (DawnCC §4, §5): from the loop analyses to an annotation plan, with copy
 * fusion, and the public entry point gpuopt_annotate.
 *
 * Per function with debug info, loop nests are visited from the outside in: a loop gets a directive
 * when the dependence analysis calls it parallel (doall, with its reductions and privatizable scalars
 * and the pointer pairs whose non-overlap it assumes: restrictification, §3.2), every base pointer it
 * touches has element bounds evaluable before it (with the guard under which it runs at all), every
 * call in it is pure (libm, intrinsics) and, for the offload dialects, has a device version, and its
 * statement can take lines before it (it starts its line; an unbraced body also ends its line). Its
 * inner loops are then not visited; otherwise the report says why and its inner loops are tried.
 * An array written and not read is copied out only ("from") when every element of its section is
 * provably written: one store form, executed in every iteration (exact bounds), whose element index
 * steps by one in the innermost loop and by the inner loop's element count in each outer loop (a
 * dense row-major sweep); a stencil's border or a strided column leaves gaps, so it is "tofrom".
 *
 * Copy fusion (§5): consecutive annotated loops share one data environment when
 *  - they are siblings in the source scope tree and the block from the first one's start to the last
 *    one's end keeps its balanced parentheses (§5.2; without debug info there is no tree and no
 *    fusion);
 *  - that block is a SESE region of the CFG: from the block that enters the first loop statement to
 *    the block that follows the last one (the program structure tree's region test), so no path
 *    leaves or enters in between;
 *  - no host code between them touches memory or calls a function that may (pure libm calls
 *    neither block nor count);
 *  - the symbols of the later loops' bounds are defined before the first loop (values the C text
 *    can name there).
 * The environment goes from right before the first loop to right after the last (the restriction of
 * §5.2, which keeps SSA's moved computations out of it).
 * Requires: the module clang made of the source with debug info (loops canonical: the annotate
 * driver runs gpuopt_loops_canonicalize on a copy). Reads the module only. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "analysis/annotate.h"
#include "analysis/loopnest.h"
#include "analysis/srcedit.h"
#include "core/ctx.h"
#include "core/sese.h"

struct gpuopt_annotate_result {
  char *text;
  size_t len;
  gpuopt_annotate_stats stats;
  gpuopt_annotate_loop *loops;
  size_t nloops;
  gpuopt_arena arena;  /* report strings */
};

static char *xstrdup(const char *s) { return gpuopt__strdup(s ? s : ""); }

static char *fmt_why(const char *a, const char *b) {
  size_t n = strlen(a) + strlen(b) + 1;
  char *s = malloc(n);
  if (s) snprintf(s, n, "%s%s", a, b);
  return s;
}

/* The loop statement of core loop l: a latch terminator with llvm.loop start/end locations. */
static LLVMValueRef loop_latch_md(const gpuopt_fninfo *fi, uint32_t l, gpuopt_srcpos *start, gpuopt_srcpos *end) {
  const gpuopt_loop *L = &fi->loops->loops[l];
  for (uint32_t k = 0; k < L->nlatches; k++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(fi->cfg->blocks[L->latches[k]]);
    if (t && gpuopt__loop_srcrange(t, start, end)) return t;
  }
  return NULL;
}

/* Whether an instruction lies at a source position within [a, b]. */
static int loc_in(LLVMValueRef i, gpuopt_srcpos a, gpuopt_srcpos b) {
  gpuopt_srcpos p = gpuopt__inst_srcpos(i);
  return p.line && gpuopt__srcpos_cmp(p, a) >= 0 && gpuopt__srcpos_cmp(p, b) <= 0;
}

/* The block that enters a loop statement: the preheader, or the block before it whose branch
 * belongs to the statement (the guard clang's recipe gives a rotated loop). */
static int stmt_entry(const gpuopt_fninfo *fi, uint32_t l, gpuopt_srcpos s, gpuopt_srcpos e, uint32_t *entry) {
  const gpuopt_loop *L = &fi->loops->loops[l];
  const gpuopt_graph *g = &fi->cfg->g;
  uint32_t b = L->preheader;
  if (b == GPUOPT_NONE) return 0;
  for (int guard = 0; guard < 8; guard++) {
    if (g->pred_off[b + 1] - g->pred_off[b] != 1) break;
    uint32_t p = g->pred[g->pred_off[b]];
    LLVMValueRef t = LLVMGetBasicBlockTerminator(fi->cfg->blocks[p]);
    if (!loc_in(t, s, e)) break;
    b = p;
  }
  *entry = b;
  return 1;
}

/* Whether (entry, x) is a SESE region for x one of the blocks that follow loop l's statement: its
 * exit block and the chain of single successors after it (LCSSA blocks, the guard's join) as long as
 * they hold no code of another statement. */
static int region_to_stmt_end(const gpuopt_fninfo *fi, uint32_t l, gpuopt_srcpos s, gpuopt_srcpos e, uint32_t entry) {
  const gpuopt_loop *L = &fi->loops->loops[l];
  const gpuopt_graph *g = &fi->cfg->g;
  if (L->nexits != 1) return 0;
  uint32_t x = L->exits[0];
  for (int step = 0; step < 8; step++) {
    if (gpuopt__sese_is_region(fi->cfg, fi->dom, fi->df, entry, x)) return 1;
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[x]); i; i = LLVMGetNextInstruction(i))
      if (!LLVMIsAPHINode(i) && !LLVMIsATerminatorInst(i) && gpuopt__inst_srcpos(i).line && !loc_in(i, s, e)) return 0;
    if (g->succ_off[x + 1] - g->succ_off[x] != 1) return 0;
    x = g->succ[g->succ_off[x]];
  }
  return 0;
}

/* Calls in loop l that the device cannot run: a defined (non-intrinsic) function, whose code would
 * need `declare target`. Returns the first such callee's name, or NULL. Impure calls are the
 * dependence analysis's business. */
static const char *device_unfriendly_call(const gpuopt_fninfo *fi, uint32_t l) {
  const gpuopt_loop *L = &fi->loops->loops[l];
  for (uint32_t k = 0; k < L->nblocks; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[L->blocks[k]]); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i)) continue;
      LLVMValueRef c = LLVMGetCalledValue(i);
      if (!c || !LLVMIsAFunction(c)) return "an indirect function";
      size_t n = 0;
      const char *nm = LLVMGetValueName2(c, &n);
      if (n > 5 && !strncmp(nm, "llvm.", 5)) continue;
      if (LLVMCountBasicBlocks(c) > 0) return nm;
    }
  return NULL;
}

/* Whether every element of [lo_e, hi_e] of base is written by loop nest root (see the top comment). */
static int covered(lf_func *F, uint32_t root, const lf_bound *b) {
  if (!b->write || !b->exact || !b->elem_size || b->nguard > 1) return 0;
  const lf_access *w = NULL;
  for (size_t k = 0; k < F->acc.len; k++) {
    const lf_access *A = &F->acc.data[k];
    if (A->ptr.why || A->ptr.base != b->base || !A->is_write) continue;
    if (A->loop == GPUOPT_NONE || !gpuopt__lf_loop_in(F, A->loop, root)) continue;
    if (w && (w->ptr.off.c0 != A->ptr.off.c0 || w->ptr.off.n != A->ptr.off.n)) return 0;
    if (w)
      for (uint32_t t = 0; t < A->ptr.off.n; t++)
        if (w->ptr.off.loop[t] != A->ptr.off.loop[t] || w->ptr.off.coef[t] != A->ptr.off.coef[t]) return 0;
    if ((A->cond_loop != GPUOPT_NONE && gpuopt__lf_loop_in(F, A->cond_loop, root)) || A->size != b->elem_size) return 0;
    w = A;
  }
  if (!w) return 0;
  /* the loops from w's innermost out to root, each with a coefficient: innermost 1 element, then
   * each the previous times the previous loop's trip count */
  const gpuopt_sx *stride = gpuopt__sx_const(F->t, (int64_t)b->elem_size);
  uint32_t prev = GPUOPT_NONE;
  for (uint32_t x = w->loop;; x = F->loops[x].parent) {
    const gpuopt_sx *c = gpuopt__lf_coef(&w->ptr.off, x);
    const lf_loopinfo *L = &F->loops[x];
    if (!c || !L->trip_known || !L->trip_exact || L->trip.n != 0) return 0;
    /* the form counts iterations k, not the variable: any step of the variable is fine */
    if (prev != GPUOPT_NONE) stride = gpuopt__sx_mul(F->t, stride, F->loops[prev].trip.c0);
    if (!stride) return 0;
    int64_t cc;
    int neg = gpuopt__sx_is_const(c, &cc) && cc < 0;
    const gpuopt_sx *ac = neg ? gpuopt__sx_neg(F->t, c) : c;
    if (!gpuopt__sx_prove_eq(F->t, ac, stride, NULL)) return 0;
    prev = x;
    if (x == root) break;
    if (F->loops[x].parent == GPUOPT_NONE) return 0;
  }
  /* loops between that the store does not step through would repeat elements: every loop from
   * w's innermost to root has a term (checked above by coef != NULL) */
  return 1;
}

/* Whether a local variable called name is visible right before the loop whose llvm.loop start
 * location is `start` (a DILocation): its scope is one of the scopes around that location. A variable
 * declared inside the loop is private to each iteration already and cannot be named before it.
 * Variables come from the subprogram's retained nodes (clang keeps every local there when
 * optimising). */
static int visible_before(LLVMValueRef fn, LLVMMetadataRef start, const char *name) {
  LLVMMetadataRef sp = LLVMGetSubprogram(fn);
  if (!sp || !start) return 0;
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(fn));
  LLVMMetadataRef chain[256];
  unsigned nc = 0;
  for (LLVMMetadataRef x = LLVMDILocationGetScope(start); x && nc < 256;) {
    chain[nc++] = x;
    LLVMMetadataKind k = LLVMGetMetadataKind(x);
    if (k != LLVMDILexicalBlockMetadataKind && k != LLVMDILexicalBlockFileMetadataKind) break;
    LLVMValueRef xv = LLVMMetadataAsValue(c, x);
    if (LLVMGetMDNodeNumOperands(xv) < 2) break;
    LLVMValueRef ops2[8];
    if (LLVMGetMDNodeNumOperands(xv) > 8) break;
    LLVMGetMDNodeOperands(xv, ops2);
    x = ops2[1] ? LLVMValueAsMetadata(ops2[1]) : NULL;
  }
  LLVMValueRef spv = LLVMMetadataAsValue(c, sp);
  unsigned n = LLVMGetMDNodeNumOperands(spv);
  if (n < 8 || n > 32) return 0;
  LLVMValueRef ops[32];
  LLVMGetMDNodeOperands(spv, ops);
  LLVMValueRef list = ops[7];
  if (!list || !LLVMIsAMDNode(list)) return 0;
  unsigned nv = LLVMGetMDNodeNumOperands(list);
  LLVMValueRef *vars = malloc(sizeof *vars * (nv + 1));
  if (!vars) return 0;
  LLVMGetMDNodeOperands(list, vars);
  int visible = 0;
  for (unsigned k = 0; k < nv && !visible; k++) {
    if (!vars[k] || !LLVMIsAMDNode(vars[k]) || LLVMGetMDNodeNumOperands(vars[k]) < 2) continue;
    LLVMMetadataRef md = LLVMValueAsMetadata(vars[k]);
    if (LLVMGetMetadataKind(md) != LLVMDILocalVariableMetadataKind) continue;
    LLVMValueRef vo[2];
    LLVMGetMDNodeOperands(vars[k], vo);
    unsigned len = 0;
    const char *vn = vo[1] ? LLVMGetMDString(vo[1], &len) : NULL;
    if (!vn || strlen(name) != len || strncmp(vn, name, len) || !vo[0]) continue;
    LLVMMetadataRef vs = LLVMValueAsMetadata(vo[0]);
    for (unsigned j = 0; j < nc; j++) visible |= chain[j] == vs;
  }
  free(vars);
  return visible;
}

/* The llvm.loop start DILocation on a latch terminator. */
static LLVMMetadataRef loop_start_loc(LLVMValueRef term) {
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(term));
  LLVMValueRef md = LLVMGetMetadata(term, LLVMGetMDKindIDInContext(c, "llvm.loop", 9));
  if (!md) return NULL;
  unsigned n = LLVMGetMDNodeNumOperands(md);
  if (n < 2 || n > 64) return NULL;
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(md, ops);
  for (unsigned k = 1; k < n; k++) {
    LLVMMetadataRef m = ops[k] ? LLVMValueAsMetadata(ops[k]) : NULL;
    if (m && LLVMGetMetadataKind(m) == LLVMDILocationMetadataKind) return m;
  }
  return NULL;
}

typedef struct fstate {
  gpuopt_ctx *ctx;
  lf_func F;
  gpuopt_scopetree *st;
  gpuopt_pst *pst;
  gpuopt_srcedit *ed;
  gpuopt_annotate_dialect d;
  VEC(ann_loop) out;
  VEC(uint32_t) core;  /* core loop of each plan loop */
} fstate;

static const gpuopt_sx *min_guard(gpuopt_sx_table *t, const gpuopt_sx **g, uint32_t n) {
  const gpuopt_sx *m = NULL;
  for (uint32_t k = 0; k < n; k++) m = m ? gpuopt__sx_min(t, m, g[k]) : g[k];
  return m;
}

static int name_ok(const char *n) { return n && n[0] && n[0] != '%' && n[0] != '?' && n[0] != '@'; }

/* ---- §4's static resolution of conditions: min/max operands that the guard makes dominated ---- */
#define MAXFACT 8
typedef struct facts {
  uint32_t sym[MAXFACT];
  int64_t lo[MAXFACT];
  gpuopt_sx_env env;
} facts;

/* The facts "s >= c" that guard g >= 0 states (g = s - c, or a min of such). */
static void guard_facts(const gpuopt_sx *g, facts *f) {
  memset(f, 0, sizeof *f);
  f->env.sym = f->sym;
  f->env.lo = f->lo;
  if (!g) return;
  const gpuopt_sx *one[1] = {g};
  const gpuopt_sx *const *ops = g->kind == SX_MIN ? g->op : one;
  uint32_t n = g->kind == SX_MIN ? g->n : 1;
  for (uint32_t k = 0; k < n && f->env.n < MAXFACT; k++) {
    const gpuopt_sx *e = ops[k];
    if (e->kind == SX_ADD && e->n == 1 && e->coef[0] == 1 && e->op[0]->kind == SX_SYM && e->c != INT64_MIN) {
      f->sym[f->env.n] = (uint32_t)e->op[0]->c;
      f->lo[f->env.n++] = -e->c;
    } else if (e->kind == SX_SYM) {
      f->sym[f->env.n] = (uint32_t)e->c;
      f->lo[f->env.n++] = 0;
    }
  }
}

/* e rebuilt with min/max operands dropped where another is proved no larger (min) or no smaller
 * (max) under the facts; NULL on failure (the caller keeps e). */
static const gpuopt_sx *simplify(gpuopt_sx_table *t, const gpuopt_sx *e, const facts *f, int depth) {
  if (!e || depth > 32 || !f->env.n) return e;
  switch (e->kind) {
  case SX_ADD: {
    const gpuopt_sx *r = gpuopt__sx_const(t, e->c);
    for (uint32_t k = 0; k < e->n && r; k++)
      r = gpuopt__sx_add(t, r, gpuopt__sx_mulc(t, simplify(t, e->op[k], f, depth + 1), e->coef[k]));
    return r;
  }
  case SX_MUL: {
    const gpuopt_sx *r = NULL;
    for (uint32_t k = 0; k < e->n; k++) {
      const gpuopt_sx *o = simplify(t, e->op[k], f, depth + 1);
      r = r ? gpuopt__sx_mul(t, r, o) : o;
      if (!r) return NULL;
    }
    return r;
  }
  case SX_DIV:
    return gpuopt__sx_div(t, simplify(t, e->op[0], f, depth + 1), simplify(t, e->op[1], f, depth + 1));
  case SX_MIN:
  case SX_MAX: {
    const gpuopt_sx *ops[64];
    uint32_t n = e->n < 64 ? e->n : 0;
    if (!n) return e;
    for (uint32_t k = 0; k < n; k++) {
      ops[k] = simplify(t, e->op[k], f, depth + 1);
      if (!ops[k]) return NULL;
    }
    const gpuopt_sx *r = NULL;
    for (uint32_t k = 0; k < n; k++) {
      int dominated = 0;
      for (uint32_t j = 0; j < n && !dominated; j++) {
        if (j == k) continue;
        int le = e->kind == SX_MIN ? gpuopt__sx_prove_le(t, ops[j], ops[k], &f->env)
                                   : gpuopt__sx_prove_le(t, ops[k], ops[j], &f->env);
        /* of two equal operands keep the first */
        if (le && (j < k || !gpuopt__sx_prove_eq(t, ops[j], ops[k], &f->env))) dominated = 1;
      }
      if (dominated) continue;
      r = r ? (e->kind == SX_MIN ? gpuopt__sx_min(t, r, ops[k]) : gpuopt__sx_max(t, r, ops[k])) : ops[k];
      if (!r) return NULL;
    }
    return r;
  }
  default:
    return e;
  }
}

static const gpuopt_sx *simplify_under(gpuopt_sx_table *t, const gpuopt_sx *e, const gpuopt_sx *guard) {
  facts f;
  guard_facts(guard, &f);
  const gpuopt_sx *r = simplify(t, e, &f, 0);
  return r ? r : e;
}

/* Fill l for core loop `lp`; returns 0 on out of memory. */
static int decide(fstate *S, uint32_t lp, ann_loop *al) {
  lf_func *F = &S->F;
  const gpuopt_fninfo *fi = F->fi;
  memset(al, 0, sizeof *al);
  LLVMValueRef latch = loop_latch_md(fi, lp, &al->start, &al->end);
  al->line = latch ? al->start.line : F->loops[lp].line;
  if (!latch) {
    al->start.line = al->line;
    al->why = xstrdup("no source extent (llvm.loop locations) for the loop");
    return al->why != NULL;
  }
  if (!gpuopt__srcedit_starts_line(S->ed, al->start)) {
    al->why = xstrdup("the loop statement does not start its line: no line can be inserted before it");
    return al->why != NULL;
  }
  if (gpuopt__srcedit_after_pragma(S->ed, al->start.line)) {
    /* an existing directive (#pragma omp parallel for, ...) applies to the loop: a directive or a
     * declaration inserted before the loop would separate the two */
    al->why = xstrdup("the loop already carries a #pragma: left as it is");
    return al->why != NULL;
  }
  lf_par par;
  if (!gpuopt__lf_parallel(F, lp, &par)) {
    if (F->arena.oom) return 0;
    al->why = xstrdup("the dependence analysis failed on this loop");
    return al->why != NULL;
  }
  if (!par.parallel) {
    al->why = fmt_why("not parallel: ", par.reason ? par.reason : "?");
    return al->why != NULL;
  }
  for (uint32_t k = 0; k < par.nliveout; k++) { /* a reduction's result is meant to be used after */
    int red = 0;
    for (uint32_t r = 0; r < par.nred; r++) red |= par.red[r].name && !strcmp(par.red[r].name, par.liveout[k]);
    if (!red) {
      al->why = fmt_why("a scalar is used after the loop (it would need lastprivate): ", par.liveout[k]);
      return al->why != NULL;
    }
  }
  if (S->d != GPUOPT_ANNOTATE_OMP_CPU) {
    const char *c = device_unfriendly_call(fi, lp);
    if (c) {
      al->why = fmt_why("calls a function with no device version: ", c);
      return al->why != NULL;
    }
  }
  lf_region R;
  if (!gpuopt__lf_region_bounds(F, lp, &R)) {
    if (F->arena.oom) return 0;
    al->why = xstrdup("array bounds unknown: the bound expressions could not be built");
    return al->why != NULL;
  }
  if (!R.analysable) {
    al->why = fmt_why("array bounds unknown: ", R.why ? R.why : "?");
    return al->why != NULL;
  }
  al->guard = min_guard(F->t, R.guard, R.nguard);
  al->arrays = calloc(R.nb + 1, sizeof *al->arrays);
  if (!al->arrays) return 0;
  for (uint32_t k = 0; k < R.nb; k++) {
    const lf_bound *b = &R.b[k];
    const char *nm = gpuopt__lf_base_name(F, b->base);
    const char *why = NULL;
    if (b->why) why = b->why;
    else if (!b->elem_size || !b->lo_e || !b->hi_e) why = "accesses of different sizes (no element bounds)";
    else if (!name_ok(nm)) why = "a base pointer without a source name";
    /* the bounds count elements; C counts a pointer to rows (float (*A)[56]) or to structs read
     * field by field in rows or structs: the no-alias checks then go through char * (bytes), but
     * a data clause's section A[lo:len] cannot be written in elements */
    uint64_t pb = why ? 0 : gpuopt__srcname_pointee_bits(F->names, b->base);
    int units_differ = pb && pb != 8 * b->elem_size;
    if (units_differ && S->d != GPUOPT_ANNOTATE_OMP_CPU)
      why = "the C pointer points to objects of another size than the accessed elements (a pointer to "
            "rows or to structs): its data sections cannot be written in elements";
    if (why) {
      char msg[256];
      snprintf(msg, sizeof msg, "array %s: %s", nm ? nm : "?", why);
      al->why = xstrdup(msg);
      return al->why != NULL;
    }
    ann_array *a = &al->arrays[al->narrays++];
    a->base = b->base;
    a->name = xstrdup(nm);
    if (!a->name) return 0;
    a->elem = (unsigned)b->elem_size;
    a->units_differ = units_differ;
    a->lo = b->lo_e;
    a->hi = b->hi_e;
    a->guard = min_guard(F->t, b->guard, b->nguard);
    if (al->guard) a->guard = a->guard ? gpuopt__sx_min(F->t, a->guard, al->guard) : al->guard;
    /* the bounds are only used where the guard holds (a zero-length section otherwise) */
    a->lo = simplify_under(F->t, a->lo, a->guard);
    a->hi = simplify_under(F->t, a->hi, a->guard);
    a->read = b->read;
    a->written = b->write;
    a->covered = covered(F, lp, b);
  }
  if (par.npairs) {
    al->pairs = calloc(par.npairs, sizeof *al->pairs);
    if (!al->pairs) return 0;
    for (uint32_t k = 0; k < par.npairs; k++) {
      uint32_t ia = UINT32_MAX, ib = UINT32_MAX;
      for (uint32_t j = 0; j < al->narrays; j++) {
        if (al->arrays[j].base == par.pairs[k][0]) ia = j;
        if (al->arrays[j].base == par.pairs[k][1]) ib = j;
      }
      if (ia == UINT32_MAX || ib == UINT32_MAX || ia == ib) continue;
      al->pairs[al->npairs++] = (ann_pair){ia, ib};
    }
  }
  /* reductions and private scalars */
  {
    size_t n = 0;
    for (uint32_t k = 0; k < par.nred; k++) n += strlen(par.red[k].op) + strlen(par.red[k].name) + 3;
    if (par.nred) {
      al->reduction = calloc(n + 1, 1);
      if (!al->reduction) return 0;
      for (uint32_t k = 0; k < par.nred; k++) {
        if (!name_ok(par.red[k].name)) {
          al->why = xstrdup("a reduction variable without a source name");
          return al->why != NULL;
        }
        if (k) strcat(al->reduction, ";");
        strcat(al->reduction, par.red[k].op);
        strcat(al->reduction, ":");
        strcat(al->reduction, par.red[k].name);
      }
    }
  }
  if (par.npriv) { /* private scalars other than the reductions' variables */
    size_t n = 0;
    for (uint32_t k = 0; k < par.npriv; k++) n += strlen(par.priv[k]) + 2;
    al->priv = calloc(n + 1, 1);
    if (!al->priv) return 0;
    for (uint32_t k = 0; k < par.npriv; k++) {
      int red = 0;
      for (uint32_t r = 0; r < par.nred; r++) red |= par.red[r].name && !strcmp(par.red[r].name, par.priv[k]);
      if (red || !name_ok(par.priv[k]) || !visible_before(F->fn, loop_start_loc(latch), par.priv[k])) continue;
      if (al->priv[0]) strcat(al->priv, ", ");
      strcat(al->priv, par.priv[k]);
    }
    if (!al->priv[0]) {
      free(al->priv);
      al->priv = NULL;
    }
  }
  al->wrap = gpuopt__srcedit_is_unbraced_body(S->ed, al->start.line);
  if (al->wrap && !gpuopt__srcedit_ends_line(S->ed, al->end)) {
    gpuopt_srcpos s0 = al->start, e0 = al->end;
    gpuopt__ann_loop_clear(al);
    al->start = s0;
    al->end = e0;
    al->line = s0.line;
    al->why = xstrdup("the loop is the unbraced body of another statement and does not end its line");
    return al->why != NULL;
  }
  al->annotate = 1;
  return 1;
}

/* Visit loop lp's nest from the outside in. */
static int visit(fstate *S, uint32_t lp) {
  ann_loop al;
  if (!decide(S, lp, &al)) {
    gpuopt__ann_loop_clear(&al);
    return 0;
  }
  int annotated = al.annotate;
  if (!VEC_PUSH(&S->out, al) || !VEC_PUSH(&S->core, lp)) {
    gpuopt__ann_loop_clear(&al);
    return 0;
  }
  if (annotated) return 1;
  const gpuopt_loops *ls = S->F.fi->loops;
  for (uint32_t c = 0; c < ls->nloops; c++)
    if (ls->loops[c].parent == lp && !visit(S, c)) return 0;
  return 1;
}

/* Whether host code between source positions a and b (exclusive) touches memory or calls a function
 * that may. */
static int host_code_between(LLVMValueRef fn, gpuopt_srcpos a, gpuopt_srcpos b) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      gpuopt_srcpos p = gpuopt__inst_srcpos(i);
      if (!p.line || gpuopt__srcpos_cmp(p, a) <= 0 || gpuopt__srcpos_cmp(p, b) >= 0) continue;
      if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) ||
          LLVMIsAFenceInst(i))
        return 1;
      if (LLVMIsACallInst(i) && !gpuopt__lf_call_pure(i)) return 1;
    }
  return 0;
}

/* A symbol a group's first loop can name: a parameter, a constant, or an instruction that
 * dominates the block entering the first loop. */
typedef struct symcheck {
  const gpuopt_fninfo *fi;
  uint32_t entry;
  int ok;
} symcheck;

static const gpuopt_sx *check_sym(void *user, const gpuopt_sx_sym *s) {
  symcheck *c = user;
  LLVMValueRef v = s->value;
  if (!v || LLVMIsAArgument(v) || LLVMIsAConstant(v)) return NULL;
  if (!LLVMIsAInstruction(v)) {
    c->ok = 0;
    return NULL;
  }
  uint32_t b = gpuopt__cfg_block(c->fi->cfg, LLVMGetInstructionParent(v));
  if (b == GPUOPT_NONE || b == c->entry || !gpuopt__dominates(c->fi->dom, b, c->entry)) c->ok = 0;
  return NULL;
}

static int syms_available(fstate *S, const ann_loop *l, uint32_t entry) {
  symcheck c = {S->F.fi, entry, 1};
  for (uint32_t k = 0; k < l->narrays && c.ok; k++) {
    gpuopt__sx_subst(S->F.t, l->arrays[k].lo, check_sym, &c);
    gpuopt__sx_subst(S->F.t, l->arrays[k].hi, check_sym, &c);
  }
  if (l->guard) gpuopt__sx_subst(S->F.t, l->guard, check_sym, &c);
  return c.ok;
}

/* The scope around a loop statement in the scope tree: the parent of its node, above the scope clang
 * opens for the statement itself (which starts where the loop does). GPUOPT_NONE when the loop is not
 * in the tree. */
static uint32_t scope_parent(const gpuopt_scopetree *t, const ann_loop *l) {
  for (uint32_t k = 1; k < t->n; k++)
    if (t->nodes[k].kind == GPUOPT_SCOPE_LOOP && !gpuopt__srcpos_cmp(t->nodes[k].start, l->start) &&
        !gpuopt__srcpos_cmp(t->nodes[k].end, l->end)) {
      uint32_t p = t->nodes[k].parent;
      while (p != GPUOPT_NONE && p != 0 && !gpuopt__srcpos_cmp(t->nodes[p].start, l->start)) p = t->nodes[p].parent;
      return p;
    }
  return GPUOPT_NONE;
}

static void fuse(fstate *S, uint32_t *next_group, int allow) {
  ann_loop *L = S->out.data;
  size_t n = S->out.len;
  const gpuopt_fninfo *fi = S->F.fi;
  for (size_t i = 0; i < n; i++) L[i].group = (*next_group)++;
  if (!allow || !S->st || S->st->n == 0) return;
  for (size_t i = 0; i < n;) {
    if (!L[i].annotate || L[i].wrap) {
      i++;
      continue;
    }
    uint32_t entry, parent = scope_parent(S->st, &L[i]);
    if (parent == GPUOPT_NONE || !stmt_entry(fi, S->core.data[i], L[i].start, L[i].end, &entry)) {
      i++;
      continue;
    }
    size_t j = i;
    while (j + 1 < n) {
      ann_loop *a = &L[j], *b = &L[j + 1];
      if (!b->annotate || b->wrap || scope_parent(S->st, b) != parent) break;
      if (!gpuopt__scopetree_balanced(S->st, L[i].start, b->end)) break;
      if (host_code_between(S->F.fn, a->end, b->start)) break;
      /* a declaration between the loops would be closed in by the environment's { } */
      if (gpuopt__srcedit_declares_between(S->ed, a->end.line + 1, b->start.line - 1)) break;
      if (!region_to_stmt_end(fi, S->core.data[j + 1], b->start, b->end, entry)) break;
      if (!syms_available(S, b, entry)) break;
      j++;
    }
    for (size_t k = i + 1; k <= j; k++) L[k].group = L[i].group;
    i = j + 1;
  }
}

void gpuopt_annotate_free(gpuopt_annotate_result *r) {
  if (!r) return;
  free(r->text);
  free(r->loops);
  gpuopt__arena_free(&r->arena);
  free(r);
}

static const char *arena_str(gpuopt_arena *a, const char *s) {
  if (!s) return NULL;
  size_t n = strlen(s) + 1;
  char *c = gpuopt__arena_alloc(a, n);
  if (c) memcpy(c, s, n);
  return c;
}

/* The names annotate invents (temporaries gpuopt_tN, checks X_alias_free[N]) must not clash with the
 * source's own: a program annotated before (or written in its style) already has some. Numbering
 * starts past the largest such name in the text. */
static void avoid_names(const char *src, size_t len, ann_render *rs) {
  static const char tname[] = "gpuopt_t", cname[] = "_alias_free";
  for (size_t i = 0; i < len; i++) {
    if (i + sizeof tname - 1 <= len && !memcmp(src + i, tname, sizeof tname - 1) &&
        (i == 0 || !(isalnum((unsigned char)src[i - 1]) || src[i - 1] == '_'))) {
      size_t j = i + sizeof tname - 1;
      uint64_t n = 0;
      int digits = 0;
      while (j < len && isdigit((unsigned char)src[j]) && n < 100000000u) n = n * 10 + (uint64_t)(src[j++] - '0'), digits++;
      if (digits && (j == len || !(isalnum((unsigned char)src[j]) || src[j] == '_')) && n + 1 > rs->ntemps)
        rs->ntemps = (uint32_t)(n + 1);
    }
    if (i + sizeof cname - 1 <= len && !memcmp(src + i, cname, sizeof cname - 1)) {
      size_t j = i + sizeof cname - 1;
      uint64_t n = 1; /* the first check of a file has no number: the next one must be numbered */
      if (j < len && isdigit((unsigned char)src[j])) {
        n = 0;
        while (j < len && isdigit((unsigned char)src[j]) && n < 100000000u) n = n * 10 + (uint64_t)(src[j++] - '0');
      }
      if (n > rs->nchecks) rs->nchecks = (uint32_t)n;
    }
  }
}

gpuopt_status gpuopt_annotate(gpuopt_ctx *ctx, LLVMModuleRef m, const char *source, size_t len,
                              const gpuopt_annotate_options *opts, gpuopt_annotate_result **out) {
  static const char who[] = "gpuopt_annotate";
  if (out) *out = NULL;
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !source || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module, source or out", who);
  gpuopt_annotate_options o = GPUOPT_ANNOTATE_OPTIONS_INIT;
  if (opts) {
    if (opts->version != GPUOPT_ANNOTATE_OPTIONS_VERSION)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: options version %u, expected %u", who, opts->version,
                          GPUOPT_ANNOTATE_OPTIONS_VERSION);
    o = *opts;
  }
  if (o.dialect != GPUOPT_ANNOTATE_OMP && o.dialect != GPUOPT_ANNOTATE_OMP_CPU && o.dialect != GPUOPT_ANNOTATE_ACC)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: unknown dialect %d", who, (int)o.dialect);
  if (memchr(source, 0, len)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the source text contains a NUL byte", who);
  gpuopt__invalidate_all(ctx);
  gpuopt_annotate_result *r = calloc(1, sizeof *r);
  if (!r) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&r->arena);
  gpuopt_srcedit ed;
  if (!gpuopt__srcedit_init(&ed, source, len)) {
    free(r);
    return gpuopt__oom(ctx, who);
  }
  /* the plan of every function, rendered at once (one text); loops of all functions in one list */
  VEC(ann_loop) all = {0};
  VEC(const char *) fnames = {0};
  gpuopt_status st = GPUOPT_OK;
  char *text = NULL;
  gpuopt_annotate_stats total = {0};
  /* each function has its own symbol table: its plan is rendered before the next one is built, the
   * insertions accumulating on one editor over the original text */
  ann_render rs = {&ed, 0, 0, 0};
  avoid_names(source, len, &rs);
  uint32_t next_group = 1;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMCountBasicBlocks(fn) == 0 || !LLVMGetSubprogram(fn)) continue;
    fstate *S = calloc(1, sizeof *S);
    if (!S) goto oom;
    S->ctx = ctx;
    S->ed = &ed;
    S->d = o.dialect;
    st = gpuopt__lf_build(ctx, fn, &S->F);
    if (st) {
      free(S);
      goto fail;
    }
    if (!S->F.nloops) {
      gpuopt__lf_free(&S->F);
      free(S);
      continue;
    }
    gpuopt_fninfo *fi = NULL;
    st = gpuopt__require(ctx, fn, GPUOPT_META_ALL, &fi);
    if (!st) st = gpuopt__scopetree_build(ctx, fn, &S->st);
    if (!st) st = gpuopt__pst_build(ctx, fi->cfg, fi->dom, fi->pdom, fi->df, &S->pst);
    S->F.fi = fi;
    if (st) goto fn_fail;
    for (uint32_t l = 0; l < fi->loops->nloops; l++)
      if (fi->loops->loops[l].parent == GPUOPT_NONE && !visit(S, l)) goto fn_oom;
    /* source order */
    for (size_t i = 1; i < S->out.len; i++) {
      ann_loop v = S->out.data[i];
      uint32_t c = S->core.data[i];
      size_t j = i;
      while (j > 0 && gpuopt__srcpos_cmp(S->out.data[j - 1].start, v.start) > 0) {
        S->out.data[j] = S->out.data[j - 1];
        S->core.data[j] = S->core.data[j - 1];
        j--;
      }
      S->out.data[j] = v;
      S->core.data[j] = c;
    }
    fuse(S, &next_group, o.fuse);
    ann_plan plan = {S->F.t, gpuopt__lf_sym_name, &S->F, S->out.data, (uint32_t)S->out.len};
    /* render this function's plan into the shared editor */
    gpuopt_annotate_stats fs;
    st = gpuopt__annotate_render_into(ctx, &rs, &plan, o.dialect, &fs);
    if (st) goto fn_fail;
    total.loops += fs.loops;
    total.annotated += fs.annotated;
    total.pragmas += fs.pragmas;
    total.copies += fs.copies;
    total.environments += fs.environments;
    total.checks += fs.checks;
    total.lines_added += fs.lines_added;
    size_t nl = 0;
    const char *fname = LLVMGetValueName2(fn, &nl);
    for (size_t i = 0; i < S->out.len; i++) {
      if (!VEC_PUSH(&all, S->out.data[i]) || !VEC_PUSH(&fnames, arena_str(&r->arena, fname))) goto fn_oom;
      memset(&S->out.data[i], 0, sizeof S->out.data[i]);
    }
    for (size_t i = 0; i < S->out.len; i++) gpuopt__ann_loop_clear(&S->out.data[i]);
    VEC_FREE(&S->out);
    VEC_FREE(&S->core);
    gpuopt__scopetree_free(S->st);
    gpuopt__pst_free(S->pst);
    gpuopt__lf_free(&S->F);
    free(S);
    continue;
  fn_oom:
    st = gpuopt__oom(ctx, who);
  fn_fail:
    for (size_t i = 0; i < S->out.len; i++) gpuopt__ann_loop_clear(&S->out.data[i]);
    VEC_FREE(&S->out);
    VEC_FREE(&S->core);
    gpuopt__scopetree_free(S->st);
    gpuopt__pst_free(S->pst);
    gpuopt__lf_free(&S->F);
    free(S);
    goto fail;
  }
  st = gpuopt__annotate_finish(ctx, &rs, &text, &total);
  if (st) goto fail;
  r->text = text;
  r->len = strlen(text);
  r->stats = total;
  r->loops = calloc(all.len + 1, sizeof *r->loops);
  if (!r->loops) goto oom;
  for (size_t i = 0; i < all.len; i++) {
    ann_loop *l = &all.data[i];
    /* environments numbered 1, 2, ... in the order they appear (a group the emitter had to split
     * holds internal numbers) */
    unsigned env = 0;
    if (l->annotate) {
      size_t k = 0;
      while (k < i && !(all.data[k].annotate && all.data[k].group == l->group)) k++;
      env = k < i ? r->loops[k].environment : 1;
      if (k == i)
        for (size_t q = 0; q < i; q++)
          if (r->loops[q].environment >= env) env = r->loops[q].environment + 1;
    }
    r->loops[i] = (gpuopt_annotate_loop){fnames.data[i], l->line ? l->line : l->start.line, l->annotate,
                                         l->annotate ? NULL : arena_str(&r->arena, l->why ? l->why : "?"), env};
  }
  r->nloops = all.len;
  if (r->arena.oom) goto oom;
  for (size_t i = 0; i < all.len; i++) gpuopt__ann_loop_clear(&all.data[i]);
  VEC_FREE(&all);
  VEC_FREE(&fnames);
    gpuopt__srcedit_free(&ed);
  gpuopt__invalidate_all(ctx);
  *out = r;
  return GPUOPT_OK;
oom:
  st = gpuopt__oom(ctx, who);
fail:
  for (size_t i = 0; i < all.len; i++) gpuopt__ann_loop_clear(&all.data[i]);
  VEC_FREE(&all);
  VEC_FREE(&fnames);
    gpuopt__srcedit_free(&ed);
  gpuopt_annotate_free(r);
  gpuopt__invalidate_all(ctx);
  return st;
}

const char *gpuopt_annotate_text(const gpuopt_annotate_result *r, size_t *len) {
  if (!r) return NULL;
  if (len) *len = r->len;
  return r->text;
}

void gpuopt_annotate_get_stats(const gpuopt_annotate_result *r, gpuopt_annotate_stats *out) {
  if (!out) return;
  memset(out, 0, sizeof *out);
  if (r) *out = r->stats;
}

size_t gpuopt_annotate_num_loops(const gpuopt_annotate_result *r) { return r ? r->nloops : 0; }

int gpuopt_annotate_get_loop(const gpuopt_annotate_result *r, size_t i, gpuopt_annotate_loop *out) {
  if (!r || !out || i >= r->nloops) return 0;
  *out = r->loops[i];
  return 1;
}
