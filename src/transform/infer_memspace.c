/* infer-memspace: rewrite memory accesses through generic pointers that are proven to point into
 * one address space so that they use that space, and NVPTX emits ld.shared / ld.global /
 * st.global ... instead of generic ld / st (gpucc §3.2).
 *
 * Algorithm: the inference of analysis/memspace.c (Algorithm 1) gives each generic pointer its
 * space. For every load, store, atomicrmw, cmpxchg and memory intrinsic (memcpy, memmove, memset)
 * whose generic address is proven in space N, and every pointer comparison whose two operands are
 * proven in the same space, the address computation is cloned in space N: an addrspacecast from N
 * gives back its operand, a kernel parameter or alloca gets one addrspacecast to N, and GEPs,
 * bitcasts, selects and phis are rebuilt over the cloned operands (phis first, empty, so that
 * pointer induction variables close their cycle, Fig. 4). The access then uses the clone. The
 * originals that nothing uses any more (including dead phi cycles) are deleted. The cloning uses
 * an explicit stack, so long address chains cannot exhaust the C stack.
 *
 * Requires: a verified module. Preserves: the CFG (blocks and edges are untouched). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "analysis/memspace.h"
#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"

static const char WHO[] = "gpuopt_infer_memspace";

static const char *space_suffix(unsigned as) {
  switch (as) {
  case GPUOPT_AS_GLOBAL: return ".global";
  case GPUOPT_AS_SHARED: return ".shared";
  case GPUOPT_AS_CONST: return ".const";
  case GPUOPT_AS_LOCAL: return ".local";
  case GPUOPT_AS_PARAM: return ".param";
  default: return ".as";
  }
}

typedef struct rewriter {
  gpuopt_ctx *ctx;
  LLVMModuleRef m;
  LLVMContextRef llctx;
  LLVMBuilderRef b;
  gpuopt_memspace *ms;
  gpuopt_ptrmap clone;                 /* generic value -> the same address in its space */
  gpuopt_ptrmap visiting;              /* values waiting on the stack for their operands */
  VEC(LLVMValueRef) stack;
  VEC(LLVMValueRef) pending_phis;      /* clones of phis whose incoming values are still to add */
  int oom;
} rewriter;

static void name_clone(LLVMValueRef clone, LLVMValueRef orig, unsigned as) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(orig, &len);
  if (!len) return;
  const char *suf = space_suffix(as);
  size_t sl = strlen(suf);
  char *buf = malloc(len + sl + 1);
  if (!buf) return; /* unnamed is fine */
  memcpy(buf, name, len);
  memcpy(buf + len, suf, sl + 1);
  LLVMSetValueName2(clone, buf, len + sl);
  free(buf);
}

static LLVMTypeRef ptr_in(rewriter *r, unsigned as) { return LLVMPointerTypeInContext(r->llctx, as); }

/* The constant c (generic, proven in space as) as a constant in that space. */
static LLVMValueRef clone_const(rewriter *r, LLVMValueRef c, unsigned as, int depth) {
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(c)) == as) return c;
  if (LLVMIsAConstantExpr(c) && depth < 64) {
    LLVMOpcode op = LLVMGetConstOpcode(c);
    if (op == LLVMAddrSpaceCast && LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(c, 0))) == as)
      return LLVMGetOperand(c, 0);
    if (op == LLVMBitCast) return clone_const(r, LLVMGetOperand(c, 0), as, depth + 1);
    if (op == LLVMGetElementPtr) {
      unsigned n = (unsigned)LLVMGetNumOperands(c);
      LLVMValueRef idx[16];
      if (n - 1 <= 16) {
        for (unsigned k = 1; k < n; k++) idx[k - 1] = LLVMGetOperand(c, k);
        LLVMValueRef base = clone_const(r, LLVMGetOperand(c, 0), as, depth + 1);
        return LLVMConstGEPWithNoWrapFlags(LLVMGetGEPSourceElementType(c), base, idx, n - 1, LLVMGEPGetNoWrapFlags(c));
      }
    }
  }
  return LLVMConstAddrSpaceCast(c, ptr_in(r, as));
}

/* First insertion point after the allocas and phis of the entry block. */
static LLVMValueRef entry_insert_point(LLVMValueRef fn) {
  LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
  while (i && (LLVMIsAPHINode(i) || LLVMIsAAllocaInst(i))) i = LLVMGetNextInstruction(i);
  return i;
}

/* Operands of derived instruction v that must be cloned before v can be (phis excepted). */
static unsigned clone_deps(LLVMValueRef v, LLVMValueRef deps[2]) {
  if (!LLVMIsAInstruction(v) || !gpuopt__memspace_is_derived(v)) return 0;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr:
  case LLVMBitCast:
    deps[0] = LLVMGetOperand(v, 0);
    return 1;
  case LLVMSelect:
    deps[0] = LLVMGetOperand(v, 1);
    deps[1] = LLVMGetOperand(v, 2);
    return 2;
  default:
    return 0;
  }
}

static LLVMValueRef memo(rewriter *r, LLVMValueRef v) {
  uintptr_t c;
  return gpuopt__ptrmap_get(&r->clone, v, &c) ? (LLVMValueRef)c : NULL;
}

static void remember(rewriter *r, LLVMValueRef v, LLVMValueRef c) {
  if (!gpuopt__ptrmap_put(&r->clone, v, (uintptr_t)c)) r->oom = 1;
}

/* Build the clone of v once its dependencies have clones. */
static LLVMValueRef build_one(rewriter *r, LLVMValueRef v, unsigned as) {
  if (LLVMIsAConstant(v) && !LLVMIsAGlobalValue(v)) return clone_const(r, v, as, 0);
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(v)) == as) return v;
  if (LLVMIsAAddrSpaceCastInst(v) && LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(v, 0))) == as)
    return LLVMGetOperand(v, 0);
  LLVMValueRef c = NULL;
  if (LLVMIsAArgument(v) || LLVMIsAGlobalValue(v)) {
    LLVMValueRef fn = r->ms->fn;
    LLVMValueRef at = entry_insert_point(fn);
    if (at) LLVMPositionBuilderBefore(r->b, at);
    else LLVMPositionBuilderAtEnd(r->b, LLVMGetEntryBasicBlock(fn));
    c = LLVMBuildAddrSpaceCast(r->b, v, ptr_in(r, as), "");
  } else if (LLVMIsAAllocaInst(v)) {
    /* right after the alloca (it may come after other instructions of its block) */
    LLVMPositionBuilderBefore(r->b, LLVMGetNextInstruction(v));
    c = LLVMBuildAddrSpaceCast(r->b, v, ptr_in(r, as), "");
  } else {
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMGetElementPtr: {
      unsigned n = (unsigned)LLVMGetNumOperands(v);
      LLVMValueRef small[8], *idx = n - 1 <= 8 ? small : malloc(sizeof *idx * (n - 1));
      if (!idx) {
        r->oom = 1;
        return NULL;
      }
      for (unsigned k = 1; k < n; k++) idx[k - 1] = LLVMGetOperand(v, k);
      LLVMPositionBuilderBefore(r->b, v);
      c = LLVMBuildGEPWithNoWrapFlags(r->b, LLVMGetGEPSourceElementType(v), memo(r, LLVMGetOperand(v, 0)), idx, n - 1,
                                      "", LLVMGEPGetNoWrapFlags(v));
      if (idx != small) free(idx);
      break;
    }
    case LLVMBitCast:
      return memo(r, LLVMGetOperand(v, 0));
    case LLVMSelect:
      LLVMPositionBuilderBefore(r->b, v);
      c = LLVMBuildSelect(r->b, LLVMGetOperand(v, 0), memo(r, LLVMGetOperand(v, 1)), memo(r, LLVMGetOperand(v, 2)), "");
      break;
    case LLVMPHI:
      LLVMPositionBuilderBefore(r->b, v);
      c = LLVMBuildPhi(r->b, ptr_in(r, as), "");
      if (!VEC_PUSH(&r->pending_phis, v)) r->oom = 1;
      break;
    default:
      /* not reachable: the analysis proves a space only for the cases above */
      LLVMPositionBuilderBefore(r->b, LLVMGetNextInstruction(v));
      c = LLVMBuildAddrSpaceCast(r->b, v, ptr_in(r, as), "");
      break;
    }
  }
  if (c && LLVMIsAInstruction(c)) {
    name_clone(c, v, as);
    if (LLVMIsAInstruction(v)) LLVMInstructionSetDebugLoc(c, LLVMInstructionGetDebugLoc(v));
  }
  return c;
}

/* An addrspacecast of instruction v to space as, right after v (after the phis of its block). */
static LLVMValueRef cast_in_place(rewriter *r, LLVMValueRef v, unsigned as) {
  LLVMValueRef next = LLVMGetNextInstruction(v);
  while (next && LLVMIsAPHINode(next)) next = LLVMGetNextInstruction(next);
  LLVMPositionBuilderBefore(r->b, next);
  return LLVMBuildAddrSpaceCast(r->b, v, ptr_in(r, as), "");
}

/* Clone v (generic, proven in space as) and everything it derives from; returns the clone. */
static LLVMValueRef clone_addr(rewriter *r, LLVMValueRef root, unsigned as) {
  LLVMValueRef done = memo(r, root);
  if (done) return done;
  r->stack.len = 0;
  if (!VEC_PUSH(&r->stack, root)) {
    r->oom = 1;
    return NULL;
  }
  while (!r->oom) {
    if (!r->stack.len) {
      /* Fill a phi created so far; its incoming values may push more work. */
      if (!r->pending_phis.len) break;
      LLVMValueRef phi = r->pending_phis.data[r->pending_phis.len - 1];
      unsigned n = LLVMCountIncoming(phi), ready = 1;
      for (unsigned k = 0; k < n; k++) {
        LLVMValueRef in = LLVMGetIncomingValue(phi, k);
        if (!memo(r, in)) {
          ready = 0;
          if (!VEC_PUSH(&r->stack, in)) r->oom = 1;
        }
      }
      if (!ready) continue;
      r->pending_phis.len--;
      LLVMValueRef cphi = memo(r, phi);
      for (unsigned k = 0; k < n; k++) {
        LLVMValueRef val = memo(r, LLVMGetIncomingValue(phi, k));
        LLVMBasicBlockRef blk = LLVMGetIncomingBlock(phi, k);
        LLVMAddIncoming(cphi, &val, &blk, 1);
      }
      continue;
    }
    LLVMValueRef v = r->stack.data[r->stack.len - 1];
    if (memo(r, v)) {
      r->stack.len--;
      continue;
    }
    LLVMValueRef deps[2];
    unsigned nd = clone_deps(v, deps), missing = 0;
    for (unsigned k = 0; k < nd; k++) missing += !memo(r, deps[k]);
    LLVMValueRef c;
    if (missing && gpuopt__ptrmap_get(&r->visiting, v, NULL)) {
      /* v waits on itself: a cycle without a phi, which only unreachable code can hold. Cast v
       * itself instead of rebuilding it. */
      r->stack.len--;
      c = cast_in_place(r, v, as);
      name_clone(c, v, as);
    } else if (missing) {
      for (unsigned k = 0; k < nd; k++)
        if (!memo(r, deps[k]) && !VEC_PUSH(&r->stack, deps[k])) r->oom = 1;
      if (!gpuopt__ptrmap_put(&r->visiting, v, 1)) r->oom = 1;
      continue;
    } else {
      r->stack.len--;
      c = build_one(r, v, as);
    }
    if (!c) return NULL;
    remember(r, v, c);
  }
  return r->oom ? NULL : memo(r, root);
}

static int is_mem_intrinsic(LLVMValueRef call, unsigned *nptr) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return 0;
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  if (!strncmp(name, "llvm.memcpy.", 12) || !strncmp(name, "llvm.memmove.", 13) ||
      !strncmp(name, "llvm.memcpy.inline.", 19)) {
    *nptr = 2;
    return 1;
  }
  if (!strncmp(name, "llvm.memset.", 12) || !strncmp(name, "llvm.memset.inline.", 19)) {
    *nptr = 1;
    return 1;
  }
  return 0;
}

/* Rebuild memory intrinsic call with its pointer arguments replaced (new[k] may be the old one). */
static void rebuild_intrinsic(rewriter *r, LLVMValueRef call, unsigned nptr, LLVMValueRef newp[2]) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  unsigned id = LLVMGetIntrinsicID(callee);
  unsigned nargs = LLVMGetNumArgOperands(call);
  LLVMValueRef args[8];
  if (nargs > 8) return;
  for (unsigned k = 0; k < nargs; k++) args[k] = k < nptr ? newp[k] : LLVMGetOperand(call, k);
  LLVMTypeRef tys[3];
  unsigned nt = 0;
  for (unsigned k = 0; k < nptr; k++) tys[nt++] = LLVMTypeOf(args[k]);
  tys[nt++] = LLVMTypeOf(args[2]); /* the length (memset: dst, value, length) */
  LLVMValueRef decl = LLVMGetIntrinsicDeclaration(r->m, id, tys, nt);
  LLVMPositionBuilderBefore(r->b, call);
  LLVMValueRef nc = LLVMBuildCall2(r->b, LLVMGlobalGetValueType(decl), decl, args, nargs, "");
  /* attributes of the function, return and each argument */
  for (int idx = -1; idx <= (int)nargs; idx++) {
    LLVMAttributeIndex ai = idx < 0 ? (LLVMAttributeIndex)LLVMAttributeFunctionIndex : (LLVMAttributeIndex)idx;
    unsigned na = LLVMGetCallSiteAttributeCount(call, ai);
    if (!na) continue;
    LLVMAttributeRef *attrs = malloc(sizeof *attrs * na);
    if (!attrs) {
      r->oom = 1;
      continue;
    }
    LLVMGetCallSiteAttributes(call, ai, attrs);
    for (unsigned k = 0; k < na; k++) LLVMAddCallSiteAttribute(nc, ai, attrs[k]);
    free(attrs);
  }
  size_t nmd = 0;
  LLVMValueMetadataEntry *md = LLVMInstructionGetAllMetadataOtherThanDebugLoc(call, &nmd);
  for (size_t k = 0; k < nmd; k++)
    LLVMSetMetadata(nc, LLVMValueMetadataEntriesGetKind(md, (unsigned)k),
                    LLVMMetadataAsValue(r->llctx, LLVMValueMetadataEntriesGetMetadata(md, (unsigned)k)));
  if (md) LLVMDisposeValueMetadataEntries(md);
  LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
  LLVMInstructionEraseFromParent(call);
}

/* Address operand index of a memory access, or -1. */
static int address_operand(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMLoad: return 0;
  case LLVMStore: return 1;
  case LLVMAtomicRMW: return 0;
  case LLVMAtomicCmpXchg: return 0;
  default: return -1;
  }
}

/* Delete derived generic pointer instructions that nothing outside the derived set keeps alive. */
static void delete_dead(rewriter *r) {
  gpuopt_memspace *ms = r->ms;
  size_t n = ms->derived.len;
  uint8_t *live = calloc(n ? n : 1, 1);
  gpuopt_ptrmap idx;
  gpuopt__ptrmap_init(&idx);
  VEC(size_t) work = {0};
  if (!live || !gpuopt__ptrmap_reserve(&idx, n)) goto out;
  for (size_t k = 0; k < n; k++) gpuopt__ptrmap_put(&idx, ms->derived.data[k], k);
  for (size_t k = 0; k < n; k++)
    for (LLVMUseRef u = LLVMGetFirstUse(ms->derived.data[k]); u; u = LLVMGetNextUse(u))
      if (!gpuopt__ptrmap_get(&idx, LLVMGetUser(u), NULL)) {
        live[k] = 1;
        if (!VEC_PUSH(&work, k)) goto out;
        break;
      }
  while (work.len) {
    LLVMValueRef v = ms->derived.data[work.data[--work.len]];
    unsigned nops = (unsigned)LLVMGetNumOperands(v);
    for (unsigned o = 0; o < nops; o++) {
      uintptr_t j;
      if (gpuopt__ptrmap_get(&idx, LLVMGetOperand(v, o), &j) && !live[j]) {
        live[j] = 1;
        if (!VEC_PUSH(&work, (size_t)j)) goto out;
      }
    }
  }
  for (size_t k = 0; k < n; k++)
    if (!live[k]) LLVMReplaceAllUsesWith(ms->derived.data[k], LLVMGetPoison(LLVMTypeOf(ms->derived.data[k])));
  for (size_t k = 0; k < n; k++)
    if (!live[k]) LLVMInstructionEraseFromParent(ms->derived.data[k]);
  ms->derived.len = 0; /* the analysis is stale now */
out:
  free(live);
  VEC_FREE(&work);
  gpuopt__ptrmap_free(&idx);
}

static gpuopt_status run_function(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMValueRef fn, gpuopt_memspace_stats *st,
                                  int *changed) {
  gpuopt_memspace *ms = NULL;
  gpuopt_status s = gpuopt__memspace_analyze(ctx, fn, ctx->opts.kernel_params_global, &ms);
  if (s) return s;
  rewriter r = {ctx, m, LLVMGetModuleContext(m), LLVMCreateBuilderInContext(LLVMGetModuleContext(m)), ms, {0}, {0}, {0}, {0}, 0};
  gpuopt__ptrmap_init(&r.clone);
  gpuopt__ptrmap_init(&r.visiting);
  VEC(LLVMValueRef) todo = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !r.oom; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !r.oom; i = LLVMGetNextInstruction(i)) {
      unsigned np;
      int a = address_operand(i);
      int want = (a >= 0 && LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(i, (unsigned)a))) == 0) ||
                 (LLVMIsACallInst(i) && is_mem_intrinsic(i, &np)) ||
                 (LLVMIsAICmpInst(i) && LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) == LLVMPointerTypeKind);
      if (want && !VEC_PUSH(&todo, i)) r.oom = 1;
    }
  int did = 0;
  for (size_t k = 0; k < todo.len && !r.oom; k++) {
    LLVMValueRef i = todo.data[k];
    unsigned np;
    if (LLVMIsAICmpInst(i)) {
      LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
      if (LLVMGetPointerAddressSpace(LLVMTypeOf(a)) != 0) continue;
      unsigned sa = gpuopt__memspace_space(ms, a), sb = gpuopt__memspace_space(ms, b);
      if (!sa || sa != sb) continue;
      LLVMValueRef ca = clone_addr(&r, a, sa), cb = ca ? clone_addr(&r, b, sb) : NULL;
      if (!cb) break;
      LLVMSetOperand(i, 0, ca);
      LLVMSetOperand(i, 1, cb);
      st->compares++;
      did = 1;
    } else if (LLVMIsACallInst(i) && is_mem_intrinsic(i, &np)) {
      LLVMValueRef newp[2] = {NULL, NULL};
      int any = 0;
      for (unsigned k2 = 0; k2 < np; k2++) {
        LLVMValueRef p = LLVMGetOperand(i, k2);
        newp[k2] = p;
        if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 0) continue;
        st->accesses++;
        unsigned as = gpuopt__memspace_space(ms, p);
        if (!as) continue;
        LLVMValueRef c = clone_addr(&r, p, as);
        if (!c) break;
        newp[k2] = c;
        any = 1;
        st->rewritten++;
        if (as < 6) st->by_space[as]++;
      }
      if (any && !r.oom) {
        rebuild_intrinsic(&r, i, np, newp);
        did = 1;
      }
    } else {
      unsigned a = (unsigned)address_operand(i);
      LLVMValueRef p = LLVMGetOperand(i, a);
      st->accesses++;
      unsigned as = gpuopt__memspace_space(ms, p);
      if (!as) continue;
      LLVMValueRef c = clone_addr(&r, p, as);
      if (!c) break;
      LLVMSetOperand(i, a, c);
      st->rewritten++;
      if (as < 6) st->by_space[as]++;
      did = 1;
    }
  }
  if (did && !r.oom) delete_dead(&r);
  LLVMDisposeBuilder(r.b);
  gpuopt__ptrmap_free(&r.clone);
  gpuopt__ptrmap_free(&r.visiting);
  VEC_FREE(&r.stack);
  VEC_FREE(&r.pending_phis);
  VEC_FREE(&todo);
  gpuopt__memspace_free(ms);
  if (r.oom) return gpuopt__oom(ctx, WHO);
  if (did) *changed = 1;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_infer_memspace(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_memspace_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", WHO);
  gpuopt_status s = gpuopt_module_check_target(ctx, m);
  if (s) return s;
  gpuopt__invalidate_all(ctx);
  gpuopt_memspace_stats st;
  memset(&st, 0, sizeof st);
  int changed = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn && !s; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn)) s = run_function(ctx, m, fn, &st, &changed);
  if (stats) *stats = st;
  return s;
}

gpuopt_status gpuopt__step_infer_memspace(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_memspace_stats st;
  memset(&st, 0, sizeof st);
  gpuopt_status s = gpuopt_infer_memspace(ctx, m, &st);
  *changed = st.rewritten + st.compares > 0;
  return s;
}

gpuopt_status gpuopt_memspace_of(gpuopt_ctx *ctx, LLVMValueRef fn, LLVMValueRef p, unsigned *out) {
  static const char who[] = "gpuopt_memspace_of";
  if (!ctx) return GPUOPT_EINVAL;
  if (!fn || !p || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  gpuopt_status s = gpuopt__memspace_check_value(ctx, who, fn, p);
  if (s) return s;
  gpuopt_memspace *ms = NULL;
  s = gpuopt__memspace_analyze(ctx, fn, ctx->opts.kernel_params_global, &ms);
  if (s) return s;
  *out = gpuopt__memspace_space(ms, p);
  gpuopt__memspace_free(ms);
  return GPUOPT_OK;
}
