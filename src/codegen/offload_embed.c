/* The device side of an offloaded program into its host module (issue 16; gpucc §2.4's host code
 * generation for gpuopt_offload's output): the device module goes through the gpucc pipeline, is
 * lowered to PTX, and both forms (bitcode for the interpreter back end, PTX for the GPU) become a
 * gpuopt device image (gpuimage.h) defining @__gpuopt_omp_image; a module constructor registers
 * it with gpuopt's CUDA runtime the way clang's CUDA host code does:
 *     h = __cudaRegisterFatBinary(&{0x466243b1, 1, @__gpuopt_omp_image, null})
 *     __cudaRegisterFunction(h, @__gpuopt_omp_descN, "kernelN", "kernelN", -1, null...)  per loop
 *     __cudaRegisterFatBinaryEnd(h)
 * so the offload runtime launches kernel N with cudaLaunchKernel(@__gpuopt_omp_descN, ...). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "codegen/codegen.h"
#include "codegen/gpuimage.h"
#include "core/core.h"
#include "gpuopt/codegen.h"
#include "gpuopt/module.h"
#include "gpuopt/offload.h"
#include "gpuopt/pipeline.h"

static const char who[] = "gpuopt_offload_embed";

/* The kernel name a descriptor global points to (its third field), or NULL. */
static const char *desc_kernel(LLVMValueRef desc, size_t *len) {
  LLVMValueRef init = LLVMGetInitializer(desc);
  if (!init || LLVMGetTypeKind(LLVMTypeOf(init)) != LLVMStructTypeKind) return NULL;
  LLVMValueRef k = LLVMGetAggregateElement(init, 2);
  if (!k || !LLVMIsAGlobalVariable(k) || !LLVMGetInitializer(k)) return NULL;
  LLVMValueRef s = LLVMGetInitializer(k);
  if (!LLVMIsConstantString(s)) return NULL;
  return LLVMGetAsString(s, len);
}

gpuopt_status gpuopt_offload_embed(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef dev, int optimize_host) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!host) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: host module is NULL", who);
  gpuopt_status st = GPUOPT_OK;
  char *ptx = NULL;
  void *bc = NULL, *img = NULL;
  size_t ptx_len = 0, bc_len = 0, img_len = 0;
  LLVMContextRef c = LLVMGetModuleContext(host);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(c), i32 = LLVMInt32TypeInContext(c), ptr = LLVMPointerTypeInContext(c, 0);
  LLVMValueRef old = LLVMGetNamedGlobal(host, "__gpuopt_omp_image");
  if (dev && old) {
    if (LLVMGetModuleContext(dev) != c)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the device module is in another LLVMContext than the host module", who);
    if (!LLVMIsDeclaration(old))
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: @__gpuopt_omp_image is already defined (embedded twice?)", who);
    if ((st = gpuopt_run_pipeline(ctx, dev, "gpucc", NULL))) return st;
    if ((st = gpuopt_emit_ptx(ctx, dev, &ptx, &ptx_len))) return st;
    if ((st = gpuopt_module_bitcode(ctx, dev, &bc, &bc_len))) goto out;
    unsigned sm = 0;
    const char *smn = gpuopt_ctx_options(ctx)->sm;
    if (smn && !strncmp(smn, "sm_", 3)) sm = (unsigned)strtoul(smn + 3, NULL, 10);
    gpuopt_img_entry e[2] = {{GPUOPT_IMG_BITCODE, 0, bc, bc_len}, {GPUOPT_IMG_PTX, sm, ptx, ptx_len + 1}};
    if ((st = gpuopt__image_write(ctx, e, 2, &img, &img_len))) goto out;
    LLVMValueRef bytes = LLVMConstStringInContext2(c, img, img_len, 1);
    LLVMValueRef g = LLVMAddGlobal(host, LLVMTypeOf(bytes), "__gpuopt_omp_image.data");
    LLVMSetInitializer(g, bytes);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetAlignment(g, 8);
    LLVMReplaceAllUsesWith(old, g);
    LLVMDeleteGlobal(old);
    /* the wrapper and the constructor */
    LLVMTypeRef wt = LLVMStructTypeInContext(c, (LLVMTypeRef[]){i32, i32, ptr, ptr}, 4, 0);
    LLVMValueRef wf[4] = {LLVMConstInt(i32, 0x466243b1u, 0), LLVMConstInt(i32, 1, 0), g, LLVMConstNull(ptr)};
    LLVMValueRef w = LLVMAddGlobal(host, wt, "__gpuopt_omp_fatbin_wrapper");
    LLVMSetInitializer(w, LLVMConstNamedStruct(wt, wf, 4));
    LLVMSetGlobalConstant(w, 1);
    LLVMSetLinkage(w, LLVMPrivateLinkage);
    LLVMSetAlignment(w, 8);
    LLVMTypeRef ctor_t = LLVMFunctionType(LLVMVoidTypeInContext(c), NULL, 0, 0);
    LLVMValueRef ctor = LLVMAddFunction(host, "__gpuopt_omp_register", ctor_t);
    LLVMSetLinkage(ctor, LLVMInternalLinkage);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, ctor, "entry"));
    LLVMTypeRef reg_t = LLVMFunctionType(ptr, &ptr, 1, 0);
    LLVMValueRef reg = LLVMGetNamedFunction(host, "__cudaRegisterFatBinary");
    if (!reg) reg = LLVMAddFunction(host, "__cudaRegisterFatBinary", reg_t);
    LLVMValueRef h = LLVMBuildCall2(b, reg_t, reg, &w, 1, "h");
    LLVMTypeRef fn_params[10] = {ptr, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, ptr};
    LLVMTypeRef fn_t = LLVMFunctionType(i32, fn_params, 10, 0);
    LLVMValueRef regf = LLVMGetNamedFunction(host, "__cudaRegisterFunction");
    if (!regf) regf = LLVMAddFunction(host, "__cudaRegisterFunction", fn_t);
    for (LLVMValueRef d = LLVMGetFirstGlobal(host); d; d = LLVMGetNextGlobal(d)) {
      size_t nl;
      const char *n = LLVMGetValueName2(d, &nl);
      unsigned idx;
      char tail;
      if (sscanf(n, "__gpuopt_omp_desc%u%c", &idx, &tail) != 1) continue;
      size_t kl = 0;
      const char *kn = desc_kernel(d, &kl);
      if (!kn) continue;
      LLVMValueRef kname = LLVMGetAggregateElement(LLVMGetInitializer(d), 2);
      LLVMValueRef args[10] = {h, d, kname, kname, LLVMConstInt(i32, (unsigned long long)-1, 1), LLVMConstNull(ptr),
                               LLVMConstNull(ptr), LLVMConstNull(ptr), LLVMConstNull(ptr), LLVMConstNull(ptr)};
      LLVMBuildCall2(b, fn_t, regf, args, 10, "");
    }
    LLVMTypeRef end_t = LLVMFunctionType(LLVMVoidTypeInContext(c), &ptr, 1, 0);
    LLVMValueRef endf = LLVMGetNamedFunction(host, "__cudaRegisterFatBinaryEnd");
    if (!endf) endf = LLVMAddFunction(host, "__cudaRegisterFatBinaryEnd", end_t);
    LLVMBuildCall2(b, end_t, endf, &h, 1, "");
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    if ((st = gpuopt__add_global_ctor(ctx, host, ctor, who))) goto out;
  }
  (void)i8;
  if (optimize_host) {
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    gpuopt_diag d;
    gpuopt__diag_begin(&d, c);
    LLVMErrorRef e = LLVMRunPasses(host, "default<O2>", NULL, po);
    gpuopt__diag_end(&d);
    LLVMDisposePassBuilderOptions(po);
    if (e) {
      char *msg = LLVMGetErrorMessage(e);
      st = gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: optimising the host module failed: %s", who, msg);
      LLVMDisposeErrorMessage(msg);
      goto out;
    }
  }
  st = gpuopt_module_verify(ctx, host);
out:
  gpuopt_free(ptx);
  gpuopt_free(bc);
  free(img);
  return st;
}
