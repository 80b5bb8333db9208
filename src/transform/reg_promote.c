/* reg-promote: register promotion of global locations in loops (Wang, Grewe, O'Boyle, TACO 2014,
 * §4.1 "Register Promotion"; Lu and Cooper, PLDI 1997).
 *
 * A location that one thread reads and writes in every iteration of a loop (the accumulator
 * `C[i*n+j] += A[i*n+k] * B[k*n+j]` of a k-loop) costs a global load and a global store per
 * iteration when nothing proves that the loop's other accesses do not touch it. This step keeps it
 * in a register: loaded once before the loop, stored once on each loop exit.
 *
 * Algorithm, per function definition, per natural loop (innermost first, so a location promoted
 * out of an inner loop can be promoted again out of the outer one):
 *  1. Candidates: the loop's simple (non-volatile, non-atomic) loads and stores grouped by their
 *     pointer operand P (the same SSA value), where P is loop-invariant (defined outside the loop,
 *     or address arithmetic over such values, which is recomputed in the preheader: front ends
 *     leave `&s[i]` inside the loop) and every access of the group has one type. A group needs a
 *     store.
 *  2. Guaranteed execution (what makes the extra preheader load and the exit stores legal without
 *     knowing the location is private to the thread): a store of the group whose block dominates
 *     every exiting block, so each entry into the loop writes the location at least once before it
 *     leaves, or a store to P outside the loop whose block dominates the loop (`s[i] = 0;` before
 *     the k-loop of a row sum): the thread writes the location on every way into the loop, so the
 *     exit stores write a value that only a racing write of another thread could have replaced
 *     (and the original program then races too). The preheader load reads an address the thread
 *     writes anyway.
 *  3. No other access in the loop may touch the location. Another load/store with pointer Q is
 *     separate from P when (a) both are in specific, different address spaces (shared vs global),
 *     (b) scoped-noalias metadata separates them (each group access's !alias.scope is in the other
 *     access's !noalias, or the reverse): this is the fact kernel-restrictify's checked copy carries
 *     (DawnCC §3.2 applied to the kernel; restrictify's checked loop copies carry it too), (c) their
 *     underlying objects are distinct identified objects (allocas, globals, noalias parameters), or
 *     (d) P and Q are constant byte offsets from one base whose accessed bytes do not overlap.
 *     Calls must not access memory (memory(none), or inaccessible memory only, debug and lifetime
 *     intrinsics); atomics and fences stop the loop. A barrier in the loop stops it too: crossing a
 *     barrier needs the location to be private to the thread over the whole launch (access bounds
 *     over the grid), which this step does not prove yet; the statistics count the refusals.
 *  4. Every exit block of the loop must have all its predecessors in the loop and the loop a
 *     preheader: LLVM's loop-simplify runs first (through LLVMRunPasses) to make them, when a
 *     first scan finds a candidate in a loop that lacks them (otherwise the module is left as is).
 *  5. Rewrite: a fresh alloca R in the entry block; in the preheader `R = load P`; the group's
 *     loads and stores use R; at the top of each exit block `store (load R), P`. LLVM's mem2reg
 *     (through LLVMRunPasses) then turns R into SSA values and phis.
 *  6. A kernel with a candidate refused only because another access may touch it gets
 *     kernel-restrictify (gpuopt_kernel_restrictify: the uniform no-overlap check of its pointer
 *     parameters over the grid's access bounds, a checked copy with scoped-noalias metadata, its
 *     cost rule deciding whether the copy pays) and steps 1-5 run again: the checked copy promotes,
 *     the original copy (parameters overlap) keeps the global accesses. It is tried first on a
 *     clone of the module, and done only where the checked copy does promote (kernel-restrictify
 *     may version a kernel whose other accesses it cannot bound, e.g. after gpucc's reassociation
 *     dropped the nsw flags its bounds need). The step "reg-promote-facts" skips this and uses
 *     only the facts already in the IR.
 *
 * The kernel gets the function attribute "gpuopt-rewrites" naming "reg-promote" (the offload report
 * reads it). Works on every function definition (kernels or not). Requires a verified module; leaves
 * verified IR; loop-simplify may add preheaders and exit blocks. */
#include <stdlib.h>
#include <string.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"
#include "transform/wang.h"

static const char WHO[] = "gpuopt_reg_promote";
#define RP_MAX_GROUPS 64
#define RP_MAX_ACC 256

typedef struct group {
  LLVMValueRef ptr;
  LLVMTypeRef ty;
  LLVMValueRef acc[32];
  unsigned nacc, nstores, bad;
} group;

typedef struct rp {
  gpuopt_ctx *ctx;
  LLVMValueRef fn;
  LLVMContextRef llctx;
  const gpuopt_fninfo *fi;
  unsigned k_scope, k_noalias, k_memory, k_noalias_attr;
  gpuopt_reg_promote_stats *st;
  int changed;
  int scan, needs_simplify; /* scan: only look for candidates in loops without preheader/dedicated exits */
} rp;

static int is_mem_inst(LLVMValueRef in) {
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  return op == LLVMLoad || op == LLVMStore || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg || op == LLVMFence ||
         op == LLVMCall || op == LLVMInvoke || op == LLVMVAArg;
}

static LLVMValueRef ptr_of(LLVMValueRef in) {
  LLVMOpcode op = LLVMGetInstructionOpcode(in);
  if (op == LLVMLoad) return LLVMGetOperand(in, 0);
  if (op == LLVMStore) return LLVMGetOperand(in, 1);
  return NULL;
}

static LLVMTypeRef type_of(LLVMValueRef in) {
  return LLVMGetInstructionOpcode(in) == LLVMLoad ? LLVMTypeOf(in) : LLVMTypeOf(LLVMGetOperand(in, 0));
}

/* Calls that cannot touch the location: no memory effects or inaccessible memory only (the bits of
 * MemoryEffects other than InaccessibleMem, bits 2-3, in LLVM 19 and 22), debug and lifetime
 * intrinsics. */
static int call_is_harmless(rp *x, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return 0;
  size_t len = 0;
  const char *n = LLVMGetValueName2(callee, &len);
  if (len > 9 && (!strncmp(n, "llvm.dbg.", 9) || !strncmp(n, "llvm.lifetime.", 14))) return 1;
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, x->k_memory);
  if (!a) a = LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, x->k_memory);
  if (!a) return 0;
  uint64_t me = LLVMGetEnumAttributeValue(a);
  return (me & ~(uint64_t)0xC) == 0;
}

static int is_barrier(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return 0;
  size_t len = 0;
  const char *n = LLVMGetValueName2(callee, &len);
  return strstr(n, "barrier") != NULL || !strcmp(n, "__syncthreads");
}

/* The underlying object of p through GEPs and casts, and its constant byte offset (*konst = 0 when
 * an index is not constant). */
static LLVMValueRef underlying(LLVMValueRef p, long long *off, int *konst) {
  *off = 0;
  *konst = 1;
  for (int depth = 0; depth < 32; depth++) {
    LLVMOpcode op;
    if (LLVMIsAInstruction(p)) op = LLVMGetInstructionOpcode(p);
    else if (LLVMIsAConstantExpr(p)) op = LLVMGetConstOpcode(p);
    else return p;
    if (op == LLVMBitCast || op == LLVMAddrSpaceCast) {
      p = LLVMGetOperand(p, 0);
      continue;
    }
    if (op != LLVMGetElementPtr) return p;
    /* constant offsets only for a byte-typed (i8) single-index GEP with a constant index */
    unsigned nops = (unsigned)LLVMGetNumOperands(p);
    LLVMTypeRef src = LLVMIsAInstruction(p) ? LLVMGetGEPSourceElementType(p) : NULL;
    if (nops == 2 && src && LLVMGetTypeKind(src) == LLVMIntegerTypeKind && LLVMIsAConstantInt(LLVMGetOperand(p, 1))) {
      unsigned bits = LLVMGetIntTypeWidth(src);
      if (bits % 8 == 0) *off += LLVMConstIntGetSExtValue(LLVMGetOperand(p, 1)) * (long long)(bits / 8);
      else *konst = 0;
    } else {
      *konst = 0;
    }
    p = LLVMGetOperand(p, 0);
  }
  *konst = 0;
  return p;
}

static int identified(rp *x, LLVMValueRef o) {
  if (LLVMIsAAllocaInst(o) || LLVMIsAGlobalVariable(o)) return 1;
  if (LLVMIsAArgument(o)) {
    unsigned n = LLVMCountParams(x->fn);
    for (unsigned i = 0; i < n; i++)
      if (LLVMGetParam(x->fn, i) == o) return LLVMGetEnumAttributeAtIndex(x->fn, i + 1, x->k_noalias_attr) != NULL;
  }
  return 0;
}

/* a's alias.scope scopes are all in b's noalias list. */
static int scoped_apart(rp *x, LLVMValueRef a, LLVMValueRef b) {
  return gpuopt__scoped_apart(a, b, x->k_scope, x->k_noalias);
}

static unsigned store_size(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMIntegerTypeKind) return (LLVMGetIntTypeWidth(t) + 7) / 8;
  if (k == LLVMFloatTypeKind) return 4;
  if (k == LLVMDoubleTypeKind) return 8;
  if (k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind) return 2;
  if (k == LLVMPointerTypeKind) return 8;
  if (k == LLVMVectorTypeKind) return LLVMGetVectorSize(t) * store_size(LLVMGetElementType(t));
  return 0;
}

/* Whether access m (pointer q) is proved not to touch group g. */
static int separate(rp *x, const group *g, LLVMValueRef m, LLVMValueRef q) {
  unsigned as_p = LLVMGetPointerAddressSpace(LLVMTypeOf(g->ptr)), as_q = LLVMGetPointerAddressSpace(LLVMTypeOf(q));
  if (as_p && as_q && as_p != as_q) return 1;
  long long op, oq;
  int kp, kq;
  LLVMValueRef up = underlying(g->ptr, &op, &kp), uq = underlying(q, &oq, &kq);
  if (up != uq && identified(x, up) && identified(x, uq)) return 1;
  if (up != uq && (LLVMIsAAllocaInst(up) || LLVMIsAAllocaInst(uq)) && (identified(x, up) || identified(x, uq)) &&
      (LLVMIsAArgument(up) || LLVMIsAArgument(uq) || LLVMIsAGlobalVariable(up) || LLVMIsAGlobalVariable(uq)))
    return 1; /* a fresh alloca is no parameter's or global's memory */
  if (up == uq && kp && kq) {
    unsigned sp = store_size(g->ty), sq = store_size(type_of(m));
    if (sp && sq && (op + (long long)sp <= oq || oq + (long long)sq <= op)) return 1;
  }
  for (unsigned i = 0; i < g->nacc; i++)
    if (!scoped_apart(x, g->acc[i], m) && !scoped_apart(x, m, g->acc[i])) return 0;
  return 1;
}

static int in_loop(rp *x, uint32_t li, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return 0;
  uint32_t b = gpuopt__cfg_block(x->fi->cfg, LLVMGetInstructionParent(v));
  return b != GPUOPT_NONE && gpuopt__loop_contains(x->fi->loops, li, b);
}

/* Whether v's value is the same in every iteration of loop li and can be recomputed in the
 * preheader: defined outside the loop, or address arithmetic (GEP, casts, integer add/sub/mul/shl/
 * or/and/xor, no division) over such values. Front ends leave `&s[i]` inside the loop. */
static int hoistable(rp *x, uint32_t li, LLVMValueRef v, unsigned depth) {
  if (!in_loop(x, li, v)) return 1;
  if (depth > 8) return 0;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr: case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMAdd: case LLVMSub: case LLVMMul:
  case LLVMShl: case LLVMOr: case LLVMAnd: case LLVMXor: case LLVMSExt: case LLVMZExt: case LLVMTrunc:
    break;
  default:
    return 0;
  }
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++)
    if (!hoistable(x, li, LLVMGetOperand(v, (unsigned)i), depth + 1)) return 0;
  return 1;
}

/* The value of hoistable v, computed before the preheader's terminator (clones of v's in-loop
 * instructions; memo holds the clones made for this group). */
static LLVMValueRef hoist(rp *x, uint32_t li, LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef (*memo)[2], unsigned *nmemo) {
  if (!in_loop(x, li, v)) return v;
  for (unsigned i = 0; i < *nmemo; i++)
    if (memo[i][0] == v) return memo[i][1];
  LLVMValueRef c = LLVMInstructionClone(v);
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++) {
    LLVMValueRef o = LLVMGetOperand(v, (unsigned)i);
    LLVMValueRef h = hoist(x, li, b, o, memo, nmemo);
    if (h != o) LLVMSetOperand(c, (unsigned)i, h);
  }
  LLVMInsertIntoBuilder(b, c);
  if (*nmemo < 32) {
    memo[*nmemo][0] = v;
    memo[*nmemo][1] = c;
    (*nmemo)++;
  }
  return c;
}

/* Promote the groups of loop li that pass; returns -1 on out of memory. */
static int promote_loop(rp *x, uint32_t li) {
  const gpuopt_loops *L = x->fi->loops;
  const gpuopt_loop *l = &L->loops[li];
  const gpuopt_cfg *cfg = x->fi->cfg;
  int shaped = l->preheader != GPUOPT_NONE;
  for (uint32_t e = 0; e < l->nexits && shaped; e++)
    CFG_PREDS(&cfg->g, l->exits[e], p)
      if (!gpuopt__loop_contains(L, li, *p)) shaped = 0;
  if (!shaped && !x->scan) return 0;
  group *g = calloc(RP_MAX_GROUPS, sizeof *g);
  LLVMValueRef *others = malloc(RP_MAX_ACC * sizeof *others);
  if (!g || !others) {
    free(g);
    free(others);
    return -1;
  }
  unsigned ng = 0, nothers = 0, blocked = 0, barrier = 0;
  for (uint32_t bi = 0; bi < l->nblocks && !blocked; bi++) {
    LLVMBasicBlockRef bb = cfg->blocks[l->blocks[bi]];
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && !blocked; in = LLVMGetNextInstruction(in)) {
      if (!is_mem_inst(in)) continue;
      LLVMOpcode op = LLVMGetInstructionOpcode(in);
      if (op == LLVMCall) {
        if (call_is_harmless(x, in)) continue;
        if (is_barrier(in)) barrier = 1;
        blocked = 1;
        break;
      }
      LLVMValueRef p = ptr_of(in);
      int simple = p && !LLVMGetVolatile(in) && LLVMGetOrdering(in) == LLVMAtomicOrderingNotAtomic;
      if (!simple) {
        blocked = 1;
        break;
      }
      int invariant = hoistable(x, li, p, 0);
      if (nothers == RP_MAX_ACC) {
        blocked = 1;
        break;
      }
      others[nothers++] = in;
      if (!invariant) continue;
      unsigned k = 0;
      while (k < ng && g[k].ptr != p) k++;
      if (k == ng) {
        if (ng == RP_MAX_GROUPS) continue;
        g[ng].ptr = p;
        g[ng].ty = type_of(in);
        ng++;
      }
      if (g[k].nacc == 32 || g[k].ty != type_of(in) || !store_size(g[k].ty)) {
        g[k].bad = 1;
        continue;
      }
      g[k].acc[g[k].nacc++] = in;
      if (op == LLVMStore) g[k].nstores++;
    }
  }
  if (x->scan || !shaped) { /* scan: a candidate in a loop loop-simplify would reshape */
    for (unsigned k = 0; k < ng && !blocked && !shaped; k++)
      if (g[k].nstores && !g[k].bad) x->needs_simplify = 1;
    free(g);
    free(others);
    return 0;
  }
  if (blocked) {
    for (unsigned k = 0; k < ng; k++)
      if (g[k].nstores) {
        if (barrier) x->st->refused_barrier++;
        else x->st->refused_call++;
        break;
      }
    free(g);
    free(others);
    return 0;
  }
  const gpuopt_domtree *dom = x->fi->dom;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(x->llctx);
  for (unsigned k = 0; k < ng; k++) {
    group *gr = &g[k];
    if (gr->bad || !gr->nstores) continue;
    /* 2. a store that every exit passes */
    int guaranteed = 0;
    for (unsigned i = 0; i < gr->nacc && !guaranteed; i++) {
      if (LLVMGetInstructionOpcode(gr->acc[i]) != LLVMStore) continue;
      uint32_t sb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(gr->acc[i]));
      guaranteed = 1;
      for (uint32_t e = 0; e < l->nexiting && guaranteed; e++) guaranteed = gpuopt__dominates(dom, sb, l->exiting[e]);
    }
    /* or a store to P outside the loop that dominates it: the thread writes the location on every
       way into the loop (its value on entry is the thread's own unless another thread races) */
    for (LLVMUseRef u = LLVMGetFirstUse(gr->ptr); u && !guaranteed; u = LLVMGetNextUse(u)) {
      LLVMValueRef s = LLVMGetUser(u);
      if (!LLVMIsAStoreInst(s) || LLVMGetOperand(s, 1) != gr->ptr || LLVMGetVolatile(s)) continue;
      uint32_t sb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(s));
      guaranteed = sb != GPUOPT_NONE && !gpuopt__loop_contains(L, li, sb) && gpuopt__dominates(dom, sb, l->preheader);
    }
    if (!guaranteed) {
      x->st->refused_conditional++;
      continue;
    }
    /* 3. every other access of the loop is separate */
    int ok = 1;
    for (unsigned i = 0; i < nothers && ok; i++) {
      LLVMValueRef m = others[i];
      if (!m || ptr_of(m) == gr->ptr) continue;
      ok = separate(x, gr, m, ptr_of(m));
    }
    if (!ok) {
      x->st->refused_alias++;
      continue;
    }
    /* 5. rewrite through an alloca that mem2reg removes */
    unsigned align = 0;
    for (unsigned i = 0; i < gr->nacc; i++) {
      unsigned a = LLVMGetAlignment(gr->acc[i]);
      if (a > align) align = a;
    }
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(x->fn);
    LLVMValueRef first = LLVMGetFirstInstruction(entry);
    LLVMPositionBuilderBefore(b, first);
    LLVMValueRef reg = LLVMBuildAlloca(b, gr->ty, "gpuopt.promoted");
    LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(cfg->blocks[l->preheader]));
    LLVMValueRef memo[32][2];
    unsigned nmemo = 0;
    LLVMValueRef hp = hoist(x, li, b, gr->ptr, memo, &nmemo); /* gr->ptr itself when defined outside */
    LLVMValueRef init = LLVMBuildLoad2(b, gr->ty, hp, "gpuopt.promoted.init");
    if (align) LLVMSetAlignment(init, align);
    LLVMBuildStore(b, init, reg);
    for (unsigned i = 0; i < nothers; i++) /* the group's accesses leave the loop's list */
      for (unsigned j = 0; j < gr->nacc && others[i]; j++)
        if (others[i] == gr->acc[j]) others[i] = NULL;
    for (unsigned i = 0; i < gr->nacc; i++) {
      LLVMValueRef a = gr->acc[i];
      if (LLVMGetInstructionOpcode(a) == LLVMLoad) {
        LLVMPositionBuilderBefore(b, a);
        LLVMValueRef v = LLVMBuildLoad2(b, gr->ty, reg, "");
        LLVMReplaceAllUsesWith(a, v);
        LLVMInstructionEraseFromParent(a);
        x->st->loads_removed++;
      } else {
        LLVMSetOperand(a, 1, reg);
        LLVMSetAlignment(a, LLVMGetAlignment(reg));
        LLVMSetMetadata(a, x->k_scope, NULL);
        LLVMSetMetadata(a, x->k_noalias, NULL);
        x->st->stores_removed++;
      }
    }
    for (uint32_t e = 0; e < l->nexits; e++) {
      LLVMBasicBlockRef eb = cfg->blocks[l->exits[e]];
      LLVMValueRef at = LLVMGetFirstInstruction(eb);
      while (at && LLVMIsAPHINode(at)) at = LLVMGetNextInstruction(at);
      LLVMPositionBuilderBefore(b, at);
      LLVMValueRef v = LLVMBuildLoad2(b, gr->ty, reg, "gpuopt.promoted.out");
      LLVMValueRef s = LLVMBuildStore(b, v, hp);
      if (align) LLVMSetAlignment(s, align);
    }
    x->st->promoted++;
    x->changed = 1;
  }
  LLVMDisposeBuilder(b);
  free(g);
  free(others);
  return 0;
}

static gpuopt_status promote_fn(rp *x) {
  gpuopt_fninfo *fi = NULL;
  gpuopt_status s = gpuopt__require(x->ctx, x->fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
  if (s) return s;
  x->fi = fi;
  const gpuopt_loops *L = fi->loops;
  if (!L->nloops) return GPUOPT_OK;
  uint32_t maxd = 0;
  for (uint32_t i = 0; i < L->nloops; i++)
    if (L->loops[i].depth > maxd) maxd = L->loops[i].depth;
  /* innermost first (the CFG does not change, so the loop facts stay valid) */
  for (uint32_t d = maxd + 1; d-- > 0;)
    for (uint32_t i = 0; i < L->nloops; i++)
      if (L->loops[i].depth == d && promote_loop(x, i) < 0) return gpuopt__oom(x->ctx, WHO);
  return GPUOPT_OK;
}

/* Whether kernel-restrictify's copy of f lets a candidate be promoted: tried on a clone of the module
 * (its cost rule may version a kernel whose other accesses it cannot bound, and then nothing would
 * pay for the copy). */
static int restrict_pays(rp *x, LLVMModuleRef m, LLVMValueRef f) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(f, &len);
  LLVMModuleRef c = len ? LLVMCloneModule(m) : NULL;
  LLVMValueRef fc = c ? LLVMGetNamedFunction(c, name) : NULL;
  int pays = 0;
  gpuopt_kernel_restrictify_stats ks;
  if (fc && !gpuopt_kernel_restrictify(x->ctx, fc, &ks) && ks.kernels_versioned) {
    rp y = *x;
    gpuopt_reg_promote_stats scratch = {0};
    y.fn = fc;
    y.changed = 0;
    y.st = &scratch;
    y.llctx = LLVMGetModuleContext(c);
    gpuopt__invalidate_all(x->ctx);
    pays = !promote_fn(&y) && y.changed;
  }
  gpuopt__invalidate_all(x->ctx);
  if (c) LLVMDisposeModule(c);
  return pays;
}

static gpuopt_status reg_promote(gpuopt_ctx *ctx, LLVMModuleRef m, int use_restrict, gpuopt_reg_promote_stats *stats) {
  if (!ctx) return GPUOPT_EINVAL;
  gpuopt_reg_promote_stats st = {0};
  if (stats) *stats = st;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: module is NULL", WHO);
  gpuopt__invalidate_all(ctx);
  rp x = {0};
  x.ctx = ctx;
  x.llctx = LLVMGetModuleContext(m);
  x.k_scope = LLVMGetMDKindIDInContext(x.llctx, "alias.scope", 11);
  x.k_noalias = LLVMGetMDKindIDInContext(x.llctx, "noalias", 7);
  x.k_memory = LLVMGetEnumAttributeKindForName("memory", 6);
  x.k_noalias_attr = LLVMGetEnumAttributeKindForName("noalias", 7);
  x.st = &st;
  /* preheaders and dedicated exits (step 4), only where a candidate needs them */
  x.scan = 1;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !x.needs_simplify; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    x.fn = f;
    gpuopt_status s = promote_fn(&x);
    if (s) {
      gpuopt__invalidate_all(ctx);
      return s;
    }
  }
  x.scan = 0;
  memset(&st, 0, sizeof st);
  gpuopt__invalidate_all(ctx);
  if (x.needs_simplify) {
    gpuopt_status ls = gpuopt__run_llvm_passes(ctx, m, "function(loop-simplify)", -1, WHO);
    if (ls) return ls;
  }
  int any = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    x.fn = f;
    x.changed = 0;
    unsigned refused = st.refused_alias;
    gpuopt_status s = promote_fn(&x);
    if (!s && st.refused_alias > refused && use_restrict && restrict_pays(&x, m, f)) {
      /* 6. candidates another access may touch: kernel-restrictify's checked copy separates them */
      gpuopt_kernel_restrictify_stats ks;
      s = gpuopt_kernel_restrictify(ctx, f, &ks);
      gpuopt__invalidate_all(ctx);
      if (!s && ks.kernels_versioned) {
        st.restrictified++;
        st.refused_alias = refused;
        s = promote_fn(&x);
      }
    }
    if (s) {
      gpuopt__invalidate_all(ctx);
      return s;
    }
    if (x.changed) {
      gpuopt__rewrites_note(f, "reg-promote");
      any = 1;
    }
  }
  gpuopt__invalidate_all(ctx);
  if (any) {
    gpuopt_status s = gpuopt__run_llvm_passes(ctx, m, "function(mem2reg)", -1, WHO);
    if (s) return s;
  }
  if (stats) *stats = st;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_reg_promote(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_reg_promote_stats *stats) {
  return reg_promote(ctx, m, 1, stats);
}

gpuopt_status gpuopt__step_reg_promote(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_reg_promote_stats s;
  *changed = 0;
  gpuopt_status st = reg_promote(ctx, m, 1, &s);
  *changed = s.promoted > 0 || s.restrictified > 0;
  return st;
}

gpuopt_status gpuopt__step_reg_promote_facts(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_reg_promote_stats s;
  *changed = 0;
  gpuopt_status st = reg_promote(ctx, m, 0, &s);
  *changed = s.promoted > 0;
  return st;
}

const char *gpuopt_rewrites_fired(LLVMValueRef fn) {
  if (!fn) return NULL;
  unsigned len = 0;
  LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, GPUOPT_REWRITES_ATTR,
                                                     (unsigned)strlen(GPUOPT_REWRITES_ATTR));
  return a ? LLVMGetStringAttributeValue(a, &len) : "";
}
