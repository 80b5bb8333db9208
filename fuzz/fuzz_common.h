/* Shared helpers of the libFuzzer harnesses (the *_fuzzer.c files): run every analysis and every
 * transform and preset of the library on a module, checking the library's contracts, and stop the
 * process (abort, so libFuzzer records a crasher) when one is broken. Harness code, not library
 * code: it may print and abort. */
#ifndef GPUOPT_FUZZ_COMMON_H
#define GPUOPT_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "gpuopt/gpuopt.h"

/* Report a broken contract and abort. */
void fuzz_bug(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

/* A context with the default options, or abort. */
gpuopt_ctx *fuzz_ctx(void);

/* Every analysis in every mode on every function with a body of m (which passes the verifier and
 * targets NVPTX): results are queried and freed; failures must carry a status and a message. */
void fuzz_analyses(gpuopt_ctx *ctx, LLVMModuleRef m);

/* Run pipeline on a clone of m. The library must either succeed with a module that verifies, or
 * fail with a message and a module that still verifies; never claim success on a broken module.
 * Returns the clone (the caller disposes it) so callers can compare semantics, or NULL when the
 * pipeline failed (status in *st). */
LLVMModuleRef fuzz_pipeline_on_clone(gpuopt_ctx *ctx, LLVMModuleRef m, const char *pipeline, gpuopt_status *st);

/* Every registered step alone, every preset, and all steps in a row, each on a clone of m; then
 * PTX for m and for the result of all steps. */
void fuzz_all_transforms(gpuopt_ctx *ctx, LLVMModuleRef m);

/* PTX for m (a copy is lowered; m is unchanged): success or a status with a message; then host
 * code for it (fuzz_host). */
void fuzz_ptx(gpuopt_ctx *ctx, LLVMModuleRef m);

/* Host code for m's kernels from its PTX (len bytes): gpuopt_embed_device_code into an empty
 * host module, which must verify, then gpuopt_emit_host_object; failures need a message. */
void fuzz_host(gpuopt_ctx *ctx, LLVMModuleRef m, const char *ptx, size_t len);

/* The module's text (malloc'd) for before/after comparisons. */
char *fuzz_print(LLVMModuleRef m);

#endif
