/* The public view of the core layer's CFG facts (gpuopt/cfg.h): a snapshot that owns its CFG,
 * dominator tree, post-dominator tree and loops, independent of the context's cache. */
#include <stdlib.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "gpuopt/cfg.h"

struct gpuopt_cfg_info {
  gpuopt_cfg *cfg;
  gpuopt_domtree *dom;
  gpuopt_postdom *pdom;
  gpuopt_loops *loops;
};

void gpuopt_cfg_free(gpuopt_cfg_info *info) {
  if (!info) return;
  gpuopt__loops_free(info->loops);
  gpuopt__postdom_free(info->pdom);
  gpuopt__domtree_free(info->dom);
  gpuopt__cfg_free(info->cfg);
  free(info);
}

gpuopt_status gpuopt_cfg_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_cfg_info **out) {
  if (!ctx || !fn || !out) return ctx ? gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_cfg_analyze: NULL argument") : GPUOPT_EINVAL;
  *out = NULL;
  gpuopt_cfg_info *info = calloc(1, sizeof *info);
  if (!info) return gpuopt__oom(ctx, "gpuopt_cfg_analyze");
  gpuopt_status st;
  if ((st = gpuopt__cfg_build(ctx, fn, &info->cfg)) || (st = gpuopt__domtree_build(ctx, &info->cfg->g, &info->dom)) ||
      (st = gpuopt__postdom_build(ctx, info->cfg, &info->pdom)) ||
      (st = gpuopt__loops_build(ctx, info->cfg, info->dom, &info->loops))) {
    gpuopt_cfg_free(info);
    return st;
  }
  *out = info;
  return GPUOPT_OK;
}

size_t gpuopt_cfg_num_blocks(const gpuopt_cfg_info *info) { return info->cfg->g.n; }

LLVMBasicBlockRef gpuopt_cfg_block(const gpuopt_cfg_info *info, size_t b) {
  return b < info->cfg->g.n ? info->cfg->blocks[b] : NULL;
}

size_t gpuopt_cfg_block_index(const gpuopt_cfg_info *info, LLVMBasicBlockRef bb) {
  uint32_t b = gpuopt__cfg_block(info->cfg, bb);
  return b == GPUOPT_NONE ? GPUOPT_NO_BLOCK : b;
}

static size_t node(uint32_t x) { return x == GPUOPT_NONE ? GPUOPT_NO_BLOCK : x; }

int gpuopt_cfg_reachable(const gpuopt_cfg_info *info, size_t b) {
  return b < info->cfg->g.n && info->cfg->rpo_num[b] != GPUOPT_NONE;
}

size_t gpuopt_cfg_idom(const gpuopt_cfg_info *info, size_t b) {
  return b < info->cfg->g.n ? node(info->dom->idom[b]) : GPUOPT_NO_BLOCK;
}

size_t gpuopt_cfg_ipdom(const gpuopt_cfg_info *info, size_t b) {
  if (b >= info->cfg->g.n) return GPUOPT_NO_BLOCK;
  uint32_t p = info->pdom->tree->idom[b];
  return p == info->pdom->exit ? GPUOPT_NO_BLOCK : node(p);
}

int gpuopt_cfg_dominates(const gpuopt_cfg_info *info, size_t a, size_t b) {
  size_t n = info->cfg->g.n;
  return a < n && b < n && gpuopt__dominates(info->dom, (uint32_t)a, (uint32_t)b);
}

int gpuopt_cfg_postdominates(const gpuopt_cfg_info *info, size_t a, size_t b) {
  size_t n = info->cfg->g.n;
  return a < n && b < n && gpuopt__dominates(info->pdom->tree, (uint32_t)a, (uint32_t)b);
}

unsigned gpuopt_cfg_loop_depth(const gpuopt_cfg_info *info, size_t b) {
  if (b >= info->cfg->g.n) return 0;
  uint32_t l = info->loops->innermost[b];
  return l == GPUOPT_NONE ? 0 : info->loops->loops[l].depth;
}

size_t gpuopt_cfg_loop_header(const gpuopt_cfg_info *info, size_t b) {
  if (b >= info->cfg->g.n) return GPUOPT_NO_BLOCK;
  uint32_t l = info->loops->innermost[b];
  return l == GPUOPT_NONE ? GPUOPT_NO_BLOCK : info->loops->loops[l].header;
}

int gpuopt_cfg_irreducible(const gpuopt_cfg_info *info, size_t b) {
  return b < info->cfg->g.n && info->loops->irreducible[b];
}

size_t gpuopt_cfg_num_loops(const gpuopt_cfg_info *info) { return info->loops->nloops; }
size_t gpuopt_cfg_num_irreducible(const gpuopt_cfg_info *info) { return info->loops->nirreducible; }
