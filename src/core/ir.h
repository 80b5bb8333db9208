/* Core IR infrastructure: CFG views, dominator and post-dominator trees, dominance frontiers,
 * natural loops, instruction numbering, and the per-function analysis cache. Internal. */
#ifndef GPUOPT_IR_H
#define GPUOPT_IR_H

#include "core/core.h"

/* A graph in compressed form: successors and predecessors of node i are
 * succ[succ_off[i] .. succ_off[i+1]) and pred[pred_off[i] .. pred_off[i+1]). */
typedef struct gpuopt_graph {
  uint32_t n, entry;
  uint32_t *succ_off, *succ;
  uint32_t *pred_off, *pred;
} gpuopt_graph;

/* CFG view of a function (cfg.c). Blocks are numbered in layout order, block 0 is the entry.
 * Parallel edges (a switch with two cases to one block) are kept, as LLVM counts them. */
typedef struct gpuopt_cfg {
  gpuopt_arena arena;
  LLVMValueRef fn;
  gpuopt_graph g;
  LLVMBasicBlockRef *blocks;
  gpuopt_ptrmap index;     /* LLVMBasicBlockRef -> block number */
  uint32_t *rpo, nrpo;     /* reachable blocks in reverse post-order */
  uint32_t *rpo_num;       /* block -> position in rpo, GPUOPT_NONE if unreachable */
  uint8_t *exits;          /* block ends in ret/unreachable/resume (no successors) */
} gpuopt_cfg;

gpuopt_status gpuopt__cfg_build(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_cfg **out);
void gpuopt__cfg_free(gpuopt_cfg *cfg);
static inline uint32_t gpuopt__cfg_block(const gpuopt_cfg *cfg, LLVMBasicBlockRef bb) {
  return (uint32_t)gpuopt__ptrmap_get_or(&cfg->index, bb, GPUOPT_NONE);
}
#define CFG_SUCCS(g, b, it) \
  for (const uint32_t *it = (g)->succ + (g)->succ_off[b]; it < (g)->succ + (g)->succ_off[(b) + 1]; it++)
#define CFG_PREDS(g, b, it) \
  for (const uint32_t *it = (g)->pred + (g)->pred_off[b]; it < (g)->pred + (g)->pred_off[(b) + 1]; it++)

/* Strongly connected components (scc.c), Tarjan: comp[x] numbered in reverse topological order of
 * the condensation (component 0 is a sink); only nodes with in[x] (all if in is NULL); returns the
 * count (0 on out of memory with a->oom set). */
uint32_t gpuopt__scc(gpuopt_arena *a, const gpuopt_graph *g, const uint8_t *in, uint32_t *comp);

/* Dominator tree of a graph (domtree.c): Cooper, Harvey, Kennedy, "A Simple, Fast Dominance
 * Algorithm" (2001), then a DFS numbering of the tree for O(1) dominance queries. */
typedef struct gpuopt_domtree {
  gpuopt_arena arena;
  uint32_t n, root;
  uint32_t *idom;            /* GPUOPT_NONE for the root and nodes not reached */
  uint32_t *pre, *post;      /* DFS interval in the tree */
  uint32_t *child_off, *child;
  uint32_t *preorder, npre;  /* tree nodes in DFS pre-order */
} gpuopt_domtree;

gpuopt_status gpuopt__domtree_build(gpuopt_ctx *ctx, const gpuopt_graph *g, gpuopt_domtree **out);
void gpuopt__domtree_free(gpuopt_domtree *t);
static inline int gpuopt__dominates(const gpuopt_domtree *t, uint32_t a, uint32_t b) {
  if (a == b) return 1;
  if (t->pre[a] == GPUOPT_NONE || t->pre[b] == GPUOPT_NONE) return 0;
  return t->pre[a] <= t->pre[b] && t->post[b] <= t->post[a];
}
/* Nearest common dominator (GPUOPT_NONE if a or b is not in the tree). */
uint32_t gpuopt__domtree_ncd(const gpuopt_domtree *t, uint32_t a, uint32_t b);

/* Post-dominators (postdom.c): the reversed CFG plus a virtual exit node numbered cfg->g.n, with
 * an edge from every block without successors and, for each region that cannot reach one (an
 * infinite loop), from one of its blocks, so that every block is post-dominated by the exit. */
typedef struct gpuopt_postdom {
  gpuopt_arena arena;
  gpuopt_graph rg;          /* reversed CFG with the virtual exit as entry */
  gpuopt_domtree *tree;     /* over rg; idom of a block == cfg->g.n means the virtual exit */
  uint32_t exit;            /* == cfg->g.n */
} gpuopt_postdom;

gpuopt_status gpuopt__postdom_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, gpuopt_postdom **out);
/* The same over the CFG without its edges into the blocks with drop_into[b] set (e.g. blocks ending
 * in `unreachable`, which no execution may enter): the reconvergence points of a SIMT machine. */
gpuopt_status gpuopt__postdom_build_pruned(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, const uint8_t *drop_into,
                                           gpuopt_postdom **out);
void gpuopt__postdom_free(gpuopt_postdom *pd);

/* Dominance frontiers (frontier.c), Cooper-Harvey-Kennedy's join-point walk. For the post-dominator
 * tree over the reversed graph this gives control dependence: b is control dependent on the blocks
 * in pdf(b). */
typedef struct gpuopt_frontier {
  gpuopt_arena arena;
  uint32_t n;
  uint32_t *off, *nodes;  /* frontier of i: nodes[off[i] .. off[i+1]), sorted, no duplicates */
} gpuopt_frontier;

gpuopt_status gpuopt__frontier_build(gpuopt_ctx *ctx, const gpuopt_graph *g,
                                     const gpuopt_domtree *t, gpuopt_frontier **out);
void gpuopt__frontier_free(gpuopt_frontier *f);

/* Natural loops (loops.c): back edges u->h with h dominating u; loops with one header merged;
 * nesting by containment. Irreducible cycles (a retreating edge whose target does not dominate its
 * source) are detected and their blocks marked, never mistaken for natural loops. */
typedef struct gpuopt_loop {
  uint32_t header, parent, depth;   /* parent: GPUOPT_NONE for outermost */
  uint32_t *blocks, nblocks;        /* sorted block numbers, header included */
  uint32_t *latches, nlatches;
  uint32_t *exiting, nexiting;      /* blocks in the loop with a successor outside */
  uint32_t *exits, nexits;          /* successors outside the loop, no duplicates */
  uint32_t preheader;               /* GPUOPT_NONE if none */
} gpuopt_loop;

typedef struct gpuopt_loops {
  gpuopt_arena arena;
  gpuopt_loop *loops;
  uint32_t nloops;
  uint32_t *innermost;   /* block -> loop index, GPUOPT_NONE outside loops */
  uint8_t *irreducible;  /* block lies on an irreducible cycle */
  uint32_t nirreducible; /* irreducible cycles found */
} gpuopt_loops;

gpuopt_status gpuopt__loops_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, const gpuopt_domtree *dom,
                                  gpuopt_loops **out);
void gpuopt__loops_free(gpuopt_loops *l);
static inline int gpuopt__loop_contains(const gpuopt_loops *l, uint32_t loop, uint32_t b) {
  for (uint32_t x = l->innermost[b]; x != GPUOPT_NONE; x = l->loops[x].parent)
    if (x == loop) return 1;
  return 0;
}

/* Instruction numbering (numbering.c): dense ids in layout order, so within one block a lower id
 * comes first. */
typedef struct gpuopt_numbering {
  gpuopt_arena arena;
  uint32_t ninst;
  LLVMValueRef *insts;     /* id -> instruction */
  uint32_t *block_of;      /* id -> block number */
  gpuopt_ptrmap id;        /* instruction -> id */
} gpuopt_numbering;

gpuopt_status gpuopt__numbering_build(gpuopt_ctx *ctx, const gpuopt_cfg *cfg, gpuopt_numbering **out);
void gpuopt__numbering_free(gpuopt_numbering *n);
static inline uint32_t gpuopt__inst_id(const gpuopt_numbering *n, LLVMValueRef inst) {
  return (uint32_t)gpuopt__ptrmap_get_or(&n->id, inst, GPUOPT_NONE);
}

/* Instruction-level dominance (numbering.c): a dominates b when a's block strictly dominates b's, or
 * both are in one block and a comes first (a == b dominates). A phi's use is not special-cased:
 * callers asking about a use in a phi pass the incoming block's terminator as b. Requires numbering
 * and dominator tree of one function. */
int gpuopt__inst_dominates(const gpuopt_numbering *num, const gpuopt_domtree *dom, LLVMValueRef a, LLVMValueRef b);

/* The per-function analysis cache (fcache.c), kept in the context, in the manner of Mesa NIR's
 * metadata: a bitmask of what is valid; require computes what is missing; a transform declares what
 * it preserves and everything else is dropped. The cache is cleared at the start of every public
 * entry point, since the caller may have changed the IR in between. */
enum {
  GPUOPT_META_CFG = 1u << 0,
  GPUOPT_META_DOM = 1u << 1,
  GPUOPT_META_PDOM = 1u << 2,
  GPUOPT_META_DF = 1u << 3,
  GPUOPT_META_PDF = 1u << 4,
  GPUOPT_META_LOOPS = 1u << 5,
  GPUOPT_META_NUMBERING = 1u << 6,
  GPUOPT_META_ALL = 0x7f,
  /* What a transform that only changes instructions, never blocks or edges, preserves. */
  GPUOPT_META_CONTROL_FLOW = GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_PDOM | GPUOPT_META_DF |
                             GPUOPT_META_PDF | GPUOPT_META_LOOPS
};

typedef struct gpuopt_fninfo {
  LLVMValueRef fn;
  unsigned valid;
  gpuopt_cfg *cfg;
  gpuopt_domtree *dom;
  gpuopt_postdom *pdom;
  gpuopt_frontier *df, *pdf;
  gpuopt_loops *loops;
  gpuopt_numbering *num;
} gpuopt_fninfo;

/* Make the facts in mask valid for fn and return them in *out (owned by the context). */
gpuopt_status gpuopt__require(gpuopt_ctx *ctx, LLVMValueRef fn, unsigned mask, gpuopt_fninfo **out);
/* Drop everything about fn except what preserved names. */
void gpuopt__invalidate(gpuopt_ctx *ctx, LLVMValueRef fn, unsigned preserved);
/* Drop every cached fact. */
void gpuopt__invalidate_all(gpuopt_ctx *ctx);
/* Facts currently valid for fn (0 when nothing is cached). */
unsigned gpuopt__valid(gpuopt_ctx *ctx, LLVMValueRef fn);

#endif
