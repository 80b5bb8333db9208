/* Unit tests for the divergence API (gpuopt/analysis.h): errors, queries, iteration, summary, the
 * testing flag, options and modes. The rules themselves are tested by tests/lit/divergence/. */
#include <stdlib.h>

#include "test.h"

static const char *div_ir =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k(ptr %a, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %sq = mul nsw i32 %tid, %tid\n"
    "  %idx = zext i32 %tid to i64\n"
    "  %p = getelementptr inbounds float, ptr %a, i64 %idx\n"
    "  %x = load float, ptr %p, align 4\n"
    "  %q = getelementptr inbounds float, ptr %a, i64 3\n"
    "  %y = load float, ptr %q, align 4\n"
    "  %c = icmp slt i32 %tid, %n\n"
    "  br i1 %c, label %then, label %exit\n"
    "then:\n"
    "  %i2 = mul nsw i64 %idx, 2\n"
    "  %r = getelementptr inbounds float, ptr %a, i64 %i2\n"
    "  store float %y, ptr %r, align 4\n"
    "  %old = atomicrmw add ptr %a, i32 1 monotonic\n"
    "  br label %exit\n"
    "exit:\n"
    "  %ph = phi i32 [ 0, %entry ], [ 1, %then ]\n"
    "  ret void\n"
    "}\n"
    "define void @dev(i32 %arg) {\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static LLVMValueRef find_inst(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      size_t len = 0;
      const char *n = LLVMGetValueName2(i, &len);
      if (len == strlen(name) && !memcmp(n, name, len)) return i;
    }
  return NULL;
}

static LLVMBasicBlockRef find_block(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    if (!strcmp(LLVMGetBasicBlockName(bb), name)) return bb;
  return NULL;
}

typedef struct fixture {
  gpuopt_ctx *ctx;
  LLVMContextRef llctx;
  LLVMModuleRef m;
  LLVMValueRef k, dev;
} fixture;

static int setup(fixture *f, const gpuopt_options *o) {
  memset(f, 0, sizeof *f);
  if (gpuopt_ctx_create(o, &f->ctx)) return 0;
  f->llctx = LLVMContextCreate();
  f->m = test_parse(f->ctx, f->llctx, div_ir);
  if (!f->m) return 0;
  f->k = LLVMGetNamedFunction(f->m, "k");
  f->dev = LLVMGetNamedFunction(f->m, "dev");
  return 1;
}

static void teardown(fixture *f) {
  if (f->m) LLVMDisposeModule(f->m);
  if (f->llctx) LLVMContextDispose(f->llctx);
  gpuopt_ctx_free(f->ctx);
}

static gpuopt_div_value value_of(gpuopt_divergence *r, LLVMValueRef fn, const char *name) {
  gpuopt_div_value v;
  memset(&v, 0xff, sizeof v);
  gpuopt_divergence_value(r, find_inst(fn, name), &v);
  return v;
}

TEST(divergence_api_errors) {
  fixture f;
  if (!setup(&f, NULL)) {
    teardown(&f);
    CHECK(0);
  }
  gpuopt_divergence *r = (gpuopt_divergence *)1;
  CHECK_EQ(gpuopt_divergence_analyze(NULL, f.k, NULL, &r), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, NULL, NULL, &r), GPUOPT_EINVAL);
  CHECK(r == NULL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(f.ctx), "gpuopt_divergence_analyze");
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.k, NULL, NULL), GPUOPT_EINVAL);
  LLVMValueRef decl = LLVMGetNamedFunction(f.m, "llvm.nvvm.read.ptx.sreg.tid.x");
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, decl, NULL, &r), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(f.ctx), "no body");
  gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  o.version = 99;
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.k, &o, &r), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(f.ctx), "version");
  o = (gpuopt_divergence_options)GPUOPT_DIVERGENCE_OPTIONS_INIT;
  o.mode = (gpuopt_div_mode)7;
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.k, &o, &r), GPUOPT_EINVAL);
  /* NULL result: queries are safe */
  gpuopt_div_value v;
  CHECK(gpuopt_divergence_value(NULL, f.k, &v) != 0);
  CHECK_EQ(gpuopt_divergence_num_accesses(NULL), 0);
  CHECK_EQ(gpuopt_divergence_num_divergent_branches(NULL), 0);
  gpuopt_divergence_free(NULL);
  teardown(&f);
}

TEST(divergence_api_values_affine) {
  fixture f;
  if (!setup(&f, NULL)) {
    teardown(&f);
    CHECK(0);
  }
  gpuopt_divergence *r = NULL;
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.k, NULL, &r), GPUOPT_OK);
  gpuopt_div_value v = value_of(r, f.k, "tid");
  CHECK_EQ(v.state, GPUOPT_STATE_AFFINE);
  CHECK_EQ(v.c1.kind, GPUOPT_COEF_CONST);
  CHECK_EQ(v.c1.value, 1);
  CHECK_EQ(v.c0.value, 0);
  CHECK_EQ(v.c2.value, 0);
  CHECK_EQ(value_of(r, f.k, "sq").state, GPUOPT_STATE_DIVERGENT); /* tid^2 needs poly2 */
  v = value_of(r, f.k, "p");
  CHECK_EQ(v.state, GPUOPT_STATE_AFFINE);
  CHECK_EQ(v.c1.value, 4);
  CHECK_EQ(value_of(r, f.k, "x").state, GPUOPT_STATE_DIVERGENT);
  CHECK_EQ(value_of(r, f.k, "y").state, GPUOPT_STATE_UNIFORM); /* load from a uniform address */
  CHECK_EQ(value_of(r, f.k, "old").state, GPUOPT_STATE_DIVERGENT);
  CHECK_EQ(value_of(r, f.k, "ph").state, GPUOPT_STATE_DIVERGENT); /* join of a divergent branch */
  /* arguments of a kernel, constants */
  CHECK_EQ(gpuopt_divergence_value(r, LLVMGetParam(f.k, 1), &v), 0);
  CHECK_EQ(v.state, GPUOPT_STATE_UNIFORM);
  CHECK_EQ(v.c0.kind, GPUOPT_COEF_BOTTOM);
  CHECK_EQ(gpuopt_divergence_value(r, LLVMConstInt(LLVMInt32TypeInContext(f.llctx), 7, 0), &v), 0);
  CHECK_EQ(v.state, GPUOPT_STATE_UNIFORM);
  CHECK_EQ(v.c0.value, 7);
  /* a value of another function */
  CHECK(gpuopt_divergence_value(r, LLVMGetParam(f.dev, 0), &v) != 0);
  /* branches */
  CHECK(gpuopt_divergence_branch_divergent(r, find_block(f.k, "entry")));
  CHECK(!gpuopt_divergence_branch_divergent(r, find_block(f.k, "then")));
  CHECK_EQ(gpuopt_divergence_num_divergent_branches(r), 1);
  CHECK(gpuopt_divergence_divergent_branch(r, 0) == find_block(f.k, "entry"));
  CHECK(gpuopt_divergence_divergent_branch(r, 1) == NULL);
  /* accesses in layout order: coalesced load, broadcast load, strided store, broadcast atomic */
  CHECK_EQ(gpuopt_divergence_num_accesses(r), 4);
  gpuopt_div_access a;
  CHECK_EQ(gpuopt_divergence_access(r, 0, &a), 0);
  CHECK_EQ(a.pattern, GPUOPT_ACCESS_COALESCED);
  CHECK_EQ(a.stride, 4);
  CHECK_EQ(a.size, 4);
  CHECK_EQ(gpuopt_divergence_access(r, 1, &a), 0);
  CHECK_EQ(a.pattern, GPUOPT_ACCESS_BROADCAST);
  CHECK_EQ(gpuopt_divergence_access(r, 2, &a), 0);
  CHECK_EQ(a.pattern, GPUOPT_ACCESS_STRIDED);
  CHECK_EQ(a.stride, 8);
  CHECK_EQ(gpuopt_divergence_access(r, 3, &a), 0);
  CHECK_EQ(a.pattern, GPUOPT_ACCESS_BROADCAST);
  CHECK(gpuopt_divergence_access(r, 4, &a) != 0);
  gpuopt_div_summary s;
  gpuopt_divergence_summary(r, &s);
  CHECK_EQ(s.branches, 1);
  CHECK_EQ(s.divergent_branches, 1);
  CHECK_EQ(s.accesses, 4);
  CHECK_EQ(s.values, s.uniform + s.affine + s.divergent);
  CHECK_EQ(s.values, 14); /* 2 arguments + 12 instructions with a value */
  gpuopt_divergence_free(r);
  teardown(&f);
}

TEST(divergence_api_modes) {
  fixture f;
  if (!setup(&f, NULL)) {
    teardown(&f);
    CHECK(0);
  }
  gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  gpuopt_divergence *r = NULL;
  o.mode = GPUOPT_DIV_SIMPLE;
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.k, &o, &r), GPUOPT_OK);
  CHECK_EQ(value_of(r, f.k, "tid").state, GPUOPT_STATE_DIVERGENT);
  CHECK_EQ(value_of(r, f.k, "y").state, GPUOPT_STATE_UNIFORM);
  gpuopt_div_access a;
  CHECK_EQ(gpuopt_divergence_access(r, 0, &a), 0);
  CHECK_EQ(a.pattern, GPUOPT_ACCESS_DIVERGENT);
  gpuopt_divergence_free(r);
  o.mode = GPUOPT_DIV_POLY2;
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.k, &o, &r), GPUOPT_OK);
  gpuopt_div_value v = value_of(r, f.k, "sq");
  CHECK_EQ(v.state, GPUOPT_STATE_AFFINE);
  CHECK_EQ(v.c2.kind, GPUOPT_COEF_CONST);
  CHECK_EQ(v.c2.value, 1);
  CHECK_EQ(v.c1.value, 0);
  gpuopt_divergence_free(r);
  /* testing flag: every claim uniform */
  o.mode = GPUOPT_DIV_AFFINE;
  o.testing = GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM;
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.k, &o, &r), GPUOPT_OK);
  CHECK_EQ(value_of(r, f.k, "tid").state, GPUOPT_STATE_UNIFORM);
  CHECK_EQ(value_of(r, f.k, "old").state, GPUOPT_STATE_UNIFORM);
  CHECK(!gpuopt_divergence_branch_divergent(r, find_block(f.k, "entry")));
  CHECK_EQ(gpuopt_divergence_num_divergent_branches(r), 0);
  CHECK_EQ(gpuopt_divergence_access(r, 0, &a), 0);
  CHECK_EQ(a.pattern, GPUOPT_ACCESS_BROADCAST);
  gpuopt_divergence_free(r);
  CHECK(!strcmp(gpuopt_div_state_name(GPUOPT_STATE_AFFINE), "affine"));
  CHECK(!strcmp(gpuopt_access_pattern_name(GPUOPT_ACCESS_STRIDED), "strided"));
  CHECK(!strcmp(gpuopt_div_mode_name(GPUOPT_DIV_POLY2), "poly2"));
  teardown(&f);
}

TEST(divergence_api_device_args) {
  fixture f;
  if (!setup(&f, NULL)) {
    teardown(&f);
    CHECK(0);
  }
  gpuopt_divergence *r = NULL;
  gpuopt_div_value v;
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.dev, NULL, &r), GPUOPT_OK);
  CHECK_EQ(gpuopt_divergence_value(r, LLVMGetParam(f.dev, 0), &v), 0);
  CHECK_EQ(v.state, GPUOPT_STATE_DIVERGENT);
  gpuopt_divergence_free(r);
  teardown(&f);
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.device_args_uniform = 1;
  if (!setup(&f, &o)) {
    teardown(&f);
    CHECK(0);
  }
  CHECK_EQ(gpuopt_divergence_analyze(f.ctx, f.dev, NULL, &r), GPUOPT_OK);
  CHECK_EQ(gpuopt_divergence_value(r, LLVMGetParam(f.dev, 0), &v), 0);
  CHECK_EQ(v.state, GPUOPT_STATE_UNIFORM);
  gpuopt_divergence_free(r);
  teardown(&f);
}

static const char *div_ir2 =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k2(ptr %a) {\n"
    "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
    "  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
    "  %i = add i32 %b, %tid\n"
    "  %i64 = sext i32 %i to i64\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k2, !\"kernel\", i32 1}\n";

TEST(divergence_api_launch_options) {
  for (int bxm = 0; bxm <= 64; bxm += 32) {
    gpuopt_options o = GPUOPT_OPTIONS_INIT;
    o.block_x_multiple = (unsigned)bxm;
    gpuopt_ctx *ctx = NULL;
    CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, llctx, div_ir2);
    int ok = m != NULL;
    if (ok) {
      LLVMValueRef k = LLVMGetNamedFunction(m, "k2");
      gpuopt_divergence *r = NULL;
      gpuopt_divergence_options dopt = GPUOPT_DIVERGENCE_OPTIONS_INIT;
      for (int nowrap = 0; nowrap < 2 && ok; nowrap++) {
        dopt.assume_no_signed_wrap = nowrap;
        ok = gpuopt_divergence_analyze(ctx, k, &dopt, &r) == GPUOPT_OK;
        if (!ok) break;
        gpuopt_div_state want = bxm ? GPUOPT_STATE_UNIFORM : GPUOPT_STATE_DIVERGENT;
        ok = value_of(r, k, "ty").state == want;
        want = bxm ? GPUOPT_STATE_AFFINE : GPUOPT_STATE_DIVERGENT;
        ok = ok && value_of(r, k, "lane").state == want;
        want = nowrap ? GPUOPT_STATE_AFFINE : GPUOPT_STATE_DIVERGENT; /* sext of an add without nsw */
        ok = ok && value_of(r, k, "i").state == GPUOPT_STATE_AFFINE && value_of(r, k, "i64").state == want;
        gpuopt_divergence_free(r);
      }
      LLVMDisposeModule(m);
    }
    LLVMContextDispose(llctx);
    gpuopt_ctx_free(ctx);
    CHECK(ok);
  }
}

/* Two contexts on two threads never interact: each thread parses and analyses its own module. */
#include <pthread.h>

typedef struct div_thread_arg {
  gpuopt_div_summary s;
  int ok;
} div_thread_arg;

static void *div_thread(void *p) {
  div_thread_arg *t = p;
  t->ok = 0;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) return NULL;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  if (!gpuopt_module_parse(ctx, llctx, div_ir, strlen(div_ir), "t", &m)) {
    for (int rep = 0; rep < 50; rep++) {
      gpuopt_divergence *r = NULL;
      gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
      o.mode = (gpuopt_div_mode)(rep % 3);
      if (gpuopt_divergence_analyze(ctx, LLVMGetNamedFunction(m, "k"), &o, &r)) break;
      if (o.mode == GPUOPT_DIV_AFFINE) gpuopt_divergence_summary(r, &t->s);
      gpuopt_divergence_free(r);
      t->ok = rep == 49;
    }
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return NULL;
}

TEST(divergence_api_threads) {
  pthread_t th[2];
  div_thread_arg a[2];
  memset(a, 0, sizeof a);
  for (int i = 0; i < 2; i++) CHECK_EQ(pthread_create(&th[i], NULL, div_thread, &a[i]), 0);
  for (int i = 0; i < 2; i++) pthread_join(th[i], NULL);
  CHECK(a[0].ok && a[1].ok);
  CHECK(!memcmp(&a[0].s, &a[1].s, sizeof a[0].s));
  CHECK_EQ(a[0].s.values, 14);
}
