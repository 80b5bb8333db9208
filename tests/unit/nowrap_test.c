/* Unit tests of the no-wrap rule of global-reassoc and slsr (issue 18, finding F4): a rewrite keeps
 * nsw/nuw only where it is provably preserved (src/transform/global_reassoc.c, top comment):
 * a dominating D known not poison at I (it feeds the address of an access that runs first), or,
 * for add, the nuw / all-non-negative nsw cases; nowhere else. */
#include <string.h>

#include <llvm-c/Analysis.h>

#include "test.h"

#define HEADER                                                                                 \
  "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"                        \
  "target triple = \"nvptx64-nvidia-cuda\"\n"

static LLVMValueRef find(LLVMValueRef fn, const char *name) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (!strcmp(LLVMGetValueName(i), name)) return i;
  return NULL;
}

/* fdtd_step2's pattern: d = r + j (loaded through), x = j - 1, i = x + r -> d + (-1) (i is stored
 * as a value here, so that the GEP form of the rewrite does not fold it away). MID is what lies
 * between the load through d and i. */
static const char *fdtd_ir(char *buf, size_t n, const char *mid, const char *xflags) {
  snprintf(buf, n, HEADER "declare void @ext()\ndeclare void @llvm.nvvm.barrier0()\n"
           "define void @f(ptr %%p, ptr %%q, i32 %%r, i32 %%j) {\n"
           "  %%d = add nsw i32 %%r, %%j\n  %%ds = sext i32 %%d to i64\n"
           "  %%pd = getelementptr inbounds float, ptr %%p, i64 %%ds\n  %%v = load float, ptr %%pd\n%s"
           "  %%x = add %s i32 %%j, -1\n  %%i = add nsw i32 %%x, %%r\n"
           "  store float %%v, ptr %%q\n  store i32 %%i, ptr %%q\n  ret void\n}\n",
           mid, xflags);
  return buf;
}

static int run_reassoc(const char *ir, int *d_nsw, int *i_nsw, unsigned *kept) {
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) return 0;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, ir);
  int ok = 0;
  if (m) {
    LLVMValueRef f = LLVMGetNamedFunction(m, "f");
    gpuopt_global_reassoc_stats st;
    if (gpuopt_global_reassoc(ctx, f, &st) == GPUOPT_OK && !LLVMVerifyModule(m, LLVMReturnStatusAction, NULL)) {
      LLVMValueRef d = find(f, "d"), i = find(f, "i");
      ok = d && i && st.reassociated == 1 && LLVMGetOperand(i, 0) == d;
      *d_nsw = d ? LLVMGetNSW(d) : -1;
      *i_nsw = i ? LLVMGetNSW(i) : -1;
      *kept = st.flags_kept;
    }
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return ok;
}

TEST(nowrap_reassoc_keeps_nsw_when_defined) {
  char buf[2048];
  int dn, in;
  unsigned kept;
  /* the load through d runs before i: d keeps nsw, i = d + -1 gets it */
  CHECK(run_reassoc(fdtd_ir(buf, sizeof buf, "", "nsw"), &dn, &in, &kept));
  CHECK_EQ(dn, 1);
  CHECK_EQ(in, 1);
  CHECK_EQ(kept, 1);
  /* an intrinsic that returns (a barrier) in between changes nothing */
  CHECK(run_reassoc(fdtd_ir(buf, sizeof buf, "  call void @llvm.nvvm.barrier0()\n", "nsw"), &dn, &in, &kept));
  CHECK_EQ(in, 1);
}

TEST(nowrap_reassoc_drops_nsw_otherwise) {
  char buf[2048];
  int dn, in;
  unsigned kept;
  /* a call that may not return between the load and i: d might be poison at i, all flags go */
  CHECK(run_reassoc(fdtd_ir(buf, sizeof buf, "  call void @ext()\n", "nsw"), &dn, &in, &kept));
  CHECK_EQ(dn, 0);
  CHECK_EQ(in, 0);
  CHECK_EQ(kept, 0);
  /* x without nsw: the sum j - 1 + r may wrap, so i = d + -1 gets no nsw even with d defined */
  CHECK(run_reassoc(fdtd_ir(buf, sizeof buf, "", ""), &dn, &in, &kept));
  CHECK_EQ(dn, 1);
  CHECK_EQ(in, 0);
}

/* No load through d at all: only rule (2). With nuw on both adds, nuw is kept; nsw is kept only
 * when all three operands are known non-negative (here: thread indices and a constant). */
TEST(nowrap_reassoc_rule2) {
  const char *ir = HEADER "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
                          "define void @f(ptr %p, i32 %r) {\n"
                          "  %a = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
                          "  %d = add nuw nsw i32 %a, %y\n  %x = add nuw nsw i32 %a, 3\n  %i = add nuw nsw i32 %x, %y\n"
                          "  %d2 = add nuw nsw i32 %a, %r\n  %x2 = add nuw nsw i32 %a, 5\n  %i2 = add nuw nsw i32 %x2, %r\n"
                          "  store i32 %d, ptr %p\n  store i32 %i, ptr %p\n  store i32 %d2, ptr %p\n  store i32 %i2, ptr %p\n"
                          "  ret void\n}\n";
  gpuopt_ctx *ctx = NULL;
  CHECK(gpuopt_ctx_create(NULL, &ctx) == GPUOPT_OK);
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, ir);
  CHECK(m);
  LLVMValueRef f = LLVMGetNamedFunction(m, "f");
  gpuopt_global_reassoc_stats st;
  CHECK(gpuopt_global_reassoc(ctx, f, &st) == GPUOPT_OK);
  CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, NULL));
  CHECK_EQ(st.reassociated, 2);
  LLVMValueRef i = find(f, "i"), i2 = find(f, "i2"), d = find(f, "d"), d2 = find(f, "d2");
  CHECK(LLVMGetOperand(i, 0) == d && LLVMGetOperand(i2, 0) == d2);
  CHECK(LLVMGetNSW(i) && LLVMGetNUW(i) && LLVMGetNSW(d) && LLVMGetNUW(d));
  /* %r may be negative: nsw goes (from d2 and i2), nuw stays */
  CHECK(!LLVMGetNSW(i2) && LLVMGetNUW(i2) && !LLVMGetNSW(d2) && LLVMGetNUW(d2));
  LLVMDisposeModule(m);
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
}

/* slsr: (i+1)*n from the basis i*n, which feeds a load that runs first: the basis keeps nsw and
 * the rewrite i*n + n gets it. Without the load the rewrite could not keep nsw: where (i+1)*n is an
 * address index under a sext (as_address) the cost rule leaves it alone (skipped_nsw: LLVM's
 * constant-offset split through the sext needs that nsw); where it is only stored, the basis loses
 * nsw and the rewrite has none. */
static int run_slsr(int with_load, int as_address, int *basis_nsw, int *new_nsw, unsigned *skipped) {
  char ir[2048];
  snprintf(ir, sizeof ir, HEADER "define void @f(ptr %%p, ptr %%q, i32 %%i, i32 %%n) {\n"
           "  %%b = mul nsw i32 %%i, %%n\n%s  %%i1 = add nsw i32 %%i, 1\n  %%c = mul nsw i32 %%i1, %%n\n  %%cs = sext i32 %%c to i64\n"
           "%s  store i32 %%b, ptr %%q\n  ret void\n}\n",
           with_load ? "  %bs = sext i32 %b to i64\n  %pb = getelementptr inbounds float, ptr %p, i64 %bs\n"
                       "  %v = load float, ptr %pb\n  store float %v, ptr %q\n" : "",
           as_address ? "  %pc = getelementptr inbounds float, ptr %p, i64 %cs\n  %w = load float, ptr %pc\n  store float %w, ptr %q\n"
                      : "  store i64 %cs, ptr %q\n");
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) return 0;
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef m = test_parse(ctx, llctx, ir);
  int ok = 0;
  if (m) {
    LLVMValueRef f = LLVMGetNamedFunction(m, "f");
    gpuopt_slsr_stats st;
    if (gpuopt_slsr(ctx, f, &st) == GPUOPT_OK && !LLVMVerifyModule(m, LLVMReturnStatusAction, NULL)) {
      LLVMValueRef b = find(f, "b"), cs = find(f, "cs");
      LLVMValueRef nv = cs ? LLVMGetOperand(cs, 0) : NULL;
      *skipped = st.skipped_nsw;
      *basis_nsw = b ? LLVMGetNSW(b) : -1;
      if (st.rewritten == 1) {
        ok = b && nv && LLVMGetInstructionOpcode(nv) == LLVMAdd && LLVMGetOperand(nv, 0) == b;
        *new_nsw = ok ? LLVMGetNSW(nv) : -1;
        ok = ok && (int)st.flags_kept == *new_nsw;
      } else if (st.rewritten == 0) {
        /* not rewritten: %c is still the multiplication, with its nsw */
        ok = nv && LLVMGetInstructionOpcode(nv) == LLVMMul && LLVMGetNSW(nv);
        *new_nsw = -2;
      }
    }
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(llctx);
  gpuopt_ctx_free(ctx);
  return ok;
}

TEST(nowrap_slsr) {
  int bn, nn;
  unsigned sk;
  CHECK(run_slsr(1, 1, &bn, &nn, &sk));
  CHECK_EQ(bn, 1);
  CHECK_EQ(nn, 1);
  CHECK_EQ(sk, 0);
  CHECK(run_slsr(0, 0, &bn, &nn, &sk));
  CHECK_EQ(bn, 0);
  CHECK_EQ(nn, 0);
  CHECK_EQ(sk, 0);
  /* the cost rule: an address index would lose the nsw its sext split needs */
  CHECK(run_slsr(0, 1, &bn, &nn, &sk));
  CHECK_EQ(bn, 1);
  CHECK_EQ(nn, -2);
  CHECK_EQ(sk, 1);
}
