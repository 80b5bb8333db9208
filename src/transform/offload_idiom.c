/* Worksharing loops that clang's loop-idiom pass turned into a memset or memcpy (clang -O1..-O3:
 * `for (i = 0; i < n; i++) a[i] = 0;` under `parallel for`), rebuilt as loops so that the grid
 * matcher (offload.c, match_grid) maps them one thread per iteration and the range function
 * (offload_ranges.c) bounds them.
 *
 * After loop-idiom the outlined function holds no loop: each OpenMP thread clears its whole chunk
 * [lb, ub] with one call, `memset(base + c0 + s*lb, v, (ub - lb + 1)*s)` behind the test `lb <= ub`.
 * The device would run that call as one contiguous piece per thread, and the bounds analysis sees
 * a call that may touch anything (whole objects move). The call is the loop the source wrote, one
 * s-byte store (memset: of v in each byte; memcpy: of an s-byte load from the source at the same
 * offset) per iteration, so the rewrite puts that loop back:
 *
 *   pre:  (the call's block up to the call)          br loop
 *   loop: iv = phi [lb, pre], [iv + 1, loop]
 *         store (splat v | load src + c0' + s*iv) -> base + c0 + s*iv
 *         if (iv == ub) goto rest; else goto loop
 *   rest: (the call's block after the call)
 *
 * The recognition is strict (gpuopt__idiom_find): static schedule without chunk, increment 1; one
 * static_init; no loop in the function; exactly one memory intrinsic (memset or memcpy, not
 * volatile, not memmove: an element-wise copy is memmove's only when the ranges do not overlap),
 * the only instruction with an effect in its block; that block's one predecessor branches to it
 * exactly when lb <= ub (signed or unsigned as the space); lb the lower bound's load; and the
 * destination's byte offset from a base that depends on neither bound is `c0 + s*lb`, the length
 * `(ub - lb + 1)*s`, s in {1, 2, 4, 8}, proved by an affine evaluation of the IR (extensions of lb
 * and ub, `zext(ub - lb)` which is exact under the guard, add/sub/mul/shl by constants in i64 with
 * the space at most 32 bits wide, or with nsw). memcpy's source has the same form with its own base
 * and c0. Only copies are rewritten: the host keeps clang's call as its CPU version; the device
 * copy and the range function's clone are rebuilt (the grid marker's GPUOPT__GRID_IDIOM bit). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include "analysis/omp.h"
#include "core/ctx.h"
#include "core/ir.h"
#include "transform/offload_idiom.h"

/* c0 + cl*lb + cu*ub + sum sc[k]*sym[k] modulo 2^64 (i64 arithmetic and getelementptr offsets are
 * exact modulo 2^64; narrower values enter only through extensions that are exact: of lb or ub,
 * of `ub - lb` under the guard, of arithmetic with nsw). A symbol is a value free of lb and ub,
 * sign-extended to i64 when narrower. */
typedef struct aff {
  unsigned long long c0, cl, cu;
  unsigned nsym;
  LLVMValueRef sym[GPUOPT_IDIOM_MAX_SYM];
  unsigned long long sc[GPUOPT_IDIOM_MAX_SYM];
} aff;

typedef struct idiom_ctx {
  LLVMValueRef lb, ub;
  int sgn;
  unsigned bits;
} idiom_ctx;

static int op_is(LLVMValueRef v, LLVMOpcode op) {
  return v && LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == op;
}

static int int_bits(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? (int)LLVMGetIntTypeWidth(t) : 0;
}

/* whether v uses lb or ub (depth-limited; deeper counts as using them) */
static int uses_bounds(const idiom_ctx *c, LLVMValueRef v, int depth) {
  if (v == c->lb || v == c->ub) return 1;
  if (!LLVMIsAInstruction(v)) return 0;
  if (depth > 12 || LLVMIsAPHINode(v)) return 1;
  for (int i = 0; i < LLVMGetNumOperands(v); i++)
    if (uses_bounds(c, LLVMGetOperand(v, i), depth + 1)) return 1;
  return 0;
}

static int aff_add(aff *a, const aff *x, unsigned long long k) {
  a->c0 += k * x->c0, a->cl += k * x->cl, a->cu += k * x->cu;
  for (unsigned i = 0; i < x->nsym; i++) {
    unsigned j = 0;
    while (j < a->nsym && a->sym[j] != x->sym[i]) j++;
    if (j == a->nsym) {
      if (a->nsym == GPUOPT_IDIOM_MAX_SYM) return 0;
      a->sym[a->nsym] = x->sym[i], a->sc[a->nsym++] = 0;
    }
    a->sc[j] += k * x->sc[i];
  }
  return 1;
}

static int is_const_aff(const aff *a) {
  if (a->cl || a->cu) return 0;
  for (unsigned i = 0; i < a->nsym; i++)
    if (a->sc[i]) return 0;
  return 1;
}

/* v (i64, or narrower and exact as a signed integer: wide = 0) as an affine form */
static int affine(const idiom_ctx *c, LLVMValueRef v, aff *a, int wide, int depth) {
  memset(a, 0, sizeof *a);
  if (depth > 12) return 0;
  int w = int_bits(v);
  if (!w || w > 64) return 0;
  if (v == c->lb) return a->cl = 1, 1;
  if (v == c->ub) return a->cu = 1, 1;
  if (LLVMIsAConstantInt(v)) return a->c0 = (unsigned long long)LLVMConstIntGetSExtValue(v), 1;
  if (!uses_bounds(c, v, 0)) {
    if (!LLVMIsAInstruction(v) && !LLVMIsAArgument(v)) return 0;
    a->nsym = 1, a->sym[0] = v, a->sc[0] = 1;
    return 1;
  }
  if (!LLVMIsAInstruction(v)) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if (op == LLVMSExt || op == LLVMZExt) {
    if (w != 64) return 0;
    LLVMValueRef x = LLVMGetOperand(v, 0);
    if (x == c->lb || x == c->ub) {
      /* the bound's value in the space's signedness; zext nneg of a signed bound is the same value */
      int nneg = 0;
#if GPUOPT_LLVM_VERSION >= 19
      if (op == LLVMZExt) nneg = LLVMGetNNeg(v) != 0;
#endif
      if ((op == LLVMSExt) != (c->sgn != 0) && !nneg) return 0;
      return affine(c, x, a, 0, depth + 1);
    }
    /* zext(ub - lb): ub - lb in [0, 2^bits) under the guard lb <= ub (either signedness) */
    if (op == LLVMZExt && op_is(x, LLVMSub) && LLVMGetOperand(x, 0) == c->ub && LLVMGetOperand(x, 1) == c->lb) {
      a->cu = 1, a->cl = (unsigned long long)-1ll;
      return 1;
    }
    /* sext of narrow arithmetic with nsw (signed space): its exact value */
    if (op == LLVMSExt && c->sgn && LLVMIsAInstruction(x) && LLVMGetNSW(x) &&
        (op_is(x, LLVMAdd) || op_is(x, LLVMSub) || op_is(x, LLVMMul) || op_is(x, LLVMShl)))
      return affine(c, x, a, 0, depth + 1);
    return 0;
  }
  if (op != LLVMAdd && op != LLVMSub && op != LLVMMul && op != LLVMShl) return 0;
  if (w < 64 && !(!wide && c->sgn && LLVMGetNSW(v))) return 0;
  aff x, y;
  int nwide = w == 64;
  if (!affine(c, LLVMGetOperand(v, 0), &x, nwide, depth + 1)) return 0;
  LLVMValueRef o1 = LLVMGetOperand(v, 1);
  if (op == LLVMShl) {
    if (!LLVMIsAConstantInt(o1)) return 0;
    unsigned long long k = LLVMConstIntGetZExtValue(o1);
    if (k >= (unsigned long long)w) return 0;
    memset(&y, 0, sizeof y);
    y.c0 = 1ull << k;
    op = LLVMMul;
  } else if (!affine(c, o1, &y, nwide, depth + 1)) return 0;
  /* narrow symbols: their sign extension (exact: the arithmetic has nsw) */
  if (op == LLVMAdd) return aff_add(a, &x, 1) && aff_add(a, &y, 1);
  if (op == LLVMSub) return aff_add(a, &x, 1) && aff_add(a, &y, (unsigned long long)-1ll);
  if (!is_const_aff(&x) && !is_const_aff(&y)) return 0;
  if (is_const_aff(&x)) return aff_add(a, &y, x.c0);
  return aff_add(a, &x, y.c0);
}

/* pointer p as base + byte offset (getelementptrs of one index over a base free of the bounds) */
static int ptr_affine(const idiom_ctx *c, LLVMTargetDataRef td, LLVMValueRef p, LLVMValueRef *base, aff *off, int depth) {
  memset(off, 0, sizeof *off);
  if (depth > 8) return 0;
  if (LLVMIsAGetElementPtrInst(p)) {
    if (LLVMGetNumIndices(p) != 1 || int_bits(LLVMGetOperand(p, 1)) != 64) return 0;
    LLVMTypeRef et = LLVMGetGEPSourceElementType(p);
    if (!LLVMTypeIsSized(et)) return 0;
    unsigned long long sz = LLVMABISizeOfType(td, et);
    aff ix, rest;
    if (!affine(c, LLVMGetOperand(p, 1), &ix, 1, 0)) return 0;
    if (!ptr_affine(c, td, LLVMGetOperand(p, 0), base, &rest, depth + 1)) return 0;
    return aff_add(off, &rest, 1) && aff_add(off, &ix, sz);
  }
  if (uses_bounds(c, p, 0)) return 0;
  *base = p;
  return 1;
}

static unsigned param_align(LLVMValueRef call, unsigned idx) {
  unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, idx, kind);
  unsigned long long v = a ? LLVMGetEnumAttributeValue(a) : 1;
  return v && v <= 4096 ? (unsigned)v : 1;
}

static int has_effect(LLVMValueRef i) {
  if (LLVMIsAStoreInst(i) || LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i)) return 1;
  if (LLVMIsALoadInst(i)) return LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic;
  if (LLVMIsACallInst(i)) {
    LLVMValueRef f = LLVMGetCalledValue(i);
    size_t n = 0;
    const char *nm = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
    return strncmp(nm, "llvm.dbg.", 9) && strncmp(nm, "llvm.lifetime.", 14) && strncmp(nm, "llvm.assume", 11);
  }
  return LLVMIsAInvokeInst(i) != NULL;
}

/* 0 none, 1 memset, 2 memcpy, -1 another memory intrinsic */
static int mem_kind(LLVMValueRef i) {
  if (!LLVMIsACallInst(i)) return 0;
  LLVMValueRef f = LLVMGetCalledValue(i);
  if (!f || !LLVMIsAFunction(f)) return 0;
  size_t n = 0;
  const char *nm = LLVMGetValueName2(f, &n);
  if (!strncmp(nm, "llvm.memset.p", 13)) return 1;
  if (!strncmp(nm, "llvm.memcpy.p", 13)) return 2;
  if (!strncmp(nm, "llvm.mem", 8)) return -1;
  return 0;
}

int gpuopt__idiom_find(gpuopt_ctx *ctx, LLVMValueRef init, gpuopt__idiom *m) {
  memset(m, 0, sizeof *m);
  if (!init || !LLVMIsACallInst(init) || LLVMGetNumArgOperands(init) != 9) return 0;
  LLVMValueRef callee = LLVMGetCalledValue(init);
  size_t n = 0;
  if (!callee || !LLVMIsAFunction(callee) ||
      gpuopt__omp_call(LLVMGetValueName2(callee, &n), &m->bits, &m->sgn) != OMP_CALL_STATIC_INIT)
    return 0;
  LLVMValueRef sched = LLVMGetOperand(init, 2), incr = LLVMGetOperand(init, 7);
  if (!LLVMIsAConstantInt(sched) || LLVMConstIntGetSExtValue(sched) != 34 || !LLVMIsAConstantInt(incr) ||
      LLVMConstIntGetSExtValue(incr) != 1)
    return 0;
  if (m->bits != 32 && m->bits != 64) return 0;
  LLVMValueRef plb = LLVMGetOperand(init, 4);
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  /* one memory intrinsic, one static_init */
  LLVMValueRef call = NULL;
  unsigned ninit = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      int k = mem_kind(i);
      if (k < 0) return 0;
      if (k) {
        if (call) return 0;
        call = i;
      }
      if (LLVMIsACallInst(i) && LLVMGetCalledValue(i) && LLVMIsAFunction(LLVMGetCalledValue(i)) &&
          gpuopt__omp_call(LLVMGetValueName2(LLVMGetCalledValue(i), &n), NULL, NULL) == OMP_CALL_STATIC_INIT)
        ninit++;
    }
  if (!call || ninit != 1) return 0;
  int kind = mem_kind(call);
  /* memset(dst, i8 v, i64 len, i1 volatile), memcpy(dst, src, i64 len, i1 volatile) */
  if (LLVMGetNumArgOperands(call) != 4) return 0;
  LLVMValueRef vol = LLVMGetOperand(call, 3);
  if (!LLVMIsAConstantInt(vol) || LLVMConstIntGetZExtValue(vol)) return 0;
  gpuopt_fninfo *fi;
  gpuopt__invalidate(ctx, fn, 0);
  if (gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  if (fi->loops->nloops) return 0;
  /* the call's block: no phi, nothing else with an effect, one predecessor testing lb <= ub */
  LLVMBasicBlockRef B = LLVMGetInstructionParent(call);
  for (LLVMValueRef i = LLVMGetFirstInstruction(B); i; i = LLVMGetNextInstruction(i))
    if (LLVMIsAPHINode(i) || (i != call && has_effect(i))) return 0;
  LLVMValueRef br = NULL;
  unsigned npred = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++)
      if (LLVMGetSuccessor(t, k) == B) br = t, npred++;
  }
  if (npred != 1) return 0;
  if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || LLVMGetSuccessor(br, 0) == LLVMGetSuccessor(br, 1)) return 0;
  LLVMValueRef cmp = LLVMGetCondition(br);
  if (!LLVMIsAICmpInst(cmp)) return 0;
  LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
  LLVMValueRef a = LLVMGetOperand(cmp, 0), b = LLVMGetOperand(cmp, 1);
  int lb_left = LLVMIsALoadInst(a) && LLVMGetOperand(a, 0) == plb;
  if (!lb_left && !(LLVMIsALoadInst(b) && LLVMGetOperand(b, 0) == plb)) return 0;
  if (!lb_left) {
    LLVMValueRef t = a;
    a = b, b = t;
    pr = gpuopt__pred_swap(pr);
  }
  /* reaching B: lb pred ub when B is the true successor, its negation otherwise */
  if (LLVMGetSuccessor(br, 0) != B) {
    switch (pr) {
    case LLVMIntSGT: pr = LLVMIntSLE; break;
    case LLVMIntUGT: pr = LLVMIntULE; break;
    case LLVMIntSLE: pr = LLVMIntSGT; break;
    case LLVMIntULE: pr = LLVMIntUGT; break;
    default: return 0;
    }
  }
  if (pr != (m->sgn ? LLVMIntSLE : LLVMIntULE)) return 0;
  if (int_bits(a) != (int)m->bits || LLVMGetVolatile(a)) return 0;
  m->lb = a, m->ub = b, m->guard = br, m->call = call;
  idiom_ctx c = {a, b, m->sgn, m->bits};
  if (uses_bounds(&(idiom_ctx){a, NULL, m->sgn, m->bits}, b, 0)) return 0; /* ub free of lb */
  LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(LLVMGetGlobalParent(fn)));
  aff off[2], len;
  int ok = ptr_affine(&c, td, LLVMGetOperand(call, 0), &m->base[0], &off[0], 0) &&
           (kind == 1 || ptr_affine(&c, td, LLVMGetOperand(call, 1), &m->base[1], &off[1], 0)) &&
           affine(&c, LLVMGetOperand(call, 2), &len, 1, 0);
  LLVMDisposeTargetData(td);
  if (!ok) return 0;
  /* len = s*(ub - lb + 1), offsets (c0 + symbols) + s*lb */
  unsigned long long s = len.cu;
  if (s != 1 && s != 2 && s != 4 && s != 8) return 0;
  if (len.cl != 0 - s || len.c0 != s) return 0;
  for (unsigned i = 0; i < len.nsym; i++)
    if (len.sc[i]) return 0;
  for (int k = 0; k < (kind == 2 ? 2 : 1); k++) {
    if (off[k].cl != s || off[k].cu) return 0;
    m->c0[k] = (long long)off[k].c0;
    m->nsym[k] = off[k].nsym;
    for (unsigned i = 0; i < off[k].nsym; i++) m->sym[k][i] = off[k].sym[i], m->sc[k][i] = off[k].sc[i];
    unsigned al = param_align(call, (unsigned)k + 1);
    m->align[k] = al < (unsigned)s ? al : (unsigned)s;
  }
  m->size = (unsigned long long)s;
  if (kind == 2 && (m->align[1] == 0)) return 0;
  return 1;
}

static void erase_dead(LLVMValueRef v, int depth) {
  if (!v || !LLVMIsAInstruction(v) || LLVMGetFirstUse(v) || depth > 16 || has_effect(v) || LLVMIsAPHINode(v) ||
      LLVMIsALoadInst(v))
    return;
  int nops = LLVMGetNumOperands(v);
  LLVMValueRef ops[8];
  if (nops > 8) return;
  for (int i = 0; i < nops; i++) ops[i] = LLVMGetOperand(v, i);
  LLVMInstructionEraseFromParent(v);
  for (int i = 0; i < nops; i++) erase_dead(ops[i], depth + 1);
}

void gpuopt__idiom_apply(gpuopt_ctx *ctx, const gpuopt__idiom *m) {
  LLVMValueRef call = m->call;
  LLVMBasicBlockRef B = LLVMGetInstructionParent(call);
  LLVMValueRef fn = LLVMGetBasicBlockParent(B);
  LLVMContextRef lc = LLVMGetTypeContext(LLVMTypeOf(call));
  int memcpy_ = mem_kind(call) == 2;
  LLVMTypeRef i64 = LLVMInt64TypeInContext(lc), i8 = LLVMInt8TypeInContext(lc);
  LLVMTypeRef et = LLVMIntTypeInContext(lc, (unsigned)(8 * m->size)), it = LLVMTypeOf(m->lb);
  /* pre: B's instructions before the call; loop; B keeps the rest */
  LLVMBasicBlockRef pre = LLVMInsertBasicBlockInContext(lc, B, "idiom.pre");
  LLVMBasicBlockRef loop = LLVMInsertBasicBlockInContext(lc, B, "idiom.loop");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(lc);
  LLVMPositionBuilderAtEnd(b, pre);
  for (LLVMValueRef i = LLVMGetFirstInstruction(B), nx; i && i != call; i = nx) {
    nx = LLVMGetNextInstruction(i);
    LLVMInstructionRemoveFromParent(i);
    LLVMInsertIntoBuilder(b, i);
  }
  /* the invariant part of each offset: c0 + sum sc*sym (symbols narrower than i64 sign-extended) */
  LLVMValueRef inv[2] = {NULL, NULL};
  for (int k = 0; k < (memcpy_ ? 2 : 1); k++) {
    inv[k] = LLVMConstInt(i64, (unsigned long long)m->c0[k], 0);
    for (unsigned i = 0; i < m->nsym[k]; i++) {
      LLVMValueRef v = m->sym[k][i];
      if (int_bits(v) < 64) v = LLVMBuildSExt(b, v, i64, "");
      inv[k] = LLVMBuildAdd(b, inv[k], LLVMBuildMul(b, v, LLVMConstInt(i64, m->sc[k][i], 0), ""), "");
    }
  }
  LLVMBuildBr(b, loop);
  for (unsigned k = 0; k < 2; k++)
    if (LLVMGetSuccessor(m->guard, k) == B) LLVMSetSuccessor(m->guard, k, pre);
  LLVMPositionBuilderAtEnd(b, loop);
  LLVMValueRef iv = LLVMBuildPhi(b, it, "idiom.iv");
  LLVMValueRef x = m->sgn ? LLVMBuildSExt(b, iv, i64, "") : LLVMBuildZExt(b, iv, i64, "");
  LLVMValueRef sc = LLVMConstInt(i64, m->size, 0);
  LLVMValueRef ptrs[2];
  for (int k = 0; k < (memcpy_ ? 2 : 1); k++) {
    LLVMValueRef o = LLVMBuildAdd(b, LLVMBuildMul(b, x, sc, ""), inv[k], "");
    ptrs[k] = LLVMBuildGEP2(b, i8, m->base[k], &o, 1, "");
  }
  LLVMValueRef val;
  if (memcpy_) {
    val = LLVMBuildLoad2(b, et, ptrs[1], "");
    LLVMSetAlignment(val, m->align[1]);
  } else {
    LLVMValueRef v = LLVMGetOperand(call, 1);
    unsigned long long ones = 0;
    for (unsigned k = 0; k < m->size; k++) ones = ones << 8 | 1;
    val = LLVMBuildMul(b, LLVMBuildZExt(b, v, et, ""), LLVMConstInt(et, ones, 0), "");
  }
  LLVMValueRef st = LLVMBuildStore(b, val, ptrs[0]);
  LLVMSetAlignment(st, m->align[0]);
  LLVMValueRef next = LLVMBuildAdd(b, iv, LLVMConstInt(it, 1, 0), "");
  if (m->sgn) LLVMSetNSW(next, 1);
  else LLVMSetNUW(next, 1);
  LLVMValueRef done = LLVMBuildICmp(b, LLVMIntEQ, iv, m->ub, "");
  LLVMBuildCondBr(b, done, B, loop);
  LLVMAddIncoming(iv, (LLVMValueRef[]){m->lb, next}, (LLVMBasicBlockRef[]){pre, loop}, 2);
  LLVMInstructionSetDebugLoc(st, LLVMInstructionGetDebugLoc(call));
  LLVMDisposeBuilder(b);
  LLVMValueRef ops[3] = {LLVMGetOperand(call, 0), LLVMGetOperand(call, 1), LLVMGetOperand(call, 2)};
  LLVMInstructionEraseFromParent(call);
  for (int k = 0; k < 3; k++) erase_dead(ops[k], 0);
  gpuopt__invalidate(ctx, fn, 0);
}
