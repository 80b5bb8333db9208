/* Post-dominator tree over a virtual exit. The reversed CFG gets one more node, the exit (number
 * n), with an edge to every block that has no successor (ret, unreachable, resume). Blocks that still
 * cannot reach the exit lie in regions with no way out (infinite loops): each sink strongly
 * connected component of those blocks (Tarjan, scc.c) gets an edge to the exit from its last block,
 * as LLVM connects one node of each reverse-unreachable region, until every block reaches it.
 * Then Cooper-Harvey-Kennedy on the reversed graph (domtree.c).
 * Requires: cfg. */
#include <stdlib.h>

#include "core/ir.h"

int gpuopt__graph_fill_preds(gpuopt_arena *a, gpuopt_graph *g);

void gpuopt__postdom_free(gpuopt_postdom *pd) {
  if (!pd) return;
  gpuopt__domtree_free(pd->tree);
  gpuopt__arena_free(&pd->arena);
  free(pd);
}

/* Mark everything that reaches b in the CFG (reverse walk over preds). */
static void mark_reaching(const gpuopt_graph *g, uint32_t b, uint8_t *reach, uint32_t *stack) {
  if (reach[b]) return;
  uint32_t sp = 0;
  reach[b] = 1;
  stack[sp++] = b;
  while (sp) {
    uint32_t x = stack[--sp];
    for (uint32_t e = g->pred_off[x]; e < g->pred_off[x + 1]; e++) {
      uint32_t p = g->pred[e];
      if (!reach[p]) {
        reach[p] = 1;
        stack[sp++] = p;
      }
    }
  }
}

static const char who[] = "gpuopt_postdom";

/* The post-dominator tree of graph g whose blocks with exits[b] set reach the virtual exit, into pd
 * (allocated, arena initialised). Frees pd on failure. */
static gpuopt_status build(gpuopt_ctx *ctx, const gpuopt_graph *g, const uint8_t *exits, gpuopt_postdom *pd,
                           gpuopt_postdom **out) {
  gpuopt_arena *a = &pd->arena;
  uint32_t n = g->n, ex = n;
  pd->exit = ex;
  uint8_t *reach = ANEW(a, uint8_t, n + 1), *to_exit = ANEW(a, uint8_t, n + 1);
  uint32_t *stack = ANEW(a, uint32_t, n + 1);
  uint8_t *seen = ANEW(a, uint8_t, n + 1);
  if (a->oom) goto oom;
  for (uint32_t b = 0; b < n; b++)
    if (exits[b]) {
      to_exit[b] = 1;
      mark_reaching(g, b, reach, stack);
    }
  /* Regions that cannot reach an exit: their SCCs, sinks first (Tarjan's order). A sink SCC not
   * yet reaching the exit gets an edge to it from its last block in layout order (the latch of an
   * infinite loop, usually), then everything that reaches that block is marked. */
  uint8_t *stuck = seen;
  uint32_t nstuck = 0;
  for (uint32_t b = 0; b < n; b++) nstuck += stuck[b] = !reach[b];
  if (nstuck) {
    uint32_t *comp = ANEW(a, uint32_t, n), *last = ANEW(a, uint32_t, n + 1);
    if (a->oom) goto oom;
    uint32_t ncomp = gpuopt__scc(a, g, stuck, comp);
    if (a->oom) goto oom;
    for (uint32_t c = 0; c < ncomp; c++) last[c] = GPUOPT_NONE;
    for (uint32_t b = 0; b < n; b++)
      if (stuck[b]) last[comp[b]] = b;
    for (uint32_t c = 0; c < ncomp; c++) {
      uint32_t b = last[c];
      if (b == GPUOPT_NONE || reach[b]) continue;
      to_exit[b] = 1;
      mark_reaching(g, b, reach, stack);
    }
  }
  /* reversed graph: succ of x are the preds of x; the exit's succs are the to_exit blocks */
  gpuopt_graph *rg = &pd->rg;
  rg->n = n + 1;
  rg->entry = ex;
  uint32_t nexit = 0;
  for (uint32_t b = 0; b < n; b++) nexit += to_exit[b];
  uint32_t m = g->pred_off[n] + nexit;
  rg->succ_off = ANEW(a, uint32_t, n + 2);
  rg->succ = ANEW(a, uint32_t, m + 1);
  if (a->oom) goto oom;
  uint32_t k = 0;
  for (uint32_t b = 0; b < n; b++) {
    rg->succ_off[b] = k;
    for (uint32_t e = g->pred_off[b]; e < g->pred_off[b + 1]; e++) rg->succ[k++] = g->pred[e];
  }
  rg->succ_off[ex] = k;
  for (uint32_t b = 0; b < n; b++)
    if (to_exit[b]) rg->succ[k++] = b;
  rg->succ_off[ex + 1] = k;
  if (!gpuopt__graph_fill_preds(a, rg)) goto oom;
  gpuopt_status st = gpuopt__domtree_build(ctx, rg, &pd->tree);
  if (st) {
    gpuopt__postdom_free(pd);
    return st;
  }
  *out = pd;
  return GPUOPT_OK;
oom:
  gpuopt__postdom_free(pd);
  return gpuopt__oom(ctx, who);
}

gpuopt_status gpuopt__postdom_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, gpuopt_postdom **out) {
  *out = NULL;
  gpuopt_postdom *pd = calloc(1, sizeof *pd);
  if (!pd) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&pd->arena);
  return build(ctx, &cfg->g, cfg->exits, pd, out);
}

gpuopt_status gpuopt__postdom_build_pruned(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, const uint8_t *drop_into,
                                           gpuopt_postdom **out) {
  *out = NULL;
  gpuopt_postdom *pd = calloc(1, sizeof *pd);
  if (!pd) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&pd->arena);
  gpuopt_arena *a = &pd->arena;
  const gpuopt_graph *g = &cfg->g;
  gpuopt_graph *pg = ANEW(a, gpuopt_graph, 1);
  if (!pg || !(pg->succ_off = ANEW(a, uint32_t, g->n + 1)) || !(pg->succ = ANEW(a, uint32_t, g->succ_off[g->n] + 1))) {
    gpuopt__postdom_free(pd);
    return gpuopt__oom(ctx, who);
  }
  pg->n = g->n;
  pg->entry = g->entry;
  uint32_t k = 0;
  for (uint32_t b = 0; b < g->n; b++) {
    pg->succ_off[b] = k;
    CFG_SUCCS(g, b, s) if (!drop_into[*s]) pg->succ[k++] = *s;
  }
  pg->succ_off[g->n] = k;
  if (!gpuopt__graph_fill_preds(a, pg)) {
    gpuopt__postdom_free(pd);
    return gpuopt__oom(ctx, who);
  }
  return build(ctx, pg, cfg->exits, pd, out);
}
