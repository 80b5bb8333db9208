/* Symbolic range analysis: for every integer SSA value of a function (1 to 64 bits) a range [l, u]
 * of symbolic expressions (symexpr.c), at its definition and, narrowed, in the blocks dominated by a
 * branch on a comparison of it.
 *
 * Paper: DawnCC (Mendonça et al., TACO 2017) §3.1, Fig. 4 and Example 3.1; the algorithm is Alves
 * et al., "A Fast Symbolic Range Analysis" (2015): e-SSA, a constraint graph, its strongly connected
 * components solved in topological order with widening then narrowing.
 *
 * e-SSA without new instructions: a DFS over the dominator tree keeps, per value, its current name
 * (the SSA renaming stack). Where a block s has a single predecessor c ending in a conditional branch
 * on a comparison (icmp, also `and`/`or`/`not` of comparisons, through sext / zext nneg) or in a
 * switch, each compared value v gets a *sigma* node at s: R(v) narrowed by the relation ([Lte] and
 * the other signed and unsigned relations; switch cases give an interval), and uses of v in blocks
 * dominated by s see the sigma. Phi operands see the value at the end of the incoming block, narrowed
 * by the incoming edge's own condition (edge sigmas): that is how LCSSA phis after a loop get the
 * exit condition. Selects narrow their arms by their condition the same way.
 *
 * Rules (Fig. 4 and the rest of LLVM's integer instructions): [Const], [Sym] (arguments, loads,
 * calls, and any other value treated opaquely get a fresh symbol, with the constant range of their
 * type or of !range metadata / a range attribute), [Add] and sub/mul/shl by interval arithmetic over
 * symbolic bounds, sdiv/udiv/srem/urem/lshr/ashr/and/or/xor by their monotonicity, sign and bit
 * facts, trunc/zext/sext, select and phi by the join [min(l1, l2), max(u1, u2)], icmp as [0, 1] (a
 * constant when decided), smin/smax/umin/umax/abs/ctpop/ctlz/cttz, and NVPTX launch registers:
 * threadIdx.d in [0, blockDim.d - 1], blockIdx.d in [0, gridDim.d - 1], blockDim.d in [1, 1024]
 * (z: 64), gridDim.d in [1, 2^31 - 1] (y, z: 65535), laneid in [0, 31], warpsize 32; reqntid makes
 * blockDim exact, maxntid bounds it, the options may bound both.
 *
 * Soundness under wrap-around. Ranges are about the signed reading of the value (i1: 0/1).
 * Arithmetic is computed on mathematical integers; the result is kept when the instruction has
 * `nsw` (wrapping makes it poison, which any claim covers) or when the constant bounds of the result
 * (from the symbols' ranges) fit the type; otherwise the range is the whole type ([-inf, +inf]).
 * trunc keeps a range that fits the narrower type; zext keeps a provably non-negative one. Phis
 * drop bounds that mention a symbol whose definition does not dominate the phi (its value would not
 * be defined on every path). Undef, poison and non-integer constants are unknown values.
 *
 * Fixed point. The constraint graph has a node per integer value and per sigma, edges from operands
 * to users; its SCCs are solved in topological order. In an SCC, a worklist applies the rules with
 * the paper's widening at phis (a bound that changes becomes ±inf; phis join with their previous
 * value first, so a bound only changes when it grows); then a few narrowing passes in dominance
 * order recompute every node from its inputs, replacing infinite bounds (Example 3.1: i in a loop
 * `for (i = 0; i < n; i++)` widens to [0, +inf], the sigma of `i < n` gives [0, n - 1] in the body,
 * narrowing makes the phi [0, max(0, n)]). Narrowing from a post-fixpoint stays sound when the
 * rules are monotone; the result is checked (each phi must contain its recomputation) and the SCC
 * falls back to its widened values otherwise. Each phi bound changes at most twice while widening
 * and bounds are capped in size (max_expr_size nodes, then ±inf), so the analysis is linear in the
 * size of the function for a bounded loop depth (bench/results/ranges.md measures it).
 *
 * Facts: a range whose lo <= hi is not provable (e.g. [0, n - 1]) is reported with the fact
 * hi - lo >= 0 ("n >= 1"): the value is only computed when it holds.
 *
 * Requires: cfg, dominator tree, instruction numbering (built here, owned by the result). Preserves:
 * everything (an analysis). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/range.h"
#include "analysis/srcnames.h"

#define MAX_CONSTRAINTS 8
#define NARROW_PASSES 4

typedef struct sigma {
  uint32_t src, bound;   /* nodes; bound GPUOPT_NONE: `other` is a constant or not analysed */
  LLVMValueRef value, other;
  uint32_t block;        /* block sigma: where it starts; edge sigma: the successor */
  uint32_t from;         /* edge sigma: the predecessor; GPUOPT_NONE for block sigmas */
  uint32_t next;         /* next block sigma of the same value */
  int pred;              /* LLVMIntPredicate, value PRED other; 0: switch interval [swlo, swhi] */
  int64_t swlo, swhi;
} sigma;

struct gpuopt_ranges {
  gpuopt_arena arena;
  gpuopt_sx_table *t;
  LLVMValueRef fn;
  gpuopt_cfg *cfg;
  gpuopt_domtree *dom;
  gpuopt_numbering *num;
  uint32_t nargs, ninst, nvals, nnodes;
  unsigned max_size;
  uint8_t *bits;           /* per value node: width, 0 when not analysed */
  gpuopt_rng *st;          /* per node */
  const gpuopt_sx **fact;  /* per node */
  const gpuopt_sx_sym **sym; /* per value node: its symbol, if it is one */
  sigma *sig;
  uint32_t nsig, capsig;
  uint32_t *opoff, *opnode; /* operand slots of instruction id: opnode[opoff[id] .. opoff[id+1]) */
  uint32_t *first_sig;     /* per value node: first block sigma (node index), GPUOPT_NONE */
  uint8_t *nsw, *nuw;      /* per instruction id: proved no-wrap */
  uint8_t *iv_off;         /* per sigma: the induction rule of `i + 1 != N` is disabled (not verified) */
  const gpuopt_sx **iv_bound; /* per value node (header phis): verified i <= N - 1 (or i >= N + 1) bound */
  int8_t *iv_dir;          /* per value node: +1 upper bound, -1 lower bound, 0 none */
  gpuopt_sx_sym *sreg[GPUOPT_SREG_WARPSIZE + 1];
  const gpuopt_sx *sreg_expr[GPUOPT_SREG_WARPSIZE + 1]; /* blockDim/gridDim: symbol or constant */
  int64_t sreg_lim[GPUOPT_SREG_WARPSIZE + 1];
  gpuopt_range_view *views;
  size_t nviews;
  /* relational bounds (relational() below): per node, bounds over symbols of other SSA values */
  const gpuopt_sx **rlo, **rhi;
  gpuopt_sx_sym **relsym;  /* per value node: its symbol in relational bounds */
  gpuopt_srcnames *names;  /* source names (options.source_names), or NULL */
  gpuopt_ranges_summary summary;
};

typedef struct ra {
  gpuopt_ranges *r;
  gpuopt_sx_table *t;
  gpuopt_arena tmp;
  uint32_t *cur;           /* per value node: current name */
  uint32_t *order, norder; /* nodes in dominator pre-order (sigmas before their block's instructions) */
  uint8_t *is_phi;         /* per node */
  uint8_t *visited;        /* per node: in order */
} ra;

/* ---- helpers ---- */

static inline uint32_t node_of_inst(const gpuopt_ranges *r, uint32_t id) { return r->nargs + id; }

static uint32_t value_node(const gpuopt_ranges *r, LLVMValueRef v) {
  if (!v) return GPUOPT_NONE;
  if (LLVMIsAArgument(v)) {
    if (LLVMGetParamParent(v) != r->fn) return GPUOPT_NONE;
    for (uint32_t i = 0; i < r->nargs; i++)
      if (LLVMGetParam(r->fn, i) == v) return i;
    return GPUOPT_NONE;
  }
  if (LLVMIsAInstruction(v)) {
    uint32_t id = gpuopt__inst_id(r->num, v);
    return id == GPUOPT_NONE ? GPUOPT_NONE : node_of_inst(r, id);
  }
  return GPUOPT_NONE;
}

static unsigned int_bits(LLVMTypeRef ty) {
  if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind) return 0;
  unsigned w = LLVMGetIntTypeWidth(ty);
  return w >= 1 && w <= 64 ? w : 0;
}

static int64_t tmin(unsigned w) { return w == 1 ? 0 : w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1)); }
static int64_t tmax(unsigned w) { return w == 1 ? 1 : w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1; }

static gpuopt_rng unreached(void) {
  gpuopt_rng x = {NULL, NULL, NULL, 0};
  return x;
}

static gpuopt_rng full(gpuopt_sx_table *t, unsigned w) {
  gpuopt_rng x = {t->ninf, t->pinf, NULL, 1};
  if (w == 1) x.lo = t->zero, x.hi = t->one;
  return x;
}

/* A range from possibly NULL or oversized bounds. */
static gpuopt_rng mk(const gpuopt_ranges *r, const gpuopt_sx *lo, const gpuopt_sx *hi, const gpuopt_sx *val) {
  gpuopt_sx_table *t = r->t;
  gpuopt_rng x;
  x.lo = !lo || lo->size > r->max_size || lo->kind == SX_POS_INF ? t->ninf : lo;
  x.hi = !hi || hi->size > r->max_size || hi->kind == SX_NEG_INF ? t->pinf : hi;
  x.val = val && val->size <= r->max_size && !gpuopt__sx_is_inf(val) ? val : NULL;
  x.reached = 1;
  return x;
}

static gpuopt_rng exact(const gpuopt_ranges *r, const gpuopt_sx *e) { return mk(r, e, e, e); }

static int nonneg(const gpuopt_ranges *r, const gpuopt_sx *e) { return gpuopt__sx_prove_le(r->t, r->t->zero, e, NULL); }
static int nonpos(const gpuopt_ranges *r, const gpuopt_sx *e) { return gpuopt__sx_prove_le(r->t, e, r->t->zero, NULL); }

/* lo..hi lies in the signed range of a w-bit integer. */
static int fits(const gpuopt_ranges *r, const gpuopt_sx *lo, const gpuopt_sx *hi, unsigned w) {
  if (gpuopt__sx_is_inf(lo) || gpuopt__sx_is_inf(hi)) return 0;
  int64_t a, b, c, d;
  gpuopt__sx_const_bounds(r->t, lo, NULL, &a, &b);
  gpuopt__sx_const_bounds(r->t, hi, NULL, &c, &d);
  if (a == INT64_MIN || d == INT64_MAX) return 0;
  return a >= tmin(w) && d <= tmax(w);
}

static int same(const gpuopt_rng *a, const gpuopt_rng *b) {
  return a->reached == b->reached && a->lo == b->lo && a->hi == b->hi && a->val == b->val;
}

/* Range of an operand that is no analysed node: integer constants; anything else unknown. */
static gpuopt_rng const_rng(const gpuopt_ranges *r, LLVMValueRef v) {
  unsigned w = int_bits(LLVMTypeOf(v));
  if (w && LLVMIsAConstantInt(v)) {
    int64_t c = w == 1 ? (int64_t)LLVMConstIntGetZExtValue(v) : LLVMConstIntGetSExtValue(v);
    return exact(r, gpuopt__sx_const(r->t, c));
  }
  return full(r->t, w);
}

static gpuopt_rng node_rng(const gpuopt_ranges *r, uint32_t node, LLVMValueRef v) {
  if (node != GPUOPT_NONE) return r->st[node];
  return const_rng(r, v);
}

/* Operand k of instruction id as that instruction sees it. */
static gpuopt_rng opr(const gpuopt_ranges *r, uint32_t id, LLVMValueRef inst, unsigned k) {
  return node_rng(r, r->opnode[r->opoff[id] + k], LLVMGetOperand(inst, k));
}

static gpuopt_rng join(const gpuopt_ranges *r, const gpuopt_rng *a, const gpuopt_rng *b) {
  if (!a->reached) return *b;
  if (!b->reached) return *a;
  return mk(r, gpuopt__sx_min(r->t, a->lo, b->lo), gpuopt__sx_max(r->t, a->hi, b->hi), a->val == b->val ? a->val : NULL);
}

/* ---- symbols ---- */

static void value_name(gpuopt_ranges *r, LLVMValueRef v, const uint32_t *slot, char *buf, size_t n) {
  const char *src = gpuopt__srcname(r->names, v);
  if (src) {
    snprintf(buf, n, "%s", src);
    return;
  }
  size_t len = 0;
  const char *s = LLVMGetValueName2(v, &len);
  uint32_t node = value_node(r, v);
  int arg = LLVMIsAArgument(v) != NULL;
  if (len) {
    int ident = 1;
    for (size_t i = 0; i < len && ident; i++) {
      char c = s[i];
      ident = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i && c >= '0' && c <= '9');
    }
    if (arg && ident) snprintf(buf, n, "%.*s", (int)len, s);
    else snprintf(buf, n, "%%%.*s", (int)len, s);
  } else {
    snprintf(buf, n, "%%%u", node != GPUOPT_NONE ? slot[node] : 0);
  }
}

/* The constant range of !range metadata or a `range` return attribute, if any. */
static int range_md(LLVMValueRef inst, unsigned w, int64_t *lo, int64_t *hi) {
  unsigned kind = LLVMGetMDKindIDInContext(LLVMGetTypeContext(LLVMTypeOf(inst)), "range", 5);
  LLVMValueRef md = LLVMGetMetadata(inst, kind);
  if (md) {
    unsigned n = LLVMGetMDNodeNumOperands(md);
    if (n < 2 || n % 2 || n > 64) return 0;
    LLVMValueRef ops[64];
    LLVMGetMDNodeOperands(md, ops);
    int64_t l = INT64_MAX, h = INT64_MIN;
    for (unsigned i = 0; i < n; i += 2) {
      if (!ops[i] || !ops[i + 1] || !LLVMIsAConstantInt(ops[i]) || !LLVMIsAConstantInt(ops[i + 1])) return 0;
      int64_t a = LLVMConstIntGetSExtValue(ops[i]), b = LLVMConstIntGetSExtValue(ops[i + 1]);
      if (a >= b) return 0; /* a wrapped range: not used */
      if (a < l) l = a;
      if (b - 1 > h) h = b - 1;
    }
    *lo = l;
    *hi = h;
    return 1;
  }
  if (!LLVMIsACallInst(inst) || w >= 64) return 0;
  unsigned rk = LLVMGetEnumAttributeKindForName("range", 5);
  if (!rk || !LLVMGetCallSiteEnumAttribute(inst, LLVMAttributeReturnIndex, rk)) return 0;
  /* LLVM-C has no reader for ConstantRange attributes: read the printed call "range(iN A, B)" */
  char *text = LLVMPrintValueToString(inst);
  int ok = 0;
  const char *p = text ? strstr(text, "range(i") : NULL;
  long long a, b;
  unsigned width;
  if (p && sscanf(p, "range(i%u %lld, %lld)", &width, &a, &b) == 3 && width == w && a < b) {
    *lo = a;
    *hi = b - 1;
    ok = 1;
  }
  LLVMDisposeMessage(text);
  return ok;
}

static const struct { const char *name; gpuopt_sreg s; } sregs[] = {
    {"llvm.nvvm.read.ptx.sreg.tid.x", GPUOPT_SREG_TID_X},       {"llvm.nvvm.read.ptx.sreg.tid.y", GPUOPT_SREG_TID_Y},
    {"llvm.nvvm.read.ptx.sreg.tid.z", GPUOPT_SREG_TID_Z},       {"llvm.nvvm.read.ptx.sreg.ntid.x", GPUOPT_SREG_NTID_X},
    {"llvm.nvvm.read.ptx.sreg.ntid.y", GPUOPT_SREG_NTID_Y},     {"llvm.nvvm.read.ptx.sreg.ntid.z", GPUOPT_SREG_NTID_Z},
    {"llvm.nvvm.read.ptx.sreg.ctaid.x", GPUOPT_SREG_CTAID_X},   {"llvm.nvvm.read.ptx.sreg.ctaid.y", GPUOPT_SREG_CTAID_Y},
    {"llvm.nvvm.read.ptx.sreg.ctaid.z", GPUOPT_SREG_CTAID_Z},   {"llvm.nvvm.read.ptx.sreg.nctaid.x", GPUOPT_SREG_NCTAID_X},
    {"llvm.nvvm.read.ptx.sreg.nctaid.y", GPUOPT_SREG_NCTAID_Y}, {"llvm.nvvm.read.ptx.sreg.nctaid.z", GPUOPT_SREG_NCTAID_Z},
    {"llvm.nvvm.read.ptx.sreg.laneid", GPUOPT_SREG_LANEID},     {"llvm.nvvm.read.ptx.sreg.warpsize", GPUOPT_SREG_WARPSIZE},
};
static const char *const sreg_names[] = {"",           "threadIdx.x", "threadIdx.y", "threadIdx.z", "blockDim.x",
                                         "blockDim.y", "blockDim.z",  "blockIdx.x",  "blockIdx.y",  "blockIdx.z",
                                         "gridDim.x",  "gridDim.y",   "gridDim.z",   "laneid",      "warpSize"};

static const char *callee_name(LLVMValueRef call, size_t *len) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  *len = 0;
  if (!f || !LLVMIsAFunction(f)) return NULL;
  return LLVMGetValueName2(f, len);
}

static gpuopt_sreg sreg_of(LLVMValueRef inst) {
  if (!LLVMIsACallInst(inst)) return GPUOPT_SREG_NONE;
  size_t len;
  const char *n = callee_name(inst, &len);
  if (!n) return GPUOPT_SREG_NONE;
  for (size_t i = 0; i < sizeof sregs / sizeof sregs[0]; i++)
    if (strlen(sregs[i].name) == len && !memcmp(sregs[i].name, n, len)) return sregs[i].s;
  return GPUOPT_SREG_NONE;
}

/* Launch bounds: "nvvm.reqntid"/"nvvm.maxntid" attributes (LLVM 20+) or nvvm.annotations entries
 * reqntid{x,y,z} / maxntid{x,y,z}. dims 0: unknown. */
static void launch_bounds(LLVMValueRef fn, unsigned req[3], unsigned maxn[3]) {
  for (int d = 0; d < 3; d++) req[d] = maxn[d] = 0;
  static const char *const keys[2] = {"nvvm.reqntid", "nvvm.maxntid"};
  for (int k = 0; k < 2; k++) {
    unsigned *dims = k ? maxn : req;
    LLVMAttributeRef at = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, keys[k], (unsigned)strlen(keys[k]));
    if (!at) continue;
    unsigned len = 0;
    const char *s = LLVMGetStringAttributeValue(at, &len);
    char buf[64];
    if (len >= sizeof buf) continue;
    memcpy(buf, s, len);
    buf[len] = 0;
    char *p = buf;
    for (int d = 0; d < 3 && *p; d++) {
      dims[d] = (unsigned)strtoul(p, &p, 10);
      if (*p == ',') p++;
    }
  }
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
  LLVMValueRef *ops = n ? malloc(n * sizeof *ops) : NULL;
  if (ops) {
    LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
    for (unsigned i = 0; i < n; i++) {
      unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
      if (k < 3 || k > 64) continue;
      LLVMValueRef f[64];
      LLVMGetMDNodeOperands(ops[i], f);
      if (f[0] != fn) continue;
      for (unsigned j = 1; j + 1 < k; j += 2) {
        unsigned sl = 0;
        const char *s = f[j] && LLVMIsAMDString(f[j]) ? LLVMGetMDString(f[j], &sl) : NULL;
        if (!s || sl != 8 || !f[j + 1] || !LLVMIsAConstantInt(f[j + 1])) continue;
        int d = s[7] - 'x';
        if (d < 0 || d > 2) continue;
        unsigned v = (unsigned)LLVMConstIntGetZExtValue(f[j + 1]);
        if (!memcmp(s, "reqntid", 7)) req[d] = v;
        else if (!memcmp(s, "maxntid", 7)) maxn[d] = v;
      }
    }
    free(ops);
  }
  if (req[0] || req[1] || req[2]) /* PTX: .reqntid nx means ny = nz = 1 */
    for (int d = 0; d < 3; d++)
      if (!req[d]) req[d] = 1;
}

static int sreg_setup(gpuopt_ranges *r, const gpuopt_ranges_options *o) {
  gpuopt_sx_table *t = r->t;
  unsigned req[3], maxn[3];
  launch_bounds(r->fn, req, maxn);
  uint64_t prod = 1;
  int anymax = 0;
  for (int d = 0; d < 3; d++)
    if (maxn[d]) prod *= maxn[d], anymax = 1;
  static const int64_t hw_ntid[3] = {1024, 1024, 64}, hw_nctaid[3] = {2147483647, 65535, 65535};
  for (int d = 0; d < 3; d++) {
    int64_t nt = hw_ntid[d];
    if (anymax && (int64_t)prod < nt) nt = (int64_t)prod;
    if (o->max_ntid[d] && o->max_ntid[d] < nt) nt = o->max_ntid[d];
    int64_t nc = hw_nctaid[d];
    if (o->max_nctaid[d] && o->max_nctaid[d] < nc) nc = o->max_nctaid[d];
    gpuopt_sreg sn = (gpuopt_sreg)(GPUOPT_SREG_NTID_X + d), sc = (gpuopt_sreg)(GPUOPT_SREG_NCTAID_X + d);
    gpuopt_sreg st = (gpuopt_sreg)(GPUOPT_SREG_TID_X + d), sb = (gpuopt_sreg)(GPUOPT_SREG_CTAID_X + d);
    if (req[d]) nt = req[d];
    r->sreg[sn] = gpuopt__sx_new_sym(t, sreg_names[sn], NULL, 32, req[d] ? req[d] : 1, nt);
    r->sreg[sc] = gpuopt__sx_new_sym(t, sreg_names[sc], NULL, 32, 1, nc);
    r->sreg[st] = gpuopt__sx_new_sym(t, sreg_names[st], NULL, 32, 0, nt - 1);
    r->sreg[sb] = gpuopt__sx_new_sym(t, sreg_names[sb], NULL, 32, 0, nc - 1);
    if (!r->sreg[sn] || !r->sreg[sc] || !r->sreg[st] || !r->sreg[sb]) return 0;
    r->sreg_expr[sn] = req[d] ? gpuopt__sx_const(t, req[d]) : r->sreg[sn]->expr;
    r->sreg_expr[sc] = r->sreg[sc]->expr;
    r->sreg_lim[sn] = nt;
    r->sreg_lim[sc] = nc;
  }
  r->sreg[GPUOPT_SREG_LANEID] = gpuopt__sx_new_sym(t, sreg_names[GPUOPT_SREG_LANEID], NULL, 32, 0, 31);
  r->sreg[GPUOPT_SREG_WARPSIZE] = gpuopt__sx_new_sym(t, sreg_names[GPUOPT_SREG_WARPSIZE], NULL, 32, 32, 32);
  if (!r->sreg[GPUOPT_SREG_LANEID] || !r->sreg[GPUOPT_SREG_WARPSIZE]) return 0;
  for (int s = 1; s <= GPUOPT_SREG_WARPSIZE; s++) r->sreg[s]->special = s;
  return 1;
}

/* How an integer instruction's range is computed. */
enum { K_NONE = 0, K_RULE, K_SYM, K_SREG };

static int classify(LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMSDiv: case LLVMUDiv: case LLVMSRem: case LLVMURem:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMSelect: case LLVMPHI: case LLVMICmp: case LLVMFreeze:
    return K_RULE;
  case LLVMCall: {
    if (sreg_of(inst)) return K_SREG;
    size_t len;
    const char *n = callee_name(inst, &len);
    static const char *const known[] = {"llvm.smin.", "llvm.smax.", "llvm.umin.", "llvm.umax.", "llvm.abs.",
                                        "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz."};
    for (size_t i = 0; n && i < sizeof known / sizeof known[0]; i++)
      if (len > strlen(known[i]) && !memcmp(n, known[i], strlen(known[i]))) return K_RULE;
    return K_SYM;
  }
  default: return K_SYM; /* loads, other calls, casts from floats/pointers, extracts, atomics, ... */
  }
}

/* ---- e-SSA: constraints of branch edges, sigma nodes ---- */

typedef struct constraint {
  LLVMValueRef value, other;
  int pred;              /* value PRED other; 0: switch interval */
  int64_t lo, hi;
} constraint;

static int swap_pred(int p) {
  switch (p) {
  case LLVMIntSLT: return LLVMIntSGT;
  case LLVMIntSLE: return LLVMIntSGE;
  case LLVMIntSGT: return LLVMIntSLT;
  case LLVMIntSGE: return LLVMIntSLE;
  case LLVMIntULT: return LLVMIntUGT;
  case LLVMIntULE: return LLVMIntUGE;
  case LLVMIntUGT: return LLVMIntULT;
  case LLVMIntUGE: return LLVMIntULE;
  default: return p;
  }
}

static int inverse_pred(int p) {
  switch (p) {
  case LLVMIntEQ: return LLVMIntNE;
  case LLVMIntNE: return LLVMIntEQ;
  case LLVMIntSLT: return LLVMIntSGE;
  case LLVMIntSLE: return LLVMIntSGT;
  case LLVMIntSGT: return LLVMIntSLE;
  case LLVMIntSGE: return LLVMIntSLT;
  case LLVMIntULT: return LLVMIntUGE;
  case LLVMIntULE: return LLVMIntUGT;
  case LLVMIntUGT: return LLVMIntULE;
  case LLVMIntUGE: return LLVMIntULT;
  default: return p;
  }
}

static int is_signed_or_eq(int p) { return p == LLVMIntEQ || p == LLVMIntNE || (p >= LLVMIntSGT && p <= LLVMIntSLE); }

static void add_constraint(const gpuopt_ranges *r, constraint *cs, int *n, LLVMValueRef v, int pred, LLVMValueRef other) {
  if (*n >= MAX_CONSTRAINTS || value_node(r, v) == GPUOPT_NONE || !int_bits(LLVMTypeOf(v)) ||
      LLVMGetIntTypeWidth(LLVMTypeOf(v)) == 1)
    return;
  cs[*n].value = v;
  cs[*n].other = other;
  cs[*n].pred = pred;
  cs[*n].lo = cs[*n].hi = 0;
  (*n)++;
  /* the same relation holds for x when v = sext x (signed relations, eq, ne) or zext nneg x */
  if (LLVMIsAInstruction(v)) {
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if ((op == LLVMSExt && is_signed_or_eq(pred)) || (op == LLVMZExt && LLVMGetNNeg(v)))
      add_constraint(r, cs, n, LLVMGetOperand(v, 0), pred, other);
  }
}

/* What cond == truth says about integer values. */
static void decompose(const gpuopt_ranges *r, LLVMValueRef cond, int truth, constraint *cs, int *n, int depth) {
  if (depth > 4 || !LLVMIsAInstruction(cond)) return;
  LLVMOpcode op = LLVMGetInstructionOpcode(cond);
  if (op == LLVMICmp) {
    int p = (int)LLVMGetICmpPredicate(cond);
    if (!truth) p = inverse_pred(p);
    LLVMValueRef a = LLVMGetOperand(cond, 0), b = LLVMGetOperand(cond, 1);
    if (!int_bits(LLVMTypeOf(a))) return;
    add_constraint(r, cs, n, a, p, b);
    add_constraint(r, cs, n, b, swap_pred(p), a);
    return;
  }
  if (LLVMGetTypeKind(LLVMTypeOf(cond)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(cond)) != 1) return;
  LLVMValueRef x = NULL, y = NULL;
  int is_and = 0, is_or = 0;
  if (op == LLVMAnd || op == LLVMOr) {
    x = LLVMGetOperand(cond, 0);
    y = LLVMGetOperand(cond, 1);
    is_and = op == LLVMAnd;
    is_or = op == LLVMOr;
  } else if (op == LLVMSelect) { /* select a, b, false == a && b; select a, true, b == a || b */
    LLVMValueRef s1 = LLVMGetOperand(cond, 1), s2 = LLVMGetOperand(cond, 2);
    x = LLVMGetOperand(cond, 0);
    if (LLVMIsAConstantInt(s2) && LLVMConstIntGetZExtValue(s2) == 0) y = s1, is_and = 1;
    else if (LLVMIsAConstantInt(s1) && LLVMConstIntGetZExtValue(s1) == 1) y = s2, is_or = 1;
  } else if (op == LLVMXor) {
    LLVMValueRef a = LLVMGetOperand(cond, 0), b = LLVMGetOperand(cond, 1);
    if (LLVMIsAConstantInt(b) && LLVMConstIntGetZExtValue(b) == 1) decompose(r, a, !truth, cs, n, depth + 1);
    else if (LLVMIsAConstantInt(a) && LLVMConstIntGetZExtValue(a) == 1) decompose(r, b, !truth, cs, n, depth + 1);
    return;
  }
  if ((is_and && truth) || (is_or && !truth)) {
    decompose(r, x, truth, cs, n, depth + 1);
    decompose(r, y, truth, cs, n, depth + 1);
  }
}

/* Constraints on the edge c -> s (s a successor of c). */
static int edge_constraints(const gpuopt_ranges *r, uint32_t c, uint32_t s, constraint *cs) {
  int n = 0;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(r->cfg->blocks[c]);
  if (!term) return 0;
  LLVMBasicBlockRef sb = r->cfg->blocks[s];
  LLVMOpcode op = LLVMGetInstructionOpcode(term);
  if (op == LLVMBr && LLVMIsConditional(term)) {
    LLVMBasicBlockRef t = LLVMGetSuccessor(term, 0), f = LLVMGetSuccessor(term, 1);
    if (t == f) return 0;
    decompose(r, LLVMGetCondition(term), sb == t, cs, &n, 0);
  } else if (op == LLVMSwitch) {
    LLVMValueRef v = LLVMGetOperand(term, 0);
    unsigned w = int_bits(LLVMTypeOf(v));
    if (!w || w == 1 || value_node(r, v) == GPUOPT_NONE) return 0;
    if (LLVMGetSwitchDefaultDest(term) == sb) return 0;
    unsigned ns = LLVMGetNumSuccessors(term);
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (unsigned k = 1; k < ns; k++) {
      if (LLVMGetSuccessor(term, k) != sb) continue;
#if GPUOPT_LLVM_VERSION >= 20
      LLVMValueRef cv = LLVMGetSwitchCaseValue(term, k);
#else
      LLVMValueRef cv = LLVMGetOperand(term, 2 * k); /* operands: cond, default, (value, dest)... */
#endif
      if (!cv || !LLVMIsAConstantInt(cv)) return 0;
      int64_t x = w == 1 ? (int64_t)LLVMConstIntGetZExtValue(cv) : LLVMConstIntGetSExtValue(cv);
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
    if (lo > hi) return 0;
    cs[0].value = v;
    cs[0].other = NULL;
    cs[0].pred = 0;
    cs[0].lo = lo;
    cs[0].hi = hi;
    n = 1;
  }
  return n;
}

static uint32_t new_sigma(ra *a, const constraint *c, uint32_t src, uint32_t block, uint32_t from) {
  gpuopt_ranges *r = a->r;
  if (r->nsig == r->capsig) {
    uint32_t cap = r->capsig ? r->capsig * 2 : 64;
    sigma *s = realloc(r->sig, cap * sizeof *s);
    if (!s) return GPUOPT_NONE;
    r->sig = s;
    r->capsig = cap;
  }
  sigma *s = &r->sig[r->nsig];
  s->src = src;
  s->value = c->value;
  s->other = c->other;
  uint32_t on = c->other ? value_node(r, c->other) : GPUOPT_NONE;
  s->bound = on == GPUOPT_NONE || !r->bits[on] ? GPUOPT_NONE : a->cur[on];
  s->block = block;
  s->from = from;
  s->next = GPUOPT_NONE;
  s->pred = c->pred;
  s->swlo = c->lo;
  s->swhi = c->hi;
  return r->nvals + r->nsig++;
}

/* ---- transfer functions ---- */

static int dominating(const gpuopt_ranges *r, const gpuopt_sx *e, uint32_t b);

/* The induction rule for `x != N` on a back edge (what clang's rotated loops test: `icmp eq i64
 * %iv.next, %n` exits): x = h + 1 with h the phi this edge feeds and N loop invariant. If h <= N - 1
 * on entry to an iteration, x <= N, and x != N gives x <= N - 1; so h <= N - 1 is an invariant
 * provided it holds on entry, which solve() verifies after the fixed point (and disables the rule
 * otherwise). Returns +1 (x = h + 1) or -1 (x = h - 1) and sets *h, 0 when the rule does not apply. */
static int iv_step(const gpuopt_ranges *r, const sigma *s, uint32_t *h) {
  if (s->from == GPUOPT_NONE || s->pred != LLVMIntNE || !LLVMIsAInstruction(s->value) ||
      LLVMGetInstructionOpcode(s->value) != LLVMAdd)
    return 0;
  LLVMValueRef a = LLVMGetOperand(s->value, 0), b = LLVMGetOperand(s->value, 1);
  if (LLVMIsAConstantInt(a)) {
    LLVMValueRef x = a;
    a = b;
    b = x;
  }
  if (!LLVMIsAConstantInt(b) || !LLVMIsAPHINode(a)) return 0;
  int64_t c = LLVMConstIntGetSExtValue(b);
  if (c != 1 && c != -1) return 0;
  uint32_t hn = value_node(r, a);
  if (hn == GPUOPT_NONE || hn < r->nargs) return 0;
  uint32_t hb = r->num->block_of[hn - r->nargs];
  if (hb != s->block || !gpuopt__dominates(r->dom, hb, s->from)) return 0; /* a back edge into h's block */
  if (s->other && LLVMIsAInstruction(s->other)) { /* N is defined before the loop */
    uint32_t on = value_node(r, s->other);
    if (on == GPUOPT_NONE || on < r->nargs) return 0;
    uint32_t ob = r->num->block_of[on - r->nargs];
    if (ob == hb || !gpuopt__dominates(r->dom, ob, hb)) return 0;
  }
  *h = hn;
  return (int)c;
}

static gpuopt_sx_env *iv_env(const gpuopt_ranges *r, const gpuopt_rng *O, gpuopt_sx_env *env, uint32_t *sym,
                             int64_t *lo, int64_t *hi) {
  if (!O->val || O->val->kind != SX_SYM) return NULL;
  *sym = (uint32_t)O->val->c;
  int64_t a, b;
  gpuopt__sx_const_bounds(r->t, O->lo, NULL, lo, &a);
  gpuopt__sx_const_bounds(r->t, O->hi, NULL, &b, hi);
  env->n = 1;
  env->sym = sym;
  env->lo = lo;
  env->hi = hi;
  return env;
}

static gpuopt_rng eval_sigma(const gpuopt_ranges *r, const sigma *s) {
  gpuopt_sx_table *t = r->t;
  gpuopt_rng S = r->st[s->src];
  if (!S.reached) return S;
  const gpuopt_sx *nlo = NULL, *nhi = NULL; /* what the relation says */
  gpuopt_rng O = {NULL, NULL, NULL, 1};
  if (s->pred == 0) {
    nlo = gpuopt__sx_const(t, s->swlo);
    nhi = gpuopt__sx_const(t, s->swhi);
  } else {
    O = node_rng(r, s->bound, s->other);
    if (!O.reached) return unreached();
  }
  switch (s->pred) {
  case LLVMIntSLT: nhi = gpuopt__sx_addc(t, O.hi, -1); break;
  case LLVMIntSLE: nhi = O.hi; break;
  case LLVMIntSGT: nlo = gpuopt__sx_addc(t, O.lo, 1); break;
  case LLVMIntSGE: nlo = O.lo; break;
  case LLVMIntEQ:
    if (O.lo == O.hi && O.lo->kind == SX_CONST) return mk(r, O.lo, O.hi, O.lo); /* v == c */
    nlo = O.lo;
    nhi = O.hi;
    if (!S.val) S.val = O.val;
    break;
  case LLVMIntNE: {
    if (O.lo == O.hi && !gpuopt__sx_is_inf(O.lo)) {
      if (S.lo == O.lo) S.lo = gpuopt__sx_addc(t, S.lo, 1);
      else if (S.hi == O.hi) S.hi = gpuopt__sx_addc(t, S.hi, -1);
    }
    uint32_t h;
    int dir = iv_step(r, s, &h);
    if (dir && !r->iv_off[s - r->sig] && O.val && dominating(r, O.val, s->block)) {
      if (dir > 0) nhi = gpuopt__sx_addc(t, O.val, -1);
      else nlo = gpuopt__sx_addc(t, O.val, 1);
    }
    break;
  }
  case LLVMIntULT:
  case LLVMIntULE:
    if (nonneg(r, O.lo)) { /* v <u o, o >= 0: v is not negative (else it is >= 2^(w-1) unsigned) */
      nlo = t->zero;
      nhi = s->pred == LLVMIntULT ? gpuopt__sx_addc(t, O.hi, -1) : O.hi;
    }
    break;
  case LLVMIntUGT:
  case LLVMIntUGE:
    if (nonneg(r, S.lo) && nonneg(r, O.lo))
      nlo = s->pred == LLVMIntUGT ? gpuopt__sx_addc(t, O.lo, 1) : O.lo;
    else if (nonpos(r, gpuopt__sx_addc(t, O.hi, 1)) && !nonneg(r, S.lo)) {
      /* o < 0: v >u o means v is negative and v > o */
      nlo = s->pred == LLVMIntUGT ? gpuopt__sx_addc(t, O.lo, 1) : O.lo;
      nhi = gpuopt__sx_const(t, -1);
    }
    break;
  default: break;
  }
  /* Meet of [S.lo, S.hi] and [nlo, nhi]. A value known exactly (lo == hi, e.g. a symbol) keeps its
   * exact expression in `val`; its bounds become the relation's where it gives a finite one, so that
   * `i <u 100` reads [0, 99] rather than [max(0, i), min(i, 99)]. */
  int exact_src = S.lo == S.hi && !gpuopt__sx_is_inf(S.lo);
  const gpuopt_sx *lo = S.lo, *hi = S.hi;
  if (nlo && !gpuopt__sx_is_inf(nlo)) lo = exact_src ? nlo : gpuopt__sx_max(t, S.lo, nlo);
  if (nhi && !gpuopt__sx_is_inf(nhi)) hi = exact_src ? nhi : gpuopt__sx_min(t, S.hi, nhi);
  return mk(r, lo, hi, S.val);
}

/* Does every symbol of e dominate block b (so that e is defined on every path to b)? */
static int dominating(const gpuopt_ranges *r, const gpuopt_sx *e, uint32_t b) {
  if (!e) return 1;
  if (e->kind == SX_SYM) {
    const gpuopt_sx_sym *s = r->t->syms[e->c];
    if (!s->value || !LLVMIsAInstruction(s->value)) return 1;
    uint32_t id = gpuopt__inst_id(r->num, s->value);
    if (id == GPUOPT_NONE) return 0;
    uint32_t db = r->num->block_of[id];
    return db != b && gpuopt__dominates(r->dom, db, b);
  }
  for (uint32_t i = 0; i < e->n; i++)
    if (!dominating(r, e->op[i], b)) return 0;
  return 1;
}

static gpuopt_rng eval_phi(const gpuopt_ranges *r, uint32_t id, LLVMValueRef inst) {
  gpuopt_rng x = unreached();
  unsigned n = LLVMCountIncoming(inst);
  for (unsigned k = 0; k < n; k++) {
    uint32_t pb = gpuopt__cfg_block(r->cfg, LLVMGetIncomingBlock(inst, k));
    if (pb == GPUOPT_NONE || r->dom->pre[pb] == GPUOPT_NONE) continue; /* from an unreachable block */
    gpuopt_rng in = opr(r, id, inst, k); /* undef, poison, constant expressions: unknown */
    x = join(r, &x, &in);
  }
  if (!x.reached) return x;
  uint32_t b = r->num->block_of[id];
  if (!dominating(r, x.lo, b)) x.lo = r->t->ninf;
  if (!dominating(r, x.hi, b)) x.hi = r->t->pinf;
  if (!dominating(r, x.val, b)) x.val = NULL;
  uint32_t node = node_of_inst(r, id);
  if (r->iv_dir[node] > 0) x.hi = gpuopt__sx_min(r->t, x.hi, r->iv_bound[node]);
  if (r->iv_dir[node] < 0) x.lo = gpuopt__sx_max(r->t, x.lo, r->iv_bound[node]);
  if (!x.lo || x.lo->size > r->max_size) x.lo = r->t->ninf;
  if (!x.hi || x.hi->size > r->max_size) x.hi = r->t->pinf;
  return x;
}

/* Signed result of an arithmetic instruction: kept when it cannot wrap. */
static gpuopt_rng arith(const gpuopt_ranges *r, int nsw, unsigned w, const gpuopt_sx *lo, const gpuopt_sx *hi,
                        const gpuopt_sx *val) {
  if (nsw || fits(r, lo, hi, w)) return mk(r, lo, hi, val);
  return full(r->t, w);
}

static gpuopt_rng eval_mul(const gpuopt_ranges *r, int nsw, unsigned w, gpuopt_rng A, gpuopt_rng B) {
  gpuopt_sx_table *t = r->t;
  const gpuopt_sx *val = A.val && B.val ? gpuopt__sx_mul(t, A.val, B.val) : NULL;
  int64_t c;
  if (gpuopt__sx_is_const(B.lo, &c) && B.lo == B.hi) {
    const gpuopt_sx *a = gpuopt__sx_mulc(t, A.lo, c), *b = gpuopt__sx_mulc(t, A.hi, c);
    return arith(r, nsw, w, c >= 0 ? a : b, c >= 0 ? b : a, val);
  }
  if (gpuopt__sx_is_const(A.lo, &c) && A.lo == A.hi) {
    const gpuopt_sx *a = gpuopt__sx_mulc(t, B.lo, c), *b = gpuopt__sx_mulc(t, B.hi, c);
    return arith(r, nsw, w, c >= 0 ? a : b, c >= 0 ? b : a, val);
  }
  if (nonneg(r, A.lo) && nonneg(r, B.lo))
    return arith(r, nsw, w, gpuopt__sx_mul(t, A.lo, B.lo), gpuopt__sx_mul(t, A.hi, B.hi), val);
  const gpuopt_sx *p[4] = {gpuopt__sx_mul(t, A.lo, B.lo), gpuopt__sx_mul(t, A.lo, B.hi), gpuopt__sx_mul(t, A.hi, B.lo),
                           gpuopt__sx_mul(t, A.hi, B.hi)};
  const gpuopt_sx *lo = p[0], *hi = p[0];
  for (int i = 1; i < 4; i++) {
    lo = gpuopt__sx_min(t, lo, p[i]);
    hi = gpuopt__sx_max(t, hi, p[i]);
  }
  return arith(r, nsw, w, lo, hi, val);
}

/* The range of x / d for d in [dl, dh] with dl >= 1 (C division truncates toward zero). */
static gpuopt_rng div_pos(const gpuopt_ranges *r, gpuopt_rng X, const gpuopt_sx *dl, const gpuopt_sx *dh,
                          const gpuopt_sx *val) {
  gpuopt_sx_table *t = r->t;
  if (nonneg(r, X.lo)) return mk(r, gpuopt__sx_div(t, X.lo, dh), gpuopt__sx_div(t, X.hi, dl), val);
  if (nonpos(r, X.hi)) return mk(r, gpuopt__sx_div(t, X.lo, dl), gpuopt__sx_div(t, X.hi, dh), val);
  return mk(r, gpuopt__sx_div(t, X.lo, dl), gpuopt__sx_div(t, X.hi, dl), val);
}

static gpuopt_rng eval_intrinsic(const gpuopt_ranges *r, uint32_t id, LLVMValueRef inst, unsigned w) {
  gpuopt_sx_table *t = r->t;
  size_t len;
  const char *n = callee_name(inst, &len);
  gpuopt_rng A = opr(r, id, inst, 0);
  if (!A.reached) return A;
  if (!strncmp(n, "llvm.ctpop.", 11) || !strncmp(n, "llvm.ctlz.", 10) || !strncmp(n, "llvm.cttz.", 10))
    return mk(r, t->zero, gpuopt__sx_const(t, w), NULL);
  if (!strncmp(n, "llvm.abs.", 9)) {
    LLVMValueRef poison_flag = LLVMGetOperand(inst, 1);
    int int_min_poison = LLVMIsAConstantInt(poison_flag) && LLVMConstIntGetZExtValue(poison_flag);
    if (nonneg(r, A.lo)) return A;
    if (nonpos(r, A.hi)) {
      if (!int_min_poison && !fits(r, gpuopt__sx_addc(t, A.lo, 1), A.hi, w)) return full(t, w);
      return mk(r, gpuopt__sx_neg(t, A.hi), gpuopt__sx_neg(t, A.lo), A.val ? gpuopt__sx_neg(t, A.val) : NULL);
    }
    if (!int_min_poison && !fits(r, gpuopt__sx_addc(t, A.lo, 1), A.hi, w)) return full(t, w);
    return mk(r, t->zero, gpuopt__sx_max(t, gpuopt__sx_neg(t, A.lo), A.hi), NULL);
  }
  gpuopt_rng B = opr(r, id, inst, 1);
  if (!B.reached) return B;
  int is_min = !strncmp(n, "llvm.smin.", 10) || !strncmp(n, "llvm.umin.", 10);
  int is_unsigned = !strncmp(n, "llvm.umin.", 10) || !strncmp(n, "llvm.umax.", 10);
  if (is_unsigned && !(nonneg(r, A.lo) && nonneg(r, B.lo))) {
    if (is_min && nonneg(r, A.lo)) return mk(r, t->zero, A.hi, NULL); /* umin(a, b) <= a */
    if (is_min && nonneg(r, B.lo)) return mk(r, t->zero, B.hi, NULL);
    return full(t, w);
  }
  const gpuopt_sx *val = A.val && B.val ? (is_min ? gpuopt__sx_min(t, A.val, B.val) : gpuopt__sx_max(t, A.val, B.val)) : NULL;
  if (is_min) return mk(r, gpuopt__sx_min(t, A.lo, B.lo), gpuopt__sx_min(t, A.hi, B.hi), val);
  return mk(r, gpuopt__sx_max(t, A.lo, B.lo), gpuopt__sx_max(t, A.hi, B.hi), val);
}

static gpuopt_rng eval_sreg(const gpuopt_ranges *r, gpuopt_sreg s) {
  gpuopt_sx_table *t = r->t;
  switch (s) {
  case GPUOPT_SREG_TID_X: case GPUOPT_SREG_TID_Y: case GPUOPT_SREG_TID_Z: {
    const gpuopt_sx *n = r->sreg_expr[GPUOPT_SREG_NTID_X + (s - GPUOPT_SREG_TID_X)];
    return mk(r, t->zero, gpuopt__sx_addc(t, n, -1), r->sreg[s]->expr);
  }
  case GPUOPT_SREG_CTAID_X: case GPUOPT_SREG_CTAID_Y: case GPUOPT_SREG_CTAID_Z: {
    const gpuopt_sx *n = r->sreg_expr[GPUOPT_SREG_NCTAID_X + (s - GPUOPT_SREG_CTAID_X)];
    return mk(r, t->zero, gpuopt__sx_addc(t, n, -1), r->sreg[s]->expr);
  }
  case GPUOPT_SREG_NTID_X: case GPUOPT_SREG_NTID_Y: case GPUOPT_SREG_NTID_Z:
  case GPUOPT_SREG_NCTAID_X: case GPUOPT_SREG_NCTAID_Y: case GPUOPT_SREG_NCTAID_Z:
    return exact(r, r->sreg_expr[s]);
  case GPUOPT_SREG_LANEID: return mk(r, t->zero, gpuopt__sx_const(t, 31), r->sreg[s]->expr);
  case GPUOPT_SREG_WARPSIZE: return exact(r, gpuopt__sx_const(t, 32));
  default: return full(t, 32);
  }
}

/* Narrow the arms of a select by its condition. */
static gpuopt_rng narrow_by(const gpuopt_ranges *r, gpuopt_rng X, LLVMValueRef arm, LLVMValueRef cond, int truth) {
  constraint cs[MAX_CONSTRAINTS];
  int n = 0;
  decompose(r, cond, truth, cs, &n, 0);
  for (int i = 0; i < n && X.reached; i++) {
    if (cs[i].value != arm) continue;
    sigma s = {0};
    s.pred = cs[i].pred;
    s.other = cs[i].other;
    uint32_t on = value_node(r, cs[i].other);
    s.bound = on != GPUOPT_NONE && r->bits[on] ? on : GPUOPT_NONE;
    /* evaluate with src = a temporary copy of X */
    gpuopt_rng saved = r->st[r->nnodes];
    r->st[r->nnodes] = X;
    s.src = r->nnodes;
    X = eval_sigma(r, &s);
    r->st[r->nnodes] = saved;
  }
  return X;
}

static gpuopt_rng eval_inst(const gpuopt_ranges *r, uint32_t id) {
  gpuopt_sx_table *t = r->t;
  LLVMValueRef inst = r->num->insts[id];
  uint32_t node = node_of_inst(r, id);
  unsigned w = r->bits[node];
  int kind = classify(inst);
  if (kind == K_SYM) return exact(r, r->sym[node]->expr);
  if (kind == K_SREG) return eval_sreg(r, sreg_of(inst));
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  if (op == LLVMPHI) return eval_phi(r, id, inst);
  if (op == LLVMCall) return eval_intrinsic(r, id, inst, w);
  if (op == LLVMSelect) {
    LLVMValueRef c = LLVMGetOperand(inst, 0);
    gpuopt_rng C = opr(r, id, inst, 0), A = opr(r, id, inst, 1), B = opr(r, id, inst, 2);
    if (!C.reached) return C;
    int64_t cv;
    if (gpuopt__sx_is_const(C.lo, &cv) && C.lo == C.hi) return cv ? A : B;
    /* select (x < y), x, y and its variants: smin / smax */
    if (LLVMIsAICmpInst(c) && A.reached && B.reached) {
      LLVMValueRef x = LLVMGetOperand(c, 0), y = LLVMGetOperand(c, 1);
      LLVMValueRef a1 = LLVMGetOperand(inst, 1), a2 = LLVMGetOperand(inst, 2);
      int p = (int)LLVMGetICmpPredicate(c);
      if ((p >= LLVMIntUGT && p <= LLVMIntULE) && nonneg(r, A.lo) && nonneg(r, B.lo)) p = p - LLVMIntUGT + LLVMIntSGT;
      int less = p == LLVMIntSLT || p == LLVMIntSLE, greater = p == LLVMIntSGT || p == LLVMIntSGE;
      if ((less || greater) && ((a1 == x && a2 == y) || (a1 == y && a2 == x))) {
        int is_min = less == (a1 == x);
        const gpuopt_sx *val = A.val && B.val ? (is_min ? gpuopt__sx_min(t, A.val, B.val) : gpuopt__sx_max(t, A.val, B.val)) : NULL;
        if (is_min) return mk(r, gpuopt__sx_min(t, A.lo, B.lo), gpuopt__sx_min(t, A.hi, B.hi), val);
        return mk(r, gpuopt__sx_max(t, A.lo, B.lo), gpuopt__sx_max(t, A.hi, B.hi), val);
      }
    }
    A = narrow_by(r, A, LLVMGetOperand(inst, 1), c, 1);
    B = narrow_by(r, B, LLVMGetOperand(inst, 2), c, 0);
    return join(r, &A, &B);
  }
  gpuopt_rng A = opr(r, id, inst, 0);
  if (!A.reached) return A;
  if (op == LLVMFreeze) return A;
  if (op == LLVMTrunc || op == LLVMZExt || op == LLVMSExt) {
    unsigned sw = int_bits(LLVMTypeOf(LLVMGetOperand(inst, 0)));
    if (!sw) return full(t, w);
    if (op == LLVMTrunc) {
      if (w == 1) return full(t, 1);
      return fits(r, A.lo, A.hi, w) ? A : full(t, w);
    }
    if (sw == 1) { /* A in [0, 1] */
      if (op == LLVMZExt) return A;
      return mk(r, gpuopt__sx_neg(t, A.hi), gpuopt__sx_neg(t, A.lo), A.val ? gpuopt__sx_neg(t, A.val) : NULL);
    }
    if (op == LLVMSExt || LLVMGetNNeg(inst) || nonneg(r, A.lo)) return A;
    if (sw < 64 && nonpos(r, gpuopt__sx_addc(t, A.hi, 1))) { /* negative: + 2^sw */
      int64_t k = (int64_t)1 << sw;
      return mk(r, gpuopt__sx_addc(t, A.lo, k), gpuopt__sx_addc(t, A.hi, k), A.val ? gpuopt__sx_addc(t, A.val, k) : NULL);
    }
    return sw < 64 ? mk(r, t->zero, gpuopt__sx_const(t, (int64_t)(((uint64_t)1 << sw) - 1)), NULL) : full(t, w);
  }
  gpuopt_rng B = opr(r, id, inst, 1);
  if (!B.reached) return B;
  if (w == 1 && op != LLVMICmp) return full(t, 1);
  const gpuopt_sx *lo = NULL, *hi = NULL, *val = NULL;
  int64_t c = 0;
  int bconst = gpuopt__sx_is_const(B.lo, &c) && B.lo == B.hi;
  switch (op) {
  case LLVMAdd:
    val = A.val && B.val ? gpuopt__sx_add(t, A.val, B.val) : NULL;
    return arith(r, LLVMGetNSW(inst), w, gpuopt__sx_add(t, A.lo, B.lo), gpuopt__sx_add(t, A.hi, B.hi), val);
  case LLVMSub:
    val = A.val && B.val ? gpuopt__sx_sub(t, A.val, B.val) : NULL;
    return arith(r, LLVMGetNSW(inst), w, gpuopt__sx_sub(t, A.lo, B.hi), gpuopt__sx_sub(t, A.hi, B.lo), val);
  case LLVMMul: return eval_mul(r, LLVMGetNSW(inst), w, A, B);
  case LLVMShl:
    if (bconst && c >= 0 && c < (int64_t)w && c < 63) {
      gpuopt_rng P = exact(r, gpuopt__sx_const(t, (int64_t)1 << c));
      return eval_mul(r, LLVMGetNSW(inst), w, A, P);
    }
    return full(t, w);
  case LLVMSDiv:
  case LLVMUDiv: {
    int anonneg = nonneg(r, A.lo);
    if (op == LLVMUDiv && !(anonneg && nonneg(r, B.lo))) {
      if (anonneg) return mk(r, t->zero, A.hi, NULL); /* x / d <= x (unsigned) */
      int64_t dl, dh;
      gpuopt__sx_const_bounds(t, B.lo, NULL, &dl, &dh);
      if (w < 64 && dl >= 2 && dl != INT64_MIN) /* any x: x <u 2^w, so x / d < 2^w / 2 */
        return mk(r, t->zero, gpuopt__sx_const(t, (int64_t)((((uint64_t)1 << w) - 1) / (uint64_t)dl)), NULL);
      return full(t, w);
    }
    if (bconst && c != 0) {
      val = A.val ? gpuopt__sx_div(t, A.val, B.lo) : NULL;
      if (c == -1) return fits(r, gpuopt__sx_neg(t, A.hi), gpuopt__sx_neg(t, A.lo), w) ?
                              mk(r, gpuopt__sx_neg(t, A.hi), gpuopt__sx_neg(t, A.lo), val) : full(t, w);
      lo = gpuopt__sx_div(t, A.lo, B.lo);
      hi = gpuopt__sx_div(t, A.hi, B.lo);
      return c > 0 ? mk(r, lo, hi, val) : mk(r, hi, lo, val);
    }
    val = A.val && B.val ? gpuopt__sx_div(t, A.val, B.val) : NULL;
    if (gpuopt__sx_prove_le(t, t->one, B.lo, NULL)) return div_pos(r, A, B.lo, B.hi, val);
    /* |x / d| <= |x| for d != 0 (x = INT_MIN, d = -1 is undefined) */
    if (anonneg) return mk(r, t->zero, A.hi, NULL);
    if (nonpos(r, A.hi)) return mk(r, A.lo, gpuopt__sx_neg(t, A.lo), NULL);
    return mk(r, gpuopt__sx_min(t, A.lo, gpuopt__sx_neg(t, A.hi)), gpuopt__sx_max(t, A.hi, gpuopt__sx_neg(t, A.lo)), NULL);
  }
  case LLVMSRem:
  case LLVMURem: {
    /* |d| - 1 bound: from a constant, or from d's range when d >= 1 */
    const gpuopt_sx *m = NULL;
    if (bconst && c != 0 && c != INT64_MIN) m = gpuopt__sx_const(t, (c < 0 ? -c : c) - 1);
    else if (gpuopt__sx_prove_le(t, t->one, B.lo, NULL)) m = gpuopt__sx_addc(t, B.hi, -1);
    int anonneg = nonneg(r, A.lo);
    if (op == LLVMURem) {
      if (anonneg && nonneg(r, B.lo)) return mk(r, t->zero, m ? gpuopt__sx_min(t, A.hi, m) : A.hi, NULL);
      if (m && nonneg(r, B.lo)) return mk(r, t->zero, m, NULL);
      if (anonneg) return mk(r, t->zero, A.hi, NULL);
      return full(t, w);
    }
    if (anonneg) return mk(r, t->zero, m ? gpuopt__sx_min(t, A.hi, m) : A.hi, NULL);
    if (nonpos(r, A.hi)) return mk(r, m ? gpuopt__sx_max(t, A.lo, gpuopt__sx_neg(t, m)) : A.lo, t->zero, NULL);
    /* the remainder has the dividend's sign and |r| <= |x|: min(x, 0) <= r <= max(x, 0) */
    lo = gpuopt__sx_min(t, A.lo, t->zero);
    hi = gpuopt__sx_max(t, A.hi, t->zero);
    if (m) return mk(r, gpuopt__sx_max(t, lo, gpuopt__sx_neg(t, m)), gpuopt__sx_min(t, hi, m), NULL);
    return mk(r, lo, hi, NULL);
  }
  case LLVMLShr:
  case LLVMAShr: {
    int anonneg = nonneg(r, A.lo);
    if (bconst && c >= 0 && c < (int64_t)w && c < 63) {
      const gpuopt_sx *p = gpuopt__sx_const(t, (int64_t)1 << c);
      if (anonneg) return mk(r, gpuopt__sx_div(t, A.lo, p), gpuopt__sx_div(t, A.hi, p), A.val ? gpuopt__sx_div(t, A.val, p) : NULL);
      if (op == LLVMLShr) {
        if (c == 0) return A;
        return w < 64 ? mk(r, t->zero, gpuopt__sx_const(t, (int64_t)((((uint64_t)1 << w) - 1) >> c)), NULL)
                      : mk(r, t->zero, gpuopt__sx_const(t, (int64_t)(UINT64_MAX >> c)), NULL);
      }
      /* floor(x / 2^c): trunc(x / 2^c) - 1 <= floor <= trunc(x / 2^c) */
      return mk(r, gpuopt__sx_addc(t, gpuopt__sx_div(t, A.lo, p), -1), gpuopt__sx_div(t, A.hi, p), NULL);
    }
    if (anonneg) return mk(r, t->zero, A.hi, NULL);
    if (op == LLVMAShr) return mk(r, gpuopt__sx_min(t, A.lo, t->zero), gpuopt__sx_max(t, A.hi, t->zero), NULL);
    return full(t, w);
  }
  case LLVMAnd: {
    int an = nonneg(r, A.lo), bn = nonneg(r, B.lo);
    if (an && bn) return mk(r, t->zero, gpuopt__sx_min(t, A.hi, B.hi), NULL);
    if (an) return mk(r, t->zero, A.hi, NULL);
    if (bn) return mk(r, t->zero, B.hi, NULL);
    return mk(r, NULL, gpuopt__sx_max(t, A.hi, B.hi), NULL);
  }
  case LLVMOr:
    if (LLVMGetIsDisjoint(inst)) { /* no common bits: exactly a + b, never wrapping */
      val = A.val && B.val ? gpuopt__sx_add(t, A.val, B.val) : NULL;
      return mk(r, gpuopt__sx_add(t, A.lo, B.lo), gpuopt__sx_add(t, A.hi, B.hi), val);
    }
    if (nonneg(r, A.lo) && nonneg(r, B.lo))
      return mk(r, gpuopt__sx_max(t, A.lo, B.lo), gpuopt__sx_add(t, A.hi, B.hi), NULL);
    /* setting bits of a negative value keeps it negative and does not decrease it */
    if (nonpos(r, gpuopt__sx_addc(t, B.hi, 1))) return mk(r, B.lo, gpuopt__sx_const(t, -1), NULL);
    if (nonpos(r, gpuopt__sx_addc(t, A.hi, 1))) return mk(r, A.lo, gpuopt__sx_const(t, -1), NULL);
    return mk(r, gpuopt__sx_min(t, A.lo, B.lo), NULL, NULL);
  case LLVMXor:
    if (bconst && c == -1) /* not x == -x - 1 */
      return mk(r, gpuopt__sx_addc(t, gpuopt__sx_neg(t, A.hi), -1), gpuopt__sx_addc(t, gpuopt__sx_neg(t, A.lo), -1),
                A.val ? gpuopt__sx_addc(t, gpuopt__sx_neg(t, A.val), -1) : NULL);
    if (nonneg(r, A.lo) && nonneg(r, B.lo)) return mk(r, t->zero, gpuopt__sx_add(t, A.hi, B.hi), NULL);
    return full(t, w);
  case LLVMICmp: {
    int p = (int)LLVMGetICmpPredicate(inst);
    if (p >= LLVMIntUGT && p <= LLVMIntULE) {
      if (!(nonneg(r, A.lo) && nonneg(r, B.lo))) return full(t, 1);
      p = p - LLVMIntUGT + LLVMIntSGT; /* both non-negative: unsigned order is the signed one */
    }
    int yes = 0, no = 0;
    switch (p) {
    case LLVMIntEQ:
      yes = A.lo == A.hi && B.lo == B.hi && A.lo == B.lo && !gpuopt__sx_is_inf(A.lo);
      no = gpuopt__sx_prove_lt(t, A.hi, B.lo, NULL) || gpuopt__sx_prove_lt(t, B.hi, A.lo, NULL);
      break;
    case LLVMIntNE:
      no = A.lo == A.hi && B.lo == B.hi && A.lo == B.lo && !gpuopt__sx_is_inf(A.lo);
      yes = gpuopt__sx_prove_lt(t, A.hi, B.lo, NULL) || gpuopt__sx_prove_lt(t, B.hi, A.lo, NULL);
      break;
    case LLVMIntSLT: yes = gpuopt__sx_prove_lt(t, A.hi, B.lo, NULL); no = gpuopt__sx_prove_le(t, B.hi, A.lo, NULL); break;
    case LLVMIntSLE: yes = gpuopt__sx_prove_le(t, A.hi, B.lo, NULL); no = gpuopt__sx_prove_lt(t, B.hi, A.lo, NULL); break;
    case LLVMIntSGT: yes = gpuopt__sx_prove_lt(t, B.hi, A.lo, NULL); no = gpuopt__sx_prove_le(t, A.hi, B.lo, NULL); break;
    case LLVMIntSGE: yes = gpuopt__sx_prove_le(t, B.hi, A.lo, NULL); no = gpuopt__sx_prove_lt(t, A.hi, B.lo, NULL); break;
    default: break;
    }
    if (yes && !no) return exact(r, t->one);
    if (no && !yes) return exact(r, t->zero);
    return full(t, 1);
  }
  default: return full(t, w);
  }
}

static gpuopt_rng eval_node(const gpuopt_ranges *r, uint32_t node) {
  if (node >= r->nvals) return eval_sigma(r, &r->sig[node - r->nvals]);
  if (node < r->nargs) return exact(r, r->sym[node]->expr);
  return eval_inst(r, node - r->nargs);
}

/* ---- building the constraint graph ---- */

static int push_order(ra *a, uint32_t node) {
  a->order[a->norder++] = node;
  a->visited[node] = 1;
  return 1;
}

static uint32_t cur_of(ra *a, LLVMValueRef v) {
  uint32_t n = value_node(a->r, v);
  if (n == GPUOPT_NONE || !a->r->bits[n]) return GPUOPT_NONE;
  return a->cur[n];
}

typedef struct undo { uint32_t node, old; } undo;

/* DFS over the dominator tree: sigma creation, operand renaming, the evaluation order. */
static gpuopt_status build(ra *a, gpuopt_ctx *ctx) {
  gpuopt_ranges *r = a->r;
  const gpuopt_cfg *cfg = r->cfg;
  const gpuopt_domtree *dom = r->dom;
  uint32_t nb = cfg->g.n;
  /* upper bound of sigmas: per block sigmas from its single predecessor, per edge for phis */
  size_t maxsig = 0;
  for (uint32_t b = 0; b < nb; b++) maxsig += (size_t)MAX_CONSTRAINTS * (cfg->g.succ_off[b + 1] - cfg->g.succ_off[b] + 1);
  for (uint32_t id = 0; id < r->ninst; id++)
    if (LLVMGetInstructionOpcode(r->num->insts[id]) == LLVMPHI) maxsig += (size_t)MAX_CONSTRAINTS * LLVMCountIncoming(r->num->insts[id]);
  size_t maxnodes = r->nvals + maxsig + 1;
  a->order = ANEW(&a->tmp, uint32_t, maxnodes);
  a->visited = ANEW(&a->tmp, uint8_t, maxnodes);
  a->is_phi = ANEW(&a->tmp, uint8_t, maxnodes);
  undo *ustack = ANEW(&a->tmp, undo, maxsig + 1);
  uint32_t *umark = ANEW(&a->tmp, uint32_t, nb + 1);
  uint32_t *bstart = ANEW(&a->tmp, uint32_t, nb + 1);
  uint32_t *stack = ANEW(&a->tmp, uint32_t, 2 * (size_t)nb + 2);
  if (a->tmp.oom) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  uint32_t usp = 0;
  for (uint32_t b = 0; b <= nb; b++) bstart[b] = GPUOPT_NONE;
  for (uint32_t id = r->ninst; id-- > 0;) bstart[r->num->block_of[id]] = id;
  for (uint32_t i = 0; i < r->nargs; i++)
    if (r->bits[i]) push_order(a, i);
  /* iterative DFS: stack entries are block*2 (enter) and block*2+1 (leave) */
  uint32_t sp = 0;
  stack[sp++] = dom->root * 2;
  while (sp) {
    uint32_t e = stack[--sp], b = e / 2;
    if (e & 1) {
      while (usp > umark[b]) {
        usp--;
        a->cur[ustack[usp].node] = ustack[usp].old;
      }
      continue;
    }
    umark[b] = usp;
    stack[sp++] = b * 2 + 1;
    /* block sigmas from a single predecessor's branch */
    int single = cfg->g.pred_off[b + 1] > cfg->g.pred_off[b];
    for (uint32_t k = cfg->g.pred_off[b]; k < cfg->g.pred_off[b + 1]; k++)
      single &= cfg->g.pred[k] == cfg->g.pred[cfg->g.pred_off[b]];
    if (single) {
      uint32_t c = cfg->g.pred[cfg->g.pred_off[b]];
      constraint cs[MAX_CONSTRAINTS];
      int n = edge_constraints(r, c, b, cs);
      for (int k = 0; k < n; k++) {
        uint32_t vn = value_node(r, cs[k].value);
        uint32_t s = new_sigma(a, &cs[k], a->cur[vn], b, GPUOPT_NONE);
        if (s == GPUOPT_NONE) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
        ustack[usp].node = vn;
        ustack[usp++].old = a->cur[vn];
        a->cur[vn] = s;
        r->sig[s - r->nvals].next = GPUOPT_NONE;
        push_order(a, s);
      }
    }
    /* instructions */
    for (uint32_t id = bstart[b]; id != GPUOPT_NONE && id < r->ninst && r->num->block_of[id] == b; id++) {
      LLVMValueRef inst = r->num->insts[id];
      uint32_t node = node_of_inst(r, id);
      int phi = LLVMGetInstructionOpcode(inst) == LLVMPHI;
      if (!phi) {
        unsigned nops = r->opoff[id + 1] - r->opoff[id];
        for (unsigned k = 0; k < nops; k++) r->opnode[r->opoff[id] + k] = cur_of(a, LLVMGetOperand(inst, k));
      }
      if (r->bits[node]) {
        a->is_phi[node] = (uint8_t)phi;
        push_order(a, node);
      }
    }
    /* phi operands along each outgoing edge, with the edge's constraints */
    for (uint32_t k = cfg->g.succ_off[b]; k < cfg->g.succ_off[b + 1]; k++) {
      uint32_t s = cfg->g.succ[k];
      int dup = 0;
      for (uint32_t j = cfg->g.succ_off[b]; j < k; j++) dup |= cfg->g.succ[j] == s;
      if (dup) continue;
      constraint cs[MAX_CONSTRAINTS];
      int n = -1;
      for (uint32_t id = bstart[s]; id != GPUOPT_NONE && id < r->ninst && r->num->block_of[id] == s; id++) {
        LLVMValueRef phi = r->num->insts[id];
        if (LLVMGetInstructionOpcode(phi) != LLVMPHI) break;
        unsigned ni = LLVMCountIncoming(phi);
        for (unsigned i = 0; i < ni; i++) {
          if (LLVMGetIncomingBlock(phi, i) != cfg->blocks[b]) continue;
          LLVMValueRef v = LLVMGetIncomingValue(phi, i);
          uint32_t node = cur_of(a, v);
          if (node != GPUOPT_NONE) {
            if (n < 0) n = edge_constraints(r, b, s, cs);
            for (int q = 0; q < n; q++) {
              if (cs[q].value != v) continue;
              uint32_t sg = new_sigma(a, &cs[q], node, s, b);
              if (sg == GPUOPT_NONE) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
              push_order(a, sg);
              node = sg;
            }
          }
          r->opnode[r->opoff[id] + i] = node;
        }
      }
    }
    for (uint32_t k = dom->child_off[b + 1]; k-- > dom->child_off[b];) stack[sp++] = dom->child[k] * 2;
  }
  r->nnodes = r->nvals + r->nsig;
  return GPUOPT_OK;
}

/* ---- solving ---- */

static gpuopt_status solve(ra *a, gpuopt_ctx *ctx) {
  gpuopt_ranges *r = a->r;
  uint32_t n = r->nnodes;
  gpuopt_arena *tmp = &a->tmp;
  /* inputs of each node, then the user graph (input -> user) */
  uint32_t *cnt = ANEW(tmp, uint32_t, n + 1);
  if (!cnt) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
#define FOR_INPUTS(x, body)                                                                  \
  do {                                                                                       \
    if ((x) >= r->nvals) {                                                                   \
      const sigma *s_ = &r->sig[(x) - r->nvals];                                             \
      { uint32_t in_ = s_->src; body; }                                                      \
      if (s_->bound != GPUOPT_NONE) { uint32_t in_ = s_->bound; body; }                      \
    } else if ((x) >= r->nargs) {                                                            \
      uint32_t id_ = (x) - r->nargs;                                                         \
      for (uint32_t k_ = r->opoff[id_]; k_ < r->opoff[id_ + 1]; k_++)                        \
        if (r->opnode[k_] != GPUOPT_NONE) { uint32_t in_ = r->opnode[k_]; body; }            \
    }                                                                                        \
  } while (0)
  for (uint32_t x = 0; x < n; x++)
    if (a->visited[x]) FOR_INPUTS(x, cnt[in_]++);
  gpuopt_graph g;
  g.n = n;
  g.entry = 0;
  g.succ_off = ANEW(tmp, uint32_t, n + 1);
  if (!g.succ_off) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  for (uint32_t x = 0; x < n; x++) g.succ_off[x + 1] = g.succ_off[x] + cnt[x];
  g.succ = ANEW(tmp, uint32_t, g.succ_off[n] + 1);
  g.pred_off = g.pred = NULL;
  if (!g.succ) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  for (uint32_t x = 0; x < n; x++) cnt[x] = g.succ_off[x];
  for (uint32_t x = 0; x < n; x++)
    if (a->visited[x]) FOR_INPUTS(x, g.succ[cnt[in_]++] = x);
#undef FOR_INPUTS
  uint32_t *comp = ANEW(tmp, uint32_t, n + 1);
  if (!comp) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  uint32_t ncomp = gpuopt__scc(tmp, &g, a->visited, comp);
  if (tmp->oom) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  /* nodes per component, in evaluation order */
  uint32_t *coff = ANEW(tmp, uint32_t, ncomp + 2), *cnodes = ANEW(tmp, uint32_t, a->norder + 1);
  uint32_t *pos = ANEW(tmp, uint32_t, ncomp + 1);
  uint8_t *inq = ANEW(tmp, uint8_t, n + 1);
  uint32_t *queue = ANEW(tmp, uint32_t, n + 1);
  gpuopt_rng *saved = ANEW(tmp, gpuopt_rng, a->norder + 1);
  if (tmp->oom) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  for (uint32_t i = 0; i < a->norder; i++) coff[comp[a->order[i]] + 1]++;
  for (uint32_t c = 0; c < ncomp; c++) coff[c + 1] += coff[c];
  for (uint32_t c = 0; c < ncomp; c++) pos[c] = coff[c];
  for (uint32_t i = 0; i < a->norder; i++) cnodes[pos[comp[a->order[i]]]++] = a->order[i];
  gpuopt_sx_table *t = r->t;
  for (uint32_t c = ncomp; c-- > 0;) {
    uint32_t b = coff[c], e = coff[c + 1];
    if (e - b == 1) {
      uint32_t x = cnodes[b];
      int self = 0;
      for (uint32_t k = g.succ_off[x]; k < g.succ_off[x + 1]; k++) self |= g.succ[k] == x;
      if (!self) {
        r->st[x] = eval_node(r, x);
        continue;
      }
    }
    int tighten = 0;
    for (int attempt = 0; attempt < 3; attempt++) {
      if (attempt)
        for (uint32_t i = b; i < e; i++) r->st[cnodes[i]] = unreached();
      /* ascending: worklist, widening at phis */
      uint32_t qh = 0, qt = 0, qn = e - b;
      for (uint32_t i = b; i < e; i++) {
        queue[qt++] = cnodes[i];
        inq[cnodes[i]] = 1;
      }
      uint64_t steps = 0, limit = 64 * (uint64_t)(e - b) + 64;
      while (qh != qt) {
        uint32_t x = queue[qh];
        qh = (qh + 1) % (qn + 1);
        inq[x] = 0;
        gpuopt_rng old = r->st[x], nw = eval_node(r, x);
        if (a->is_phi[x] && old.reached && nw.reached) {
          const gpuopt_sx *lo = gpuopt__sx_min(t, old.lo, nw.lo), *hi = gpuopt__sx_max(t, old.hi, nw.hi);
          nw.lo = lo == old.lo ? old.lo : t->ninf;
          nw.hi = hi == old.hi ? old.hi : t->pinf;
          nw.val = nw.val == old.val ? old.val : NULL;
        }
        if (++steps > limit) { /* a safety net: give up on the component */
          for (uint32_t i = b; i < e; i++) {
            uint32_t y = cnodes[i];
            r->st[y] = full(t, y < r->nvals ? r->bits[y] : r->bits[value_node(r, r->sig[y - r->nvals].value)]);
          }
          break;
        }
        if (same(&old, &nw)) continue;
        r->st[x] = nw;
        for (uint32_t k = g.succ_off[x]; k < g.succ_off[x + 1]; k++) {
          uint32_t y = g.succ[k];
          if (comp[y] != c || inq[y]) continue;
          inq[y] = 1;
          queue[qt] = y;
          qt = (qt + 1) % (qn + 1);
        }
      }
      /* narrowing: recompute in dominance order; check that each phi contains its recomputation */
      for (uint32_t i = b; i < e; i++) saved[i] = r->st[cnodes[i]];
      int changed = 1;
      for (int pass = 0; pass < NARROW_PASSES && changed; pass++) {
        changed = 0;
        for (uint32_t i = b; i < e; i++) {
          uint32_t x = cnodes[i];
          gpuopt_rng nw = eval_node(r, x);
          if (!same(&nw, &r->st[x])) changed = 1;
          r->st[x] = nw;
        }
      }
      int ok = 1;
      for (uint32_t i = b; i < e && ok; i++) {
        uint32_t x = cnodes[i];
        if (!a->is_phi[x]) continue;
        gpuopt_rng nw = eval_node(r, x), cur = r->st[x];
        if (!nw.reached) continue;
        if (!cur.reached || !gpuopt__sx_prove_le(t, cur.lo, nw.lo, NULL) || !gpuopt__sx_prove_le(t, nw.hi, cur.hi, NULL))
          ok = 0;
        if (cur.val && nw.val != cur.val) ok = 0;
      }
      if (!ok)
        for (uint32_t i = b; i < e; i++) r->st[cnodes[i]] = saved[i];
  
      /* verify the induction rules this SCC used (iv_step): h <= N - 1 must hold for the phi */
      int redo = 0;
      for (uint32_t i = b; i < e; i++) {
        uint32_t x = cnodes[i], h;
        if (x < r->nvals) continue;
        sigma *sg = &r->sig[x - r->nvals];
        int dir = iv_step(r, sg, &h);
        if (!dir || r->iv_off[x - r->nvals]) continue;
        gpuopt_rng O = node_rng(r, sg->bound, sg->other);
        if (!O.reached || !O.val || !dominating(r, O.val, sg->block)) continue;
        gpuopt_sx_env env;
        uint32_t sym;
        int64_t elo, ehi;
        gpuopt_sx_env *ep = iv_env(r, &O, &env, &sym, &elo, &ehi);
        const gpuopt_sx *bound = gpuopt__sx_addc(t, O.val, dir > 0 ? -1 : 1);
        gpuopt_rng H = r->st[h];
        int ok2 = H.reached && bound && (dir > 0 ? gpuopt__sx_prove_le(t, H.hi, bound, ep) : gpuopt__sx_prove_le(t, bound, H.lo, ep));
        if (!ok2) {
          r->iv_off[x - r->nvals] = 1;
          redo = 1;
        } else if (!r->iv_dir[h]) {
          r->iv_dir[h] = (int8_t)dir;
          r->iv_bound[h] = bound;
          tighten = 1;
        }
      }
      if (!redo) break;
    }
    if (tighten) /* the verified invariants: one more pass in dominance order */
      for (uint32_t i = b; i < e; i++) r->st[cnodes[i]] = eval_node(r, cnodes[i]);
  }
  if (t->oom) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  return GPUOPT_OK;
}

/* ---- results ---- */

static void finish(ra *a) {
  gpuopt_ranges *r = a->r;
  gpuopt_sx_table *t = r->t;
  for (uint32_t x = 0; x < r->nnodes; x++) {
    gpuopt_rng *s = &r->st[x];
    if (!s->reached) continue;
    if (!gpuopt__sx_is_inf(s->lo) && !gpuopt__sx_is_inf(s->hi) && !gpuopt__sx_prove_le(t, s->lo, s->hi, NULL))
      r->fact[x] = gpuopt__sx_sub(t, s->hi, s->lo);
  }
  /* no-wrap facts */
  for (uint32_t id = 0; id < r->ninst; id++) {
    LLVMValueRef inst = r->num->insts[id];
    uint32_t node = node_of_inst(r, id);
    unsigned w = r->bits[node];
    if (!w || !r->st[node].reached) continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(inst);
    if (op != LLVMAdd && op != LLVMSub && op != LLVMMul && op != LLVMShl && op != LLVMTrunc) continue;
    gpuopt_rng A = opr(r, id, inst, 0);
    if (op == LLVMTrunc) {
      r->nsw[id] = fits(r, A.lo, A.hi, w);
      r->nuw[id] = nonneg(r, A.lo) && (w == 64 || fits(r, A.lo, A.hi, w + 1));
      continue;
    }
    gpuopt_rng B = opr(r, id, inst, 1);
    if (!A.reached || !B.reached) continue;
    const gpuopt_sx *lo = NULL, *hi = NULL;
    int an = nonneg(r, A.lo), bn = nonneg(r, B.lo);
    if (op == LLVMAdd) {
      lo = gpuopt__sx_add(t, A.lo, B.lo);
      hi = gpuopt__sx_add(t, A.hi, B.hi);
      r->nuw[id] = LLVMGetNUW(inst) || (an && bn);
    } else if (op == LLVMSub) {
      lo = gpuopt__sx_sub(t, A.lo, B.hi);
      hi = gpuopt__sx_sub(t, A.hi, B.lo);
      r->nuw[id] = LLVMGetNUW(inst) || (an && bn && gpuopt__sx_prove_le(t, B.hi, A.lo, NULL));
    } else {
      gpuopt_rng P = B;
      int64_t c;
      if (op == LLVMShl) {
        if (!(gpuopt__sx_is_const(B.lo, &c) && B.lo == B.hi && c >= 0 && c < (int64_t)w && c < 63)) continue;
        P = exact(r, gpuopt__sx_const(t, (int64_t)1 << c));
        bn = 1;
      }
      gpuopt_rng M = eval_mul(r, 0, w, A, P); /* the range without the flag */
      r->nsw[id] = LLVMGetNSW(inst) || (!gpuopt__sx_is_inf(M.lo) && !gpuopt__sx_is_inf(M.hi));
      r->nuw[id] = LLVMGetNUW(inst) || (an && bn && r->nsw[id]);
      continue;
    }
    r->nsw[id] = LLVMGetNSW(inst) || fits(r, lo, hi, w);
  }
}


static uint32_t sigma_at(const gpuopt_ranges *r, uint32_t vn, uint32_t b);
static const gpuopt_sx_sym *t_sym(const gpuopt_ranges *r, const gpuopt_sx *e) { return r->t->syms[e->c]; }

/* ---- relational bounds ----
 *
 * DawnCC §3.1 / Alves et al.: under `j < i` where i is another SSA value that is not known exactly
 * (an outer induction variable, say), the main ranges above can only use i's own range ([0, n - 1]
 * gives j <= n - 2). The relational bound keeps the relation: j <= i - 1, with a symbol standing for
 * i. It is a second bound per node, next to the main one, which stays in symbols that are function
 * inputs (parameters, loads, calls: what a transform can evaluate at a loop's entry): consumers that
 * evaluate bounds elsewhere (restrictify, kernel-restrictify, the loop bounds) keep using the main
 * ranges; the relational one is for readers (`analyze --ranges`) and gpuopt_ranges_relational.
 *
 * Meaning: a symbol of value i in a bound of v at point p stands for i's value at p, and i's
 * definition strictly dominates p. That is sound: after the last execution of i's definition before
 * p, the comparison that gave the relation was executed again (its block dominates p and i's
 * definition dominates it), so the relation held for the current values.
 *
 * Rules, after the main fixed point, over the nodes in dominator pre-order, three sweeps (each uses
 * only facts already established, so every result is true whatever the number of sweeps):
 *  - a sigma of `v PRED o` (o an integer instruction whose range is not exact and which is not a
 *    symbol itself): v <= o - 1 (slt), v <= o (sle), v >= o + 1 (sgt), v >= o (sge), v == o (eq);
 *    unsigned relations when both sides are known non-negative (the main rule's conditions); the
 *    other side, or a sigma of another relation, inherits the bound of the value it narrows;
 *  - add/sub nsw (as proved by finish()) of a constant: the bound moved by the constant; sext and
 *    zext of a non-negative value: the same bound;
 *  - phis: the join (min of the lows, max of the highs) of the incoming bounds, relational where the
 *    incoming value (edge sigma) has one, main otherwise; kept when a symbol dominates the phi
 *    strictly (the induction variable j of `for (j = 0; j < i; j++)`: max(0, i - 1), which becomes
 *    i - 1 where the narrowed ranges of the symbols prove i >= 1).
 * Linear: a constant number of sweeps over the nodes, bounds capped at max_expr_size nodes. */

static const gpuopt_sx *rel_symbol(gpuopt_ranges *r, uint32_t vn, const uint32_t *slot) {
  if (r->relsym[vn]) return r->relsym[vn]->expr;
  LLVMValueRef v = vn < r->nargs ? LLVMGetParam(r->fn, vn) : r->num->insts[vn - r->nargs];
  unsigned w = r->bits[vn];
  int64_t lo = tmin(w), hi = tmax(w), a, b;
  gpuopt__sx_const_bounds(r->t, r->st[vn].lo, NULL, &a, &b);
  if (r->st[vn].lo->kind != SX_NEG_INF && a > lo && a <= hi) lo = a;
  gpuopt__sx_const_bounds(r->t, r->st[vn].hi, NULL, &a, &b);
  if (r->st[vn].hi->kind != SX_POS_INF && b < hi && b >= lo) hi = b;
  char name[256];
  value_name(r, v, slot, name, sizeof name);
  gpuopt_sx_sym *s = gpuopt__sx_new_sym(r->t, name, v, w, lo, hi);
  if (!s) return NULL;
  r->relsym[vn] = s;
  return s->expr;
}

static void rel_sigma(gpuopt_ranges *r, uint32_t node, const uint32_t *slot) {
  const sigma *s = &r->sig[node - r->nvals];
  gpuopt_sx_table *t = r->t;
  const gpuopt_sx *lo = r->rlo[s->src], *hi = r->rhi[s->src];
  uint32_t on = s->other ? value_node(r, s->other) : GPUOPT_NONE;
  if (r->st[node].val) lo = hi = NULL; /* known exactly: nothing to add */
  else if (s->pred && r->st[node].reached && on != GPUOPT_NONE && on >= r->nargs && r->bits[on] && !r->sym[on] &&
      r->st[on].reached && !r->st[on].val) {
    gpuopt_rng S = r->st[s->src], O = node_rng(r, s->bound, s->other);
    const gpuopt_sx *o = O.reached ? rel_symbol(r, on, slot) : NULL;
    if (o) switch (s->pred) {
      case LLVMIntSLT: hi = gpuopt__sx_addc(t, o, -1); break;
      case LLVMIntSLE: hi = o; break;
      case LLVMIntSGT: lo = gpuopt__sx_addc(t, o, 1); break;
      case LLVMIntSGE: lo = o; break;
      case LLVMIntEQ: lo = hi = o; break;
      case LLVMIntULT:
      case LLVMIntULE:
        if (nonneg(r, O.lo)) hi = s->pred == LLVMIntULT ? gpuopt__sx_addc(t, o, -1) : o;
        break;
      case LLVMIntUGT:
      case LLVMIntUGE:
        if (nonneg(r, S.lo) && nonneg(r, O.lo)) lo = s->pred == LLVMIntUGT ? gpuopt__sx_addc(t, o, 1) : o;
        break;
      default: break;
      }
  }
  r->rlo[node] = lo;
  r->rhi[node] = hi;
}

/* max/min e with the operands dropped that the others dominate where block b runs (the narrowed
 * constant ranges of e's relational symbols at b). */
static const gpuopt_sx *rel_simplify(gpuopt_ranges *r, const gpuopt_sx *e, uint32_t b) {
  if (!e || (e->kind != SX_MAX && e->kind != SX_MIN) || e->n > 8) return e;
  uint32_t sym[16];
  int64_t lo[16], hi[16];
  gpuopt_sx_env env = {0, sym, lo, hi};
  for (uint32_t k = 0; k < e->n; k++) {
    const gpuopt_sx *x = e->op[k];
    const gpuopt_sx *terms[1] = {x};
    const gpuopt_sx *const *ts = x->kind == SX_ADD ? x->op : terms;
    uint32_t nt = x->kind == SX_ADD ? x->n : 1;
    for (uint32_t q = 0; q < nt && env.n < 16; q++) {
      if (ts[q]->kind != SX_SYM) continue;
      const gpuopt_sx_sym *sy = t_sym(r, ts[q]);
      uint32_t vn = sy && sy->value ? value_node(r, sy->value) : GPUOPT_NONE;
      if (vn == GPUOPT_NONE || r->relsym[vn] != sy) continue;
      gpuopt_rng N = r->st[sigma_at(r, vn, b)];
      if (!N.reached) continue;
      int64_t a, c, d, f;
      gpuopt__sx_const_bounds(r->t, N.lo, NULL, &a, &c);
      gpuopt__sx_const_bounds(r->t, N.hi, NULL, &d, &f);
      sym[env.n] = (uint32_t)ts[q]->c;
      lo[env.n] = a > sy->lo ? a : sy->lo;
      hi[env.n] = f < sy->hi ? f : sy->hi;
      env.n++;
    }
  }
  if (!env.n) return e;
  const gpuopt_sx *res = NULL;
  for (uint32_t k = 0; k < e->n; k++) {
    int dropped = 0;
    for (uint32_t q = 0; q < e->n && !dropped; q++)
      if (q != k && (e->kind == SX_MAX ? gpuopt__sx_prove_le(r->t, e->op[k], e->op[q], &env)
                                       : gpuopt__sx_prove_le(r->t, e->op[q], e->op[k], &env)) &&
          (q < k || !(e->kind == SX_MAX ? gpuopt__sx_prove_le(r->t, e->op[q], e->op[k], &env)
                                        : gpuopt__sx_prove_le(r->t, e->op[k], e->op[q], &env))))
        dropped = 1;
    if (dropped) continue;
    res = !res ? e->op[k] : e->kind == SX_MAX ? gpuopt__sx_max(r->t, res, e->op[k]) : gpuopt__sx_min(r->t, res, e->op[k]);
  }
  return res ? res : e;
}

static void rel_inst(gpuopt_ranges *r, uint32_t id) {
  uint32_t node = node_of_inst(r, id);
  if (!r->bits[node] || !r->st[node].reached) return;
  gpuopt_sx_table *t = r->t;
  LLVMValueRef inst = r->num->insts[id];
  const gpuopt_sx *lo = NULL, *hi = NULL;
  const uint32_t *ops = &r->opnode[r->opoff[id]];
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMAdd:
  case LLVMSub: {
    if (!r->nsw[id]) break;
    int sub = LLVMGetInstructionOpcode(inst) == LLVMSub;
    LLVMValueRef a = LLVMGetOperand(inst, 0), b = LLVMGetOperand(inst, 1);
    unsigned k = LLVMIsAConstantInt(b) ? 0 : (!sub && LLVMIsAConstantInt(a)) ? 1 : 2;
    if (k == 2 || ops[k] == GPUOPT_NONE) break;
    LLVMValueRef cv = LLVMGetOperand(inst, 1 - k);
    if (LLVMGetIntTypeWidth(LLVMTypeOf(cv)) > 64) break;
    int64_t c = LLVMConstIntGetSExtValue(cv);
    if (sub) {
      if (c == INT64_MIN) break;
      c = -c;
    }
    lo = r->rlo[ops[k]] ? gpuopt__sx_addc(t, r->rlo[ops[k]], c) : NULL;
    hi = r->rhi[ops[k]] ? gpuopt__sx_addc(t, r->rhi[ops[k]], c) : NULL;
    break;
  }
  case LLVMSExt:
  case LLVMZExt:
    if (ops[0] == GPUOPT_NONE) break;
    if (LLVMGetInstructionOpcode(inst) == LLVMZExt && !LLVMGetNNeg(inst) && !nonneg(r, r->st[ops[0]].lo)) break;
    lo = r->rlo[ops[0]];
    hi = r->rhi[ops[0]];
    break;
  case LLVMPHI: {
    unsigned n = LLVMCountIncoming(inst);
    int any_lo = 0, any_hi = 0, ok_lo = 1, ok_hi = 1, seen = 0;
    for (unsigned k = 0; k < n; k++) {
      uint32_t pb = gpuopt__cfg_block(r->cfg, LLVMGetIncomingBlock(inst, k));
      if (pb == GPUOPT_NONE || r->dom->pre[pb] == GPUOPT_NONE) continue;
      gpuopt_rng in = opr(r, id, inst, k);
      if (!in.reached) continue;
      uint32_t on = ops[k];
      const gpuopt_sx *l = on != GPUOPT_NONE && r->rlo[on] ? r->rlo[on] : in.lo;
      const gpuopt_sx *h = on != GPUOPT_NONE && r->rhi[on] ? r->rhi[on] : in.hi;
      any_lo |= l != in.lo;
      any_hi |= h != in.hi;
      if (gpuopt__sx_is_inf(l)) ok_lo = 0;
      if (gpuopt__sx_is_inf(h)) ok_hi = 0;
      lo = seen ? gpuopt__sx_min(t, lo, l) : l;
      hi = seen ? gpuopt__sx_max(t, hi, h) : h;
      seen = 1;
    }
    uint32_t b = r->num->block_of[id];
    if (!any_lo || !ok_lo || !lo || !dominating(r, lo, b)) lo = NULL;
    if (!any_hi || !ok_hi || !hi || !dominating(r, hi, b)) hi = NULL;
    lo = rel_simplify(r, lo, b);
    hi = rel_simplify(r, hi, b);
    break;
  }
  default: break;
  }
  if (lo && (lo->size > r->max_size || lo == r->st[node].lo)) lo = NULL;
  if (hi && (hi->size > r->max_size || hi == r->st[node].hi)) hi = NULL;
  r->rlo[node] = lo;
  r->rhi[node] = hi;
}

static int relational(ra *a, const uint32_t *slot) {
  gpuopt_ranges *r = a->r;
  r->rlo = ANEW(&r->arena, const gpuopt_sx *, r->nnodes + 1);
  r->rhi = ANEW(&r->arena, const gpuopt_sx *, r->nnodes + 1);
  r->relsym = ANEW(&r->arena, gpuopt_sx_sym *, r->nvals + 1);
  if (!r->rlo || !r->rhi || !r->relsym) return 0;
  for (int pass = 0; pass < 3; pass++)
    for (uint32_t i = 0; i < a->norder; i++) {
      uint32_t x = a->order[i];
      if (x >= r->nvals) rel_sigma(r, x, slot);
      else if (x >= r->nargs) rel_inst(r, x - r->nargs);
    }
  return !r->t->oom;
}

static gpuopt_status make_views(gpuopt_ranges *r) {
  size_t n = 0;
  for (uint32_t v = 0; v < r->nvals; v++)
    if (r->bits[v]) n++;
  for (uint32_t s = 0; s < r->nsig; s++)
    if (r->sig[s].from == GPUOPT_NONE && !same(&r->st[r->nvals + s], &r->st[r->sig[s].src])) n++;
  r->views = ANEW(&r->arena, gpuopt_range_view, n + 1);
  if (!r->views) return GPUOPT_ENOMEM;
  /* per value, its block sigmas in creation (dominator pre-order) order */
  for (uint32_t s = r->nsig; s-- > 0;) {
    sigma *sg = &r->sig[s];
    if (sg->from != GPUOPT_NONE) continue;
    uint32_t vn = value_node(r, sg->value);
    sg->next = r->first_sig[vn];
    r->first_sig[vn] = r->nvals + s;
  }
  gpuopt_ranges_summary *sm = &r->summary;
  for (uint32_t v = 0; v < r->nvals; v++) {
    if (!r->bits[v]) continue;
    LLVMValueRef val = v < r->nargs ? LLVMGetParam(r->fn, v) : r->num->insts[v - r->nargs];
    gpuopt_range_view *w = &r->views[r->nviews++];
    w->value = val;
    w->block = NULL;
    gpuopt_ranges_value(r, val, &w->range);
    if (!w->range.reached) sm->unreached++;
    else {
      sm->values++;
      int fl = w->range.lo->kind != SX_NEG_INF, fh = w->range.hi->kind != SX_POS_INF;
      sm->finite_lo += fl;
      sm->finite_hi += fh;
      sm->finite += fl && fh;
      sm->constant += w->range.lo->kind == SX_CONST && w->range.hi->kind == SX_CONST;
    }
    for (uint32_t s = r->first_sig[v]; s != GPUOPT_NONE; s = r->sig[s - r->nvals].next) {
      if (same(&r->st[s], &r->st[r->sig[s - r->nvals].src])) continue; /* narrowed nothing */
      gpuopt_range_view *x = &r->views[r->nviews++];
      x->value = val;
      x->block = r->cfg->blocks[r->sig[s - r->nvals].block];
      gpuopt_ranges_value_at(r, val, x->block, &x->range);
      sm->views++;
    }
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt_ranges_analyze(gpuopt_ctx *ctx, LLVMValueRef fn, const gpuopt_ranges_options *opts,
                                    gpuopt_ranges **out) {
  if (!ctx) return GPUOPT_EINVAL;
  gpuopt_ctx_clear_error(ctx);
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_ranges_analyze: out is NULL");
  *out = NULL;
  if (!fn || !LLVMIsAFunction(fn)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_ranges_analyze: not a function");
  if (LLVMIsDeclaration(fn)) {
    size_t len;
    const char *nm = LLVMGetValueName2(fn, &len);
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_ranges_analyze: @%.*s is a declaration (no body)", (int)len, nm);
  }
  gpuopt_ranges_options o = GPUOPT_RANGES_OPTIONS_INIT;
  if (opts) {
    if (opts->version < 1 || opts->version > GPUOPT_RANGES_OPTIONS_VERSION)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_ranges_analyze: options version %u (expected 1..%u)",
                          opts->version, GPUOPT_RANGES_OPTIONS_VERSION);
    /* a version-1 caller's struct ends before source_names */
    memcpy(&o, opts, opts->version == 1 ? offsetof(gpuopt_ranges_options, source_names) : sizeof o);
    o.version = GPUOPT_RANGES_OPTIONS_VERSION;
  }
  gpuopt_ranges *r = calloc(1, sizeof *r);
  if (!r) return gpuopt__oom(ctx, "gpuopt_ranges_analyze");
  gpuopt__arena_init(&r->arena);
  r->fn = fn;
  r->max_size = o.max_expr_size ? o.max_expr_size : 48;
  if (o.source_names) {
    gpuopt_status sn = gpuopt__srcnames_build(ctx, fn, &r->names);
    if (sn) {
      gpuopt_ranges_free(r);
      return sn;
    }
  }
  ra a;
  memset(&a, 0, sizeof a);
  gpuopt__arena_init(&a.tmp);
  a.r = r;
  gpuopt_status st = GPUOPT_OK;
  r->t = a.t = gpuopt__sx_table_new();
  if (!r->t) {
    st = gpuopt__oom(ctx, "gpuopt_ranges_analyze");
    goto fail;
  }
  if ((st = gpuopt__cfg_build(ctx, fn, &r->cfg))) goto fail;
  if ((st = gpuopt__domtree_build(ctx, &r->cfg->g, &r->dom))) goto fail;
  if ((st = gpuopt__numbering_build(ctx, r->cfg, &r->num))) goto fail;
  r->nargs = LLVMCountParams(fn);
  r->ninst = r->num->ninst;
  r->nvals = r->nargs + r->ninst;
  uint32_t nv = r->nvals;
  r->bits = ANEW(&r->arena, uint8_t, nv + 1);
  r->sym = ANEW(&r->arena, const gpuopt_sx_sym *, nv + 1);
  r->first_sig = ANEW(&r->arena, uint32_t, nv + 1);
  r->nsw = ANEW(&r->arena, uint8_t, r->ninst + 1);
  r->nuw = ANEW(&r->arena, uint8_t, r->ninst + 1);
  r->opoff = ANEW(&r->arena, uint32_t, r->ninst + 1);
  a.cur = ANEW(&a.tmp, uint32_t, nv + 1);
  uint32_t *slot = ANEW(&a.tmp, uint32_t, nv + 1);
  if (r->arena.oom || a.tmp.oom) goto oom;
  if (!sreg_setup(r, &o)) goto oom;
  /* widths, slot numbers (LLVM's numbering of unnamed values), operand slots */
  uint32_t next = 0;
  for (uint32_t i = 0; i < r->nargs; i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    size_t len = 0;
    LLVMGetValueName2(p, &len);
    slot[i] = len ? 0 : next++;
    r->bits[i] = (uint8_t)int_bits(LLVMTypeOf(p));
  }
  size_t nops = 0;
  {
    uint32_t id = 0;
    for (uint32_t b = 0; b < r->cfg->g.n; b++) {
      const char *bn = LLVMGetBasicBlockName(r->cfg->blocks[b]);
      if (!bn || !*bn) next++;
      for (; id < r->ninst && r->num->block_of[id] == b; id++) {
        LLVMValueRef inst = r->num->insts[id];
        uint32_t node = node_of_inst(r, id);
        size_t len = 0;
        LLVMGetValueName2(inst, &len);
        if (LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMVoidTypeKind && !len) slot[node] = next++;
        r->bits[node] = (uint8_t)int_bits(LLVMTypeOf(inst));
        r->opoff[id] = (uint32_t)nops;
        nops += (size_t)LLVMGetNumOperands(inst);
      }
    }
  }
  r->opoff[r->ninst] = (uint32_t)nops;
  r->opnode = ANEW(&r->arena, uint32_t, nops + 1);
  if (!r->opnode) goto oom;
  for (size_t k = 0; k < nops; k++) r->opnode[k] = GPUOPT_NONE;
  /* symbols */
  for (uint32_t v = 0; v < nv; v++) {
    a.cur[v] = v;
    r->first_sig[v] = GPUOPT_NONE;
    unsigned w = r->bits[v];
    if (!w) continue;
    LLVMValueRef val = v < r->nargs ? LLVMGetParam(fn, v) : r->num->insts[v - r->nargs];
    if (v >= r->nargs && classify(val) != K_SYM) continue;
    int64_t lo = tmin(w), hi = tmax(w);
    if (v >= r->nargs) range_md(val, w, &lo, &hi);
    char name[256];
    value_name(r, val, slot, name, sizeof name);
    gpuopt_sx_sym *s = gpuopt__sx_new_sym(r->t, name, val, w, lo, hi);
    if (!s) goto oom;
    r->sym[v] = s;
  }
  if ((st = build(&a, ctx))) goto fail;
  r->st = ANEW(&r->arena, gpuopt_rng, r->nnodes + 2); /* + a scratch node for selects */
  r->iv_off = ANEW(&r->arena, uint8_t, r->nsig + 1);
  r->iv_bound = ANEW(&r->arena, const gpuopt_sx *, r->nvals + 1);
  r->iv_dir = ANEW(&r->arena, int8_t, r->nvals + 1);
  if (!r->iv_off || !r->iv_bound || !r->iv_dir) goto oom;
  r->fact = ANEW(&r->arena, const gpuopt_sx *, r->nnodes + 1);
  if (!r->st || !r->fact) goto oom;
  for (uint32_t x = 0; x < r->nnodes + 2; x++) r->st[x] = unreached();
  if ((st = solve(&a, ctx))) goto fail;
  finish(&a);
  if (make_views(r) || r->t->oom || r->arena.oom) goto oom;
  if (!relational(&a, slot)) goto oom; /* after make_views: it uses the block sigma lists */
  gpuopt__arena_free(&a.tmp);
  *out = r;
  return GPUOPT_OK;
oom:
  st = gpuopt__oom(ctx, "gpuopt_ranges_analyze");
fail:
  gpuopt__arena_free(&a.tmp);
  gpuopt_ranges_free(r);
  return st;
}

void gpuopt_ranges_free(gpuopt_ranges *r) {
  if (!r) return;
  gpuopt__srcnames_free(r->names);
  gpuopt__sx_table_free(r->t);
  gpuopt__cfg_free(r->cfg);
  gpuopt__domtree_free(r->dom);
  gpuopt__numbering_free(r->num);
  free(r->sig);
  gpuopt__arena_free(&r->arena);
  free(r);
}

/* ---- queries ---- */

static void to_public(const gpuopt_ranges *r, const gpuopt_rng *x, const gpuopt_sx *fact, unsigned w, gpuopt_range *out) {
  gpuopt_sx_table *t = r->t;
  memset(out, 0, sizeof *out);
  out->bits = w;
  if (!x->reached) {
    out->lo = t->pinf;
    out->hi = t->ninf;
    return;
  }
  out->reached = 1;
  out->lo = x->lo;
  out->hi = x->hi;
  out->value = x->val;
  out->fact = fact;
  int64_t a, b, c, d;
  gpuopt__sx_const_bounds(t, x->lo, NULL, &a, &b);
  gpuopt__sx_const_bounds(t, x->hi, NULL, &c, &d);
  int64_t lo = tmin(w), hi = tmax(w);
  out->lo_const = x->lo->kind == SX_NEG_INF || a < lo ? lo : a > hi ? hi : a;
  out->hi_const = x->hi->kind == SX_POS_INF || d > hi ? hi : d < lo ? lo : d;
  if (out->lo_const > out->hi_const) out->hi_const = out->lo_const; /* an empty range: the value is never computed */
}

gpuopt_sx_table *gpuopt__ranges_table(const gpuopt_ranges *r) { return r->t; }
LLVMValueRef gpuopt__ranges_fn(const gpuopt_ranges *r) { return r->fn; }
uint32_t gpuopt__ranges_inst_index(const gpuopt_ranges *r, LLVMValueRef inst) { return gpuopt__inst_id(r->num, inst); }
uint32_t gpuopt__ranges_num_insts(const gpuopt_ranges *r) { return r->ninst; }

static uint32_t sigma_at(const gpuopt_ranges *r, uint32_t vn, uint32_t b) {
  uint32_t best = vn, bestpre = 0;
  for (uint32_t s = r->first_sig[vn]; s != GPUOPT_NONE; s = r->sig[s - r->nvals].next) {
    uint32_t sb = r->sig[s - r->nvals].block;
    if (!gpuopt__dominates(r->dom, sb, b)) continue;
    if (best == vn || r->dom->pre[sb] >= bestpre) {
      best = s;
      bestpre = r->dom->pre[sb];
    }
  }
  return best;
}

int gpuopt__ranges_get(const gpuopt_ranges *r, LLVMValueRef v, LLVMBasicBlockRef at, gpuopt_rng *out) {
  if (!r || !v) return 0;
  uint32_t vn = value_node(r, v);
  if (vn == GPUOPT_NONE) {
    if (!LLVMIsAConstantInt(v) || !int_bits(LLVMTypeOf(v))) return 0;
    *out = const_rng(r, v);
    return 1;
  }
  if (!r->bits[vn]) return 0;
  if (at) {
    uint32_t b = gpuopt__cfg_block(r->cfg, at);
    if (b == GPUOPT_NONE) return 0;
    vn = sigma_at(r, vn, b);
  }
  *out = r->st[vn];
  return 1;
}

int gpuopt__ranges_get_operand(const gpuopt_ranges *r, LLVMValueRef user, unsigned i, gpuopt_rng *out) {
  if (!r || !user || !LLVMIsAInstruction(user)) return 0;
  uint32_t id = gpuopt__inst_id(r->num, user);
  if (id == GPUOPT_NONE || i >= r->opoff[id + 1] - r->opoff[id]) return 0;
  LLVMValueRef v = LLVMGetOperand(user, i);
  if (!int_bits(LLVMTypeOf(v))) return 0;
  *out = opr(r, id, user, i);
  return 1;
}

const gpuopt_sx_sym *gpuopt__ranges_symbol(const gpuopt_ranges *r, LLVMValueRef v) {
  uint32_t vn = value_node(r, v);
  if (vn == GPUOPT_NONE) return NULL;
  if (r->sym[vn]) return r->sym[vn];
  if (vn >= r->nargs) {
    gpuopt_sreg s = sreg_of(v);
    if (s && (s < GPUOPT_SREG_NTID_X || s > GPUOPT_SREG_NCTAID_Z || r->sreg_expr[s]->kind == SX_SYM)) return r->sreg[s];
  }
  return NULL;
}

const gpuopt_sx_sym *gpuopt__ranges_sreg(const gpuopt_ranges *r, gpuopt_sreg s) {
  return s > GPUOPT_SREG_NONE && s <= GPUOPT_SREG_WARPSIZE ? r->sreg[s] : NULL;
}

static const gpuopt_sx *fact_of(const gpuopt_ranges *r, const gpuopt_rng *x) {
  gpuopt_sx_table *t = r->t;
  if (!x->reached || gpuopt__sx_is_inf(x->lo) || gpuopt__sx_is_inf(x->hi) || gpuopt__sx_prove_le(t, x->lo, x->hi, NULL))
    return NULL;
  return gpuopt__sx_sub(t, x->hi, x->lo);
}

int gpuopt_ranges_value(const gpuopt_ranges *r, LLVMValueRef v, gpuopt_range *out) {
  return gpuopt_ranges_value_at(r, v, NULL, out);
}

int gpuopt_ranges_value_at(const gpuopt_ranges *r, LLVMValueRef v, LLVMBasicBlockRef bb, gpuopt_range *out) {
  gpuopt_rng x;
  if (!out || !gpuopt__ranges_get(r, v, bb, &x)) return 1;
  to_public(r, &x, fact_of(r, &x), int_bits(LLVMTypeOf(v)), out);
  return 0;
}

int gpuopt_ranges_operand(const gpuopt_ranges *r, LLVMValueRef user, unsigned i, gpuopt_range *out) {
  gpuopt_rng x;
  if (!out || !gpuopt__ranges_get_operand(r, user, i, &x)) return 1;
  to_public(r, &x, fact_of(r, &x), int_bits(LLVMTypeOf(LLVMGetOperand(user, i))), out);
  return 0;
}

int gpuopt_ranges_no_wrap(const gpuopt_ranges *r, LLVMValueRef inst, int *nsw, int *nuw) {
  if (!r || !inst || !LLVMIsAInstruction(inst)) return 1;
  uint32_t id = gpuopt__inst_id(r->num, inst);
  if (id == GPUOPT_NONE) return 1;
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  if (op != LLVMAdd && op != LLVMSub && op != LLVMMul && op != LLVMShl && op != LLVMTrunc) return 1;
  if (!r->bits[node_of_inst(r, id)]) return 1;
  if (nsw) *nsw = r->nsw[id];
  if (nuw) *nuw = r->nuw[id];
  return 0;
}

int gpuopt_ranges_relational(const gpuopt_ranges *r, LLVMValueRef v, LLVMBasicBlockRef bb, const gpuopt_expr **lo,
                             const gpuopt_expr **hi) {
  if (lo) *lo = NULL;
  if (hi) *hi = NULL;
  if (!r || !v || !r->rlo) return 1;
  uint32_t vn = value_node(r, v);
  if (vn == GPUOPT_NONE || !r->bits[vn]) return 1;
  uint32_t node = vn;
  if (bb) {
    uint32_t b = gpuopt__cfg_block(r->cfg, bb);
    if (b == GPUOPT_NONE) return 1;
    node = sigma_at(r, vn, b);
  }
  if (!r->st[node].reached || (!r->rlo[node] && !r->rhi[node])) return 1;
  if (lo) *lo = r->rlo[node];
  if (hi) *hi = r->rhi[node];
  return 0;
}

size_t gpuopt_ranges_num_views(const gpuopt_ranges *r) { return r ? r->nviews : 0; }

const char *gpuopt_ranges_source_name(const gpuopt_ranges *r, LLVMValueRef v) {
  return r && v ? gpuopt__srcname(r->names, v) : NULL;
}

int gpuopt_ranges_view(const gpuopt_ranges *r, size_t i, gpuopt_range_view *out) {
  if (!r || !out || i >= r->nviews) return 1;
  *out = r->views[i];
  return 0;
}

void gpuopt_ranges_summary_get(const gpuopt_ranges *r, gpuopt_ranges_summary *out) {
  if (!out) return;
  if (!r) {
    memset(out, 0, sizeof *out);
    return;
  }
  *out = r->summary;
}

char *gpuopt_range_fact_to_c(const gpuopt_ranges *r, const gpuopt_expr *fact) {
  if (!r || !fact) return NULL;
  return gpuopt__sx_fact_to_c(r->t, fact, NULL, NULL);
}

/* ---- the public view of expressions ---- */

gpuopt_expr_kind gpuopt_expr_get_kind(const gpuopt_expr *e) { return e ? (gpuopt_expr_kind)e->kind : GPUOPT_EXPR_POS_INF; }
int64_t gpuopt_expr_constant(const gpuopt_expr *e) { return e && (e->kind == SX_CONST || e->kind == SX_ADD) ? e->c : 0; }
size_t gpuopt_expr_num_operands(const gpuopt_expr *e) { return e ? e->n : 0; }
const gpuopt_expr *gpuopt_expr_operand(const gpuopt_expr *e, size_t i) { return e && i < e->n ? e->op[i] : NULL; }
int64_t gpuopt_expr_coefficient(const gpuopt_expr *e, size_t i) {
  return e && e->kind == SX_ADD && i < e->n ? e->coef[i] : 1;
}
static const gpuopt_sx_sym *sym_of(const gpuopt_expr *e) {
  return e && e->kind == SX_SYM ? e->table->syms[e->c] : NULL;
}
unsigned gpuopt_expr_symbol_id(const gpuopt_expr *e) { return sym_of(e) ? sym_of(e)->id : 0; }
const char *gpuopt_expr_symbol_name(const gpuopt_expr *e) { return sym_of(e) ? sym_of(e)->name : NULL; }
LLVMValueRef gpuopt_expr_symbol_value(const gpuopt_expr *e) { return sym_of(e) ? sym_of(e)->value : NULL; }
gpuopt_sreg gpuopt_expr_symbol_sreg(const gpuopt_expr *e) { return sym_of(e) ? (gpuopt_sreg)sym_of(e)->special : GPUOPT_SREG_NONE; }
void gpuopt_expr_symbol_bounds(const gpuopt_expr *e, int64_t *lo, int64_t *hi) {
  const gpuopt_sx_sym *s = sym_of(e);
  if (lo) *lo = s ? s->lo : INT64_MIN;
  if (hi) *hi = s ? s->hi : INT64_MAX;
}

char *gpuopt_expr_to_c(const gpuopt_expr *e) { return gpuopt_expr_to_c_named(e, NULL, NULL); }

typedef struct name_adapter { gpuopt_expr_name_fn fn; void *user; } name_adapter;
static const char *adapt_name(void *user, const gpuopt_sx_sym *s) {
  name_adapter *n = user;
  return n->fn(n->user, s->expr);
}

char *gpuopt_expr_to_c_named(const gpuopt_expr *e, gpuopt_expr_name_fn name, void *user) {
  if (!e) return NULL;
  name_adapter n = {name, user};
  return gpuopt__sx_to_c(e->table, e, name ? adapt_name : NULL, &n);
}

typedef struct val_adapter { gpuopt_expr_value_fn fn; void *user; } val_adapter;
static int adapt_val(void *user, const gpuopt_sx_sym *s, int64_t *out) {
  val_adapter *v = user;
  return v->fn(v->user, s->expr, out);
}

int gpuopt_expr_eval(const gpuopt_expr *e, gpuopt_expr_value_fn value, void *user, int64_t *out) {
  if (!e || !value || !out) return 2;
  val_adapter v = {value, user};
  return gpuopt__sx_eval(e->table, e, adapt_val, &v, out);
}
