/* Decoding a function for the SIMT interpreter: LLVM IR -> flat arrays of ip_inst whose operands
 * are register slots. Each SSA value gets one slot per scalar leaf (vector element, struct field);
 * each distinct constant operand gets slots pre-filled in every frame, so execution never asks
 * LLVM anything. Vector operations are split into one scalar operation per element here. Phis are
 * turned into copies on CFG edges (ip_edge), done when lanes cross the edge (exec.c), so lanes that
 * wait at a reconvergence point keep the values of the path they came from. Each block records its
 * immediate post-dominator (the reconvergence point of a divergent branch, Sampaio et al. §3.1),
 * taken from src/core's post-dominator tree (GPUOPT_META_PDOM); IP_EXIT means the virtual exit.
 * Instructions, types or constants that cannot be executed decode to OP_UNSUPPORTED with a message
 * naming them; they stop the run only when executed. */
#include <stdlib.h>
#include <string.h>

#include "core/ir.h"
#include "interp/interp.h"

uint32_t gpuopt__ip_type_leaves(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t) <= 64 ? 1 : 0;
  case LLVMHalfTypeKind: case LLVMFloatTypeKind: case LLVMDoubleTypeKind: case LLVMPointerTypeKind: return 1;
  case LLVMVectorTypeKind: {
    uint32_t e = gpuopt__ip_type_leaves(LLVMGetElementType(t));
    return e == 1 ? LLVMGetVectorSize(t) : 0;
  }
  case LLVMArrayTypeKind: {
    uint32_t e = gpuopt__ip_type_leaves(LLVMGetElementType(t));
    uint64_t n = LLVMGetArrayLength2(t) * (uint64_t)e;
    return n > 4096 ? 0 : (uint32_t)n;
  }
  case LLVMStructTypeKind: {
    uint32_t n = 0, k = LLVMCountStructElementTypes(t);
    for (uint32_t i = 0; i < k; i++) {
      uint32_t e = gpuopt__ip_type_leaves(LLVMStructGetTypeAtIndex(t, i));
      if (!e) return 0;
      n += e;
    }
    return n > 4096 ? 0 : n;
  }
  default: return 0;
  }
}

/* Bit width of a scalar leaf type (pointers 64), 0 if not a scalar the interpreter handles. */
static unsigned leaf_bits(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t) <= 64 ? LLVMGetIntTypeWidth(t) : 0;
  case LLVMHalfTypeKind: return 16;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: case LLVMPointerTypeKind: return 64;
  default: return 0;
  }
}
static int is_float(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}
static LLVMTypeRef scalar_of(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

typedef struct dctx {
  gpuopt_interp *ip;
  ip_fn *f;
  gpuopt_cfg *cfg;
  gpuopt_ptrmap slot;      /* value -> slot + 1 */
  uint32_t nvslots;
  VEC(LLVMValueRef) consts; /* constant slot k -> constant (one entry per leaf, NULL after first) */
  VEC(uint64_t) cvals;
  VEC(uint32_t) cpois;
  VEC(ip_inst) code;
  VEC(LLVMValueRef) src;
  VEC(uint32_t) blockof;
  VEC(ip_edge) edges;
  VEC(ip_copy) copies;
  VEC(ip_phi) phis;
  VEC(ip_gepidx) gepidx;
  VEC(int32_t) args;
  VEC(uint32_t) cases;
  VEC(uint64_t) casevals;
  VEC(ip_leaf) leaves;
  VEC(char *) unsup;
  int oom;
  char err[256];           /* why the current instruction cannot be decoded */
} dctx;

#define CONST_SLOT_FLAG 0x40000000

/* The first slot of operand v; -1 with d->err set when it cannot be represented. Constant slots are
 * numbered from CONST_SLOT_FLAG and renumbered after the value slots at the end. */
static int32_t opnd(dctx *d, LLVMValueRef v) {
  uintptr_t s;
  if (gpuopt__ptrmap_get(&d->slot, v, &s)) return (int32_t)(s - 1);
  if (!LLVMIsConstant(v)) {
    snprintf(d->err, sizeof d->err, "an operand that is neither a value of the function nor a constant");
    return -1;
  }
  uint32_t n = gpuopt__ip_type_leaves(LLVMTypeOf(v));
  if (!n) {
    snprintf(d->err, sizeof d->err, "a constant of a type the interpreter does not handle");
    return -1;
  }
  uint64_t vals[64];
  uint8_t pois[64];
  uint64_t *pv = n <= 64 ? vals : calloc(n, 8);
  uint8_t *pp = n <= 64 ? pois : calloc(n, 1);
  int ok = pv && pp && gpuopt__ip_const_eval(d->ip, v, pv, pp, n, d->err, sizeof d->err);
  int32_t base = (int32_t)(CONST_SLOT_FLAG + d->consts.len);
  if (ok) {
    for (uint32_t i = 0; i < n; i++) {
      if (!VEC_PUSH(&d->consts, i ? NULL : v) || !VEC_PUSH(&d->cvals, pv[i]) ||
          !VEC_PUSH(&d->cpois, pp[i] ? 0xffffffffu : 0)) {
        d->oom = 1;
        ok = 0;
        break;
      }
    }
  }
  if (pv != vals) free(pv);
  if (pp != pois) free(pp);
  if (!ok) return -1;
  if (!gpuopt__ptrmap_put(&d->slot, v, (uintptr_t)base + 1)) d->oom = 1;
  return base;
}

static ip_inst *emit(dctx *d, uint16_t op, LLVMValueRef src, uint32_t block) {
  ip_inst z;
  memset(&z, 0, sizeof z);
  z.op = op;
  z.dst = z.a = z.b = z.c = -1;
  if (!VEC_PUSH(&d->code, z) || !VEC_PUSH(&d->src, src) || !VEC_PUSH(&d->blockof, block)) {
    d->oom = 1;
    return NULL;
  }
  return &d->code.data[d->code.len - 1];
}

/* Memory layout of a type's leaves, appended to d->leaves; returns the first index or -1. */
static int layout(dctx *d, LLVMTypeRef t, uint32_t base, int top) {
  gpuopt_interp *ip = d->ip;
  LLVMTypeKind k = LLVMGetTypeKind(t);
  uint32_t first = (uint32_t)d->leaves.len;
  if (k == LLVMVectorTypeKind || k == LLVMArrayTypeKind) {
    LLVMTypeRef et = LLVMGetElementType(t);
    uint64_t n = k == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : LLVMGetArrayLength2(t);
    uint64_t es = k == LLVMVectorTypeKind ? LLVMStoreSizeOfType(ip->td, et) : LLVMABISizeOfType(ip->td, et);
    if (k == LLVMVectorTypeKind && LLVMSizeOfTypeInBits(ip->td, et) % 8) return -1;
    for (uint64_t i = 0; i < n; i++)
      if (layout(d, et, base + (uint32_t)(i * es), 0) < 0) return -1;
  } else if (k == LLVMStructTypeKind) {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      if (layout(d, LLVMStructGetTypeAtIndex(t, i), base + (uint32_t)LLVMOffsetOfElement(ip->td, t, i), 0) < 0)
        return -1;
  } else {
    unsigned bits = leaf_bits(t);
    if (!bits) return -1;
    ip_leaf L = {base, (uint8_t)LLVMStoreSizeOfType(ip->td, t), (uint8_t)bits, (uint8_t)is_float(t)};
    if (!VEC_PUSH(&d->leaves, L)) {
      d->oom = 1;
      return -1;
    }
  }
  (void)top;
  return (int)first;
}

static int add_edge(dctx *d, uint32_t from, LLVMBasicBlockRef to, uint32_t *out) {
  ip_edge e;
  memset(&e, 0, sizeof e);
  e.target = gpuopt__cfg_block(d->cfg, to);
  e.copy = (uint32_t)d->copies.len;
  LLVMBasicBlockRef fromb = d->cfg->blocks[from];
  for (LLVMValueRef phi = LLVMGetFirstInstruction(to); phi && LLVMIsAPHINode(phi);
       phi = LLVMGetNextInstruction(phi)) {
    unsigned n = LLVMCountIncoming(phi);
    LLVMValueRef in = NULL;
    for (unsigned i = 0; i < n && !in; i++)
      if (LLVMGetIncomingBlock(phi, i) == fromb) in = LLVMGetIncomingValue(phi, i);
    if (!in) continue;
    uintptr_t ds;
    if (!gpuopt__ptrmap_get(&d->slot, phi, &ds)) continue; /* unsupported phi type */
    int32_t s = opnd(d, in);
    if (s < 0) return 0;
    uint32_t nl = gpuopt__ip_type_leaves(LLVMTypeOf(phi));
    for (uint32_t i = 0; i < nl; i++) {
      ip_copy c = {(int32_t)(ds - 1) + (int32_t)i, s + (int32_t)i};
      if (!VEC_PUSH(&d->copies, c)) {
        d->oom = 1;
        return 0;
      }
      /* a copy that reads a phi of the target block must see the old value */
      if (LLVMIsAPHINode(in) && LLVMGetInstructionParent(in) == to) e.needs_temp = 1;
    }
  }
  e.ncopy = (uint32_t)d->copies.len - e.copy;
  if (e.ncopy > d->f->maxcopies) d->f->maxcopies = e.ncopy;
  *out = (uint32_t)d->edges.len;
  if (!VEC_PUSH(&d->edges, e)) {
    d->oom = 1;
    return 0;
  }
  return 1;
}

static int intrinsic_call(dctx *d, LLVMValueRef inst, LLVMValueRef callee, uint32_t b, int32_t dst) {
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  int id = gpuopt__ip_intrinsic(name, len), nvmath = -1;
  if (id < 0 && (nvmath = gpuopt__ip_nvmath_lookup(name, len)) >= 0) id = IK_NV_MATH;
  if (id < 0) {
    snprintf(d->err, sizeof d->err, "a call to the unsupported function or intrinsic @%.*s", (int)(len > 120 ? 120 : len), name);
    return 0;
  }
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(inst);
  if (id == IK_NV_LDG || id == IK_NV_LDU) {
    LLVMValueRef al = nargs == 2 ? LLVMGetOperand(inst, 1) : NULL;
    int32_t p;
    int first;
    if (!al || !LLVMIsAConstantInt(al) || (p = opnd(d, LLVMGetOperand(inst, 0))) < 0 ||
        (first = layout(d, LLVMTypeOf(inst), 0, 1)) < 0) {
      if (!d->err[0])
        snprintf(d->err, sizeof d->err, "a call to @%.*s with unexpected operands", (int)(len > 120 ? 120 : len), name);
      return 0;
    }
    ip_inst *L = emit(d, OP_LOAD, inst, b);
    if (!L) return 0;
    L->dst = dst, L->a = p, L->aux = (uint32_t)first, L->aux2 = (uint32_t)d->leaves.len - (uint32_t)first;
    L->imm = (int64_t)LLVMConstIntGetZExtValue(al);
    L->c = (int32_t)LLVMStoreSizeOfType(d->ip->td, LLVMTypeOf(inst));
    return 1;
  }
  if (id >= IK_NV_ATOM_ADD && id <= IK_NV_ATOM_LOAD_DEC) {
    /* NVVM atomic intrinsics: (ptr, value) or (ptr, cmp, new) */
    static const int rmw[] = {LLVMAtomicRMWBinOpAdd, LLVMAtomicRMWBinOpXchg, LLVMAtomicRMWBinOpMax,
                              LLVMAtomicRMWBinOpMin, LLVMAtomicRMWBinOpUIncWrap, LLVMAtomicRMWBinOpUDecWrap,
                              LLVMAtomicRMWBinOpAnd, LLVMAtomicRMWBinOpOr, LLVMAtomicRMWBinOpXor, -1,
                              LLVMAtomicRMWBinOpUIncWrap, LLVMAtomicRMWBinOpUDecWrap};
    int cas = id == IK_NV_ATOM_CAS;
    LLVMTypeRef vt = LLVMTypeOf(inst);
    int32_t p, v, w = -1;
    if (nargs != (unsigned)(cas ? 3 : 2) || !leaf_bits(vt) || LLVMGetTypeKind(vt) == LLVMVectorTypeKind ||
        (cas && is_float(vt))) {
      snprintf(d->err, sizeof d->err, "a call to @%.*s with unexpected operands", (int)(len > 120 ? 120 : len), name);
      return 0;
    }
    if ((p = opnd(d, LLVMGetOperand(inst, 0))) < 0 || (v = opnd(d, LLVMGetOperand(inst, 1))) < 0 ||
        (cas && (w = opnd(d, LLVMGetOperand(inst, 2))) < 0))
      return 0;
    ip_inst *A = emit(d, cas ? OP_CMPXCHG : OP_ATOMICRMW, inst, b);
    if (!A) return 0;
    A->dst = dst, A->a = p, A->b = v, A->c = w, A->width = (uint8_t)leaf_bits(vt);
    A->aux = cas ? 0 : (uint32_t)rmw[id - IK_NV_ATOM_ADD];
    A->flags = (uint8_t)((is_float(vt) ? IP_F_FLOAT : 0) | (cas ? IP_F_NOSUCC : 0));
    if (is_float(vt) && id == IK_NV_ATOM_ADD) A->aux = LLVMAtomicRMWBinOpFAdd;
    A->imm = (int64_t)LLVMStoreSizeOfType(d->ip->td, vt);
    A->aux2 = (uint32_t)LLVMStoreSizeOfType(d->ip->td, vt);
    return 1;
  }
  uint32_t astart = (uint32_t)d->args.len;
  for (unsigned i = 0; i < nargs; i++) {
    LLVMValueRef a = LLVMGetOperand(inst, i);
    if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMMetadataTypeKind) {
      if (!VEC_PUSH(&d->args, -1)) return d->oom = 1, 0;
      continue;
    }
    int32_t s = opnd(d, a);
    if (s < 0) return 0;
    if (!VEC_PUSH(&d->args, s)) return d->oom = 1, 0;
  }
  ip_inst *I = emit(d, OP_INTRIN, inst, b);
  if (!I) return 0;
  I->dst = dst;
  I->aux = (uint32_t)id;
  I->aux2 = astart;
  I->imm = nargs;
  LLVMTypeRef rt = LLVMTypeOf(inst);
  LLVMTypeRef at = nargs ? LLVMTypeOf(LLVMGetOperand(inst, 0)) : rt;
  LLVMTypeRef wt = LLVMGetTypeKind(rt) == LLVMVoidTypeKind || LLVMGetTypeKind(rt) == LLVMStructTypeKind ? at : rt;
  if (LLVMGetTypeKind(wt) == LLVMVectorTypeKind) {
    snprintf(d->err, sizeof d->err, "a vector call to @%.*s", (int)(len > 120 ? 120 : len), name);
    d->code.len--, d->src.len--, d->blockof.len--;
    return 0;
  }
  I->width = (uint8_t)leaf_bits(wt);
  if (is_float(wt)) I->flags |= IP_F_FLOAT;
  I->c = LLVMGetTypeKind(rt) == LLVMStructTypeKind; /* shfl .p variants: {value, predicate} */
  if (id == IK_NV_MATH) {
    if (nargs > 3) {
      snprintf(d->err, sizeof d->err, "a call to @%.*s with %u operands", (int)(len > 120 ? 120 : len), name, nargs);
      return 0;
    }
    I->c = nvmath;
  }
  return 1;
}

/* Decode one instruction (not a phi) of block b. 0 with d->err set when it is not supported. */
static int decode_inst(dctx *d, LLVMValueRef inst, uint32_t b) {
  gpuopt_interp *ip = d->ip;
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  LLVMTypeRef t = LLVMTypeOf(inst);
  uintptr_t ds = 0;
  int32_t dst = gpuopt__ptrmap_get(&d->slot, inst, &ds) ? (int32_t)(ds - 1) : -1;
  uint32_t nl = LLVMGetTypeKind(t) == LLVMVoidTypeKind ? 0 : gpuopt__ip_type_leaves(t);
  if (LLVMGetTypeKind(t) != LLVMVoidTypeKind && !nl) {
    snprintf(d->err, sizeof d->err, "a result of a type the interpreter does not handle");
    return 0;
  }
  int32_t a = -1, bb = -1, c = -1;
  unsigned nops = (unsigned)LLVMGetNumOperands(inst);
  ip_inst *I;
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: {
    static const uint16_t map[] = {[LLVMAdd] = OP_ADD, [LLVMSub] = OP_SUB, [LLVMMul] = OP_MUL,
      [LLVMUDiv] = OP_UDIV, [LLVMSDiv] = OP_SDIV, [LLVMURem] = OP_UREM, [LLVMSRem] = OP_SREM,
      [LLVMShl] = OP_SHL, [LLVMLShr] = OP_LSHR, [LLVMAShr] = OP_ASHR, [LLVMAnd] = OP_AND, [LLVMOr] = OP_OR,
      [LLVMXor] = OP_XOR, [LLVMFAdd] = OP_FADD, [LLVMFSub] = OP_FSUB, [LLVMFMul] = OP_FMUL,
      [LLVMFDiv] = OP_FDIV, [LLVMFRem] = OP_FREM};
    if ((a = opnd(d, LLVMGetOperand(inst, 0))) < 0 || (bb = opnd(d, LLVMGetOperand(inst, 1))) < 0) return 0;
    uint8_t fl = 0;
    if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) {
      if (LLVMGetNSW(inst)) fl |= IP_F_NSW;
      if (LLVMGetNUW(inst)) fl |= IP_F_NUW;
    }
    if (op == LLVMUDiv || op == LLVMSDiv || op == LLVMLShr || op == LLVMAShr)
      if (LLVMGetExact(inst)) fl |= IP_F_EXACT;
    if (op == LLVMOr && LLVMGetIsDisjoint(inst)) fl |= IP_F_DISJOINT;
    for (uint32_t i = 0; i < nl; i++) {
      if (!(I = emit(d, map[op], inst, b))) return 0;
      I->dst = dst + (int32_t)i, I->a = a + (int32_t)i, I->b = bb + (int32_t)i;
      I->width = (uint8_t)leaf_bits(scalar_of(t));
      I->flags = fl;
    }
    return 1;
  }
  case LLVMFNeg:
    if ((a = opnd(d, LLVMGetOperand(inst, 0))) < 0) return 0;
    for (uint32_t i = 0; i < nl; i++) {
      if (!(I = emit(d, OP_FNEG, inst, b))) return 0;
      I->dst = dst + (int32_t)i, I->a = a + (int32_t)i, I->width = (uint8_t)leaf_bits(scalar_of(t));
    }
    return 1;
  case LLVMICmp: case LLVMFCmp: {
    LLVMTypeRef ot = LLVMTypeOf(LLVMGetOperand(inst, 0));
    if ((a = opnd(d, LLVMGetOperand(inst, 0))) < 0 || (bb = opnd(d, LLVMGetOperand(inst, 1))) < 0) return 0;
    for (uint32_t i = 0; i < nl; i++) {
      if (!(I = emit(d, op == LLVMICmp ? OP_ICMP : OP_FCMP, inst, b))) return 0;
      I->dst = dst + (int32_t)i, I->a = a + (int32_t)i, I->b = bb + (int32_t)i;
      I->width = (uint8_t)leaf_bits(scalar_of(ot));
      I->aux = op == LLVMICmp ? (uint32_t)LLVMGetICmpPredicate(inst) : (uint32_t)LLVMGetFCmpPredicate(inst);
    }
    return 1;
  }
  case LLVMSelect: {
    LLVMValueRef cv = LLVMGetOperand(inst, 0);
    int vcond = LLVMGetTypeKind(LLVMTypeOf(cv)) == LLVMVectorTypeKind;
    if ((c = opnd(d, cv)) < 0 || (a = opnd(d, LLVMGetOperand(inst, 1))) < 0 ||
        (bb = opnd(d, LLVMGetOperand(inst, 2))) < 0)
      return 0;
    for (uint32_t i = 0; i < nl; i++) {
      if (!(I = emit(d, OP_SELECT, inst, b))) return 0;
      I->dst = dst + (int32_t)i, I->a = a + (int32_t)i, I->b = bb + (int32_t)i, I->c = c + (vcond ? (int32_t)i : 0);
    }
    return 1;
  }
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc: case LLVMFPExt: case LLVMFPToUI:
  case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMPtrToInt: case LLVMIntToPtr:
  case LLVMBitCast: case LLVMAddrSpaceCast: {
    LLVMValueRef sv = LLVMGetOperand(inst, 0);
    LLVMTypeRef st = LLVMTypeOf(sv);
    if ((a = opnd(d, sv)) < 0) return 0;
    uint32_t snl = gpuopt__ip_type_leaves(st);
    unsigned sbits = leaf_bits(scalar_of(st)), dbits = leaf_bits(scalar_of(t));
    if (op == LLVMBitCast && snl != nl) {
      if (!(I = emit(d, OP_PACK, inst, b))) return 0;
      I->dst = dst, I->a = a, I->aux = snl, I->aux2 = sbits, I->width = (uint8_t)dbits, I->imm = nl;
      return 1;
    }
    uint16_t o;
    switch (op) {
    case LLVMTrunc: case LLVMPtrToInt: o = OP_TRUNC; break;
    case LLVMSExt: o = OP_SEXT; break;
    case LLVMFPTrunc: o = OP_FPTRUNC; break;
    case LLVMFPExt: o = OP_FPEXT; break;
    case LLVMFPToUI: o = OP_FPTOUI; break;
    case LLVMFPToSI: o = OP_FPTOSI; break;
    case LLVMUIToFP: o = OP_UITOFP; break;
    case LLVMSIToFP: o = OP_SITOFP; break;
    default: o = OP_COPY; break; /* zext (values are kept zero-extended), bitcast, inttoptr, addrspacecast */
    }
    for (uint32_t i = 0; i < nl; i++) {
      if (!(I = emit(d, o, inst, b))) return 0;
      I->dst = dst + (int32_t)i, I->a = a + (int32_t)i, I->width = (uint8_t)dbits, I->aux = sbits;
    }
    return 1;
  }
  case LLVMFreeze:
    if ((a = opnd(d, LLVMGetOperand(inst, 0))) < 0) return 0;
    for (uint32_t i = 0; i < nl; i++) {
      if (!(I = emit(d, OP_FREEZE, inst, b))) return 0;
      I->dst = dst + (int32_t)i, I->a = a + (int32_t)i;
    }
    return 1;
  case LLVMExtractElement: case LLVMInsertElement: {
    int ins = op == LLVMInsertElement;
    LLVMValueRef vec = LLVMGetOperand(inst, 0), idx = LLVMGetOperand(inst, ins ? 2 : 1);
    uint32_t n = gpuopt__ip_type_leaves(LLVMTypeOf(vec));
    if ((a = opnd(d, vec)) < 0 || (ins && (bb = opnd(d, LLVMGetOperand(inst, 1))) < 0)) return 0;
    if (LLVMIsAConstantInt(idx)) {
      uint64_t k = LLVMConstIntGetZExtValue(idx);
      if (ins) {
        for (uint32_t i = 0; i < n; i++) {
          if (!(I = emit(d, i == k ? OP_COPY : OP_COPY, inst, b))) return 0;
          I->dst = dst + (int32_t)i, I->a = i == k ? bb : a + (int32_t)i;
        }
        if (k >= n) {
          for (uint32_t i = 0; i < n; i++) {
            if (!(I = emit(d, OP_SETPOISON, inst, b))) return 0;
            I->dst = dst + (int32_t)i;
          }
        }
      } else {
        if (!(I = emit(d, k < n ? OP_COPY : OP_SETPOISON, inst, b))) return 0;
        I->dst = dst, I->a = a + (int32_t)k;
      }
      return 1;
    }
    if ((c = opnd(d, idx)) < 0) return 0;
    if (!(I = emit(d, ins ? OP_INSERT_DYN : OP_EXTRACT_DYN, inst, b))) return 0;
    I->dst = dst, I->a = a, I->b = bb, I->c = c, I->aux = n;
    I->width = (uint8_t)leaf_bits(LLVMTypeOf(idx));
    return 1;
  }
  case LLVMShuffleVector: {
    uint32_t n1 = gpuopt__ip_type_leaves(LLVMTypeOf(LLVMGetOperand(inst, 0)));
    if ((a = opnd(d, LLVMGetOperand(inst, 0))) < 0 || (bb = opnd(d, LLVMGetOperand(inst, 1))) < 0) return 0;
    for (uint32_t i = 0; i < nl; i++) {
      int m = LLVMGetMaskValue(inst, i);
      if (!(I = emit(d, m < 0 ? OP_SETPOISON : OP_COPY, inst, b))) return 0;
      I->dst = dst + (int32_t)i;
      if (m >= 0) I->a = (uint32_t)m < n1 ? a + m : bb + (m - (int32_t)n1);
    }
    return 1;
  }
  case LLVMExtractValue: case LLVMInsertValue: {
    int ins = op == LLVMInsertValue;
    LLVMValueRef agg = LLVMGetOperand(inst, 0);
    if ((a = opnd(d, agg)) < 0 || (ins && (bb = opnd(d, LLVMGetOperand(inst, 1))) < 0)) return 0;
    unsigned ni = LLVMGetNumIndices(inst);
    const unsigned *idx = LLVMGetIndices(inst);
    LLVMTypeRef at = LLVMTypeOf(agg);
    uint32_t off = 0;
    for (unsigned k = 0; k < ni; k++) {
      if (LLVMGetTypeKind(at) == LLVMStructTypeKind) {
        for (unsigned j = 0; j < idx[k]; j++) off += gpuopt__ip_type_leaves(LLVMStructGetTypeAtIndex(at, j));
        at = LLVMStructGetTypeAtIndex(at, idx[k]);
      } else {
        at = LLVMGetElementType(at);
        off += idx[k] * gpuopt__ip_type_leaves(at);
      }
    }
    uint32_t sub = gpuopt__ip_type_leaves(at);
    if (ins) {
      for (uint32_t i = 0; i < nl; i++) {
        if (!(I = emit(d, OP_COPY, inst, b))) return 0;
        I->dst = dst + (int32_t)i;
        I->a = (i >= off && i < off + sub) ? bb + (int32_t)(i - off) : a + (int32_t)i;
      }
    } else {
      for (uint32_t i = 0; i < nl; i++) {
        if (!(I = emit(d, OP_COPY, inst, b))) return 0;
        I->dst = dst + (int32_t)i, I->a = a + (int32_t)(off + i);
      }
    }
    return 1;
  }
  case LLVMGetElementPtr: {
    /* A vector getelementptr (`<N x ptr>`: a vector base, vector indices, or both; clang's
     * vectoriser emits them for gathers) is N scalar GEPs, lane l reading lane l of every vector
     * operand (a scalar operand is the same in every lane, as LangRef splats it). */
    unsigned lanes = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 1;
    LLVMValueRef base = LLVMGetOperand(inst, 0);
    int base_vec = LLVMGetTypeKind(LLVMTypeOf(base)) == LLVMVectorTypeKind;
    if ((a = opnd(d, base)) < 0) return 0;
    for (unsigned l = 0; l < lanes; l++) {
      LLVMTypeRef ty = LLVMGetGEPSourceElementType(inst);
      int64_t off = 0;
      uint32_t gstart = (uint32_t)d->gepidx.len;
      for (unsigned i = 1; i < nops; i++) {
        LLVMValueRef ix = LLVMGetOperand(inst, i);
        int ix_vec = LLVMGetTypeKind(LLVMTypeOf(ix)) == LLVMVectorTypeKind;
        if (ix_vec && LLVMIsConstant(ix)) {
          LLVMValueRef e = LLVMGetAggregateElement(ix, l);
          if (e && LLVMIsAConstantInt(e)) ix = e, ix_vec = 0;
        }
        int64_t scale;
        if (i == 1) {
          scale = (int64_t)LLVMABISizeOfType(ip->td, ty);
        } else if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
          if (!LLVMIsAConstantInt(ix)) {
            snprintf(d->err, sizeof d->err, "a getelementptr with a non-constant struct index");
            return 0;
          }
          unsigned k = (unsigned)LLVMConstIntGetZExtValue(ix);
          off = (int64_t)((uint64_t)off + LLVMOffsetOfElement(ip->td, ty, k));
          ty = LLVMStructGetTypeAtIndex(ty, k);
          continue;
        } else if (LLVMGetTypeKind(ty) == LLVMArrayTypeKind || LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
          ty = LLVMGetElementType(ty);
          scale = (int64_t)LLVMABISizeOfType(ip->td, ty);
        } else {
          snprintf(d->err, sizeof d->err, "a getelementptr into a non-aggregate type");
          return 0;
        }
        if (LLVMIsAConstantInt(ix)) {
          /* wrapping arithmetic (a GEP's offset is computed modulo 2^64): a signed multiply
           * overflowed on tests/bad/pointer-games.ll (issue 8, UBSan) */
          off = (int64_t)((uint64_t)off + (uint64_t)LLVMConstIntGetSExtValue(ix) * (uint64_t)scale);
          continue;
        }
        if (ix_vec && lanes == 1) {
          snprintf(d->err, sizeof d->err, "a getelementptr with a vector index");
          return 0;
        }
        int32_t sl = opnd(d, ix);
        if (sl < 0) return 0;
        LLVMTypeRef it = ix_vec ? LLVMGetElementType(LLVMTypeOf(ix)) : LLVMTypeOf(ix);
        ip_gepidx g = {sl + (ix_vec ? (int32_t)l : 0), (uint8_t)leaf_bits(it), scale};
        if (!VEC_PUSH(&d->gepidx, g)) return d->oom = 1, 0;
      }
      if (!(I = emit(d, OP_GEP, inst, b))) return 0;
      I->dst = dst + (int32_t)l, I->a = a + (base_vec ? (int32_t)l : 0);
      I->aux = gstart, I->aux2 = (uint32_t)d->gepidx.len - gstart, I->imm = off;
    }
    return 1;
  }
  case LLVMLoad: case LLVMStore: {
    int st = op == LLVMStore;
    LLVMValueRef ptr = LLVMGetOperand(inst, st ? 1 : 0);
    LLVMTypeRef vt = st ? LLVMTypeOf(LLVMGetOperand(inst, 0)) : t;
    if ((a = opnd(d, ptr)) < 0 || (st && (bb = opnd(d, LLVMGetOperand(inst, 0))) < 0)) return 0;
    int first = layout(d, vt, 0, 1);
    if (first < 0) {
      snprintf(d->err, sizeof d->err, "a memory access of a type the interpreter does not handle");
      return 0;
    }
    if (!(I = emit(d, st ? OP_STORE : OP_LOAD, inst, b))) return 0;
    I->dst = dst, I->a = a, I->b = bb, I->aux = (uint32_t)first, I->aux2 = (uint32_t)d->leaves.len - (uint32_t)first;
    I->imm = LLVMGetAlignment(inst);
    I->c = (int32_t)LLVMStoreSizeOfType(ip->td, vt);
    return 1;
  }
  case LLVMAlloca: {
    LLVMTypeRef at = LLVMGetAllocatedType(inst);
    LLVMValueRef cnt = LLVMGetOperand(inst, 0);
    if (!LLVMIsAConstantInt(cnt)) {
      snprintf(d->err, sizeof d->err, "an alloca with a dynamic size");
      return 0;
    }
    if (!(I = emit(d, OP_ALLOCA, inst, b))) return 0;
    I->dst = dst;
    I->imm = (int64_t)(LLVMABISizeOfType(ip->td, at) * LLVMConstIntGetZExtValue(cnt));
    return 1;
  }
  case LLVMAtomicRMW: {
    LLVMTypeRef vt = LLVMTypeOf(LLVMGetOperand(inst, 1));
    if (!leaf_bits(vt) || LLVMGetTypeKind(vt) == LLVMVectorTypeKind) {
      snprintf(d->err, sizeof d->err, "an atomicrmw of this type");
      return 0;
    }
    if ((a = opnd(d, LLVMGetOperand(inst, 0))) < 0 || (bb = opnd(d, LLVMGetOperand(inst, 1))) < 0) return 0;
    if (!(I = emit(d, OP_ATOMICRMW, inst, b))) return 0;
    I->dst = dst, I->a = a, I->b = bb, I->aux = (uint32_t)LLVMGetAtomicRMWBinOp(inst);
    I->width = (uint8_t)leaf_bits(vt);
    I->flags = is_float(vt) ? IP_F_FLOAT : 0;
    I->imm = LLVMGetAlignment(inst);
    I->aux2 = (uint32_t)LLVMStoreSizeOfType(ip->td, vt);
    return 1;
  }
  case LLVMAtomicCmpXchg: {
    LLVMTypeRef vt = LLVMTypeOf(LLVMGetOperand(inst, 1));
    if (!leaf_bits(vt) || is_float(vt)) {
      snprintf(d->err, sizeof d->err, "a cmpxchg of this type");
      return 0;
    }
    if ((a = opnd(d, LLVMGetOperand(inst, 0))) < 0 || (bb = opnd(d, LLVMGetOperand(inst, 1))) < 0 ||
        (c = opnd(d, LLVMGetOperand(inst, 2))) < 0)
      return 0;
    if (!(I = emit(d, OP_CMPXCHG, inst, b))) return 0;
    I->dst = dst, I->a = a, I->b = bb, I->c = c, I->width = (uint8_t)leaf_bits(vt);
    I->imm = LLVMGetAlignment(inst);
    I->aux2 = (uint32_t)LLVMStoreSizeOfType(ip->td, vt);
    return 1;
  }
  case LLVMFence:
    return emit(d, OP_NOP, inst, b) != NULL;
  case LLVMCall: {
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (LLVMIsAInlineAsm(callee)) {
      /* The one inline assembly gpuopt emits itself: bypass-div64's opaque zero (mov.b64 $0, 0). */
      size_t al = 0, cl = 0;
      const char *as = LLVMGetInlineAsmAsmString(callee, &al), *cs = LLVMGetInlineAsmConstraintString(callee, &cl);
      if (as && cs && al == 14 && !memcmp(as, "mov.b64 $0, 0;", 14) && cl == 2 && !memcmp(cs, "=l", 2) &&
          LLVMGetNumArgOperands(inst) == 0) {
        if ((a = opnd(d, LLVMConstInt(LLVMTypeOf(inst), 0, 0))) < 0) return 0;
        if (!(I = emit(d, OP_COPY, inst, b))) return 0;
        I->dst = dst, I->a = a;
        return 1;
      }
      /* libdevice's one-instruction asm (rcp.approx.ftz.f32, sub.rn.f64, ...): nvmath.c */
      int nvm = as ? gpuopt__ip_nvmath_asm(as, al) : -1;
      unsigned nargs = (unsigned)LLVMGetNumArgOperands(inst);
      LLVMTypeKind rk = LLVMGetTypeKind(LLVMTypeOf(inst));
      if (nvm >= 0 && nargs >= 1 && nargs <= 3 && (rk == LLVMFloatTypeKind || rk == LLVMDoubleTypeKind)) {
        uint32_t astart = (uint32_t)d->args.len;
        for (unsigned i = 0; i < nargs; i++) {
          int32_t s = opnd(d, LLVMGetOperand(inst, i));
          if (s < 0) return 0;
          if (!VEC_PUSH(&d->args, s)) return d->oom = 1, 0;
        }
        if (!(I = emit(d, OP_INTRIN, inst, b))) return 0;
        I->dst = dst, I->aux = IK_NV_MATH, I->aux2 = astart, I->imm = nargs, I->c = nvm;
        I->width = rk == LLVMFloatTypeKind ? 32 : 64;
        I->flags |= IP_F_FLOAT;
        return 1;
      }
      snprintf(d->err, sizeof d->err, "inline assembly");
      return 0;
    }
    if (!LLVMIsAFunction(callee)) {
      snprintf(d->err, sizeof d->err, "an indirect call");
      return 0;
    }
    if (LLVMCountBasicBlocks(callee) == 0) return intrinsic_call(d, inst, callee, b, dst);
    uintptr_t fi;
    if (!gpuopt__ptrmap_get(&ip->fnindex, callee, &fi)) return 0;
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(inst);
    uint32_t astart = (uint32_t)d->args.len;
    for (unsigned i = 0; i < nargs; i++) {
      LLVMValueRef av = LLVMGetOperand(inst, i);
      int32_t s = opnd(d, av);
      if (s < 0) return 0;
      uint32_t al = gpuopt__ip_type_leaves(LLVMTypeOf(av));
      for (uint32_t k = 0; k < al; k++)
        if (!VEC_PUSH(&d->args, s + (int32_t)k)) return d->oom = 1, 0;
    }
    if (!(I = emit(d, OP_CALL, inst, b))) return 0;
    I->dst = dst, I->aux = (uint32_t)(fi - 1), I->aux2 = astart, I->imm = (int64_t)(d->args.len - astart);
    return 1;
  }
  case LLVMRet:
    if (nops && (a = opnd(d, LLVMGetOperand(inst, 0))) < 0) return 0;
    if (!(I = emit(d, OP_RET, inst, b))) return 0;
    I->a = a, I->aux = nops ? gpuopt__ip_type_leaves(LLVMTypeOf(LLVMGetOperand(inst, 0))) : 0;
    return 1;
  case LLVMUnreachable:
    return emit(d, OP_UNREACHABLE, inst, b) != NULL;
  case LLVMBr: {
    uint32_t e0, e1;
    if (!LLVMIsConditional(inst)) {
      if (!add_edge(d, b, LLVMGetSuccessor(inst, 0), &e0)) return 0;
      if (!(I = emit(d, OP_BR, inst, b))) return 0;
      I->aux = e0;
      return 1;
    }
    if ((a = opnd(d, LLVMGetCondition(inst))) < 0) return 0;
    if (!add_edge(d, b, LLVMGetSuccessor(inst, 0), &e0) || !add_edge(d, b, LLVMGetSuccessor(inst, 1), &e1)) return 0;
    if (!(I = emit(d, OP_CBR, inst, b))) return 0;
    I->a = a, I->aux = e0, I->aux2 = e1;
    return 1;
  }
  case LLVMSwitch: {
    LLVMValueRef cond = LLVMGetOperand(inst, 0); /* LLVMGetCondition is for br only before LLVM 20 */
    if ((a = opnd(d, cond)) < 0) return 0;
    unsigned ns = LLVMGetNumSuccessors(inst);
    uint32_t e, cstart = (uint32_t)d->cases.len;
    if (!add_edge(d, b, LLVMGetSwitchDefaultDest(inst), &e)) return 0;
    uint32_t def = e;
    for (unsigned i = 1; i < ns; i++) {
#if GPUOPT_LLVM_VERSION >= 20
      LLVMValueRef cv = LLVMGetSwitchCaseValue(inst, i);
#else
      /* operands: cond, default, (value, dest)... (the layout changed later: use the API there) */
      LLVMValueRef cv = LLVMGetOperand(inst, 2 * i);
#endif
      if (!add_edge(d, b, LLVMGetSuccessor(inst, i), &e)) return 0;
      if (!VEC_PUSH(&d->cases, (uint32_t)d->casevals.len) || !VEC_PUSH(&d->cases, e) ||
          !VEC_PUSH(&d->casevals, LLVMConstIntGetZExtValue(cv) & ip_wmask(leaf_bits(LLVMTypeOf(cond)))))
        return d->oom = 1, 0;
    }
    if (!(I = emit(d, OP_SWITCH, inst, b))) return 0;
    I->a = a, I->aux = cstart, I->aux2 = ns - 1, I->imm = def;
    return 1;
  }
  default:
    snprintf(d->err, sizeof d->err, "the '%s' instruction", LLVMIsAInstruction(inst) ? "this" : "?");
    return 0;
  }
}

static const char *opcode_name(LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMIndirectBr: return "indirectbr";
  case LLVMInvoke: return "invoke";
  case LLVMCallBr: return "callbr";
  case LLVMResume: return "resume";
  case LLVMLandingPad: return "landingpad";
  case LLVMVAArg: return "va_arg";
  case LLVMCleanupPad: case LLVMCatchPad: case LLVMCatchSwitch: case LLVMCatchRet: case LLVMCleanupRet:
    return "exception-handling";
  default: return NULL;
  }
}

static void dctx_free(dctx *d) {
  gpuopt__ptrmap_free(&d->slot);
  VEC_FREE(&d->consts); VEC_FREE(&d->cvals); VEC_FREE(&d->cpois); VEC_FREE(&d->code); VEC_FREE(&d->src);
  VEC_FREE(&d->blockof); VEC_FREE(&d->edges); VEC_FREE(&d->copies); VEC_FREE(&d->phis); VEC_FREE(&d->gepidx);
  VEC_FREE(&d->args); VEC_FREE(&d->cases); VEC_FREE(&d->casevals); VEC_FREE(&d->leaves);
  for (size_t i = 0; i < d->unsup.len; i++) free(d->unsup.data[i]);
  VEC_FREE(&d->unsup);
}

#define ACOPY(dstp, vec, T)                                                 \
  do {                                                                      \
    (dstp) = ANEW(&ip->arena, T, (vec).len ? (vec).len : 1);                \
    if (!(dstp)) goto oom;                                                  \
    if ((vec).len) memcpy((dstp), (vec).data, (vec).len * sizeof(T));      \
  } while (0)

gpuopt_status gpuopt__ip_decode(gpuopt_interp *ip, ip_fn *f) {
  gpuopt_fninfo *fi;
  gpuopt_status st = gpuopt__require(ip->ctx, f->fn, GPUOPT_META_CFG, &fi);
  if (st) return st;
  dctx d;
  memset(&d, 0, sizeof d);
  d.ip = ip;
  d.f = f;
  d.cfg = fi->cfg;
  gpuopt__ptrmap_init(&d.slot);
  const gpuopt_cfg *cfg = fi->cfg;
  uint32_t ns = 0;
  /* value slots: parameters, then instructions in layout order */
  f->nparams = LLVMCountParams(f->fn);
  f->params = ANEW(&ip->arena, int32_t, f->nparams + 1);
  f->param_leaves = ANEW(&ip->arena, uint32_t, f->nparams + 1);
  if (!f->params || !f->param_leaves) goto oom;
  for (uint32_t i = 0; i < f->nparams; i++) {
    LLVMValueRef p = LLVMGetParam(f->fn, i);
    uint32_t n = gpuopt__ip_type_leaves(LLVMTypeOf(p));
    f->params[i] = (int32_t)ns;
    f->param_leaves[i] = n;
    if (!gpuopt__ptrmap_put(&d.slot, p, ns + 1)) goto oom;
    ns += n ? n : 1;
  }
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f->fn));
  f->ret_leaves = LLVMGetTypeKind(rt) == LLVMVoidTypeKind ? 0 : gpuopt__ip_type_leaves(rt);
  for (uint32_t b = 0; b < cfg->g.n; b++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      LLVMTypeRef t = LLVMTypeOf(i);
      if (LLVMGetTypeKind(t) == LLVMVoidTypeKind) continue;
      uint32_t n = gpuopt__ip_type_leaves(t);
      if (!gpuopt__ptrmap_put(&d.slot, i, ns + 1)) goto oom;
      ns += n ? n : 1;
    }
  d.nvslots = ns;
  f->nblocks = cfg->g.n;
  f->blocks = ANEW(&ip->arena, ip_block, cfg->g.n);
  if (!f->blocks) goto oom;
  /* Reconvergence points: immediate post-dominators over the CFG without its edges into blocks
   * that end in `unreachable` (no lane may enter one: executing it is an error), so that a branch
   * with such an arm (a switch default after inlining) reconverges at its real join, not at the
   * function's exit. */
  uint8_t *dead_end = ANEW(&ip->arena, uint8_t, cfg->g.n + 1);
  if (!dead_end) goto oom;
  for (uint32_t b = 0; b < cfg->g.n; b++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[b]);
    dead_end[b] = t && LLVMGetInstructionOpcode(t) == LLVMUnreachable;
  }
  gpuopt_postdom *rpd = NULL;
  uint32_t *ipdoms = ANEW(&ip->arena, uint32_t, cfg->g.n + 1);
  if (!ipdoms || gpuopt__postdom_build_pruned(ip->ctx, cfg, dead_end, &rpd)) goto oom;
  for (uint32_t b = 0; b < cfg->g.n; b++) ipdoms[b] = rpd->tree->idom[b];
  gpuopt__postdom_free(rpd);
  for (uint32_t b = 0; b < cfg->g.n; b++) {
    ip_block *B = &f->blocks[b];
    B->bb = cfg->blocks[b];
    uint32_t pd = ipdoms[b];
    B->ipdom = (pd == GPUOPT_NONE || pd >= cfg->g.n) ? IP_EXIT : pd;
    B->first = (uint32_t)d.code.len;
    ip_inst *I = emit(&d, OP_BLOCK, NULL, b);
    if (!I) goto oom;
    I->aux = b;
    B->phi = (uint32_t)d.phis.len;
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsAPHINode(i)) {
        uintptr_t s;
        gpuopt__ptrmap_get(&d.slot, i, &s);
        ip_phi ph = {0, (int32_t)(s - 1), gpuopt__ip_type_leaves(LLVMTypeOf(i)), 0};
        ph.bits = (uint8_t)leaf_bits(scalar_of(LLVMTypeOf(i)));
        if (!ph.leaves) {
          /* a phi of an unsupported type: stop when the block is reached */
          d.err[0] = 0;
          snprintf(d.err, sizeof d.err, "a phi of a type the interpreter does not handle");
          goto unsupported_here;
        }
        /* phis are traced through a placeholder instruction index: the OP_BLOCK's src is NULL, so
           record the phi value in src by pushing a NOP carrying it */
        I = emit(&d, OP_NOP, i, b);
        if (!I) goto oom;
        ph.inst = (uint32_t)d.code.len - 1;
        if (!VEC_PUSH(&d.phis, ph)) goto oom;
        continue;
      unsupported_here:;
        char *msg = malloc(512);
        if (!msg) goto oom;
        snprintf(msg, 512, "%s", d.err);
        I = emit(&d, OP_UNSUPPORTED, i, b);
        if (!I || !VEC_PUSH(&d.unsup, msg)) {
          free(msg);
          goto oom;
        }
        I->aux = (uint32_t)d.unsup.len - 1;
        continue;
      }
      size_t mark_code = d.code.len;
      d.err[0] = 0;
      const char *bad = opcode_name(i);
      int ok = !bad && decode_inst(&d, i, b);
      if (d.oom) goto oom;
      if (!ok) {
        d.code.len = d.src.len = d.blockof.len = mark_code;
        char *msg = malloc(512);
        if (!msg) goto oom;
        if (bad) snprintf(msg, 512, "the %s instruction", bad);
        else snprintf(msg, 512, "%s", d.err[0] ? d.err : "this instruction");
        I = emit(&d, OP_UNSUPPORTED, i, b);
        if (!I || !VEC_PUSH(&d.unsup, msg)) {
          free(msg);
          goto oom;
        }
        I->aux = (uint32_t)d.unsup.len - 1;
      }
    }
    B->nphi = (uint32_t)d.phis.len - B->phi;
  }
  if (d.oom) goto oom;
  /* renumber constant slots after the value slots */
  f->const_base = d.nvslots;
  f->nconst = (uint32_t)d.cvals.len;
  f->nslots = d.nvslots + f->nconst;
#define FIX(s) do { if ((s) >= CONST_SLOT_FLAG) (s) = (s) - CONST_SLOT_FLAG + (int32_t)d.nvslots; } while (0)
  for (size_t k = 0; k < d.code.len; k++) {
    ip_inst *I = &d.code.data[k];
    FIX(I->dst); FIX(I->a); FIX(I->b); FIX(I->c);
  }
  for (size_t k = 0; k < d.copies.len; k++) FIX(d.copies.data[k].src);
  for (size_t k = 0; k < d.gepidx.len; k++) FIX(d.gepidx.data[k].slot);
  for (size_t k = 0; k < d.args.len; k++) FIX(d.args.data[k]);
#undef FIX
  f->ncode = (uint32_t)d.code.len;
  ACOPY(f->code, d.code, ip_inst);
  ACOPY(f->src, d.src, LLVMValueRef);
  ACOPY(f->blockof, d.blockof, uint32_t);
  ACOPY(f->edges, d.edges, ip_edge);
  ACOPY(f->copies, d.copies, ip_copy);
  ACOPY(f->phis, d.phis, ip_phi);
  ACOPY(f->gepidx, d.gepidx, ip_gepidx);
  ACOPY(f->args, d.args, int32_t);
  ACOPY(f->cases, d.cases, uint32_t);
  ACOPY(f->casevals, d.casevals, uint64_t);
  ACOPY(f->leaves, d.leaves, ip_leaf);
  ACOPY(f->cvals, d.cvals, uint64_t);
  ACOPY(f->cpois, d.cpois, uint32_t);
  f->nunsupported = (uint32_t)d.unsup.len;
  f->unsupported = ANEW(&ip->arena, char *, d.unsup.len + 1);
  if (!f->unsupported) goto oom;
  for (size_t k = 0; k < d.unsup.len; k++) {
    size_t n = strlen(d.unsup.data[k]) + 1;
    f->unsupported[k] = gpuopt__arena_alloc(&ip->arena, n);
    if (!f->unsupported[k]) goto oom;
    memcpy(f->unsupported[k], d.unsup.data[k], n);
  }
  /* trace points: the last decoded instruction of each LLVM instruction with a value */
  f->tslot = ANEW(&ip->arena, int32_t, f->ncode + 1);
  f->tleaves = ANEW(&ip->arena, uint8_t, f->ncode + 1);
  f->tbits = ANEW(&ip->arena, uint8_t, f->ncode + 1);
  if (!f->tslot || !f->tleaves || !f->tbits) goto oom;
  for (uint32_t k = 0; k < f->ncode; k++) {
    LLVMValueRef s = f->src[k];
    uintptr_t v;
    f->tslot[k] = -1;
    if (!s || f->code[k].op == OP_BLOCK || f->code[k].op == OP_NOP || f->code[k].op == OP_UNSUPPORTED) continue;
    if (k + 1 < f->ncode && f->src[k + 1] == s) continue;
    if (!gpuopt__ptrmap_get(&d.slot, s, &v) || LLVMGetTypeKind(LLVMTypeOf(s)) == LLVMVoidTypeKind) continue;
    uint32_t nl = gpuopt__ip_type_leaves(LLVMTypeOf(s));
    if (!nl || nl > 255) continue;
    f->tslot[k] = (int32_t)(v - 1);
    f->tleaves[k] = (uint8_t)nl;
    LLVMTypeRef t = LLVMTypeOf(s);
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) t = LLVMStructGetTypeAtIndex(t, 0);
    f->tbits[k] = (uint8_t)leaf_bits(scalar_of(t));
  }
  f->decoded = 1;
  dctx_free(&d);
  return GPUOPT_OK;
oom:
  dctx_free(&d);
  return gpuopt__oom(ip->ctx, "gpuopt_interp_create");
}
