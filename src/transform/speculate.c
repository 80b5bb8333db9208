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
 * Speculation at no cost, the `speculate-common` step (issue 18). An instruction of S whose twin (same
 * opcode, type and operands; gpuopt__poison_flags may differ) stands in every other successor S'
 * of P (each S' with P as its single predecessor) runs on every path out of P anyway: hoisting it is
 * no speculation, and the twins are replaced by it (its poison flags the intersection of all
 * copies', so the merged value is poison only where every copy was). Twins are looked for among integer and pointer arithmetic, casts
 * and integer selects (no floating point: fast-math flags; no icmp: samesign on newer LLVM), in the
 * first SCAN_EXTRA + SCAN_PER_BUDGET*budget instructions of S'. Operand identity makes chains
 * merge in order: once `or %r, 1` is merged, the `mul` of it in S and in S' become twins.
 *
 * gpuopt_speculate_common hoists only such common code (and the budget plays no part): nothing
 * executes on a path that did not execute it before. gpuopt_speculate (gpucc's step) is unchanged
 * and merges nothing: merged inside the gpucc sequence, matmul_reg4 falls to the 40-register shape
 * below. speculate-common is the part of speculation the `gpuopt`
 * preset keeps (bench/results/codequality-findings.md, F10): on matmul_reg4 the two successors of
 * the uniform `n > 0` loop guard both compute the four row offsets `(r0+i)*n` (one for the loop,
 * one for the stores after it); merged, LLVM keeps them in the shape clang -O3 gives (50
 * registers, the H100's faster code); left apart, the preset's later steps reshape the prologue and
 * ptxas allocates 40 registers and runs the same loop 38% slower. What gpucc's full speculation
 * adds beyond it (address arithmetic executed for lanes that a divergent guard turns off, code
 * inside hot loops: transpose, stencil, first_above) cost 5-11% on the H100.
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

/* Opcodes whose twins may be merged: every flag they can carry is one gpuopt__poison_flags reads. */
static int twin_kind(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMAnd: case LLVMOr: case LLVMXor:
  case LLVMLShr: case LLVMAShr: case LLVMZExt: case LLVMSExt: case LLVMGetElementPtr: case LLVMPtrToInt:
  case LLVMIntToPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
    return 1;
  case LLVMSelect: {
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(i));
    return k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind;
  }
  default:
    return 0;
  }
}

static int same_inst(LLVMValueRef a, LLVMValueRef b) {
  if (a == b || LLVMGetInstructionOpcode(a) != LLVMGetInstructionOpcode(b) || LLVMTypeOf(a) != LLVMTypeOf(b)) return 0;
  int n = LLVMGetNumOperands(a);
  if (n != LLVMGetNumOperands(b)) return 0;
  for (int k = 0; k < n; k++)
    if (LLVMGetOperand(a, (unsigned)k) != LLVMGetOperand(b, (unsigned)k)) return 0;
  if (LLVMIsAGetElementPtrInst(a) && LLVMGetGEPSourceElementType(a) != LLVMGetGEPSourceElementType(b)) return 0;
  return 1;
}

/* The twin of i in block bb (examined up to window instructions), or NULL. */
static LLVMValueRef find_twin(LLVMBasicBlockRef bb, LLVMValueRef i, unsigned window) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  unsigned seen = 0;
  for (LLVMValueRef t = LLVMGetFirstInstruction(bb); t && t != term && seen++ < window; t = LLVMGetNextInstruction(t))
    if (same_inst(i, t)) return t;
  return NULL;
}

#define MAX_SUCC 16

/* Twins of i in every successor of block p other than s (tw[], *ntw), when each has p as its single
 * predecessor and holds one; 0 otherwise. */
static int twins_everywhere(const gpuopt_fninfo *fi, uint32_t p, uint32_t s, LLVMValueRef i, unsigned window,
                            LLVMValueRef *tw, unsigned *ntw) {
  const gpuopt_graph *g = &fi->cfg->g;
  *ntw = 0;
  if (!twin_kind(i)) return 0;
  for (uint32_t e = g->succ_off[p]; e < g->succ_off[p + 1]; e++) {
    uint32_t o = g->succ[e];
    if (o == s) continue;
    if (o == p || g->pred_off[o + 1] - g->pred_off[o] != 1 || *ntw >= MAX_SUCC) return 0;
    LLVMValueRef t = find_twin(fi->cfg->blocks[o], i, window);
    if (!t) return 0;
    tw[(*ntw)++] = t;
  }
  return *ntw > 0;
}

static gpuopt_status speculate_fn(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_speculate_stats *stats, int common_only,
                                  const char *who) {
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
  unsigned budget = common_only ? 0 : ctx->opts.speculate_budget, hoisted = 0, blocks = 0, merged = 0;
  /* blocks with nothing but phis and a terminator (kept up to date as code moves in) */
  uint8_t *empty = calloc(g->n ? g->n : 1, 1);
  if (!empty) return gpuopt__oom(ctx, who);
  for (uint32_t k = 0; k < g->n; k++) empty[k] = (uint8_t)only_control(fi->cfg->blocks[k]);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(fn)));
  /* a zero budget turns speculate off (speculate-common runs whatever the budget) */
  for (uint32_t pi = 0; (common_only || budget) && pi < fi->dom->npre; pi++) {
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
    LLVMValueRef tw[MAX_SUCC];
    unsigned ntw = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(sb); i && seen++ < window; i = next) {
      next = LLVMGetNextInstruction(i);
      if (i == sterm) break;
      if (!gpuopt__is_speculatable(i)) continue;
      if (!available(fi, i, p)) continue; /* an operand stays in S */
      int common = common_only && twins_everywhere(fi, p, s, i, window, tw, &ntw);
      unsigned c = common ? 0 : cost(i);
      if (!common && (common_only || spent >= budget || spent + c > budget)) continue;
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
      if (common) {
        unsigned f = gpuopt__poison_flags(i);
        for (unsigned k = 0; k < ntw; k++) f &= gpuopt__poison_flags(tw[k]);
        gpuopt__set_poison_flags(i, f);
        for (unsigned k = 0; k < ntw; k++) {
          LLVMReplaceAllUsesWith(tw[k], i);
          LLVMInstructionEraseFromParent(tw[k]);
        }
        merged += ntw;
      }
    }
    hoisted += moved;
    blocks += moved != 0;
  }
  LLVMDisposeBuilder(b);
  free(empty);
  gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
  if (stats) stats->hoisted = hoisted, stats->blocks = blocks, stats->merged = merged;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_speculate(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_speculate_stats *stats) {
  return speculate_fn(ctx, fn, stats, 0, "gpuopt_speculate");
}

gpuopt_status gpuopt_speculate_common(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_speculate_stats *stats) {
  return speculate_fn(ctx, fn, stats, 1, "gpuopt_speculate_common");
}

static gpuopt_status step(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed, int common_only) {
  *changed = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_speculate_stats s;
    gpuopt_status st = common_only ? gpuopt_speculate_common(ctx, f, &s) : gpuopt_speculate(ctx, f, &s);
    if (st) return st;
    *changed |= s.hoisted != 0;
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_speculate(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) { return step(ctx, m, changed, 0); }

gpuopt_status gpuopt__step_speculate_common(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  return step(ctx, m, changed, 1);
}
