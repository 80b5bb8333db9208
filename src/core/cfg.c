/* CFG view of a function: dense block numbers in layout order, successor and predecessor lists in
 * compressed form, reverse post-order of the blocks reachable from the entry (iterative DFS, so
 * functions with tens of thousands of blocks do not exhaust the stack).
 * Requires: a function with a body whose blocks all end in a terminator. */
#include <stdlib.h>

#include "core/ir.h"

void gpuopt__cfg_free(gpuopt_cfg *cfg) {
  if (!cfg) return;
  gpuopt__ptrmap_free(&cfg->index);
  gpuopt__arena_free(&cfg->arena);
  free(cfg);
}

/* Reverse post-order of g from g->entry into rpo (len out), and rpo_num. */
static uint32_t compute_rpo(gpuopt_arena *a, const gpuopt_graph *g, uint32_t *rpo, uint32_t *rpo_num) {
  uint32_t n = g->n;
  uint32_t *stack = ANEW(a, uint32_t, n + 1), *next = ANEW(a, uint32_t, n + 1);
  uint8_t *seen = ANEW(a, uint8_t, n + 1);
  if (!stack || !next || !seen) return 0;
  for (uint32_t i = 0; i < n; i++) rpo_num[i] = GPUOPT_NONE;
  uint32_t sp = 0, npost = 0;
  stack[sp++] = g->entry;
  seen[g->entry] = 1;
  next[g->entry] = g->succ_off[g->entry];
  uint32_t *post = rpo; /* filled in post-order, reversed below */
  while (sp) {
    uint32_t b = stack[sp - 1];
    if (next[b] < g->succ_off[b + 1]) {
      uint32_t s = g->succ[next[b]++];
      if (!seen[s]) {
        seen[s] = 1;
        next[s] = g->succ_off[s];
        stack[sp++] = s;
      }
    } else {
      post[npost++] = b;
      sp--;
    }
  }
  for (uint32_t i = 0; i < npost / 2; i++) {
    uint32_t t = post[i];
    post[i] = post[npost - 1 - i];
    post[npost - 1 - i] = t;
  }
  for (uint32_t i = 0; i < npost; i++) rpo_num[rpo[i]] = i;
  return npost;
}

/* Fill pred lists of g from its succ lists. */
static int fill_preds(gpuopt_arena *a, gpuopt_graph *g) {
  uint32_t n = g->n, m = g->succ_off[n];
  g->pred_off = ANEW(a, uint32_t, n + 1);
  g->pred = ANEW(a, uint32_t, m + 1);
  uint32_t *fill = ANEW(a, uint32_t, n + 1);
  if (!g->pred_off || !g->pred || !fill) return 0;
  for (uint32_t e = 0; e < m; e++) g->pred_off[g->succ[e] + 1]++;
  for (uint32_t i = 0; i < n; i++) g->pred_off[i + 1] += g->pred_off[i];
  for (uint32_t i = 0; i < n; i++) fill[i] = g->pred_off[i];
  for (uint32_t b = 0; b < n; b++)
    for (uint32_t e = g->succ_off[b]; e < g->succ_off[b + 1]; e++) g->pred[fill[g->succ[e]]++] = b;
  return 1;
}

int gpuopt__graph_fill_preds(gpuopt_arena *a, gpuopt_graph *g);
int gpuopt__graph_fill_preds(gpuopt_arena *a, gpuopt_graph *g) { return fill_preds(a, g); }
uint32_t gpuopt__graph_rpo(gpuopt_arena *a, const gpuopt_graph *g, uint32_t *rpo, uint32_t *rpo_num);
uint32_t gpuopt__graph_rpo(gpuopt_arena *a, const gpuopt_graph *g, uint32_t *rpo, uint32_t *rpo_num) {
  return compute_rpo(a, g, rpo, rpo_num);
}

gpuopt_status gpuopt__cfg_build(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_cfg **out) {
  static const char who[] = "gpuopt_cfg";
  *out = NULL;
  if (!fn || !LLVMIsAFunction(fn)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: not a function", who);
  unsigned nb = LLVMCountBasicBlocks(fn);
  if (nb == 0) {
    char name[128];
    gpuopt__value_str(fn, name, sizeof name);
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: %s is a declaration; expected a function with a body",
                        who, name);
  }
  gpuopt_cfg *cfg = calloc(1, sizeof *cfg);
  if (!cfg) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&cfg->arena);
  gpuopt__ptrmap_init(&cfg->index);
  gpuopt_arena *a = &cfg->arena;
  gpuopt_status st = GPUOPT_OK;
  cfg->fn = fn;
  cfg->g.n = nb;
  cfg->g.entry = 0;
  cfg->blocks = ANEW(a, LLVMBasicBlockRef, nb);
  cfg->exits = ANEW(a, uint8_t, nb);
  cfg->g.succ_off = ANEW(a, uint32_t, nb + 1);
  if (!cfg->blocks || !cfg->exits || !cfg->g.succ_off || !gpuopt__ptrmap_reserve(&cfg->index, nb)) goto oom;
  uint32_t i = 0, nedges = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb), i++) {
    cfg->blocks[i] = bb;
    gpuopt__ptrmap_put(&cfg->index, bb, i);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (!term) {
      char bname[128];
      gpuopt__block_str(bb, bname, sizeof bname);
      st = gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: block %s has no terminator", who, bname);
      goto fail;
    }
    unsigned ns = LLVMGetNumSuccessors(term);
    nedges += ns;
    cfg->g.succ_off[i + 1] = nedges;
    cfg->exits[i] = ns == 0;
  }
  cfg->g.succ = ANEW(a, uint32_t, nedges + 1);
  if (!cfg->g.succ) goto oom;
  for (i = 0; i < nb; i++) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(cfg->blocks[i]);
    unsigned ns = LLVMGetNumSuccessors(term);
    for (unsigned s = 0; s < ns; s++) {
      uintptr_t idx;
      if (!gpuopt__ptrmap_get(&cfg->index, LLVMGetSuccessor(term, s), &idx)) {
        st = gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: a successor lies outside the function", who);
        goto fail;
      }
      cfg->g.succ[cfg->g.succ_off[i] + s] = (uint32_t)idx;
    }
  }
  if (!fill_preds(a, &cfg->g)) goto oom;
  cfg->rpo = ANEW(a, uint32_t, nb);
  cfg->rpo_num = ANEW(a, uint32_t, nb);
  if (!cfg->rpo || !cfg->rpo_num) goto oom;
  cfg->nrpo = compute_rpo(a, &cfg->g, cfg->rpo, cfg->rpo_num);
  if (a->oom) goto oom;
  *out = cfg;
  return GPUOPT_OK;
oom:
  st = gpuopt__oom(ctx, who);
fail:
  gpuopt__cfg_free(cfg);
  return st;
}
