/* inline-unroll: function inlining and loop unrolling tuned for GPUs (gpucc §3.1), a tuned use of
 * LLVM's own passes as in the paper. Calls and jumps are expensive under SIMT and calls pass
 * arguments in memory; inlining and unrolling also expose constants and let SROA promote stack
 * variables to registers.
 *
 * Inlining: LLVM's CGSCC inliner (cgscc(inline)) with the context's inline_threshold (gpucc: 1100).
 * LLVMPassBuilderOptionsSetInlinerThreshold is set, but LLVM applies it only inside its default
 * pipelines; a textual "inline" pass would read the process-wide -inline-threshold flag instead. So
 * that no global LLVM state is involved, the threshold travels with the IR: every call to a defined
 * function gets the call-site attribute "function-inline-threshold"=<threshold> (LLVM's inline cost
 * analysis reads it as the threshold of that call), and the attribute is removed again from the
 * calls that remain afterwards. alwaysinline and noinline are decided before any cost, as in LLVM.
 *
 * Unrolling: loop-rotate puts loops in the form the unroller counts (SCEV computes trip counts;
 * indvars is left out: its cost grows with the function per loop), then LLVM's
 * loop-unroll at O3 with the NVPTX target's unrolling preferences (TTI from the context's target
 * machine). It honours llvm.loop.unroll.{full,count,disable,enable} (#pragma unroll). SROA,
 * early-cse, instcombine and simplifycfg run after inlining and after unrolling.
 *
 * unroll-runtime (issue 18, finding F11): the loops nvcc unrolls and LLVM's unroller refuses. A
 * single-block loop whose induction variable steps by a loop-invariant *variable* stride
 * (`for (i = t; i < n; i += c)`, fig1's avgSquare) has a trip count SCEV can compute, and NVPTX asks
 * for runtime unrolling, but expanding the count needs a udiv, above SCEV's cheap-expansion budget,
 * so LLVM leaves the loop rolled where nvcc unrolls it by 4 with a remainder loop (6.5x faster on
 * the H100). That budget is a process-wide LLVM option; instead the loop gets the per-loop directive
 * `llvm.loop.unroll.count 4` (as `#pragma unroll 4` would), under which LLVM's unroller accepts the
 * expensive count, and loop-unroll<O3;runtime> runs. Chosen loops (gpuopt's loop forest): innermost,
 * reducible, one latch that is the only exiting block; a header phi steps by `add phi, c` with c
 * defined outside the loop, not a constant, and used in the loop only there (a loop LLVM already
 * unrolled uses its stride once per copy); the exit compares the phi or its step with a value from
 * outside the loop; at most UNROLL_BODY instructions, no atomics or fences (nvcc leaves such loops
 * rolled: the histogram kernels' grid-stride loops), no calls but non-convergent intrinsics; no
 * llvm.loop.unroll directive of its own (a user's pragma, or LLVM's mark on a remainder loop, is
 * kept). Single-block bodies (avgSquare) and bodies with a condition (sumTriangle) alike.
 *
 * Requires: a verified module. Preserves: nothing. */
#include <stdio.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"

static const char WHO[] = "gpuopt_inline_unroll";
static const char ATTR[] = "function-inline-threshold";

#define PIPELINE                                                                                          \
  "cgscc(inline),function(sroa,early-cse<memssa>,instcombine<no-verify-fixpoint>,simplifycfg,loop(loop-rotate),"      \
  "loop-unroll<O3>,sroa,early-cse<memssa>,instcombine<no-verify-fixpoint>,simplifycfg)"

/* Add (threshold >= 0) or remove (threshold < 0) the call-site threshold on every direct call to
 * a defined function. */
static gpuopt_status mark_calls(gpuopt_ctx *ctx, LLVMModuleRef m, long threshold) {
  LLVMContextRef llctx = LLVMGetModuleContext(m);
  char val[32];
  snprintf(val, sizeof val, "%ld", threshold);
  LLVMAttributeRef attr =
      threshold >= 0 ? LLVMCreateStringAttribute(llctx, ATTR, sizeof ATTR - 1, val, (unsigned)strlen(val)) : NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i)) continue;
        LLVMValueRef callee = LLVMGetCalledValue(i);
        if (!callee || !LLVMIsAFunction(callee) || LLVMIsDeclaration(callee)) continue;
        if (attr) LLVMAddCallSiteAttribute(i, LLVMAttributeFunctionIndex, attr);
        else LLVMRemoveCallSiteStringAttribute(i, LLVMAttributeFunctionIndex, ATTR, sizeof ATTR - 1);
      }
  (void)ctx;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_inline_unroll(gpuopt_ctx *ctx, LLVMModuleRef m) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", WHO);
  gpuopt_status s = gpuopt_module_check_target(ctx, m);
  if (s) return s;
  gpuopt__invalidate_all(ctx);
  long threshold = (long)ctx->opts.inline_threshold;
  mark_calls(ctx, m, threshold);
  s = gpuopt__run_llvm_passes(ctx, m, PIPELINE, (int)(threshold > 0x3fffffff ? 0x3fffffff : threshold), WHO);
  mark_calls(ctx, m, -1);
  return s;
}

gpuopt_status gpuopt__step_inline_unroll(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 1; /* LLVM's passes do not report it through the C API */
  return gpuopt_inline_unroll(ctx, m);
}

/* ---- unroll-runtime ---- */

#define UNROLL_COUNT 4
#define UNROLL_BODY 32
/* In the loop identity of a loop unroll-runtime marked: LLVM's unroller keeps properties not named
 * llvm.loop.unroll.* on the unrolled loop, so this finds it again afterwards (and a second run
 * leaves it alone). */
static const char UNROLLED_MARK[] = "gpuopt.unroll-runtime";

/* Whether v is an instruction of core loop l. */
static int defined_in(const gpuopt_fninfo *fi, uint32_t l, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return 0;
  uint32_t b = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v));
  return b != GPUOPT_NONE && gpuopt__loop_contains(fi->loops, l, b);
}

static unsigned uses_in(const gpuopt_fninfo *fi, uint32_t l, LLVMValueRef v) {
  unsigned n = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) n += defined_in(fi, l, LLVMGetUser(u));
  return n;
}

/* Whether the loop metadata md names an llvm.loop.unroll.* directive. */
static int has_unroll_directive(LLVMValueRef md) {
  if (!md || !LLVMIsAMDNode(md)) return 0;
  unsigned n = LLVMGetMDNodeNumOperands(md);
  if (n > 64) return 1; /* odd: leave it */
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(md, ops);
  for (unsigned i = 1; i < n; i++) {
    unsigned len;
    const char *str = gpuopt__loop_prop_name(ops[i], &len);
    if (str && len >= 17 && !strncmp(str, "llvm.loop.unroll.", 17)) return 1;
    if (str && len == sizeof UNROLLED_MARK - 1 && !memcmp(str, UNROLLED_MARK, len)) return 1;
  }
  return 0;
}

static int body_ok(const gpuopt_fninfo *fi, const gpuopt_loop *L) {
  unsigned n = 0, convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
  for (uint32_t k = 0; k < L->nblocks; k++) {
    LLVMBasicBlockRef bb = fi->cfg->blocks[L->blocks[k]];
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsAPHINode(i) || LLVMIsATerminatorInst(i)) continue;
      if (++n > UNROLL_BODY) return 0;
      if (LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i)) return 0;
      if (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) || LLVMIsACallBrInst(i)) {
        LLVMValueRef f = LLVMGetCalledValue(i);
        if (!f || !LLVMIsAFunction(f) || !LLVMGetIntrinsicID(f)) return 0;
        if (LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, convergent) ||
            LLVMGetCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex, convergent))
          return 0;
      }
    }
  }
  return 1;
}

/* Whether core loop l is of the kind described at the top: innermost, one latch that is its only
 * exiting block, a header phi stepping by a variable invariant stride that the exit test reads. Its
 * latch branch is returned. */
static LLVMValueRef variable_stride_loop(const gpuopt_fninfo *fi, uint32_t l, unsigned kloop) {
  const gpuopt_loop *L = &fi->loops->loops[l];
  for (uint32_t k = 0; k < fi->loops->nloops; k++)
    if (fi->loops->loops[k].parent == l) return NULL; /* not innermost */
  if (L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0]) return NULL;
  LLVMBasicBlockRef hb = fi->cfg->blocks[L->header], lb = fi->cfg->blocks[L->latches[0]];
  for (uint32_t k = 0; k < L->nblocks; k++)
    if (fi->loops->irreducible[L->blocks[k]]) return NULL;
  LLVMValueRef br = LLVMGetBasicBlockTerminator(lb);
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return NULL;
  if (LLVMGetSuccessor(br, 0) != hb && LLVMGetSuccessor(br, 1) != hb) return NULL;
  if (LLVMGetSuccessor(br, 0) == LLVMGetSuccessor(br, 1)) return NULL;
  if (has_unroll_directive(LLVMGetMetadata(br, kloop))) return NULL;
  LLVMValueRef cmp = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(cmp)) return NULL;
  LLVMValueRef a = LLVMGetOperand(cmp, 0), b = LLVMGetOperand(cmp, 1);
  for (LLVMValueRef phi = LLVMGetFirstInstruction(hb); phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
    LLVMValueRef inc = NULL;
    for (unsigned k = 0; k < LLVMCountIncoming(phi); k++)
      if (LLVMGetIncomingBlock(phi, k) == lb) inc = LLVMGetIncomingValue(phi, k);
    if (!inc || !defined_in(fi, l, inc) || LLVMGetInstructionOpcode(inc) != LLVMAdd) continue;
    LLVMValueRef x = LLVMGetOperand(inc, 0), c = LLVMGetOperand(inc, 1);
    if (c == phi) c = x, x = phi;
    if (x != phi || defined_in(fi, l, c) || LLVMIsAConstant(c) || uses_in(fi, l, c) != 1) continue;
    LLVMValueRef iv = (a == phi || a == inc) ? a : (b == phi || b == inc) ? b : NULL;
    LLVMValueRef bound = iv == a ? b : a;
    if (!iv || defined_in(fi, l, bound)) continue;
    return body_ok(fi, L) ? br : NULL;
  }
  return NULL;
}

/* Append llvm.loop.unroll.count UNROLL_COUNT to br's loop identity (a new distinct self-referencing
 * node that keeps the old one's properties). */
static void mark_count(LLVMContextRef c, LLVMValueRef br, unsigned kloop) {
  LLVMValueRef old = LLVMGetMetadata(br, kloop);
  unsigned n = old && LLVMIsAMDNode(old) ? LLVMGetMDNodeNumOperands(old) : 0;
  LLVMValueRef ops[64];
  if (n > 61) return;
  if (n) LLVMGetMDNodeOperands(old, ops);
  LLVMMetadataRef md[64];
  LLVMMetadataRef tmp = LLVMTemporaryMDNode(c, NULL, 0);
  unsigned k = 0;
  md[k++] = tmp;
  for (unsigned i = 1; i < n; i++)
    if (ops[i]) md[k++] = LLVMValueAsMetadata(ops[i]);
  LLVMMetadataRef cnt[2] = {LLVMMDStringInContext2(c, "llvm.loop.unroll.count", 22),
                            LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), UNROLL_COUNT, 0))};
  md[k++] = LLVMMDNodeInContext2(c, cnt, 2);
  LLVMMetadataRef mark = LLVMMDStringInContext2(c, UNROLLED_MARK, sizeof UNROLLED_MARK - 1);
  md[k++] = LLVMMDNodeInContext2(c, &mark, 1);
  LLVMMetadataRef node = LLVMMDNodeInContext2(c, md, k);
  LLVMMetadataReplaceAllUsesWith(tmp, node);
  LLVMSetMetadata(br, kloop, LLVMMetadataAsValue(c, node));
}

/* Loop l's back edge as ptxas sees it: the single latch's conditional branch with the header as one
 * successor; *exit the other. NULL when the loop is not of that shape. */
static LLVMValueRef latch_exit(const gpuopt_fninfo *fi, uint32_t l, LLVMBasicBlockRef *exit) {
  const gpuopt_loop *L = &fi->loops->loops[l];
  if (L->nlatches != 1) return NULL;
  LLVMBasicBlockRef hb = fi->cfg->blocks[L->header];
  LLVMValueRef br = LLVMGetBasicBlockTerminator(fi->cfg->blocks[L->latches[0]]);
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return NULL;
  LLVMBasicBlockRef s0 = LLVMGetSuccessor(br, 0), s1 = LLVMGetSuccessor(br, 1);
  if (s0 == s1 || (s0 != hb && s1 != hb)) return NULL;
  *exit = s0 == hb ? s1 : s0;
  return br;
}

/* Lays exit out right after br's block (the exit test then falls through: `@p bra header`); 1 when
 * it moved. Block order has no meaning in the IR. */
static int exit_after_latch(LLVMValueRef fn, LLVMValueRef br, LLVMBasicBlockRef exit) {
  LLVMBasicBlockRef lb = LLVMGetInstructionParent(br);
  if (exit == LLVMGetEntryBasicBlock(fn) || LLVMGetNextBasicBlock(lb) == exit) return 0;
  LLVMMoveBasicBlockAfter(exit, lb);
  return 1;
}

/* The unrolled loops, as nvcc leaves them for ptxas (finding F12, bench/results/codequality-findings.md):
 * ptxas unrolls a loop again (nvcc's 4-way avgSquare loop: 312 SASS instructions, about four times
 * as many loads in flight) only when the loop has no `.pragma "nounroll"` and its back edge is one
 * conditional branch to the header (`@p bra header`, the exit falling through). LLVM marks the loop
 * it unrolled llvm.loop.unroll.disable, which the NVPTX back end prints as that pragma, and lays the
 * exit test out as `@p bra exit; bra.uni header` when the exit block is not the latch's next block
 * (the back end cannot reverse a branch). So: the unrolled loop (found by UNROLLED_MARK; the remainder
 * loop LLVM built keeps its mark, as nvcc's does) loses llvm.loop.unroll.disable, and its exit block
 * is moved right after the latch. Block order has no meaning in the IR; only the layout changes. */
static gpuopt_status hand_to_ptxas(gpuopt_ctx *ctx, LLVMContextRef c, LLVMValueRef fn, unsigned kloop) {
  gpuopt_fninfo *fi;
  gpuopt_status s = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
  if (s) return s;
  LLVMValueRef brs[64];
  LLVMBasicBlockRef exits[64];
  unsigned nb = 0;
  for (uint32_t l = 0; l < fi->loops->nloops && nb < 64; l++) {
    LLVMBasicBlockRef ex;
    LLVMValueRef br = latch_exit(fi, l, &ex);
    if (!br || !gpuopt__loop_md_has(LLVMGetMetadata(br, kloop), UNROLLED_MARK)) continue;
    brs[nb] = br;
    exits[nb++] = ex;
  }
  for (unsigned b = 0; b < nb; b++) {
    LLVMValueRef br = brs[b], md = LLVMGetMetadata(br, kloop);
    /* the identity without llvm.loop.unroll.disable (the mark stays: a second run leaves the loop) */
    unsigned n = LLVMGetMDNodeNumOperands(md);
    if (n > 64) continue;
    LLVMValueRef ops[64];
    LLVMGetMDNodeOperands(md, ops);
    LLVMMetadataRef keep[64];
    LLVMMetadataRef tmp = LLVMTemporaryMDNode(c, NULL, 0);
    unsigned k = 0;
    keep[k++] = tmp;
    for (unsigned i = 1; i < n; i++) {
      if (!ops[i]) continue;
      unsigned len;
      const char *str = LLVMIsAMDNode(ops[i]) && LLVMGetMDNodeNumOperands(ops[i]) == 1 ? gpuopt__loop_prop_name(ops[i], &len) : NULL;
      if (str && len == 24 && !memcmp(str, "llvm.loop.unroll.disable", 24)) continue;
      keep[k++] = LLVMValueAsMetadata(ops[i]);
    }
    LLVMMetadataRef node = LLVMMDNodeInContext2(c, keep, k);
    LLVMMetadataReplaceAllUsesWith(tmp, node);
    LLVMSetMetadata(br, kloop, LLVMMetadataAsValue(c, node));
    exit_after_latch(fn, br, exits[b]);
  }
  gpuopt__invalidate(ctx, fn, 0);
  return GPUOPT_OK;
}

gpuopt_status gpuopt_unroll_runtime(gpuopt_ctx *ctx, LLVMModuleRef m, unsigned *marked) {
  static const char who[] = "gpuopt_unroll_runtime";
  if (!ctx) return GPUOPT_EINVAL;
  if (marked) *marked = 0;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", who);
  gpuopt_status s = gpuopt_module_check_target(ctx, m);
  if (s) return s;
  gpuopt__invalidate_all(ctx);
  LLVMContextRef c = LLVMGetModuleContext(m);
  unsigned kloop = LLVMGetMDKindIDInContext(c, "llvm.loop", 9), n = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn)) continue;
    gpuopt_fninfo *fi;
    s = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
    if (s) return s;
    LLVMValueRef chosen[64];
    unsigned nc = 0;
    for (uint32_t l = 0; l < fi->loops->nloops && nc < 64; l++) {
      LLVMValueRef br = variable_stride_loop(fi, l, kloop);
      if (br) chosen[nc++] = br;
    }
    for (unsigned k = 0; k < nc; k++) mark_count(c, chosen[k], kloop);
    n += nc;
  }
  gpuopt__invalidate_all(ctx);
  if (marked) *marked = n;
  if (!n) return GPUOPT_OK;
  s = gpuopt__run_llvm_passes(ctx, m,
                              "function(loop-unroll<O3;runtime>,early-cse<memssa>,instcombine<no-verify-fixpoint>,simplifycfg)",
                              0, who);
  if (s) return s;
  gpuopt__invalidate_all(ctx);
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && (s = hand_to_ptxas(ctx, c, fn, kloop))) return s;
  gpuopt__invalidate_all(ctx);
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_unroll_runtime(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  unsigned n = 0;
  gpuopt_status s = gpuopt_unroll_runtime(ctx, m, &n);
  *changed = n != 0;
  return s;
}

/* ---- ptxas-unroll ---- */

/* ptxas-unroll (issue 18, findings F12; not in a preset: GPU time decides). ptxas unrolls a loop again
 * (as it does nvcc's 4-way k-loop of matmul.cu: 216 SASS instructions) only in certain shapes, and
 * clang's runtime-unrolled loops are not in them (matmul: 96). Edited PTX and IR showed what it
 * takes: the back edge one conditional branch to the header with the exit falling through (the exit
 * block right after the latch in the IR; the NVPTX back end cannot reverse a branch afterwards), and
 * LLVM's unroll counter counting down to zero instead of up to the unrolled trip count. So, for every
 * loop with one latch whose branch leaves the loop and that has no llvm.loop.unroll directive (a
 * nounroll loop stays one):
 *   - a counter `c = phi [0, outside...], [c + K, latch]` whose only uses are its increment, and whose
 *     increment is used only by the phi and by the latch's `icmp eq|ne (c + K), N` (N from outside
 *     the loop) becomes `d = phi [N, outside...], [d - K, latch]` tested with `icmp eq|ne (d - K), 0`
 *     (the same iterations in wrapping arithmetic: d = N - c);
 *   - the exit block is moved right after the latch.
 * Only the block order and that one counter change. */
static int count_down(LLVMContextRef c, const gpuopt_fninfo *fi, uint32_t l, LLVMValueRef br) {
  LLVMValueRef cmp = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(cmp) || (LLVMGetICmpPredicate(cmp) != LLVMIntEQ && LLVMGetICmpPredicate(cmp) != LLVMIntNE))
    return 0;
  if (!LLVMGetFirstUse(cmp) || LLVMGetNextUse(LLVMGetFirstUse(cmp))) return 0; /* the branch only */
  LLVMBasicBlockRef lb = LLVMGetInstructionParent(br), hb = fi->cfg->blocks[fi->loops->loops[l].header];
  for (int side = 0; side < 2; side++) {
    LLVMValueRef inc = LLVMGetOperand(cmp, side), n = LLVMGetOperand(cmp, 1 - side);
    if (!defined_in(fi, l, inc) || LLVMGetInstructionOpcode(inc) != LLVMAdd || defined_in(fi, l, n)) continue;
    if (LLVMIsAConstant(n) && LLVMIsNull(n)) return 0; /* counts to zero already */
    LLVMValueRef phi = LLVMGetOperand(inc, 0), k = LLVMGetOperand(inc, 1);
    if (!LLVMIsAPHINode(phi)) phi = LLVMGetOperand(inc, 1), k = LLVMGetOperand(inc, 0);
    if (!LLVMIsAPHINode(phi) || !LLVMIsAConstantInt(k) || LLVMGetInstructionParent(phi) != hb) continue;
    /* uses: phi only by inc; inc only by phi and cmp */
    unsigned nu = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(phi); u; u = LLVMGetNextUse(u)) nu += LLVMGetUser(u) == inc ? 1 : 100;
    if (nu != 1) continue;
    nu = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(inc); u; u = LLVMGetNextUse(u))
      nu += LLVMGetUser(u) == phi || LLVMGetUser(u) == cmp ? 1 : 100;
    if (nu != 2) continue;
    unsigned ninc = LLVMCountIncoming(phi), ok = 1;
    for (unsigned i = 0; i < ninc && ok; i++) {
      LLVMValueRef v = LLVMGetIncomingValue(phi, i);
      if (LLVMGetIncomingBlock(phi, i) == lb) ok = v == inc;
      else ok = LLVMIsAConstantInt(v) && LLVMIsNull(v);
    }
    if (!ok) continue;
    /* rewrite */
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderBefore(b, inc);
    LLVMValueRef dec = LLVMBuildSub(b, phi, k, "niter.down");
    LLVMDisposeBuilder(b);
    for (unsigned i = 0; i < ninc; i++) LLVMSetOperand(phi, i, LLVMGetIncomingBlock(phi, i) == lb ? dec : n);
    LLVMSetOperand(cmp, (unsigned)side, dec);
    LLVMSetOperand(cmp, 1u - (unsigned)side, LLVMConstNull(LLVMTypeOf(n)));
    LLVMInstructionEraseFromParent(inc);
    return 1;
  }
  return 0;
}

gpuopt_status gpuopt__step_ptxas_unroll(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  LLVMContextRef c = LLVMGetModuleContext(m);
  unsigned kloop = LLVMGetMDKindIDInContext(c, "llvm.loop", 9);
  gpuopt__invalidate_all(ctx);
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn)) continue;
    gpuopt_fninfo *fi;
    gpuopt_status s = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
    if (s) return s;
    LLVMValueRef brs[64];
    LLVMBasicBlockRef exits[64];
    unsigned nb = 0;
    for (uint32_t l = 0; l < fi->loops->nloops && nb < 64; l++) {
      LLVMBasicBlockRef ex;
      LLVMValueRef br = latch_exit(fi, l, &ex);
      if (!br || has_unroll_directive(LLVMGetMetadata(br, kloop))) continue;
      uint32_t eb = gpuopt__cfg_block(fi->cfg, ex);
      if (eb == GPUOPT_NONE || gpuopt__loop_contains(fi->loops, l, eb)) continue;
      *changed |= count_down(c, fi, l, br);
      brs[nb] = br;
      exits[nb++] = ex;
    }
    for (unsigned k = 0; k < nb; k++) *changed |= exit_after_latch(fn, brs[k], exits[k]);
    gpuopt__invalidate(ctx, fn, 0);
  }
  gpuopt__invalidate_all(ctx);
  return GPUOPT_OK;
}
