/* Natural loops and irreducible cycles.
 *
 * A DFS of the CFG classifies each edge u->v with v an ancestor of u (or u itself) as retreating.
 * A retreating edge whose target dominates its source is a back edge; the natural loop of header h
 * is h plus every block that reaches a latch of h without passing through h (Aho, Sethi, Ullman).
 * Loops with one header are one loop. Natural loops are disjoint or nested, so processing them by
 * increasing size gives the innermost loop of each block and each loop's parent.
 *
 * A retreating edge u->v whose target does not dominate its source closes an irreducible cycle (one
 * with more than one entry). Its blocks are those strictly dominated by D = ncd(u, v) that lie on a
 * path v ->* u inside that region; they are marked irreducible and are not made into a loop.
 * Requires: cfg, dominator tree. */
#include <stdlib.h>
#include <string.h>

#include "core/ir.h"

void gpuopt__loops_free(gpuopt_loops *l) {
  if (!l) return;
  gpuopt__arena_free(&l->arena);
  free(l);
}

typedef struct loop_build {
  gpuopt_arena *a;
  const gpuopt_cfg *cfg;
  const gpuopt_domtree *dom;
  uint32_t *stack;
  uint32_t *mark;  /* stamp per block */
  uint32_t stamp;
} loop_build;

/* Mark blocks x strictly dominated by d with v ->* x ->* u inside that region. Returns how many
 * were newly marked irreducible. */
static uint32_t mark_irreducible(loop_build *lb, uint8_t *irr, uint32_t u, uint32_t v, uint32_t d) {
  const gpuopt_graph *g = &lb->cfg->g;
  const gpuopt_domtree *t = lb->dom;
  uint32_t fwd = ++lb->stamp, sp = 0, added = 0;
  /* forward from v within the region: stamp fwd */
  lb->mark[v] = fwd;
  lb->stack[sp++] = v;
  while (sp) {
    uint32_t x = lb->stack[--sp];
    CFG_SUCCS(g, x, s) {
      if (lb->mark[*s] == fwd || *s == d || !gpuopt__dominates(t, d, *s)) continue;
      lb->mark[*s] = fwd;
      lb->stack[sp++] = *s;
    }
  }
  /* backward from u through forward-marked blocks */
  uint32_t bwd = ++lb->stamp;
  if (lb->mark[u] != fwd) return 0;
  lb->mark[u] = bwd;
  lb->stack[sp++] = u;
  while (sp) {
    uint32_t x = lb->stack[--sp];
    if (!irr[x]) {
      irr[x] = 1;
      added++;
    }
    CFG_PREDS(g, x, p) {
      if (lb->mark[*p] != fwd) continue;
      lb->mark[*p] = bwd;
      lb->stack[sp++] = *p;
    }
  }
  return added;
}

static int cmp_u32(const void *x, const void *y) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  return a < b ? -1 : a > b;
}

gpuopt_status gpuopt__loops_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, const gpuopt_domtree *dom,
                                  gpuopt_loops **out) {
  static const char who[] = "gpuopt_loops";
  *out = NULL;
  gpuopt_loops *l = calloc(1, sizeof *l);
  if (!l) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&l->arena);
  gpuopt_arena *a = &l->arena;
  const gpuopt_graph *g = &cfg->g;
  uint32_t n = g->n;
  loop_build lb = {a, cfg, dom, ANEW(a, uint32_t, n + 1), ANEW(a, uint32_t, n + 1), 0};
  uint32_t *pre = ANEW(a, uint32_t, n), *post = ANEW(a, uint32_t, n), *next = ANEW(a, uint32_t, n);
  uint32_t *dfs = ANEW(a, uint32_t, n + 1);
  uint8_t *is_header = ANEW(a, uint8_t, n);
  l->innermost = ANEW(a, uint32_t, n);
  l->irreducible = ANEW(a, uint8_t, n);
  if (a->oom) goto oom;
  /* DFS pre/post numbers to find retreating edges */
  for (uint32_t b = 0; b < n; b++) pre[b] = post[b] = GPUOPT_NONE, l->innermost[b] = GPUOPT_NONE;
  uint32_t sp = 0, clock = 0;
  dfs[sp++] = g->entry;
  pre[g->entry] = clock++;
  next[g->entry] = g->succ_off[g->entry];
  while (sp) {
    uint32_t b = dfs[sp - 1];
    if (next[b] < g->succ_off[b + 1]) {
      uint32_t s = g->succ[next[b]++];
      if (pre[s] == GPUOPT_NONE) {
        pre[s] = clock++;
        next[s] = g->succ_off[s];
        dfs[sp++] = s;
      }
    } else {
      post[b] = clock++;
      sp--;
    }
  }
  uint32_t nheaders = 0;
  for (uint32_t u = 0; u < n; u++) {
    if (pre[u] == GPUOPT_NONE) continue;
    CFG_SUCCS(g, u, s) {
      uint32_t v = *s;
      if (!(pre[v] <= pre[u] && post[u] <= post[v])) continue; /* not retreating */
      if (gpuopt__dominates(dom, v, u)) {
        if (!is_header[v]) nheaders++;
        is_header[v] = 1;
      } else {
        uint32_t d = gpuopt__domtree_ncd(dom, u, v);
        if (mark_irreducible(&lb, l->irreducible, u, v, d)) l->nirreducible++;
      }
    }
  }
  l->loops = ANEW(a, gpuopt_loop, nheaders + 1);
  uint32_t *body = ANEW(a, uint32_t, n + 1);
  if (a->oom) goto oom;
  /* one natural loop per header, headers in RPO order */
  for (uint32_t k = 0; k < cfg->nrpo; k++) {
    uint32_t h = cfg->rpo[k];
    if (!is_header[h]) continue;
    gpuopt_loop *L = &l->loops[l->nloops];
    uint32_t in = ++lb.stamp, nbody = 0, nlatch = 0;
    lb.mark[h] = in;
    body[nbody++] = h;
    sp = 0;
    CFG_PREDS(g, h, p) {
      if (pre[*p] == GPUOPT_NONE || !gpuopt__dominates(dom, h, *p)) continue;
      nlatch++;
      if (lb.mark[*p] != in) {
        lb.mark[*p] = in;
        body[nbody++] = *p;
        lb.stack[sp++] = *p;
      }
    }
    while (sp) {
      uint32_t x = lb.stack[--sp];
      CFG_PREDS(g, x, p) {
        if (lb.mark[*p] == in || pre[*p] == GPUOPT_NONE) continue;
        lb.mark[*p] = in;
        body[nbody++] = *p;
        lb.stack[sp++] = *p;
      }
    }
    qsort(body, nbody, sizeof *body, cmp_u32);
    L->header = h;
    L->parent = GPUOPT_NONE;
    L->nblocks = nbody;
    L->blocks = ANEW(a, uint32_t, nbody);
    L->latches = ANEW(a, uint32_t, nlatch + 1);
    if (a->oom) goto oom;
    memcpy(L->blocks, body, nbody * sizeof *body);
    CFG_PREDS(g, h, p) {
      if (lb.mark[*p] != in) continue;
      int dup = 0;
      for (uint32_t i = 0; i < L->nlatches; i++) dup |= L->latches[i] == *p;
      if (!dup) L->latches[L->nlatches++] = *p;
    }
    /* exiting and exit blocks */
    uint32_t nexiting = 0, nexit = 0;
    for (uint32_t i = 0; i < nbody; i++) {
      int exiting = 0;
      CFG_SUCCS(g, body[i], s) if (lb.mark[*s] != in) exiting = 1, nexit++;
      nexiting += exiting;
    }
    L->exiting = ANEW(a, uint32_t, nexiting + 1);
    L->exits = ANEW(a, uint32_t, nexit + 1);
    if (a->oom) goto oom;
    uint32_t seen_exit = ++lb.stamp; /* exits are outside the loop: restamping them is safe */
    for (uint32_t i = 0; i < nbody; i++) {
      int exiting = 0;
      CFG_SUCCS(g, body[i], s) {
        if (lb.mark[*s] == in) continue;
        exiting = 1;
        if (lb.mark[*s] != seen_exit) {
          lb.mark[*s] = seen_exit;
          L->exits[L->nexits++] = *s;
        }
      }
      if (exiting) L->exiting[L->nexiting++] = body[i];
    }
    /* preheader: the only predecessor of h from outside, if its only successor is h */
    uint32_t outside = GPUOPT_NONE, nout = 0;
    CFG_PREDS(g, h, p) {
      if (!bsearch(p, L->blocks, L->nblocks, sizeof(uint32_t), cmp_u32)) {
        if (outside != *p) nout++;
        outside = *p;
      }
    }
    L->preheader = (nout == 1 && g->succ_off[outside + 1] - g->succ_off[outside] == 1) ? outside : GPUOPT_NONE;
    l->nloops++;
  }
  /* nesting: by increasing size */
  uint32_t *order = ANEW(a, uint32_t, l->nloops + 1);
  if (a->oom) goto oom;
  for (uint32_t i = 0; i < l->nloops; i++) order[i] = i;
  for (uint32_t i = 1; i < l->nloops; i++) { /* insertion sort by size: loops are few */
    uint32_t x = order[i], j = i;
    while (j && l->loops[order[j - 1]].nblocks > l->loops[x].nblocks) order[j] = order[j - 1], j--;
    order[j] = x;
  }
  for (uint32_t i = 0; i < l->nloops; i++) {
    uint32_t L = order[i];
    for (uint32_t k = 0; k < l->loops[L].nblocks; k++) {
      uint32_t b = l->loops[L].blocks[k];
      if (l->innermost[b] == GPUOPT_NONE) {
        l->innermost[b] = L;
        continue;
      }
      uint32_t top = l->innermost[b];
      while (l->loops[top].parent != GPUOPT_NONE) top = l->loops[top].parent;
      if (top != L) l->loops[top].parent = L;
    }
  }
  for (uint32_t i = l->nloops; i-- > 0;) {
    gpuopt_loop *L = &l->loops[order[i]];
    L->depth = L->parent == GPUOPT_NONE ? 1 : l->loops[L->parent].depth + 1;
  }
  *out = l;
  return GPUOPT_OK;
oom:
  gpuopt__loops_free(l);
  return gpuopt__oom(ctx, who);
}
