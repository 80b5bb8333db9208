/* The per-function analysis cache (Mesa NIR's metadata, on LLVM functions): require() computes
 * what is missing in dependency order; invalidate() keeps what a transform says it preserved.
 * Facts that depend on a dropped fact are dropped with it. */
#include <stdlib.h>

#include "core/ctx.h"
#include "core/ir.h"

static void drop(gpuopt_fninfo *fi, unsigned keep) {
  /* dependencies: everything needs CFG; DF needs DOM; PDF needs PDOM; LOOPS needs DOM */
  if (!(keep & GPUOPT_META_CFG)) keep = 0;
  if (!(keep & GPUOPT_META_DOM)) keep &= ~(unsigned)(GPUOPT_META_DF | GPUOPT_META_LOOPS);
  if (!(keep & GPUOPT_META_PDOM)) keep &= ~(unsigned)GPUOPT_META_PDF;
  keep &= fi->valid;
  if (!(keep & GPUOPT_META_NUMBERING)) gpuopt__numbering_free(fi->num), fi->num = NULL;
  if (!(keep & GPUOPT_META_LOOPS)) gpuopt__loops_free(fi->loops), fi->loops = NULL;
  if (!(keep & GPUOPT_META_PDF)) gpuopt__frontier_free(fi->pdf), fi->pdf = NULL;
  if (!(keep & GPUOPT_META_DF)) gpuopt__frontier_free(fi->df), fi->df = NULL;
  if (!(keep & GPUOPT_META_PDOM)) gpuopt__postdom_free(fi->pdom), fi->pdom = NULL;
  if (!(keep & GPUOPT_META_DOM)) gpuopt__domtree_free(fi->dom), fi->dom = NULL;
  if (!(keep & GPUOPT_META_CFG)) gpuopt__cfg_free(fi->cfg), fi->cfg = NULL;
  fi->valid = keep;
}

gpuopt_status gpuopt__require(gpuopt_ctx *ctx, LLVMValueRef fn, unsigned mask, gpuopt_fninfo **out) {
  uintptr_t v;
  gpuopt_fninfo *fi;
  gpuopt_status st;
  if (gpuopt__ptrmap_get(&ctx->fcache, fn, &v)) {
    fi = (gpuopt_fninfo *)v;
  } else {
    fi = calloc(1, sizeof *fi);
    if (!fi || !gpuopt__ptrmap_put(&ctx->fcache, fn, (uintptr_t)fi)) {
      free(fi);
      return gpuopt__oom(ctx, "gpuopt_require");
    }
    fi->fn = fn;
    ctx->release_fcache = gpuopt__invalidate_all;
  }
  *out = fi;
  if (mask & (GPUOPT_META_DF | GPUOPT_META_LOOPS)) mask |= GPUOPT_META_DOM;
  if (mask & GPUOPT_META_PDF) mask |= GPUOPT_META_PDOM;
  if (mask) mask |= GPUOPT_META_CFG;
  if ((mask & GPUOPT_META_CFG) && !(fi->valid & GPUOPT_META_CFG)) {
    if ((st = gpuopt__cfg_build(ctx, fn, &fi->cfg))) return st;
    fi->valid |= GPUOPT_META_CFG;
  }
  if ((mask & GPUOPT_META_DOM) && !(fi->valid & GPUOPT_META_DOM)) {
    if ((st = gpuopt__domtree_build(ctx, &fi->cfg->g, &fi->dom))) return st;
    fi->valid |= GPUOPT_META_DOM;
  }
  if ((mask & GPUOPT_META_PDOM) && !(fi->valid & GPUOPT_META_PDOM)) {
    if ((st = gpuopt__postdom_build(ctx, fi->cfg, &fi->pdom))) return st;
    fi->valid |= GPUOPT_META_PDOM;
  }
  if ((mask & GPUOPT_META_DF) && !(fi->valid & GPUOPT_META_DF)) {
    if ((st = gpuopt__frontier_build(ctx, &fi->cfg->g, fi->dom, &fi->df))) return st;
    fi->valid |= GPUOPT_META_DF;
  }
  if ((mask & GPUOPT_META_PDF) && !(fi->valid & GPUOPT_META_PDF)) {
    if ((st = gpuopt__frontier_build(ctx, &fi->pdom->rg, fi->pdom->tree, &fi->pdf))) return st;
    fi->valid |= GPUOPT_META_PDF;
  }
  if ((mask & GPUOPT_META_LOOPS) && !(fi->valid & GPUOPT_META_LOOPS)) {
    if ((st = gpuopt__loops_build(ctx, fi->cfg, fi->dom, &fi->loops))) return st;
    fi->valid |= GPUOPT_META_LOOPS;
  }
  if ((mask & GPUOPT_META_NUMBERING) && !(fi->valid & GPUOPT_META_NUMBERING)) {
    if ((st = gpuopt__numbering_build(ctx, fi->cfg, &fi->num))) return st;
    fi->valid |= GPUOPT_META_NUMBERING;
  }
  return GPUOPT_OK;
}

void gpuopt__invalidate(gpuopt_ctx *ctx, LLVMValueRef fn, unsigned preserved) {
  uintptr_t v;
  if (gpuopt__ptrmap_get(&ctx->fcache, fn, &v)) drop((gpuopt_fninfo *)v, preserved);
}

void gpuopt__invalidate_all(gpuopt_ctx *ctx) {
  gpuopt_ptrmap *m = &ctx->fcache;
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i]) continue;
    gpuopt_fninfo *fi = (gpuopt_fninfo *)m->vals[i];
    drop(fi, 0);
    free(fi);
  }
  gpuopt__ptrmap_free(m);
}

unsigned gpuopt__valid(gpuopt_ctx *ctx, LLVMValueRef fn) {
  uintptr_t v;
  return gpuopt__ptrmap_get(&ctx->fcache, fn, &v) ? ((gpuopt_fninfo *)v)->valid : 0;
}
