/* Memory-space inference: for every generic (addrspace 0) pointer of a function, the one NVPTX
 * address space it is proven to point into, or "generic" when that is unknown or mixed.
 *
 * Algorithm: gpucc §3.2, Algorithm 1. Sources are "guaranteed" (GS): values typed in a specific
 * space, addrspacecasts from a specific space (instructions and constant expressions), allocas
 * (NVPTX local memory), and pointer parameters of kernels (CUDA passes them in global memory;
 * the kernel_params_global option turns that off). Every instruction that derives a generic
 * pointer from other pointers (GEP, bitcast, phi, select) is first "assumed" (AS) and then
 * removed from that assumption when one of its sources is neither guaranteed nor assumed. The
 * paper runs Propagate once per space; we run all spaces at once over the lattice
 * TOP (assumed) > space N > BOTTOM (mixed/unknown), with meet(N, M) = BOTTOM for N != M: a value
 * ends in space N exactly when Propagate(F, N) would return it. The fixed point is a worklist over
 * def-use edges; each value is lowered at most twice, so the cost is linear in the number of
 * operands. Pointer induction variables that depend on themselves (Fig. 4) stay in their space
 * because a phi's self-reference is assumed, not unknown. A cycle with no source at all (TOP at
 * the end) is treated as unknown.
 *
 * Requires: nothing beyond the IR. Computes a side table; changes nothing. */
#include <stdlib.h>

#include "analysis/memspace.h"
#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"

static unsigned type_space(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(t) : 0;
}

static int is_generic_ptr(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == 0;
}

int gpuopt__memspace_disjoint(unsigned as) {
  return as == GPUOPT_AS_GLOBAL || as == GPUOPT_AS_SHARED || as == GPUOPT_AS_CONST || as == GPUOPT_AS_LOCAL ||
         as == GPUOPT_AS_PARAM;
}

int gpuopt__memspace_is_derived(LLVMValueRef inst) {
  if (!LLVMIsAInstruction(inst) || !is_generic_ptr(inst)) return 0;
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMGetElementPtr:
  case LLVMPHI:
  case LLVMSelect:
    return 1;
  case LLVMBitCast:
    return is_generic_ptr(LLVMGetOperand(inst, 0));
  default:
    return 0;
  }
}

static uintptr_t meet(uintptr_t a, uintptr_t b) {
  if (a == MS_TOP) return b;
  if (b == MS_TOP) return a;
  return a == b ? a : MS_BOTTOM;
}

/* The lattice code of a value that is not a derived instruction (a source, or anything else). */
static uintptr_t source_code(const gpuopt_memspace *ms, LLVMValueRef v, int depth) {
  unsigned as = type_space(v);
  if (as) return MS_SPACE(as);
  if (depth > 64) return MS_BOTTOM;
  if (LLVMIsAArgument(v)) {
    LLVMValueRef fn = LLVMGetParamParent(v);
    return ms->kernel_params_global && gpuopt_is_kernel(fn) ? MS_SPACE(GPUOPT_AS_GLOBAL) : MS_BOTTOM;
  }
  if (LLVMIsAAllocaInst(v)) return MS_SPACE(GPUOPT_AS_LOCAL);
  if (LLVMIsAAddrSpaceCastInst(v)) {
    unsigned from = type_space(LLVMGetOperand(v, 0));
    return from ? MS_SPACE(from) : MS_BOTTOM;
  }
  if (LLVMIsAConstantExpr(v)) {
    switch (LLVMGetConstOpcode(v)) {
    case LLVMAddrSpaceCast: {
      unsigned from = type_space(LLVMGetOperand(v, 0));
      return from ? MS_SPACE(from) : MS_BOTTOM;
    }
    case LLVMGetElementPtr:
    case LLVMBitCast:
      return source_code(ms, LLVMGetOperand(v, 0), depth + 1);
    default:
      return MS_BOTTOM;
    }
  }
  return MS_BOTTOM;
}

static uintptr_t code_of(const gpuopt_memspace *ms, LLVMValueRef v) {
  uintptr_t c;
  if (gpuopt__ptrmap_get(&ms->state, v, &c)) return c;
  return source_code(ms, v, 0);
}

/* Meet over the pointer sources of derived instruction i. */
static uintptr_t evaluate(const gpuopt_memspace *ms, LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMGetElementPtr:
  case LLVMBitCast:
    return code_of(ms, LLVMGetOperand(i, 0));
  case LLVMSelect:
    return meet(code_of(ms, LLVMGetOperand(i, 1)), code_of(ms, LLVMGetOperand(i, 2)));
  case LLVMPHI: {
    uintptr_t c = MS_TOP;
    unsigned n = LLVMCountIncoming(i);
    for (unsigned k = 0; k < n && c != MS_BOTTOM; k++) c = meet(c, code_of(ms, LLVMGetIncomingValue(i, k)));
    return c;
  }
  default:
    return MS_BOTTOM;
  }
}

void gpuopt__memspace_free(gpuopt_memspace *ms) {
  if (!ms) return;
  gpuopt__ptrmap_free(&ms->state);
  VEC_FREE(&ms->derived);
  free(ms);
}

gpuopt_status gpuopt__memspace_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, int kernel_params_global,
                                       gpuopt_memspace **out) {
  static const char who[] = "gpuopt_memspace_analyze";
  *out = NULL;
  gpuopt_memspace *ms = calloc(1, sizeof *ms);
  if (!ms) return gpuopt__oom(ctx, who);
  ms->fn = fn;
  ms->kernel_params_global = kernel_params_global;
  gpuopt__ptrmap_init(&ms->state);
  VEC(LLVMValueRef) work = {0};
  int oom = 0;
  /* AS: every derived instruction starts assumed (TOP). */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !oom; i = LLVMGetNextInstruction(i))
      if (gpuopt__memspace_is_derived(i))
        oom = !VEC_PUSH(&ms->derived, i) || !gpuopt__ptrmap_put(&ms->state, i, MS_TOP);
  /* Seed the worklist with everything, in reverse so that popping visits layout order. */
  for (size_t k = ms->derived.len; k-- > 0 && !oom;) oom = !VEC_PUSH(&work, ms->derived.data[k]);
  for (;;) {
    while (!oom && work.len) {
      LLVMValueRef i = work.data[--work.len];
      uintptr_t old = gpuopt__ptrmap_get_or(&ms->state, i, MS_BOTTOM);
      uintptr_t now = meet(old, evaluate(ms, i));
      if (now == old) continue;
      if (!gpuopt__ptrmap_put(&ms->state, i, now)) {
        oom = 1;
        break;
      }
      for (LLVMUseRef u = LLVMGetFirstUse(i); u && !oom; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (gpuopt__ptrmap_get(&ms->state, user, NULL)) oom = !VEC_PUSH(&work, user);
      }
    }
    if (oom) break;
    /* A cycle with no source at all stays TOP: nothing is known about it. Make it unknown and
     * propagate that to its users. */
    for (size_t k = 0; k < ms->derived.len && !oom; k++) {
      LLVMValueRef i = ms->derived.data[k];
      if (gpuopt__ptrmap_get_or(&ms->state, i, MS_BOTTOM) != MS_TOP) continue;
      gpuopt__ptrmap_put(&ms->state, i, MS_BOTTOM); /* overwrite: cannot fail */
      for (LLVMUseRef u = LLVMGetFirstUse(i); u && !oom; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (gpuopt__ptrmap_get(&ms->state, user, NULL)) oom = !VEC_PUSH(&work, user);
      }
    }
    if (!work.len) break;
  }
  VEC_FREE(&work);
  if (oom) {
    gpuopt__memspace_free(ms);
    return gpuopt__oom(ctx, who);
  }
  *out = ms;
  return GPUOPT_OK;
}

unsigned gpuopt__memspace_space(const gpuopt_memspace *ms, LLVMValueRef v) {
  uintptr_t c = code_of(ms, v);
  return c >= 2 ? (unsigned)(c - 2) : 0;
}

gpuopt_status gpuopt__memspace_check_value(gpuopt_ctx *ctx, const char *who, LLVMValueRef fn, LLVMValueRef p) {
  char buf[96];
  if (!LLVMIsAFunction(fn) || LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: fn is not a function definition", who);
  if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind) {
    gpuopt__value_str(p, buf, sizeof buf);
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: %s is not a pointer, expected a pointer value", who, buf);
  }
  LLVMValueRef owner = NULL;
  if (LLVMIsAInstruction(p)) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(p);
    owner = bb ? LLVMGetBasicBlockParent(bb) : NULL;
  } else if (LLVMIsAArgument(p)) {
    owner = LLVMGetParamParent(p);
  } else {
    return GPUOPT_OK; /* globals and constants belong to every function */
  }
  if (owner != fn) {
    gpuopt__value_str(p, buf, sizeof buf);
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: %s is not a value of @%s, expected one of its instructions or arguments",
                        who, buf, LLVMGetValueName(fn));
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt_memspace_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_memspace_result **out) {
  static const char who[] = "gpuopt_memspace_analyze";
  if (!ctx) return GPUOPT_EINVAL;
  if (!fn || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = NULL;
  if (!LLVMIsAFunction(fn) || LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: fn is not a function definition", who);
  return gpuopt__memspace_analyze(ctx, fn, ctx->opts.kernel_params_global, out);
}

unsigned gpuopt_memspace_result_space(const gpuopt_memspace_result *r, LLVMValueRef p) {
  if (!r || !p || LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind) return 0;
  return gpuopt__memspace_space(r, p);
}

void gpuopt_memspace_result_free(gpuopt_memspace_result *r) { gpuopt__memspace_free(r); }

const char *gpuopt_memspace_name(unsigned as) {
  switch (as) {
  case GPUOPT_AS_GENERIC: return "generic";
  case GPUOPT_AS_GLOBAL: return "global";
  case GPUOPT_AS_SHARED: return "shared";
  case GPUOPT_AS_CONST: return "const";
  case GPUOPT_AS_LOCAL: return "local";
  case GPUOPT_AS_PARAM: return "param";
  default: return "addrspace";
  }
}
