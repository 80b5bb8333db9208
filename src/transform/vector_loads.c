/* vector-loads: consecutive accesses of one thread become vector accesses (ld.global.v2/v4,
 * st.global.v2/v4): Wang, Grewe, O'Boyle, TACO 2014, §4.1 "Memory Load Reordering" (OpenCL
 * vloadn/vstoren; Eichenberger et al., PLDI 2004).
 *
 * LLVM's load-store vectorizer already does the grouping (it sorts the accesses of a basic block by
 * their offset from a common base, splits chains at possible aliasing writes, and emits a vector
 * access where the chain's first address is aligned to the vector size). What it lacks on GPU code is
 * facts, and this step's job is to supply them and say what they gained:
 *  - Alignment: LLVM's infer-alignment pass propagates the alignment of the underlying object
 *    (an `align N` parameter attribute, a global, an alloca, a shared array) through the address
 *    arithmetic (known bits of `4*i`), so `in[4*i+c]` with a 16-byte aligned `in` is provably
 *    16-byte aligned at c = 0. Kernel parameters without an alignment attribute stay at the element
 *    alignment: nothing in a kernel's IR says what its callers pass (cudaMalloc's 256 bytes hold for
 *    the allocation's start only). LLVM's known bits stop at an addrspacecast, and infer-memspace
 *    (gpucc §3.2) casts every kernel pointer parameter to the global space, so this step restates a
 *    parameter's `align N` on its cast as an llvm.assume "align" operand bundle first.
 *  - No aliasing: chains of loads are broken by stores that may alias them. Scoped-noalias metadata
 *    (kernel-restrictify's checked copy, restrictify's loop copies), `noalias` parameters and TBAA
 *    are what LLVM's alias analysis reads; running this step after kernel-restrictify lets read-only
 *    loads between the stores of another parameter form one chain.
 * Both passes run through LLVMRunPasses (infer-alignment, load-store-vectorizer, then instcombine
 * and early-cse for the extracts).
 *
 * What it gained is measured, per function, as the vector loads and stores of global or generic
 * memory before and after; a function with more gets "vector-loads" in its "gpuopt-rewrites"
 * attribute (the offload report's list). Works on every function definition. Requires a verified
 * module; leaves verified IR. Preserves nothing: instcombine may reorder a branch's successors
 * (br (not c), A, B becomes br c, B, A), which changes the CFG the cache holds. */
#include <stdlib.h>
#include <string.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"
#include "transform/wang.h"

static const char WHO[] = "gpuopt_vector_loads";

typedef struct vcount {
  unsigned vloads, vstores, sloads, sstores;
} vcount;

/* The alignment a parameter's attribute states (0 when none). */
static unsigned param_align(LLVMValueRef fn, LLVMValueRef arg, unsigned k_align) {
  unsigned n = LLVMCountParams(fn);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetParam(fn, i) == arg) {
      LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, i + 1, k_align);
      return a ? (unsigned)LLVMGetEnumAttributeValue(a) : 0;
    }
  return 0;
}

/* LLVM's known bits do not look through addrspacecast, and infer-memspace (gpucc §3.2) casts every
 * kernel pointer parameter to the global space: restate the parameter's `align N` on the cast, as an
 * llvm.assume "align" operand bundle right after it. Returns the assumptions added. */
static unsigned restate_alignment(LLVMValueRef fn, LLVMModuleRef m, unsigned k_align) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef i1 = LLVMInt1TypeInContext(c), i64 = LLVMInt64TypeInContext(c);
  LLVMTypeRef aty = LLVMFunctionType(LLVMVoidTypeInContext(c), &i1, 1, 0);
  LLVMValueRef assume = NULL;
  LLVMBuilderRef b = NULL;
  unsigned added = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      if (LLVMGetInstructionOpcode(in) != LLVMAddrSpaceCast || !LLVMIsAArgument(LLVMGetOperand(in, 0))) continue;
      unsigned al = param_align(fn, LLVMGetOperand(in, 0), k_align);
      if (al < 8) continue;
      if (!assume) {
        assume = LLVMGetNamedFunction(m, "llvm.assume");
        if (!assume) assume = LLVMAddFunction(m, "llvm.assume", aty);
        b = LLVMCreateBuilderInContext(c);
      }
      LLVMValueRef ops[2] = {in, LLVMConstInt(i64, al, 0)};
      LLVMOperandBundleRef ob = LLVMCreateOperandBundle("align", 5, ops, 2);
      LLVMValueRef next = LLVMGetNextInstruction(in);
      LLVMPositionBuilderBefore(b, next);
      LLVMValueRef t = LLVMConstInt(i1, 1, 0);
      LLVMBuildCallWithOperandBundles(b, aty, assume, &t, 1, &ob, 1, "");
      LLVMDisposeOperandBundle(ob);
      added++;
      in = LLVMGetNextInstruction(in); /* skip the assume */
    }
  if (b) LLVMDisposeBuilder(b);
  return added;
}

static void count_fn(LLVMValueRef fn, vcount *c) {
  memset(c, 0, sizeof *c);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op != LLVMLoad && op != LLVMStore) continue;
      LLVMValueRef p = LLVMGetOperand(in, op == LLVMLoad ? 0 : 1);
      unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
      if (as != 0 && as != 1) continue; /* generic or global */
      LLVMTypeRef t = op == LLVMLoad ? LLVMTypeOf(in) : LLVMTypeOf(LLVMGetOperand(in, 0));
      int vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
      if (op == LLVMLoad) vec ? c->vloads++ : c->sloads++;
      else vec ? c->vstores++ : c->sstores++;
    }
}

gpuopt_status gpuopt_vector_loads(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_vector_loads_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  gpuopt_vector_loads_stats st = {0};
  if (stats) *stats = st;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: module is NULL", WHO);
  size_t nf = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) nf++;
  vcount *before = calloc(nf ? nf : 1, sizeof *before);
  if (!before) return gpuopt__oom(ctx, WHO);
  size_t k = 0;
  unsigned k_align = LLVMGetEnumAttributeKindForName("align", 5);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f), k++)
    if (!LLVMIsDeclaration(f)) {
      count_fn(f, &before[k]);
      st.alignment_facts += restate_alignment(f, m, k_align);
    }
  gpuopt__invalidate_all(ctx);
  gpuopt_status s = gpuopt__run_llvm_passes(
      ctx, m, "function(infer-alignment,load-store-vectorizer,instcombine<no-verify-fixpoint>,early-cse)", -1, WHO);
  if (s) {
    free(before);
    return s;
  }
  k = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && k < nf; f = LLVMGetNextFunction(f), k++) {
    if (LLVMIsDeclaration(f)) continue;
    vcount after;
    count_fn(f, &after);
    if (after.vloads > before[k].vloads || after.vstores > before[k].vstores) {
      st.functions++;
      gpuopt__rewrites_note(f, "vector-loads");
    }
    if (after.vloads > before[k].vloads) st.vector_loads += after.vloads - before[k].vloads;
    if (after.vstores > before[k].vstores) st.vector_stores += after.vstores - before[k].vstores;
    if (before[k].sloads > after.sloads) st.scalar_loads_merged += before[k].sloads - after.sloads;
    if (before[k].sstores > after.sstores) st.scalar_stores_merged += before[k].sstores - after.sstores;
  }
  free(before);
  if (stats) *stats = st;
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_vector_loads(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_vector_loads_stats s;
  *changed = 0;
  gpuopt_status st = gpuopt_vector_loads(ctx, m, &s);
  *changed = 1; /* instcombine and early-cse may change the module even where nothing was merged */
  return st;
}
