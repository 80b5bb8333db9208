/* Code features of a GPU kernel for the CPU/GPU mapping model (Wang, Grewe and O'Boyle TACO'14
 * §5.2, Table II; the features of Grewe, Wang and O'Boyle CGO'13): per work item, the arithmetic
 * operations (double precision weighted), global and shared-memory accesses and the global accesses
 * the divergence analysis proves coalesced, counted over the kernel's IR with each instruction
 * weighted by the trip counts of its enclosing loops; where a trip count depends on run-time values
 * the feature is an expression (C text over the kernel's arguments) to be instantiated at run time
 * (§5.3). The launch-dependent features (work items, transfer bytes) are supplied by the caller
 * (the offloader knows them); without them they and the features built on them are unknown.
 * A loop that distributes work items over threads (the outermost loop whose induction variable
 * starts at a value that depends on the thread index: a thread's chunk of a parallel loop, a
 * grid-stride loop) counts its body once: each of its iterations is a work item.
 * See docs/mapping.md. */
#ifndef GPUOPT_FEATURES_H
#define GPUOPT_FEATURES_H

#include <stddef.h>
#include <stdint.h>
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

#define GPUOPT_FEATURES_OPTIONS_VERSION 2
typedef struct gpuopt_features_options {
  unsigned version;      /* GPUOPT_FEATURES_OPTIONS_VERSION (1: the fields up to transfer) */
  double double_weight;  /* weight of a double-precision operation (the paper: 4; a platform
                          * parameter, measured by a microbenchmark on the GPU machine) */
  const char *avgws;     /* work items: C text (a number or an expression), or NULL: unknown */
  const char *transfer;  /* bytes moved host<->device: C text, or NULL: unknown */
  /* version 2: the feature programs (gpuopt_features_program) read their symbols from inputs:
   * input(input_user, v) is the input index that will hold the value of v (a value the trip counts
   * use, normally a parameter of fn), or -1 when it is not known at run time (NULL: none is).
   * avgws_input / transfer_input: the inputs that will hold those two (-1: the text above when it
   * is a number, else unknown). */
  int (*input)(void *input_user, LLVMValueRef v);
  void *input_user;
  int avgws_input, transfer_input;
} gpuopt_features_options;
#define GPUOPT_FEATURES_OPTIONS_INIT { GPUOPT_FEATURES_OPTIONS_VERSION, 4.0, NULL, NULL, NULL, NULL, -1, -1 }

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
/* Feature i as a feature program (gpuopt/mapping.h: gpuopt_featprog_eval), its symbols read from
 * the inputs the options name: *len words, owned by the result; NULL when i is out of range. */
const uint64_t *gpuopt_features_program(const gpuopt_features *f, unsigned i, size_t *len);

#ifdef __cplusplus
}
#endif
#endif
