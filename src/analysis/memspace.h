/* Memory-space inference (memspace.c): the address space each generic pointer of a function is
 * proven to point into. Internal; the public entry points are in gpuopt/transform.h. */
#ifndef GPUOPT_ANALYSIS_MEMSPACE_H
#define GPUOPT_ANALYSIS_MEMSPACE_H

#include "core/core.h"

/* Lattice codes kept per pointer-deriving instruction. */
#define MS_TOP 0u      /* assumed in every space (Algorithm 1's AS set), before the fixed point */
#define MS_BOTTOM 1u   /* mixed or unknown: stays generic */
#define MS_SPACE(as) ((uintptr_t)(as) + 2u)

typedef struct gpuopt_memspace {
  LLVMValueRef fn;
  int kernel_params_global;
  gpuopt_ptrmap state;          /* derived instruction -> lattice code */
  VEC(LLVMValueRef) derived;    /* the derived pointer instructions, in layout order */
} gpuopt_memspace;

/* Run the inference on fn (a definition). kernel_params_global: pointer parameters of a kernel
 * point to global memory. *out freed with gpuopt__memspace_free. */
gpuopt_status gpuopt__memspace_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, int kernel_params_global,
                                       gpuopt_memspace **out);
void gpuopt__memspace_free(gpuopt_memspace *ms);
/* The proven space of pointer v (an instruction or argument of fn, a global or constant): its
 * type's space when not generic; else the inferred one; 0 (generic) when unknown or mixed. */
unsigned gpuopt__memspace_space(const gpuopt_memspace *ms, LLVMValueRef v);
/* Whether an instruction derives a generic pointer from other pointers (GEP, bitcast, phi, select
 * of generic pointers): the set Algorithm 1 starts by assuming. */
int gpuopt__memspace_is_derived(LLVMValueRef inst);
/* EINVAL unless fn is a definition and p a pointer of fn (or a global or constant). */
gpuopt_status gpuopt__memspace_check_value(gpuopt_ctx *ctx, const char *who, LLVMValueRef fn, LLVMValueRef p);
/* Spaces that are pairwise disjoint on NVPTX (global, shared, const, local, param). */
int gpuopt__memspace_disjoint(unsigned as);

#endif
