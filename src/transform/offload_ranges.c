/* Exact transfer ranges of an offloaded OpenMP loop (issue 16; DawnCC TACO'17 §3.1-3.2 and §5:
 * copies sized by the symbolic access bounds, evaluated at run time right before the region; Wang,
 * Grewe, O'Boyle TACO'14 §4.1 "host-device communication").
 *
 * The kernel runs the whole iteration space of the region's worksharing loop; the host must know,
 * per shared array, which bytes that space touches. The outlined function is not analysable as it
 * stands: its bounds come from __kmpc_for_static_init through memory (lb/ub escape to the call),
 * the exit test reloads ub in every iteration, and shared pointers are reloaded from their slots
 * in the body. So the analysis runs on a copy, the range function:
 *   1. the function that calls the static_init (the region's body) is cloned, with one more
 *      parameter (i64 *out); in the clone the static_init call (and the grid marker) are removed,
 *      so lb/ub keep the values stored before it: the whole space, as one host thread asking for
 *      all of it would get; loads of the region's read-only shared slots (the recognition's
 *      `scalar in` and array-base pointers, never written in the region) are hoisted to the entry;
 *   2. issue 14's canonical pipeline (gpuopt_loops_canonical_pipeline: sroa promotes lb/ub, loop
 *      rotation, ...) runs on the clone alone (the module's other functions are marked optnone for
 *      the run);
 *   3. the clone's single outermost loop is the worksharing loop: bounds.c gives, per base pointer,
 *      [lo, hi] (bytes) with the guard under which it is touched, and the density fact [dlo, dhi]
 *      (bytes every execution writes in full); each base is mapped back to a shared value (the
 *      hoisted load of an array-base slot: relative to the array's address; a shared object's
 *      parameter: relative to the object); private allocas are left out; globals the loop alone
 *      touches get {address, lo, hi, dlo, dhi} after the shared values' entries (others move
 *      whole); a base that maps to nothing, an access of a shared value outside the loop, or a call
 *      outside the loop that is not an OpenMP runtime call makes every range unknown;
 *   4. bounds_ir.c expands the bounds at the loop's preheader into stores to out ({lo, hi, dlo, dhi}
 *      per shared value; empty when the base's guard fails, dense only when the dense store's guard
 *      holds and the value is not read in the loop), and the preheader returns: the clone's code
 *      after that point (the loop, the reduction's combination, lastprivate copies) is deleted.
 * The host site calls the range function after the probe with the same operands, then
 * __gpuopt_omp_ranges4; the runtime copies in only [lo, hi] minus [dlo, dhi] (what is not valid on
 * the device yet) and marks [lo, hi] of written values newer on the device. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "analysis/loopnest.h"
#include "analysis/omp.h"
#include "core/ctx.h"
#include "gpuopt/loops.h"
#include "transform/bounds_ir.h"
#include "transform/offload_ranges.h"

static const char *nm_of(LLVMValueRef v) {
  size_t n;
  const char *s = LLVMGetValueName2(v, &n);
  return s ? s : "";
}

static int is_dbg_call(LLVMValueRef i) {
  if (!LLVMIsACallInst(i)) return 0;
  LLVMValueRef f = LLVMGetCalledValue(i);
  return f && LLVMIsAFunction(f) && !strncmp(nm_of(f), "llvm.dbg.", 9);
}

/* A copy of fn with one more parameter (ptr), no debug information. NULL: out of memory. */
static LLVMValueRef clone_with_out(LLVMValueRef fn, const char *name) {
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
  unsigned np = LLVMCountParamTypes(ft);
  LLVMTypeRef *pt = calloc(np + 1, sizeof *pt);
  if (!pt) return NULL;
  LLVMGetParamTypes(ft, pt);
  pt[np] = LLVMPointerTypeInContext(c, 0);
  LLVMValueRef nf = LLVMAddFunction(m, name, LLVMFunctionType(LLVMGetReturnType(ft), pt, np + 1, 0));
  free(pt);
  LLVMSetLinkage(nf, LLVMInternalLinkage);
  unsigned kn = LLVMGetEnumAttributeKindForName("nounwind", 8);
  LLVMAddAttributeAtIndex(nf, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, kn, 0));
  gpuopt_ptrmap vm;
  gpuopt__ptrmap_init(&vm);
  int oom = 0;
  for (unsigned i = 0; i < np; i++)
    if (!gpuopt__ptrmap_put(&vm, LLVMGetParam(fn, i), (uintptr_t)LLVMGetParam(nf, i))) oom = 1;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMBasicBlockRef nb = LLVMAppendBasicBlockInContext(c, nf, "");
    if (!gpuopt__ptrmap_put(&vm, LLVMBasicBlockAsValue(bb), (uintptr_t)LLVMBasicBlockAsValue(nb))) oom = 1;
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  unsigned kloop = LLVMGetMDKindIDInContext(c, "llvm.loop", 9);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMPositionBuilderAtEnd(b, LLVMValueAsBasicBlock((LLVMValueRef)gpuopt__ptrmap_get_or(&vm, LLVMBasicBlockAsValue(bb), 0)));
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !oom; i = LLVMGetNextInstruction(i)) {
      if (is_dbg_call(i)) continue;
      LLVMValueRef ni;
      if (LLVMIsAPHINode(i)) ni = LLVMBuildPhi(b, LLVMTypeOf(i), "");
      else {
        ni = LLVMInstructionClone(i);
        LLVMInsertIntoBuilder(b, ni);
        LLVMInstructionSetDebugLoc(ni, NULL);
        if (LLVMIsATerminatorInst(ni)) LLVMSetMetadata(ni, kloop, NULL);
      }
      size_t len;
      const char *n = LLVMGetValueName2(i, &len);
      if (len && LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind) LLVMSetValueName2(ni, n, len);
      if (!gpuopt__ptrmap_put(&vm, i, (uintptr_t)ni)) oom = 1;
    }
  }
  LLVMDisposeBuilder(b);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !oom; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (is_dbg_call(i)) continue;
      LLVMValueRef ni = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, i, 0);
      if (LLVMIsAPHINode(i)) {
        for (unsigned q = 0; q < LLVMCountIncoming(i); q++) {
          LLVMValueRef v = LLVMGetIncomingValue(i, q);
          v = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, v, (uintptr_t)v);
          LLVMBasicBlockRef from = LLVMValueAsBasicBlock(
              (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, LLVMBasicBlockAsValue(LLVMGetIncomingBlock(i, q)), 0));
          LLVMAddIncoming(ni, &v, &from, 1);
        }
        continue;
      }
      int n = LLVMGetNumOperands(ni);
      for (int o = 0; o < n; o++) {
        LLVMValueRef v = LLVMGetOperand(ni, (unsigned)o);
        if (!v) continue;
        if (LLVMValueIsBasicBlock(v)) {
          LLVMValueRef mb = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, v, (uintptr_t)v);
          if (mb != v) LLVMSetOperand(ni, (unsigned)o, mb);
          continue;
        }
        LLVMValueRef mv = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, v, (uintptr_t)v);
        if (mv != v) LLVMSetOperand(ni, (unsigned)o, mv);
      }
    }
  gpuopt__ptrmap_free(&vm);
  if (oom) {
    LLVMDeleteFunction(nf);
    return NULL;
  }
  return nf;
}

/* Run `passes` on fn alone: every other defined function is optnone for the run. */
static gpuopt_status run_on(gpuopt_ctx *ctx, LLVMValueRef fn, const char *passes) {
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  LLVMContextRef c = LLVMGetModuleContext(m);
  unsigned k_on = LLVMGetEnumAttributeKindForName("optnone", 7), k_ni = LLVMGetEnumAttributeKindForName("noinline", 8);
  unsigned k_ai = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  VEC(LLVMValueRef) on = {0}, ni = {0};
  int oom = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !oom; f = LLVMGetNextFunction(f)) {
    if (f == fn || LLVMIsDeclaration(f) || LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k_on)) continue;
    if (!VEC_PUSH(&on, f)) oom = 1;
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, k_on, 0));
    if (!LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k_ni) &&
        !LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k_ai)) {
      if (!VEC_PUSH(&ni, f)) oom = 1;
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, k_ni, 0));
    }
  }
  gpuopt_status st = GPUOPT_OK;
  if (!oom) {
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMPassBuilderOptionsSetVerifyEach(po, 0);
    gpuopt_diag d;
    gpuopt__diag_begin(&d, c);
    LLVMErrorRef e = LLVMRunPasses(m, passes, NULL, po);
    gpuopt__diag_end(&d);
    LLVMDisposePassBuilderOptions(po);
    if (e) {
      char *msg = LLVMGetErrorMessage(e);
      st = gpuopt__fail(ctx, GPUOPT_ELLVM, "gpuopt_offload: canonicalising a range function failed: %s", msg);
      LLVMDisposeErrorMessage(msg);
    }
  }
  for (size_t i = 0; i < on.len; i++) LLVMRemoveEnumAttributeAtIndex(on.data[i], LLVMAttributeFunctionIndex, k_on);
  for (size_t i = 0; i < ni.len; i++) LLVMRemoveEnumAttributeAtIndex(ni.data[i], LLVMAttributeFunctionIndex, k_ni);
  VEC_FREE(&on);
  VEC_FREE(&ni);
  if (oom) return gpuopt__oom(ctx, "gpuopt_offload");
  return st;
}

static int param_index(LLVMValueRef fn, LLVMValueRef v) {
  unsigned n = LLVMCountParams(fn);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetParam(fn, i) == v) return (int)i;
  return -1;
}

/* The shared value a base pointer is (>= 0), -1 when the base is the thread's own (an alloca) or a
 * global (moved whole), -2 when it cannot be named. */
static int base_arg(LLVMValueRef R, LLVMValueRef base, unsigned nargs, const int *argk) {
  if (LLVMIsAAllocaInst(base) || LLVMIsAGlobalVariable(base)) return -1;
  int p = -1, load = 0;
  if (LLVMIsAArgument(base)) p = param_index(R, base);
  else if (LLVMIsALoadInst(base) && LLVMIsAArgument(LLVMGetOperand(base, 0))) p = param_index(R, LLVMGetOperand(base, 0)), load = 1;
  if (p < 2 || (unsigned)(p - 2) >= nargs) return -2;
  int k = argk[p - 2];
  if (load ? k == GPUOPT__RK_ARRAY_BASE : k == GPUOPT__RK_OBJECT) return p - 2;
  return -2;
}

typedef struct argrange {
  LLVMValueRef lo, hi, dlo, dhi;
  unsigned nbases;
  int whole, read;
} argrange;

/* v >= 0 for every expression of g (i1 true when n is 0); NULL when one cannot be built. */
static LLVMValueRef guard_ok(gpuopt_bir *x, const gpuopt_sx **g, uint32_t n) {
  LLVMValueRef ok = LLVMConstInt(LLVMInt1TypeInContext(LLVMGetTypeContext(x->i64)), 1, 0);
  for (uint32_t k = 0; k < n; k++) {
    LLVMValueRef v = gpuopt__bir_emit(x, g[k]);
    if (!x->ok || !v) return NULL;
    ok = LLVMBuildAnd(x->b, ok, LLVMBuildICmp(x->b, LLVMIntSGE, v, LLVMConstInt(x->i64, 0, 0), ""), "");
  }
  return ok;
}

/* The analysis and the code of steps 3-4 on the canonical clone R; 1 done, 0 why filled. */
static int fill(gpuopt_ctx *ctx, LLVMValueRef R, unsigned nargs, const int *argk, unsigned nglob, unsigned *gexact,
                unsigned char *flags, char *why, size_t whylen, int *oom) {
  lf_func F;
  memset(&F, 0, sizeof F);
  if (gpuopt__lf_build(ctx, R, &F)) {
    gpuopt__lf_free(&F);
    snprintf(why, whylen, "the loop analysis failed on it");
    return 0;
  }
  int ok = 0;
  argrange *ar = calloc(nargs + 1, sizeof *ar);
  LLVMBasicBlockRef *keep = calloc(F.fi->cfg->g.n + 1, sizeof *keep);
  LLVMBuilderRef b = NULL;
  gpuopt_ptrmap gout; /* globals also accessed outside the loop: they move whole */
  gpuopt__ptrmap_init(&gout);
  if (!ar || !keep) {
    *oom = 1;
    goto out;
  }
  uint32_t root = GPUOPT_NONE, ntop = 0;
  for (uint32_t l = 0; l < F.nloops; l++)
    if (F.loops[l].parent == GPUOPT_NONE) root = l, ntop++;
  if (ntop != 1) {
    snprintf(why, whylen, "its body has %u outermost loops", ntop);
    goto out;
  }
  uint32_t pre = F.fi->loops->loops[root].preheader;
  if (pre == GPUOPT_NONE) {
    snprintf(why, whylen, "the loop has no preheader");
    goto out;
  }
  lf_region Rg;
  if (!gpuopt__lf_region_bounds(&F, root, &Rg)) {
    if (F.arena.oom || F.t->oom) *oom = 1;
    snprintf(why, whylen, "its accesses cannot be bounded");
    goto out;
  }
  if (!Rg.analysable) {
    snprintf(why, whylen, "its accesses cannot be bounded (%s)", Rg.why ? Rg.why : "unknown");
    goto out;
  }
  /* accesses outside the loop: of a shared value (its range is not the loop's alone), or unknown */
  for (size_t ai = 0; ai < F.acc.len; ai++) {
    const lf_access *A = &F.acc.data[ai];
    if (A->loop != GPUOPT_NONE && gpuopt__lf_loop_in(&F, A->loop, root)) continue;
    if (A->ptr.why || !A->ptr.base) {
      if (LLVMIsACallInst(A->inst)) {
        LLVMValueRef c = LLVMGetCalledValue(A->inst);
        const char *cn = c && LLVMIsAFunction(c) ? nm_of(c) : "";
        if (!strncmp(cn, "llvm.", 5) || gpuopt__omp_call(cn, NULL, NULL) != OMP_CALL_NONE) continue;
        snprintf(why, whylen, "the region calls %s outside its loop", *cn ? cn : "a function pointer");
      } else snprintf(why, whylen, "an access outside its loop cannot be bounded (%s)", A->ptr.why ? A->ptr.why : "unknown base");
      goto out;
    }
    int a = base_arg(R, A->ptr.base, nargs, argk);
    if (a >= 0) ar[a].whole = 1;
    else if (LLVMIsAGlobalVariable(A->ptr.base) && !gpuopt__ptrmap_put(&gout, A->ptr.base, 1)) *oom = 1;
    else if (a == -2 && !LLVMIsAArgument(A->ptr.base)) {
      /* a pointer that is no shared value's (a slot read by value is harmless): it may reach one */
      snprintf(why, whylen, "an access outside its loop goes through %s, which is no shared array",
               gpuopt__lf_base_name(&F, A->ptr.base));
      goto out;
    }
  }
  for (uint32_t i = 0; i < Rg.nb; i++) {
    const lf_bound *bd = &Rg.b[i];
    int a = base_arg(R, bd->base, nargs, argk);
    if (a == -1) continue;
    if (a == -2) {
      snprintf(why, whylen, "it indexes %s, which is no shared array", gpuopt__lf_base_name(&F, bd->base));
      goto out;
    }
    ar[a].nbases++;
    ar[a].read |= bd->read || bd->rmw;
    if (!bd->lo || !bd->hi) ar[a].whole = 1;
  }
  /* the code, at the preheader */
  LLVMBasicBlockRef preb = F.fi->cfg->blocks[pre];
  LLVMValueRef term = LLVMGetBasicBlockTerminator(preb);
  b = LLVMCreateBuilderInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R)));
  LLVMPositionBuilderBefore(b, term);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetModuleContext(LLVMGetGlobalParent(R)));
  unsigned any = 0;
  for (uint32_t i = 0; i < Rg.nb; i++) {
    const lf_bound *bd = &Rg.b[i];
    int a = base_arg(R, bd->base, nargs, argk);
    if (a < 0 || ar[a].whole) continue;
    gpuopt_bir x;
    gpuopt__bir_init(&x, b, i64, F.fi, pre);
    LLVMValueRef lo = gpuopt__bir_emit(&x, bd->lo), hi = x.ok ? gpuopt__bir_emit(&x, bd->hi) : NULL;
    if (!x.ok || !lo || !hi) {
      ar[a].whole = 1;
      continue;
    }
    if (ar[a].nbases == 1 && bd->nguard) {
      /* not touched at all when its guard fails: an empty range */
      LLVMValueRef g = guard_ok(&x, bd->guard, bd->nguard);
      if (g) {
        lo = LLVMBuildSelect(b, g, lo, LLVMConstInt(i64, 0, 0), "");
        hi = LLVMBuildSelect(b, g, hi, LLVMConstInt(i64, (unsigned long long)-1, 1), "");
      }
    }
    ar[a].lo = gpuopt__bir_minmax(b, ar[a].lo, lo, 1);
    ar[a].hi = gpuopt__bir_minmax(b, ar[a].hi, hi, 0);
    /* written in full, read nowhere in the loop, the only base of its value */
    if (ar[a].nbases == 1 && !ar[a].read && bd->write && bd->dlo && bd->dhi) {
      gpuopt_bir y;
      gpuopt__bir_init(&y, b, i64, F.fi, pre);
      LLVMValueRef dl = gpuopt__bir_emit(&y, bd->dlo), dh = y.ok ? gpuopt__bir_emit(&y, bd->dhi) : NULL;
      LLVMValueRef g = y.ok && dl && dh ? guard_ok(&y, bd->dguard, bd->ndguard) : NULL;
      if (g) {
        LLVMValueRef unk = LLVMConstInt(i64, 0x8000000000000000ull, 0);
        ar[a].dlo = LLVMBuildSelect(b, g, dl, unk, "");
        ar[a].dhi = LLVMBuildSelect(b, g, dh, unk, "");
      }
    }
  }
  LLVMValueRef out = LLVMGetParam(R, LLVMCountParams(R) - 1);
  for (unsigned a = 0; a < nargs; a++) {
    if (ar[a].whole || !ar[a].lo || !ar[a].hi) continue;
    LLVMValueRef v[4] = {ar[a].lo, ar[a].hi, ar[a].dlo, ar[a].dhi};
    for (unsigned e = 0; e < 4; e++) {
      if (!v[e]) continue;
      LLVMValueRef ix = LLVMConstInt(i64, 4ull * a + e, 0);
      LLVMBuildStore(b, v[e], LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
    }
    flags[a] = (unsigned char)(1 | (ar[a].dlo ? 2 : 0));
    any++;
  }
  /* globals: count, then {address, lo, hi, dlo, dhi} each, after the shared values' entries */
  unsigned ng = 0;
  for (uint32_t i = 0; i < Rg.nb && ng < nglob; i++) {
    const lf_bound *bd = &Rg.b[i];
    if (!LLVMIsAGlobalVariable(bd->base) || !bd->lo || !bd->hi || gpuopt__ptrmap_get(&gout, bd->base, NULL)) continue;
    gpuopt_bir x;
    gpuopt__bir_init(&x, b, i64, F.fi, pre);
    LLVMValueRef lo = gpuopt__bir_emit(&x, bd->lo), hi = x.ok ? gpuopt__bir_emit(&x, bd->hi) : NULL;
    if (!x.ok || !lo || !hi) continue;
    if (bd->nguard) {
      LLVMValueRef g = guard_ok(&x, bd->guard, bd->nguard);
      if (g) {
        lo = LLVMBuildSelect(b, g, lo, LLVMConstInt(i64, 0, 0), "");
        hi = LLVMBuildSelect(b, g, hi, LLVMConstInt(i64, (unsigned long long)-1, 1), "");
      }
    }
    LLVMValueRef unk = LLVMConstInt(i64, 0x8000000000000000ull, 0), dlo = unk, dhi = unk;
    if (bd->write && !bd->read && !bd->rmw && bd->dlo && bd->dhi) {
      gpuopt_bir y;
      gpuopt__bir_init(&y, b, i64, F.fi, pre);
      LLVMValueRef dl = gpuopt__bir_emit(&y, bd->dlo), dh = y.ok ? gpuopt__bir_emit(&y, bd->dhi) : NULL;
      LLVMValueRef g = y.ok && dl && dh ? guard_ok(&y, bd->dguard, bd->ndguard) : NULL;
      if (g) dlo = LLVMBuildSelect(b, g, dl, unk, ""), dhi = LLVMBuildSelect(b, g, dh, unk, "");
    }
    LLVMValueRef v[5] = {LLVMBuildPtrToInt(b, bd->base, i64, ""), lo, hi, dlo, dhi};
    for (unsigned e = 0; e < 5; e++) {
      LLVMValueRef ix = LLVMConstInt(i64, 4ull * nargs + 1 + 5ull * ng + e, 0);
      LLVMBuildStore(b, v[e], LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
    }
    ng++;
  }
  if (ng) {
    LLVMValueRef ix = LLVMConstInt(i64, 4ull * nargs, 0);
    LLVMBuildStore(b, LLVMConstInt(i64, ng, 0), LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
  }
  *gexact = ng;
  if (!any && !ng) {
    snprintf(why, whylen, "no shared array of the loop has bounds");
    goto out;
  }
  /* cut: the preheader returns, the other ways out of the prologue too; the rest goes */
  LLVMBuildRetVoid(b);
  LLVMInstructionEraseFromParent(term);
  uint32_t nkeep = 0;
  for (uint32_t bb = 0; bb < F.fi->cfg->g.n; bb++)
    if (gpuopt__dominates(F.fi->dom, bb, pre)) keep[nkeep++] = F.fi->cfg->blocks[bb];
  ok = 1;
out:
  if (b) LLVMDisposeBuilder(b);
  gpuopt__ptrmap_free(&gout);
  gpuopt__lf_free(&F);
  gpuopt__invalidate(ctx, R, 0);
  if (ok) {
    /* every edge out of the kept blocks goes to one return */
    LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(R));
    LLVMBasicBlockRef retb = NULL;
    gpuopt_ptrmap kp;
    gpuopt__ptrmap_init(&kp);
    for (uint32_t i = 0; i < nkeep; i++)
      if (!gpuopt__ptrmap_put(&kp, keep[i], 1)) *oom = 1;
    for (uint32_t i = 0; i < nkeep && !*oom; i++) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(keep[i]);
      for (unsigned sc = 0; t && sc < LLVMGetNumSuccessors(t); sc++) {
        if (gpuopt__ptrmap_get(&kp, LLVMGetSuccessor(t, sc), NULL)) continue;
        if (!retb) {
          retb = LLVMAppendBasicBlockInContext(c, R, "ranges.none");
          LLVMBuilderRef rb = LLVMCreateBuilderInContext(c);
          LLVMPositionBuilderAtEnd(rb, retb);
          LLVMBuildRetVoid(rb);
          LLVMDisposeBuilder(rb);
        }
        LLVMSetSuccessor(t, sc, retb);
      }
    }
    /* the other blocks: uses replaced, terminators first, then the blocks */
    if (!*oom) {
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
        if (bb == retb || gpuopt__ptrmap_get(&kp, bb, NULL)) continue;
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
          if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(in, LLVMGetPoison(LLVMTypeOf(in)));
      }
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb; bb = LLVMGetNextBasicBlock(bb)) {
        if (bb == retb || gpuopt__ptrmap_get(&kp, bb, NULL)) continue;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (t) LLVMInstructionEraseFromParent(t);
      }
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R), next; bb; bb = next) {
        next = LLVMGetNextBasicBlock(bb);
        if (bb != retb && !gpuopt__ptrmap_get(&kp, bb, NULL)) LLVMDeleteBasicBlock(bb);
      }
    }
    gpuopt__ptrmap_free(&kp);
    if (*oom) ok = 0;
  }
  free(ar);
  free(keep);
  return ok;
}

LLVMValueRef gpuopt__offload_ranges_fn(gpuopt_ctx *ctx, LLVMValueRef body, LLVMValueRef mark, unsigned nargs,
                                       const int *argk, unsigned nglob, unsigned *gexact, unsigned index,
                                       unsigned char *flags, char *why, size_t whylen, int *oom) {
  *oom = 0;
  *gexact = 0;
  memset(flags, 0, nargs);
  why[0] = 0;
  if (LLVMCountParams(body) != nargs + 2) {
    snprintf(why, whylen, "the loop's function does not take the region's shared values");
    return NULL;
  }
  char name[64];
  snprintf(name, sizeof name, "__gpuopt_omp_rangefn%u", index);
  LLVMValueRef R = clone_with_out(body, name);
  if (!R) {
    *oom = 1;
    return NULL;
  }
  LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(R));
  LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
  /* 1. no static_init, no marker; read-only shared slots loaded once at the entry */
  const char *mark_name = mark ? nm_of(LLVMGetCalledValue(mark)) : NULL;
  unsigned inits = 0;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(R);
  LLVMValueRef first = LLVMGetFirstInstruction(entry);
  while (first && LLVMIsAAllocaInst(first)) first = LLVMGetNextInstruction(first);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  VEC(LLVMValueRef) dead = {0};
  typedef struct { LLVMValueRef slot; LLVMTypeRef t; LLVMValueRef v; } hoisted;
  VEC(hoisted) hs = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(R); bb && !*oom; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !*oom; in = LLVMGetNextInstruction(in)) {
      if (LLVMIsACallInst(in)) {
        LLVMValueRef cv = LLVMGetCalledValue(in);
        const char *cn = cv && LLVMIsAFunction(cv) ? nm_of(cv) : "";
        int is_init = gpuopt__omp_call(cn, NULL, NULL) == OMP_CALL_STATIC_INIT;
        if (is_init || (mark_name && !strcmp(cn, mark_name))) {
          inits += is_init;
          if (!VEC_PUSH(&dead, in)) *oom = 1;
        }
        continue;
      }
      if (!LLVMIsALoadInst(in) || LLVMGetVolatile(in) || LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic) continue;
      LLVMValueRef p = LLVMGetOperand(in, 0);
      int pi = LLVMIsAArgument(p) ? param_index(R, p) : -1;
      if (pi < 2 || (unsigned)(pi - 2) >= nargs) continue;
      int k = argk[pi - 2];
      if (k != GPUOPT__RK_SCALAR_IN && k != GPUOPT__RK_ARRAY_BASE) continue;
      LLVMValueRef v = NULL;
      for (size_t h = 0; h < hs.len && !v; h++)
        if (hs.data[h].slot == p && hs.data[h].t == LLVMTypeOf(in)) v = hs.data[h].v;
      if (!v) {
        if (first) LLVMPositionBuilderBefore(b, first);
        else LLVMPositionBuilderAtEnd(b, entry);
        v = LLVMBuildLoad2(b, LLVMTypeOf(in), p, "");
        LLVMSetAlignment(v, LLVMGetAlignment(in));
        hoisted h = {p, LLVMTypeOf(in), v};
        if (!VEC_PUSH(&hs, h)) *oom = 1;
      }
      if (v != in) {
        LLVMReplaceAllUsesWith(in, v);
        if (!VEC_PUSH(&dead, in)) *oom = 1;
      }
    }
  for (size_t i = 0; i < dead.len; i++) LLVMInstructionEraseFromParent(dead.data[i]);
  VEC_FREE(&dead);
  VEC_FREE(&hs);
  /* out: all unknown until the preheader fills it */
  {
    LLVMValueRef out = LLVMGetParam(R, nargs + 2);
    first = LLVMGetFirstInstruction(entry);
    while (first && LLVMIsAAllocaInst(first)) first = LLVMGetNextInstruction(first);
    if (first) LLVMPositionBuilderBefore(b, first);
    else LLVMPositionBuilderAtEnd(b, entry);
    for (unsigned i = 0; i < 4 * nargs; i++) {
      LLVMValueRef ix = LLVMConstInt(i64, i, 0);
      LLVMBuildStore(b, LLVMConstInt(i64, 0x8000000000000000ull, 0), LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
    }
    LLVMValueRef ix = LLVMConstInt(i64, 4ull * nargs, 0); /* no global's range */
    LLVMBuildStore(b, LLVMConstInt(i64, 0, 0), LLVMBuildGEP2(b, i64, out, &ix, 1, ""));
  }
  LLVMDisposeBuilder(b);
  if (*oom || inits != 1) {
    if (!*oom) snprintf(why, whylen, "the region has %u static_init calls", inits);
    LLVMDeleteFunction(R);
    return NULL;
  }
  /* 2. the canonical form of issue 14's analyses */
  gpuopt_status st = run_on(ctx, R, gpuopt_loops_canonical_pipeline);
  if (st == GPUOPT_ENOMEM) *oom = 1;
  /* 3-4. */
  if (st || !fill(ctx, R, nargs, argk, nglob, gexact, flags, why, whylen, oom)) {
    memset(flags, 0, nargs);
    *gexact = 0;
    if (st && !*oom) snprintf(why, whylen, "%s", gpuopt_ctx_error(ctx));
    gpuopt__invalidate(ctx, R, 0);
    LLVMDeleteFunction(R);
    return NULL;
  }
  char *msg = NULL;
  if (LLVMVerifyFunction(R, LLVMReturnStatusAction)) {
    snprintf(why, whylen, "its range function does not verify (a gpuopt bug)");
    memset(flags, 0, nargs);
    *gexact = 0;
    gpuopt__invalidate(ctx, R, 0);
    LLVMDeleteFunction(R);
    return NULL;
  }
  (void)msg;
  return R;
}
