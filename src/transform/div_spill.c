/* div-spill: divergence-aware spilling at IR level (Sampaio et al., "Divergence Analysis", TOPLAS
 * 2013, §4, Figs. 16-19: the affine register allocator "AffRA").
 *
 * gpuopt does not own the register allocator (ptxas does); this transform gives ptxas a kernel
 * with fewer long-lived values when the estimated register pressure exceeds a budget, taking the
 * values out of registers the way Fig. 18 does, by their divergence state (affine analysis,
 * Figs. 12-13, divergence.c):
 *   (i)   (0, c)    a constant: rematerialised at each use, no store;
 *         Likewise a special register (tid, ntid, ctaid, nctaid, laneid, warpsize) is read again.
 *   (iii) (c1, c2)  c1*tid + c2 (+ c2'*tid^2 in poly2 terms): rematerialised at each use from tid.x;
 *         Beyond the paper: a uniform or affine value that is invariant (below) and at most EXPR_MAX
 *         instructions away from parameters, constants and special registers is recomputed at each
 *         use (cheaper than a slot, e.g. &tile[0][tid] or param + 4).
 *   (ii)  (0, ⊥)    uniform: stored once per warp (one slot per warp, in shared memory) after its
 *                   definition and reloaded before each use;
 *   (iv)  (c, ⊥)    v - c*tid stored to the warp's slot, reloaded, c*tid added back.
 * Divergent values are left to ptxas (they would spill to local memory, one copy per thread).
 *
 * Address step (div_spill_addr.c), first, on a kernel over its budget: addresses in loops recomputed
 * from an address accessed earlier in the block plus a difference of kernel parameters (rows of an
 * image: row1 = row0 + 4*w), so that llc's loop strength reduction keeps one register per array
 * instead of one per row; the model is then recomputed.
 *
 * Register pressure and choice (regpressure.c): liveness over the SSA form, pressure in 32-bit
 * registers at each instruction (64-bit values 2, predicates apart, kernel parameters 0). Where it
 * exceeds the budget, Belady's rule as in the paper's linear scan: among the spillable values live
 * across that point (not its operands), take the one whose next use is farthest, until the point
 * fits; within cost tiers (rematerialised values first, then block slots, then per-warp slots, so
 * that a cheap choice is never passed over for a dearer one); then the model is recomputed (a spilled value lives only at its definition and its uses)
 * and the next round runs, at most MAX_ROUNDS rounds. Two cost rules keep the choice true to what
 * reaches ptxas (eligible()): a rematerialisation is not credited inside a loop that uses the value
 * (llc hoists it back out; the model keeps it live there), and a slot is taken only when its
 * frequency-weighted cost (store + reloads, 10^loop depth each, the paper's "spilling costs") is at
 * most that of the dearest value ptxas would otherwise spill at that point.
 *
 * Budget: the context option max_registers (gpuopt opt --max-registers N, like ptxas
 * --maxrregcount), else the kernel's maxnreg (nvvm.annotations or "nvvm.maxnreg"), else its launch
 * bounds: 65536 registers per SM / (maxntid rounded up to warps * minctasm), at most 255. Without
 * any of them the kernel has no budget and is left alone. Kernels only (device functions are
 * inlined before; their budget is their callers').
 *
 * Slots and their safety. A slot is written by every active lane (the same bits) instead of by one
 * lane, so no lane election is needed. Which lanes may share a slot decides where it lives:
 *  - Invariant values: computed without phis, loads or calls with side effects, only from kernel
 *    parameters, constants, ctaid/ntid/nctaid/warpsize and tid (through pure operations). v (or
 *    v - c*tid for (iv)) is then the same function of per-block inputs in every instance: every
 *    store by any lane of the block writes the same bits, so interleavings cannot matter (divergent
 *    branches, lanes in different iterations, independent thread scheduling on sm_70+) and no
 *    barrier is needed. When neither tid.y, tid.z nor laneid enters the value, one slot serves the
 *    whole block (a refinement of the paper's per-warp slot: fewer bytes, a constant address);
 *    otherwise one slot per warp, indexed by the linear thread id / 32.
 *  - Other uniform values (loads, loop phis, ...): only when the definition lies outside the region
 *    of every divergent branch (blocks reachable from its successors before its immediate
 *    post-dominator), not on an irreducible cycle, and either outside loops or a loop-carried value
 *    (a phi of its loop's header: rule (ii) for the paper's loop variables; other values inside loops
 *    are left out, they are recomputed from such phis). Then every lane of the warp that has not
 *    exited executes every instance of the definition (a loop outside every divergent region has
 *    uniform exits: a divergent exit would put its header in that exit's region), and lanes that
 *    split below it rejoin before the next instance. A loop-carried slot costs a __syncwarp and a
 *    store per iteration (counted in its spill cost) and is taken only against a spill it spares
 *    that costs no less (eligible()), never merely because the model finds the point over budget. The slot is per
 *    warp (its offset and the warp's lane mask computed once at the entry), and the store is preceded by llvm.nvvm.bar.warp.sync (__syncwarp) with the mask of the
 *    warp's existing lanes: on sm_70+ (independent thread scheduling) a lane cannot overwrite the
 *    slot with the next instance while another lane of its warp may still reload the previous one
 *    (exited lanes do not count for bar.warp.sync; PTX ISA). On earlier targets it costs a WARPSYNC.
 *    The claim "uniform" of a load assumes, as the divergence analysis does, that the lanes read
 *    one value; a program with a data race on that memory could see lanes read different values.
 * Reloads and stores are volatile, so LLVM's code generator does not hoist or merge them again.
 * Rematerialised values read tid.x again at each use (an S2R that ptxas may schedule freely).
 *
 * Shared memory: one internal addrspace(3) array per kernel, @__gpuopt_divspill.<kernel>. Its size
 * plus the module's static shared memory must fit the context's spill_shared_bytes (8192 by
 * default); spills that do not fit are dropped (in the reverse order of choice), and when the kernel
 * already uses as much shared memory as the bound allows, no value goes to a slot (constants and
 * affine values are still rematerialised: they cost no memory).
 *
 * Requires: cfg, numbering, post-dominators (built here), the divergence analysis. Changes
 * instructions only (preserves the CFG). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "analysis/divergence.h"
#include "analysis/regpressure.h"
#include "core/ctx.h"
#include "gpuopt/analysis.h"
#include "gpuopt/module.h"
#include "gpuopt/transform.h"
#include "transform/transform.h"

#define MAX_ROUNDS 8

enum { C_NONE, C_CONST, C_SREG, C_AFFINE, C_EXPR, C_SLOT_BLOCK, C_SLOT_WARP, C_SLOT_SYNC };
#define EXPR_MAX 4 /* instructions an invariant expression may take to recompute at a use */

typedef struct vinfo {
  uint8_t cls;
  uint8_t inv, warpdep;
  uint8_t cost;            /* invariant values: instructions to recompute from parameters, constants and
                            * special registers (EXPR_MAX + 1: too many) */
  dv d;
} vinfo;

typedef struct ds {
  gpuopt_ctx *ctx;
  LLVMModuleRef m;
  LLVMValueRef fn;
  LLVMTargetDataRef td;
  gpuopt_regp *rp;
  vinfo *vi;               /* per regp value */
  uint64_t *spilled;
  uint32_t *order, norder; /* picks in choice order */
  unsigned budget;
  int picked;
  const gpuopt_loops *loops;
  double *wcost;           /* per regp value: its spill cost weighted by loop depth (below) */
  uint64_t *hoist;         /* values of the rematerialising classes (regpressure's hoist set) */
  struct alt *alts;        /* scratch of eligible() */
} ds;

/* ---- classification ---- */

static int is_call_to(LLVMValueRef i, const char **name, size_t *len) {
  if (!LLVMIsACallInst(i)) return 0;
  LLVMValueRef c = LLVMGetCalledValue(i);
  if (!c || !LLVMIsAFunction(c)) return 0;
  *name = LLVMGetValueName2(c, len);
  return 1;
}

static int has_prefix(const char *s, size_t len, const char *p) {
  size_t n = strlen(p);
  return len >= n && !memcmp(s, p, n);
}

static int pure_intrinsic(LLVMValueRef callee) {
  static const char mem[] = "memory", conv[] = "convergent";
  unsigned km = LLVMGetEnumAttributeKindForName(mem, sizeof mem - 1);
  unsigned kc = LLVMGetEnumAttributeKindForName(conv, sizeof conv - 1);
  if (kc && LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, kc)) return 0;
  LLVMAttributeRef a = km ? LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, km) : NULL;
  return a && LLVMGetEnumAttributeValue(a) == 0;
}

/* Invariance of instruction i from its operands (computed in reverse post-order, so operands of
 * non-phi instructions in reachable code are done first). */
static void invariance(ds *s, LLVMValueRef i, vinfo *out) {
  out->inv = 0;
  out->warpdep = 0;
  const char *name;
  size_t len;
  if (is_call_to(i, &name, &len)) {
    if (has_prefix(name, len, "llvm.nvvm.read.ptx.sreg.")) {
      const char *r = name + 24;
      size_t rl = len - 24;
      if (has_prefix(r, rl, "ctaid.") || has_prefix(r, rl, "ntid.") || has_prefix(r, rl, "nctaid.") ||
          (rl == 8 && !memcmp(r, "warpsize", 8)) || (rl == 5 && !memcmp(r, "tid.x", 5)))
        out->inv = 1;
      else if ((rl == 5 && (!memcmp(r, "tid.y", 5) || !memcmp(r, "tid.z", 5))) || (rl == 6 && !memcmp(r, "laneid", 6)))
        out->inv = out->warpdep = 1;
      out->cost = 1;
      return;
    }
    if (!has_prefix(name, len, "llvm.") || !pure_intrinsic(LLVMGetCalledValue(i))) return;
  } else {
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMPHI: case LLVMLoad: case LLVMStore: case LLVMCall: case LLVMAlloca: case LLVMFreeze:
    case LLVMAtomicRMW: case LLVMAtomicCmpXchg: case LLVMVAArg: case LLVMInvoke: case LLVMCallBr:
    case LLVMLandingPad: case LLVMFence:
      return;
    default:
      break;
    }
  }
  int n = LLVMGetNumOperands(i);
  if (LLVMIsACallInst(i)) n = (int)LLVMGetNumArgOperands(i);
  int warpdep = 0;
  unsigned cost = 1;
  for (int k = 0; k < n; k++) {
    LLVMValueRef op = LLVMGetOperand(i, (unsigned)k);
    if (LLVMIsUndef(op) || LLVMIsPoison(op)) return;
    if (LLVMIsAConstant(op) || LLVMIsABasicBlock(op)) continue;
    if (LLVMIsAArgument(op)) {
      if (!gpuopt_is_kernel(s->fn)) return;
      continue;
    }
    uint32_t v = gpuopt__regp_value(s->rp, op);
    if (v == GPUOPT_NONE || !s->vi[v].inv) return;
    warpdep |= s->vi[v].warpdep;
    cost += s->vi[v].cost;
  }
  out->inv = 1;
  out->cost = (uint8_t)(cost > EXPR_MAX ? EXPR_MAX + 1 : cost);
  out->warpdep = (uint8_t)warpdep;
}

static int slot_type(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w > 1 && w <= 64;
  }
  case LLVMPointerTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
    return 1;
  default:
    return 0;
  }
}

/* Blocks in the region of some divergent branch: reachable from its successors before its
 * immediate post-dominator. */
static gpuopt_status divergent_regions(ds *s, const gpuopt_divergence *dr, const gpuopt_fninfo *fi, uint8_t *in) {
  const gpuopt_graph *g = &fi->cfg->g;
  uint32_t *stack = malloc(((size_t)g->n + 1) * sizeof *stack);
  uint8_t *seen = malloc((size_t)g->n + 1);
  if (!stack || !seen) {
    free(stack);
    free(seen);
    return gpuopt__oom(s->ctx, "gpuopt_div_spill");
  }
  size_t nd = gpuopt_divergence_num_divergent_branches(dr);
  for (size_t k = 0; k < nd; k++) {
    uint32_t B = gpuopt__cfg_block(fi->cfg, gpuopt_divergence_divergent_branch(dr, k));
    if (B == GPUOPT_NONE) continue;
    uint32_t P = fi->pdom->tree->idom[B], sp = 0;
    memset(seen, 0, g->n);
    CFG_SUCCS(g, B, x) if (*x != P && !seen[*x]) seen[*x] = 1, stack[sp++] = *x;
    while (sp) {
      uint32_t x = stack[--sp];
      in[x] = 1;
      CFG_SUCCS(g, x, y) if (*y != P && !seen[*y]) seen[*y] = 1, stack[sp++] = *y;
    }
  }
  free(stack);
  free(seen);
  return GPUOPT_OK;
}

static gpuopt_status classify(ds *s, const gpuopt_fninfo *fi, const gpuopt_divergence *dr) {
  gpuopt_regp *rp = s->rp;
  uint8_t *region = calloc((size_t)fi->cfg->g.n + 1, 1);
  if (!region) return gpuopt__oom(s->ctx, "gpuopt_div_spill");
  gpuopt_status st = divergent_regions(s, dr, fi, region);
  if (st) {
    free(region);
    return st;
  }
  for (uint32_t k = 0; k < fi->cfg->nrpo; k++) {
    uint32_t b = fi->cfg->rpo[k];
    for (LLVMValueRef i = LLVMGetFirstInstruction(fi->cfg->blocks[b]); i; i = LLVMGetNextInstruction(i)) {
      uint32_t v = gpuopt__regp_value(rp, i);
      vinfo *x = &s->vi[v];
      invariance(s, i, x);
      if (!rp->units[v] || LLVMIsATerminatorInst(i) || !gpuopt__div_lookup(dr, i, &x->d)) continue;
      const dv *d = &x->d;
      const char *nm;
      size_t nl;
      if (is_call_to(i, &nm, &nl) && LLVMGetNumArgOperands(i) == 0 &&
          (has_prefix(nm, nl, "llvm.nvvm.read.ptx.sreg.tid.") || has_prefix(nm, nl, "llvm.nvvm.read.ptx.sreg.ntid.") ||
           has_prefix(nm, nl, "llvm.nvvm.read.ptx.sreg.ctaid.") || has_prefix(nm, nl, "llvm.nvvm.read.ptx.sreg.nctaid.") ||
           has_prefix(nm, nl, "llvm.nvvm.read.ptx.sreg.laneid") || has_prefix(nm, nl, "llvm.nvvm.read.ptx.sreg.warpsize"))) {
        x->cls = C_SREG; /* a special register: read it again at the use */
        continue;
      }
      if (d->k[0] == DV_TOP || dv_is_bot(d) || d->k[1] != DV_CONST || d->k[2] != DV_CONST) continue;
      LLVMTypeRef t = LLVMTypeOf(i);
      int isint = LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) <= 64;
      int uniform = d->c[1] == 0 && d->c[2] == 0;
      if (d->k[0] == DV_CONST && isint) {
        x->cls = uniform ? C_CONST : C_AFFINE;
        continue;
      }
      if (!slot_type(t) || (!uniform && LLVMGetTypeKind(t) != LLVMIntegerTypeKind && LLVMGetTypeKind(t) != LLVMPointerTypeKind))
        continue;
      if (x->inv && x->cost <= EXPR_MAX && !LLVMIsACallInst(i)) x->cls = C_EXPR;
      else if (x->inv) x->cls = x->warpdep ? C_SLOT_WARP : C_SLOT_BLOCK;
      else if (!region[b] && !fi->loops->irreducible[b]) {
        uint32_t l = fi->loops->innermost[b];
        /* outside loops; in a loop only a loop-carried value, a phi of the header (rule (ii) for the
         * paper's loop variables): the store, with its __syncwarp, once per iteration */
        if (l == GPUOPT_NONE || (LLVMIsAPHINode(i) && fi->loops->loops[l].header == b)) x->cls = C_SLOT_SYNC;
      }
    }
  }
  free(region);
  return GPUOPT_OK;
}

/* ---- Belady's choice ---- */

/* Cost tiers: rematerialisation, then block slots (a constant address), then per-warp slots. */
static int tier(uint8_t c) { return c <= C_EXPR ? 0 : c == C_SLOT_BLOCK ? 1 : 2; }

/* Execution weight of block b: 10^loop depth (Chaitin's estimate; depth capped at 6). */
static double block_weight(const gpuopt_loops *l, uint32_t b) {
  uint32_t x = b == GPUOPT_NONE ? GPUOPT_NONE : l->innermost[b];
  unsigned d = x == GPUOPT_NONE ? 0 : l->loops[x].depth;
  double w = 1;
  for (unsigned k = 0; k < d && k < 6; k++) w *= 10;
  return w;
}

/* Calls f(s, block, arg) for the block of each use of x (a phi's use: each incoming block carrying
 * x); stops and returns 1 when f does. */
static int each_use_block(ds *s, LLVMValueRef x, int (*f)(ds *, uint32_t, void *), void *arg) {
  const gpuopt_regp *rp = s->rp;
  for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    uint32_t id = LLVMIsAInstruction(user) ? gpuopt__inst_id(rp->num, user) : GPUOPT_NONE;
    if (id == GPUOPT_NONE) continue;
    if (!LLVMIsAPHINode(user)) {
      if (f(s, rp->num->block_of[id], arg)) return 1;
      continue;
    }
    unsigned n = LLVMCountIncoming(user);
    for (unsigned j = 0; j < n; j++)
      if (LLVMGetIncomingValue(user, j) == x && f(s, gpuopt__cfg_block(rp->cfg, LLVMGetIncomingBlock(user, j)), arg)) return 1;
  }
  return 0;
}

static int add_weight(ds *s, uint32_t b, void *arg) {
  if (b != GPUOPT_NONE) *(double *)arg += block_weight(s->loops, b);
  return 0;
}

static int in_loop(ds *s, uint32_t b, void *arg) {
  return b != GPUOPT_NONE && gpuopt__loop_contains(s->loops, *(uint32_t *)arg, b);
}

/* The spill cost of every value, as a Chaitin-style allocator weighs it: one store at the definition
 * and one reload at each use, each weighted by 10^loop depth. It is the cost of a slot (a shared
 * store and reloads: volatile, so executed where they stand) and the cost ptxas pays when it spills
 * the value to local memory instead. */
static void spill_costs(ds *s) {
  const gpuopt_regp *rp = s->rp;
  for (uint32_t v = 0; v < rp->nv; v++) {
    if (!rp->units[v]) continue;
    uint32_t db = v < rp->nargs ? rp->cfg->g.entry : rp->num->block_of[v - rp->nargs];
    double w = block_weight(s->loops, db);
    each_use_block(s, v < rp->nargs ? LLVMGetParam(s->fn, v) : rp->num->insts[v - rp->nargs], add_weight, &w);
    if (s->vi[v].cls == C_SLOT_SYNC) w += block_weight(s->loops, db); /* its __syncwarp before the store */
    s->wcost[v] = w;
  }
}

/* May value v (not an operand of the instruction at position p, in block b) be taken out of
 * registers there, given the live set?
 *  - A rematerialised value frees nothing inside an outermost loop that holds one of its uses: llc
 *    hoists the loop-invariant recomputation back to the preheader (the model keeps it live there;
 *    regpressure.c), so crediting it would stop the choice early with ptxas given the same kernel.
 *  - A slot is taken only when it costs no more than what ptxas would otherwise spill at this point:
 *    its weighted cost (store + reloads per iteration, spill_costs) is at most that of the cheapest
 *    value live here that div-spill leaves to ptxas (divergent values, rematerialisable ones).
 *    A uniform value used three times per iteration costs three shared reloads per iteration, more
 *    than ptxas' spill of an accumulator (one store, one load per iteration). */
/* Do a and b compute the same pure expression (opcode and operands)? llc's CSE keeps one of them. */
static int same_expr(LLVMValueRef a, LLVMValueRef b) {
  if (!LLVMIsAInstruction(a) || !LLVMIsAInstruction(b) || LLVMGetInstructionOpcode(a) != LLVMGetInstructionOpcode(b) ||
      LLVMTypeOf(a) != LLVMTypeOf(b) || LLVMIsACallInst(a))
    return 0;
  int n = LLVMGetNumOperands(a);
  if (n != LLVMGetNumOperands(b)) return 0;
  for (int k = 0; k < n; k++)
    if (LLVMGetOperand(a, (unsigned)k) != LLVMGetOperand(b, (unsigned)k)) return 0;
  return 1;
}

typedef struct alt { double cost; uint32_t units; } alt;
static int cmp_alt(const void *a, const void *b) {
  double x = ((const alt *)a)->cost, y = ((const alt *)b)->cost;
  return x < y ? -1 : x > y;
}

/* May value v (not an operand of the instruction at position p, in block b) be taken out of
 * registers there, with `live` live across it and *pressure registers in use?
 *  - A rematerialised value frees nothing inside an outermost loop that holds one of its uses: llc
 *    hoists the loop-invariant recomputation back to the preheader (the model keeps it live there;
 *    regpressure.c), so crediting it would stop the choice early with ptxas given the same kernel.
 *  - A slot replaces a spill that ptxas would make. Over the budget by E registers, ptxas spills
 *    the E registers' worth of live values that are cheapest to spill (Chaitin's cost: a store at
 *    the definition and a reload at each use, each weighted by 10^loop depth; spill_costs), so a
 *    slot spares it the dearest of those; the slot is taken only when its own weighted cost (its
 *    store and volatile reloads, which run where they stand, per iteration) is no higher. The
 *    candidates for ptxas are the live values that div-spill leaves (divergent, or rematerialisable
 *    but not here), identical pure expressions counted once (llc's CSE merges them). A uniform
 *    value used three times per iteration costs three shared reloads per iteration: more than
 *    ptxas' spill of an accumulator (one store, one load per iteration). */
static int eligible(ds *s, uint32_t v, uint32_t b, const uint64_t *live, uint32_t pressure) {
  const gpuopt_regp *rp = s->rp;
  LLVMValueRef x = rp->num->insts[v - rp->nargs];
  if (tier(s->vi[v].cls) == 0) {
    uint32_t o = gpuopt__regp_outer_loop(s->loops, b);
    return o == GPUOPT_NONE || !each_use_block(s, x, in_loop, &o);
  }
  uint32_t n = 0;
  for (uint32_t w = 0; w < rp->words; w++)
    for (uint64_t bits = live[w]; bits; bits &= bits - 1) {
      uint32_t u = w * 64 + (uint32_t)__builtin_ctzll(bits);
      if (u == v || !rp->units[u] || bitset_test(s->spilled, u) || s->vi[u].cls >= C_SLOT_BLOCK) continue;
      LLVMValueRef ux = u < rp->nargs ? NULL : rp->num->insts[u - rp->nargs];
      int dup = 0;
      for (uint32_t w2 = 0; w2 <= w && !dup && ux; w2++)
        for (uint64_t b2 = live[w2]; b2 && !dup; b2 &= b2 - 1) {
          uint32_t u2 = w2 * 64 + (uint32_t)__builtin_ctzll(b2);
          if (u2 >= u) break;
          if (u2 >= rp->nargs && rp->units[u2] && !bitset_test(s->spilled, u2)) dup = same_expr(ux, rp->num->insts[u2 - rp->nargs]);
        }
      if (dup) continue;
      s->alts[n].cost = s->wcost[u];
      s->alts[n++].units = rp->units[u];
    }
  qsort(s->alts, n, sizeof *s->alts, cmp_alt);
  uint32_t excess = pressure > s->budget ? pressure - s->budget : 0, got = 0;
  for (uint32_t k = 0; k < n; k++) {
    got += s->alts[k].units;
    if (got >= excess) return s->wcost[v] <= s->alts[k].cost;
  }
  /* ptxas could not cover the excess without it; but a loop-carried slot (a __syncwarp and a store
   * per iteration) is taken only against a cheaper-or-equal spill it spares: where the model sees
   * more live values than ptxas keeps (unrolled loads that ptxas' scheduler interleaves with their
   * uses, matmul_tiled), it would cost instructions and save nothing */
  return !(s->vi[v].cls == C_SLOT_SYNC && s->loops->innermost[b] != GPUOPT_NONE &&
           gpuopt__loop_contains(s->loops, s->loops->innermost[rp->num->block_of[v - rp->nargs]], b));
}

static void visit(void *user, uint32_t id, uint64_t *live, uint32_t *pressure) {
  ds *s = user;
  if (*pressure <= s->budget) return;
  gpuopt_regp *rp = s->rp;
  LLVMValueRef inst = rp->num->insts[id];
  uint32_t p = rp->pos[id], b = rp->num->block_of[id];
  int nops = LLVMGetNumOperands(inst);
  while (*pressure > s->budget) {
    uint32_t best = GPUOPT_NONE, bestd = 0;
    for (uint32_t w = 0; w < rp->words; w++)
      for (uint64_t bits = live[w]; bits; bits &= bits - 1) {
        uint32_t v = w * 64 + (uint32_t)__builtin_ctzll(bits);
        if (s->vi[v].cls == C_NONE || bitset_test(s->spilled, v)) continue;
        LLVMValueRef x = v < rp->nargs ? NULL : rp->num->insts[v - rp->nargs];
        int operand = 0;
        for (int o = 0; o < nops && !operand; o++) operand = LLVMGetOperand(inst, (unsigned)o) == x;
        if (operand) continue;
        uint32_t d = gpuopt__regp_next_use(rp, v, p);
        int t = tier(s->vi[v].cls), bt = best == GPUOPT_NONE ? 99 : tier(s->vi[best].cls);
        if ((t < bt || (t == bt && d > bestd)) && eligible(s, v, b, live, *pressure)) best = v, bestd = d;
      }
    if (best == GPUOPT_NONE) return;
    bitset_clear(live, best);
    bitset_set(s->spilled, best);
    s->order[s->norder++] = best;
    s->picked = 1;
    *pressure = *pressure > rp->units[best] ? *pressure - rp->units[best] : 0;
  }
}

/* ---- rewriting ---- */

typedef struct rw {
  ds *s;
  LLVMBuilderRef b;
  LLVMContextRef llc;
  LLVMTypeRef i32;
  LLVMValueRef slots;       /* the shared array */
  LLVMTypeRef slots_ty;
  unsigned block_bytes, warp_stride, nwarps;
  unsigned reqntid[3];
  int have_reqntid;
  LLVMValueRef wbase, wmask; /* computed once at the kernel's entry: this warp's slot offset, its lanes */
} rw;

static LLVMValueRef intrinsic(rw *w, const char *name, LLVMTypeRef *ty) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(w->s->m, id, NULL, 0);
  *ty = LLVMGlobalGetValueType(f);
  return f;
}

static LLVMValueRef sreg(rw *w, const char *name) {
  LLVMTypeRef ty;
  LLVMValueRef f = intrinsic(w, name, &ty);
  return LLVMBuildCall2(w->b, ty, f, NULL, 0, "");
}

/* c1*tid + c2*tid^2 in integer type t (wrapping), or NULL when both are 0. */
static LLVMValueRef tid_poly(rw *w, LLVMTypeRef t, const dv *d) {
  if (d->c[1] == 0 && d->c[2] == 0) return NULL;
  LLVMValueRef tid = sreg(w, "llvm.nvvm.read.ptx.sreg.tid.x");
  unsigned wd = LLVMGetIntTypeWidth(t);
  if (wd > 32) tid = LLVMBuildZExt(w->b, tid, t, "");
  else if (wd < 32) tid = LLVMBuildTrunc(w->b, tid, t, "");
  LLVMValueRef r = NULL;
  if (d->c[1] == 1) r = tid;
  else if (d->c[1]) r = LLVMBuildMul(w->b, tid, LLVMConstInt(t, (unsigned long long)d->c[1], 1), "");
  if (d->c[2]) {
    LLVMValueRef q = LLVMBuildMul(w->b, LLVMBuildMul(w->b, tid, tid, ""), LLVMConstInt(t, (unsigned long long)d->c[2], 1), "");
    r = r ? LLVMBuildAdd(w->b, r, q, "") : q;
  }
  return r;
}

/* The warp's index in its block: linear thread id / 32. */
static LLVMValueRef warp_index(rw *w) {
  LLVMValueRef lin;
  if (w->have_reqntid && w->reqntid[1] <= 1 && w->reqntid[2] <= 1) {
    lin = sreg(w, "llvm.nvvm.read.ptx.sreg.tid.x");
  } else { /* ((tid.z*ntid.y + tid.y)*ntid.x + tid.x), each register read just before its use */
    LLVMValueRef t = sreg(w, "llvm.nvvm.read.ptx.sreg.tid.z");
    t = LLVMBuildMul(w->b, t, sreg(w, "llvm.nvvm.read.ptx.sreg.ntid.y"), "");
    t = LLVMBuildAdd(w->b, t, sreg(w, "llvm.nvvm.read.ptx.sreg.tid.y"), "");
    t = LLVMBuildMul(w->b, t, sreg(w, "llvm.nvvm.read.ptx.sreg.ntid.x"), "");
    lin = LLVMBuildAdd(w->b, t, sreg(w, "llvm.nvvm.read.ptx.sreg.tid.x"), "");
  }
  return LLVMBuildLShr(w->b, lin, LLVMConstInt(w->i32, 5, 0), "");
}

static LLVMValueRef slot_addr(rw *w, uint8_t cls, unsigned off, LLVMValueRef *widx) {
  LLVMTypeRef i8 = LLVMInt8TypeInContext(w->llc);
  if (cls == C_SLOT_BLOCK) {
    LLVMValueRef idx = LLVMConstInt(w->i32, off, 0);
    return LLVMConstInBoundsGEP2(i8, w->slots, &idx, 1);
  }
  (void)widx;
  LLVMValueRef idx = off ? LLVMBuildAdd(w->b, w->wbase, LLVMConstInt(w->i32, off, 0), "") : w->wbase;
  return LLVMBuildInBoundsGEP2(w->b, i8, w->slots, &idx, 1, "divspill.slot");
}

/* The mask of the lanes that exist in warp wi: nthreads - 32*wi of them, at most 32. */
static LLVMValueRef warp_mask(rw *w, LLVMValueRef wi) {
  unsigned t = w->have_reqntid ? gpuopt__launch_threads(w->reqntid) : 0;
  if (t && t % 32 == 0) return LLVMConstInt(w->i32, 0xffffffffu, 0);
  LLVMValueRef n;
  if (t) n = LLVMConstInt(w->i32, t, 0);
  else {
    n = sreg(w, "llvm.nvvm.read.ptx.sreg.ntid.z");
    n = LLVMBuildMul(w->b, n, sreg(w, "llvm.nvvm.read.ptx.sreg.ntid.y"), "");
    n = LLVMBuildMul(w->b, n, sreg(w, "llvm.nvvm.read.ptx.sreg.ntid.x"), "");
  }
  LLVMTypeRef i64 = LLVMInt64TypeInContext(w->llc);
  LLVMValueRef rem = LLVMBuildSub(w->b, n, LLVMBuildShl(w->b, wi, LLVMConstInt(w->i32, 5, 0), ""), "");
  LLVMValueRef big = LLVMBuildICmp(w->b, LLVMIntUGE, rem, LLVMConstInt(w->i32, 32, 0), "");
  LLVMValueRef cnt = LLVMBuildSelect(w->b, big, LLVMConstInt(w->i32, 32, 0), rem, "");
  LLVMValueRef m = LLVMBuildSub(w->b, LLVMBuildShl(w->b, LLVMConstInt(i64, 1, 0), LLVMBuildZExt(w->b, cnt, i64, ""), ""),
                                LLVMConstInt(i64, 1, 0), "");
  return LLVMBuildTrunc(w->b, m, w->i32, "");
}

static void position_before(rw *w, LLVMValueRef inst) { LLVMPositionBuilderBefore(w->b, inst); }

/* A copy of invariant expression x at the builder's position, recomputed from its leaves. */
static LLVMValueRef clone_expr(rw *w, LLVMValueRef x) {
  if (!LLVMIsAInstruction(x)) return x;
  if (LLVMIsACallInst(x)) { /* a special register */
    LLVMValueRef f = LLVMGetCalledValue(x);
    return LLVMBuildCall2(w->b, LLVMGlobalGetValueType(f), f, NULL, 0, "");
  }
  LLVMValueRef c = LLVMInstructionClone(x);
  unsigned n = (unsigned)LLVMGetNumOperands(x);
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef op = LLVMGetOperand(x, k);
    if (LLVMIsAInstruction(op)) LLVMSetOperand(c, k, clone_expr(w, op));
  }
  LLVMInsertIntoBuilderWithName(w->b, c, "divspill.remat");
  return c;
}

/* The replacement of value x (class cls, abstract value d) computed at the builder's position. */
static LLVMValueRef reload(rw *w, LLVMValueRef x, const vinfo *vi, unsigned off) {
  LLVMTypeRef t = LLVMTypeOf(x);
  const dv *d = &vi->d;
  if (vi->cls == C_CONST) return LLVMConstInt(t, (unsigned long long)d->c[0], 1);
  if (vi->cls == C_SREG) {
    LLVMValueRef f = LLVMGetCalledValue(x);
    return LLVMBuildCall2(w->b, LLVMGlobalGetValueType(f), f, NULL, 0, "divspill.sreg");
  }
  if (vi->cls == C_EXPR) return clone_expr(w, x);
  if (vi->cls == C_AFFINE) {
    LLVMValueRef p = tid_poly(w, t, d);
    LLVMValueRef c0 = LLVMConstInt(t, (unsigned long long)d->c[0], 1);
    if (!p) return c0;
    return d->c[0] ? LLVMBuildAdd(w->b, p, c0, "divspill.remat") : p;
  }
  LLVMValueRef addr = slot_addr(w, vi->cls, off, NULL);
  LLVMValueRef r = LLVMBuildLoad2(w->b, t, addr, "divspill.reload");
  LLVMSetVolatile(r, 1);
  LLVMSetAlignment(r, (unsigned)LLVMABIAlignmentOfType(w->s->td, t));
  if (LLVMGetTypeKind(t) == LLVMPointerTypeKind) {
    LLVMTypeRef it = LLVMIntTypeInContext(w->llc, 8 * LLVMPointerSizeForAS(w->s->td, LLVMGetPointerAddressSpace(t)));
    LLVMValueRef p = tid_poly(w, it, d);
    if (p) r = LLVMBuildGEP2(w->b, LLVMInt8TypeInContext(w->llc), r, &p, 1, "divspill.reload");
  } else if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind) {
    LLVMValueRef p = tid_poly(w, t, d);
    if (p) r = LLVMBuildAdd(w->b, r, p, "divspill.reload");
  }
  return r;
}

static void store_slot(rw *w, LLVMValueRef x, const vinfo *vi, unsigned off) {
  LLVMValueRef after = LLVMGetNextInstruction(x);
  while (after && LLVMIsAPHINode(after)) after = LLVMGetNextInstruction(after);
  position_before(w, after);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef val = x;
  if (LLVMGetTypeKind(t) == LLVMPointerTypeKind) {
    LLVMTypeRef it = LLVMIntTypeInContext(w->llc, 8 * LLVMPointerSizeForAS(w->s->td, LLVMGetPointerAddressSpace(t)));
    LLVMValueRef p = tid_poly(w, it, &vi->d);
    if (p) val = LLVMBuildGEP2(w->b, LLVMInt8TypeInContext(w->llc), x, (LLVMValueRef[]){LLVMBuildNeg(w->b, p, "")}, 1, "");
  } else if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind) {
    LLVMValueRef p = tid_poly(w, t, &vi->d);
    if (p) val = LLVMBuildSub(w->b, x, p, "");
  }
  if (vi->cls == C_SLOT_SYNC) { /* __syncwarp(lanes of this warp) first: see the top comment */
    LLVMTypeRef ty;
    LLVMValueRef f = intrinsic(w, "llvm.nvvm.bar.warp.sync", &ty);
    LLVMValueRef mask = w->wmask;
    LLVMBuildCall2(w->b, ty, f, &mask, 1, "");
  }
  LLVMValueRef addr = slot_addr(w, vi->cls, off, NULL);
  LLVMValueRef st = LLVMBuildStore(w->b, val, addr);
  LLVMSetVolatile(st, 1);
  LLVMSetAlignment(st, (unsigned)LLVMABIAlignmentOfType(w->s->td, t));
}

typedef VEC(LLVMValueRef) valvec;

static gpuopt_status rewrite_value(rw *w, LLVMValueRef x, const vinfo *vi, unsigned off) {
  valvec users = {0};
  for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user)) continue;
    int dup = 0;
    for (size_t k = 0; k < users.len && !dup; k++) dup = users.data[k] == user;
    if (!dup && !VEC_PUSH(&users, user)) return gpuopt__oom(w->s->ctx, "gpuopt_div_spill");
  }
  for (size_t k = 0; k < users.len; k++) {
    LLVMValueRef user = users.data[k];
    unsigned n = (unsigned)LLVMGetNumOperands(user);
    if (LLVMIsAPHINode(user)) {
      unsigned ni = LLVMCountIncoming(user);
      for (unsigned j = 0; j < ni; j++) {
        if (LLVMGetIncomingValue(user, j) != x) continue;
        LLVMBasicBlockRef pb = LLVMGetIncomingBlock(user, j);
        position_before(w, LLVMGetBasicBlockTerminator(pb));
        LLVMValueRef r = reload(w, x, vi, off);
        /* every entry for pb must carry the same value */
        for (unsigned q = j; q < ni; q++)
          if (LLVMGetIncomingBlock(user, q) == pb && LLVMGetIncomingValue(user, q) == x) LLVMSetOperand(user, q, r);
      }
      continue;
    }
    position_before(w, user);
    LLVMValueRef r = reload(w, x, vi, off);
    for (unsigned o = 0; o < n; o++)
      if (LLVMGetOperand(user, o) == x) LLVMSetOperand(user, o, r);
  }
  VEC_FREE(&users);
  if (vi->cls >= C_SLOT_BLOCK) store_slot(w, x, vi, off);
  return GPUOPT_OK;
}

/* Static shared memory of the module (every addrspace(3) global with a size; extern arrays 0). */
static unsigned long long static_shared(LLVMModuleRef m, LLVMTargetDataRef td) {
  unsigned long long s = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != GPUOPT_AS_SHARED) continue;
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    if (LLVMTypeIsSized(t)) s += LLVMABISizeOfType(td, t);
  }
  return s;
}

static gpuopt_status spill_kernel(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMValueRef fn, gpuopt_div_spill_stats *stats,
                                  int *changed, int addr_step) {
  static const char who[] = "gpuopt_div_spill";
  ds s;
  memset(&s, 0, sizeof s);
  s.ctx = ctx;
  s.m = m;
  s.fn = fn;
  s.td = LLVMGetModuleDataLayout(m);
  s.budget = gpuopt__regp_budget(ctx, fn);
  if (!s.budget) return GPUOPT_OK;
  stats->kernels++;
  stats->budget = s.budget;
  gpuopt_fninfo *fi;
  gpuopt_status st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_NUMBERING | GPUOPT_META_PDOM | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
  if (st) return st;
  st = gpuopt__regp_build(ctx, fn, fi->cfg, fi->num, &s.rp);
  if (!st) gpuopt__regp_unrolled_ivs(s.rp, fi->loops);
  if (st == GPUOPT_EUNSUPPORTED) {
    gpuopt_ctx_clear_error(ctx);
    stats->skipped++;
    return GPUOPT_OK;
  }
  if (st) return st;
  gpuopt_divergence *dr = NULL;
  gpuopt__regp_walk(s.rp, NULL, NULL, NULL);
  unsigned before = s.rp->max;
  if (before > stats->pressure_before) stats->pressure_before = before;
  if (before <= s.budget) {
    if (before > stats->pressure_after) stats->pressure_after = before;
    gpuopt__regp_free(s.rp);
    return GPUOPT_OK;
  }
  if (addr_step) { /* the address step first (div_spill_addr.c): fewer loop-strength-reduction registers in llc */
    unsigned nr = 0;
    if ((st = gpuopt__div_spill_addresses(ctx, fn, fi->cfg, fi->loops, &nr))) goto out;
    if (nr) {
      stats->addr_rewritten += nr;
      *changed = 1;
      gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
      gpuopt__regp_free(s.rp);
      s.rp = NULL;
      if ((st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_NUMBERING | GPUOPT_META_PDOM | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) ||
          (st = gpuopt__regp_build(ctx, fn, fi->cfg, fi->num, &s.rp)))
        goto out;
      gpuopt__regp_unrolled_ivs(s.rp, fi->loops);
      gpuopt__regp_walk(s.rp, NULL, NULL, NULL);
      if (s.rp->max <= s.budget) {
        if (s.rp->max > stats->pressure_after) stats->pressure_after = s.rp->max;
        goto out;
      }
    }
  }
  s.vi = calloc((size_t)s.rp->nv + 1, sizeof *s.vi);
  s.spilled = calloc((size_t)s.rp->words + 1, 8);
  s.order = calloc((size_t)s.rp->nv + 1, sizeof *s.order);
  if (!s.vi || !s.spilled || !s.order) {
    st = gpuopt__oom(ctx, who);
    goto out;
  }
  gpuopt_divergence_options dopts = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  if ((st = gpuopt_divergence_analyze(ctx, fn, &dopts, &dr))) goto out;
  /* gpuopt_divergence_analyze clears the context's cache: ask again */
  if ((st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_NUMBERING | GPUOPT_META_PDOM | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi))) goto out;
  if (fi->cfg != s.rp->cfg || fi->num != s.rp->num) {
    gpuopt__regp_free(s.rp);
    s.rp = NULL;
    if ((st = gpuopt__regp_build(ctx, fn, fi->cfg, fi->num, &s.rp))) goto out;
    gpuopt__regp_unrolled_ivs(s.rp, fi->loops);
  }
  if ((st = classify(&s, fi, dr))) goto out;
  s.loops = fi->loops;
  s.wcost = calloc((size_t)s.rp->nv + 1, sizeof *s.wcost);
  s.hoist = calloc((size_t)s.rp->words + 1, 8);
  s.alts = calloc((size_t)s.rp->nv + 1, sizeof *s.alts);
  if (!s.wcost || !s.hoist || !s.alts) {
    st = gpuopt__oom(ctx, who);
    goto out;
  }
  spill_costs(&s);
  for (uint32_t v = 0; v < s.rp->nv; v++)
    if (s.vi[v].cls != C_NONE && tier(s.vi[v].cls) == 0) bitset_set(s.hoist, v);
  s.rp->loops = s.loops;
  s.rp->hoist = s.hoist;
  for (int round = 0; round < MAX_ROUNDS; round++) {
    s.picked = 0;
    gpuopt__regp_walk(s.rp, s.spilled, visit, &s);
    if (!s.picked) break;
  }
  /* the shared-memory bound: slots in choice order while they fit */
  unsigned long long have = static_shared(m, s.td), limit = ctx->opts.spill_shared_bytes;
  unsigned mt[3], nwarps = 32;
  rw w;
  memset(&w, 0, sizeof w);
  w.s = &s;
  w.have_reqntid = gpuopt__launch_fact(fn, "reqntid", w.reqntid);
  if (w.have_reqntid || gpuopt__launch_fact(fn, "maxntid", mt)) nwarps = (gpuopt__launch_threads(w.have_reqntid ? w.reqntid : mt) + 31) / 32;
  unsigned *off = calloc((size_t)s.norder + 1, sizeof *off);
  if (!off) {
    st = gpuopt__oom(ctx, who);
    goto out;
  }
  unsigned bbytes = 0, wbytes = 0;
  for (uint32_t k = 0; k < s.norder; k++) {
    uint32_t v = s.order[k];
    vinfo *x = &s.vi[v];
    if (x->cls < C_SLOT_BLOCK) continue;
    unsigned sz = LLVMGetTypeKind(LLVMTypeOf(s.rp->num->insts[v - s.rp->nargs])) == LLVMPointerTypeKind ? 8 :
                  (unsigned)LLVMStoreSizeOfType(s.td, LLVMTypeOf(s.rp->num->insts[v - s.rp->nargs]));
    sz = sz <= 4 ? 4 : 8;
    unsigned nb = bbytes, nw = wbytes;
    if (x->cls == C_SLOT_BLOCK) nb = (nb + sz - 1) / sz * sz + sz;
    else nw = (nw + sz - 1) / sz * sz + sz;
    unsigned long long total = (unsigned long long)((nb + 7) & ~7u) + (unsigned long long)((nw + 7) & ~7u) * nwarps;
    if (have + total > limit) {
      x->cls = C_NONE; /* does not fit: left to ptxas */
      stats->dropped++;
      continue;
    }
    off[k] = x->cls == C_SLOT_BLOCK ? nb - sz : nw - sz;
    bbytes = nb;
    wbytes = nw;
  }
  w.block_bytes = (bbytes + 7) & ~7u;
  w.warp_stride = (wbytes + 7) & ~7u;
  w.nwarps = nwarps;
  unsigned total = w.block_bytes + w.warp_stride * nwarps;
  uint32_t nspill = 0;
  for (uint32_t k = 0; k < s.norder; k++) nspill += s.vi[s.order[k]].cls != C_NONE;
  if (nspill) {
    w.llc = LLVMGetModuleContext(m);
    w.i32 = LLVMInt32TypeInContext(w.llc);
    w.b = LLVMCreateBuilderInContext(w.llc);
    if (total) {
      size_t len;
      const char *fname = LLVMGetValueName2(fn, &len);
      char *gname = malloc(len + 32);
      if (!gname) {
        LLVMDisposeBuilder(w.b);
        free(off);
        st = gpuopt__oom(ctx, who);
        goto out;
      }
      snprintf(gname, len + 32, "__gpuopt_divspill.%.*s", (int)len, fname);
      w.slots_ty = LLVMArrayType2(LLVMInt8TypeInContext(w.llc), total);
      w.slots = LLVMAddGlobalInAddressSpace(m, w.slots_ty, gname, GPUOPT_AS_SHARED);
      free(gname);
      LLVMSetLinkage(w.slots, LLVMInternalLinkage);
      LLVMSetInitializer(w.slots, LLVMGetUndef(w.slots_ty));
      LLVMSetAlignment(w.slots, 8);
      stats->shared_bytes += total;
    }
    if (w.warp_stride) { /* the warp's slot offset and lanes, once, at the entry */
      LLVMBasicBlockRef eb = LLVMGetEntryBasicBlock(fn);
      LLVMValueRef at = LLVMGetFirstInstruction(eb);
      while (at && (LLVMIsAPHINode(at) || LLVMIsAAllocaInst(at))) at = LLVMGetNextInstruction(at);
      LLVMPositionBuilderBefore(w.b, at);
      LLVMValueRef wi = warp_index(&w);
      w.wbase = LLVMBuildAdd(w.b, LLVMBuildMul(w.b, wi, LLVMConstInt(w.i32, w.warp_stride, 0), ""),
                             LLVMConstInt(w.i32, w.block_bytes, 0), "divspill.warp");
      int sync = 0;
      for (uint32_t k = 0; k < s.norder; k++) sync |= s.vi[s.order[k]].cls == C_SLOT_SYNC;
      if (sync) w.wmask = warp_mask(&w, wi);
    }
    for (uint32_t k = 0; k < s.norder && !st; k++) {
      uint32_t v = s.order[k];
      vinfo *x = &s.vi[v];
      if (x->cls == C_NONE) continue;
      switch (x->cls) {
      case C_CONST: stats->remat_const++; break;
      case C_SREG: stats->remat_sreg++; break;
      case C_AFFINE: stats->remat_affine++; break;
      case C_EXPR: stats->remat_expr++; break;
      case C_SLOT_BLOCK: stats->block_slots++; break;
      case C_SLOT_WARP: stats->warp_slots++; break;
      default: stats->synced_slots++; break;
      }
      st = rewrite_value(&w, s.rp->num->insts[v - s.rp->nargs], x, off[k]);
    }
    LLVMDisposeBuilder(w.b);
    *changed = 1;
    gpuopt__invalidate(ctx, fn, GPUOPT_META_CONTROL_FLOW);
  }
  free(off);
  if (!st && nspill) {
    /* the pressure now, for the stats */
    gpuopt__regp_free(s.rp);
    s.rp = NULL;
    if (!(st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_NUMBERING | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi)) &&
        !(st = gpuopt__regp_build(ctx, fn, fi->cfg, fi->num, &s.rp))) {
      gpuopt__regp_unrolled_ivs(s.rp, fi->loops);
      gpuopt__regp_walk(s.rp, NULL, NULL, NULL);
      if (s.rp->max > stats->pressure_after) stats->pressure_after = s.rp->max;
    }
  } else if (!st) {
    if (before > stats->pressure_after) stats->pressure_after = before;
  }
out:
  gpuopt_divergence_free(dr);
  gpuopt__regp_free(s.rp);
  free(s.vi);
  free(s.spilled);
  free(s.order);
  free(s.wcost);
  free(s.hoist);
  free(s.alts);
  return st;
}

static gpuopt_status div_spill(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_div_spill_stats *stats, int addr_step) {
  static const char who[] = "gpuopt_div_spill";
  gpuopt_div_spill_stats local;
  if (!stats) stats = &local;
  memset(stats, 0, sizeof *stats);
  if (!ctx) return GPUOPT_EINVAL;
  if (!m) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL module", who);
  gpuopt_status st = gpuopt_module_check_target(ctx, m);
  if (st) return st;
  int changed = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !st; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && gpuopt_is_kernel(f)) st = spill_kernel(ctx, m, f, stats, &changed, addr_step);
  return st;
}

gpuopt_status gpuopt_div_spill(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_div_spill_stats *stats) {
  return div_spill(ctx, m, stats, 1);
}

static int stats_changed(const gpuopt_div_spill_stats *s) {
  return s->addr_rewritten + s->remat_const + s->remat_sreg + s->remat_expr + s->remat_affine + s->block_slots + s->warp_slots + s->synced_slots != 0;
}

gpuopt_status gpuopt__step_div_spill(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed);
gpuopt_status gpuopt__step_div_spill(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_div_spill_stats s;
  gpuopt_status st = div_spill(ctx, m, &s, 1);
  *changed = stats_changed(&s);
  return st;
}

/* "div-spill-noaddr": the rules of Fig. 18 without the address step (one of the candidates of the
 * driver's --spill-feedback: llc's loop strength reduction may re-associate the chained addresses). */
gpuopt_status gpuopt__step_div_spill_noaddr(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed);
gpuopt_status gpuopt__step_div_spill_noaddr(gpuopt_ctx *ctx, LLVMModuleRef m, int *changed) {
  gpuopt_div_spill_stats s;
  gpuopt_status st = div_spill(ctx, m, &s, 0);
  *changed = stats_changed(&s);
  return st;
}
