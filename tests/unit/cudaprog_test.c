/* Whole-program device steps (src/codegen/cudaprog.c): libdevice linking with NVVMReflect, and the
 * device image built from a module. A small IR "libdevice" stands in for the SDK's, so the tests
 * run on machines without CUDA; the real one is exercised by tests/cc (make check-cc). */
#include <stdlib.h>
#include <string.h>

#include "codegen/gpuimage.h"
#include "test.h"

static const char kernel_ir[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "declare float @__nv_fast(float)\n"
    "declare i32 @__nvvm_reflect(ptr)\n"
    "@arch = private unnamed_addr constant [12 x i8] c\"__CUDA_ARCH\\00\"\n"
    "define void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) #0 {\n"
    "  %x = load float, ptr addrspace(1) %p\n"
    "  %y = call float @__nv_fast(float %x)\n"
    "  store float %y, ptr addrspace(1) %p\n"
    "  %a = call i32 @__nvvm_reflect(ptr @arch)\n"
    "  store i32 %a, ptr addrspace(1) %q\n"
    "  ret void\n"
    "}\n"
    "attributes #0 = { \"target-cpu\"=\"sm_80\" }\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n"
    "!llvm.module.flags = !{!1}\n"
    "!1 = !{i32 4, !\"nvvm-reflect-ftz\", i32 1}\n";

/* __nv_fast(x) = x * (ftz ? 2 : 3) + (prec_sqrt ? 10 : 20); __nv_unused is never called. */
static const char libdevice_ir[] =
    "target triple = \"nvptx64-nvidia-gpulibs\"\n"
    "@.ftz = private unnamed_addr constant [11 x i8] c\"__CUDA_FTZ\\00\"\n"
    "@.sq = private unnamed_addr constant [17 x i8] c\"__CUDA_PREC_SQRT\\00\"\n"
    "declare i32 @__nvvm_reflect(ptr)\n"
    "define float @__nv_fast(float %x) {\n"
    "  %f = call i32 @__nvvm_reflect(ptr @.ftz)\n"
    "  %s = call i32 @__nvvm_reflect(ptr @.sq)\n"
    "  %fb = icmp ne i32 %f, 0\n"
    "  %sb = icmp ne i32 %s, 0\n"
    "  %m = select i1 %fb, float 2.0, float 3.0\n"
    "  %c = select i1 %sb, float 10.0, float 20.0\n"
    "  %r = fmul float %x, %m\n"
    "  %t = fadd float %r, %c\n"
    "  ret float %t\n"
    "}\n"
    "define float @__nv_unused(float %x) {\n"
    "  ret float %x\n"
    "}\n";

static LLVMModuleRef parse(gpuopt_ctx *ctx, LLVMContextRef c, const char *ir) {
  LLVMModuleRef m = NULL;
  if (gpuopt_module_parse(ctx, c, ir, strlen(ir), "test", &m)) return NULL;
  return m;
}

/* The constant stored by the first `store i32 <const>` in @k, or -1. */
static long long stored_reflect(LLVMModuleRef m) {
  LLVMValueRef k = LLVMGetNamedFunction(m, "k");
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(k); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (LLVMGetInstructionOpcode(i) == LLVMStore && LLVMIsAConstantInt(LLVMGetOperand(i, 0)))
        return LLVMConstIntGetSExtValue(LLVMGetOperand(i, 0));
  return -1;
}

TEST(libdevice_link_and_reflect) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.sm = "sm_86";
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(&o, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, c, kernel_ir);
  CHECK(m);
  gpuopt_libdevice_stats s;
  CHECK(!gpuopt_link_libdevice(ctx, m, libdevice_ir, strlen(libdevice_ir), &s));
  CHECK(!gpuopt_module_verify(ctx, m));
  CHECK_EQ(s.functions, 1);     /* __nv_unused removed */
  CHECK_EQ(s.reflect_calls, 3); /* two in libdevice, one in the kernel */
  CHECK(!LLVMGetNamedFunction(m, "__nv_unused"));
  CHECK(!LLVMGetNamedFunction(m, "__nvvm_reflect"));
  LLVMValueRef f = LLVMGetNamedFunction(m, "__nv_fast");
  CHECK(f && !LLVMIsDeclaration(f));
  CHECK_EQ(LLVMGetLinkage(f), LLVMInternalLinkage);
  /* the kernel's target-cpu is copied so that the inliner may inline libdevice */
  LLVMAttributeRef cpu = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-cpu", 10);
  CHECK(cpu);
  unsigned n = 0;
  CHECK(!strncmp(LLVMGetStringAttributeValue(cpu, &n), "sm_80", 5));
  CHECK_EQ(stored_reflect(m), 860); /* __CUDA_ARCH from the context's sm */
  /* run @__nv_fast's body: the reflect calls became ftz = 1 (module flag), prec_sqrt = 1 (default) */
  CHECK(!gpuopt_run_pipeline(ctx, m, "cleanup", NULL));
  char *txt = LLVMPrintValueToString(LLVMGetNamedFunction(m, "__nv_fast"));
  CHECK(strstr(txt, "2.0") && strstr(txt, "1.0") && !strstr(txt, "3.0") && !strstr(txt, "2.0e+01"));
  LLVMDisposeMessage(txt);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(libdevice_errors) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, c, kernel_ir);
  CHECK(m);
  /* needs libdevice, none given */
  CHECK_EQ(gpuopt_link_libdevice(ctx, m, NULL, 0, NULL), GPUOPT_EINVAL);
  CHECK(strstr(gpuopt_ctx_error(ctx), "libdevice"));
  /* not bitcode or IR */
  CHECK_EQ(gpuopt_link_libdevice(ctx, m, "garbage", 7, NULL), GPUOPT_EINVALID_IR);
  CHECK(!gpuopt_module_verify(ctx, m));
  CHECK_EQ(gpuopt_link_libdevice(ctx, NULL, NULL, 0, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_link_libdevice(NULL, m, NULL, 0, NULL), GPUOPT_EINVAL);
  LLVMDisposeModule(m);
  /* a module that needs nothing: no libdevice needed, reflect still resolved */
  static const char plain[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
                              "define void @k() {\n  ret void\n}\n";
  m = parse(ctx, c, plain);
  CHECK(m);
  gpuopt_libdevice_stats s;
  CHECK(!gpuopt_link_libdevice(ctx, m, NULL, 0, &s));
  CHECK_EQ(s.functions, 0);
  CHECK_EQ(s.reflect_calls, 0);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(device_image_from_module) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.sm = "sm_90";
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(&o, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, c, kernel_ir);
  CHECK(m);
  CHECK(!gpuopt_link_libdevice(ctx, m, libdevice_ir, strlen(libdevice_ir), NULL));
  static const char ptx[] = ".version 8.0\n.target sm_90\n";
  static const unsigned char cubin[] = {0x7f, 'E', 'L', 'F', 2, 1};
  void *img = NULL;
  size_t size = 0;
  CHECK(!gpuopt_device_image(ctx, m, ptx, strlen(ptx), cubin, sizeof cubin, &img, &size));
  gpuopt_img_entry e[4];
  size_t n = 0;
  CHECK(!gpuopt__image_parse(ctx, img, size, e, 4, &n));
  CHECK_EQ(n, 3);
  CHECK_EQ(e[0].kind, GPUOPT_IMG_BITCODE);
  CHECK_EQ(e[1].kind, GPUOPT_IMG_PTX);
  CHECK_EQ(e[1].sm, 90);
  CHECK(!strcmp(e[1].data, ptx));
  CHECK_EQ(e[2].kind, GPUOPT_IMG_CUBIN);
  CHECK_EQ(e[2].size, sizeof cubin);
  /* the bitcode entry reads back as the module */
  LLVMModuleRef back = NULL;
  CHECK(!gpuopt_module_parse(ctx, c, e[0].data, e[0].size, "image", &back));
  CHECK(LLVMGetNamedFunction(back, "k") && LLVMGetNamedFunction(back, "__nv_fast"));
  LLVMDisposeModule(back);
  gpuopt_free(img);
  /* no PTX, no cubin: bitcode only */
  CHECK(!gpuopt_device_image(ctx, m, NULL, 0, NULL, 0, &img, &size));
  CHECK(!gpuopt__image_parse(ctx, img, size, e, 4, &n));
  CHECK_EQ(n, 1);
  gpuopt_free(img);
  CHECK_EQ(gpuopt_device_image(ctx, m, NULL, 5, NULL, 0, &img, &size), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_device_image(ctx, NULL, NULL, 0, NULL, 0, &img, &size), GPUOPT_EINVAL);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}
