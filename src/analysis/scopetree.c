/* The source scope tree (DawnCC §5.2, "Ensuring safety with scope trees"), built from debug info
 * instead of a C parser.
 *
 * Nodes are the function, every lexical block that some instruction's location lies in (clang opens
 * one for each compound statement and for each for/while/if/switch statement, at its first
 * character), and every loop with `llvm.loop` start and end locations (the loop statement's exact
 * extent). A block's end is not in the debug info: it is the furthest position known inside it, the
 * maximum over the locations of its instructions and the ends of the loops that start in it or in
 * its descendants. That end never lies past the true one and covers every loop inside, which is what
 * the balanced-parentheses test needs: a block of text from the start of one loop to the end of a
 * later one crosses a statement boundary exactly when some node partially overlaps it.
 * The tree is the nesting of the extents: sort by (start ascending, end descending) and keep a stack.
 * Without a DISubprogram there is no tree (n == 0).
 * Requires: nothing but the function. Preserves everything (reads only). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "analysis/scopetree.h"
#include "core/ir.h"

void gpuopt__scopetree_free(gpuopt_scopetree *t) {
  if (!t) return;
  gpuopt__arena_free(&t->arena);
  free(t);
}

gpuopt_srcpos gpuopt__inst_srcpos(LLVMValueRef inst) {
  gpuopt_srcpos p = {0, 0};
  if (!inst || !LLVMIsAInstruction(inst)) return p;
  LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
  if (!loc || LLVMGetMetadataKind(loc) != LLVMDILocationMetadataKind) return p;
  p.line = LLVMDILocationGetLine(loc);
  p.col = LLVMDILocationGetColumn(loc);
  return p;
}

static LLVMValueRef loop_md(LLVMValueRef term) {
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(term));
  unsigned kind = LLVMGetMDKindIDInContext(c, "llvm.loop", 9);
  return LLVMGetMetadata(term, kind);
}

int gpuopt__loop_srcrange(LLVMValueRef term, gpuopt_srcpos *start, gpuopt_srcpos *end) {
  if (!term || !LLVMIsAInstruction(term) || !LLVMIsATerminatorInst(term) || !LLVMHasMetadata(term)) return 0;
  LLVMValueRef md = loop_md(term);
  if (!md) return 0;
  unsigned n = LLVMGetMDNodeNumOperands(md);
  if (n == 0 || n > 64) return 0;
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(md, ops);
  int found = 0;
  for (unsigned k = 1; k < n && found < 2; k++) {
    if (!ops[k]) continue;
    LLVMMetadataRef m = LLVMValueAsMetadata(ops[k]);
    if (!m || LLVMGetMetadataKind(m) != LLVMDILocationMetadataKind) continue;
    gpuopt_srcpos p = {LLVMDILocationGetLine(m), LLVMDILocationGetColumn(m)};
    if (found == 0) *start = p;
    else *end = p;
    found++;
  }
  if (found == 1) *end = *start;
  return found > 0;
}

/* The parent scope of a DI scope (operand 1 of DILexicalBlock/DILexicalBlockFile), NULL at the
 * subprogram. */
static LLVMMetadataRef parent_scope(LLVMContextRef c, LLVMMetadataRef s) {
  LLVMMetadataKind k = LLVMGetMetadataKind(s);
  if (k != LLVMDILexicalBlockMetadataKind && k != LLVMDILexicalBlockFileMetadataKind) return NULL;
  LLVMValueRef v = LLVMMetadataAsValue(c, s);
  unsigned n = LLVMGetMDNodeNumOperands(v);
  if (n < 2 || n > 8) return NULL;
  LLVMValueRef ops[8];
  LLVMGetMDNodeOperands(v, ops);
  return ops[1] ? LLVMValueAsMetadata(ops[1]) : NULL;
}

/* Line and column of a DILexicalBlock or DISubprogram, read from its printed form ("line: N",
 * "column: M"); LLVM-C has no getter for them. */
gpuopt_srcpos gpuopt__discope_pos(LLVMContextRef c, LLVMMetadataRef s) {
  gpuopt_srcpos p = {0, 0};
  char *str = LLVMPrintValueToString(LLVMMetadataAsValue(c, s));
  if (!str) return p;
  const char *l = strstr(str, "line: "), *col = strstr(str, "column: ");
  if (l) p.line = (uint32_t)strtoul(l + 6, NULL, 10);
  if (col) p.col = (uint32_t)strtoul(col + 8, NULL, 10);
  LLVMDisposeMessage(str);
  return p;
}

typedef struct build {
  gpuopt_arena *a;
  LLVMContextRef c;
  gpuopt_ptrmap index;  /* DIScope -> node + 1 */
  VEC(gpuopt_scope_node) nodes;
  LLVMMetadataRef sub;
} build;

/* Node of a DI scope, created (with its ancestors) on first sight; GPUOPT_NONE if it is not in
 * this function's subprogram or on out of memory. */
static uint32_t node_of(build *b, LLVMMetadataRef s, int depth) {
  uintptr_t v;
  if (gpuopt__ptrmap_get(&b->index, s, &v)) return (uint32_t)v - 1;
  if (depth > 4096) return GPUOPT_NONE;
  LLVMMetadataKind k = LLVMGetMetadataKind(s);
  if (k == LLVMDISubprogramMetadataKind) return s == b->sub ? 0 : GPUOPT_NONE;
  LLVMMetadataRef ps = parent_scope(b->c, s);
  if (!ps) return GPUOPT_NONE;
  uint32_t parent = node_of(b, ps, depth + 1);
  if (parent == GPUOPT_NONE) return GPUOPT_NONE;
  if (k == LLVMDILexicalBlockFileMetadataKind) { /* a file switch, not a scope of its own */
    if (!gpuopt__ptrmap_put(&b->index, s, parent + 1)) return GPUOPT_NONE;
    return parent;
  }
  gpuopt_scope_node n = {GPUOPT_SCOPE_BLOCK, gpuopt__discope_pos(b->c, s), {0, 0}, parent, GPUOPT_NONE, GPUOPT_NONE, 0, s, NULL};
  n.end = n.start;
  if (!VEC_PUSH(&b->nodes, n)) return GPUOPT_NONE;
  uint32_t id = (uint32_t)b->nodes.len - 1;
  if (!gpuopt__ptrmap_put(&b->index, s, id + 1)) return GPUOPT_NONE;
  return id;
}

static void extend(build *b, uint32_t node, gpuopt_srcpos p) {
  for (uint32_t x = node; x != GPUOPT_NONE; x = b->nodes.data[x].parent) {
    gpuopt_scope_node *n = &b->nodes.data[x];
    if (gpuopt__srcpos_cmp(p, n->end) > 0) n->end = p;
  }
}

static int cmp_nodes(const gpuopt_scope_node *x, const gpuopt_scope_node *y) {
  int c = gpuopt__srcpos_cmp(x->start, y->start);
  if (c) return c;
  c = gpuopt__srcpos_cmp(y->end, x->end);
  if (c) return c;
  return (x->kind > y->kind) - (x->kind < y->kind); /* function, block, then loop inside */
}

gpuopt_status gpuopt__scopetree_build(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_scopetree **out) {
  static const char who[] = "gpuopt_scopetree";
  *out = NULL;
  gpuopt_scopetree *t = calloc(1, sizeof *t);
  if (!t) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&t->arena);
  build b = {0};
  b.a = &t->arena;
  b.c = LLVMGetTypeContext(LLVMTypeOf(fn));
  gpuopt__ptrmap_init(&b.index);
  uint32_t *order = NULL, *stack = NULL, *remap = NULL;
  b.sub = LLVMGetSubprogram(fn);
  if (!b.sub || LLVMCountBasicBlocks(fn) == 0) goto done;
  gpuopt_scope_node root = {GPUOPT_SCOPE_FUNCTION, gpuopt__discope_pos(b.c, b.sub), {0, 0}, GPUOPT_NONE, GPUOPT_NONE,
                            GPUOPT_NONE, 0, b.sub, NULL};
  root.start.col = 0;
  root.end = root.start;
  if (!VEC_PUSH(&b.nodes, root) || !gpuopt__ptrmap_put(&b.index, b.sub, 1)) goto oom;
  /* loops are added after the blocks, as (owner block, node) pairs extended into their owners */
  VEC(uint32_t) loops = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);
      if (!loc || LLVMGetMetadataKind(loc) != LLVMDILocationMetadataKind || !LLVMDILocationGetLine(loc)) continue;
      LLVMMetadataRef s = LLVMDILocationGetScope(loc);
      uint32_t node = s ? node_of(&b, s, 0) : GPUOPT_NONE;
      if (node == GPUOPT_NONE) continue; /* inlined from elsewhere */
      gpuopt_srcpos p = {LLVMDILocationGetLine(loc), LLVMDILocationGetColumn(loc)};
      extend(&b, node, p);
      gpuopt_srcpos ls, le;
      if (LLVMIsATerminatorInst(i) && gpuopt__loop_srcrange(i, &ls, &le)) {
        gpuopt_scope_node ln = {GPUOPT_SCOPE_LOOP, ls, le, node, GPUOPT_NONE, GPUOPT_NONE, 0, NULL, i};
        if (!VEC_PUSH(&b.nodes, ln) || !VEC_PUSH(&loops, (uint32_t)b.nodes.len - 1)) {
          VEC_FREE(&loops);
          goto oom;
        }
      }
    }
  }
  /* a loop's owner is the innermost block whose start precedes it among the ancestors of the latch's
   * scope; extend the owner chain to the loop's end */
  for (size_t k = 0; k < loops.len; k++) {
    gpuopt_scope_node *ln = &b.nodes.data[loops.data[k]];
    uint32_t owner = ln->parent;
    while (owner != 0 && gpuopt__srcpos_cmp(b.nodes.data[owner].start, ln->start) > 0) owner = b.nodes.data[owner].parent;
    ln->parent = owner;
    extend(&b, owner, ln->end);
  }
  VEC_FREE(&loops);
  /* nesting by extents */
  uint32_t n = (uint32_t)b.nodes.len;
  order = malloc(sizeof *order * n);
  stack = malloc(sizeof *stack * n);
  remap = malloc(sizeof *remap * n);
  if (!order || !stack || !remap) goto oom;
  for (uint32_t k = 0; k < n; k++) order[k] = k;
  for (uint32_t k = 1; k < n; k++) { /* insertion sort: trees are small, and stable */
    uint32_t v = order[k], j = k;
    while (j > 1 && cmp_nodes(&b.nodes.data[order[j - 1]], &b.nodes.data[v]) > 0) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = v;
  }
  t->nodes = ANEW(&t->arena, gpuopt_scope_node, n);
  if (!t->nodes) goto oom;
  for (uint32_t k = 0; k < n; k++) remap[order[k]] = k;
  uint32_t sp = 0;
  for (uint32_t k = 0; k < n; k++) {
    gpuopt_scope_node nd = b.nodes.data[order[k]];
    nd.first_child = nd.next_sibling = GPUOPT_NONE;
    if (k == 0) {
      nd.parent = GPUOPT_NONE;
    } else {
      while (sp > 1 && gpuopt__srcpos_cmp(t->nodes[stack[sp - 1]].end, nd.start) < 0) sp--;
      nd.parent = stack[sp - 1];
      nd.depth = t->nodes[nd.parent].depth + 1;
    }
    t->nodes[k] = nd;
    stack[sp++] = k;
  }
  for (uint32_t k = n; k-- > 1;) {
    uint32_t p = t->nodes[k].parent;
    t->nodes[k].next_sibling = t->nodes[p].first_child;
    t->nodes[p].first_child = k;
  }
  t->n = n;
done:
  gpuopt__ptrmap_free(&b.index);
  VEC_FREE(&b.nodes);
  free(order);
  free(stack);
  free(remap);
  *out = t;
  return GPUOPT_OK;
oom:
  gpuopt__ptrmap_free(&b.index);
  VEC_FREE(&b.nodes);
  free(order);
  free(stack);
  free(remap);
  gpuopt__scopetree_free(t);
  return gpuopt__oom(ctx, who);
}

int gpuopt__scopetree_balanced(const gpuopt_scopetree *t, gpuopt_srcpos start, gpuopt_srcpos end) {
  for (uint32_t k = 1; k < t->n; k++) {
    const gpuopt_scope_node *nd = &t->nodes[k];
    int before = gpuopt__srcpos_cmp(nd->end, start) < 0, after = gpuopt__srcpos_cmp(nd->start, end) > 0;
    int contains = gpuopt__srcpos_cmp(nd->start, start) <= 0 && gpuopt__srcpos_cmp(nd->end, end) >= 0;
    int inside = gpuopt__srcpos_cmp(nd->start, start) >= 0 && gpuopt__srcpos_cmp(nd->end, end) <= 0;
    if (!before && !after && !contains && !inside) return 0;
  }
  return 1;
}

uint32_t gpuopt__scopetree_enclosing(const gpuopt_scopetree *t, gpuopt_srcpos start, gpuopt_srcpos end) {
  uint32_t best = 0;
  for (uint32_t k = 1; k < t->n; k++) {
    const gpuopt_scope_node *nd = &t->nodes[k];
    if (gpuopt__srcpos_cmp(nd->start, start) <= 0 && gpuopt__srcpos_cmp(nd->end, end) >= 0 &&
        nd->depth >= t->nodes[best].depth)
      best = k;
  }
  return best;
}

uint32_t gpuopt__scopetree_loop(const gpuopt_scopetree *t, LLVMValueRef term) {
  for (uint32_t k = 1; k < t->n; k++)
    if (t->nodes[k].kind == GPUOPT_SCOPE_LOOP && t->nodes[k].latch == term) return k;
  return GPUOPT_NONE;
}
