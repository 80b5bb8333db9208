/* The public loop facts (include/gpuopt/loops.h): runs recurrence.c, bounds.c and dependence.c on a
 * function and keeps their answers in one result object, queried by value. The result owns the
 * symbolic expression table the expressions live in and every string; it does not refer to the
 * context's analysis cache, so it stays valid until freed (or the function changes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/loopnest.h"
#include "core/sese.h"

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

typedef struct lf_out_region {
  gpuopt_region_info info;
  uint32_t entry, exit;      /* block numbers (exit GPUOPT_NONE: the function's end) */
  size_t *loops;             /* public indices of its outermost loops */
  gpuopt_access_bounds *b;
  LLVMBasicBlockRef *blocks; /* sorted by address */
  size_t nblocks;
} lf_out_region;

struct gpuopt_loopfacts {
  lf_func F;
  lf_out_loop *loops;
  size_t nloops;
  gpuopt_loops_summary sum;
  /* regions: what computing one more needs after the analysis */
  lf_region *lreg;           /* per internal loop: its nest's bounds */
  size_t *index_of;          /* internal loop -> public index */
  LLVMBasicBlockRef *cfgblocks; /* the CFG's blocks by number, to check the function did not change */
  uint32_t ncfg;
  uint32_t *acc_first, *acc_n, *mark, stamp;
  lf_out_region *regions;
  size_t nregions, capregions;
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

static void fill_bound(gpuopt_loopfacts *r, const lf_bound *b, gpuopt_access_bounds *B) {
  lf_func *F = &r->F;
  B->base = b->base;
  B->base_name = gpuopt__lf_base_name(F, b->base);
  B->read = b->read;
  B->write = b->write;
  B->analysable = b->lo != NULL;
  B->why = b->why;
  B->exact = b->exact;
  if (!B->analysable) return;
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
    fill_bound(r, &R.b[i], &o->b[i]);
    if (!o->b[i].analysable) continue;
    r->sum.bounds++;
    r->sum.exact += o->b[i].exact != 0;
  }
  r->lreg[l] = R;
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


/* ---- SESE regions ---- */

#define PST_MAX_BLOCKS 2000

static int loop_all_marked(const gpuopt_loopfacts *r, uint32_t l) {
  const gpuopt_loop *cl = &r->F.fi->loops->loops[l];
  for (uint32_t i = 0; i < cl->nblocks; i++)
    if (r->mark[cl->blocks[i]] != r->stamp) return 0;
  return 1;
}

/* Mark the blocks of region (entry, exit) with a new stamp and list them in *blocks (arena-free
 * scratch, malloc'd); returns the count, 0 on out of memory or when a block reached is not
 * dominated by entry (not a region). */
static uint32_t region_blocks(gpuopt_loopfacts *r, uint32_t entry, uint32_t exit, uint32_t **out) {
  lf_func *F = &r->F;
  const gpuopt_cfg *cfg = F->fi->cfg;
  uint32_t *list = malloc(((size_t)cfg->g.n + 1) * sizeof *list);
  *out = list;
  if (!list) return 0;
  r->stamp++;
  uint32_t n = 0;
  list[n++] = entry;
  r->mark[entry] = r->stamp;
  for (uint32_t i = 0; i < n; i++) {
    CFG_SUCCS(&cfg->g, list[i], sp) {
      uint32_t x = *sp;
      if (x == exit || r->mark[x] == r->stamp) continue;
      if (!gpuopt__dominates(F->fi->dom, entry, x)) return 0;
      r->mark[x] = r->stamp;
      list[n++] = x;
    }
  }
  return n;
}

/* Compute region (entry, exit) and append it; *index its number. 0 on out of memory, -1 when the
 * blocks reached from entry are not all dominated by it, -2 when it has fewer than min_loops
 * outermost loops. */
static int region_compute(gpuopt_loopfacts *r, uint32_t entry, uint32_t exit, uint32_t min_loops, size_t *index) {
  lf_func *F = &r->F;
  const gpuopt_cfg *cfg = F->fi->cfg;
  uint32_t *blocks = NULL;
  uint32_t nb = region_blocks(r, entry, exit, &blocks);
  if (!nb) {
    free(blocks);
    return blocks ? -1 : 0;
  }
  uint32_t *top = ANEW(&F->arena, uint32_t, F->nloops + 1), ntop = 0;
  if (!top) return free(blocks), 0;
  for (uint32_t i = 0; i < nb; i++) {
    uint32_t l = F->fi->loops->innermost[blocks[i]];
    if (l == GPUOPT_NONE || F->loops[l].header != blocks[i] || !loop_all_marked(r, l)) continue;
    uint32_t p = F->loops[l].parent;
    if (p != GPUOPT_NONE && r->mark[F->loops[p].header] == r->stamp && loop_all_marked(r, p)) continue;
    top[ntop++] = l;
  }
  /* outermost loops in source order */
  for (uint32_t i = 1; i < ntop; i++) {
    uint32_t x = top[i], j = i;
    while (j && r->index_of[top[j - 1]] > r->index_of[x]) top[j] = top[j - 1], j--;
    top[j] = x;
  }
  if (ntop < min_loops) return free(blocks), -2;
  lf_blockset S = {r->mark, r->stamp, blocks, nb, r->acc_first, r->acc_n};
  lf_region R;
  int ok = gpuopt__lf_sese_bounds(F, &S, top, ntop, r->lreg, &R);
  if (ok && r->nregions == r->capregions) {
    size_t cap = r->capregions ? 2 * r->capregions : 8;
    lf_out_region *nr = ANEW(&F->arena, lf_out_region, cap);
    if (nr) {
      if (r->nregions) memcpy(nr, r->regions, r->nregions * sizeof *nr);
      r->regions = nr, r->capregions = cap;
    } else ok = 0;
  }
  lf_out_region *o = ok ? &r->regions[r->nregions] : NULL;
  if (o) {
    memset(o, 0, sizeof *o);
    o->entry = entry, o->exit = exit;
    o->info.entry = cfg->blocks[entry];
    o->info.exit = exit == GPUOPT_NONE ? NULL : cfg->blocks[exit];
    o->info.nloops = ntop;
    o->info.analysable = R.analysable;
    o->info.not_analysable = R.why;
    o->info.nbounds = R.nb;
    o->info.accesses = R.accesses;
    o->info.bounded = R.bounded;
    o->loops = ANEW(&F->arena, size_t, ntop + 1);
    o->b = ANEW(&F->arena, gpuopt_access_bounds, R.nb + 1);
    o->blocks = ANEW(&F->arena, LLVMBasicBlockRef, nb + 1);
    if (!o->loops || !o->b || !o->blocks) ok = 0;
  }
  if (ok) {
    for (uint32_t i = 0; i < ntop; i++) o->loops[i] = r->index_of[top[i]];
    for (uint32_t i = 0; i < R.nb; i++) fill_bound(r, &R.b[i], &o->b[i]);
    unsigned lo = 0, hi = 0;
    for (uint32_t i = 0; i < nb; i++) {
      o->blocks[i] = cfg->blocks[blocks[i]];
      for (LLVMValueRef in = LLVMGetFirstInstruction(o->blocks[i]); in; in = LLVMGetNextInstruction(in)) {
        if (LLVMIsADbgInfoIntrinsic(in)) continue;
        unsigned line = LLVMGetDebugLocLine(in);
        if (!line) continue;
        if (!lo || line < lo) lo = line;
        if (line > hi) hi = line;
      }
    }
    o->nblocks = nb;
    qsort(o->blocks, nb, sizeof *o->blocks, cmp_ptr);
    o->info.first_line = lo, o->info.last_line = hi;
    *index = r->nregions++;
  }
  free(blocks);
  return ok && !F->arena.oom && !F->t->oom;
}

/* The function's body and the regions of its program structure tree with two or more outermost
 * loop nests (one per set of nests: the largest whose bounds are over values before it). */
static gpuopt_status list_regions(gpuopt_loopfacts *r, gpuopt_ctx *ctx) {
  lf_func *F = &r->F;
  if (!F->nloops) return GPUOPT_OK;
  gpuopt_fninfo *fi = NULL;
  gpuopt_status st = gpuopt__require(ctx, F->fn, GPUOPT_META_ALL, &fi);
  if (st) return st;
  F->fi = fi;
  if (fi->cfg->g.n > PST_MAX_BLOCKS) {
    /* the program structure tree costs O(regions x blocks) to build: in very large functions only
     * the function's body is listed (gpuopt_loops_region_add computes any other region) */
    size_t idx;
    int ok = region_compute(r, fi->cfg->rpo[0], GPUOPT_NONE, 1, &idx);
    return ok ? GPUOPT_OK : gpuopt__oom(ctx, "gpuopt_loops_analyze");
  }
  gpuopt_pst *pst = NULL;
  st = gpuopt__pst_build(ctx, fi->cfg, fi->dom, fi->pdom, fi->df, &pst);
  if (st) return st;
  /* per PST region (pre-order: parents first), its set of outermost loops, so that a child with its
   * parent's set is skipped */
  const size_t **set = calloc(pst->nregions + 1, sizeof *set);
  size_t *nset = calloc(pst->nregions + 1, sizeof *nset);
  uint8_t *covered = calloc(pst->nregions + 1, 1);
  uint32_t *order = malloc((pst->nregions + 1) * sizeof *order);
  if (!set || !nset || !order || !covered) {
    free(set), free(nset), free(order), free(covered), gpuopt__pst_free(pst);
    return gpuopt__oom(ctx, "gpuopt_loops_analyze");
  }
  uint32_t no = 0;
  order[no++] = 0;
  for (uint32_t i = 0; i < no; i++)
    for (uint32_t c = pst->regions[order[i]].first_child; c != GPUOPT_NONE; c = pst->regions[c].next_sibling)
      order[no++] = c;
  /* work budget: the blocks walked over all listed regions stay within a few times the function's
   * (regions of one entry nest, so a chain of n blocks has O(n) regions of O(n) blocks each); what
   * is left out can still be asked for with gpuopt_loops_region_add */
  size_t budget = 8 * (size_t)fi->cfg->g.n + 4096;
  for (uint32_t i = 0; i < no && !st; i++) {
    uint32_t x = order[i];
    const gpuopt_sese_region *R = &pst->regions[x];
    if (x && R->nblocks > budget) continue;
    if (x) budget -= R->nblocks;
    size_t idx;
    int ok = region_compute(r, R->entry, x ? R->exit : GPUOPT_NONE, x ? 2 : 1, &idx);
    if (ok <= 0) {
      if (!ok) st = gpuopt__oom(ctx, "gpuopt_loops_analyze");
      continue;
    }
    lf_out_region *o = &r->regions[idx];
    set[x] = o->loops, nset[x] = o->info.nloops;
    int keep = x == 0 ? o->info.nloops >= 1 : o->info.nloops >= 2;
    int same = R->parent != GPUOPT_NONE && set[R->parent] && nset[R->parent] == o->info.nloops &&
               !memcmp(set[R->parent], o->loops, o->info.nloops * sizeof *o->loops);
    /* the same nests as the parent: listed only when the parent's bounds need a value computed in
     * it and this one's do not (a region after the loads of the function's scalars) */
    if (same && (covered[R->parent] || !o->info.analysable)) keep = 0;
    covered[x] = (same && covered[R->parent]) || (keep && o->info.analysable);
    if (!keep) r->nregions--; /* dropped (its arena memory stays until the result is freed) */
  }
  free(set), free(nset), free(order), free(covered);
  gpuopt__pst_free(pst);
  return st;
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
    r->index_of = index_of;
    r->lreg = ANEW(&F->arena, lf_region, F->nloops + 1);
    const gpuopt_cfg *cfg = F->fi->cfg;
    r->ncfg = cfg->g.n;
    r->cfgblocks = ANEW(&F->arena, LLVMBasicBlockRef, cfg->g.n + 1);
    r->acc_first = ANEW(&F->arena, uint32_t, cfg->g.n + 1);
    r->acc_n = ANEW(&F->arena, uint32_t, cfg->g.n + 1);
    r->mark = ANEW(&F->arena, uint32_t, cfg->g.n + 1);
    if (!r->lreg || !r->cfgblocks || !r->acc_first || !r->acc_n || !r->mark) st = gpuopt__oom(ctx, "gpuopt_loops_analyze");
    for (uint32_t b = 0; !st && b < cfg->g.n; b++) r->cfgblocks[b] = cfg->blocks[b], r->acc_n[b] = 0, r->mark[b] = 0;
    for (size_t a = F->acc.len; !st && a-- > 0;) r->acc_first[F->acc.data[a].block] = (uint32_t)a, r->acc_n[F->acc.data[a].block]++;
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
    if (!st) st = list_regions(r, ctx);
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

size_t gpuopt_loops_region_count(const gpuopt_loopfacts *r) { return r ? r->nregions : 0; }

int gpuopt_loops_region_get(const gpuopt_loopfacts *r, size_t i, gpuopt_region_info *out) {
  if (!r || !out || i >= r->nregions) return 1;
  *out = r->regions[i].info;
  return 0;
}

size_t gpuopt_loops_region_loop(const gpuopt_loopfacts *r, size_t i, size_t k) {
  if (!r || i >= r->nregions || k >= r->regions[i].info.nloops) return GPUOPT_LOOP_NONE;
  return r->regions[i].loops[k];
}

int gpuopt_loops_region_bounds(const gpuopt_loopfacts *r, size_t i, size_t k, gpuopt_access_bounds *out) {
  if (!r || !out || i >= r->nregions || k >= r->regions[i].info.nbounds) return 1;
  *out = r->regions[i].b[k];
  return 0;
}

int gpuopt_loops_region_block_in(const gpuopt_loopfacts *r, size_t i, LLVMBasicBlockRef bb) {
  if (!r || i >= r->nregions || !bb) return 0;
  const lf_out_region *o = &r->regions[i];
  return bsearch(&bb, o->blocks, o->nblocks, sizeof *o->blocks, cmp_ptr) != NULL;
}

gpuopt_status gpuopt_loops_region_add(gpuopt_ctx *ctx, gpuopt_loopfacts *r, LLVMBasicBlockRef entry,
                                      LLVMBasicBlockRef exit, size_t *index) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!r || !entry || !index) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_region_add: NULL argument");
  lf_func *F = &r->F;
  if (LLVMGetBasicBlockParent(entry) != F->fn || (exit && LLVMGetBasicBlockParent(exit) != F->fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_region_add: a block of another function");
  gpuopt__invalidate_all(ctx);
  gpuopt_fninfo *fi = NULL;
  gpuopt_status st = gpuopt__require(ctx, F->fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_DF | GPUOPT_META_LOOPS, &fi);
  if (st) return st;
  if (fi->cfg->g.n != r->ncfg || memcmp(fi->cfg->blocks, r->cfgblocks, r->ncfg * sizeof *r->cfgblocks) ||
      fi->loops->nloops != F->nloops) {
    gpuopt__invalidate_all(ctx);
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_region_add: the function changed since gpuopt_loops_analyze");
  }
  uint32_t e = gpuopt__cfg_block(fi->cfg, entry), x = exit ? gpuopt__cfg_block(fi->cfg, exit) : GPUOPT_NONE;
  st = GPUOPT_OK;
  if (e == GPUOPT_NONE || (exit && (x == GPUOPT_NONE || x == e || !gpuopt__sese_is_region(fi->cfg, fi->dom, fi->df, e, x))))
    st = gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_region_add: the blocks do not delimit a single-entry single-exit region");
  for (size_t i = 0; !st && i < r->nregions; i++)
    if (r->regions[i].entry == e && r->regions[i].exit == x) {
      *index = i;
      gpuopt__invalidate_all(ctx);
      return GPUOPT_OK;
    }
  if (!st) {
    F->fi = fi;
    int ok = region_compute(r, e, x, 0, index);
    if (ok < 0) st = gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_region_add: the blocks do not delimit a single-entry single-exit region");
    else if (!ok) st = gpuopt__oom(ctx, "gpuopt_loops_region_add");
  }
  F->fi = NULL;
  gpuopt__invalidate_all(ctx);
  return st;
}
