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

/* Function attribute of the kernels `gpuopt offload` builds (offload.c): each pointer parameter is
 * the base of one object's device copy (a cudaMalloc of its own; accesses stay inside the object),
 * so two parameters with different values never overlap; kernel-restrictify checks pairs by that
 * (p != q) where it has no byte ranges. */
#define GPUOPT_OBJECT_PARAMS_ATTR "gpuopt-object-params"

/* Fingerprint of a function's CFG (block count, edges) for the preserves check. */
uint64_t gpuopt__cfg_fingerprint(LLVMValueRef fn);

/* div-spill's address step (div_spill_addr.c): in the loop blocks of fn, getelementptrs rewritten as
 * an earlier accessed address of the same block plus a difference of kernel parameters; adds the
 * number rewritten to *rewritten. Changes instructions only (preserves the CFG). */
gpuopt_status gpuopt__div_spill_addresses(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_cfg *cfg,
                                          const gpuopt_loops *loops, unsigned *rewritten);

#endif
