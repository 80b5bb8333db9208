/* Transform pipelines with the shape of LLVM's -passes=: "a,b,c" runs registered transforms in
 * order; presets name whole sequences ("gpucc"). */
#ifndef GPUOPT_PIPELINE_H
#define GPUOPT_PIPELINE_H

#include <stddef.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What one pipeline run did. */
typedef struct gpuopt_pipeline_stats {
  unsigned steps_run;   /* transforms run */
  unsigned changed;     /* transforms that reported a change */
} gpuopt_pipeline_stats;

/* Parse pipeline (comma-separated registered names and presets), then run each step on every
 * function of m in order. With the context's verify_each option the module is verified after each
 * step, and a step that breaks it fails with GPUOPT_ELLVM naming the step. An unknown name fails
 * with GPUOPT_ENOTFOUND before anything runs, naming it and listing the known names. stats may be
 * NULL. The module must verify before the call (GPUOPT_EINVALID_IR otherwise) and target NVPTX.
 * A failure before the first step (name, target, verifier) changes nothing. A step that fails is
 * not undone, as with LLVM's own pass managers: the steps before it keep their changes and the
 * module is what the failing step left (it verifies unless the failure is "fails the verifier",
 * which is a gpuopt bug to report). Callers that need the original back run the pipeline on a
 * copy (LLVMCloneModule) and keep whichever module they want. */
gpuopt_status gpuopt_run_pipeline(gpuopt_ctx *ctx, LLVMModuleRef m, const char *pipeline,
                                  gpuopt_pipeline_stats *stats);

/* Registered transform and preset names, for help output. Static storage; NULL-terminated. */
const char *const *gpuopt_pipeline_names(void);
const char *const *gpuopt_pipeline_presets(void);
/* The expansion of a preset, or NULL if name is not one. Static storage. */
const char *gpuopt_pipeline_preset_expansion(const char *name);

/* LLVM's own cleanup passes (early-cse, instcombine, gvn, dce, simplifycfg) with an NVPTX target
 * machine, through LLVMRunPasses. Pipeline name: "cleanup". */
gpuopt_status gpuopt_cleanup(gpuopt_ctx *ctx, LLVMModuleRef m);

#ifdef __cplusplus
}
#endif
#endif
