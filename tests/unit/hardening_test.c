/* Hardening regressions (issue 8): bad input gets a status and a message, never output on the
 * standard streams or an exit from inside LLVM. */
#include <stdlib.h>

#include <llvm-c/BitWriter.h>

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
