/* Divergence analysis: which values are the same on every active lane of a warp (uniform), which
 * are polynomials of threadIdx.x (affine), which branches may split a warp, and (access.c) the
 * memory access pattern of every load, store and atomic.
 *
 * Paper: Sampaio, Souza, Collange, Pereira, "Divergence Analysis", TOPLAS 35(4), 2013. §3.3 and
 * Fig. 10 (simple: uniform / divergent), §3.4 and Figs. 12-13 (affine: a1*tid + a0 over the lattice
 * {TOP, integer, BOT}), Fig. 15 and Theorem 3.5 (poly2: a2*tid^2 + a1*tid + a0). One
 * implementation serves the three modes: every value gets the coefficients (c0, c1, c2); `simple`
 * keeps only c1 = c2 = 0 (anything else is divergent), `affine` only c2 = 0, `poly2` all three.
 *
 * Lattice of one coefficient: TOP > integer > UNI > BOT. UNI is "the same on every active lane but
 * not known statically" (the paper's ⊥ on a uniform quantity, e.g. a kernel parameter n: (0, UNI));
 * BOT is "no claim". A value with any BOT coefficient is divergent; c1 = c2 = 0 is uniform; c1, c2
 * known integers, not both 0, is affine. A value (0, UNI, c0) (e.g. n*tid, Fig. 15) is a linear
 * function of tid with a uniform but unknown slope: in poly2 mode, having found the tid^2
 * coefficient 0, it is affine (the paper's third column: the degree-two analysis flags i0, i1, i2
 * and k as affine functions of Tid), reported with c1 of kind UNIFORM, and an access through such
 * an address is strided with an unknown stride; in affine mode (degree 1) it stays divergent, as
 * Fig. 15's second column has it. Meet: TOP ∧ x = x, c ∧ c = c, c ∧ c' = UNI,
 * UNI ∧ c = UNI, BOT ∧ x = BOT. Arithmetic is Fig. 12's, on polynomials: 0 * x = 0 even for BOT.
 *
 * Algorithm: sparse, on the def-use graph (§3.3 "Sparse Implementation"), with a worklist seeded in
 * reverse post-order (so definitions come before uses, Fig. 12's requirement (ii)); each change
 * re-queues the users. LLVM IR has no gated SSA, so the γ and η rules become control rules:
 *  - γ (sync dependence): when the condition of a conditional br or switch in block B is not
 *    uniform, B is a divergent branch. Its region is every block reachable from B's successors
 *    without passing B's immediate post-dominator P. Labels propagate from each successor edge of
 *    B through the region (fixed point, so cycles and irreducible regions are covered; a capped
 *    number of passes, then every block with two predecessors counts); a block reached by two
 *    different labels is a join, as is P when two labels reach it. The phis of every join are
 *    divergent (unless all their incoming values are one and the same value), so joins that are not
 *    the immediate post-dominator are found too.
 *  - η (temporal divergence): cycles are the natural loops plus each strongly connected component
 *    with an irreducible block. A cycle has a divergent exit when it contains a divergent branch B
 *    whose P lies outside it or whose region leaves it: lanes may then leave it in different
 *    iterations, and every user outside the cycle of a value defined inside it is divergent.
 *  - μ (loop-header phi) is the meet of its incoming values, as any phi not at a join.
 * The lattice has height 4 per coefficient, so each value changes a bounded number of times.
 *
 * Sources (one table, `sources` below): tid.x = (0, 1, 0) exactly; laneid = tid.x + UNI when a warp
 * never spans two rows of the block (reqntid with y = z = 1, or blockDim.x a multiple of 32), else
 * divergent; tid.y / tid.z uniform when blockDim.x is a multiple of 32 (nvvm reqntid, or the context
 * option block_x_multiple) and the constant 0 when reqntid says that extent is 1; divergent
 * otherwise. maxntid is not used: it bounds the product of the extents, not blockDim.x. ntid, ctaid,
 * nctaid, warpsize, warpid, smid, gridid, cluster ids, kernel parameters: uniform. vote/ballot,
 * activemask, redux.sync, barrier reductions: uniform. Shuffles, match, clock, globaltimer,
 * lanemasks, atomics, allocas, inline asm, calls to non-intrinsic functions: divergent. Intrinsics
 * without memory effects and not convergent are uniform when all their arguments are. Arguments of
 * non-kernel functions are divergent unless the context option device_args_uniform is set.
 *
 * Loads: a load is uniform when its address is uniform and the memory is not lane-private (not
 * address space 5, not derived from an alloca). Assumption: the active lanes of a warp execute one
 * load instruction as one memory operation, so lanes that read one address read one value; no
 * store can come between the lanes of one instruction. (This holds on NVIDIA GPUs and in the SIMT
 * interpreter; it does not need the memory to be read-only.)
 *
 * Integer wrap-around: a claim holds in the value's own width, modulo 2^w: for an affine value,
 * (v - c1*tid - c2*tid^2) mod 2^w is the same on every active lane (and is c0 mod 2^w when c0 is
 * known). Each value also carries two exactness flags: sx (the signed reading of v is exactly the
 * polynomial over the integers, the uniform part being an integer) and ux (the same for the
 * unsigned reading). tid.x and laneid are exact; add/sub/mul/shl keep sx only with `nsw`, ux only
 * with `nuw` (`or disjoint` counts as both), and only when the coefficient arithmetic does not
 * overflow the width; trunc drops them. Because of that:
 *  - sext of an affine value stays affine only when sx holds (zext nneg likewise); zext only when
 *    ux holds; GEP indices narrower than the pointer are sign-extended, so the same rule applies.
 *  - a comparison of two affine values with the same tid coefficients is uniform: eq/ne always
 *    (the difference is uniform modulo 2^w), signed predicates when both are sx, unsigned ones
 *    when both are ux (the avgSquare loop of Fig. 1).
 * No-wrap facts beyond the flags (unless the option no_range_facts): the symbolic range analysis
 * (range.c, built on first need with the options' launch limits) proves add/sub/mul/shl free of
 * signed/unsigned wrap-around when the result over its operands' ranges (launch registers bounded by
 * range attributes, launch bounds, max_ntid/max_nctaid; narrowed by dominating guards) fits the
 * type: that counts as nsw/nuw. And the span rule (span_exact) for sext/zext and narrow GEP
 * indices: lanes whose readings lie in the guarded range [L, H] and differ by less than 2^w after
 * adding the tid polynomial's spread cannot differ by a wrap, so the extension is exact.
 * With report_missing_facts, a second run with assume_no_signed_wrap finds the accesses that are
 * divergent only for want of such a fact; the fact is the un-wrapped bound of the value where
 * exactness is lost, composed from the range analysis' bounds (e.g. blockDim.x*gridDim.x - 1 <=
 * 2147483647).
 * Undef and poison incoming values of phis are ignored where all lanes take the same edge (they
 * may be any value, and one value per warp is chosen), but make a phi at a join divergent; the
 * nsw/nuw/nneg/disjoint facts are trusted (violating them makes the value poison, which any claim
 * covers). A pointer loaded from memory is not traced: a uniform generic pointer into local memory
 * (an alloca's address stored and reloaded) would read each lane's own memory; no clang output
 * for CUDA does that.
 *
 * Requires: cfg, dominator and post-dominator trees, loops (built here, owned by the result or
 * freed). Preserves: everything (an analysis). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "analysis/divergence.h"
#include "analysis/range.h"
#include "core/ctx.h"
#include "gpuopt/module.h"

/* ---- the abstract domain ---- */

static int64_t sext_w(uint64_t x, unsigned w) {
  if (w == 0 || w >= 64) return (int64_t)x;
  uint64_t m = (uint64_t)1 << (w - 1);
  x &= ((uint64_t)1 << w) - 1;
  return (int64_t)((x ^ m) - m);
}

static int fits_w(int64_t x, unsigned w) { return w >= 64 || w == 0 || sext_w((uint64_t)x, w) == x; }

static dv dv_top(void) {
  dv d;
  memset(&d, 0, sizeof d);
  d.sx = d.ux = 1;
  return d;
}

static dv dv_bot(void) {
  dv d;
  memset(&d, 0, sizeof d);
  d.k[0] = d.k[1] = d.k[2] = DV_BOT;
  return d;
}

static dv dv_uni(void) {
  dv d;
  memset(&d, 0, sizeof d);
  d.k[0] = DV_UNI;
  d.k[1] = d.k[2] = DV_CONST;
  d.sx = d.ux = 1;
  return d;
}

static dv dv_const(int64_t c) {
  dv d = dv_uni();
  d.k[0] = DV_CONST;
  d.c[0] = c;
  d.ux = c >= 0;
  return d;
}

static int dv_is_top(const dv *d) { return d->k[0] == DV_TOP; }

static int dv_eq(const dv *a, const dv *b) {
  for (int i = 0; i < 3; i++)
    if (a->k[i] != b->k[i] || (a->k[i] == DV_CONST && a->c[i] != b->c[i])) return 0;
  return a->sx == b->sx && a->ux == b->ux;
}

typedef struct coef { uint8_t k; int64_t c; } coef;

static coef cf(const dv *d, int i) { return (coef){d->k[i], d->c[i]}; }

static coef coef_add(coef a, coef b, unsigned w, int *ovf) {
  if (a.k == DV_BOT || b.k == DV_BOT) return (coef){DV_BOT, 0};
  if (a.k == DV_TOP || b.k == DV_TOP) return (coef){DV_TOP, 0};
  if (a.k == DV_CONST && b.k == DV_CONST) {
    int64_t s;
    if (__builtin_add_overflow(a.c, b.c, &s) || !fits_w(s, w)) *ovf = 1;
    return (coef){DV_CONST, sext_w((uint64_t)a.c + (uint64_t)b.c, w)};
  }
  return (coef){DV_UNI, 0};
}

static coef coef_mul(coef a, coef b, unsigned w, int *ovf) {
  if ((a.k == DV_CONST && a.c == 0) || (b.k == DV_CONST && b.c == 0)) return (coef){DV_CONST, 0};
  if (a.k == DV_BOT || b.k == DV_BOT) return (coef){DV_BOT, 0};
  if (a.k == DV_TOP || b.k == DV_TOP) return (coef){DV_TOP, 0};
  if (a.k == DV_CONST && b.k == DV_CONST) {
    int64_t p;
    if (__builtin_mul_overflow(a.c, b.c, &p) || !fits_w(p, w)) *ovf = 1;
    return (coef){DV_CONST, sext_w((uint64_t)a.c * (uint64_t)b.c, w)};
  }
  return (coef){DV_UNI, 0};
}

static coef coef_meet(coef a, coef b) {
  if (a.k == DV_TOP) return b;
  if (b.k == DV_TOP) return a;
  if (a.k == DV_BOT || b.k == DV_BOT) return (coef){DV_BOT, 0};
  if (a.k == DV_CONST && b.k == DV_CONST && a.c == b.c) return a;
  return (coef){DV_UNI, 0};
}

static void set_cf(dv *d, int i, coef c) {
  d->k[i] = c.k;
  d->c[i] = c.k == DV_CONST ? c.c : 0;
}

/* Enforce the mode and the invariants: any BOT makes the whole value BOT; non-integer values are
 * uniform or BOT; a uniform value is trivially exact. w == 0: a type without affine tracking. */
static dv dv_norm(dv d, gpuopt_div_mode mode, unsigned w) {
  if (dv_is_top(&d)) return d;
  if (d.k[0] == DV_BOT || d.k[1] == DV_BOT || d.k[2] == DV_BOT) return dv_bot();
  int uni = d.k[1] == DV_CONST && d.c[1] == 0 && d.k[2] == DV_CONST && d.c[2] == 0;
  if (!uni) {
    if (w == 0 || mode == GPUOPT_DIV_SIMPLE) return dv_bot();
    if (mode == GPUOPT_DIV_AFFINE && !(d.k[2] == DV_CONST && d.c[2] == 0)) return dv_bot();
    return d;
  }
  if (w == 0 && d.k[0] == DV_CONST) d.k[0] = DV_UNI, d.c[0] = 0;
  d.sx = 1;
  d.ux = d.k[0] != DV_CONST || d.c[0] >= 0;
  return d;
}

static dv dv_meet(const dv *a, const dv *b) {
  if (dv_is_top(a)) return *b;
  if (dv_is_top(b)) return *a;
  dv r;
  memset(&r, 0, sizeof r);
  for (int i = 0; i < 3; i++) set_cf(&r, i, coef_meet(cf(a, i), cf(b, i)));
  r.sx = a->sx && b->sx;
  r.ux = a->ux && b->ux;
  if (r.k[0] == DV_BOT || r.k[1] == DV_BOT || r.k[2] == DV_BOT) return dv_bot();
  return r;
}

static dv dv_add(const dv *a, const dv *b, unsigned w, int nsw, int nuw) {
  dv r;
  memset(&r, 0, sizeof r);
  int ovf = 0;
  for (int i = 0; i < 3; i++) set_cf(&r, i, coef_add(cf(a, i), cf(b, i), w, &ovf));
  r.sx = nsw && a->sx && b->sx && !ovf;
  r.ux = nuw && a->ux && b->ux && !ovf;
  return r;
}

/* a - b: ux needs no negative intermediate, so it is computed on the integers directly */
static dv dv_sub(const dv *a, const dv *b, unsigned w, int nsw, int nuw) {
  dv r;
  memset(&r, 0, sizeof r);
  int ovf = 0;
  for (int i = 0; i < 3; i++) {
    coef nb = coef_mul(cf(b, i), (coef){DV_CONST, -1}, w, &ovf);
    set_cf(&r, i, coef_add(cf(a, i), nb, w, &ovf));
  }
  r.sx = nsw && a->sx && b->sx && !ovf;
  r.ux = nuw && a->ux && b->ux && !ovf;
  return r;
}

static dv dv_mul(const dv *a, const dv *b, unsigned w, int nsw, int nuw) {
  coef p[5];
  int ovf = 0;
  for (int d = 0; d < 5; d++) p[d] = (coef){DV_CONST, 0};
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) p[i + j] = coef_add(p[i + j], coef_mul(cf(a, i), cf(b, j), w, &ovf), w, &ovf);
  for (int d = 3; d < 5; d++)
    if (!(p[d].k == DV_CONST && p[d].c == 0)) return dv_bot();
  dv r;
  memset(&r, 0, sizeof r);
  for (int i = 0; i < 3; i++) set_cf(&r, i, p[i]);
  r.sx = nsw && a->sx && b->sx && !ovf;
  r.ux = nuw && a->ux && b->ux && !ovf;
  return r;
}

/* ---- per-run state ---- */

typedef struct cycle {
  uint32_t *blocks, nblocks;
  uint32_t loop;   /* natural loop index, or GPUOPT_NONE for an irreducible SCC */
  uint32_t scc;    /* the SCC number for irreducible cycles */
  uint8_t divergent_exit;
} cycle;

typedef struct da {
  gpuopt_ctx *ctx;
  gpuopt_divergence *r;
  gpuopt_arena tmp;
  const gpuopt_cfg *cfg;
  gpuopt_numbering *num;
  gpuopt_domtree *dom;
  gpuopt_postdom *pdom;
  gpuopt_loops *loops;
  uint32_t *bstart;        /* first instruction id of each block (bstart[n] = ninst) */
  uint8_t *forced;         /* per instruction: 1 phi at a divergent join, 2 temporal divergence */
  uint32_t *queue, qhead, qlen;
  uint64_t *inq;
  cycle *cycles;
  uint32_t ncycles, nscc, *scc_of, *scc_cycle; /* block -> SCC; SCC -> irreducible cycle index */
  uint32_t *stamp, *label, *region, *stack, cur;
  uint8_t *join;
  uint64_t *sortbuf;
  /* sources */
  int tidx_known, laneid_affine, tidy_mode, tidz_mode; /* mode: 0 divergent, 1 uniform, 2 zero */
  int args_uniform;
} da;

static unsigned width_of(const da *a, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w <= 64 ? w : 0;
  }
  case LLVMPointerTypeKind:
    return a->r->td ? 8 * LLVMPointerSizeForAS(a->r->td, LLVMGetPointerAddressSpace(t)) : 64;
  default:
    return 0;
  }
}

static uint32_t inst_id(const da *a, LLVMValueRef v) { return gpuopt__inst_id(a->num, v); }

static int is_undef(LLVMValueRef v) { return LLVMIsUndef(v) || LLVMIsPoison(v); }

/* The abstract value of an operand. */
static dv val(const da *a, LLVMValueRef v) {
  if (LLVMIsAInstruction(v)) {
    uint32_t id = inst_id(a, v);
    return id == GPUOPT_NONE ? dv_bot() : a->r->inst[id];
  }
  if (LLVMIsAArgument(v)) {
    if (LLVMGetParamParent(v) != a->r->fn) return dv_bot();
    for (uint32_t i = 0; i < a->r->nargs; i++)
      if (LLVMGetParam(a->r->fn, i) == v) return a->r->arg[i];
    return dv_bot();
  }
  if (LLVMIsAConstantInt(v)) {
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    if (w <= 64) return dv_const(sext_w((uint64_t)LLVMConstIntGetSExtValue(v), w));
    return dv_uni();
  }
  if (LLVMIsAConstantPointerNull(v)) return dv_const(0);
  return dv_uni(); /* other constants, globals, functions, metadata, inline asm handled by callers */
}

static void push(da *a, uint32_t id) {
  if (id == GPUOPT_NONE || bitset_test(a->inq, id)) return;
  uint32_t n = a->num->ninst;
  bitset_set(a->inq, id);
  a->queue[(a->qhead + a->qlen) % n] = id;
  a->qlen++;
}

static void push_users(da *a, LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAInstruction(user)) push(a, inst_id(a, user));
  }
}

/* ---- sources ---- */

enum { SRC_NONE, SRC_TIDX, SRC_TIDY, SRC_TIDZ, SRC_LANEID, SRC_UNIFORM, SRC_DIVERGENT, SRC_LOAD };

static const struct source {
  const char *name;
  int prefix;
  int cls;
} sources[] = {
    {"llvm.nvvm.read.ptx.sreg.tid.x", 0, SRC_TIDX},
    {"llvm.nvvm.read.ptx.sreg.tid.y", 0, SRC_TIDY},
    {"llvm.nvvm.read.ptx.sreg.tid.z", 0, SRC_TIDZ},
    {"llvm.nvvm.read.ptx.sreg.laneid", 0, SRC_LANEID},
    {"llvm.nvvm.read.ptx.sreg.ntid.", 1, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.ctaid.", 1, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.nctaid.", 1, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.warpsize", 0, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.warpid", 0, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.nwarpid", 0, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.smid", 0, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.nsmid", 0, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.gridid", 0, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.cluster", 1, SRC_UNIFORM},   /* clusterid, cluster.ctaid, ... */
    {"llvm.nvvm.read.ptx.sreg.is.explicit.cluster", 0, SRC_UNIFORM},
    {"llvm.nvvm.read.ptx.sreg.", 1, SRC_DIVERGENT},        /* clock, globaltimer, lanemask, pm... */
    {"llvm.nvvm.vote.", 1, SRC_UNIFORM},                   /* ballot, all, any, uni (+ .sync) */
    {"llvm.nvvm.activemask", 0, SRC_UNIFORM},
    {"llvm.nvvm.redux.sync.", 1, SRC_UNIFORM},
    {"llvm.nvvm.barrier0.", 1, SRC_UNIFORM},               /* popc, and, or: CTA-wide results */
    {"llvm.nvvm.barrier.cta.red.", 1, SRC_UNIFORM},        /* the same, LLVM 21+ names */
    {"llvm.nvvm.ldg.global.", 1, SRC_LOAD},
    {"llvm.nvvm.ldu.global.", 1, SRC_LOAD},
    {"llvm.nvvm.shfl.", 1, SRC_DIVERGENT},
    {"llvm.nvvm.match.", 1, SRC_DIVERGENT},
    {"llvm.nvvm.atomic", 1, SRC_DIVERGENT},
    {"llvm.threadlocal.address", 1, SRC_DIVERGENT},        /* memory(none), yet per thread */
};

static int source_class(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
    size_t n = strlen(sources[i].name);
    if (sources[i].prefix ? (len >= n && !memcmp(name, sources[i].name, n)) : (len == n && !memcmp(name, sources[i].name, n)))
      return sources[i].cls;
  }
  return SRC_NONE;
}

/* An intrinsic without memory effects that is not convergent: a function of its arguments. */
static int pure_intrinsic(LLVMValueRef callee) {
  static const char mem[] = "memory", conv[] = "convergent";
  unsigned km = LLVMGetEnumAttributeKindForName(mem, sizeof mem - 1);
  unsigned kc = LLVMGetEnumAttributeKindForName(conv, sizeof conv - 1);
  if (kc && LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, kc)) return 0;
  LLVMAttributeRef m = km ? LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, km) : NULL;
  return m && LLVMGetEnumAttributeValue(m) == 0;
}

/* Is the pointer's memory lane-private (local address space, or an alloca)? */
static int private_memory(LLVMValueRef p) {
  for (int depth = 0; depth < 64 && p; depth++) {
    LLVMTypeRef t = LLVMTypeOf(p);
    if (LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == 5) return 1;
    if (LLVMIsAAllocaInst(p)) return 1;
    if (LLVMIsAGetElementPtrInst(p) || LLVMIsAAddrSpaceCastInst(p) || LLVMIsABitCastInst(p)) p = LLVMGetOperand(p, 0);
    else if (LLVMIsAConstantExpr(p) && LLVMGetNumOperands(p) > 0 &&
             (LLVMGetConstOpcode(p) == LLVMGetElementPtr || LLVMGetConstOpcode(p) == LLVMAddrSpaceCast))
      p = LLVMGetOperand(p, 0);
    else return 0;
  }
  return 0;
}

/* ---- no-wrap facts from the symbolic range analysis ---- */

/* The range analysis of the function, built on first need with the launch limits of the options
 * (NULL when disabled or when it fails: then only the flags count). */
static const gpuopt_ranges *ranges_of(const da *a) {
  gpuopt_divergence *r = a->r;
  if (r->opts.no_range_facts) return NULL;
  if (!r->rng_tried) {
    r->rng_tried = 1;
    gpuopt_ranges_options ro = GPUOPT_RANGES_OPTIONS_INIT;
    memcpy(ro.max_ntid, r->opts.max_ntid, sizeof ro.max_ntid);
    memcpy(ro.max_nctaid, r->opts.max_nctaid, sizeof ro.max_nctaid);
    if (gpuopt_ranges_analyze(a->ctx, r->fn, &ro, &r->rng) != GPUOPT_OK) {
      r->rng = NULL;
      gpuopt_ctx_clear_error(a->ctx);
    }
  }
  return r->rng;
}

static uint64_t mag64(int64_t x) { return x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x; }

/* Exactness from a range (the span rule). d is affine in width w (d.c[1], d.c[2] known) and every
 * lane that computes `at` sees the signed reading of v in [L, H] (range analysis, narrowed by the
 * guards dominating at's block). For two active lanes t, t' the readings differ by at most H - L
 * and are congruent modulo 2^w to p(t) - p(t') (p = c1*tid + c2*tid^2), which is at most
 * spread = |c1|*T + |c2|*T^2 in magnitude (T: the largest threadIdx.x). When H - L + spread < 2^w
 * the two differences are equal, so the signed reading is K + p(tid) over the integers with K the
 * same on every active lane: exact (sx), and, when L >= 0, the unsigned reading too (ux). c0 becomes
 * K: c0 itself when c0 lies in K's interval [L - max p, H - min p], else c0 -+ 2^w, else unknown.
 * Returns 1 and updates *d, 0 when nothing is proved. */
static int span_exact(const da *a, LLVMValueRef v, LLVMValueRef at, unsigned w, dv *d) {
  if (w < 2 || w > 62 || d->k[1] != DV_CONST || d->k[2] != DV_CONST) return 0;
  const gpuopt_ranges *g = ranges_of(a);
  if (!g) return 0;
  gpuopt_range R;
  if (gpuopt_ranges_value_at(g, v, LLVMGetInstructionParent(at), &R) || !R.reached) return 0;
  const gpuopt_sx_sym *tx = gpuopt__ranges_sreg(g, GPUOPT_SREG_TID_X);
  uint64_t T = tx && tx->hi >= 0 && tx->hi < 1024 ? (uint64_t)tx->hi : 1023;
  uint64_t m = (uint64_t)1 << w, a1 = mag64(d->c[1]), a2 = mag64(d->c[2]);
  if (a1 >= m || a2 >= m || R.hi_const < R.lo_const) return 0;
  uint64_t spread = a1 * T + a2 * T * T, width = (uint64_t)(R.hi_const - R.lo_const);
  if (spread >= m || width >= m || width + spread >= m) return 0;
  int64_t pmin = 0, pmax = 0; /* p over tid in [0, T]: c1*tid is monotone, c2*tid^2 too */
  int64_t e1 = d->c[1] * (int64_t)T, e2 = d->c[2] * (int64_t)(T * T);
  pmin = (e1 < 0 ? e1 : 0) + (e2 < 0 ? e2 : 0);
  pmax = (e1 > 0 ? e1 : 0) + (e2 > 0 ? e2 : 0);
  if (d->k[0] == DV_CONST) {
    int64_t klo = R.lo_const - pmax, khi = R.hi_const - pmin, c = sext_w((uint64_t)d->c[0], w), K = 0;
    int found = 0;
    for (int j = -1; j <= 1 && !found; j++) {
      int64_t cand = c + (int64_t)j * (int64_t)m;
      if (cand >= klo && cand <= khi) K = cand, found = 1;
    }
    if (found) d->c[0] = K;
    else d->k[0] = DV_UNI, d->c[0] = 0;
  }
  d->sx = 1;
  d->ux = R.lo_const >= 0;
  return 1;
}

/* ---- transfer functions ---- */

/* Uniform when every operand (the first n) is uniform; BOT otherwise; TOP while one is TOP. */
static dv generic(const da *a, LLVMValueRef inst, unsigned n) {
  int all = 1;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef op = LLVMGetOperand(inst, i);
    if (LLVMIsABasicBlock(op)) continue;
    dv d = val(a, op);
    if (dv_is_top(&d)) return dv_top();
    if (!dv_is_uniform(&d)) all = 0;
  }
  return all ? dv_uni() : dv_bot();
}

static dv xfer_cast(const da *a, LLVMValueRef inst, LLVMOpcode op) {
  LLVMValueRef src = LLVMGetOperand(inst, 0);
  dv d = val(a, src);
  if (dv_is_top(&d)) return d;
  unsigned ws = width_of(a, LLVMTypeOf(src)), wd = width_of(a, LLVMTypeOf(inst));
  if (dv_is_uniform(&d)) {
    dv r = dv_uni();
    if (d.k[0] == DV_CONST && ws && wd) {
      uint64_t x = (uint64_t)d.c[0];
      if (op == LLVMZExt || (op != LLVMSExt && wd > ws)) x &= ws >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << ws) - 1);
      r = dv_const(sext_w(x, wd));
    }
    return r;
  }
  if (dv_is_bot(&d) || !ws || !wd) return dv_bot();
  dv r = d;
  if (op == LLVMTrunc || wd < ws) {
    for (int i = 0; i < 3; i++)
      if (r.k[i] == DV_CONST) r.c[i] = sext_w((uint64_t)r.c[i], wd);
    r.sx = r.ux = 0;
    return r;
  }
  if (wd > ws) {
    int nneg = op == LLVMZExt && LLVMGetNNeg(inst);
    /* zext nneg: v lies in [0, 2^(ws-1)); two lanes' values differ by less than 2^(ws-1) and
     * by the polynomial's difference modulo 2^ws, so when the polynomial spans less than
     * 2^(ws-1) over tid in [0, 1024), the difference is exact and so is the value. */
    if (nneg && !d.sx && !d.ux && d.k[1] == DV_CONST && d.k[2] == DV_CONST && ws >= 24) {
      uint64_t a1 = d.c[1] < 0 ? (uint64_t)0 - (uint64_t)d.c[1] : (uint64_t)d.c[1];
      uint64_t a2 = d.c[2] < 0 ? (uint64_t)0 - (uint64_t)d.c[2] : (uint64_t)d.c[2];
      uint64_t half = (uint64_t)1 << (ws - 1);
      uint64_t span = a1 * 1024 + a2 * 1024 * 1024;
      if (a1 < half && a2 < half && span < half) {
        d.sx = 1;
        /* The lane differences are exact, but a known constant term is the value only when the
         * polynomial itself stays in [0, 2^(ws-1)) on every tid (no wrap at all): with c0 near
         * INT_MIN and a negative coefficient, the lanes that are not poison hold P + 2^ws. Keep
         * the constant then; otherwise it is a uniform value the analysis does not know. */
        uint64_t down = (d.c[1] < 0 ? a1 * 1023 : 0) + (d.c[2] < 0 ? a2 * 1023 * 1023 : 0);
        uint64_t up = (d.c[1] > 0 ? a1 * 1023 : 0) + (d.c[2] > 0 ? a2 * 1023 * 1023 : 0);
        if (d.k[0] == DV_CONST &&
            !(d.c[0] >= 0 && (uint64_t)d.c[0] >= down && (uint64_t)d.c[0] + up < half)) {
          d.k[0] = DV_UNI;
          d.c[0] = 0;
        }
      }
    }
    if (op == LLVMSExt ? !d.sx : nneg ? !(d.sx || d.ux) : !d.ux) {
      dv e = d;
      if (!span_exact(a, src, inst, ws, &e) || (op != LLVMSExt && !nneg && !e.ux)) return dv_bot();
      d = e;
    }
    r = d;
    r.sx = 1;
    r.ux = op != LLVMSExt; /* a zext result is non-negative: both readings are the polynomial */
    return r;
  }
  if (op == LLVMAddrSpaceCast) {
    if (r.k[0] == DV_CONST) r.k[0] = DV_UNI, r.c[0] = 0;
    r.sx = r.ux = 0;
    return r;
  }
  r.sx = r.ux = 0; /* same width: ptrtoint, inttoptr, bitcast */
  return r;
}

static dv xfer_icmp(const da *a, LLVMValueRef inst) {
  dv x = val(a, LLVMGetOperand(inst, 0)), y = val(a, LLVMGetOperand(inst, 1));
  if (dv_is_top(&x) || dv_is_top(&y)) return dv_top();
  if (dv_is_uniform(&x) && dv_is_uniform(&y)) return dv_uni();
  if (dv_is_bot(&x) || dv_is_bot(&y)) return dv_bot();
  for (int i = 1; i < 3; i++)
    if (x.k[i] != DV_CONST || y.k[i] != DV_CONST || x.c[i] != y.c[i]) return dv_bot();
  switch (LLVMGetICmpPredicate(inst)) {
  case LLVMIntEQ:
  case LLVMIntNE:
    return dv_uni();
  case LLVMIntSGT:
  case LLVMIntSGE:
  case LLVMIntSLT:
  case LLVMIntSLE:
    return x.sx && y.sx ? dv_uni() : dv_bot();
  default:
    return x.ux && y.ux ? dv_uni() : dv_bot();
  }
}

static dv xfer_gep(const da *a, LLVMValueRef inst) {
  LLVMTypeRef rt = LLVMTypeOf(inst);
  unsigned w = width_of(a, rt), n = (unsigned)LLVMGetNumOperands(inst);
  if (!w || !a->r->td) return generic(a, inst, n);
  dv acc = val(a, LLVMGetOperand(inst, 0));
  if (dv_is_top(&acc)) return acc;
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(inst);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(inst, i);
    dv d = val(a, idx);
    if (dv_is_top(&d)) return d;
    uint64_t scale;
    LLVMTypeRef next = NULL;
    if (i == 1) {
      scale = LLVMABISizeOfType(a->r->td, ty);
      next = ty;
    } else {
      LLVMTypeKind k = LLVMGetTypeKind(ty);
      if (k == LLVMStructTypeKind) {
        if (!LLVMIsAConstantInt(idx)) return dv_bot();
        unsigned f = (unsigned)LLVMConstIntGetZExtValue(idx);
        dv off = dv_const((int64_t)LLVMOffsetOfElement(a->r->td, ty, f));
        acc = dv_add(&acc, &off, w, 0, 0);
        ty = LLVMStructGetTypeAtIndex(ty, f);
        continue;
      }
      if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind) return generic(a, inst, n);
      next = LLVMGetElementType(ty);
      scale = LLVMABISizeOfType(a->r->td, next);
    }
    unsigned wi = width_of(a, LLVMTypeOf(idx));
    if (!wi) return generic(a, inst, n); /* vector index */
    if (!dv_is_uniform(&d) && !dv_is_bot(&d) && wi < w && !d.sx && !span_exact(a, idx, inst, wi, &d)) d = dv_bot();
    dv s = dv_const((int64_t)scale), t = dv_mul(&d, &s, w, 0, 0);
    acc = dv_add(&acc, &t, w, 0, 0);
    if (dv_is_bot(&acc)) return acc;
    ty = next;
  }
  acc.sx = acc.ux = 0;
  return acc;
}

static dv xfer_call(const da *a, LLVMValueRef inst) {
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(inst);
  if (!callee || !LLVMIsAFunction(callee)) return dv_bot();
  size_t len = 0;
  const char *name = LLVMGetValueName2(callee, &len);
  switch (source_class(name, len)) {
  case SRC_TIDX: {
    dv d = dv_const(0);
    d.k[1] = DV_CONST, d.c[1] = 1;
    d.sx = d.ux = 1;
    return d;
  }
  case SRC_TIDY:
  case SRC_TIDZ: {
    int m = source_class(name, len) == SRC_TIDY ? a->tidy_mode : a->tidz_mode;
    return m == 2 ? dv_const(0) : m == 1 ? dv_uni() : dv_bot();
  }
  case SRC_LANEID: {
    if (!a->laneid_affine) return dv_bot();
    dv d = dv_uni();
    d.k[1] = DV_CONST, d.c[1] = 1;
    d.sx = d.ux = 1;
    return d;
  }
  case SRC_UNIFORM:
    return dv_uni();
  case SRC_DIVERGENT:
    return dv_bot();
  case SRC_LOAD: {
    LLVMValueRef p = LLVMGetOperand(inst, 0);
    dv d = val(a, p);
    if (dv_is_top(&d)) return d;
    return dv_is_uniform(&d) && !private_memory(p) ? dv_uni() : dv_bot();
  }
  default:
    break;
  }
  if (len > 5 && !memcmp(name, "llvm.", 5) && pure_intrinsic(callee)) return generic(a, inst, nargs);
  return dv_bot();
}

static dv xfer_phi(const da *a, LLVMValueRef inst, uint8_t forced) {
  if (forced & 2) return dv_bot();
  unsigned n = LLVMCountIncoming(inst);
  dv acc = dv_top();
  LLVMValueRef same = NULL;
  int differ = 0, undef = 0;
  for (unsigned i = 0; i < n; i++) {
    LLVMBasicBlockRef pb = LLVMGetIncomingBlock(inst, i);
    uint32_t b = gpuopt__cfg_block(a->cfg, pb);
    if (b == GPUOPT_NONE || a->cfg->rpo_num[b] == GPUOPT_NONE) continue;
    LLVMValueRef v = LLVMGetIncomingValue(inst, i);
    if (is_undef(v)) {
      undef = 1;
      continue;
    }
    if (same && same != v) differ = 1;
    same = v;
    dv d = val(a, v);
    acc = dv_meet(&acc, &d);
  }
  /* at a join, lanes from an undef edge may hold anything: only one defined value is uniform */
  if ((forced & 1) && (differ || (undef && same))) return dv_bot();
  return acc;
}

static dv transfer(const da *a, LLVMValueRef inst, uint32_t id) {
  uint8_t forced = a->forced[id];
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  if (op == LLVMPHI) return xfer_phi(a, inst, forced);
  if (forced & 2) return dv_bot();
  unsigned n = (unsigned)LLVMGetNumOperands(inst);
  unsigned w = width_of(a, LLVMTypeOf(inst));
  switch (op) {
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMShl:
  case LLVMOr: {
    dv x = val(a, LLVMGetOperand(inst, 0)), y = val(a, LLVMGetOperand(inst, 1));
    if (dv_is_top(&x) || dv_is_top(&y)) return dv_top();
    if (!w) return generic(a, inst, n);
    int nsw = op == LLVMOr ? 1 : (LLVMGetNSW(inst) || a->r->no_signed_wrap), nuw = op == LLVMOr ? 1 : LLVMGetNUW(inst);
    if (op != LLVMOr && (!nsw || !nuw) && !dv_is_bot(&x) && !dv_is_bot(&y) &&
        !(dv_is_uniform(&x) && dv_is_uniform(&y)) && (x.sx || x.ux) && (y.sx || y.ux)) {
      /* a proved no-wrap fact counts as the flag (range.c: the result over the operands' ranges,
       * narrowed by the dominating guards, fits the type) */
      const gpuopt_ranges *g = ranges_of(a);
      int s = 0, u = 0;
      if (g && !gpuopt_ranges_no_wrap(g, inst, &s, &u)) nsw |= s, nuw |= u;
    }
    if (op == LLVMAdd) return dv_add(&x, &y, w, nsw, nuw);
    if (op == LLVMOr) return LLVMGetIsDisjoint(inst) ? dv_add(&x, &y, w, 1, 1) : generic(a, inst, n);
    if (op == LLVMSub) return dv_sub(&x, &y, w, nsw, nuw);
    if (op == LLVMMul) return dv_mul(&x, &y, w, nsw, nuw);
    /* shl by a constant k < w-1: a multiplication by 2^k */
    if (y.k[0] == DV_CONST && dv_is_uniform(&y) && y.c[0] >= 0 && (uint64_t)y.c[0] + 1 < w) {
      dv p = dv_const((int64_t)1 << y.c[0]);
      return dv_mul(&x, &p, w, nsw, nuw);
    }
    return generic(a, inst, n);
  }
  case LLVMICmp:
    return xfer_icmp(a, inst);
  case LLVMSelect: {
    dv c = val(a, LLVMGetOperand(inst, 0));
    if (dv_is_top(&c)) return c;
    LLVMValueRef tv = LLVMGetOperand(inst, 1), fv = LLVMGetOperand(inst, 2);
    dv x = val(a, tv), y = val(a, fv);
    if (dv_is_uniform(&c)) {
      if (is_undef(tv)) return y;
      if (is_undef(fv)) return x;
      return dv_meet(&x, &y);
    }
    return tv == fv ? x : dv_bot();
  }
  case LLVMTrunc:
  case LLVMZExt:
  case LLVMSExt:
  case LLVMPtrToInt:
  case LLVMIntToPtr:
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
    return xfer_cast(a, inst, op);
  case LLVMFreeze:
    return val(a, LLVMGetOperand(inst, 0));
  case LLVMGetElementPtr:
    return xfer_gep(a, inst);
  case LLVMLoad: {
    LLVMValueRef p = LLVMGetOperand(inst, 0);
    dv d = val(a, p);
    if (dv_is_top(&d)) return d;
    return dv_is_uniform(&d) && !private_memory(p) ? dv_uni() : dv_bot();
  }
  case LLVMCall:
    return xfer_call(a, inst);
  case LLVMUDiv:
  case LLVMSDiv:
  case LLVMURem:
  case LLVMSRem:
  case LLVMAnd:
  case LLVMXor:
  case LLVMLShr:
  case LLVMAShr:
  case LLVMFNeg:
  case LLVMFAdd:
  case LLVMFSub:
  case LLVMFMul:
  case LLVMFDiv:
  case LLVMFRem:
  case LLVMFCmp:
  case LLVMFPTrunc:
  case LLVMFPExt:
  case LLVMFPToUI:
  case LLVMFPToSI:
  case LLVMUIToFP:
  case LLVMSIToFP:
  case LLVMExtractValue:
  case LLVMInsertValue:
  case LLVMExtractElement:
  case LLVMInsertElement:
  case LLVMShuffleVector:
    return generic(a, inst, n);
  default: /* alloca, atomics, va_arg, landingpad, ...: divergent */
    return dv_bot();
  }
}

/* ---- γ: joins of a divergent branch; η: cycles it makes exit divergently ---- */

static int cmp_u64(const void *x, const void *y) {
  uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
  return a < b ? -1 : a > b;
}

static int in_cycle(const da *a, const cycle *c, uint32_t b) {
  if (b >= a->cfg->g.n) return 0; /* the virtual exit */
  if (c->loop != GPUOPT_NONE) return gpuopt__loop_contains(a->loops, c->loop, b);
  return a->scc_of[b] == c->scc;
}

static void mark_join(da *a, uint32_t j) {
  for (uint32_t id = a->bstart[j]; id < a->bstart[j + 1]; id++) {
    LLVMValueRef i = a->num->insts[id];
    if (!LLVMIsAPHINode(i)) break;
    if (!(a->forced[id] & 1)) {
      a->forced[id] |= 1;
      push(a, id);
    }
  }
}

static void eta(da *a, cycle *c) {
  for (uint32_t k = 0; k < c->nblocks; k++) {
    uint32_t b = c->blocks[k];
    for (uint32_t id = a->bstart[b]; id < a->bstart[b + 1]; id++) {
      for (LLVMUseRef u = LLVMGetFirstUse(a->num->insts[id]); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        uint32_t uid = LLVMIsAInstruction(user) ? inst_id(a, user) : GPUOPT_NONE;
        if (uid == GPUOPT_NONE || in_cycle(a, c, a->num->block_of[uid]) || (a->forced[uid] & 2)) continue;
        a->forced[uid] |= 2;
        push(a, uid);
      }
    }
  }
}

/* Label of block x from its predecessors within the region (B's edges carry x itself). */
static uint32_t incoming_labels(const da *a, uint32_t B, uint32_t x, int *multi) {
  const gpuopt_graph *g = &a->cfg->g;
  uint32_t first = GPUOPT_NONE;
  *multi = 0;
  CFG_PREDS(g, x, p) {
    uint32_t lab = GPUOPT_NONE;
    if (*p == B) lab = x;
    else if (a->stamp[*p] == a->cur) lab = a->label[*p];
    if (lab == GPUOPT_NONE) continue;
    if (first == GPUOPT_NONE) first = lab;
    else if (lab != first) *multi = 1;
  }
  return first;
}

/* Does B's divergence let lanes leave cycle c at different times? If so, apply η once. Returns
 * whether lanes leave it. */
static int leave_cycle(da *a, cycle *c, uint32_t B, uint32_t P, uint32_t nr) {
  int leaves = P >= a->cfg->g.n || !in_cycle(a, c, P);
  for (uint32_t k = 0; k < nr && !leaves; k++) leaves = !in_cycle(a, c, a->region[k]);
  if (leaves && !c->divergent_exit) {
    c->divergent_exit = 1;
    eta(a, c);
  }
  (void)B;
  return leaves;
}

static void divergent_branch(da *a, uint32_t B) {
  const gpuopt_graph *g = &a->cfg->g;
  uint32_t n = g->n, P = a->pdom->tree->idom[B];
  if (P == GPUOPT_NONE) P = n;
  uint32_t cur = ++a->cur, nr = 0, sp = 0;
  /* the region: reachable from B's successors without passing P */
  CFG_SUCCS(g, B, s) {
    if (*s == P || a->stamp[*s] == cur) continue;
    a->stamp[*s] = cur;
    a->label[*s] = GPUOPT_NONE;
    a->join[*s] = 0;
    a->stack[sp++] = *s;
  }
  while (sp) {
    uint32_t x = a->stack[--sp];
    a->region[nr++] = x;
    CFG_SUCCS(g, x, s) {
      if (*s == P || a->stamp[*s] == cur) continue;
      a->stamp[*s] = cur;
      a->label[*s] = GPUOPT_NONE;
      a->join[*s] = 0;
      a->stack[sp++] = *s;
    }
  }
  /* reverse post-order: sort (rpo number, block) pairs */
  for (uint32_t k = 0; k < nr; k++) a->sortbuf[k] = (uint64_t)a->cfg->rpo_num[a->region[k]] << 32 | a->region[k];
  qsort(a->sortbuf, nr, sizeof *a->sortbuf, cmp_u64);
  for (uint32_t k = 0; k < nr; k++) a->region[k] = (uint32_t)a->sortbuf[k];
  int changed = 1, passes = 0;
  while (changed && passes < 16) {
    changed = 0;
    passes++;
    for (uint32_t k = 0; k < nr; k++) {
      uint32_t x = a->region[k];
      int multi;
      uint32_t lab = incoming_labels(a, B, x, &multi);
      if (multi && !a->join[x]) a->join[x] = 1, changed = 1;
      if (a->join[x]) lab = x;
      if (lab != a->label[x]) a->label[x] = lab, changed = 1;
    }
  }
  for (uint32_t k = 0; k < nr; k++) {
    uint32_t x = a->region[k];
    if (changed && g->pred_off[x + 1] - g->pred_off[x] > 1) a->join[x] = 1; /* no fixed point: every merge */
    if (a->join[x]) mark_join(a, x);
  }
  if (P < n) {
    int multi;
    incoming_labels(a, B, P, &multi);
    if (multi || changed) mark_join(a, P);
  }
  /* η: the cycles around B that lanes may now leave in different iterations: the natural loops
   * containing B, innermost first (once one is not left, its ancestors are not either), and B's
   * irreducible SCC */
  for (uint32_t l = a->loops->innermost[B]; l != GPUOPT_NONE; l = a->loops->loops[l].parent)
    if (!leave_cycle(a, &a->cycles[l], B, P, nr)) break;
  if (a->scc_cycle && a->scc_of[B] < a->nscc && a->scc_cycle[a->scc_of[B]] != GPUOPT_NONE)
    leave_cycle(a, &a->cycles[a->loops->nloops + a->scc_cycle[a->scc_of[B]]], B, P, nr);
}

/* ---- launch facts: reqntid ---- */

static void read_reqntid(da *a, unsigned dims[3]) {
  dims[0] = dims[1] = dims[2] = 0;
  LLVMValueRef fn = a->r->fn;
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  /* LLVM 20+: "nvvm.reqntid"="x[,y[,z]]" */
  static const char key[] = "nvvm.reqntid";
  LLVMAttributeRef at = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, key, sizeof key - 1);
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
      }
      if (dims[0] && !dims[1]) dims[1] = 1;
      if (dims[0] && !dims[2]) dims[2] = 1;
      return;
    }
  }
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
  if (!n) return;
  LLVMValueRef *ops = malloc(n * sizeof *ops);
  if (!ops) return;
  LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
  int any = 0;
  for (unsigned i = 0; i < n; i++) {
    unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
    if (k < 3 || k > 64) continue;
    LLVMValueRef f[64];
    LLVMGetMDNodeOperands(ops[i], f);
    if (f[0] != fn) continue;
    for (unsigned j = 1; j + 1 < k; j += 2) {
      unsigned sl = 0;
      const char *s = f[j] && LLVMIsAMDString(f[j]) ? LLVMGetMDString(f[j], &sl) : NULL;
      if (!s || sl != 8 || memcmp(s, "reqntid", 7) || !f[j + 1] || !LLVMIsAConstantInt(f[j + 1])) continue;
      int d = s[7] - 'x';
      if (d >= 0 && d < 3) dims[d] = (unsigned)LLVMConstIntGetZExtValue(f[j + 1]), any = 1;
    }
  }
  free(ops);
  if (any) /* PTX: .reqntid nx means ny = nz = 1 */
    for (int d = 0; d < 3; d++)
      if (!dims[d]) dims[d] = 1;
}

/* ---- driver of the analysis ---- */

static gpuopt_status run(da *a) {
  gpuopt_divergence *r = a->r;
  const gpuopt_cfg *cfg = a->cfg;
  uint32_t n = cfg->g.n, ninst = a->num->ninst;
  gpuopt_arena *t = &a->tmp;
  a->bstart = ANEW(t, uint32_t, n + 1);
  a->forced = ANEW(t, uint8_t, ninst + 1);
  a->queue = ANEW(t, uint32_t, ninst + 1);
  a->inq = ANEW(t, uint64_t, BITSET_WORDS(ninst + 1));
  a->stamp = ANEW(t, uint32_t, n + 1);
  a->label = ANEW(t, uint32_t, n + 1);
  a->region = ANEW(t, uint32_t, n + 1);
  a->stack = ANEW(t, uint32_t, n + 1);
  a->join = ANEW(t, uint8_t, n + 1);
  a->sortbuf = ANEW(t, uint64_t, n + 1);
  a->scc_of = ANEW(t, uint32_t, n + 1);
  if (t->oom) return GPUOPT_ENOMEM;
  for (uint32_t b = 0; b <= n; b++) a->bstart[b] = GPUOPT_NONE;
  for (uint32_t id = ninst; id-- > 0;) a->bstart[a->num->block_of[id]] = id;
  a->bstart[n] = ninst;
  for (uint32_t b = n; b-- > 0;) /* a block without instructions (invalid IR): an empty range */
    if (a->bstart[b] == GPUOPT_NONE) a->bstart[b] = a->bstart[b + 1];
  /* cycles: natural loops, then irreducible SCCs */
  uint32_t nscc = a->loops->nirreducible ? gpuopt__scc(t, &cfg->g, NULL, a->scc_of) : 0;
  a->nscc = nscc;
  if (t->oom) return GPUOPT_ENOMEM;
  a->scc_cycle = ANEW(t, uint32_t, nscc + 1);
  uint32_t *scc_size = ANEW(t, uint32_t, nscc + 1);
  if (t->oom) return GPUOPT_ENOMEM;
  uint32_t nirr = 0;
  for (uint32_t c = 0; c < nscc; c++) a->scc_cycle[c] = GPUOPT_NONE;
  for (uint32_t b = 0; b < n && nscc; b++) {
    scc_size[a->scc_of[b]]++;
    if (a->loops->irreducible[b] && a->scc_cycle[a->scc_of[b]] == GPUOPT_NONE) a->scc_cycle[a->scc_of[b]] = nirr++;
  }
  a->ncycles = a->loops->nloops + nirr;
  a->cycles = ANEW(t, cycle, a->ncycles + 1);
  if (t->oom) return GPUOPT_ENOMEM;
  for (uint32_t l = 0; l < a->loops->nloops; l++) {
    a->cycles[l].blocks = a->loops->loops[l].blocks;
    a->cycles[l].nblocks = a->loops->loops[l].nblocks;
    a->cycles[l].loop = l;
  }
  for (uint32_t c = 0; c < nscc; c++) {
    uint32_t k = a->scc_cycle[c];
    if (k == GPUOPT_NONE) continue;
    cycle *cy = &a->cycles[a->loops->nloops + k];
    cy->loop = GPUOPT_NONE;
    cy->scc = c;
    cy->blocks = ANEW(t, uint32_t, scc_size[c] + 1);
    if (t->oom) return GPUOPT_ENOMEM;
    for (uint32_t b = 0; b < n; b++)
      if (a->scc_of[b] == c) cy->blocks[cy->nblocks++] = b;
  }
  /* arguments */
  int kernel = gpuopt_is_kernel(r->fn);
  for (uint32_t i = 0; i < r->nargs; i++) r->arg[i] = (kernel || a->args_uniform) ? dv_uni() : dv_bot();
  for (uint32_t id = 0; id < ninst; id++) r->inst[id] = dv_top();
  /* seed in reverse post-order */
  for (uint32_t k = 0; k < cfg->nrpo; k++) {
    uint32_t b = cfg->rpo[k];
    for (uint32_t id = a->bstart[b]; id < a->bstart[b + 1]; id++) push(a, id);
  }
  while (a->qlen) {
    uint32_t id = a->queue[a->qhead];
    a->qhead = (a->qhead + 1) % ninst;
    a->qlen--;
    bitset_clear(a->inq, id);
    LLVMValueRef inst = a->num->insts[id];
    uint32_t b = a->num->block_of[id];
    if (LLVMIsATerminatorInst(inst)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(inst);
      int cond = (op == LLVMBr && LLVMIsConditional(inst)) || op == LLVMSwitch || op == LLVMIndirectBr;
      if (cond && !r->branch_div[b]) {
        dv c = val(a, op == LLVMBr ? LLVMGetCondition(inst) : LLVMGetOperand(inst, 0));
        if (!dv_is_top(&c) && !dv_is_uniform(&c)) {
          r->branch_div[b] = 1;
          divergent_branch(a, b);
        }
      }
    }
    if (LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMVoidTypeKind) continue;
    dv nv = transfer(a, inst, id);
    if (dv_is_top(&nv)) continue;
    nv = dv_norm(nv, r->mode, width_of(a, LLVMTypeOf(inst)));
    nv = dv_meet(&r->inst[id], &nv);
    if (dv_eq(&nv, &r->inst[id])) continue;
    r->inst[id] = nv;
    push_users(a, inst);
  }
  return GPUOPT_OK;
}

void gpuopt_divergence_free(gpuopt_divergence *r) {
  if (!r) return;
  gpuopt__numbering_free(r->num);
  gpuopt__cfg_free(r->cfg);
  if (r->rng) gpuopt_ranges_free(r->rng);
  gpuopt__arena_free(&r->arena);
  free(r);
}

/* The public state of an abstract value (TOP: never reached, any claim holds). */
static gpuopt_div_state public_state(const gpuopt_divergence *r, const dv *d) {
  if (r->testing & GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM) return GPUOPT_STATE_UNIFORM;
  if (dv_is_top(d) || dv_is_uniform(d)) return GPUOPT_STATE_UNIFORM;
  if (dv_is_bot(d)) return GPUOPT_STATE_DIVERGENT;
  if (d->k[1] == DV_CONST && d->k[2] == DV_CONST) return GPUOPT_STATE_AFFINE;
  if (gpuopt__div_unknown_slope(r, d)) return GPUOPT_STATE_AFFINE;
  return GPUOPT_STATE_DIVERGENT;
}

static void summarize(gpuopt_divergence *r) {
  gpuopt_div_summary *s = &r->summary;
  memset(s, 0, sizeof *s);
  for (uint32_t i = 0; i < r->num->ninst; i++) {
    LLVMValueRef v = r->num->insts[i];
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVoidTypeKind) {
      LLVMOpcode op = LLVMGetInstructionOpcode(v);
      if ((op == LLVMBr && LLVMIsConditional(v)) || op == LLVMSwitch || op == LLVMIndirectBr) {
        s->branches++;
        s->divergent_branches += gpuopt_divergence_branch_divergent(r, LLVMGetInstructionParent(v));
      }
      continue;
    }
    gpuopt_div_state st = public_state(r, &r->inst[i]);
    s->values++;
    s->uniform += st == GPUOPT_STATE_UNIFORM;
    s->affine += st == GPUOPT_STATE_AFFINE;
    s->divergent += st == GPUOPT_STATE_DIVERGENT;
  }
  for (uint32_t i = 0; i < r->nargs; i++) {
    gpuopt_div_value dvv;
    gpuopt_divergence_value(r, LLVMGetParam(r->fn, i), &dvv);
    s->values++;
    s->uniform += dvv.state == GPUOPT_STATE_UNIFORM;
    s->affine += dvv.state == GPUOPT_STATE_AFFINE;
    s->divergent += dvv.state == GPUOPT_STATE_DIVERGENT;
  }
  for (size_t i = 0; i < r->naccesses; i++) {
    s->accesses++;
    switch ((r->testing & GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM) ? GPUOPT_ACCESS_BROADCAST : r->accesses[i].pattern) {
    case GPUOPT_ACCESS_BROADCAST: s->broadcast++; break;
    case GPUOPT_ACCESS_COALESCED: s->coalesced++; break;
    case GPUOPT_ACCESS_STRIDED: s->strided++; break;
    default: s->divergent_accesses++; break;
    }
  }
}

/* ---- missing no-wrap facts ---- */

static int arith_op(LLVMValueRef v) {
  if (!v || !LLVMIsAInstruction(v)) return 0;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  return op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl;
}

static void unwrapped_of(const gpuopt_ranges *g, LLVMValueRef v, int depth, const gpuopt_sx **lo, const gpuopt_sx **hi);

/* Bounds of operand i of user as computed over the integers, i.e. before any wrap-around: the range
 * analysis' bounds where they are finite, else, for add/sub/mul/shl, composed from their operands'. */
static void unwrapped_op(const gpuopt_ranges *g, LLVMValueRef user, unsigned i, int depth, const gpuopt_sx **lo,
                         const gpuopt_sx **hi) {
  gpuopt_sx_table *t = gpuopt__ranges_table(g);
  gpuopt_rng R;
  *lo = t->ninf, *hi = t->pinf;
  if (!gpuopt__ranges_get_operand(g, user, i, &R) || !R.reached) return;
  *lo = R.lo, *hi = R.hi;
  LLVMValueRef x = LLVMGetOperand(user, i);
  if ((gpuopt__sx_is_inf(R.lo) || gpuopt__sx_is_inf(R.hi)) && depth < 12 && arith_op(x)) unwrapped_of(g, x, depth + 1, lo, hi);
}

static void unwrapped_of(const gpuopt_ranges *g, LLVMValueRef v, int depth, const gpuopt_sx **lo, const gpuopt_sx **hi) {
  gpuopt_sx_table *t = gpuopt__ranges_table(g);
  const gpuopt_sx *al, *ah, *bl, *bh;
  *lo = t->ninf, *hi = t->pinf;
  unwrapped_op(g, v, 0, depth, &al, &ah);
  unwrapped_op(g, v, 1, depth, &bl, &bh);
  int64_t c;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMAdd:
    *lo = gpuopt__sx_add(t, al, bl), *hi = gpuopt__sx_add(t, ah, bh);
    break;
  case LLVMSub:
    *lo = gpuopt__sx_sub(t, al, bh), *hi = gpuopt__sx_sub(t, ah, bl);
    break;
  case LLVMMul:
    if (gpuopt__sx_prove_le(t, t->zero, al, NULL) && gpuopt__sx_prove_le(t, t->zero, bl, NULL))
      *lo = gpuopt__sx_mul(t, al, bl), *hi = gpuopt__sx_mul(t, ah, bh);
    break;
  case LLVMShl:
    if (bl == bh && gpuopt__sx_is_const(bl, &c) && c >= 0 && c < 62)
      *lo = gpuopt__sx_mulc(t, al, (int64_t)1 << c), *hi = gpuopt__sx_mulc(t, ah, (int64_t)1 << c);
    break;
  default:
    break;
  }
  if (!*lo) *lo = t->ninf;
  if (!*hi) *hi = t->pinf;
}

/* The fact that would make inst (add/sub/mul/shl of width w) free of signed wrap-around, as text in
 * the result's arena. */
static const char *wrap_fact(gpuopt_divergence *r, LLVMValueRef inst) {
  static const char generic_fact[] = "no signed wrap-around";
  const gpuopt_ranges *g = r->rng;
  LLVMTypeRef ty = LLVMTypeOf(inst);
  if (!g || LLVMGetTypeKind(ty) != LLVMIntegerTypeKind) return generic_fact;
  unsigned w = LLVMGetIntTypeWidth(ty);
  if (w < 2 || w > 63) return generic_fact;
  gpuopt_sx_table *t = gpuopt__ranges_table(g);
  const gpuopt_sx *lo, *hi;
  unwrapped_of(g, inst, 0, &lo, &hi);
  int64_t maxv = ((int64_t)1 << (w - 1)) - 1, minv = -maxv - 1;
  int need_hi = !gpuopt__sx_prove_le(t, hi, gpuopt__sx_const(t, maxv), NULL);
  int need_lo = !gpuopt__sx_prove_le(t, gpuopt__sx_const(t, minv), lo, NULL);
  if ((need_hi && gpuopt__sx_is_inf(hi)) || (need_lo && gpuopt__sx_is_inf(lo)) || (!need_hi && !need_lo))
    return generic_fact;
  char *hs = need_hi ? gpuopt__sx_to_c(t, hi, NULL, NULL) : NULL, *ls = need_lo ? gpuopt__sx_to_c(t, lo, NULL, NULL) : NULL;
  size_t n = (hs ? strlen(hs) : 0) + (ls ? strlen(ls) : 0) + 80;
  char *out = gpuopt__arena_alloc(&r->arena, n);
  if (out && (!need_hi || hs) && (!need_lo || ls)) {
    if (need_hi && need_lo) snprintf(out, n, "%s <= %lld && %s >= %lld", hs, (long long)maxv, ls, (long long)minv);
    else if (need_hi) snprintf(out, n, "%s <= %lld", hs, (long long)maxv);
    else snprintf(out, n, "%s >= %lld", ls, (long long)minv);
  }
  free(hs);
  free(ls);
  return out && (!need_hi || hs) && (!need_lo || ls) ? out : generic_fact;
}

/* Accesses divergent only for want of a no-wrap fact: compare with a run that assumes no signed
 * wrap-around; for each access that it finds not divergent, the add/sub/mul/shl in the address's
 * operand tree where exactness is lost (no nsw, exact there only under the assumption, its operands
 * exact or uniform without it), and the fact that would prove it. */
static gpuopt_status missing_facts(da *a, const gpuopt_divergence_options *o) {
  gpuopt_divergence *r = a->r, *r2 = NULL;
  gpuopt_divergence_options o2 = *o;
  o2.assume_no_signed_wrap = 1;
  o2.report_missing_facts = 0;
  gpuopt_status st = gpuopt_divergence_analyze(a->ctx, r->fn, &o2, &r2);
  if (st) return st;
  if (r2->naccesses != r->naccesses) {
    gpuopt_divergence_free(r2);
    return GPUOPT_OK;
  }
  (void)ranges_of(a); /* the bounds for the facts' text */
  r->missing = ANEW(&r->arena, gpuopt_div_missing_fact, r->naccesses + 1);
  if (!r->missing) {
    gpuopt_divergence_free(r2);
    return GPUOPT_ENOMEM;
  }
  enum { MAXV = 128 };
  LLVMValueRef seen[MAXV], stack[MAXV];
  for (size_t i = 0; i < r->naccesses; i++) {
    if (r->accesses[i].pattern != GPUOPT_ACCESS_DIVERGENT || r2->accesses[i].pattern == GPUOPT_ACCESS_DIVERGENT) continue;
    LLVMValueRef inst = r->accesses[i].inst, addr = NULL;
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMStore: addr = LLVMGetOperand(inst, 1); break;
    default: addr = LLVMGetOperand(inst, 0); break;
    }
    size_t nseen = 0, nstack = 0;
    LLVMValueRef best = NULL, first = NULL;
    stack[nstack++] = addr;
    while (nstack && !best) {
      LLVMValueRef v = stack[--nstack];
      if (!LLVMIsAInstruction(v)) continue;
      int dup = 0;
      for (size_t k = 0; k < nseen && !dup; k++) dup = seen[k] == v;
      if (dup || nseen == MAXV) continue;
      seen[nseen++] = v;
      dv d1, d2;
      if (!gpuopt__div_lookup(r, v, &d1) || !gpuopt__div_lookup(r2, v, &d2)) continue;
      if (arith_op(v) && !LLVMGetNSW(v) && !dv_is_bot(&d2) && !dv_is_uniform(&d2) && d2.sx && !d1.sx) {
        if (!first) first = v;
        int loss = 1;
        for (unsigned k = 0; k < 2 && loss; k++) {
          dv x;
          if (!gpuopt__div_lookup(r, LLVMGetOperand(v, k), &x) || !(dv_is_uniform(&x) || (!dv_is_bot(&x) && x.sx)))
            loss = 0;
        }
        if (loss) best = v;
      }
      unsigned n = (unsigned)LLVMGetNumOperands(v);
      for (unsigned k = 0; k < n && nstack < MAXV; k++) {
        LLVMValueRef x = LLVMGetOperand(v, k);
        if (x && LLVMIsAInstruction(x)) stack[nstack++] = x;
      }
    }
    if (!best) best = first;
    if (!best) continue;
    gpuopt_div_missing_fact *m = &r->missing[r->nmissing++];
    m->access = inst;
    m->pattern = r2->accesses[i].pattern;
    m->stride = r2->accesses[i].stride;
    m->inst = best;
    m->fact = wrap_fact(r, best);
  }
  gpuopt_divergence_free(r2);
  return r->arena.oom ? GPUOPT_ENOMEM : GPUOPT_OK;
}

gpuopt_status gpuopt_divergence_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_divergence_options *opts,
                                        gpuopt_divergence **out) {
  static const char who[] = "gpuopt_divergence_analyze";
  if (!ctx) return GPUOPT_EINVAL;
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL out pointer", who);
  *out = NULL;
  if (!fn || !LLVMIsAFunction(fn))
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: expected a function, got %s", who, fn ? "another kind of value" : "NULL");
  if (LLVMIsDeclaration(fn)) {
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: function '%s' has no body, expected a definition", who, name);
  }
  gpuopt_divergence_options o = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  if (opts) {
    if (opts->version != GPUOPT_DIVERGENCE_OPTIONS_VERSION && opts->version != 1)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: options version %u, expected %u (use GPUOPT_DIVERGENCE_OPTIONS_INIT)",
                          who, opts->version, GPUOPT_DIVERGENCE_OPTIONS_VERSION);
    if ((unsigned)opts->mode > GPUOPT_DIV_POLY2)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: mode %u, expected simple, affine or poly2", who, (unsigned)opts->mode);
    if (opts->version == 1) { /* the version-1 fields only */
      o.mode = opts->mode;
      o.testing = opts->testing;
      o.assume_no_signed_wrap = opts->assume_no_signed_wrap;
    } else {
      o = *opts;
    }
  }
  gpuopt_divergence *r = calloc(1, sizeof *r);
  if (!r) return gpuopt__oom(ctx, who);
  gpuopt__arena_init(&r->arena);
  r->mode = o.mode;
  r->testing = o.testing;
  r->no_signed_wrap = o.assume_no_signed_wrap;
  r->opts = o;
  r->fn = fn;
  r->td = LLVMGetModuleDataLayout(LLVMGetGlobalParent(fn));
  da a;
  memset(&a, 0, sizeof a);
  a.ctx = ctx;
  a.r = r;
  gpuopt__arena_init(&a.tmp);
  gpuopt_status st;
  if ((st = gpuopt__cfg_build(ctx, fn, &r->cfg)) || (st = gpuopt__numbering_build(ctx, r->cfg, &r->num)) ||
      (st = gpuopt__domtree_build(ctx, &r->cfg->g, &a.dom)) || (st = gpuopt__postdom_build(ctx, r->cfg, &a.pdom)) ||
      (st = gpuopt__loops_build(ctx, r->cfg, a.dom, &a.loops)))
    goto fail;
  a.cfg = r->cfg;
  a.num = r->num;
  r->nargs = LLVMCountParams(fn);
  r->inst = ANEW(&r->arena, dv, r->num->ninst + 1);
  r->arg = ANEW(&r->arena, dv, r->nargs + 1);
  r->branch_div = ANEW(&r->arena, uint8_t, r->cfg->g.n + 1);
  if (r->arena.oom) goto oom;
  {
    const gpuopt_options *co = gpuopt_ctx_options(ctx);
    unsigned dims[3];
    read_reqntid(&a, dims);
    int xmul = (co->block_x_multiple && co->block_x_multiple % 32 == 0) || (dims[0] && dims[0] % 32 == 0);
    int one_d = dims[0] && dims[1] == 1 && dims[2] == 1;
    a.laneid_affine = xmul || one_d;
    a.tidy_mode = dims[1] == 1 ? 2 : xmul ? 1 : 0;
    a.tidz_mode = dims[2] == 1 ? 2 : xmul ? 1 : 0;
    a.args_uniform = co->device_args_uniform;
  }
  if ((st = run(&a))) {
    if (st == GPUOPT_ENOMEM) goto oom;
    goto fail;
  }
  if (!gpuopt__div_accesses(r)) goto oom;
  if (o.report_missing_facts && !o.assume_no_signed_wrap && (st = missing_facts(&a, &o))) {
    if (st == GPUOPT_ENOMEM) goto oom;
    goto fail;
  }
  if (r->rng) gpuopt_ranges_free(r->rng);
  r->rng = NULL;
  /* divergent branches in layout order */
  uint32_t nd = 0;
  for (uint32_t b = 0; b < r->cfg->g.n; b++) nd += r->branch_div[b];
  r->div_branches = ANEW(&r->arena, uint32_t, nd + 1);
  if (r->arena.oom) goto oom;
  for (uint32_t b = 0; b < r->cfg->g.n; b++)
    if (r->branch_div[b]) r->div_branches[r->ndiv_branches++] = b;
  summarize(r);
  gpuopt__loops_free(a.loops);
  gpuopt__postdom_free(a.pdom);
  gpuopt__domtree_free(a.dom);
  gpuopt__arena_free(&a.tmp);
  *out = r;
  return GPUOPT_OK;
oom:
  st = gpuopt__oom(ctx, who);
fail:
  gpuopt__loops_free(a.loops);
  gpuopt__postdom_free(a.pdom);
  gpuopt__domtree_free(a.dom);
  gpuopt__arena_free(&a.tmp);
  gpuopt_divergence_free(r);
  return st;
}

/* ---- queries ---- */

int gpuopt__div_lookup(const gpuopt_divergence *r, LLVMValueRef v, dv *out) {
  if (!r || !v) return 0;
  if (LLVMIsAInstruction(v)) {
    uint32_t id = gpuopt__inst_id(r->num, v);
    if (id == GPUOPT_NONE) return 0;
    *out = r->inst[id];
    return 1;
  }
  if (LLVMIsAArgument(v)) {
    if (LLVMGetParamParent(v) != r->fn) return 0;
    for (uint32_t i = 0; i < r->nargs; i++)
      if (LLVMGetParam(r->fn, i) == v) {
        *out = r->arg[i];
        return 1;
      }
    return 0;
  }
  if (LLVMIsAConstantInt(v) && LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64) {
    *out = dv_const(LLVMConstIntGetSExtValue(v));
    return 1;
  }
  if (LLVMIsABasicBlock(v)) return 0;
  *out = LLVMIsAConstantPointerNull(v) ? dv_const(0) : dv_uni();
  return 1;
}

static gpuopt_coef pub_coef(uint8_t k, int64_t c) {
  gpuopt_coef x;
  x.kind = k == DV_TOP ? GPUOPT_COEF_TOP : k == DV_CONST ? GPUOPT_COEF_CONST : GPUOPT_COEF_BOTTOM;
  x.value = k == DV_CONST ? c : 0;
  return x;
}

int gpuopt_divergence_value(const gpuopt_divergence *r, LLVMValueRef v, gpuopt_div_value *out) {
  dv d;
  if (!out || !gpuopt__div_lookup(r, v, &d)) return GPUOPT_ENOTFOUND;
  if (r->testing & GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM) d = dv_uni();
  out->c0 = pub_coef(d.k[0], d.c[0]);
  out->c1 = gpuopt__div_unknown_slope(r, &d) ? (gpuopt_coef){GPUOPT_COEF_UNIFORM, 0} : pub_coef(d.k[1], d.c[1]);
  out->c2 = r->mode == GPUOPT_DIV_POLY2 ? pub_coef(d.k[2], d.c[2]) : pub_coef(DV_CONST, 0);
  out->state = public_state(r, &d);
  return 0;
}

int gpuopt_divergence_branch_divergent(const gpuopt_divergence *r, LLVMBasicBlockRef bb) {
  if (!r || !bb || (r->testing & GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM)) return 0;
  uint32_t b = gpuopt__cfg_block(r->cfg, bb);
  return b != GPUOPT_NONE && r->branch_div[b];
}

size_t gpuopt_divergence_num_divergent_branches(const gpuopt_divergence *r) {
  if (!r || (r->testing & GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM)) return 0;
  return r->ndiv_branches;
}

LLVMBasicBlockRef gpuopt_divergence_divergent_branch(const gpuopt_divergence *r, size_t i) {
  if (i >= gpuopt_divergence_num_divergent_branches(r)) return NULL;
  return r->cfg->blocks[r->div_branches[i]];
}

size_t gpuopt_divergence_num_accesses(const gpuopt_divergence *r) { return r ? r->naccesses : 0; }

size_t gpuopt_divergence_num_missing_facts(const gpuopt_divergence *r) {
  return r && !(r->testing & GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM) ? r->nmissing : 0;
}

int gpuopt_divergence_missing_fact(const gpuopt_divergence *r, size_t i, gpuopt_div_missing_fact *out) {
  if (!out || i >= gpuopt_divergence_num_missing_facts(r)) return GPUOPT_ENOTFOUND;
  *out = r->missing[i];
  return 0;
}

int gpuopt_divergence_access(const gpuopt_divergence *r, size_t i, gpuopt_div_access *out) {
  if (!r || !out || i >= r->naccesses) return GPUOPT_ENOTFOUND;
  *out = r->accesses[i];
  if (r->testing & GPUOPT_DIV_TEST_CLAIM_ALL_UNIFORM) out->pattern = GPUOPT_ACCESS_BROADCAST, out->stride = 0;
  return 0;
}

void gpuopt_divergence_summary(const gpuopt_divergence *r, gpuopt_div_summary *out) {
  if (!out) return;
  memset(out, 0, sizeof *out);
  if (!r) return;
  *out = r->summary;
}

const char *gpuopt_div_state_name(gpuopt_div_state s) {
  switch (s) {
  case GPUOPT_STATE_UNIFORM: return "uniform";
  case GPUOPT_STATE_AFFINE: return "affine";
  case GPUOPT_STATE_DIVERGENT: return "divergent";
  }
  return "?";
}

const char *gpuopt_access_pattern_name(gpuopt_access_pattern p) {
  switch (p) {
  case GPUOPT_ACCESS_BROADCAST: return "broadcast";
  case GPUOPT_ACCESS_COALESCED: return "coalesced";
  case GPUOPT_ACCESS_STRIDED: return "strided";
  case GPUOPT_ACCESS_DIVERGENT: return "divergent";
  }
  return "?";
}

const char *gpuopt_div_mode_name(gpuopt_div_mode m) {
  switch (m) {
  case GPUOPT_DIV_SIMPLE: return "simple";
  case GPUOPT_DIV_AFFINE: return "affine";
  case GPUOPT_DIV_POLY2: return "poly2";
  }
  return "?";
}
