/* Hardening regressions (issue 8): bad input gets a status and a message, never output on the
 * standard streams or an exit from inside LLVM. */
#include <stdlib.h>

#include <llvm-c/BitWriter.h>

#include "gpuopt/codegen.h"

#include "test.h"

static const char hard_ir[] = "target triple = \"nvptx64-nvidia-cuda\"\n"
                              "define void @k(ptr %p) {\nentry:\n  store i32 1, ptr %p\n  ret void\n}\n";

static int hard_user_diags;
static void hard_user_handler(LLVMDiagnosticInfoRef di, void *arg) {
  (void)di;
  *(int *)arg += 1;
}

/* Truncated bitcode used to reach LLVM's default diagnostic handler, which printed "error: ..." and
 * called exit(1) from inside gpuopt_module_parse (found by the bad-input matrix). */
TEST(hard_truncated_bitcode_is_an_error_not_an_exit) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(c, hard_user_handler, &hard_user_diags);
  LLVMModuleRef m = test_parse(ctx, c, hard_ir);
  CHECK(m);
  LLVMMemoryBufferRef bc = LLVMWriteBitcodeToMemoryBuffer(m);
  LLVMDisposeModule(m);
  size_t n = LLVMGetBufferSize(bc);
  const char *p = LLVMGetBufferStart(bc);
  for (size_t cut = 8; cut < n; cut += n / 7 + 1) {
    LLVMModuleRef bad = NULL;
    gpuopt_status st = gpuopt_module_parse(ctx, c, p, cut, "cut.bc", &bad);
    if (st == GPUOPT_OK) { /* a prefix may happen to be readable; it must then verify or fail cleanly */
      gpuopt_module_verify(ctx, bad);
      LLVMDisposeModule(bad);
      continue;
    }
    CHECK_EQ(st, GPUOPT_EINVALID_IR);
    CHECK(bad == NULL);
    CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "gpuopt_module_parse: cut.bc: invalid bitcode");
  }
  /* The caller's handler is back in place, and saw none of gpuopt's diagnostics. */
  CHECK(LLVMContextGetDiagnosticHandler(c) == hard_user_handler);
  CHECK(LLVMContextGetDiagnosticContext(c) == &hard_user_diags);
  CHECK_EQ(hard_user_diags, 0);
  LLVMDisposeMemoryBuffer(bc);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

TEST(hard_garbage_after_bitcode_magic) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  unsigned char junk[256] = {'B', 'C', 0xC0, 0xDE};
  for (size_t i = 4; i < sizeof junk; i++) junk[i] = (unsigned char)(i * 131 + 7);
  LLVMModuleRef m = NULL;
  CHECK_EQ(gpuopt_module_parse(ctx, c, junk, sizeof junk, "junk.bc", &m), GPUOPT_EINVALID_IR);
  CHECK(m == NULL);
  unsigned char wrapper[24] = {0xDE, 0xC0, 0x17, 0x0B, 0, 0, 0, 0, 20, 0, 0, 0, 0xF0, 0xFF, 0xFF, 0xFF};
  CHECK_EQ(gpuopt_module_parse(ctx, c, wrapper, sizeof wrapper, "wrapper.bc", &m), GPUOPT_EINVALID_IR);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "wrapper.bc");
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

/* NULL arguments everywhere on the module API: a status, never a crash. */
TEST(hard_null_arguments) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  CHECK_EQ(gpuopt_module_parse(NULL, c, hard_ir, sizeof hard_ir - 1, "x", &m), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_module_parse(ctx, NULL, hard_ir, sizeof hard_ir - 1, "x", &m), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_module_parse(ctx, c, NULL, 5, "x", &m), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_module_parse(ctx, c, hard_ir, 0, "x", &m), GPUOPT_EINVALID_IR);
  CHECK_EQ(gpuopt_module_parse_file(ctx, c, "/nonexistent/x.ll", &m), GPUOPT_EIO);
  CHECK_EQ(gpuopt_module_verify(ctx, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_module_check_target(ctx, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_run_pipeline(ctx, NULL, "cleanup", NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_cleanup(ctx, NULL), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_cfg_analyze(ctx, NULL, NULL), GPUOPT_EINVAL);
  CHECK(!gpuopt_is_kernel(NULL));
  gpuopt_ctx_free(NULL);
  gpuopt_free(NULL);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

/* gpuopt_emit_ptx screens what LLVM's NVPTX back end aborts or crashes on (src/codegen/ptx_screen.c;
 * each case aborted the bad-input matrix with "LLVM ERROR: ..." before the screen). */
static const char hard_hdr[] = "target triple = \"nvptx64-nvidia-cuda\"\n";
static const struct {
  const char *what, *body;
} hard_unlowerable[] = {
    {"an indirect branch", "define void @k(ptr %p) {\nentry:\n  indirectbr ptr blockaddress(@k, %a), [label %a]\n"
                           "a:\n  ret void\n}\n"},
    {"llvm.stacksave", "define void @k() {\nentry:\n  %s = call ptr @llvm.stacksave.p0()\n"
                       "  call void @llvm.stackrestore.p0(ptr %s)\n  ret void\n}\n"
                       "declare ptr @llvm.stacksave.p0()\ndeclare void @llvm.stackrestore.p0(ptr)\n"},
    {"a scalable vector type", "define <vscale x 2 x i32> @f(<vscale x 2 x i32> %a) {\nentry:\n"
                               "  ret <vscale x 2 x i32> %a\n}\n"},
    {"an initial value on a shared", "@s = addrspace(3) global i32 5\n"},
    {"an alias", "@g = addrspace(1) global i32 0\n@a = alias i32, ptr addrspace(1) @g\n"},
    {"a symbol name with characters", "define void @\"k-1\"() {\nentry:\n  ret void\n}\n"},
    {"inline asm that refers to an operand", "define i32 @f() {\nentry:\n  %a = call i32 asm \"mov.u32 $1, 0;\", \"=r\"()\n"
                                              "  ret i32 %a\n}\n"},
    {"inline asm that refers to an operand", "define i32 @f() {\nentry:\n  %a = call i32 asm \"mov.23$ 0u;\", \"=r\"()\n"
                                              "  ret i32 %a\n}\n"},
    {"inline asm with an operand type", "define i50 @f() {\nentry:\n  %a = call i50 asm \"mov.u32 $0, 1;\", \"=r\"()\n"
                                        "  ret i50 %a\n}\n"},
#if GPUOPT_LLVM_VERSION < 20
    {"an atomic load or store stronger than monotonic",
     "define void @k(ptr addrspace(1) %p) {\nentry:\n  %v = load atomic i32, ptr addrspace(1) %p acquire, align 4\n"
     "  ret void\n}\n"},
#endif
};

TEST(hard_ptx_screen_rejects_what_nvptx_aborts_on) {
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  char ir[2048];
  for (size_t i = 0; i < sizeof hard_unlowerable / sizeof hard_unlowerable[0]; i++) {
    snprintf(ir, sizeof ir, "%s%s", hard_hdr, hard_unlowerable[i].body);
    LLVMModuleRef m = test_parse(ctx, c, ir);
    CHECK(m);
    CHECK_EQ(gpuopt_module_verify(ctx, m), GPUOPT_OK);
    char *ptx = NULL;
    CHECK_EQ(gpuopt_emit_ptx(ctx, m, &ptx, NULL), GPUOPT_EUNSUPPORTED);
    CHECK(ptx == NULL);
    CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "gpuopt_emit_ptx: ");
    CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), hard_unlowerable[i].what);
    LLVMDisposeModule(m);
  }
  /* what NVPTX does lower passes the screen: zero/undef shared initialisers, '.' and '$' in names,
   * monotonic atomics, a function alias */
  snprintf(ir, sizeof ir, "%s%s", hard_hdr,
           "@z = addrspace(3) global i32 0\n@u = internal addrspace(3) global [4 x i32] undef\n"
           "define void @\"k.x$y\"(ptr addrspace(1) %p) {\nentry:\n"
           "  %v = load atomic i32, ptr addrspace(1) %p monotonic, align 4\n"
           "  store i32 %v, ptr addrspace(3) @z\n  ret void\n}\n"
           "define internal void @f() {\nentry:\n  ret void\n}\n@fa = alias void (), ptr @f\n");
  LLVMModuleRef m = test_parse(ctx, c, ir);
  CHECK(m);
  char *ptx = NULL;
  size_t len = 0;
  gpuopt_status st = gpuopt_emit_ptx(ctx, m, &ptx, &len);
  if (st) printf("  %s\n", gpuopt_ctx_error(ctx));
  CHECK_EQ(st, GPUOPT_OK);
  CHECK_STR_CONTAINS(ptx, ".visible .func");
  gpuopt_free(ptx);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

/* Code generation errors reported as LLVM diagnostics (printed, then exit(1), by LLVM's default
 * handler) are a status and a message. */
TEST(hard_ptx_codegen_diagnostic_is_an_error) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.sm = "sm_50";
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c,
                               "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(ptr %p, i64 %n) {\nentry:\n"
                               "  %a = alloca i32, i64 %n\n  store i32 0, ptr %a\n  ret void\n}\n");
  CHECK(m);
  char *ptx = NULL;
  CHECK_EQ(gpuopt_emit_ptx(ctx, m, &ptx, NULL), GPUOPT_ELLVM);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "dynamic alloca");
  CHECK(ptx == NULL);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}

/* Malformed !nvvm.annotations: LLVM 20+'s parser crashes upgrading them, so gpuopt_module_parse
 * rejects them first; LLVM 19 parses them and the PTX screen rejects them. */
TEST(hard_malformed_nvvm_annotations) {
  static const char *const bad[] = {"!0 = !{ptr @k, !\"kernel\"}\n", "!0 = !{ptr @k, i32 1, !\"kernel\", !\"kernel\"}\n",
                                    "!0 = !{ptr @k, !\"maxntidx\", i32 64, !\"kernel\"}\n",
                                    "!0 = !{ptr @k, !\"kernel\", !\"yes\"}\n"};
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  char ir[1024];
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    snprintf(ir, sizeof ir, "%sdefine void @k() {\nentry:\n  ret void\n}\n!nvvm.annotations = !{!0}\n%s", hard_hdr, bad[i]);
    LLVMModuleRef m = NULL;
    gpuopt_status st = gpuopt_module_parse(ctx, c, ir, strlen(ir), "ann.ll", &m);
#if GPUOPT_LLVM_VERSION >= 20
    CHECK_EQ(st, GPUOPT_EINVALID_IR);
    CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "!nvvm.annotations entry !0 is malformed");
#else
    CHECK_EQ(st, GPUOPT_OK);
    char *ptx = NULL;
    CHECK_EQ(gpuopt_emit_ptx(ctx, m, &ptx, NULL), GPUOPT_EUNSUPPORTED);
    CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "!nvvm.annotations entry 0 is malformed");
    LLVMDisposeModule(m);
#endif
  }
  /* well-formed ones still parse, with several keys, and entries for other globals */
  snprintf(ir, sizeof ir,
           "%s@g = addrspace(1) global i32 0\ndefine void @k() {\nentry:\n  ret void\n}\n!nvvm.annotations = !{!0, !1}\n"
           "!0 = !{ptr @k, !\"kernel\", i32 1, !\"maxntidx\", i32 128}\n!1 = !{ptr addrspace(1) @g, !\"managed\", i32 1}\n",
           hard_hdr);
  LLVMModuleRef m = test_parse(ctx, c, ir);
  CHECK(m);
  CHECK(gpuopt_is_kernel(LLVMGetNamedFunction(m, "k")));
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
}
