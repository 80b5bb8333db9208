/* Host code generation (gpucc §2.4, Fig. 3): gpuopt_embed_device_code adds the PTX wrapper, the
 * registering constructor and one launch stub per kernel with the kernel's parameters; bad input
 * leaves the host module unchanged. Also the CUDA runtime's behaviour without a driver. */
#include <stdlib.h>

#include "test.h"

static const char dev_ir[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k1(i32 %n, float %a, ptr addrspace(1) %p, double %d, i64 %l, i16 %s) {\n"
    "  ret void\n}\n"
    "define void @k2(ptr %q) {\n  ret void\n}\n"
    "define void @helper() {\n  ret void\n}\n"
    "!nvvm.annotations = !{!0, !1}\n"
    "!0 = !{ptr @k1, !\"kernel\", i32 1}\n"
    "!1 = !{ptr @k2, !\"kernel\", i32 1}\n";

static char *print_module(LLVMModuleRef m) {
  char *s = LLVMPrintModuleToString(m);
  char *d = strdup(s);
  LLVMDisposeMessage(s);
  return d;
}

TEST(codegen_host_embed_builds_wrapper_ctor_and_stubs) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef dev = test_parse(ctx, c, dev_ir);
  LLVMModuleRef host = LLVMModuleCreateWithNameInContext("host", c);
  static const char ptx[] = ".version 7.8\n.target sm_90\n";
  gpuopt_status st = dev ? gpuopt_embed_device_code(ctx, host, dev, ptx, strlen(ptx), NULL) : GPUOPT_EINVAL;
  char *ir = print_module(host);
  int verified = !gpuopt_module_verify(ctx, host);
  LLVMValueRef s1 = LLVMGetNamedFunction(host, "k1_launch"), s2 = LLVMGetNamedFunction(host, "k2_launch");
  int ok = st == GPUOPT_OK && verified && s1 && s2 && !LLVMGetNamedFunction(host, "helper_launch") &&
           LLVMCountParams(s1) == 7 && LLVMCountParams(s2) == 2 &&
           strstr(ir, "define i32 @k1_launch(ptr %cfg, i32 %n, float %a, i64 %p, double %d, i64 %l, i16 %s)") &&
           strstr(ir, "call i32 @gpuopt_rt_launch(ptr @__gpuopt_device_code, i32 1, ptr %cfg") &&
           strstr(ir, "call void @gpuopt_rt_register(ptr @__gpuopt_device_code)") &&
           strstr(ir, "@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }]") &&
           strstr(ir, "c\".version 7.8\\0A.target sm_90\\0A\\00\"") && strstr(ir, "i64 27, i32 2, i32 0") &&
           strstr(ir, "c\"k2\\00\"") && !strcmp(LLVMGetTarget(host), "x86_64-unknown-linux-gnu");
  if (!ok) printf("  status %d: %s\n%s\n", st, gpuopt_ctx_error(ctx), ir);
  free(ir);
  /* a second embedding appends to llvm.global_ctors and keeps the first */
  gpuopt_embed_options eo = GPUOPT_EMBED_OPTIONS_INIT;
  eo.stub_prefix = "run_";
  eo.stub_suffix = "";
  gpuopt_status st2 = gpuopt_embed_device_code(ctx, host, dev, ptx, strlen(ptx), &eo);
  ir = print_module(host);
  int ok2 = st2 == GPUOPT_OK && !gpuopt_module_verify(ctx, host) && LLVMGetNamedFunction(host, "run_k1") &&
            strstr(ir, "@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }]");
  if (!ok2) printf("  status %d: %s\n%s\n", st2, gpuopt_ctx_error(ctx), ir);
  /* the object file is an ELF object */
  char *obj = NULL;
  size_t len = 0;
  gpuopt_status st3 = gpuopt_emit_host_object(ctx, host, 0, &obj, &len);
  int elf = st3 == GPUOPT_OK && len > 64 && !memcmp(obj, "\177ELF", 4);
  gpuopt_free(obj);
  free(ir);
  LLVMDisposeModule(host);
  if (dev) LLVMDisposeModule(dev);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
  CHECK(ok2);
  CHECK(elf);
}

TEST(codegen_host_embed_rejects_and_leaves_host_unchanged) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef dev = test_parse(ctx, c, dev_ir);
  LLVMModuleRef bad = test_parse(ctx, c,
                                 "%s = type { i32, i32 }\n"
                                 "define void @kb(ptr byval(%s) %v) {\n  ret void\n}\n"
                                 "!nvvm.annotations = !{!0}\n!0 = !{ptr @kb, !\"kernel\", i32 1}\n");
  LLVMModuleRef host = test_parse(ctx, c, "define i32 @k2_launch(ptr %c, i64 %q) {\n  ret i32 0\n}\n");
  CHECK(dev && bad && host);
  char *before = print_module(host);
  gpuopt_status s_def = gpuopt_embed_device_code(ctx, host, dev, "x", 1, NULL);
  int m_def = strstr(gpuopt_ctx_error(ctx), "already defines @k2_launch") != NULL;
  gpuopt_status s_byval = gpuopt_embed_device_code(ctx, host, bad, "x", 1, NULL);
  int m_byval = strstr(gpuopt_ctx_error(ctx), "kernel @kb parameter 0") != NULL;
  char *after = print_module(host);
  int unchanged = !strcmp(before, after);
  LLVMModuleRef arm = LLVMModuleCreateWithNameInContext("arm", c);
  LLVMSetTarget(arm, "aarch64-unknown-linux-gnu");
  gpuopt_status s_tgt = gpuopt_embed_device_code(ctx, arm, dev, "x", 1, NULL);
  /* a matching declaration (as from a C prototype) is completed */
  LLVMModuleRef decl = test_parse(ctx, c, "declare i32 @k2_launch(ptr, i64)\n");
  gpuopt_status s_decl = decl ? gpuopt_embed_device_code(ctx, decl, dev, "x", 1, NULL) : GPUOPT_EINVAL;
  int completed = decl && LLVMCountBasicBlocks(LLVMGetNamedFunction(decl, "k2_launch")) > 0;
  free(before);
  free(after);
  if (decl) LLVMDisposeModule(decl);
  LLVMDisposeModule(arm);
  LLVMDisposeModule(host);
  LLVMDisposeModule(bad);
  LLVMDisposeModule(dev);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK_EQ(s_def, GPUOPT_EINVAL);
  CHECK(m_def);
  CHECK_EQ(s_byval, GPUOPT_EUNSUPPORTED);
  CHECK(m_byval);
  CHECK(unchanged);
  CHECK_EQ(s_tgt, GPUOPT_ETARGET);
  CHECK_EQ(s_decl, GPUOPT_OK);
  CHECK(completed);
}

TEST(codegen_cuda_without_driver_reports_no_device) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  gpuopt_cuda *dev = NULL;
  gpuopt_status st = gpuopt_cuda_open(ctx, 0, &dev);
  if (st == GPUOPT_OK) {
    /* a machine with a GPU: a bad ordinal is still reported */
    gpuopt_cuda *d2 = NULL;
    gpuopt_status st2 = gpuopt_cuda_open(ctx, 4096, &d2);
    int msg = strstr(gpuopt_ctx_error(ctx), "device 4096 does not exist") != NULL;
    gpuopt_cuda_close(dev);
    gpuopt_ctx_free(ctx);
    CHECK_EQ(st2, GPUOPT_ENODEVICE);
    CHECK(msg && !d2);
    return;
  }
  int msg = strstr(gpuopt_ctx_error(ctx), "gpuopt_cuda_open: no CUDA device: ") != NULL;
  int count = -1;
  gpuopt_status sc = gpuopt_cuda_device_count(ctx, &count);
  gpuopt_launch_config cfg = {ctx, NULL, {{1, 1, 1}, {1, 1, 1}, 0}, NULL};
  gpuopt_status sl = gpuopt_rt_launch(NULL, 0, &cfg, NULL);
  gpuopt_ctx_free(ctx);
  CHECK_EQ(st, GPUOPT_ENODEVICE);
  CHECK(msg && dev == NULL);
  CHECK(sc == GPUOPT_ENODEVICE || (sc == GPUOPT_OK && count == 0));
  CHECK_EQ(sl, GPUOPT_EINVAL);
}
