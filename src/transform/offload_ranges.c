/* Exact transfer ranges of an offloaded OpenMP loop (issue 16; DawnCC TACO'17 §3.1-3.2 and §5:
 * copies sized by the symbolic access bounds, evaluated at run time right before the region; Wang,
 * Grewe, O'Boyle TACO'14 §4.1 "host-device communication").
 *
 * The kernel runs the whole iteration space of the region's worksharing loop; the host must know,
 * per shared array, which bytes that space touches. The outlined function is not analysable as it
 * stands: its bounds come from __kmpc_for_static_init through memory (lb/ub escape to the call),
 * the exit test reloads ub in every iteration, and shared pointers are reloaded from their slots
 * in the body. So the analysis runs on a copy, the range function:
 *   0. clang -O2/-O3's unrolled or vectorised worksharing loop whose device copy is folded into its
 *      scalar copy (the grid marker's GPUOPT__GRID_FOLDED bit; offload_fold.c): the clone is folded
 *      the same way first, so that it holds one loop, the scalar copy over [lb, ub], which the
 *      kernel runs (bounding the two sibling loops instead would give a union that cannot claim
 *      "written in full" without proving the pieces contiguous); copies of the loop on a uniform
 *      condition (loop unswitching, the marker's GPUOPT__GRID_VERSIONS bit): one range function
 *      per copy (its clone takes that copy's path, folded), and a dispatcher that evaluates the
 *      condition again and calls the copy's (gpuopt__offload_ranges_fn);
 *   1. the function that calls the static_init (the region's body) is cloned, with one more
 *      parameter (i64 *out); in the clone the static_init call (and the grid marker) are removed,
 *      so lb/ub keep the values stored before it: the whole space, as one host thread asking for
 *      all of it would get (1a. a dynamic schedule's dispatch loop, which has no marker, becomes
 *      one pass over dispatch_init's whole space: v_one_dispatch); loads of the region's read-only
 *      shared slots (the recognition's
 *      `scalar in` and array-base pointers, never written in the region) are hoisted to the entry;
 *   2. issue 14's canonical pipeline (gpuopt_loops_canonical_pipeline: sroa promotes lb/ub, loop
 *      rotation, ...) runs on the clone alone (the module's other functions are marked optnone for
 *      the run);
 *   2b. facts the bounds need and the IR does not state, each made true by a run-time test in the
 *      clone (when one fails the function reports every range unknown: whole objects): no wrap of
 *      clang's `lb + iv` and of iv's step (variable lower bounds, unsigned spaces), the exit test
 *      of a widened variable (clang -O1..-O3), sums whose nsw instcombine dropped (an interval
 *      test), truncations of 64-bit subscript terms computed in the loop (the same interval test,
 *      v_truncs), phis of one increment on several paths of a body (v_incs, no test), and
 *      collapse's delinearised space rebuilt as the nest it came from (v_split), so that each
 *      original index has its own range (see "Step 2b" below);
 *   3. the clone's single outermost loop is the worksharing loop: bounds.c gives, per base pointer,
 *      [lo, hi] (bytes) with the guard under which it is touched, and the density fact [dlo, dhi]
 *      (bytes every execution writes in full); each base is mapped back to a shared value (the
 *      hoisted load of an array-base slot: relative to the array's address; a shared object's
 *      parameter: relative to the object); private allocas are left out; globals the loop alone
 *      touches get {address, lo, hi, dlo, dhi} after the shared values' entries (others move
 *      whole); a base that maps to nothing, an access of a shared value outside the loop, or a call
 *      outside the loop that is not an OpenMP runtime call makes every range unknown;
 *   4. bounds_ir.c expands the bounds at the loop's preheader into stores to out ({lo, hi, dlo, dhi}
 *      per shared value; empty when the base's guard fails, dense only when the dense store's guard
 *      holds and the value is not read in the loop), and the preheader returns: the clone's code
 *      after that point (the loop, the reduction's combination, lastprivate copies) is deleted.
 * The host site calls the range function after the probe with the same operands, then
 * __gpuopt_omp_ranges4; the runtime copies in only [lo, hi] minus [dlo, dhi] (what is not valid on
 * the device yet) and marks [lo, hi] of written values newer on the device. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "analysis/loopnest.h"
#include "analysis/omp.h"
#include "core/ctx.h"
#include "gpuopt/loops.h"
#include "transform/bounds_ir.h"
#include "transform/offload_fold.h"
#include "transform/offload_idiom.h"
#include "transform/offload_ranges.h"


/* Loop i of fi is an outermost loop of the clone other than a compare-and-swap loop of the
 * reduction's combination (after __kmpc_reduce: the atomic case of float `*`, `max`, `min`), which
 * is no worksharing loop; its accesses are outside the loop (the reduction variable, an object
 * that moves whole). */
static int outermost(const gpuopt_fninfo *fi, uint32_t i) {
  return fi->loops->loops[i].parent == GPUOPT_NONE && !gpuopt__fold_after_reduce(fi, fi->loops->loops[i].header);
}

static const char *nm_of(LLVMValueRef v) {
  size_t n;
  const char *s = LLVMGetValueName2(v, &n);
  return s ? s : "";
}

static int is_dbg_call(LLVMValueRef i) {
  if (!LLVMIsACallInst(i)) return 0;
  LLVMValueRef f = LLVMGetCalledValue(i);
  return f && LLVMIsAFunction(f) && !strncmp(nm_of(f), "llvm.dbg.", 9);
}

/* A copy of fn with one more parameter (ptr), no debug information, no loop metadata (kept when
 * keep_loop_md: prepare's fold reads it, then removes it). NULL: out of memory. */
static LLVMValueRef clone_with_out(LLVMValueRef fn, const char *name, int keep_loop_md) {
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
  unsigned np = LLVMCountParamTypes(ft);
  LLVMTypeRef *pt = calloc(np + 1, sizeof *pt);
  if (!pt) return NULL;
  LLVMGetParamTypes(ft, pt);
  pt[np] = LLVMPointerTypeInContext(c, 0);
  LLVMValueRef nf = LLVMAddFunction(m, name, LLVMFunctionType(LLVMGetReturnType(ft), pt, np + 1, 0));
  free(pt);
  LLVMSetLinkage(nf, LLVMInternalLinkage);
  unsigned kn = LLVMGetEnumAttributeKindForName("nounwind", 8);
  LLVMAddAttributeAtIndex(nf, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, kn, 0));
  gpuopt_ptrmap vm;
  gpuopt__ptrmap_init(&vm);
  int oom = 0;
  for (unsigned i = 0; i < np; i++)
    if (!gpuopt__ptrmap_put(&vm, LLVMGetParam(fn, i), (uintptr_t)LLVMGetParam(nf, i))) oom = 1;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMBasicBlockRef nb = LLVMAppendBasicBlockInContext(c, nf, "");
    if (!gpuopt__ptrmap_put(&vm, LLVMBasicBlockAsValue(bb), (uintptr_t)LLVMBasicBlockAsValue(nb))) oom = 1;
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  unsigned kloop = LLVMGetMDKindIDInContext(c, "llvm.loop", 9);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMPositionBuilderAtEnd(b, LLVMValueAsBasicBlock((LLVMValueRef)gpuopt__ptrmap_get_or(&vm, LLVMBasicBlockAsValue(bb), 0)));
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !oom; i = LLVMGetNextInstruction(i)) {
      if (is_dbg_call(i)) continue;
      LLVMValueRef ni;
      if (LLVMIsAPHINode(i)) ni = LLVMBuildPhi(b, LLVMTypeOf(i), "");
      else {
        ni = LLVMInstructionClone(i);
        LLVMInsertIntoBuilder(b, ni);
        LLVMInstructionSetDebugLoc(ni, NULL);
        if (LLVMIsATerminatorInst(ni) && !keep_loop_md) LLVMSetMetadata(ni, kloop, NULL);
      }
      size_t len;
      const char *n = LLVMGetValueName2(i, &len);
      if (len && LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind) LLVMSetValueName2(ni, n, len);
      if (!gpuopt__ptrmap_put(&vm, i, (uintptr_t)ni)) oom = 1;
    }
  }
  LLVMDisposeBuilder(b);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (is_dbg_call(i)) continue;
      LLVMValueRef ni = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, i, 0);
      if (LLVMIsAPHINode(i)) {
        for (unsigned q = 0; q < LLVMCountIncoming(i); q++) {
          LLVMValueRef v = LLVMGetIncomingValue(i, q);
          v = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, v, (uintptr_t)v);
          LLVMBasicBlockRef from = LLVMValueAsBasicBlock(
              (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, LLVMBasicBlockAsValue(LLVMGetIncomingBlock(i, q)), 0));
          LLVMAddIncoming(ni, &v, &from, 1);
        }
        continue;
      }
      int n = LLVMGetNumOperands(ni);
      for (int o = 0; o < n; o++) {
        LLVMValueRef v = LLVMGetOperand(ni, (unsigned)o);
        if (!v) continue;
        if (LLVMValueIsBasicBlock(v)) {
          LLVMValueRef mb = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, v, (uintptr_t)v);
          if (mb != v) LLVMSetOperand(ni, (unsigned)o, mb);
          continue;
        }
        LLVMValueRef mv = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, v, (uintptr_t)v);
        if (mv != v) LLVMSetOperand(ni, (unsigned)o, mv);
      }
    }
  gpuopt__ptrmap_free(&vm);
  if (oom) {
    LLVMDeleteFunction(nf);
    return NULL;
  }
  return nf;
}

/* Run `passes` on fn alone: every other defined function is optnone for the run. */
static gpuopt_status run_on(gpuopt_ctx *ctx, LLVMValueRef fn, const char *passes) {
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  LLVMContextRef c = LLVMGetModuleContext(m);
  unsigned k_on = LLVMGetEnumAttributeKindForName("optnone", 7), k_ni = LLVMGetEnumAttributeKindForName("noinline", 8);
  unsigned k_ai = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  VEC(LLVMValueRef) on = {0}, ni = {0};
  int oom = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !oom; f = LLVMGetNextFunction(f)) {
    if (f == fn || LLVMIsDeclaration(f) || LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k_on)) continue;
    if (!VEC_PUSH(&on, f)) oom = 1;
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, k_on, 0));
    if (!LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k_ni) &&
        !LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k_ai)) {
      if (!VEC_PUSH(&ni, f)) oom = 1;
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, k_ni, 0));
    }
  }
  gpuopt_status st = GPUOPT_OK;
  if (!oom) {
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMPassBuilderOptionsSetVerifyEach(po, 0);
    gpuopt_diag d;
    gpuopt__diag_begin(&d, c);
    LLVMErrorRef e = LLVMRunPasses(m, passes, NULL, po);
    gpuopt__diag_end(&d);
    LLVMDisposePassBuilderOptions(po);
    if (e) {
      char *msg = LLVMGetErrorMessage(e);
      st = gpuopt__fail(ctx, GPUOPT_ELLVM, "gpuopt_offload: canonicalising a range function failed: %s", msg);
      LLVMDisposeErrorMessage(msg);
    }
  }
  for (size_t i = 0; i < on.len; i++) LLVMRemoveEnumAttributeAtIndex(on.data[i], LLVMAttributeFunctionIndex, k_on);
  for (size_t i = 0; i < ni.len; i++) LLVMRemoveEnumAttributeAtIndex(ni.data[i], LLVMAttributeFunctionIndex, k_ni);
  VEC_FREE(&on);
  VEC_FREE(&ni);
  if (oom) return gpuopt__oom(ctx, "gpuopt_offload");
  return st;
}

static int param_index(LLVMValueRef fn, LLVMValueRef v) {
  unsigned n = LLVMCountParams(fn);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetParam(fn, i) == v) return (int)i;
  return -1;
}

/* The shared value a base pointer is (>= 0), -1 when the base is the thread's own (an alloca) or a
 * global (moved whole), -2 when it cannot be named. */
static int base_arg(LLVMValueRef R, LLVMValueRef base, unsigned nargs, const int *argk) {
  if (LLVMIsAAllocaInst(base) || LLVMIsAGlobalVariable(base)) return -1;
  int p = -1, load = 0;
  if (LLVMIsAArgument(base)) p = param_index(R, base);
  else if (LLVMIsALoadInst(base) && LLVMIsAArgument(LLVMGetOperand(base, 0))) p = param_index(R, LLVMGetOperand(base, 0)), load = 1;
  if (p < 2 || (unsigned)(p - 2) >= nargs) return -2;
  int k = argk[p - 2];
  if (load ? k == GPUOPT__RK_ARRAY_BASE : k == GPUOPT__RK_OBJECT) return p - 2;
  return -2;
}

typedef struct argrange {
  LLVMValueRef lo, hi, dlo, dhi;
  unsigned nbases;
  int whole, read;
} argrange;

/* v >= 0 for every expression of g (i1 true when n is 0); NULL when one cannot be built. */
static LLVMValueRef guard_ok(gpuopt_bir *x, const gpuopt_sx **g, uint32_t n) {
  LLVMValueRef ok = LLVMConstInt(LLVMInt1TypeInContext(LLVMGetTypeContext(x->i64)), 1, 0);
  for (uint32_t k = 0; k < n; k++) {
    LLVMValueRef v = gpuopt__bir_emit(x, g[k]);
    if (!x->ok || !v) return NULL;
    ok = LLVMBuildAnd(x->b, ok, LLVMBuildICmp(x->b, LLVMIntSGE, v, LLVMConstInt(x->i64, 0, 0), ""), "");
  }
  return ok;
}

/* Step 2b (issue 16): facts of the worksharing loop that the bounds need and the IR does not state,
 * made true by a run-time test in the range function (it is a copy used for its ranges alone; when
 * the test fails it returns with every range unknown: whole objects move). The loop is the clone's
 * one outermost loop in its canonical form: a rotated loop whose header phi iv starts at 0 and steps
 * by 1 (clang's normalised iteration variable), one latch that is its only exit, continuing while
 * `iv + 1 pred B` (B invariant); its trip count T (B, or B + 1 for <=) is computed before it.
 *  - No wrap. clang computes the loop's index as `lb + iv` (or `lb + iv*c`) in the variable's type
 *    without nsw when the space is unsigned (a variable lower bound) and steps iv without flags. With
 *    T - 1 <= INT_MAX of iv's type, iv + 1 and the unsigned exit test are signed ones; with
 *    lb + (T - 1)*c in range (and lb >= 0 for a zext of the sum: unsigned loops), the sum cannot wrap.
 *    The test checks these ends in 64 bits; the flags are then set on the copy.
 *  - Delinearisation (collapse(2|3)): q = iv / X and r = iv % X (or iv - q*X) are not affine in iv.
 *    When X >= 1 divides T, the loop is the rectangle q in [0, T/X), r in [0, X): it is rebuilt as
 *    that nest (an outer loop over q around the old loop, which now runs r from 0 to X - 1;
 *    iv = q*X + r for its other uses), and the same again on r for a third level. Each index then has
 *    its own range and the accesses are affine; truncations of q or r to a narrower type (clang's
 *    int indices of an i64 space) get phis of that type, tested to fit.
 * Returns 1 when the copy was changed. */
typedef struct vloop {
  LLVMBasicBlockRef ph, header, latch, exit;
  LLVMValueRef iv, next; /* header phi, iv + 1 */
} vloop;

typedef struct vstate {
  LLVMContextRef c;
  LLVMTypeRef i64, i1;
  LLVMBuilderRef pb; /* at the preheader's end: the tests */
  LLVMBasicBlockRef pbb; /* that preheader */
  LLVMValueRef ok;
  int changed, oom;
  struct { LLVMValueRef v, lo, hi; } known[32]; /* counters and checked sums: [lo, hi] (i64) */
  unsigned nknown;
} vstate;

static void v_known(vstate *V, LLVMValueRef v, LLVMValueRef lo, LLVMValueRef hi) {
  if (V->nknown < 32) V->known[V->nknown].v = v, V->known[V->nknown].lo = lo, V->known[V->nknown].hi = hi, V->nknown++;
}

static void v_require(vstate *V, LLVMValueRef cond) { V->ok = LLVMBuildAnd(V->pb, V->ok, cond, ""); }

static LLVMValueRef smax_of(vstate *V, LLVMTypeRef t) {
  unsigned w = LLVMGetIntTypeWidth(t);
  return LLVMConstInt(V->i64, w >= 64 ? (unsigned long long)INT64_MAX : (1ull << (w - 1)) - 1, 0);
}

static int defined_outside(LLVMValueRef v, const gpuopt_fninfo *fi, const gpuopt_loop *L) {
  if (!LLVMIsAInstruction(v)) return LLVMIsAConstantInt(v) || LLVMIsAArgument(v);
  uint32_t b = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v));
  for (uint32_t i = 0; i < L->nblocks; i++)
    if (L->blocks[i] == b) return 0;
  return b != GPUOPT_NONE;
}

static int in_loop_block(const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMBasicBlockRef bb) {
  uint32_t b = gpuopt__cfg_block(fi->cfg, bb);
  for (uint32_t i = 0; i < L->nblocks; i++)
    if (L->blocks[i] == b) return 1;
  return 0;
}

static int is_const(LLVMValueRef v, long long k) {
  return v && LLVMIsAConstantInt(v) && LLVMConstIntGetSExtValue(v) == k;
}

/* The loop's shape (see above) and its trip count in i64 at the preheader; 0: not this shape. */
static int v_shape(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, vloop *out, LLVMValueRef *trip) {
  const gpuopt_cfg *cfg = fi->cfg;
  if (L->preheader == GPUOPT_NONE || L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0] ||
      L->nexits != 1)
    return 0;
  vloop l = {cfg->blocks[L->preheader], cfg->blocks[L->header], cfg->blocks[L->latches[0]], cfg->blocks[L->exits[0]],
             NULL, NULL};
  LLVMValueRef br = LLVMGetBasicBlockTerminator(l.latch);
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) return 0;
  LLVMValueRef cmp = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(cmp)) return 0;
  int cont0 = LLVMGetSuccessor(br, 0) == l.header;
  if (!cont0 && LLVMGetSuccessor(br, 1) != l.header) return 0;
  for (LLVMValueRef p = LLVMGetFirstInstruction(l.header); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
    if (LLVMCountIncoming(p) != 2 || LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMIntegerTypeKind) continue;
    unsigned pi = LLVMGetIncomingBlock(p, 0) == l.ph ? 0 : 1;
    if (LLVMGetIncomingBlock(p, pi) != l.ph || LLVMGetIncomingBlock(p, 1 - pi) != l.latch) continue;
    LLVMValueRef n = LLVMGetIncomingValue(p, 1 - pi);
    if (!is_const(LLVMGetIncomingValue(p, pi), 0) || !LLVMIsAInstruction(n) || LLVMGetInstructionOpcode(n) != LLVMAdd) continue;
    if (!((LLVMGetOperand(n, 0) == p && is_const(LLVMGetOperand(n, 1), 1)) ||
          (LLVMGetOperand(n, 1) == p && is_const(LLVMGetOperand(n, 0), 1))))
      continue;
    LLVMValueRef a = LLVMGetOperand(cmp, 0), b = LLVMGetOperand(cmp, 1);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    LLVMValueRef tn = NULL; /* trunc(n): a widened variable (indvars) tested in its own type */
    for (LLVMUseRef nu = LLVMGetFirstUse(n); nu && !tn; nu = LLVMGetNextUse(nu)) {
      LLVMValueRef w = LLVMGetUser(nu);
      if (LLVMIsAInstruction(w) && LLVMGetInstructionOpcode(w) == LLVMTrunc && (w == a || w == b)) tn = w;
    }
    if (b == n || (tn && b == tn) || b == p) {
      LLVMValueRef t = a;
      a = b, b = t, pr = gpuopt__pred_swap(pr);
    }
    /* the test is on iv itself (clang -O1: `iv == ub` after the body): one iteration more */
    int on_iv = a == p;
    /* an extension of a bound from before the loop that clang left in the latch (-O2): the same
     * extension at the preheader */
    if (!defined_outside(b, fi, L) && LLVMIsAInstruction(b) &&
        (LLVMGetInstructionOpcode(b) == LLVMSExt || LLVMGetInstructionOpcode(b) == LLVMZExt) &&
        defined_outside(LLVMGetOperand(b, 0), fi, L))
      b = LLVMBuildCast(V->pb, LLVMGetInstructionOpcode(b), LLVMGetOperand(b, 0), LLVMTypeOf(b), "");
    if ((a != n && !on_iv && (!tn || a != tn)) || !defined_outside(b, fi, L)) continue;
    if (!cont0) pr = gpuopt__pred_invert(pr);
    LLVMValueRef B;
    switch (pr) {
    case LLVMIntSLT: case LLVMIntSLE:
      B = LLVMBuildSExtOrBitCast(V->pb, b, V->i64, "");
      break;
    case LLVMIntULT: case LLVMIntULE: case LLVMIntNE:
      B = LLVMBuildZExtOrBitCast(V->pb, b, V->i64, "");
      break;
    default:
      continue;
    }
    if (pr == LLVMIntSLE || pr == LLVMIntULE) B = LLVMBuildAdd(V->pb, B, LLVMConstInt(V->i64, 1, 0), "");
    if (on_iv) B = LLVMBuildAdd(V->pb, B, LLVMConstInt(V->i64, 1, 0), "");
    l.iv = p, l.next = n;
    if (tn && a == tn) {
      /* compare n itself, in its type: the values fit the narrow one (tested: 1 <= T <= its max) */
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, B, smax_of(V, LLVMTypeOf(tn)), ""));
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, B, LLVMConstInt(V->i64, 1, 0), ""));
      LLVMIntPredicate op = LLVMGetICmpPredicate(cmp);
      LLVMIntPredicate sp = op == LLVMIntULT ? LLVMIntSLT : op == LLVMIntULE ? LLVMIntSLE : op == LLVMIntUGT ? LLVMIntSGT
                          : op == LLVMIntUGE ? LLVMIntSGE : op;
      LLVMBuilderRef cb = LLVMCreateBuilderInContext(V->c);
      LLVMPositionBuilderBefore(cb, cmp);
      LLVMValueRef x0 = LLVMGetOperand(cmp, 0) == tn ? n : LLVMBuildSExt(cb, LLVMGetOperand(cmp, 0), LLVMTypeOf(n), "");
      LLVMValueRef x1 = LLVMGetOperand(cmp, 1) == tn ? n : LLVMBuildSExt(cb, LLVMGetOperand(cmp, 1), LLVMTypeOf(n), "");
      LLVMValueRef nc = LLVMBuildICmp(cb, sp, x0, x1, "");
      LLVMDisposeBuilder(cb);
      LLVMReplaceAllUsesWith(cmp, nc);
      LLVMInstructionEraseFromParent(cmp);
      if (!LLVMGetFirstUse(tn)) LLVMInstructionEraseFromParent(tn);
      V->changed = 1;
    }
    *out = l;
    *trip = B;
    return 1;
  }
  return 0;
}

/* No wrap (see above): iv's step, the exit test, and lb + iv*c sums. */
static void v_nowrap(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, const vloop *l, LLVMValueRef T) {
  LLVMTypeRef it = LLVMTypeOf(l->iv);
  unsigned w = LLVMGetIntTypeWidth(it);
  if (w > 64) return;
  LLVMValueRef one = LLVMConstInt(V->i64, 1, 0), tm1 = LLVMBuildSub(V->pb, T, one, "");
  if (!LLVMGetNSW(l->next)) {
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, T, smax_of(V, it), ""));
    LLVMSetNSW(l->next, 1), LLVMSetNUW(l->next, 1);
    LLVMValueRef br = LLVMGetBasicBlockTerminator(l->latch), cmp = LLVMGetCondition(br);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    if (pr == LLVMIntULT || pr == LLVMIntULE || pr == LLVMIntUGT || pr == LLVMIntUGE) {
      /* both sides in [0, INT_MAX]: B is T or T - 1 */
      LLVMIntPredicate sp = pr == LLVMIntULT ? LLVMIntSLT : pr == LLVMIntULE ? LLVMIntSLE : pr == LLVMIntUGT ? LLVMIntSGT : LLVMIntSGE;
      LLVMBuilderRef b = LLVMCreateBuilderInContext(V->c);
      LLVMPositionBuilderBefore(b, cmp);
      LLVMValueRef nc = LLVMBuildICmp(b, sp, LLVMGetOperand(cmp, 0), LLVMGetOperand(cmp, 1), "");
      LLVMDisposeBuilder(b);
      LLVMReplaceAllUsesWith(cmp, nc);
      LLVMInstructionEraseFromParent(cmp);
    }
    V->changed = 1;
  }
  if (w >= 64) return; /* 64-bit sums are address arithmetic: the analysis takes them as they are */
  LLVMValueRef smax = smax_of(V, it);
  LLVMValueRef smin = LLVMConstInt(V->i64, (unsigned long long)(-(int64_t)LLVMConstIntGetSExtValue(smax) - 1), 1);
  for (LLVMUseRef u = LLVMGetFirstUse(l->iv); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef m = LLVMGetUser(u), term = l->iv;
    long long c = 1;
    if (LLVMIsAInstruction(m) && LLVMGetInstructionOpcode(m) == LLVMMul && !LLVMGetNSW(m)) {
      LLVMValueRef k = LLVMGetOperand(m, LLVMGetOperand(m, 0) == l->iv ? 1 : 0);
      if (!LLVMIsAConstantInt(k) || (c = LLVMConstIntGetSExtValue(k)) < 1 || c > INT32_MAX) continue;
      /* (T - 1)*c fits iv's type */
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, LLVMBuildMul(V->pb, tm1, LLVMConstInt(V->i64, (unsigned long long)c, 0), ""), smax, ""));
      LLVMSetNSW(m, 1);
      term = m;
      V->changed = 1;
    }
    for (LLVMUseRef au = LLVMGetFirstUse(term); au; au = LLVMGetNextUse(au)) {
      LLVMValueRef s = LLVMGetUser(au);
      if (!LLVMIsAInstruction(s) || LLVMGetInstructionOpcode(s) != LLVMAdd || LLVMGetNSW(s) || !in_loop_block(fi, L, LLVMGetInstructionParent(s))) continue;
      LLVMValueRef x = LLVMGetOperand(s, LLVMGetOperand(s, 0) == term ? 1 : 0);
      if (!defined_outside(x, fi, L)) continue;
      LLVMValueRef x64 = LLVMBuildSExt(V->pb, x, V->i64, "");
      LLVMValueRef top = LLVMBuildAdd(V->pb, x64, LLVMBuildMul(V->pb, tm1, LLVMConstInt(V->i64, (unsigned long long)c, 0), ""), "");
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, top, smax, ""));
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, x64, smin, ""));
      LLVMSetNSW(s, 1);
      V->changed = 1;
#if GPUOPT_LLVM_VERSION >= 19
      /* unsigned loops index with zext(lb + iv): non-negative when lb is */
      int zx = 0;
      for (LLVMUseRef zu = LLVMGetFirstUse(s); zu; zu = LLVMGetNextUse(zu)) {
        LLVMValueRef z = LLVMGetUser(zu);
        if (LLVMIsAInstruction(z) && LLVMGetInstructionOpcode(z) == LLVMZExt) zx = 1;
      }
      if (zx) {
        v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, x64, LLVMConstInt(V->i64, 0, 0), ""));
        for (LLVMUseRef zu = LLVMGetFirstUse(s); zu; zu = LLVMGetNextUse(zu)) {
          LLVMValueRef z = LLVMGetUser(zu);
          if (LLVMIsAInstruction(z) && LLVMGetInstructionOpcode(z) == LLVMZExt) LLVMSetNNeg(z, 1);
        }
      }
#endif
    }
  }
}

/* q = v / X and its remainder (srem/urem, or v - q*X) in the loop, X defined outside it. */
static int v_div(const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef v, LLVMValueRef *q, LLVMValueRef *rem, LLVMValueRef *x) {
  *q = *rem = *x = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u && !*q; u = LLVMGetNextUse(u)) {
    LLVMValueRef d = LLVMGetUser(u);
    if (!LLVMIsAInstruction(d)) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(d);
    if ((op == LLVMSDiv || op == LLVMUDiv) && LLVMGetOperand(d, 0) == v && defined_outside(LLVMGetOperand(d, 1), fi, L))
      *q = d, *x = LLVMGetOperand(d, 1);
  }
  if (!*q) return 0;
  *rem = gpuopt__find_rem(v, *q, *x);
  return 1;
}

/* A counter 0, 1, ... (phi in `head`, + 1 in `step_at` before its terminator, nsw) of type t. */
static LLVMValueRef v_counter(vstate *V, LLVMTypeRef t, LLVMBasicBlockRef head, LLVMBasicBlockRef from, LLVMBasicBlockRef step_at,
                              LLVMValueRef *next) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(V->c);
  LLVMValueRef first = LLVMGetFirstInstruction(head);
  if (first) LLVMPositionBuilderBefore(b, first);
  else LLVMPositionBuilderAtEnd(b, head);
  LLVMValueRef p = LLVMBuildPhi(b, t, "vidx");
  LLVMValueRef term = LLVMGetBasicBlockTerminator(step_at);
  if (term) LLVMPositionBuilderBefore(b, term);
  else LLVMPositionBuilderAtEnd(b, step_at);
  LLVMValueRef n = LLVMBuildAdd(b, p, LLVMConstInt(t, 1, 0), "");
  LLVMSetNSW(n, 1), LLVMSetNUW(n, 1);
  LLVMDisposeBuilder(b);
  LLVMValueRef zero = LLVMConstInt(t, 0, 0);
  LLVMAddIncoming(p, &zero, &from, 1);
  LLVMAddIncoming(p, &n, &step_at, 1);
  if (next) *next = n;
  return p;
}

/* Users of v that truncate it get a counter of their type (the count < max tested: `lim` - 1 is
 * its last value), so that the analysis sees an induction variable there too. */
static void v_narrow(vstate *V, LLVMValueRef v, LLVMValueRef lim, LLVMBasicBlockRef head, LLVMBasicBlockRef from, LLVMBasicBlockRef step_at) {
  for (int again = 1; again;) {
    again = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef t = LLVMGetUser(u);
      if (!LLVMIsAInstruction(t)) continue;
      /* sext(trunc(v)) as instcombine writes it: ashr (shl v, K), K; the value is v when it fits */
      if (LLVMGetInstructionOpcode(t) == LLVMShl && LLVMGetOperand(t, 0) == v && LLVMIsAConstantInt(LLVMGetOperand(t, 1))) {
        unsigned long long k = LLVMConstIntGetZExtValue(LLVMGetOperand(t, 1));
        unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
        for (LLVMUseRef au = LLVMGetFirstUse(t), an; au && k > 0 && k < w; au = an) {
          an = LLVMGetNextUse(au);
          LLVMValueRef a = LLVMGetUser(au);
          if (!LLVMIsAInstruction(a) || LLVMGetInstructionOpcode(a) != LLVMAShr || LLVMGetOperand(a, 0) != t ||
              !LLVMIsAConstantInt(LLVMGetOperand(a, 1)) || LLVMConstIntGetZExtValue(LLVMGetOperand(a, 1)) != k)
            continue;
          v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, lim, LLVMConstInt(V->i64, (1ull << (w - k - 1)) - 1, 0), ""));
          LLVMReplaceAllUsesWith(a, v);
          LLVMInstructionEraseFromParent(a);
          again = 1;
          break;
        }
        if (again) break;
        continue;
      }
      if (LLVMGetInstructionOpcode(t) != LLVMTrunc) continue;
      LLVMTypeRef nt = LLVMTypeOf(t);
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, lim, smax_of(V, nt), ""));
      LLVMValueRef c = v_counter(V, nt, head, from, step_at, NULL);
      v_known(V, c, LLVMConstInt(V->i64, 0, 0), LLVMBuildSub(V->pb, lim, LLVMConstInt(V->i64, 1, 0), ""));
      LLVMReplaceAllUsesWith(t, c);
      LLVMInstructionEraseFromParent(t);
      again = 1;
      break;
    }
  }
}

/* The value v of the latch as OL sees it: OL is also entered from OH when the inner loop does
 * not run (never when the tests hold), where a value of the loop's body is replaced by `skip` (the
 * outer phi: its value from the last row) or poison. */
static LLVMValueRef v_olval(const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef v, LLVMBasicBlockRef OL,
                            LLVMBasicBlockRef latch, LLVMBasicBlockRef OH, LLVMValueRef skip) {
  if (!LLVMIsAInstruction(v) || !in_loop_block(fi, L, LLVMGetInstructionParent(v))) return v;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(v)));
  LLVMValueRef first = LLVMGetFirstInstruction(OL);
  if (first) LLVMPositionBuilderBefore(b, first);
  else LLVMPositionBuilderAtEnd(b, OL);
  LLVMValueRef p = LLVMBuildPhi(b, LLVMTypeOf(v), "");
  LLVMDisposeBuilder(b);
  LLVMValueRef o = skip ? skip : LLVMGetPoison(LLVMTypeOf(v));
  LLVMAddIncoming(p, &v, &latch, 1);
  LLVMAddIncoming(p, &o, &OH, 1);
  return p;
}

/* x, invariant in the loop: defined outside it, or a cast or arithmetic of such values in its
 * header (clang's -O1 leaves `sext` of the divisor there), then moved to the preheader. */
static int v_invariant(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMBasicBlockRef header, LLVMValueRef x, int depth) {
  if (defined_outside(x, fi, L)) return 1;
  if (depth > 6 || !LLVMIsAInstruction(x) || LLVMGetInstructionParent(x) != header) return 0;
  switch (LLVMGetInstructionOpcode(x)) {
  case LLVMSExt: case LLVMZExt: case LLVMTrunc:
    if (!v_invariant(V, fi, L, header, LLVMGetOperand(x, 0), depth + 1)) return 0;
    break;
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    if (!v_invariant(V, fi, L, header, LLVMGetOperand(x, 0), depth + 1) ||
        !v_invariant(V, fi, L, header, LLVMGetOperand(x, 1), depth + 1))
      return 0;
    break;
  default:
    return 0;
  }
  LLVMInstructionRemoveFromParent(x);
  LLVMInsertIntoBuilder(V->pb, x);
  return 1;
}

/* Split loop l (trip T, i64 at the preheader) on its delinearisation (see above): with X tested
 * >= 1 and dividing T, and Q = T / X,
 *     ph: br (0 < Q), nph, none      nph: br OH
 *     OH: q = phi [0, nph], [q + 1, OL]; outer copies of the header's other phis
 *         br (0 < X), OHb, none      OHb: br header
 *     header: r = phi [0, OHb], [r + 1, latch]; iv = q*X + r; ... latch: br (r + 1 < X), header, OL
 *     OL: br (q + 1 < Q), OH, exit   none: ret void (not reached when the tests hold)
 * both loops guarded the way a rotated loop is (the analysis then knows their exact trip counts).
 * On success *inner is the old loop, now over r with trip X (for a further split). 1: done. */
static int v_split(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, const vloop *l, LLVMValueRef T, vloop *inner,
                   LLVMValueRef *innerT) {
  LLVMValueRef q, rem, x;
  if (!v_div(fi, L, l->iv, &q, &rem, &x)) {
    /* a divisor computed in the header from invariant values */
    for (LLVMUseRef u = LLVMGetFirstUse(l->iv); u && !q; u = LLVMGetNextUse(u)) {
      LLVMValueRef d = LLVMGetUser(u);
      if (LLVMIsAInstruction(d) && (LLVMGetInstructionOpcode(d) == LLVMSDiv || LLVMGetInstructionOpcode(d) == LLVMUDiv) &&
          LLVMGetOperand(d, 0) == l->iv && v_invariant(V, fi, L, l->header, LLVMGetOperand(d, 1), 0))
        q = d;
    }
    if (!q || !v_div(fi, L, l->iv, &q, &rem, &x)) return 0;
  }
  LLVMTypeRef it = LLVMTypeOf(l->iv);
  int sgn = LLVMGetInstructionOpcode(q) == LLVMSDiv;
  LLVMValueRef X = sgn ? LLVMBuildSExtOrBitCast(V->pb, x, V->i64, "") : LLVMBuildZExtOrBitCast(V->pb, x, V->i64, "");
  LLVMValueRef one = LLVMConstInt(V->i64, 1, 0), zero = LLVMConstInt(V->i64, 0, 0);
  LLVMValueRef Xs = LLVMBuildSelect(V->pb, LLVMBuildICmp(V->pb, LLVMIntSGE, X, one, ""), X, one, "");
  LLVMValueRef Q = LLVMBuildSDiv(V->pb, T, Xs, "");
  v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, X, one, ""));
  v_require(V, LLVMBuildICmp(V->pb, LLVMIntEQ, LLVMBuildSRem(V->pb, T, Xs, ""), zero, ""));
  v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, T, smax_of(V, it), ""));
  LLVMValueRef Qi = LLVMBuildIntCast2(V->pb, Q, it, 1, "");
  LLVMValueRef xi = LLVMBuildIntCast2(V->pb, x, it, sgn, "");
  LLVMValueRef izero = LLVMConstInt(it, 0, 0);
  LLVMValueRef fn = LLVMGetBasicBlockParent(l->header);
  LLVMBasicBlockRef nph = LLVMInsertBasicBlockInContext(V->c, l->header, "vsplit.ph");
  LLVMBasicBlockRef OH = LLVMInsertBasicBlockInContext(V->c, l->header, "vsplit.outer");
  LLVMBasicBlockRef OHb = LLVMInsertBasicBlockInContext(V->c, l->header, "vsplit.body");
  LLVMBasicBlockRef OL = LLVMAppendBasicBlockInContext(V->c, fn, "vsplit.latch");
  LLVMBasicBlockRef none = LLVMAppendBasicBlockInContext(V->c, fn, "vsplit.none");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(V->c);
  LLVMPositionBuilderAtEnd(b, none);
  LLVMBuildRetVoid(b);
  /* the preheader: guard, then nph */
  LLVMValueRef pt = LLVMGetBasicBlockTerminator(l->ph);
  if (!pt || LLVMGetNumSuccessors(pt) != 1) {
    LLVMDisposeBuilder(b);
    return 0; /* not reached: a preheader ends in br header */
  }
  LLVMPositionBuilderBefore(b, pt);
  LLVMValueRef nt = LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, izero, Qi, ""), nph, none);
  if (l->ph == V->pbb) LLVMPositionBuilderBefore(V->pb, nt); /* the tests stay before the branch */
  LLVMInstructionEraseFromParent(pt);
  LLVMPositionBuilderAtEnd(b, nph);
  LLVMBuildBr(b, OH);
  LLVMPositionBuilderAtEnd(b, OH);
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, izero, xi, ""), OHb, OL);
  LLVMPositionBuilderAtEnd(b, OHb);
  LLVMBuildBr(b, l->header);
  /* header phis other than iv: carried through OH by outer phis */
  VEC(LLVMValueRef) old = {0};
  for (LLVMValueRef p = LLVMGetFirstInstruction(l->header); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
    if (p == l->iv || LLVMCountIncoming(p) != 2) continue;
    unsigned pi = LLVMGetIncomingBlock(p, 0) == l->ph ? 0 : 1;
    if (LLVMGetIncomingBlock(p, pi) != l->ph) continue;
    if (!VEC_PUSH(&old, p)) V->oom = 1;
  }
  for (size_t i = 0; i < old.len; i++) {
    LLVMValueRef p = old.data[i];
    unsigned pi = LLVMGetIncomingBlock(p, 0) == l->ph ? 0 : 1;
    LLVMValueRef init = LLVMGetIncomingValue(p, pi), back = LLVMGetIncomingValue(p, 1 - pi);
    LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(OH));
    LLVMValueRef op = LLVMBuildPhi(b, LLVMTypeOf(p), "");
    LLVMAddIncoming(op, &init, &nph, 1);
    LLVMValueRef backo = v_olval(fi, L, back, OL, l->latch, OH, op);
    LLVMAddIncoming(op, &backo, &OL, 1);
    LLVMValueRef ins[2] = {op, back};
    LLVMBasicBlockRef bbs[2] = {OHb, l->latch};
    LLVMPositionBuilderBefore(b, p);
    LLVMValueRef rp = LLVMBuildPhi(b, LLVMTypeOf(p), "");
    LLVMAddIncoming(rp, ins, bbs, 2);
    LLVMReplaceAllUsesWith(p, rp);
    LLVMInstructionEraseFromParent(p);
  }
  VEC_FREE(&old);
  LLVMValueRef qn, rn;
  LLVMValueRef qv = v_counter(V, it, OH, nph, OL, &qn);
  LLVMValueRef rv = v_counter(V, it, l->header, OHb, l->latch, &rn);
  /* iv = q*X + r for its other uses */
  LLVMValueRef fi0 = LLVMGetFirstInstruction(l->header);
  while (fi0 && LLVMIsAPHINode(fi0)) fi0 = LLVMGetNextInstruction(fi0);
  LLVMPositionBuilderBefore(b, fi0);
  LLVMValueRef qx = LLVMBuildMul(b, qv, xi, "");
  LLVMSetNSW(qx, 1);
  LLVMValueRef ivn = LLVMBuildAdd(b, qx, rv, "vsplit.iv");
  LLVMSetNSW(ivn, 1);
  LLVMReplaceAllUsesWith(q, qv);
  LLVMInstructionEraseFromParent(q);
  if (rem) {
    LLVMReplaceAllUsesWith(rem, rv);
    LLVMInstructionEraseFromParent(rem);
  }
  LLVMReplaceAllUsesWith(l->iv, ivn);
  LLVMInstructionEraseFromParent(l->iv);
  /* the latch continues over r, OL over q */
  LLVMValueRef lt = LLVMGetBasicBlockTerminator(l->latch);
  LLVMPositionBuilderBefore(b, lt);
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, rn, xi, ""), l->header, OL);
  LLVMValueRef oldc = LLVMGetCondition(lt);
  LLVMInstructionEraseFromParent(lt);
  if (LLVMIsAInstruction(oldc) && !LLVMGetFirstUse(oldc)) LLVMInstructionEraseFromParent(oldc);
  LLVMPositionBuilderAtEnd(b, OL);
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, qn, Qi, ""), OH, l->exit);
  /* the exit's phis: from OL now (their values dominate it) */
  for (LLVMValueRef p = LLVMGetFirstInstruction(l->exit); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
    unsigned n = LLVMCountIncoming(p);
    for (unsigned k = 0; k < n; k++)
      if (LLVMGetIncomingBlock(p, k) == l->latch) {
        /* LLVM-C cannot set an incoming block: rebuild the phi */
        LLVMPositionBuilderBefore(b, p);
        LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(p), "");
        for (unsigned j = 0; j < n; j++) {
          LLVMValueRef v = LLVMGetIncomingValue(p, j);
          LLVMBasicBlockRef bb = LLVMGetIncomingBlock(p, j);
          if (bb == l->latch) bb = OL, v = v_olval(fi, L, v, OL, l->latch, OH, NULL);
          LLVMAddIncoming(np, &v, &bb, 1);
        }
        LLVMReplaceAllUsesWith(p, np);
        LLVMValueRef dead = p;
        p = np;
        LLVMInstructionEraseFromParent(dead);
        break;
      }
  }
  LLVMDisposeBuilder(b);
  /* q's truncations now; r's once it is split no further */
  v_known(V, qv, zero, LLVMBuildSub(V->pb, Q, one, ""));
  v_narrow(V, qv, Q, OH, nph, OL);
  V->changed = 1;
  inner->ph = OHb, inner->header = l->header, inner->latch = l->latch, inner->exit = OL;
  inner->iv = rv, inner->next = rn;
  *innerT = X;
  return 1;
}

static int v_interval(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef v, LLVMValueRef *lo,
                      LLVMValueRef *hi, int depth);

static unsigned npreds(const gpuopt_cfg *cfg, uint32_t b);
static LLVMValueRef v_hoist(vstate *V, const gpuopt_fninfo *fi, uint32_t P, LLVMValueRef v, int depth);

/* A condition, computed at the preheader, without which loop C (inside L) is never entered: the
 * branch of a block X of L that dominates C's preheader, on a condition v_hoist computes there (the
 * same value in every iteration of L), whose successor S, entered from X alone, dominates C's
 * header: each entry of C passes the edge X -> S, so where the condition fails C never runs.
 * NULL when there is none. */
static LLVMValueRef v_entered(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, const gpuopt_loop *C) {
  if (C->preheader == GPUOPT_NONE) return NULL;
  uint32_t P = gpuopt__cfg_block(fi->cfg, V->pbb);
  uint32_t x = C->preheader;
  for (int steps = 0; steps < 6 && x != GPUOPT_NONE && P != GPUOPT_NONE; steps++, x = fi->dom->idom[x]) {
    if (!in_loop_block(fi, L, fi->cfg->blocks[x])) break;
    LLVMValueRef br = LLVMGetBasicBlockTerminator(fi->cfg->blocks[x]);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    for (unsigned k = 0; k < 2; k++) {
      uint32_t s = gpuopt__cfg_block(fi->cfg, LLVMGetSuccessor(br, k)), o = gpuopt__cfg_block(fi->cfg, LLVMGetSuccessor(br, 1 - k));
      if (s == GPUOPT_NONE || s == o || npreds(fi->cfg, s) != 1 || !gpuopt__dominates(fi->dom, s, C->header)) continue;
      LLVMValueRef h = v_hoist(V, fi, P, LLVMGetCondition(br), 0);
      if (!h) return NULL;
      return k == 0 ? h : LLVMBuildNot(V->pb, h, "");
    }
  }
  return NULL;
}

/* The counter of a loop nested in L (clang -O1's inner loops, widened to i64): a header phi
 * j = [s, pre], [j + 1 (nsw), latch] whose loop's one latch leaves when `j + 1 == N` (or stays
 * while `!=`). In an execution without undefined behaviour j takes the values s, s + 1, ..., N - 1
 * (were s > N - 1, j + 1 would climb to the type's end: the nsw increment's poison reaches the
 * branch), so [lo(s), hi(N) - 1] bounds it, the intervals of s and N from v_interval. An increment
 * by 1 without flags (v_incs' merge of copies, one of them flagless) needs N invariant in the loop
 * and hi(s) <= lo(N) - 1, tested where the loop is entered at all (v_entered): j then meets N
 * before any wrap. */
static int v_inner_counter(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef v, LLVMValueRef *lo,
                           LLVMValueRef *hi, int depth) {
  if (!LLVMIsAPHINode(v) || LLVMCountIncoming(v) != 2) return 0;
  uint32_t hb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v));
  if (hb == GPUOPT_NONE || !in_loop_block(fi, L, LLVMGetInstructionParent(v))) return 0;
  uint32_t li = fi->loops->innermost[hb];
  if (li == GPUOPT_NONE) return 0;
  const gpuopt_loop *C = &fi->loops->loops[li];
  if (C == L || C->header != hb || C->nlatches != 1) return 0;
  LLVMBasicBlockRef latch = fi->cfg->blocks[C->latches[0]];
  unsigned il = LLVMGetIncomingBlock(v, 0) == latch ? 0 : 1;
  if (LLVMGetIncomingBlock(v, il) != latch) return 0;
  LLVMValueRef next = LLVMGetIncomingValue(v, il), s0 = LLVMGetIncomingValue(v, 1 - il);
  if (!LLVMIsAInstruction(next) || LLVMGetInstructionOpcode(next) != LLVMAdd || LLVMGetOperand(next, 0) != v ||
      !LLVMIsAConstantInt(LLVMGetOperand(next, 1)))
    return 0;
  long long step = LLVMConstIntGetSExtValue(LLVMGetOperand(next, 1));
  /* nsw, or nuw from a constant start >= 0 (the vectoriser's `add nuw j, 4`): a defined execution
   * meets N exactly, below the wrap, so the unsigned values are the signed ones when N >= 0 */
  int nuw_only = !LLVMGetNSW(next) && LLVMGetNUW(next);
  /* no flags (v_incs' merge of a flagged and a flagless copy): a step of 1 with an == / != test
   * and every start tested below every bound, so that j meets N before any wrap */
  int flagless = !LLVMGetNSW(next) && !LLVMGetNUW(next);
  if (step < 1 || step > 64 || (flagless && step != 1) ||
      (nuw_only && (!LLVMIsAConstantInt(s0) || LLVMConstIntGetSExtValue(s0) < 0)))
    return 0;
  LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) return 0;
  LLVMValueRef c = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(c)) return 0;
  LLVMIntPredicate p = LLVMGetICmpPredicate(c);
  LLVMBasicBlockRef hdr = LLVMGetInstructionParent(v);
  /* `next == N` leaves (the header is the false successor), `next != N` stays (the true one);
   * or `next < N` stays (signed with nsw, unsigned with nuw): the values after the first are below
   * N, the first is s whatever N (a bottom-tested loop), so hi = max(hi(s), hi(N) - 1) */
  int less = 0;
  if (LLVMGetOperand(c, 1) == next && LLVMGetOperand(c, 0) != next) p = gpuopt__pred_swap(p);
  else if (LLVMGetOperand(c, 0) != next) return 0;
  if (!flagless && ((p == LLVMIntSLT && LLVMGetNSW(next)) || (p == LLVMIntULT && LLVMGetNUW(next)))) {
    if (LLVMGetSuccessor(br, 0) != hdr || LLVMGetSuccessor(br, 1) == hdr) return 0;
    less = 1;
  } else if (!((p == LLVMIntEQ && LLVMGetSuccessor(br, 1) == hdr && LLVMGetSuccessor(br, 0) != hdr) ||
               (p == LLVMIntNE && LLVMGetSuccessor(br, 0) == hdr && LLVMGetSuccessor(br, 1) != hdr)))
    return 0;
  LLVMValueRef N = LLVMGetOperand(c, 0) == next ? LLVMGetOperand(c, 1) : LLVMGetOperand(c, 0);
  if (flagless && !defined_outside(N, fi, C)) return 0;
  LLVMValueRef sl, sh, nl, nh;
  if (!v_interval(V, fi, L, s0, &sl, &sh, depth + 1) || !v_interval(V, fi, L, N, &nl, &nh, depth + 1)) return 0;
  if (nuw_only || p == LLVMIntULT) v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, nl, LLVMConstInt(V->i64, 0, 0), ""));
  if (flagless) {
    /* only where the loop is entered at all (a start above the bound: it is not) */
    LLVMValueRef t = LLVMBuildICmp(V->pb, LLVMIntSLE, sh, LLVMBuildSub(V->pb, nl, LLVMConstInt(V->i64, 1, 0), ""), "");
    LLVMValueRef en = v_entered(V, fi, L, C);
    v_require(V, en ? LLVMBuildOr(V->pb, LLVMBuildNot(V->pb, en, ""), t, "") : t);
  }
  if (less) {
    /* unsigned: s >= 0 too, so that the signed reading is the unsigned one */
    if (p == LLVMIntULT) v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, sl, LLVMConstInt(V->i64, 0, 0), ""));
    LLVMValueRef n1 = LLVMBuildSub(V->pb, nh, LLVMConstInt(V->i64, 1, 0), "");
    *lo = sl, *hi = LLVMBuildSelect(V->pb, LLVMBuildICmp(V->pb, LLVMIntSGT, sh, n1, ""), sh, n1, "");
    return 1;
  }
  *lo = sl, *hi = LLVMBuildSub(V->pb, nh, LLVMConstInt(V->i64, (unsigned long long)step, 0), "");
  return 1;
}

/* Truncations of the counters of loops nested in L (v_inner_counter, from 0) to clang's `int`
 * indices (clang -O1 widens the inner loops' variables and truncates them back in the subscripts):
 * each gets a counter of its type in that loop, tested to fit (N - 1 <= the type's maximum), so
 * that the analysis sees an induction variable in the subscript. */
static void v_inner_narrow(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L) {
  VEC(LLVMValueRef) tr = {0};
  for (uint32_t bi = 0; bi < L->nblocks; bi++) {
    LLVMBasicBlockRef bb = fi->cfg->blocks[L->blocks[bi]];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (LLVMGetInstructionOpcode(in) == LLVMTrunc && LLVMIsAPHINode(LLVMGetOperand(in, 0)) && !VEC_PUSH(&tr, in)) V->oom = 1;
  }
  for (size_t i = 0; i < tr.len && !V->oom; i++) {
    LLVMValueRef t = tr.data[i], v = LLVMGetOperand(t, 0), lo, hi;
    if (LLVMGetIntTypeWidth(LLVMTypeOf(t)) > 32 || LLVMGetIntTypeWidth(LLVMTypeOf(t)) < 8) continue;
    uint32_t hb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v));
    if (hb == GPUOPT_NONE || fi->loops->innermost[hb] == GPUOPT_NONE) continue;
    const gpuopt_loop *C = &fi->loops->loops[fi->loops->innermost[hb]];
    if (C == L || C->nlatches != 1) continue;
    LLVMBasicBlockRef latch = fi->cfg->blocks[C->latches[0]];
    unsigned il = LLVMGetIncomingBlock(v, 0) == latch ? 0 : 1;
    if (LLVMGetIncomingBlock(v, il) != latch) continue;
    /* a start computed in the loop would hide the counter from the analysis: leave those */
    if (!defined_outside(LLVMGetIncomingValue(v, 1 - il), fi, L)) continue;
    if (!v_inner_counter(V, fi, L, v, &lo, &hi, 0)) continue;
    LLVMTypeRef nt = LLVMTypeOf(t);
    LLVMValueRef smax = smax_of(V, nt);
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, hi, smax, ""));
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, lo, LLVMConstInt(V->i64, (unsigned long long)(-(int64_t)LLVMConstIntGetSExtValue(smax) - 1), 1), ""));
    LLVMBasicBlockRef from = LLVMGetIncomingBlock(v, 1 - il);
    LLVMValueRef c = v_counter(V, nt, LLVMGetInstructionParent(v), from, latch, NULL);
    /* a start other than 0 (a remainder loop's, where the vector loop stopped): its truncation,
     * exact (it lies in the counter's interval, tested to fit) */
    LLVMValueRef s0 = LLVMGetIncomingValue(v, 1 - il);
    if (!is_const(s0, 0)) {
      /* at the preheader (s0 is defined before the loop) */
      LLVMBuilderRef tb = LLVMCreateBuilderInContext(V->c);
      LLVMPositionBuilderBefore(tb, LLVMGetBasicBlockTerminator(V->pbb));
      LLVMValueRef ts = LLVMBuildTrunc(tb, s0, nt, "");
      LLVMDisposeBuilder(tb);
      unsigned iz = LLVMGetIncomingBlock(c, 0) == from ? 0 : 1;
      /* the phi's operand for `from` (LLVM-C has no setter of an incoming value: the operand) */
      LLVMSetOperand(c, iz, ts);
    }
    /* the counter steps as the loop's does (1, or the vectoriser's 4, 8 ...) */
    LLVMValueRef cstep = LLVMGetOperand(LLVMGetIncomingValue(v, il), 1);
    if (!is_const(cstep, 1)) {
      LLVMValueRef cn = LLVMGetIncomingValue(c, LLVMGetIncomingBlock(c, 0) == latch ? 0 : 1);
      LLVMSetOperand(cn, 1, LLVMConstInt(nt, (unsigned long long)LLVMConstIntGetSExtValue(cstep), 0));
    }
    v_known(V, c, lo, hi);
    LLVMReplaceAllUsesWith(t, c);
    LLVMInstructionEraseFromParent(t);
    V->changed = 1;
  }
  VEC_FREE(&tr);
}

/* The flagless i64 add/sub/mul of x's operand tree in L (depth-limited), given nsw for v_interval
 * (set: the caller keeps or clears it). */
static void v_tree_nsw(const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef x, LLVMValueRef *set, unsigned *nset,
                       unsigned cap, int depth) {
  if (depth > 8 || !LLVMIsAInstruction(x) || !in_loop_block(fi, L, LLVMGetInstructionParent(x))) return;
  LLVMOpcode o = LLVMGetInstructionOpcode(x);
  if (o != LLVMAdd && o != LLVMSub && o != LLVMMul) return;
  if (LLVMGetIntTypeWidth(LLVMTypeOf(x)) != 64) return;
  if (!LLVMGetNSW(x)) {
    for (unsigned i = 0; i < *nset; i++)
      if (set[i] == x) return;
    if (*nset == cap) return;
    LLVMSetNSW(x, 1);
    set[(*nset)++] = x;
  }
  for (unsigned k = 0; k < 2; k++) v_tree_nsw(fi, L, LLVMGetOperand(x, k), set, nset, cap, depth + 1);
}

/* instcombine's sext(trunc x) * 2^k of a subscript computed in i64 (3dconv at -O1..-O3:
 * `ashr exact (shl x, 32), 30`): when x's interval (its sums' nsw assumed, each 64-bit step tested
 * to lie in int's range) fits int, the truncation keeps x, so the value is x << k: the sums get
 * nsw and the shifts become `shl nsw x, k`. */
static void v_sext_shifts(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L) {
  VEC(LLVMValueRef) sh = {0};
  for (uint32_t bi = 0; bi < L->nblocks; bi++) {
    LLVMBasicBlockRef bb = fi->cfg->blocks[L->blocks[bi]];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetInstructionOpcode(in) != LLVMAShr || LLVMGetIntTypeWidth(LLVMTypeOf(in)) != 64) continue;
      LLVMValueRef t = LLVMGetOperand(in, 0), k = LLVMGetOperand(in, 1);
      if (!LLVMIsAInstruction(t) || LLVMGetInstructionOpcode(t) != LLVMShl || !is_const(LLVMGetOperand(t, 1), 32) ||
          !LLVMIsAConstantInt(k) || LLVMConstIntGetSExtValue(k) < 24 || LLVMConstIntGetSExtValue(k) > 32)
        continue;
      if (!VEC_PUSH(&sh, in)) V->oom = 1;
    }
  }
  for (size_t i = 0; i < sh.len && !V->oom; i++) {
    LLVMValueRef a = sh.data[i], x = LLVMGetOperand(LLVMGetOperand(a, 0), 0), lo, hi;
    LLVMValueRef set[16];
    unsigned nset = 0;
    v_tree_nsw(fi, L, x, set, &nset, 16, 0);
    if (!v_interval(V, fi, L, x, &lo, &hi, 0)) {
      for (unsigned j = 0; j < nset; j++) LLVMSetNSW(set[j], 0);
      continue;
    }
    /* v_interval tested x (64 bits) within int's range */
    long long k = 32 - LLVMConstIntGetSExtValue(LLVMGetOperand(a, 1));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(V->c);
    LLVMPositionBuilderBefore(b, a);
    LLVMValueRef r = k ? LLVMBuildShl(b, x, LLVMConstInt(LLVMTypeOf(x), (unsigned long long)k, 0), "") : x;
    if (k) LLVMSetNSW(r, 1);
    LLVMDisposeBuilder(b);
    LLVMReplaceAllUsesWith(a, r);
    LLVMValueRef shl = LLVMGetOperand(a, 0);
    LLVMInstructionEraseFromParent(a);
    if (!LLVMGetFirstUse(shl)) LLVMInstructionEraseFromParent(shl);
    V->changed = 1;
  }
  VEC_FREE(&sh);
}

/* [lo, hi] of v over the loop, as i64 code at the preheader: counters and checked sums (known),
 * constants, values defined before the loop, and nsw arithmetic, casts of those; 0: not known.
 * Operands are at most 32 bits wide, so no i64 product or sum of two of them wraps. */
static int v_interval_(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef v, LLVMValueRef *lo,
                       LLVMValueRef *hi, int depth);

/* v_interval_, and for a 64-bit value (an inner loop's widened counter and what it is computed
 * from) a test that the interval lies in int's range: so every interval stays 32 bits wide and
 * no i64 product of two of them wraps. */
static int v_interval(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef v, LLVMValueRef *lo,
                      LLVMValueRef *hi, int depth) {
  if (!v_interval_(V, fi, L, v, lo, hi, depth)) return 0;
  if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 32 &&
      !(LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMSExt)) {
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, *hi, LLVMConstInt(V->i64, INT32_MAX, 0), ""));
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, *lo, LLVMConstInt(V->i64, (unsigned long long)(long long)INT32_MIN, 1), ""));
  }
  return 1;
}

static int v_interval_(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef v, LLVMValueRef *lo,
                       LLVMValueRef *hi, int depth) {
  for (unsigned i = 0; i < V->nknown; i++)
    if (V->known[i].v == v) {
      *lo = V->known[i].lo, *hi = V->known[i].hi;
      return 1;
    }
  if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind || depth > 8) return 0;
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  if (LLVMIsAConstantInt(v)) {
    if (w > 64) return 0;
    *lo = *hi = LLVMConstInt(V->i64, (unsigned long long)LLVMConstIntGetSExtValue(v), 1);
    return 1;
  }
  if (w > 32) {
    if (!LLVMIsAInstruction(v) || w > 64) return 0;
    LLVMOpcode o = LLVMGetInstructionOpcode(v);
    if (o != LLVMSExt && o != LLVMZExt && o != LLVMPHI && o != LLVMAnd && o != LLVMShl && o != LLVMUDiv && o != LLVMSelect &&
        o != LLVMAdd && o != LLVMSub && o != LLVMMul && o != LLVMOr)
      return 0;
  } else if (defined_outside(v, fi, L) && (LLVMIsAArgument(v) || LLVMIsAInstruction(v))) {
    *lo = *hi = LLVMBuildSExt(V->pb, v, V->i64, "");
    return 1;
  }
  if (!LLVMIsAInstruction(v)) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  LLVMValueRef al, ah, bl, bh;
  switch (op) {
  case LLVMSExt:
    return LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(v, 0))) <= 32 && v_interval(V, fi, L, LLVMGetOperand(v, 0), lo, hi, depth + 1);
  case LLVMZExt:
    /* of a value tested non-negative: the same value */
    if (LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(v, 0))) > 32 || !v_interval(V, fi, L, LLVMGetOperand(v, 0), lo, hi, depth + 1))
      return 0;
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, *lo, LLVMConstInt(V->i64, 0, 0), ""));
    return 1;
  case LLVMTrunc: {
    /* of a value (an inner loop's counter) tested to fit the narrow type: the same value */
    LLVMValueRef x = LLVMGetOperand(v, 0);
    if (!v_interval(V, fi, L, x, lo, hi, depth + 1)) return 0;
    LLVMValueRef smax = smax_of(V, LLVMTypeOf(v));
    LLVMValueRef smin = LLVMConstInt(V->i64, (unsigned long long)(-(int64_t)LLVMConstIntGetSExtValue(smax) - 1), 1);
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, *hi, smax, ""));
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, *lo, smin, ""));
    return 1;
  }
  case LLVMPHI:
    return v_inner_counter(V, fi, L, v, lo, hi, depth);
  case LLVMSelect:
    /* either value: the hull of both */
    if (!v_interval(V, fi, L, LLVMGetOperand(v, 1), &al, &ah, depth + 1) ||
        !v_interval(V, fi, L, LLVMGetOperand(v, 2), &bl, &bh, depth + 1))
      return 0;
    *lo = LLVMBuildSelect(V->pb, LLVMBuildICmp(V->pb, LLVMIntSLT, al, bl, ""), al, bl, "");
    *hi = LLVMBuildSelect(V->pb, LLVMBuildICmp(V->pb, LLVMIntSGT, ah, bh, ""), ah, bh, "");
    return 1;
  case LLVMUDiv: {
    /* of x >= 0 by a positive constant */
    LLVMValueRef d = LLVMGetOperand(v, 1);
    if (!LLVMIsAConstantInt(d) || LLVMConstIntGetSExtValue(d) < 1 || !v_interval(V, fi, L, LLVMGetOperand(v, 0), &al, &ah, depth + 1))
      return 0;
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, al, LLVMConstInt(V->i64, 0, 0), ""));
    LLVMValueRef dd = LLVMConstInt(V->i64, (unsigned long long)LLVMConstIntGetSExtValue(d), 0);
    *lo = LLVMBuildSDiv(V->pb, al, dd, ""), *hi = LLVMBuildSDiv(V->pb, ah, dd, "");
    return 1;
  }
  case LLVMAnd: {
    /* x & -2^k (the vectoriser's vector trip count) of x >= 0: in [0, x] */
    LLVMValueRef m = LLVMGetOperand(v, 1);
    if (!LLVMIsAConstantInt(m) || LLVMConstIntGetSExtValue(m) >= 0) return 0;
    unsigned long long nm = 0ull - (unsigned long long)LLVMConstIntGetSExtValue(m);
    if (nm & (nm - 1)) return 0;
    if (!v_interval(V, fi, L, LLVMGetOperand(v, 0), &al, &ah, depth + 1)) return 0;
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, al, LLVMConstInt(V->i64, 0, 0), ""));
    *lo = LLVMConstInt(V->i64, 0, 0), *hi = ah;
    return 1;
  }
  case LLVMOr:
    /* disjoint: the sum */
    if (!LLVMGetIsDisjoint(v)) return 0;
    op = LLVMAdd;
    /* fall through */
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    /* 64 bits: the operands' intervals are tested to lie in int's range (v_interval), so the
     * operation cannot wrap whatever its flags */
    if (LLVMGetInstructionOpcode(v) != LLVMOr && w < 64 && !LLVMGetNSW(v)) return 0;
    if (!v_interval(V, fi, L, LLVMGetOperand(v, 0), &al, &ah, depth + 1) ||
        !v_interval(V, fi, L, LLVMGetOperand(v, 1), &bl, &bh, depth + 1))
      return 0;
    break;
  default:
    return 0;
  }
  LLVMBuilderRef b = V->pb;
  if (op == LLVMShl) {
    if (!LLVMIsAConstantInt(LLVMGetOperand(v, 1))) return 0;
    unsigned long long k = LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1));
    if (k > 30) return 0;
    LLVMValueRef f = LLVMConstInt(V->i64, 1ull << k, 0);
    *lo = LLVMBuildMul(b, al, f, ""), *hi = LLVMBuildMul(b, ah, f, "");
    return 1;
  }
  if (op == LLVMAdd) *lo = LLVMBuildAdd(b, al, bl, ""), *hi = LLVMBuildAdd(b, ah, bh, "");
  else if (op == LLVMSub) *lo = LLVMBuildSub(b, al, bh, ""), *hi = LLVMBuildSub(b, ah, bl, "");
  else {
    LLVMValueRef p[4] = {LLVMBuildMul(b, al, bl, ""), LLVMBuildMul(b, al, bh, ""), LLVMBuildMul(b, ah, bl, ""), LLVMBuildMul(b, ah, bh, "")};
    LLVMValueRef mn = p[0], mx = p[0];
    for (int i = 1; i < 4; i++) {
      mn = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSLT, p[i], mn, ""), p[i], mn, "");
      mx = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSGT, p[i], mx, ""), p[i], mx, "");
    }
    *lo = mn, *hi = mx;
  }
  return 1;
}

/* trunc(x) to 32 bits, x a 64-bit value of L whose interval (v_interval) was tested to lie in int's
 * range, as 32-bit code: the sums, products, shifts and disjoint ors of x's tree in L become nsw
 * operations of the same kind on their operands' truncations (each node's interval was tested
 * too, so no 32-bit step wraps and the result is x), a sext or zext of a 32-bit value is that value,
 * anything else is truncated where it is defined (a phi: after its block's phis, for v_narrow and
 * v_inner_narrow to make a counter of it; a value from before L: at the preheader). build = 0 only
 * checks; NULL when the tree is not of that kind. */
static LLVMValueRef v_trunc_tree(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, LLVMValueRef x, LLVMTypeRef nt,
                                 int build, int depth) {
  if (depth > 8 || LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMIntegerTypeKind) return NULL;
  if (LLVMIsAConstantInt(x)) return build ? LLVMConstInt(nt, (unsigned long long)LLVMConstIntGetSExtValue(x), 1) : x;
  if (!LLVMIsAInstruction(x) && !LLVMIsAArgument(x)) return NULL;
  LLVMOpcode op = LLVMIsAInstruction(x) ? LLVMGetInstructionOpcode(x) : (LLVMOpcode)0;
  if ((op == LLVMSExt || op == LLVMZExt) && LLVMTypeOf(LLVMGetOperand(x, 0)) == nt) return LLVMGetOperand(x, 0);
  LLVMBuilderRef b = NULL;
  LLVMValueRef r = x;
  int known = 0;
  for (unsigned i = 0; i < V->nknown; i++) known |= V->known[i].v == x;
  if (defined_outside(x, fi, L) || LLVMIsAArgument(x)) {
    if (build) r = LLVMBuildTrunc(V->pb, x, nt, "");
    return r;
  }
  int tree = !known && (op == LLVMAdd || op == LLVMSub || op == LLVMMul || (op == LLVMOr && LLVMGetIsDisjoint(x)) ||
                        (op == LLVMShl && LLVMIsAConstantInt(LLVMGetOperand(x, 1))));
  LLVMValueRef a = NULL, c = NULL;
  if (tree) {
    a = v_trunc_tree(V, fi, L, LLVMGetOperand(x, 0), nt, build, depth + 1);
    c = op == LLVMShl ? LLVMGetOperand(x, 1) : v_trunc_tree(V, fi, L, LLVMGetOperand(x, 1), nt, build, depth + 1);
    if (!a || !c) return NULL;
    if (!build) return x;
    if (op == LLVMShl) c = LLVMConstInt(nt, LLVMConstIntGetZExtValue(c), 0);
  } else if (!build) {
    return x;
  }
  b = LLVMCreateBuilderInContext(V->c);
  LLVMValueRef at = LLVMGetNextInstruction(x);
  while (at && LLVMIsAPHINode(at)) at = LLVMGetNextInstruction(at);
  if (at) LLVMPositionBuilderBefore(b, at);
  else LLVMPositionBuilderAtEnd(b, LLVMGetInstructionParent(x));
  if (tree) {
    r = LLVMBuildBinOp(b, op, a, c, "");
    if (LLVMIsAInstruction(r)) {
      if (op == LLVMOr) LLVMSetIsDisjoint(r, 1);
      else LLVMSetNSW(r, 1);
    }
  } else {
    r = LLVMBuildTrunc(b, x, nt, "");
  }
  LLVMDisposeBuilder(b);
  return r;
}

/* Truncations to int of 64-bit values computed in L (clang -O2/-O3's `trunc (j - 1) * n` of a row
 * offset computed in i64, added in 32 bits to other terms of a subscript that is then
 * sign-extended): the truncation is opaque to the range analysis (a value computed in the loop).
 * When x's interval lies in int's range (tested), trunc(x) is x: v_trunc_tree rewrites it as
 * 32-bit arithmetic with nsw, whose leaves (counters of the loops) v_narrow and v_inner_narrow
 * then replace, and v_sums gives the flagless 32-bit sums around it their tested nsw. */
static void v_truncs(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L) {
  VEC(LLVMValueRef) tr = {0};
  for (uint32_t bi = 0; bi < L->nblocks; bi++) {
    LLVMBasicBlockRef bb = fi->cfg->blocks[L->blocks[bi]];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetInstructionOpcode(in) != LLVMTrunc || LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMIntegerTypeKind ||
          LLVMGetIntTypeWidth(LLVMTypeOf(in)) != 32)
        continue;
      LLVMValueRef x = LLVMGetOperand(in, 0);
      if (LLVMGetIntTypeWidth(LLVMTypeOf(x)) != 64 || !LLVMIsAInstruction(x) || LLVMIsAPHINode(x) || defined_outside(x, fi, L))
        continue;
      if (!VEC_PUSH(&tr, in)) V->oom = 1;
    }
  }
  for (size_t i = 0; i < tr.len && !V->oom; i++) {
    LLVMValueRef t = tr.data[i], x = LLVMGetOperand(t, 0), lo, hi;
    LLVMTypeRef nt = LLVMTypeOf(t);
    LLVMValueRef ok0 = V->ok;
    unsigned nk0 = V->nknown;
    if (!v_trunc_tree(V, fi, L, x, nt, 0, 0) || !v_interval(V, fi, L, x, &lo, &hi, 0)) {
      V->ok = ok0, V->nknown = nk0; /* untested: the tests built for it are left unused */
      continue;
    }
    LLVMValueRef r = v_trunc_tree(V, fi, L, x, nt, 1, 0);
    if (!r) continue;
    LLVMReplaceAllUsesWith(t, r);
    LLVMInstructionEraseFromParent(t);
    V->changed = 1;
  }
  VEC_FREE(&tr);
}

/* Sums in the loop whose nsw instcombine dropped while reassociating (`i*n + (j - 1)`, `(j + 1) + i*m`):
 * their exact value's interval (v_interval of the operands) is tested to fit their type, and they
 * get nsw (then they count as known for later sums). */
static void v_sums(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L) {
  for (uint32_t bi = 0; bi < L->nblocks; bi++) {
    LLVMBasicBlockRef bb = fi->cfg->blocks[L->blocks[bi]];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMIntegerTypeKind) continue;
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if ((op != LLVMAdd && op != LLVMSub && op != LLVMMul) || LLVMGetNSW(in)) continue;
      unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(in));
      if (w > 32 || w < 8) continue;
      LLVMSetNSW(in, 1); /* for v_interval's combination; undone when not proved */
      LLVMValueRef lo, hi;
      if (!v_interval(V, fi, L, in, &lo, &hi, 0)) {
        LLVMSetNSW(in, 0);
        continue;
      }
      LLVMValueRef smax = smax_of(V, LLVMTypeOf(in));
      LLVMValueRef smin = LLVMConstInt(V->i64, (unsigned long long)(-(int64_t)LLVMConstIntGetSExtValue(smax) - 1), 1);
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSLE, hi, smax, ""));
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, lo, smin, ""));
      v_known(V, in, lo, hi);
      V->changed = 1;
    }
  }
}

/* Whether v exists at the end of the preheader P (where the tests are): a constant, an argument, or
 * an instruction whose block dominates P. */
static int v_at_pre(const gpuopt_fninfo *fi, uint32_t P, LLVMValueRef v) {
  if (LLVMIsAConstantInt(v) || LLVMIsAArgument(v)) return 1;
  if (!LLVMIsAInstruction(v)) return 0;
  uint32_t b = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v));
  return b != GPUOPT_NONE && gpuopt__dominates(fi->dom, b, P);
}

/* v as a value at the end of the preheader P: v itself when it exists there, else a copy there of a
 * computation (arithmetic, comparison, select, cast; no memory, no phi) of such values; NULL when
 * it is none. */
static LLVMValueRef v_hoist(vstate *V, const gpuopt_fninfo *fi, uint32_t P, LLVMValueRef v, int depth) {
  if (v_at_pre(fi, P, v)) return v;
  if (depth > 4 || !LLVMIsAInstruction(v) || LLVMIsAPHINode(v) || LLVMIsALoadInst(v) || LLVMIsACallInst(v) ||
      LLVMIsAStoreInst(v) || LLVMIsAAllocaInst(v) || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
    return NULL;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if (op == LLVMSDiv || op == LLVMUDiv || op == LLVMSRem || op == LLVMURem || op == LLVMGetElementPtr) return NULL;
  unsigned n = (unsigned)LLVMGetNumOperands(v);
  LLVMValueRef ops[4];
  if (n > 4) return NULL;
  for (unsigned i = 0; i < n; i++)
    if (!(ops[i] = v_hoist(V, fi, P, LLVMGetOperand(v, i), depth + 1))) return NULL;
  LLVMValueRef c = LLVMInstructionClone(v);
  LLVMInsertIntoBuilder(V->pb, c);
  for (unsigned i = 0; i < n; i++) LLVMSetOperand(c, i, ops[i]);
  return c;
}

/* Vector and unrolled trip counts (clang -O2/-O3's loop vectoriser and runtime unroller): `X & M`
 * with M = ones from bit z to bit h - 1 (z >= 1: X rounded down to a multiple of 2^z, `n & -4`;
 * z = 0: the remainder X % 2^h, `n & 3`), X available before the loop. For 0 <= X < 2^h (z >= 1)
 * or 0 <= X (z = 0), tested, it is (X udiv 2^z) << z, resp. X - ((X udiv 2^h) << h): forms the
 * recurrences read as 2^z * q (a multiple of the vector loop's step: its `!=` exit test is exact)
 * and X - 2^h * q. Only masks whose value reaches a comparison or a phi (a loop's bound or start). */
static void v_masks(vstate *V, LLVMValueRef R, const gpuopt_fninfo *fi, const gpuopt_loop *L, uint32_t P) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb && !V->oom; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb), nx; in; in = nx) {
      nx = LLVMGetNextInstruction(in);
      if (LLVMGetInstructionOpcode(in) != LLVMAnd || LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMIntegerTypeKind) continue;
      unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(in));
      LLVMValueRef x = LLVMGetOperand(in, 0), m = LLVMGetOperand(in, 1);
      if (w < 8 || w > 64 || !LLVMIsAConstantInt(m)) continue;
      /* X before the loop, or computed in it from values that are (clang -O2's `zext m` in the
       * inner loop's preheader): a copy at the preheader */
      if (!v_at_pre(fi, P, x) && (!in_loop_block(fi, L, bb) || !(x = v_hoist(V, fi, P, x, 0)))) continue;
      unsigned long long M = LLVMConstIntGetZExtValue(m), full = w == 64 ? ~0ull : (1ull << w) - 1;
      M &= full;
      if (!M || M == full) continue;
      unsigned z = 0, h;
      while (!(M >> z & 1)) z++;
      unsigned long long ones = M >> z;
      if (ones & (ones + 1)) continue; /* not one block of ones */
      h = z + (unsigned)__builtin_popcountll(ones);
      int used = 0;
      for (LLVMUseRef u = LLVMGetFirstUse(in); u && !used; u = LLVMGetNextUse(u))
        used = LLVMIsAICmpInst(LLVMGetUser(u)) || LLVMIsAPHINode(LLVMGetUser(u));
      if (!used) continue;
      unsigned lim = z ? (h < w - 1 ? h : w - 1) : w - 1; /* X u< 2^lim */
      LLVMTypeRef t = LLVMTypeOf(in);
      v_require(V, LLVMBuildICmp(V->pb, LLVMIntULT, x, LLVMConstInt(t, 1ull << lim, 0), ""));
      /* in the loop: at the preheader (x is there; a value of the loop would hide the bound from
       * the analysis); elsewhere where the mask was */
      LLVMBuilderRef b = V->pb, ib = NULL;
      if (!in_loop_block(fi, L, bb)) {
        ib = b = LLVMCreateBuilderInContext(V->c);
        LLVMPositionBuilderBefore(b, in);
      }
      unsigned k = z ? z : h;
      LLVMValueRef q = LLVMBuildUDiv(b, x, LLVMConstInt(t, 1ull << k, 0), "");
      LLVMValueRef r = LLVMBuildShl(b, q, LLVMConstInt(t, k, 0), "");
      LLVMSetNSW(r, 1), LLVMSetNUW(r, 1);
      if (!z) {
        r = LLVMBuildSub(b, x, r, "");
        LLVMSetNSW(r, 1), LLVMSetNUW(r, 1);
      }
      if (ib) LLVMDisposeBuilder(ib);
      LLVMReplaceAllUsesWith(in, r);
      LLVMInstructionEraseFromParent(in);
      V->changed = 1;
    }
}

/* Exit values (runtime-unrolled and vectorised inner loops): an inner loop M left only from its
 * latch when `t == Y` (t = q + c, q a header phi stepping by the constant c, Y defined before M),
 * and a value of M's exit block that is p + c for a header phi p in lockstep with q (the same start
 * and step: p == q in every iteration): that value is Y wherever it is defined. Its uses get Y. */
static void v_exitvals(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, uint32_t P) {
  const gpuopt_cfg *cfg = fi->cfg;
  uint32_t Li = (uint32_t)(L - fi->loops->loops);
  for (uint32_t li = 0; li < fi->loops->nloops; li++) {
    const gpuopt_loop *M = &fi->loops->loops[li];
    if (M == L || M->preheader == GPUOPT_NONE || M->nlatches != 1 || M->nexiting != 1 || M->exiting[0] != M->latches[0] ||
        !gpuopt__loop_contains(fi->loops, Li, M->header))
      continue;
    LLVMBasicBlockRef ph = cfg->blocks[M->preheader], latch = cfg->blocks[M->latches[0]], head = cfg->blocks[M->header];
    LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br))) continue;
    LLVMValueRef cmp = LLVMGetCondition(br);
    int cont0 = LLVMGetSuccessor(br, 0) == head;
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    if (!((pr == LLVMIntEQ && !cont0) || (pr == LLVMIntNE && cont0))) continue;
    LLVMValueRef t = LLVMGetOperand(cmp, 0), Y = LLVMGetOperand(cmp, 1);
    if (!defined_outside(Y, fi, M)) {
      LLVMValueRef x = t;
      t = Y, Y = x;
    }
    if (!defined_outside(Y, fi, M) || !LLVMIsAInstruction(t) || LLVMGetInstructionOpcode(t) != LLVMAdd) continue;
    if (LLVMIsAInstruction(Y)) {
      uint32_t yb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(Y));
      if (yb == GPUOPT_NONE || !gpuopt__dominates(fi->dom, yb, M->header)) continue;
    }
    LLVMValueRef q = LLVMGetOperand(t, 0), c = LLVMGetOperand(t, 1);
    if (!LLVMIsAConstantInt(c) || !LLVMIsAPHINode(q) || LLVMGetInstructionParent(q) != head || LLVMCountIncoming(q) != 2) continue;
    LLVMValueRef q0 = LLVMGetIncomingBlock(q, 0) == ph ? LLVMGetIncomingValue(q, 0) : LLVMGetIncomingValue(q, 1);
    LLVMBasicBlockRef ex = cfg->blocks[M->exits[0]];
    if (M->nexits != 1) continue;
    for (LLVMValueRef x = LLVMGetFirstInstruction(ex), nx; x && LLVMIsAPHINode(x); x = nx) {
      nx = LLVMGetNextInstruction(x);
      if (LLVMCountIncoming(x) != 1 || LLVMTypeOf(x) != LLVMTypeOf(Y)) continue;
      LLVMValueRef n = LLVMGetIncomingValue(x, 0), p0 = NULL, val = NULL;
      if (n == t) val = Y;
      if (!val && LLVMIsAInstruction(n) && LLVMGetInstructionOpcode(n) == LLVMAdd && LLVMGetOperand(n, 1) == c) {
        LLVMValueRef p = LLVMGetOperand(n, 0);
        unsigned qi = LLVMGetIncomingBlock(q, 0) == ph ? 0 : 1;
        if (LLVMIsAPHINode(p) && LLVMGetInstructionParent(p) == head && LLVMCountIncoming(p) == 2 &&
            LLVMGetIncomingValue(q, 1 - qi) == t) {
          unsigned pi = LLVMGetIncomingBlock(p, 0) == ph ? 0 : 1;
          if (LLVMGetIncomingBlock(p, pi) == ph && LLVMGetIncomingValue(p, 1 - pi) == n) p0 = LLVMGetIncomingValue(p, pi);
        }
      }
      if (!val && p0 == q0) val = Y;
      else if (!val && p0 && LLVMTypeOf(p0) == LLVMTypeOf(Y)) {
        /* p's own start: p + c at the exit is p0 + (Y - q0) (wrapping arithmetic: equal bits) */
        LLVMValueRef a = v_hoist(V, fi, P, p0, 0), y = a ? v_hoist(V, fi, P, Y, 0) : NULL, b = y ? v_hoist(V, fi, P, q0, 0) : NULL;
        if (b) val = LLVMBuildAdd(V->pb, a, LLVMBuildSub(V->pb, y, b, ""), "");
      }
      if (!val) continue;
      LLVMReplaceAllUsesWith(x, val);
      LLVMInstructionEraseFromParent(x);
      V->changed = 1;
    }
  }
}

/* Unrolled and vectorised inner loops whose `!=` exit test (t = iv + s, s > 1, the increment nuw or
 * nsw) is not seen to meet its bound Y (the start is a select of the remainder's, not a constant):
 * in a defined execution it does (stepping over Y, the variable would wrap), so `t != Y` is `t < Y`
 * for 0 <= Y (tested), which the recurrences count for any step. */
static void v_steps(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, uint32_t P) {
  const gpuopt_cfg *cfg = fi->cfg;
  uint32_t Li = (uint32_t)(L - fi->loops->loops);
  for (uint32_t li = 0; li < fi->loops->nloops; li++) {
    const gpuopt_loop *M = &fi->loops->loops[li];
    if (M == L || M->nlatches != 1 || !gpuopt__loop_contains(fi->loops, Li, M->header)) continue;
    LLVMBasicBlockRef latch = cfg->blocks[M->latches[0]], head = cfg->blocks[M->header];
    LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br))) continue;
    LLVMValueRef cmp = LLVMGetCondition(br);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    if (pr != LLVMIntEQ && pr != LLVMIntNE) continue;
    int oi = defined_outside(LLVMGetOperand(cmp, 1), fi, M) ? 0 : 1;
    LLVMValueRef t = LLVMGetOperand(cmp, (unsigned)oi), Y = LLVMGetOperand(cmp, (unsigned)(1 - oi));
    if (!defined_outside(Y, fi, M) || !LLVMIsAInstruction(t) || LLVMGetInstructionOpcode(t) != LLVMAdd ||
        !(LLVMGetNSW(t) || LLVMGetNUW(t)) || !LLVMIsAConstantInt(LLVMGetOperand(t, 1)) ||
        LLVMConstIntGetSExtValue(LLVMGetOperand(t, 1)) <= 1)
      continue;
    LLVMValueRef q = LLVMGetOperand(t, 0);
    if (!LLVMIsAPHINode(q) || LLVMGetInstructionParent(q) != head || LLVMCountIncoming(q) != 2) continue;
    /* a vector loop from 0 has its exact count already (Y a multiple of the step) */
    LLVMValueRef q0 = LLVMGetIncomingBlock(q, 0) == cfg->blocks[M->preheader == GPUOPT_NONE ? 0 : M->preheader]
                          ? LLVMGetIncomingValue(q, 0) : LLVMGetIncomingValue(q, 1);
    if (M->preheader == GPUOPT_NONE || LLVMIsAConstantInt(q0)) continue;
    LLVMValueRef yp = v_hoist(V, fi, P, Y, 0);
    if (!yp) continue;
    v_require(V, LLVMBuildICmp(V->pb, LLVMIntSGE, yp, LLVMConstInt(LLVMTypeOf(yp), 0, 0), ""));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(V->c);
    LLVMPositionBuilderBefore(b, cmp);
    LLVMValueRef nc = LLVMBuildICmp(b, pr == LLVMIntNE ? LLVMIntSLT : LLVMIntSGE, t, Y, "");
    LLVMDisposeBuilder(b);
    LLVMReplaceAllUsesWith(cmp, nc);
    LLVMInstructionEraseFromParent(cmp);
    V->changed = 1;
  }
}

static unsigned npreds(const gpuopt_cfg *cfg, uint32_t b) {
  unsigned n = 0;
  CFG_PREDS(&cfg->g, b, it) n++;
  return n;
}

/* Joins of an unrolled or vectorised loop's end and its bypass (the start of the remainder, the
 * index of a single epilogue iteration): a phi of the outermost loop's body, outside inner-loop
 * headers, of two values available before the loop, where its block's immediate dominator D
 * branches on a condition c available there too, each incoming edge reached from one side of D's
 * branch alone (the edge D -> phi, or a successor whose one predecessor is D and which dominates
 * the incoming block). c does not change in the loop, so the phi is select(c, ...), computed before
 * the loop: a value the bounds can use. Where the phi's block itself branches on such a condition g
 * to a successor T (one predecessor), the uses in blocks T dominates (the epilogue iteration, run
 * only when trip % UF != 0) see select(g, sel, v) for the bypass value v instead: the same value
 * there, and an index already covered when the epilogue does not run (exact bounds). */
static void v_joins(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, uint32_t P) {
  const gpuopt_cfg *cfg = fi->cfg;
  const gpuopt_domtree *dom = fi->dom;
  for (uint32_t bi = 0; bi < L->nblocks && !V->oom; bi++) {
    uint32_t J = L->blocks[bi];
    uint32_t il = fi->loops->innermost[J];
    if (il != GPUOPT_NONE && fi->loops->loops[il].header == J) continue;
    uint32_t D = dom->idom[J];
    if (D == GPUOPT_NONE) continue;
    LLVMValueRef br = LLVMGetBasicBlockTerminator(cfg->blocks[D]);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    uint32_t S[2] = {gpuopt__cfg_block(cfg, LLVMGetSuccessor(br, 0)), gpuopt__cfg_block(cfg, LLVMGetSuccessor(br, 1))};
    if (S[0] == S[1] || S[0] == GPUOPT_NONE || S[1] == GPUOPT_NONE) continue;
    LLVMBasicBlockRef jb = cfg->blocks[J];
    for (LLVMValueRef x = LLVMGetFirstInstruction(jb), nx; x && LLVMIsAPHINode(x); x = nx) {
      nx = LLVMGetNextInstruction(x);
      if (LLVMCountIncoming(x) != 2 || LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMIntegerTypeKind) continue;
      LLVMValueRef val[2] = {NULL, NULL}, direct = NULL;
      int ok = 1;
      for (unsigned k = 0; k < 2 && ok; k++) {
        LLVMValueRef v = LLVMGetIncomingValue(x, k);
        uint32_t B = gpuopt__cfg_block(cfg, LLVMGetIncomingBlock(x, k));
        if (LLVMIsUndef(v) || LLVMIsPoison(v) || B == GPUOPT_NONE || !(v = v_hoist(V, fi, P, v, 0))) {
          ok = 0;
          break;
        }
        int side = -1;
        for (int j = 0; j < 2; j++) {
          if (B == D && S[j] == J) side = j, direct = v;
          else if (B != D && S[j] != J && npreds(cfg, S[j]) == 1 && gpuopt__dominates(dom, S[j], B)) side = j;
        }
        if (side < 0 || val[side]) ok = 0;
        else val[side] = v;
      }
      LLVMValueRef cnd = ok && val[0] && val[1] ? v_hoist(V, fi, P, LLVMGetCondition(br), 0) : NULL;
      if (!cnd) continue;
      LLVMValueRef sel = LLVMBuildSelect(V->pb, cnd, val[0], val[1], "");
      LLVMReplaceAllUsesWith(x, sel);
      LLVMInstructionEraseFromParent(x);
      V->changed = 1;
      /* the epilogue iteration's guard */
      LLVMValueRef jt = LLVMGetBasicBlockTerminator(jb);
      LLVMValueRef gc = direct && jt && LLVMIsABranchInst(jt) && LLVMIsConditional(jt) ? v_hoist(V, fi, P, LLVMGetCondition(jt), 0) : NULL;
      if (!gc) continue;
      for (int j = 0; j < 2; j++) {
        uint32_t T = gpuopt__cfg_block(cfg, LLVMGetSuccessor(jt, (unsigned)j));
        if (T == GPUOPT_NONE || npreds(cfg, T) != 1 || gpuopt__cfg_block(cfg, LLVMGetSuccessor(jt, (unsigned)(1 - j))) == T) continue;
        LLVMValueRef g = NULL;
        for (LLVMUseRef u = LLVMGetFirstUse(sel), un; u; u = un) {
          un = LLVMGetNextUse(u);
          LLVMValueRef us = LLVMGetUser(u);
          if (!LLVMIsAInstruction(us) || LLVMIsAPHINode(us)) continue;
          uint32_t ub = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(us));
          if (ub == GPUOPT_NONE || !gpuopt__dominates(dom, T, ub)) continue;
          if (!g) g = j == 0 ? LLVMBuildSelect(V->pb, gc, sel, direct, "") : LLVMBuildSelect(V->pb, gc, direct, sel, "");
          for (unsigned o = 0; o < (unsigned)LLVMGetNumOperands(us); o++)
            if (LLVMGetOperand(us, o) == sel) LLVMSetOperand(us, o, g);
        }
      }
    }
  }
}

/* Inner loop M of L counting up: its one latch continues while `p (+ c) <, <=, != B` (B outside M)
 * for a header phi p = [st, preheader], [p + c, latch] (c > 0, the add nsw or nuw). Returns the
 * first such p after phi `after` (NULL: from the first) and fills *pi (the preheader's incoming
 * index), *st, *c and *bound (B); NULL when there is none. */
static LLVMValueRef up_counter(const gpuopt_fninfo *fi, const gpuopt_loop *M, LLVMValueRef after, unsigned *pi_, LLVMValueRef *st_,
                               long long *c_, LLVMValueRef *bound) {
  const gpuopt_cfg *cfg = fi->cfg;
  if (M->preheader == GPUOPT_NONE || M->nlatches != 1) return NULL;
  LLVMBasicBlockRef ph = cfg->blocks[M->preheader], latch = cfg->blocks[M->latches[0]], head = cfg->blocks[M->header];
  LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !LLVMIsAICmpInst(LLVMGetCondition(br))) return NULL;
  LLVMValueRef cmp = LLVMGetCondition(br);
  int cont0 = LLVMGetSuccessor(br, 0) == head;
  if (!cont0 && LLVMGetSuccessor(br, 1) != head) return NULL;
  for (LLVMValueRef p = after ? LLVMGetNextInstruction(after) : LLVMGetFirstInstruction(head); p && LLVMIsAPHINode(p);
       p = LLVMGetNextInstruction(p)) {
    if (LLVMCountIncoming(p) != 2 || LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMIntegerTypeKind) continue;
    unsigned pi = LLVMGetIncomingBlock(p, 0) == ph ? 0 : 1;
    if (LLVMGetIncomingBlock(p, pi) != ph || LLVMGetIncomingBlock(p, 1 - pi) != latch) continue;
    LLVMValueRef n = LLVMGetIncomingValue(p, 1 - pi);
    if (!LLVMIsAInstruction(n) || LLVMGetInstructionOpcode(n) != LLVMAdd || !(LLVMGetNSW(n) || LLVMGetNUW(n))) continue;
    LLVMValueRef c = LLVMGetOperand(n, 0) == p ? LLVMGetOperand(n, 1) : LLVMGetOperand(n, 1) == p ? LLVMGetOperand(n, 0) : NULL;
    if (!c || !LLVMIsAConstantInt(c) || LLVMConstIntGetSExtValue(c) <= 0) continue;
    LLVMValueRef a = LLVMGetOperand(cmp, 0), bnd = LLVMGetOperand(cmp, 1);
    LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
    if (bnd == p || bnd == n) {
      LLVMValueRef t = a;
      a = bnd, bnd = t, pr = gpuopt__pred_swap(pr);
    }
    if (!cont0) pr = gpuopt__pred_invert(pr);
    if ((a != p && a != n) || !defined_outside(bnd, fi, M) ||
        (pr != LLVMIntNE && pr != LLVMIntSLT && pr != LLVMIntULT && pr != LLVMIntSLE && pr != LLVMIntULE))
      continue;
    *pi_ = pi, *st_ = LLVMGetIncomingValue(p, pi), *c_ = LLVMConstIntGetSExtValue(c), *bound = bnd;
    return p;
  }
  return NULL;
}

/* a phi of several values available before the outermost loop (at its preheader P), none undefined */
static int pre_phi(const gpuopt_fninfo *fi, uint32_t P, LLVMValueRef st) {
  if (!LLVMIsAPHINode(st)) return 0;
  unsigned ni = LLVMCountIncoming(st), ok = ni >= 2;
  for (unsigned i = 0; i < ni && ok; i++) {
    LLVMValueRef v = LLVMGetIncomingValue(st, i);
    ok = !LLVMIsUndef(v) && !LLVMIsPoison(v) && v_at_pre(fi, P, v);
  }
  return ok;
}

/* the signed minimum of st's incoming values, computed at the preheader */
static LLVMValueRef pre_min(vstate *V, LLVMValueRef st) {
  LLVMValueRef mn = LLVMGetIncomingValue(st, 0);
  for (unsigned i = 1; i < LLVMCountIncoming(st); i++) {
    LLVMValueRef v = LLVMGetIncomingValue(st, i);
    mn = LLVMBuildSelect(V->pb, LLVMBuildICmp(V->pb, LLVMIntSLT, v, mn, ""), v, mn, "");
  }
  return mn;
}

/* Remainder loops (the vectoriser's scalar loop, its epilogue vector loop): an inner loop whose
 * tested induction variable (stepping up by a constant, continuing while `iv (+ c) <, != B`)
 * starts at a phi P of several values (the vector loop's end from the middle block, its start from
 * the bypass), all available before the outermost loop. It now starts at their minimum, computed
 * there: its iterations are those it had and the ones before (a superset; the vector loop covers
 * these in the program), so its accesses' bounds are sound and, united with the vector loop's, the
 * source loop's. Such a loop no longer runs what the program runs: *lowered is set, and the caller
 * drops the density facts (bytes claimed written in full). */
static void v_starts(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, uint32_t P, int *lowered) {
  for (uint32_t li = 0; li < fi->loops->nloops && !V->oom; li++) {
    const gpuopt_loop *M = &fi->loops->loops[li];
    if (M == L || !gpuopt__loop_contains(fi->loops, (uint32_t)(L - fi->loops->loops), M->header)) continue;
    unsigned pi;
    LLVMValueRef st, bnd;
    long long c;
    for (LLVMValueRef p = up_counter(fi, M, NULL, &pi, &st, &c, &bnd); p; p = up_counter(fi, M, p, &pi, &st, &c, &bnd)) {
      if (!pre_phi(fi, P, st) || in_loop_block(fi, M, LLVMGetInstructionParent(st))) continue;
      LLVMSetOperand(p, pi, pre_min(V, st));
      *lowered = 1;
      V->changed = 1;
      break;
    }
  }
}

/* whether v is a multiple of c (a power of two): a constant, `x << k` or `x * k`, `x & M` with
 * the low bits of k, M zero */
static int multiple_of(LLVMValueRef v, long long c) {
  if (LLVMIsAConstantInt(v)) return LLVMConstIntGetSExtValue(v) % c == 0;
  if (!LLVMIsAInstruction(v) || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind || LLVMGetNumOperands(v) != 2) return 0;
  LLVMValueRef k = LLVMGetOperand(v, 1);
  if (!LLVMIsAConstantInt(k)) return 0;
  long long x = LLVMConstIntGetSExtValue(k);
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMShl: return x >= 0 && x < 63 && (1ll << x) % c == 0;
  case LLVMMul: case LLVMAnd: return x % c == 0;
  default: return 0;
  }
}

/* The same for a remainder loop unrolled by 2 after a straight-line iteration (clang -O2/-O3's
 * runtime unroller, on the vectoriser's scalar loop): the start X (a phi of values available
 * before the loop, block H) reaches the loop through J's phi s = [X, H], [X + 1, B], where B runs
 * one iteration at X when the trip count is odd (H branches to B or J; B's one predecessor is H; it
 * falls through to J), and J skips the loop when X was the last iteration (`X == N - 1`, N the
 * loop's bound). The loop steps by c = 2, X's values are multiples of 2 (so the parity of the
 * remainder's count is the trip count's, as the unroller assumed); X is used only in H, B and J.
 * With X lowered to min <= X, J skips the loop only when min = N - 1, where X = N - 1 too (the
 * remainder runs only with iterations left: X <= N - 1).
 * X becomes the minimum of its values: B and the loop then run the iterations from there (a
 * superset, as above); *lowered is set. Runs before v_joins, which then makes s a select. */
static void v_peel_starts(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, uint32_t P, int *lowered) {
  const gpuopt_cfg *cfg = fi->cfg;
  for (uint32_t li = 0; li < fi->loops->nloops && !V->oom; li++) {
    const gpuopt_loop *M = &fi->loops->loops[li];
    if (M == L || !gpuopt__loop_contains(fi->loops, (uint32_t)(L - fi->loops->loops), M->header)) continue;
    unsigned pi;
    LLVMValueRef s, bnd;
    long long c;
    LLVMValueRef p = up_counter(fi, M, NULL, &pi, &s, &c, &bnd);
    if (!p || c != 2 || !LLVMIsAPHINode(s) || LLVMCountIncoming(s) != 2) continue;
    LLVMBasicBlockRef J = LLVMGetInstructionParent(s);
    if (in_loop_block(fi, M, J)) continue;
    /* s = [X, H], [X + 1, B] */
    LLVMValueRef X = NULL, X1 = NULL;
    LLVMBasicBlockRef H = NULL, B = NULL;
    for (unsigned k = 0; k < 2; k++) {
      LLVMValueRef v = LLVMGetIncomingValue(s, k), w = LLVMGetIncomingValue(s, 1 - k);
      if (!LLVMIsAInstruction(v) || LLVMGetOperand(v, 0) != w || !is_const(LLVMGetOperand(v, 1), 1)) continue;
      LLVMOpcode op = LLVMGetInstructionOpcode(v);
      if (op != LLVMAdd && !(op == LLVMOr && LLVMGetIsDisjoint(v))) continue;
      X1 = v, X = w, B = LLVMGetIncomingBlock(s, k), H = LLVMGetIncomingBlock(s, 1 - k);
    }
    if (!X || !LLVMIsAPHINode(X) || LLVMGetInstructionParent(X) != H || LLVMGetInstructionParent(X1) != B || H == B ||
        !in_loop_block(fi, L, H) || !pre_phi(fi, P, X))
      continue;
    uint32_t Hn = gpuopt__cfg_block(cfg, H), Bn = gpuopt__cfg_block(cfg, B);
    if (Hn == GPUOPT_NONE || Bn == GPUOPT_NONE || fi->loops->innermost[Hn] != fi->loops->innermost[Bn] ||
        (fi->loops->innermost[Hn] != GPUOPT_NONE && fi->loops->loops[fi->loops->innermost[Hn]].header == Hn))
      continue;
    LLVMValueRef hbr = LLVMGetBasicBlockTerminator(H), bbr = LLVMGetBasicBlockTerminator(B);
    if (!hbr || !LLVMIsABranchInst(hbr) || !LLVMIsConditional(hbr) || !bbr || !LLVMIsABranchInst(bbr) ||
        LLVMIsConditional(bbr) || LLVMGetSuccessor(bbr, 0) != J || npreds(cfg, Bn) != 1)
      continue;
    unsigned hs = LLVMGetSuccessor(hbr, 0) == B ? 0 : 1;
    if (LLVMGetSuccessor(hbr, hs) != B || LLVMGetSuccessor(hbr, 1 - hs) != J) continue;
    /* J skips the loop when X was the last iteration: X == B' - 1 (B' the loop's bound) */
    LLVMValueRef jbr = LLVMGetBasicBlockTerminator(J), jc = jbr && LLVMIsABranchInst(jbr) && LLVMIsConditional(jbr) ? LLVMGetCondition(jbr) : NULL;
    if (!jc || !LLVMIsAICmpInst(jc) || (LLVMGetICmpPredicate(jc) != LLVMIntEQ && LLVMGetICmpPredicate(jc) != LLVMIntNE)) continue;
    LLVMValueRef E = LLVMGetOperand(jc, 0) == X ? LLVMGetOperand(jc, 1) : LLVMGetOperand(jc, 1) == X ? LLVMGetOperand(jc, 0) : NULL;
    if (!E || !LLVMIsAInstruction(E) || LLVMGetInstructionOpcode(E) != LLVMAdd || LLVMGetOperand(E, 0) != bnd ||
        !is_const(LLVMGetOperand(E, 1), -1))
      continue;
    int ok = 1;
    for (unsigned i = 0; i < LLVMCountIncoming(X) && ok; i++) ok = multiple_of(LLVMGetIncomingValue(X, i), 2);
    for (LLVMUseRef u = LLVMGetFirstUse(X); u && ok; u = LLVMGetNextUse(u)) {
      LLVMValueRef w = LLVMGetUser(u);
      LLVMBasicBlockRef wb = LLVMIsAInstruction(w) ? LLVMGetInstructionParent(w) : NULL;
      ok = wb == H || wb == B || wb == J;
    }
    if (!ok) continue;
    LLVMReplaceAllUsesWith(X, pre_min(V, X));
    LLVMInstructionEraseFromParent(X);
    *lowered = 1;
    V->changed = 1;
  }
}

/* A static chunked schedule (schedule(static, c)): the clone's outermost loop is the chunk loop,
 * around the iteration loop. With the static_init call gone, lb and ub keep the whole space, so its
 * first chunk is the whole space, and the chunks after it (lb advanced by the stride, ub capped at
 * the last iteration) run parts of it again. Every iteration the loop touches is thus one of the
 * first chunk's: the chunk loop's back edge goes (its latch leaves), simplifycfg folds it, and the
 * iteration loop becomes the outermost loop. 1 when done. */
static int v_one_chunk(gpuopt_ctx *ctx, LLVMValueRef R, gpuopt_status *st) {
  gpuopt_fninfo *fi;
  gpuopt__invalidate(ctx, R, 0);
  if (gpuopt__require(ctx, R, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  const gpuopt_loop *L = NULL;
  unsigned ntop = 0, nin = 0;
  for (uint32_t i = 0; i < fi->loops->nloops; i++)
    if (outermost(fi, i)) L = &fi->loops->loops[i], ntop++;
  if (ntop != 1 || L->nlatches != 1) return 0;
  for (uint32_t i = 0; i < fi->loops->nloops; i++)
    nin += fi->loops->loops[i].parent == (uint32_t)(L - fi->loops->loops);
  if (nin != 1) return 0;
  LLVMBasicBlockRef head = fi->cfg->blocks[L->header];
  LLVMValueRef br = LLVMGetBasicBlockTerminator(fi->cfg->blocks[L->latches[0]]);
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) return 0;
  int stay0 = LLVMGetSuccessor(br, 0) == head;
  if (!stay0 && LLVMGetSuccessor(br, 1) != head) return 0;
  LLVMSetCondition(br, LLVMConstInt(LLVMInt1TypeInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R))), stay0 ? 0 : 1, 0));
  gpuopt__invalidate(ctx, R, 0);
  *st = run_on(ctx, R, "simplifycfg");
  if (*st == GPUOPT_OK) *st = run_on(ctx, R, gpuopt_loops_canonical_pipeline);
  gpuopt__invalidate(ctx, R, 0);
  return *st == GPUOPT_OK;
}

/* Step 2b on the range function R (canonical form): the tests' conjunction at the preheader of its
 * one outermost loop (NULL: nothing changed; i1 true: no test needed). */
/* Webs of phis that carry one value around the loops (clang -O2 reloads a shared scalar after a
 * call in the body; step 1 hoisted the reloads, leaving `m = phi [m', latch], [m0, pre]` cycles and
 * their LCSSA copies whose only value from outside the web is that one load): each phi of such a
 * web is that value. The value must be an argument, a constant or an instruction outside every
 * loop whose block strictly dominates the phis'. Returns whether something changed. */
static int v_phi_webs(gpuopt_ctx *ctx, LLVMValueRef R) {
  int changed = 0;
  gpuopt_fninfo *fi;
  gpuopt__invalidate(ctx, R, 0);
  if (gpuopt__require(ctx, R, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef p = LLVMGetFirstInstruction(bb), pn; p && LLVMIsAPHINode(p); p = pn) {
      pn = LLVMGetNextInstruction(p);
      LLVMValueRef web[32], x = NULL;
      unsigned n = 0, ok = 1;
      web[n++] = p;
      for (unsigned i = 0; i < n && ok; i++)
        for (unsigned k = 0; k < LLVMCountIncoming(web[i]) && ok; k++) {
          LLVMValueRef v = LLVMGetIncomingValue(web[i], k);
          if (LLVMIsAPHINode(v)) {
            unsigned j = 0;
            while (j < n && web[j] != v) j++;
            if (j == n) {
              if (n == 32) ok = 0;
              else web[n++] = v;
            }
          } else if (!x) x = v;
          else if (x != v) ok = 0;
        }
      if (!ok || !x || LLVMIsAUndefValue(x) || LLVMIsAPoisonValue(x)) continue;
      if (LLVMIsAInstruction(x)) {
        /* x's block is in no loop (a value from before the loops: the analysis' LCSSA copies of a
         * loop's values stay) and strictly dominates every phi's block */
        uint32_t xb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(x));
        if (xb != GPUOPT_NONE && fi->loops->innermost[xb] != GPUOPT_NONE) ok = 0;
        for (unsigned i = 0; i < n && ok; i++) {
          uint32_t pb = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(web[i]));
          if (xb == GPUOPT_NONE || pb == GPUOPT_NONE || xb == pb || !gpuopt__dominates(fi->dom, xb, pb)) ok = 0;
        }
      } else if (!LLVMIsAArgument(x) && !LLVMIsAConstant(x))
        ok = 0;
      if (!ok) continue;
      /* every phi of the web is x; erase them (the next phi to visit may be one of them) */
      for (unsigned i = 0; i < n; i++) LLVMReplaceAllUsesWith(web[i], x);
      for (unsigned i = 0; i < n; i++) {
        if (web[i] == pn) pn = LLVMGetNextInstruction(pn);
        while (pn && LLVMIsAPHINode(pn)) {
          unsigned j = 0;
          while (j < n && web[j] != pn) j++;
          if (j == n) break;
          pn = LLVMGetNextInstruction(pn);
        }
      }
      for (unsigned i = 0; i < n; i++) LLVMInstructionEraseFromParent(web[i]);
      changed = 1;
    }
  return changed;
}

/* Phis of one operation (clang -O2 keeps `%j.next = phi [%j + 1, %skip], [%j + 1, %body]` where the
 * guard of an inner loop that was not unswitched splits the body and each path advances j): every
 * incoming value is the same operation (add, sub, mul, shl, disjoint or) on the same operands, each
 * a constant, an argument or an instruction whose block strictly dominates the phi's. Such an
 * operand is not redefined between the incoming operation and the phi (a path back to its block
 * and on to the incoming edge would avoid the operation, which dominates that edge), so the phi is
 * the operation computed in its own block, with the flags all the copies carry. The loop's
 * induction variable then has one increment, as the range analysis and the analyses of step 2b
 * expect. Valid as it stands (no run-time test); returns whether something changed. */
static int v_incs(gpuopt_ctx *ctx, LLVMValueRef R) {
  int changed = 0;
  gpuopt_fninfo *fi;
  gpuopt__invalidate(ctx, R, 0);
  if (gpuopt__require(ctx, R, GPUOPT_META_CFG | GPUOPT_META_DOM, &fi)) return 0;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R)));
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
    uint32_t pb = gpuopt__cfg_block(fi->cfg, bb);
    if (pb == GPUOPT_NONE) continue;
    for (LLVMValueRef p = LLVMGetFirstInstruction(bb), pn; p && LLVMIsAPHINode(p); p = pn) {
      pn = LLVMGetNextInstruction(p);
      unsigned n = LLVMCountIncoming(p);
      LLVMValueRef r = n >= 2 ? LLVMGetIncomingValue(p, 0) : NULL;
      if (!r || !LLVMIsAInstruction(r) || LLVMGetTypeKind(LLVMTypeOf(r)) != LLVMIntegerTypeKind) continue;
      LLVMOpcode op = LLVMGetInstructionOpcode(r);
      if (op != LLVMAdd && op != LLVMSub && op != LLVMMul && op != LLVMShl && op != LLVMOr) continue;
      int nsw = 1, nuw = 1, disj = 1, ok = 1;
      for (unsigned k = 0; k < n && ok; k++) {
        LLVMValueRef x = LLVMGetIncomingValue(p, k);
        ok = LLVMIsAInstruction(x) && LLVMGetInstructionOpcode(x) == op && LLVMGetOperand(x, 0) == LLVMGetOperand(r, 0) &&
             LLVMGetOperand(x, 1) == LLVMGetOperand(r, 1);
        if (!ok) break;
        if (op == LLVMOr) disj &= LLVMGetIsDisjoint(x) != 0;
        else nsw &= LLVMGetNSW(x) != 0, nuw &= LLVMGetNUW(x) != 0;
      }
      if (!ok || (op == LLVMOr && !disj)) continue;
      for (unsigned o = 0; o < 2 && ok; o++) {
        LLVMValueRef a = LLVMGetOperand(r, o);
        if (LLVMIsAConstantInt(a) || LLVMIsAArgument(a)) continue;
        uint32_t ab = LLVMIsAInstruction(a) ? gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(a)) : GPUOPT_NONE;
        ok = ab != GPUOPT_NONE && ab != pb && gpuopt__dominates(fi->dom, ab, pb);
      }
      if (!ok) continue;
      LLVMValueRef first = LLVMGetFirstInstruction(bb);
      while (first && LLVMIsAPHINode(first)) first = LLVMGetNextInstruction(first);
      if (!first) continue;
      LLVMPositionBuilderBefore(b, first);
      LLVMValueRef v = LLVMBuildBinOp(b, op, LLVMGetOperand(r, 0), LLVMGetOperand(r, 1), "");
      if (!LLVMIsAInstruction(v)) continue; /* folded to a constant: leave the phi */
      if (op == LLVMOr) LLVMSetIsDisjoint(v, 1);
      else LLVMSetNSW(v, nsw), LLVMSetNUW(v, nuw);
      LLVMReplaceAllUsesWith(p, v);
      LLVMInstructionEraseFromParent(p);
      changed = 1;
    }
  }
  LLVMDisposeBuilder(b);
  return changed;
}

/* Strides and bounds of unknown sign (a second attempt, after the bounds failed without it): a
 * product w * x in the loop of a value x from before it and a w that is not a constant (a row
 * stride `n` of `A[i*n + j]` that comes in as an int), or a bound x from before the loop in one of
 * the outermost loop's exit tests (its last iteration, an int that clang computed without nsw),
 * gives each access two candidate ends, min and max over its first and last iteration, and the
 * union over a few vectorised and unrolled copies of a loop exceeds what a min/max keeps. With
 * x >= 0 tested (the ranges are unknown otherwise), x is read there as select(x >= 0, x, 0): the
 * same value, whose range the analysis knows. Returns the number of values tested. */
static unsigned v_signs(vstate *V, const gpuopt_fninfo *fi, const gpuopt_loop *L, uint32_t P) {
  LLVMValueRef done[16], sub[16];
  unsigned nd = 0;
  for (uint32_t bi = 0; bi < L->nblocks && !V->oom; bi++) {
    LLVMBasicBlockRef bb = fi->cfg->blocks[L->blocks[bi]];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      /* products, and the outermost loop's exit tests against a bound from before it */
      int cmp = 0;
      if (LLVMIsAICmpInst(in))
        for (uint32_t e = 0; e < L->nexiting; e++) {
          LLVMValueRef t = L->exiting[e] == L->blocks[bi] ? LLVMGetBasicBlockTerminator(bb) : NULL;
          cmp |= t && LLVMIsABranchInst(t) && LLVMIsConditional(t) && LLVMGetCondition(t) == in;
        }
      if (!cmp && (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMIntegerTypeKind || LLVMGetInstructionOpcode(in) != LLVMMul)) continue;
      for (unsigned o = 0; o < 2; o++) {
        LLVMValueRef x = LLVMGetOperand(in, o), w = LLVMGetOperand(in, 1 - o);
        if (!LLVMIsAInstruction(x) || LLVMIsAConstantInt(w) || !v_at_pre(fi, P, x)) continue;
        if (cmp && (defined_outside(w, fi, L) || LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMIntegerTypeKind)) continue;
        unsigned k = 0;
        while (k < nd && done[k] != x) k++;
        if (k == nd) {
          if (nd == 16) continue;
          LLVMValueRef z = LLVMConstInt(LLVMTypeOf(x), 0, 0), ge = LLVMBuildICmp(V->pb, LLVMIntSGE, x, z, "");
          v_require(V, ge);
          done[nd] = x, sub[nd++] = LLVMBuildSelect(V->pb, ge, x, z, "");
          V->changed = 1;
        }
        LLVMSetOperand(in, o, sub[k]);
      }
    }
  }
  return nd;
}

static LLVMValueRef v_run(gpuopt_ctx *ctx, LLVMValueRef R, int *oom, int *lowered, int *signs) {
  gpuopt_fninfo *fi;
  if (v_phi_webs(ctx, R)) gpuopt__invalidate(ctx, R, 0); /* valid as it stands: no run-time test */
  if (v_incs(ctx, R)) gpuopt__invalidate(ctx, R, 0);     /* the same */
  gpuopt__invalidate(ctx, R, 0);
  if (gpuopt__require(ctx, R, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return NULL;
  const gpuopt_loop *L = NULL;
  unsigned ntop = 0;
  for (uint32_t i = 0; i < fi->loops->nloops; i++)
    if (outermost(fi, i)) L = &fi->loops->loops[i], ntop++;
  if (ntop != 1) return NULL;
  vstate V;
  memset(&V, 0, sizeof V);
  V.c = LLVMGetModuleContext(LLVMGetGlobalParent(R));
  V.i64 = LLVMInt64TypeInContext(V.c);
  V.i1 = LLVMInt1TypeInContext(V.c);
  V.ok = LLVMConstInt(V.i1, 1, 0);
  V.pb = LLVMCreateBuilderInContext(V.c);
  if (L->preheader == GPUOPT_NONE) {
    LLVMDisposeBuilder(V.pb);
    return NULL;
  }
  V.pbb = fi->cfg->blocks[L->preheader];
  LLVMPositionBuilderBefore(V.pb, LLVMGetBasicBlockTerminator(V.pbb));
  vloop l;
  LLVMValueRef T;
  if (!v_shape(&V, fi, L, &l, &T)) {
    LLVMDisposeBuilder(V.pb);
    return NULL;
  }
  v_require(&V, LLVMBuildICmp(V.pb, LLVMIntSGE, T, LLVMConstInt(V.i64, 1, 0), ""));
  v_nowrap(&V, fi, L, &l, T);
  v_masks(&V, R, fi, L, L->preheader);
  v_peel_starts(&V, fi, L, L->preheader, lowered);
  for (int round = 0; round < 2; round++) {
    v_exitvals(&V, fi, L, L->preheader);
    v_joins(&V, fi, L, L->preheader);
  }
  v_steps(&V, fi, L, L->preheader);
  v_starts(&V, fi, L, L->preheader, lowered);
  vloop in;
  LLVMValueRef inT;
  for (int lev = 0; lev < 2 && !V.oom; lev++) {
    if (!v_split(&V, fi, L, &l, T, &in, &inT)) break;
    l = in, T = inT;
  }
  if (l.iv != NULL) v_known(&V, l.iv, LLVMConstInt(V.i64, 0, 0), LLVMBuildSub(V.pb, T, LLVMConstInt(V.i64, 1, 0), ""));
  v_truncs(&V, fi, L);
  if (l.iv != NULL && V.changed) v_narrow(&V, l.iv, T, l.header, l.ph, l.latch);
  v_inner_narrow(&V, fi, L);
  v_sext_shifts(&V, fi, L);
  v_sums(&V, fi, L);
  if (signs) *signs = (int)v_signs(&V, fi, L, L->preheader);
  LLVMDisposeBuilder(V.pb);
  gpuopt__invalidate(ctx, R, 0);
  *oom |= V.oom;
  return V.changed ? V.ok : NULL;
}

/* The analysis and the code of steps 3-4 on the canonical clone R; 1 done, 0 why filled. */
static int fill(gpuopt_ctx *ctx, LLVMValueRef R, LLVMValueRef vok, int lowered, unsigned nargs, const int *argk, unsigned nglob, unsigned *gexact,
                unsigned char *flags, int empty_untouched, char *why, size_t whylen, int *oom) {
  lf_func F;
  memset(&F, 0, sizeof F);
  if (gpuopt__lf_build(ctx, R, &F)) {
    gpuopt__lf_free(&F);
    snprintf(why, whylen, "the loop analysis failed on it");
    return 0;
  }
  int ok = 0;
  argrange *ar = calloc(nargs + 1, sizeof *ar);
  LLVMBasicBlockRef *keep = calloc(F.fi->cfg->g.n + 1, sizeof *keep);
  LLVMBuilderRef b = NULL;
  gpuopt_ptrmap gout; /* globals also accessed outside the loop: they move whole */
  gpuopt__ptrmap_init(&gout);
  if (!ar || !keep) {
    *oom = 1;
    goto out;
  }
  uint32_t root = GPUOPT_NONE, ntop = 0;
  for (uint32_t l = 0; l < F.nloops; l++)
    if (outermost(F.fi, l)) root = l, ntop++;
  if (ntop != 1) {
    snprintf(why, whylen, "its body has %u outermost loops", ntop);
    goto out;
  }
  uint32_t pre = F.fi->loops->loops[root].preheader;
  if (pre == GPUOPT_NONE) {
    snprintf(why, whylen, "the loop has no preheader");
    goto out;
  }
  lf_region Rg;
  if (!gpuopt__lf_region_bounds(&F, root, &Rg)) {
    if (F.arena.oom || F.t->oom) *oom = 1;
    snprintf(why, whylen, "its accesses cannot be bounded");
    goto out;
  }
  if (!Rg.analysable) {
    snprintf(why, whylen, "its accesses cannot be bounded (%s)", Rg.why ? Rg.why : "unknown");
    goto out;
  }
  /* accesses outside the loop: of a shared value (its range is not the loop's alone), or unknown */
  for (size_t ai = 0; ai < F.acc.len; ai++) {
    const lf_access *A = &F.acc.data[ai];
    if (A->loop != GPUOPT_NONE && gpuopt__lf_loop_in(&F, A->loop, root)) continue;
    if (A->ptr.why || !A->ptr.base) {
      if (LLVMIsACallInst(A->inst)) {
        LLVMValueRef c = LLVMGetCalledValue(A->inst);
        const char *cn = c && LLVMIsAFunction(c) ? nm_of(c) : "";
        if (!strncmp(cn, "llvm.", 5) || gpuopt__omp_call(cn, NULL, NULL) != OMP_CALL_NONE) continue;
        snprintf(why, whylen, "the region calls %s outside its loop", *cn ? cn : "a function pointer");
      } else snprintf(why, whylen, "an access outside its loop cannot be bounded (%s)", A->ptr.why ? A->ptr.why : "unknown base");
      goto out;
    }
    int a = base_arg(R, A->ptr.base, nargs, argk);
    if (a >= 0) ar[a].whole = 1;
    else if (LLVMIsAGlobalVariable(A->ptr.base) && !gpuopt__ptrmap_put(&gout, A->ptr.base, 1)) *oom = 1;
    else if (a == -2 && !LLVMIsAArgument(A->ptr.base)) {
      /* a pointer that is no shared value's (a slot read by value is harmless): it may reach one */
      snprintf(why, whylen, "an access outside its loop goes through %s, which is no shared array",
               gpuopt__lf_base_name(&F, A->ptr.base));
      goto out;
    }
  }
  for (uint32_t i = 0; i < Rg.nb; i++) {
    const lf_bound *bd = &Rg.b[i];
    int a = base_arg(R, bd->base, nargs, argk);
    if (a == -1) continue;
    if (a == -2) {
      snprintf(why, whylen, "it indexes %s, which is no shared array", gpuopt__lf_base_name(&F, bd->base));
      goto out;
    }
    ar[a].nbases++;
    ar[a].read |= bd->read || bd->rmw;
    if (!bd->lo || !bd->hi) ar[a].whole = 1;
  }
  /* the code, at the preheader */
  LLVMBasicBlockRef preb = F.fi->cfg->blocks[pre];
  LLVMValueRef term = LLVMGetBasicBlockTerminator(preb);
  b = LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R)));
  LLVMPositionBuilderBefore(b, term);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R)));
  unsigned any = 0;
  for (uint32_t i = 0; i < Rg.nb; i++) {
    const lf_bound *bd = &Rg.b[i];
    int a = base_arg(R, bd->base, nargs, argk);
    if (a < 0 || ar[a].whole) continue;
    gpuopt_bir x;
    gpuopt__bir_init(&x, b, i64, F.fi, pre);
    LLVMValueRef lo = gpuopt__bir_emit(&x, bd->lo), hi = x.ok ? gpuopt__bir_emit(&x, bd->hi) : NULL;
    if (!x.ok || !lo || !hi) {
      ar[a].whole = 1;
      continue;
    }
    if (ar[a].nbases == 1 && bd->nguard) {
      /* not touched at all when its guard fails: an empty range */
      LLVMValueRef g = guard_ok(&x, bd->guard, bd->nguard);
      if (g) {
        lo = LLVMBuildSelect(b, g, lo, LLVMConstInt(i64, 0, 0), "");
        hi = LLVMBuildSelect(b, g, hi, LLVMConstInt(i64, (unsigned long long)-1, 1), "");
      }
    }
    ar[a].lo = gpuopt__bir_minmax(b, ar[a].lo, lo, 1);
    ar[a].hi = gpuopt__bir_minmax(b, ar[a].hi, hi, 0);
    /* written in full, read nowhere in the loop, the only base of its value */
    if (!lowered && ar[a].nbases == 1 && !ar[a].read && bd->write && bd->dlo && bd->dhi) {
      gpuopt_bir y;
      gpuopt__bir_init(&y, b, i64, F.fi, pre);
      LLVMValueRef dl = gpuopt__bir_emit(&y, bd->dlo), dh = y.ok ? gpuopt__bir_emit(&y, bd->dhi) : NULL;
      LLVMValueRef g = y.ok && dl && dh ? guard_ok(&y, bd->dguard, bd->ndguard) : NULL;
      if (g) {
        LLVMValueRef unk = LLVMConstInt(i64, 0x8000000000000000ull, 0);
        ar[a].dlo = LLVMBuildSelect(b, g, dl, unk, "");
        ar[a].dhi = LLVMBuildSelect(b, g, dh, unk, "");
      }
    }
  }
  /* one copy of a versioned loop (empty_untouched): an array it never accesses (no base of the
   * loop's and no access outside it maps to it) has the empty range */
  for (unsigned a = 0; a < nargs && empty_untouched; a++)
    if ((argk[a] == GPUOPT__RK_ARRAY_BASE || argk[a] == GPUOPT__RK_OBJECT) && !ar[a].whole && !ar[a].nbases && !ar[a].lo) {
      ar[a].lo = LLVMConstInt(i64, 0, 0);
      ar[a].hi = LLVMConstInt(i64, (unsigned long long)-1, 1);
    }
  LLVMValueRef out = LLVMGetParam(R, LLVMCountParams(R) - 1);
  for (unsigned a = 0; a < nargs; a++) {
    if (ar[a].whole || !ar[a].lo || !ar[a].hi) continue;
    LLVMValueRef v[4] = {ar[a].lo, ar[a].hi, ar[a].dlo, ar[a].dhi};
    for (unsigned e = 0; e < 4; e++) {
      if (!v[e]) continue;
      if (vok) v[e] = LLVMBuildSelect(b, vok, v[e], LLVMConstInt(i64, 0x8000000000000000ull, 0), "");
      LLVMValueRef ix = LLVMConstInt(i64, 4ull * a + e, 0);
      LLVMBuildStore(b, v[e], LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
    }
    flags[a] = (unsigned char)(1 | (ar[a].dlo ? 2 : 0));
    any++;
  }
  /* globals: count, then {address, lo, hi, dlo, dhi} each, after the shared values' entries */
  unsigned ng = 0;
  for (uint32_t i = 0; i < Rg.nb && ng < nglob; i++) {
    const lf_bound *bd = &Rg.b[i];
    if (!LLVMIsAGlobalVariable(bd->base) || !bd->lo || !bd->hi || gpuopt__ptrmap_get(&gout, bd->base, NULL)) continue;
    gpuopt_bir x;
    gpuopt__bir_init(&x, b, i64, F.fi, pre);
    LLVMValueRef lo = gpuopt__bir_emit(&x, bd->lo), hi = x.ok ? gpuopt__bir_emit(&x, bd->hi) : NULL;
    if (!x.ok || !lo || !hi) continue;
    if (bd->nguard) {
      LLVMValueRef g = guard_ok(&x, bd->guard, bd->nguard);
      if (g) {
        lo = LLVMBuildSelect(b, g, lo, LLVMConstInt(i64, 0, 0), "");
        hi = LLVMBuildSelect(b, g, hi, LLVMConstInt(i64, (unsigned long long)-1, 1), "");
      }
    }
    LLVMValueRef unk = LLVMConstInt(i64, 0x8000000000000000ull, 0), dlo = unk, dhi = unk;
    if (!lowered && bd->write && !bd->read && !bd->rmw && bd->dlo && bd->dhi) {
      gpuopt_bir y;
      gpuopt__bir_init(&y, b, i64, F.fi, pre);
      LLVMValueRef dl = gpuopt__bir_emit(&y, bd->dlo), dh = y.ok ? gpuopt__bir_emit(&y, bd->dhi) : NULL;
      LLVMValueRef g = y.ok && dl && dh ? guard_ok(&y, bd->dguard, bd->ndguard) : NULL;
      if (g) dlo = LLVMBuildSelect(b, g, dl, unk, ""), dhi = LLVMBuildSelect(b, g, dh, unk, "");
    }
    LLVMValueRef v[5] = {LLVMBuildPtrToInt(b, bd->base, i64, ""), lo, hi, dlo, dhi};
    for (unsigned e = 0; e < 5; e++) {
      LLVMValueRef ix = LLVMConstInt(i64, 4ull * nargs + 1 + 5ull * ng + e, 0);
      LLVMBuildStore(b, v[e], LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
    }
    ng++;
  }
  if (ng) {
    LLVMValueRef ix = LLVMConstInt(i64, 4ull * nargs, 0);
    LLVMValueRef cnt = LLVMConstInt(i64, ng, 0);
    if (vok) cnt = LLVMBuildSelect(b, vok, cnt, LLVMConstInt(i64, 0, 0), "");
    LLVMBuildStore(b, cnt, LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
  }
  *gexact = ng;
  if (!any && !ng) {
    snprintf(why, whylen, "no shared array of the loop has bounds");
    goto out;
  }
  /* cut: the preheader returns, the other ways out of the prologue too; the rest goes */
  LLVMBuildRetVoid(b);
  LLVMInstructionEraseFromParent(term);
  uint32_t nkeep = 0;
  for (uint32_t bb = 0; bb < F.fi->cfg->g.n; bb++)
    if (gpuopt__dominates(F.fi->dom, bb, pre)) keep[nkeep++] = F.fi->cfg->blocks[bb];
  ok = 1;
out:
  if (b) LLVMDisposeBuilder(b);
  gpuopt__ptrmap_free(&gout);
  gpuopt__lf_free(&F);
  gpuopt__invalidate(ctx, R, 0);
  if (ok) {
    /* every edge out of the kept blocks goes to one return */
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(R));
    LLVMBasicBlockRef retb = NULL;
    gpuopt_ptrmap kp;
    gpuopt__ptrmap_init(&kp);
    for (uint32_t i = 0; i < nkeep; i++)
      if (!gpuopt__ptrmap_put(&kp, keep[i], 1)) *oom = 1;
    for (uint32_t i = 0; i < nkeep && !*oom; i++) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(keep[i]);
      for (unsigned sc = 0; t && sc < LLVMGetNumSuccessors(t); sc++) {
        if (gpuopt__ptrmap_get(&kp, LLVMGetSuccessor(t, sc), NULL)) continue;
        if (!retb) {
          retb = LLVMAppendBasicBlockInContext(c, R, "ranges.none");
          LLVMBuilderRef rb = LLVMCreateBuilderInContext(c);
          LLVMPositionBuilderAtEnd(rb, retb);
          LLVMBuildRetVoid(rb);
          LLVMDisposeBuilder(rb);
        }
        LLVMSetSuccessor(t, sc, retb);
      }
    }
    /* the other blocks: uses replaced, terminators first, then the blocks */
    if (!*oom) {
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
        if (bb == retb || gpuopt__ptrmap_get(&kp, bb, NULL)) continue;
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
          if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(in, LLVMGetPoison(LLVMTypeOf(in)));
      }
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
        if (bb == retb || gpuopt__ptrmap_get(&kp, bb, NULL)) continue;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (t) LLVMInstructionEraseFromParent(t);
      }
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R), next; bb; bb = next) {
        next = LLVMGetNextBasicBlock(bb);
        if (bb != retb && !gpuopt__ptrmap_get(&kp, bb, NULL)) LLVMDeleteBasicBlock(bb);
      }
    }
    gpuopt__ptrmap_free(&kp);
    if (*oom) ok = 0;
  }
  free(ar);
  free(keep);
  return ok;
}

/* The first __kmpc_for_static_init_* call of fn (the clone's worksharing loop), NULL if none. */
static LLVMValueRef first_static_init(LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (LLVMIsACallInst(in) && LLVMGetCalledValue(in) && LLVMIsAFunction(LLVMGetCalledValue(in)) &&
          gpuopt__omp_call(nm_of(LLVMGetCalledValue(in)), NULL, NULL) == OMP_CALL_STATIC_INIT)
        return in;
  return NULL;
}

/* A dynamic schedule (dynamic, guided, runtime, auto: __kmpc_dispatch_init/next_{4,4u,8,8u};
 * step 1): the clone's dispatch loop `while (dispatch_next(&last, &lb, &ub, &st)) for (i = lb; i
 * <= ub; i += st) body` becomes one pass over the whole space [lb, ub] of dispatch_init. The
 * directive promises independent iterations, and every chunk any thread gets lies in that space,
 * so one chunk that is the whole space (what one thread asking for all of it would get) touches
 * every address any schedule touches: the bounds of that pass are a hull of every thread's. Each
 * dispatch_next call returns 1 and stores dispatch_init's lb, ub and st into its slots where no
 * call has returned nonzero before it (a first call), followed by a static_init of those slots
 * (one thread asking for the whole space: it leaves them as they are) and the upper bound stored
 * again, the form of a static loop's start that step 0's fold and step 1 take; and it returns 0
 * where one has on every path (a later call: the space is spent). Which is which is read from the CFG: a predecessor of the call's block
 * that no call's nonzero edge reaches is first; one that every path from the entry reaches through
 * such an edge is later. A block reached both ways (the dispatch loop's header, entered before the
 * loop and from its back edge) has its later edges sent to the block its 0 result takes (its phis
 * used past there get a phi in that block with their values on those edges: a lastprivate copy).
 * Each call's result must be tested `!= 0` (or `== 0`) by its block's branch alone; any other form
 * leaves the clone as it was. Returns 1 done, 0 not this form (why filled; the caller drops the
 * clone), -1 no dispatch_init. Requires nothing computed; invalidates nothing (the clone is new). */
typedef struct {
  LLVMValueRef call, cmp, pub; /* pub: the upper bound's slot */
  LLVMBasicBlockRef bb, more, done;
} dnext;

/* Marks in seen[] (block numbers of ix, 1 the entry) the blocks reached from block start, without
 * the nonzero edges of the calls nx[] when skip_more, nor through blocks already marked. 0: out of
 * memory. */
static int reach_from(LLVMBasicBlockRef *blocks, const gpuopt_ptrmap *ix, unsigned nb, unsigned char *seen, unsigned start,
                      const dnext *nx, size_t nn, unsigned skip_more) {
  unsigned *stack = malloc((nb + 1) * sizeof *stack), sp = 0;
  if (!stack) return 0;
  if (!seen[start]) seen[start] = 1, stack[sp++] = start;
  while (sp) {
    LLVMBasicBlockRef bb = blocks[stack[--sp]];
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    for (unsigned k = 0; k < ns; k++) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(t, k);
      int cut = 0;
      for (size_t q = 0; q < nn && skip_more; q++) cut |= nx[q].bb == bb && nx[q].more == s;
      if (cut) continue;
      unsigned j = (unsigned)gpuopt__ptrmap_get_or(ix, LLVMBasicBlockAsValue(s), 0);
      if (j && !seen[j]) seen[j] = 1, stack[sp++] = j;
    }
  }
  free(stack);
  return 1;
}

/* v's value on the edge from p into bb: its incoming value there when v is a phi of bb. */
static LLVMValueRef phi_on(LLVMValueRef v, LLVMBasicBlockRef bb, LLVMBasicBlockRef p) {
  if (!LLVMIsAPHINode(v) || LLVMGetInstructionParent(v) != bb) return v;
  for (unsigned q = 0; q < LLVMCountIncoming(v); q++)
    if (LLVMGetIncomingBlock(v, q) == p) return LLVMGetIncomingValue(v, q);
  return LLVMGetUndef(LLVMTypeOf(v));
}

/* bb's conditional branch made an unconditional one to its successor `to` (the other successor's
 * phis lose bb's incoming value; LLVM-C cannot remove one, so they are built again); the condition
 * goes when nothing else uses it. */
static void br_to(LLVMBuilderRef b, LLVMBasicBlockRef bb, LLVMBasicBlockRef to) {
  LLVMValueRef t = LLVMGetBasicBlockTerminator(bb), c = LLVMGetCondition(t);
  LLVMBasicBlockRef other = LLVMGetSuccessor(t, 0) == to ? LLVMGetSuccessor(t, 1) : LLVMGetSuccessor(t, 0);
  LLVMPositionBuilderBefore(b, t);
  LLVMBuildBr(b, to);
  LLVMInstructionEraseFromParent(t);
  if (c && LLVMIsAInstruction(c) && !LLVMGetFirstUse(c)) LLVMInstructionEraseFromParent(c);
  if (other == to) return;
  for (LLVMValueRef ph = LLVMGetFirstInstruction(other), nxt; ph && LLVMIsAPHINode(ph); ph = nxt) {
    nxt = LLVMGetNextInstruction(ph);
    LLVMPositionBuilderBefore(b, ph);
    LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(ph), "");
    for (unsigned q = 0; q < LLVMCountIncoming(ph); q++) {
      LLVMBasicBlockRef ib = LLVMGetIncomingBlock(ph, q);
      if (ib == bb) continue;
      LLVMValueRef v = LLVMGetIncomingValue(ph, q);
      LLVMAddIncoming(np, &v, &ib, 1);
    }
    LLVMReplaceAllUsesWith(ph, np);
    LLVMInstructionEraseFromParent(ph);
  }
}

static int v_one_dispatch(LLVMValueRef R, LLVMValueRef *sinit, LLVMTypeRef *sinit_t, int *created, char *why, size_t whylen,
                          int *oom) {
  LLVMValueRef init = NULL;
  VEC(dnext) nx = {0};
  unsigned ninit = 0, nb = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
    nb++;
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (!LLVMIsACallInst(in) || !LLVMGetCalledValue(in) || !LLVMIsAFunction(LLVMGetCalledValue(in))) continue;
      gpuopt__omp_call_kind k = gpuopt__omp_call(nm_of(LLVMGetCalledValue(in)), NULL, NULL);
      if (k == OMP_CALL_DISPATCH_INIT) init = in, ninit++;
      if (k == OMP_CALL_DISPATCH_NEXT) {
        dnext d = {in, NULL, LLVMGetOperand(in, 4), bb, NULL, NULL};
        if (!VEC_PUSH(&nx, d)) *oom = 1;
      }
    }
  }
  if (!ninit) {
    VEC_FREE(&nx);
    return -1;
  }
  int ok = ninit == 1 && nx.len && !*oom;
  if (!ok && !*oom) snprintf(why, whylen, "its dispatch loop has %u dispatch_init and %u dispatch_next calls", ninit, (unsigned)nx.len);
  /* each result tested by its block's branch alone */
  for (size_t i = 0; i < nx.len && ok; i++) {
    dnext *d = &nx.data[i];
    LLVMUseRef u = LLVMGetFirstUse(d->call);
    LLVMValueRef c = u ? LLVMGetUser(u) : NULL, t = LLVMGetBasicBlockTerminator(d->bb);
    ok = c && !LLVMGetNextUse(u) && LLVMIsAICmpInst(c) && LLVMGetInstructionParent(c) == d->bb &&
         (LLVMGetICmpPredicate(c) == LLVMIntNE || LLVMGetICmpPredicate(c) == LLVMIntEQ) && LLVMGetOperand(c, 0) == d->call &&
         is_const(LLVMGetOperand(c, 1), 0) && LLVMGetFirstUse(c) && !LLVMGetNextUse(LLVMGetFirstUse(c)) && t &&
         LLVMGetUser(LLVMGetFirstUse(c)) == t && LLVMIsABranchInst(t) && LLVMIsConditional(t) && LLVMGetCondition(t) == c &&
         LLVMGetSuccessor(t, 0) != LLVMGetSuccessor(t, 1);
    for (size_t j = 0; j < i && ok; j++) ok = nx.data[j].bb != d->bb;
    if (!ok) {
      snprintf(why, whylen, "its dispatch_next result is not tested by a branch alone");
      break;
    }
    d->cmp = c;
    int ne = LLVMGetICmpPredicate(c) == LLVMIntNE;
    d->more = LLVMGetSuccessor(t, ne ? 0 : 1);
    d->done = LLVMGetSuccessor(t, ne ? 1 : 0);
  }
  gpuopt_ptrmap ix;
  gpuopt__ptrmap_init(&ix);
  LLVMBasicBlockRef *blocks = calloc(nb + 1, sizeof *blocks);
  unsigned char *first = calloc(nb + 1, 1), *later = calloc(nb + 1, 1), *nodom = calloc(nb + 1, 1);
  if (!blocks || !first || !later || !nodom) *oom = 1, ok = 0;
  unsigned n = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb && ok; bb = LLVMGetNextBasicBlock(bb)) {
    blocks[++n] = bb;
    if (!gpuopt__ptrmap_put(&ix, LLVMBasicBlockAsValue(bb), n)) *oom = 1, ok = 0;
  }
#define BIX(b) ((unsigned)gpuopt__ptrmap_get_or(&ix, LLVMBasicBlockAsValue(b), 0))
  /* first[b]: reached from the entry with no nonzero edge taken; later[b]: reached from one */
  if (ok) {
    if (!reach_from(blocks, &ix, nb, first, 1, nx.data, nx.len, 1)) *oom = 1, ok = 0;
    for (size_t i = 0; i < nx.len && ok; i++)
      if (!reach_from(blocks, &ix, nb, later, BIX(nx.data[i].more), nx.data, nx.len, 0)) *oom = 1, ok = 0;
  }
  /* dispatch_init dominates every call (the values stored are its operands): no path from the
   * entry around its block */
  if (ok) {
    LLVMBasicBlockRef ib = LLVMGetInstructionParent(init);
    if (ib != LLVMGetEntryBasicBlock(R)) {
      nodom[BIX(ib)] = 1;
      if (!reach_from(blocks, &ix, nb, nodom, 1, NULL, 0, 0)) *oom = 1, ok = 0;
    }
    for (size_t i = 0; i < nx.len && ok; i++) {
      ok = ib == LLVMGetEntryBasicBlock(R) || nx.data[i].bb == ib || !nodom[BIX(nx.data[i].bb)];
      if (nx.data[i].bb == ib) /* the same block: the init first */
        for (LLVMValueRef in = LLVMGetFirstInstruction(ib); in && in != init; in = LLVMGetNextInstruction(in))
          if (in == nx.data[i].call) ok = 0;
    }
    if (!ok) snprintf(why, whylen, "its dispatch_init does not come before every dispatch_next");
  }
  /* per call: its predecessors' kinds. A mixed block's later edges bypass it: its values must stay
   * in it or where its nonzero edge leads, except its phis, which may also be used where its 0
   * result leads when that block has no other predecessor (a phi there takes their values on the
   * later edges: lastprivate's private copy carried around the dispatch loop) */
  VEC(LLVMBasicBlockRef) lat = {0};
  unsigned char *inmore = calloc(nb + 1, 1), *indone = calloc(nb + 1, 1);
  if (!inmore || !indone) *oom = 1, ok = 0;
  for (size_t i = 0; i < nx.len && ok; i++) {
    dnext *d = &nx.data[i];
    unsigned nf = 0, nl = 0, ndone = 0;
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(R); p && ok; p = LLVMGetNextBasicBlock(p)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
      int pred = 0;
      for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++) {
        pred |= LLVMGetSuccessor(t, k) == d->bb;
        ndone += LLVMGetSuccessor(t, k) == d->done;
      }
      if (!pred) continue;
      unsigned j = BIX(p);
      if (first[j] && !later[j]) nf++;
      else if (!first[j] && later[j]) nl++;
      else if (first[j] || later[j]) ok = 0; /* reached both ways */
    }
    if (d->bb == LLVMGetEntryBasicBlock(R)) nf++;
    if (!ok) {
      snprintf(why, whylen, "a dispatch_next is reached both before and after one returned nonzero");
      break;
    }
    if (!nf || !nl) continue;
    /* one call (the header of the dispatch loop): every later edge comes from its nonzero edge, so
     * the values that reach the 0 result's block from it dominate them too */
    if (nx.len != 1) {
      ok = 0;
      snprintf(why, whylen, "its dispatch loop's header is one of %u dispatch_next calls", (unsigned)nx.len);
      break;
    }
    /* blocks d->more (d->done) dominates: not reached from the entry around it */
    inmore[BIX(d->more)] = 1, indone[BIX(d->done)] = 1;
    if (!reach_from(blocks, &ix, nb, inmore, 1, NULL, 0, 0) || !reach_from(blocks, &ix, nb, indone, 1, NULL, 0, 0)) {
      *oom = 1, ok = 0;
      break;
    }
    inmore[BIX(d->more)] = 0, indone[BIX(d->done)] = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(d->bb); in && ok; in = LLVMGetNextInstruction(in)) {
      if (in == d->call || in == d->cmp || LLVMIsATerminatorInst(in)) continue;
      int phi = LLVMIsAPHINode(in) != NULL;
      if (phi) /* its value on a later edge: not another of the block's phis */
        for (unsigned q = 0; q < LLVMCountIncoming(in) && ok; q++) {
          LLVMValueRef v = LLVMGetIncomingValue(in, q);
          ok = !LLVMIsAPHINode(v) || LLVMGetInstructionParent(v) != d->bb;
        }
      for (LLVMUseRef u = LLVMGetFirstUse(in); u && ok; u = LLVMGetNextUse(u)) {
        LLVMValueRef us = LLVMGetUser(u);
        for (unsigned q = 0, nq = LLVMIsAPHINode(us) ? LLVMCountIncoming(us) : 1; q < nq && ok; q++) {
          if (LLVMIsAPHINode(us) && LLVMGetIncomingValue(us, q) != in) continue;
          LLVMBasicBlockRef ub = LLVMIsAPHINode(us) ? LLVMGetIncomingBlock(us, q) : LLVMGetInstructionParent(us);
          ok = ub == d->bb || !inmore[BIX(ub)] || (phi && ndone == 1 && !indone[BIX(ub)]);
        }
      }
    }
    for (LLVMValueRef ph = LLVMGetFirstInstruction(d->done); ph && ok && LLVMIsAPHINode(ph); ph = LLVMGetNextInstruction(ph))
      for (unsigned q = 0; q < LLVMCountIncoming(ph) && ok; q++)
        if (LLVMGetIncomingBlock(ph, q) == d->bb) {
          LLVMValueRef v = LLVMGetIncomingValue(ph, q);
          ok = !LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != d->bb || LLVMIsAPHINode(v);
        }
    if (!ok) snprintf(why, whylen, "its dispatch loop's header has values used past the loop");
  }
  /* the rewrite */
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R)));
  VEC(LLVMValueRef) mine = {0}; /* the stores and static_init calls made here */
  for (size_t i = 0; i < nx.len && ok; i++) {
    dnext *d = &nx.data[i];
    unsigned nf = d->bb == LLVMGetEntryBasicBlock(R);
    lat.len = 0;
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(R); p; p = LLVMGetNextBasicBlock(p)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
      int pred = 0;
      for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++) pred |= LLVMGetSuccessor(t, k) == d->bb;
      if (!pred) continue;
      if (later[BIX(p)]) {
        if (!VEC_PUSH(&lat, p)) *oom = 1;
      } else
        nf++;
    }
    if (*oom) break;
    LLVMTypeRef i32 = LLVMTypeOf(d->call);
    if (!nf) {
      /* later only: the space is spent */
      LLVMReplaceAllUsesWith(d->call, LLVMConstInt(i32, 0, 0));
      LLVMInstructionEraseFromParent(d->call);
      br_to(b, d->bb, d->done);
      continue;
    }
    /* later edges of a mixed block: straight to the 0 result's block, whose phis take there what
     * they took from the block (the value a phi of the block has on that edge) */
    for (size_t l = 0; l < lat.len; l++) {
      LLVMBasicBlockRef p = lat.data[l];
      LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
      for (unsigned k = 0; k < LLVMGetNumSuccessors(t); k++)
        if (LLVMGetSuccessor(t, k) == d->bb) LLVMSetSuccessor(t, k, d->done);
      for (LLVMValueRef ph = LLVMGetFirstInstruction(d->done); ph && LLVMIsAPHINode(ph); ph = LLVMGetNextInstruction(ph))
        for (unsigned q = 0, nq = LLVMCountIncoming(ph); q < nq; q++)
          if (LLVMGetIncomingBlock(ph, q) == d->bb) {
            LLVMValueRef v = phi_on(LLVMGetIncomingValue(ph, q), d->bb, p);
            LLVMAddIncoming(ph, &v, &p, 1);
            break;
          }
    }
    /* the block's phis used past the 0 result's block: a phi there */
    for (LLVMValueRef ph = LLVMGetFirstInstruction(d->bb); lat.len && ph && LLVMIsAPHINode(ph); ph = LLVMGetNextInstruction(ph)) {
      LLVMValueRef np = NULL;
      for (LLVMUseRef u = LLVMGetFirstUse(ph), nu; u; u = nu) {
        nu = LLVMGetNextUse(u);
        LLVMValueRef us = LLVMGetUser(u);
        if (us == np) continue;
        for (unsigned o = 0, no = (unsigned)LLVMGetNumOperands(us); o < no; o++) {
          if (LLVMGetOperand(us, o) != ph) continue;
          LLVMBasicBlockRef ub = LLVMIsAPHINode(us) ? LLVMGetIncomingBlock(us, o) : LLVMGetInstructionParent(us);
          if (ub == d->bb || !inmore[BIX(ub)] || indone[BIX(ub)]) continue;
          if (!np) {
            LLVMValueRef at = LLVMGetFirstInstruction(d->done);
            LLVMPositionBuilderBefore(b, at);
            np = LLVMBuildPhi(b, LLVMTypeOf(ph), "");
            LLVMAddIncoming(np, &ph, &d->bb, 1);
            for (size_t l = 0; l < lat.len; l++) {
              LLVMValueRef v = phi_on(ph, d->bb, lat.data[l]);
              LLVMAddIncoming(np, &v, &lat.data[l], 1);
            }
          }
          LLVMSetOperand(us, o, np);
        }
      }
    }
    if (lat.len)
      for (LLVMValueRef ph = LLVMGetFirstInstruction(d->bb), nxt; ph && LLVMIsAPHINode(ph); ph = nxt) {
        nxt = LLVMGetNextInstruction(ph);
        /* the phi again without the later edges (LLVM-C cannot remove an incoming value) */
        LLVMPositionBuilderBefore(b, ph);
        LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(ph), "");
        for (unsigned q = 0; q < LLVMCountIncoming(ph); q++) {
          LLVMBasicBlockRef ib = LLVMGetIncomingBlock(ph, q);
          int gone = 0;
          for (size_t l = 0; l < lat.len; l++) gone |= lat.data[l] == ib;
          if (gone) continue;
          LLVMValueRef v = LLVMGetIncomingValue(ph, q);
          LLVMAddIncoming(np, &v, &ib, 1);
        }
        LLVMReplaceAllUsesWith(ph, np);
        LLVMInstructionEraseFromParent(ph);
      }
    /* a first call: the whole space as one chunk, in a static schedule's form (a static_init of
     * the same slots, which one thread asking for the whole space leaves as they are: step 0's
     * fold finds clang's vectorised or unrolled chunk loop from it, step 1 removes it) */
    LLVMPositionBuilderBefore(b, d->call);
    for (unsigned k = 0; k < 3; k++)
      if (!VEC_PUSH(&mine, LLVMBuildStore(b, LLVMGetOperand(init, 3 + k), LLVMGetOperand(d->call, 3 + k)))) *oom = 1;
    if (!*sinit) {
      LLVMModuleRef m = LLVMGetGlobalParent(R);
      const char *nn = nm_of(LLVMGetCalledValue(d->call)), *suf = strrchr(nn, '_');
      char sn[64];
      snprintf(sn, sizeof sn, "__kmpc_for_static_init_%s", suf ? suf + 1 : "4");
      LLVMTypeRef it = LLVMTypeOf(LLVMGetOperand(init, 5)), pt = LLVMTypeOf(LLVMGetOperand(d->call, 3));
      LLVMTypeRef ps[9] = {LLVMTypeOf(LLVMGetOperand(d->call, 0)), LLVMTypeOf(LLVMGetOperand(d->call, 1)), LLVMInt32TypeInContext(LLVMGetModuleContext(m)),
                           pt, pt, pt, pt, it, it};
      *sinit_t = LLVMFunctionType(LLVMVoidTypeInContext(LLVMGetModuleContext(m)), ps, 9, 0);
      *sinit = LLVMGetNamedFunction(m, sn);
      if (!*sinit) *sinit = LLVMAddFunction(m, sn, *sinit_t), *created = 1;
    }
    LLVMValueRef sa[9] = {LLVMGetOperand(d->call, 0), LLVMGetOperand(d->call, 1), LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R))), 34, 0),
                          LLVMGetOperand(d->call, 2), LLVMGetOperand(d->call, 3), LLVMGetOperand(d->call, 4), LLVMGetOperand(d->call, 5),
                          LLVMConstInt(LLVMTypeOf(LLVMGetOperand(init, 5)), 1, 0), LLVMConstInt(LLVMTypeOf(LLVMGetOperand(init, 5)), 1, 0)};
    LLVMValueRef sc = LLVMBuildCall2(b, *sinit_t, *sinit, sa, 9, "");
    /* the upper bound stored after it, as a static loop's clamped bound is (the fold reads it) */
    LLVMPositionBuilderBefore(b, LLVMGetNextInstruction(sc));
    if (!VEC_PUSH(&mine, sc) || !VEC_PUSH(&mine, LLVMBuildStore(b, LLVMGetOperand(init, 4), LLVMGetOperand(d->call, 4)))) *oom = 1;
    LLVMReplaceAllUsesWith(d->call, LLVMConstInt(i32, 1, 0));
    LLVMInstructionEraseFromParent(d->call);
    br_to(b, d->bb, d->more);
  }
  /* the chunk's reloads of the upper bound (clang -O2/-O3 reads it again after dispatch_next): the
   * value the first calls stored, in blocks only a nonzero edge reaches (every path there went
   * through a first call), when nothing but those calls writes the slot after a dispatch_next (its
   * other stores are in blocks no nonzero edge reaches) and it does not escape */
  LLVMValueRef pub = ok && !*oom && nx.len ? nx.data[0].pub : NULL;
  for (size_t i = 0; i < nx.len && pub; i++)
    if (nx.data[i].pub != pub) pub = NULL;
  if (pub && LLVMIsAAllocaInst(pub)) {
    VEC(LLVMValueRef) ld = {0};
    int only = 1;
    for (LLVMUseRef u = LLVMGetFirstUse(pub); u && only; u = LLVMGetNextUse(u)) {
      LLVMValueRef us = LLVMGetUser(u);
      if (!LLVMIsAInstruction(us)) {
        only = 0;
        break;
      }
      int made = 0;
      for (size_t k = 0; k < mine.len && !made; k++) made = mine.data[k] == us;
      if (made) continue;
      unsigned j = BIX(LLVMGetInstructionParent(us));
      if (LLVMIsAStoreInst(us)) only = LLVMGetOperand(us, 1) == pub && !later[j];
      else if (LLVMIsALoadInst(us) && !LLVMGetVolatile(us) && LLVMTypeOf(us) == LLVMTypeOf(LLVMGetOperand(init, 4))) {
        if (later[j] && !first[j] && !VEC_PUSH(&ld, us)) *oom = 1, only = 0;
      } else if (!(LLVMIsACallInst(us) && LLVMGetCalledValue(us) && !strncmp(nm_of(LLVMGetCalledValue(us)), "llvm.lifetime.", 14)))
        only = 0;
    }
    for (size_t i = 0; i < ld.len && only; i++) {
      LLVMReplaceAllUsesWith(ld.data[i], LLVMGetOperand(init, 4));
      LLVMInstructionEraseFromParent(ld.data[i]);
    }
    VEC_FREE(&ld);
  }
  VEC_FREE(&mine);
  if (ok && !*oom) LLVMInstructionEraseFromParent(init);
  free(inmore), free(indone);
#undef BIX
  LLVMDisposeBuilder(b);
  VEC_FREE(&lat);
  gpuopt__ptrmap_free(&ix);
  free(blocks), free(first), free(later), free(nodom);
  VEC_FREE(&nx);
  return ok && !*oom;
}

/* Steps 1-2 (see the top comment): the clone of body named `name`, canonical; NULL with why filled
 * (or *oom) when it cannot be made. */
static LLVMValueRef prepare(gpuopt_ctx *ctx, LLVMValueRef body, LLVMValueRef mark, unsigned nargs, const int *argk,
                            const char *name, int fold, int version, char *why, size_t whylen, int *oom, gpuopt_status *stp,
                            int *chunked) {
  *stp = GPUOPT_OK;
  *chunked = 0;
  if (LLVMCountParams(body) != nargs + 2) {
    snprintf(why, whylen, "the loop's function does not take the region's shared values");
    return NULL;
  }
  int fold_it = fold && mark && LLVMIsAConstantInt(LLVMGetOperand(mark, 0)) &&
                (LLVMConstIntGetZExtValue(LLVMGetOperand(mark, 0)) & (GPUOPT__GRID_FOLDED | GPUOPT__GRID_VERSIONS));
  /* a dynamic schedule (no marker): its dispatch loop made a static loop's first (step 1a) */
  int disp = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(body); bb && !disp && !mark; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !disp; in = LLVMGetNextInstruction(in))
      disp = LLVMIsACallInst(in) && LLVMGetCalledValue(in) && LLVMIsAFunction(LLVMGetCalledValue(in)) &&
             gpuopt__omp_call(nm_of(LLVMGetCalledValue(in)), NULL, NULL) == OMP_CALL_DISPATCH_INIT;
  LLVMValueRef R = clone_with_out(body, name, fold_it || disp);
  if (!R) {
    *oom = 1;
    return NULL;
  }
  LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(R));
  LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
  /* 1a. a dynamic schedule's dispatch loop: one pass over the whole space, as a static loop's */
  LLVMValueRef sinit = NULL;
  LLVMTypeRef sinit_t = NULL;
  int sinit_new = 0;
  if (disp) {
    int dr = v_one_dispatch(R, &sinit, &sinit_t, &sinit_new, why, whylen, oom);
    if (dr != 1) {
      if (sinit_new && !LLVMGetFirstUse(sinit)) LLVMDeleteFunction(sinit);
      if (dr < 0) snprintf(why, whylen, "its dispatch loop has no dispatch_init (a gpuopt bug)");
      gpuopt__invalidate(ctx, R, 0);
      LLVMDeleteFunction(R);
      return NULL;
    }
    gpuopt__invalidate(ctx, R, 0);
    /* clang's vectorised or unrolled chunk loop: folded into its scalar copy, as step 0 does (for
     * the bounds alone: the kernel runs clang's code, per one-iteration chunk) */
    LLVMValueRef init = first_static_init(R);
    gpuopt__fold f;
    if (fold && init && gpuopt__fold_find(ctx, init, &f)) {
      gpuopt__fold_apply(ctx, &f);
      gpuopt__invalidate(ctx, R, 0);
    }
    unsigned kloop = LLVMGetMDKindIDInContext(c, "llvm.loop", 9);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
      if (t) LLVMSetMetadata(t, kloop, NULL);
    }
  }
  /* 0. clang's unrolled or vectorised loop whose device copy is folded (the marker says so): the
   * clone folded the same way, so that the ranges are those of the scalar copy over [lb, ub], the
   * loop the kernel runs (and, the fold being a path clang's code takes, the original loop's) */
  if (fold_it) {
    LLVMValueRef init = first_static_init(R);
    gpuopt__fold f;
    gpuopt__fold_versions V;
    /* versions (the marker's GPUOPT__GRID_VERSIONS): this clone is version `version`'s alone */
    if (!init || (version < 0 ? !gpuopt__fold_find(ctx, init, &f)
                              : !gpuopt__fold_versions_find(ctx, init, nargs, argk, &V) || (unsigned)version >= V.n)) {
      gpuopt__invalidate(ctx, R, 0);
      LLVMDeleteFunction(R);
      snprintf(why, whylen, "its copy does not fold as the device's does (a gpuopt bug)");
      return NULL;
    }
    if (version < 0) gpuopt__fold_apply(ctx, &f);
    else gpuopt__fold_versions_apply(ctx, &V, version);
    gpuopt__invalidate(ctx, R, 0);
    unsigned kloop = LLVMGetMDKindIDInContext(c, "llvm.loop", 9);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
      if (t) LLVMSetMetadata(t, kloop, NULL);
    }
  }
  /* 0b. a loop clang's loop idiom made a memset/memcpy of (the marker says so): rebuilt in the
   * clone as the device rebuilds it (offload_idiom.c), so that its stores are bounded */
  if (mark && LLVMIsAConstantInt(LLVMGetOperand(mark, 0)) && (LLVMConstIntGetZExtValue(LLVMGetOperand(mark, 0)) & GPUOPT__GRID_IDIOM)) {
    LLVMValueRef init = first_static_init(R);
    gpuopt__idiom im;
    if (!init || !gpuopt__idiom_find(ctx, init, &im)) {
      gpuopt__invalidate(ctx, R, 0);
      LLVMDeleteFunction(R);
      snprintf(why, whylen, "its copy does not rebuild as the device's does (a gpuopt bug)");
      return NULL;
    }
    gpuopt__idiom_apply(ctx, &im);
    gpuopt__invalidate(ctx, R, 0);
  }
  /* 1. no static_init (dispatch_init), no marker; read-only shared slots loaded once at the entry */
  const char *mark_name = mark ? nm_of(LLVMGetCalledValue(mark)) : NULL;
  unsigned inits = 0;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(R);
  LLVMValueRef first = LLVMGetFirstInstruction(entry);
  while (first && LLVMIsAAllocaInst(first)) first = LLVMGetNextInstruction(first);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  VEC(LLVMValueRef) dead = {0};
  typedef struct { LLVMValueRef slot; LLVMTypeRef t; LLVMValueRef v; } hoisted;
  VEC(hoisted) hs = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb && !*oom; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !*oom; in = LLVMGetNextInstruction(in)) {
      if (LLVMIsACallInst(in)) {
        LLVMValueRef cv = LLVMGetCalledValue(in);
        const char *cn = cv && LLVMIsAFunction(cv) ? nm_of(cv) : "";
        gpuopt__omp_call_kind ck = gpuopt__omp_call(cn, NULL, NULL);
        int is_init = ck == OMP_CALL_STATIC_INIT || ck == OMP_CALL_DISPATCH_INIT;
        if (is_init || (mark_name && !strcmp(cn, mark_name))) {
          inits += is_init;
          /* kmp_sch_static_chunked (33): a chunk loop around the iteration loop */
          if (ck == OMP_CALL_STATIC_INIT && LLVMGetNumArgOperands(in) > 2 && LLVMIsAConstantInt(LLVMGetOperand(in, 2)) &&
              LLVMConstIntGetZExtValue(LLVMGetOperand(in, 2)) == 33)
            *chunked = 1;
          if (!VEC_PUSH(&dead, in)) *oom = 1;
        }
        continue;
      }
      if (!LLVMIsALoadInst(in) || LLVMGetVolatile(in) || LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic) continue;
      LLVMValueRef p = LLVMGetOperand(in, 0);
      int pi = LLVMIsAArgument(p) ? param_index(R, p) : -1;
      if (pi < 2 || (unsigned)(pi - 2) >= nargs) continue;
      int k = argk[pi - 2];
      if (k != GPUOPT__RK_SCALAR_IN && k != GPUOPT__RK_ARRAY_BASE) continue;
      LLVMValueRef v = NULL;
      for (size_t h = 0; h < hs.len && !v; h++)
        if (hs.data[h].slot == p && hs.data[h].t == LLVMTypeOf(in)) v = hs.data[h].v;
      if (!v) {
        if (first) LLVMPositionBuilderBefore(b, first);
        else LLVMPositionBuilderAtEnd(b, entry);
        v = LLVMBuildLoad2(b, LLVMTypeOf(in), p, "");
        LLVMSetAlignment(v, LLVMGetAlignment(in));
        hoisted h = {p, LLVMTypeOf(in), v};
        if (!VEC_PUSH(&hs, h)) *oom = 1;
      }
      if (v != in) {
        LLVMReplaceAllUsesWith(in, v);
        if (!VEC_PUSH(&dead, in)) *oom = 1;
      }
    }
  /* the marker's operands (the nested grid's trip-count hint) go with it: dead code left here
   * changes what the canonical pipeline makes of the clone */
  VEC(LLVMValueRef) ops = {0};
  for (size_t i = 0; i < dead.len && !*oom; i++)
    if (LLVMIsACallInst(dead.data[i]))
      for (unsigned o = 0; o + 1 < (unsigned)LLVMGetNumOperands(dead.data[i]); o++)
        if (LLVMIsAInstruction(LLVMGetOperand(dead.data[i], o))) {
          size_t q = 0;
          while (q < ops.len && ops.data[q] != LLVMGetOperand(dead.data[i], o)) q++;
          if (q == ops.len && !VEC_PUSH(&ops, LLVMGetOperand(dead.data[i], o))) *oom = 1;
        }
  for (size_t i = 0; i < dead.len; i++) LLVMInstructionEraseFromParent(dead.data[i]);
  VEC_FREE(&dead);
  while (ops.len && !*oom) {
    LLVMValueRef v = ops.data[--ops.len];
    if (LLVMGetFirstUse(v) || LLVMIsACallInst(v) || LLVMIsAStoreInst(v) || LLVMIsAPHINode(v) ||
        (LLVMIsALoadInst(v) && LLVMGetVolatile(v)))
      continue;
    for (unsigned o = 0; o < (unsigned)LLVMGetNumOperands(v); o++) {
      LLVMValueRef x = LLVMGetOperand(v, o);
      size_t q = 0; /* each instruction at most once in the list: it may be erased when popped */
      while (q < ops.len && ops.data[q] != x) q++;
      if (LLVMIsAInstruction(x) && x != v && q == ops.len && !VEC_PUSH(&ops, x)) *oom = 1;
    }
    LLVMInstructionEraseFromParent(v);
  }
  VEC_FREE(&ops);
  VEC_FREE(&hs);
  if (sinit_new && !LLVMGetFirstUse(sinit)) LLVMDeleteFunction(sinit); /* step 1a's, now unused */
  /* out: all unknown until the preheader fills it */
  {
    LLVMValueRef out = LLVMGetParam(R, nargs + 2);
    first = LLVMGetFirstInstruction(entry);
    while (first && LLVMIsAAllocaInst(first)) first = LLVMGetNextInstruction(first);
    if (first) LLVMPositionBuilderBefore(b, first);
    else LLVMPositionBuilderAtEnd(b, entry);
    for (unsigned i = 0; i < 4 * nargs; i++) {
      LLVMValueRef ix = LLVMConstInt(i64, i, 0);
      LLVMBuildStore(b, LLVMConstInt(i64, 0x8000000000000000ull, 0), LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
    }
    LLVMValueRef ix = LLVMConstInt(i64, 4ull * nargs, 0); /* no global's range */
    LLVMBuildStore(b, LLVMConstInt(i64, 0, 0), LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
  }
  LLVMDisposeBuilder(b);
  if (*oom || inits != 1) {
    if (!*oom) snprintf(why, whylen, "the region has %u worksharing-loop init calls", inits);
    LLVMDeleteFunction(R);
    return NULL;
  }
  /* 2. the canonical form of issue 14's analyses */
  *stp = run_on(ctx, R, gpuopt_loops_canonical_pipeline);
  if (*stp == GPUOPT_ENOMEM) *oom = 1;
  return R;
}

/* The range function of the loop, or of its version `version` (>= 0: one copy of a versioned loop),
 * named name. */
static LLVMValueRef ranges_one(gpuopt_ctx *ctx, LLVMValueRef body, LLVMValueRef mark, unsigned nargs, const int *argk,
                               unsigned nglob, unsigned *gexact, const char *name, int version, unsigned char *flags,
                               char *why, size_t whylen, int *oom) {
  *oom = 0;
  *gexact = 0;
  memset(flags, 0, nargs);
  why[0] = 0;
  gpuopt_status st;
  int chunked;
  LLVMValueRef R = NULL;
  /* a second attempt with the signs of strides tested (v_signs) when the bounds fail without */
  for (int attempt = 0; attempt < 2; attempt++) {
    char w[200];
    R = prepare(ctx, body, mark, nargs, argk, name, 1, version, attempt ? w : why, attempt ? sizeof w : whylen, oom, &st, &chunked);
    if (!R) return NULL;
    if (!st && !*oom && chunked) v_one_chunk(ctx, R, &st);
    if (st == GPUOPT_ENOMEM) *oom = 1;
    /* 2b. run-time tested facts */
    int lowered = 0, signs = 0;
    LLVMValueRef vok = st ? NULL : v_run(ctx, R, oom, &lowered, attempt ? &signs : NULL);
    /* 3-4. */
    if (!st && !*oom && (!attempt || signs) &&
        fill(ctx, R, vok, lowered, nargs, argk, nglob, gexact, flags, version >= 0, attempt ? w : why, attempt ? sizeof w : whylen, oom))
      break;
    memset(flags, 0, nargs);
    *gexact = 0;
    if (st && !*oom && !attempt) snprintf(why, whylen, "%s", gpuopt_ctx_error(ctx));
    gpuopt__invalidate(ctx, R, 0);
    LLVMDeleteFunction(R);
    R = NULL;
    if (st || *oom) return NULL;
  }
  if (!R) return NULL;
  char *msg = NULL;
  if (LLVMVerifyFunction(R, LLVMReturnStatusAction)) {
    snprintf(why, whylen, "its range function does not verify (a gpuopt bug)");
    memset(flags, 0, nargs);
    *gexact = 0;
    gpuopt__invalidate(ctx, R, 0);
    LLVMDeleteFunction(R);
    return NULL;
  }
  (void)msg;
  return R;
}

LLVMValueRef gpuopt__offload_ranges_fn(gpuopt_ctx *ctx, LLVMValueRef body, LLVMValueRef mark, unsigned nargs,
                                       const int *argk, unsigned nglob, unsigned *gexact, unsigned index,
                                       unsigned char *flags, char *why, size_t whylen, int *oom) {
  char name[80];
  snprintf(name, sizeof name, "__gpuopt_omp_rangefn%u", index);
  int versioned = mark && LLVMIsAConstantInt(LLVMGetOperand(mark, 0)) &&
                  (LLVMConstIntGetZExtValue(LLVMGetOperand(mark, 0)) & GPUOPT__GRID_VERSIONS);
  if (!versioned) return ranges_one(ctx, body, mark, nargs, argk, nglob, gexact, name, -1, flags, why, whylen, oom);
  /* versions: a range function per copy of the loop, and this one selecting among them by the
   * same uniform conditions the host code (and the kernel) evaluates */
  *oom = 0;
  *gexact = 0;
  memset(flags, 0, nargs);
  why[0] = 0;
  LLVMValueRef init = LLVMGetNextInstruction(mark);
  gpuopt__fold_versions V;
  if (!init || !gpuopt__fold_versions_find(ctx, init, nargs, argk, &V)) {
    snprintf(why, whylen, "its copies are not found as the device's are (a gpuopt bug)");
    return NULL;
  }
  LLVMValueRef Rv[GPUOPT_FOLD_MAX_VERSIONS];
  unsigned char *fl = malloc(nargs + 1);
  if (!fl) {
    *oom = 1;
    return NULL;
  }
  unsigned gmin = nglob;
  unsigned nv = 0;
  for (; nv < V.n; nv++) {
    char vn[96], w[200];
    unsigned ge = 0;
    snprintf(vn, sizeof vn, "%s.v%u", name, nv);
    if (!V.v[nv].phi) {
      /* no loop on that path: nothing touched (the dispatcher stores empty ranges) */
      Rv[nv] = NULL;
      for (unsigned a = 0; a < nargs; a++) {
        unsigned char e = argk[a] == GPUOPT__RK_ARRAY_BASE || argk[a] == GPUOPT__RK_OBJECT;
        flags[a] = nv ? (unsigned char)(flags[a] & e) : e;
      }
      gmin = 0;
      continue;
    }
    Rv[nv] = ranges_one(ctx, body, mark, nargs, argk, nglob, &ge, vn, (int)nv, fl, w, sizeof w, oom);
    if (!Rv[nv]) {
      if (!*oom && V.n > 1) snprintf(why, whylen, "one of its copies on a loop-invariant condition: %s", w);
      else if (!*oom) snprintf(why, whylen, "%s", w);
      break;
    }
    for (unsigned a = 0; a < nargs; a++) flags[a] = nv ? (unsigned char)(flags[a] & fl[a]) : fl[a];
    if (ge < gmin) gmin = ge;
  }
  free(fl);
  /* the versions found again: ranges_one's clones invalidated the analyses, not the body */
  if (nv == V.n && !gpuopt__fold_versions_find(ctx, init, nargs, argk, &V)) nv = 0;
  if (nv < V.n) {
    for (unsigned i = 0; i < nv; i++)
      if (Rv[i]) {
        gpuopt__invalidate(ctx, Rv[i], 0);
        LLVMDeleteFunction(Rv[i]);
      }
    memset(flags, 0, nargs);
    return NULL;
  }
  LLVMModuleRef m = LLVMGetGlobalParent(body);
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef ft = LLVMGlobalGetValueType(Rv[0]); /* v[0] has a loop */
  LLVMValueRef R = LLVMAddFunction(m, name, ft);
  LLVMSetLinkage(R, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMBasicBlockRef cur = LLVMAppendBasicBlockInContext(c, R, "entry");
  unsigned np = LLVMCountParams(R);
  LLVMValueRef *args = malloc(np * sizeof *args);
  if (!args) {
    *oom = 1;
    LLVMDisposeBuilder(b);
    return NULL;
  }
  for (unsigned i = 0; i < np; i++) args[i] = LLVMGetParam(R, i);
  LLVMValueRef tru = LLVMConstInt(LLVMInt1TypeInContext(c), 1, 0);
  for (unsigned v = 0; v < V.n; v++) {
    LLVMPositionBuilderAtEnd(b, cur);
    LLVMValueRef go = tru;
    for (unsigned k = 0; k < V.nsel && v + 1 < V.n; k++) {
      if (V.path[v][k] < 0) continue;
      LLVMValueRef cv = gpuopt__fold_remat(b, LLVMGetCondition(V.sel[k]), R);
      if (!cv) {
        go = NULL;
        break;
      }
      if (V.path[v][k] == 1) cv = LLVMBuildNot(b, cv, "");
      go = go == tru ? cv : LLVMBuildAnd(b, go, cv, "");
    }
    if (!go) {
      snprintf(why, whylen, "its copies' condition cannot be evaluated (a gpuopt bug)");
      break;
    }
    LLVMBasicBlockRef call = LLVMAppendBasicBlockInContext(c, R, "version");
    LLVMBasicBlockRef next = v + 1 < V.n ? LLVMAppendBasicBlockInContext(c, R, "") : NULL;
    if (next) LLVMBuildCondBr(b, go, call, next);
    else LLVMBuildBr(b, call);
    LLVMPositionBuilderAtEnd(b, call);
    if (Rv[v]) LLVMBuildCall2(b, ft, Rv[v], args, np, "");
    else {
      /* nothing touched: arrays and objects empty, the rest unknown, no global */
      LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
      LLVMValueRef out = LLVMGetParam(R, np - 1), unk = LLVMConstInt(i64, 0x8000000000000000ull, 0);
      for (unsigned a = 0; a < nargs; a++) {
        int e = argk[a] == GPUOPT__RK_ARRAY_BASE || argk[a] == GPUOPT__RK_OBJECT;
        LLVMValueRef vals[4] = {e ? LLVMConstInt(i64, 0, 0) : unk, e ? LLVMConstInt(i64, (unsigned long long)-1, 1) : unk, unk, unk};
        for (unsigned k = 0; k < 4; k++) {
          LLVMValueRef ix = LLVMConstInt(i64, 4ull * a + k, 0);
          LLVMBuildStore(b, vals[k], LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
        }
      }
      LLVMValueRef ix = LLVMConstInt(i64, 4ull * nargs, 0);
      LLVMBuildStore(b, LLVMConstInt(i64, 0, 0), LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
    }
    LLVMBuildRetVoid(b);
    cur = next;
  }
  free(args);
  LLVMDisposeBuilder(b);
  if (why[0] || LLVMVerifyFunction(R, LLVMReturnStatusAction)) {
    if (!why[0]) snprintf(why, whylen, "its range function does not verify (a gpuopt bug)");
    LLVMDeleteFunction(R);
    for (unsigned i = 0; i < V.n; i++)
      if (Rv[i]) {
        gpuopt__invalidate(ctx, Rv[i], 0);
        LLVMDeleteFunction(Rv[i]);
      }
    memset(flags, 0, nargs);
    return NULL;
  }
  *gexact = gmin;
  return R;
}

/* Whether the worksharing loop's one inner loop may get threads of its own (a 2-D grid over a
 * `parallel for` without collapse; offload.c's nested mapping): on the canonical clone of steps 1-2
 * (the same analysable form as the range function's), the clone's outermost loop has exactly one
 * loop directly inside it, which issue 14's dependence test finds parallel (no dependence between
 * two of its iterations in one iteration of the worksharing loop; the directive already promises
 * none between iterations of that one) with no reduction and no live-out scalar, and the
 * worksharing loop's own code outside it has no side effect (it runs once per thread of a row of
 * the grid instead of once). Base pairs that the verdict assumes do not overlap go to pairs[] as
 * shared-value indices (the runtime tests them before the launch); a pair that is not two shared
 * arrays refuses. 1: yes; 0: no, why filled. */
int gpuopt__offload_inner_par(gpuopt_ctx *ctx, LLVMValueRef body, LLVMValueRef mark, unsigned nargs, const int *argk,
                              unsigned *pairs, unsigned maxpairs, unsigned *npairs, char *why, size_t whylen, int *oom) {
  *oom = 0;
  *npairs = 0;
  why[0] = 0;
  gpuopt_status st;
  int chunked;
  LLVMValueRef R = prepare(ctx, body, mark, nargs, argk, "__gpuopt_omp_innerfn", 0, -1, why, whylen, oom, &st, &chunked);
  if (!R) return 0;
  int ok = 0;
  lf_func F;
  memset(&F, 0, sizeof F);
  if (st || *oom) {
    if (!*oom) snprintf(why, whylen, "%s", gpuopt_ctx_error(ctx));
    goto out;
  }
  if (gpuopt__lf_build(ctx, R, &F)) {
    snprintf(why, whylen, "the loop analysis failed on it");
    goto out;
  }
  uint32_t root = GPUOPT_NONE, ntop = 0, child = GPUOPT_NONE, nch = 0;
  for (uint32_t l = 0; l < F.nloops; l++)
    if (outermost(F.fi, l)) root = l, ntop++;
  for (uint32_t l = 0; ntop == 1 && l < F.nloops; l++)
    if (F.loops[l].parent == root) child = l, nch++;
  if (ntop != 1 || nch != 1) {
    snprintf(why, whylen, ntop != 1 ? "its body has %u outermost loops" : "the loop has %u loops directly inside it", ntop != 1 ? ntop : nch);
    goto out;
  }
  lf_par P;
  if (!gpuopt__lf_parallel(&F, child, &P)) {
    if (F.arena.oom || F.t->oom) *oom = 1;
    snprintf(why, whylen, "the dependence test failed on the inner loop");
    goto out;
  }
  if (!P.parallel) {
    snprintf(why, whylen, "the inner loop is not parallel (%s)", P.reason ? P.reason : "a dependence");
    goto out;
  }
  if (P.nred) {
    snprintf(why, whylen, "the inner loop has a reduction (%s %s)", P.red[0].op, P.red[0].name);
    goto out;
  }
  if (P.nliveout) {
    snprintf(why, whylen, "the inner loop's scalar %s is used after it", P.liveout[0]);
    goto out;
  }
  /* the worksharing loop's own code: no side effect */
  const gpuopt_fninfo *fi = F.fi;
  const gpuopt_loop *L = &fi->loops->loops[root];
  for (uint32_t k = 0; k < L->nblocks; k++) {
    if (gpuopt__loop_contains(fi->loops, child, L->blocks[k])) continue;
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[L->blocks[k]]); i; i = LLVMGetNextInstruction(i)) {
      if (is_dbg_call(i)) continue;
      if (LLVMIsACallInst(i) && gpuopt__lf_call_pure(i)) continue;
      if (LLVMIsAStoreInst(i) || LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) || LLVMIsAAtomicRMWInst(i) ||
          LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i) || LLVMIsAAllocaInst(i) || LLVMIsAVAArgInst(i)) {
        snprintf(why, whylen, "the worksharing loop has code with effects outside its inner loop");
        goto out;
      }
    }
  }
  for (uint32_t k = 0; k < P.npairs; k++) {
    int a = base_arg(R, P.pairs[k][0], nargs, argk), b = base_arg(R, P.pairs[k][1], nargs, argk);
    if (a < 0 || b < 0) {
      snprintf(why, whylen, "the inner loop assumes %s and %s do not overlap, and one is no shared array",
               gpuopt__lf_base_name(&F, P.pairs[k][0]), gpuopt__lf_base_name(&F, P.pairs[k][1]));
      goto out;
    }
    if (a == b) continue;
    unsigned q = 0;
    while (q < *npairs && !((pairs[2 * q] == (unsigned)a && pairs[2 * q + 1] == (unsigned)b) ||
                            (pairs[2 * q] == (unsigned)b && pairs[2 * q + 1] == (unsigned)a)))
      q++;
    if (q < *npairs) continue;
    if (*npairs == maxpairs) {
      snprintf(why, whylen, "the inner loop assumes more than %u pairs of arrays do not overlap", maxpairs);
      goto out;
    }
    pairs[2 * *npairs] = (unsigned)a, pairs[2 * *npairs + 1] = (unsigned)b, ++*npairs;
  }
  ok = 1;
out:
  gpuopt__lf_free(&F);
  gpuopt__invalidate(ctx, R, 0);
  LLVMDeleteFunction(R);
  gpuopt__invalidate_all(ctx); /* nothing cached may outlive the clone (a later one may reuse its address) */
  if (!ok) *npairs = 0;
  return ok;
}
