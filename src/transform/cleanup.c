/* cleanup: LLVM's own scalar cleanup (early-cse, instcombine, gvn, dce, simplifycfg) run through
 * LLVMRunPasses with an NVPTX target machine. The gpuopt transforms expose redundancy (common
 * subexpressions after SLSR and reassociation, dead address arithmetic); this removes it, as gpucc
 * relies on LLVM's standard passes after its own (gpucc §3.4). instcombine runs with
 * no-verify-fixpoint: from a pipeline string LLVM 18+ defaults to verifying that one iteration
 * reached a fixpoint and calls report_fatal_error (exit) when it did not (found by issue 8's
 * pipeline_fuzzer); the library must not exit. */
#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/pipeline.h"
#include "transform/transform.h"

gpuopt_status gpuopt_cleanup(gpuopt_ctx *ctx, LLVMModuleRef m) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_cleanup: NULL module");
  gpuopt_status st = gpuopt_module_check_target(ctx, m);
  if (st) return st;
  gpuopt__invalidate_all(ctx);
  return gpuopt__run_llvm_passes(ctx, m, "function(early-cse<memssa>,instcombine<no-verify-fixpoint>,gvn,dce,simplifycfg)", -1,
                                 "gpuopt_cleanup");
}
