/* Internal interface of the transform layer: the pipeline registry's entry type. Each transform
 * file defines its public function and one registry entry (a line in pipeline.c's table). */
#ifndef GPUOPT_TRANSFORM_H
#define GPUOPT_TRANSFORM_H

#include "core/ir.h"

/* A registered pipeline step: runs on a whole module; sets *changed; returns a status. preserves
 * names the GPUOPT_META_* facts it keeps valid in functions it changes (the pipeline checks the
 * claim in verify_each mode by recomputing the CFG). */
typedef struct gpuopt_step {
  const char *name;
  const char *help;
  gpuopt_status (*run)(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed);
  unsigned preserves;
} gpuopt_step;

/* Fingerprint of a function's CFG (block count, edges) for the preserves check. */
uint64_t gpuopt__cfg_fingerprint(LLVMValueRef fn);

#endif
