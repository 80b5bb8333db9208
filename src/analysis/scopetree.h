/* The source scope tree of a function, from its debug info (scopetree.c). Internal. */
#ifndef GPUOPT_SCOPETREE_H
#define GPUOPT_SCOPETREE_H

#include <llvm-c/Core.h>
#include "core/core.h"

/* A source position; line 0 means unknown. Ordered by line, then column. */
typedef struct gpuopt_srcpos {
  uint32_t line, col;
} gpuopt_srcpos;

static inline int gpuopt__srcpos_cmp(gpuopt_srcpos a, gpuopt_srcpos b) {
  if (a.line != b.line) return a.line < b.line ? -1 : 1;
  return a.col < b.col ? -1 : a.col > b.col;
}

enum {
  GPUOPT_SCOPE_FUNCTION, /* the DISubprogram: the root */
  GPUOPT_SCOPE_BLOCK,    /* a DILexicalBlock: a compound statement, or the scope clang opens for a
                            for/while/if/switch statement */
  GPUOPT_SCOPE_LOOP      /* a loop's extent from its llvm.loop start and end locations */
};

typedef struct gpuopt_scope_node {
  int kind;
  gpuopt_srcpos start, end;  /* end: exact for loops; for blocks the furthest position known inside */
  uint32_t parent, first_child, next_sibling, depth;
  LLVMMetadataRef md;        /* the DIScope (function, block) */
  LLVMValueRef latch;        /* loops: a terminator that carries the llvm.loop metadata */
} gpuopt_scope_node;

typedef struct gpuopt_scopetree {
  gpuopt_arena arena;
  gpuopt_scope_node *nodes;  /* node 0 is the function */
  uint32_t n;
} gpuopt_scopetree;

/* Build the tree for fn. Without debug info (no DISubprogram or no locations) *out is a tree with
 * n == 0: callers then do no fusion (DawnCC §5.2). */
gpuopt_status gpuopt__scopetree_build(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_scopetree **out);
void gpuopt__scopetree_free(gpuopt_scopetree *t);
/* Whether a block of source text [start, end] keeps the tree's balanced parentheses: every node
 * either lies wholly inside it, wholly contains it, or is disjoint from it. */
int gpuopt__scopetree_balanced(const gpuopt_scopetree *t, gpuopt_srcpos start, gpuopt_srcpos end);
/* The innermost node whose extent contains [start, end] (0 if none but the function). */
uint32_t gpuopt__scopetree_enclosing(const gpuopt_scopetree *t, gpuopt_srcpos start, gpuopt_srcpos end);
/* The loop node whose latch terminator is term, GPUOPT_NONE if none. */
uint32_t gpuopt__scopetree_loop(const gpuopt_scopetree *t, LLVMValueRef term);
/* Line and column of an instruction's debug location ({0, 0} if none). */
gpuopt_srcpos gpuopt__inst_srcpos(LLVMValueRef inst);
/* Line and column of a DIScope (lexical block, subprogram: its line), from its printed form. */
gpuopt_srcpos gpuopt__discope_pos(LLVMContextRef c, LLVMMetadataRef s);
/* The llvm.loop start and end locations on a loop latch terminator; 0 if it has none. */
int gpuopt__loop_srcrange(LLVMValueRef term, gpuopt_srcpos *start, gpuopt_srcpos *end);

#endif
