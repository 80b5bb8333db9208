/* gpuopt_emit_ptx and gpuopt_ptx_count: PTX out, the caller's module untouched, missing target
 * information filled in, foreign targets and broken IR reported. */
#include <stdlib.h>

#include "test.h"

static const char k_ir[] =
    "define void @k(ptr addrspace(1) %p, i32 %v) {\n"
    "entry:\n"
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %e = zext i32 %t to i64\n"
    "  %a = getelementptr i32, ptr addrspace(1) %p, i64 %e\n"
    "  store i32 %v, ptr addrspace(1) %a\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static char *print_module(LLVMModuleRef m) {
  char *s = LLVMPrintModuleToString(m);
  char *d = strdup(s);
  LLVMDisposeMessage(s);
  return d;
}

TEST(codegen_ptx_emits_entry_without_triple_and_leaves_module) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, k_ir);
  char *before = m ? print_module(m) : NULL, *ptx = NULL, *after = NULL;
  size_t len = 0;
  gpuopt_status st = m ? gpuopt_emit_ptx(ctx, m, &ptx, &len) : GPUOPT_EINVAL;
  if (m) after = print_module(m);
  int ok = st == GPUOPT_OK && ptx && len == strlen(ptx) && strstr(ptx, ".entry k(") && strstr(ptx, ".target sm_90") &&
           (strstr(ptx, "st.global.u32") || strstr(ptx, "st.global.b32")) && strstr(ptx, "%tid.x") && !strcmp(before, after) && !*LLVMGetTarget(m);
  if (!ok) printf("  status %d: %s\n%s\n", st, gpuopt_ctx_error(ctx), ptx ? ptx : "");
  free(before);
  free(after);
  gpuopt_free(ptx);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

TEST(codegen_ptx_follows_sm_and_opt_level_options) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.sm = "sm_80";
  o.opt_level = 0;
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(&o, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, k_ir);
  char *ptx = NULL;
  gpuopt_status st = m ? gpuopt_emit_ptx(ctx, m, &ptx, NULL) : GPUOPT_EINVAL;
  int ok = st == GPUOPT_OK && ptx && strstr(ptx, ".target sm_80");
  gpuopt_free(ptx);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

TEST(codegen_ptx_rejects_foreign_triple_and_pointer_size) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, k_ir);
  CHECK(m);
  char *ptx = (char *)1;
  LLVMSetTarget(m, "x86_64-unknown-linux-gnu");
  gpuopt_status st1 = gpuopt_emit_ptx(ctx, m, &ptx, NULL);
  int msg1 = strstr(gpuopt_ctx_error(ctx), "gpuopt_emit_ptx") && strstr(gpuopt_ctx_error(ctx), "x86_64");
  int null1 = ptx == NULL;
  LLVMSetTarget(m, "nvptx64-nvidia-cuda");
  LLVMSetDataLayout(m, "e-p:32:32-i64:64-v16:16-v32:32-n16:32:64");
  gpuopt_status st2 = gpuopt_emit_ptx(ctx, m, &ptx, NULL);
  int msg2 = strstr(gpuopt_ctx_error(ctx), "4-byte pointers") != NULL;
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK_EQ(st1, GPUOPT_ETARGET);
  CHECK(msg1 && null1);
  CHECK_EQ(st2, GPUOPT_ETARGET);
  CHECK(msg2);
}

TEST(codegen_ptx_rejects_broken_ir_and_null) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("broken", c);
  LLVMTypeRef fty = LLVMFunctionType(LLVMInt32TypeInContext(c), NULL, 0, 0);
  LLVMValueRef f = LLVMAddFunction(m, "f", fty);
  LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(c, f, "entry");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMPositionBuilderAtEnd(b, bb);
  LLVMBuildRetVoid(b); /* wrong return type: fails the verifier */
  LLVMDisposeBuilder(b);
  char *ptx = NULL;
  gpuopt_status st = gpuopt_emit_ptx(ctx, m, &ptx, NULL);
  gpuopt_status st_null = gpuopt_emit_ptx(ctx, NULL, &ptx, NULL);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK_EQ(st, GPUOPT_EINVALID_IR);
  CHECK(ptx == NULL);
  CHECK_EQ(st_null, GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_emit_ptx(NULL, NULL, NULL, NULL), GPUOPT_EINVAL);
}

TEST(codegen_ptx_count_statements) {
  static const char ptx[] =
      "//\n.version 7.8\n.target sm_90\n.address_size 64\n"
      ".func (.param .b32 r) helper(.param .b32 a);\n"
      ".visible .entry k(\n\t.param .u64 p\n)\n{\n\t.reg .b32 %r<4>;\n"
      "\tld.param.u64 %rd1, [p];\n\tld.global.u32 %r1, [%rd1];\n\tld.shared.u32 %r2, [%rd1];\n"
      "\tld.u32 %r3, [%rd1];\n\tbar.sync 0;\n\tsetp.eq.s32 %p1, %r1, 0;\n\t@%p1 bra $L__BB0_2;\n"
      "\tst.global.u32 [%rd1], %r2;\n$L__BB0_2:\n\tret;\n}\n"
      ".func (.param .b32 r) helper(.param .b32 a)\n{\n\tret;\n}\n";
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  gpuopt_ptx_stats s;
  gpuopt_status st = gpuopt_ptx_count(ctx, ptx, strlen(ptx), &s);
  gpuopt_ctx_free(ctx);
  CHECK_EQ(st, GPUOPT_OK);
  CHECK_EQ(s.entries, 1);
  CHECK_EQ(s.functions, 1);
  CHECK_EQ(s.instructions, 10);
  CHECK_EQ(s.loads_global, 1);
  CHECK_EQ(s.loads_shared, 1);
  CHECK_EQ(s.loads_generic, 1);
  CHECK_EQ(s.stores, 1);
  CHECK_EQ(s.branches, 1);
  CHECK_EQ(s.barriers, 1);
}

/* Two contexts on two threads (each with its own LLVM context) emit PTX at the same time; the
 * target initialisation is once-only and nothing is shared, so both get the single-thread text. */
#include <pthread.h>

typedef struct ptx_job { char *ptx; gpuopt_status st; } ptx_job;

static void *emit_thread(void *arg) {
  ptx_job *j = arg;
  gpuopt_ctx *ctx = NULL;
  j->st = gpuopt_ctx_create(NULL, &ctx);
  if (j->st) return NULL;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  j->st = gpuopt_module_parse(ctx, c, k_ir, strlen(k_ir), "t", &m);
  for (int i = 0; i < 5 && !j->st; i++) {
    gpuopt_free(j->ptx);
    j->ptx = NULL;
    j->st = gpuopt_emit_ptx(ctx, m, &j->ptx, NULL);
  }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return NULL;
}

TEST(codegen_ptx_two_threads) {
  ptx_job jobs[3] = {{0}};
  emit_thread(&jobs[2]);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, emit_thread, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  int ok = !jobs[0].st && !jobs[1].st && !jobs[2].st && jobs[0].ptx && jobs[1].ptx && jobs[2].ptx &&
           !strcmp(jobs[0].ptx, jobs[2].ptx) && !strcmp(jobs[1].ptx, jobs[2].ptx);
  for (int i = 0; i < 3; i++) gpuopt_free(jobs[i].ptx);
  CHECK(ok);
}
