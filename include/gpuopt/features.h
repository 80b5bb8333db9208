/* Code features of a GPU kernel for the CPU/GPU mapping model (Wang, Grewe and O'Boyle TACO'14
 * §5.2, Table II; the features of Grewe, Wang and O'Boyle CGO'13): per work item, the arithmetic
 * operations (double precision weighted), global and shared-memory accesses and the global accesses
 * the divergence analysis proves coalesced, counted over the kernel's IR with each instruction
 * weighted by the trip counts of its enclosing loops; where a trip count depends on run-time values
 * the feature is an expression (C text over the kernel's arguments) to be instantiated at run time
 * (§5.3). The launch-dependent features (work items, transfer bytes) are supplied by the caller
 * (the offloader knows them); without them they and the features built on them are unknown.
 * See docs/mapping.md. */
#ifndef GPUOPT_FEATURES_H
#define GPUOPT_FEATURES_H

#include <llvm-c/Core.h>

#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The ten features, in this order: comp, mem, localmem, coalesced, transfer, avgws,
 * F1 = transfer/(comp+mem), F2 = coalesced/mem, F3 = (localmem/mem)*avgws, F4 = comp/mem. */
#define GPUOPT_NUM_FEATURES 10
/* The name of feature i ("comp", ..., "F4"); NULL when out of range. */
const char *gpuopt_feature_name(unsigned i);

#define GPUOPT_FEATURES_OPTIONS_VERSION 1
typedef struct gpuopt_features_options {
  unsigned version;      /* GPUOPT_FEATURES_OPTIONS_VERSION */
  double double_weight;  /* weight of a double-precision operation (the paper: 4; a platform
                          * parameter, measured by a microbenchmark on the GPU machine) */
  const char *avgws;     /* work items: C text (a number or an expression), or NULL: unknown */
  const char *transfer;  /* bytes moved host<->device: C text, or NULL: unknown */
} gpuopt_features_options;
#define GPUOPT_FEATURES_OPTIONS_INIT { GPUOPT_FEATURES_OPTIONS_VERSION, 4.0, NULL, NULL }

typedef struct gpuopt_features gpuopt_features;

/* Compute the features of fn (a function with a body; normally a kernel). opts may be NULL. *out
 * owned by the caller (gpuopt_features_free). */
gpuopt_status gpuopt_features_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_features_options *opts,
                                      gpuopt_features **out);
void gpuopt_features_free(gpuopt_features *f);

/* Feature i: returns 1 and sets *value when it is a constant; 0 otherwise. */
int gpuopt_features_value(const gpuopt_features *f, unsigned i, double *value);
/* Feature i as C text: the number when constant, else an expression over the function's arguments
 * (source names from the debug info, else %ir-names); NULL when unknown. Owned by the result. */
const char *gpuopt_features_expr(const gpuopt_features *f, unsigned i);

#ifdef __cplusplus
}
#endif
#endif
