/* bypass-div64: bypassing 64-bit divisions (gpucc §3.6). NVIDIA GPUs have no divide unit; a 64-bit
 * division is a ~70-instruction sequence, a 32-bit one ~20. Index arithmetic often divides 64-bit
 * values that fit in 32 bits at run time, so each 64-bit udiv/sdiv/urem/srem with a non-constant
 * divisor gets a run-time check and a 32-bit fast path:
 *
 *   head:  ...; %hi = lshr (or %a, %b), 32; %fits = icmp eq %hi, 0; br %fits, fast, slow
 *   fast:  %q32 = udiv i32 (trunc %a), (trunc %b); %r32 = urem ...; br join
 *   slow:  the original 64-bit division(s); br join
 *   join:  %q = phi [zext %q32, fast], [%q64, slow]; ... the rest of the original block
 *
 * - A quotient and a remainder of the same operands and signedness in one block share one check.
 * - Signed divisions take the fast path only when both operands are in [0, 2^32): then sdiv/srem
 *   equal udiv/urem, so negative operands (and INT64_MIN / -1) take the exact 64-bit path.
 * - Operands already known to fit in 32 unsigned bits (zext from i32 or narrower, and with a
 *   32-bit mask, lshr by 32 or more, a remainder by such a value, ...: a small known-leading-zeros
 *   walk) drop out of the check; when both are known, the division is narrowed with no check.
 * - A constant divisor is left alone: LLVM turns it into a multiplication.
 * - The slow path's dividend goes through `xor %a, %zero`, %zero an inline-asm `mov.b64 $0, 0`. The
 *   NVPTX back end's CodeGenPrepare runs LLVM's own BypassSlowDivision, which would wrap the
 *   slow-path division in a second, never-taken check (+15-26% SASS on divide-heavy kernels,
 *   measured with scripts/sass-count); it skips dividends that look like hashes, and an xor is one.
 *   The zero must be opaque to LLVM (GVN in the NVPTX pipeline folds `xor x, 0`); ptxas folds it, so
 *   the SASS is the back end's own again (bench/results/gpucc1.md). The marker also makes this pass
 *   idempotent, and the SIMT interpreter executes exactly this asm as the constant 0.
 *
 * The block is split by moving the instructions before the division into a new head block and
 * redirecting the edges into the block to it (the original block becomes the join, so phis in its
 * successors stay valid; a block whose address is taken is left alone). A partner is looked for
 * among the next 256 instructions. Divisions of one block are handled in order, so each instruction moves
 * once per division before it in its block.
 *
 * Requires: a verified module. Preserves: nothing (changes the CFG). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"

static const char WHO[] = "gpuopt_bypass_div64";

static int is_div64(LLVMValueRef i) {
  if (!LLVMIsAInstruction(i)) return 0;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMUDiv:
  case LLVMSDiv:
  case LLVMURem:
  case LLVMSRem:
    break;
  default:
    return 0;
  }
  LLVMTypeRef t = LLVMTypeOf(i);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 64;
}

/* The slow path's marker: a dividend `xor x, (asm "mov.b64 $0, 0;")` (see the top comment). */
static int bypassed_already(LLVMValueRef div) {
  LLVMValueRef a = LLVMGetOperand(div, 0);
  if (!LLVMIsABinaryOperator(a) || LLVMGetInstructionOpcode(a) != LLVMXor) return 0;
  LLVMValueRef z = LLVMGetOperand(a, 1);
  if (!LLVMIsACallInst(z) || !LLVMIsAInlineAsm(LLVMGetCalledValue(z))) return 0;
  size_t len = 0;
  const char *text = LLVMGetInlineAsmAsmString(LLVMGetCalledValue(z), &len);
  return text && len == 14 && memcmp(text, "mov.b64 $0, 0;", 14) == 0;
}

static int is_signed(LLVMOpcode op) { return op == LLVMSDiv || op == LLVMSRem; }
static int is_rem(LLVMOpcode op) { return op == LLVMURem || op == LLVMSRem; }

static unsigned clz64(unsigned long long x) {
  unsigned n = 0;
  if (!x) return 64;
  while (!(x >> 63)) {
    x <<= 1;
    n++;
  }
  return n;
}

/* Leading bits of 64-bit value v known to be zero (a conservative, depth-limited walk). */
static unsigned known_lz(LLVMValueRef v, int depth) {
  if (LLVMIsAConstantInt(v)) return clz64(LLVMConstIntGetZExtValue(v));
  if (!LLVMIsAInstruction(v) || depth > 6) return 0;
  unsigned a, b;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMZExt: {
    LLVMTypeRef from = LLVMTypeOf(LLVMGetOperand(v, 0));
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v)), fw = LLVMGetIntTypeWidth(from);
    return w > fw ? w - fw : 0;
  }
  case LLVMAnd:
    a = known_lz(LLVMGetOperand(v, 0), depth + 1);
    b = known_lz(LLVMGetOperand(v, 1), depth + 1);
    return a > b ? a : b;
  case LLVMOr:
  case LLVMXor:
    a = known_lz(LLVMGetOperand(v, 0), depth + 1);
    b = known_lz(LLVMGetOperand(v, 1), depth + 1);
    return a < b ? a : b;
  case LLVMLShr: {
    LLVMValueRef sh = LLVMGetOperand(v, 1);
    a = known_lz(LLVMGetOperand(v, 0), depth + 1);
    if (LLVMIsAConstantInt(sh)) {
      unsigned long long c = LLVMConstIntGetZExtValue(sh);
      if (c >= 64) return 64;
      return a + c > 64 ? 64 : a + (unsigned)c;
    }
    return a;
  }
  case LLVMUDiv:
    return known_lz(LLVMGetOperand(v, 0), depth + 1);
  case LLVMURem:
    a = known_lz(LLVMGetOperand(v, 0), depth + 1);
    b = known_lz(LLVMGetOperand(v, 1), depth + 1);
    return a > b ? a : b;
  case LLVMSelect:
    a = known_lz(LLVMGetOperand(v, 1), depth + 1);
    b = known_lz(LLVMGetOperand(v, 2), depth + 1);
    return a < b ? a : b;
  case LLVMPHI: {
    unsigned n = LLVMCountIncoming(v), m = 64;
    for (unsigned k = 0; k < n && m; k++) {
      a = known_lz(LLVMGetIncomingValue(v, k), depth + 2);
      if (a < m) m = a;
    }
    return m;
  }
  default:
    return 0;
  }
}

static void copy_name(LLVMValueRef to, LLVMValueRef from, const char *suffix) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(from, &len);
  if (!len) return;
  size_t sl = strlen(suffix);
  char *buf = malloc(len + sl + 1);
  if (!buf) return;
  memcpy(buf, name, len);
  memcpy(buf + len, suffix, sl + 1);
  LLVMSetValueName2(to, buf, len + sl);
  free(buf);
}

typedef struct bypass {
  LLVMContextRef llctx;
  LLVMBuilderRef b;      /* builds new instructions (with the division's debug location) */
  LLVMBuilderRef mover;  /* re-inserts moved instructions (no debug location of its own) */
  gpuopt_bypass_div64_stats *st;
  int oom;
} bypass;

/* Build the 32-bit version of 64-bit division d (unsigned; operands assumed to fit) at b, over
 * the truncated operands a32 and b32. */
static LLVMValueRef narrow(bypass *x, LLVMValueRef d, LLVMValueRef a32, LLVMValueRef b32) {
  LLVMTypeRef i64 = LLVMInt64TypeInContext(x->llctx);
  LLVMValueRef r32 = is_rem(LLVMGetInstructionOpcode(d)) ? LLVMBuildURem(x->b, a32, b32, "") : LLVMBuildUDiv(x->b, a32, b32, "");
  copy_name(r32, d, ".32");
  return LLVMBuildZExt(x->b, r32, i64, "");
}

static LLVMValueRef trunc32(bypass *x, LLVMValueRef v) {
  return LLVMBuildTrunc(x->b, v, LLVMInt32TypeInContext(x->llctx), "");
}

/* Move instruction i to the end of block to (keeping its name). */
static void move_to(bypass *x, LLVMValueRef i, LLVMBasicBlockRef to) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(i, &len);
  char small[64], *buf = len < sizeof small ? small : malloc(len + 1);
  if (!buf) {
    x->oom = 1;
    buf = small;
    len = 0;
  }
  memcpy(buf, name, len);
  buf[len] = 0;
  LLVMInstructionRemoveFromParent(i);
  LLVMPositionBuilderAtEnd(x->mover, to);
  LLVMInsertIntoBuilderWithName(x->mover, i, buf);
  if (buf != small) free(buf);
}

/* Bypass division d (and its partner p, or NULL) in block bb. */
static void bypass_one(bypass *x, LLVMValueRef fn, LLVMValueRef d, LLVMValueRef p, unsigned lza, unsigned lzb) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(d);
  LLVMValueRef a = LLVMGetOperand(d, 0), bv = LLVMGetOperand(d, 1);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(x->llctx);
  /* head takes over bb's place: predecessors branch to it; bb becomes the join */
  LLVMBasicBlockRef head = LLVMInsertBasicBlockInContext(x->llctx, bb, "");
  /* Retarget the edges into bb (not a block RAUW, which would also rewrite the phis of bb's
   * successors as if head took over bb's outgoing edges). */
  VEC(LLVMValueRef) preds = {0};
  for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u))
    if (LLVMIsATerminatorInst(LLVMGetUser(u)) && !VEC_PUSH(&preds, LLVMGetUser(u))) x->oom = 1;
  for (size_t k = 0; k < preds.len; k++) {
    unsigned n = LLVMGetNumSuccessors(preds.data[k]);
    for (unsigned s = 0; s < n; s++)
      if (LLVMGetSuccessor(preds.data[k], s) == bb) LLVMSetSuccessor(preds.data[k], s, head);
  }
  VEC_FREE(&preds);
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && i != d;) {
    LLVMValueRef next = LLVMGetNextInstruction(i);
    move_to(x, i, head);
    i = next;
  }
  LLVMBasicBlockRef fast = LLVMInsertBasicBlockInContext(x->llctx, bb, "");
  LLVMBasicBlockRef slow = LLVMInsertBasicBlockInContext(x->llctx, bb, "");
  {
    /* head keeps the block's name; the join is named after the division */
    char name[96];
    size_t len = 0, blen = 0;
    const char *dn = LLVMGetValueName2(d, &len);
    const char *bn = LLVMGetValueName2(LLVMBasicBlockAsValue(bb), &blen);
    if (blen && blen < 60) {
      memcpy(name, bn, blen);
      name[blen] = 0;
      LLVMSetValueName2(LLVMBasicBlockAsValue(bb), "", 0);
      LLVMSetValueName2(LLVMBasicBlockAsValue(head), name, blen);
    }
    if (len && len < 60) {
      snprintf(name, sizeof name, "%s.fast", dn);
      LLVMSetValueName2(LLVMBasicBlockAsValue(fast), name, strlen(name));
      snprintf(name, sizeof name, "%s.slow", dn);
      LLVMSetValueName2(LLVMBasicBlockAsValue(slow), name, strlen(name));
      snprintf(name, sizeof name, "%s.join", dn);
      LLVMSetValueName2(LLVMBasicBlockAsValue(bb), name, strlen(name));
    }
  }
  LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(d);
  LLVMSetCurrentDebugLocation2(x->b, loc);
  LLVMPositionBuilderAtEnd(x->b, head);
  LLVMValueRef check = lza >= 32 ? bv : lzb >= 32 ? a : LLVMBuildOr(x->b, a, bv, "div64.or");
  LLVMValueRef hi = LLVMBuildLShr(x->b, check, LLVMConstInt(i64, 32, 0), "div64.hi");
  LLVMValueRef fits = LLVMBuildICmp(x->b, LLVMIntEQ, hi, LLVMConstInt(i64, 0, 0), "div64.fits");
  LLVMBuildCondBr(x->b, fits, fast, slow);
  LLVMPositionBuilderAtEnd(x->b, fast);
  LLVMValueRef a32 = trunc32(x, a), b32 = trunc32(x, bv);
  LLVMValueRef fd = narrow(x, d, a32, b32), fp = p ? narrow(x, p, a32, b32) : NULL;
  LLVMBuildBr(x->b, bb);
  /* the original 64-bit division(s) become the slow path */
  move_to(x, d, slow);
  if (p) move_to(x, p, slow);
  LLVMPositionBuilderBefore(x->b, d);
  LLVMTypeRef asm_ty = LLVMFunctionType(i64, NULL, 0, 0);
  static const char asm_text[] = "mov.b64 $0, 0;", asm_cons[] = "=l";
  LLVMValueRef zero = LLVMGetInlineAsm(asm_ty, (char *)asm_text, sizeof asm_text - 1, (char *)asm_cons,
                                       sizeof asm_cons - 1, 0, 0, LLVMInlineAsmDialectATT, 0);
  LLVMValueRef opaque = LLVMBuildCall2(x->b, asm_ty, zero, NULL, 0, "div64.zero");
  LLVMValueRef marked = LLVMBuildXor(x->b, a, opaque, "div64.long");
  LLVMSetOperand(d, 0, marked);
  if (p) LLVMSetOperand(p, 0, marked);
  LLVMPositionBuilderAtEnd(x->b, slow);
  LLVMBuildBr(x->b, bb);
  LLVMValueRef first = LLVMGetFirstInstruction(bb);
  LLVMValueRef divs[2] = {d, p}, fasts[2] = {fd, fp};
  for (int k = 0; k < 2 && divs[k]; k++) {
    if (first) LLVMPositionBuilderBefore(x->b, first);
    else LLVMPositionBuilderAtEnd(x->b, bb);
    LLVMValueRef phi = LLVMBuildPhi(x->b, i64, "");
    LLVMReplaceAllUsesWith(divs[k], phi);
    LLVMValueRef vals[2] = {fasts[k], divs[k]};
    LLVMBasicBlockRef blocks[2] = {fast, slow};
    LLVMAddIncoming(phi, vals, blocks, 2);
    copy_name(phi, divs[k], ".sel");
  }
  LLVMSetCurrentDebugLocation2(x->b, NULL);
  (void)fn;
}

static int address_taken(LLVMBasicBlockRef bb) {
  for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u))
    if (!LLVMIsATerminatorInst(LLVMGetUser(u))) return 1;
  return 0;
}

static void run_function(bypass *x, LLVMValueRef fn) {
  VEC(LLVMValueRef) divs = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (is_div64(i) && !bypassed_already(i)) {
        x->st->divisions += !LLVMIsAConstant(LLVMGetOperand(i, 1));
        if (!LLVMIsAConstant(LLVMGetOperand(i, 1)) && !VEC_PUSH(&divs, i)) {
          x->oom = 1;
          VEC_FREE(&divs);
          return;
        }
      }
  gpuopt_ptrmap done;
  gpuopt__ptrmap_init(&done);
  for (size_t k = 0; k < divs.len && !x->oom; k++) {
    LLVMValueRef d = divs.data[k];
    if (gpuopt__ptrmap_get(&done, d, NULL)) continue;
    LLVMValueRef a = LLVMGetOperand(d, 0), b = LLVMGetOperand(d, 1);
    LLVMOpcode op = LLVMGetInstructionOpcode(d);
    /* the partner: the other of quotient/remainder, same operands and signedness, later in the block */
    LLVMValueRef p = NULL;
    unsigned window = 256; /* bounded, so huge blocks stay linear */
    for (LLVMValueRef j = LLVMGetNextInstruction(d); j && !p && window--; j = LLVMGetNextInstruction(j))
      if (is_div64(j) && LLVMGetOperand(j, 0) == a && LLVMGetOperand(j, 1) == b) {
        LLVMOpcode oj = LLVMGetInstructionOpcode(j);
        if (is_signed(oj) == is_signed(op) && is_rem(oj) != is_rem(op) && !gpuopt__ptrmap_get(&done, j, NULL)) p = j;
      }
    if (p && !gpuopt__ptrmap_put(&done, p, 1)) x->oom = 1;
    unsigned lza = known_lz(a, 0), lzb = known_lz(b, 0);
    if (lza >= 32 && lzb >= 32) {
      /* both narrow: 32-bit division, no check */
      LLVMValueRef ds[2] = {d, p};
      LLVMSetCurrentDebugLocation2(x->b, LLVMInstructionGetDebugLoc(d));
      LLVMPositionBuilderBefore(x->b, d);
      LLVMValueRef a32 = trunc32(x, a), b32 = trunc32(x, b);
      for (int t = 0; t < 2 && ds[t]; t++) {
        LLVMSetCurrentDebugLocation2(x->b, LLVMInstructionGetDebugLoc(ds[t]));
        LLVMPositionBuilderBefore(x->b, ds[t]);
        LLVMValueRef n = narrow(x, ds[t], a32, b32);
        LLVMReplaceAllUsesWith(ds[t], n);
        LLVMValueRef keep = n;
        (void)keep;
        copy_name(n, ds[t], ".zext");
        LLVMInstructionEraseFromParent(ds[t]);
        x->st->narrowed++;
      }
      LLVMSetCurrentDebugLocation2(x->b, NULL);
      continue;
    }
    if (address_taken(LLVMGetInstructionParent(d))) continue; /* blockaddress would skip the check */
    bypass_one(x, fn, d, p, lza, lzb);
    x->st->bypassed += p ? 2 : 1;
    x->st->shared += p != NULL;
  }
  gpuopt__ptrmap_free(&done);
  VEC_FREE(&divs);
}

gpuopt_status gpuopt_bypass_div64(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_bypass_div64_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", WHO);
  gpuopt_status s = gpuopt_module_check_target(ctx, m);
  if (s) return s;
  gpuopt__invalidate_all(ctx);
  gpuopt_bypass_div64_stats st;
  memset(&st, 0, sizeof st);
  LLVMContextRef llctx = LLVMGetModuleContext(m);
  bypass x = {llctx, LLVMCreateBuilderInContext(llctx), LLVMCreateBuilderInContext(llctx), &st, 0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn && !x.oom; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn)) run_function(&x, fn);
  LLVMDisposeBuilder(x.b);
  LLVMDisposeBuilder(x.mover);
  if (stats) *stats = st;
  if (x.oom) return gpuopt__oom(ctx, WHO);
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_bypass_div64(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_bypass_div64_stats st;
  memset(&st, 0, sizeof st);
  gpuopt_status s = gpuopt_bypass_div64(ctx, m, &st);
  *changed = st.bypassed + st.narrowed > 0;
  return s;
}
