/* loop-canon: the canonical form the loop analyses (loops.h; DawnCC §3.1) read, reached with LLVM's
 * own passes through LLVMRunPasses (no target machine: the module may be for any target):
 *   sroa            scalars out of the allocas clang emits without optimisation (mem2reg's job)
 *   early-cse       one value per address computation (zext/sext of an index computed once)
 *   instcombine     canonical address arithmetic (constant offsets as `getelementptr i8`, nneg
 *                   and nsw facts), with no-verify-fixpoint (see cleanup.c)
 *   simplifycfg     one block per straight-line piece, `&&` conditions as one branch
 *   loop-simplify   preheaders, one latch, dedicated exits
 *   lcssa           values used after a loop pass through exit phis (the live-out scalars)
 *   loop-rotate     loops in guarded do-while form, as every LLVM -O pipeline leaves them; the
 *                   guard is the condition under which a loop runs at all
 *   simplifycfg, loop-simplify, lcssa   again, to tidy what rotation left
 * Deliberately absent: unrolling, vectorisation, LICM (it would turn memory reductions into
 * scalar ones and hoist loads, changing what the programmer wrote), indvars (IV widening and
 * linear-function test replacement rewrite `i < n` into `i != n'`), loop-idiom (memset/memcpy). */
#include "core/ctx.h"
#include "core/ir.h"
#include "gpuopt/loops.h"
#include "gpuopt/module.h"

#include <llvm-c/Error.h>
#include <llvm-c/Transforms/PassBuilder.h>

const char gpuopt_loops_canonical_pipeline[] =
    "function(sroa,early-cse,simplifycfg,loop-simplify,lcssa,loop(loop-rotate),"
    "simplifycfg,loop-simplify,lcssa)";

gpuopt_status gpuopt_loops_canonicalize(gpuopt_ctx *ctx, LLVMModuleRef m) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_loops_canonicalize: NULL module");
  gpuopt__invalidate_all(ctx);
  gpuopt_status st = gpuopt_module_verify(ctx, m);
  if (st) return st;
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMPassBuilderOptionsSetVerifyEach(po, 0);
  gpuopt_diag d;
  gpuopt__diag_begin(&d, LLVMGetModuleContext(m));
  LLVMErrorRef e = LLVMRunPasses(m, gpuopt_loops_canonical_pipeline, NULL, po);
  gpuopt__diag_end(&d);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    st = gpuopt__fail(ctx, GPUOPT_ELLVM, "gpuopt_loops_canonicalize: LLVM pipeline failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return st;
  }
  if (d.errors)
    return gpuopt__fail(ctx, GPUOPT_ELLVM, "gpuopt_loops_canonicalize: LLVM reported an error: %s", d.msg);
  return gpuopt_module_verify(ctx, m);
}
