/* narrow-index: range-driven index narrowing (gpuopt issue 18).
 *
 * CUDA's int indices reach the IR sign-extended to 64 bits; once clang (or a gpuopt reassociation)
 * has moved the extension inward, address arithmetic runs in 64-bit register pairs, and when a
 * reassociation drops the nsw flags of a 32-bit add, LLVM's back end can no longer split constant
 * offsets through the extension. nvcc keeps index arithmetic in 32 bits and widens once
 * (mul.wide.s32). With the symbolic range analysis (analysis/range.c: thread and block indices over
 * the launch limits, loop bounds, guards) this transform:
 *  1. sets nsw / nuw on every integer add, sub, mul and shl the analysis proves does not wrap
 *     (gpuopt_ranges_no_wrap), so sext/zext distribute over it again (NVPTX's
 *     separate-const-offset-from-gep and gpuopt's sep-const-offset need exactly that);
 *  2. rewrites every 64-bit add/sub/mul/shl tree whose leaves are sext of i32 values, zext of i32
 *     values known non-negative, and constants that fit in i32, and whose every node's range lies
 *     within i32 and does not wrap, as the same tree in i32 (nsw) followed by one sext at the root:
 *     the address then widens once.
 * Both rewrites keep every value's integer meaning, so the IR means what it meant.
 *
 * One range analysis per function (linear in the function in the analysis' own terms), one walk.
 * Requires: a verified module. Preserves: the CFG. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/ranges.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"

static const char WHO[] = "gpuopt_narrow_index";

typedef struct nx {
  const gpuopt_ranges *r;
  LLVMBuilderRef b;
  LLVMTypeRef i32;
  gpuopt_ptrmap narrow; /* i64 value -> its i32 form (or itself as "cannot") */
  int oom;
} nx;

static int is_arith(LLVMOpcode op) { return op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl; }

/* Does the i64 value v lie in the signed 32-bit range wherever it is computed? */
static int fits_i32(nx *x, LLVMValueRef v) {
  gpuopt_range rg;
  if (gpuopt_ranges_value(x->r, v, &rg) || !rg.reached) return 0;
  return rg.lo_const >= INT32_MIN && rg.hi_const <= INT32_MAX;
}

/* The i32 value equal to i64 value v, built before v's user `at`, or NULL. */
static LLVMValueRef narrow(nx *x, LLVMValueRef v, unsigned depth) {
  if (LLVMIsAConstantInt(v)) {
    long long c = LLVMConstIntGetSExtValue(v);
    return c >= INT32_MIN && c <= INT32_MAX ? LLVMConstInt(x->i32, (unsigned long long)c, 1) : NULL;
  }
  if (!LLVMIsAInstruction(v) || depth > 12) return NULL;
  uintptr_t hit;
  if (gpuopt__ptrmap_get(&x->narrow, v, &hit)) return hit == (uintptr_t)v ? NULL : (LLVMValueRef)hit;
  LLVMValueRef res = NULL;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  LLVMValueRef a0 = LLVMGetOperand(v, 0);
  if ((op == LLVMSExt || op == LLVMZExt) && LLVMTypeOf(a0) == x->i32) {
    if (op == LLVMSExt || LLVMGetNNeg(v)) {
      res = a0;
    } else {
      gpuopt_range rg;
      if (!gpuopt_ranges_value(x->r, a0, &rg) && rg.reached && rg.lo_const >= 0) res = a0;
    }
  } else if (is_arith(op)) {
    int nsw = 0, nuw = 0;
    if (!gpuopt_ranges_no_wrap(x->r, v, &nsw, &nuw) && nsw && fits_i32(x, v)) {
      LLVMValueRef a = narrow(x, a0, depth + 1), b = a ? narrow(x, LLVMGetOperand(v, 1), depth + 1) : NULL;
      if (a && b && !(op == LLVMShl && (!LLVMIsAConstantInt(b) || LLVMConstIntGetZExtValue(b) > 30))) {
        LLVMPositionBuilderBefore(x->b, v);
        switch (op) {
        case LLVMAdd: res = LLVMBuildNSWAdd(x->b, a, b, "idx32"); break;
        case LLVMSub: res = LLVMBuildNSWSub(x->b, a, b, "idx32"); break;
        case LLVMMul: res = LLVMBuildNSWMul(x->b, a, b, "idx32"); break;
        default: res = LLVMBuildShl(x->b, a, b, "idx32"); if (LLVMIsAInstruction(res)) LLVMSetNSW(res, 1); break;
        }
      }
    }
  }
  if (!gpuopt__ptrmap_put(&x->narrow, v, (uintptr_t)(res ? res : v))) x->oom = 1;
  return res;
}

gpuopt_status gpuopt_narrow_index(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_narrow_index_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  gpuopt_narrow_index_stats st = {0};
  if (stats) *stats = st;
  if (!fn || !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function definition", WHO);
  gpuopt_ranges *r = NULL;
  gpuopt_status s = gpuopt_ranges_analyze(ctx, fn, NULL, &r);
  if (s) return s;
  LLVMContextRef llctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  nx x;
  memset(&x, 0, sizeof x);
  x.r = r;
  x.i32 = LLVMInt32TypeInContext(llctx);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(llctx);
  x.b = LLVMCreateBuilderInContext(llctx);
  /* 1. wrap flags (the analysis is a snapshot of the function as it was: flags only, no new
   *    instructions, until every query of step 1 is done) */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!is_arith(LLVMGetInstructionOpcode(i)) || LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMIntegerTypeKind) continue;
      int nsw = 0, nuw = 0;
      if (gpuopt_ranges_no_wrap(r, i, &nsw, &nuw)) continue;
      if (nsw && !LLVMGetNSW(i)) LLVMSetNSW(i, 1), st.nsw_added++;
      if (nuw && !LLVMGetNUW(i)) LLVMSetNUW(i, 1), st.nuw_added++;
    }
  /* 2. 64-bit index trees feeding GEPs, narrowed at their roots */
  VEC(LLVMValueRef) roots = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMGetInstructionOpcode(i) != LLVMGetElementPtr) continue;
      for (int k = 1; k < LLVMGetNumOperands(i); k++) {
        LLVMValueRef v = LLVMGetOperand(i, (unsigned)k);
        if (LLVMTypeOf(v) == i64 && LLVMIsAInstruction(v) && is_arith(LLVMGetInstructionOpcode(v)))
          if (!VEC_PUSH(&roots, v)) x.oom = 1;
      }
    }
  for (size_t k = 0; k < roots.len && !x.oom; k++) {
    LLVMValueRef v = roots.data[k];
    LLVMValueRef n = narrow(&x, v, 0);
    if (!n || LLVMGetFirstUse(v) == NULL) continue;
    LLVMPositionBuilderBefore(x.b, v);
    LLVMValueRef w = LLVMBuildSExt(x.b, n, i64, "idx.wide");
    LLVMReplaceAllUsesWith(v, w);
    st.narrowed++;
  }
  free(roots.data);
  gpuopt__ptrmap_free(&x.narrow);
  LLVMDisposeBuilder(x.b);
  gpuopt_ranges_free(r);
  if (x.oom) return gpuopt__oom(ctx, WHO);
  /* the old 64-bit trees are dead now: drop them (a root and what only it used) */
  for (int again = 1; again;) {
    again = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb), nxt; i; i = nxt) {
        nxt = LLVMGetNextInstruction(i);
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (LLVMTypeOf(i) == i64 && (is_arith(op) || op == LLVMSExt || op == LLVMZExt) && !LLVMGetFirstUse(i)) {
          LLVMInstructionEraseFromParent(i);
          again = 1;
        }
      }
  }
  if (st.nsw_added || st.nuw_added || st.narrowed) gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
  if (stats) *stats = st;
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_narrow_index(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_narrow_index_stats s;
    gpuopt_status st = gpuopt_narrow_index(ctx, f, &s);
    if (st) return st;
    *changed |= s.nsw_added || s.nuw_added || s.narrowed;
  }
  return GPUOPT_OK;
}
