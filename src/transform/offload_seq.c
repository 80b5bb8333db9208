/* Sequential parallel loops as OpenMP-shaped regions, so that gpuopt_offload offloads them like
 * `#pragma omp parallel for` loops (Wang, Grewe, O'Boyle TACO'14 §3: loops found parallel by the
 * compiler; DawnCC TACO'17 §3.2: the run-time non-overlap test the parallel verdict assumes).
 *
 * Only for modules without OpenMP parallel regions (in an OpenMP program the directives say which
 * loops are parallel, Wang §3's setting). For every function, the loops of issue 14
 * (analysis/loopnest.h: recurrences, bounds, dependences) are computed on the canonical form
 * (gpuopt_loops_canonicalize). From the outermost loops inwards (a loop that is not parallel may hold
 * parallel ones), a loop is outlined when it is doall with no reduction and no live-out scalar, its
 * trip count is exact and expressible before it, its only header phi is its induction variable with
 * a constant step, every access of its nest is bounded, and it has a preheader and one exit block
 * without phis. The outlined function has the shape of clang's OpenMP microtask:
 *
 *     void __gpuopt_seq_loopN(i32 *gtid, i32 *btid, i64 trip, live-ins...) {
 *       lb = 0; ub = trip - 1;
 *       __kmpc_for_static_init_8(NULL, *gtid, 34, &last, &lb, &ub, &stride, 1, 1);
 *       for (k = lb; k <= min(ub, trip - 1); k++) { iv = start + k * step; <the loop's body> }
 *       __kmpc_for_static_fini(NULL, *gtid);
 *     }
 *
 * (the body: the loop's blocks cloned, edges back to the header and to the exit both going to the
 * next k), and the loop's preheader becomes
 *
 *     if (<no-alias test of the pairs the verdict assumes> &&
 *         __gpuopt_seq_fork(ranges, n, __gpuopt_seq_loopN, trip, live-ins...)) goto exit;
 *     else if the test failed: __gpuopt_omp_overlap("fn:line")   // counted as a CPU execution
 *     <the original loop>                                  // the CPU version, unchanged
 *
 * __gpuopt_seq_fork is a marker that the OpenMP recognition (analysis/omp.c) treats as a fork call
 * of a sequential region; gpuopt_offload replaces it by the version-selecting code (GPU path, 1 when
 * the loop ran on the device, 0 for the CPU). The test compares byte ranges [p + lo, p + hi] of the
 * bases from the bounds analysis, 64-bit, as restrictify does (the expansion of symbolic bounds into
 * instructions is bounds_ir.c, shared with it). `ranges` (the loc operand of the marker) points to the
 * exact byte range [lo, hi] of every live-in base relative to its pointer, from the bounds, and the
 * range [dlo, dhi] the loop writes in full (bounds.c's density fact; not copied in): the runtime
 * transfers only those bytes. Loops that stay on the CPU are listed with the reason. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "analysis/loopnest.h"
#include "core/ctx.h"
#include "transform/bounds_ir.h"
#include "transform/loop_interchange.h"
#include "transform/offload_seq.h"

#define WHO "gpuopt_offload"
#define MAXB 16

static int is_dbg(LLVMValueRef i) {
  if (!LLVMIsACallInst(i)) return 0;
  LLVMValueRef f = LLVMGetCalledValue(i);
  size_t n = 0;
  const char *nm = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
  return n > 9 && !strncmp(nm, "llvm.dbg.", 9);
}

static const char *fname(LLVMValueRef f) {
  size_t n;
  const char *s = LLVMGetValueName2(f, &n);
  return s ? s : "";
}

/* Functions that OpenMP region code is made of (outlined functions and what they call): their
 * loops belong to a region and are left to the OpenMP path. */
static int mark_region_code(gpuopt_ptrmap *seen, LLVMValueRef f, int depth) {
  if (depth > 32 || LLVMIsDeclaration(f) || gpuopt__ptrmap_get(seen, f, NULL)) return 1;
  if (!gpuopt__ptrmap_put(seen, f, 1)) return 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
      if (LLVMIsACallInst(in)) {
        LLVMValueRef c = LLVMGetCalledValue(in);
        if (c && LLVMIsAFunction(c) && !mark_region_code(seen, c, depth + 1)) return 0;
      }
  return 1;
}

typedef struct seq_state {
  gpuopt_ctx *ctx;
  LLVMModuleRef m;
  LLVMContextRef c;
  LLVMTypeRef i1, i32, i64, ptr, voidt;
  gpuopt__seq_report *rep;
  unsigned *counter;
  gpuopt_ptrmap done;     /* headers of the loops outlined (their CPU versions stay) */
  gpuopt_ptrmap seen;     /* headers of the loops reported as kept */
} seq_state;

static int keep(seq_state *s, lf_func *F, uint32_t l, const char *why) {
  /* a loop is reported once, with the reason of the first analysis (later rounds see the calls
   * of the GPU paths added inside it) */
  LLVMBasicBlockRef h = F->fi->cfg->blocks[F->loops[l].header];
  if (gpuopt__ptrmap_get(&s->seen, h, NULL)) return 1;
  if (!gpuopt__ptrmap_put(&s->seen, h, 1)) return 0;
  gpuopt__seq_kept k;
  memset(&k, 0, sizeof k);
  k.fn = F->fn;
  k.line = F->loops[l].line;
  snprintf(k.reason, sizeof k.reason, "%s", why ? why : "not parallel");
  return VEC_PUSH(&s->rep->kept, k) != 0;
}

/* ---- nested parallel loops: one thread per iteration of up to three of them (Wang §4.1) ----
 *
 * A chain lev[0] = l, lev[1], lev[2] of loops, each the only loop directly inside the previous one,
 * each parallel (its own verdict, with its own no-alias pairs, which the run-time test then covers
 * too: all of them together mean no dependence between any two iterations of the chain), with an
 * exact trip count invariant in the loops around it (so the iteration space is a rectangle whose
 * sides are known before l), a constant step, its induction variable its only header phi, one
 * exit, no reduction and no live-out scalar, and entered in every iteration of its parent when its
 * trip count is positive (its entry, or its guard — the rotated loop's `trip >= 1` test — runs in
 * every iteration). The code of a parent outside its child is pure arithmetic (no memory access, no
 * call, no phi but the parent's induction variable), so running it once per innermost iteration
 * instead of once per outer one changes nothing. The outlined function then has one iteration per
 * point k of the rectangle, delinearised as clang does for `collapse`:
 *     q = k / X, r = k - q * X  (X = trip of the inner loops, parameters of the function),
 * which offload.c's match_grid recognises: the launch gets a 2-D or 3-D grid, with the loop whose
 * index moves accesses to the next element on threadIdx.x (want_interchange). */

static int block_in(const gpuopt_fninfo *fi, uint32_t loop, LLVMBasicBlockRef bb) {
  uint32_t b = gpuopt__cfg_block(fi->cfg, bb);
  return b != GPUOPT_NONE && gpuopt__loop_contains(fi->loops, loop, b);
}

/* Whether inner loop c (the only child of loop p) may be collapsed into p's iterations. */
static int collapsible(lf_func *F, uint32_t p, uint32_t c, lf_par *cp) {
  const gpuopt_fninfo *fi = F->fi;
  const gpuopt_loop *P = &fi->loops->loops[p], *C = &fi->loops->loops[c];
  const lf_loopinfo *CI = &F->loops[c];
  int64_t step = 0;
  if (!gpuopt__lf_parallel(F, c, cp) || !cp->parallel || cp->nred || cp->nliveout) return 0;
  if (!CI->iv || !CI->trip_known || !CI->trip_exact || CI->header_exit || !CI->iv_step ||
      !gpuopt__sx_is_const(CI->iv_step, &step) || !step)
    return 0;
  if (C->preheader == GPUOPT_NONE || C->nexits != 1) return 0;
  LLVMTypeRef ivt = LLVMTypeOf(CI->iv);
  if (LLVMGetTypeKind(ivt) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ivt) > 64) return 0;
  LLVMBasicBlockRef ch = fi->cfg->blocks[C->header];
  for (LLVMValueRef i = LLVMGetFirstInstruction(ch); i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i))
    if (i != CI->iv) return 0;
  /* the trip count is known before the outermost loop of the chain (checked by the caller with
   * gpuopt__lf_to_sx) and the loop entered in every iteration of p in which it is positive */
  uint32_t e = CI->guard_block != GPUOPT_NONE ? CI->guard_block : fi->dom->idom[C->header];
  if (e == GPUOPT_NONE || !gpuopt__loop_contains(fi->loops, p, e)) return 0;
  for (uint32_t i = 0; i < P->nlatches; i++)
    if (!gpuopt__dominates(fi->dom, e, P->latches[i])) return 0;
  /* p's own code outside c: pure arithmetic */
  LLVMValueRef piv = F->loops[p].iv;
  for (uint32_t k = 0; k < P->nblocks; k++) {
    if (gpuopt__loop_contains(fi->loops, c, P->blocks[k])) continue;
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[P->blocks[k]]); i; i = LLVMGetNextInstruction(i)) {
      if (is_dbg(i)) continue;
      if (LLVMIsAPHINode(i) && i != piv) return 0;
      if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i) || LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) ||
          LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i) || LLVMIsAAllocaInst(i) ||
          LLVMIsAVAArgInst(i))
        return 0;
      if (LLVMIsATerminatorInst(i) && !LLVMIsABranchInst(i)) return 0;
    }
  }
  return 1;
}

/* The value of v in the outlined body: mapped already, or (an instruction of the outer loops' own
 * code, pure by collapsible()) cloned before `at` with its operands mapped likewise. */
static LLVMValueRef map_val(gpuopt_ptrmap *vm, const gpuopt_fninfo *fi, uint32_t outer, uint32_t inner, LLVMValueRef at,
                            LLVMValueRef v, int depth, int *oom) {
  uintptr_t m;
  if (gpuopt__ptrmap_get(vm, v, &m)) return (LLVMValueRef)m;
  if (outer == inner || depth > 64 || !LLVMIsAInstruction(v) || LLVMIsAPHINode(v)) return v;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
  if (!block_in(fi, outer, bb) || block_in(fi, inner, bb)) return v;
  LLVMValueRef ni = LLVMInstructionClone(v);
  {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(v)));
    LLVMPositionBuilderBefore(b, at);
    LLVMInsertIntoBuilder(b, ni);
    LLVMDisposeBuilder(b);
  }
  LLVMInstructionSetDebugLoc(ni, NULL);
  if (!gpuopt__ptrmap_put(vm, v, (uintptr_t)ni)) *oom = 1;
  int n = LLVMGetNumOperands(ni);
  for (int o = 0; o < n && !*oom; o++) {
    LLVMValueRef x = LLVMGetOperand(ni, (unsigned)o);
    if (!x || LLVMValueIsBasicBlock(x)) continue;
    LLVMValueRef mx = map_val(vm, fi, outer, inner, ni, x, depth + 1, oom);
    if (mx != x) LLVMSetOperand(ni, (unsigned)o, mx);
  }
  return ni;
}

/* The transfer range of base bound bd (NULL: unknown) at the builder's position in block `at`:
 * {lo, hi, dlo, dhi}, bytes relative to the base, INT64_MIN when unknown. [dlo, dhi] is bounds.c's
 * density fact: written in full and read nowhere in the loop (not copied in), when the dense
 * store's guard holds. */
static void range4(seq_state *s, LLVMBuilderRef b, const gpuopt_fninfo *fi, uint32_t at, const lf_bound *bd, LLVMValueRef out[4]) {
  LLVMValueRef unknown = LLVMConstInt(s->i64, 0x8000000000000000ull, 0);
  out[0] = out[1] = out[2] = out[3] = unknown;
  if (!bd || !bd->lo || !bd->hi) return;
  gpuopt_bir y;
  gpuopt__bir_init(&y, b, s->i64, fi, at);
  LLVMValueRef l0 = gpuopt__bir_emit(&y, bd->lo), h0 = y.ok ? gpuopt__bir_emit(&y, bd->hi) : NULL;
  if (!y.ok || !l0 || !h0) return;
  out[0] = l0, out[1] = h0;
  if (!bd->write || bd->read || bd->rmw || !bd->dlo || !bd->dhi) return;
  gpuopt__bir_init(&y, b, s->i64, fi, at);
  LLVMValueRef d0 = gpuopt__bir_emit(&y, bd->dlo), d1 = y.ok ? gpuopt__bir_emit(&y, bd->dhi) : NULL;
  LLVMValueRef g = LLVMConstInt(s->i1, 1, 0);
  for (uint32_t q = 0; q < bd->ndguard && y.ok; q++) {
    LLVMValueRef gv = gpuopt__bir_emit(&y, bd->dguard[q]);
    if (y.ok && gv) g = LLVMBuildAnd(b, g, LLVMBuildICmp(b, LLVMIntSGE, gv, LLVMConstInt(s->i64, 0, 0), ""), "");
  }
  if (y.ok && d0 && d1) out[2] = LLVMBuildSelect(b, g, d0, unknown, ""), out[3] = LLVMBuildSelect(b, g, d1, unknown, "");
}

/* Loop l of F as a region: 1 done, 0 kept (recorded with the reason), -1 out of memory. */
static int outline(seq_state *s, lf_func *F, uint32_t l, const lf_par *par) {
  const gpuopt_fninfo *fi = F->fi;
  const gpuopt_loop *L = &fi->loops->loops[l];
  const lf_loopinfo *LI = &F->loops[l];
  char why[256];
#define KEEP(...) do { snprintf(why, sizeof why, __VA_ARGS__); return keep(s, F, l, why) ? 0 : -1; } while (0)
  if (par->nred) KEEP("has a reduction (%s %s): sequential reductions are not offloaded yet", par->red[0].op, par->red[0].name);
  if (par->nliveout) KEEP("its scalar %s is used after the loop", par->liveout[0]);
  if (!LI->iv || !LI->trip_known || !LI->trip_exact || LI->header_exit)
    KEEP("has no exact trip count (%s)", LI->trip_why ? LI->trip_why : "its exit test is not a counted one");
  int64_t step = 0;
  if (!LI->iv_step || !gpuopt__sx_is_const(LI->iv_step, &step) || !step) KEEP("its induction variable has no constant step");
  if (L->preheader == GPUOPT_NONE || L->nexits != 1) KEEP("has no preheader or more than one exit");
  LLVMBasicBlockRef pre = fi->cfg->blocks[L->preheader], header = fi->cfg->blocks[L->header];
  LLVMBasicBlockRef exitb = fi->cfg->blocks[L->exits[0]];
  LLVMValueRef pterm = LLVMGetBasicBlockTerminator(pre);
  if (!pterm || LLVMGetNumSuccessors(pterm) != 1 || LLVMGetSuccessor(pterm, 0) != header) KEEP("has no preheader");
  if (LLVMIsAPHINode(LLVMGetFirstInstruction(exitb))) KEEP("has values used after the loop");
  LLVMValueRef ivstart = NULL;
  for (LLVMValueRef p = LLVMGetFirstInstruction(header); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
    if (p != LI->iv) KEEP("has a second header phi (%s)", fname(p)[0] ? fname(p) : "a loop-carried value");
    for (unsigned q = 0; q < LLVMCountIncoming(p); q++)
      if (LLVMGetIncomingBlock(p, q) == pre) ivstart = LLVMGetIncomingValue(p, q);
  }
  if (!ivstart || LLVMGetTypeKind(LLVMTypeOf(LI->iv)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(LI->iv)) > 64)
    KEEP("its induction variable is not an integer header phi");
  /* everything defined in the nest is used in it only; no tokens, no unusual terminators */
  for (uint32_t k = 0; k < L->nblocks; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[L->blocks[k]]); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsATerminatorInst(i) && !LLVMIsABranchInst(i) && !LLVMIsASwitchInst(i)) KEEP("has an unusual terminator");
      if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTokenTypeKind) KEEP("has token values");
      for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        uint32_t b = LLVMIsAInstruction(user) ? gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(user)) : GPUOPT_NONE;
        if (b == GPUOPT_NONE || !gpuopt__loop_contains(fi->loops, l, b)) KEEP("has values used after the loop");
      }
    }
  lf_region R;
  if (!gpuopt__lf_region_bounds(F, l, &R)) {
    if (F->arena.oom) return -1;
    KEEP("its accesses cannot be bounded");
  }
  if (!R.analysable) KEEP("its accesses cannot be bounded (%s)", R.why ? R.why : "unknown");
  const gpuopt_sx *trip = gpuopt__lf_to_sx(F, &LI->trip, l);
  if (!trip) KEEP("its trip count is not known before the loop");
  /* nested parallel loops collapsed into one iteration space (see above) */
  uint32_t lev[3] = {l, GPUOPT_NONE, GPUOPT_NONE};
  const gpuopt_sx *ltrip[3] = {trip, NULL, NULL};
  lf_par lpar[3];
  lpar[0] = *par;
  unsigned nlev = 1;
  while (nlev < 3) {
    uint32_t cur = lev[nlev - 1], child = GPUOPT_NONE, nch = 0;
    for (uint32_t c = 0; c < F->nloops; c++)
      if (F->loops[c].parent == cur) child = c, nch++;
    if (nch != 1 || !collapsible(F, cur, child, &lpar[nlev])) break;
    const gpuopt_sx *t = gpuopt__lf_to_sx(F, &F->loops[child].trip, l);
    if (!t) break;
    ltrip[nlev] = t;
    lev[nlev++] = child;
  }
  uint32_t npairs = 0;
  for (unsigned v = 0; v < nlev; v++) npairs += lpar[v].npairs;
  LLVMValueRef (*pairs)[2] = calloc(npairs ? npairs : 1, sizeof *pairs);
  if (!pairs) return -1;
  npairs = 0;
  for (unsigned v = 0; v < nlev; v++)
    for (uint32_t k = 0; k < lpar[v].npairs; k++) {
      uint32_t q = 0;
      while (q < npairs && !((pairs[q][0] == lpar[v].pairs[k][0] && pairs[q][1] == lpar[v].pairs[k][1]) ||
                             (pairs[q][0] == lpar[v].pairs[k][1] && pairs[q][1] == lpar[v].pairs[k][0])))
        q++;
      if (q == npairs) pairs[npairs][0] = lpar[v].pairs[k][0], pairs[npairs++][1] = lpar[v].pairs[k][1];
    }
  /* the no-alias test and the trip count, built in the preheader */
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->c);
  LLVMValueRef last_orig = LLVMGetPreviousInstruction(pterm);
  LLVMPositionBuilderBefore(b, pterm);
  gpuopt_bir x;
  gpuopt__bir_init(&x, b, s->i64, fi, L->preheader);
  LLVMValueRef tripv = gpuopt__bir_emit(&x, trip);
  LLVMValueRef ok = NULL;
  LLVMValueRef bases[MAXB], lo[MAXB], hi1[MAXB];
  unsigned nb = 0;
  /* the inner loops' trip counts (0 when they do not run) and the rectangle's size */
  LLVMValueRef ltv[3] = {tripv, NULL, NULL}, total = tripv;
  for (unsigned v = 1; v < nlev && tripv; v++) {
    gpuopt_bir y;
    gpuopt__bir_init(&y, b, s->i64, fi, L->preheader);
    LLVMValueRef t = gpuopt__bir_emit(&y, ltrip[v]);
    if (!y.ok || !t) {
      nlev = v; /* not computable before the loop: fewer loops in the grid */
      break;
    }
    LLVMValueRef z = LLVMConstInt(s->i64, 0, 0);
    ltv[v] = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSLT, t, z, ""), z, t, "seq.trip.inner");
  }
  for (unsigned v = 1; v < nlev; v++) total = LLVMBuildMul(b, total, ltv[v], "seq.trip.all");
  for (uint32_t k = 0; k < npairs && x.ok; k++)
    for (int sd = 0; sd < 2 && x.ok; sd++) {
      LLVMValueRef v = pairs[k][sd];
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
      LLVMValueRef l0 = gpuopt__bir_emit(&x, bd->lo), h0 = gpuopt__bir_emit(&x, bd->hi);
      if (!x.ok) break;
      bases[nb] = v;
      lo[nb] = LLVMBuildAdd(b, p, l0, "");
      hi1[nb++] = LLVMBuildAdd(b, LLVMBuildAdd(b, p, h0, ""), LLVMConstInt(s->i64, 1, 0), "");
    }
  for (uint32_t k = 0; k < npairs && x.ok; k++) {
    unsigned a = 0, c = 0;
    while (bases[a] != pairs[k][0]) a++;
    while (bases[c] != pairs[k][1]) c++;
    if (a == c) continue;
    LLVMValueRef d = LLVMBuildOr(b, LLVMBuildICmp(b, LLVMIntSGE, lo[a], hi1[c], ""), LLVMBuildICmp(b, LLVMIntSGE, lo[c], hi1[a], ""), "");
    ok = ok ? LLVMBuildAnd(b, ok, d, "") : d;
  }
  if (!x.ok || !tripv) {
    LLVMDisposeBuilder(b);
    for (LLVMValueRef i = LLVMGetPreviousInstruction(pterm), prev; i && i != last_orig; i = prev) {
      prev = LLVMGetPreviousInstruction(i);
      LLVMInstructionEraseFromParent(i);
    }
    free(pairs);
    KEEP("its bounds or no-alias test cannot be computed before the loop");
  }
  if (ok) LLVMSetValueName2(ok, "seq.noalias", 11);
  /* live-ins: values defined outside the nest that it uses */
  gpuopt_ptrmap map;
  gpuopt__ptrmap_init(&map);
  VEC(LLVMValueRef) live = {0};
  VEC(LLVMValueRef) phis = {0};
  int oom = 0;
  for (uint32_t k = 0; k < L->nblocks && !oom; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[L->blocks[k]]); i && !oom; i = LLVMGetNextInstruction(i)) {
      if (is_dbg(i)) continue;
      int n = LLVMGetNumOperands(i);
      for (int o = 0; o < n; o++) {
        LLVMValueRef v = LLVMGetOperand(i, (unsigned)o);
        if (!v || LLVMValueIsBasicBlock(v) || v == LI->iv) continue;
        int outside = LLVMIsAArgument(v) ||
                      (LLVMIsAInstruction(v) && !gpuopt__loop_contains(fi->loops, l, gpuopt__cfg_block(fi->cfg, LLVMGetInstructionParent(v))));
        if (!outside || gpuopt__ptrmap_get(&map, v, NULL)) continue;
        if (!gpuopt__ptrmap_put(&map, v, 1) || !VEC_PUSH(&live, v)) oom = 1;
      }
    }
  /* the outlined function */
  unsigned idx = (*s->counter)++;
  unsigned nextra = nlev - 1; /* the inner loops' trip counts, after the rectangle's size */
  const gpuopt_loop *Lb = &fi->loops->loops[lev[nlev - 1]];
  const lf_loopinfo *LIb = &F->loops[lev[nlev - 1]];
  LLVMBasicBlockRef bheader = fi->cfg->blocks[Lb->header], bexit = fi->cfg->blocks[Lb->exits[0]];
  unsigned np = 3 + nextra + (unsigned)live.len;
  LLVMTypeRef *pt = calloc(np, sizeof *pt);
  LLVMValueRef *args = calloc(np + 3, sizeof *args);
  LLVMBasicBlockRef *nbks = calloc(Lb->nblocks, sizeof *nbks);
  if (oom || !pt || !args || !nbks) goto oom;
  pt[0] = pt[1] = s->ptr;
  pt[2] = s->i64;
  for (unsigned k = 0; k < nextra; k++) pt[3 + k] = s->i64;
  for (size_t k = 0; k < live.len; k++) pt[3 + nextra + k] = LLVMTypeOf(live.data[k]);
  char nm[96];
  snprintf(nm, sizeof nm, "__gpuopt_seq_loop%u", idx);
  LLVMValueRef of = LLVMAddFunction(s->m, nm, LLVMFunctionType(s->voidt, pt, np, 0));
  LLVMSetLinkage(of, LLVMInternalLinkage);
  {
    unsigned kn = LLVMGetEnumAttributeKindForName("nounwind", 8);
    LLVMAddAttributeAtIndex(of, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(s->c, kn, 0));
  }
  gpuopt_ptrmap vm;
  gpuopt__ptrmap_init(&vm);
  for (size_t k = 0; k < live.len; k++)
    if (!gpuopt__ptrmap_put(&vm, live.data[k], (uintptr_t)LLVMGetParam(of, 3 + nextra + (unsigned)k))) oom = 1;
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(s->c, of, "entry");
  LLVMBasicBlockRef head = LLVMAppendBasicBlockInContext(s->c, of, "seq.iter");
  for (uint32_t k = 0; k < Lb->nblocks && !oom; k++) {
    nbks[k] = LLVMAppendBasicBlockInContext(s->c, of, "seq.body");
    if (!gpuopt__ptrmap_put(&vm, LLVMBasicBlockAsValue(fi->cfg->blocks[Lb->blocks[k]]), (uintptr_t)LLVMBasicBlockAsValue(nbks[k]))) oom = 1;
  }
  LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(s->c, of, "seq.next");
  LLVMBasicBlockRef fini = LLVMAppendBasicBlockInContext(s->c, of, "seq.fini");
  LLVMBuilderRef ob = LLVMCreateBuilderInContext(s->c);
  LLVMPositionBuilderAtEnd(ob, entry);
  LLVMValueRef last = LLVMBuildAlloca(ob, s->i32, "last"), plb = LLVMBuildAlloca(ob, s->i64, "lb"),
               pub = LLVMBuildAlloca(ob, s->i64, "ub"), pst = LLVMBuildAlloca(ob, s->i64, "stride");
  LLVMValueRef one = LLVMConstInt(s->i64, 1, 0), tm1 = LLVMBuildSub(ob, LLVMGetParam(of, 2), one, "");
  LLVMBuildStore(ob, LLVMConstInt(s->i32, 0, 0), last);
  LLVMBuildStore(ob, LLVMConstInt(s->i64, 0, 0), plb);
  LLVMBuildStore(ob, tm1, pub);
  LLVMBuildStore(ob, one, pst);
  LLVMValueRef gtid = LLVMBuildLoad2(ob, s->i32, LLVMGetParam(of, 0), "gtid");
  LLVMTypeRef init_t = LLVMFunctionType(s->voidt, (LLVMTypeRef[]){s->ptr, s->i32, s->i32, s->ptr, s->ptr, s->ptr, s->ptr, s->i64, s->i64}, 9, 0);
  LLVMValueRef init_f = LLVMGetNamedFunction(s->m, "__kmpc_for_static_init_8");
  if (!init_f) init_f = LLVMAddFunction(s->m, "__kmpc_for_static_init_8", init_t);
  LLVMValueRef nullp = LLVMConstNull(s->ptr);
  LLVMBuildCall2(ob, init_t, init_f,
                 (LLVMValueRef[]){nullp, gtid, LLVMConstInt(s->i32, 34, 0), last, plb, pub, pst, one, one}, 9, "");
  LLVMValueRef ub = LLVMBuildLoad2(ob, s->i64, pub, "");
  ub = LLVMBuildSelect(ob, LLVMBuildICmp(ob, LLVMIntSGT, ub, tm1, ""), tm1, ub, "ub");
  LLVMValueRef lbv = LLVMBuildLoad2(ob, s->i64, plb, "lb");
  LLVMBuildCondBr(ob, LLVMBuildICmp(ob, LLVMIntSLE, lbv, ub, ""), head, fini);
  LLVMPositionBuilderAtEnd(ob, head);
  LLVMValueRef kphi = LLVMBuildPhi(ob, s->i64, "k");
  uint32_t hk = 0;
  while (Lb->blocks[hk] != Lb->header) hk++;
  LLVMValueRef iterbr = LLVMBuildBr(ob, nbks[hk]);
  LLVMPositionBuilderBefore(ob, iterbr);
  /* the point of the rectangle: k delinearised (2-D: q = k / X, r = k - q*X; 3-D: the same on r) */
  LLVMValueRef lidx[3] = {kphi, NULL, NULL};
  if (nlev == 2) {
    LLVMValueRef X = LLVMGetParam(of, 3);
    lidx[0] = LLVMBuildUDiv(ob, kphi, X, "seq.q");
    lidx[1] = LLVMBuildSub(ob, kphi, LLVMBuildMul(ob, lidx[0], X, ""), "seq.r");
  } else if (nlev == 3) {
    LLVMValueRef X1 = LLVMGetParam(of, 4), X0 = LLVMBuildMul(ob, LLVMGetParam(of, 3), X1, "seq.x0");
    lidx[0] = LLVMBuildUDiv(ob, kphi, X0, "seq.q");
    LLVMValueRef r0 = LLVMBuildSub(ob, kphi, LLVMBuildMul(ob, lidx[0], X0, ""), "seq.r");
    lidx[1] = LLVMBuildUDiv(ob, r0, X1, "seq.q1");
    lidx[2] = LLVMBuildSub(ob, r0, LLVMBuildMul(ob, lidx[1], X1, ""), "seq.r1");
  }
  /* each loop's induction variable: its start (the outer loops' code cloned as needed) + index*step */
  for (unsigned v = 0; v < nlev && !oom; v++) {
    const lf_loopinfo *LV = &F->loops[lev[v]];
    const gpuopt_loop *GV = &fi->loops->loops[lev[v]];
    LLVMTypeRef ivt = LLVMTypeOf(LV->iv);
    int64_t stv = step;
    LLVMValueRef start = ivstart;
    if (v) {
      gpuopt__sx_is_const(LV->iv_step, &stv);
      LLVMBasicBlockRef vpre = fi->cfg->blocks[GV->preheader];
      for (unsigned q = 0; q < LLVMCountIncoming(LV->iv); q++)
        if (LLVMGetIncomingBlock(LV->iv, q) == vpre) start = LLVMGetIncomingValue(LV->iv, q);
    }
    start = map_val(&vm, fi, l, lev[nlev - 1], iterbr, start, 0, &oom);
    LLVMPositionBuilderBefore(ob, iterbr);
    LLVMValueRef kk = LLVMGetIntTypeWidth(ivt) < 64 ? LLVMBuildTrunc(ob, lidx[v], ivt, "") : lidx[v];
    LLVMValueRef ivv = LLVMBuildAdd(ob, start, LLVMBuildMul(ob, kk, LLVMConstInt(ivt, (unsigned long long)stv, 1), ""), "iv");
    if (!gpuopt__ptrmap_put(&vm, LV->iv, (uintptr_t)ivv)) oom = 1;
  }
  /* clone the innermost loop of the chain (the whole nest when there is one loop) */
  for (uint32_t k = 0; k < Lb->nblocks && !oom; k++) {
    LLVMBasicBlockRef obk = fi->cfg->blocks[Lb->blocks[k]];
    LLVMPositionBuilderAtEnd(ob, nbks[k]);
    for (LLVMValueRef i = LLVMGetFirstInstruction(obk); i && !oom; i = LLVMGetNextInstruction(i)) {
      if (is_dbg(i) || i == LIb->iv) continue;
      LLVMValueRef ni;
      if (LLVMIsAPHINode(i)) {
        ni = LLVMBuildPhi(ob, LLVMTypeOf(i), "");
        if (!VEC_PUSH(&phis, i)) oom = 1;
      } else {
        ni = LLVMInstructionClone(i);
        LLVMInsertIntoBuilder(ob, ni);
        LLVMInstructionSetDebugLoc(ni, NULL);
      }
      if (!gpuopt__ptrmap_put(&vm, i, (uintptr_t)ni)) oom = 1;
    }
  }
  if (oom) {
    LLVMDisposeBuilder(ob);
    gpuopt__ptrmap_free(&vm);
    goto oom;
  }
  unsigned kloop = LLVMGetMDKindIDInContext(s->c, "llvm.loop", 9);
  for (uint32_t k = 0; k < Lb->nblocks && !oom; k++)
    for (LLVMValueRef ni = LLVMGetFirstInstruction(nbks[k]); ni; ni = LLVMGetNextInstruction(ni)) {
      if (LLVMIsAPHINode(ni)) continue;
      int n = LLVMGetNumOperands(ni);
      for (int o = 0; o < n; o++) {
        LLVMValueRef v = LLVMGetOperand(ni, (unsigned)o);
        if (!v || LLVMValueIsBasicBlock(v)) continue;
        LLVMValueRef mv = map_val(&vm, fi, l, lev[nlev - 1], iterbr, v, 0, &oom);
        if (mv != v) LLVMSetOperand(ni, (unsigned)o, mv);
      }
      if (LLVMIsATerminatorInst(ni)) {
        for (unsigned sc = 0; sc < LLVMGetNumSuccessors(ni); sc++) {
          LLVMBasicBlockRef sb = LLVMGetSuccessor(ni, sc);
          if (sb == bheader || sb == bexit) LLVMSetSuccessor(ni, sc, next);
          else LLVMSetSuccessor(ni, sc, LLVMValueAsBasicBlock((LLVMValueRef)gpuopt__ptrmap_get_or(&vm, LLVMBasicBlockAsValue(sb), (uintptr_t)LLVMBasicBlockAsValue(sb))));
        }
        LLVMSetMetadata(ni, kloop, NULL);
      }
    }
  for (size_t k = 0; k < phis.len; k++) {
    LLVMValueRef op = phis.data[k], np2 = (LLVMValueRef)gpuopt__ptrmap_get_or(&vm, op, (uintptr_t)op);
    for (unsigned q = 0; q < LLVMCountIncoming(op); q++) {
      LLVMValueRef v = LLVMGetIncomingValue(op, q);
      v = map_val(&vm, fi, l, lev[nlev - 1], iterbr, v, 0, &oom);
      LLVMBasicBlockRef from = LLVMGetIncomingBlock(op, q);
      LLVMBasicBlockRef nf = LLVMValueAsBasicBlock((LLVMValueRef)gpuopt__ptrmap_get_or(&vm, LLVMBasicBlockAsValue(from), (uintptr_t)LLVMBasicBlockAsValue(from)));
      LLVMAddIncoming(np2, &v, &nf, 1);
    }
  }
  if (oom) {
    LLVMDisposeBuilder(ob);
    gpuopt__ptrmap_free(&vm);
    goto oom;
  }
  LLVMPositionBuilderAtEnd(ob, next);
  LLVMValueRef k1 = LLVMBuildAdd(ob, kphi, one, "k.next");
  LLVMBuildCondBr(ob, LLVMBuildICmp(ob, LLVMIntSLE, k1, ub, ""), head, fini);
  LLVMAddIncoming(kphi, (LLVMValueRef[]){lbv, k1}, (LLVMBasicBlockRef[]){entry, next}, 2);
  LLVMPositionBuilderAtEnd(ob, fini);
  LLVMTypeRef fini_t = LLVMFunctionType(s->voidt, (LLVMTypeRef[]){s->ptr, s->i32}, 2, 0);
  LLVMValueRef fini_f = LLVMGetNamedFunction(s->m, "__kmpc_for_static_fini");
  if (!fini_f) fini_f = LLVMAddFunction(s->m, "__kmpc_for_static_fini", fini_t);
  LLVMBuildCall2(ob, fini_t, fini_f, (LLVMValueRef[]){nullp, gtid}, 2, "");
  LLVMBuildRetVoid(ob);
  LLVMDisposeBuilder(ob);
  gpuopt__ptrmap_free(&vm);
  /* host: preheader -> [test] -> try -> exit | header */
  LLVMBasicBlockRef tryb = LLVMInsertBasicBlockInContext(s->c, header, "seq.offload");
  LLVMBasicBlockRef ovb = NULL;
  LLVMPositionBuilderBefore(b, pterm);
  if (ok) {
    ovb = LLVMInsertBasicBlockInContext(s->c, header, "seq.overlap");
    LLVMBuildCondBr(b, ok, tryb, ovb);
    LLVMPositionBuilderAtEnd(b, ovb);
    char where[200];
    snprintf(where, sizeof where, "%s:%u", fname(F->fn), F->loops[l].line);
    LLVMValueRef ws = LLVMConstStringInContext2(s->c, where, strlen(where), 0);
    LLVMValueRef wg = LLVMAddGlobal(s->m, LLVMTypeOf(ws), "__gpuopt_seq_where");
    LLVMSetInitializer(wg, ws);
    LLVMSetLinkage(wg, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(wg, 1);
    LLVMTypeRef ov_t = LLVMFunctionType(s->voidt, &s->ptr, 1, 0);
    LLVMValueRef ov_f = LLVMGetNamedFunction(s->m, "__gpuopt_omp_overlap");
    if (!ov_f) ov_f = LLVMAddFunction(s->m, "__gpuopt_omp_overlap", ov_t);
    LLVMBuildCall2(b, ov_t, ov_f, &wg, 1, "");
    LLVMBuildBr(b, header);
  } else LLVMBuildBr(b, tryb);
  LLVMMetadataRef dl = LLVMInstructionGetDebugLoc(pterm);
  LLVMInstructionEraseFromParent(pterm);
  LLVMPositionBuilderAtEnd(b, tryb);
  LLVMTypeRef fork_t = LLVMFunctionType(s->i32, (LLVMTypeRef[]){s->ptr, s->i32, s->ptr}, 3, 1);
  LLVMValueRef fork_f = LLVMGetNamedFunction(s->m, GPUOPT_SEQ_FORK);
  if (!fork_f) fork_f = LLVMAddFunction(s->m, GPUOPT_SEQ_FORK, fork_t);
  /* the exact byte range [lo, hi] of each live-in base from the bounds (issue 14), relative to
   * the pointer, for the runtime's transfers: {lo, hi, dlo, dhi} per fork argument, INT64_MIN when
   * unknown (the runtime then moves the whole object; no dense range: copied in as well) */
  LLVMValueRef rng = nullp;
  uint32_t nglob = 0;
  for (uint32_t q = 0; q < R.nb; q++)
    if (LLVMIsAGlobalVariable(R.b[q].base)) nglob++;
  if (live.len || nglob) {
    /* {lo, hi, dlo, dhi} per fork argument, then the globals: count, {address, lo, hi, dlo, dhi} each */
    size_t nfork = live.len + 1 + nextra;
    LLVMTypeRef at = LLVMArrayType2(s->i64, 4 * nfork + 1 + 5 * (size_t)nglob);
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(s->c);
    LLVMBasicBlockRef fentry = LLVMGetEntryBasicBlock(F->fn);
    LLVMPositionBuilderBefore(eb, LLVMGetFirstInstruction(fentry));
    rng = LLVMBuildAlloca(eb, at, "seq.ranges");
    LLVMDisposeBuilder(eb);
    size_t slot = 0;
#define PUT(val)                                                                                    \
  do {                                                                                              \
    LLVMValueRef ix_[2] = {LLVMConstInt(s->i64, 0, 0), LLVMConstInt(s->i64, slot++, 0)};            \
    LLVMBuildStore(b, (val), LLVMBuildGEP2(b, at, rng, ix_, 2, ""));                                \
  } while (0)
    for (size_t k = 0; k < nfork + nglob; k++) {
      LLVMValueRef v4[4];
      const lf_bound *bd = NULL;
      if (k < nfork) {
        LLVMValueRef v = k > nextra ? live.data[k - 1 - nextra] : NULL;
        for (uint32_t q = 0; v && q < R.nb; q++)
          if (R.b[q].base == v) bd = &R.b[q];
      } else {
        if (k == nfork) PUT(LLVMConstInt(s->i64, nglob, 0));
        uint32_t g = 0;
        for (uint32_t q = 0; q < R.nb && !bd; q++)
          if (LLVMIsAGlobalVariable(R.b[q].base) && g++ == k - nfork) bd = &R.b[q];
        PUT(LLVMBuildPtrToInt(b, bd->base, s->i64, ""));
      }
      range4(s, b, fi, L->preheader, bd, v4);
      for (int e = 0; e < 4; e++) PUT(v4[e]);
    }
#undef PUT
  }
  args[0] = rng;
  args[1] = LLVMConstInt(s->i32, np - 2, 0);
  args[2] = of;
  args[3] = total;
  for (unsigned k = 0; k < nextra; k++) args[4 + k] = ltv[1 + k];
  for (size_t k = 0; k < live.len; k++) args[4 + nextra + k] = live.data[k];
  LLVMValueRef call = LLVMBuildCall2(b, fork_t, fork_f, args, np + 1, "");
  /* the loop's own line for the report */
  LLVMValueRef lterm = LLVMGetBasicBlockTerminator(fi->cfg->blocks[L->latches ? L->latches[0] : L->header]);
  LLVMMetadataRef ldl = lterm ? LLVMInstructionGetDebugLoc(lterm) : NULL;
  LLVMInstructionSetDebugLoc(call, ldl ? ldl : dl);
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, call, LLVMConstInt(s->i32, 0, 0), ""), exitb, header);
  /* the header's phis (the IV only): the preheader's entry becomes try's and overlap's (the C API
   * cannot remove an incoming entry: the phi is rebuilt) */
  {
    LLVMValueRef p = LI->iv;
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(header));
    LLVMValueRef nphi = LLVMBuildPhi(b, LLVMTypeOf(p), "");
    for (unsigned q = 0; q < LLVMCountIncoming(p); q++) {
      LLVMBasicBlockRef from = LLVMGetIncomingBlock(p, q);
      if (from == pre) continue;
      LLVMValueRef v = LLVMGetIncomingValue(p, q);
      LLVMAddIncoming(nphi, &v, &from, 1);
    }
    LLVMAddIncoming(nphi, &ivstart, &tryb, 1);
    if (ovb) LLVMAddIncoming(nphi, &ivstart, &ovb, 1);
    LLVMReplaceAllUsesWith(p, nphi);
    char pn[128];
    snprintf(pn, sizeof pn, "%s", fname(p));
    LLVMInstructionEraseFromParent(p);
    LLVMSetValueName2(nphi, pn, strlen(pn));
  }
  LLVMDisposeBuilder(b);
  VEC_FREE(&live);
  VEC_FREE(&phis);
  gpuopt__ptrmap_free(&map);
  free(pt), free(args), free(nbks), free(pairs);
  gpuopt__seq_done d = {F->fn, F->loops[l].line, npairs, nlev};
  if (!VEC_PUSH(&s->rep->done, d) || !gpuopt__ptrmap_put(&s->done, header, 1)) return -1;
  return 1;
oom:
  LLVMDisposeBuilder(b);
  VEC_FREE(&live);
  VEC_FREE(&phis);
  gpuopt__ptrmap_free(&map);
  free(pt), free(args), free(nbks), free(pairs);
  return -1;
#undef KEEP
}

/* One function: the outermost loops first; a loop that is not outlined is recorded, and its
 * children tried when it is not parallel. The function is analysed again after each change. */
static gpuopt_status run_function(seq_state *s, LLVMValueRef fn) {
  for (int round = 0; round < 256; round++) {
    lf_func F;
    gpuopt_status st = gpuopt__lf_build(s->ctx, fn, &F);
    if (st) {
      gpuopt__lf_free(&F);
      return st;
    }
    uint32_t *stack = malloc(sizeof *stack * (F.nloops + 1));
    if (!stack) {
      gpuopt__lf_free(&F);
      return gpuopt__oom(s->ctx, WHO);
    }
    uint32_t sp = 0;
    for (uint32_t l = F.nloops; l-- > 0;)
      if (F.loops[l].parent == GPUOPT_NONE) stack[sp++] = l;
    int changed = 0, fail = 0;
    while (sp && !changed && !fail) {
      uint32_t l = stack[--sp];
      if (gpuopt__ptrmap_get(&s->done, F.fi->cfg->blocks[F.loops[l].header], NULL)) continue;
      lf_par par;
      int okp = gpuopt__lf_parallel(&F, l, &par);
      if (okp && par.parallel) {
        int r = outline(s, &F, l, &par);
        if (r < 0) fail = 1;
        else if (r > 0) changed = 1;
        if (r != 0) continue;
      } else if (!keep(s, &F, l, okp && par.reason ? par.reason : "not parallel")) fail = 1;
      for (uint32_t c = F.nloops; c-- > 0;)
        if (F.loops[c].parent == l) stack[sp++] = c;
    }
    free(stack);
    gpuopt__lf_free(&F);
    gpuopt__invalidate(s->ctx, fn, 0);
    if (fail) return gpuopt__oom(s->ctx, WHO);
    if (!changed) return GPUOPT_OK;
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt__offload_seq(gpuopt_ctx *ctx, LLVMModuleRef m, int interchange, gpuopt__seq_report *rep) {
  memset(rep, 0, sizeof *rep);
  /* the functions of OpenMP regions keep their loops */
  gpuopt_ptrmap region;
  gpuopt__ptrmap_init(&region);
  int any = 0;
  /* an OpenMP program (it forks): its directives say which loops are parallel (Wang §3's setting),
   * its other loops stay as they are */
  LLVMValueRef fork = LLVMGetNamedFunction(m, "__kmpc_fork_call");
  if (fork && LLVMGetFirstUse(fork)) {
    gpuopt__ptrmap_free(&region);
    return GPUOPT_OK;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    any = 1;
    if (strstr(fname(f), "omp_outlined") && !mark_region_code(&region, f, 0)) {
      gpuopt__ptrmap_free(&region);
      return gpuopt__oom(ctx, WHO);
    }
  }
  if (!any) {
    gpuopt__ptrmap_free(&region);
    return GPUOPT_OK;
  }
  gpuopt_status st = gpuopt_loops_canonicalize(ctx, m);
  /* Wang 4.1 loop interchange (loop_interchange.c, wang20e's hook): a sequential loop around a
   * parallel one is interchanged where the dependences allow, so the parallel loop is outlined as
   * one launch; the new nests are canonicalised like the rest */
  if (!st && interchange && !(st = gpuopt__loop_interchange_for_offload(ctx, m, &rep->interchanged)) &&
      rep->interchanged)
    st = gpuopt_loops_canonicalize(ctx, m);
  if (st) {
    gpuopt__ptrmap_free(&region);
    return st;
  }
  gpuopt__invalidate_all(ctx);
  seq_state s = {ctx, m, LLVMGetModuleContext(m), NULL, NULL, NULL, NULL, NULL, rep, &rep->nloops, {0}, {0}};
  gpuopt__ptrmap_init(&s.done);
  gpuopt__ptrmap_init(&s.seen);
  s.i1 = LLVMInt1TypeInContext(s.c);
  s.i32 = LLVMInt32TypeInContext(s.c);
  s.i64 = LLVMInt64TypeInContext(s.c);
  s.ptr = LLVMPointerTypeInContext(s.c, 0);
  s.voidt = LLVMVoidTypeInContext(s.c);
  /* the functions as they are now (outlined ones are added at the end and not visited) */
  VEC(LLVMValueRef) fns = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && !gpuopt__ptrmap_get(&region, f, NULL) && !VEC_PUSH(&fns, f)) {
      VEC_FREE(&fns);
      gpuopt__ptrmap_free(&region);
      return gpuopt__oom(ctx, WHO);
    }
  for (size_t i = 0; i < fns.len && !st; i++) st = run_function(&s, fns.data[i]);
  VEC_FREE(&fns);
  gpuopt__ptrmap_free(&region);
  gpuopt__ptrmap_free(&s.done);
  gpuopt__ptrmap_free(&s.seen);
  gpuopt__invalidate_all(ctx);
  return st;
}

void gpuopt__seq_report_free(gpuopt__seq_report *rep) {
  if (!rep) return;
  VEC_FREE(&rep->kept);
  VEC_FREE(&rep->done);
}
