/* Code generation (gpucc §2.3, §2.4, Fig. 1, Fig. 3): device code (PTX through LLVM's NVPTX
 * target) and host code (the PTX embedded into an x86-64 host module with a constructor that
 * registers it and one launch stub per kernel that calls gpuopt's CUDA runtime, gpuopt/cuda.h). */
#ifndef GPUOPT_CODEGEN_H
#define GPUOPT_CODEGEN_H

#include <stddef.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Lower the device module m to PTX with an NVPTX target machine built from the context's options
 * (sm, ptx_features, opt_level). m is not modified: code generation runs on a copy. A missing
 * triple or datalayout is taken from the target machine; a triple for another target, or a
 * datalayout with another pointer size than the target's, fails with GPUOPT_ETARGET. The module
 * must pass the verifier (GPUOPT_EINVALID_IR otherwise). On success *out is NUL-terminated PTX
 * text owned by the caller (free with gpuopt_free) and *len (len may be NULL) its length. */
gpuopt_status gpuopt_emit_ptx(gpuopt_ctx *ctx, LLVMModuleRef m, char **out, size_t *len);

/* Counts over PTX text, for statistics (no assembler needed). */
typedef struct gpuopt_ptx_stats {
  unsigned entries;       /* .entry functions (kernels) */
  unsigned functions;     /* .func definitions */
  unsigned instructions;  /* instruction statements inside function bodies (no directives/labels) */
  unsigned loads_global;  /* ld.global* */
  unsigned loads_shared;  /* ld.shared* */
  unsigned loads_generic; /* ld without a state space (generic addressing) */
  unsigned stores;        /* st.* of every space */
  unsigned branches;      /* bra */
  unsigned barriers;      /* bar.sync / barrier.sync */
} gpuopt_ptx_stats;

/* Count the instructions of the PTX text ptx (len bytes). GPUOPT_EINVAL on NULL arguments. */
gpuopt_status gpuopt_ptx_count(gpuopt_ctx *ctx, const char *ptx, size_t len, gpuopt_ptx_stats *out);

#ifdef __cplusplus
}
#endif
#endif
