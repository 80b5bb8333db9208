/* The loop facts API (gpuopt/loops.h): queries by value, structured expressions and their C text,
 * evaluation of bounds with symbol values, reductions and no-alias pairs, bad input. */
#include <stdlib.h>

#include "test.h"

/* for (i = 3; i < n; i++) y[i - 3] = a * x[i] + y[i - 3];   (DawnCC Fig. 5) as canonical host IR,
 * plus a sum reduction over an i64 induction variable. */
static const char ir[] =
    "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
    "target triple = \"x86_64-pc-linux-gnu\"\n"
    "define void @saxpy_3off(i32 %n, float %a, ptr %x, ptr %y) {\n"
    "entry:\n"
    "  %g = icmp slt i32 3, %n\n"
    "  br i1 %g, label %loop, label %done\n"
    "loop:\n"
    "  %i = phi i32 [ 3, %entry ], [ %i1, %loop ]\n"
    "  %iw = sext i32 %i to i64\n"
    "  %px = getelementptr inbounds float, ptr %x, i64 %iw\n"
    "  %vx = load float, ptr %px\n"
    "  %j = add nsw i32 %i, -3\n"
    "  %jw = sext i32 %j to i64\n"
    "  %py = getelementptr inbounds float, ptr %y, i64 %jw\n"
    "  %vy = load float, ptr %py\n"
    "  %m = fmul float %a, %vx\n"
    "  %s = fadd float %m, %vy\n"
    "  store float %s, ptr %py\n"
    "  %i1 = add nsw i32 %i, 1\n"
    "  %c = icmp slt i32 %i1, %n\n"
    "  br i1 %c, label %loop, label %done\n"
    "done:\n"
    "  ret void\n"
    "}\n"
    "define i64 @sum(i64 %n, ptr %v) {\n"
    "entry:\n"
    "  %g = icmp sgt i64 %n, 0\n"
    "  br i1 %g, label %loop, label %done\n"
    "loop:\n"
    "  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]\n"
    "  %p = getelementptr inbounds i64, ptr %v, i64 %i\n"
    "  %x = load i64, ptr %p\n"
    "  %acc1 = add i64 %acc, %x\n"
    "  %i1 = add nsw i64 %i, 1\n"
    "  %c = icmp slt i64 %i1, %n\n"
    "  br i1 %c, label %loop, label %done\n"
    "done:\n"
    "  %r = phi i64 [ 0, %entry ], [ %acc1, %loop ]\n"
    "  ret i64 %r\n"
    "}\n";

static int64_t nval;
static int value_n(void *user, const gpuopt_expr *sym, int64_t *out) {
  (void)user;
  const char *name = gpuopt_expr_symbol_name(sym);
  if (!name || strcmp(name, "%n")) return 1;
  *out = nval;
  return 0;
}

TEST(loops_api) {
  gpuopt_ctx *ctx = NULL;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, ir);
  CHECK(m);
  gpuopt_loopfacts *r = NULL;
  LLVMValueRef f = LLVMGetNamedFunction(m, "saxpy_3off");
  CHECK(!gpuopt_loops_analyze(ctx, f, &r));
  CHECK_EQ(gpuopt_loops_count(r), 1);
  gpuopt_loop_info L;
  CHECK(!gpuopt_loops_get(r, 0, &L));
  CHECK(gpuopt_loops_get(r, 1, &L) != 0);
  CHECK(!gpuopt_loops_get(r, 0, &L));
  CHECK_EQ(L.depth, 1);
  CHECK(L.parent == GPUOPT_LOOP_NONE);
  CHECK(L.parallel && !L.reason && L.analysable);
  CHECK(L.iv == LLVMGetFirstInstruction(L.header));
  CHECK(L.trip_exact);
  CHECK(!strcmp(L.trip_count_c, "max(0, %n - 3)"));
  CHECK(!strcmp(L.runs_if, "%n >= 4"));
  size_t idx = 99;
  CHECK(!gpuopt_loops_find(r, L.header, &idx) && idx == 0);
  CHECK(gpuopt_loops_block_in(r, 0, L.header));
  CHECK(!gpuopt_loops_block_in(r, 0, LLVMGetEntryBasicBlock(f)));
  CHECK_EQ(L.nbounds, 2);
  CHECK_EQ(L.nno_alias, 1);
  const char *a, *b;
  CHECK(!gpuopt_loops_no_alias(r, 0, 0, NULL, NULL, &a, &b));
  CHECK((!strcmp(a, "%x") && !strcmp(b, "%y")) || (!strcmp(a, "%y") && !strcmp(b, "%x")));
  int seen = 0;
  for (size_t k = 0; k < L.nbounds; k++) {
    gpuopt_access_bounds B;
    CHECK(!gpuopt_loops_bounds(r, 0, k, &B));
    CHECK(B.analysable && B.exact && B.elem_size == 4 && B.unit == GPUOPT_UNIT_ELEMENT);
    CHECK(!strcmp(B.guard_c, "%n >= 4") && B.nguard == 1);
    /* evaluate: n = 10 -> x bytes [12, 39], y bytes [0, 27]; guard 10 - 4 >= 0 */
    int64_t lo, hi, g;
    nval = 10;
    CHECK(!gpuopt_expr_eval(B.lo_byte, value_n, NULL, &lo));
    CHECK(!gpuopt_expr_eval(B.hi_byte, value_n, NULL, &hi));
    CHECK(!gpuopt_expr_eval(B.guard[0], value_n, NULL, &g) && g >= 0);
    nval = 3;
    CHECK(!gpuopt_expr_eval(B.guard[0], value_n, NULL, &g) && g < 0);
    if (B.base == LLVMGetParam(f, 2)) {
      seen |= 1;
      CHECK(B.read && !B.write && lo == 12 && hi == 39);
      CHECK(!strcmp(B.lo_c, "3") && !strcmp(B.hi_c, "max(3, %n - 1)"));
    } else {
      seen |= 2;
      CHECK(B.base == LLVMGetParam(f, 3));
      CHECK(B.read && B.write && lo == 0 && hi == 27);
      CHECK(!strcmp(B.hi_c, "max(0, %n - 4)"));
    }
  }
  CHECK_EQ(seen, 3);
  gpuopt_access_bounds B;
  CHECK(gpuopt_loops_bounds(r, 0, 2, &B) != 0);
  gpuopt_loops_summary S;
  gpuopt_loops_summary_get(r, &S);
  CHECK(S.loops == 1 && S.parallel == 1 && S.analysable == 1 && S.accesses == 3 && S.bounded == 3 && S.exact == 2);
  gpuopt_loops_free(r);
  /* the reduction */
  CHECK(!gpuopt_loops_analyze(ctx, LLVMGetNamedFunction(m, "sum"), &r));
  CHECK(!gpuopt_loops_get(r, 0, &L));
  CHECK(L.parallel && L.nreductions == 1);
  gpuopt_loop_reduction R;
  CHECK(!gpuopt_loops_reduction(r, 0, 0, &R));
  CHECK(!strcmp(R.op, "+") && !strcmp(R.type_c, "long"));
  CHECK(L.nliveout == 1);
  CHECK(gpuopt_loops_liveout(r, 0, 1) == NULL);
  gpuopt_loops_free(r);
  /* bad input */
  CHECK_EQ(gpuopt_loops_analyze(ctx, NULL, &r), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "gpuopt_loops_analyze");
  CHECK_EQ(gpuopt_loops_analyze(ctx, LLVMGetNamedFunction(m, "nope"), &r), GPUOPT_EINVAL);
  gpuopt_loops_free(NULL);
  CHECK_EQ(gpuopt_loops_count(NULL), 0);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

/* Two sibling loops with a store between them: a[i] = 0 (i < n); b[0] = 1; b[k + 1] = a[k] (k < n). */
static const char two_ir[] =
    "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
    "target triple = \"x86_64-pc-linux-gnu\"\n"
    "define void @two(i32 %n, ptr %a, ptr %b) {\n"
    "entry:\n"
    "  %g = icmp sgt i32 %n, 0\n"
    "  br i1 %g, label %l1, label %mid\n"
    "l1:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %l1 ]\n"
    "  %iw = sext i32 %i to i64\n"
    "  %p = getelementptr inbounds float, ptr %a, i64 %iw\n"
    "  store float 0.0, ptr %p\n"
    "  %i1 = add nsw i32 %i, 1\n"
    "  %c = icmp slt i32 %i1, %n\n"
    "  br i1 %c, label %l1, label %mid\n"
    "mid:\n"
    "  store float 1.0, ptr %b\n"
    "  br i1 %g, label %l2, label %done\n"
    "l2:\n"
    "  %k = phi i32 [ 0, %mid ], [ %k1, %l2 ]\n"
    "  %kw = sext i32 %k to i64\n"
    "  %pa = getelementptr inbounds float, ptr %a, i64 %kw\n"
    "  %v = load float, ptr %pa\n"
    "  %k1 = add nsw i32 %k, 1\n"
    "  %k1w = sext i32 %k1 to i64\n"
    "  %pb = getelementptr inbounds float, ptr %b, i64 %k1w\n"
    "  store float %v, ptr %pb\n"
    "  %c2 = icmp slt i32 %k1, %n\n"
    "  br i1 %c2, label %l2, label %done\n"
    "done:\n"
    "  ret void\n"
    "}\n";

static LLVMBasicBlockRef block_named(LLVMValueRef f, const char *name) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
    if (!strcmp(LLVMGetBasicBlockName(b), name)) return b;
  return NULL;
}

/* the bounds of base `base` in region i, in bytes with n = nval */
static int region_bytes(const gpuopt_loopfacts *r, size_t i, LLVMValueRef base, int64_t *lo, int64_t *hi, int *exact) {
  gpuopt_region_info R;
  if (gpuopt_loops_region_get(r, i, &R)) return 0;
  for (size_t k = 0; k < R.nbounds; k++) {
    gpuopt_access_bounds B;
    if (gpuopt_loops_region_bounds(r, i, k, &B) || B.base != base || !B.analysable) continue;
    *exact = B.exact;
    return !gpuopt_expr_eval(B.lo_byte, value_n, NULL, lo) && !gpuopt_expr_eval(B.hi_byte, value_n, NULL, hi);
  }
  return 0;
}

TEST(loops_regions) {
  gpuopt_ctx *ctx = NULL;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, two_ir);
  CHECK(m);
  LLVMValueRef f = LLVMGetNamedFunction(m, "two");
  gpuopt_loopfacts *r = NULL;
  CHECK(!gpuopt_loops_analyze(ctx, f, &r));
  CHECK_EQ(gpuopt_loops_count(r), 2);
  /* the function's body: both loops and the store between them */
  CHECK(gpuopt_loops_region_count(r) >= 1);
  gpuopt_region_info R;
  CHECK(!gpuopt_loops_region_get(r, 0, &R));
  CHECK(R.entry == LLVMGetEntryBasicBlock(f) && R.exit == NULL);
  CHECK(R.analysable && R.nloops == 2 && R.nbounds == 2 && R.accesses == 4 && R.bounded == 4);
  CHECK(gpuopt_loops_region_loop(r, 0, 0) == 0 && gpuopt_loops_region_loop(r, 0, 1) == 1);
  CHECK(gpuopt_loops_region_loop(r, 0, 2) == GPUOPT_LOOP_NONE);
  CHECK(gpuopt_loops_region_block_in(r, 0, block_named(f, "mid")));
  int64_t lo, hi;
  int exact;
  nval = 5;
  /* a: bytes [0, 19]; b: b[0] and b[1..5]: [0, 23] */
  CHECK(region_bytes(r, 0, LLVMGetParam(f, 1), &lo, &hi, &exact) && lo == 0 && hi == 19);
  CHECK(region_bytes(r, 0, LLVMGetParam(f, 2), &lo, &hi, &exact) && lo == 0 && hi == 23);
  nval = -3; /* no loop runs: only b[0] */
  CHECK(region_bytes(r, 0, LLVMGetParam(f, 2), &lo, &hi, &exact) && lo == 0 && hi <= 3);
  /* any SESE pair of blocks: from the store between the loops to the end */
  size_t idx = 99, idx2 = 98;
  CHECK(!gpuopt_loops_region_add(ctx, r, block_named(f, "mid"), block_named(f, "done"), &idx));
  CHECK(!gpuopt_loops_region_add(ctx, r, block_named(f, "mid"), block_named(f, "done"), &idx2) && idx2 == idx);
  CHECK(!gpuopt_loops_region_get(r, idx, &R));
  CHECK(R.nloops == 1 && gpuopt_loops_region_loop(r, idx, 0) == 1 && R.accesses == 3);
  CHECK(!gpuopt_loops_region_block_in(r, idx, block_named(f, "l1")));
  nval = 5;
  CHECK(!region_bytes(r, idx, NULL, &lo, &hi, &exact));
  CHECK(region_bytes(r, idx, LLVMGetParam(f, 1), &lo, &hi, &exact) && lo == 0 && hi == 19 && exact);
  /* not regions: l1 does not dominate done; a block of another function */
  CHECK_EQ(gpuopt_loops_region_add(ctx, r, block_named(f, "l1"), block_named(f, "done"), &idx), GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "single-entry single-exit");
  CHECK_EQ(gpuopt_loops_region_add(ctx, r, block_named(f, "l2"), block_named(f, "l2"), &idx), GPUOPT_EINVAL);
  CHECK_EQ(gpuopt_loops_region_add(ctx, r, NULL, NULL, &idx), GPUOPT_EINVAL);
  CHECK(gpuopt_loops_region_get(r, 99, &R) != 0);
  CHECK_EQ(gpuopt_loops_region_count(NULL), 0);
  gpuopt_loops_free(r);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

TEST(loops_canonicalize) {
  gpuopt_ctx *ctx = NULL;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef llctx = LLVMContextCreate();
  /* clang -O1 -Xclang -disable-llvm-passes style: the counter in an alloca, a top-tested loop */
  static const char raw[] =
      "define void @f(i32 %n, ptr %a) {\n"
      "entry:\n"
      "  %i = alloca i32\n"
      "  store i32 0, ptr %i\n"
      "  br label %cond\n"
      "cond:\n"
      "  %v = load i32, ptr %i\n"
      "  %c = icmp slt i32 %v, %n\n"
      "  br i1 %c, label %body, label %end\n"
      "body:\n"
      "  %w = sext i32 %v to i64\n"
      "  %p = getelementptr inbounds i32, ptr %a, i64 %w\n"
      "  store i32 %v, ptr %p\n"
      "  %v1 = add nsw i32 %v, 1\n"
      "  store i32 %v1, ptr %i\n"
      "  br label %cond\n"
      "end:\n"
      "  ret void\n"
      "}\n";
  LLVMModuleRef m = test_parse(ctx, llctx, raw);
  CHECK(m);
  CHECK(!gpuopt_loops_canonicalize(ctx, m));
  CHECK(!gpuopt_module_verify(ctx, m));
  gpuopt_loopfacts *r = NULL;
  CHECK(!gpuopt_loops_analyze(ctx, LLVMGetNamedFunction(m, "f"), &r));
  gpuopt_loop_info L;
  CHECK(!gpuopt_loops_get(r, 0, &L));
  CHECK(L.parallel && L.trip_count_c && !strcmp(L.trip_count_c, "max(0, %n)"));
  gpuopt_access_bounds B;
  CHECK(!gpuopt_loops_bounds(r, 0, 0, &B));
  CHECK(B.write && !B.read && B.exact && !strcmp(B.lo_c, "0") && !strcmp(B.hi_c, "max(0, %n - 1)"));
  gpuopt_loops_free(r);
  CHECK_EQ(gpuopt_loops_canonicalize(ctx, NULL), GPUOPT_EINVAL);
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}
