/* clang -O2/-O3's runtime-unrolled and vectorised worksharing loops, folded back into their scalar
 * copy so that the grid matcher (offload.c, match_grid) maps them one thread per iteration.
 *
 * clang's optimisers leave the worksharing loop `for (iv = lb; iv <= ub; iv++) body` as two loops:
 *   - the runtime unroller (trip count T = ub - lb + 1): the loop unrolled by k and a remainder
 *     loop of T % k iterations with a counter of its own, `c + 1 == T & (k-1)`, before the
 *     unrolled loop (prologue) or after it (epilogue); when T < k the code bypasses the unrolled
 *     loop and the remainder loop runs all T iterations from lb;
 *   - the loop vectoriser: a vector body (step 4, 8...) and the original loop as scalar remainder
 *     (its own exit test kept); when T is below the vector width, or a run-time overlap check
 *     fails, the code bypasses the vector body and the scalar loop runs from lb.
 * The remainder loop's body is the original scalar body (the optimisers clone it). Folding takes
 * those bypasses always and lets the scalar copy run the whole space: on the unrolled form its
 * counter test becomes `Q + 1 == lb + T`, i.e. the original `iv <= ub` (T = ub - lb + 1 is the
 * count the unroller's remainder was taken from). The path is one the code itself takes (T < k),
 * with the remainder running T iterations instead of T % k = T: the original loop. The unrolled or
 * vector copy becomes unreachable and is deleted.
 *
 * Recognised conservatively (gpuopt__fold_find): a static schedule without chunk and increment 1;
 * the scalar loop an innermost loop with one latch that is its only exiting block, marked by its
 * optimiser (`llvm.loop.unroll.disable` on a remainder, `llvm.loop.isvectorized` on a scalar
 * loop); its variable Q = [q0, pre], [Q + 1, latch] with q0 the lower bound as loaded (or
 * extended), directly or through a phi whose other incoming values come from the bypassed code;
 * T evaluates to ub - lb + 1 (checked on sample bounds: it is linear in them);
 * the forced branches: those delivering q0 to that phi, the remainder's `T & (k-1) == 0` tests
 * (taken as nonzero; LLVM 22's `assume(T & (k-1) != 0)` before the remainder is deleted), and
 * after the remainder the branch into the unrolled loop (prologue form); `T & (k-1)` has no other
 * use in the code kept;
 * afterwards no loop but the scalar one is reachable in the function. Only the device copy is
 * folded (the host keeps clang's code as its CPU version); the host decides with the same
 * recognition on its copy, and the range function (offload_ranges.c) folds its own clone of the
 * host copy so that the transfers are the scalar copy's exact ranges.
 *
 * The unroller's remainder of 1 (unroll by 2) is no loop: one straight-line iteration B, run when
 * the trip count is odd (a parity test in Q's block H), then J tests `Q == ub` and enters the
 * loop unrolled by 2 (prologue form; behind the vector body, corr/covar/gramschmidt at -O2/-O3).
 * When B computes what the unrolled loop's first copy computes (peel_find: the same instructions,
 * operands paired, Q for the unrolled variable), the loop is rebuilt from it: H's test takes B,
 * J goes back to H with Q + 1 (its test rewritten as clang's widened `trunc(Q + 1) == ub + 1`), and
 * the unrolled loop becomes unreachable. The epilogue form (epi_find) runs the straight-line
 * iteration E after the loop unrolled by 2, when the trip count is odd (its test may carry the
 * body's guard, and LLVM 22 tests the parity in a block of its own and assumes it in E's): when E
 * computes what the unrolled loop's first copy computes under the same guard, E's test block X
 * becomes the header, a new latch `Q + 1 == T` follows E, and the bypass of the unrolled loop is
 * taken.
 *
 * Versions (gpuopt__fold_versions_find, at the end of this file): clang -O3's loop unswitching
 * makes several copies of the worksharing loop under uniform conditions; each is recognised on its
 * path (plain, folded, or no loop) and all are mapped. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "transform/offload_fold.h"
#include "transform/offload_ranges.h"

#define FOLD_MAX_LB 16

static int const_is(LLVMValueRef v, long long k) {
  return v && LLVMIsAConstantInt(v) && LLVMConstIntGetSExtValue(v) == k;
}

/* q = phi [v0, ...], [q + 1, lt]: an integer counter stepping by 1 on the edge from latch lt. */
static int unit_step_phi(LLVMValueRef q, LLVMBasicBlockRef lt, LLVMValueRef *nx, LLVMValueRef *v0) {
  if (LLVMCountIncoming(q) != 2 || LLVMGetTypeKind(LLVMTypeOf(q)) != LLVMIntegerTypeKind) return 0;
  unsigned il = LLVMGetIncomingBlock(q, 0) == lt ? 0 : 1;
  if (LLVMGetIncomingBlock(q, il) != lt) return 0;
  *nx = LLVMGetIncomingValue(q, il), *v0 = LLVMGetIncomingValue(q, 1 - il);
  return LLVMIsAInstruction(*nx) && LLVMGetInstructionOpcode(*nx) == LLVMAdd && LLVMGetOperand(*nx, 0) == q &&
         const_is(LLVMGetOperand(*nx, 1), 1);
}

/* the latch branch's llvm.loop metadata has a property named name */
static int loop_md_has(LLVMValueRef br, const char *name) {
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(br));
  return gpuopt__loop_md_has(LLVMGetMetadata(br, LLVMGetMDKindIDInContext(c, "llvm.loop", 9)), name);
}

static int in_list(LLVMValueRef v, LLVMValueRef *l, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (l[i] == v) return 1;
  return 0;
}

/* an icmp of phi, next or a truncation of either (the scalar loop's own exit test) */
static int var_test(LLVMValueRef c, LLVMValueRef phi, LLVMValueRef next) {
  if (!c || !LLVMIsAICmpInst(c)) return 0;
  for (unsigned o = 0; o < 2; o++) {
    LLVMValueRef v = LLVMGetOperand(c, o);
    if (LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMTrunc) v = LLVMGetOperand(v, 0);
    if (v == phi || v == next) return 1;
  }
  return 0;
}

/* v evaluated with the lower bound lb = a and the upper bound ub = b (the value stored to the
 * static_init's upper bound after the call; a phi in lbv: the scalar copy's start, lb on the path
 * the fold keeps): adds, subtractions, multiplications, casts and
 * constants of those; 0 when it is something else. */
static int eval_bounds(LLVMValueRef v, LLVMValueRef *lbv, unsigned nlb, LLVMValueRef ub, uint64_t a, uint64_t b,
                       uint64_t *out, int depth) {
  if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return 0;
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  uint64_t mask = w >= 64 ? ~0ull : (1ull << w) - 1;
  if (LLVMIsAConstantInt(v)) return *out = LLVMConstIntGetZExtValue(v) & mask, 1;
  if (v == ub) return *out = b & mask, 1;
  if ((LLVMIsALoadInst(v) || LLVMIsAPHINode(v)) && in_list(v, lbv, nlb)) return *out = a & mask, 1;
  if (depth > 12 || !LLVMIsAInstruction(v)) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  uint64_t x, y;
  switch (op) {
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
    if (!eval_bounds(LLVMGetOperand(v, 0), lbv, nlb, ub, a, b, &x, depth + 1) ||
        !eval_bounds(LLVMGetOperand(v, 1), lbv, nlb, ub, a, b, &y, depth + 1))
      return 0;
    *out = (op == LLVMAdd ? x + y : op == LLVMSub ? x - y : x * y) & mask;
    return 1;
  case LLVMZExt:
  case LLVMSExt:
  case LLVMTrunc: {
    LLVMValueRef o = LLVMGetOperand(v, 0);
    if (!eval_bounds(o, lbv, nlb, ub, a, b, &x, depth + 1)) return 0;
    unsigned ow = LLVMGetIntTypeWidth(LLVMTypeOf(o));
    if (op == LLVMSExt && ow < 64 && (x >> (ow - 1)) & 1) x |= ~0ull << ow;
    *out = x & mask;
    return 1;
  }
  default:
    return 0;
  }
}

/* whether t is ub - lb + 1 (the worksharing loop's trip count), checked on sample bounds: t is
 * linear in them (eval_bounds), so agreement on these points with different slopes is equality */
static int is_trip_count(LLVMValueRef init, LLVMValueRef t, LLVMValueRef *lbv, unsigned nlb) {
  LLVMValueRef pub = LLVMGetOperand(init, 5), ub = NULL;
  for (LLVMValueRef in = LLVMGetNextInstruction(init); in; in = LLVMGetNextInstruction(in))
    if (LLVMIsAStoreInst(in) && LLVMGetOperand(in, 1) == pub) ub = LLVMGetOperand(in, 0);
  if (!ub) return 0;
  static const uint64_t pts[4][2] = {{0, 9}, {5, 5}, {3, 100}, {17, 1000}};
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(t));
  uint64_t mask = w >= 64 ? ~0ull : (1ull << w) - 1;
  for (unsigned i = 0; i < 4; i++) {
    uint64_t v;
    if (!eval_bounds(t, lbv, nlb, ub, pts[i][0], pts[i][1], &v, 0) || v != ((pts[i][1] - pts[i][0] + 1) & mask)) return 0;
  }
  return 1;
}

/* Whether bb calls __kmpc_reduce(_nowait) (or the runtime's wrapper): the reduction's combination
 * follows it, after the worksharing loop. */
static int has_reduce_call(LLVMBasicBlockRef bb) {
  for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
    if (LLVMGetInstructionOpcode(in) != LLVMCall || !LLVMIsAFunction(LLVMGetCalledValue(in))) continue;
    size_t n;
    const char *nm = LLVMGetValueName2(LLVMGetCalledValue(in), &n);
    if (nm && (!strncmp(nm, "__kmpc_reduce", 13) || !strncmp(nm, "__gpuopt_omp_reduce", 19))) return 1;
  }
  return 0;
}

/* blocks reachable from block `from` with the forced branches taking their successor */
static void reach(const gpuopt_cfg *cfg, const gpuopt__fold *f, uint32_t from, uint8_t *seen, uint32_t *stack) {
  uint32_t n = cfg->g.n, sp = 0;
  memset(seen, 0, n);
  seen[from] = 1, stack[sp++] = from;
  while (sp) {
    uint32_t b = stack[--sp];
    if (b != from && has_reduce_call(cfg->blocks[b])) continue; /* the combination: after the loop */
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[b]);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    int forced = -1;
    for (unsigned i = 0; i < f->nforced; i++)
      if (f->forced[i] == t) forced = (int)f->succ[i];
    for (unsigned i = 0; i < ns; i++) {
      if (forced >= 0 && (unsigned)forced != i) continue;
      if (t == f->peel_br && i == f->peel_succ) continue; /* goes back to Q's block once folded */
      uint32_t s = gpuopt__cfg_block(cfg, LLVMGetSuccessor(t, i));
      if (s != GPUOPT_NONE && !seen[s]) seen[s] = 1, stack[sp++] = s;
    }
  }
}

/* whether a reachable loop header other than loop `keep`'s is in seen */
static int other_loop(const gpuopt_loops *ls, uint32_t keep, const uint8_t *seen) {
  for (uint32_t i = 0; i < ls->nloops; i++)
    if (i != keep && seen[ls->loops[i].header]) return 1;
  return 0;
}

static int force(gpuopt__fold *f, LLVMValueRef br, unsigned succ) {
  for (unsigned i = 0; i < f->nforced; i++)
    if (f->forced[i] == br) return f->succ[i] == succ;
  if (f->nforced == GPUOPT_FOLD_MAX_FORCED) return 0;
  f->forced[f->nforced] = br, f->succ[f->nforced++] = succ;
  return 1;
}

/* the lower bound of static_init call init: loads of its lb slot in init's function, and their
 * extensions; their number */
static unsigned lower_bounds(LLVMValueRef init, LLVMValueRef *lbv) {
  if (!init || LLVMGetNumArgOperands(init) != 9) return 0;
  if (!const_is(LLVMGetOperand(init, 2), 34) || !const_is(LLVMGetOperand(init, 7), 1)) return 0;
  LLVMValueRef plb = LLVMGetOperand(init, 4);
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  unsigned nlb = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(plb); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef l = LLVMGetUser(u);
    if (!LLVMIsALoadInst(l) || LLVMGetBasicBlockParent(LLVMGetInstructionParent(l)) != fn) continue;
    if (nlb < FOLD_MAX_LB) lbv[nlb++] = l;
    for (LLVMUseRef lu = LLVMGetFirstUse(l); lu; lu = LLVMGetNextUse(lu)) {
      LLVMValueRef w = LLVMGetUser(lu);
      if (LLVMIsAInstruction(w) && (LLVMGetInstructionOpcode(w) == LLVMSExt || LLVMGetInstructionOpcode(w) == LLVMZExt) &&
          nlb < FOLD_MAX_LB)
        lbv[nlb++] = w;
    }
  }
  return nlb;
}

/* Whether instructions a (of the peeled iteration) and b (of the unrolled loop's first copy) compute
 * the same thing, operands paired by the map m (a's values -> b's; Q -> R first): same opcode,
 * type, flags and operands. */
#define PEEL_MAX 256
typedef struct peel_map { LLVMValueRef a[PEEL_MAX], b[PEEL_MAX]; unsigned n; } peel_map;

static int peel_same_inst(peel_map *m, LLVMValueRef a, LLVMValueRef b) {
  LLVMOpcode op = LLVMGetInstructionOpcode(a);
  if (op != LLVMGetInstructionOpcode(b) || LLVMTypeOf(a) != LLVMTypeOf(b) || LLVMIsAPHINode(a) || LLVMIsATerminatorInst(a))
    return 0;
  int n = LLVMGetNumOperands(a);
  if (n != LLVMGetNumOperands(b)) return 0;
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    if (LLVMGetNSW(a) != LLVMGetNSW(b) || LLVMGetNUW(a) != LLVMGetNUW(b)) return 0;
    break;
  case LLVMUDiv: case LLVMSDiv: case LLVMLShr: case LLVMAShr:
    if (LLVMGetExact(a) != LLVMGetExact(b)) return 0;
    break;
  case LLVMOr:
    if (LLVMGetIsDisjoint(a) != LLVMGetIsDisjoint(b)) return 0;
    break;
  case LLVMICmp:
    if (LLVMGetICmpPredicate(a) != LLVMGetICmpPredicate(b)) return 0;
    break;
  case LLVMFCmp:
    if (LLVMGetFCmpPredicate(a) != LLVMGetFCmpPredicate(b)) return 0;
    break;
  case LLVMGetElementPtr:
    if (LLVMGetGEPSourceElementType(a) != LLVMGetGEPSourceElementType(b) || LLVMIsInBounds(a) != LLVMIsInBounds(b)) return 0;
    break;
  case LLVMLoad: case LLVMStore:
    if (LLVMGetVolatile(a) || LLVMGetVolatile(b) || LLVMGetOrdering(a) != LLVMGetOrdering(b)) return 0;
    break;
  case LLVMCall:
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP:
  case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
  case LLVMSelect: case LLVMAnd: case LLVMXor: case LLVMURem: case LLVMSRem:
  case LLVMExtractElement: case LLVMInsertElement: case LLVMShuffleVector:
    break;
  default:
    return 0; /* atomics, allocas, ...: not taken */
  }
  if (LLVMCanValueUseFastMathFlags(a) && LLVMGetFastMathFlags(a) != LLVMGetFastMathFlags(b)) return 0;
  if (op == LLVMShuffleVector) {
    unsigned k = LLVMGetNumMaskElements(a);
    if (k != LLVMGetNumMaskElements(b)) return 0;
    for (unsigned i = 0; i < k; i++)
      if (LLVMGetMaskValue(a, i) != LLVMGetMaskValue(b, i)) return 0;
  }
  for (int i = 0; i < n; i++) {
    LLVMValueRef x = LLVMGetOperand(a, (unsigned)i), y = LLVMGetOperand(b, (unsigned)i);
    unsigned k = 0;
    while (k < m->n && m->a[k] != x) k++;
    if (k < m->n ? m->b[k] != y : x != y) return 0;
  }
  if (m->n == PEEL_MAX) return 0;
  m->a[m->n] = a, m->b[m->n++] = b;
  return 1;
}

/* The prologue form of a scalar copy unrolled by 2 (see gpuopt__fold.peel_br): loop i of ls (U:
 * header phi R = [s, P], [R + 2, latch], its latch marked llvm.loop.isvectorized) entered from P,
 * whose only instruction is the branch to U; s = phi [Q, H], [Q + 1, B] in J; J holds its phis, one
 * icmp and a conditional branch to P or elsewhere; B's only predecessor is H and it falls through to
 * J; H ends in a conditional branch to B or J; and B (without Q + 1) computes what the start of U's
 * header computes with R for Q: one iteration of the same body. Fills f->phi (Q), next (Q + 1),
 * latch_br (J's branch) and the peel fields. */
static int no_effect(LLVMValueRef in) {
  return !LLVMIsAStoreInst(in) && !LLVMIsACallInst(in) && !LLVMIsAAtomicRMWInst(in) && !LLVMIsAAtomicCmpXchgInst(in) &&
         !LLVMIsAFenceInst(in) && !(LLVMIsALoadInst(in) && LLVMGetVolatile(in));
}

/* v is the upper bound stored after static_init call init (checked on sample bounds, as T) */
static int is_upper(LLVMValueRef init, LLVMValueRef v, LLVMValueRef *lbv, unsigned nlb) {
  LLVMValueRef pub = LLVMGetOperand(init, 5), ub = NULL;
  for (LLVMValueRef in = LLVMGetNextInstruction(init); in; in = LLVMGetNextInstruction(in))
    if (LLVMIsAStoreInst(in) && LLVMGetOperand(in, 1) == pub) ub = LLVMGetOperand(in, 0);
  if (!ub || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return 0;
  static const uint64_t pts[4][2] = {{0, 9}, {5, 5}, {3, 100}, {17, 1000}};
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  uint64_t mask = w >= 64 ? ~0ull : (1ull << w) - 1;
  for (unsigned i = 0; i < 4; i++) {
    uint64_t x;
    if (!eval_bounds(v, lbv, nlb, ub, pts[i][0], pts[i][1], &x, 0) || x != (pts[i][1] & mask)) return 0;
  }
  return 1;
}

static int peel_find(const gpuopt_cfg *cfg, const gpuopt_loops *ls, uint32_t i, gpuopt__fold *f, LLVMValueRef init,
                     LLVMValueRef *lbv, unsigned nlb) {
  const gpuopt_loop *L = &ls->loops[i];
  LLVMBasicBlockRef uh = cfg->blocks[L->header], lt = cfg->blocks[L->latches[0]];
  for (LLVMValueRef r = LLVMGetFirstInstruction(uh); r && LLVMIsAPHINode(r); r = LLVMGetNextInstruction(r)) {
    if (LLVMCountIncoming(r) != 2 || LLVMGetTypeKind(LLVMTypeOf(r)) != LLVMIntegerTypeKind) continue;
    unsigned il = LLVMGetIncomingBlock(r, 0) == lt ? 0 : 1;
    if (LLVMGetIncomingBlock(r, il) != lt) continue;
    LLVMValueRef rn = LLVMGetIncomingValue(r, il), s = LLVMGetIncomingValue(r, 1 - il);
    LLVMBasicBlockRef P = LLVMGetIncomingBlock(r, 1 - il);
    if (!LLVMIsAInstruction(rn) || LLVMGetInstructionOpcode(rn) != LLVMAdd || LLVMGetOperand(rn, 0) != r ||
        !const_is(LLVMGetOperand(rn, 1), 2))
      continue;
    LLVMValueRef pt = LLVMGetBasicBlockTerminator(P);
    if (!pt || !LLVMIsABranchInst(pt)) continue;
    /* P == J (J branches into U itself), or a block of its own between them */
    int pj = LLVMIsAPHINode(s) && LLVMGetInstructionParent(s) == P;
    if (pj) pt = LLVMGetFirstInstruction(P); /* nothing of P's to check below but its phis */
    else if (LLVMIsConditional(pt)) continue;
    /* P computes for U only (clang: the second copy's base pointer), without effects */
    int pok = 1;
    for (LLVMValueRef in = LLVMGetFirstInstruction(P); !pj && in != pt && pok; in = LLVMGetNextInstruction(in)) {
      pok = !LLVMIsAPHINode(in) && no_effect(in);
      for (LLVMUseRef u = LLVMGetFirstUse(in); u && pok; u = LLVMGetNextUse(u)) {
        LLVMValueRef w = LLVMGetUser(u);
        uint32_t wb = LLVMIsAInstruction(w) ? gpuopt__cfg_block(cfg, LLVMGetInstructionParent(w)) : GPUOPT_NONE;
        pok = wb != GPUOPT_NONE && (LLVMGetInstructionParent(w) == P || gpuopt__loop_contains(ls, i, wb));
      }
    }
    if (!pok) continue;
    if (!LLVMIsAPHINode(s) || LLVMCountIncoming(s) != 2) continue;
    LLVMBasicBlockRef J = LLVMGetInstructionParent(s);
    LLVMValueRef jbr = LLVMGetBasicBlockTerminator(J);
    if (!jbr || !LLVMIsABranchInst(jbr) || !LLVMIsConditional(jbr)) continue;
    LLVMBasicBlockRef to = pj ? uh : P;
    unsigned js = LLVMGetSuccessor(jbr, 0) == to ? 0 : 1;
    if (LLVMGetSuccessor(jbr, js) != to || LLVMGetSuccessor(jbr, 1 - js) == to) continue;
    /* s = phi [Q, H], [Q + 1, B] */
    LLVMValueRef q = NULL, nx = NULL;
    LLVMBasicBlockRef H = NULL, B = NULL;
    for (unsigned k = 0; k < 2; k++) {
      LLVMValueRef v = LLVMGetIncomingValue(s, k);
      if (LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAdd && const_is(LLVMGetOperand(v, 1), 1) &&
          LLVMGetOperand(v, 0) == LLVMGetIncomingValue(s, 1 - k))
        nx = v, q = LLVMGetIncomingValue(s, 1 - k), B = LLVMGetIncomingBlock(s, k), H = LLVMGetIncomingBlock(s, 1 - k);
    }
    if (!nx || !LLVMIsAPHINode(q) || LLVMGetInstructionParent(q) != H || LLVMGetInstructionParent(nx) != B || B == H) continue;
    /* J: phis, the exit test, the branch */
    LLVMValueRef x = LLVMGetFirstInstruction(J);
    while (x && LLVMIsAPHINode(x)) x = LLVMGetNextInstruction(x);
    if (!x || !LLVMIsAICmpInst(x) || LLVMGetNextInstruction(x) != jbr || LLVMGetCondition(jbr) != x) continue;
    /* the test: Q (or its truncation) == X, X not Q's */
    if (LLVMGetICmpPredicate(x) != LLVMIntEQ && LLVMGetICmpPredicate(x) != LLVMIntNE) continue;
    int qside = -1;
    for (unsigned o = 0; o < 2; o++) {
      LLVMValueRef v = LLVMGetOperand(x, o);
      if (v == q || (LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMTrunc && LLVMGetOperand(v, 0) == q)) qside = (int)o;
    }
    if (qside < 0) continue;
    {
      /* X is the last iteration: the loop rebuilt runs [lb, ub] */
      LLVMValueRef X = LLVMGetOperand(x, 1 - (unsigned)qside);
      if ((LLVMIsAInstruction(X) && LLVMGetInstructionParent(X) == J) || !is_upper(init, X, lbv, nlb)) continue;
    }
    /* H branches to B or J; B's only predecessor is H, and it falls through to J */
    LLVMValueRef hbr = LLVMGetBasicBlockTerminator(H), bbr = LLVMGetBasicBlockTerminator(B);
    if (!hbr || !LLVMIsABranchInst(hbr) || !LLVMIsConditional(hbr) || !bbr || !LLVMIsABranchInst(bbr) ||
        LLVMIsConditional(bbr) || LLVMGetSuccessor(bbr, 0) != J)
      continue;
    unsigned hs = LLVMGetSuccessor(hbr, 0) == B ? 0 : 1;
    if (LLVMGetSuccessor(hbr, hs) != B || LLVMGetSuccessor(hbr, 1 - hs) != J) continue;
    /* H runs once per iteration once rebuilt: nothing in it may have an effect */
    int hok = 1; /* and Q is its only phi (the edge back from J brings Q + 1, nothing else) */
    for (LLVMValueRef in = LLVMGetFirstInstruction(H); in != hbr && hok; in = LLVMGetNextInstruction(in))
      hok = no_effect(in) && (!LLVMIsAPHINode(in) || in == q);
    if (!hok) continue;
    uint32_t bn = gpuopt__cfg_block(cfg, B);
    if (bn == GPUOPT_NONE || cfg->g.pred_off[bn + 1] - cfg->g.pred_off[bn] != 1) continue;
    /* B's values are used in B, or (Q + 1) by s */
    int ok = 1;
    for (LLVMValueRef in = LLVMGetFirstInstruction(B); in && ok; in = LLVMGetNextInstruction(in))
      for (LLVMUseRef u = LLVMGetFirstUse(in); u && ok; u = LLVMGetNextUse(u)) {
        LLVMValueRef w = LLVMGetUser(u);
        ok = LLVMIsAInstruction(w) && (LLVMGetInstructionParent(w) == B || (in == nx && w == s));
      }
    if (!ok) continue;
    /* B is one iteration of U's body: its instructions (but Q + 1) are the first ones of U's header */
    peel_map *m = malloc(sizeof *m);
    if (!m) return 0;
    m->n = 0;
    m->a[m->n] = q, m->b[m->n++] = r;
    LLVMValueRef ub = LLVMGetFirstInstruction(uh);
    while (ub && LLVMIsAPHINode(ub)) ub = LLVMGetNextInstruction(ub);
    for (LLVMValueRef in = LLVMGetFirstInstruction(B); in != bbr && ok; in = LLVMGetNextInstruction(in)) {
      if (in == nx) continue;
      ok = ub && peel_same_inst(m, in, ub);
      if (ok) ub = LLVMGetNextInstruction(ub);
    }
    free(m);
    if (!ok) continue;
    unsigned pos = 0;
    for (LLVMValueRef p = LLVMGetFirstInstruction(H); p != q; p = LLVMGetNextInstruction(p)) pos++;
    f->phi = q, f->next = nx, f->latch_br = jbr, f->q0 = q, f->vectorised = 1;
    f->peel_br = jbr, f->peel_succ = js, f->peel_phi = pos;
    return force(f, hbr, hs);
  }
  return 0;
}

/* the parity test of the trip count: `(T & 1) == 0` (*zero = 1) or `!= 0` (*zero = 0), T the
 * worksharing loop's trip count (is_trip_count); T, or NULL */
static LLVMValueRef parity_test(LLVMValueRef c, LLVMValueRef init, LLVMValueRef *lbv, unsigned nlb, int *zero) {
  if (!c || !LLVMIsAICmpInst(c)) return NULL;
  LLVMIntPredicate p = LLVMGetICmpPredicate(c);
  if (p != LLVMIntEQ && p != LLVMIntNE) return NULL;
  unsigned o = const_is(LLVMGetOperand(c, 1), 0) ? 0 : const_is(LLVMGetOperand(c, 0), 0) ? 1 : 2;
  if (o == 2) return NULL;
  LLVMValueRef a = LLVMGetOperand(c, o);
  if (!LLVMIsAInstruction(a) || LLVMGetInstructionOpcode(a) != LLVMAnd || !const_is(LLVMGetOperand(a, 1), 1)) return NULL;
  LLVMValueRef t = LLVMGetOperand(a, 0);
  if (LLVMGetTypeKind(LLVMTypeOf(t)) != LLVMIntegerTypeKind || !is_trip_count(init, t, lbv, nlb)) return NULL;
  *zero = p == LLVMIntEQ;
  return t;
}

/* c as (base, polarity): `xor y, true` is (y, !pol) */
static LLVMValueRef cond_base(LLVMValueRef c, int *pol) {
  *pol = 1;
  while (c && LLVMIsAInstruction(c) && LLVMGetInstructionOpcode(c) == LLVMXor && const_is(LLVMGetOperand(c, 1), -1) &&
         LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(LLVMTypeOf(c)) == 1)
    c = LLVMGetOperand(c, 0), *pol = !*pol;
  return c;
}

/* The epilogue form of a scalar copy unrolled by 2 (see gpuopt__fold.epi_br): loop i of ls (U:
 * header phi R = [s, P], [R + 2, latch], s 0 or the lower bound, one latch that is its only
 * exiting block) leaves to X, whose only phi is Q = [R + 2, latch], [s, ...]; X branches to E or to
 * Z on the parity of the trip count T (E runs when T is odd), possibly combined with the guard of
 * U's body (select/and/or with a condition x); E's only predecessor is X and it falls through to Z,
 * which has no phi; and E computes what U's first copy computes (peel_same_inst, Q for R), under
 * the same guard. Fills f (zero_start when s is 0; next and latch_br come with the rewrite). */
static int epi_find(const gpuopt_cfg *cfg, const gpuopt_loops *ls, uint32_t i, gpuopt__fold *f, LLVMValueRef init,
                    LLVMValueRef *lbv, unsigned nlb) {
  const gpuopt_loop *L = &ls->loops[i];
  if (L->nexits != 1) return 0;
  LLVMBasicBlockRef uh = cfg->blocks[L->header], lt = cfg->blocks[L->latches[0]], X = cfg->blocks[L->exits[0]];
  /* LLVM 22: U leaves to a block PB that tests the parity alone (T even: to Z) before X */
  LLVMBasicBlockRef PB = NULL, ZP = NULL, from = lt;
  LLVMValueRef T = NULL;
  if (!LLVMGetFirstInstruction(X) || !LLVMIsAPHINode(LLVMGetFirstInstruction(X))) {
    LLVMValueRef pt = LLVMGetFirstInstruction(X), pbr = LLVMGetBasicBlockTerminator(X);
    int zero;
    if (!pt || !pbr || LLVMGetNextInstruction(pt) != pbr || !LLVMIsABranchInst(pbr) || !LLVMIsConditional(pbr) ||
        LLVMGetCondition(pbr) != pt || !(T = parity_test(pt, init, lbv, nlb, &zero)))
      return 0;
    PB = X, from = PB;
    ZP = LLVMGetSuccessor(pbr, zero ? 0 : 1), X = LLVMGetSuccessor(pbr, zero ? 1 : 0);
    uint32_t pn = gpuopt__cfg_block(cfg, PB);
    if (pn == GPUOPT_NONE || cfg->g.pred_off[pn + 1] - cfg->g.pred_off[pn] != 1 || X == ZP) return 0;
  }
  /* Q: X's only phi, [R + 2, lt (or PB)] and the start s from elsewhere */
  LLVMValueRef q = LLVMGetFirstInstruction(X);
  if (!q || !LLVMIsAPHINode(q) || (LLVMGetNextInstruction(q) && LLVMIsAPHINode(LLVMGetNextInstruction(q))) ||
      LLVMGetTypeKind(LLVMTypeOf(q)) != LLVMIntegerTypeKind)
    return 0;
  LLVMValueRef rn = NULL, s0 = NULL;
  for (unsigned k = 0; k < LLVMCountIncoming(q); k++) {
    LLVMValueRef v = LLVMGetIncomingValue(q, k);
    if (LLVMGetIncomingBlock(q, k) == from) {
      if (rn && rn != v) return 0;
      rn = v;
    } else {
      if (s0 && s0 != v) return 0;
      s0 = v;
    }
  }
  if (!rn || !s0 || !(const_is(s0, 0) || in_list(s0, lbv, nlb))) return 0;
  /* R = [s0, P], [R + 2, lt] in U's header, rn = R + 2 */
  if (!LLVMIsAInstruction(rn) || LLVMGetInstructionOpcode(rn) != LLVMAdd || !const_is(LLVMGetOperand(rn, 1), 2)) return 0;
  LLVMValueRef r = LLVMGetOperand(rn, 0);
  if (!LLVMIsAPHINode(r) || LLVMGetInstructionParent(r) != uh || LLVMCountIncoming(r) != 2) return 0;
  unsigned il = LLVMGetIncomingBlock(r, 0) == lt ? 0 : 1;
  if (LLVMGetIncomingBlock(r, il) != lt || LLVMGetIncomingValue(r, il) != rn || LLVMGetIncomingValue(r, 1 - il) != s0) return 0;
  /* X: Q, no effect (but LLVM 22's assume(T odd), which goes), its values used in X alone; its
   * branch to E or Z */
  LLVMValueRef xbr = LLVMGetBasicBlockTerminator(X);
  if (!xbr || !LLVMIsABranchInst(xbr) || !LLVMIsConditional(xbr)) return 0;
  f->nassumes = 0;
  for (LLVMValueRef in = LLVMGetNextInstruction(q); in != xbr; in = LLVMGetNextInstruction(in)) {
    if (LLVMIsACallInst(in) && LLVMIsAFunction(LLVMGetCalledValue(in)) && !strcmp(LLVMGetValueName(LLVMGetCalledValue(in)), "llvm.assume")) {
      int zero;
      if (!PB || parity_test(LLVMGetOperand(in, 0), init, lbv, nlb, &zero) != T || zero || f->nassumes == GPUOPT_FOLD_MAX_FORCED) return 0;
      f->assumes[f->nassumes++] = in;
      continue;
    }
    if (!no_effect(in) || LLVMIsAPHINode(in)) return 0;
    for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u))
      if (!LLVMIsAInstruction(LLVMGetUser(u)) || LLVMGetInstructionParent(LLVMGetUser(u)) != X ||
          (LLVMIsACallInst(LLVMGetUser(u)) && !PB))
        return 0;
  }
  unsigned es = 2;
  for (unsigned k = 0; k < 2; k++) {
    LLVMBasicBlockRef E = LLVMGetSuccessor(xbr, k);
    LLVMValueRef ebr = LLVMGetBasicBlockTerminator(E);
    uint32_t en = gpuopt__cfg_block(cfg, E);
    if (E != X && en != GPUOPT_NONE && cfg->g.pred_off[en + 1] - cfg->g.pred_off[en] == 1 && ebr && LLVMIsABranchInst(ebr) &&
        !LLVMIsConditional(ebr) && LLVMGetSuccessor(ebr, 0) == LLVMGetSuccessor(xbr, 1 - k))
      es = k;
  }
  if (es == 2) return 0;
  LLVMBasicBlockRef E = LLVMGetSuccessor(xbr, es), Z = LLVMGetSuccessor(xbr, 1 - es);
  LLVMValueRef ebr = LLVMGetBasicBlockTerminator(E);
  if ((LLVMGetFirstInstruction(Z) && LLVMIsAPHINode(LLVMGetFirstInstruction(Z))) || (PB && ZP != Z)) return 0;
  /* X's condition: the parity test alone, or with x: on E's false side "skip" = (T even) || x
   * (or, select P, true, x), on its true side "run" = (T odd) && x (and, select P, x, false);
   * after PB, the guard x alone */
  LLVMValueRef c = LLVMGetCondition(xbr), x = NULL;
  int zero, want_zero = es == 1;
  if (PB) {
    x = c;
  } else if (!(T = parity_test(c, init, lbv, nlb, &zero)) || zero != want_zero) {
    if (!LLVMIsAInstruction(c) || LLVMGetInstructionParent(c) != X) return 0;
    LLVMOpcode op = LLVMGetInstructionOpcode(c);
    LLVMValueRef o[2] = {NULL, NULL};
    if (op == (es == 1 ? LLVMOr : LLVMAnd)) o[0] = LLVMGetOperand(c, 0), o[1] = LLVMGetOperand(c, 1);
    else if (op == LLVMSelect && const_is(LLVMGetOperand(c, es == 1 ? 1 : 2), es == 1 ? -1 : 0))
      o[0] = LLVMGetOperand(c, 0), o[1] = LLVMGetOperand(c, es == 1 ? 2 : 1);
    else
      return 0;
    T = NULL;
    for (unsigned k = 0; k < 2 && !T; k++)
      if ((T = parity_test(o[k], init, lbv, nlb, &zero)) && zero == want_zero) x = o[1 - k];
      else T = NULL;
    if (!T) return 0;
  }
  if (LLVMIsAInstruction(T)) {
    uint32_t tb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(T));
    if (tb == GPUOPT_NONE || gpuopt__loop_contains(ls, i, tb) || LLVMGetInstructionParent(T) == X) return 0;
  } else if (!LLVMIsAArgument(T))
    return 0;
  /* E runs iff (xb, xpol): x read as "E runs" */
  int xpol = 1;
  LLVMValueRef xb = x ? cond_base(x, &xpol) : NULL;
  if (x && es == 1) xpol = !xpol; /* x said "skip" */
  /* U's first copy: after the header's phis, or behind its guard (the header branches on g to a
   * block S1 whose only predecessor it is, or to the latch) */
  LLVMValueRef u0 = LLVMGetFirstInstruction(uh);
  while (u0 && LLVMIsAPHINode(u0)) u0 = LLVMGetNextInstruction(u0);
  if (!u0) return 0;
  if (u0 == LLVMGetBasicBlockTerminator(uh)) {
    if (!LLVMIsABranchInst(u0) || !LLVMIsConditional(u0) || !x) return 0;
    unsigned ss = LLVMGetSuccessor(u0, 0) == lt ? 1 : 0;
    LLVMBasicBlockRef S1 = LLVMGetSuccessor(u0, ss);
    uint32_t s1 = gpuopt__cfg_block(cfg, S1);
    if (LLVMGetSuccessor(u0, 1 - ss) != lt || S1 == lt || s1 == GPUOPT_NONE || !gpuopt__loop_contains(ls, i, s1) ||
        cfg->g.pred_off[s1 + 1] - cfg->g.pred_off[s1] != 1)
      return 0;
    int gpol;
    LLVMValueRef gb = cond_base(LLVMGetCondition(u0), &gpol);
    if (ss == 1) gpol = !gpol; /* the body runs when the condition is false */
    if (gb != xb || gpol != xpol) return 0;
    u0 = LLVMGetFirstInstruction(S1);
  } else if (x) {
    return 0;
  }
  /* Q used in X and E alone; E's values in E alone; E is one iteration of U's body */
  for (LLVMUseRef u = LLVMGetFirstUse(q); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (!LLVMIsAInstruction(w) || (LLVMGetInstructionParent(w) != X && LLVMGetInstructionParent(w) != E)) return 0;
  }
  for (LLVMValueRef in = LLVMGetFirstInstruction(E); in != ebr; in = LLVMGetNextInstruction(in))
    for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u))
      if (!LLVMIsAInstruction(LLVMGetUser(u)) || LLVMGetInstructionParent(LLVMGetUser(u)) != E) return 0;
  peel_map *m = malloc(sizeof *m);
  if (!m) return 0;
  m->n = 0;
  m->a[m->n] = q, m->b[m->n++] = r;
  int ok = 1;
  for (LLVMValueRef in = LLVMGetFirstInstruction(E); in != ebr && ok; in = LLVMGetNextInstruction(in)) {
    ok = u0 && !LLVMIsATerminatorInst(u0) && peel_same_inst(m, in, u0);
    if (ok) u0 = LLVMGetNextInstruction(u0);
  }
  free(m);
  if (!ok || LLVMGetFirstInstruction(E) == ebr) return 0;
  unsigned pos = 0;
  for (LLVMValueRef p = LLVMGetFirstInstruction(X); p != q; p = LLVMGetNextInstruction(p)) pos++;
  f->phi = q, f->next = NULL, f->latch_br = NULL, f->q0 = s0, f->vectorised = 0, f->trip = NULL;
  f->zero_start = const_is(s0, 0);
  f->peel_phi = pos;
  f->epi_br = xbr, f->epi_ebr = ebr, f->epi_esucc = es, f->epi_trip = T;
  f->epi_run = xb, f->epi_neg = !xpol;
  /* the branches delivering s0 to Q take X */
  for (unsigned k = 0; k < LLVMCountIncoming(q); k++) {
    LLVMBasicBlockRef pb = LLVMGetIncomingBlock(q, k);
    if (pb == lt) continue;
    LLVMValueRef t = LLVMGetBasicBlockTerminator(pb);
    if (!t || !LLVMIsABranchInst(t)) return 0;
    if (!LLVMIsConditional(t) || LLVMGetSuccessor(t, 0) == LLVMGetSuccessor(t, 1)) continue;
    if (!force(f, t, LLVMGetSuccessor(t, 0) == X ? 0 : 1)) return 0;
  }
  return 1;
}

/* gpuopt__fold_find with the branches pre[] (npre of them) taking successors presucc[] first: the
 * scalar loop is one reachable that way, and the folded path goes that way too (one version of a
 * versioned loop, gpuopt__fold_versions_find). The pre branches are not in f's forced list. */
static int fold_find_core(gpuopt_ctx *ctx, LLVMValueRef init, gpuopt__fold *f, const LLVMValueRef *pre,
                          const unsigned *presucc, unsigned npre, uint8_t *seen0, uint32_t *stack0);

static int fold_find_in(gpuopt_ctx *ctx, LLVMValueRef init, gpuopt__fold *f, const LLVMValueRef *pre,
                        const unsigned *presucc, unsigned npre) {
  memset(f, 0, sizeof *f);
  if (!init) return 0;
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  unsigned nb = LLVMCountBasicBlocks(fn);
  uint8_t *seen0 = malloc(nb + 1);
  uint32_t *stack0 = malloc((nb + 1) * sizeof *stack0);
  int ok = seen0 && stack0 && fold_find_core(ctx, init, f, pre, presucc, npre, seen0, stack0);
  free(seen0), free(stack0);
  if (ok && npre) {
    /* the pre branches are the caller's */
    unsigned m = 0;
    for (unsigned i = 0; i < f->nforced; i++) {
      int p = 0;
      for (unsigned k = 0; k < npre; k++) p |= f->forced[i] == pre[k];
      if (!p) f->forced[m] = f->forced[i], f->succ[m++] = f->succ[i];
    }
    f->nforced = m;
  }
  return ok;
}

int gpuopt__fold_find(gpuopt_ctx *ctx, LLVMValueRef init, gpuopt__fold *f) {
  return fold_find_in(ctx, init, f, NULL, NULL, 0);
}

static int fold_find_core(gpuopt_ctx *ctx, LLVMValueRef init, gpuopt__fold *f, const LLVMValueRef *pre,
                          const unsigned *presucc, unsigned npre, uint8_t *seen0, uint32_t *stack0) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  /* the lower bound: loads of plb, and their extensions */
  LLVMValueRef lbv[FOLD_MAX_LB];
  unsigned nlb = lower_bounds(init, lbv);
  if (!nlb) return 0;
  gpuopt_fninfo *fi;
  gpuopt__invalidate(ctx, fn, 0);
  if (gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  const gpuopt_cfg *cfg = fi->cfg;
  const gpuopt_loops *ls = fi->loops;
  for (unsigned k = 0; k < npre; k++)
    if (!force(f, pre[k], presucc[k])) return 0;
  if (npre) reach(cfg, f, 0, seen0, stack0);
  uint32_t li = GPUOPT_NONE;
  LLVMValueRef cond = NULL, ctest = NULL; /* the counter test's `T & (k-1)` */
  for (uint32_t i = 0; i < ls->nloops; i++) {
    const gpuopt_loop *L = &ls->loops[i];
    if (npre && !seen0[L->header]) continue;
    int inner = 1;
    for (uint32_t j = 0; j < ls->nloops && inner; j++)
      if (ls->loops[j].parent == i) inner = 0;
    if (!inner || L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0] || L->nexits != 1)
      continue;
    LLVMBasicBlockRef lt = cfg->blocks[L->latches[0]];
    LLVMValueRef br = LLVMGetBasicBlockTerminator(lt);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) continue;
    int vec = loop_md_has(br, "llvm.loop.isvectorized");
    if (!vec && !loop_md_has(br, "llvm.loop.unroll.disable")) continue;
    for (LLVMValueRef q = LLVMGetFirstInstruction(cfg->blocks[L->header]); q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q)) {
      LLVMValueRef nx, v0;
      if (!unit_step_phi(q, lt, &nx, &v0)) continue;
      int direct = in_list(v0, lbv, nlb), via = 0, viaz = 0;
      if (!direct && LLVMIsAPHINode(v0) && !gpuopt__loop_contains(ls, i, gpuopt__cfg_block(cfg, LLVMGetInstructionParent(v0))))
        for (unsigned k = 0; k < LLVMCountIncoming(v0); k++) {
          via |= in_list(LLVMGetIncomingValue(v0, k), lbv, nlb);
          viaz |= const_is(LLVMGetIncomingValue(v0, k), 0);
        }
      if (!direct && !via && !viaz) continue;
      if (li != GPUOPT_NONE) return 0; /* two candidates */
      li = i, f->phi = q, f->next = nx, f->q0 = v0, f->latch_br = br, f->vectorised = vec;
      f->zero_start = !direct && !via; /* Q from 0, the body at lb + Q (a normalised unrolled loop) */
    }
  }
  if (li == GPUOPT_NONE) {
    /* the prologue form of a scalar copy unrolled by 2: one candidate */
    for (uint32_t i = 0; i < ls->nloops; i++) {
      const gpuopt_loop *L = &ls->loops[i];
      if (npre && !seen0[L->header]) continue;
      int inner = 1;
      for (uint32_t j = 0; j < ls->nloops && inner; j++)
        if (ls->loops[j].parent == i) inner = 0;
      if (!inner || L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0] || L->nexits != 1) continue;
      LLVMValueRef br = LLVMGetBasicBlockTerminator(cfg->blocks[L->latches[0]]);
      if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || !loop_md_has(br, "llvm.loop.isvectorized")) continue;
      gpuopt__fold g = *f;
      if (!peel_find(cfg, ls, i, &g, init, lbv, nlb)) continue;
      if (li != GPUOPT_NONE) return 0; /* two candidates */
      li = i, *f = g;
    }
    if (li == GPUOPT_NONE) {
      /* the epilogue form: one candidate, and once forced no loop reachable, X reachable */
      for (uint32_t i = 0; i < ls->nloops; i++) {
        const gpuopt_loop *L = &ls->loops[i];
        if (npre && !seen0[L->header]) continue;
        int inner = 1;
        for (uint32_t j = 0; j < ls->nloops && inner; j++)
          if (ls->loops[j].parent == i) inner = 0;
        if (!inner || L->nlatches != 1 || L->nexiting != 1 || L->exiting[0] != L->latches[0] || L->nexits != 1) continue;
        gpuopt__fold g = *f;
        if (!epi_find(cfg, ls, i, &g, init, lbv, nlb)) continue;
        if (li != GPUOPT_NONE) return 0; /* two candidates */
        li = i, *f = g;
      }
      if (li == GPUOPT_NONE) return 0;
      uint32_t n = cfg->g.n, xb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(f->phi));
      uint8_t *seen = malloc(n ? n : 1);
      uint32_t *stack = malloc((n ? n : 1) * sizeof *stack);
      int ok = seen && stack && xb != GPUOPT_NONE;
      if (ok) {
        reach(cfg, f, 0, seen, stack);
        ok = !other_loop(ls, GPUOPT_NONE, seen) && seen[xb];
      }
      free(seen), free(stack);
      return ok;
    }
    /* Q's start: the lower bound into H (the forcing below, with Q its own merge) */
    int lbin = 0;
    for (unsigned k = 0; k < LLVMCountIncoming(f->phi); k++) lbin |= in_list(LLVMGetIncomingValue(f->phi, k), lbv, nlb);
    if (!lbin) return 0;
  }
  const gpuopt_loop *L = &ls->loops[li];
  cond = LLVMGetCondition(f->latch_br);
  if (!var_test(cond, f->phi, f->next)) {
    /* the remainder's counter: c + 1 == T & (k-1) (or T urem k), c = [0, pre], [c + 1, latch] */
    if (!cond || !LLVMIsAICmpInst(cond)) return 0;
    LLVMIntPredicate p = LLVMGetICmpPredicate(cond);
    if (p != LLVMIntEQ && p != LLVMIntNE) return 0;
    for (unsigned o = 0; o < 2 && !ctest; o++) {
      LLVMValueRef cn = LLVMGetOperand(cond, o), x = LLVMGetOperand(cond, 1 - o);
      if (!LLVMIsAInstruction(cn) || LLVMGetInstructionOpcode(cn) != LLVMAdd || !const_is(LLVMGetOperand(cn, 1), 1)) continue;
      LLVMValueRef c = LLVMGetOperand(cn, 0);
      if (!LLVMIsAPHINode(c) || LLVMGetInstructionParent(c) != cfg->blocks[L->header] || LLVMCountIncoming(c) != 2) continue;
      unsigned il = LLVMGetIncomingBlock(c, 0) == cfg->blocks[L->latches[0]] ? 0 : 1;
      if (LLVMGetIncomingValue(c, il) != cn || !const_is(LLVMGetIncomingValue(c, 1 - il), 0)) continue;
      if (!LLVMIsAInstruction(x)) continue;
      LLVMOpcode xo = LLVMGetInstructionOpcode(x);
      LLVMValueRef m = LLVMGetOperand(x, 1);
      if (xo == LLVMAnd && LLVMIsAConstantInt(m)) {
        unsigned long long k = LLVMConstIntGetZExtValue(m) + 1;
        if (k < 2 || (k & (k - 1))) continue;
      } else if (!(xo == LLVMURem && LLVMIsAConstantInt(m) && LLVMConstIntGetZExtValue(m) > 1)) continue;
      LLVMValueRef t = LLVMGetOperand(x, 0);
      if (LLVMGetTypeKind(LLVMTypeOf(t)) != LLVMIntegerTypeKind) continue;
      /* T is there before the scalar loop */
      if (LLVMIsAInstruction(t)) {
        uint32_t tb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(t));
        if (tb == GPUOPT_NONE || !gpuopt__dominates(fi->dom, tb, L->header) || gpuopt__loop_contains(ls, li, tb)) continue;
      } else if (!LLVMIsAArgument(t)) continue;
      /* T may count from Q's start phi (the remainder of a vectorised loop's scalar copy unrolled
       * once more: ub + 1 - q0), which is lb on the path kept (checked below) */
      LLVMValueRef lbq[FOLD_MAX_LB + 1];
      unsigned nlbq = nlb;
      memcpy(lbq, lbv, nlb * sizeof *lbv);
      if (!f->zero_start && LLVMIsAPHINode(f->q0) && !in_list(f->q0, lbv, nlb)) lbq[nlbq++] = f->q0;
      if (!is_trip_count(init, t, lbq, nlbq)) continue;
      ctest = x, f->trip = t;
    }
    if (!ctest) return 0;
  } else if (f->zero_start) {
    return 0; /* from 0: only the remainder of an unrolled loop, whose count is T */
  } else if (!f->vectorised) {
    return 0; /* a remainder with a test of its own variable: not a shape seen from clang */
  }
  /* forced: the branches that deliver the lower bound to Q's start */
  LLVMBasicBlockRef mb = LLVMIsAPHINode(f->q0) && !in_list(f->q0, lbv, nlb) ? LLVMGetInstructionParent(f->q0) : NULL;
  if (mb)
    for (unsigned k = 0; k < LLVMCountIncoming(f->q0); k++) {
      LLVMValueRef iv = LLVMGetIncomingValue(f->q0, k);
      if (f->zero_start ? !const_is(iv, 0) : !in_list(iv, lbv, nlb)) continue;
      LLVMValueRef t = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(f->q0, k));
      if (!t || !LLVMIsABranchInst(t)) return 0;
      if (!LLVMIsConditional(t) || LLVMGetSuccessor(t, 0) == LLVMGetSuccessor(t, 1)) continue;
      if (!force(f, t, LLVMGetSuccessor(t, 0) == mb ? 0 : 1)) return 0;
    }
  /* the remainder's count taken as nonzero: `T & (k-1) == 0` skips it */
  if (ctest)
    for (LLVMUseRef u = LLVMGetFirstUse(ctest); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef z = LLVMGetUser(u);
      if (z == cond || !LLVMIsAICmpInst(z)) continue;
      LLVMIntPredicate p = LLVMGetICmpPredicate(z);
      if ((p != LLVMIntEQ && p != LLVMIntNE) || !(const_is(LLVMGetOperand(z, 0), 0) || const_is(LLVMGetOperand(z, 1), 0))) continue;
      for (LLVMUseRef zu = LLVMGetFirstUse(z); zu; zu = LLVMGetNextUse(zu)) {
        LLVMValueRef t = LLVMGetUser(zu);
        /* LLVM 22: assume(T & (k-1) != 0) before the epilogue remainder: no longer true, it goes */
        if (p == LLVMIntNE && LLVMIsACallInst(t) && LLVMIsAFunction(LLVMGetCalledValue(t)) &&
            !strcmp(LLVMGetValueName(LLVMGetCalledValue(t)), "llvm.assume")) {
          if (f->nassumes == GPUOPT_FOLD_MAX_FORCED) return 0;
          f->assumes[f->nassumes++] = t;
          continue;
        }
        if (!LLVMIsABranchInst(t) || !LLVMIsConditional(t) || LLVMGetCondition(t) != z) return 0;
        if (!force(f, t, p == LLVMIntEQ ? 1 : 0)) return 0;
      }
    }
  uint32_t n = cfg->g.n;
  uint8_t *seen = malloc(n ? n : 1), *seen2 = malloc(n ? n : 1);
  uint32_t *stack = malloc((n ? n : 1) * sizeof *stack);
  int ok = 0;
  if (!seen || !seen2 || !stack) goto done;
  reach(cfg, f, 0, seen, stack);
  if (f->peel_br) {
    /* the rebuilt loop is no loop of ls yet: no loop may stay reachable, H must */
    uint32_t hb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(f->phi));
    if (other_loop(ls, GPUOPT_NONE, seen) || hb == GPUOPT_NONE || !seen[hb]) goto done;
  } else if (other_loop(ls, li, seen)) {
    /* the prologue form: after the remainder, the branch into the unrolled loop is not taken */
    uint32_t ex = L->exits[0];
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[ex]);
    if (!ctest || !t || !LLVMIsABranchInst(t) || !LLVMIsConditional(t)) goto done;
    int pick = -1;
    for (unsigned k = 0; k < 2; k++) {
      uint32_t sb = gpuopt__cfg_block(cfg, LLVMGetSuccessor(t, k));
      if (sb == GPUOPT_NONE) goto done;
      reach(cfg, f, sb, seen2, stack);
      if (!other_loop(ls, li, seen2) && !seen2[L->header]) pick = pick < 0 ? (int)k : 2;
    }
    if (pick < 0 || pick > 1 || !force(f, t, (unsigned)pick)) goto done;
    reach(cfg, f, 0, seen, stack);
    if (other_loop(ls, li, seen)) goto done;
  }
  if (!f->peel_br && !seen[L->header]) goto done;
  /* T & (k-1): no use left on the path kept but the tests rewritten */
  if (ctest)
    for (LLVMUseRef u = LLVMGetFirstUse(ctest); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef z = LLVMGetUser(u);
      if (z == cond || !LLVMIsAInstruction(z)) continue;
      uint32_t zb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(z));
      if (zb == GPUOPT_NONE || !seen[zb]) continue;
      int handled = LLVMIsAICmpInst(z) && (const_is(LLVMGetOperand(z, 0), 0) || const_is(LLVMGetOperand(z, 1), 0)) &&
                    (LLVMGetICmpPredicate(z) == LLVMIntEQ || LLVMGetICmpPredicate(z) == LLVMIntNE);
      if (!handled) goto done;
    }
  /* Q's start on the path kept: the lower bound, one value */
  if (mb) {
    LLVMValueRef q0 = NULL;
    for (unsigned k = 0; k < LLVMCountIncoming(f->q0); k++) {
      LLVMBasicBlockRef pb = LLVMGetIncomingBlock(f->q0, k);
      uint32_t pn = gpuopt__cfg_block(cfg, pb);
      if (pn == GPUOPT_NONE || !seen[pn]) continue;
      LLVMValueRef t = LLVMGetBasicBlockTerminator(pb);
      int live = 0;
      int fk = -1;
      for (unsigned i = 0; i < f->nforced; i++)
        if (f->forced[i] == t) fk = (int)f->succ[i];
      for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++)
        if (LLVMGetSuccessor(t, s) == mb && (fk < 0 || (unsigned)fk == s)) live = 1;
      if (!live) continue;
      LLVMValueRef v = LLVMGetIncomingValue(f->q0, k);
      if ((f->zero_start ? !const_is(v, 0) : !in_list(v, lbv, nlb)) || (q0 && q0 != v)) goto done;
      q0 = v;
    }
    if (!q0) goto done;
    f->q0 = q0;
  }
  ok = 1;
done:
  free(seen), free(seen2), free(stack);
  return ok;
}

/* phi without its incoming values from block bb (LLVM-C cannot remove one: a new phi) */
static void phi_drop(LLVMValueRef phi, LLVMBasicBlockRef bb) {
  unsigned n = LLVMCountIncoming(phi), m = 0;
  LLVMValueRef *vals = malloc((n ? n : 1) * sizeof *vals);
  LLVMBasicBlockRef *bbs = malloc((n ? n : 1) * sizeof *bbs);
  if (!vals || !bbs) {
    free(vals), free(bbs);
    return;
  }
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetIncomingBlock(phi, i) != bb) vals[m] = LLVMGetIncomingValue(phi, i), bbs[m++] = LLVMGetIncomingBlock(phi, i);
  if (m != n) {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(phi)));
    LLVMPositionBuilderBefore(b, phi);
    LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
    LLVMAddIncoming(np, vals, bbs, m);
    LLVMDisposeBuilder(b);
    LLVMReplaceAllUsesWith(phi, np);
    LLVMInstructionEraseFromParent(phi);
  }
  free(vals), free(bbs);
}

static void phis_drop(LLVMBasicBlockRef to, LLVMBasicBlockRef from) {
  for (LLVMValueRef q = LLVMGetFirstInstruction(to), nq; q && LLVMIsAPHINode(q); q = nq) {
    nq = LLVMGetNextInstruction(q);
    phi_drop(q, from);
  }
}

/* The forced branches of fn take their successor (assumes erased first), the code no longer
 * reachable goes, and phis left with one value are replaced by it. */
static void apply_forced(LLVMValueRef fn, LLVMBuilderRef b, const LLVMValueRef *forced, const unsigned *succ, unsigned nforced,
                         const LLVMValueRef *assumes, unsigned nassumes) {
  for (unsigned i = 0; i < nassumes; i++) LLVMInstructionEraseFromParent(assumes[i]);
  /* the forced branches */
  for (unsigned i = 0; i < nforced; i++) {
    LLVMValueRef t = forced[i];
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(t), keep = LLVMGetSuccessor(t, succ[i]), drop = LLVMGetSuccessor(t, 1 - succ[i]);
    if (drop != keep) phis_drop(drop, bb);
    LLVMPositionBuilderBefore(b, t);
    LLVMBuildBr(b, keep);
    LLVMInstructionEraseFromParent(t);
  }
  /* the unrolled or vector copy, now unreachable */
  unsigned nb = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *blocks = malloc((nb ? nb : 1) * sizeof *blocks);
  uint8_t *live = calloc(nb ? nb : 1, 1);
  uint32_t *stack = malloc((nb ? nb : 1) * sizeof *stack);
  if (blocks && live && stack) {
    LLVMGetBasicBlocks(fn, blocks);
    gpuopt_ptrmap idx;
    gpuopt__ptrmap_init(&idx);
    int oom = 0;
    for (unsigned i = 0; i < nb; i++) oom |= !gpuopt__ptrmap_put(&idx, blocks[i], i);
    uint32_t sp = 0;
    if (!oom) live[0] = 1, stack[sp++] = 0;
    while (sp) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(blocks[stack[--sp]]);
      for (unsigned s = 0; t && s < LLVMGetNumSuccessors(t); s++) {
        uint32_t k = (uint32_t)gpuopt__ptrmap_get_or(&idx, LLVMGetSuccessor(t, s), 0);
        if (!live[k]) live[k] = 1, stack[sp++] = k;
      }
    }
    if (!oom) {
      for (unsigned i = 0; i < nb; i++) {
        if (live[i]) continue;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(blocks[i]);
        for (unsigned s = 0; t && s < LLVMGetNumSuccessors(t); s++) {
          LLVMBasicBlockRef sb = LLVMGetSuccessor(t, s);
          if (live[gpuopt__ptrmap_get_or(&idx, sb, 0)]) phis_drop(sb, blocks[i]);
        }
      }
      for (unsigned i = 0; i < nb; i++)
        if (!live[i])
          for (LLVMValueRef in = LLVMGetFirstInstruction(blocks[i]); in; in = LLVMGetNextInstruction(in))
            if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(in, LLVMGetPoison(LLVMTypeOf(in)));
      for (unsigned i = 0; i < nb; i++)
        if (!live[i]) LLVMDeleteBasicBlock(blocks[i]);
    }
    gpuopt__ptrmap_free(&idx);
  }
  free(blocks), free(live), free(stack);
  /* phis left with one value */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef q = LLVMGetFirstInstruction(bb), nq; q && LLVMIsAPHINode(q); q = nq) {
      nq = LLVMGetNextInstruction(q);
      unsigned n = LLVMCountIncoming(q);
      LLVMValueRef v = n ? LLVMGetIncomingValue(q, 0) : NULL;
      for (unsigned i = 1; i < n && v; i++)
        if (LLVMGetIncomingValue(q, i) != v) v = NULL;
      if (!v || v == q) continue;
      LLVMReplaceAllUsesWith(q, v);
      LLVMInstructionEraseFromParent(q);
    }
}

/* the remainder's counter test becomes Q + 1 == q0 + T (T in Q's type: T < 2^bits of the space) */
static void trip_rewrite(LLVMBuilderRef b, const gpuopt__fold *f) {
  if (f->trip) {
    LLVMValueRef cond = LLVMGetCondition(f->latch_br);
    LLVMBasicBlockRef lt = LLVMGetInstructionParent(f->latch_br), pre = NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(f->phi); i++)
      if (LLVMGetIncomingBlock(f->phi, i) != lt) pre = LLVMGetIncomingBlock(f->phi, i);
    LLVMTypeRef qt = LLVMTypeOf(f->phi);
    LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(pre));
    LLVMValueRef t = f->trip;
    unsigned tw = LLVMGetIntTypeWidth(LLVMTypeOf(t)), qw = LLVMGetIntTypeWidth(qt);
    if (tw < qw) t = LLVMBuildZExt(b, t, qt, "");
    else if (tw > qw) t = LLVMBuildTrunc(b, t, qt, "");
    LLVMValueRef x = LLVMBuildAdd(b, f->q0, t, "fold.end");
    LLVMPositionBuilderBefore(b, f->latch_br);
    LLVMValueRef nc = LLVMBuildICmp(b, LLVMGetICmpPredicate(cond), f->next, x, "");
    LLVMSetCondition(f->latch_br, nc);
    if (!LLVMGetFirstUse(cond)) {
      LLVMValueRef cn = LLVMGetOperand(cond, 0);
      if (!(LLVMIsAInstruction(cn) && LLVMGetInstructionOpcode(cn) == LLVMAdd)) cn = LLVMGetOperand(cond, 1);
      LLVMInstructionEraseFromParent(cond);
      LLVMValueRef cphi = LLVMGetOperand(cn, 0);
      if (LLVMIsAPHINode(cphi)) {
        int only = 1; /* the counter feeds only itself */
        for (LLVMUseRef u = LLVMGetFirstUse(cn); u; u = LLVMGetNextUse(u)) only &= LLVMGetUser(u) == cphi;
        for (LLVMUseRef u = LLVMGetFirstUse(cphi); u; u = LLVMGetNextUse(u)) only &= LLVMGetUser(u) == cn;
        if (only) {
          LLVMReplaceAllUsesWith(cn, LLVMGetPoison(LLVMTypeOf(cn)));
          LLVMInstructionEraseFromParent(cn);
          LLVMInstructionEraseFromParent(cphi);
        }
      }
    }
  }
}

/* the prologue form (peel_br): J's branch to the unrolled loop goes back to H, Q takes Q + 1 from J */
static void peel_rewire(const gpuopt__fold *f) {
  if (!f->peel_br) return;
  LLVMBasicBlockRef H = LLVMGetInstructionParent(f->phi), J = LLVMGetInstructionParent(f->peel_br);
  LLVMValueRef nx = f->next;
  LLVMSetSuccessor(f->peel_br, f->peel_succ, H);
  LLVMAddIncoming(f->phi, &nx, &J, 1);
  /* the test Q == X (peel_find: EQ or NE, Q maybe truncated) as clang's widened latch test
   * trunc(Q + 1) == X + 1: the same modulo 2^w, a form the range function's loop shape takes */
  LLVMValueRef c = LLVMGetCondition(f->peel_br);
  unsigned qs = LLVMGetOperand(c, 0) == f->phi || (LLVMIsAInstruction(LLVMGetOperand(c, 0)) &&
                LLVMGetInstructionOpcode(LLVMGetOperand(c, 0)) == LLVMTrunc && LLVMGetOperand(LLVMGetOperand(c, 0), 0) == f->phi)
                    ? 0 : 1;
  LLVMValueRef qv = LLVMGetOperand(c, qs), X = LLVMGetOperand(c, 1 - qs);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(c)));
  LLVMPositionBuilderBefore(b, c);
  LLVMValueRef nv = qv == f->phi ? nx : LLVMBuildTrunc(b, nx, LLVMTypeOf(qv), "");
  LLVMValueRef x1 = LLVMBuildAdd(b, X, LLVMConstInt(LLVMTypeOf(X), 1, 0), "");
  LLVMValueRef nc = LLVMBuildICmp(b, LLVMGetICmpPredicate(c), qs ? x1 : nv, qs ? nv : x1, "");
  LLVMDisposeBuilder(b);
  LLVMSetCondition(f->peel_br, nc);
  if (!LLVMGetFirstUse(c)) LLVMInstructionEraseFromParent(c);
}

/* the epilogue form (epi_br): a latch J after E, `Q + 1 == T` back to X; X takes E when it runs,
 * J otherwise; E falls through to J */
static void epi_rewire(gpuopt__fold *f) {
  if (!f->epi_br) return;
  LLVMBasicBlockRef X = LLVMGetInstructionParent(f->phi), Z = LLVMGetSuccessor(f->epi_br, 1 - f->epi_esucc);
  LLVMValueRef fn = LLVMGetBasicBlockParent(X);
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(f->phi));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMBasicBlockRef J = LLVMAppendBasicBlockInContext(c, fn, "fold.latch");
  LLVMPositionBuilderAtEnd(b, J);
  LLVMTypeRef qt = LLVMTypeOf(f->phi);
  LLVMValueRef t = f->epi_trip;
  unsigned tw = LLVMGetIntTypeWidth(LLVMTypeOf(t)), qw = LLVMGetIntTypeWidth(qt);
  if (tw < qw) t = LLVMBuildZExt(b, t, qt, "");
  else if (tw > qw) t = LLVMBuildTrunc(b, t, qt, "");
  LLVMValueRef qn = LLVMBuildAdd(b, f->phi, LLVMConstInt(qt, 1, 0), "fold.next");
  LLVMValueRef br = LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, qn, t, ""), Z, X);
  LLVMAddIncoming(f->phi, &qn, &J, 1);
  LLVMSetSuccessor(f->epi_ebr, 0, J);
  /* X: to E when E runs (epi_run read with epi_neg), else to J */
  LLVMValueRef run;
  LLVMPositionBuilderBefore(b, f->epi_br);
  if (!f->epi_run) run = LLVMConstInt(LLVMInt1TypeInContext(c), 1, 0);
  else run = f->epi_neg ? LLVMBuildXor(b, f->epi_run, LLVMConstInt(LLVMInt1TypeInContext(c), 1, 0), "") : f->epi_run;
  LLVMValueRef old = LLVMGetCondition(f->epi_br);
  LLVMSetCondition(f->epi_br, f->epi_esucc == 0 ? run : LLVMBuildXor(b, run, LLVMConstInt(LLVMInt1TypeInContext(c), 1, 0), ""));
  LLVMSetSuccessor(f->epi_br, 1 - f->epi_esucc, J);
  LLVMDisposeBuilder(b);
  /* the parity test's chain in X, now unused */
  while (old && LLVMIsAInstruction(old) && !LLVMGetFirstUse(old) && LLVMGetInstructionParent(old) == X) {
    LLVMValueRef nx = NULL;
    for (int k = 0; k < LLVMGetNumOperands(old) && !nx; k++) {
      LLVMValueRef o = LLVMGetOperand(old, (unsigned)k);
      if (LLVMIsAInstruction(o) && LLVMGetInstructionParent(o) == X && !LLVMIsAPHINode(o)) nx = o;
    }
    LLVMInstructionEraseFromParent(old);
    old = nx && !LLVMGetFirstUse(nx) ? nx : NULL;
  }
  f->next = qn, f->latch_br = br;
  f->epi_br = NULL; /* rewired: what is left is a plain loop */
}

/* after apply_forced: Q again (phi_drop rebuilds the phis it changes, in place) */
static void epi_refind(gpuopt__fold *f, LLVMBasicBlockRef X) {
  if (f->peel_br || !f->next) return;
  LLVMValueRef p = LLVMGetFirstInstruction(X);
  for (unsigned k = 0; k < f->peel_phi && p; k++) p = LLVMGetNextInstruction(p);
  f->phi = p;
}

/* after apply_forced: Q again (phi_drop rebuilds the phis it changes, in place) */
static void peel_refind(gpuopt__fold *f, LLVMBasicBlockRef H) {
  if (!f->peel_br) return;
  LLVMValueRef p = LLVMGetFirstInstruction(H);
  for (unsigned k = 0; k < f->peel_phi && p; k++) p = LLVMGetNextInstruction(p);
  f->phi = p;
  f->peel_br = NULL; /* rewired: what is left is a plain loop */
}

void gpuopt__fold_apply(gpuopt_ctx *ctx, gpuopt__fold *f) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(f->phi));
  LLVMBasicBlockRef H = LLVMGetInstructionParent(f->phi);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(f->phi)));
  int epi = f->epi_br != NULL;
  peel_rewire(f);
  epi_rewire(f);
  apply_forced(fn, b, f->forced, f->succ, f->nforced, f->assumes, f->nassumes);
  peel_refind(f, H);
  if (epi) epi_refind(f, H);
  trip_rewrite(b, f);
  LLVMDisposeBuilder(b);
  gpuopt__invalidate(ctx, fn, 0);
}

/* ---- versions of one worksharing loop (clang -O3's loop unswitching) ----
 *
 * clang -O3's simple-loop-unswitch (and LICM/versioning alike) turns `for (iv) { ... if (c) A else B
 * ... }` with c invariant into `if (c) for (iv) {... A ...} else for (iv) {... B ...}`: the
 * worksharing loop in two (or more) copies after the static_init, each possibly unrolled or
 * vectorised afterwards. When c is uniform (the same in every thread: computed from the shared
 * values the region never writes, gpuopt__fold_uniform), every thread of the kernel takes the same
 * copy, and each copy is the original loop for that value of c: so each copy folds into its scalar
 * copy (or is plain already) and gets the grid mapping (offload.c), the selecting branches kept;
 * the range function (offload_ranges.c) is built per copy, and a dispatcher evaluates c again. */

#define UNIFORM_DEPTH 8

static int uniform_rec(LLVMValueRef v, LLVMValueRef fn, unsigned nargs, const int *argk, int depth) {
  if (LLVMIsAConstantInt(v) || LLVMIsAConstantFP(v) || LLVMIsAConstantPointerNull(v)) return 1;
  if (LLVMIsAArgument(v)) {
    for (unsigned i = 2; i < LLVMCountParams(fn); i++)
      if (LLVMGetParam(fn, i) == v) return i - 2 < nargs;
    return 0;
  }
  if (depth > UNIFORM_DEPTH || !LLVMIsAInstruction(v)) return 0;
  if (LLVMGetBasicBlockParent(LLVMGetInstructionParent(v)) != fn) return 0;
  if (LLVMIsALoadInst(v)) {
    LLVMValueRef p = LLVMGetOperand(v, 0);
    if (LLVMGetVolatile(v) || LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic || !LLVMIsAArgument(p)) return 0;
    for (unsigned i = 2; i < LLVMCountParams(fn); i++)
      if (LLVMGetParam(fn, i) == p)
        return i - 2 < nargs && (argk[i - 2] == GPUOPT__RK_SCALAR_IN || argk[i - 2] == GPUOPT__RK_ARRAY_BASE);
    return 0;
  }
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMICmp: case LLVMFCmp: case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMAdd: case LLVMSub: case LLVMMul:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFNeg:
  case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMFPExt: case LLVMFPTrunc: case LLVMSIToFP: case LLVMUIToFP:
  case LLVMBitCast: case LLVMSelect: case LLVMFreeze:
    break;
  default:
    return 0;
  }
  for (int o = 0; o < LLVMGetNumOperands(v); o++)
    if (!uniform_rec(LLVMGetOperand(v, (unsigned)o), fn, nargs, argk, depth + 1)) return 0;
  return 1;
}

int gpuopt__fold_uniform(LLVMValueRef v, LLVMValueRef fn, unsigned nargs, const int *argk) {
  return v && argk && uniform_rec(v, fn, nargs, argk, 0);
}

LLVMValueRef gpuopt__fold_remat(LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef nf) {
  if (LLVMIsAArgument(v)) {
    LLVMValueRef fn = LLVMGetParamParent(v);
    for (unsigned i = 0; i < LLVMCountParams(fn); i++)
      if (LLVMGetParam(fn, i) == v) return LLVMGetParam(nf, i);
    return NULL;
  }
  if (!LLVMIsAInstruction(v)) return v;
  unsigned n = (unsigned)LLVMGetNumOperands(v);
  LLVMValueRef ops[3];
  if (n > 3) return NULL;
  for (unsigned o = 0; o < n; o++)
    if (!(ops[o] = gpuopt__fold_remat(b, LLVMGetOperand(v, o), nf))) return NULL;
  LLVMValueRef c = LLVMInstructionClone(v);
  for (unsigned o = 0; o < n; o++) LLVMSetOperand(c, o, ops[o]);
  LLVMInsertIntoBuilder(b, c);
  LLVMInstructionSetDebugLoc(c, NULL);
  return c;
}

/* A plain copy: the one outermost loop among the blocks in seen, with Q = [lb, pre], [Q + 1,
 * latch] left only through tests of Q or Q + 1 (the grid matcher's form). */
static int plain_find(const gpuopt_cfg *cfg, const gpuopt_loops *ls, const uint8_t *seen, LLVMValueRef *lbv, unsigned nlb,
                      gpuopt__fold *f) {
  uint32_t li = GPUOPT_NONE;
  for (uint32_t i = 0; i < ls->nloops; i++) {
    if (!seen[ls->loops[i].header] || ls->loops[i].parent != GPUOPT_NONE) continue;
    if (li != GPUOPT_NONE) return 0;
    li = i;
  }
  if (li == GPUOPT_NONE) return 0;
  const gpuopt_loop *L = &ls->loops[li];
  if (L->nlatches != 1) return 0;
  LLVMBasicBlockRef lt = cfg->blocks[L->latches[0]];
  memset(f, 0, sizeof *f);
  for (LLVMValueRef q = LLVMGetFirstInstruction(cfg->blocks[L->header]); q && LLVMIsAPHINode(q); q = LLVMGetNextInstruction(q)) {
    LLVMValueRef nx, v0;
    if (!unit_step_phi(q, lt, &nx, &v0) || !in_list(v0, lbv, nlb)) continue;
    if (f->phi) return 0;
    f->phi = q, f->next = nx, f->q0 = v0, f->latch_br = LLVMGetBasicBlockTerminator(lt);
  }
  if (!f->phi) return 0;
  for (uint32_t i = 0; i < L->nexiting; i++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[L->exiting[i]]);
    if (!t || !LLVMIsABranchInst(t) || !LLVMIsConditional(t) || !var_test(LLVMGetCondition(t), f->phi, f->next)) return 0;
  }
  return 1;
}

/* a and b (uniform) compute the same value: the same operations on loads of the same read-only
 * slots */
static int same_uniform(LLVMValueRef a, LLVMValueRef b, int depth) {
  if (a == b) return 1;
  if (depth > UNIFORM_DEPTH || !LLVMIsAInstruction(a) || !LLVMIsAInstruction(b)) return 0;
  if (LLVMGetInstructionOpcode(a) != LLVMGetInstructionOpcode(b) || LLVMTypeOf(a) != LLVMTypeOf(b)) return 0;
  if (LLVMIsALoadInst(a)) return LLVMGetOperand(a, 0) == LLVMGetOperand(b, 0);
  if (LLVMIsAICmpInst(a) && LLVMGetICmpPredicate(a) != LLVMGetICmpPredicate(b)) return 0;
  if (LLVMIsAFCmpInst(a) && LLVMGetFCmpPredicate(a) != LLVMGetFCmpPredicate(b)) return 0;
  int n = LLVMGetNumOperands(a);
  if (n != LLVMGetNumOperands(b)) return 0;
  for (int o = 0; o < n; o++)
    if (!same_uniform(LLVMGetOperand(a, (unsigned)o), LLVMGetOperand(b, (unsigned)o), depth + 1)) return 0;
  return 1;
}

/* Whether block b runs only after a __kmpc_reduce(_nowait) call (its block dominates b): the
 * reduction's combination, whose atomic case retries a compare-and-swap in a loop of its own
 * (float `*`, `max`, `min`: no atomicrmw does them) after the worksharing loop is done. */
int gpuopt__fold_after_reduce(const gpuopt_fninfo *fi, uint32_t b) {
  for (uint32_t d = 0; d < fi->cfg->g.n; d++)
    if (d != b && gpuopt__dominates(fi->dom, d, b) && has_reduce_call(fi->cfg->blocks[d])) return 1;
  return 0;
}

/* feas[s]: 0 when successor s of sel (uniform condition) is never taken: an earlier branch on the
 * same condition, whose edge into its successor d (that successor's only predecessor) dominates
 * sel, decided it (clang's `n > 0` guard of the region, tested again by the unswitched copy) */
static void feasible(const gpuopt_fninfo *fi, LLVMValueRef fn, LLVMValueRef sel, unsigned nargs, const int *argk, int feas[2]) {
  const gpuopt_cfg *cfg = fi->cfg;
  uint32_t n = cfg->g.n, sb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(sel));
  feas[0] = feas[1] = 1;
  for (uint32_t bb = 0; bb < n; bb++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[bb]);
    if (!t || t == sel || !LLVMIsABranchInst(t) || !LLVMIsConditional(t) || LLVMGetSuccessor(t, 0) == LLVMGetSuccessor(t, 1)) continue;
    if (!same_uniform(LLVMGetCondition(t), LLVMGetCondition(sel), 0) || !gpuopt__fold_uniform(LLVMGetCondition(t), fn, nargs, argk)) continue;
    for (unsigned d = 0; d < 2; d++) {
      LLVMBasicBlockRef S = LLVMGetSuccessor(t, d);
      uint32_t S_ = gpuopt__cfg_block(cfg, S);
      if (S_ == GPUOPT_NONE || !gpuopt__dominates(fi->dom, S_, sb)) continue;
      unsigned preds = 0;
      for (uint32_t q = 0; q < n; q++) {
        LLVMValueRef u = LLVMGetBasicBlockTerminator(cfg->blocks[q]);
        for (unsigned k = 0; u && k < LLVMGetNumSuccessors(u); k++) preds += LLVMGetSuccessor(u, k) == S;
      }
      if (preds == 1) feas[1 - d] = 0;
    }
  }
}

typedef struct vsearch {
  gpuopt_ctx *ctx;
  LLVMValueRef init, fn;
  unsigned nargs;
  const int *argk;
  LLVMValueRef lbv[FOLD_MAX_LB];
  unsigned nlb;
  LLVMValueRef pre[GPUOPT_FOLD_MAX_SEL];
  unsigned presucc[GPUOPT_FOLD_MAX_SEL], npre;
  gpuopt__fold_versions *V;
} vsearch;

static int versions_rec(vsearch *S) {
  gpuopt_fninfo *fi;
  gpuopt__invalidate(S->ctx, S->fn, 0);
  if (gpuopt__require(S->ctx, S->fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  const gpuopt_cfg *cfg = fi->cfg;
  uint32_t n = cfg->g.n, ib = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(S->init));
  if (ib == GPUOPT_NONE) return 0;
  uint8_t *seen = malloc(n + 1);
  uint32_t *stack = malloc((n + 1) * sizeof *stack);
  gpuopt__fold pf;
  memset(&pf, 0, sizeof pf);
  int ok = 0;
  if (!seen || !stack) goto done;
  for (unsigned k = 0; k < S->npre; k++) force(&pf, S->pre[k], S->presucc[k]);
  reach(cfg, &pf, 0, seen, stack);
  LLVMValueRef sel = NULL;
  /* the next selecting branch: after the static_init, outside every loop, on a uniform condition */
  for (uint32_t bb = 0; bb < n && !sel; bb++) {
    if (!seen[bb] || fi->loops->innermost[bb] != GPUOPT_NONE || !gpuopt__dominates(fi->dom, ib, bb)) continue;
    LLVMValueRef t = LLVMGetBasicBlockTerminator(cfg->blocks[bb]);
    if (!t || !LLVMIsABranchInst(t) || !LLVMIsConditional(t) || LLVMGetSuccessor(t, 0) == LLVMGetSuccessor(t, 1)) continue;
    int taken = 0;
    for (unsigned k = 0; k < S->npre; k++) taken |= S->pre[k] == t;
    if (taken || !gpuopt__fold_uniform(LLVMGetCondition(t), S->fn, S->nargs, S->argk)) continue;
    sel = t;
  }
  if (sel) {
    if (S->npre == GPUOPT_FOLD_MAX_SEL) goto done;
    gpuopt__fold_versions *V = S->V;
    unsigned k = 0;
    while (k < V->nsel && V->sel[k] != sel) k++;
    if (k == V->nsel) {
      if (V->nsel == GPUOPT_FOLD_MAX_SEL) goto done;
      V->sel[V->nsel++] = sel;
    }
    int feas[2];
    feasible(fi, S->fn, sel, S->nargs, S->argk, feas);
    if (!feas[0] && !feas[1]) goto done;
    free(seen), free(stack);
    seen = NULL, stack = NULL;
    S->pre[S->npre] = sel;
    S->npre++;
    for (unsigned s = 0; s < 2; s++) {
      if (!feas[s]) {
        S->V->dead++;
        continue;
      }
      S->presucc[S->npre - 1] = s;
      if (!versions_rec(S)) {
        S->npre--;
        return 0;
      }
    }
    S->npre--;
    return 1;
  }
  /* a leaf: one copy of the loop on this path, plain or folded, or none (clang deleted a loop
   * whose body does nothing for this value of the condition: an empty inner loop) */
  {
    gpuopt__fold_versions *V = S->V;
    if (V->n == GPUOPT_FOLD_MAX_VERSIONS) goto done;
    gpuopt__fold *f = &V->v[V->n];
    memset(f, 0, sizeof *f);
    int folded = 0, anyloop = 0;
    for (uint32_t i = 0; i < fi->loops->nloops; i++) anyloop |= seen[fi->loops->loops[i].header];
    if (!anyloop) {
      /* nothing but the runtime's calls, lifetimes, the region's slots and private variables */
      for (uint32_t bb = 0; bb < n; bb++) {
        if (!seen[bb] || !gpuopt__dominates(fi->dom, ib, bb)) continue;
        /* after the static_init (the grid marker before it is gpuopt's) */
        LLVMValueRef first = bb == ib ? LLVMGetNextInstruction(S->init) : LLVMGetFirstInstruction(cfg->blocks[bb]);
        for (LLVMValueRef in = first; in; in = LLVMGetNextInstruction(in)) {
          if (LLVMIsACallInst(in)) {
            LLVMValueRef cv = LLVMGetCalledValue(in);
            const char *cn = cv && LLVMIsAFunction(cv) ? LLVMGetValueName(cv) : "";
            static const char *const ok_calls[] = {"__kmpc_", "llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.smin.",
                                                   "llvm.smax.", "llvm.umin.", "llvm.umax.", "llvm.abs."};
            int okc = in == S->init;
            for (unsigned q = 0; q < sizeof ok_calls / sizeof *ok_calls && !okc; q++) okc = !strncmp(cn, ok_calls[q], strlen(ok_calls[q]));
            if (okc) continue;
            goto done;
          }
          if (LLVMIsALoadInst(in) || LLVMIsAStoreInst(in)) {
            LLVMValueRef p = LLVMGetOperand(in, LLVMIsAStoreInst(in) ? 1 : 0);
            if (LLVMGetVolatile(in) || !(LLVMIsAAllocaInst(p) || (LLVMIsALoadInst(in) && LLVMIsAArgument(p)))) goto done;
            continue;
          }
          if (LLVMIsAAtomicRMWInst(in) || LLVMIsAAtomicCmpXchgInst(in) || LLVMIsAFenceInst(in) || LLVMIsAInvokeInst(in)) goto done;
        }
      }
      V->folded[V->n] = -1;
    } else if (!plain_find(cfg, fi->loops, seen, S->lbv, S->nlb, f)) {
      free(seen), free(stack);
      seen = NULL, stack = NULL;
      if (!fold_find_in(S->ctx, S->init, f, S->pre, S->presucc, S->npre)) return 0;
      folded = 1;
    }
    if (anyloop) V->folded[V->n] = folded;
    for (unsigned k = 0; k < GPUOPT_FOLD_MAX_SEL; k++) V->path[V->n][k] = -1;
    for (unsigned k = 0; k < S->npre; k++)
      for (unsigned j = 0; j < V->nsel; j++)
        if (V->sel[j] == S->pre[k]) V->path[V->n][j] = (signed char)S->presucc[k];
    V->n++;
    ok = 1;
  }
done:
  free(seen), free(stack);
  return ok;
}

int gpuopt__fold_versions_find(gpuopt_ctx *ctx, LLVMValueRef init, unsigned nargs, const int *argk, gpuopt__fold_versions *V) {
  memset(V, 0, sizeof *V);
  if (!init || !argk) return 0;
  vsearch S;
  memset(&S, 0, sizeof S);
  S.ctx = ctx, S.init = init, S.fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  S.nargs = nargs, S.argk = argk, S.V = V;
  if (LLVMCountParams(S.fn) < nargs + 2) return 0; /* the range function's clone: one more (out) */
  S.nlb = lower_bounds(init, S.lbv);
  if (!S.nlb) return 0;
  if (!versions_rec(&S) || V->n + V->dead < 2) {
    memset(V, 0, sizeof *V);
    return 0;
  }
  /* distinct copies; their forced branches agree, and none is a selecting branch */
  unsigned live = 0;
  for (unsigned i = 0; i < V->n; i++) {
    live += V->v[i].phi != NULL;
    for (unsigned j = 0; j < i; j++)
      if (V->v[i].phi && V->v[i].phi == V->v[j].phi) goto fail;
  }
  /* one copy and paths without the loop: the grid matcher's case (nothing else to run) */
  if (!live || (live == 1 && !V->dead)) goto fail;
  /* the first copy is one with a loop (offload.c maps it first) */
  for (unsigned i = 1; i < V->n && !V->v[0].phi; i++)
    if (V->v[i].phi) {
      gpuopt__fold t = V->v[0];
      V->v[0] = V->v[i], V->v[i] = t;
      int tf = V->folded[0];
      V->folded[0] = V->folded[i], V->folded[i] = tf;
      signed char tp[GPUOPT_FOLD_MAX_SEL];
      memcpy(tp, V->path[0], sizeof tp);
      memcpy(V->path[0], V->path[i], sizeof tp);
      memcpy(V->path[i], tp, sizeof tp);
    }
  for (unsigned i = 0; i < V->n; i++)
    for (unsigned a = 0; a < V->v[i].nforced; a++) {
      for (unsigned k = 0; k < V->nsel; k++)
        if (V->sel[k] == V->v[i].forced[a]) goto fail;
      for (unsigned j = 0; j < i; j++)
        for (unsigned c = 0; c < V->v[j].nforced; c++)
          if (V->v[j].forced[c] == V->v[i].forced[a] && V->v[j].succ[c] != V->v[i].succ[a]) goto fail;
    }
  return 1;
fail:
  memset(V, 0, sizeof *V);
  return 0;
}

void gpuopt__fold_versions_apply(gpuopt_ctx *ctx, gpuopt__fold_versions *V, int only) {
  if (!V->n || !V->v[0].phi) return;
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(V->v[0].phi));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(V->v[0].phi)));
  LLVMValueRef forced[GPUOPT_FOLD_MAX_SEL + GPUOPT_FOLD_MAX_VERSIONS * GPUOPT_FOLD_MAX_FORCED];
  unsigned succ[GPUOPT_FOLD_MAX_SEL + GPUOPT_FOLD_MAX_VERSIONS * GPUOPT_FOLD_MAX_FORCED], nf = 0;
  LLVMValueRef assumes[GPUOPT_FOLD_MAX_VERSIONS * GPUOPT_FOLD_MAX_FORCED];
  unsigned na = 0;
  if (only >= 0) {
    /* the selecting branches on the path: their other successor becomes a return (the conditions
     * stay; a non-void function takes the path unconditionally) */
    int isvoid = LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(fn))) == LLVMVoidTypeKind;
    LLVMBasicBlockRef ret = NULL;
    for (unsigned k = 0; k < V->nsel; k++) {
      if (V->path[only][k] < 0) continue;
      if (!isvoid) {
        forced[nf] = V->sel[k], succ[nf++] = (unsigned)V->path[only][k];
        continue;
      }
      if (!ret) {
        ret = LLVMAppendBasicBlockInContext(LLVMGetTypeContext(LLVMTypeOf(fn)), fn, "version.other");
        LLVMPositionBuilderAtEnd(b, ret);
        LLVMBuildRetVoid(b);
      }
      unsigned off = 1 - (unsigned)V->path[only][k];
      LLVMBasicBlockRef drop = LLVMGetSuccessor(V->sel[k], off);
      if (drop != LLVMGetSuccessor(V->sel[k], 1 - off)) phis_drop(drop, LLVMGetInstructionParent(V->sel[k]));
      LLVMSetSuccessor(V->sel[k], off, ret);
    }
  }
  for (unsigned i = 0; i < V->n; i++) {
    if (only >= 0 && i != (unsigned)only) continue;
    const gpuopt__fold *f = &V->v[i];
    for (unsigned a = 0; a < f->nforced; a++) {
      int dup = 0;
      for (unsigned c = 0; c < nf; c++) dup |= forced[c] == f->forced[a];
      if (!dup) forced[nf] = f->forced[a], succ[nf++] = f->succ[a];
    }
    for (unsigned a = 0; a < f->nassumes; a++) {
      int dup = 0;
      for (unsigned c = 0; c < na; c++) dup |= assumes[c] == f->assumes[a];
      if (!dup) assumes[na++] = f->assumes[a];
    }
  }
  LLVMBasicBlockRef H[GPUOPT_FOLD_MAX_VERSIONS];
  int epi[GPUOPT_FOLD_MAX_VERSIONS];
  for (unsigned i = 0; i < V->n; i++) {
    H[i] = V->v[i].phi ? LLVMGetInstructionParent(V->v[i].phi) : NULL;
    epi[i] = V->v[i].epi_br != NULL;
    if ((only < 0 || i == (unsigned)only) && V->v[i].phi) peel_rewire(&V->v[i]), epi_rewire(&V->v[i]);
  }
  apply_forced(fn, b, forced, succ, nf, assumes, na);
  for (unsigned i = 0; i < V->n; i++)
    if ((only < 0 || i == (unsigned)only) && V->v[i].phi) {
      peel_refind(&V->v[i], H[i]);
      if (epi[i]) epi_refind(&V->v[i], H[i]);
      trip_rewrite(b, &V->v[i]);
    }
  LLVMDisposeBuilder(b);
  gpuopt__invalidate(ctx, fn, 0);
}

int gpuopt__fold_only_loop(gpuopt_ctx *ctx, LLVMValueRef init, LLVMValueRef phi) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(init));
  gpuopt_fninfo *fi;
  gpuopt__invalidate(ctx, fn, 0);
  if (gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) return 0;
  const gpuopt_cfg *cfg = fi->cfg;
  const gpuopt_loops *ls = fi->loops;
  uint32_t ib = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(init)), hb = gpuopt__cfg_block(cfg, LLVMGetInstructionParent(phi));
  if (ib == GPUOPT_NONE || hb == GPUOPT_NONE || ls->innermost[hb] == GPUOPT_NONE) return 0;
  uint32_t li = ls->innermost[hb];
  uint8_t *seen = malloc(cfg->g.n + 1);
  uint32_t *stack = malloc((cfg->g.n + 1) * sizeof *stack);
  int ok = 0;
  if (seen && stack) {
    gpuopt__fold none;
    memset(&none, 0, sizeof none);
    reach(cfg, &none, ib, seen, stack);
    ok = 1;
    for (uint32_t i = 0; i < ls->nloops && ok; i++)
      if (seen[ls->loops[i].header] && i != li && !gpuopt__loop_contains(ls, li, ls->loops[i].header) &&
          !gpuopt__loop_contains(ls, i, hb) && !gpuopt__fold_after_reduce(fi, ls->loops[i].header))
        ok = 0; /* neither inside the loop nor around it (a chunked schedule's chunk loop) */
  }
  free(seen), free(stack);
  return ok;
}
