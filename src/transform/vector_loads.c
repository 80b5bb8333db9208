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
 *  - Alignment versioning (where no attribute says it): a kernel's pointers come from its caller,
 *    and what the caller passes is usually aligned (cudaMalloc: 256 bytes; gpuopt offload's device
 *    copies are cudaMalloc'd and passed as base + the host pointer's offset in its object; the
 *    SIMT interpreter's allocations start at offset 0) but nothing proves it. So, as vectorizing
 *    compilers version loops on alignment (GCC's "versioning for alignment"), a kernel with
 *    accesses through a thread-uniform pointer r (a parameter, or an entry-block GEP/cast chain over
 *    parameters and constants: the offload kernel's base + offset) is versioned: a new entry block
 *    tests (ptrtoint r) % 16 == 0 for every such r, uniformly, once per thread, and branches to a
 *    copy of the body that starts with llvm.assume "align"(r, 16) for each r (the vectorizer's
 *    fact), or to the original body (correct for any alignment). The integer parameters in those
 *    accesses' index arithmetic (a row length nk in a[i*nk + k], whose k an unrolled loop steps by
 *    4) are tested and assumed to be multiples of VL_IDX_MULT = 4 too, so that LLVM's known bits
 *    prove a[i*nk + 4m] 16-byte aligned in the copy. Static allocas and the pointer
 *    chains move to the new entry, shared by both. The copy is kept only where the vectorizer
 *    merged more accesses in it than in the original (else it is deleted again: the kernel is as it
 *    was, bar the moved allocas); the kernel's code doubles statically, only one copy runs. Only
 *    kernels with two accesses through one such r in one basic block are tried; at most
 *    VL_MAX_INSTS instructions.
 * Both passes run through LLVMRunPasses (infer-alignment, load-store-vectorizer, then instcombine
 * and early-cse for the extracts).
 *
 * What it gained is measured, per function, as the vector loads and stores of global or generic
 * memory before and after; a function with more gets "vector-loads" in its "gpuopt-rewrites"
 * attribute (the offload report's list). Works on every function definition. Requires a verified
 * module; leaves verified IR. Preserves nothing: instcombine may reorder a branch's successors
 * (br (not c), A, B becomes br c, B, A), which changes the CFG the cache holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"
#include "transform/wang.h"

static const char WHO[] = "gpuopt_vector_loads";

typedef struct vcount {
  unsigned vloads, vstores, sloads, sstores;
} vcount;

#define VL_ALIGN 16u        /* the alignment versioned on: v4 of 4-byte, v2 of 8-byte elements */
#define VL_MAX_INSTS 20000u /* kernels larger than this are not versioned (the body doubles) */
#define VL_MAX_ROOTS 16u    /* pointers and integer parameters tested per kernel */
#define VL_IDX_MULT 4u      /* integer parameters in an index are tested for multiples of this */

/* One kernel's alignment versioning: the new entry's check branch, the roots tested. */
typedef struct aver {
  LLVMValueRef fn;
  LLVMBasicBlockRef check, copy, orig; /* check: the new entry (NULL: not versioned) */
  LLVMValueRef roots[VL_MAX_ROOTS];
  unsigned nroots;
  LLVMValueRef ints[VL_MAX_ROOTS]; /* integer parameters in the accesses' indices */
  unsigned nints;
} aver;

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

static void count_block(LLVMBasicBlockRef bb, vcount *c) {
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

static void count_fn(LLVMValueRef fn, vcount *c) {
  memset(c, 0, sizeof *c);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) count_block(bb, c);
}

/* ---- alignment versioning ---- */

/* v is thread-uniform pointer arithmetic of the entry block over parameters and constants (the
 * parameter itself, its addrspacecast, a GEP with parameter or constant indices). */
static int uniform_entry(LLVMValueRef v, LLVMBasicBlockRef entry, int depth) {
  if (LLVMIsAArgument(v) || LLVMIsAConstant(v)) return 1;
  if (depth > 8 || !LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != entry) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if (op != LLVMGetElementPtr && op != LLVMAddrSpaceCast && op != LLVMBitCast) return 0;
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (!uniform_entry(LLVMGetOperand(v, i), entry, depth + 1)) return 0;
  return 1;
}

/* The root of an access address: the last thread-uniform entry-block pointer on its chain of GEPs
 * and casts (NULL: none, or a pointer whose alignment is already stated). */
static LLVMValueRef root_of(LLVMValueRef p, LLVMBasicBlockRef entry) {
  LLVMValueRef root = NULL;
  for (int i = 0; i < 32 && p; i++) {
    if (LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind && uniform_entry(p, entry, 0)) {
      root = p;
      break;
    }
    if (!LLVMIsAInstruction(p)) break;
    LLVMOpcode op = LLVMGetInstructionOpcode(p);
    if (op != LLVMGetElementPtr && op != LLVMAddrSpaceCast && op != LLVMBitCast) break;
    p = LLVMGetOperand(p, 0);
  }
  if (!root || LLVMIsAConstant(root)) return NULL;
  LLVMValueRef a = root; /* a parameter whose `align` already says enough */
  while (LLVMIsAInstruction(a) &&
         (LLVMGetInstructionOpcode(a) == LLVMAddrSpaceCast || LLVMGetInstructionOpcode(a) == LLVMBitCast))
    a = LLVMGetOperand(a, 0);
  if (LLVMIsAArgument(a)) {
    LLVMValueRef fn = LLVMGetParamParent(a);
    unsigned n = LLVMCountParams(fn), k_align = LLVMGetEnumAttributeKindForName("align", 5);
    for (unsigned i = 0; i < n; i++)
      if (LLVMGetParam(fn, i) == a) {
        LLVMAttributeRef at = LLVMGetEnumAttributeAtIndex(fn, i + 1, k_align);
        if (at && LLVMGetEnumAttributeValue(at) >= VL_ALIGN) return NULL;
      }
  }
  return root;
}

/* The integer parameters in the index arithmetic of address p (down to its root). */
static void index_params(LLVMValueRef v, LLVMValueRef root, LLVMValueRef *ints, unsigned *n, unsigned max, int depth) {
  if (v == root || depth > 24) return;
  if (LLVMIsAArgument(v)) {
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return;
    for (unsigned i = 0; i < *n; i++)
      if (ints[i] == v) return;
    if (*n < max) ints[(*n)++] = v;
    return;
  }
  if (!LLVMIsAInstruction(v)) return;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr: case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMOr: case LLVMSExt:
  case LLVMZExt: case LLVMTrunc: case LLVMAddrSpaceCast: case LLVMBitCast:
    break;
  default:
    return;
  }
  int nops = LLVMGetNumOperands(v);
  for (int i = 0; i < nops; i++) index_params(LLVMGetOperand(v, i), root, ints, n, max, depth + 1);
}

/* Roots of fn worth a version: two accesses through one root in one block. */
static unsigned find_roots(LLVMValueRef fn, LLVMValueRef *roots, unsigned max) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  unsigned nr = 0, ninst = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef seen[64];
    unsigned ns = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      ninst++;
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op == LLVMIndirectBr || op == LLVMCallBr || op == LLVMInvoke) return 0; /* not cloned */
      if ((op != LLVMLoad && op != LLVMStore) || LLVMGetVolatile(in)) continue;
      if (LLVMGetAlignment(in) >= VL_ALIGN) continue;
      LLVMValueRef p = LLVMGetOperand(in, op == LLVMLoad ? 0 : 1);
      unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
      if (as != 0 && as != 1) continue;
      LLVMValueRef r = root_of(p, entry);
      if (!r) continue;
      unsigned j = 0;
      while (j < ns && seen[j] != r) j++;
      if (j < ns) { /* a second access through r in this block */
        unsigned k = 0;
        while (k < nr && roots[k] != r) k++;
        if (k == nr && nr < max) roots[nr++] = r;
      } else if (ns < 64) {
        seen[ns++] = r;
      }
    }
  }
  return ninst > VL_MAX_INSTS ? 0 : nr;
}

/* The integer parameters in the indices of the accesses through av's roots. */
static void find_ints(aver *av) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(av->fn);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(av->fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if ((op != LLVMLoad && op != LLVMStore) || LLVMGetVolatile(in)) continue;
      LLVMValueRef p = LLVMGetOperand(in, op == LLVMLoad ? 0 : 1);
      unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
      if (as != 0 && as != 1) continue;
      LLVMValueRef r = root_of(p, entry);
      unsigned j = 0;
      while (j < av->nroots && av->roots[j] != r) j++;
      if (r && j < av->nroots) index_params(p, r, av->ints, &av->nints, VL_MAX_ROOTS, 0);
    }
}

/* Move instruction in to b's position, keeping its name (LLVMInsertIntoBuilder clears it). */
static void move_to(LLVMBuilderRef b, LLVMValueRef in) {
  size_t len = 0;
  const char *nm = LLVMGetValueName2(in, &len);
  char buf[256];
  snprintf(buf, sizeof buf, "%.*s", (int)(len < 255 ? len : 255), nm ? nm : "");
  LLVMInstructionRemoveFromParent(in);
  LLVMInsertIntoBuilderWithName(b, in, buf);
}

/* Move v and the entry-block instructions it is computed from to the end of block to (before its
 * terminator when it has one). */
static void hoist(LLVMValueRef v, LLVMBasicBlockRef from, LLVMBuilderRef b) {
  if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != from) return;
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++) hoist(LLVMGetOperand(v, i), from, b);
  move_to(b, v);
}

/* Version fn on the alignment of its roots (see the top comment). Returns 0 on out of memory. */
static int version(LLVMValueRef fn, LLVMModuleRef m, aver *av) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef i1 = LLVMInt1TypeInContext(c), i64 = LLVMInt64TypeInContext(c);
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  /* the new entry: static allocas and the roots */
  LLVMBasicBlockRef e0 = LLVMInsertBasicBlockInContext(c, entry, "vl.align.check");
  LLVMPositionBuilderAtEnd(b, e0);
  for (LLVMValueRef in = LLVMGetFirstInstruction(entry); in;) {
    LLVMValueRef next = LLVMGetNextInstruction(in);
    if (LLVMIsAAllocaInst(in) && LLVMIsAConstant(LLVMGetOperand(in, 0))) move_to(b, in);
    in = next;
  }
  for (unsigned i = 0; i < av->nroots; i++) hoist(av->roots[i], entry, b);
  LLVMValueRef cond = NULL;
  for (unsigned i = 0; i < av->nroots; i++) {
    LLVMValueRef pi = LLVMBuildPtrToInt(b, av->roots[i], i64, "");
    LLVMValueRef lo = LLVMBuildAnd(b, pi, LLVMConstInt(i64, VL_ALIGN - 1, 0), "");
    LLVMValueRef ok = LLVMBuildICmp(b, LLVMIntEQ, lo, LLVMConstInt(i64, 0, 0), "");
    cond = cond ? LLVMBuildAnd(b, cond, ok, "") : ok;
  }
  for (unsigned i = 0; i < av->nints; i++) {
    LLVMTypeRef t = LLVMTypeOf(av->ints[i]);
    LLVMValueRef lo = LLVMBuildAnd(b, av->ints[i], LLVMConstInt(t, VL_IDX_MULT - 1, 0), "");
    LLVMValueRef ok = LLVMBuildICmp(b, LLVMIntEQ, lo, LLVMConstInt(t, 0, 0), "");
    cond = LLVMBuildAnd(b, cond, ok, "");
  }
  /* clone every block but the new entry */
  gpuopt_ptrmap vm;
  gpuopt__ptrmap_init(&vm);
  size_t nb = 0;
  for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb)) nb++;
  LLVMBasicBlockRef *blocks = malloc(sizeof *blocks * nb), *copies = malloc(sizeof *copies * nb);
  if (!blocks || !copies) goto oom;
  nb = 0;
  for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb)) blocks[nb++] = bb;
  if (!gpuopt__clone_blocks(fn, b, blocks, nb, &vm, "vl.aligned", 0, copies)) goto oom;
  /* the copy knows the alignment */
  {
    LLVMTypeRef aty = LLVMFunctionType(LLVMVoidTypeInContext(c), &i1, 1, 0);
    LLVMValueRef assume = LLVMGetNamedFunction(m, "llvm.assume");
    if (!assume) assume = LLVMAddFunction(m, "llvm.assume", aty);
    LLVMValueRef first = LLVMGetFirstInstruction(copies[0]);
    while (first && LLVMIsAPHINode(first)) first = LLVMGetNextInstruction(first);
    LLVMPositionBuilderBefore(b, first);
    for (unsigned i = 0; i < av->nroots; i++) {
      LLVMValueRef ops[2] = {av->roots[i], LLVMConstInt(i64, VL_ALIGN, 0)};
      LLVMOperandBundleRef ob = LLVMCreateOperandBundle("align", 5, ops, 2);
      LLVMValueRef t = LLVMConstInt(i1, 1, 0);
      LLVMBuildCallWithOperandBundles(b, aty, assume, &t, 1, &ob, 1, "");
      LLVMDisposeOperandBundle(ob);
    }
    for (unsigned i = 0; i < av->nints; i++) { /* assume((p & (VL_IDX_MULT-1)) == 0) */
      LLVMTypeRef t = LLVMTypeOf(av->ints[i]);
      LLVMValueRef lo = LLVMBuildAnd(b, av->ints[i], LLVMConstInt(t, VL_IDX_MULT - 1, 0), "");
      LLVMValueRef ok = LLVMBuildICmp(b, LLVMIntEQ, lo, LLVMConstInt(t, 0, 0), "");
      LLVMBuildCall2(b, aty, assume, &ok, 1, "");
    }
  }
  LLVMPositionBuilderAtEnd(b, e0);
  LLVMBuildCondBr(b, cond, copies[0], entry);
  av->check = e0, av->copy = copies[0], av->orig = entry;
  free(blocks);
  free(copies);
  gpuopt__ptrmap_free(&vm);
  LLVMDisposeBuilder(b);
  return 1;
oom:
  /* nothing is branched to the partial copy yet: delete it */
  free(blocks);
  gpuopt__ptrmap_free(&vm);
  LLVMDisposeBuilder(b);
  free(copies);
  return 0;
}

/* The blocks reachable from bb (the aligned copy: it has no edge back into the original). */
static size_t reach(LLVMBasicBlockRef bb, gpuopt_ptrmap *seen, LLVMBasicBlockRef **out) {
  size_t n = 0, cap = 16;
  LLVMBasicBlockRef *v = malloc(cap * sizeof *v);
  if (!v || !gpuopt__ptrmap_put(seen, bb, 1)) {
    free(v);
    return 0;
  }
  v[n++] = bb;
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(v[i]);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    for (unsigned s = 0; s < ns; s++) {
      LLVMBasicBlockRef su = LLVMGetSuccessor(t, s);
      uintptr_t d;
      if (gpuopt__ptrmap_get(seen, su, &d)) continue;
      if (n == cap) {
        LLVMBasicBlockRef *nv = realloc(v, 2 * cap * sizeof *nv);
        if (!nv) {
          free(v);
          return 0;
        }
        v = nv, cap *= 2;
      }
      if (!gpuopt__ptrmap_put(seen, su, 1)) {
        free(v);
        return 0;
      }
      v[n++] = su;
    }
  }
  *out = v;
  return n;
}

static void delete_region(LLVMBasicBlockRef *bbs, size_t n) {
  for (size_t i = 0; i < n; i++)
    for (LLVMValueRef in = LLVMGetFirstInstruction(bbs[i]); in; in = LLVMGetNextInstruction(in))
      if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(in, LLVMGetPoison(LLVMTypeOf(in)));
  for (size_t i = 0; i < n; i++) LLVMDeleteBasicBlock(bbs[i]);
}

/* The copy is gone and the check block ends without a terminator: delete the test's dead
 * arithmetic, move what is left (allocas, the pointer chains) back to the top of the original entry
 * and delete the check block: the kernel is as it was. */
static void restore(aver *av, LLVMContextRef c, LLVMValueRef cond) {
  LLVMValueRef stack[4 * VL_MAX_ROOTS + 8];
  unsigned sp = 0;
  if (cond && LLVMIsAInstruction(cond)) stack[sp++] = cond;
  while (sp) {
    LLVMValueRef v = stack[--sp];
    if (!LLVMIsAInstruction(v) || LLVMGetFirstUse(v) || LLVMGetInstructionParent(v) != av->check) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op != LLVMAnd && op != LLVMOr && op != LLVMICmp && op != LLVMPtrToInt) continue;
    int n = LLVMGetNumOperands(v);
    LLVMValueRef ops[2];
    for (int i = 0; i < n && i < 2; i++) ops[i] = LLVMGetOperand(v, (unsigned)i);
    LLVMInstructionEraseFromParent(v);
    for (int i = 0; i < n && i < 2 && sp < sizeof stack / sizeof *stack; i++) stack[sp++] = ops[i];
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(av->orig));
  for (LLVMValueRef in = LLVMGetFirstInstruction(av->check); in;) {
    LLVMValueRef next = LLVMGetNextInstruction(in);
    move_to(b, in);
    in = next;
  }
  LLVMDisposeBuilder(b);
  LLVMDeleteBasicBlock(av->check);
  av->check = NULL;
}

/* Keep the aligned copy where it has more vector accesses than the original; else delete it. Where
 * instcombine decided the test (a constant condition), the side it selects stays and the other
 * goes. Returns 1 when the copy is kept, 0 when deleted, -1 when left as it is (out of memory: both
 * copies stay, still correct). */
static int keep_or_drop(aver *av, LLVMContextRef c) {
  LLVMBasicBlockRef cp = av->copy, orig = av->orig;
  LLVMValueRef br = LLVMGetBasicBlockTerminator(av->check);
  if (!br || LLVMGetInstructionOpcode(br) != LLVMBr) return -1;
  gpuopt_ptrmap s1, s2;
  gpuopt__ptrmap_init(&s1);
  gpuopt__ptrmap_init(&s2);
  LLVMBasicBlockRef *bc = NULL, *bo = NULL;
  size_t nc = reach(cp, &s1, &bc), no = reach(orig, &s2, &bo);
  int r = -1;
  LLVMValueRef cond = LLVMIsConditional(br) ? LLVMGetCondition(br) : NULL;
  if (nc && no) {
    int keep;
    if (!cond || LLVMIsAConstantInt(cond)) {
      LLVMBasicBlockRef live = LLVMGetSuccessor(br, cond && !LLVMConstIntGetZExtValue(cond) ? 1 : 0);
      keep = live == cp;
    } else {
      vcount a = {0}, o = {0};
      for (size_t i = 0; i < nc; i++) count_block(bc[i], &a);
      for (size_t i = 0; i < no; i++) count_block(bo[i], &o);
      keep = a.vloads + a.vstores > o.vloads + o.vstores;
      if (keep) cond = NULL; /* the versioned kernel stays as it is */
    }
    if (keep && cond) { /* the test is constant true: the original is dead */
      LLVMInstructionEraseFromParent(br);
      delete_region(bo, no);
      LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
      LLVMPositionBuilderAtEnd(b, av->check);
      LLVMBuildBr(b, cp);
      LLVMDisposeBuilder(b);
    } else if (!keep) {
      LLVMInstructionEraseFromParent(br);
      delete_region(bc, nc);
      restore(av, c, cond);
    }
    r = keep;
  }
  free(bc);
  free(bo);
  gpuopt__ptrmap_free(&s1);
  gpuopt__ptrmap_free(&s2);
  return r;
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
  aver *av = calloc(nf ? nf : 1, sizeof *av);
  if (!av) {
    free(before);
    return gpuopt__oom(ctx, WHO);
  }
  size_t k = 0;
  unsigned k_align = LLVMGetEnumAttributeKindForName("align", 5);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f), k++)
    if (!LLVMIsDeclaration(f)) {
      count_fn(f, &before[k]);
      st.alignment_facts += restate_alignment(f, m, k_align);
      av[k].fn = f;
      if (gpuopt_is_kernel(f)) {
        av[k].nroots = find_roots(f, av[k].roots, VL_MAX_ROOTS);
        if (av[k].nroots) find_ints(&av[k]);
        if (av[k].nroots && !version(f, m, &av[k])) {
          free(before);
          free(av);
          return gpuopt__oom(ctx, WHO);
        }
      }
    }
  gpuopt__invalidate_all(ctx);
  gpuopt_status s = gpuopt__run_llvm_passes(
      ctx, m, "function(infer-alignment,load-store-vectorizer,instcombine<no-verify-fixpoint>,early-cse)", -1, WHO);
  if (s) {
    free(before);
    free(av);
    return s;
  }
  for (k = 0; k < nf; k++)
    if (av[k].check) {
      int r = keep_or_drop(&av[k], LLVMGetModuleContext(m));
      if (r > 0) st.aligned_versions++;
    }
  free(av);
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
