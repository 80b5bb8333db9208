/* Internals shared by the code generators (ptx.c, host.c). */
#ifndef GPUOPT_CODEGEN_INTERNAL_H
#define GPUOPT_CODEGEN_INTERNAL_H

#include "core/core.h"

/* GPUOPT_ETARGET if m calls an intrinsic of a target other than own ("nvvm" or "x86"): LLVM's
 * instruction selector would abort the process on it. */
gpuopt_status gpuopt__check_foreign_intrinsics(gpuopt_ctx *ctx, LLVMModuleRef m, const char *own, const char *who);

/* Delete the blocks the entry block does not reach, in every function of m (uses of their values
 * become poison; phis lose their incoming edges from them). */
gpuopt_status gpuopt__drop_unreachable_blocks(gpuopt_ctx *ctx, LLVMModuleRef m, const char *who);

/* Append { 65535, ctor, null } to host's @llvm.global_ctors (host.c). */
gpuopt_status gpuopt__add_global_ctor(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMValueRef ctor, const char *who);

#endif
