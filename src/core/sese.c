/* SESE regions and the program structure tree (DawnCC §5.1; Johnson, Pearson, Pingali 1994 for the
 * tree, the region test of LLVM's RegionInfo).
 *
 * A region (entry, exit) is a set of blocks that control enters only through `entry` and leaves only
 * to `exit` (which is not part of it): entry dominates every block of it, exit post-dominates them.
 * With dominance frontiers the test needs no walk over the blocks (is_region below):
 *  - if entry does not dominate exit (exit heads a loop around entry), DF(entry) may hold only entry
 *    and exit;
 *  - otherwise every block in DF(entry) other than entry/exit must also be in DF(exit), with no
 *    predecessor that entry dominates and exit does not (no edge leaves the region elsewhere), and
 *    no block in DF(exit) other than exit may be properly dominated by entry (no edge enters it).
 * Regions with one entry are found by walking up the post-dominator tree from the entry (only a
 * post-dominator can close a region), stopping where entry stops dominating; the regions found on one
 * walk nest, each in the next. A block belongs to region R when entry(R) dominates it and, if entry
 * dominates exit, exit does not. The tree: the whole function is the root; each region's parent is
 * the smallest other region containing its entry and its exit (or with the same exit). Regions of
 * one block (entry's only successor is exit and nothing else enters) are kept: a loop body or a
 * straight-line statement is often one.
 * In functions of more than 256 blocks each entry keeps its 8 nearest exits only (a chain of n blocks
 * has n^2/2 regions; the tree costs regions x blocks).
 * Requires: cfg, dominator and post-dominator trees, dominance frontiers. Preserves everything. */
#include <stdlib.h>
#include <string.h>

#include "core/sese.h"

void gpuopt__pst_free(gpuopt_pst *p) {
  if (!p) return;
  gpuopt__arena_free(&p->arena);
  free(p);
}

static int in_frontier(const gpuopt_frontier *df, uint32_t b, uint32_t x) {
  uint32_t lo = df->off[b], hi = df->off[b + 1];
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (df->nodes[mid] == x) return 1;
    if (df->nodes[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return 0;
}

static int properly_dominates(const gpuopt_domtree *t, uint32_t a, uint32_t b) {
  return a != b && gpuopt__dominates(t, a, b);
}

int gpuopt__sese_is_region(const gpuopt_cfg *cfg, const gpuopt_domtree *dom, const gpuopt_frontier *df,
                           uint32_t entry, uint32_t exit) {
  const gpuopt_graph *g = &cfg->g;
  if (entry >= g->n || exit >= g->n || dom->pre[entry] == GPUOPT_NONE || dom->pre[exit] == GPUOPT_NONE) return 0;
  if (!gpuopt__dominates(dom, entry, exit)) {
    for (uint32_t k = df->off[entry]; k < df->off[entry + 1]; k++)
      if (df->nodes[k] != exit && df->nodes[k] != entry) return 0;
    return 1;
  }
  for (uint32_t k = df->off[entry]; k < df->off[entry + 1]; k++) {
    uint32_t s = df->nodes[k];
    if (s == exit || s == entry) continue;
    if (!in_frontier(df, exit, s)) return 0;
    CFG_PREDS(g, s, p) {
      if (gpuopt__dominates(dom, entry, *p) && !gpuopt__dominates(dom, exit, *p)) return 0;
    }
  }
  for (uint32_t k = df->off[exit]; k < df->off[exit + 1]; k++) {
    uint32_t s = df->nodes[k];
    if (properly_dominates(dom, entry, s) && s != exit) return 0;
  }
  return 1;
}

int gpuopt__pst_contains(const gpuopt_pst *p, uint32_t r, uint32_t b) {
  const gpuopt_sese_region *R = &p->regions[r];
  if (p->dom->pre[b] == GPUOPT_NONE) return 0;
  if (R->exit == GPUOPT_NONE) return 1;
  if (!gpuopt__dominates(p->dom, R->entry, b)) return 0;
  return !(gpuopt__dominates(p->dom, R->exit, b) && gpuopt__dominates(p->dom, R->entry, R->exit));
}

/* R(a) inside R(b): b contains a's entry, and a's exit is b's or inside b. */
static int region_within(const gpuopt_pst *p, uint32_t a, uint32_t b) {
  const gpuopt_sese_region *A = &p->regions[a], *B = &p->regions[b];
  if (B->exit == GPUOPT_NONE) return 1;
  if (A->exit == GPUOPT_NONE) return 0;
  if (!gpuopt__pst_contains(p, b, A->entry)) return 0;
  return A->exit == B->exit || gpuopt__pst_contains(p, b, A->exit);
}

static int cmp_size_desc(const void *x, const void *y, const gpuopt_pst *p) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  if (p->regions[a].nblocks != p->regions[b].nblocks) return p->regions[a].nblocks > p->regions[b].nblocks ? -1 : 1;
  return a < b ? -1 : a > b;
}

gpuopt_status gpuopt__pst_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, const gpuopt_domtree *dom,
                                const gpuopt_postdom *pdom, const gpuopt_frontier *df, gpuopt_pst **out) {
  static const char who[] = "gpuopt_pst";
  *out = NULL;
  gpuopt_pst *p = calloc(1, sizeof *p);
  if (!p) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&p->arena);
  p->cfg = cfg;
  p->dom = dom;
  uint32_t n = cfg->g.n;
  VEC(gpuopt_sese_region) regs = {0};
  uint32_t *order = NULL;
  if (!VEC_PUSH(&regs, ((gpuopt_sese_region){0, GPUOPT_NONE, GPUOPT_NONE, GPUOPT_NONE, GPUOPT_NONE, 0, 0})))
    goto oom;
  /* A chain of n blocks has n^2/2 regions (every pair), and the tree costs regions x blocks: in
   * large functions (over PST_LARGE blocks) each entry keeps only its PST_PER_ENTRY nearest exits,
   * so the tree stays O(n) regions; smaller functions keep every region. */
  enum { PST_LARGE = 256, PST_PER_ENTRY = 8 };
  uint32_t per_entry = n > PST_LARGE ? PST_PER_ENTRY : UINT32_MAX;
  /* entries in dominator-tree pre-order so that nested discoveries are deterministic */
  for (uint32_t k = 0; k < dom->npre; k++) {
    uint32_t entry = dom->preorder[k];
    uint32_t x = pdom->tree->idom[entry], found = 0;
    while (x != GPUOPT_NONE && x != pdom->exit && found < per_entry) {
      if (gpuopt__sese_is_region(cfg, dom, df, entry, x)) {
        gpuopt_sese_region r = {entry, x, GPUOPT_NONE, GPUOPT_NONE, GPUOPT_NONE, 0, 0};
        if (!VEC_PUSH(&regs, r)) goto oom;
        found++;
      }
      if (!gpuopt__dominates(dom, entry, x)) break;
      x = pdom->tree->idom[x];
    }
  }
  p->nregions = (uint32_t)regs.len;
  p->regions = ANEW(&p->arena, gpuopt_sese_region, regs.len);
  p->innermost = ANEW(&p->arena, uint32_t, n + 1);
  order = malloc(sizeof *order * regs.len);
  if (p->arena.oom || !order) goto oom;
  memcpy(p->regions, regs.data, sizeof *regs.data * regs.len);
  VEC_FREE(&regs);
  for (uint32_t r = 0; r < p->nregions; r++) {
    uint32_t c = 0;
    for (uint32_t b = 0; b < n; b++) c += (uint32_t)gpuopt__pst_contains(p, r, b);
    p->regions[r].nblocks = c;
    order[r] = r;
  }
  /* insertion sort by decreasing size (qsort has no context argument in C11) */
  for (uint32_t i = 1; i < p->nregions; i++) {
    uint32_t v = order[i], j = i;
    while (j > 0 && cmp_size_desc(&order[j - 1], &v, p) > 0) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = v;
  }
  /* parent: the smallest region, earlier in the order (larger or equal), that contains it */
  for (uint32_t i = 1; i < p->nregions; i++) {
    uint32_t r = order[i], parent = 0;
    for (uint32_t j = i; j-- > 0;) {
      uint32_t q = order[j];
      if (q != r && region_within(p, r, q)) {
        parent = q;
        break;
      }
    }
    p->regions[r].parent = parent;
  }
  for (uint32_t i = p->nregions; i-- > 1;) {
    uint32_t r = order[i], par = p->regions[r].parent;
    p->regions[r].next_sibling = p->regions[par].first_child;
    p->regions[par].first_child = r;
  }
  for (uint32_t i = 1; i < p->nregions; i++) {
    uint32_t r = order[i];
    p->regions[r].depth = p->regions[p->regions[r].parent].depth + 1;
  }
  /* innermost region of each block: the deepest one containing it (regions in decreasing size) */
  for (uint32_t b = 0; b < n; b++) p->innermost[b] = dom->pre[b] == GPUOPT_NONE ? GPUOPT_NONE : 0;
  for (uint32_t i = 1; i < p->nregions; i++) {
    uint32_t r = order[i];
    for (uint32_t b = 0; b < n; b++)
      if (gpuopt__pst_contains(p, r, b) && p->regions[r].depth >= p->regions[p->innermost[b]].depth)
        p->innermost[b] = r;
  }
  free(order);
  *out = p;
  return GPUOPT_OK;
oom:
  VEC_FREE(&regs);
  free(order);
  gpuopt__pst_free(p);
  return gpuopt__oom(ctx, who);
}
