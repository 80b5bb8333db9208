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
  int cuda_result;         /* the CUresult of the last failed driver call (codegen/cuda.c) */
};

#endif
