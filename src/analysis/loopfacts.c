/* The public loop facts (include/gpuopt/loops.h): runs recurrence.c, bounds.c and dependence.c on a
 * function and keeps their answers in one result object, queried by value. The result owns the
 * symbolic expression table the expressions live in and every string; it does not refer to the
 * context's analysis cache, so it stays valid until freed (or the function changes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/loopnest.h"

typedef struct lf_out_loop {
  gpuopt_loop_info info;
  gpuopt_access_bounds *b;
  gpuopt_loop_reduction *red;
  LLVMValueRef (*pairs)[2];
  const char **pair_names;
  const char **priv, **liveout;
  LLVMBasicBlockRef *blocks; /* sorted by address */
  size_t nblocks;
} lf_out_loop;

struct gpuopt_loopfacts {
  lf_func F;
  lf_out_loop *loops;
  size_t nloops;
  gpuopt_loops_summary sum;
};

static int cmp_ptr(const void *a, const void *b) {
  uintptr_t x = (uintptr_t) * (const LLVMBasicBlockRef *)a, y = (uintptr_t) * (const LLVMBasicBlockRef *)b;
  return x < y ? -1 : x > y;
}

static const char *c_text(lf_func *F, const gpuopt_sx *e) { return e ? gpuopt__lf_c(F, e) : NULL; }

static const char *guard_text(lf_func *F, const gpuopt_sx *const *g, size_t n) {
  if (!n) return "1";
  size_t cap = 256, len = 0;
  char *buf = gpuopt__arena_alloc(&F->arena, cap);
  if (!buf) return "?";
  for (size_t i = 0; i < n; i++) {
    char *s = gpuopt__sx_fact_to_c(F->t, g[i], gpuopt__lf_sym_name, F);
    if (!s) return "?";
    size_t need = len + strlen(s) + 8;
    if (need > cap) {
      while (cap < need) cap *= 2;
      char *nb = gpuopt__arena_alloc(&F->arena, cap);
      if (!nb) {
        free(s);
        return "?";
      }
      memcpy(nb, buf, len + 1);
      buf = nb;
    }
    len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " && " : "", s);
    free(s);
  }
  return buf;
}

static const char *type_c(lf_func *F, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMFloatTypeKind: return "float";
  case LLVMDoubleTypeKind: return "double";
  case LLVMHalfTypeKind: return "half";
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    if (w == 8) return "char";
    if (w == 16) return "short";
    if (w == 32) return "int";
    if (w == 64) return "long";
    char buf[16];
    snprintf(buf, sizeof buf, "i%u", w);
    char *c = gpuopt__arena_alloc(&F->arena, strlen(buf) + 1);
    if (c) strcpy(c, buf);
    return c ? c : "?";
  }
  default: return "?";
  }
}

static gpuopt_status fill_loop(gpuopt_loopfacts *r, uint32_t l, lf_out_loop *o, const size_t *index_of) {
  lf_func *F = &r->F;
  const lf_loopinfo *L = &F->loops[l];
  gpuopt_loop_info *I = &o->info;
  I->header = F->fi->cfg->blocks[L->header];
  const gpuopt_loop *cl = &F->fi->loops->loops[l];
  o->blocks = ANEW(&F->arena, LLVMBasicBlockRef, cl->nblocks + 1);
  if (!o->blocks) return gpuopt__oom(F->ctx, "gpuopt_loops_analyze");
  for (uint32_t i = 0; i < cl->nblocks; i++) o->blocks[i] = F->fi->cfg->blocks[cl->blocks[i]];
  o->nblocks = cl->nblocks;
  qsort(o->blocks, o->nblocks, sizeof *o->blocks, cmp_ptr);
  I->line = L->line;
  I->depth = L->depth;
  I->parent = L->parent == GPUOPT_NONE ? GPUOPT_LOOP_NONE : index_of[L->parent];
  I->iv = L->iv;
  /* the loop's own facts are stated at its entry: outer induction variables, values before it */
  if (L->iv) {
    I->iv_start = gpuopt__lf_to_sx(F, &L->iv_start, l);
    I->iv_step = L->iv_step;
  }
  if (L->trip_known) {
    const gpuopt_sx *T = gpuopt__lf_to_sx(F, &L->trip, l);
    if (T) {
      I->trip_exact = L->trip_exact;
      const gpuopt_sx *g = gpuopt__sx_addc(F->t, T, -1);
      I->runs_if = g && gpuopt__sx_prove_le(F->t, F->t->zero, g, NULL) ? "1" : guard_text(F, &g, 1);
      /* trip_count: header executions, 0 when the loop does not run */
      I->trip_count = gpuopt__sx_max(F->t, F->t->zero, T);
      I->trip_count_c = c_text(F, I->trip_count);
    }
  }
  lf_region R;
  if (!gpuopt__lf_region_bounds(F, l, &R)) return gpuopt__oom(F->ctx, "gpuopt_loops_analyze");
  I->analysable = R.analysable;
  I->not_analysable = R.why;
  I->accesses = R.accesses;
  I->bounded = R.bounded;
  o->b = ANEW(&F->arena, gpuopt_access_bounds, R.nb + 1);
  if (!o->b) return gpuopt__oom(F->ctx, "gpuopt_loops_analyze");
  for (uint32_t i = 0; i < R.nb; i++) {
    const lf_bound *b = &R.b[i];
    gpuopt_access_bounds *B = &o->b[i];
    B->base = b->base;
    B->base_name = gpuopt__lf_base_name(F, b->base);
    B->read = b->read;
    B->write = b->write;
    B->analysable = b->lo != NULL;
    B->why = b->why;
    B->exact = b->exact;
    if (!B->analysable) continue;
    B->lo_byte = b->lo;
    B->hi_byte = b->hi;
    B->elem_size = b->elem_size;
    B->lo_elem = b->lo_e;
    B->hi_elem = b->hi_e;
    B->unit = b->elem_size ? GPUOPT_UNIT_ELEMENT : GPUOPT_UNIT_BYTE;
    B->guard = (const gpuopt_expr *const *)b->guard;
    B->nguard = b->nguard;
    B->guard_c = guard_text(F, b->guard, b->nguard);
    const gpuopt_sx *lo = b->elem_size ? b->lo_e : b->lo, *hi = b->elem_size ? b->hi_e : b->hi;
    if (b->nguard || !b->guard_exact) hi = gpuopt__sx_max(F->t, lo, hi);
    B->lo_c = c_text(F, lo);
    B->hi_c = c_text(F, hi);
    r->sum.bounds++;
    r->sum.exact += b->exact != 0;
  }
  I->nbounds = R.nb;
  lf_par P;
  if (!gpuopt__lf_parallel(F, l, &P)) return gpuopt__oom(F->ctx, "gpuopt_loops_analyze");
  I->parallel = P.parallel;
  I->reason = P.reason;
  I->has_distance = P.has_distance;
  I->distance = P.distance;
  I->nreductions = P.nred;
  o->red = ANEW(&F->arena, gpuopt_loop_reduction, P.nred + 1);
  if (!o->red) return gpuopt__oom(F->ctx, "gpuopt_loops_analyze");
  for (uint32_t i = 0; i < P.nred; i++) {
    o->red[i].phi = P.red[i].phi;
    o->red[i].name = P.red[i].name;
    o->red[i].op = P.red[i].op;
    o->red[i].type = P.red[i].type;
    o->red[i].type_c = type_c(F, P.red[i].type);
  }
  I->nno_alias = P.npairs;
  o->pairs = P.pairs;
  o->pair_names = ANEW(&F->arena, const char *, 2 * (size_t)P.npairs + 1);
  if (!o->pair_names) return gpuopt__oom(F->ctx, "gpuopt_loops_analyze");
  for (uint32_t i = 0; i < P.npairs; i++) {
    o->pair_names[2 * i] = gpuopt__lf_base_name(F, P.pairs[i][0]);
    o->pair_names[2 * i + 1] = gpuopt__lf_base_name(F, P.pairs[i][1]);
  }
  o->priv = P.priv;
  I->nprivate = P.npriv;
  o->liveout = P.liveout;
  I->nliveout = P.nliveout;
  return F->arena.oom || F->t->oom ? gpuopt__oom(F->ctx, "gpuopt_loops_analyze") : GPUOPT_OK;
}

gpuopt_status gpuopt_loops_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_loopfacts **out) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_analyze: NULL out");
  *out = NULL;
  if (!fn || !LLVMIsAFunction(fn) || !LLVMCountBasicBlocks(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_analyze: expected a function with a body");
  gpuopt__invalidate_all(ctx);
  gpuopt_loopfacts *r = calloc(1, sizeof *r);
  if (!r) return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  gpuopt_status st = gpuopt__lf_build(ctx, fn, &r->F);
  lf_func *F = &r->F;
  if (!st) {
    r->nloops = F->nloops;
    r->loops = ANEW(&F->arena, lf_out_loop, F->nloops + 1);
    size_t *index_of = ANEW(&F->arena, size_t, F->nloops + 1);
    uint32_t *order = ANEW(&F->arena, uint32_t, F->nloops + 1);
    if (!r->loops || !index_of || !order) st = gpuopt__oom(ctx, "gpuopt_loops_analyze");
    /* source order: by the header's reverse post-order number (outer before inner) */
    for (uint32_t i = 0; !st && i < F->nloops; i++) order[i] = i;
    for (uint32_t i = 1; !st && i < F->nloops; i++) {
      uint32_t x = order[i], j = i;
      uint32_t kx = F->fi->cfg->rpo_num[F->loops[x].header];
      while (j && F->fi->cfg->rpo_num[F->loops[order[j - 1]].header] > kx) order[j] = order[j - 1], j--;
      order[j] = x;
    }
    for (uint32_t i = 0; !st && i < F->nloops; i++) index_of[order[i]] = i;
    for (uint32_t i = 0; !st && i < F->nloops; i++) st = fill_loop(r, order[i], &r->loops[i], index_of);
  }
  if (!st) {
    r->sum.loops = r->nloops;
    for (size_t i = 0; i < r->nloops; i++) {
      r->sum.analysable += r->loops[i].info.analysable != 0;
      r->sum.parallel += r->loops[i].info.parallel != 0;
      if (r->loops[i].info.depth == 1) {
        r->sum.accesses += r->loops[i].info.accesses;
        r->sum.bounded += r->loops[i].info.bounded;
      }
    }
  }
  /* no reference to the context's cache survives */
  F->fi = NULL;
  gpuopt__invalidate_all(ctx);
  if (st) {
    gpuopt_loops_free(r);
    return st;
  }
  *out = r;
  return GPUOPT_OK;
}

void gpuopt_loops_free(gpuopt_loopfacts *r) {
  if (!r) return;
  gpuopt__lf_free(&r->F);
  free(r);
}

size_t gpuopt_loops_count(const gpuopt_loopfacts *r) { return r ? r->nloops : 0; }

int gpuopt_loops_get(const gpuopt_loopfacts *r, size_t i, gpuopt_loop_info *out) {
  if (!r || !out || i >= r->nloops) return 1;
  *out = r->loops[i].info;
  return 0;
}

int gpuopt_loops_block_in(const gpuopt_loopfacts *r, size_t i, LLVMBasicBlockRef bb) {
  if (!r || i >= r->nloops || !bb) return 0;
  const lf_out_loop *o = &r->loops[i];
  return bsearch(&bb, o->blocks, o->nblocks, sizeof *o->blocks, cmp_ptr) != NULL;
}

int gpuopt_loops_find(const gpuopt_loopfacts *r, LLVMBasicBlockRef bb, size_t *index) {
  if (!r) return 1;
  for (size_t i = 0; i < r->nloops; i++)
    if (r->loops[i].info.header == bb) {
      if (index) *index = i;
      return 0;
    }
  return 1;
}

int gpuopt_loops_bounds(const gpuopt_loopfacts *r, size_t loop, size_t k, gpuopt_access_bounds *out) {
  if (!r || !out || loop >= r->nloops || k >= r->loops[loop].info.nbounds) return 1;
  *out = r->loops[loop].b[k];
  return 0;
}

int gpuopt_loops_reduction(const gpuopt_loopfacts *r, size_t loop, size_t k, gpuopt_loop_reduction *out) {
  if (!r || !out || loop >= r->nloops || k >= r->loops[loop].info.nreductions) return 1;
  *out = r->loops[loop].red[k];
  return 0;
}

int gpuopt_loops_no_alias(const gpuopt_loopfacts *r, size_t loop, size_t k, LLVMValueRef *a, LLVMValueRef *b,
                          const char **a_name, const char **b_name) {
  if (!r || loop >= r->nloops || k >= r->loops[loop].info.nno_alias) return 1;
  const lf_out_loop *o = &r->loops[loop];
  if (a) *a = o->pairs[k][0];
  if (b) *b = o->pairs[k][1];
  if (a_name) *a_name = o->pair_names[2 * k];
  if (b_name) *b_name = o->pair_names[2 * k + 1];
  return 0;
}

const char *gpuopt_loops_private(const gpuopt_loopfacts *r, size_t loop, size_t k) {
  return r && loop < r->nloops && k < r->loops[loop].info.nprivate ? r->loops[loop].priv[k] : NULL;
}

const char *gpuopt_loops_liveout(const gpuopt_loopfacts *r, size_t loop, size_t k) {
  return r && loop < r->nloops && k < r->loops[loop].info.nliveout ? r->loops[loop].liveout[k] : NULL;
}

void gpuopt_loops_summary_get(const gpuopt_loopfacts *r, gpuopt_loops_summary *out) {
  if (!out) return;
  memset(out, 0, sizeof *out);
  if (r) *out = r->sum;
}
