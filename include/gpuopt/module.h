/* Module helpers: parse, verify, print, target checks, kernel recognition. The caller owns every
 * LLVMModuleRef and LLVMContextRef; gpuopt never takes ownership of a module it did not create. */
#ifndef GPUOPT_MODULE_H
#define GPUOPT_MODULE_H

#include <stddef.h>
#include <llvm-c/Core.h>
#include "gpuopt/context.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parse LLVM IR, text or bitcode (detected from the bytes), into the LLVM context llctx. name
 * names the buffer in messages. On success *out is a new module owned by the caller (free it with
 * LLVMDisposeModule). The module is not verified; see gpuopt_module_verify.
 * GPUOPT_EINVALID_IR with the parser's message (line and column) on failure.
 * Bitcode: LLVM's bitcode reader can crash on malformed bitcode, so unless the context's options
 * set trusted_bitcode, the bytes are first read in a forked child process (fresh LLVMContext,
 * output discarded, CPU-time limit); a failure or crash there is GPUOPT_EINVALID_IR ("invalid
 * bitcode: ..."), and the caller's process only reads bitcode that read there and passes the
 * verifier there (unlike text, guarded bitcode is verified: LLVM's reader accepts some malformed
 * bitcode with unresolved forward references, leaking them; such modules never verify). A failed fork is
 * GPUOPT_ENOMEM. The child calls no handlers of the caller's (it ends with _exit). */
gpuopt_status gpuopt_module_parse(gpuopt_ctx *ctx, LLVMContextRef llctx, const void *data,
                                  size_t len, const char *name, LLVMModuleRef *out);

/* gpuopt_module_parse on the contents of a file. GPUOPT_EIO if it cannot be read. */
gpuopt_status gpuopt_module_parse_file(gpuopt_ctx *ctx, LLVMContextRef llctx, const char *path,
                                       LLVMModuleRef *out);

/* Run LLVM's verifier; GPUOPT_EINVALID_IR with its message when the module is broken. */
gpuopt_status gpuopt_module_verify(gpuopt_ctx *ctx, LLVMModuleRef m);

/* Check that the module targets NVPTX: an nvptx/nvptx64 triple, or none (then it is treated as
 * nvptx64-nvidia-cuda). GPUOPT_ETARGET naming the triple otherwise. */
gpuopt_status gpuopt_module_check_target(gpuopt_ctx *ctx, LLVMModuleRef m);

/* The module as IR text. *out is owned by the caller; free it with gpuopt_free. */
gpuopt_status gpuopt_module_print(gpuopt_ctx *ctx, LLVMModuleRef m, char **out, size_t *len);

/* The module as bitcode. *out is owned by the caller; free it with gpuopt_free. */
gpuopt_status gpuopt_module_bitcode(gpuopt_ctx *ctx, LLVMModuleRef m, void **out, size_t *len);

/* Whether fn is a kernel: the ptx_kernel calling convention (LLVM 20+) or an !nvvm.annotations
 * "kernel" entry (LLVM 19 and earlier). Declarations are never kernels. */
int gpuopt_is_kernel(LLVMValueRef fn);

/* The module's kernels in module order. *out (owned by the caller, free with gpuopt_free; NULL
 * when there are none) receives *count functions. */
gpuopt_status gpuopt_module_kernels(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMValueRef **out,
                                    size_t *count);

/* The function named name with a body. GPUOPT_ENOTFOUND if there is none. */
gpuopt_status gpuopt_module_function(gpuopt_ctx *ctx, LLVMModuleRef m, const char *name,
                                     LLVMValueRef *out);

#ifdef __cplusplus
}
#endif
#endif
