/* pipeline_fuzzer: the bytes choose a pipeline string, valid or not, and context options, over a
 * fixed corpus of kernels. Byte 0 picks the module and options; if byte 1 has its top bit set the
 * rest is the pipeline string verbatim, otherwise each byte picks a token (a registered pass, a
 * preset, a separator, blanks, near-miss and garbage names). Contracts: an unknown or malformed name
 * fails with GPUOPT_ENOTFOUND/GPUOPT_EINVAL before anything runs (the module is unchanged); a
 * successful pipeline leaves a module that verifies; a failing one leaves a message and a module
 * that verifies. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define HDR "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n"
#define SREG                                             \
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"      \
  "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"     \
  "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"    \
  "declare void @llvm.nvvm.barrier0()\n"
#define KERNEL(name) "!nvvm.annotations = !{!0}\n!0 = !{ptr @" name ", !\"kernel\", i32 1}\n"

static const char *const modules[] = {
    /* saxpy with a guard */
    HDR "define void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {\n"
        "entry:\n  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
        "  %m = mul i32 %c, %d\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %i = add i32 %m, %t\n"
        "  %in = icmp slt i32 %i, %n\n  br i1 %in, label %then, label %end\n"
        "then:\n  %w = sext i32 %i to i64\n  %px = getelementptr inbounds float, ptr %x, i64 %w\n  %vx = load float, ptr %px\n"
        "  %ax = fmul float %vx, %a\n  %py = getelementptr inbounds float, ptr %y, i64 %w\n  %vy = load float, ptr %py\n"
        "  %s = fadd float %ax, %vy\n  store float %s, ptr %py\n  br label %end\nend:\n  ret void\n}\n" SREG KERNEL("saxpy"),
    /* shared-memory reduction with barriers in a loop, a device function call, 64-bit division */
    HDR "@sh = internal addrspace(3) global [256 x i32] undef\n"
        "define internal i64 @scale(i64 %a, i64 %b) {\nentry:\n  %q = udiv i64 %a, %b\n  %r = urem i64 %a, %b\n"
        "  %s = add i64 %q, %r\n  ret i64 %s\n}\n"
        "define void @reduce(ptr %in, ptr %out, i64 %k) {\n"
        "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
        "  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %bn = mul i32 %b, %n\n  %g = add i32 %bn, %t\n"
        "  %g64 = zext i32 %g to i64\n  %p = getelementptr i32, ptr %in, i64 %g64\n  %v = load i32, ptr %p\n"
        "  %sp = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %t\n  store i32 %v, ptr addrspace(3) %sp\n"
        "  call void @llvm.nvvm.barrier0()\n  %h0 = lshr i32 %n, 1\n  br label %loop\n"
        "loop:\n  %h = phi i32 [ %h0, %entry ], [ %h2, %next ]\n  %done = icmp eq i32 %h, 0\n  br i1 %done, label %exit, label %body\n"
        "body:\n  %lt = icmp ult i32 %t, %h\n  br i1 %lt, label %add, label %sync\n"
        "add:\n  %o = add i32 %t, %h\n  %op = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %o\n"
        "  %ov = load i32, ptr addrspace(3) %op\n  %mv = load i32, ptr addrspace(3) %sp\n  %sum = add i32 %mv, %ov\n"
        "  store i32 %sum, ptr addrspace(3) %sp\n  br label %sync\n"
        "sync:\n  call void @llvm.nvvm.barrier0()\n  br label %next\nnext:\n  %h2 = lshr i32 %h, 1\n  br label %loop\n"
        "exit:\n  %z = icmp eq i32 %t, 0\n  br i1 %z, label %w, label %ret\n"
        "w:\n  %r = load i32, ptr addrspace(3) @sh\n  %r64 = zext i32 %r to i64\n  %sc = call i64 @scale(i64 %r64, i64 %k)\n"
        "  %b64 = zext i32 %b to i64\n  %q = getelementptr i64, ptr %out, i64 %b64\n  store i64 %sc, ptr %q\n  br label %ret\n"
        "ret:\n  ret void\n}\n" SREG KERNEL("reduce"),
    /* a 2D stencil with address arithmetic for sep-const-offset/slsr/reassociation */
    HDR "define void @stencil(ptr %a, ptr %b, i32 %w) {\n"
        "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
        "  %x = add i32 %t, 1\n  %y = add i32 %c, 1\n  %row = mul i32 %y, %w\n  %i = add i32 %row, %x\n"
        "  %i1 = add i32 %i, 1\n  %i2 = sub i32 %i, 1\n  %i3 = add i32 %i, %w\n  %i4 = sub i32 %i, %w\n"
        "  %e1 = sext i32 %i1 to i64\n  %e2 = sext i32 %i2 to i64\n  %e3 = sext i32 %i3 to i64\n  %e4 = sext i32 %i4 to i64\n"
        "  %p1 = getelementptr float, ptr %a, i64 %e1\n  %p2 = getelementptr float, ptr %a, i64 %e2\n"
        "  %p3 = getelementptr float, ptr %a, i64 %e3\n  %p4 = getelementptr float, ptr %a, i64 %e4\n"
        "  %v1 = load float, ptr %p1\n  %v2 = load float, ptr %p2\n  %v3 = load float, ptr %p3\n  %v4 = load float, ptr %p4\n"
        "  %s1 = fadd float %v1, %v2\n  %s2 = fadd float %v3, %v4\n  %s = fadd float %s1, %s2\n"
        "  %e = sext i32 %i to i64\n  %pb = getelementptr float, ptr %b, i64 %e\n  store float %s, ptr %pb\n  ret void\n}\n" SREG
        KERNEL("stencil"),
    /* an irreducible cycle and a switch */
    HDR "define void @odd(ptr %p, i32 %n) {\n"
        "entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp slt i32 %t, 16\n  br i1 %c, label %a, label %b\n"
        "a:\n  %ia = phi i32 [ 0, %entry ], [ %ib2, %b ]\n  %ia2 = add i32 %ia, 1\n  %ca = icmp slt i32 %ia2, %n\n"
        "  br i1 %ca, label %b, label %exit\n"
        "b:\n  %ib = phi i32 [ 5, %entry ], [ %ia2, %a ]\n  %ib2 = add i32 %ib, 2\n  %cb = icmp slt i32 %ib2, %n\n"
        "  br i1 %cb, label %a, label %exit\n"
        "exit:\n  %r = phi i32 [ %ia2, %a ], [ %ib2, %b ]\n  %s = and i32 %r, 3\n"
        "  switch i32 %s, label %d [ i32 0, label %z i32 1, label %o ]\n"
        "z:\n  store i32 0, ptr %p\n  br label %d\no:\n  store i32 %r, ptr %p\n  br label %d\nd:\n  ret void\n}\n" SREG
        KERNEL("odd"),
};
#define NMODULES (sizeof modules / sizeof modules[0])

static const char *const junk[] = {",", ",", ",", " ", "\t", "", "bogus", "cleanup,", ",,", "CLEANUP", "gpucc ",
                                   "verify", "clean", "slsr,slsr", "default<O3>", "function(instcombine)", "-",
                                   "gpucc,gpucc", "\xff\xfe", "inline-unroll", "infer-memspace", "speculate"};
#define NJUNK (sizeof junk / sizeof junk[0])

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 4096) return 0;
  const char *const *names = gpuopt_pipeline_names(), *const *presets = gpuopt_pipeline_presets();
  size_t nn = 0, np = 0;
  while (names[nn]) nn++;
  while (presets[np]) np++;
  size_t ntok = nn + np + NJUNK;

  char *pipe = malloc(size * 32 + 1), *w = pipe;
  if (size >= 2 && (data[1] & 0x80)) {
    memcpy(pipe, data + 2, size - 2);
    w = pipe + size - 2;
  } else {
    for (size_t i = 1; i < size; i++) {
      size_t k = data[i] % ntok;
      const char *t = k < nn ? names[k] : k < nn + np ? presets[k - nn] : junk[k - nn - np];
      if (i > 1 && k < nn + np) *w++ = ',';
      size_t l = strlen(t);
      memcpy(w, t, l);
      w += l;
    }
  }
  *w = 0;

  gpuopt_options opts = GPUOPT_OPTIONS_INIT;
  opts.opt_level = (data[0] >> 3) & 3;
  opts.verify_each = 1;
  opts.inline_threshold = (data[0] & 0x20) ? 0 : 1100;
  opts.kernel_params_global = !(data[0] & 0x40);
  opts.sm = (data[0] & 0x80) ? "sm_70" : "sm_90";
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(&opts, &ctx)) fuzz_bug("gpuopt_ctx_create failed on valid options");
  LLVMContextRef llctx = LLVMContextCreate();
  const char *src = modules[data[0] % NMODULES];
  LLVMModuleRef m = NULL;
  if (gpuopt_module_parse(ctx, llctx, src, strlen(src), "fixed", &m) || gpuopt_module_verify(ctx, m))
    fuzz_bug("fixed module %u does not parse or verify: %s", data[0] % (unsigned)NMODULES, gpuopt_ctx_error(ctx));
  char *before = fuzz_print(m);
  gpuopt_pipeline_stats stats;
  gpuopt_status st = gpuopt_run_pipeline(ctx, m, pipe, &stats);
  char *vmsg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &vmsg))
    fuzz_bug("pipeline '%s' (%s) left a module that fails the verifier: %s", pipe, gpuopt_status_str(st), vmsg);
  LLVMDisposeMessage(vmsg);
  if (st) {
    const char *e = gpuopt_ctx_error(ctx);
    if (!*e) fuzz_bug("pipeline '%s' failed with %s without a message", pipe, gpuopt_status_str(st));
    if (st == GPUOPT_ELLVM && strstr(e, "gpuopt_run_pipeline: step '") &&
        (strstr(e, "fails the verifier") || strstr(e, "claims to preserve"))) fuzz_bug("pipeline '%s': %s", pipe, e);
    if (st == GPUOPT_ENOTFOUND || st == GPUOPT_EINVAL) {
      char *after = fuzz_print(m);
      if (strcmp(before, after)) fuzz_bug("pipeline '%s' was rejected (%s) but changed the module", pipe, e);
      free(after);
    }
  } else if (stats.changed > stats.steps_run) {
    fuzz_bug("pipeline '%s': %u steps changed the module but only %u ran", pipe, stats.changed, stats.steps_run);
  }
  free(before);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  free(pipe);
  return 0;
}
