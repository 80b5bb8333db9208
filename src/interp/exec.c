/* The SIMT executor: runs a decoded kernel for a grid of thread blocks, warp by warp.
 *
 * A warp is 32 lanes executing one instruction at a time under an active mask. Control flow
 * follows the stack-based reconvergence model of Sampaio et al., "Divergence Analysis" (TOPLAS
 * 2013), §3.1, Figs. 5-7 (the model of Fung et al.): each call frame has a stack of entries
 * (pc, reconvergence block, mask); the top entry executes. At a branch whose lanes disagree, the top
 * entry's pc becomes the branch's immediate post-dominator (or the entry is popped when that is its
 * own reconvergence point) and one entry per target is pushed, reconverging at the post-dominator;
 * an entry that reaches its reconvergence block is popped, and its lanes continue with the entry
 * below. Loops with divergent exits thus keep finished lanes waiting at the exit. Phi copies happen
 * on the edge, when lanes cross it (decode.c). Lanes that return are removed from every entry of the
 * frame, so branches whose post-dominator is the virtual exit stay correct.
 *
 * Blocks run one after another; the warps of a block run until they finish or reach a barrier; a
 * barrier is released when every thread of the block has reached it, and it is a deadlock (an
 * error, not a hang) when the runnable warps are exhausted first.
 *
 * Values are 64-bit per lane and per slot, integers zero-extended to their width, floats as IEEE
 * bits (C float/double arithmetic, FLT_EVAL_METHOD 0 and no contraction, is exact IEEE). Each slot
 * has a lane mask of poison. Poison follows LLVM: nsw/nuw/exact/disjoint violations and over-wide
 * shifts produce it; it is an error when it decides a branch, forms an address or a divisor, or is
 * stored to global memory (shared and local memory keep per-byte poison shadows; memory not yet
 * written there reads as poison). Division by zero and INT_MIN/-1 are errors. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/ir.h"
#include "interp/interp.h"

#define PC_EXIT UINT32_MAX
#define IP_STOP_BARRIER 100 /* run_warp: the warp waits at a barrier */

typedef struct ip_frame {
  ip_fn *f;
  size_t regoff;       /* into the warp's regs (slots * 32) and pois (slots) */
  uint32_t stack_base; /* first reconvergence entry of this frame */
  uint32_t alloc_base; /* first of the warp's allocas that belong to this frame */
  int32_t ret_dst;     /* caller's slot for the return value */
} ip_frame;

typedef struct ip_entry { uint32_t pc, rpc, mask; } ip_entry;

typedef struct ip_warp {
  uint32_t id, lanes, exited;
  uint32_t tid[3][IP_LANES];
  VEC(ip_frame) frames;
  VEC(ip_entry) entries;
  VEC(uint32_t) allocas;
  uint64_t *regs;
  uint32_t *pois;
  size_t nslots, capslots;
  enum { W_RUN, W_BARRIER, W_DONE } state;
  uint32_t bar_mask, bar_pred, bar_pc;
  int bar_kind;        /* 0 plain, 1 popc, 2 and, 3 or */
  int32_t bar_dst;
  ip_fn *bar_fn;
} ip_warp;

typedef struct ip_run {
  gpuopt_interp *ip;
  gpuopt_ctx *ctx;
  const char *kernel;
  gpuopt_launch L;
  gpuopt_dim3 bid;
  ip_warp *warps;
  uint32_t nwarps;
  uint64_t steps, max_steps;
  gpuopt_interp_stats st;
  uint64_t *tmp;
  uint32_t *tmpp;
  size_t tmpcap;
} ip_run;

/* ---- global-memory sectors (gpuopt_interp_stats gld_ and gst_ fields) ----
 * The distinct 32-byte segments one warp-level access touches. Lanes usually hit the segment of
 * the previous lane, so that one is tried first; the set holds at most 64 entries (beyond that,
 * further segments are counted without de-duplication: only accesses wider than 64 bytes per lane
 * get there). */
typedef struct {
  uint64_t seg[64];
  uint32_t n;
  uint64_t extra;
} ip_sectors;

static inline void sectors_add(ip_sectors *s, uint64_t addr, uint64_t size) {
  if (!size) return;
  for (uint64_t g = addr >> 5, e = (addr + size - 1) >> 5; g <= e; g++) {
    if (s->n && s->seg[s->n - 1] == g) continue;
    uint32_t k = 0;
    while (k < s->n && s->seg[k] != g) k++;
    if (k < s->n) continue;
    if (s->n < 64) s->seg[s->n++] = g;
    else s->extra++;
  }
}

static inline int is_global_mem(const ip_alloc *a) { return a->kind == IP_MEM_ARG || a->kind == IP_MEM_GLOBAL; }

/* ---- errors ---- */

static void addr_str(ip_run *r, uint64_t addr, char *buf, size_t n) {
  uint64_t id = addr >> IP_OFF_BITS, off = addr & IP_OFF_MASK;
  if (!addr) {
    snprintf(buf, n, "address 0x0 (the null pointer)");
  } else if (id && id < r->ip->allocs.len && r->ip->allocs.data[id].live) {
    ip_alloc *a = &r->ip->allocs.data[id];
    snprintf(buf, n, "address 0x%llx (offset %lld of %s, %llu bytes)", (unsigned long long)addr,
             (long long)(off >= (UINT64_C(1) << 39) ? (int64_t)off - (INT64_C(1) << 40) : (int64_t)off), a->name,
             (unsigned long long)a->size);
  } else if (id && id < r->ip->allocs.len) {
    snprintf(buf, n, "address 0x%llx (in a freed allocation: %s)", (unsigned long long)addr,
             r->ip->allocs.data[id].name ? r->ip->allocs.data[id].name : "local memory");
  } else {
    snprintf(buf, n, "address 0x%llx (not in any allocation)", (unsigned long long)addr);
  }
}

static gpuopt_status rt_fail(ip_run *r, ip_warp *w, ip_fn *f, uint32_t pc, int lane, gpuopt_status status,
                             const char *fmt, ...) GPUOPT_PRINTF(7, 8);
static gpuopt_status rt_fail(ip_run *r, ip_warp *w, ip_fn *f, uint32_t pc, int lane, gpuopt_status status,
                             const char *fmt, ...) {
  char what[512], inst[200] = "", blk[100] = "?", where[300] = "";
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  if (f && pc < f->ncode) {
    if (f->src[pc]) gpuopt__ir_text(f->src[pc], inst, sizeof inst);
    gpuopt__block_str(f->blocks[f->blockof[pc]].bb, blk, sizeof blk);
  }
  if (w && lane >= 0)
    snprintf(where, sizeof where, ", thread (%u,%u,%u) of block (%u,%u,%u) (warp %u, lane %d)", w->tid[0][lane],
             w->tid[1][lane], w->tid[2][lane], r->bid.x, r->bid.y, r->bid.z, w->id, lane);
  else if (w)
    snprintf(where, sizeof where, ", warp %u of block (%u,%u,%u)", w->id, r->bid.x, r->bid.y, r->bid.z);
  return gpuopt__fail(r->ctx, status, "gpuopt_interp_run: kernel @%s: %s%s%s%s in block %s%s of @%s%s", r->kernel,
                      what, *inst ? " at '" : "", inst, *inst ? "'" : "", blk[0] == '#' ? "" : "%", blk,
                      f ? f->name : "?", where);
}

/* ---- memory access ---- */

/* The allocation and bytes of an access of size bytes at addr, or NULL when it is out of bounds,
 * misaligned, to freed memory or a store to constant memory (why says which). */
static inline ip_alloc *mem_check(ip_run *r, uint64_t addr, uint64_t size, uint64_t align, int write,
                                  const char **why) {
  uint64_t id = addr >> IP_OFF_BITS, off = addr & IP_OFF_MASK;
  ip_alloc *a = id < r->ip->allocs.len ? &r->ip->allocs.data[id] : NULL;
  if (!a || !id) {
    *why = addr ? "out-of-bounds" : "null-pointer";
    return NULL;
  }
  if (!a->live) {
    *why = "use-after-free (a returned function's local memory)";
    return NULL;
  }
  if (off > a->size || size > a->size - off) {
    *why = "out-of-bounds";
    return NULL;
  }
  if (align > 1 && (addr & (align - 1))) {
    *why = "misaligned";
    return NULL;
  }
  if (write && a->readonly) {
    *why = "read-only (constant memory)";
    return NULL;
  }
  return a;
}

static gpuopt_status mem_fail(ip_run *r, ip_warp *w, ip_fn *f, uint32_t pc, int lane, const char *why,
                              const char *kind, uint64_t addr, uint64_t size, uint64_t align) {
  char as[200];
  addr_str(r, addr, as, sizeof as);
  if (!strcmp(why, "misaligned"))
    return rt_fail(r, w, f, pc, lane, GPUOPT_ERUNTIME, "misaligned %s of %llu bytes (align %llu) at %s", kind,
                   (unsigned long long)size, (unsigned long long)align, as);
  return rt_fail(r, w, f, pc, lane, GPUOPT_ERUNTIME, "%s %s of %llu bytes at %s", why, kind, (unsigned long long)size,
                 as);
}

static inline uint64_t rd(const uint8_t *p, unsigned size) {
  uint64_t v = 0;
  switch (size) {
  case 1: return p[0];
  case 2: { uint16_t x; memcpy(&x, p, 2); return x; }
  case 4: { uint32_t x; memcpy(&x, p, 4); return x; }
  case 8: memcpy(&v, p, 8); return v;
  default:
    for (unsigned i = 0; i < size && i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
  }
}
static inline void wr(uint8_t *p, unsigned size, uint64_t v) {
  switch (size) {
  case 1: p[0] = (uint8_t)v; return;
  case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); return; }
  case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); return; }
  case 8: memcpy(p, &v, 8); return;
  default:
    for (unsigned i = 0; i < size && i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
  }
}
static inline int shadow_any(const ip_alloc *a, uint64_t off, unsigned size) {
  if (!a->shadow) return 0;
  for (unsigned i = 0; i < size; i++)
    if (a->shadow[off + i]) return 1;
  return 0;
}

/* ---- floats ---- */
static inline float F32(uint64_t b) { uint32_t x = (uint32_t)b; float f; memcpy(&f, &x, 4); return f; }
static inline double F64(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static inline uint64_t B32(float f) { uint32_t x; memcpy(&x, &f, 4); return x; }
static inline uint64_t B64(double d) { uint64_t x; memcpy(&x, &d, 8); return x; }
/* IEEE half: to double (exact), and from double rounding to nearest even (with subnormals,
 * overflow to infinity, NaN kept quiet with its sign and top payload bits) */
static inline double F16(uint64_t b) {
  unsigned h = (unsigned)b & 0xffff, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  double v = e == 0x1f ? (m ? NAN : INFINITY) : e ? ldexp((double)(m | 0x400), (int)e - 25) : ldexp((double)m, -24);
  return (h & 0x8000) ? -v : v;
}
static uint64_t B16(double d) {
  uint64_t x = B64(d), s = (x >> 48) & 0x8000;
  if (isnan(d)) return s | 0x7e00 | ((x >> 42) & 0x1ff);
  double a = fabs(d);
  if (a < 0x1p-14) {
    double r = nearbyint(a * 0x1p24); /* subnormal (or the smallest normal when it rounds up) */
    return s | (uint64_t)r;
  }
  int e;
  frexp(a, &e); /* a = f * 2^e, f in [0.5, 1) */
  double r = nearbyint(ldexp(a, 11 - e)); /* in [1024, 2048] */
  if (r >= 2048) r = 1024, e++;
  if (e - 1 > 15) return s | 0x7c00;
  return s | ((uint64_t)(e - 1 + 15) << 10) | ((uint64_t)r - 1024);
}
uint64_t gpuopt__ip_f16_bits(double d) { return B16(d); }
/* a float leaf of width w (16, 32, 64) as a double, and a double rounded to width w */
static inline double FX(uint64_t b, unsigned w) { return w == 64 ? F64(b) : w == 32 ? (double)F32(b) : F16(b); }
static inline uint64_t BX(double v, unsigned w) { return w == 64 ? B64(v) : w == 32 ? B32((float)v) : B16(v); }

/* ---- integer overflow checks (nsw/nuw), for widths 1..64 ---- */
static int ovf_add(uint64_t x, uint64_t y, unsigned w, int fl) {
  uint64_t m = ip_wmask(w);
  if ((fl & IP_F_NUW) && (w == 64 ? x + y < x : ((x + y) & ~m) != 0)) return 1;
  if (fl & IP_F_NSW) {
    int64_t sx = ip_sext(x, w), sy = ip_sext(y, w), s;
    if (__builtin_add_overflow(sx, sy, &s)) return 1;
    if (w < 64 && ip_sext((uint64_t)s & m, w) != s) return 1;
  }
  return 0;
}
static int ovf_sub(uint64_t x, uint64_t y, unsigned w, int fl) {
  uint64_t m = ip_wmask(w);
  if ((fl & IP_F_NUW) && x < y) return 1;
  if (fl & IP_F_NSW) {
    int64_t sx = ip_sext(x, w), sy = ip_sext(y, w), s;
    if (__builtin_sub_overflow(sx, sy, &s)) return 1;
    if (w < 64 && ip_sext((uint64_t)s & m, w) != s) return 1;
  }
  return 0;
}
static int ovf_mul(uint64_t x, uint64_t y, unsigned w, int fl) {
  uint64_t m = ip_wmask(w);
  if (fl & IP_F_NUW) {
    uint64_t p;
    if (__builtin_mul_overflow(x, y, &p) || (p & ~m)) return 1;
  }
  if (fl & IP_F_NSW) {
    int64_t sx = ip_sext(x, w), sy = ip_sext(y, w), p;
    if (__builtin_mul_overflow(sx, sy, &p)) return 1;
    if (w < 64 && ip_sext((uint64_t)p & m, w) != p) return 1;
  }
  return 0;
}

/* ---- frames ---- */

static int warp_reserve(ip_warp *w, size_t nslots) {
  if (nslots <= w->capslots) return 1;
  size_t cap = w->capslots ? w->capslots : 256;
  while (cap < nslots) cap *= 2;
  uint64_t *regs = realloc(w->regs, cap * IP_LANES * sizeof *regs);
  if (!regs) return 0;
  w->regs = regs;
  uint32_t *pois = realloc(w->pois, cap * sizeof *pois);
  if (!pois) return 0;
  w->pois = pois;
  w->capslots = cap;
  return 1;
}

/* Push a frame for f executing with mask: slots zeroed, constants filled in. */
static int frame_push(ip_warp *w, ip_fn *f, uint32_t mask, int32_t ret_dst) {
  size_t base = w->nslots;
  if (!warp_reserve(w, base + f->nslots)) return 0;
  uint64_t *R = w->regs + base * IP_LANES;
  uint32_t *P = w->pois + base;
  memset(R, 0, (size_t)f->const_base * IP_LANES * sizeof *R);
  memset(P, 0, (size_t)f->nslots * sizeof *P);
  for (uint32_t k = 0; k < f->nconst; k++) {
    uint64_t v = f->cvals[k], *row = R + (size_t)(f->const_base + k) * IP_LANES;
    for (int l = 0; l < IP_LANES; l++) row[l] = v;
    P[f->const_base + k] = f->cpois[k];
  }
  ip_frame fr = {f, base, (uint32_t)w->entries.len, (uint32_t)w->allocas.len, ret_dst};
  ip_entry e = {f->blocks[0].first, IP_EXIT, mask};
  if (!VEC_PUSH(&w->frames, fr) || !VEC_PUSH(&w->entries, e)) return 0;
  w->nslots = base + f->nslots;
  return 1;
}

static void frame_pop(gpuopt_interp *ip, ip_warp *w) {
  ip_frame *fr = &w->frames.data[w->frames.len - 1];
  while (w->allocas.len > fr->alloc_base) gpuopt__ip_alloc_release(ip, w->allocas.data[--w->allocas.len]);
  w->nslots = fr->regoff;
  w->frames.len--;
}

/* ---- tracing ---- */

static void trace_value(ip_run *r, ip_warp *w, ip_fn *f, LLVMValueRef inst, uint64_t *R, uint32_t *P, int32_t slot,
                        unsigned leaves, unsigned bits, uint32_t mask) {
  gpuopt_trace_event ev;
  ev.fn = f->fn;
  ev.inst = inst;
  ev.is_branch = 0;
  ev.block_idx = r->bid;
  ev.warp = w->id;
  ev.active = mask;
  ev.leaves = leaves;
  ev.values = R + (size_t)slot * IP_LANES;
  ev.poison = P + slot;
  ev.tid_x = w->tid[0];
  ev.bits = bits;
  r->ip->trace(r->ip->trace_user, &ev);
}

static void trace_branch(ip_run *r, ip_warp *w, ip_fn *f, LLVMValueRef inst, const uint64_t *succ, uint32_t mask) {
  static const uint32_t nopois = 0;
  gpuopt_trace_event ev;
  ev.fn = f->fn;
  ev.inst = inst;
  ev.is_branch = 1;
  ev.block_idx = r->bid;
  ev.warp = w->id;
  ev.active = mask;
  ev.leaves = 1;
  ev.values = succ;
  ev.poison = &nopois;
  ev.tid_x = w->tid[0];
  ev.bits = 32;
  r->ip->trace(r->ip->trace_user, &ev);
}

/* ---- edges and branches ---- */

static int edge_copy(ip_run *r, ip_fn *f, uint64_t *R, uint32_t *P, const ip_edge *e, uint32_t m) {
  const ip_copy *c = f->copies + e->copy;
  if (!e->ncopy || !m) return 1;
  if (!e->needs_temp) {
    for (uint32_t k = 0; k < e->ncopy; k++) {
      uint64_t *d = R + (size_t)c[k].dst * IP_LANES;
      const uint64_t *s = R + (size_t)c[k].src * IP_LANES;
      if (m == 0xffffffffu) memcpy(d, s, IP_LANES * sizeof *d);
      else
        for (uint32_t mm = m; mm; mm &= mm - 1) d[__builtin_ctz(mm)] = s[__builtin_ctz(mm)];
      P[c[k].dst] = (P[c[k].dst] & ~m) | (P[c[k].src] & m);
    }
    return 1;
  }
  if (e->ncopy > r->tmpcap) {
    uint64_t *t = realloc(r->tmp, (size_t)e->ncopy * IP_LANES * sizeof *t);
    if (!t) return 0;
    r->tmp = t;
    uint32_t *tp = realloc(r->tmpp, (size_t)e->ncopy * sizeof *tp);
    if (!tp) return 0;
    r->tmpp = tp;
    r->tmpcap = e->ncopy;
  }
  for (uint32_t k = 0; k < e->ncopy; k++) {
    memcpy(r->tmp + (size_t)k * IP_LANES, R + (size_t)c[k].src * IP_LANES, IP_LANES * sizeof *r->tmp);
    r->tmpp[k] = P[c[k].src];
  }
  for (uint32_t k = 0; k < e->ncopy; k++) {
    uint64_t *d = R + (size_t)c[k].dst * IP_LANES;
    for (uint32_t mm = m; mm; mm &= mm - 1) d[__builtin_ctz(mm)] = r->tmp[(size_t)k * IP_LANES + __builtin_ctz(mm)];
    P[c[k].dst] = (P[c[k].dst] & ~m) | (r->tmpp[k] & m);
  }
  return 1;
}

typedef struct ip_group { uint32_t edge, target, mask; } ip_group;

/* Lanes of the top entry leave block `block` in ng groups (distinct targets). */
static int branch(ip_run *r, ip_warp *w, ip_fn *f, uint64_t *R, uint32_t *P, uint32_t block, ip_group *g, int ng) {
  for (int i = 0; i < ng; i++)
    if (!edge_copy(r, f, R, P, &f->edges[g[i].edge], g[i].mask)) return 0;
  ip_entry *top = &w->entries.data[w->entries.len - 1];
  if (ng == 1) {
    if (g[0].target == top->rpc) w->entries.len--;
    else top->pc = f->blocks[g[0].target].first;
    return 1;
  }
  r->st.divergent_branches++;
  uint32_t ipd = f->blocks[block].ipdom;
  if (ipd == top->rpc) w->entries.len--;
  else top->pc = ipd == IP_EXIT ? PC_EXIT : f->blocks[ipd].first;
  for (int i = ng - 1; i >= 0; i--) {
    if (g[i].target == ipd) continue;
    ip_entry e = {f->blocks[g[i].target].first, ipd, g[i].mask};
    if (!VEC_PUSH(&w->entries, e)) return 0;
  }
  return 1;
}

/* Lanes in m leave the current frame (ret): drop them from every entry of the frame. */
static void lanes_leave(ip_warp *w, uint32_t m) {
  ip_frame *fr = &w->frames.data[w->frames.len - 1];
  for (size_t i = fr->stack_base; i < w->entries.len; i++) w->entries.data[i].mask &= ~m;
}

/* ---- intrinsics ---- */

#define LANES for (uint32_t mm_ = mask; mm_; mm_ &= mm_ - 1) for (int l = __builtin_ctz(mm_), once_ = 1; once_; once_ = 0)
#define ARG(k) (R + (size_t)f->args[I->aux2 + (k)] * IP_LANES)
#define ARGP(k) (P[f->args[I->aux2 + (k)]])
#define DST (R + (size_t)I->dst * IP_LANES)
#define SETP(slot, np) (P[slot] = (P[slot] & ~mask) | ((np) & mask))

static uint64_t bitrev(uint64_t x, unsigned w) {
  uint64_t r = 0;
  for (unsigned i = 0; i < w; i++) r |= ((x >> i) & 1) << (w - 1 - i);
  return r;
}
static unsigned clz_w(uint64_t x, unsigned w) {
  if (!x) return w;
  return (unsigned)__builtin_clzll(x) - (64 - w);
}
static unsigned ctz_w(uint64_t x, unsigned w) { return x ? (unsigned)__builtin_ctzll(x) : w; }

static double fmin_nv(double a, double b) { return isnan(a) ? b : isnan(b) ? a : (a < b || (a == b && signbit(a))) ? a : b; }
static double fmax_nv(double a, double b) { return isnan(a) ? b : isnan(b) ? a : (a > b || (a == b && !signbit(a))) ? a : b; }

/* Returns GPUOPT_OK, an error, or IP_STOP_BARRIER. */
static int exec_intrin(ip_run *r, ip_warp *w, ip_fn *f, uint32_t pc, const ip_inst *I, uint64_t *R, uint32_t *P,
                       uint32_t mask) {
  unsigned wd = I->width;
  uint64_t wm = ip_wmask(wd);
  int isf = (I->flags & IP_F_FLOAT) != 0, dbl = wd == 64;
  uint32_t np = 0;
  int id = (int)I->aux;
  switch (id) {
  case IK_NOP_LIFETIME: case IK_NOP_DBG: case IK_NOP_SCOPE: case IK_NOP_INVARIANT: case IK_NOP_SIDEEFFECT:
  case IK_NOP_DONOTHING: case IK_NOP_VARANN: case IK_NOP_WARPSYNC: case IK_NOP_MEMBAR: case IK_NOP_FENCE:
    if (id == IK_NOP_INVARIANT && I->dst >= 0) return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "unsupported intrinsic");
    return GPUOPT_OK;
  case IK_ASSUME: {
    const uint64_t *c = ARG(0);
    LANES if ((ARGP(0) >> l & 1) || !(c[l] & 1))
      return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "llvm.assume of a false or poison condition (undefined behaviour)");
    return GPUOPT_OK;
  }
  case IK_TRAP: case IK_DEBUGTRAP:
    return rt_fail(r, w, f, pc, __builtin_ctz(mask), GPUOPT_ERUNTIME, "trap executed");
  case IK_NVVM_EXIT:
    return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "unsupported intrinsic llvm.nvvm.exit");
  case IK_BAR0: case IK_BAR0_POPC: case IK_BAR0_AND: case IK_BAR0_OR: case IK_BAR_SYNC: case IK_BAR_N:
  case IK_BAR_CTA_SYNC_A: case IK_BAR_CTA_SYNC: case IK_BAR_CTA_POPC_A: case IK_BAR_CTA_POPC: case IK_BAR_CTA_AND_A:
  case IK_BAR_CTA_AND: case IK_BAR_CTA_OR_A: case IK_BAR_CTA_OR: {
    int kind = 0, idarg = -1, predarg = -1;
    switch (id) {
    case IK_BAR0_POPC: kind = 1, predarg = 0; break;
    case IK_BAR0_AND: kind = 2, predarg = 0; break;
    case IK_BAR0_OR: kind = 3, predarg = 0; break;
    case IK_BAR_SYNC: case IK_BAR_N: case IK_BAR_CTA_SYNC_A: case IK_BAR_CTA_SYNC: idarg = 0; break;
    case IK_BAR_CTA_POPC_A: case IK_BAR_CTA_POPC: kind = 1, idarg = 0, predarg = 1; break;
    case IK_BAR_CTA_AND_A: case IK_BAR_CTA_AND: kind = 2, idarg = 0, predarg = 1; break;
    case IK_BAR_CTA_OR_A: case IK_BAR_CTA_OR: kind = 3, idarg = 0, predarg = 1; break;
    default: break;
    }
    if (idarg >= 0) {
      const uint64_t *ia = ARG(idarg);
      LANES if (ia[l] != 0)
        return rt_fail(r, w, f, pc, l, GPUOPT_EUNSUPPORTED, "barrier %llu: only barrier 0 is supported",
                       (unsigned long long)ia[l]);
    }
    uint32_t pred = 0;
    if (predarg >= 0) {
      const uint64_t *pa = ARG(predarg);
      LANES {
        if (ARGP(predarg) >> l & 1) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison barrier predicate");
        if (pa[l] & wm & (predarg == 1 ? 1 : ~UINT64_C(0))) pred |= 1u << l;
      }
    }
    w->bar_mask = mask;
    w->bar_pred = pred;
    w->bar_kind = kind;
    w->bar_dst = I->dst;
    w->bar_pc = pc;
    w->bar_fn = f;
    return IP_STOP_BARRIER;
  }
  /* special registers */
  case IK_TID_X: case IK_TID_Y: case IK_TID_Z: {
    uint64_t *d = DST;
    const uint32_t *t = w->tid[id - IK_TID_X];
    LANES d[l] = t[l];
    break;
  }
  case IK_NTID_X: case IK_NTID_Y: case IK_NTID_Z: case IK_CTAID_X: case IK_CTAID_Y: case IK_CTAID_Z:
  case IK_NCTAID_X: case IK_NCTAID_Y: case IK_NCTAID_Z: case IK_WARPSIZE: case IK_WARPID: case IK_NWARPID:
  case IK_CLOCK: case IK_CLOCK64: case IK_ACTIVEMASK: {
    uint64_t v = 0;
    switch (id) {
    case IK_NTID_X: v = r->L.block.x; break;
    case IK_NTID_Y: v = r->L.block.y; break;
    case IK_NTID_Z: v = r->L.block.z; break;
    case IK_CTAID_X: v = r->bid.x; break;
    case IK_CTAID_Y: v = r->bid.y; break;
    case IK_CTAID_Z: v = r->bid.z; break;
    case IK_NCTAID_X: v = r->L.grid.x; break;
    case IK_NCTAID_Y: v = r->L.grid.y; break;
    case IK_NCTAID_Z: v = r->L.grid.z; break;
    case IK_WARPSIZE: v = IP_LANES; break;
    case IK_WARPID: v = w->id; break;
    case IK_NWARPID: v = r->nwarps; break;
    case IK_ACTIVEMASK: v = mask; break;
    default: v = r->st.warp_insts; break; /* clocks: a monotonic count of executed instructions */
    }
    uint64_t *d = DST;
    LANES d[l] = v & wm;
    break;
  }
  case IK_LANEID: { uint64_t *d = DST; LANES d[l] = (uint64_t)l; break; }
  case IK_LANEMASK_EQ: case IK_LANEMASK_LE: case IK_LANEMASK_LT: case IK_LANEMASK_GE: case IK_LANEMASK_GT: {
    uint64_t *d = DST;
    LANES {
      uint32_t bit = 1u << l, v;
      switch (id) {
      case IK_LANEMASK_EQ: v = bit; break;
      case IK_LANEMASK_LE: v = bit | (bit - 1); break;
      case IK_LANEMASK_LT: v = bit - 1; break;
      case IK_LANEMASK_GE: v = ~(bit - 1); break;
      default: v = ~(bit | (bit - 1)); break;
      }
      d[l] = v;
    }
    break;
  }
  /* warp vote and ballot */
  case IK_VOTE_BALLOT_SYNC: case IK_VOTE_ALL_SYNC: case IK_VOTE_ANY_SYNC: case IK_VOTE_UNI_SYNC:
  case IK_VOTE_BALLOT: case IK_VOTE_ALL: case IK_VOTE_ANY: case IK_VOTE_UNI: {
    int sync = id <= IK_VOTE_UNI_SYNC;
    uint32_t members = mask;
    if (sync) {
      const uint64_t *mk = ARG(0);
      uint32_t m0 = (uint32_t)mk[__builtin_ctz(mask)];
      LANES if (!((uint32_t)mk[l] >> l & 1))
        return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "warp vote executed by a lane outside its member mask 0x%08x",
                       (unsigned)mk[l]);
      members = mask & m0;
    }
    int pi = sync ? 1 : 0;
    const uint64_t *pv = ARG(pi);
    uint32_t ball = 0;
    LANES {
      if (ARGP(pi) >> l & 1) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison warp vote predicate");
      if ((members >> l & 1) && (pv[l] & 1)) ball |= 1u << l;
    }
    uint64_t v;
    int kind = (id - IK_VOTE_BALLOT_SYNC) % 4;
    if (kind == 0) v = ball;
    else if (kind == 1) v = ball == members;
    else if (kind == 2) v = ball != 0;
    else v = ball == 0 || ball == members;
    uint64_t *d = DST;
    LANES d[l] = v;
    break;
  }
  case IK_SHFL_SYNC_DOWN: case IK_SHFL_SYNC_UP: case IK_SHFL_SYNC_BFLY: case IK_SHFL_SYNC_IDX:
  case IK_SHFL_DOWN: case IK_SHFL_UP: case IK_SHFL_BFLY: case IK_SHFL_IDX: {
    int sync = id <= IK_SHFL_SYNC_IDX, o = sync ? 1 : 0, mode = (id - IK_SHFL_SYNC_DOWN) % 4;
    if (sync) {
      const uint64_t *mk = ARG(0);
      LANES if (!((uint32_t)mk[l] >> l & 1))
        return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "warp shuffle executed by a lane outside its member mask 0x%08x",
                       (unsigned)mk[l]);
    }
    const uint64_t *v = ARG(o), *bv = ARG(o + 1), *cv = ARG(o + 2);
    uint32_t vp = ARGP(o);
    uint64_t res[IP_LANES], pr[IP_LANES];
    LANES {
      if ((ARGP(o + 1) | ARGP(o + 2)) >> l & 1) { np |= 1u << l; res[l] = 0; pr[l] = 0; continue; }
      int b = (int)(uint32_t)bv[l], c = (int)(uint32_t)cv[l];
      int seg = (c >> 8) & 31, cval = c & 31;
      int minl = l & seg, maxl = minl | (cval & ~seg), j, ok;
      switch (mode) {
      case 0: j = l + b; ok = j <= maxl; break;
      case 1: j = l - b; ok = j >= maxl; break;
      case 2: j = l ^ (b & 31); ok = j <= maxl; break;
      default: j = minl | (b & 31 & ~seg); ok = j <= maxl; break;
      }
      if (!ok || j < 0 || j > 31) j = l;
      pr[l] = (uint64_t)ok;
      if (!(mask >> j & 1) || (vp >> j & 1)) np |= 1u << l; /* reading an inactive lane: undefined */
      res[l] = v[j] & 0xffffffffu;
    }
    uint64_t *d = DST;
    LANES d[l] = res[l];
    if (I->c) {
      uint64_t *d2 = R + (size_t)(I->dst + 1) * IP_LANES;
      LANES d2[l] = pr[l];
      SETP(I->dst + 1, 0);
    }
    SETP(I->dst, np);
    return GPUOPT_OK;
  }
  case IK_REDUX_ADD: case IK_REDUX_MIN: case IK_REDUX_MAX: case IK_REDUX_UMIN: case IK_REDUX_UMAX:
  case IK_REDUX_AND: case IK_REDUX_OR: case IK_REDUX_XOR: {
    const uint64_t *v = ARG(0);
    uint32_t acc = id == IK_REDUX_AND || id == IK_REDUX_UMIN ? 0xffffffffu : id == IK_REDUX_MIN ? 0x7fffffffu
                   : id == IK_REDUX_MAX ? 0x80000000u : 0;
    LANES {
      uint32_t x = (uint32_t)v[l];
      if (ARGP(0) >> l & 1) np = mask;
      switch (id) {
      case IK_REDUX_ADD: acc += x; break;
      case IK_REDUX_MIN: acc = (int32_t)x < (int32_t)acc ? x : acc; break;
      case IK_REDUX_MAX: acc = (int32_t)x > (int32_t)acc ? x : acc; break;
      case IK_REDUX_UMIN: acc = x < acc ? x : acc; break;
      case IK_REDUX_UMAX: acc = x > acc ? x : acc; break;
      case IK_REDUX_AND: acc &= x; break;
      case IK_REDUX_OR: acc |= x; break;
      default: acc ^= x; break;
      }
    }
    uint64_t *d = DST;
    LANES d[l] = acc;
    break;
  }
  /* memory */
  case IK_MEMCPY: case IK_MEMMOVE: case IK_MEMSET: {
    const uint64_t *dp = ARG(0), *sp = ARG(1), *lp = ARG(2);
    LANES {
      if ((ARGP(0) | ARGP(2) | (id != IK_MEMSET ? ARGP(1) : 0)) >> l & 1)
        return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison address or length of a memory intrinsic");
      uint64_t n = lp[l];
      if (!n) continue;
      const char *why;
      ip_alloc *da = mem_check(r, dp[l], n, 1, 1, &why);
      if (!da) return mem_fail(r, w, f, pc, l, why, "store (memory intrinsic)", dp[l], n, 1);
      uint64_t doff = dp[l] & IP_OFF_MASK;
      if (id == IK_MEMSET) {
        if (ARGP(1) >> l & 1) {
          if (!da->shadow) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison stored to global memory by memset");
          memset(da->shadow + doff, 1, n);
        } else {
          memset(da->data + doff, (int)(sp[l] & 0xff), n);
          if (da->shadow) memset(da->shadow + doff, 0, n);
        }
        continue;
      }
      ip_alloc *sa = mem_check(r, sp[l], n, 1, 0, &why);
      if (!sa) return mem_fail(r, w, f, pc, l, why, "load (memory intrinsic)", sp[l], n, 1);
      uint64_t soff = sp[l] & IP_OFF_MASK;
      if (sa->shadow && !da->shadow && shadow_any(sa, soff, (unsigned)n))
        return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison (uninitialized memory) copied to global memory");
      memmove(da->data + doff, sa->data + soff, n);
      if (da->shadow) {
        if (sa->shadow) memmove(da->shadow + doff, sa->shadow + soff, n);
        else memset(da->shadow + doff, 0, n);
      }
    }
    return GPUOPT_OK;
  }
  case IK_ISSPACEP_GLOBAL: case IK_ISSPACEP_SHARED: case IK_ISSPACEP_LOCAL: case IK_ISSPACEP_CONST: {
    const uint64_t *p = ARG(0);
    uint64_t *d = DST;
    LANES {
      uint64_t aid = p[l] >> IP_OFF_BITS;
      int k = aid && aid < r->ip->allocs.len ? r->ip->allocs.data[aid].kind : -1;
      int want = id == IK_ISSPACEP_SHARED ? IP_MEM_SHARED : id == IK_ISSPACEP_LOCAL ? IP_MEM_LOCAL
                 : id == IK_ISSPACEP_CONST ? IP_MEM_CONST : IP_MEM_GLOBAL;
      d[l] = k == want || (want == IP_MEM_GLOBAL && k == IP_MEM_ARG);
    }
    np = ARGP(0);
    break;
  }
  case IK_PTR_CAST_GEN: {
    const uint64_t *p = ARG(0);
    uint64_t *d = DST;
    LANES d[l] = p[l];
    np = ARGP(0);
    break;
  }
  /* floating point */
  case IK_FMA: case IK_FMULADD: case IK_NV_FMA_RN_F: case IK_NV_FMA_RN_D: {
    const uint64_t *a = ARG(0), *b = ARG(1), *c = ARG(2);
    uint64_t *d = DST;
    if (dbl) LANES d[l] = B64(fma(F64(a[l]), F64(b[l]), F64(c[l])));
    else if (wd == 32) LANES d[l] = B32(fmaf(F32(a[l]), F32(b[l]), F32(c[l])));
    else LANES d[l] = B16(fma(F16(a[l]), F16(b[l]), F16(c[l])));
    np = ARGP(0) | ARGP(1) | ARGP(2);
    break;
  }
  case IK_SQRT: case IK_NV_SQRT_RN_F: case IK_NV_SQRT_RN_D: case IK_NV_SQRT_F: case IK_FABS: case IK_NV_FABS_F:
  case IK_NV_FABS_D: case IK_FLOOR: case IK_CEIL: case IK_FTRUNC: case IK_RINT: case IK_NEARBYINT: case IK_ROUND:
  case IK_ROUNDEVEN: case IK_NV_RCP_RN_F: case IK_NV_RCP_RN_D: case IK_NV_SAT_F: {
    const uint64_t *a = ARG(0);
    uint64_t *d = DST;
    LANES {
      double x = FX(a[l], wd), y;
      float xf = F32(a[l]);
      switch (id) {
      case IK_SQRT: case IK_NV_SQRT_RN_F: case IK_NV_SQRT_RN_D: case IK_NV_SQRT_F: y = wd == 32 ? sqrtf(xf) : sqrt(x); break;
      case IK_FABS: case IK_NV_FABS_F: case IK_NV_FABS_D: y = fabs(x); break;
      case IK_FLOOR: y = floor(x); break;
      case IK_CEIL: y = ceil(x); break;
      case IK_FTRUNC: y = trunc(x); break;
      case IK_RINT: case IK_NEARBYINT: case IK_ROUNDEVEN: y = nearbyint(x); break;
      case IK_ROUND: y = round(x); break;
      case IK_NV_SAT_F: y = isnan(x) ? 0.0 : x < 0 ? 0.0 : x > 1 ? 1.0 : x; break;
      default: y = wd == 32 ? (double)(1.0f / xf) : 1.0 / x; break;
      }
      d[l] = wd == 16 ? B16(y) : dbl ? B64(y) : B32((float)y);
    }
    np = ARGP(0);
    break;
  }
  case IK_MINNUM: case IK_MAXNUM: case IK_MINIMUM: case IK_MAXIMUM: case IK_COPYSIGN: case IK_NV_FMIN_F:
  case IK_NV_FMAX_F: case IK_NV_FMIN_D: case IK_NV_FMAX_D: case IK_NV_DIV_RN_F: case IK_NV_DIV_RN_D: {
    const uint64_t *a = ARG(0), *b = ARG(1);
    uint64_t *d = DST;
    LANES {
      double x = FX(a[l], wd), y = FX(b[l], wd), z;
      switch (id) {
      case IK_MINNUM: case IK_NV_FMIN_F: case IK_NV_FMIN_D: z = fmin_nv(x, y); break;
      case IK_MAXNUM: case IK_NV_FMAX_F: case IK_NV_FMAX_D: z = fmax_nv(x, y); break;
      case IK_MINIMUM: z = isnan(x) || isnan(y) ? NAN : fmin_nv(x, y); break;
      case IK_MAXIMUM: z = isnan(x) || isnan(y) ? NAN : fmax_nv(x, y); break;
      case IK_COPYSIGN: z = copysign(x, y); break;
      default: z = wd == 32 ? (double)(F32(a[l]) / F32(b[l])) : x / y; break;
      }
      d[l] = BX(z, wd);
    }
    np = ARGP(0) | ARGP(1);
    break;
  }
  /* integer */
  case IK_SMAX: case IK_SMIN: case IK_UMAX: case IK_UMIN: {
    const uint64_t *a = ARG(0), *b = ARG(1);
    uint64_t *d = DST;
    LANES {
      uint64_t x = a[l], y = b[l];
      int64_t sx = ip_sext(x, wd), sy = ip_sext(y, wd);
      d[l] = id == IK_SMAX ? (sx > sy ? x : y) : id == IK_SMIN ? (sx < sy ? x : y) : id == IK_UMAX ? (x > y ? x : y)
                                                                                            : (x < y ? x : y);
    }
    np = ARGP(0) | ARGP(1);
    break;
  }
  case IK_ABS: {
    const uint64_t *a = ARG(0), *fl = ARG(1);
    uint64_t *d = DST;
    LANES {
      int64_t x = ip_sext(a[l], wd);
      if (a[l] == (UINT64_C(1) << (wd - 1)) && (fl[l] & 1)) np |= 1u << l;
      d[l] = (uint64_t)(x < 0 ? -(uint64_t)x : (uint64_t)x) & wm;
    }
    np |= ARGP(0);
    break;
  }
  case IK_CTPOP: case IK_CTLZ: case IK_CTTZ: case IK_BSWAP: case IK_BITREVERSE: case IK_NV_BREV32: case IK_NV_BREV64:
  case IK_NV_CLZ_I: case IK_NV_CLZ_LL: case IK_NV_POPC_I: case IK_NV_POPC_LL: {
    const uint64_t *a = ARG(0);
    uint64_t *d = DST;
    unsigned aw = id == IK_NV_CLZ_LL || id == IK_NV_POPC_LL ? 64 : id == IK_NV_CLZ_I || id == IK_NV_POPC_I ? 32 : wd;
    LANES {
      uint64_t x = a[l];
      switch (id) {
      case IK_CTPOP: case IK_NV_POPC_I: case IK_NV_POPC_LL: d[l] = (uint64_t)__builtin_popcountll(x); break;
      case IK_CTLZ: case IK_NV_CLZ_I: case IK_NV_CLZ_LL:
        d[l] = clz_w(x, aw);
        if (id == IK_CTLZ && !x && (ARG(1)[l] & 1)) np |= 1u << l;
        break;
      case IK_CTTZ:
        d[l] = ctz_w(x, wd);
        if (!x && (ARG(1)[l] & 1)) np |= 1u << l;
        break;
      case IK_BSWAP: {
        uint64_t y = 0;
        for (unsigned i = 0; i < wd / 8; i++) y |= ((x >> (8 * i)) & 0xff) << (wd - 8 - 8 * i);
        d[l] = y;
        break;
      }
      default: d[l] = bitrev(x, aw); break;
      }
      d[l] &= wm;
    }
    np |= ARGP(0);
    break;
  }
  case IK_FSHL: case IK_FSHR: {
    const uint64_t *a = ARG(0), *b = ARG(1), *c = ARG(2);
    uint64_t *d = DST;
    LANES {
      unsigned s = (unsigned)(c[l] % wd);
      if (!s) d[l] = id == IK_FSHL ? a[l] : b[l];
      else if (id == IK_FSHL) d[l] = ((a[l] << s) | (b[l] >> (wd - s))) & wm;
      else d[l] = ((a[l] << (wd - s)) | (b[l] >> s)) & wm;
    }
    np = ARGP(0) | ARGP(1) | ARGP(2);
    break;
  }
  case IK_SADD_O: case IK_UADD_O: case IK_SSUB_O: case IK_USUB_O: case IK_SMUL_O: case IK_UMUL_O: {
    const uint64_t *a = ARG(0), *b = ARG(1);
    uint64_t *d = DST, *o = R + (size_t)(I->dst + 1) * IP_LANES;
    LANES {
      uint64_t x = a[l], y = b[l];
      switch (id) {
      case IK_SADD_O: d[l] = (x + y) & wm; o[l] = (uint64_t)ovf_add(x, y, wd, IP_F_NSW); break;
      case IK_UADD_O: d[l] = (x + y) & wm; o[l] = (uint64_t)ovf_add(x, y, wd, IP_F_NUW); break;
      case IK_SSUB_O: d[l] = (x - y) & wm; o[l] = (uint64_t)ovf_sub(x, y, wd, IP_F_NSW); break;
      case IK_USUB_O: d[l] = (x - y) & wm; o[l] = (uint64_t)ovf_sub(x, y, wd, IP_F_NUW); break;
      case IK_SMUL_O: d[l] = (x * y) & wm; o[l] = (uint64_t)ovf_mul(x, y, wd, IP_F_NSW); break;
      default: d[l] = (x * y) & wm; o[l] = (uint64_t)ovf_mul(x, y, wd, IP_F_NUW); break;
      }
    }
    np = ARGP(0) | ARGP(1);
    SETP(I->dst + 1, np);
    break;
  }
  case IK_SADD_SAT: case IK_UADD_SAT: case IK_SSUB_SAT: case IK_USUB_SAT: {
    const uint64_t *a = ARG(0), *b = ARG(1);
    uint64_t *d = DST;
    int64_t smax = (int64_t)(wm >> 1), smin = -smax - 1;
    LANES {
      uint64_t x = a[l], y = b[l];
      switch (id) {
      case IK_UADD_SAT: d[l] = ovf_add(x, y, wd, IP_F_NUW) ? wm : (x + y) & wm; break;
      case IK_USUB_SAT: d[l] = x < y ? 0 : x - y; break;
      case IK_SADD_SAT:
        d[l] = ovf_add(x, y, wd, IP_F_NSW) ? (uint64_t)(ip_sext(x, wd) < 0 ? smin : smax) & wm : (x + y) & wm;
        break;
      default:
        d[l] = ovf_sub(x, y, wd, IP_F_NSW) ? (uint64_t)(ip_sext(x, wd) < 0 ? smin : smax) & wm : (x - y) & wm;
        break;
      }
    }
    np = ARGP(0) | ARGP(1);
    break;
  }
  case IK_NV_MULHI_I: case IK_NV_MULHI_UI: case IK_NV_MULHI_LL: case IK_NV_MULHI_ULL: case IK_NV_MUL24_I:
  case IK_NV_MUL24_UI: case IK_NV_SAD_I: case IK_NV_SAD_UI: {
    const uint64_t *a = ARG(0), *b = ARG(1);
    uint64_t *d = DST;
    LANES {
      uint64_t x = a[l], y = b[l], z;
      switch (id) {
      case IK_NV_MULHI_I: z = (uint64_t)(((int64_t)(int32_t)x * (int64_t)(int32_t)y) >> 32); break;
      case IK_NV_MULHI_UI: z = (x * y) >> 32; break;
      case IK_NV_MULHI_LL: {
        __extension__ typedef __int128 i128;
        i128 p = (i128)(int64_t)x * (int64_t)y;
        z = (uint64_t)(p >> 64);
        break;
      }
      case IK_NV_MULHI_ULL: {
        __extension__ typedef unsigned __int128 u128;
        u128 p = (u128)x * y;
        z = (uint64_t)(p >> 64);
        break;
      }
      case IK_NV_MUL24_I: z = (uint64_t)(ip_sext(x & 0xffffff, 24) * ip_sext(y & 0xffffff, 24)); break;
      case IK_NV_MUL24_UI: z = (x & 0xffffff) * (y & 0xffffff); break;
      case IK_NV_SAD_I: {
        int32_t p = (int32_t)x, q = (int32_t)y;
        z = (uint64_t)((p > q ? (uint32_t)p - (uint32_t)q : (uint32_t)q - (uint32_t)p) + (uint32_t)ARG(2)[l]);
        break;
      }
      default: z = (uint64_t)((uint32_t)(x > y ? x - y : y - x) + (uint32_t)ARG(2)[l]); break;
      }
      d[l] = z & wm;
    }
    np = ARGP(0) | ARGP(1);
    break;
  }
  case IK_NV_REFLECT: case IK_NV_REFLECT2: {
    /* NVVMReflect: __CUDA_FTZ is 0 (no flush to zero, as the interpreter computes), __CUDA_ARCH
       the context's sm (sm_90 -> 900), anything else 0 */
    const uint64_t *p = ARG(0);
    uint64_t *d = DST;
    const char *sm = gpuopt_ctx_options(r->ctx)->sm;
    unsigned arch = sm && !strncmp(sm, "sm_", 3) ? (unsigned)atoi(sm + 3) * 10 : 900;
    LANES {
      char name[32] = "";
      const char *why;
      uint64_t a = p[l];
      for (unsigned k = 0; k + 1 < sizeof name; k++) {
        ip_alloc *al = mem_check(r, a + k, 1, 1, 0, &why);
        if (!al) return mem_fail(r, w, f, pc, l, why, "load (__nvvm_reflect string)", a + k, 1, 1);
        name[k] = (char)al->data[(a + k) & IP_OFF_MASK];
        if (!name[k]) break;
      }
      d[l] = !strcmp(name, "__CUDA_ARCH") ? arch : 0;
    }
    break;
  }
  case IK_NV_ADD_RN_F: case IK_NV_ADD_RN_D: case IK_NV_MUL_RN_F: case IK_NV_MUL_RN_D: {
    const uint64_t *a = ARG(0), *b = ARG(1);
    uint64_t *d = DST;
    int add = id == IK_NV_ADD_RN_F || id == IK_NV_ADD_RN_D;
    if (wd == 32) LANES d[l] = B32(add ? F32(a[l]) + F32(b[l]) : F32(a[l]) * F32(b[l]));
    else LANES d[l] = B64(add ? F64(a[l]) + F64(b[l]) : F64(a[l]) * F64(b[l]));
    np = ARGP(0) | ARGP(1);
    break;
  }
  case IK_NV_FLOOR_F: case IK_NV_FLOOR_D: case IK_NV_CEIL_F: case IK_NV_CEIL_D: case IK_NV_TRUNC_F: case IK_NV_TRUNC_D: {
    const uint64_t *a = ARG(0);
    uint64_t *d = DST;
    LANES {
      double x = FX(a[l], wd);
      double y = (id == IK_NV_FLOOR_F || id == IK_NV_FLOOR_D) ? floor(x) : (id == IK_NV_CEIL_F || id == IK_NV_CEIL_D) ? ceil(x) : trunc(x);
      d[l] = BX(y, wd);
    }
    np = ARGP(0);
    break;
  }
  case IK_VPRINTF: { /* device printf: the host's hook, lane by lane (devmem.c) */
    if (!r->ip->printf_fn) return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "device printf (vprintf) without a printf hook");
    const uint64_t *fmt = ARG(0), *args = ARG(1);
    uint64_t *d = I->dst >= 0 ? DST : NULL;
    LANES {
      if ((ARGP(0) | ARGP(1)) >> l & 1) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "vprintf of a poison argument");
      int n = r->ip->printf_fn(r->ip->printf_user, r->ip, fmt[l], args[l]);
      if (d) d[l] = (uint32_t)n;
    }
    break;
  }
  case IK_NV_MATH: { /* nvmath.c */
    unsigned n = (unsigned)I->imm;
    uint64_t *d = DST, in[3] = {0, 0, 0};
    LANES {
      for (unsigned k = 0; k < n; k++) in[k] = ARG(k)[l];
      d[l] = gpuopt__ip_nvmath_eval(I->c, in);
    }
    for (unsigned k = 0; k < n; k++) np |= ARGP(k);
    break;
  }
  case IK_NV_D2I_LO: case IK_NV_D2I_HI: {
    const uint64_t *a = ARG(0);
    uint64_t *d = DST;
    LANES d[l] = id == IK_NV_D2I_LO ? (a[l] & 0xffffffffu) : (a[l] >> 32);
    np = ARGP(0);
    break;
  }
  case IK_NV_LOHI_I2D: {
    const uint64_t *a = ARG(0), *b = ARG(1);
    uint64_t *d = DST;
    LANES d[l] = (a[l] & 0xffffffffu) | (b[l] << 32);
    np = ARGP(0) | ARGP(1);
    break;
  }
  default:
    if (id >= IK_LIBM_FIRST && id <= IK_LIBM_LAST) { /* host.c */
      const uint64_t *a = ARG(0), *b = id >= IK_LIBM_POW ? ARG(1) : a;
      uint64_t *d = DST;
      LANES d[l] = gpuopt__ip_libm(id, a[l], b[l]);
      np = ARGP(0) | (id >= IK_LIBM_POW ? ARGP(1) : 0);
      break;
    }
    return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "unsupported intrinsic %s", gpuopt__ip_intrinsic_name(id));
  }
  (void)isf;
  if (I->dst >= 0) SETP(I->dst, np);
  return GPUOPT_OK;
}

/* ---- the warp loop ---- */

static int run_warp(ip_run *r, ip_warp *w) {
  gpuopt_interp *ip = r->ip;
  ip_fn *f;
  ip_frame *fr;
  uint64_t *R;
  uint32_t *P, mask, pc;
  int tracing = ip->trace != NULL;
reload:
  for (;;) {
    if (!w->frames.len) {
      w->state = W_DONE;
      return GPUOPT_OK;
    }
    fr = &w->frames.data[w->frames.len - 1];
    if (w->entries.len == fr->stack_base) {
      frame_pop(ip, w);
      continue;
    }
    ip_entry *e = &w->entries.data[w->entries.len - 1];
    if (!e->mask || e->pc == PC_EXIT) {
      w->entries.len--;
      continue;
    }
    break;
  }
  f = fr->f;
  R = w->regs + fr->regoff * IP_LANES;
  P = w->pois + fr->regoff;
  {
    ip_entry *e = &w->entries.data[w->entries.len - 1];
    mask = e->mask;
    pc = e->pc;
  }
  for (;;) {
    const ip_inst *I = &f->code[pc];
    r->st.warp_insts++;
    r->st.lane_insts += (uint64_t)__builtin_popcount(mask);
    switch (I->op) {
    case OP_BLOCK:
      if (r->st.warp_insts > r->max_steps)
        return rt_fail(r, w, f, pc, -1, GPUOPT_ERUNTIME, "step limit of %llu warp instructions exceeded (an endless loop?)",
                       (unsigned long long)r->max_steps);
      if (tracing) {
        const ip_block *B = &f->blocks[I->aux];
        for (uint32_t k = 0; k < B->nphi; k++) {
          const ip_phi *ph = &f->phis[B->phi + k];
          trace_value(r, w, f, f->src[ph->inst], R, P, ph->slot, ph->leaves, ph->bits, mask);
        }
      }
      pc++;
      continue;
    case OP_NOP: pc++; continue;
    case OP_UNSUPPORTED:
      return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "unsupported: %s", f->unsupported[I->aux]);
    case OP_COPY: {
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      const uint64_t *a = R + (size_t)I->a * IP_LANES;
      LANES d[l] = a[l];
      SETP(I->dst, P[I->a]);
      break;
    }
    case OP_SETPOISON: SETP(I->dst, 0xffffffffu); break;
#define BIN_BEGIN                                                                   \
  uint64_t *d = R + (size_t)I->dst * IP_LANES;                                      \
  const uint64_t *a = R + (size_t)I->a * IP_LANES, *b = R + (size_t)I->b * IP_LANES; \
  unsigned wd = I->width;                                                           \
  uint64_t wm = ip_wmask(wd);                                                       \
  uint32_t np = P[I->a] | P[I->b];                                                  \
  (void)wm;
    case OP_ADD: {
      BIN_BEGIN
      LANES d[l] = (a[l] + b[l]) & wm;
      if (I->flags) LANES if (ovf_add(a[l], b[l], wd, I->flags)) np |= 1u << l;
      SETP(I->dst, np);
      break;
    }
    case OP_SUB: {
      BIN_BEGIN
      LANES d[l] = (a[l] - b[l]) & wm;
      if (I->flags) LANES if (ovf_sub(a[l], b[l], wd, I->flags)) np |= 1u << l;
      SETP(I->dst, np);
      break;
    }
    case OP_MUL: {
      BIN_BEGIN
      LANES d[l] = (a[l] * b[l]) & wm;
      if (I->flags) LANES if (ovf_mul(a[l], b[l], wd, I->flags)) np |= 1u << l;
      SETP(I->dst, np);
      break;
    }
    case OP_UDIV: case OP_SDIV: case OP_UREM: case OP_SREM: {
      BIN_BEGIN
      int sg = I->op == OP_SDIV || I->op == OP_SREM, rem = I->op == OP_UREM || I->op == OP_SREM;
      LANES {
        if (P[I->b] >> l & 1) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison divisor");
        if (!b[l]) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "division by zero");
        uint64_t q;
        if (sg) {
          int64_t x = ip_sext(a[l], wd), y = ip_sext(b[l], wd);
          if (y == -1 && a[l] == (UINT64_C(1) << (wd - 1)))
            return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "signed division overflow (INT_MIN / -1)");
          q = (uint64_t)(rem ? x % y : x / y) & wm;
          if (!rem && (I->flags & IP_F_EXACT) && x % y) np |= 1u << l;
        } else {
          q = rem ? a[l] % b[l] : a[l] / b[l];
          if (!rem && (I->flags & IP_F_EXACT) && a[l] % b[l]) np |= 1u << l;
        }
        d[l] = q;
      }
      SETP(I->dst, np);
      break;
    }
    case OP_SHL: case OP_LSHR: case OP_ASHR: {
      BIN_BEGIN
      LANES {
        uint64_t s = b[l], x = a[l];
        if (s >= wd) {
          np |= 1u << l;
          d[l] = 0;
          continue;
        }
        uint64_t y;
        if (I->op == OP_SHL) {
          y = (x << s) & wm;
          if (((I->flags & IP_F_NUW) && (y >> s) != x) || ((I->flags & IP_F_NSW) && (ip_sext(y, wd) >> s) != ip_sext(x, wd)))
            np |= 1u << l;
        } else if (I->op == OP_LSHR) {
          y = x >> s;
        } else {
          y = (uint64_t)(ip_sext(x, wd) >> s) & wm;
        }
        if ((I->flags & IP_F_EXACT) && s && (x & ((UINT64_C(1) << s) - 1))) np |= 1u << l;
        d[l] = y;
      }
      SETP(I->dst, np);
      break;
    }
    case OP_AND: { BIN_BEGIN LANES d[l] = a[l] & b[l]; SETP(I->dst, np); break; }
    case OP_OR: {
      BIN_BEGIN
      LANES d[l] = a[l] | b[l];
      if (I->flags & IP_F_DISJOINT) LANES if (a[l] & b[l]) np |= 1u << l;
      SETP(I->dst, np);
      break;
    }
    case OP_XOR: { BIN_BEGIN LANES d[l] = a[l] ^ b[l]; SETP(I->dst, np); break; }
#define FBIN(OPC, EXPR32, EXPR64)                                          \
    case OPC: {                                                          \
      BIN_BEGIN                                                          \
      if (wd == 32) LANES { float x = F32(a[l]), y = F32(b[l]); d[l] = B32(EXPR32); } \
      else if (wd == 64) LANES { double x = F64(a[l]), y = F64(b[l]); d[l] = B64(EXPR64); } \
      else LANES { double x = F16(a[l]), y = F16(b[l]); d[l] = B16(EXPR64); } \
      SETP(I->dst, np);                                                  \
      break;                                                             \
    }
    FBIN(OP_FADD, x + y, x + y)
    FBIN(OP_FSUB, x - y, x - y)
    FBIN(OP_FMUL, x * y, x * y)
    FBIN(OP_FDIV, x / y, x / y)
    FBIN(OP_FREM, fmodf(x, y), fmod(x, y))
    case OP_FNEG: {
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      const uint64_t *a = R + (size_t)I->a * IP_LANES;
      uint64_t sb = I->width == 32 ? UINT64_C(0x80000000) : I->width == 16 ? UINT64_C(0x8000) : UINT64_C(0x8000000000000000);
      LANES d[l] = a[l] ^ sb;
      SETP(I->dst, P[I->a]);
      break;
    }
    case OP_ICMP: {
      BIN_BEGIN
      switch (I->aux) {
      case LLVMIntEQ: LANES d[l] = a[l] == b[l]; break;
      case LLVMIntNE: LANES d[l] = a[l] != b[l]; break;
      case LLVMIntUGT: LANES d[l] = a[l] > b[l]; break;
      case LLVMIntUGE: LANES d[l] = a[l] >= b[l]; break;
      case LLVMIntULT: LANES d[l] = a[l] < b[l]; break;
      case LLVMIntULE: LANES d[l] = a[l] <= b[l]; break;
      case LLVMIntSGT: LANES d[l] = ip_sext(a[l], wd) > ip_sext(b[l], wd); break;
      case LLVMIntSGE: LANES d[l] = ip_sext(a[l], wd) >= ip_sext(b[l], wd); break;
      case LLVMIntSLT: LANES d[l] = ip_sext(a[l], wd) < ip_sext(b[l], wd); break;
      default: LANES d[l] = ip_sext(a[l], wd) <= ip_sext(b[l], wd); break;
      }
      SETP(I->dst, np);
      break;
    }
    case OP_FCMP: {
      BIN_BEGIN
      LANES {
        double x = FX(a[l], wd), y = FX(b[l], wd);
        int rel = isnan(x) || isnan(y) ? 3 : x < y ? 2 : x > y ? 1 : 0;
        d[l] = (I->aux >> rel) & 1;
      }
      SETP(I->dst, np);
      break;
    }
    case OP_SELECT: {
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      const uint64_t *a = R + (size_t)I->a * IP_LANES, *b = R + (size_t)I->b * IP_LANES,
                     *c = R + (size_t)I->c * IP_LANES;
      uint32_t np = P[I->c], pa = P[I->a], pb = P[I->b];
      LANES {
        int t = (int)(c[l] & 1);
        d[l] = t ? a[l] : b[l];
        np |= ((t ? pa : pb) >> l & 1) << l;
      }
      SETP(I->dst, np);
      break;
    }
    case OP_TRUNC: case OP_SEXT: case OP_FPTRUNC: case OP_FPEXT: case OP_FPTOUI: case OP_FPTOSI: case OP_UITOFP:
    case OP_SITOFP: case OP_FREEZE: {
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      const uint64_t *a = R + (size_t)I->a * IP_LANES;
      unsigned wd = I->width, sw = I->aux;
      uint64_t wm = ip_wmask(wd);
      uint32_t np = P[I->a];
      switch (I->op) {
      case OP_TRUNC: LANES d[l] = a[l] & wm; break;
      case OP_SEXT: LANES d[l] = (uint64_t)ip_sext(a[l], sw) & wm; break;
      case OP_FPTRUNC: case OP_FPEXT: LANES d[l] = BX(FX(a[l], sw), wd); break;
      case OP_FPTOUI: case OP_FPTOSI:
        LANES {
          double x = trunc(FX(a[l], sw));
          int ok;
          if (I->op == OP_FPTOUI) {
            ok = x >= 0 && x < ldexp(1.0, (int)wd);
            d[l] = ok ? (uint64_t)x & wm : 0;
          } else {
            ok = x >= -ldexp(1.0, (int)wd - 1) && x < ldexp(1.0, (int)wd - 1);
            d[l] = ok ? (uint64_t)(int64_t)x & wm : 0;
          }
          if (!ok) np |= 1u << l; /* out of range or NaN: poison */
        }
        break;
      case OP_UITOFP:
        if (wd == 32) LANES d[l] = B32((float)a[l]);
        else if (wd == 64) LANES d[l] = B64((double)a[l]);
        else LANES d[l] = B16((double)a[l]);
        break;
      case OP_SITOFP:
        if (wd == 32) LANES d[l] = B32((float)ip_sext(a[l], sw));
        else if (wd == 64) LANES d[l] = B64((double)ip_sext(a[l], sw));
        else LANES d[l] = B16((double)ip_sext(a[l], sw));
        break;
      default: /* freeze: poison becomes an arbitrary fixed value (0) */
        LANES d[l] = (np >> l & 1) ? 0 : a[l];
        np = 0;
        break;
      }
      SETP(I->dst, np);
      break;
    }
    case OP_PACK: {
      /* bitcast between types with different leaf counts: through the bits, little-endian */
      uint32_t sn = I->aux, sbits = I->aux2, dn = (uint32_t)I->imm, dbits = I->width, np = 0;
      for (uint32_t k = 0; k < sn; k++) np |= P[I->a + (int32_t)k];
      uint64_t out[64];
      if (dn > 64 || sn * sbits > 64 * 64)
        return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "unsupported: a bitcast of more than 4096 bits");
      LANES {
        uint64_t bitsbuf[64];
        memset(bitsbuf, 0, sizeof bitsbuf);
        for (uint32_t k = 0; k < sn; k++) {
          uint64_t v = R[(size_t)(I->a + (int32_t)k) * IP_LANES + l];
          for (uint32_t t = 0; t < sbits; t++)
            if (v >> t & 1) {
              uint32_t pos = k * sbits + t;
              bitsbuf[pos >> 6] |= UINT64_C(1) << (pos & 63);
            }
        }
        for (uint32_t k = 0; k < dn; k++) {
          uint64_t v = 0;
          for (uint32_t t = 0; t < dbits; t++) {
            uint32_t pos = k * dbits + t;
            v |= ((bitsbuf[pos >> 6] >> (pos & 63)) & 1) << t;
          }
          out[k] = v;
        }
        for (uint32_t k = 0; k < dn; k++) R[(size_t)(I->dst + (int32_t)k) * IP_LANES + l] = out[k];
      }
      for (uint32_t k = 0; k < dn; k++) SETP(I->dst + (int32_t)k, np);
      break;
    }
    case OP_EXTRACT_DYN: {
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      const uint64_t *c = R + (size_t)I->c * IP_LANES;
      uint32_t np = P[I->c];
      LANES {
        uint64_t k = c[l];
        if (k >= I->aux) {
          np |= 1u << l;
          d[l] = 0;
          continue;
        }
        d[l] = R[(size_t)(I->a + (int32_t)k) * IP_LANES + l];
        np |= (P[I->a + (int32_t)k] >> l & 1) << l;
      }
      SETP(I->dst, np);
      break;
    }
    case OP_INSERT_DYN: {
      const uint64_t *c = R + (size_t)I->c * IP_LANES, *b = R + (size_t)I->b * IP_LANES;
      for (uint32_t k = 0; k < I->aux; k++) {
        uint64_t *d = R + (size_t)(I->dst + (int32_t)k) * IP_LANES;
        const uint64_t *a = R + (size_t)(I->a + (int32_t)k) * IP_LANES;
        uint32_t np = P[I->c];
        LANES {
          if (c[l] == k) {
            d[l] = b[l];
            np |= (P[I->b] >> l & 1) << l;
          } else {
            d[l] = a[l];
            np |= (P[I->a + (int32_t)k] >> l & 1) << l;
            if (c[l] >= I->aux) np |= 1u << l;
          }
        }
        SETP(I->dst + (int32_t)k, np);
      }
      break;
    }
    case OP_GEP: {
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      const uint64_t *a = R + (size_t)I->a * IP_LANES;
      uint32_t np = P[I->a];
      uint64_t off = (uint64_t)I->imm;
      LANES d[l] = a[l] + off;
      for (uint32_t k = 0; k < I->aux2; k++) {
        const ip_gepidx *g = &f->gepidx[I->aux + k];
        const uint64_t *x = R + (size_t)g->slot * IP_LANES;
        unsigned gw = g->width;
        int64_t sc = g->scale;
        np |= P[g->slot];
        LANES d[l] += (uint64_t)ip_sext(x[l], gw) * (uint64_t)sc; /* wraps, as a GEP does */
      }
      SETP(I->dst, np);
      break;
    }
    case OP_LOAD: {
      const uint64_t *a = R + (size_t)I->a * IP_LANES;
      uint64_t size = (uint64_t)I->c, align = (uint64_t)I->imm;
      const ip_leaf *lv = f->leaves + I->aux;
      uint32_t nlv = I->aux2;
      uint32_t np[64];
      uint32_t npo = 0;
      if (nlv > 64) return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "unsupported: a load of more than 64 values");
      memset(np, 0, nlv * sizeof *np);
      ip_sectors sec;
      sec.n = 0;
      sec.extra = 0;
      LANES {
        if (P[I->a] >> l & 1) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison address of a load");
        const char *why;
        ip_alloc *al = mem_check(r, a[l], size, align, 0, &why);
        if (!al) return mem_fail(r, w, f, pc, l, why, "load", a[l], size, align);
        if (is_global_mem(al)) sectors_add(&sec, a[l], size);
        if (ip->mem_trace) gpuopt__ip_mem_event(ip, f->src[pc], a[l], size, 0);
        uint64_t off = a[l] & IP_OFF_MASK;
        const uint8_t *p = al->data + off;
        for (uint32_t k = 0; k < nlv; k++) {
          uint64_t v = rd(p + lv[k].off, lv[k].size);
          if (!lv[k].isfloat) v &= ip_wmask(lv[k].bits);
          R[(size_t)(I->dst + (int32_t)k) * IP_LANES + l] = v;
          if (al->shadow && shadow_any(al, off + lv[k].off, lv[k].size)) np[k] |= 1u << l;
        }
      }
      (void)npo;
      if (sec.n) r->st.gld_requests++, r->st.gld_sectors += sec.n + sec.extra;
      for (uint32_t k = 0; k < nlv; k++) SETP(I->dst + (int32_t)k, np[k]);
      break;
    }
    case OP_STORE: {
      const uint64_t *a = R + (size_t)I->a * IP_LANES;
      uint64_t size = (uint64_t)I->c, align = (uint64_t)I->imm;
      const ip_leaf *lv = f->leaves + I->aux;
      uint32_t nlv = I->aux2;
      ip_sectors sec;
      sec.n = 0;
      sec.extra = 0;
      LANES {
        if (P[I->a] >> l & 1) return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison address of a store");
        const char *why;
        ip_alloc *al = mem_check(r, a[l], size, align, 1, &why);
        if (!al) return mem_fail(r, w, f, pc, l, why, "store", a[l], size, align);
        if (is_global_mem(al)) sectors_add(&sec, a[l], size);
        if (ip->mem_trace) gpuopt__ip_mem_event(ip, f->src[pc], a[l], size, 1);
        uint64_t off = a[l] & IP_OFF_MASK;
        uint8_t *p = al->data + off;
        for (uint32_t k = 0; k < nlv; k++) {
          int32_t s = I->b + (int32_t)k;
          if (P[s] >> l & 1) {
            if (!al->shadow) {
              char as[200];
              addr_str(r, a[l], as, sizeof as);
              return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison value stored to global memory at %s", as);
            }
            memset(al->shadow + off + lv[k].off, 1, lv[k].size);
            continue;
          }
          wr(p + lv[k].off, lv[k].size, R[(size_t)s * IP_LANES + l]);
          if (al->shadow) memset(al->shadow + off + lv[k].off, 0, lv[k].size);
        }
      }
      if (sec.n) r->st.gst_requests++, r->st.gst_sectors += sec.n + sec.extra;
      break;
    }
    case OP_ALLOCA: {
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      uint64_t size = (uint64_t)I->imm;
      LANES {
        uint8_t *data = calloc(1, size ? size : 1), *sh = malloc(size ? size : 1);
        uint32_t id = 0;
        if (data && sh) {
          memset(sh, 1, size ? size : 1); /* uninitialized: poison */
          id = gpuopt__ip_alloc_new(ip, IP_MEM_LOCAL, data, sh, size, "local memory (alloca)", 1);
        }
        if (!id || !VEC_PUSH(&w->allocas, id)) {
          if (!id) free(data), free(sh);
          else gpuopt__ip_alloc_release(ip, id);
          return gpuopt__oom(r->ctx, "gpuopt_interp_run");
        }
        d[l] = ip_addr(id, 0);
      }
      SETP(I->dst, 0);
      break;
    }
    case OP_ATOMICRMW: case OP_CMPXCHG: {
      const uint64_t *a = R + (size_t)I->a * IP_LANES, *b = R + (size_t)I->b * IP_LANES;
      const uint64_t *c = I->op == OP_CMPXCHG ? R + (size_t)I->c * IP_LANES : NULL;
      uint64_t *d = R + (size_t)I->dst * IP_LANES;
      unsigned wd = I->width, size = I->aux2;
      uint64_t wm = ip_wmask(wd), align = (uint64_t)I->imm;
      ip_sectors sec;
      sec.n = 0;
      sec.extra = 0;
      LANES {
        if ((P[I->a] | P[I->b] | (c ? P[I->c] : 0)) >> l & 1)
          return rt_fail(r, w, f, pc, l, GPUOPT_ERUNTIME, "poison address or operand of an atomic operation");
        const char *why;
        ip_alloc *al = mem_check(r, a[l], size, align, 1, &why);
        if (!al) return mem_fail(r, w, f, pc, l, why, "atomic", a[l], size, align);
        if (is_global_mem(al)) sectors_add(&sec, a[l], size);
        uint8_t *p = al->data + (a[l] & IP_OFF_MASK);
        uint64_t old = rd(p, size) & wm, x = b[l], nv;
        if (I->op == OP_CMPXCHG) {
          int ok = old == x;
          if (ok) wr(p, size, c[l]);
          d[l] = old;
          if (!(I->flags & IP_F_NOSUCC)) R[(size_t)(I->dst + 1) * IP_LANES + l] = (uint64_t)ok;
          if (al->shadow) memset(al->shadow + (a[l] & IP_OFF_MASK), 0, size);
          continue;
        }
        int fl = (I->flags & IP_F_FLOAT) != 0;
        switch (I->aux) {
        case LLVMAtomicRMWBinOpXchg: nv = x; break;
        case LLVMAtomicRMWBinOpAdd: nv = old + x; break;
        case LLVMAtomicRMWBinOpSub: nv = old - x; break;
        case LLVMAtomicRMWBinOpAnd: nv = old & x; break;
        case LLVMAtomicRMWBinOpNand: nv = ~(old & x); break;
        case LLVMAtomicRMWBinOpOr: nv = old | x; break;
        case LLVMAtomicRMWBinOpXor: nv = old ^ x; break;
        case LLVMAtomicRMWBinOpMax: nv = ip_sext(old, wd) > ip_sext(x, wd) ? old : x; break;
        case LLVMAtomicRMWBinOpMin: nv = ip_sext(old, wd) < ip_sext(x, wd) ? old : x; break;
        case LLVMAtomicRMWBinOpUMax: nv = old > x ? old : x; break;
        case LLVMAtomicRMWBinOpUMin: nv = old < x ? old : x; break;
        case LLVMAtomicRMWBinOpFAdd: case LLVMAtomicRMWBinOpFSub: case LLVMAtomicRMWBinOpFMax: case LLVMAtomicRMWBinOpFMin:
          if (!fl || (wd != 32 && wd != 64))
            return rt_fail(r, w, f, pc, l, GPUOPT_EUNSUPPORTED, "unsupported atomic operation (of this type)");
          if (wd == 32) {
            float o = F32(old), y = F32(x);
            float z = I->aux == LLVMAtomicRMWBinOpFAdd ? o + y : I->aux == LLVMAtomicRMWBinOpFSub ? o - y
                      : I->aux == LLVMAtomicRMWBinOpFMax ? (float)fmax_nv(o, y) : (float)fmin_nv(o, y);
            nv = B32(z);
          } else {
            double o = F64(old), y = F64(x);
            double z = I->aux == LLVMAtomicRMWBinOpFAdd ? o + y : I->aux == LLVMAtomicRMWBinOpFSub ? o - y
                       : I->aux == LLVMAtomicRMWBinOpFMax ? fmax_nv(o, y) : fmin_nv(o, y);
            nv = B64(z);
          }
          break;
        case LLVMAtomicRMWBinOpUIncWrap: nv = old >= x ? 0 : old + 1; break;
        case LLVMAtomicRMWBinOpUDecWrap: nv = (old == 0 || old > x) ? x : old - 1; break;
        default:
          return rt_fail(r, w, f, pc, l, GPUOPT_EUNSUPPORTED, "unsupported atomicrmw operation %u", I->aux);
        }
        wr(p, size, nv & wm);
        if (al->shadow) memset(al->shadow + (a[l] & IP_OFF_MASK), 0, size);
        d[l] = old;
      }
      if (sec.n) r->st.gst_requests++, r->st.gst_sectors += sec.n + sec.extra;
      SETP(I->dst, 0);
      if (I->op == OP_CMPXCHG && !(I->flags & IP_F_NOSUCC)) SETP(I->dst + 1, 0);
      break;
    }
    case OP_BR: {
      ip_group g = {I->aux, f->edges[I->aux].target, mask};
      if (!branch(r, w, f, R, P, f->blockof[pc], &g, 1)) return gpuopt__oom(r->ctx, "gpuopt_interp_run");
      goto reload;
    }
    case OP_CBR: {
      const uint64_t *c = R + (size_t)I->a * IP_LANES;
      uint32_t tm = 0;
      if (P[I->a] & mask)
        return rt_fail(r, w, f, pc, __builtin_ctz(P[I->a] & mask), GPUOPT_ERUNTIME, "branch on a poison condition");
      LANES tm |= (uint32_t)(c[l] & 1) << l;
      if (tracing) {
        uint64_t s[IP_LANES];
        LANES s[l] = !(tm >> l & 1);
        trace_branch(r, w, f, f->src[pc], s, mask);
      }
      ip_group g[2] = {{I->aux, f->edges[I->aux].target, tm}, {I->aux2, f->edges[I->aux2].target, mask & ~tm}};
      int ng = 2;
      if (!tm) g[0] = g[1], ng = 1;
      else if (tm == mask) ng = 1;
      else if (g[0].target == g[1].target) {
        /* both edges reach one block: copy for each edge, then move on together */
        if (!edge_copy(r, f, R, P, &f->edges[I->aux2], mask & ~tm)) return gpuopt__oom(r->ctx, "gpuopt_interp_run");
        g[0].edge = I->aux2, g[0].mask = mask;
        if (!edge_copy(r, f, R, P, &f->edges[I->aux], tm)) return gpuopt__oom(r->ctx, "gpuopt_interp_run");
        ip_entry *top = &w->entries.data[w->entries.len - 1];
        if (g[0].target == top->rpc) w->entries.len--;
        else top->pc = f->blocks[g[0].target].first;
        goto reload;
      }
      if (!branch(r, w, f, R, P, f->blockof[pc], g, ng)) return gpuopt__oom(r->ctx, "gpuopt_interp_run");
      goto reload;
    }
    case OP_SWITCH: {
      const uint64_t *c = R + (size_t)I->a * IP_LANES;
      if (P[I->a] & mask)
        return rt_fail(r, w, f, pc, __builtin_ctz(P[I->a] & mask), GPUOPT_ERUNTIME, "switch on a poison value");
      ip_group g[IP_LANES];
      int ng = 0;
      uint64_t s[IP_LANES];
      LANES {
        uint32_t edge = (uint32_t)I->imm, succ = 0;
        for (uint32_t k = 0; k < I->aux2; k++)
          if (f->casevals[f->cases[I->aux + 2 * k]] == c[l]) {
            edge = f->cases[I->aux + 2 * k + 1];
            succ = k + 1;
            break;
          }
        s[l] = succ;
        uint32_t t = f->edges[edge].target;
        int gi = 0;
        while (gi < ng && g[gi].target != t) gi++;
        if (gi == ng) g[ng++] = (ip_group){edge, t, 0};
        g[gi].mask |= 1u << l;
      }
      if (tracing) trace_branch(r, w, f, f->src[pc], s, mask);
      if (!branch(r, w, f, R, P, f->blockof[pc], g, ng)) return gpuopt__oom(r->ctx, "gpuopt_interp_run");
      goto reload;
    }
    case OP_RET: {
      if (w->frames.len > 1) {
        ip_frame *caller = &w->frames.data[w->frames.len - 2];
        uint64_t *CR = w->regs + caller->regoff * IP_LANES;
        uint32_t *CP = w->pois + caller->regoff;
        for (uint32_t k = 0; k < I->aux && fr->ret_dst >= 0; k++) {
          uint64_t *d = CR + (size_t)(fr->ret_dst + (int32_t)k) * IP_LANES;
          const uint64_t *a = R + (size_t)(I->a + (int32_t)k) * IP_LANES;
          LANES d[l] = a[l];
          CP[fr->ret_dst + (int32_t)k] = (CP[fr->ret_dst + (int32_t)k] & ~mask) | (P[I->a + (int32_t)k] & mask);
        }
      } else {
        w->exited |= mask;
        if (I->aux == 1) ip->ret_bits = R[(size_t)I->a * IP_LANES + __builtin_ctz(mask)]; /* host.c */
      }
      lanes_leave(w, mask);
      goto reload;
    }
    case OP_UNREACHABLE:
      return rt_fail(r, w, f, pc, __builtin_ctz(mask), GPUOPT_ERUNTIME, "'unreachable' executed (undefined behaviour)");
    case OP_CALL: {
      ip_fn *g = &ip->fns[I->aux];
      if (w->frames.len >= 512) return rt_fail(r, w, f, pc, -1, GPUOPT_ERUNTIME, "call depth exceeds 512 (recursion?)");
      w->entries.data[w->entries.len - 1].pc = pc + 1;
      size_t callerbase = fr->regoff;
      if (!frame_push(w, g, mask, I->dst)) return gpuopt__oom(r->ctx, "gpuopt_interp_run");
      /* regs may have moved */
      R = w->regs + callerbase * IP_LANES;
      P = w->pois + callerbase;
      ip_frame *nf = &w->frames.data[w->frames.len - 1];
      uint64_t *NR = w->regs + nf->regoff * IP_LANES;
      uint32_t *NP = w->pois + nf->regoff;
      uint32_t k = 0;
      for (uint32_t p = 0; p < g->nparams; p++)
        for (uint32_t q = 0; q < g->param_leaves[p]; q++, k++) {
          if (k >= (uint32_t)I->imm) break;
          int32_t s = f->args[I->aux2 + k], ds = g->params[p] + (int32_t)q;
          memcpy(NR + (size_t)ds * IP_LANES, R + (size_t)s * IP_LANES, IP_LANES * sizeof *NR);
          NP[ds] = P[s] & mask;
        }
      goto reload;
    }
    case OP_INTRIN: {
      int st = exec_intrin(r, w, f, pc, I, R, P, mask);
      if (st == IP_STOP_BARRIER) {
        w->entries.data[w->entries.len - 1].pc = pc + 1;
        w->state = W_BARRIER;
        return GPUOPT_OK;
      }
      if (st) return st;
      break;
    }
    default:
      return rt_fail(r, w, f, pc, -1, GPUOPT_EUNSUPPORTED, "internal: opcode %u", I->op);
    }
    if (tracing && f->tslot[pc] >= 0)
      trace_value(r, w, f, f->src[pc], R, P, f->tslot[pc], f->tleaves[pc], f->tbits[pc], mask);
    pc++;
  }
}

/* ---- blocks and the grid ---- */

static gpuopt_status run_block(ip_run *r, ip_fn *kf) {
  gpuopt_interp *ip = r->ip;
  gpuopt_dim3 B = r->L.block;
  uint32_t nthreads = B.x * B.y * B.z;
  /* shared memory: uninitialized (poison) at the start of each block */
  for (uint32_t i = 0; i < ip->nglobals; i++) {
    ip_global *G = &ip->globals[i];
    if (!G->shared) continue;
    ip_alloc *a = &ip->allocs.data[G->alloc];
    memset(a->data, 0, a->size);
    memset(a->shadow, 1, a->size);
  }
  for (uint32_t wi = 0; wi < r->nwarps; wi++) {
    ip_warp *w = &r->warps[wi];
    w->id = wi;
    w->lanes = 0;
    w->exited = 0;
    w->frames.len = w->entries.len = 0;
    w->nslots = 0;
    w->state = W_RUN;
    for (int l = 0; l < IP_LANES; l++) {
      uint32_t t = wi * IP_LANES + (uint32_t)l;
      if (t >= nthreads) break;
      w->lanes |= 1u << l;
      w->tid[0][l] = t % B.x;
      w->tid[1][l] = (t / B.x) % B.y;
      w->tid[2][l] = t / (B.x * B.y);
    }
    if (!frame_push(w, kf, w->lanes, -1)) return gpuopt__oom(r->ctx, "gpuopt_interp_run");
    for (uint32_t p = 0; p < kf->nparams; p++) {
      int32_t s = kf->params[p];
      uint64_t v = ip->argv[p].bits;
      for (int l = 0; l < IP_LANES; l++) w->regs[(size_t)s * IP_LANES + l] = v;
    }
  }
  r->st.warps += r->nwarps;
  for (;;) {
    int running = 0;
    for (uint32_t wi = 0; wi < r->nwarps; wi++) {
      ip_warp *w = &r->warps[wi];
      if (w->state != W_RUN) continue;
      running = 1;
      int st = run_warp(r, w);
      if (st) return (gpuopt_status)st;
    }
    (void)running;
    uint32_t arrived = 0, done = 0;
    for (uint32_t wi = 0; wi < r->nwarps; wi++) {
      ip_warp *w = &r->warps[wi];
      if (w->state == W_BARRIER) arrived += (uint32_t)__builtin_popcount(w->bar_mask);
      else if (w->state == W_DONE) done++;
    }
    if (done == r->nwarps) return GPUOPT_OK;
    if (arrived == nthreads) {
      uint32_t popc = 0, all = 1, any = 0;
      for (uint32_t wi = 0; wi < r->nwarps; wi++) {
        ip_warp *w = &r->warps[wi];
        popc += (uint32_t)__builtin_popcount(w->bar_pred);
        if (w->bar_pred != w->bar_mask) all = 0;
        if (w->bar_pred) any = 1;
      }
      for (uint32_t wi = 0; wi < r->nwarps; wi++) {
        ip_warp *w = &r->warps[wi];
        w->state = W_RUN;
        if (w->bar_kind && w->bar_dst >= 0) {
          ip_frame *fr = &w->frames.data[w->frames.len - 1];
          uint64_t v = w->bar_kind == 1 ? popc : w->bar_kind == 2 ? all : any;
          uint64_t *d = w->regs + (fr->regoff + (size_t)w->bar_dst) * IP_LANES;
          for (int l = 0; l < IP_LANES; l++) d[l] = v;
          w->pois[fr->regoff + (size_t)w->bar_dst] &= ~w->bar_mask;
        }
      }
      r->st.barriers++;
      continue;
    }
    /* deadlock: find a thread that did not arrive */
    ip_warp *bw = NULL, *mw = NULL;
    int ml = -1;
    for (uint32_t wi = 0; wi < r->nwarps; wi++) {
      ip_warp *w = &r->warps[wi];
      if (w->state == W_BARRIER && !bw) bw = w;
      uint32_t missing = w->lanes & ~(w->state == W_BARRIER ? w->bar_mask : 0);
      if (missing && ml < 0) mw = w, ml = __builtin_ctz(missing);
    }
    if (!bw || !mw) return gpuopt__fail(r->ctx, GPUOPT_ERUNTIME, "gpuopt_interp_run: kernel @%s: internal scheduling error", r->kernel);
    char why[160];
    snprintf(why, sizeof why, "thread (%u,%u,%u) %s", mw->tid[0][ml], mw->tid[1][ml], mw->tid[2][ml],
             (mw->exited >> ml & 1) ? "has exited" : "waits on another path of its warp (divergent barrier)");
    return rt_fail(r, bw, bw->bar_fn, bw->bar_pc, -1, GPUOPT_ERUNTIME,
                   "barrier deadlock: %u of %u threads of the block reached the barrier and %s", arrived, nthreads, why);
  }
}

static void warps_free(ip_run *r) {
  for (uint32_t i = 0; i < r->nwarps; i++) {
    ip_warp *w = &r->warps[i];
    while (w->frames.len) frame_pop(r->ip, w);
    VEC_FREE(&w->frames);
    VEC_FREE(&w->entries);
    VEC_FREE(&w->allocas);
    free(w->regs);
    free(w->pois);
  }
  free(r->warps);
  free(r->tmp);
  free(r->tmpp);
}

gpuopt_status gpuopt_interp_run(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch,
                                gpuopt_interp_stats *stats) {
  if (!ip) return GPUOPT_EINVAL;
  gpuopt_ctx *ctx = ip->ctx;
  if (!kernel || !launch) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_interp_run: NULL kernel name or launch");
  if (launch->version != GPUOPT_LAUNCH_VERSION)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_interp_run: launch.version %u, expected %u", launch->version,
                        GPUOPT_LAUNCH_VERSION);
  ip_fn *kf = NULL;
  for (uint32_t i = 0; i < ip->nfns; i++)
    if (ip->fns[i].decoded && !strcmp(ip->fns[i].name, kernel)) kf = &ip->fns[i];
  if (!kf) return gpuopt__fail(ctx, GPUOPT_ENOTFOUND, "gpuopt_interp_run: no function @%s with a body in the module", kernel);
  if (!gpuopt_is_kernel(kf->fn) && !ip->host)
    return gpuopt__fail(ctx, GPUOPT_ENOTFOUND, "gpuopt_interp_run: @%s is not a kernel (no ptx_kernel calling convention or nvvm.annotations entry)", kernel);
  const gpuopt_dim3 *g = &launch->grid, *b = &launch->block;
  if (!g->x || !g->y || !g->z || !b->x || !b->y || !b->z || (uint64_t)b->x * b->y * b->z > 1024 ||
      g->y > 65535 || g->z > 65535)
    return gpuopt__fail(ctx, GPUOPT_EINVAL,
                        "gpuopt_interp_run: launch grid (%u,%u,%u) block (%u,%u,%u): expected every extent >= 1, at most 1024 threads per block, grid y and z <= 65535",
                        g->x, g->y, g->z, b->x, b->y, b->z);
  if (kf->nparams > ip->nargv)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_interp_run: kernel @%s has %u parameters but %u are bound", kernel,
                        kf->nparams, ip->nargv);
  for (uint32_t p = 0; p < kf->nparams; p++) {
    LLVMValueRef pv = LLVMGetParam(kf->fn, p);
    LLVMTypeRef t = LLVMTypeOf(pv);
    int isptr = LLVMGetTypeKind(t) == LLVMPointerTypeKind;
    if (!ip->argv[p].bound)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_interp_run: parameter %u of @%s is not bound", p, kernel);
    if (kf->param_leaves[p] != 1)
      return gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED, "gpuopt_interp_run: parameter %u of @%s has an aggregate or unsupported type", p, kernel);
    if (ip->argv[p].is_buffer && !isptr)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_interp_run: parameter %u of @%s is not a pointer but a buffer is bound to it", p, kernel);
    if (!ip->argv[p].is_buffer && isptr && ip->argv[p].bits && !ip->argv[p].raw)
      return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_interp_run: parameter %u of @%s is a pointer: bind a buffer (a scalar binds only the null pointer)", p, kernel);
  }
  /* globals: initial contents at every run (unless persistent: devmem.c) */
  for (uint32_t i = 0; i < ip->nglobals; i++) {
    ip_global *G = &ip->globals[i];
    ip_alloc *a = &ip->allocs.data[G->alloc];
    if (G->dynamic && a->size != launch->dynamic_shared) {
      uint8_t *d = realloc(a->data, launch->dynamic_shared ? launch->dynamic_shared : 1);
      if (!d) return gpuopt__oom(ctx, "gpuopt_interp_run");
      a->data = d;
      uint8_t *s = realloc(a->shadow, launch->dynamic_shared ? launch->dynamic_shared : 1);
      if (!s) return gpuopt__oom(ctx, "gpuopt_interp_run");
      a->shadow = s;
      a->size = launch->dynamic_shared;
    }
    if (G->shared || ip->persistent) continue;
    if (G->init) memcpy(a->data, G->init, G->size);
    else memset(a->data, 0, G->size);
  }
  ip_run r;
  memset(&r, 0, sizeof r);
  r.ip = ip;
  r.ctx = ctx;
  r.kernel = kernel;
  r.L = *launch;
  r.max_steps = launch->max_steps ? launch->max_steps : (UINT64_C(1) << 32);
  uint32_t nthreads = b->x * b->y * b->z;
  r.nwarps = (nthreads + IP_LANES - 1) / IP_LANES;
  r.warps = calloc(r.nwarps, sizeof *r.warps);
  if (!r.warps) return gpuopt__oom(ctx, "gpuopt_interp_run");
  /* argument buffers */
  uint32_t *argids = calloc(kf->nparams + 1, sizeof *argids);
  char (*argnames)[48] = calloc(kf->nparams + 1, sizeof *argnames);
  gpuopt_status st = GPUOPT_OK;
  if (!argids || !argnames) st = gpuopt__oom(ctx, "gpuopt_interp_run");
  for (uint32_t p = 0; !st && p < kf->nparams; p++) {
    ip_argbind *A = &ip->argv[p];
    if (!A->is_buffer) continue;
    if (!A->data) {
      A->bits = 0;
      continue;
    }
    /* a buffer lying inside an earlier one is a pointer into that allocation: the parameters
     * alias, as two kernel pointers into one cudaMalloc'ed buffer do */
    uint32_t q = 0;
    for (; q < p; q++) {
      const ip_argbind *B = &ip->argv[q];
      if (argids[q] && (const uint8_t *)A->data >= (const uint8_t *)B->data &&
          (const uint8_t *)A->data + A->size <= (const uint8_t *)B->data + B->size)
        break;
    }
    if (q < p) {
      A->bits = ip_addr(argids[q], (uint64_t)((const uint8_t *)A->data - (const uint8_t *)ip->argv[q].data));
      continue;
    }
    snprintf(argnames[p], sizeof argnames[p], "buffer argument %u", p);
    argids[p] = gpuopt__ip_alloc_new(ip, IP_MEM_ARG, A->data, NULL, A->size, argnames[p], 0);
    if (!argids[p]) st = gpuopt__oom(ctx, "gpuopt_interp_run");
    ip->allocs.data[argids[p]].readonly = (uint8_t)A->readonly;
    A->bits = ip_addr(argids[p], 0);
  }
  for (uint32_t p = 0; !st && p < kf->nparams; p++) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(kf->fn, p));
    unsigned w = LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t)
                 : LLVMGetTypeKind(t) == LLVMFloatTypeKind ? 32 : 64;
    if (!ip->argv[p].is_buffer) ip->argv[p].bits &= ip_wmask(w);
  }
  for (uint32_t z = 0; !st && z < g->z; z++)
    for (uint32_t y = 0; !st && y < g->y; y++)
      for (uint32_t x = 0; !st && x < g->x; x++) {
        r.bid.x = x, r.bid.y = y, r.bid.z = z;
        st = run_block(&r, kf);
        r.st.blocks++;
      }
  warps_free(&r);
  for (uint32_t p = 0; argids && p < kf->nparams; p++)
    if (argids[p]) gpuopt__ip_alloc_release(ip, argids[p]);
  free(argids);
  free(argnames);
  if (stats) *stats = r.st;
  return st;
}

/* ---- instances and bindings ---- */

gpuopt_status gpuopt_interp_create(gpuopt_ctx *ctx, LLVMModuleRef m, gpuopt_interp **out) {
  return gpuopt__ip_create(ctx, m, 0, out);
}

gpuopt_status gpuopt__ip_create(gpuopt_ctx *ctx, LLVMModuleRef m, int host, gpuopt_interp **out) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_interp_create: NULL module or out");
  *out = NULL;
  gpuopt__invalidate_all(ctx);
  gpuopt_status st = gpuopt_module_verify(ctx, m);
  if (!st && !host) st = gpuopt_module_check_target(ctx, m);
  if (st) return st;
  gpuopt_interp *ip = calloc(1, sizeof *ip);
  if (!ip) return gpuopt__oom(ctx, "gpuopt_interp_create");
  ip->ctx = ctx;
  ip->host = host;
  ip->m = m;
  ip->td = LLVMGetModuleDataLayout(m);
  gpuopt__arena_init(&ip->arena);
  gpuopt__ptrmap_init(&ip->fnindex);
  gpuopt__ptrmap_init(&ip->gindex);
  ip_alloc null_page;
  memset(&null_page, 0, sizeof null_page);
  null_page.name = "the null page";
  if (!VEC_PUSH(&ip->allocs, null_page)) goto oom;
  if ((st = gpuopt__ip_globals_init(ip))) goto fail;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn)) ip->nfns++;
  ip->fns = ANEW(&ip->arena, ip_fn, ip->nfns + 1);
  if (!ip->fns) goto oom;
  uint32_t k = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (!LLVMCountBasicBlocks(fn)) continue;
    size_t len;
    ip->fns[k].fn = fn;
    ip->fns[k].name = LLVMGetValueName2(fn, &len);
    if (!gpuopt__ptrmap_put(&ip->fnindex, fn, k + 1)) goto oom;
    k++;
  }
  for (k = 0; k < ip->nfns; k++)
    if ((st = gpuopt__ip_decode(ip, &ip->fns[k]))) goto fail;
  gpuopt__invalidate_all(ctx);
  *out = ip;
  return GPUOPT_OK;
oom:
  st = gpuopt__oom(ctx, "gpuopt_interp_create");
fail:
  gpuopt__invalidate_all(ctx);
  gpuopt_interp_free(ip);
  return st;
}

void gpuopt_interp_free(gpuopt_interp *ip) {
  if (!ip) return;
  for (size_t i = 1; i < ip->allocs.len; i++)
    if (ip->allocs.data[i].live && ip->allocs.data[i].owned) {
      free(ip->allocs.data[i].data);
      free(ip->allocs.data[i].shadow);
    }
  VEC_FREE(&ip->allocs);
  VEC_FREE(&ip->freeids);
  gpuopt__ptrmap_free(&ip->fnindex);
  gpuopt__ptrmap_free(&ip->gindex);
  free(ip->argv);
  gpuopt__arena_free(&ip->arena);
  free(ip);
}

static int argv_reserve(gpuopt_interp *ip, unsigned index) {
  if (index < ip->nargv) return 1;
  ip_argbind *a = realloc(ip->argv, (index + 1) * sizeof *a);
  if (!a) return 0;
  memset(a + ip->nargv, 0, (index + 1 - ip->nargv) * sizeof *a);
  ip->argv = a;
  ip->nargv = index + 1;
  return 1;
}

gpuopt_status gpuopt_interp_set_scalar(gpuopt_interp *ip, unsigned index, uint64_t bits) {
  if (!ip) return GPUOPT_EINVAL;
  if (index > 4096) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_set_scalar: parameter index %u too large", index);
  if (!argv_reserve(ip, index)) return gpuopt__oom(ip->ctx, "gpuopt_interp_set_scalar");
  ip_argbind *a = &ip->argv[index];
  memset(a, 0, sizeof *a);
  a->bound = 1;
  a->bits = bits;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_interp_set_buffer(gpuopt_interp *ip, unsigned index, void *data, size_t size, int readonly) {
  if (!ip) return GPUOPT_EINVAL;
  if (index > 4096) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_set_buffer: parameter index %u too large", index);
  if (!data && size) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_set_buffer: NULL data with size %zu", size);
  if ((uint64_t)size >= IP_OFF_MASK)
    return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_set_buffer: buffer of %zu bytes is too large", size);
  if (!argv_reserve(ip, index)) return gpuopt__oom(ip->ctx, "gpuopt_interp_set_buffer");
  ip_argbind *a = &ip->argv[index];
  memset(a, 0, sizeof *a);
  a->bound = 1;
  a->is_buffer = 1;
  a->data = data;
  a->size = size;
  a->readonly = readonly != 0;
  return GPUOPT_OK;
}

void gpuopt_interp_clear_args(gpuopt_interp *ip) {
  if (!ip) return;
  free(ip->argv);
  ip->argv = NULL;
  ip->nargv = 0;
}

void gpuopt_interp_set_trace(gpuopt_interp *ip, gpuopt_trace_fn fn, void *user) {
  if (!ip) return;
  ip->trace = fn;
  ip->trace_user = user;
}
