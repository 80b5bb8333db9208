/* sep-const-offset: pointer arithmetic reassociation (gpucc §3.4.1).
 *
 * NVPTX has one non-trivial addressing mode, [reg+imm]. For every GEP, each non-constant sequential
 * index is searched for an additive constant: find() walks the index expression through add, sub,
 * `or disjoint`, mul/shl by a constant, and sext/zext, and returns the constant C such that
 *   ext(index) == ext(variable part) + C   (in the pointer's index width, exactly)
 * Through a sext every add/sub/mul/shl on the path must be nsw (through a zext, nuw): otherwise the
 * extension does not distribute and nothing is extracted. The variable part is rebuilt with the
 * extension pushed down to the leaves (sext(a +nsw 1) becomes sext(a), plus 1), then the GEP
 * becomes   gep T, base, <variable indices>   followed by   gep i8, that, <sum of C*element size>.
 * Constant sequential indices of a GEP that also has a variable index move into that byte offset
 * as well (&As[ty][5] becomes &As[ty][0] + 20), so neighbouring accesses share the variable GEP.
 * CSE (the cleanup step, or global-reassoc) then shares the variable GEP between neighbouring
 * accesses and the back end folds the byte offset into the load or store (Fig. 5b).
 *
 * The search is depth-limited (PAR_DEPTH), so the pass is linear in the number of GEPs. The new
 * GEPs carry no inbounds/nuw flags (the variable part alone may leave the object). Requires
 * nothing; preserves the CFG (GPUOPT_META_CONTROL_FLOW).
 *
 * Step "sep-const-offset-straight" (the gpuopt preset's): only GEPs outside loops (natural loops and
 * irreducible cycles). Cost rule, measured on clang -O3 CUDA IR (bench/results/codequality-findings.md
 * F9): in straight-line code the split lets the neighbours of a stencil share one base register per
 * row, as nvcc's code does (conv2d_poly 80 -> 72 SASS instructions, conv3d_poly 104 -> 96); inside
 * loops it makes the body look cheaper to ptxas, which then unrolls k-loops about four times more
 * (gemm 104 -> 304 SASS instructions, 3 more registers: finding F1), and llc's own
 * separate-const-offset-from-gep already runs there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/exprstack.h"
#include "transform/transform.h"

#define PAR_DEPTH 8

enum { EXT_NONE, EXT_S, EXT_Z };

typedef struct par {
  LLVMBuilderRef b;
  LLVMTypeRef ity;   /* the index type, W bits */
  unsigned w;
  uint64_t mask;
} par;

static unsigned width(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
}

/* Whether the wrap flags allow distributing the extension over this add/sub/mul/shl. */
static int exact_under(LLVMValueRef v, int ext) {
  if (ext == EXT_S) return LLVMGetNSW(v);
  if (ext == EXT_Z) return LLVMGetNUW(v);
  return 1;
}

static int const_operand(LLVMValueRef v, unsigned i, int ext, const par *p, uint64_t *out) {
  LLVMValueRef c = LLVMGetOperand(v, i);
  if (!LLVMIsAConstantInt(c) || width(c) > 64) return 0;
  *out = (ext == EXT_Z ? LLVMConstIntGetZExtValue(c) : (uint64_t)LLVMConstIntGetSExtValue(c)) & p->mask;
  return 1;
}

/* The constant part of ext(v) in W bits (0 when there is none). */
static uint64_t find(const par *p, LLVMValueRef v, int ext, int depth) {
  uint64_t k;
  if (LLVMIsAConstantInt(v)) {
    if (width(v) > 64) return 0;
    return (ext == EXT_Z ? LLVMConstIntGetZExtValue(v) : (uint64_t)LLVMConstIntGetSExtValue(v)) & p->mask;
  }
  if (depth >= PAR_DEPTH || !LLVMIsAInstruction(v) || !width(v)) return 0;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMOr:
    if (!LLVMGetIsDisjoint(v)) return 0;
    /* disjoint bits: a|b == a+b with neither signed nor unsigned wrap */
    return (find(p, LLVMGetOperand(v, 0), ext, depth + 1) + find(p, LLVMGetOperand(v, 1), ext, depth + 1)) & p->mask;
  case LLVMAdd:
    if (!exact_under(v, ext)) return 0;
    return (find(p, LLVMGetOperand(v, 0), ext, depth + 1) + find(p, LLVMGetOperand(v, 1), ext, depth + 1)) & p->mask;
  case LLVMSub:
    if (!exact_under(v, ext)) return 0;
    return (find(p, LLVMGetOperand(v, 0), ext, depth + 1) - find(p, LLVMGetOperand(v, 1), ext, depth + 1)) & p->mask;
  case LLVMMul:
    if (!exact_under(v, ext)) return 0;
    if (const_operand(v, 1, ext, p, &k)) return (find(p, LLVMGetOperand(v, 0), ext, depth + 1) * k) & p->mask;
    if (const_operand(v, 0, ext, p, &k)) return (find(p, LLVMGetOperand(v, 1), ext, depth + 1) * k) & p->mask;
    return 0;
  case LLVMShl:
    if (!exact_under(v, ext) || !const_operand(v, 1, EXT_Z, p, &k) || k >= width(v)) return 0;
    return (find(p, LLVMGetOperand(v, 0), ext, depth + 1) << k) & p->mask;
  case LLVMSExt:
    if (ext == EXT_Z) return 0; /* zext(sext(x)) is not an extension of x */
    return find(p, LLVMGetOperand(v, 0), EXT_S, depth + 1);
  case LLVMZExt:
    return find(p, LLVMGetOperand(v, 0), EXT_Z, depth + 1); /* sext(zext(x)) == zext(x) */
  default:
    return 0;
  }
}

static int is_zero(LLVMValueRef v) {
  return LLVMIsAConstantInt(v) && width(v) <= 64 && LLVMConstIntGetZExtValue(v) == 0;
}

/* ext(v) - find(v) in W bits, built before the builder's position. */
static LLVMValueRef rebuild(const par *p, LLVMValueRef v, int ext, int depth) {
  if (find(p, v, ext, depth) == 0) {
    if (ext == EXT_NONE) return v;
    return ext == EXT_S ? LLVMBuildSExt(p->b, v, p->ity, "") : LLVMBuildZExt(p->b, v, p->ity, "");
  }
  if (LLVMIsAConstantInt(v)) return LLVMConstInt(p->ity, 0, 0);
  LLVMValueRef a, c;
  uint64_t k;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMOr:
  case LLVMAdd:
    a = rebuild(p, LLVMGetOperand(v, 0), ext, depth + 1);
    c = rebuild(p, LLVMGetOperand(v, 1), ext, depth + 1);
    return is_zero(a) ? c : is_zero(c) ? a : LLVMBuildAdd(p->b, a, c, "");
  case LLVMSub:
    a = rebuild(p, LLVMGetOperand(v, 0), ext, depth + 1);
    c = rebuild(p, LLVMGetOperand(v, 1), ext, depth + 1);
    return is_zero(c) ? a : LLVMBuildSub(p->b, a, c, "");
  case LLVMMul:
    if (const_operand(v, 1, ext, p, &k)) a = rebuild(p, LLVMGetOperand(v, 0), ext, depth + 1);
    else {
      const_operand(v, 0, ext, p, &k);
      a = rebuild(p, LLVMGetOperand(v, 1), ext, depth + 1);
    }
    return is_zero(a) ? a : LLVMBuildMul(p->b, a, LLVMConstInt(p->ity, k, 0), "");
  case LLVMShl:
    const_operand(v, 1, EXT_Z, p, &k);
    a = rebuild(p, LLVMGetOperand(v, 0), ext, depth + 1);
    return is_zero(a) ? a : LLVMBuildShl(p->b, a, LLVMConstInt(p->ity, k, 0), "");
  case LLVMSExt:
    return rebuild(p, LLVMGetOperand(v, 0), EXT_S, depth + 1);
  default: /* LLVMZExt, the only other opcode find() looks through */
    return rebuild(p, LLVMGetOperand(v, 0), EXT_Z, depth + 1);
  }
}

#define MAX_INDICES 16

/* Split one GEP; returns 1 when it was rewritten (and queued for erasure). */
static int split_gep(LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef gep, gpuopt_value_vec *dead, int *oom) {
  LLVMValueRef base = LLVMGetOperand(gep, 0);
  LLVMTypeRef pty = LLVMTypeOf(base);
  if (LLVMGetTypeKind(pty) != LLVMPointerTypeKind || LLVMGetTypeKind(LLVMTypeOf(gep)) != LLVMPointerTypeKind) return 0;
  unsigned nidx = (unsigned)LLVMGetNumOperands(gep) - 1;
  if (nidx == 0 || nidx > MAX_INDICES) return 0;
  LLVMTypeRef src = LLVMGetGEPSourceElementType(gep);
  if (!LLVMTypeIsSized(src) || LLVMGetTypeKind(src) == LLVMScalableVectorTypeKind) return 0;
  unsigned w = LLVMPointerSizeForAS(td, LLVMGetPointerAddressSpace(pty)) * 8;
  if (w == 0 || w > 64) return 0;
  LLVMContextRef llctx = LLVMGetTypeContext(pty);
  par p = {b, LLVMIntTypeInContext(llctx, w), w, w == 64 ? ~(uint64_t)0 : (((uint64_t)1 << w) - 1)};
  uint64_t cs[MAX_INDICES] = {0}, scale[MAX_INDICES] = {0};
  int ext[MAX_INDICES] = {0};
  int any = 0, variable = 0, konst = 0;
  LLVMTypeRef ty = src;
  for (unsigned i = 0; i < nidx; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i + 1);
    if (i > 0) {
      LLVMTypeKind k = LLVMGetTypeKind(ty);
      if (k == LLVMStructTypeKind) {
        int64_t f;
        if (!gpuopt__const_int(idx, &f) || f < 0 || (unsigned)f >= LLVMCountStructElementTypes(ty)) return 0;
        ty = LLVMStructGetTypeAtIndex(ty, (unsigned)f);
        continue;
      }
      if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind) return 0;
      ty = LLVMGetElementType(ty);
    }
    unsigned iw = width(idx);
    if (!iw) return 0; /* vector index */
    if (iw > w) continue;
    scale[i] = LLVMABISizeOfType(td, ty);
    ext[i] = iw < w ? EXT_S : EXT_NONE; /* GEP indices narrower than the index width are sign-extended */
    if (LLVMIsAConstantInt(idx)) {
      /* a constant index moves into the offset too, when the GEP also has a variable one */
      cs[i] = find(&p, idx, ext[i], 0);
      konst |= cs[i] != 0;
      continue;
    }
    if (LLVMIsAConstant(idx)) continue;
    variable = 1;
    cs[i] = find(&p, idx, ext[i], 0);
    any |= cs[i] != 0;
  }
  if (!any && !(variable && konst)) return 0;
  LLVMPositionBuilderBefore(b, gep);
  LLVMValueRef idx[MAX_INDICES];
  uint64_t off = 0;
  for (unsigned i = 0; i < nidx; i++) {
    idx[i] = LLVMGetOperand(gep, i + 1);
    if (cs[i]) {
      idx[i] = LLVMIsAConstantInt(idx[i]) ? LLVMConstInt(LLVMTypeOf(idx[i]), 0, 0) : rebuild(&p, idx[i], ext[i], 0);
      off = (off + cs[i] * scale[i]) & p.mask;
    }
  }
  size_t len = 0;
  const char *name = LLVMGetValueName2(gep, &len);
  LLVMValueRef var = LLVMBuildGEP2(b, src, base, idx, nidx, "");
  LLVMValueRef res = var;
  if (off) {
    LLVMValueRef c = LLVMConstInt(p.ity, off, 0);
    res = LLVMBuildGEP2(b, LLVMInt8TypeInContext(llctx), var, &c, 1, "");
  }
  if (len) {
    char buf[256];
    snprintf(buf, sizeof buf, "%.*s", (int)(len < 200 ? len : 200), name);
    LLVMSetValueName2(gep, "", 0);
    LLVMSetValueName2(res, buf, strlen(buf));
  }
  LLVMReplaceAllUsesWith(gep, res);
  if (!VEC_PUSH(dead, gep)) *oom = 1;
  return 1;
}

/* All GEPs of fn, or (straight) only those outside loops. */
static gpuopt_status sep_const_offset(gpuopt_ctx *ctx, LLVMValueRef fn, int straight, gpuopt_sep_const_offset_stats *stats) {
  static const char who[] = "gpuopt_sep_const_offset";
  if (!ctx) return GPUOPT_EINVAL;
  if (stats) memset(stats, 0, sizeof *stats);
  if (!fn || !LLVMIsAFunction(fn)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function", who);
  if (LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: @%s is a declaration, expected a definition", who, LLVMGetValueName(fn));
  gpuopt_fninfo *fi = NULL;
  if (straight) {
    gpuopt__invalidate(ctx, fn, 0);
    gpuopt_status st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
    if (st) return st;
  }
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
  gpuopt_value_vec geps = {0}, dead = {0};
  int oom = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb)) {
    if (fi) {
      uint32_t bn = gpuopt__cfg_block(fi->cfg, bb);
      /* unreachable blocks and blocks in loops or irreducible cycles are left alone */
      if (bn == GPUOPT_NONE || fi->loops->innermost[bn] != GPUOPT_NONE || fi->loops->irreducible[bn]) continue;
    }
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (LLVMGetInstructionOpcode(i) == LLVMGetElementPtr && !VEC_PUSH(&geps, i)) {
        oom = 1;
        break;
      }
  }
  unsigned n = 0;
  if (!oom) {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (size_t i = 0; i < geps.len && !oom; i++) n += (unsigned)split_gep(b, td, geps.data[i], &dead, &oom);
    LLVMDisposeBuilder(b);
  }
  gpuopt__erase_dead(&dead);
  VEC_FREE(&geps);
  VEC_FREE(&dead);
  if (n) gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
  if (stats) stats->geps_rewritten = n;
  if (oom) return gpuopt__oom(ctx, who);
  return GPUOPT_OK;
}

gpuopt_status gpuopt_sep_const_offset(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_sep_const_offset_stats *stats) {
  return sep_const_offset(ctx, fn, 0, stats);
}

gpuopt_status gpuopt_sep_const_offset_straight(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_sep_const_offset_stats *stats) {
  return sep_const_offset(ctx, fn, 1, stats);
}

static gpuopt_status step(gpuopt_ctx *ctx, LLVMModuleRef m, int straight, int *changed) {
  *changed = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_sep_const_offset_stats s;
    gpuopt_status st = sep_const_offset(ctx, f, straight, &s);
    if (st) return st;
    *changed |= s.geps_rewritten != 0;
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_sep_const_offset(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  return step(ctx, m, 0, changed);
}

gpuopt_status gpuopt__step_sep_const_offset_straight(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  return step(ctx, m, 1, changed);
}
