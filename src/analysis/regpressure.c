/* Register-pressure model: how many 32-bit registers a function's SSA values need at each
 * instruction, for div-spill (Sampaio et al., "Divergence Analysis", TOPLAS 2013, §4: the register
 * allocator's view, before ptxas).
 *
 * Units: each SSA value occupies gpuopt__regp_units of its type (32-bit registers: i32/float 1,
 * i64/double/64-bit pointers 2, vectors per element); i1 values are predicates, a separate register
 * file, and count 0. Kernel parameters count 0 as well: PTX keeps them in the parameter (constant)
 * bank and ptxas reads them at each use.
 *
 * Liveness: SSA path exploration (Brandner et al., "Computing Liveness Sets for SSA-Form
 * Programs", 2011): from each use of v walk the CFG backwards, marking live-in and live-out, until
 * v's defining block. A phi's operand is used at the end of its incoming block; phis are defined at
 * the start of their block. Pressure: each block is walked backwards from its live-out set; at
 * instruction I the pressure is max(registers live after I including I's result, registers live
 * before I including its operands); values taken out of registers (spilled) are not propagated and
 * count only at their definition and, as reload temporaries, at each use, except that a
 * rematerialised loop-invariant value (r->hoist) stays live across each outermost loop holding one of
 * its uses, since llc's MachineLICM hoists the recomputation back to the loop's preheader. The
 * maximum over all instructions of reachable blocks is the function's register pressure.
 *
 * Below the IR: ptxas' 64-bit division routine needs registers that no SSA value stands for; each
 * such instruction adds gpuopt__regp_below_ir to the pressure at that point (regpressure.h). llc's
 * loop strength reduction gives each use of an unrolled copy with a non-constant step its own
 * register across the loop (gpuopt__regp_unrolled_ivs, for callers that have the loops).
 *
 * The linear order (reverse post-order of blocks, program order within) numbers program points for
 * Belady's farthest-next-use rule (gpuopt__regp_next_use), as in a linear-scan allocator.
 *
 * Requires: cfg and numbering of the function (owned by the caller). Preserves: everything. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "analysis/regpressure.h"
#include "core/ctx.h"
#include "gpuopt/analysis.h"
#include "gpuopt/module.h"

#define REGS_PER_SM 65536u
#define MAX_SET_BYTES ((size_t)96 << 20) /* live-in + live-out sets of one function */

unsigned gpuopt__regp_units(LLVMTargetDataRef td, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w == 1 ? 0 : (w + 31) / 32;
  }
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFloatTypeKind:
    return 1;
  case LLVMDoubleTypeKind:
    return 2;
  case LLVMPointerTypeKind: {
    unsigned bytes = td ? LLVMPointerSizeForAS(td, LLVMGetPointerAddressSpace(t)) : 8;
    return (bytes + 3) / 4;
  }
  case LLVMVectorTypeKind: {
    unsigned n = LLVMGetVectorSize(t), u = gpuopt__regp_units(td, LLVMGetElementType(t));
    if (LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(LLVMGetElementType(t)) < 32)
      return (n * LLVMGetIntTypeWidth(LLVMGetElementType(t)) + 31) / 32; /* packed, as NVPTX does for v2i16/v4i8 */
    return n * u;
  }
  case LLVMArrayTypeKind:
    return (unsigned)LLVMGetArrayLength(t) * gpuopt__regp_units(td, LLVMGetElementType(t));
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(t), s = 0;
    for (unsigned i = 0; i < n; i++) s += gpuopt__regp_units(td, LLVMStructGetTypeAtIndex(t, i));
    return s;
  }
  default:
    return 0;
  }
}

unsigned gpuopt__regp_below_ir(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMSDiv:
  case LLVMUDiv:
  case LLVMSRem:
  case LLVMURem:
    break;
  default:
    return 0;
  }
  LLVMTypeRef t = LLVMTypeOf(i);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) <= 32) return 0;
  LLVMValueRef d = LLVMGetOperand(i, 1);
  if (LLVMIsAConstant(d)) return 0; /* power of two: shifts; otherwise a multiply-high sequence */
  return GPUOPT_REGP_DIV64;
}

/* llc's loop strength reduction on unrolled loops with a non-constant step (clang's 4-way copies of
 * `for (j = ...; ...; j += blockDim.y)`): the copies are j, j + s, j + 2s, ... (a chain of adds of
 * one loop-invariant, non-constant s, starting at a header phi). LSR cannot fold k*s into an
 * immediate offset, so each use of a copy becomes its own loop invariant (y + k*s for a compare) or
 * induction variable (a shared-memory address: 64-bit), live across the whole loop; transpose's PTX
 * keeps 28 registers across its unrolled loop where the SSA form has 17. Each non-chain user of a
 * copy counts its own units, 2 when it feeds a sign/zero extension or a getelementptr (an address),
 * at least 1; a chain with fewer than two used copies (no unrolling) counts nothing. Added to
 * r->below at every instruction of the loop. */
static int invariant_in(const gpuopt_regp *r, const gpuopt_loops *loops, uint32_t L, LLVMValueRef v) {
  if (LLVMIsAArgument(v)) return 1;
  if (!LLVMIsAInstruction(v)) return 0;
  uint32_t id = gpuopt__inst_id(r->num, v);
  return id != GPUOPT_NONE && !gpuopt__loop_contains(loops, L, r->num->block_of[id]);
}

static int in_loop(const gpuopt_regp *r, const gpuopt_loops *loops, uint32_t L, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return 0;
  uint32_t id = gpuopt__inst_id(r->num, v);
  return id != GPUOPT_NONE && gpuopt__loop_contains(loops, L, r->num->block_of[id]);
}

void gpuopt__regp_unrolled_ivs(gpuopt_regp *r, const gpuopt_loops *loops) {
  if (!loops) return;
  for (uint32_t L = 0; L < loops->nloops; L++) {
    const gpuopt_loop *lp = &loops->loops[L];
    unsigned extra = 0;
    for (LLVMValueRef p = LLVMGetFirstInstruction(r->cfg->blocks[lp->header]); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
      if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMIntegerTypeKind) continue;
      LLVMValueRef cur = p, step = NULL;
      unsigned copies = 0, cost = 0;
      for (int n = 0; cur && n < 64; n++) {
        LLVMValueRef next = NULL;
        unsigned users = 0;
        for (LLVMUseRef u = LLVMGetFirstUse(cur); u; u = LLVMGetNextUse(u)) {
          LLVMValueRef x = LLVMGetUser(u);
          if (!in_loop(r, loops, L, x) || LLVMIsAPHINode(x)) continue;
          if (!next && LLVMGetInstructionOpcode(x) == LLVMAdd) {
            LLVMValueRef o = LLVMGetOperand(x, 0) == cur ? LLVMGetOperand(x, 1) : LLVMGetOperand(x, 0);
            if (!LLVMIsAConstant(o) && invariant_in(r, loops, L, o) && (!step || o == step)) {
              step = o;
              next = x;
              continue;
            }
          }
          unsigned un = gpuopt__regp_units(NULL, LLVMTypeOf(x));
          for (LLVMUseRef w = LLVMGetFirstUse(x); w; w = LLVMGetNextUse(w)) { /* an address: a 64-bit IV */
            LLVMOpcode op = LLVMIsAInstruction(LLVMGetUser(w)) ? LLVMGetInstructionOpcode(LLVMGetUser(w)) : LLVMRet;
            if (op == LLVMZExt || op == LLVMSExt || op == LLVMGetElementPtr) un = 2;
          }
          users += un ? un : 1;
        }
        if (users) copies++, cost += users;
        cur = next;
      }
      if (step && copies >= 2) extra += cost;
    }
    if (!extra) continue;
    for (uint32_t k = 0; k < lp->nblocks; k++)
      for (LLVMValueRef i = LLVMGetFirstInstruction(r->cfg->blocks[lp->blocks[k]]); i; i = LLVMGetNextInstruction(i)) {
        uint32_t id = gpuopt__inst_id(r->num, i);
        if (id == GPUOPT_NONE) continue;
        unsigned b = r->below[id] + extra;
        r->below[id] = (uint8_t)(b > 255 ? 255 : b);
      }
  }
}

void gpuopt__regp_free(gpuopt_regp *r) {
  if (!r) return;
  gpuopt__arena_free(&r->arena);
  free(r);
}

uint32_t gpuopt__regp_value(const gpuopt_regp *r, LLVMValueRef v) {
  if (LLVMIsAInstruction(v)) {
    uint32_t id = gpuopt__inst_id(r->num, v);
    return id == GPUOPT_NONE ? GPUOPT_NONE : r->nargs + id;
  }
  if (LLVMIsAArgument(v) && LLVMGetParamParent(v) == r->fn)
    for (uint32_t i = 0; i < r->nargs; i++)
      if (LLVMGetParam(r->fn, i) == v) return i;
  return GPUOPT_NONE;
}

static LLVMValueRef value_ref(const gpuopt_regp *r, uint32_t v) {
  return v < r->nargs ? LLVMGetParam(r->fn, v) : r->num->insts[v - r->nargs];
}

static uint32_t def_block(const gpuopt_regp *r, uint32_t v) {
  return v < r->nargs ? r->cfg->g.entry : r->num->block_of[v - r->nargs];
}

static uint32_t term_pos(const gpuopt_regp *r, uint32_t b) {
  LLVMValueRef t = LLVMGetBasicBlockTerminator(r->cfg->blocks[b]);
  uint32_t id = t ? gpuopt__inst_id(r->num, t) : GPUOPT_NONE;
  return id == GPUOPT_NONE ? GPUOPT_NONE : r->pos[id];
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

gpuopt_status gpuopt__regp_build(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_cfg *cfg, const gpuopt_numbering *num,
                                 gpuopt_regp **out) {
  static const char who[] = "gpuopt_regpressure";
  *out = NULL;
  gpuopt_regp *r = calloc(1, sizeof *r);
  if (!r) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&r->arena);
  r->fn = fn;
  r->cfg = cfg;
  r->num = num;
  r->nargs = LLVMCountParams(fn);
  r->nv = r->nargs + num->ninst;
  r->words = (r->nv + 63) / 64;
  uint32_t nb = cfg->g.n;
  if ((size_t)r->words * 8 * 2 * (nb + 1) > MAX_SET_BYTES) {
    gpuopt__regp_free(r);
    return gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED, "%s: @%s is too large for the register-pressure model (%u values, %u blocks)",
                        who, LLVMGetValueName(fn), r->nv, nb);
  }
  gpuopt_arena *A = &r->arena;
  r->units = ANEW(A, uint8_t, r->nv + 1);
  r->pos = ANEW(A, uint32_t, num->ninst + 1);
  r->use_off = ANEW(A, uint32_t, r->nv + 2);
  r->live_in = ANEW(A, uint64_t, (size_t)r->words * (nb + 1));
  r->live_out = ANEW(A, uint64_t, (size_t)r->words * (nb + 1));
  r->pressure = ANEW(A, uint32_t, num->ninst + 1);
  r->below = ANEW(A, uint8_t, num->ninst + 1);
  if (A->oom) goto oom;
  for (uint32_t id = 0; id < num->ninst; id++) r->below[id] = (uint8_t)gpuopt__regp_below_ir(num->insts[id]);
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn));
  int kernel = gpuopt_is_kernel(fn);
  for (uint32_t v = 0; v < r->nv; v++) {
    LLVMValueRef x = value_ref(r, v);
    if (v < r->nargs && kernel) continue;
    unsigned u = gpuopt__regp_units(td, LLVMTypeOf(x));
    r->units[v] = (uint8_t)(u > 255 ? 255 : u);
  }
  for (uint32_t id = 0; id < num->ninst; id++) r->pos[id] = GPUOPT_NONE;
  for (uint32_t k = 0, p = 0; k < cfg->nrpo; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(cfg->blocks[cfg->rpo[k]]); i; i = LLVMGetNextInstruction(i))
      r->pos[gpuopt__inst_id(num, i)] = p++, r->npos = p;
  /* use positions */
  size_t nuses = 0;
  for (uint32_t v = 0; v < r->nv; v++) {
    r->use_off[v] = (uint32_t)nuses;
    if (!r->units[v]) continue;
    for (LLVMUseRef u = LLVMGetFirstUse(value_ref(r, v)); u; u = LLVMGetNextUse(u)) nuses++;
  }
  r->use_off[r->nv] = (uint32_t)nuses;
  r->use_pos = ANEW(A, uint32_t, nuses + 1);
  if (A->oom) goto oom;
  for (uint32_t v = 0; v < r->nv; v++) {
    if (!r->units[v]) continue;
    uint32_t k = r->use_off[v];
    LLVMValueRef x = value_ref(r, v);
    for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      uint32_t id = LLVMIsAInstruction(user) ? gpuopt__inst_id(num, user) : GPUOPT_NONE;
      uint32_t p = GPUOPT_NONE;
      if (id != GPUOPT_NONE && LLVMIsAPHINode(user)) {
        /* one entry per use: the first incoming edge carrying x not yet counted is close enough */
        unsigned n = LLVMCountIncoming(user);
        for (unsigned j = 0; j < n && p == GPUOPT_NONE; j++)
          if (LLVMGetIncomingValue(user, j) == x) {
            uint32_t b = gpuopt__cfg_block(cfg, LLVMGetIncomingBlock(user, j));
            if (b != GPUOPT_NONE) p = term_pos(r, b);
          }
      } else if (id != GPUOPT_NONE) {
        p = r->pos[id];
      }
      if (p != GPUOPT_NONE) r->use_pos[k++] = p;
    }
    qsort(r->use_pos + r->use_off[v], k - r->use_off[v], sizeof(uint32_t), cmp_u32);
    for (uint32_t j = k; j < r->use_off[v + 1]; j++) r->use_pos[j] = UINT32_MAX; /* unreachable uses last */
  }
  *out = r;
  return GPUOPT_OK;
oom:
  gpuopt__regp_free(r);
  return gpuopt__oom(ctx, who);
}

uint32_t gpuopt__regp_next_use(const gpuopt_regp *r, uint32_t v, uint32_t p) {
  const uint32_t *u = r->use_pos + r->use_off[v];
  uint32_t n = r->use_off[v + 1] - r->use_off[v];
  while (n && u[n - 1] == UINT32_MAX) n--;
  if (!n) return UINT32_MAX;
  uint32_t lo = 0, hi = n; /* first use > p */
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (u[mid] <= p) lo = mid + 1;
    else hi = mid;
  }
  if (lo < n) return u[lo] - p;
  return r->npos - p + u[0];
}

/* ---- liveness ---- */

typedef struct walkstate {
  gpuopt_regp *r;
  uint32_t *stack;
  uint32_t v, db;
} walkstate;

#define SET(base, b) ((base) + (size_t)(b) * r->words)

static void mark_out(walkstate *w, uint32_t *sp, uint32_t b) {
  gpuopt_regp *r = w->r;
  uint64_t *lo = SET(r->live_out, b);
  if (bitset_test(lo, w->v)) return;
  bitset_set(lo, w->v);
  if (b != w->db && !bitset_test(SET(r->live_in, b), w->v)) {
    bitset_set(SET(r->live_in, b), w->v);
    w->stack[(*sp)++] = b;
  }
}

static void propagate(walkstate *w, uint32_t *sp) {
  gpuopt_regp *r = w->r;
  const gpuopt_graph *g = &r->cfg->g;
  while (*sp) {
    uint32_t b = w->stack[--*sp];
    CFG_PREDS(g, b, p) mark_out(w, sp, *p);
  }
}

uint32_t gpuopt__regp_outer_loop(const gpuopt_loops *loops, uint32_t b) {
  if (!loops || b == GPUOPT_NONE) return GPUOPT_NONE;
  uint32_t x = loops->innermost[b];
  while (x != GPUOPT_NONE && loops->loops[x].parent != GPUOPT_NONE) x = loops->loops[x].parent;
  return x;
}

/* A spilled value in r->hoist: live in and out of every block of each outermost loop that holds a
 * use (and out of its preheader, where the hoisted recomputation lands). */
static void hoisted_liveness(gpuopt_regp *r, uint32_t v) {
  LLVMValueRef x = value_ref(r, v);
  for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    uint32_t id = LLVMIsAInstruction(user) ? gpuopt__inst_id(r->num, user) : GPUOPT_NONE;
    if (id == GPUOPT_NONE) continue;
    unsigned n = LLVMIsAPHINode(user) ? LLVMCountIncoming(user) : 1;
    for (unsigned j = 0; j < n; j++) {
      uint32_t ub = r->num->block_of[id];
      if (LLVMIsAPHINode(user)) {
        if (LLVMGetIncomingValue(user, j) != x) continue;
        ub = gpuopt__cfg_block(r->cfg, LLVMGetIncomingBlock(user, j));
      }
      uint32_t o = gpuopt__regp_outer_loop(r->loops, ub);
      if (o == GPUOPT_NONE) continue;
      const gpuopt_loop *L = &r->loops->loops[o];
      for (uint32_t k = 0; k < L->nblocks; k++) {
        bitset_set(SET(r->live_in, L->blocks[k]), v);
        bitset_set(SET(r->live_out, L->blocks[k]), v);
      }
      if (L->preheader != GPUOPT_NONE) bitset_set(SET(r->live_out, L->preheader), v);
    }
  }
}

static void liveness(gpuopt_regp *r, const uint64_t *spilled, uint32_t *stack) {
  uint32_t nb = r->cfg->g.n;
  memset(r->live_in, 0, (size_t)r->words * nb * 8);
  memset(r->live_out, 0, (size_t)r->words * nb * 8);
  walkstate w = {r, stack, 0, 0};
  for (uint32_t v = 0; v < r->nv; v++) {
    if (r->units[v] && spilled && bitset_test(spilled, v) && r->hoist && r->loops && bitset_test(r->hoist, v))
      hoisted_liveness(r, v);
    if (!r->units[v] || (spilled && bitset_test(spilled, v))) continue;
    w.v = v;
    w.db = def_block(r, v);
    LLVMValueRef x = value_ref(r, v);
    uint32_t sp = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(x); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      uint32_t id = LLVMIsAInstruction(user) ? gpuopt__inst_id(r->num, user) : GPUOPT_NONE;
      if (id == GPUOPT_NONE) continue;
      if (LLVMIsAPHINode(user)) {
        unsigned n = LLVMCountIncoming(user);
        for (unsigned j = 0; j < n; j++)
          if (LLVMGetIncomingValue(user, j) == x) {
            uint32_t b = gpuopt__cfg_block(r->cfg, LLVMGetIncomingBlock(user, j));
            if (b != GPUOPT_NONE) mark_out(&w, &sp, b);
          }
      } else {
        uint32_t ub = r->num->block_of[id];
        if (ub != w.db && !bitset_test(SET(r->live_in, ub), v)) {
          bitset_set(SET(r->live_in, ub), v);
          stack[sp++] = ub;
        }
      }
      propagate(&w, &sp);
    }
  }
}

/* ---- pressure ---- */

void gpuopt__regp_walk(gpuopt_regp *r, uint64_t *spilled, gpuopt_regp_visit visit, void *user) {
  const gpuopt_cfg *cfg = r->cfg;
  uint32_t nb = cfg->g.n;
  /* scratch: a stack of blocks (each block is pushed at most once per value) and one live set */
  uint32_t *stack = malloc(((size_t)nb + 1) * sizeof *stack);
  uint64_t *live = malloc(((size_t)r->words + 1) * 8);
  r->max = 0;
  r->max_inst = GPUOPT_NONE;
  if (!stack || !live) {
    free(stack);
    free(live);
    return;
  }
  liveness(r, spilled, stack);
  for (uint32_t k = 0; k < cfg->nrpo; k++) {
    uint32_t b = cfg->rpo[k];
    memcpy(live, SET(r->live_out, b), (size_t)r->words * 8);
    uint32_t cur = 0;
    for (uint32_t wi = 0; wi < r->words; wi++)
      for (uint64_t x = live[wi]; x; x &= x - 1) cur += r->units[wi * 64 + (uint32_t)__builtin_ctzll(x)];
    LLVMBasicBlockRef bb = cfg->blocks[b];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    LLVMValueRef first_phi_free = LLVMGetFirstInstruction(bb);
    while (first_phi_free && LLVMIsAPHINode(first_phi_free)) first_phi_free = LLVMGetNextInstruction(first_phi_free);
    for (LLVMValueRef i = LLVMGetLastInstruction(bb); i; i = LLVMGetPreviousInstruction(i)) {
      uint32_t id = gpuopt__inst_id(r->num, i);
      if (LLVMIsAPHINode(i)) {
        r->pressure[id] = cur;
        if (cur > r->max) r->max = cur, r->max_inst = id;
        continue;
      }
      uint32_t d = r->nargs + id, du = r->units[d];
      if (du && bitset_test(live, d)) bitset_clear(live, d), cur -= du;
      uint32_t extra = 0;
      if (i == term && spilled) { /* reloads of spilled phi operands sit before the terminator */
        unsigned ns = LLVMGetNumSuccessors(i);
        for (unsigned s = 0; s < ns; s++)
          for (LLVMValueRef p = LLVMGetFirstInstruction(LLVMGetSuccessor(i, s)); p && LLVMIsAPHINode(p);
               p = LLVMGetNextInstruction(p)) {
            LLVMValueRef in = NULL;
            unsigned n = LLVMCountIncoming(p);
            for (unsigned j = 0; j < n && !in; j++)
              if (LLVMGetIncomingBlock(p, j) == bb) in = LLVMGetIncomingValue(p, j);
            uint32_t v = in ? gpuopt__regp_value(r, in) : GPUOPT_NONE;
            if (v != GPUOPT_NONE && r->units[v] && bitset_test(spilled, v) && !bitset_test(live, v)) extra += r->units[v];
          }
      }
      int nops = LLVMGetNumOperands(i);
      uint32_t before = cur + extra;
      for (int o = 0; o < nops; o++) {
        uint32_t v = gpuopt__regp_value(r, LLVMGetOperand(i, (unsigned)o));
        if (v == GPUOPT_NONE || !r->units[v]) continue;
        if (!bitset_test(live, v)) before += r->units[v]; /* a last use, or a spilled value's reload */
      }
      uint32_t p = (cur + du > before ? cur + du : before) + r->below[id];
      if (visit) {
        uint32_t q = p;
        visit(user, id, live, &q);
        if (q < p) {
          uint32_t drop = p - q;
          cur = cur > drop ? cur - drop : 0;
          p = q;
        }
      }
      r->pressure[id] = p;
      if (p > r->max) r->max = p, r->max_inst = id;
      for (int o = 0; o < nops; o++) {
        uint32_t v = gpuopt__regp_value(r, LLVMGetOperand(i, (unsigned)o));
        if (v == GPUOPT_NONE || !r->units[v] || (spilled && bitset_test(spilled, v)) || bitset_test(live, v)) continue;
        bitset_set(live, v);
        cur += r->units[v];
      }
    }
    (void)first_phi_free;
  }
  free(stack);
  free(live);
}

/* ---- launch facts: nvvm.annotations entries and LLVM 20+'s "nvvm.*" function attributes ---- */

/* Reads key (e.g. "maxntid") as up to three extents (key + x/y/z in annotations, "a,b,c" in the
 * attribute) or, for scalar keys, dims[0]. Returns whether anything was found. */
int gpuopt__launch_fact(LLVMValueRef fn, const char *key, unsigned dims[3]) {
  dims[0] = dims[1] = dims[2] = 0;
  char attr[64];
  snprintf(attr, sizeof attr, "nvvm.%s", key);
  LLVMAttributeRef at = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, attr, (unsigned)strlen(attr));
  if (at) {
    unsigned len = 0;
    const char *s = LLVMGetStringAttributeValue(at, &len);
    char buf[64];
    if (len < sizeof buf) {
      memcpy(buf, s, len);
      buf[len] = 0;
      char *p = buf;
      for (int d = 0; d < 3 && *p; d++) {
        dims[d] = (unsigned)strtoul(p, &p, 10);
        if (*p == ',') p++;
        else break;
      }
      return dims[0] != 0;
    }
  }
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
  if (!n) return 0;
  LLVMValueRef *ops = malloc(n * sizeof *ops);
  if (!ops) return 0;
  LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
  int any = 0;
  size_t kl = strlen(key);
  for (unsigned i = 0; i < n; i++) {
    unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
    if (k < 3 || k > 64) continue;
    LLVMValueRef f[64];
    LLVMGetMDNodeOperands(ops[i], f);
    if (f[0] != fn) continue;
    for (unsigned j = 1; j + 1 < k; j += 2) {
      unsigned sl = 0;
      const char *s = f[j] && LLVMIsAMDString(f[j]) ? LLVMGetMDString(f[j], &sl) : NULL;
      if (!s || sl < kl || memcmp(s, key, kl) || !f[j + 1] || !LLVMIsAConstantInt(f[j + 1])) continue;
      unsigned v = (unsigned)LLVMConstIntGetZExtValue(f[j + 1]);
      if (sl == kl) dims[0] = v, any = 1;
      else if (sl == kl + 1 && s[kl] >= 'x' && s[kl] <= 'z') dims[s[kl] - 'x'] = v, any = 1;
    }
  }
  free(ops);
  return any;
}

unsigned gpuopt__launch_threads(const unsigned d[3]) {
  unsigned long long t = (unsigned long long)(d[0] ? d[0] : 1) * (d[1] ? d[1] : 1) * (d[2] ? d[2] : 1);
  return t > 1024 ? 1024 : (unsigned)t;
}

/* ptxas raises a register cap below 24 to 24 ("adjusting per thread register count of 16 to lower
 * bound of 24", CUDA 12/13, every profile from sm_75 to sm_90): the cap in effect (context option
 * min_registers, default 24) is the budget the model aims at; aiming lower would only trade
 * registers ptxas does not save for slots and reloads (conv2d_3x3 at cap 16 got worse that way). */
static unsigned effective_cap(const gpuopt_ctx *ctx, unsigned cap) {
  return cap && cap < ctx->opts.min_registers ? ctx->opts.min_registers : cap;
}

unsigned gpuopt__regp_budget(const gpuopt_ctx *ctx, LLVMValueRef fn) {
  if (ctx->opts.max_registers) return effective_cap(ctx, ctx->opts.max_registers);
  unsigned d[3];
  if (gpuopt__launch_fact(fn, "maxnreg", d) && d[0]) return effective_cap(ctx, d[0]);
  unsigned mt[3], mc[3];
  if (!gpuopt__launch_fact(fn, "maxntid", mt) && !gpuopt__launch_fact(fn, "reqntid", mt)) return 0;
  unsigned warps = (gpuopt__launch_threads(mt) + 31) / 32, ctas = gpuopt__launch_fact(fn, "minctasm", mc) && mc[0] ? mc[0] : 1;
  unsigned long long r = REGS_PER_SM / ((unsigned long long)warps * 32 * ctas);
  r &= ~7ull; /* ptxas allocates in units of 8 per thread */
  if (r > 255) r = 255;
  return effective_cap(ctx, (unsigned)(r < 16 ? 16 : r));
}


gpuopt_status gpuopt_register_pressure(gpuopt_ctx *ctx, LLVMValueRef fn, gpuopt_regpressure *out) {
  static const char who[] = "gpuopt_register_pressure";
  if (!ctx) return GPUOPT_EINVAL;
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL out pointer", who);
  memset(out, 0, sizeof *out);
  if (!fn || !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function definition", who);
  gpuopt__invalidate(ctx, fn, 0);
  gpuopt_fninfo *fi;
  gpuopt_status st = gpuopt__require(ctx, fn, GPUOPT_META_CFG | GPUOPT_META_NUMBERING | GPUOPT_META_DOM | GPUOPT_META_LOOPS, &fi);
  if (st) return st;
  gpuopt_regp *r;
  if ((st = gpuopt__regp_build(ctx, fn, fi->cfg, fi->num, &r))) return st;
  gpuopt__regp_unrolled_ivs(r, fi->loops);
  gpuopt__regp_walk(r, NULL, NULL, NULL);
  out->max = r->max;
  out->at = r->max_inst == GPUOPT_NONE ? NULL : r->num->insts[r->max_inst];
  out->budget = gpuopt_is_kernel(fn) ? gpuopt__regp_budget(ctx, fn) : 0;
  gpuopt__regp_free(r);
  return GPUOPT_OK;
}
