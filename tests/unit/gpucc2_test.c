/* Unit tests of the gpucc straight-line transforms and speculative execution (gpucc §3.4-3.5):
 * the exact counts of the running example (Figs. 5-6), the speculation budget, statistics, bad
 * arguments, and robustness on awkward control flow. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "test.h"

#define HEADER                                                                                 \
  "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"                        \
  "target triple = \"nvptx64-nvidia-cuda\"\n"

/* Fig. 5a: p_xy = &a[(c + y) + (b + x) * n] for x, y in 0..2, each computed on its own. */
static char *fig5_ir(void) {
  size_t cap = 16384, len = 0;
  char *s = malloc(cap);
  if (!s) return NULL;
  len += (size_t)snprintf(s + len, cap - len, HEADER "define void @fig5(ptr addrspace(1) %%a, i64 %%b, i64 %%c, i64 %%n, ptr addrspace(1) %%out) {\nentry:\n");
  for (int x = 0; x < 3; x++)
    for (int y = 0; y < 3; y++) {
      int k = 3 * x + y;
      char cy[16] = "%c", bx[16] = "%b";
      if (y) len += (size_t)snprintf(s + len, cap - len, "  %%cy%d = add i64 %%c, %d\n", k, y), snprintf(cy, sizeof cy, "%%cy%d", k);
      if (x) len += (size_t)snprintf(s + len, cap - len, "  %%bx%d = add i64 %%b, %d\n", k, x), snprintf(bx, sizeof bx, "%%bx%d", k);
      len += (size_t)snprintf(s + len, cap - len,
                              "  %%m%d = mul i64 %s, %%n\n  %%i%d = add i64 %s, %%m%d\n"
                              "  %%p%d = getelementptr inbounds float, ptr addrspace(1) %%a, i64 %%i%d\n"
                              "  %%v%d = load float, ptr addrspace(1) %%p%d, align 4\n",
                              k, bx, k, cy, k, k, k, k, k);
      if (k) len += (size_t)snprintf(s + len, cap - len, "  %%s%d = fadd float %s%d, %%v%d\n", k, k == 1 ? "%v" : "%s", k - 1, k);
    }
  snprintf(s + len, cap - len, "  store float %%s8, ptr addrspace(1) %%out, align 4\n  ret void\n}\n");
  return s;
}

typedef struct counts { int mul, variable, const_gep; } counts;

/* Integer/address instructions with a variable operand (GEPs with a constant byte offset from a
 * pointer excepted: those are free in addressing) and the constant-offset GEPs. */
static counts count(LLVMValueRef fn) {
  counts c = {0, 0, 0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      if (op == LLVMMul) c.mul++;
      if (op == LLVMGetElementPtr) {
        int constant = 1;
        for (int k = 1; k < LLVMGetNumOperands(i); k++) constant &= LLVMIsAConstant(LLVMGetOperand(i, (unsigned)k)) != NULL;
        if (constant) c.const_gep++;
        else c.variable++;
      } else if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl || op == LLVMOr) {
        c.variable++;
      }
    }
  return c;
}

static counts run_fig5(const char *pipeline, int *ok) {
  counts c = {-1, -1, -1};
  *ok = 0;
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) return c;
  LLVMContextRef llctx = LLVMContextCreate();
  char *ir = fig5_ir();
  LLVMModuleRef m = ir ? test_parse(ctx, llctx, ir) : NULL;
  if (m && gpuopt_run_pipeline(ctx, m, pipeline, NULL) == GPUOPT_OK) {
    c = count(LLVMGetNamedFunction(m, "fig5"));
    *ok = 1;
  } else if (m) {
    printf("  %s: %s\n", pipeline, gpuopt_ctx_error(ctx));
  }
  if (m) LLVMDisposeModule(m);
  free(ir);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return c;
}

TEST(gpucc2_fig5_counts) {
  int ok;
  counts before = run_fig5("cleanup", &ok);
  CHECK(ok);
#if GPUOPT_LLVM_VERSION >= 22
  CHECK_EQ(before.variable, 19); /* LLVM 22's instcombine orders the split GEPs so GVN shares &a[c] */
#else
  CHECK_EQ(before.variable, 21);
#endif
  CHECK_EQ(before.mul, 3);
  counts after = run_fig5("sep-const-offset,slsr,global-reassoc,cleanup", &ok);
  CHECK(ok);
  CHECK_EQ(after.mul, 1);          /* b*n */
  CHECK_EQ(after.variable, 5);     /* b*n, p0 and its add, p3 = &p0[n], p6 = &p3[n] */
  CHECK_EQ(after.const_gep, 6);    /* p1, p2, p4, p5, p7, p8 */
}

TEST(gpucc2_fig5_each_step_matters) {
  int ok;
  /* without global-reassoc p3 and p6 are not computed from p0 and p3 */
  counts c = run_fig5("sep-const-offset,slsr,cleanup", &ok);
  CHECK(ok);
  CHECK(c.variable > 5);
  /* without slsr the three multiplications stay */
  c = run_fig5("sep-const-offset,global-reassoc,cleanup", &ok);
  CHECK(ok);
  CHECK(c.mul > 1);
}

static const char spec_ir[] = HEADER
    "define void @f(ptr %out, i32 %x, i1 %c) {\n"
    "entry:\n  br i1 %c, label %then, label %join\n"
    "then:\n  %a1 = add i32 %x, 1\n  %a2 = add i32 %x, 2\n  %a3 = add i32 %x, 3\n  %a4 = add i32 %x, 4\n"
    "  %a5 = add i32 %x, 5\n  %a6 = add i32 %x, 6\n"
    "  %g = getelementptr i32, ptr %out, i32 %a1\n"
    "  store i32 %a2, ptr %g\n  store i32 %a3, ptr %g\n  store i32 %a4, ptr %g\n  store i32 %a5, ptr %g\n"
    "  store i32 %a6, ptr %g\n  br label %join\n"
    "join:\n  ret void\n}\n";

static int entry_size(LLVMValueRef fn) {
  int n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)); i; i = LLVMGetNextInstruction(i)) n++;
  return n - 1; /* the branch */
}

TEST(gpucc2_speculate_budget) {
  for (unsigned budget = 0; budget <= 9; budget += 3) {
    gpuopt_options o = GPUOPT_OPTIONS_INIT;
    o.speculate_budget = budget;
    gpuopt_ctx *ctx = NULL;
    CHECK(gpuopt_ctx_create(&o, &ctx) == GPUOPT_OK);
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, llctx, spec_ir);
    CHECK(m);
    LLVMValueRef f = LLVMGetNamedFunction(m, "f");
    gpuopt_speculate_stats st;
    CHECK(gpuopt_speculate(ctx, f, &st) == GPUOPT_OK);
    unsigned want = budget < 7 ? budget : 7; /* six adds and a GEP can move; the stores never */
    CHECK_EQ(st.hoisted, want);
    CHECK_EQ(st.blocks, want != 0);
    CHECK_EQ(entry_size(f), (int)want);
    CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, NULL));
    LLVMDisposeModule(m);
    LLVMContextDispose(llctx);
    gpuopt_ctx_free(ctx);
  }
}

/* matmul_reg4's loop guard (issue 18, F10): both successors of the uniform branch compute the row
 * offsets (r+1)*n, (r+2)*n (one for the loop, one for the stores after it; the flags differ), one
 * successor also a GEP the other lacks, and a switch's three successors share only two. speculate-
 * common hoists the two or/mul chains, merges the copies with the flags intersected, and leaves the
 * GEP (it would run on the path that skips the loop) and the switch's half-shared code. The full
 * step (budget 8) speculates both chains and the GEP, and merges nothing. */
static const char common_ir[] = HEADER
    "define void @g(i32 %r, i32 %n, ptr addrspace(1) %p, ptr addrspace(1) %out) {\n"
    "entry:\n  %c = icmp sgt i32 %n, 0\n  br i1 %c, label %loop, label %skip\n"
    "skip:\n  %a1 = or disjoint i32 %r, 1\n  %m1 = mul nsw i32 %a1, %n\n"
    "  %a2 = or disjoint i32 %r, 2\n  %m2 = mul nsw i32 %a2, %n\n  br label %join\n"
    "loop:\n  %q = getelementptr i8, ptr addrspace(1) %p, i64 4\n  %b1 = or disjoint i32 %r, 1\n"
    "  %n1 = mul nuw nsw i32 %b1, %n\n  %b2 = or disjoint i32 %r, 2\n  %n2 = mul nuw nsw i32 %b2, %n\n"
    "  store i32 0, ptr addrspace(1) %q, align 4\n  br label %join\n"
    "join:\n  %x = phi i32 [ %m1, %skip ], [ %n1, %loop ]\n  %y = phi i32 [ %m2, %skip ], [ %n2, %loop ]\n"
    "  %s = add i32 %x, %y\n  switch i32 %s, label %d0 [ i32 1, label %d1\n i32 2, label %d2 ]\n"
    "d0:\n  %e0 = add i32 %r, 7\n  store i32 %e0, ptr addrspace(1) %out, align 4\n  ret void\n"
    "d1:\n  %e1 = add i32 %r, 7\n  store i32 %e1, ptr addrspace(1) %out, align 4\n  ret void\n"
    "d2:\n  %e2 = add i32 %r, 8\n  store i32 %e2, ptr addrspace(1) %out, align 4\n  ret void\n}\n";

static LLVMValueRef named_inst(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (!strcmp(LLVMGetValueName(i), name)) return i;
  return NULL;
}

TEST(gpucc2_speculate_common) {
  for (int full = 0; full < 2; full++) {
    gpuopt_ctx *ctx = NULL;
    CHECK(gpuopt_ctx_create(NULL, &ctx) == GPUOPT_OK);
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, llctx, common_ir);
    CHECK(m);
    LLVMValueRef f = LLVMGetNamedFunction(m, "g");
    gpuopt_speculate_stats st;
    CHECK((full ? gpuopt_speculate(ctx, f, &st) : gpuopt_speculate_common(ctx, f, &st)) == GPUOPT_OK);
    CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, NULL));
    CHECK_EQ(st.merged, full ? 0u : 4u); /* one side's or/mul/or/mul replaced by the other's, hoisted */
    /* the two or/mul chains: once each, in the entry block, mul with nsw only (flags intersected) */
    int ors = 0, muls = 0, entry_muls = 0, nsw_only = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        ors += op == LLVMOr && LLVMGetIsDisjoint(i);
        if (op != LLVMMul) continue;
        muls++;
        entry_muls += bb == LLVMGetEntryBasicBlock(f);
        nsw_only += LLVMGetNSW(i) && !LLVMGetNUW(i);
      }
    CHECK_EQ(ors, full ? 4 : 2);
    CHECK_EQ(muls, full ? 4 : 2);
    CHECK_EQ(entry_muls, full ? 4 : 2);
    CHECK_EQ(nsw_only, 2);
    LLVMValueRef q = named_inst(f, "q");
    CHECK(q);
    /* the switch: %e0/%e1 agree but d2 computes something else: nothing common to all three */
    if (!full) CHECK(!strcmp(LLVMGetValueName(LLVMBasicBlockAsValue(LLVMGetInstructionParent(named_inst(f, "e0")))), "d0"));
    /* the GEP only one side needs: speculated by the full step (budget 8), never by -common */
    CHECK((LLVMGetInstructionParent(q) == LLVMGetEntryBasicBlock(f)) == full);
    if (!full) CHECK_EQ(st.hoisted, 4u);
    LLVMDisposeModule(m);
    LLVMContextDispose(llctx);
    gpuopt_ctx_free(ctx);
  }
}

TEST(gpucc2_bad_arguments) {
  gpuopt_ctx *ctx = NULL;
  CHECK(gpuopt_ctx_create(NULL, &ctx) == GPUOPT_OK);
  CHECK(gpuopt_slsr(NULL, NULL, NULL) == GPUOPT_EINVAL);
  CHECK(gpuopt_slsr(ctx, NULL, NULL) == GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "gpuopt_slsr");
  CHECK(gpuopt_sep_const_offset(ctx, NULL, NULL) == GPUOPT_EINVAL);
  CHECK(gpuopt_global_reassoc(ctx, NULL, NULL) == GPUOPT_EINVAL);
  CHECK(gpuopt_speculate(ctx, NULL, NULL) == GPUOPT_EINVAL);
  CHECK(gpuopt_speculate_common(ctx, NULL, NULL) == GPUOPT_EINVAL);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, HEADER "declare void @d()\n");
  CHECK(m);
  LLVMValueRef d = LLVMGetNamedFunction(m, "d");
  CHECK(gpuopt_global_reassoc(ctx, d, NULL) == GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "declaration");
  CHECK(gpuopt_speculate(ctx, d, NULL) == GPUOPT_EINVAL);
  CHECK(gpuopt_speculate_common(ctx, d, NULL) == GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "gpuopt_speculate_common");
  CHECK(gpuopt_sep_const_offset(ctx, d, NULL) == GPUOPT_EINVAL);
  CHECK(gpuopt_sep_const_offset_straight(ctx, d, NULL) == GPUOPT_EINVAL);
  CHECK(gpuopt_sep_const_offset_straight(ctx, NULL, NULL) == GPUOPT_EINVAL);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

/* Loops, phis, a switch, an unreachable block, vector GEPs, struct GEPs and 32-bit shared
 * pointers: every transform leaves a module that verifies. */
static const char awkward_ir[] = "target datalayout = \"e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "%st = type { i32, [4 x float] }\n"
    "@sh = addrspace(3) global [64 x float] zeroinitializer\n"
    "define void @g(ptr %p, ptr %q, i32 %n, i32 %k, <2 x i64> %vi) {\n"
    "entry:\n  switch i32 %k, label %loop [ i32 0, label %sw0\n i32 1, label %sw1 ]\n"
    "sw0:\n  %s0 = add nsw i32 %k, 7\n  %g0 = getelementptr inbounds %st, ptr %p, i32 %s0, i32 1, i32 %s0\n"
    "  store float 1.0, ptr %g0\n  br label %loop\n"
    "sw1:\n  %s1 = mul nsw i32 %k, 3\n  %t1 = add nsw i32 %s1, 2\n"
    "  %g1 = getelementptr inbounds [64 x float], ptr addrspace(3) @sh, i32 0, i32 %t1\n"
    "  store float 2.0, ptr addrspace(3) %g1\n  %vg = getelementptr i8, ptr %q, <2 x i64> %vi\n  br label %loop\n"
    "loop:\n  %i = phi i32 [ 0, %entry ], [ 0, %sw0 ], [ 0, %sw1 ], [ %i1, %latch ]\n"
    "  %c = icmp slt i32 %i, %n\n  br i1 %c, label %body, label %exit\n"
    "body:\n  %i2 = add nsw i32 %i, 2\n  %m = mul nsw i32 %i2, %n\n  %i3 = add nsw i32 %i, 3\n  %m3 = mul nsw i32 %i3, %n\n"
    "  %e = sext i32 %m to i64\n  %e3 = sext i32 %m3 to i64\n"
    "  %gb = getelementptr inbounds float, ptr %q, i64 %e\n  %gc = getelementptr inbounds float, ptr %q, i64 %e3\n"
    "  %v = load float, ptr %gb\n  store float %v, ptr %gc\n  br label %latch\n"
    "latch:\n  %i1 = add nsw i32 %i, 1\n  br label %loop\n"
    "dead:\n  %dx = add i32 %dx, 1\n  br label %dead\n"
    "exit:\n  ret void\n}\n";

TEST(gpucc2_awkward_cfg_verifies) {
  static const char *const pipelines[] = {"speculate", "sep-const-offset", "slsr", "global-reassoc",
                                          "sep-const-offset-straight",
                                          "speculate,sep-const-offset,slsr,global-reassoc,cleanup", "gpuopt"};
  for (size_t p = 0; p < sizeof pipelines / sizeof *pipelines; p++) {
    gpuopt_ctx *ctx = NULL;
    CHECK(gpuopt_ctx_create(NULL, &ctx) == GPUOPT_OK);
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, llctx, awkward_ir);
    CHECK(m);
    gpuopt_status st = gpuopt_run_pipeline(ctx, m, pipelines[p], NULL);
    if (st) printf("  %s: %s\n", pipelines[p], gpuopt_ctx_error(ctx));
    CHECK(st == GPUOPT_OK);
    CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, NULL));
    LLVMDisposeModule(m);
    LLVMContextDispose(llctx);
    gpuopt_ctx_free(ctx);
  }
}

TEST(gpucc2_slsr_stats) {
  gpuopt_ctx *ctx = NULL;
  CHECK(gpuopt_ctx_create(NULL, &ctx) == GPUOPT_OK);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, HEADER
      "declare void @use(i64, i64, i64)\n"
      "define void @f(i64 %b, i64 %n) {\n  %x0 = mul i64 %b, %n\n  %b1 = add i64 %b, 1\n  %x1 = mul i64 %b1, %n\n"
      "  %b2 = add i64 %b, 2\n  %x2 = mul i64 %b2, %n\n  call void @use(i64 %x0, i64 %x1, i64 %x2)\n  ret void\n}\n");
  CHECK(m);
  gpuopt_slsr_stats st;
  CHECK(gpuopt_slsr(ctx, LLVMGetNamedFunction(m, "f"), &st) == GPUOPT_OK);
  CHECK_EQ(st.rewritten, 2);
  counts c = count(LLVMGetNamedFunction(m, "f"));
  CHECK_EQ(c.mul, 1);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

/* sep-const-offset-straight splits the GEPs outside loops only: &a[sext(i +nsw C)] before the loops,
 * after them, in a one-block loop and in the header of a two-block loop; only the two outside loops are split
 * (those in loops are left to llc). The full step splits all four. */
static const char straight_ir[] = HEADER
    "define void @f(ptr %a, i32 %i, i32 %n, i1 %c) {\n"
    "entry:\n  %i1 = add nsw i32 %i, 1\n  %e1 = sext i32 %i1 to i64\n  %g1 = getelementptr inbounds float, ptr %a, i64 %e1\n"
    "  store float 1.0, ptr %g1\n  br i1 %c, label %l, label %irr\n"
    "l:\n  %k = phi i32 [ 0, %entry ], [ %k1, %l ]\n  %j = add nsw i32 %k, 2\n  %e2 = sext i32 %j to i64\n"
    "  %g2 = getelementptr inbounds float, ptr %a, i64 %e2\n  store float 2.0, ptr %g2\n  %k1 = add nsw i32 %k, 1\n"
    "  %more = icmp slt i32 %k1, %n\n  br i1 %more, label %l, label %x\n"
    "irr:\n  %m = phi i32 [ 0, %entry ], [ %m2, %irr2 ]\n  %m1 = add nsw i32 %m, 3\n  %e3 = sext i32 %m1 to i64\n"
    "  %g3 = getelementptr inbounds float, ptr %a, i64 %e3\n  store float 3.0, ptr %g3\n  br label %irr2\n"
    "irr2:\n  %m2 = add nsw i32 %m, 1\n  %mm = icmp slt i32 %m2, %n\n  br i1 %mm, label %irr, label %x\n"
    "x:\n  %i4 = add nsw i32 %i, 4\n  %e4 = sext i32 %i4 to i64\n  %g4 = getelementptr inbounds float, ptr %a, i64 %e4\n"
    "  store float 4.0, ptr %g4\n  ret void\n}\n";

TEST(gpucc2_sep_const_offset_straight) {
  for (int straight = 0; straight < 2; straight++) {
    gpuopt_ctx *ctx = NULL;
    CHECK(gpuopt_ctx_create(NULL, &ctx) == GPUOPT_OK);
    LLVMContextRef llctx = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, llctx, straight_ir);
    CHECK(m);
    gpuopt_sep_const_offset_stats st;
    LLVMValueRef f = LLVMGetNamedFunction(m, "f");
    CHECK((straight ? gpuopt_sep_const_offset_straight : gpuopt_sep_const_offset)(ctx, f, &st) == GPUOPT_OK);
    CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, NULL));
    CHECK_EQ(st.geps_rewritten, straight ? 2u : 4u);
    /* the blocks of the two loops (l, irr) keep their one GEP under straight */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
      const char *bn = LLVMGetBasicBlockName(bb);
      int geps = 0;
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
        geps += LLVMGetInstructionOpcode(i) == LLVMGetElementPtr;
      if (!strcmp(bn, "l") || !strcmp(bn, "irr")) CHECK_EQ(geps, straight ? 1 : 2);
      if (!strcmp(bn, "entry") || !strcmp(bn, "x")) CHECK_EQ(geps, 2);
    }
    LLVMDisposeModule(m);
    LLVMContextDispose(llctx);
    gpuopt_ctx_free(ctx);
  }
}
