/* The code features of an offloaded loop's kernel, for the report and for the runtime's
 * version selection (offload_features.c). Internal to the transform layer. */
#ifndef GPUOPT_TRANSFORM_OFFLOAD_FEATURES_H
#define GPUOPT_TRANSFORM_OFFLOAD_FEATURES_H

#include "analysis/omp.h"
#include "core/core.h"
#include "gpuopt/features.h"

typedef struct gpuopt__offload_feat {
  uint64_t *table;  /* the runtime's feature table (see offload_features.c); NULL when not made */
  size_t len;
  char *text[GPUOPT_NUM_FEATURES]; /* C text (a number, or an expression over the loop's values),
                                      NULL where unknown before the launch */
} gpuopt__offload_feat;

/* The features of kernel (a kernel made by gpuopt_offload, with the loop's code inlined). Parameter p
 * of the kernel holds the loop's shared value param_arg[p] (-1: not a scalar: an array, a global);
 * param_name[p] names it in the texts (NULL: its IR name). avgws_c / transfer_c: the texts of the
 * work items and transfer bytes when known before the launch (else NULL). Best effort: returns 0
 * and leaves *out empty on failure (out of memory, analysis failure). */
int gpuopt__offload_features(gpuopt_ctx *ctx, LLVMValueRef kernel, const int *param_arg,
                             const char *const *param_name, const char *avgws_c, const char *transfer_c,
                             gpuopt__offload_feat *out);
void gpuopt__offload_feat_free(gpuopt__offload_feat *f);
/* The work items (the loop's trip count) and the bytes a launch transfers (each array's range in,
 * the written ones back: the exact bounds of a sequential loop, the whole objects of an OpenMP
 * loop) as C text over the host's values, each NULL when not known before the launch (a heap
 * object's size, a bound the IR computes in a way not followed). Before the region's fork is
 * replaced. *avgws and *transfer are malloc'd. */
void gpuopt__offload_region_texts(const gpuopt__omp_region *r, LLVMTargetDataRef td, char **avgws, char **transfer);
/* Prepare dev (a copy of gpuopt_offload's device module, changed in place) for the features: every
 * function inlined into the kernels, then SROA and cleanups, no unrolling (features count the
 * loops as written). 0 on failure. */
int gpuopt__offload_features_prepare(gpuopt_ctx *ctx, LLVMModuleRef dev);

#endif
