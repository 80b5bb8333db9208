/* gpucc transforms I (gpuopt/transform.h): the memory-space alias query on every pair of spaces,
 * the inference's answers and errors, transform statistics, options, and bad input. */
#include <stdlib.h>

#include <llvm-c/Analysis.h>

#include "test.h"

/* One pointer per space, all generic except the typed ones:
 *   %g  global (kernel parameter)      %s  shared (@sh)       %c  const (@cn)
 *   %l  local (alloca)                 %pp param (typed 101)  %cl shared::cluster (typed 7)
 *   %u  unknown (loaded)               %gs generic typed shared->generic cast of a phi mixing spaces */
static const char spaces_ir[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "@sh = internal addrspace(3) global [8 x i32] undef\n"
    "@cn = internal addrspace(4) global [8 x i32] zeroinitializer\n"
    "define void @k(ptr %g, ptr addrspace(101) %pp, ptr addrspace(7) %cl, ptr addrspace(1) %q, i1 %b) {\n"
    "entry:\n"
    "  %l = alloca [4 x i32]\n"
    "  %s = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 1\n"
    "  %c = getelementptr i32, ptr addrspacecast (ptr addrspace(4) @cn to ptr), i64 2\n"
    "  %u = load ptr, ptr addrspace(1) %q\n"
    "  %mix = select i1 %b, ptr %s, ptr %g\n"
    "  store i32 0, ptr %l\n"
    "  ret void\n"
    "}\n"
    "define void @other(ptr %x) {\n"
    "  ret void\n"
    "}\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n";

static LLVMValueRef find_value(LLVMValueRef fn, const char *name) {
  for (LLVMValueRef a = LLVMGetFirstParam(fn); a; a = LLVMGetNextParam(a))
    if (!strcmp(LLVMGetValueName(a), name)) return a;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (!strcmp(LLVMGetValueName(i), name)) return i;
  return NULL;
}

TEST(gpucc1_memspace_alias_every_pair) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, spaces_ir);
  static const char *names[] = {"g", "s", "c", "l", "pp", "cl", "u", "mix"};
  static const unsigned want[] = {1, 3, 4, 5, 101, 7, 0, 0};
  int ok = m != NULL;
  LLVMValueRef fn = m ? LLVMGetNamedFunction(m, "k") : NULL;
  for (int i = 0; ok && i < 8; i++) {
    LLVMValueRef v = find_value(fn, names[i]);
    unsigned as = 99;
    ok = v && !gpuopt_memspace_of(ctx, fn, v, &as) && as == want[i];
    if (!ok) printf("  space of %%%s: %u, expected %u\n", names[i], as, want[i]);
  }
  for (int i = 0; ok && i < 8; i++)
    for (int j = 0; ok && j < 8; j++) {
      gpuopt_alias_result r = GPUOPT_ALIAS_NO;
      gpuopt_status st = gpuopt_memspace_alias(ctx, fn, find_value(fn, names[i]), find_value(fn, names[j]), &r);
      /* disjoint: two different spaces among global, shared, const, local, param */
      int di = i < 5, dj = j < 5;
      gpuopt_alias_result expect = di && dj && i != j ? GPUOPT_ALIAS_NO : GPUOPT_ALIAS_MAY;
      ok = st == GPUOPT_OK && r == expect;
      if (!ok) printf("  alias(%%%s, %%%s) = %d, expected %d (%s)\n", names[i], names[j], r, expect, gpuopt_ctx_error(ctx));
    }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

TEST(gpucc1_memspace_alias_rejects_bad_values) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, spaces_ir);
  int ok = m != NULL;
  if (ok) {
    LLVMValueRef k = LLVMGetNamedFunction(m, "k"), other = LLVMGetNamedFunction(m, "other");
    LLVMValueRef g = find_value(k, "g"), b = find_value(k, "b"), x = find_value(other, "x");
    gpuopt_alias_result r;
    unsigned as;
    ok = gpuopt_memspace_alias(ctx, k, g, b, &r) == GPUOPT_EINVAL && strstr(gpuopt_ctx_error(ctx), "not a pointer") &&
         gpuopt_memspace_alias(ctx, k, g, x, &r) == GPUOPT_EINVAL && strstr(gpuopt_ctx_error(ctx), "not a value of @k") &&
         gpuopt_memspace_alias(ctx, k, NULL, g, &r) == GPUOPT_EINVAL &&
         gpuopt_memspace_of(ctx, LLVMGetNamedFunction(m, "nope") , g, &as) == GPUOPT_EINVAL &&
         gpuopt_memspace_of(ctx, other, x, &as) == GPUOPT_OK && as == 0; /* device function parameter: unknown */
    if (!ok) printf("  %s\n", gpuopt_ctx_error(ctx));
  }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

TEST(gpucc1_kernel_params_global_option) {
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.kernel_params_global = 0;
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(&o, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, spaces_ir);
  int ok = m != NULL;
  if (ok) {
    LLVMValueRef k = LLVMGetNamedFunction(m, "k");
    unsigned as = 99;
    gpuopt_alias_result r = GPUOPT_ALIAS_NO;
    ok = !gpuopt_memspace_of(ctx, k, find_value(k, "g"), &as) && as == 0 &&
         !gpuopt_memspace_alias(ctx, k, find_value(k, "g"), find_value(k, "s"), &r) && r == GPUOPT_ALIAS_MAY;
  }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

static const char div_ir[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define i64 @f(i64 %a, i64 %b, i32 %x, i32 %y) {\n"
    "entry:\n"
    "  %q = sdiv i64 %a, %b\n"
    "  %r = srem i64 %a, %b\n"
    "  %u = udiv i64 %q, %r\n"
    "  %k = udiv i64 %a, 10\n"
    "  %xa = zext i32 %x to i64\n"
    "  %ya = zext i32 %y to i64\n"
    "  %n = urem i64 %xa, %ya\n"
    "  %s1 = add i64 %u, %k\n"
    "  %s2 = add i64 %s1, %n\n"
    "  ret i64 %s2\n"
    "}\n";

TEST(gpucc1_bypass_div64_stats_and_verifies) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, div_ir);
  gpuopt_bypass_div64_stats st;
  memset(&st, 0xff, sizeof st);
  int ok = m && gpuopt_bypass_div64(ctx, m, &st) == GPUOPT_OK;
  ok = ok && st.divisions == 4 && st.bypassed == 3 && st.shared == 1 && st.narrowed == 1;
  if (m && ok) ok = !LLVMVerifyModule(m, LLVMReturnStatusAction, NULL);
  if (!ok) printf("  divisions %u bypassed %u shared %u narrowed %u: %s\n", st.divisions, st.bypassed, st.shared,
                  st.narrowed, gpuopt_ctx_error(ctx));
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

TEST(gpucc1_infer_memspace_stats) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  static const char ir[] =
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "@sh = internal addrspace(3) global [8 x i32] undef\n"
      "define void @k(ptr %g, ptr addrspace(1) %q, i64 %i) {\n"
      "  %s = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 %i\n"
      "  %v = load i32, ptr %s\n"
      "  %gi = getelementptr i32, ptr %g, i64 %i\n"
      "  store i32 %v, ptr %gi\n"
      "  %u = load ptr, ptr addrspace(1) %q\n"
      "  store i32 %v, ptr %u\n"
      "  ret void\n"
      "}\n"
      "!nvvm.annotations = !{!0}\n"
      "!0 = !{ptr @k, !\"kernel\", i32 1}\n";
  LLVMModuleRef m = test_parse(ctx, c, ir);
  gpuopt_memspace_stats st;
  int ok = m && gpuopt_infer_memspace(ctx, m, &st) == GPUOPT_OK && st.accesses == 3 && st.rewritten == 2 &&
           st.by_space[GPUOPT_AS_SHARED] == 1 && st.by_space[GPUOPT_AS_GLOBAL] == 1;
  if (m && ok) ok = !LLVMVerifyModule(m, LLVMReturnStatusAction, NULL);
  /* memspace-aa then annotates the accesses in known spaces (shared load, global store, global load
   * of %u), and not the store through the unknown %u */
  gpuopt_memspace_aa_stats as = {0};
  ok = ok && gpuopt_memspace_aa(ctx, m, &as) == GPUOPT_OK && as.annotated == 3;
  if (!ok) printf("  accesses %u rewritten %u annotated %u: %s\n", st.accesses, st.rewritten, as.annotated, gpuopt_ctx_error(ctx));
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

TEST(gpucc1_transforms_reject_foreign_target) {
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c,
                               "target triple = \"x86_64-unknown-linux-gnu\"\n"
                               "define i64 @f(i64 %a, i64 %b) {\n  %q = udiv i64 %a, %b\n  ret i64 %q\n}\n");
  int ok = m != NULL;
  if (ok) {
    char *before = LLVMPrintModuleToString(m);
    ok = gpuopt_bypass_div64(ctx, m, NULL) == GPUOPT_ETARGET && gpuopt_infer_memspace(ctx, m, NULL) == GPUOPT_ETARGET &&
         gpuopt_memspace_aa(ctx, m, NULL) == GPUOPT_ETARGET && gpuopt_inline_unroll(ctx, m) == GPUOPT_ETARGET &&
         gpuopt_bypass_div64(ctx, NULL, NULL) == GPUOPT_EINVAL && gpuopt_bypass_div64(NULL, m, NULL) == GPUOPT_EINVAL;
    char *after = LLVMPrintModuleToString(m);
    ok = ok && !strcmp(before, after);
    LLVMDisposeMessage(before);
    LLVMDisposeMessage(after);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  CHECK(ok);
}

/* The inline threshold comes from the context's options, not from LLVM's global flags: two
 * contexts with different thresholds in one process give different results. */
TEST(gpucc1_inline_threshold_from_options) {
  static const char ir_head[] =
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr %p, i32 %x) {\n"
      "  %a = call i32 @callee(i32 %x)\n"
      "  %b = call i32 @callee(i32 %a)\n"
      "  store i32 %b, ptr %p\n"
      "  ret void\n"
      "}\n"
      "define i32 @callee(i32 %x) {\n";
  char ir[8192];
  size_t n = (size_t)snprintf(ir, sizeof ir, "%s", ir_head);
  /* about 40 instructions: over threshold 0, under 1100 */
  n += (size_t)snprintf(ir + n, sizeof ir - n, "  %%u0 = xor i32 %%x, 1\n");
  for (int k = 1; k < 40; k++)
    n += (size_t)snprintf(ir + n, sizeof ir - n, "  %%u%d = %s i32 %%u%d, %d\n", k, k % 2 ? "mul" : "xor", k - 1, 2 * k + 3);
  snprintf(ir + n, sizeof ir - n, "  ret i32 %%u39\n}\n");
  int calls[2] = {-1, -1};
  unsigned thresholds[2] = {0, 1100};
  for (int t = 0; t < 2; t++) {
    gpuopt_options o = GPUOPT_OPTIONS_INIT;
    o.inline_threshold = thresholds[t];
    gpuopt_ctx *ctx;
    CHECK(!gpuopt_ctx_create(&o, &ctx));
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = test_parse(ctx, c, ir);
    if (m && gpuopt_inline_unroll(ctx, m) == GPUOPT_OK) {
      calls[t] = 0;
      LLVMValueRef k = LLVMGetNamedFunction(m, "k");
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(k); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
          calls[t] += LLVMIsACallInst(i) != NULL;
    }
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(c);
    gpuopt_ctx_free(ctx);
  }
  if (!(calls[0] == 2 && calls[1] == 0)) printf("  calls left: threshold 0: %d, 1100: %d\n", calls[0], calls[1]);
  CHECK(calls[0] == 2 && calls[1] == 0);
}

/* unroll-runtime (issue 18, F11): a loop `for (i = t; i < n; i += c)` with a variable stride c is
 * marked and unrolled by 4 (4 copies; with a remainder loop where SCEV has the trip count); the same loop with a constant stride,
 * with an atomic in its body, or with the user's `#pragma unroll 1` (llvm.loop.unroll.disable) is
 * left to LLVM's own decision (not marked). */
static int count_loads_after_unroll(const char *body_extra, const char *stride, const char *md, unsigned *marked) {
  char ir[4096];
  snprintf(ir, sizeof ir,
           "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
           "target triple = \"nvptx64-nvidia-cuda\"\n"
           "define void @k(ptr addrspace(1) %%m, ptr addrspace(1) %%v, i32 %%t, i32 %%n, i32 %%c) {\n"
           "entry:\n  %%g = icmp slt i32 %%t, %%n\n  br i1 %%g, label %%loop, label %%exit\n"
           "loop:\n  %%i = phi i32 [ %%t, %%entry ], [ %%i2, %%loop ]\n  %%s = phi float [ 0.0, %%entry ], [ %%s2, %%loop ]\n"
           "  %%x = sext i32 %%i to i64\n  %%p = getelementptr inbounds float, ptr addrspace(1) %%m, i64 %%x\n"
           "  %%l = load float, ptr addrspace(1) %%p, align 4\n  %%s2 = fadd float %%s, %%l\n%s"
           "  %%i2 = add nsw i32 %%i, %s\n  %%e = icmp slt i32 %%i2, %%n\n  br i1 %%e, label %%loop, label %%exit%s\n"
           "exit:\n  %%r = phi float [ 0.0, %%entry ], [ %%s2, %%loop ]\n  store float %%r, ptr addrspace(1) %%v, align 4\n"
           "  ret void\n}\n%s",
           body_extra, stride, *md ? ", !llvm.loop !0" : "", md);
  gpuopt_ctx *ctx;
  if (gpuopt_ctx_create(NULL, &ctx)) return -1;
  LLVMContextRef c = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, c, ir);
  int loads = -1;
  if (m && gpuopt_unroll_runtime(ctx, m, marked) == GPUOPT_OK && !LLVMVerifyModule(m, LLVMReturnStatusAction, NULL)) {
    loads = 0;
    LLVMValueRef k = LLVMGetNamedFunction(m, "k");
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(k); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) loads += LLVMIsALoadInst(i) != NULL;
  }
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(c);
  gpuopt_ctx_free(ctx);
  return loads;
}

TEST(gpucc1_unroll_runtime) {
  unsigned marked = 9;
  CHECK(count_loads_after_unroll("", "%c", "", &marked) >= 4); /* 4 copies (+ a remainder where SCEV counts) */
  CHECK_EQ(marked, 1u);
  CHECK_EQ(count_loads_after_unroll("", "3", "", &marked), 1); /* LLVM's own business */
  CHECK_EQ(marked, 0u);
  CHECK_EQ(count_loads_after_unroll("  %a = atomicrmw add ptr addrspace(1) %v, i32 1 monotonic, align 4\n", "%c", "", &marked), 1);
  CHECK_EQ(marked, 0u);
  CHECK_EQ(count_loads_after_unroll("", "%c", "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.disable\"}\n", &marked), 1);
  CHECK_EQ(marked, 0u);
  /* the stride used twice in the body (a loop LLVM unrolled already) */
  CHECK_EQ(count_loads_after_unroll("  %q = getelementptr inbounds float, ptr addrspace(1) %p, i32 %c\n  %l2 = load float, ptr addrspace(1) %q, align 4\n", "%c", "", &marked), 2);
  CHECK_EQ(marked, 0u);
  gpuopt_ctx *ctx;
  CHECK(!gpuopt_ctx_create(NULL, &ctx));
  CHECK(gpuopt_unroll_runtime(ctx, NULL, NULL) == GPUOPT_EINVAL);
  CHECK_STR_CONTAINS(gpuopt_ctx_error(ctx), "gpuopt_unroll_runtime");
  gpuopt_ctx_free(ctx);
}
