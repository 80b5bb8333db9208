/* global-reassoc: global reassociation (gpucc §3.4.3, Algorithm 2).
 *
 * One walk over the instructions in dominator-tree pre-order with a map from an expression to a
 * stack of the instructions observed computing it (exprstack.h: dominators[E] and
 * ClosestMatchingDom). For I = x + y where x = a + b (either operand order; + is add or mul, both
 * commutative):
 *   if a dominating D computes a + y, I becomes D + b; else if one computes b + y, I becomes D + a.
 * GEPs are reassociated the same way (§3.4.3, last paragraph): for I = &p[a + b] (one index; an
 * index narrower than the pointer's index width, or a sext of the add, needs nsw), a dominating
 * D = &p[a] makes I = &D[b] (or D = &p[b] makes I = &D[a]).
 * The instruction, rewritten or not, is recorded under every expression it computes (original and
 * new operands), and an instruction whose expression a dominating instruction already computes is
 * replaced by it: the CSE that, in the paper, turns (c+x0)+n into j0+n. Keys are operand
 * identities, commutative operands sorted; integer casts are keyed too so that duplicated sext/zext
 * of one value match.
 *
 * A constant outer operand is left alone ((a+b)+C is not turned into (a+C)+b): outermost constants
 * are what sep-const-offset and the back end fold into [reg+imm] addresses.
 * Cost rule (Algorithm 2's single-use condition, generalised). The paper rewrites (a+b)+c only when
 * a+b has a single use: then a+b dies and the rewrite trades one add for another. When a+b has
 * other uses it stays, so the rewrite saves nothing by itself and only stretches D's live range to
 * I (conv3d_poly: three such rewrites, +1 register under ptxas against clang -O3). gpuopt rewrites
 * such an I only when it pays in one of two ways:
 *  - through an address: I indexes a GEP &p[I] (directly or through a sext, I then keeping nsw) and
 *    a dominating &p[D] exists, so the GEP rule below turns the address into &(&p[D])[b], one add.
 *    That is Fig. 5's case: x1 = x0+n feeds both j1 and x2 (gpuopt's slsr computes x2 = x1+n), yet
 *    j1 = j0+n must be formed for p3 = &p0[n];
 *  - through a loop: I lies in a loop L, a+b is defined outside it, c and D inside: I and D are two
 *    induction expressions of L that differ by an invariant, and I = D + b lets LLVM's loop strength
 *    reduction keep one induction variable for both (matmul_reg4: A[(4i+r)*n + k] for r = 0..3 are
 *    four 64-bit pointer streams, or one and three offsets: 54 against 40 registers under ptxas).
 * Linear: every instruction
 * is pushed a bounded number of times and popped at most once. Requires the dominator tree;
 * preserves the CFG (GPUOPT_META_CONTROL_FLOW).
 * Poison (the no-wrap rule). Reassociation does not preserve nsw/nuw in general: for
 * I = (a +nsw b) +nsw y, the intermediate D = a + y may overflow although a + b + y does not
 * (b = -1, a + y = INT_MAX + 1). gpuopt keeps a flag only where it is provably preserved:
 *  (1) D keeps its flags when D is known not poison wherever I executes: D reaches, through
 *      poison-propagating instructions only (casts, integer arithmetic, GEP operands; no phi or
 *      select), the address of a load/store/atomic A that executes before I on every path to I
 *      (A precedes I in I's block, or A's block dominates I's block; no call that may not return
 *      between A and I, or after A in its block). A poison address is immediate UB, so a
 *      poison D would make the original program undefined before I. D is an SSA ancestor of A,
 *      so A's use sees D's latest value (a path from D's last execution to I avoiding A would
 *      give a path from the entry to I avoiding A's block).
 *  (2) Otherwise, for add, D keeps nuw when I and (a+b) both have it (a + y <= a + b + y
 *      unsigned), and nsw when both have it and a, b, y are known non-negative (0 <= a + y <=
 *      a + b + y); all other flags of D are dropped.
 *  The rewritten I = D + b gets the flags that I, (a+b) and D (after the rule) all have: when none
 *  of them is poison, D = a + y exactly and D + b = a + b + y, which fits. A rewritten GEP
 *  &D[b] keeps inbounds (and nusw) when I and D both are inbounds (D + b = p + (a+b) lies in the
 *  object), never nuw (b may be negative). D replacing an identical I keeps only the flags I has.
 *  A GEP split through sext(a +nsw b) relies on that nsw, so that add is pinned: it is never
 *  weakened later (which would falsify the split), and a D that is pinned and would need
 *  weakening is not used. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "core/ctx.h"
#include "gpuopt/transform.h"
#include "transform/exprstack.h"
#include "transform/transform.h"

enum { KEY_GEP = 1000 };

typedef struct gr {
  gpuopt_exprstack es;
  LLVMBuilderRef b;
  LLVMTargetDataRef td;
  gpuopt_value_vec dead;
  gpuopt_ptrmap pinned;   /* instructions whose wrap flags a GEP rewrite relied on */
  uint32_t block;
  const gpuopt_cfg *cfg;
  const gpuopt_domtree *dom;
  const gpuopt_loops *loops;
  int oom;
  gpuopt_global_reassoc_stats st;
} gr;

static int is_int(LLVMValueRef v) { return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind; }

static gpuopt_expr binkey(LLVMOpcode op, LLVMValueRef x, LLVMValueRef y) {
  gpuopt_expr e;
  memset(&e, 0, sizeof e);
  e.op = (uint32_t)op;
  if ((uintptr_t)x > (uintptr_t)y) {
    LLVMValueRef t = x;
    x = y, y = t;
  }
  e.p[0] = x, e.p[1] = y;
  return e;
}

static gpuopt_expr gepkey(LLVMTypeRef src, LLVMValueRef base, LLVMValueRef idx) {
  gpuopt_expr e;
  memset(&e, 0, sizeof e);
  e.op = KEY_GEP;
  e.p[0] = src, e.p[1] = base, e.p[2] = idx;
  return e;
}

static gpuopt_expr castkey(LLVMOpcode op, LLVMValueRef x, LLVMTypeRef to) {
  gpuopt_expr e;
  memset(&e, 0, sizeof e);
  e.op = (uint32_t)op;
  e.p[0] = x, e.p[1] = to;
  return e;
}

/* The expression inst computes, if it is one global-reassoc keys. */
static int key_of(LLVMValueRef i, gpuopt_expr *e) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMAdd: case LLVMMul:
    if (!is_int(i)) return 0;
    *e = binkey(LLVMGetInstructionOpcode(i), LLVMGetOperand(i, 0), LLVMGetOperand(i, 1));
    return 1;
  case LLVMSExt: case LLVMZExt:
    if (!is_int(i)) return 0;
    *e = castkey(LLVMGetInstructionOpcode(i), LLVMGetOperand(i, 0), LLVMTypeOf(i));
    return 1;
  case LLVMGetElementPtr:
    if (LLVMGetNumOperands(i) != 2 || LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMPointerTypeKind) return 0;
    *e = gepkey(LLVMGetGEPSourceElementType(i), LLVMGetOperand(i, 0), LLVMGetOperand(i, 1));
    return 1;
  default:
    return 0;
  }
}

static LLVMValueRef closest(gr *g, const gpuopt_expr *e) {
  gpuopt_expr_entry *d = gpuopt__exprstack_closest(&g->es, e, g->block);
  return d ? d->inst : NULL;
}

static void push(gr *g, const gpuopt_expr *e, LLVMValueRef v) {
  if (!gpuopt__exprstack_push(&g->es, e, v, g->block, 0)) g->oom = 1;
}

/* Replace i by the dominating d when d can be made no more poisonous than i; 0 otherwise. */
static int reuse(gr *g, LLVMValueRef i, LLVMValueRef d) {
  if (!gpuopt__weaken_flags(&g->pinned, d, gpuopt__poison_flags(i))) return 0;
  LLVMReplaceAllUsesWith(i, d);
  if (!VEC_PUSH(&g->dead, i)) g->oom = 1;
  g->st.reused++;
  return 1;
}

static int defined_at(gr *g, LLVMValueRef d, LLVMValueRef i) {
  return gpuopt__defined_at(g->cfg, g->dom, d, i);
}

/* v >= 0 as a signed value, from its form (constants, zext, the PTX index registers, nuw nsw
 * arithmetic of such values, logical shifts right and masks). Bounded depth. */
static int nonneg(LLVMValueRef v, int depth) {
  int64_t k;
  if (gpuopt__const_int(v, &k)) return k >= 0;
  if (!LLVMIsAInstruction(v) || depth > 4) return 0;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMZExt: return 1;
  case LLVMLShr: return gpuopt__const_int(LLVMGetOperand(v, 1), &k) && k > 0;
  case LLVMAnd: return nonneg(LLVMGetOperand(v, 0), depth + 1) || nonneg(LLVMGetOperand(v, 1), depth + 1);
  case LLVMAdd: case LLVMMul:
    return LLVMGetNSW(v) && nonneg(LLVMGetOperand(v, 0), depth + 1) && nonneg(LLVMGetOperand(v, 1), depth + 1);
  case LLVMCall: {
    LLVMValueRef f = LLVMGetCalledValue(v);
    size_t n;
    const char *s = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
    return strncmp(s, "llvm.nvvm.read.ptx.sreg.", 24) == 0 &&
           (strstr(s, "tid.") || strstr(s, "ntid.") || strstr(s, "ctaid.") || strstr(s, "nctaid."));
  }
  default: return 0;
  }
}

/* Rule (2): the flags of D = a op y that (a op b) op y with flags fi (common to both adds) implies. */
static unsigned binop_keep(LLVMOpcode op, unsigned fi, LLVMValueRef a, LLVMValueRef b, LLVMValueRef y) {
  if (op != LLVMAdd) return 0;
  unsigned keep = 0;
  if (fi & PF_NUW) keep |= PF_NUW;
  if ((fi & PF_NSW) && nonneg(a, 0) && nonneg(b, 0) && nonneg(y, 0)) keep |= PF_NSW;
  return keep;
}

static unsigned index_width(gr *g, LLVMValueRef gep);

/* Is x used by more than one operand? */
static int multi_use(LLVMValueRef x) {
  LLVMUseRef u = LLVMGetFirstUse(x);
  return u && LLVMGetNextUse(u);
}

/* Does a GEP &p[I] (I directly, or sext(I) when I will be nsw) have a dominating &p[D]: after
 * I = D + b the GEP rule rebases it to &(&p[D])[b]? */
static int rebases(gr *g, LLVMValueRef i, LLVMValueRef d, int nsw_after) {
  LLVMTypeRef ity = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (gpuopt__opcode(user) == LLVMGetElementPtr && LLVMGetNumOperands(user) == 2 && LLVMGetOperand(user, 1) == i) {
      unsigned w = index_width(g, user), iw = LLVMGetIntTypeWidth(LLVMTypeOf(i));
      if (iw > w || (iw < w && !nsw_after)) continue;
      gpuopt_expr e = gepkey(LLVMGetGEPSourceElementType(user), LLVMGetOperand(user, 0), d);
      if (closest(g, &e)) return 1;
      continue;
    }
    if (gpuopt__opcode(user) != LLVMSExt || !nsw_after) continue;
    ity = LLVMTypeOf(user);
    gpuopt_expr ce = castkey(LLVMSExt, d, ity);
    LLVMValueRef kd = closest(g, &ce);
    if (!kd) continue;
    for (LLVMUseRef v = LLVMGetFirstUse(user); v; v = LLVMGetNextUse(v)) {
      LLVMValueRef gep = LLVMGetUser(v);
      if (gpuopt__opcode(gep) != LLVMGetElementPtr || LLVMGetNumOperands(gep) != 2 || LLVMGetOperand(gep, 1) != user ||
          index_width(g, gep) != LLVMGetIntTypeWidth(ity))
        continue;
      gpuopt_expr e = gepkey(LLVMGetGEPSourceElementType(gep), LLVMGetOperand(gep, 0), kd);
      if (closest(g, &e)) return 1;
    }
  }
  return 0;
}

static uint32_t block_of(gr *g, LLVMValueRef v) {
  return LLVMIsAInstruction(v) ? gpuopt__cfg_block(g->cfg, LLVMGetInstructionParent(v)) : g->cfg->g.entry;
}

/* Does I = x op y -> D op b derive one induction expression of a loop from another? I lies in a
 * loop L, x = a op b is defined outside L (invariant in it), y and D are defined in L (they vary
 * with the iteration): I and D are two induction expressions of L that differ by an invariant, and
 * after the rewrite I = D op b is derived from D, so LLVM's loop strength reduction keeps one
 * induction variable (a 64-bit pointer pair once it feeds an address) for both instead of two. */
static int shares_induction(gr *g, LLVMValueRef x, LLVMValueRef y, LLVMValueRef d) {
  uint32_t L = g->loops->innermost[g->block];
  if (L == GPUOPT_NONE || !LLVMIsAInstruction(y)) return 0;
  uint32_t xb = block_of(g, x), yb = block_of(g, y), db = block_of(g, d);
  return xb != GPUOPT_NONE && yb != GPUOPT_NONE && db != GPUOPT_NONE && !gpuopt__loop_contains(g->loops, L, xb) &&
         gpuopt__loop_contains(g->loops, L, yb) && gpuopt__loop_contains(g->loops, L, db);
}

/* (a op b) op y: look for a dominating a op y (then i = D op b) or b op y (i = D op a). */
static int reassoc_binop(gr *g, LLVMValueRef i, LLVMOpcode op) {
  for (unsigned o = 0; o < 2; o++) {
    LLVMValueRef x = LLVMGetOperand(i, o), y = LLVMGetOperand(i, 1 - o);
    /* (a+b)+C stays: moving the constant inside would hide it from [reg+imm] addressing */
    if (gpuopt__opcode(x) != op || x == i || LLVMIsAConstant(y)) continue;
    LLVMValueRef a = LLVMGetOperand(x, 0), b = LLVMGetOperand(x, 1);
    gpuopt_expr e1 = binkey(op, a, y), e2 = binkey(op, b, y);
    LLVMValueRef d, other;
    if ((d = closest(g, &e1))) other = b;
    else if ((d = closest(g, &e2))) other = a;
    else continue;
    if (d == i) continue;
    /* D + other must not be poison where I was not: the no-wrap rule (top comment) */
    unsigned fi = gpuopt__poison_flags(i) & gpuopt__poison_flags(x);
    unsigned keep = defined_at(g, d, i) ? ~0u : binop_keep(op, fi, a, b, y);
    /* the cost rule (top comment): a shared a op b stays, so the rewrite must rebase an address or
     * derive one induction expression of a loop from another */
    if (multi_use(x) && !rebases(g, i, d, (fi & gpuopt__poison_flags(d) & keep & PF_NSW) != 0) && !shares_induction(g, x, y, d)) {
      g->st.skipped_shared++;
      continue;
    }
    if (!gpuopt__weaken_flags(&g->pinned, d, keep)) continue;
    LLVMSetOperand(i, 0, d);
    LLVMSetOperand(i, 1, other);
    gpuopt__set_poison_flags(i, fi & gpuopt__poison_flags(d));
    if (gpuopt__poison_flags(i)) g->st.flags_kept++;
    if (!VEC_PUSH(&g->dead, x)) g->oom = 1; /* erased at the end if nothing else uses it */
    g->st.reassociated++;
    return 1;
  }
  return 0;
}

/* The index width of the GEP's pointer. */
static unsigned index_width(gr *g, LLVMValueRef gep) {
  LLVMTypeRef pt = LLVMTypeOf(LLVMGetOperand(gep, 0));
  return LLVMPointerSizeForAS(g->td, LLVMGetPointerAddressSpace(pt)) * 8;
}

/* &p[a + b]: look for a dominating &p[a] (then i = &D[b]) or &p[b] (i = &D[a]). */
static int reassoc_gep(gr *g, LLVMValueRef i) {
  LLVMValueRef base = LLVMGetOperand(i, 0), idx = LLVMGetOperand(i, 1);
  LLVMTypeRef src = LLVMGetGEPSourceElementType(i);
  if (!is_int(idx)) return 0;
  unsigned w = index_width(g, i), iw = LLVMGetIntTypeWidth(LLVMTypeOf(idx));
  if (iw > w) return 0;
  int sext = 0;
  if (iw < w) sext = 1; /* implicit sext: the add must be nsw */
  else if (gpuopt__opcode(idx) == LLVMSExt) sext = 1, idx = LLVMGetOperand(idx, 0);
  if (gpuopt__opcode(idx) != LLVMAdd || (sext && !LLVMGetNSW(idx))) return 0;
  LLVMTypeRef ity = LLVMIntTypeInContext(LLVMGetTypeContext(LLVMTypeOf(i)), w);
  int explicit_sext = sext && iw == w;
  for (unsigned o = 0; o < 2; o++) {
    LLVMValueRef a = LLVMGetOperand(idx, o), b = LLVMGetOperand(idx, 1 - o);
    LLVMValueRef ka = a;
    if (explicit_sext) {
      /* the dominating GEP indexes with sext(a): find that instruction (casts are CSE'd) */
      gpuopt_expr ce = castkey(LLVMSExt, a, ity);
      ka = LLVMIsAConstant(a) ? NULL : closest(g, &ce);
      if (!ka) continue;
    }
    gpuopt_expr e = gepkey(src, base, ka);
    LLVMValueRef d = closest(g, &e);
    if (!d || d == i) continue;
    int dd = defined_at(g, d, i);
    if (!gpuopt__weaken_flags(&g->pinned, d, dd ? ~0u : 0)) continue;
    unsigned gf = (LLVMGEPGetNoWrapFlags(i) & LLVMGEPGetNoWrapFlags(d) & LLVMGEPFlagInBounds)
                      ? (unsigned)(LLVMGEPFlagInBounds | LLVMGEPFlagNUSW) : 0u;
    /* the split sext(a + b) == sext(a) + sext(b) holds by idx's nsw: keep it */
    if (sext && !gpuopt__ptrmap_put(&g->pinned, idx, 1)) g->oom = 1;
    LLVMValueRef nb = b;
    if (explicit_sext) {
      gpuopt_expr ce = castkey(LLVMSExt, b, ity);
      int64_t k;
      nb = gpuopt__const_int(b, &k) ? LLVMConstInt(ity, (unsigned long long)k, 1) : closest(g, &ce);
      if (!nb) {
        LLVMPositionBuilderBefore(g->b, i);
        nb = LLVMBuildSExt(g->b, b, ity, "");
        push(g, &ce, nb);
      }
    }
    LLVMValueRef old = LLVMGetOperand(i, 1);
    LLVMSetOperand(i, 0, d);
    LLVMSetOperand(i, 1, nb);
    LLVMGEPSetNoWrapFlags(i, (LLVMGEPNoWrapFlags)gf);
    if (gf) g->st.flags_kept++;
    if (LLVMIsAInstruction(old) && !VEC_PUSH(&g->dead, old)) g->oom = 1;
    g->st.geps++;
    return 1;
  }
  return 0;
}

static void visit(gr *g, LLVMValueRef i) {
  gpuopt_expr e0, e1;
  if (!key_of(i, &e0)) return;
  LLVMValueRef d = closest(g, &e0);
  if (d && d != i && reuse(g, i, d)) return;
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  int rewritten = 0;
  if (op == LLVMAdd || op == LLVMMul) rewritten = reassoc_binop(g, i, op);
  else if (op == LLVMGetElementPtr) rewritten = reassoc_gep(g, i);
  if (rewritten && key_of(i, &e1)) {
    d = closest(g, &e1);
    if (d && d != i && reuse(g, i, d)) {
      push(g, &e0, d);
      return;
    }
    push(g, &e1, i);
  }
  push(g, &e0, i);
}

gpuopt_status gpuopt_global_reassoc(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_global_reassoc_stats *stats) {
  static const char who[] = "gpuopt_global_reassoc";
  if (!ctx) return GPUOPT_EINVAL;
  if (stats) memset(stats, 0, sizeof *stats);
  if (!fn || !LLVMIsAFunction(fn)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function", who);
  if (LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: @%s is a declaration, expected a definition", who, LLVMGetValueName(fn));
  gpuopt__invalidate(ctx, fn, 0);
  gpuopt_fninfo *fi;
  gpuopt_status st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
  if (st) return st;
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  gr g;
  memset(&g, 0, sizeof g);
  g.td = LLVMGetModuleDataLayout(m);
  g.cfg = fi->cfg;
  g.dom = fi->dom;
  g.loops = fi->loops;
  g.oom = !gpuopt__exprstack_init(&g.es, fi->dom, fi->cfg->g.n * 4);
  g.b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  gpuopt__ptrmap_init(&g.pinned);
  for (uint32_t pi = 0; pi < fi->dom->npre && !g.oom; pi++) {
    g.block = fi->dom->preorder[pi];
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[g.block]); i && !g.oom; i = LLVMGetNextInstruction(i))
      visit(&g, i);
  }
  LLVMDisposeBuilder(g.b);
  gpuopt__erase_dead(&g.dead);
  VEC_FREE(&g.dead);
  gpuopt__ptrmap_free(&g.pinned);
  gpuopt__exprstack_free(&g.es);
  gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
  if (stats) *stats = g.st;
  if (g.oom) return gpuopt__oom(ctx, who);
  return GPUOPT_OK;
}

gpuopt_status gpuopt__step_global_reassoc(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  *changed = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    gpuopt_global_reassoc_stats s;
    gpuopt_status st = gpuopt_global_reassoc(ctx, f, &s);
    if (st) return st;
    *changed |= (s.reassociated | s.geps | s.reused) != 0;
  }
  return GPUOPT_OK;
}
