/* slsr: straight-line strength reduction (gpucc §3.4.2, Table 3).
 *
 * Candidates, with b and s values and C an integer constant:
 *   Mul:  (b + C) * s      from mul (add b, C), s; mul b, s is (b + 0) * s (both operand orders)
 *   Add:  b + C * s        from add b, (mul s, C) / (shl s, k) / s (C = 1); sub b, ... (C negated)
 *   GEP:  &b[C * s]        single-index GEPs whose index is mul s, C / shl s, k / s, possibly under
 *                          a sext (then the mul/shl must be nsw; the stride is sext(s))
 * A candidate y = (C1, b, s) dominated by a basis x = (C0, b, s) of the same form, b, s (and
 * element type) is rewritten as x + (C1-C0)*s (Mul, Add) or &x[(C1-C0)*s] (GEP); (C1-C0)*s is s,
 * a shift or a multiplication, subtracted when C1-C0 is negative. The arithmetic is modular in the
 * candidate's width, so it is exact without wrap flags (rewritten instructions carry none).
 * Not rewritten (they only serve as bases): candidates free in addressing (s a constant: a
 * constant offset that NVPTX folds into [reg+imm]) and candidates in their simplest form
 * ((b+0)*s, b±s, &b[±s]), which a basis cannot make cheaper; a basis with C0 == C1 replaces the
 * candidate outright.
 *
 * Poison: the basis and the operand that makes it a candidate lose their wrap flags when used
 * (the rewritten value must not be poison where the candidate was not), unless the basis is
 * known not poison at the candidate (gpuopt__defined_at: it feeds the address of an access that
 * runs first); then nothing is weakened and a rewrite x +- s keeps nsw (nsw_form below; the
 * rule is global_reassoc.c's); a GEP candidate under a
 * sext relies on its index's nsw, which is therefore never dropped (pinned). Remaining assumption:
 * a GEP basis &b[sext(s *nsw C0)] whose multiplication overflowed was a poison address already.
 *
 * The closest dominating basis is found with the dominating-expression stacks of Algorithm 2
 * (exprstack.h): one walk in dominator-tree pre-order, linear in the size of the function.
 * Requires the dominator tree; preserves the CFG (GPUOPT_META_CONTROL_FLOW). */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "core/ctx.h"
#include "gpuopt/transform.h"
#include "transform/exprstack.h"
#include "transform/transform.h"

enum { FORM_MUL = 1, FORM_ADD = 2, FORM_GEP = 3, FORM_SEXT = 16 };

typedef struct cand {
  gpuopt_expr key;    /* op = form (| FORM_SEXT), p = {b, s, GEP element type} */
  int64_t c;
} cand;

static int is_simplest(const cand *k) {
  switch (k->key.op & 15) {
  case FORM_MUL: return k->c == 0;
  default: return k->c == 1 || k->c == -1;
  }
}

/* s * C as a stride factor: mul s, C or shl s, k (or s itself, C = 1). */
static void factor(LLVMValueRef v, int need_nsw, LLVMValueRef *s, int64_t *c) {
  int64_t k;
  *s = v;
  *c = 1;
  LLVMOpcode op = gpuopt__opcode(v);
  if (op == LLVMMul && (!need_nsw || LLVMGetNSW(v))) {
    if (gpuopt__const_int(LLVMGetOperand(v, 1), &k)) *s = LLVMGetOperand(v, 0), *c = k;
    else if (gpuopt__const_int(LLVMGetOperand(v, 0), &k)) *s = LLVMGetOperand(v, 1), *c = k;
  } else if (op == LLVMShl && (!need_nsw || LLVMGetNSW(v)) && gpuopt__const_int(LLVMGetOperand(v, 1), &k) &&
             k >= 0 && k < 63) {
    *s = LLVMGetOperand(v, 0), *c = (int64_t)1 << k;
  }
}

static void set(cand *k, unsigned form, LLVMValueRef b, LLVMValueRef s, LLVMTypeRef ty, int64_t c) {
  memset(k, 0, sizeof *k);
  k->key.op = form;
  k->key.p[0] = b;
  k->key.p[1] = s;
  k->key.p[2] = ty;
  k->c = c;
}

/* The candidate forms of inst (at most two); returns the count. */
static int candidates(LLVMValueRef inst, unsigned iw, cand out[2]) {
  int n = 0;
  int64_t c;
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  LLVMTypeRef ty = LLVMTypeOf(inst);
  if (op == LLVMMul || op == LLVMAdd || op == LLVMSub) {
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > 64) return 0;
    for (int o = 0; o < (op == LLVMSub ? 1 : 2); o++) {
      LLVMValueRef l = LLVMGetOperand(inst, (unsigned)o), r = LLVMGetOperand(inst, (unsigned)(1 - o));
      if (op == LLVMMul) {
        /* (b + C) * s with s = r */
        LLVMOpcode lo = gpuopt__opcode(l);
        LLVMValueRef b = l;
        c = 0;
        if ((lo == LLVMAdd || (lo == LLVMOr && LLVMGetIsDisjoint(l))) && gpuopt__const_int(LLVMGetOperand(l, 1), &c))
          b = LLVMGetOperand(l, 0);
        else if (lo == LLVMSub && gpuopt__const_int(LLVMGetOperand(l, 1), &c))
          b = LLVMGetOperand(l, 0), c = (int64_t)(0 - (uint64_t)c);
        else
          c = 0;
        if (LLVMIsAConstant(b)) continue;
        set(&out[n++], FORM_MUL, b, r, NULL, c);
      } else {
        /* b + C * s with b = l */
        LLVMValueRef s;
        factor(r, 0, &s, &c);
        if (LLVMIsAConstant(s)) continue; /* a constant offset: free in addressing */
        if (op == LLVMSub) c = (int64_t)(0 - (uint64_t)c);
        set(&out[n++], FORM_ADD, l, s, NULL, c);
      }
    }
    return n;
  }
  if (op == LLVMGetElementPtr && LLVMGetNumOperands(inst) == 2 && LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
    LLVMValueRef idx = LLVMGetOperand(inst, 1), s;
    LLVMTypeRef it = LLVMTypeOf(idx);
    if (LLVMGetTypeKind(it) != LLVMIntegerTypeKind) return 0;
    unsigned form = FORM_GEP;
    if (LLVMGetIntTypeWidth(it) < iw) form |= FORM_SEXT; /* implicit sext of a narrow index */
    else if (LLVMGetIntTypeWidth(it) > iw) return 0;
    else if (gpuopt__opcode(idx) == LLVMSExt) form |= FORM_SEXT, idx = LLVMGetOperand(idx, 0);
    factor(idx, form & FORM_SEXT, &s, &c);
    if (LLVMIsAConstant(s)) return 0;
    set(&out[n++], form, LLVMGetOperand(inst, 0), s, LLVMGetGEPSourceElementType(inst), c);
  }
  return n;
}

/* x serves as a basis: x + (C1-C0)*s must be poison only where the candidate was, so x and the
 * operand that makes it a candidate ((b+C0) of a Mul, C0*s of an Add) lose their wrap flags
 * (beyond `allowed` for x itself); 0 when one of them is pinned. */
static int weaken_basis(const gpuopt_ptrmap *pinned, const cand *k, LLVMValueRef x, unsigned allowed) {
  unsigned form = k->key.op & 15;
  if (form == FORM_MUL || form == FORM_ADD) {
    LLVMOpcode op = gpuopt__opcode(x);
    for (unsigned o = 0; o < 2 && (op == LLVMMul || op == LLVMAdd || op == LLVMSub); o++) {
      LLVMValueRef v = LLVMGetOperand(x, o);
      if (v != k->key.p[0] && v != k->key.p[1] && LLVMIsAInstruction(v) && !gpuopt__weaken_flags(pinned, v, 0))
        return 0;
    }
  }
  return gpuopt__weaken_flags(pinned, x, allowed);
}

/* A GEP candidate under a sext relies on the nsw of its index's mul/shl: pin it. -1 on OOM. */
static int pin_index(gpuopt_ptrmap *pinned, LLVMValueRef i) {
  if (LLVMGetInstructionOpcode(i) != LLVMGetElementPtr || LLVMGetNumOperands(i) != 2) return 0;
  LLVMValueRef idx = LLVMGetOperand(i, 1);
  if (gpuopt__opcode(idx) == LLVMSExt) idx = LLVMGetOperand(idx, 0);
  LLVMOpcode op = gpuopt__opcode(idx);
  if ((op == LLVMMul || op == LLVMShl) && LLVMGetNSW(idx)) return gpuopt__ptrmap_put(pinned, idx, 1) ? 1 : -1;
  return 0;
}

static int log2_exact(uint64_t v) {
  if (!v || (v & (v - 1))) return -1;
  int k = 0;
  while (v >>= 1) k++;
  return k;
}

/* delta * s (delta > 0) in s's type. */
static LLVMValueRef scaled(LLVMBuilderRef b, LLVMValueRef s, uint64_t delta) {
  LLVMTypeRef t = LLVMTypeOf(s);
  if (delta == 1) return s;
  int k = log2_exact(delta);
  if (k > 0) return LLVMBuildShl(b, s, LLVMConstInt(t, (unsigned)k, 0), "");
  return LLVMBuildMul(b, s, LLVMConstInt(t, delta, 0), "");
}

/* y rewritten from basis x: x + (c1 - c0) * s. */
static LLVMValueRef rewrite(LLVMBuilderRef b, LLVMTargetDataRef td, const cand *k, LLVMValueRef x, int64_t c0) {
  uint64_t delta = (uint64_t)k->c - (uint64_t)c0;
  int neg = (int64_t)delta < 0;
  uint64_t mag = neg ? 0 - delta : delta;
  LLVMValueRef s = (LLVMValueRef)k->key.p[1];
  if ((k->key.op & 15) == FORM_GEP) {
    unsigned iw = LLVMPointerSizeForAS(td, LLVMGetPointerAddressSpace(LLVMTypeOf(x))) * 8;
    LLVMTypeRef ity = LLVMIntTypeInContext(LLVMGetTypeContext(LLVMTypeOf(x)), iw);
    if (LLVMTypeOf(s) != ity) s = LLVMBuildSExt(b, s, ity, "");
    LLVMValueRef off = scaled(b, s, mag);
    if (neg) off = LLVMBuildNeg(b, off, "");
    return LLVMBuildGEP2(b, (LLVMTypeRef)k->key.p[2], x, &off, 1, "");
  }
  LLVMValueRef off = scaled(b, s, mag);
  return neg ? LLVMBuildSub(b, x, off, "") : LLVMBuildAdd(b, x, off, "");
}

/* The rewrite x +- s of a Mul/Add candidate i may carry nsw (no-wrap rule, as global_reassoc.c):
 * when x is not poison at i, x = (b+C0)*s (or b + C0*s) exactly, and x +- s is the candidate's
 * exact value, which fits when i and the instruction operands of i that form it (b+C1, C1*s)
 * are all nsw. Only for |C1 - C0| == 1: a wider delta * s could overflow on its own. */
static int nsw_form(const cand *k, LLVMValueRef i, int64_t c0) {
  unsigned form = k->key.op & 15;
  uint64_t delta = (uint64_t)k->c - (uint64_t)c0;
  if ((form != FORM_MUL && form != FORM_ADD) || (delta != 1 && delta != (uint64_t)-1)) return 0;
  LLVMOpcode op = gpuopt__opcode(i);
  if ((op != LLVMMul && op != LLVMAdd && op != LLVMSub) || !LLVMGetNSW(i)) return 0;
  for (unsigned o = 0; o < 2; o++) {
    LLVMValueRef v = LLVMGetOperand(i, o);
    if (v == k->key.p[0] || v == k->key.p[1] || !LLVMIsAInstruction(v)) continue;
    LLVMOpcode vo = gpuopt__opcode(v);
    if ((vo != LLVMAdd && vo != LLVMSub && vo != LLVMMul && vo != LLVMShl) || !LLVMGetNSW(v)) return 0;
  }
  return 1;
}

/* Cost rule: does the nsw of i matter for an address? True when i's value reaches, through a chain
 * of nsw add/sub/mul/shl (at most ADDR_DEPTH deep), a sext used as a GEP index. LLVM's
 * separate-const-offset-from-gep (run by llc for NVPTX) moves the constant terms of such an index
 * out of the sext into the [reg+imm] addressing mode only through nsw operations; a rewrite that
 * drops nsw there turns neighbouring accesses A[x-1], A[x+1] from one base register with two free
 * immediates into two base computations (one more 64-bit address live per access: conv3d_poly
 * needed 28 registers against clang's 27, bench/results/codequality-findings.md F6). */
#define ADDR_DEPTH 6
static int nsw_feeds_address(LLVMValueRef i, unsigned depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef v = LLVMGetUser(u);
    LLVMOpcode op = gpuopt__opcode(v);
    if (op == LLVMSExt) {
      for (LLVMUseRef w = LLVMGetFirstUse(v); w; w = LLVMGetNextUse(w))
        if (gpuopt__opcode(LLVMGetUser(w)) == LLVMGetElementPtr) return 1;
    } else if ((op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) && LLVMGetNSW(v) && depth < ADDR_DEPTH &&
               nsw_feeds_address(v, depth + 1)) {
      return 1;
    }
  }
  return 0;
}

gpuopt_status gpuopt_slsr(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_slsr_stats *stats) {
  static const char who[] = "gpuopt_slsr";
  if (!ctx) return GPUOPT_EINVAL;
  if (stats) memset(stats, 0, sizeof *stats);
  if (!fn || !LLVMIsAFunction(fn)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function", who);
  if (LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: @%s is a declaration, expected a definition", who, LLVMGetValueName(fn));
  gpuopt__invalidate(ctx, fn, 0);
  gpuopt_fninfo *fi;
  gpuopt_status st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM, &fi);
  if (st) return st;
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
  gpuopt_exprstack es;
  gpuopt_value_vec dead = {0};
  int oom = !gpuopt__exprstack_init(&es, fi->dom, fi->cfg->g.n * 4);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  gpuopt_ptrmap pinned;
  gpuopt__ptrmap_init(&pinned);
  unsigned ncand = 0, nrew = 0, nkept = 0, nskipped = 0;
  for (uint32_t pi = 0; pi < fi->dom->npre && !oom; pi++) {
    uint32_t bn = fi->dom->preorder[pi];
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[bn]); i && !oom; i = LLVMGetNextInstruction(i)) {
      cand ks[2];
      unsigned iw = 64;
      if (LLVMGetInstructionOpcode(i) == LLVMGetElementPtr) {
        LLVMTypeRef pt = LLVMTypeOf(LLVMGetOperand(i, 0));
        if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind) continue;
        iw = LLVMPointerSizeForAS(td, LLVMGetPointerAddressSpace(pt)) * 8;
      }
      int n = candidates(i, iw, ks);
      if (!n) continue;
      if (pin_index(&pinned, i) < 0) oom = 1;
      ncand++;
      LLVMValueRef y = i;
      for (int k = 0; k < n && y == i; k++) {
        gpuopt_expr_entry *basis = gpuopt__exprstack_closest(&es, &ks[k].key, bn);
        if (!basis) continue;
        if (basis->c == ks[k].c) {
          /* the same value: reuse it, no more poisonous than i */
          if (weaken_basis(&pinned, &ks[k], basis->inst, gpuopt__poison_flags(i))) y = basis->inst;
        } else if (!is_simplest(&ks[k])) {
          /* a basis known not poison at i keeps its flags (and so do its operands) */
          int def = gpuopt__defined_at(fi->cfg, fi->dom, basis->inst, i);
          int keep_nsw = def && nsw_form(&ks[k], i, basis->c);
          /* cost rule: a rewrite that loses the nsw an address index relies on costs more than it saves */
          if (!keep_nsw && (ks[k].key.op & 15) != FORM_GEP && LLVMGetNSW(i) && nsw_feeds_address(i, 0)) {
            nskipped++;
            continue;
          }
          if (!def && !weaken_basis(&pinned, &ks[k], basis->inst, 0)) continue;
          LLVMPositionBuilderBefore(b, i);
          y = rewrite(b, td, &ks[k], basis->inst, basis->c);
          if (keep_nsw && (gpuopt__opcode(y) == LLVMAdd || gpuopt__opcode(y) == LLVMSub))
            LLVMSetNSW(y, 1), nkept++;
        }
      }
      if (y != i) {
        size_t len = 0;
        const char *nm = LLVMGetValueName2(i, &len);
        if (len && !LLVMGetValueName2(y, &(size_t){0})[0]) {
          char name[128];
          snprintf(name, sizeof name, "%.*s", (int)(len < 120 ? len : 120), nm);
          LLVMSetValueName2(i, "", 0);
          LLVMSetValueName2(y, name, strlen(name));
        }
        LLVMReplaceAllUsesWith(i, y);
        if (!VEC_PUSH(&dead, i)) oom = 1;
        nrew++;
      }
      /* the candidate's value, whichever instruction now computes it, is a basis for what follows */
      for (int k = 0; k < n && !oom; k++)
        if (!gpuopt__exprstack_push(&es, &ks[k].key, y, bn, ks[k].c)) oom = 1;
    }
  }
  LLVMDisposeBuilder(b);
  gpuopt__ptrmap_free(&pinned);
  gpuopt__erase_dead(&dead);
  VEC_FREE(&dead);
  gpuopt__exprstack_free(&es);
  gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
  if (stats) stats->candidates = ncand, stats->rewritten = nrew, stats->flags_kept = nkept, stats->skipped_nsw = nskipped;
  if (oom) return gpuopt__oom(ctx, who);
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_slsr(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_slsr_stats s;
    gpuopt_status st = gpuopt_slsr(ctx, f, &s);
    if (st) return st;
    *changed |= s.rewritten != 0;
  }
  return GPUOPT_OK;
}
