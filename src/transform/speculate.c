/* speculate: speculative execution (gpucc §3.5).
 *
 * Straight-line optimizations cannot relate instructions of which neither dominates the other
 * (&a[i] and &a[i+j] in Fig. 7a). For every conditional block S (its single predecessor P ends in
 * a branch with more than one successor, S != P, both in the same innermost loop) the
 * instructions of S that are safe to speculate (gpuopt__is_speculatable: no memory access, no trap,
 * no side effect; never loads, stores, divisions by a possibly-zero divisor, or calls without
 * the speculatable attribute) and whose operands are available are moved, in order, to the end of
 * P, as long as their total cost stays within the context's speculate_budget (cost units per
 * block: 0 for bitcasts, 4 for divisions, 2 for calls, 1 otherwise; the first 4*budget+16
 * instructions of a block are examined). An instruction that stays
 * keeps its users in S too. When P holds nothing but phis and its branch, an instruction moves
 * further up to P's immediate dominator D if P is control-equivalent to D (P post-dominates D, same
 * loop) and its operands are available there, and so on for at most LIFT_STEPS such blocks: that
 * is no further speculation and crosses no other computation, and it puts the code where it
 * dominates more (Fig. 7b: both addresses in the entry block, above the join of the first if). Blocks are visited in
 * dominator-tree pre-order, so hoisted code keeps its order (a dominating address before the
 * ones computed from it); code nested in several conditions rises one level per run. The smaller conditional blocks that remain are what the GPU predicates.
 *
 * Requires the CFG, dominator and post-dominator trees and loops; preserves the CFG
 * (GPUOPT_META_CONTROL_FLOW). */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "core/ctx.h"
#include "gpuopt/transform.h"
#include "transform/exprstack.h"
#include "transform/transform.h"

static unsigned cost(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMBitCast: return 0;
  case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem: case LLVMFDiv: case LLVMFRem: return 4;
  case LLVMCall: return 2;
  default: return 1;
  }
}

#define LIFT_STEPS 8
/* Instructions of a conditional block examined: SCAN_PER_BUDGET * budget + SCAN_EXTRA (the
 * hoistable ones of a block are its leading address and index arithmetic; a long tail cannot
 * become predicated anyway, and the bound keeps the pass linear with a small constant). */
#define SCAN_PER_BUDGET 4
#define SCAN_EXTRA 16

/* Whether bb holds nothing but phis and its terminator: moving code across it lengthens no live
 * range past other computation. */
static int only_control(LLVMBasicBlockRef bb) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
    if (!LLVMIsAPHINode(i) && i != LLVMGetBasicBlockTerminator(bb)) return 0;
  return 1;
}

/* Whether every operand of i is available at the end of block t. */
static int available(const gpuopt_fninfo *fi, LLVMValueRef i, uint32_t t) {
  int n = LLVMGetNumOperands(i);
  for (int k = 0; k < n; k++) {
    LLVMValueRef op = LLVMGetOperand(i, (unsigned)k);
    if (!LLVMIsAInstruction(op)) continue;
    uint32_t ob = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(op));
    if (ob == GPUOPT_NONE || !gpuopt__dominates(fi->dom, ob, t)) return 0;
  }
  return 1;
}

gpuopt_status gpuopt_speculate(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_speculate_stats *stats) {
  static const char who[] = "gpuopt_speculate";
  if (!ctx) return GPUOPT_EINVAL;
  if (stats) memset(stats, 0, sizeof *stats);
  if (!fn || !LLVMIsAFunction(fn)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function", who);
  if (LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: @%s is a declaration, expected a definition", who, LLVMGetValueName(fn));
  gpuopt__invalidate(ctx, fn, 0);
  gpuopt_fninfo *fi;
  gpuopt_status st =
      gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_PDOM | GPUOPT_META_LOOPS, &fi);
  if (st) return st;
  const gpuopt_graph *g = &fi->cfg->g;
  const gpuopt_domtree *pdt = fi->pdom->tree;
  const uint32_t *loop = fi->loops->innermost;
  unsigned budget = ctx->opts.speculate_budget, hoisted = 0, blocks = 0;
  /* blocks with nothing but phis and a terminator (kept up to date as code moves in) */
  uint8_t *empty = calloc(g->n ? g->n : 1, 1);
  if (!empty) return gpuopt__oom(ctx, who);
  for (uint32_t k = 0; k < g->n; k++) empty[k] = (uint8_t)only_control(fi->cfg->blocks[k]);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(fn)));
  for (uint32_t pi = 0; budget && pi < fi->dom->npre; pi++) {
    uint32_t s = fi->dom->preorder[pi];
    if (g->pred_off[s + 1] - g->pred_off[s] != 1) continue;
    uint32_t p = g->pred[g->pred_off[s]];
    if (p == s || loop[p] != loop[s]) continue;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(fi->cfg->blocks[p]);
    LLVMOpcode top = gpuopt__opcode(term);
    if ((top != LLVMBr && top != LLVMSwitch) || g->succ_off[p + 1] - g->succ_off[p] < 2) continue;
    LLVMBasicBlockRef sb = fi->cfg->blocks[s];
    unsigned spent = 0, moved = 0;
    LLVMValueRef next;
    LLVMValueRef sterm = LLVMGetBasicBlockTerminator(sb);
    unsigned seen = 0, window = SCAN_PER_BUDGET * budget + SCAN_EXTRA;
    for (LLVMValueRef i = LLVMGetFirstInstruction(sb); i && spent < budget && seen++ < window; i = next) {
      next = LLVMGetNextInstruction(i);
      if (i == sterm) break;
      if (!gpuopt__is_speculatable(i)) continue;
      unsigned c = cost(i);
      if (spent + c > budget) continue;
      if (!available(fi, i, p)) continue; /* an operand stays in S */
      uint32_t t = p;
      for (int steps = 0; steps < LIFT_STEPS && empty[t]; steps++) {
        uint32_t d = fi->dom->idom[t];
        if (d == GPUOPT_NONE || loop[d] != loop[t] || !gpuopt__dominates(pdt, t, d) || !available(fi, i, d)) break;
        t = d;
      }
      size_t len = 0;
      const char *nm = LLVMGetValueName2(i, &len);
      char name[128];
      snprintf(name, sizeof name, "%.*s", (int)(len < 120 ? len : 120), nm ? nm : "");
      LLVMInstructionRemoveFromParent(i);
      LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(fi->cfg->blocks[t]));
      LLVMInsertIntoBuilderWithName(b, i, name);
      empty[t] = 0;
      spent += c;
      moved++;
    }
    hoisted += moved;
    blocks += moved != 0;
  }
  LLVMDisposeBuilder(b);
  free(empty);
  gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
  if (stats) stats->hoisted = hoisted, stats->blocks = blocks;
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_speculate(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_speculate_stats s;
    gpuopt_status st = gpuopt_speculate(ctx, f, &s);
    if (st) return st;
    *changed |= s.hoisted != 0;
  }
  return GPUOPT_OK;
}
