/* Internal: the PTX screen (ptx_screen.c), run by gpuopt_emit_ptx before LLVM's NVPTX back end. */
#ifndef GPUOPT_CODEGEN_PTX_SCREEN_H
#define GPUOPT_CODEGEN_PTX_SCREEN_H

#include "core/core.h"

/* GPUOPT_EUNSUPPORTED, with a message naming who and the value at fault, when m holds a construct
 * on which the NVPTX code generator aborts or crashes instead of failing; GPUOPT_OK otherwise. */
gpuopt_status gpuopt__ptx_screen(gpuopt_ctx *ctx, LLVMModuleRef m, const char *who);

#endif
