/* bounds_ir: symbolic expressions (analysis/symexpr.h) materialised as LLVM IR at a region's entry.
 *
 * DawnCC (Mendonça et al., TACO 2017) §3.2: the access bounds of §3.1 are symbolic expressions in
 * values available before a loop nest; the run-time non-overlap test `p + hi_p < q + lo_q ||
 * q + hi_q < p + lo_p` evaluates them in the nest's preheader. This file is that evaluation, shared
 * by restrictify (host loop versioning), offload_seq (sequential loops offloaded, transfer ranges)
 * and kernel-restrictify (a whole kernel launch).
 *
 * Algorithm: a post-order walk of the expression tree, every value 64-bit (the expressions denote
 * mathematical integers; the bounds the analyses produce fit in i64 wherever the accesses they
 * bound execute): constants as i64 constants, a sum as adds and multiplications by its
 * coefficients, a product as multiplications, min/max as signed compare + select. A symbol becomes
 * the IR value it stands for (sign-extended, pointers as ptrtoint) when that value dominates the
 * insertion block, or whatever the caller's symbol rule says (kernel-restrictify reads launch
 * dimensions from the special registers). Divisions are refused unless by a constant other than 0
 * and -1 (a zero divisor would trap where the region itself might not run; C's truncating division
 * is sdiv), as are infinities. Nothing is erased on failure: callers that build
 * several expressions and need all of them erase what was built (restrictify) or let later cleanup
 * delete the dead instructions. Linear in the size of the expression tree (shared subtrees are
 * expanded once per use; GVN merges them). */
#include "transform/bounds_ir.h"

void gpuopt__bir_init(gpuopt_bir *x, LLVMBuilderRef b, LLVMTypeRef i64, const gpuopt_fninfo *fi, uint32_t at) {
  x->b = b;
  x->i64 = i64;
  x->fi = fi;
  x->at = at;
  x->symbol = NULL;
  x->user = NULL;
  x->max_depth = 0;
  x->ok = 1;
}

int gpuopt__bir_available(const gpuopt_bir *x, LLVMValueRef v) {
  if (!v) return 0;
  if (LLVMIsAArgument(v) || LLVMIsAConstant(v)) return 1;
  if (!LLVMIsAInstruction(v) || !x->fi) return 0;
  uint32_t b = gpuopt__cfg_block(x->fi->cfg, LLVMGetInstructionParent(v));
  return b != GPUOPT_NONE && gpuopt__dominates(x->fi->dom, b, x->at);
}

LLVMValueRef gpuopt__bir_i64(gpuopt_bir *x, LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMGetTypeKind(t) == LLVMPointerTypeKind) return LLVMBuildPtrToInt(x->b, v, x->i64, "");
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind) {
    x->ok = 0;
    return LLVMConstInt(x->i64, 0, 0);
  }
  unsigned w = LLVMGetIntTypeWidth(t);
  if (w == 64) return v;
  if (w > 64) return LLVMBuildTrunc(x->b, v, x->i64, "");
  return w == 1 ? LLVMBuildZExt(x->b, v, x->i64, "") : LLVMBuildSExt(x->b, v, x->i64, "");
}

LLVMValueRef gpuopt__bir_sym_i64(gpuopt_bir *x, const gpuopt_sx_sym *s) {
  LLVMValueRef v = s->value;
  if (s->zext && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(LLVMTypeOf(v)) < 64)
    return LLVMBuildZExt(x->b, v, x->i64, "");
  return gpuopt__bir_i64(x, v);
}

LLVMValueRef gpuopt__bir_minmax(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y, int is_min) {
  if (!x) return y;
  if (!y) return x;
  LLVMValueRef c = LLVMBuildICmp(b, is_min ? LLVMIntSLT : LLVMIntSGT, y, x, "");
  return LLVMBuildSelect(b, c, y, x, "");
}

static LLVMValueRef emit(gpuopt_bir *x, const gpuopt_sx *e, unsigned depth) {
  if (!e || !x->ok || (x->max_depth && depth > x->max_depth)) {
    x->ok = 0;
    return NULL;
  }
  switch (e->kind) {
  case SX_CONST: return LLVMConstInt(x->i64, (unsigned long long)e->c, 1);
  case SX_SYM: {
    const gpuopt_sx_sym *s = gpuopt__sx_symbol(e->table, e);
    LLVMValueRef v = NULL;
    if (s && x->symbol) v = x->symbol(x, s);
    else if (s && gpuopt__bir_available(x, s->value)) v = gpuopt__bir_sym_i64(x, s);
    if (!v || !x->ok) x->ok = 0;
    return x->ok ? v : NULL;
  }
  case SX_ADD: {
    LLVMValueRef acc = LLVMConstInt(x->i64, (unsigned long long)e->c, 1);
    for (uint32_t k = 0; k < e->n; k++) {
      LLVMValueRef v = emit(x, e->op[k], depth + 1);
      if (!v) return NULL;
      if (e->coef[k] != 1) v = LLVMBuildMul(x->b, v, LLVMConstInt(x->i64, (unsigned long long)e->coef[k], 1), "");
      acc = LLVMBuildAdd(x->b, acc, v, "");
    }
    return acc;
  }
  case SX_MUL: {
    LLVMValueRef acc = NULL;
    for (uint32_t k = 0; k < e->n; k++) {
      LLVMValueRef v = emit(x, e->op[k], depth + 1);
      if (!v) return NULL;
      acc = acc ? LLVMBuildMul(x->b, acc, v, "") : v;
    }
    return acc;
  }
  case SX_MIN:
  case SX_MAX: {
    LLVMValueRef acc = NULL;
    for (uint32_t k = 0; k < e->n; k++) {
      LLVMValueRef v = emit(x, e->op[k], depth + 1);
      if (!v) return NULL;
      acc = gpuopt__bir_minmax(x->b, acc, v, e->kind == SX_MIN);
    }
    return acc;
  }
  case SX_DIV: { /* by a constant other than 0 and -1 only: it cannot trap (a variable divisor
                   could be 0 where the region itself does not run) */
    int64_t d;
    if (!gpuopt__sx_is_const(e->op[1], &d) || d == 0 || d == -1) {
      x->ok = 0;
      return NULL;
    }
    LLVMValueRef v = emit(x, e->op[0], depth + 1);
    if (!v) return NULL;
    return LLVMBuildSDiv(x->b, v, LLVMConstInt(x->i64, (unsigned long long)d, 1), "");
  }
  default: /* infinities */
    x->ok = 0;
    return NULL;
  }
}

LLVMValueRef gpuopt__bir_emit(gpuopt_bir *x, const gpuopt_sx *e) { return emit(x, e, 0); }
