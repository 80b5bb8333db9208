/* The context object. Internal: the public API sees only the opaque type. */
#ifndef GPUOPT_CTX_H
#define GPUOPT_CTX_H

#include "core/core.h"

struct gpuopt_ctx {
  gpuopt_options opts;     /* strings point into the copies below */
  char *sm, *ptx_features;
  gpuopt_status last;
  char *msg;               /* last failure's message; never NULL after create */
  gpuopt_ptrmap fcache;    /* LLVMValueRef fn -> gpuopt_fninfo* */
  /* frees fcache's entries; set by fcache.c when it first caches a function, so that the context
   * alone (as the CUDA runtime uses it) does not depend on the analyses or on LLVM */
  void (*release_fcache)(gpuopt_ctx *ctx);
  int cuda_result;         /* the CUresult of the last failed driver call (codegen/cuda.c) */
};

#endif
