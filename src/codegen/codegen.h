/* Internals shared by the code generators (ptx.c, host.c). */
#ifndef GPUOPT_CODEGEN_INTERNAL_H
#define GPUOPT_CODEGEN_INTERNAL_H

#include "core/core.h"

/* GPUOPT_ETARGET if m calls an intrinsic of a target other than own ("nvvm" or "x86"): LLVM's
 * instruction selector would abort the process on it. */
gpuopt_status gpuopt__check_foreign_intrinsics(gpuopt_ctx *ctx, LLVMModuleRef m, const char *own, const char *who);

#endif
