/* Memory access patterns from the divergence result: for every load, store, atomicrmw, cmpxchg,
 * ldg/ldu intrinsic and memory intrinsic (memcpy, memmove, memset: the destination), in layout
 * order, the address's abstract value decides
 *   broadcast  the address is uniform (one transaction serves the warp);
 *   coalesced  the address is c1*tid + c0 with |c1| equal to the bytes accessed per lane;
 *   strided    the address is c1*tid + c0 with another c1 (the stride, in bytes), or, in poly2 mode,
 *              with c1 uniform but unknown (stride reported as 0: unknown);
 *   divergent  anything else (gather/scatter, or a tid^2 term).
 * This is the classification of the paper's §6 and Fig. 22 statistics (Sampaio et al. 2013), and of
 * Ryoo et al. / Yang et al.'s coalescing. Unreached code counts as broadcast.
 * Requires: a finished divergence result (divergence.c). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "analysis/divergence.h"

static unsigned store_size(const gpuopt_divergence *r, LLVMTypeRef t) {
  if (!r->td || !LLVMTypeIsSized(t)) return 0;
  return (unsigned)LLVMStoreSizeOfType(r->td, t);
}

/* The address operand and the bytes per lane of a memory access, or NULL when inst is none. */
static LLVMValueRef access_of(const gpuopt_divergence *r, LLVMValueRef inst, unsigned *size) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMLoad:
    *size = store_size(r, LLVMTypeOf(inst));
    return LLVMGetOperand(inst, 0);
  case LLVMStore:
    *size = store_size(r, LLVMTypeOf(LLVMGetOperand(inst, 0)));
    return LLVMGetOperand(inst, 1);
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
    *size = store_size(r, LLVMTypeOf(LLVMGetOperand(inst, 1)));
    return LLVMGetOperand(inst, 0);
  case LLVMCall: {
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (!callee || !LLVMIsAFunction(callee)) return NULL;
    size_t len = 0;
    const char *name = LLVMGetValueName2(callee, &len);
    static const char *const mem[] = {"llvm.memcpy.", "llvm.memmove.", "llvm.memset.", "llvm.nvvm.ldg.global.",
                                      "llvm.nvvm.ldu.global."};
    for (size_t i = 0; i < sizeof mem / sizeof mem[0]; i++) {
      size_t n = strlen(mem[i]);
      if (len < n || memcmp(name, mem[i], n)) continue;
      if (i >= 3) {
        *size = store_size(r, LLVMTypeOf(inst));
      } else {
        LLVMValueRef l = LLVMGetNumArgOperands(inst) > 2 ? LLVMGetOperand(inst, 2) : NULL;
        *size = l && LLVMIsAConstantInt(l) ? (unsigned)LLVMConstIntGetZExtValue(l) : 0;
      }
      return LLVMGetOperand(inst, 0);
    }
    return NULL;
  }
  default:
    return NULL;
  }
}

int gpuopt__div_accesses(gpuopt_divergence *r) {
  size_t n = 0;
  unsigned size;
  for (uint32_t i = 0; i < r->num->ninst; i++) n += access_of(r, r->num->insts[i], &size) != NULL;
  r->accesses = ANEW(&r->arena, gpuopt_div_access, n + 1);
  if (!r->accesses) return 0;
  for (uint32_t i = 0; i < r->num->ninst; i++) {
    LLVMValueRef inst = r->num->insts[i];
    size = 0;
    LLVMValueRef addr = access_of(r, inst, &size);
    if (!addr) continue;
    gpuopt_div_access *a = &r->accesses[r->naccesses++];
    a->inst = inst;
    a->size = size;
    a->stride = 0;
    dv d;
    if (!gpuopt__div_lookup(r, addr, &d) || dv_is_bot(&d)) {
      a->pattern = GPUOPT_ACCESS_DIVERGENT;
    } else if (d.k[0] == DV_TOP || dv_is_uniform(&d)) {
      a->pattern = GPUOPT_ACCESS_BROADCAST;
    } else if (d.k[1] == DV_CONST && d.k[2] == DV_CONST && d.c[2] == 0) {
      a->stride = d.c[1];
      uint64_t mag = d.c[1] < 0 ? (uint64_t)0 - (uint64_t)d.c[1] : (uint64_t)d.c[1];
      a->pattern = size && mag == size ? GPUOPT_ACCESS_COALESCED : GPUOPT_ACCESS_STRIDED;
    } else if (gpuopt__div_unknown_slope(r, &d)) {
      a->pattern = GPUOPT_ACCESS_STRIDED; /* stride uniform but unknown: stride 0 */
    } else {
      a->pattern = GPUOPT_ACCESS_DIVERGENT;
    }
  }
  return 1;
}
