/* Compiling the device side of a whole CUDA program (gpucc §2.1-2.3, Fig. 1; what `gpuopt cc`
 * does between clang's device-side front end and the host object):
 *  - gpuopt_link_libdevice: the device math library. clang's CUDA headers map sqrtf, expf, __expf,
 *    ... to libdevice's __nv_* functions; like clang's -mlink-builtin-bitcode, the libdevice bitcode
 *    (from the CUDA SDK, nvvm/libdevice/libdevice.10.bc) is parsed into the module's LLVM context,
 *    given the module's triple and datalayout, linked (LLVMLinkModules2), and every function it
 *    brought is internalized and given the target-cpu/target-features of the module's own
 *    functions (so the inliner may inline it); then NVVMReflect is done here, as LLVM's
 *    NVVMReflect pass does it: each call to __nvvm_reflect / llvm.nvvm.reflect with a constant
 *    string becomes a constant — "__CUDA_ARCH" the sm number times 10, "__CUDA_FTZ" the module flag
 *    nvvm-reflect-ftz (clang's -fcuda-flush-denormals-to-zero; 0 without it), "__CUDA_PREC_SQRT"
 *    the module flag nvvm-reflect-prec-sqrt when present, else 1 (nvcc's default -prec-sqrt=true;
 *    LLVM 19's pass answers 0, an approximate sqrt), any other name 0. Finally globaldce removes the
 *    libdevice functions nothing calls.
 *  - gpuopt_device_image: the optimised device module in the forms the runtime can load, packed
 *    into gpuopt's device image (codegen/gpuimage.h): its bitcode (the interpreter back end runs
 *    it), its PTX, and a cubin when the caller has one (ptxas is a program; the driver runs it).
 * Requires: a module that targets NVPTX and passes the verifier. Preserves: the module is valid. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitWriter.h>
#include <llvm-c/Linker.h>

#include "codegen/codegen.h"
#include "codegen/gpuimage.h"
#include "core/ctx.h"
#include "gpuopt/codegen.h"
#include "gpuopt/module.h"

static int has_prefix(const char *s, size_t n, const char *p) {
  size_t k = strlen(p);
  return n >= k && !memcmp(s, p, k);
}

/* Whether m declares (calls, without defining) a libdevice function. */
static int needs_libdevice(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    size_t n = 0;
    const char *name = LLVMGetValueName2(f, &n);
    if (LLVMIsDeclaration(f) && has_prefix(name, n, "__nv_")) return 1;
  }
  return 0;
}

/* The sm number of "sm_90" / "sm_90a": 90; 0 if the string has no number. */
static unsigned sm_number(const char *sm) {
  unsigned v = 0;
  if (sm && !strncmp(sm, "sm_", 3))
    for (const char *p = sm + 3; *p >= '0' && *p <= '9' && v < 100000; p++) v = v * 10 + (unsigned)(*p - '0');
  return v;
}

/* The integer value of module flag key (through llvm.module.flags: LLVMGetMDNodeOperands unwraps
 * the constant, which LLVMGetModuleFlag's metadata does not give back). */
static int module_flag(LLVMModuleRef m, const char *key, long long *out) {
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "llvm.module.flags");
  if (!n) return 0;
  LLVMValueRef *nodes = malloc(n * sizeof *nodes);
  if (!nodes) return 0;
  LLVMGetNamedMetadataOperands(m, "llvm.module.flags", nodes);
  int found = 0;
  for (unsigned i = 0; i < n && !found; i++) {
    if (LLVMGetMDNodeNumOperands(nodes[i]) != 3) continue;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(nodes[i], ops);
    unsigned len = 0;
    const char *k = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (k && len == strlen(key) && !memcmp(k, key, len) && ops[2] && LLVMIsAConstantInt(ops[2])) {
      *out = LLVMConstIntGetSExtValue(ops[2]);
      found = 1;
    }
  }
  free(nodes);
  return found;
}

/* The string constant a reflect argument points to (through casts and zero GEPs); NULL if none. */
static const char *reflect_name(LLVMValueRef arg, size_t *len) {
  for (int depth = 0; arg && depth < 8; depth++) {
    if (LLVMIsAGlobalVariable(arg)) {
      LLVMValueRef init = LLVMGetInitializer(arg);
      if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init)) return NULL;
      const char *s = LLVMGetAsString(init, len);
      while (*len && s[*len - 1] == '\0') (*len)--;
      return s;
    }
    if (LLVMIsAConstantExpr(arg) || LLVMIsACastInst(arg) || LLVMIsAGetElementPtrInst(arg)) {
      LLVMOpcode op = LLVMIsAConstantExpr(arg) ? LLVMGetConstOpcode(arg) : LLVMGetInstructionOpcode(arg);
      if (op != LLVMAddrSpaceCast && op != LLVMBitCast && op != LLVMGetElementPtr) return NULL;
      arg = LLVMGetOperand(arg, 0);
    } else
      return NULL;
  }
  return NULL;
}

static long long reflect_value(LLVMModuleRef m, unsigned sm, const char *s, size_t n) {
  long long v = 0;
  if (n == 11 && !memcmp(s, "__CUDA_ARCH", 11)) return (long long)sm * 10;
  if (n == 10 && !memcmp(s, "__CUDA_FTZ", 10)) return module_flag(m, "nvvm-reflect-ftz", &v) ? v : 0;
  if (n == 16 && !memcmp(s, "__CUDA_PREC_SQRT", 16)) return module_flag(m, "nvvm-reflect-prec-sqrt", &v) ? v : 1;
  return 0;
}

/* Replace every call to the reflect function f with its constant; erase f when unused. */
static gpuopt_status resolve_reflect(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMValueRef f, unsigned sm, unsigned *count,
                                     const char *who) {
  LLVMUseRef u = LLVMGetFirstUse(f);
  while (u) {
    LLVMValueRef call = LLVMGetUser(u);
    u = LLVMGetNextUse(u);
    if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != f || LLVMGetNumArgOperands(call) != 1) continue;
    size_t n = 0;
    const char *s = reflect_name(LLVMGetOperand(call, 0), &n);
    if (!s) {
      char *txt = LLVMPrintValueToString(call);
      gpuopt_status st = gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED, "%s: %s: the argument of the reflect call is not a "
                                      "constant string", who, txt);
      LLVMDisposeMessage(txt);
      return st;
    }
    LLVMTypeRef ty = LLVMTypeOf(call);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind) continue;
    LLVMReplaceAllUsesWith(call, LLVMConstInt(ty, (unsigned long long)reflect_value(m, sm, s, n), 1));
    LLVMInstructionEraseFromParent(call);
    (*count)++;
  }
  if (!LLVMGetFirstUse(f)) LLVMDeleteFunction(f);
  return GPUOPT_OK;
}

/* The target-cpu / target-features string attributes of the first defined function of m that has
 * them (clang puts them on every function it emits). */
static void target_attrs(LLVMModuleRef m, LLVMAttributeRef *cpu, LLVMAttributeRef *features) {
  *cpu = *features = NULL;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !*cpu; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    *cpu = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-cpu", 10);
    *features = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-features", 15);
  }
}

gpuopt_status gpuopt_link_libdevice(gpuopt_ctx *ctx, LLVMModuleRef m, const void *bitcode, size_t size,
                                    gpuopt_libdevice_stats *stats) {
  static const char who[] = "gpuopt_link_libdevice";
  if (!ctx) return GPUOPT_EINVAL;
  if (stats) memset(stats, 0, sizeof *stats);
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", who);
  gpuopt_status st = gpuopt_module_check_target(ctx, m);
  if (st) return st;
  unsigned sm = sm_number(ctx->opts.sm);
  gpuopt_libdevice_stats s = {0, 0};
  if (needs_libdevice(m)) {
    if (!bitcode || !size)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the module calls libdevice functions (__nv_*) but no libdevice "
                          "bitcode was given", who);
    LLVMModuleRef ld = NULL;
    st = gpuopt_module_parse(ctx, LLVMGetModuleContext(m), bitcode, size, "libdevice", &ld);
    if (st) return st;
    /* The names libdevice defines, to internalize after linking. */
    size_t nnames = 0, cap = 0;
    char **names = NULL;
    for (LLVMValueRef f = LLVMGetFirstFunction(ld); f; f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f)) continue;
      size_t n = 0;
      const char *name = LLVMGetValueName2(f, &n);
      LLVMValueRef mine = LLVMGetNamedFunction(m, name);
      if (mine && !LLVMIsDeclaration(mine)) {
        LLVMDisposeModule(ld);
        for (size_t i = 0; i < nnames; i++) free(names[i]);
        free(names);
        return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the module defines @%.*s, which libdevice also defines", who,
                            (int)n, name);
      }
      if (nnames == cap) {
        size_t nc = cap ? 2 * cap : 512;
        char **nn = realloc(names, nc * sizeof *nn);
        if (!nn) goto oom;
        names = nn;
        cap = nc;
      }
      if (!(names[nnames] = malloc(n + 1))) goto oom;
      memcpy(names[nnames], name, n);
      names[nnames++][n] = '\0';
      continue;
    oom:
      LLVMDisposeModule(ld);
      for (size_t i = 0; i < nnames; i++) free(names[i]);
      free(names);
      return gpuopt__oom(ctx, who);
    }
    LLVMSetTarget(ld, LLVMGetTarget(m));
    LLVMSetDataLayout(ld, LLVMGetDataLayoutStr(m));
    LLVMAttributeRef cpu, features;
    target_attrs(m, &cpu, &features);
    gpuopt_diag d;
    gpuopt__diag_begin(&d, LLVMGetModuleContext(m));
    LLVMBool bad = LLVMLinkModules2(m, ld); /* destroys ld */
    gpuopt__diag_end(&d);
    if (bad || d.errors) {
      for (size_t i = 0; i < nnames; i++) free(names[i]);
      free(names);
      return gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: linking libdevice failed: %s", who,
                          d.have_msg ? d.msg : "the linker gave no reason");
    }
    for (size_t i = 0; i < nnames; i++) {
      LLVMValueRef f = LLVMGetNamedFunction(m, names[i]);
      free(names[i]);
      if (!f || LLVMIsDeclaration(f)) continue;
      LLVMSetLinkage(f, LLVMInternalLinkage);
      LLVMSetVisibility(f, LLVMDefaultVisibility);
      if (cpu && !LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-cpu", 10))
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, cpu);
      if (features && !LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-features", 15))
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, features);
      s.functions++;
    }
    free(names);
  }
  static const char *const reflects[] = {"__nvvm_reflect", "llvm.nvvm.reflect"};
  for (size_t i = 0; i < 2; i++) {
    LLVMValueRef f = LLVMGetNamedFunction(m, reflects[i]);
    if (f && (st = resolve_reflect(ctx, m, f, sm, &s.reflect_calls, who))) return st;
  }
  if (s.functions && (st = gpuopt__run_llvm_passes(ctx, m, "globaldce", -1, who))) return st;
  if (s.functions) {
    /* what is left of libdevice after globaldce */
    s.functions = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
      size_t n = 0;
      const char *name = LLVMGetValueName2(f, &n);
      if (!LLVMIsDeclaration(f) && has_prefix(name, n, "__nv_")) s.functions++;
    }
  }
  if (stats) *stats = s;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_device_image(gpuopt_ctx *ctx, LLVMModuleRef m, const char *ptx, size_t ptx_len,
                                  const void *cubin, size_t cubin_len, void **out, size_t *size) {
  static const char who[] = "gpuopt_device_image";
  if (!ctx) return GPUOPT_EINVAL;
  if (out) *out = NULL;
  if (size) *size = 0;
  if (!m || !out || !size) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module or output", who);
  if ((!ptx && ptx_len) || (!cubin && cubin_len))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL PTX or cubin with a nonzero size", who);
  gpuopt_status st = gpuopt_module_check_target(ctx, m);
  if (st) return st;
  unsigned sm = sm_number(ctx->opts.sm);
  LLVMMemoryBufferRef bc = LLVMWriteBitcodeToMemoryBuffer(m);
  if (!bc) return gpuopt__oom(ctx, who);
  /* PTX entries carry their NUL. */
  char *ptxz = NULL;
  if (ptx) {
    if (!(ptxz = malloc(ptx_len + 1))) {
      LLVMDisposeMemoryBuffer(bc);
      return gpuopt__oom(ctx, who);
    }
    memcpy(ptxz, ptx, ptx_len);
    ptxz[ptx_len] = '\0';
  }
  gpuopt_img_entry e[3];
  size_t n = 0;
  e[n++] = (gpuopt_img_entry){GPUOPT_IMG_BITCODE, 0, LLVMGetBufferStart(bc), LLVMGetBufferSize(bc)};
  if (ptxz) e[n++] = (gpuopt_img_entry){GPUOPT_IMG_PTX, sm, ptxz, ptx_len + 1};
  if (cubin) e[n++] = (gpuopt_img_entry){GPUOPT_IMG_CUBIN, sm, cubin, cubin_len};
  void *img = NULL;
  size_t isz = 0;
  st = gpuopt__image_write(ctx, e, n, &img, &isz);
  free(ptxz);
  LLVMDisposeMemoryBuffer(bc);
  if (st) return st;
  *out = img;
  *size = isz;
  return GPUOPT_OK;
}
