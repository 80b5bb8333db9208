/* SESE regions and the program structure tree (sese.c). Internal. */
#ifndef GPUOPT_SESE_H
#define GPUOPT_SESE_H

#include "core/ir.h"

/* A region: control enters only at `entry` and leaves only to `exit` (not part of it). The root
 * (index 0) is the whole function: entry = the entry block, exit = GPUOPT_NONE. */
typedef struct gpuopt_sese_region {
  uint32_t entry, exit;
  uint32_t parent;                     /* GPUOPT_NONE for the root */
  uint32_t first_child, next_sibling;  /* children in dominator pre-order of their entries */
  uint32_t nblocks, depth;
} gpuopt_sese_region;

typedef struct gpuopt_pst {
  gpuopt_arena arena;
  const gpuopt_cfg *cfg;
  const gpuopt_domtree *dom;
  gpuopt_sese_region *regions;
  uint32_t nregions;
  uint32_t *innermost;  /* block -> smallest region holding it; GPUOPT_NONE if unreachable */
} gpuopt_pst;

gpuopt_status gpuopt__pst_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, const gpuopt_domtree *dom,
                                const gpuopt_postdom *pdom, const gpuopt_frontier *df, gpuopt_pst **out);
void gpuopt__pst_free(gpuopt_pst *p);
/* Whether region r holds block b. */
int gpuopt__pst_contains(const gpuopt_pst *p, uint32_t r, uint32_t b);
/* Whether (entry, exit) is a SESE region of the function (any pair of blocks, canonical or not: two
 * consecutive regions together are one). Requires dominator tree and dominance frontiers. */
int gpuopt__sese_is_region(const gpuopt_cfg *cfg, const gpuopt_domtree *dom, const gpuopt_frontier *df,
                           uint32_t entry, uint32_t exit);

#endif
