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
 * Requires: a verified module. Preserves: nothing. */
#include <stdio.h>
#include <string.h>

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
