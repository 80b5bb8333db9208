/* Dominator trees: Cooper, Harvey, Kennedy, "A Simple, Fast Dominance Algorithm" (Rice TR, 2001):
 * iterate idom(b) = intersect over processed predecessors, in reverse post-order, to a fixed point;
 * intersect walks up by post-order number. Then children lists and a DFS numbering of the tree, so
 * dominates(a, b) is an interval test. Works on any gpuopt_graph (the CFG, or the reversed CFG for
 * post-dominators). Nodes not reachable from the root have no idom and dominate nothing. */
#include <stdlib.h>

#include "core/ir.h"

uint32_t gpuopt__graph_rpo(gpuopt_arena *a, const gpuopt_graph *g, uint32_t *rpo, uint32_t *rpo_num);

void gpuopt__domtree_free(gpuopt_domtree *t) {
  if (!t) return;
  gpuopt__arena_free(&t->arena);
  free(t);
}

static uint32_t intersect(const uint32_t *idom, const uint32_t *rpo_num, uint32_t a, uint32_t b) {
  while (a != b) {
    while (rpo_num[a] > rpo_num[b]) a = idom[a];
    while (rpo_num[b] > rpo_num[a]) b = idom[b];
  }
  return a;
}

gpuopt_status gpuopt__domtree_build(gpuopt_ctx *ctx, const gpuopt_graph *g, gpuopt_domtree **out) {
  static const char who[] = "gpuopt_domtree";
  *out = NULL;
  gpuopt_domtree *t = calloc(1, sizeof *t);
  if (!t) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&t->arena);
  gpuopt_arena *a = &t->arena;
  uint32_t n = g->n;
  t->n = n;
  t->root = g->entry;
  t->idom = ANEW(a, uint32_t, n);
  t->pre = ANEW(a, uint32_t, n);
  t->post = ANEW(a, uint32_t, n);
  t->child_off = ANEW(a, uint32_t, n + 1);
  t->child = ANEW(a, uint32_t, n + 1);
  t->preorder = ANEW(a, uint32_t, n);
  uint32_t *rpo = ANEW(a, uint32_t, n), *rpo_num = ANEW(a, uint32_t, n);
  uint32_t *fill = ANEW(a, uint32_t, n + 1), *stack = ANEW(a, uint32_t, n + 1);
  uint32_t *next = ANEW(a, uint32_t, n + 1);
  if (a->oom) goto oom;
  uint32_t nr = gpuopt__graph_rpo(a, g, rpo, rpo_num);
  if (a->oom) goto oom;
  for (uint32_t i = 0; i < n; i++) t->idom[i] = GPUOPT_NONE;
  t->idom[g->entry] = g->entry;
  for (int changed = 1; changed;) {
    changed = 0;
    for (uint32_t k = 1; k < nr; k++) {
      uint32_t b = rpo[k], nidom = GPUOPT_NONE;
      for (uint32_t e = g->pred_off[b]; e < g->pred_off[b + 1]; e++) {
        uint32_t p = g->pred[e];
        if (t->idom[p] == GPUOPT_NONE) continue;
        nidom = nidom == GPUOPT_NONE ? p : intersect(t->idom, rpo_num, p, nidom);
      }
      if (t->idom[b] != nidom) {
        t->idom[b] = nidom;
        changed = 1;
      }
    }
  }
  t->idom[g->entry] = GPUOPT_NONE;
  /* children, then an iterative DFS of the tree for pre/post numbers */
  for (uint32_t b = 0; b < n; b++)
    if (t->idom[b] != GPUOPT_NONE) t->child_off[t->idom[b] + 1]++;
  for (uint32_t b = 0; b < n; b++) t->child_off[b + 1] += t->child_off[b];
  for (uint32_t b = 0; b < n; b++) fill[b] = t->child_off[b];
  for (uint32_t k = 0; k < nr; k++) { /* children in RPO order: deterministic */
    uint32_t b = rpo[k];
    if (t->idom[b] != GPUOPT_NONE) t->child[fill[t->idom[b]]++] = b;
  }
  for (uint32_t b = 0; b < n; b++) t->pre[b] = t->post[b] = GPUOPT_NONE;
  uint32_t sp = 0, clock = 0, npre = 0;
  stack[sp++] = g->entry;
  next[g->entry] = t->child_off[g->entry];
  t->pre[g->entry] = clock++;
  t->preorder[npre++] = g->entry;
  while (sp) {
    uint32_t b = stack[sp - 1];
    if (next[b] < t->child_off[b + 1]) {
      uint32_t c = t->child[next[b]++];
      t->pre[c] = clock++;
      t->preorder[npre++] = c;
      next[c] = t->child_off[c];
      stack[sp++] = c;
    } else {
      t->post[b] = clock++;
      sp--;
    }
  }
  t->npre = npre;
  *out = t;
  return GPUOPT_OK;
oom:
  gpuopt__domtree_free(t);
  return gpuopt__oom(ctx, who);
}

uint32_t gpuopt__domtree_ncd(const gpuopt_domtree *t, uint32_t a, uint32_t b) {
  if (a >= t->n || b >= t->n || t->pre[a] == GPUOPT_NONE || t->pre[b] == GPUOPT_NONE) return GPUOPT_NONE;
  while (!gpuopt__dominates(t, a, b)) a = t->idom[a];
  return a;
}
