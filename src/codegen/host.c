/* Host code generator (gpucc §2.4, Fig. 3): inject the device code into the host module and
 * generate the code that loads and launches it, in LLVM IR, for an x86-64 host.
 *
 * gpucc wraps the PTX in a global (__cuda_fatbin_wrapper), adds a static initializer
 * (__cuda_module_ctor) that registers it, and one stub per kernel that sets up the arguments and
 * launches. Here, against gpuopt's own runtime (src/codegen/cuda.c) instead of cudart:
 *   @__gpuopt_ptx     = private constant [n x i8] c"<PTX>\00"
 *   @__gpuopt_kernels = private constant [k x ptr] [kernel names]
 *   @__gpuopt_device_code = private global {i32 magic, i32 version, ptr ptx, i64 len, i32 k,
 *                                           i32 registered, ptr names}      (gpuopt_embedded_module)
 *   define internal void @__gpuopt_module_ctor() { call gpuopt_rt_register(@__gpuopt_device_code) }
 *   @llvm.global_ctors += { 65535, @__gpuopt_module_ctor, null }
 *   define i32 @K_launch(ptr %cfg, <K's parameters>) {
 *     spill each parameter to an alloca, store their addresses in an array (the driver's
 *     kernelParams), ret (call @gpuopt_rt_launch(@__gpuopt_device_code, i, %cfg, %array)) }
 * The module is PTX-JIT-loaded on a device at the first launch there (gpuopt_rt_launch).
 * Requires: a device module whose kernels have scalar or pointer parameters. Everything is
 * validated before the host module is touched, so a failure leaves it unchanged.
 * Also: host object emission with LLVM's X86 target (initialised once per process). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "codegen/codegen.h"
#include "core/ctx.h"
#include "gpuopt/codegen.h"
#include "gpuopt/cuda.h"
#include "gpuopt/module.h"

void LLVMInitializeX86TargetInfo(void);
void LLVMInitializeX86Target(void);
void LLVMInitializeX86TargetMC(void);
void LLVMInitializeX86AsmPrinter(void);

static pthread_once_t x86_once = PTHREAD_ONCE_INIT;
static void init_x86(void) {
  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86Target();
  LLVMInitializeX86TargetMC();
  LLVMInitializeX86AsmPrinter();
}

#define HOST_TRIPLE "x86_64-unknown-linux-gnu"

static int is_x86_64(const char *t) { return !strncmp(t, "x86_64", 6) || !strncmp(t, "amd64", 5); }

static gpuopt_status host_target_machine(gpuopt_ctx *ctx, const char *triple, LLVMTargetMachineRef *out, const char *who) {
  pthread_once(&x86_once, init_x86);
  LLVMTargetRef target = NULL;
  char *err = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &err)) {
    gpuopt_status st = gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: no X86 target for '%s': %s", who, triple, err ? err : "?");
    LLVMDisposeMessage(err);
    return st;
  }
  static const LLVMCodeGenOptLevel levels[] = {LLVMCodeGenLevelNone, LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault,
                                               LLVMCodeGenLevelAggressive};
  *out = LLVMCreateTargetMachine(target, triple, "x86-64", "", levels[ctx->opts.opt_level & 3], LLVMRelocPIC,
                                 LLVMCodeModelDefault);
  if (!*out) return gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: LLVM could not create an x86-64 target machine", who);
  return GPUOPT_OK;
}

/* The host type of a kernel parameter, or NULL (unsupported). */
static LLVMTypeRef host_param_type(LLVMContextRef c, LLVMValueRef fn, unsigned i) {
  static const char *const by_memory[] = {"byval", "byref", "inalloca", "preallocated", "sret"};
  for (size_t k = 0; k < sizeof by_memory / sizeof by_memory[0]; k++) {
    unsigned kind = LLVMGetEnumAttributeKindForName(by_memory[k], strlen(by_memory[k]));
    if (kind && LLVMGetEnumAttributeAtIndex(fn, i + 1, kind)) return NULL;
  }
  LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w == 8 || w == 16 || w == 32 || w == 64 ? LLVMIntTypeInContext(c, w) : NULL;
  }
  case LLVMFloatTypeKind: return LLVMFloatTypeInContext(c);
  case LLVMDoubleTypeKind: return LLVMDoubleTypeInContext(c);
  case LLVMPointerTypeKind: return LLVMInt64TypeInContext(c);
  default: return NULL;
  }
}

typedef struct stub_plan {
  LLVMValueRef kernel;
  char *name;           /* stub name */
  LLVMTypeRef fty;      /* stub type */
  LLVMValueRef decl;    /* existing declaration to complete, or NULL */
} stub_plan;

gpuopt_status gpuopt__add_global_ctor(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMValueRef ctor, const char *who) {
  LLVMContextRef c = LLVMGetModuleContext(host);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
  LLVMTypeRef ety_fields[] = {i32, ptr, ptr};
  LLVMTypeRef ety = LLVMStructTypeInContext(c, ety_fields, 3, 0);
  LLVMValueRef old = LLVMGetNamedGlobal(host, "llvm.global_ctors");
  unsigned n = 0;
  LLVMValueRef init = NULL;
  if (old) {
    init = LLVMGetInitializer(old);
    LLVMTypeRef at = LLVMGlobalGetValueType(old);
    if (LLVMGetTypeKind(at) != LLVMArrayTypeKind) return gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: @llvm.global_ctors is not an array", who);
    n = LLVMGetArrayLength(at);
    ety = LLVMGetElementType(at);
  }
  LLVMValueRef *elems = calloc(n + 1, sizeof *elems);
  if (!elems) return gpuopt__oom(ctx, who);
  for (unsigned i = 0; i < n; i++) elems[i] = LLVMGetAggregateElement(init, i);
  LLVMValueRef fields[] = {LLVMConstInt(i32, 65535, 0), ctor, LLVMConstNull(ptr)};
  elems[n] = LLVMConstNamedStruct(ety, fields, 3);
  LLVMValueRef arr = LLVMConstArray2(ety, elems, n + 1);
  free(elems);
  if (old) {
    LLVMSetValueName2(old, "llvm.global_ctors.old", strlen("llvm.global_ctors.old"));
    LLVMDeleteGlobal(old);
  }
  LLVMValueRef g = LLVMAddGlobal(host, LLVMTypeOf(arr), "llvm.global_ctors");
  LLVMSetInitializer(g, arr);
  LLVMSetLinkage(g, LLVMAppendingLinkage);
  return GPUOPT_OK;
}

static LLVMValueRef get_or_declare(LLVMModuleRef host, const char *name, LLVMTypeRef fty) {
  LLVMValueRef f = LLVMGetNamedFunction(host, name);
  return f ? f : LLVMAddFunction(host, name, fty);
}

gpuopt_status gpuopt_embed_device_code(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef device, const char *ptx,
                                       size_t ptx_len, const gpuopt_embed_options *opts) {
  static const char who[] = "gpuopt_embed_device_code";
  if (!ctx) return GPUOPT_EINVAL;
  if (!host || !device || !ptx) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument (host, device and ptx are required)", who);
  gpuopt_embed_options dflt = GPUOPT_EMBED_OPTIONS_INIT;
  if (!opts) opts = &dflt;
  if (opts->version != GPUOPT_EMBED_OPTIONS_VERSION)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: embed options version %u; expected %u", who, opts->version, GPUOPT_EMBED_OPTIONS_VERSION);
  const char *pre = opts->stub_prefix ? opts->stub_prefix : "", *suf = opts->stub_suffix ? opts->stub_suffix : "";
  const char *triple = LLVMGetTarget(host);
  if (triple && *triple && !is_x86_64(triple))
    return gpuopt__fail(ctx, GPUOPT_ETARGET, "%s: the host module targets '%s'; expected an x86-64 triple (%s)", who, triple, HOST_TRIPLE);
  size_t nk = 0;
  LLVMValueRef *ks = NULL;
  gpuopt_status st = gpuopt_module_kernels(ctx, device, &ks, &nk);
  if (st) return st;
  LLVMContextRef c = LLVMGetModuleContext(host);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c), i64 = LLVMInt64TypeInContext(c);
  stub_plan *plan = calloc(nk ? nk : 1, sizeof *plan);
  LLVMTypeRef *ptys = NULL;
  if (!plan) {
    gpuopt_free(ks);
    return gpuopt__oom(ctx, who);
  }
  /* 1. validate and plan, without touching host */
  for (size_t k = 0; k < nk && !st; k++) {
    size_t klen = 0;
    const char *kname = LLVMGetValueName2(ks[k], &klen);
    unsigned np = LLVMCountParams(ks[k]);
    free(ptys);
    ptys = calloc(np + 1, sizeof *ptys);
    plan[k].name = malloc(strlen(pre) + klen + strlen(suf) + 1);
    if (!ptys || !plan[k].name) {
      st = gpuopt__oom(ctx, who);
      break;
    }
    sprintf(plan[k].name, "%s%.*s%s", pre, (int)klen, kname, suf);
    plan[k].kernel = ks[k];
    ptys[0] = ptr;
    for (unsigned i = 0; i < np && !st; i++)
      if (!(ptys[i + 1] = host_param_type(c, ks[k], i))) {
        char *ts = LLVMPrintTypeToString(LLVMTypeOf(LLVMGetParam(ks[k], i)));
        st = gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED,
                          "%s: kernel @%s parameter %u has type %s (or is passed in memory: byval/byref); launch stubs take "
                          "i8/i16/i32/i64, float, double and pointers",
                          who, kname, i, ts);
        LLVMDisposeMessage(ts);
      }
    if (st) break;
    plan[k].fty = LLVMFunctionType(i32, ptys, np + 1, 0);
    LLVMValueRef prev = LLVMGetNamedFunction(host, plan[k].name);
    if (!prev && LLVMGetNamedGlobal(host, plan[k].name))
      st = gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the host module has a global variable @%s, the name of the stub of kernel @%s",
                        who, plan[k].name, kname);
    else if (prev && LLVMCountBasicBlocks(prev))
      st = gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the host module already defines @%s, the name of the stub of kernel @%s", who,
                        plan[k].name, kname);
    else if (prev && LLVMGlobalGetValueType(prev) != plan[k].fty) {
      char *have = LLVMPrintTypeToString(LLVMGlobalGetValueType(prev)), *want = LLVMPrintTypeToString(plan[k].fty);
      st = gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the host module declares @%s as %s; the stub of kernel @%s has type %s", who,
                        plan[k].name, have, kname, want);
      LLVMDisposeMessage(have);
      LLVMDisposeMessage(want);
    }
    plan[k].decl = prev;
    for (size_t j = 0; j < k && !st; j++)
      if (!strcmp(plan[j].name, plan[k].name))
        st = gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: two kernels get the stub name @%s", who, plan[k].name);
  }
  LLVMValueRef old_ctors = st ? NULL : LLVMGetNamedGlobal(host, "llvm.global_ctors");
  if (old_ctors && LLVMGetTypeKind(LLVMGlobalGetValueType(old_ctors)) != LLVMArrayTypeKind)
    st = gpuopt__fail(ctx, GPUOPT_EINVALID_IR, "%s: @llvm.global_ctors is not an array", who);
  if (st) goto cleanup;

  /* 2. build */
  if (!triple || !*triple) {
    LLVMTargetMachineRef tm = NULL;
    if ((st = host_target_machine(ctx, HOST_TRIPLE, &tm, who))) goto cleanup;
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    char *dl = LLVMCopyStringRepOfTargetData(td);
    LLVMSetTarget(host, HOST_TRIPLE);
    if (!*LLVMGetDataLayoutStr(host)) LLVMSetDataLayout(host, dl);
    LLVMDisposeMessage(dl);
    LLVMDisposeTargetData(td);
    LLVMDisposeTargetMachine(tm);
  }
  {
    LLVMValueRef ptx_str = LLVMConstStringInContext(c, ptx, (unsigned)ptx_len, 0);
    LLVMValueRef gptx = LLVMAddGlobal(host, LLVMTypeOf(ptx_str), "__gpuopt_ptx");
    LLVMSetInitializer(gptx, ptx_str);
    LLVMSetGlobalConstant(gptx, 1);
    LLVMSetLinkage(gptx, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(gptx, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(gptx, 1);

    LLVMValueRef *names = calloc(nk ? nk : 1, sizeof *names);
    if (!names) {
      st = gpuopt__oom(ctx, who);
      goto cleanup;
    }
    for (size_t k = 0; k < nk; k++) {
      size_t klen = 0;
      const char *kname = LLVMGetValueName2(plan[k].kernel, &klen);
      LLVMValueRef s = LLVMConstStringInContext(c, kname, (unsigned)klen, 0);
      LLVMValueRef g = LLVMAddGlobal(host, LLVMTypeOf(s), "__gpuopt_kernel_name");
      LLVMSetInitializer(g, s);
      LLVMSetGlobalConstant(g, 1);
      LLVMSetLinkage(g, LLVMPrivateLinkage);
      LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
      LLVMSetAlignment(g, 1);
      names[k] = g;
    }
    LLVMValueRef names_arr = LLVMConstArray2(ptr, names, nk);
    free(names);
    LLVMValueRef gnames = LLVMAddGlobal(host, LLVMTypeOf(names_arr), "__gpuopt_kernels");
    LLVMSetInitializer(gnames, names_arr);
    LLVMSetGlobalConstant(gnames, 1);
    LLVMSetLinkage(gnames, LLVMPrivateLinkage);

    LLVMTypeRef wf[] = {i32, i32, ptr, i64, i32, i32, ptr};
    LLVMTypeRef wty = LLVMStructTypeInContext(c, wf, 7, 0);
    LLVMValueRef wv[] = {LLVMConstInt(i32, GPUOPT_EMBED_MAGIC, 0), LLVMConstInt(i32, GPUOPT_EMBED_VERSION, 0), gptx,
                         LLVMConstInt(i64, ptx_len, 0), LLVMConstInt(i32, nk, 0), LLVMConstInt(i32, 0, 0), gnames};
    LLVMValueRef wrapper = LLVMAddGlobal(host, wty, "__gpuopt_device_code");
    LLVMSetInitializer(wrapper, LLVMConstNamedStruct(wty, wv, 7));
    LLVMSetLinkage(wrapper, LLVMPrivateLinkage);
    LLVMSetAlignment(wrapper, 8);

    LLVMTypeRef reg_ty = LLVMFunctionType(LLVMVoidTypeInContext(c), &ptr, 1, 0);
    LLVMTypeRef launch_args[] = {ptr, i32, ptr, ptr};
    LLVMTypeRef launch_ty = LLVMFunctionType(i32, launch_args, 4, 0);
    LLVMValueRef reg = get_or_declare(host, "gpuopt_rt_register", reg_ty);
    LLVMValueRef launch = get_or_declare(host, "gpuopt_rt_launch", launch_ty);

    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMValueRef ctor = LLVMAddFunction(host, "__gpuopt_module_ctor", LLVMFunctionType(LLVMVoidTypeInContext(c), NULL, 0, 0));
    LLVMSetLinkage(ctor, LLVMInternalLinkage);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, ctor, "entry"));
    LLVMBuildCall2(b, reg_ty, reg, &wrapper, 1, "");
    LLVMBuildRetVoid(b);

    for (size_t k = 0; k < nk; k++) {
      LLVMValueRef f = plan[k].decl ? plan[k].decl : LLVMAddFunction(host, plan[k].name, plan[k].fty);
      LLVMSetLinkage(f, LLVMExternalLinkage);
      unsigned np = LLVMCountParams(f) - 1;
      LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, f, "entry"));
      LLVMTypeRef aty = LLVMArrayType2(ptr, np ? np : 1);
      LLVMValueRef arr = LLVMBuildAlloca(b, aty, "kernel_params");
      LLVMSetValueName2(LLVMGetParam(f, 0), "cfg", 3);
      for (unsigned i = 0; i < np; i++) {
        LLVMValueRef p = LLVMGetParam(f, i + 1);
        char nm[32];
        size_t pl = 0;
        const char *pn = LLVMGetValueName2(LLVMGetParam(plan[k].kernel, i), &pl);
        if (pl) LLVMSetValueName2(p, pn, pl);
        else {
          snprintf(nm, sizeof nm, "arg%u", i);
          LLVMSetValueName2(p, nm, strlen(nm));
        }
        LLVMValueRef slot = LLVMBuildAlloca(b, LLVMTypeOf(p), "");
        LLVMBuildStore(b, p, slot);
        LLVMValueRef idx[] = {LLVMConstInt(i64, 0, 0), LLVMConstInt(i64, i, 0)};
        LLVMValueRef at = LLVMBuildInBoundsGEP2(b, aty, arr, idx, 2, "");
        LLVMBuildStore(b, slot, at);
      }
      LLVMValueRef args[] = {wrapper, LLVMConstInt(i32, k, 0), LLVMGetParam(f, 0), arr};
      LLVMBuildRet(b, LLVMBuildCall2(b, launch_ty, launch, args, 4, "status"));
    }
    LLVMDisposeBuilder(b);
    st = gpuopt__add_global_ctor(ctx, host, ctor, who);
  }
cleanup:
  for (size_t k = 0; k < nk; k++) free(plan[k].name);
  free(plan);
  free(ptys);
  gpuopt_free(ks);
  return st;
}

gpuopt_status gpuopt_emit_host_object(gpuopt_ctx *ctx, LLVMModuleRef host, int asm_text, char **out, size_t *len) {
  static const char who[] = "gpuopt_emit_host_object";
  if (!ctx) return GPUOPT_EINVAL;
  if (!host || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = NULL;
  if (len) *len = 0;
  const char *triple = LLVMGetTarget(host);
  if (triple && *triple && !is_x86_64(triple))
    return gpuopt__fail(ctx, GPUOPT_ETARGET, "%s: the host module targets '%s'; expected an x86-64 triple", who, triple);
  gpuopt_status st = gpuopt_module_verify(ctx, host);
  if (!st) st = gpuopt__check_foreign_intrinsics(ctx, host, "x86", who);
  if (st) return st;
  LLVMTargetMachineRef tm = NULL;
  if ((st = host_target_machine(ctx, triple && *triple ? triple : HOST_TRIPLE, &tm, who))) return st;
  LLVMModuleRef clone = LLVMCloneModule(host);
  LLVMMemoryBufferRef buf = NULL;
  char *err = NULL;
  if (!clone) {
    st = gpuopt__oom(ctx, who);
    goto cleanup;
  }
  if (!triple || !*triple) LLVMSetTarget(clone, HOST_TRIPLE);
  if (!*LLVMGetDataLayoutStr(clone)) {
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    char *dl = LLVMCopyStringRepOfTargetData(td);
    LLVMSetDataLayout(clone, dl);
    LLVMDisposeMessage(dl);
    LLVMDisposeTargetData(td);
  }
  if ((st = gpuopt__drop_unreachable_blocks(ctx, clone, who))) goto cleanup;
  if (LLVMTargetMachineEmitToMemoryBuffer(tm, clone, asm_text ? LLVMAssemblyFile : LLVMObjectFile, &err, &buf)) {
    st = gpuopt__fail(ctx, GPUOPT_ELLVM, "%s: the X86 code generator failed: %s", who, err ? err : "(no message)");
    goto cleanup;
  }
  {
    size_t n = LLVMGetBufferSize(buf);
    char *s = malloc(n + 1);
    if (!s) {
      st = gpuopt__oom(ctx, who);
      goto cleanup;
    }
    memcpy(s, LLVMGetBufferStart(buf), n);
    s[n] = 0;
    *out = s;
    if (len) *len = n;
  }
cleanup:
  if (buf) LLVMDisposeMemoryBuffer(buf);
  if (err) LLVMDisposeMessage(err);
  if (clone) LLVMDisposeModule(clone);
  LLVMDisposeTargetMachine(tm);
  return st;
}
