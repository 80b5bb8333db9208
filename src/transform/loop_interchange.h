/* Loop interchange for gpuopt_offload's sequential path (loop_interchange.c). Internal. */
#ifndef GPUOPT_TRANSFORM_LOOP_INTERCHANGE_H
#define GPUOPT_TRANSFORM_LOOP_INTERCHANGE_H

#include "core/core.h"

/* The parallel mode of loop interchange on a host module before offload_seq.c outlines its loops:
 * a sequential loop around a loop whose iterations are independent of each other whatever the
 * outer loop's (every dependence '=' on the inner loop) is interchanged (behind a run-time
 * no-overlap test where bases may alias), so that the parallel loop is outermost and becomes one
 * launch. *count: nests interchanged. The new nests' loads and stores carry !gpuopt.interchange,
 * which the step "loop-interchange" turns into the rewrite's name on the kernel. */
gpuopt_status gpuopt__loop_interchange_for_offload(gpuopt_ctx *ctx, LLVMModuleRef m, unsigned *count);

#endif
