/* restrictify: run-time non-overlap tests that version loop nests (DawnCC §3.2).
 *
 * For each outermost loop that the dependence analysis calls parallel under the assumption that some
 * base pointers do not overlap (the pairs of loopnest.h), and whose byte bounds per base pointer are
 * known before it (bounds.c), the nest is duplicated:
 *
 *   preheader:  ok = (p1 + l1 >= p2 + u2 + 1 || p2 + l2 >= p1 + u1 + 1) && ...   (bytes, §3.2)
 *               br ok, header', header
 *   header' ... the copy: every load/store through one of the separated bases carries scoped noalias
 *               metadata (one scope per base, in a domain per nest), so LLVM's LICM, GVN and
 *               vectoriser treat the bases as disjoint;
 *   header  ... the original, taken when the ranges overlap (and where the loop does not run at
 *               all, where the test is meaningless but harmless).
 * Both copies leave through the nest's single exit block, whose LCSSA phis get the copy's values.
 * The bounds are expanded into instructions (64-bit, min/max as compare+select) from the symbolic
 * expressions by bounds_ir.c; symbols are the IR values they stand for, which dominate the preheader. A pair whose
 * bound expressions contain a division (which could trap) is not tested, and its nest not versioned.
 * Requires: loops in the canonical form of gpuopt_loops_canonicalize (the step runs it first: LLVM's
 * sroa, loop-simplify, lcssa, loop-rotate), a preheader and one exit block per nest. Any target: the
 * step is meant for host code as much as for kernels. Preserves nothing (new blocks). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/loopnest.h"
#include "gpuopt/module.h"
#include "core/ctx.h"
#include "gpuopt/loops.h"
#include "gpuopt/transform.h"
#include "transform/bounds_ir.h"
#include "transform/transform.h"

#define WHO "gpuopt_restrictify"

typedef struct clone {
  gpuopt_ptrmap map;  /* old value (instruction or block-as-value) -> new */
} clone;

static LLVMValueRef mapped(clone *c, LLVMValueRef v) { return (LLVMValueRef)gpuopt__ptrmap_get_or(&c->map, v, (uintptr_t)v); }

static int is_dbg_intrinsic(LLVMValueRef i) {
  if (!LLVMIsACallInst(i)) return 0;
  LLVMValueRef f = LLVMGetCalledValue(i);
  size_t n = 0;
  const char *nm = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
  return n > 9 && !strncmp(nm, "llvm.dbg.", 9);
}

/* Whether loop l can be cloned here: every use of a value defined in it lies in it or in a phi of its
 * exit block (LCSSA), its terminators are plain branches, switches or returns-free (no invoke, callbr,
 * indirectbr), and it has no token values or convergent calls (which must not be duplicated). */
static int lcssa_ok(const gpuopt_fninfo *fi, uint32_t l) {
  const gpuopt_loop *L = &fi->loops->loops[l];
  for (uint32_t k = 0; k < L->nblocks; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[L->blocks[k]]); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsATerminatorInst(i) && !LLVMIsABranchInst(i) && !LLVMIsASwitchInst(i)) return 0;
      if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTokenTypeKind) return 0;
      if (LLVMIsACallInst(i)) {
        unsigned kc = LLVMGetEnumAttributeKindForName("convergent", 10), kn = LLVMGetEnumAttributeKindForName("noduplicate", 11);
        LLVMValueRef f = LLVMGetCalledValue(i);
        if (LLVMGetCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex, kc) ||
            LLVMGetCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex, kn) ||
            (f && LLVMIsAFunction(f) && (LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kc) ||
                                         LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kn))))
          return 0;
      }
      for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAInstruction(user)) return 0;
        uint32_t b = gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(user));
        if (b != GPUOPT_NONE && gpuopt__loop_contains(fi->loops, l, b)) continue;
        if (LLVMIsAPHINode(user) && b == L->exits[0]) continue;
        return 0;
      }
    }
  return 1;
}

#define MAXB 16

/* Version loop nest l of F on its pairs; 1 when done, 0 when not applicable, -1 on out of memory. */
static int version_nest(gpuopt_ctx *ctx, lf_func *F, uint32_t l, const lf_par *par, unsigned nest_no,
                        gpuopt_restrictify_stats *st) {
  const gpuopt_fninfo *fi = F->fi;
  const gpuopt_loop *L = &fi->loops->loops[l];
  if (L->preheader == GPUOPT_NONE || L->nexits != 1 || !lcssa_ok(fi, l)) return 0;
  LLVMBasicBlockRef pre = fi->cfg->blocks[L->preheader], header = fi->cfg->blocks[L->header];
  LLVMValueRef pterm = LLVMGetBasicBlockTerminator(pre);
  if (!pterm || LLVMGetNumSuccessors(pterm) != 1 || LLVMGetSuccessor(pterm, 0) != header) return 0;
  lf_region R;
  if (!gpuopt__lf_region_bounds(F, l, &R)) return F->arena.oom ? -1 : 0;
  if (!R.analysable) return 0;
  /* the bases of the pairs and their byte bounds */
  LLVMValueRef bases[MAXB];
  const lf_bound *bb[MAXB];
  unsigned nb = 0;
  for (uint32_t k = 0; k < par->npairs; k++)
    for (int s = 0; s < 2; s++) {
      LLVMValueRef v = par->pairs[k][s];
      unsigned j = 0;
      while (j < nb && bases[j] != v) j++;
      if (j < nb) continue;
      if (nb == MAXB) return 0;
      const lf_bound *b = NULL;
      for (uint32_t q = 0; q < R.nb; q++)
        if (R.b[q].base == v) b = &R.b[q];
      if (!b || !b->lo || !b->hi) return 0;
      bases[nb] = v;
      bb[nb++] = b;
    }
  if (nb < 2) return 0;
  LLVMContextRef c = LLVMGetModuleContext(F->m);
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(c);
  LLVMValueRef last_orig = LLVMGetPreviousInstruction(pterm);
  LLVMPositionBuilderBefore(bld, pterm);
  gpuopt_bir x;
  gpuopt__bir_init(&x, bld, LLVMInt64TypeInContext(c), fi, L->preheader);
  /* the test, built first so that nothing is cloned when it cannot be expanded */
  LLVMValueRef ok = NULL;
  LLVMValueRef lo[MAXB], hi1[MAXB];
  for (unsigned j = 0; j < nb && x.ok; j++) {
    LLVMValueRef p = gpuopt__bir_available(&x, bases[j]) ? gpuopt__bir_i64(&x, bases[j]) : NULL;
    if (!p) x.ok = 0;
    LLVMValueRef l0 = gpuopt__bir_emit(&x, bb[j]->lo), h0 = gpuopt__bir_emit(&x, bb[j]->hi);
    if (!x.ok) break;
    lo[j] = LLVMBuildAdd(bld, p, l0, "");
    hi1[j] = LLVMBuildAdd(bld, LLVMBuildAdd(bld, p, h0, ""), LLVMConstInt(x.i64, 1, 0), "");
  }
  for (uint32_t k = 0; k < par->npairs && x.ok; k++) {
    unsigned a = 0, b = 0;
    while (bases[a] != par->pairs[k][0]) a++;
    while (bases[b] != par->pairs[k][1]) b++;
    if (a == b) continue;
    LLVMValueRef c1 = LLVMBuildICmp(bld, LLVMIntSGE, lo[a], hi1[b], "");
    LLVMValueRef c2 = LLVMBuildICmp(bld, LLVMIntSGE, lo[b], hi1[a], "");
    LLVMValueRef d = LLVMBuildOr(bld, c1, c2, "");
    ok = ok ? LLVMBuildAnd(bld, ok, d, "") : d;
    st->checks++;
  }
  if (!x.ok || !ok) {
    /* the expansion failed half-way: erase what was built (last first: uses before definitions) */
    LLVMDisposeBuilder(bld);
    for (LLVMValueRef i = LLVMGetPreviousInstruction(pterm), prev; i && i != last_orig; i = prev) {
      prev = LLVMGetPreviousInstruction(i);
      LLVMInstructionEraseFromParent(i);
    }
    return 0;
  }
  LLVMSetValueName2(ok, "restrict.ok", 11);
  /* clone the nest's blocks */
  clone cl;
  gpuopt__ptrmap_init(&cl.map);
  LLVMBasicBlockRef *nbks = malloc(sizeof *nbks * L->nblocks);
  if (!nbks) goto oom;
  for (uint32_t k = 0; k < L->nblocks; k++) {
    LLVMBasicBlockRef ob = fi->cfg->blocks[L->blocks[k]];
    nbks[k] = LLVMAppendBasicBlockInContext(c, F->fn, "restrict");
    if (!gpuopt__ptrmap_put(&cl.map, LLVMBasicBlockAsValue(ob), (uintptr_t)LLVMBasicBlockAsValue(nbks[k]))) goto oom;
  }
  VEC(LLVMValueRef) phis = {0};
  for (uint32_t k = 0; k < L->nblocks; k++) {
    LLVMBasicBlockRef ob = fi->cfg->blocks[L->blocks[k]];
    LLVMPositionBuilderAtEnd(bld, nbks[k]);
    for (LLVMValueRef i = LLVMGetFirstInstruction(ob); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef ni;
      if (is_dbg_intrinsic(i)) continue;
      if (LLVMIsAPHINode(i)) {
        ni = LLVMBuildPhi(bld, LLVMTypeOf(i), "");
        if (!VEC_PUSH(&phis, i)) goto oom_phis;
      } else {
        ni = LLVMInstructionClone(i);
        LLVMInsertIntoBuilder(bld, ni);
      }
      if (!gpuopt__ptrmap_put(&cl.map, i, (uintptr_t)ni)) goto oom_phis;
    }
  }
  /* remap operands and successors */
  for (uint32_t k = 0; k < L->nblocks; k++)
    for (LLVMValueRef ni = LLVMGetFirstInstruction(nbks[k]); ni; ni = LLVMGetNextInstruction(ni)) {
      if (LLVMIsAPHINode(ni)) continue;
      int n = LLVMGetNumOperands(ni);
      for (int o = 0; o < n; o++) {
        LLVMValueRef v = LLVMGetOperand(ni, (unsigned)o);
        if (!v || LLVMValueIsBasicBlock(v)) continue;
        LLVMValueRef m = mapped(&cl, v);
        if (m != v) LLVMSetOperand(ni, (unsigned)o, m);
      }
      if (LLVMIsATerminatorInst(ni)) {
        unsigned ns = LLVMGetNumSuccessors(ni);
        for (unsigned s = 0; s < ns; s++) {
          LLVMValueRef sv = LLVMBasicBlockAsValue(LLVMGetSuccessor(ni, s));
          LLVMValueRef m = mapped(&cl, sv);
          if (m != sv) LLVMSetSuccessor(ni, s, LLVMValueAsBasicBlock(m));
        }
        /* the copy is a loop of its own: no shared llvm.loop identity */
        LLVMSetMetadata(ni, LLVMGetMDKindIDInContext(c, "llvm.loop", 9), NULL);
      }
    }
  for (size_t k = 0; k < phis.len; k++) {
    LLVMValueRef op = phis.data[k], np = mapped(&cl, op);
    unsigned n = LLVMCountIncoming(op);
    for (unsigned q = 0; q < n; q++) {
      LLVMValueRef v = mapped(&cl, LLVMGetIncomingValue(op, q));
      LLVMBasicBlockRef from = LLVMGetIncomingBlock(op, q);
      LLVMBasicBlockRef nf = LLVMValueAsBasicBlock(mapped(&cl, LLVMBasicBlockAsValue(from)));
      LLVMAddIncoming(np, &v, &nf, 1);
    }
  }
  /* the exit's LCSSA phis */
  LLVMBasicBlockRef exit = fi->cfg->blocks[L->exits[0]];
  for (LLVMValueRef p = LLVMGetFirstInstruction(exit); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
    unsigned n = LLVMCountIncoming(p);
    for (unsigned q = 0; q < n; q++) {
      LLVMBasicBlockRef from = LLVMGetIncomingBlock(p, q);
      LLVMValueRef fv = LLVMBasicBlockAsValue(from), mf = mapped(&cl, fv);
      if (mf == fv) continue;
      LLVMValueRef v = mapped(&cl, LLVMGetIncomingValue(p, q));
      LLVMBasicBlockRef nf = LLVMValueAsBasicBlock(mf);
      LLVMAddIncoming(p, &v, &nf, 1);
    }
  }
  /* scoped noalias metadata on the copy's accesses through the separated bases */
  {
    char dn[64];
    snprintf(dn, sizeof dn, "gpuopt.restrict.%u", nest_no);
    LLVMMetadataRef dname = LLVMMDStringInContext2(c, dn, strlen(dn));
    LLVMMetadataRef domain = LLVMMDNodeInContext2(c, &dname, 1);
    LLVMMetadataRef scope[MAXB];
    for (unsigned j = 0; j < nb; j++) {
      char sn[96];
      snprintf(sn, sizeof sn, "%s.%u.%s", dn, j, gpuopt__lf_base_name(F, bases[j]));
      LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(c, sn, strlen(sn)), domain};
      scope[j] = LLVMMDNodeInContext2(c, ops, 2);
    }
    unsigned k_scope = LLVMGetMDKindIDInContext(c, "alias.scope", 11), k_noalias = LLVMGetMDKindIDInContext(c, "noalias", 7);
    for (size_t a = 0; a < F->acc.len; a++) {
      const lf_access *A = &F->acc.data[a];
      if (A->ptr.why || !A->inst || !LLVMIsAInstruction(A->inst)) continue;
      if (!LLVMIsALoadInst(A->inst) && !LLVMIsAStoreInst(A->inst)) continue;
      LLVMValueRef ni = mapped(&cl, A->inst);
      if (ni == A->inst) continue; /* outside the nest */
      unsigned j = 0;
      while (j < nb && bases[j] != A->ptr.base) j++;
      if (j == nb) continue;
      /* its scope, and noalias with every base it is paired with */
      LLVMMetadataRef other[MAXB];
      unsigned no = 0;
      for (uint32_t k = 0; k < par->npairs; k++) {
        LLVMValueRef o = par->pairs[k][0] == bases[j] ? par->pairs[k][1] : par->pairs[k][1] == bases[j] ? par->pairs[k][0] : NULL;
        if (!o || o == bases[j]) continue;
        unsigned q = 0;
        while (q < nb && bases[q] != o) q++;
        int dup = 0;
        for (unsigned z = 0; z < no; z++) dup |= other[z] == scope[q];
        if (q < nb && !dup) other[no++] = scope[q];
      }
      gpuopt__md_list_append(c, ni, k_scope, &scope[j], 1);
      gpuopt__md_list_append(c, ni, k_noalias, other, no);
      st->annotated++;
    }
  }
  /* the preheader branches on the test */
  LLVMPositionBuilderBefore(bld, pterm);
  uint32_t hk = 0;
  while (L->blocks[hk] != L->header) hk++;
  LLVMBuildCondBr(bld, ok, nbks[hk], header);
  LLVMInstructionEraseFromParent(pterm);
  VEC_FREE(&phis);
  free(nbks);
  gpuopt__ptrmap_free(&cl.map);
  LLVMDisposeBuilder(bld);
  st->versioned++;
  (void)ctx;
  return 1;
oom_phis:
  VEC_FREE(&phis);
oom:
  free(nbks);
  gpuopt__ptrmap_free(&cl.map);
  LLVMDisposeBuilder(bld);
  return -1;
}

/* Outermost parallel loops with pairs, from the outside in (a nest that is not parallel may hold
 * parallel ones). Loops are numbered in the analysis of the unchanged function: each function is
 * analysed again after a nest is versioned. */
static gpuopt_status run_function(gpuopt_ctx *ctx, LLVMValueRef fn, unsigned *nest_no, gpuopt_restrictify_stats *st) {
  for (int round = 0; round < 64; round++) {
    lf_func F;
    gpuopt_status s = gpuopt__lf_build(ctx, fn, &F);
    if (s) {
      gpuopt__lf_free(&F);
      return s;
    }
    int done = 0;
    uint32_t *stack = malloc(sizeof *stack * (F.nloops + 1));
    if (!stack) {
      gpuopt__lf_free(&F);
      return gpuopt__oom(ctx, WHO);
    }
    uint32_t sp = 0;
    for (uint32_t l = 0; l < F.nloops; l++)
      if (F.loops[l].parent == GPUOPT_NONE) stack[sp++] = l;
    while (sp && !done) {
      uint32_t l = stack[--sp];
      lf_par par;
      int okp = gpuopt__lf_parallel(&F, l, &par);
      if (okp && par.parallel && par.npairs) {
        /* a nest already versioned carries our metadata on its copy: recognised by its test's name */
        LLVMBasicBlockRef pre = F.loops[l].header != GPUOPT_NONE && F.fi->loops->loops[l].preheader != GPUOPT_NONE
                                    ? F.fi->cfg->blocks[F.fi->loops->loops[l].preheader] : NULL;
        LLVMValueRef t = pre ? LLVMGetBasicBlockTerminator(pre) : NULL;
        int versioned = t && LLVMIsABranchInst(t) && LLVMIsConditional(t) && LLVMGetCondition(t) &&
                        !strcmp(LLVMGetValueName2(LLVMGetCondition(t), &(size_t){0}), "restrict.ok");
        int r = versioned ? 0 : version_nest(ctx, &F, l, &par, (*nest_no)++, st);
        if (r < 0) {
          free(stack);
          gpuopt__lf_free(&F);
          return gpuopt__oom(ctx, WHO);
        }
        if (r > 0) {
          done = 1;
          break;
        }
        continue; /* parallel: inner loops are part of the nest */
      }
      if (okp && par.parallel) continue;
      for (uint32_t c = 0; c < F.nloops; c++)
        if (F.loops[c].parent == l) stack[sp++] = c;
    }
    free(stack);
    gpuopt__lf_free(&F);
    gpuopt__invalidate(ctx, fn, 0);
    if (!done) return GPUOPT_OK;
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt_restrictify(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_restrictify_stats *stats) {
  if (stats) memset(stats, 0, sizeof *stats);
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", WHO);
  gpuopt_status s = gpuopt_loops_canonicalize(ctx, m);
  if (s) return s;
  gpuopt__invalidate_all(ctx);
  gpuopt_restrictify_stats st = {0};
  unsigned nest_no = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn && !s; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn)) s = run_function(ctx, fn, &nest_no, &st);
  gpuopt__invalidate_all(ctx);
  if (!s) s = gpuopt_module_verify(ctx, m);
  if (stats) *stats = st;
  return s;
}

gpuopt_status gpuopt__step_restrictify(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_restrictify_stats st;
  gpuopt_status s = gpuopt_restrictify(ctx, m, &st);
  *changed = st.versioned > 0;
  return s;
}
