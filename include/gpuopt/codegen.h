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

/* ---- host code generation (gpucc §2.4, Fig. 3) ---- */

#define GPUOPT_EMBED_OPTIONS_VERSION 1
typedef struct gpuopt_embed_options {
  unsigned version;          /* GPUOPT_EMBED_OPTIONS_VERSION */
  const char *stub_prefix;   /* stub name = prefix + kernel name + suffix; default "" */
  const char *stub_suffix;   /* default "_launch" */
} gpuopt_embed_options;
#define GPUOPT_EMBED_OPTIONS_INIT { GPUOPT_EMBED_OPTIONS_VERSION, "", "_launch" }

/* Embed device code into the host module host (gpucc Fig. 3b): the PTX text as a constant inside
 * a wrapper global laid out as gpuopt_embedded_module (gpuopt/cuda.h; gpucc's
 * __cuda_fatbin_wrapper), a module constructor (llvm.global_ctors) that registers it with
 * gpuopt_rt_register, and, for each kernel of the device module device (in module order), an
 * external launch stub
 *     int32_t <prefix><kernel><suffix>(const gpuopt_launch_config *cfg, <kernel parameters>)
 * that packs its arguments and calls gpuopt_rt_launch, returning its gpuopt_status. Parameter
 * types: iN (N = 8, 16, 32, 64), float, double as they are; pointers (any address space) as
 * gpuopt_devptr (uint64_t); anything else fails with GPUOPT_EUNSUPPORTED naming the kernel and
 * parameter. A host module without a triple gets x86_64-unknown-linux-gnu and the X86 datalayout;
 * one for another target fails with GPUOPT_ETARGET. A stub name already defined in host fails with
 * GPUOPT_EINVAL; an existing declaration with the stub's type is completed. On failure host is
 * left unchanged. ptx (ptx_len bytes, no NUL needed) is copied. opts may be NULL. */
gpuopt_status gpuopt_embed_device_code(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef device, const char *ptx,
                                       size_t ptx_len, const gpuopt_embed_options *opts);

/* Compile a host module for x86-64 with LLVM's X86 target (position-independent code, the
 * context's opt_level): an ELF object (asm = 0) or assembly text (asm = 1). *out is owned by the
 * caller (gpuopt_free), *len its size. The module is not modified (code generation runs on a copy). */
gpuopt_status gpuopt_emit_host_object(gpuopt_ctx *ctx, LLVMModuleRef host, int asm_text, char **out, size_t *len);

/* ---- whole CUDA programs (gpuopt cc; gpucc §2.1-2.3) ---- */

typedef struct gpuopt_libdevice_stats {
  unsigned functions;     /* libdevice functions left in the module (after unused ones are removed) */
  unsigned reflect_calls; /* __nvvm_reflect calls replaced by constants */
} gpuopt_libdevice_stats;

/* Link libdevice (the CUDA SDK's device math library, nvvm/libdevice/libdevice.10.bc; bitcode,
 * size bytes, read-only, not retained) into the device module m when m calls a libdevice function
 * (__nv_*), the way clang's -mlink-builtin-bitcode does: libdevice's functions become internal and
 * get m's target-cpu/target-features; those nothing calls are removed. Then every
 * __nvvm_reflect("NAME") call (libdevice's and m's own) becomes a constant: "__CUDA_ARCH" = sm*10
 * from the context's sm, "__CUDA_FTZ" = m's "nvvm-reflect-ftz" module flag (0 when absent),
 * "__CUDA_PREC_SQRT" = the "nvvm-reflect-prec-sqrt" flag (1, IEEE square root, when absent), other
 * names 0. bitcode may be NULL when m calls no libdevice function. GPUOPT_EINVAL when m needs
 * libdevice and none is given, or m defines a libdevice name; GPUOPT_EINVALID_IR when the bitcode
 * does not read or link; GPUOPT_EUNSUPPORTED for a reflect call whose argument is not a constant
 * string. stats may be NULL. */
gpuopt_status gpuopt_link_libdevice(gpuopt_ctx *ctx, LLVMModuleRef m, const void *bitcode, size_t size,
                                    gpuopt_libdevice_stats *stats);

/* Pack the optimised device module m into a gpuopt device image, the GPU binary `gpuopt cc`
 * embeds in a host object (clang -fcuda-include-gpubinary) and gpuopt's CUDA runtime loads: m's
 * bitcode (run by the interpreter back end), ptx (ptx_len bytes, no NUL needed; may be NULL) and a
 * cubin (cubin_len bytes, may be NULL) for the context's sm. The layout is in docs/cc.md
 * ("device image"). *out is owned by the caller (gpuopt_free), *size its length in bytes. m is not
 * modified. */
gpuopt_status gpuopt_device_image(gpuopt_ctx *ctx, LLVMModuleRef m, const char *ptx, size_t ptx_len,
                                  const void *cubin, size_t cubin_len, void **out, size_t *size);

#ifdef __cplusplus
}
#endif
#endif
