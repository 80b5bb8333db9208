/* div-spill through the C API: budgets from the option, maxnreg and launch bounds; statistics that
 * must add up; the shared-memory bound; bad input. The rewrites themselves are checked on the
 * interpreter (tests/divspill/difftest.sh, tests/lit/div-spill). */
#include <llvm-c/Analysis.h>

#include "test.h"

/* Five values live across a loop: a constant, an affine value, a special register, an invariant
 * uniform value too long to recompute (5 instructions) and a divergent load. */
static const char ir[] =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k(ptr %in, ptr %out, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %c = add i32 3, 4\n"
    "  %aff = mul i32 %tid, 4\n"
    "  %u1 = mul i32 %ctaid, %n\n"
    "  %u2 = add i32 %u1, 5\n"
    "  %u3 = mul i32 %u2, %n\n"
    "  %uni = xor i32 %u3, 7\n"
    "  %x = zext i32 %tid to i64\n"
    "  %p = getelementptr i32, ptr %in, i64 %x\n"
    "  %div = load i32, ptr %p, align 4\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %i1 = add i32 %i, 1\n"
    "  %d = icmp eq i32 %i1, 4\n"
    "  br i1 %d, label %exit, label %loop\n"
    "exit:\n"
    "  %s1 = add i32 %c, %aff\n"
    "  %s2 = add i32 %s1, %uni\n"
    "  %s3 = add i32 %s2, %div\n"
    "  %s4 = add i32 %s3, %ctaid\n"
    "  %o = getelementptr i32, ptr %out, i64 %x\n"
    "  store i32 %s4, ptr %o, align 4\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "!nvvm.annotations = !{!0";

static gpuopt_status spill(const char *extra_ref, const char *extra_md, unsigned maxreg, unsigned smem,
                           gpuopt_div_spill_stats *st, int *verified) {
  char text[4096];
  snprintf(text, sizeof text, "%s%s}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n%s", ir, extra_ref, extra_md);
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.max_registers = maxreg;
  o.min_registers = 1; /* small budgets at their word, so that div-spill fires on a small kernel */
  o.spill_shared_bytes = smem;
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(&o, &ctx)) return GPUOPT_EINVAL;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, text);
  gpuopt_status s = m ? gpuopt_div_spill(ctx, m, st) : GPUOPT_EINVALID_IR;
  char *msg = NULL;
  *verified = m && !LLVMVerifyModule(m, LLVMReturnStatusAction, &msg);
  LLVMDisposeMessage(msg);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return s;
}

TEST(divspill_budget_option_and_stats) {
  gpuopt_div_spill_stats st;
  int ok;
  CHECK_EQ(spill("", "", 3, 8192, &st, &ok), GPUOPT_OK);
  CHECK(ok);
  CHECK_EQ(st.kernels, 1);
  CHECK_EQ(st.budget, 3);
  CHECK(st.pressure_before > 3);
  CHECK(st.pressure_after < st.pressure_before);
  CHECK(st.remat_const >= 1);   /* %c */
  CHECK(st.remat_affine + st.remat_sreg >= 1);
  CHECK(st.block_slots >= 1);   /* %uni: invariant in the block */
  CHECK_EQ(st.warp_slots, 0);
  CHECK(st.shared_bytes >= 4 && st.shared_bytes % 8 == 0);
  /* a budget the kernel fits: nothing */
  CHECK_EQ(spill("", "", 200, 8192, &st, &ok), GPUOPT_OK);
  CHECK_EQ(st.remat_const + st.remat_affine + st.remat_sreg + st.block_slots + st.warp_slots + st.synced_slots, 0);
  CHECK(st.pressure_after == st.pressure_before);
  /* no budget at all: the kernel is not even counted */
  CHECK_EQ(spill("", "", 0, 8192, &st, &ok), GPUOPT_OK);
  CHECK_EQ(st.kernels, 0);
}

TEST(divspill_budget_from_metadata) {
  gpuopt_div_spill_stats st;
  int ok;
  CHECK_EQ(spill(", !1", "!1 = !{ptr @k, !\"maxnreg\", i32 5}\n", 0, 8192, &st, &ok), GPUOPT_OK);
  CHECK(ok);
  CHECK_EQ(st.budget, 5);
  /* launch bounds: 1024 threads, 2 blocks per SM -> 65536 / 2048 = 32 registers */
  CHECK_EQ(spill(", !1, !2", "!1 = !{ptr @k, !\"maxntidx\", i32 1024}\n!2 = !{ptr @k, !\"minctasm\", i32 2}\n", 0, 8192, &st,
                 &ok),
           GPUOPT_OK);
  CHECK_EQ(st.budget, 32);
  /* the option wins over metadata */
  CHECK_EQ(spill(", !1", "!1 = !{ptr @k, !\"maxnreg\", i32 5}\n", 40, 8192, &st, &ok), GPUOPT_OK);
  CHECK_EQ(st.budget, 40);
}

/* ptxas raises a cap below 24 to 24: by default the budget is the cap in effect */
TEST(divspill_effective_cap) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  CHECK_EQ(o.min_registers, 24);
  o.max_registers = 16;
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
  LLVMContextRef c = LLVMContextCreate();
  char text[4096];
  snprintf(text, sizeof text, "%s}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n", ir);
  LLVMModuleRef m = test_parse(ctx, c, text);
  CHECK(m != NULL);
  gpuopt_regpressure rp;
  CHECK_EQ(gpuopt_register_pressure(ctx, LLVMGetNamedFunction(m, "k"), &rp), GPUOPT_OK);
  CHECK_EQ(rp.budget, 24);
  gpuopt_div_spill_stats st;
  CHECK_EQ(gpuopt_div_spill(ctx, m, &st), GPUOPT_OK);
  CHECK_EQ(st.budget, 24);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  /* a version-3 options struct keeps the default lower bound */
  o = (gpuopt_options)GPUOPT_OPTIONS_INIT;
  o.version = 3;
  o.max_registers = 10;
  CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
  CHECK_EQ(gpuopt_ctx_options(ctx)->min_registers, 24);
  gpuopt_ctx_free(ctx);
}

TEST(divspill_shared_bound) {
  gpuopt_div_spill_stats st;
  int ok;
  CHECK_EQ(spill("", "", 3, 0, &st, &ok), GPUOPT_OK); /* no shared memory at all: rematerialisation only */
  CHECK(ok);
  CHECK_EQ(st.shared_bytes, 0);
  CHECK_EQ(st.block_slots + st.warp_slots + st.synced_slots, 0);
  CHECK(st.dropped >= 1);
  CHECK(st.remat_const >= 1);
}

/* Weighted costs (issue 17): three divergent accumulators, a loop counter and three loop-invariant
 * uniform values live across a loop: %uA (too long to recompute) used three times per iteration,
 * %uB (likewise) used once, and %g = %in + 4, short enough to recompute, used in the loop. */
static const char cost_ir[] =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k(ptr %in, ptr %out, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %x = zext i32 %tid to i64\n"
    "  %p = getelementptr i32, ptr %in, i64 %x\n"
    "  %a0 = load i32, ptr %p, align 4\n"
    "  %p1 = getelementptr i32, ptr %p, i64 32\n"
    "  %a1 = load i32, ptr %p1, align 4\n"
    "  %p2 = getelementptr i32, ptr %p, i64 64\n"
    "  %a2 = load i32, ptr %p2, align 4\n"
    "  %v1 = mul i32 %ctaid, %n\n"
    "  %v2 = add i32 %v1, 5\n"
    "  %v3 = mul i32 %v2, %n\n"
    "  %v4 = xor i32 %v3, 7\n"
    "  %uA = mul i32 %v4, %n\n"
    "  %w1 = mul i32 %ctaid, 13\n"
    "  %w2 = add i32 %w1, %n\n"
    "  %w3 = mul i32 %w2, %n\n"
    "  %w4 = xor i32 %w3, 9\n"
    "  %uB = mul i32 %w4, %n\n"
    "  %g = getelementptr i8, ptr %in, i64 4\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %s0 = phi i32 [ %a0, %entry ], [ %t0, %loop ]\n"
    "  %s1 = phi i32 [ %a1, %entry ], [ %t1, %loop ]\n"
    "  %s2 = phi i32 [ %a2, %entry ], [ %t2, %loop ]\n"
    "  %ie = zext i32 %i to i64\n"
    "  %q = getelementptr i32, ptr %g, i64 %ie\n"
    "  %l = load i32, ptr %q, align 4\n"
    "  %m0 = add i32 %l, %uA\n"
    "  %t0 = add i32 %s0, %m0\n"
    "  %m1 = xor i32 %l, %uA\n"
    "  %t1 = add i32 %s1, %m1\n"
    "  %m2 = mul i32 %l, %uA\n"
    "  %m3 = add i32 %m2, %uB\n"
    "  %t2 = add i32 %s2, %m3\n"
    "  %i1 = add i32 %i, 1\n"
    "  %d = icmp eq i32 %i1, %n\n"
    "  br i1 %d, label %exit, label %loop\n"
    "exit:\n"
    "  %r0 = add i32 %t0, %t1\n"
    "  %r1 = add i32 %r0, %t2\n"
    "  %o = getelementptr i32, ptr %out, i64 %x\n"
    "  store i32 %r1, ptr %o, align 4\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n"
;

static int slot_stored(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (LLVMIsAStoreInst(i) && LLVMGetVolatile(i) && !strcmp(LLVMGetValueName(LLVMGetOperand(i, 0)), name)) return 1;
  return 0;
}

TEST(divspill_weighted_costs) {
  for (unsigned budget = 9; budget >= 8; budget--) {
    gpuopt_options o = GPUOPT_OPTIONS_INIT;
    o.max_registers = budget;
    o.min_registers = 1;
    gpuopt_ctx *ctx;
    CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, c, cost_ir);
    CHECK(m != NULL);
    gpuopt_div_spill_stats st;
    CHECK_EQ(gpuopt_div_spill(ctx, m, &st), GPUOPT_OK);
    CHECK(st.pressure_before > budget);
    /* %g is used in the loop: recomputing it there frees nothing (llc hoists it back out), so the
     * model does not count on it */
    CHECK_EQ(st.remat_expr, 0);
    /* one slot, for the value reloaded once per iteration; %uA's three reloads per iteration cost
     * more than ptxas' spill of an accumulator (one store and one load per iteration) */
    CHECK_EQ(st.block_slots, 1);
    LLVMValueRef k = LLVMGetNamedFunction(m, "k");
    CHECK(slot_stored(k, "uB"));
    CHECK(!slot_stored(k, "uA"));
    char *msg = NULL;
    CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg));
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(m);
    LLVMContextDispose(c);
    gpuopt_ctx_free(ctx);
  }
}

/* The address step (div_spill_addr.c): rows y, y+1, y+2 of an image in a loop; the second and third
 * are recomputed from the row before (+ 4*w, w a parameter); the fourth row's index may wrap (no
 * nsw), so it stays. */
static const char rows_ir[] =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @k(ptr %in, ptr %out, i32 %w, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  br label %loop\n"
    "loop:\n"
    "  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]\n"
    "  %s = phi float [ 0.0, %entry ], [ %s3, %loop ]\n"
    "  %cw = mul nsw i32 %c, %w\n"
    "  %i0 = add nsw i32 %cw, %tid\n"
    "  %e0 = sext i32 %i0 to i64\n"
    "  %r0 = getelementptr inbounds float, ptr %in, i64 %e0\n"
    "  %v0 = load float, ptr %r0, align 4\n"
    "  %i1 = add nsw i32 %i0, %w\n"
    "  %e1 = sext i32 %i1 to i64\n"
    "  %r1 = getelementptr inbounds float, ptr %in, i64 %e1\n"
    "  %v1 = load float, ptr %r1, align 4\n"
    "  %i2 = add nsw i32 %i1, %w\n"
    "  %e2 = sext i32 %i2 to i64\n"
    "  %r2 = getelementptr inbounds float, ptr %in, i64 %e2\n"
    "  %v2 = load float, ptr %r2, align 4\n"
    "  %i3 = add i32 %i2, %w\n"
    "  %e3 = sext i32 %i3 to i64\n"
    "  %r3 = getelementptr inbounds float, ptr %in, i64 %e3\n"
    "  %v3 = load float, ptr %r3, align 4\n"
    "  %s0 = fadd float %s, %v0\n"
    "  %s1 = fadd float %s0, %v1\n"
    "  %s2 = fadd float %s1, %v2\n"
    "  %s3 = fadd float %s2, %v3\n"
    "  %c1 = add nsw i32 %c, 1\n"
    "  %d = icmp slt i32 %c1, %n\n"
    "  br i1 %d, label %loop, label %exit\n"
    "exit:\n"
    "  %x = sext i32 %tid to i64\n"
    "  %o = getelementptr float, ptr %out, i64 %x\n"
    "  store float %s3, ptr %o, align 4\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n";

/* the pointer operand of the load named name */
static LLVMValueRef load_ptr(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (LLVMIsALoadInst(i) && !strcmp(LLVMGetValueName(i), name)) return LLVMGetOperand(i, 0);
  return NULL;
}

TEST(divspill_address_step) {
  for (unsigned budget = 1; budget <= 64; budget += 63) {
    gpuopt_options o = GPUOPT_OPTIONS_INIT;
    o.max_registers = budget;
    o.min_registers = 1;
    gpuopt_ctx *ctx;
    CHECK_EQ(gpuopt_ctx_create(&o, &ctx), GPUOPT_OK);
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, c, rows_ir);
    CHECK(m != NULL);
    gpuopt_div_spill_stats st;
    CHECK_EQ(gpuopt_div_spill(ctx, m, &st), GPUOPT_OK);
    LLVMValueRef k = LLVMGetNamedFunction(m, "k");
    LLVMValueRef p1 = load_ptr(k, "v1"), p2 = load_ptr(k, "v2"), p3 = load_ptr(k, "v3");
    CHECK(p1 && p2 && p3);
    if (budget == 1) {
      CHECK_EQ(st.addr_rewritten, 2);
      /* row 1 = row 0 + d, row 2 = row 1 + d */
      CHECK(LLVMIsAGetElementPtrInst(p1) && LLVMGetOperand(p1, 0) == load_ptr(k, "v0"));
      CHECK(LLVMIsAGetElementPtrInst(p2) && LLVMGetOperand(p2, 0) == p1);
      CHECK(!strcmp(LLVMGetValueName(p3), "r3"));
    } else {
      CHECK_EQ(st.addr_rewritten, 0); /* the kernel fits: nothing changes */
      CHECK(!strcmp(LLVMGetValueName(p1), "r1"));
    }
    char *msg = NULL;
    CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg));
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(m);
    LLVMContextDispose(c);
    gpuopt_ctx_free(ctx);
  }
}

TEST(divspill_bad_input) {
  CHECK_EQ(gpuopt_div_spill(NULL, NULL, NULL), GPUOPT_EINVAL);
  gpuopt_ctx *ctx;
  CHECK_EQ(gpuopt_ctx_create(NULL, &ctx), GPUOPT_OK);
  CHECK_EQ(gpuopt_div_spill(ctx, NULL, NULL), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "gpuopt_div_spill");
  /* a version-2 options struct: max_registers is not read */
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.version = 2;
  o.max_registers = 7;
  gpuopt_ctx *c2;
  CHECK_EQ(gpuopt_ctx_create(&o, &c2), GPUOPT_OK);
  CHECK_EQ(gpuopt_ctx_options(c2)->max_registers, 0);
  CHECK_EQ(gpuopt_ctx_options(c2)->spill_shared_bytes, 8192);
  gpuopt_ctx_free(c2);
  gpuopt_ctx_free(ctx);
}
