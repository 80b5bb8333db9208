/* Helpers shared by the straight-line scalar transforms of gpucc §3.4-3.5 (sep-const-offset,
 * slsr, global-reassoc, speculate): constant matching, the speculatable-instruction table, flag
 * dropping for rewritten arithmetic, and deferred erasure of replaced instructions. */
#include <stdlib.h>
#include <string.h>

#include "core/core.h"
#include "transform/exprstack.h"

int gpuopt__const_int(LLVMValueRef v, int64_t *out) {
  if (!v || !LLVMIsAConstantInt(v)) return 0;
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) > 64) return 0;
  *out = LLVMConstIntGetSExtValue(v);
  return 1;
}

LLVMOpcode gpuopt__opcode(LLVMValueRef v) {
  return v && LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v) : (LLVMOpcode)0;
}

static int has_fn_attr(LLVMValueRef call, LLVMValueRef callee, const char *name, int need_zero_value) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  if (!kind) return 0;
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, kind);
  if (!a && callee) a = LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, kind);
  if (!a) return 0;
  return !need_zero_value || LLVMGetEnumAttributeValue(a) == 0;
}

/* The opcode table of what may execute where it was not going to: no memory access, no trap, no
 * side effect. Poison-producing flags are harmless (the result is unused on the other path). */
int gpuopt__is_speculatable(LLVMValueRef inst) {
  int64_t c;
  switch (gpuopt__opcode(inst)) {
  case LLVMAdd: case LLVMFAdd: case LLVMSub: case LLVMFSub: case LLVMMul: case LLVMFMul:
  case LLVMFDiv: case LLVMFRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd:
  case LLVMOr: case LLVMXor: case LLVMFNeg:
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
  case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr:
  case LLVMBitCast: case LLVMAddrSpaceCast:
  case LLVMICmp: case LLVMFCmp: case LLVMSelect: case LLVMGetElementPtr: case LLVMExtractValue:
  case LLVMInsertValue: case LLVMExtractElement: case LLVMInsertElement: case LLVMShuffleVector:
  case LLVMFreeze:
    return 1;
  case LLVMUDiv: case LLVMURem:  /* traps on a zero divisor */
    return gpuopt__const_int(LLVMGetOperand(inst, 1), &c) && c != 0;
  case LLVMSDiv: case LLVMSRem:  /* traps on zero and on INT_MIN / -1 */
    return gpuopt__const_int(LLVMGetOperand(inst, 1), &c) && c != 0 && c != -1;
  case LLVMCall: {
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (!callee || !LLVMIsAFunction(callee)) return 0;
    if (LLVMGetNumOperandBundles(inst)) return 0;
    return has_fn_attr(inst, callee, "speculatable", 0) && has_fn_attr(inst, callee, "memory", 1) &&
           !has_fn_attr(inst, callee, "convergent", 0);
  }
  default:
    return 0;
  }
}

void gpuopt__drop_poison_flags(LLVMValueRef inst) {
  switch (gpuopt__opcode(inst)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    LLVMSetNSW(inst, 0);
    LLVMSetNUW(inst, 0);
    break;
  case LLVMUDiv: case LLVMSDiv: case LLVMLShr: case LLVMAShr:
    LLVMSetExact(inst, 0);
    break;
  case LLVMOr:
    LLVMSetIsDisjoint(inst, 0);
    break;
  case LLVMZExt: case LLVMUIToFP:
    LLVMSetNNeg(inst, 0);
    break;
  case LLVMGetElementPtr:
    LLVMGEPSetNoWrapFlags(inst, 0);
    break;
  default:
    break;
  }
}

unsigned gpuopt__poison_flags(LLVMValueRef inst) {
  switch (gpuopt__opcode(inst)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    return (LLVMGetNSW(inst) ? PF_NSW : 0) | (LLVMGetNUW(inst) ? PF_NUW : 0);
  case LLVMUDiv: case LLVMSDiv: case LLVMLShr: case LLVMAShr:
    return LLVMGetExact(inst) ? PF_EXACT : 0;
  case LLVMOr:
    return LLVMGetIsDisjoint(inst) ? PF_DISJOINT : 0;
  case LLVMZExt: case LLVMUIToFP:
    return LLVMGetNNeg(inst) ? PF_NNEG : 0;
  case LLVMGetElementPtr:
    return (unsigned)LLVMGEPGetNoWrapFlags(inst) << PF_GEP_SHIFT;
  default:
    return 0;
  }
}

void gpuopt__set_poison_flags(LLVMValueRef inst, unsigned f) {
  switch (gpuopt__opcode(inst)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    LLVMSetNSW(inst, (f & PF_NSW) != 0);
    LLVMSetNUW(inst, (f & PF_NUW) != 0);
    break;
  case LLVMUDiv: case LLVMSDiv: case LLVMLShr: case LLVMAShr:
    LLVMSetExact(inst, (f & PF_EXACT) != 0);
    break;
  case LLVMOr:
    LLVMSetIsDisjoint(inst, (f & PF_DISJOINT) != 0);
    break;
  case LLVMZExt: case LLVMUIToFP:
    LLVMSetNNeg(inst, (f & PF_NNEG) != 0);
    break;
  case LLVMGetElementPtr:
    LLVMGEPSetNoWrapFlags(inst, (LLVMGEPNoWrapFlags)(f >> PF_GEP_SHIFT));
    break;
  default:
    break;
  }
}

int gpuopt__weaken_flags(const gpuopt_ptrmap *pinned, LLVMValueRef d, unsigned allowed) {
  if (!LLVMIsAInstruction(d)) return 1;
  unsigned f = gpuopt__poison_flags(d);
  if (!(f & ~allowed)) return 1;
  if (pinned && gpuopt__ptrmap_get(pinned, d, NULL)) return 0;
  gpuopt__set_poison_flags(d, f & allowed);
  return 1;
}

/* A call that may not continue to the next instruction: anything but an intrinsic, and the
 * trapping/exiting intrinsics. */
static int may_stop(LLVMValueRef x) {
  if (!LLVMIsACallInst(x) && !LLVMIsAInvokeInst(x)) return 0;
  LLVMValueRef f = LLVMGetCalledValue(x);
  if (!f || !LLVMIsAFunction(f) || !LLVMGetIntrinsicID(f)) return 1;
  size_t n;
  const char *s = LLVMGetValueName2(f, &n);
  return strstr(s, "trap") || strstr(s, "exit");
}

/* The memory access a executes whenever i executes, and before it. */
static int runs_before(const gpuopt_cfg *cfg, const gpuopt_domtree *dom, LLVMValueRef a, LLVMValueRef i) {
  uint32_t ba = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(a));
  uint32_t bi = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(i));
  if (ba == GPUOPT_NONE || bi == GPUOPT_NONE) return 0;
  if (ba == bi) {
    LLVMValueRef x = LLVMGetNextInstruction(a);
    for (; x && x != i; x = LLVMGetNextInstruction(x))
      if (may_stop(x)) return 0;
    return x == i;
  }
  if (!gpuopt__dominates(dom, ba, bi)) return 0;
  for (LLVMValueRef x = LLVMGetNextInstruction(a); x; x = LLVMGetNextInstruction(x))
    if (may_stop(x)) return 0;
  return 1;
}

/* d is not poison wherever i executes: d reaches, through poison-propagating instructions, the
 * address of a memory access that runs before i (global_reassoc.c, rule (1)). Bounded search. */
static int defined_at_rec(const gpuopt_cfg *cfg, const gpuopt_domtree *dom, LLVMValueRef v, LLVMValueRef i, int depth, int *budget) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    if (--*budget < 0) return 0;
    LLVMValueRef w = LLVMGetUser(u);
    if (!LLVMIsAInstruction(w) || w == i) continue;
    switch (LLVMGetInstructionOpcode(w)) {
    case LLVMLoad: case LLVMAtomicRMW: case LLVMAtomicCmpXchg:
      if (LLVMGetOperand(w, 0) == v && runs_before(cfg, dom, w, i)) return 1;
      continue;
    case LLVMStore:
      if (LLVMGetOperand(w, 1) == v && runs_before(cfg, dom, w, i)) return 1;
      continue;
    case LLVMSExt: case LLVMZExt: case LLVMTrunc: case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    case LLVMOr: case LLVMAnd: case LLVMXor: case LLVMGetElementPtr: case LLVMAddrSpaceCast:
    case LLVMBitCast: case LLVMIntToPtr: case LLVMPtrToInt:
      if (depth < 6 && defined_at_rec(cfg, dom, w, i, depth + 1, budget)) return 1;
      continue;
    default:
      continue;
    }
  }
  return 0;
}

int gpuopt__defined_at(const gpuopt_cfg *cfg, const gpuopt_domtree *dom, LLVMValueRef d, LLVMValueRef i) {
  int budget = 64;
  return LLVMIsAInstruction(d) && defined_at_rec(cfg, dom, d, i, 0, &budget);
}

size_t gpuopt__erase_dead(gpuopt_value_vec *dead) {
  gpuopt_ptrmap erased;
  gpuopt__ptrmap_init(&erased);
  size_t n = 0;
  while (dead->len) {
    LLVMValueRef v = dead->data[--dead->len];
    if (gpuopt__ptrmap_get(&erased, v, NULL)) continue;
    if (!LLVMIsAInstruction(v) || LLVMGetFirstUse(v) || !LLVMGetInstructionParent(v)) continue;
    if (!gpuopt__is_speculatable(v)) continue;
    if (!gpuopt__ptrmap_put(&erased, v, 1)) break; /* out of memory: leave the rest to DCE */
    int nops = LLVMGetNumOperands(v);
    for (int i = 0; i < nops; i++) {
      LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
      if (op && LLVMIsAInstruction(op) && op != v) VEC_PUSH(dead, op);
    }
    LLVMInstructionEraseFromParent(v);
    n++;
  }
  gpuopt__ptrmap_free(&erased);
  dead->len = 0;
  return n;
}
