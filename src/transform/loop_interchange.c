/* loop-interchange: exchange the two loops of a nest level where the dependences allow it
 * (Wang, Grewe, O'Boyle TACO'14 §4.1 "Loop Interchange": "place outermost those iterators that occur
 * most frequently in the innermost array subscripts", legality from a dependence test; Allen and
 * Kennedy's direction-vector rule: a nest may be interchanged unless a dependence has direction
 * (<, >)).
 *
 * The nest: a loop O whose only child loop is I (I may hold deeper loops). Deeper nests are
 * permuted by adjacent interchanges: after one, the loops around it are decided again, so the loop
 * with the cheapest walk (the fastest-varying subscript) sinks inwards step by step while each step
 * is legal (its pair of loops, with the loops around them equal, has no (<, >) dependence: a
 * sequence of legal adjacent interchanges is a legal permutation) and strictly profitable (the
 * strict rule below terminates: each step removes an inversion). k,j,i over X[i][j][k] becomes
 * j,i,k. A permutation that needs an illegal intermediate step is not reached. With symbolic sizes
 * the dependence test separates the terms of a linearised 3-D subscript row by row (X[(i*n+j)*n+k]
 * with j, k < n; dependence.c's below(); a difference such as 1 - n*n split per subscript), so such
 * nests move as with constant sizes.
 * Triangles and trapezoids: I's start and trip count may be affine in O's iteration (see
 * triangle() below; the locality mode only). Legality, per pair of
 * accesses of O's nest to one base, one a write (issue 14's dependence test, dependence.c): the pair
 * has no dependence between different iterations of O with I free (every dependence '=' on O), or
 * none between different iterations of I with O free (every dependence '=' on I,
 * gpuopt__lf_pair_independent); either way no (<, >). Accesses through different bases, one of them
 * written, must not overlap: proved (distinct allocas/globals, a noalias argument, different
 * address spaces) or tested at run time on the bounds of O's nest (DawnCC §3.2's test, bounds_ir.c):
 * the interchanged nest runs when the test passes, the original otherwise. Shape: O and I have
 * their induction variable as their only header phi, one exit, a preheader; I's constant step and
 * exact trip count TI are the same in every iteration of O (a rectangle) or affine in it (a
 * triangle) and TI (its maximum) is computable before O; I is rotated (its latch is its only exiting block) or tested at the top with
 * no values flowing out; O's code outside I has no memory access other than its nest's, no barrier,
 * atomic or call with side effects; nothing O defines is used after it.
 *
 * The rewrite does not move blocks around: the new nest is
 *
 *     for (a = 0; a < TI; a++)          // li.head: the former inner loop, now outermost
 *       <a copy of O's whole nest in which I runs its iteration a only: i = start + a*step,
 *        I's back edge goes to I's exit>
 *
 * so O's own code (its guard of I, address arithmetic) runs as before in each copy, once per a (it
 * is side-effect free). Later passes (loop canonicalisation, gpucc) tidy the single-iteration I.
 *
 * When to interchange (the profit rule), two modes:
 *  - locality (the pipeline step "loop-interchange", any function: kernels or host code): the
 *    innermost loop should walk the fastest subscript or leave the access in place. The cost of a
 *    loop L as the innermost one is the sum over the nest's accesses of 0 when L's induction
 *    variable does not move it (a register after reg-promote, an L1 hit), 1 when it moves it by its
 *    own size (the next element: the same sector for 8 4-byte iterations), 2 otherwise (a strided
 *    access: a new sector every iteration). The nest is interchanged when cost(O) < cost(I) (strict:
 *    ties keep the program's order). Inside a kernel both loops are the same for every thread of a
 *    warp, so the order does not change which addresses one warp instruction touches (the sectors
 *    per request); it changes how many requests run (an accumulator that becomes invariant in the
 *    innermost loop is promoted by reg-promote) and each thread's locality.
 *  - parallel (gpuopt offload on sequential code, before its loops are outlined,
 *    gpuopt__loop_interchange_for_offload): O carries a dependence (not doall) and I's iterations are
 *    independent with O free (every pair '=' on I), so after the interchange the outer loop is
 *    parallel: offload_seq.c makes it the kernel's thread dimension with O sequential inside each
 *    thread, one launch instead of one per iteration of O (Wang: parallel loops become the
 *    kernel's work-item dimensions). The loads and stores of the new nest carry the metadata
 *    !gpuopt.interchange; the step names a kernel "loop-interchange" when it finds it (the offload
 *    report's rewrites line) and removes it.
 *
 * Every function changed gets "loop-interchange" in gpuopt_rewrites_fired. Requires a verified
 * module; leaves verified IR. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/loopnest.h"
#include "core/ctx.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/bounds_ir.h"
#include "transform/loop_interchange.h"
#include "transform/wang.h"

#define WHO "gpuopt_loop_interchange"
#define MAXB 16
#define MARK "gpuopt.interchange"

enum { LI_LOCALITY = 0, LI_PARALLEL = 1 };

typedef struct li_state {
  gpuopt_ctx *ctx;
  LLVMContextRef c;
  LLVMTypeRef i1, i64;
  int mode;
  gpuopt_loop_interchange_stats *st;
  gpuopt_ptrmap tried; /* headers of nests already decided (value 1) */
  int want_simplify;   /* a nest lacked a preheader or single latch: run loop-simplify, try again */
  int simplified;      /* loop-simplify ran */
} li_state;


static int in_loop(const gpuopt_fninfo *fi, uint32_t l, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return 0;
  uint32_t b = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v));
  return b != GPUOPT_NONE && gpuopt__loop_contains(fi->loops, l, b);
}

/* A call in the nest is allowed when it touches no memory and is not convergent (a barrier, a warp
 * vote): thread-index reads, math intrinsics, libdevice's pure functions. */
static int harmless_call(LLVMValueRef call) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!f || !LLVMIsAFunction(f)) return 0;
  size_t n = 0;
  const char *nm = LLVMGetValueName2(f, &n);
  if (n > 9 && !strncmp(nm, "llvm.dbg.", 9)) return 1;
  unsigned conv = LLVMGetEnumAttributeKindForName("convergent", 10);
  if (LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, conv) ||
      LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, conv))
    return 0;
  if (n > 25 && !strncmp(nm, "llvm.nvvm.read.ptx.sreg.", 24)) return 1;
  unsigned rn = LLVMGetEnumAttributeKindForName("readnone", 8);
  if (rn && LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, rn)) return 1;
  /* LLVM 16+: memory(none) */
  unsigned mk = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = mk ? LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, mk) : NULL;
  return a && LLVMGetEnumAttributeValue(a) == 0;
}

/* Two bases that never overlap whatever the run time says. */
static int distinct_bases(LLVMValueRef a, LLVMValueRef b) {
  if (a == b) return 0;
  int oa = LLVMIsAAllocaInst(a) || LLVMIsAGlobalVariable(a), ob = LLVMIsAAllocaInst(b) || LLVMIsAGlobalVariable(b);
  if (oa && ob) return 1;
  unsigned na = LLVMGetEnumAttributeKindForName("noalias", 7);
  LLVMValueRef v[2] = {a, b};
  for (int s = 0; s < 2; s++)
    if (LLVMIsAArgument(v[s])) {
      LLVMValueRef fn = LLVMGetParamParent(v[s]);
      unsigned idx = 0;
      for (LLVMValueRef p = LLVMGetFirstParam(fn); p && p != v[s]; p = LLVMGetNextParam(p)) idx++;
      if (LLVMGetEnumAttributeAtIndex(fn, idx + 1, na)) return 1;
    }
  LLVMTypeRef ta = LLVMTypeOf(a), tb = LLVMTypeOf(b);
  if (LLVMGetTypeKind(ta) == LLVMPointerTypeKind && LLVMGetTypeKind(tb) == LLVMPointerTypeKind) {
    unsigned sa = LLVMGetPointerAddressSpace(ta), sb = LLVMGetPointerAddressSpace(tb);
    if (sa && sb && sa != sb) return 1;
  }
  return 0;
}

/* cost of loop L as the innermost one (see the top comment) */
static unsigned walk_cost(lf_func *F, uint32_t O, uint32_t L) {
  unsigned cost = 0;
  for (uint32_t k = 0; k < F->nlacc[O]; k++) {
    const lf_access *A = &F->acc.data[F->lacc[O][k]];
    const gpuopt_sx *c = gpuopt__lf_coef(&A->ptr.off, L);
    int64_t v = 0;
    if (!c || (gpuopt__sx_is_const(c, &v) && v == 0)) continue;
    if (gpuopt__sx_is_const(c, &v) && (uint64_t)(v < 0 ? -v : v) == A->size) cost += 1;
    else cost += 2;
  }
  return cost;
}

/* The single child of O, or NONE. */
static uint32_t only_child(lf_func *F, uint32_t O) {
  uint32_t child = GPUOPT_NONE, n = 0;
  for (uint32_t c = 0; c < F->nloops; c++)
    if (F->loops[c].parent == O) child = c, n++;
  return n == 1 ? child : GPUOPT_NONE;
}

static int only_iv_phi(LLVMBasicBlockRef h, LLVMValueRef iv) {
  for (LLVMValueRef p = LLVMGetFirstInstruction(h); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p))
    if (p != iv) return 0;
  return 1;
}

/* The incoming value of phi from block `from`, or NULL. */
static LLVMValueRef incoming_from(LLVMValueRef phi, LLVMBasicBlockRef from) {
  for (unsigned q = 0; q < LLVMCountIncoming(phi); q++)
    if (LLVMGetIncomingBlock(phi, q) == from) return LLVMGetIncomingValue(phi, q);
  return NULL;
}

typedef struct li_nest {
  uint32_t O, I;
  LLVMBasicBlockRef pre, oexit, ipre, ih, ilatch, iexit;
  LLVMValueRef istart;
  int64_t istep;
  const gpuopt_sx *itrip; /* rectangle: I's trip count; triangle: its maximum over O's iterations */
  const gpuopt_sx *itrip_o; /* triangle: I's trip count in iteration o of O (O's induction variable) */
  int tri;
  int i_rotated;
  LLVMValueRef (*pairs)[2];
  uint32_t npairs;
} li_nest;

/* A triangular (or trapezoidal) nest: I's start and trip count are affine in O's iteration number
 * k_O, TI(k_O) = t0 + c*k_O with c's sign known and t0 free of O. The interchanged outer loop runs
 * a over 0 .. max(TI) - 1, max(TI) = t0 + max(0, c*(TO - 1)) (TO: O's trip count, the last k_O; the
 * maximum of an affine function sits at an end); in the copy of O's nest, I runs its iteration a
 * only when a < TI(o) (a test emitted at I's preheader), so each (o, a) with a < TI(o) runs once, as
 * before, in the order (a, o). The dependence test already covers the triangle (it ranges inner
 * iterations over their maximum trip count, a superset). 1 when n->itrip and n->itrip_o are set. */
static int triangle(lf_func *F, uint32_t O, uint32_t I, li_nest *n) {
  const lf_loopinfo *FO = &F->loops[O], *FI = &F->loops[I];
  lf_aff t = FI->trip;
  const gpuopt_sx *c = NULL;
  uint32_t k = 0;
  for (uint32_t q = 0; q < FI->trip.n; q++) {
    if (FI->trip.loop[q] == O) {
      c = FI->trip.coef[q];
      continue;
    }
    t.loop[k] = FI->trip.loop[q], t.coef[k++] = FI->trip.coef[q];
  }
  t.n = k;
  if (!FO->trip_known || FO->trip.why) return 0;
  const gpuopt_sx *t0 = gpuopt__lf_to_sx(F, &t, O), *to = gpuopt__lf_to_sx(F, &FO->trip, O);
  if (!t0 || !to) return 0;
  const gpuopt_sx *ext = F->t->zero;
  if (c) {
    gpuopt_sx_env env;
    gpuopt__lf_env(F, O, &env);
    const gpuopt_sx *e = gpuopt__sx_mul(F->t, c, gpuopt__sx_addc(F->t, to, -1));
    if (!e) return 0;
    if (gpuopt__sx_prove_le(F->t, F->t->zero, c, &env))
      /* O runs at least once where its preheader is reached (a rotated loop's guard): no max */
      ext = gpuopt__sx_prove_le(F->t, F->t->one, to, &env) ? e : gpuopt__sx_max(F->t, F->t->zero, e);
    else if (!gpuopt__sx_prove_le(F->t, c, F->t->zero, &env)) return 0;
  }
  n->itrip = gpuopt__sx_add(F->t, t0, ext);
  n->itrip_o = gpuopt__lf_to_sx(F, &FI->trip, I);
  return n->itrip && n->itrip_o;
}

/* The shape and dependence checks; 1 when the nest may be interchanged (n filled), 0 when not
 * (*why: shape, dependence or profit), -1 out of memory. */
static int check_nest(li_state *s, lf_func *F, uint32_t O, li_nest *n, int *why) {
  const gpuopt_fninfo *fi = F->fi;
  memset(n, 0, sizeof *n);
  *why = 0;
  uint32_t I = only_child(F, O);
  if (I == GPUOPT_NONE) return 0;
  *why = 1; /* shape */
  const gpuopt_loop *LO = &fi->loops->loops[O], *LI = &fi->loops->loops[I];
  const lf_loopinfo *FO = &F->loops[O], *FI = &F->loops[I];
  if (!FO->iv || !FI->iv || FO->irregular || FI->irregular) return 0;
  if (LO->preheader == GPUOPT_NONE || LI->preheader == GPUOPT_NONE || LI->nlatches != 1 || LO->nlatches != 1) {
    s->want_simplify = 1; /* LLVM's loop-simplify makes preheaders, one latch, dedicated exits */
    return 0;
  }
  if (LO->nexits != 1 || LI->nexits != 1) return 0;
  n->O = O, n->I = I;
  n->pre = fi->cfg->blocks[LO->preheader];
  n->oexit = fi->cfg->blocks[LO->exits[0]];
  n->ipre = fi->cfg->blocks[LI->preheader];
  n->ih = fi->cfg->blocks[LI->header];
  n->ilatch = fi->cfg->blocks[LI->latches[0]];
  n->iexit = fi->cfg->blocks[LI->exits[0]];
  LLVMValueRef pterm = LLVMGetBasicBlockTerminator(n->pre);
  if (!pterm || !LLVMIsABranchInst(pterm) || LLVMGetNumSuccessors(pterm) != 1 ||
      LLVMGetSuccessor(pterm, 0) != fi->cfg->blocks[LO->header])
    return 0;
  if (LLVMIsAPHINode(LLVMGetFirstInstruction(n->oexit))) return 0;
  if (!only_iv_phi(fi->cfg->blocks[LO->header], FO->iv) || !only_iv_phi(n->ih, FI->iv)) return 0;
  if (LLVMGetTypeKind(LLVMTypeOf(FI->iv)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(FI->iv)) > 64) return 0;
  /* I: a rectangle side known before O */
  if (!FI->trip_known || !FI->trip_exact || !FI->iv_step || !gpuopt__sx_is_const(FI->iv_step, &n->istep) || !n->istep)
    return 0;
  if (FI->iv_start.why || FI->trip.why) return 0;
  n->tri = gpuopt__lf_coef(&FI->iv_start, O) || gpuopt__lf_coef(&FI->trip, O);
  if (!n->tri) {
    if (!(n->itrip = gpuopt__lf_to_sx(F, &FI->trip, O))) return 0;
  } else if (s->mode == LI_PARALLEL || !triangle(F, O, I, n))
    /* parallel mode: the interchanged triangle is correct, but its outer loop's bound (the
       triangle's maximum, an i64 expression truncated to I's type) is opaque to the dependence
       test once the host pipeline has run, so the new outer loop would not be offloaded and the
       nest would lose its per-row launches: keep it */
    return 0;
  /* the new loop counts 0 .. TI-1 in I's type: TI must fit in it */
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(FI->iv));
  if (w < 64) {
    gpuopt_sx_env env;
    gpuopt__lf_env(F, O, &env);
    if (!gpuopt__sx_prove_le(F->t, n->itrip, gpuopt__sx_const(F->t, (int64_t)((1ull << (w - 1)) - 1)), &env)) return 0;
  }
  if (!(n->istart = incoming_from(FI->iv, n->ipre))) return 0;
  /* I's way out: the latch (rotated) or the header (top-tested, no values flowing out) */
  if (LI->nexiting != 1) return 0;
  LLVMValueRef lt = LLVMGetBasicBlockTerminator(n->ilatch);
  if (!lt || !LLVMIsABranchInst(lt)) return 0;
  if (LI->exiting[0] == LI->latches[0] && LLVMGetNumSuccessors(lt) == 2) {
    n->i_rotated = 1;
    if (!((LLVMGetSuccessor(lt, 0) == n->ih && LLVMGetSuccessor(lt, 1) == n->iexit) ||
          (LLVMGetSuccessor(lt, 1) == n->ih && LLVMGetSuccessor(lt, 0) == n->iexit)))
      return 0;
  } else if (LI->exiting[0] == LI->header && LLVMGetNumSuccessors(lt) == 1) {
    LLVMValueRef ht = LLVMGetBasicBlockTerminator(n->ih);
    if (!ht || !LLVMIsABranchInst(ht) || LLVMGetNumSuccessors(ht) != 2) return 0;
    if (LLVMIsAPHINode(LLVMGetFirstInstruction(n->iexit))) return 0;
  } else
    return 0;
  if (n->tri) {
    /* the copy skips I's iteration a where a >= TI(o): a new edge I's preheader -> I's exit, so
       nothing I defines may be used outside I, and I's exit takes no values */
    LLVMValueRef pt = LLVMGetBasicBlockTerminator(n->ipre);
    if (!pt || !LLVMIsABranchInst(pt) || LLVMGetNumSuccessors(pt) != 1 || LLVMGetSuccessor(pt, 0) != n->ih) return 0;
    if (LLVMIsAPHINode(LLVMGetFirstInstruction(n->iexit))) return 0;
    for (uint32_t k = 0; k < LI->nblocks; k++)
      for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[LI->blocks[k]]); i; i = LLVMGetNextInstruction(i))
        for (LLVMUseRef us = LLVMGetFirstUse(i); us; us = LLVMGetNextUse(us))
          if (!in_loop(fi, I, LLVMGetUser(us))) return 0;
  }
  /* the nest's instructions: nothing used after O, no side effects but its analysed accesses */
  for (uint32_t k = 0; k < LO->nblocks; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[LO->blocks[k]]); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsATerminatorInst(i) && !LLVMIsABranchInst(i)) return 0;
      if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTokenTypeKind) return 0;
      if (LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i) || LLVMIsAAllocaInst(i) ||
          LLVMIsAVAArgInst(i) || LLVMIsAInvokeInst(i))
        return 0;
      if ((LLVMIsALoadInst(i) || LLVMIsAStoreInst(i)) && LLVMGetVolatile(i)) return 0;
      if (LLVMIsACallInst(i) && !harmless_call(i)) return 0;
      for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u))
        if (!in_loop(fi, O, LLVMGetUser(u))) return 0;
    }
  /* dependences */
  *why = 2;
  uint32_t na = F->nlacc[O];
  for (uint32_t x = 0; x < na; x++) {
    const lf_access *A = &F->acc.data[F->lacc[O][x]];
    if (LLVMIsACallInst(A->inst) || !A->ptr.base || A->ptr.why) return 0;
    if (LLVMIsAInstruction(A->ptr.base) && in_loop(fi, O, A->ptr.base)) return 0;
    if (A->ptr.off.symloop != GPUOPT_NONE && gpuopt__lf_loop_in(F, A->ptr.off.symloop, O)) return 0;
  }
  int all_eq_i = 1; /* every pair '=' on I: the interchanged outer loop is parallel */
  for (uint32_t x = 0; x < na; x++)
    for (uint32_t y = x; y < na; y++) {
      const lf_access *A = &F->acc.data[F->lacc[O][x]], *B = &F->acc.data[F->lacc[O][y]];
      if ((!A->is_write && !B->is_write) || A->ptr.base != B->ptr.base) continue;
      int eq_i = gpuopt__lf_pair_independent(F, I, O, A, B);
      if (!eq_i) all_eq_i = 0;
      if (!eq_i && !gpuopt__lf_pair_independent(F, O, GPUOPT_NONE, A, B)) return 0;
    }
  if (F->arena.oom) return -1;
  /* profit */
  *why = 3;
  if (s->mode == LI_PARALLEL) {
    lf_par par;
    if (!all_eq_i) return 0;
    if (!gpuopt__lf_parallel(F, O, &par)) return -1;
    if (par.parallel) return 0; /* the outer loop is offloaded as it is */
  } else if (walk_cost(F, O, O) >= walk_cost(F, O, I))
    return 0;
  /* base pairs to test at run time */
  *why = 1;
  LLVMValueRef bases[MAXB];
  int wr[MAXB];
  unsigned nb = 0;
  for (uint32_t x = 0; x < na; x++) {
    const lf_access *A = &F->acc.data[F->lacc[O][x]];
    unsigned k = 0;
    while (k < nb && bases[k] != A->ptr.base) k++;
    if (k == nb) {
      if (nb == MAXB) return 0;
      bases[nb] = A->ptr.base, wr[nb++] = 0;
    }
    wr[k] |= A->is_write;
  }
  n->pairs = (LLVMValueRef(*)[2])gpuopt__arena_array(&F->arena, (size_t)nb * nb + 1, sizeof *n->pairs);
  if (!n->pairs) return -1;
  for (unsigned a = 0; a < nb; a++)
    for (unsigned b = a + 1; b < nb; b++)
      if ((wr[a] || wr[b]) && !distinct_bases(bases[a], bases[b])) {
        n->pairs[n->npairs][0] = bases[a];
        n->pairs[n->npairs++][1] = bases[b];
      }
  return 1;
}

/* The checked copy's accesses through the tested bases get scoped-noalias metadata (one scope per
 * base in a domain of the nest), so later steps (reg-promote, LLVM's LICM/GVN) see what the test
 * proved, as restrictify.c's copies do. */
static void annotate_copy(li_state *s, lf_func *F, const li_nest *n, gpuopt_ptrmap *map) {
  static unsigned nest_no;
  LLVMValueRef bases[MAXB];
  unsigned nb = 0;
  for (uint32_t k = 0; k < n->npairs; k++)
    for (int sd = 0; sd < 2; sd++) {
      unsigned j = 0;
      while (j < nb && bases[j] != n->pairs[k][sd]) j++;
      if (j == nb && nb < MAXB) bases[nb++] = n->pairs[k][sd];
    }
  char dn[64];
  snprintf(dn, sizeof dn, "gpuopt.interchange.%u", nest_no++);
  LLVMMetadataRef dname = LLVMMDStringInContext2(s->c, dn, strlen(dn));
  LLVMMetadataRef domain = LLVMMDNodeInContext2(s->c, &dname, 1);
  LLVMMetadataRef scope[MAXB];
  for (unsigned j = 0; j < nb; j++) {
    char sn[96];
    snprintf(sn, sizeof sn, "%s.%u", dn, j);
    LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(s->c, sn, strlen(sn)), domain};
    scope[j] = LLVMMDNodeInContext2(s->c, ops, 2);
  }
  unsigned k_scope = LLVMGetMDKindIDInContext(s->c, "alias.scope", 11), k_noalias = LLVMGetMDKindIDInContext(s->c, "noalias", 7);
  for (uint32_t x = 0; x < F->nlacc[n->O]; x++) {
    const lf_access *A = &F->acc.data[F->lacc[n->O][x]];
    if (!LLVMIsALoadInst(A->inst) && !LLVMIsAStoreInst(A->inst)) continue;
    LLVMValueRef ni = (LLVMValueRef)gpuopt__ptrmap_get_or(map, A->inst, 0);
    unsigned j = 0;
    while (j < nb && bases[j] != A->ptr.base) j++;
    if (!ni || j == nb) continue;
    LLVMMetadataRef other[MAXB];
    unsigned no = 0;
    for (uint32_t k = 0; k < n->npairs; k++) {
      LLVMValueRef o = n->pairs[k][0] == bases[j] ? n->pairs[k][1] : n->pairs[k][1] == bases[j] ? n->pairs[k][0] : NULL;
      unsigned q = 0;
      while (o && q < nb && bases[q] != o) q++;
      int dup = 0;
      for (unsigned z = 0; z < no; z++) dup |= o && q < nb && other[z] == scope[q];
      if (o && q < nb && !dup) other[no++] = scope[q];
    }
    gpuopt__md_list_append(s->c, ni, k_scope, &scope[j], 1);
    gpuopt__md_list_append(s->c, ni, k_noalias, other, no);
  }
}

/* Delete the blocks of a region nothing reaches any more (its values used only inside it). */
static void delete_blocks(LLVMBasicBlockRef *bb, uint32_t n) {
  for (uint32_t k = 0; k < n; k++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb[k]);
    if (t) LLVMInstructionEraseFromParent(t);
  }
  for (uint32_t k = 0; k < n; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb[k]); i; i = LLVMGetNextInstruction(i))
      if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(i, LLVMGetPoison(LLVMTypeOf(i)));
  for (uint32_t k = 0; k < n; k++) LLVMDeleteBasicBlock(bb[k]);
}

/* The rewrite of a checked nest; 1 done, 0 not possible (nothing changed), -1 out of memory. */
static int rewrite(li_state *s, lf_func *F, const li_nest *n) {
  const gpuopt_fninfo *fi = F->fi;
  const gpuopt_loop *LO = &fi->loops->loops[n->O];
  LLVMValueRef pterm = LLVMGetBasicBlockTerminator(n->pre);
  LLVMBasicBlockRef oh = fi->cfg->blocks[LO->header];
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->c);
  LLVMValueRef last_orig = LLVMGetPreviousInstruction(pterm);
  LLVMPositionBuilderBefore(b, pterm);
  gpuopt_bir x;
  gpuopt__bir_init(&x, b, s->i64, fi, LO->preheader);
  LLVMValueRef ti = gpuopt__bir_emit(&x, n->itrip);
  LLVMValueRef ok = NULL;
  if (x.ok && ti && n->npairs) {
    lf_region R;
    if (!gpuopt__lf_region_bounds(F, n->O, &R) || !R.analysable) x.ok = 0;
    LLVMValueRef bases[MAXB], lo[MAXB], hi1[MAXB];
    unsigned nb = 0;
    for (uint32_t k = 0; k < n->npairs && x.ok; k++)
      for (int sd = 0; sd < 2 && x.ok; sd++) {
        LLVMValueRef v = n->pairs[k][sd];
        unsigned j = 0;
        while (j < nb && bases[j] != v) j++;
        if (j < nb) continue;
        const lf_bound *bd = NULL;
        for (uint32_t q = 0; q < R.nb; q++)
          if (R.b[q].base == v) bd = &R.b[q];
        if (nb == MAXB || !bd || !bd->lo || !bd->hi || !gpuopt__bir_available(&x, v)) {
          x.ok = 0;
          break;
        }
        LLVMValueRef p = gpuopt__bir_i64(&x, v);
        LLVMValueRef l0 = gpuopt__bir_emit(&x, bd->lo), h0 = x.ok ? gpuopt__bir_emit(&x, bd->hi) : NULL;
        if (!x.ok || !p || !l0 || !h0) {
          x.ok = 0;
          break;
        }
        bases[nb] = v;
        lo[nb] = LLVMBuildAdd(b, p, l0, "");
        hi1[nb++] = LLVMBuildAdd(b, LLVMBuildAdd(b, p, h0, ""), LLVMConstInt(s->i64, 1, 0), "");
      }
    for (uint32_t k = 0; k < n->npairs && x.ok; k++) {
      unsigned a = 0, c = 0;
      while (bases[a] != n->pairs[k][0]) a++;
      while (bases[c] != n->pairs[k][1]) c++;
      LLVMValueRef d = LLVMBuildOr(b, LLVMBuildICmp(b, LLVMIntSGE, lo[a], hi1[c], ""),
                                   LLVMBuildICmp(b, LLVMIntSGE, lo[c], hi1[a], ""), "");
      ok = ok ? LLVMBuildAnd(b, ok, d, "") : d;
    }
  }
  /* triangle: TI(o) in I's preheader (cloned with the nest; dead in the original) */
  LLVMValueRef tio = NULL;
  if (n->tri && x.ok && ti) {
    LLVMValueRef it = LLVMGetBasicBlockTerminator(n->ipre), last_i = LLVMGetPreviousInstruction(it);
    LLVMPositionBuilderBefore(b, it);
    gpuopt_bir y;
    gpuopt__bir_init(&y, b, s->i64, fi, fi->loops->loops[n->I].preheader);
    tio = gpuopt__bir_emit(&y, n->itrip_o);
    if (!y.ok || !tio) {
      for (LLVMValueRef i = LLVMGetPreviousInstruction(it), prev; i && i != last_i; i = prev) {
        prev = LLVMGetPreviousInstruction(i);
        LLVMInstructionEraseFromParent(i);
      }
      x.ok = 0;
    }
    LLVMPositionBuilderBefore(b, pterm);
  }
  if (!x.ok || !ti) {
    LLVMDisposeBuilder(b);
    for (LLVMValueRef i = LLVMGetPreviousInstruction(pterm), prev; i && i != last_orig; i = prev) {
      prev = LLVMGetPreviousInstruction(i);
      LLVMInstructionEraseFromParent(i);
    }
    return 0;
  }
  if (ok) LLVMSetValueName2(ok, "li.noalias", 10);
  LLVMValueRef fn = F->fn;
  LLVMTypeRef ivt0 = LLVMTypeOf(F->loops[n->I].iv);
  LLVMValueRef tin = LLVMGetIntTypeWidth(ivt0) < 64 ? LLVMBuildTrunc(b, ti, ivt0, "li.trip") : ti;
  LLVMBasicBlockRef ent = LLVMAppendBasicBlockInContext(s->c, fn, "li.pre");
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(s->c, fn, "li.head");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(s->c, fn, "li.body");
  LLVMBasicBlockRef latch = LLVMAppendBasicBlockInContext(s->c, fn, "li.latch");
  /* the copy of O's nest: entered from li.body, leaving to li.latch */
  uint32_t nob = LO->nblocks;
  LLVMBasicBlockRef *ob = malloc(sizeof *ob * nob), *cb = malloc(sizeof *cb * nob);
  gpuopt_ptrmap map;
  gpuopt__ptrmap_init(&map);
  int oom = !ob || !cb;
  for (uint32_t k = 0; k < nob && !oom; k++) ob[k] = fi->cfg->blocks[LO->blocks[k]];
  if (!oom) oom = !gpuopt__ptrmap_put(&map, n->pre, (uintptr_t)body) || !gpuopt__ptrmap_put(&map, n->oexit, (uintptr_t)latch);
  if (!oom) oom = !gpuopt__clone_blocks(fn, b, ob, nob, &map, "li", 0, cb);
  if (oom) {
    LLVMDisposeBuilder(b);
    gpuopt__ptrmap_free(&map);
    free(ob), free(cb);
    return -1; /* the partial copy is unreachable; the caller reports out of memory */
  }
  LLVMValueRef civ = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, F->loops[n->I].iv, 0);
  LLVMBasicBlockRef cih = (LLVMBasicBlockRef)gpuopt__ptrmap_get_or(&map, n->ih, 0);
  LLVMBasicBlockRef cil = (LLVMBasicBlockRef)gpuopt__ptrmap_get_or(&map, n->ilatch, 0);
  LLVMBasicBlockRef cie = (LLVMBasicBlockRef)gpuopt__ptrmap_get_or(&map, n->iexit, 0);
  LLVMValueRef cstart = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, n->istart, (uintptr_t)n->istart);
  /* the new outer loop */
  LLVMInstructionEraseFromParent(pterm);
  LLVMPositionBuilderAtEnd(b, n->pre);
  if (ok) LLVMBuildCondBr(b, ok, ent, oh);
  else LLVMBuildBr(b, ent);
  LLVMPositionBuilderAtEnd(b, ent);
  LLVMBuildBr(b, head);
  /* the new induction variable has I's type (affine forms see through nsw arithmetic and sext,
     not through trunc) and runs 0 .. TI-1, as the original I's iteration count did */
  LLVMTypeRef ivt = LLVMTypeOf(civ);
  LLVMPositionBuilderAtEnd(b, head);
  LLVMValueRef a = LLVMBuildPhi(b, ivt, "li.i");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, a, tin, ""), body, n->oexit);
  LLVMPositionBuilderAtEnd(b, body);
  LLVMBuildBr(b, (LLVMBasicBlockRef)gpuopt__ptrmap_get_or(&map, oh, 0));
  LLVMPositionBuilderAtEnd(b, latch);
  LLVMValueRef a1 = LLVMBuildNSWAdd(b, a, LLVMConstInt(ivt, 1, 0), "li.i.next");
  LLVMBuildBr(b, head);
  LLVMAddIncoming(a, (LLVMValueRef[]){LLVMConstInt(ivt, 0, 0), a1}, (LLVMBasicBlockRef[]){ent, latch}, 2);
  /* I runs its iteration a only: i = start + a*step (values the original i took) */
  LLVMValueRef fi0 = LLVMGetFirstInstruction(cih);
  while (fi0 && LLVMIsAPHINode(fi0)) fi0 = LLVMGetNextInstruction(fi0);
  LLVMPositionBuilderBefore(b, fi0);
  LLVMValueRef iv = n->istep == 1 ? LLVMBuildNSWAdd(b, cstart, a, "li.iv")
                                  : LLVMBuildNSWAdd(b, cstart, LLVMBuildNSWMul(b, a, LLVMConstInt(ivt, (unsigned long long)n->istep, 1), ""), "li.iv");
  LLVMReplaceAllUsesWith(civ, iv);
  LLVMInstructionEraseFromParent(civ);
  LLVMValueRef lt = LLVMGetBasicBlockTerminator(cil);
  if (n->i_rotated) {
    LLVMInstructionEraseFromParent(lt);
    LLVMPositionBuilderAtEnd(b, cil);
    LLVMBuildBr(b, cie);
  } else {
    LLVMValueRef ht = LLVMGetBasicBlockTerminator(cih);
    LLVMBasicBlockRef in = LLVMGetSuccessor(ht, 0) == cie ? LLVMGetSuccessor(ht, 1) : LLVMGetSuccessor(ht, 0);
    LLVMInstructionEraseFromParent(ht);
    LLVMPositionBuilderAtEnd(b, cih);
    LLVMBuildBr(b, in);
    LLVMInstructionEraseFromParent(lt);
    LLVMPositionBuilderAtEnd(b, cil);
    LLVMBuildBr(b, cie);
  }
  /* triangle: the copy runs I's iteration a only where a < TI(o) */
  if (n->tri) {
    LLVMBasicBlockRef cip = (LLVMBasicBlockRef)gpuopt__ptrmap_get_or(&map, n->ipre, 0);
    LLVMValueRef ctio = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, tio, (uintptr_t)tio);
    LLVMValueRef pt = LLVMGetBasicBlockTerminator(cip);
    LLVMPositionBuilderBefore(b, pt);
    LLVMValueRef a64 = LLVMGetIntTypeWidth(ivt) < 64 ? LLVMBuildSExt(b, a, s->i64, "") : a;
    LLVMValueRef in = LLVMBuildICmp(b, LLVMIntSLT, a64, ctio, "li.tri");
    LLVMInstructionEraseFromParent(pt);
    LLVMPositionBuilderAtEnd(b, cip);
    LLVMBuildCondBr(b, in, cih, cie);
  }
  /* I's guard (a rotated loop's `trip >= 1` test, one comparison) holds in the copy: a < TI */
  uint32_t gb = F->loops[n->I].guard_block;
  if (!n->tri && gb != GPUOPT_NONE && gpuopt__loop_contains(fi->loops, n->O, gb)) {
    LLVMValueRef gt = LLVMGetBasicBlockTerminator(fi->cfg->blocks[gb]);
    uint32_t ih = fi->loops->loops[n->I].header;
    if (gt && LLVMIsABranchInst(gt) && LLVMIsConditional(gt) && LLVMIsAICmpInst(LLVMGetCondition(gt))) {
      uint32_t s0 = gpuopt__cfg_block(fi->cfg, LLVMGetSuccessor(gt, 0)), s1 = gpuopt__cfg_block(fi->cfg, LLVMGetSuccessor(gt, 1));
      int to0 = s0 != GPUOPT_NONE && s0 != gb && gpuopt__dominates(fi->dom, s0, ih);
      int to1 = s1 != GPUOPT_NONE && s1 != gb && gpuopt__dominates(fi->dom, s1, ih);
      LLVMValueRef cgt = (LLVMValueRef)gpuopt__ptrmap_get_or(&map, gt, 0);
      if (to0 != to1 && cgt) LLVMSetCondition(cgt, LLVMConstInt(s->i1, (unsigned long long)to0, 0));
    }
  }
  /* the marker the kernel step turns into the rewrite's name (offload) */
  if (s->mode == LI_PARALLEL) {
    unsigned kind = LLVMGetMDKindIDInContext(s->c, MARK, (unsigned)strlen(MARK));
    LLVMValueRef md = LLVMMetadataAsValue(s->c, LLVMMDNodeInContext2(s->c, NULL, 0));
    for (uint32_t k = 0; k < nob; k++)
      for (LLVMValueRef i = LLVMGetFirstInstruction(cb[k]); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i)) LLVMSetMetadata(i, kind, md);
  }
  if (ok) annotate_copy(s, F, n, &map);
  /* no run-time test: the original nest is unreachable */
  if (!ok) delete_blocks(ob, nob);
  LLVMDisposeBuilder(b);
  gpuopt__ptrmap_free(&map);
  free(ob), free(cb);
  if (!gpuopt__ptrmap_put(&s->tried, head, 1)) return -1;
  s->st->interchanged++;
  if (ok) s->st->versioned++;
  gpuopt__rewrites_note(fn, "loop-interchange");
  return 1;
}

/* The pre-filter (the full analysis, lf_build with its range analysis, cost about as much as
 * parsing the module; most kernels have no candidate): 1 when fn has a loop not yet decided whose only child loop holds a load or store
 * (a store in the parallel mode), from the loop tree alone (no dependence or range analysis). */
static int has_candidate(li_state *s, LLVMValueRef fn, gpuopt_status *st) {
  gpuopt_fninfo *fi;
  if ((*st = gpuopt__require(s->ctx, fn, GPUOPT_META_LOOPS, &fi))) return 0;
  const gpuopt_loops *L = fi->loops;
  for (uint32_t o = 0; o < L->nloops; o++) {
    uint32_t child = GPUOPT_NONE, nc = 0;
    for (uint32_t c = 0; c < L->nloops && nc < 2; c++)
      if (L->loops[c].parent == o) child = c, nc++;
    if (nc != 1) continue;
    uintptr_t seen = 0;
    if (gpuopt__ptrmap_get(&s->tried, fi->cfg->blocks[L->loops[o].header], &seen) && seen) continue;
    const gpuopt_loop *C = &L->loops[child];
    for (uint32_t k = 0; k < C->nblocks; k++)
      for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[C->blocks[k]]); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAStoreInst(i) || (s->mode == LI_LOCALITY && LLVMIsALoadInst(i))) return 1;
  }
  return 0;
}

/* One function: nests from the outside in, analysed again after each change. After an interchange
 * the loops around it are decided again, so a deeper nest is sorted by adjacent interchanges (each
 * one legal and strictly profitable on its own: the loop with the cheapest walk sinks inwards). */
static gpuopt_status run_function(li_state *s, LLVMValueRef fn, int *changed) {
  for (int round = 0; round < 64; round++) {
    gpuopt_status pst = GPUOPT_OK;
    if (!has_candidate(s, fn, &pst)) return pst;
    lf_func F;
    gpuopt_status st = gpuopt__lf_build(s->ctx, fn, &F);
    if (st) {
      gpuopt__lf_free(&F);
      return st;
    }
    int done = 0, fail = 0;
    for (uint32_t O = 0; O < F.nloops && !done && !fail; O++) {
      LLVMBasicBlockRef h = F.fi->cfg->blocks[F.loops[O].header];
      uintptr_t seen = 0;
      if (only_child(&F, O) == GPUOPT_NONE || (gpuopt__ptrmap_get(&s->tried, h, &seen) && seen)) continue;
      if (!gpuopt__ptrmap_put(&s->tried, h, 1)) {
        fail = 1;
        break;
      }
      li_nest n;
      int why = 0, ws = s->want_simplify;
      s->want_simplify = 0;
      int r = check_nest(s, &F, O, &n, &why);
      if (s->want_simplify && !s->simplified && !gpuopt__ptrmap_put(&s->tried, h, 0)) fail = 1; /* after loop-simplify */
      s->want_simplify |= ws;
      if (r > 0) r = rewrite(s, &F, &n);
      if (r < 0) fail = 1;
      else if (r > 0) {
        done = 1;
        for (uint32_t p = F.loops[O].parent; p != GPUOPT_NONE && !fail; p = F.loops[p].parent)
          fail = !gpuopt__ptrmap_put(&s->tried, F.fi->cfg->blocks[F.loops[p].header], 0);
      } else if (why == 1) s->st->refused_shape++;
      else if (why == 2) s->st->refused_dependence++;
      else if (why == 3) s->st->refused_profit++;
    }
    gpuopt__lf_free(&F);
    gpuopt__invalidate(s->ctx, fn, 0);
    if (fail) return gpuopt__oom(s->ctx, WHO);
    if (!done) return GPUOPT_OK;
    *changed = 1;
  }
  return GPUOPT_OK;
}

/* The offload marker: loads/stores of a nest interchanged before offloading. */
static int take_marker(LLVMContextRef c, LLVMValueRef fn) {
  unsigned kind = LLVMGetMDKindIDInContext(c, MARK, (unsigned)strlen(MARK));
  int found = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if ((LLVMIsALoadInst(i) || LLVMIsAStoreInst(i)) && LLVMGetMetadata(i, kind)) {
        found = 1;
        LLVMSetMetadata(i, kind, NULL);
      }
  return found;
}

static gpuopt_status interchange(gpuopt_ctx *ctx, LLVMModuleRef m, int mode, gpuopt_loop_interchange_stats *stats,
                                 int *changed) {
  gpuopt_loop_interchange_stats local;
  if (!stats) stats = &local;
  memset(stats, 0, sizeof *stats);
  *changed = 0;
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, WHO ": NULL module");
  li_state s;
  memset(&s, 0, sizeof s);
  s.ctx = ctx;
  s.c = LLVMGetModuleContext(m);
  s.i1 = LLVMInt1TypeInContext(s.c);
  s.i64 = LLVMInt64TypeInContext(s.c);
  s.mode = mode;
  s.st = stats;
  gpuopt__ptrmap_init(&s.tried);
  gpuopt_status st = GPUOPT_OK;
  for (int pass = 0; pass < 2 && !st; pass++) {
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !st; f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f)) continue;
      if (!pass && mode == LI_LOCALITY && take_marker(s.c, f)) {
        gpuopt__rewrites_note(f, "loop-interchange");
        stats->marked++;
        *changed = 1;
      }
      if (mode == LI_PARALLEL && !strncmp(LLVMGetValueName2(f, &(size_t){0}), "__gpuopt_", 9)) continue;
      st = run_function(&s, f, changed);
    }
    /* nests without preheaders (front-end IR): LLVM's loop-simplify, then once more */
    if (st || !s.want_simplify || pass) break;
    s.simplified = 1;
    gpuopt__invalidate_all(ctx);
    if ((st = gpuopt__run_llvm_passes(ctx, m, "function(loop-simplify)", -1, WHO))) break;
    gpuopt__invalidate_all(ctx);
    *changed = 1;
  }
  gpuopt__ptrmap_free(&s.tried);
  gpuopt__invalidate_all(ctx);
  /* the copies' constant guards and single-iteration inner loops folded (host modules are
     canonicalised by the caller) */
  if (!st && stats->interchanged && mode == LI_LOCALITY)
    st = gpuopt__run_llvm_passes(ctx, m, "function(simplifycfg)", -1, WHO);
  gpuopt__invalidate_all(ctx);
  if (!st && stats->interchanged) st = gpuopt_module_verify(ctx, m);
  return st;
}

gpuopt_status gpuopt_loop_interchange(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_loop_interchange_stats *stats) {
  int changed;
  return interchange(ctx, m, LI_LOCALITY, stats, &changed);
}

gpuopt_status gpuopt__step_loop_interchange(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  return interchange(ctx, m, LI_LOCALITY, NULL, changed);
}

gpuopt_status gpuopt__loop_interchange_for_offload(gpuopt_ctx *ctx, LLVMModuleRef m, unsigned *count) {
  gpuopt_loop_interchange_stats stats;
  int changed;
  gpuopt_status st = interchange(ctx, m, LI_PARALLEL, &stats, &changed);
  if (count) *count = stats.interchanged;
  return st;
}
