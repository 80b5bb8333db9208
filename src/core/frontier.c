/* Dominance frontiers, by Cooper-Harvey-Kennedy's walk: for each join node b (two or more
 * predecessors), each predecessor p walks up the dominator tree from p to idom(b), adding b to the
 * frontier of every node it passes. On the post-dominator tree of the reversed CFG this yields the
 * post-dominance frontier, i.e. control dependence (Ferrante, Ottenstein, Warren 1987).
 * Requires: a graph and its dominator tree. */
#include <stdlib.h>

#include "core/ir.h"

void gpuopt__frontier_free(gpuopt_frontier *f) {
  if (!f) return;
  gpuopt__arena_free(&f->arena);
  free(f);
}

typedef struct pair { uint32_t node, member; } pair;

static int cmp_pair(const void *x, const void *y) {
  const pair *a = x, *b = y;
  if (a->node != b->node) return a->node < b->node ? -1 : 1;
  return a->member < b->member ? -1 : a->member > b->member;
}

gpuopt_status gpuopt__frontier_build(gpuopt_ctx *ctx, const gpuopt_graph *g, const gpuopt_domtree *t,
                                     gpuopt_frontier **out) {
  static const char who[] = "gpuopt_frontier";
  *out = NULL;
  gpuopt_frontier *f = calloc(1, sizeof *f);
  VEC(pair) pairs = {0};
  if (!f) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&f->arena);
  f->n = g->n;
  for (uint32_t b = 0; b < g->n; b++) {
    /* the root has an implicit predecessor (the start), so one real predecessor makes it a join */
    uint32_t npred = g->pred_off[b + 1] - g->pred_off[b] + (b == t->root);
    if (npred < 2 || t->pre[b] == GPUOPT_NONE) continue;
    for (uint32_t e = g->pred_off[b]; e < g->pred_off[b + 1]; e++) {
      uint32_t r = g->pred[e];
      if (t->pre[r] == GPUOPT_NONE) continue;
      while (r != t->idom[b] && r != GPUOPT_NONE) {
        if (!VEC_PUSH(&pairs, ((pair){r, b}))) goto oom;
        r = t->idom[r];
      }
    }
  }
  if (pairs.len) qsort(pairs.data, pairs.len, sizeof(pair), cmp_pair);
  f->off = ANEW(&f->arena, uint32_t, g->n + 1);
  f->nodes = ANEW(&f->arena, uint32_t, pairs.len + 1);
  if (f->arena.oom) goto oom;
  uint32_t k = 0;
  for (size_t i = 0; i < pairs.len; i++) {
    if (i && pairs.data[i].node == pairs.data[i - 1].node && pairs.data[i].member == pairs.data[i - 1].member)
      continue;
    f->nodes[k++] = pairs.data[i].member;
    f->off[pairs.data[i].node + 1]++;
  }
  for (uint32_t b = 0; b < g->n; b++) f->off[b + 1] += f->off[b];
  VEC_FREE(&pairs);
  *out = f;
  return GPUOPT_OK;
oom:
  VEC_FREE(&pairs);
  gpuopt__frontier_free(f);
  return gpuopt__oom(ctx, who);
}
