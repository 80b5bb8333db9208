/* Soundness check of the symbolic range analysis (DawnCC §3.1; src/analysis/range.c) on the SIMT
 * interpreter: the kernel runs with a trace hook that sees every value per lane at each dynamic
 * instance. For every integer value an instruction produces, the claimed range [lo, hi] at its
 * definition is evaluated for that lane (symbols: the most recent value of the load / call / other
 * instruction they stand for in that thread, the kernel's scalar arguments, and the launch registers
 * threadIdx, blockIdx, blockDim, gridDim, laneid, warpSize from the launch) and the value must lie in
 * it. Every integer operand of a (non-phi) instruction is also checked against the range the
 * analysis gives that use, which covers the narrowed views (e-SSA sigmas). A bound that cannot be
 * evaluated (a symbol without a value: an argument of a device function, int64 overflow) is not
 * checked and counted. The first violation of each instruction is reported. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/range.h"
#include "interp/interp.h"

typedef struct rc_fn {
  gpuopt_ranges *r;
  uint32_t ninst;
  uint64_t *vals;   /* [warp][inst][lane] */
  uint8_t *have;    /* [warp][inst][lane] */
  uint8_t *violated;/* [inst] */
  uint8_t *counted; /* [inst] */
} rc_fn;

typedef struct rangecheck {
  gpuopt_interp *ip;
  const gpuopt_launch *launch;
  LLVMValueRef kernel;
  uint32_t nwarps;
  gpuopt_ptrmap fns;        /* fn -> rc_fn* */
  VEC(char) report;
  gpuopt_rangecheck_result *out;
  gpuopt_status err;
} rangecheck;

typedef struct lane_ctx {
  rangecheck *c;
  rc_fn *f;
  const gpuopt_trace_event *ev;
  unsigned lane;
} lane_ctx;

static void report(rangecheck *c, const char *fmt, ...) GPUOPT_PRINTF(2, 3);
static void report(rangecheck *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  gpuopt__vec_vlinef(&c->report.data, &c->report.len, &c->report.cap, fmt, ap);
  va_end(ap);
}

static int64_t sext(uint64_t v, unsigned bits) {
  if (bits == 1) return (int64_t)(v & 1);
  if (bits >= 64 || bits == 0) return (int64_t)v;
  return (int64_t)(v << (64 - bits)) >> (64 - bits);
}

static int symval(void *user, const gpuopt_sx_sym *s, int64_t *out) {
  lane_ctx *lc = user;
  const gpuopt_launch *L = lc->c->launch;
  unsigned lin = lc->ev->warp * IP_LANES + lc->lane;
  unsigned bx = L->block.x, by = L->block.y;
  switch (s->special) {
  case 0: break;
  case GPUOPT_SREG_TID_X: *out = lin % bx; return 0;
  case GPUOPT_SREG_TID_Y: *out = (lin / bx) % by; return 0;
  case GPUOPT_SREG_TID_Z: *out = lin / (bx * by); return 0;
  case GPUOPT_SREG_NTID_X: *out = L->block.x; return 0;
  case GPUOPT_SREG_NTID_Y: *out = L->block.y; return 0;
  case GPUOPT_SREG_NTID_Z: *out = L->block.z; return 0;
  case GPUOPT_SREG_CTAID_X: *out = lc->ev->block_idx.x; return 0;
  case GPUOPT_SREG_CTAID_Y: *out = lc->ev->block_idx.y; return 0;
  case GPUOPT_SREG_CTAID_Z: *out = lc->ev->block_idx.z; return 0;
  case GPUOPT_SREG_NCTAID_X: *out = L->grid.x; return 0;
  case GPUOPT_SREG_NCTAID_Y: *out = L->grid.y; return 0;
  case GPUOPT_SREG_NCTAID_Z: *out = L->grid.z; return 0;
  case GPUOPT_SREG_LANEID: *out = lc->lane; return 0;
  case GPUOPT_SREG_WARPSIZE: *out = 32; return 0;
  default: return 1;
  }
  LLVMValueRef v = s->value;
  if (!v) return 1;
  if (LLVMIsAArgument(v)) {
    if (LLVMGetParamParent(v) != lc->c->kernel) return 1;
    unsigned n = LLVMCountParams(lc->c->kernel);
    for (unsigned i = 0; i < n && i < lc->c->ip->nargv; i++)
      if (LLVMGetParam(lc->c->kernel, i) == v) {
        const ip_argbind *a = &lc->c->ip->argv[i];
        if (!a->bound || a->is_buffer || a->raw) return 1;
        *out = sext(a->bits, s->bits);
        return 0;
      }
    return 1;
  }
  uint32_t id = gpuopt__ranges_inst_index(lc->f->r, v);
  if (id == GPUOPT_NONE) return 1;
  size_t k = ((size_t)lc->ev->warp * lc->f->ninst + id) * IP_LANES + lc->lane;
  if (!lc->f->have[k]) return 1;
  *out = sext(lc->f->vals[k], s->bits);
  return 0;
}

static rc_fn *fn_of(rangecheck *c, LLVMValueRef fn) {
  uintptr_t x;
  if (gpuopt__ptrmap_get(&c->fns, fn, &x)) return (rc_fn *)x;
  rc_fn *f = calloc(1, sizeof *f);
  if (!f || !gpuopt__ptrmap_put(&c->fns, fn, (uintptr_t)f)) {
    free(f);
    c->err = GPUOPT_ENOMEM;
    return NULL;
  }
  gpuopt_status st = gpuopt_ranges_analyze(c->ip->ctx, fn, NULL, &f->r);
  if (st) {
    if (!c->err) c->err = st;
    return f;
  }
  f->ninst = gpuopt__ranges_num_insts(f->r);
  size_t n = (size_t)c->nwarps * f->ninst * IP_LANES;
  f->vals = malloc((n + 1) * sizeof *f->vals);
  f->have = calloc(n + 1, 1);
  f->violated = calloc(f->ninst + 1, 1);
  f->counted = calloc(f->ninst + 1, 1);
  if (!f->vals || !f->have || !f->violated || !f->counted) c->err = GPUOPT_ENOMEM;
  return f;
}

/* Check x against rg for one lane; 1 when checked and fine, 0 unchecked, -1 violated. */
static int check_one(lane_ctx *lc, const gpuopt_rng *rg, int64_t x, int64_t *lo, int64_t *hi) {
  const gpuopt_sx_table *t = gpuopt__ranges_table(lc->f->r);
  int a = gpuopt__sx_eval(t, rg->lo, symval, lc, lo), b = gpuopt__sx_eval(t, rg->hi, symval, lc, hi);
  if (a == 1 || b == -1) return -1; /* an empty range: the value should never be computed */
  if (a == 2 || b == 2) return 0;
  if (a == -1) *lo = INT64_MIN;
  if (b == 1) *hi = INT64_MAX;
  return x >= *lo && x <= *hi ? 1 : -1;
}

static void violation(rangecheck *c, rc_fn *f, uint32_t id, const gpuopt_trace_event *ev, unsigned lane,
                      const char *what, const gpuopt_rng *rg, int64_t x, int64_t lo, int64_t hi) {
  if (f->violated[id]) return;
  f->violated[id] = 1;
  c->out->violations++;
  char it[200];
  gpuopt__ir_text(ev->inst, it, sizeof it);
  const gpuopt_sx_table *t = gpuopt__ranges_table(f->r);
  char *ls = gpuopt__sx_to_c(t, rg->lo, NULL, NULL), *hs = gpuopt__sx_to_c(t, rg->hi, NULL, NULL);
  report(c, "violation: '%s' %s: %lld not in [%s, %s] = [%lld, %lld] (block (%u,%u,%u), warp %u, lane %u, tid.x %u)", it,
         what, (long long)x, ls ? ls : "?", hs ? hs : "?", (long long)lo, (long long)hi, ev->block_idx.x,
         ev->block_idx.y, ev->block_idx.z, ev->warp, lane, ev->tid_x[lane]);
  free(ls);
  free(hs);
}

static void hook(void *user, const gpuopt_trace_event *ev) {
  rangecheck *c = user;
  if (ev->is_branch || c->err) return;
  rc_fn *f = fn_of(c, ev->fn);
  if (!f || !f->r || c->err || ev->warp >= c->nwarps) return;
  uint32_t id = gpuopt__ranges_inst_index(f->r, ev->inst);
  if (id == GPUOPT_NONE) return;
  int phi = LLVMGetInstructionOpcode(ev->inst) == LLVMPHI;
  /* operands as this instruction sees them (narrowed views), before its own value is recorded */
  unsigned nops = phi ? 0 : (unsigned)LLVMGetNumOperands(ev->inst);
  for (unsigned k = 0; k < nops; k++) {
    gpuopt_rng rg;
    LLVMValueRef op = LLVMGetOperand(ev->inst, k);
    if (!LLVMIsAInstruction(op) || !gpuopt__ranges_get_operand(f->r, ev->inst, k, &rg) || !rg.reached) continue;
    uint32_t oid = gpuopt__ranges_inst_index(f->r, op);
    if (oid == GPUOPT_NONE) continue;
    unsigned bits = LLVMGetIntTypeWidth(LLVMTypeOf(op));
    for (uint32_t m = ev->active; m; m &= m - 1) {
      unsigned l = (unsigned)__builtin_ctz(m);
      size_t slot = ((size_t)ev->warp * f->ninst + oid) * IP_LANES + l;
      if (!f->have[slot]) continue;
      lane_ctx lc = {c, f, ev, l};
      int64_t x = sext(f->vals[slot], bits), lo, hi;
      int r = check_one(&lc, &rg, x, &lo, &hi);
      if (r == 0) c->out->unchecked++;
      else {
        c->out->checks++;
        if (r < 0) {
          char what[64];
          snprintf(what, sizeof what, "operand %u", k);
          violation(c, f, id, ev, l, what, &rg, x, lo, hi);
        }
      }
    }
  }
  /* the value itself */
  gpuopt_rng rg;
  unsigned bits = ev->bits;
  int has = ev->leaves == 1 && gpuopt__ranges_get(f->r, ev->inst, NULL, &rg);
  if (has && !f->counted[id]) {
    f->counted[id] = 1;
    c->out->claims++;
  }
  for (uint32_t m = ev->active; m; m &= m - 1) {
    unsigned l = (unsigned)__builtin_ctz(m);
    size_t slot = ((size_t)ev->warp * f->ninst + id) * IP_LANES + l;
    if (ev->leaves != 1 || (ev->poison[0] >> l & 1)) {
      f->have[slot] = 0;
      continue;
    }
    f->vals[slot] = ev->values[l];
    f->have[slot] = 1;
    if (!has || !rg.reached) continue;
    lane_ctx lc = {c, f, ev, l};
    int64_t x = sext(ev->values[l], bits), lo, hi;
    int r = check_one(&lc, &rg, x, &lo, &hi);
    if (r == 0) c->out->unchecked++;
    else {
      c->out->checks++;
      if (r < 0) violation(c, f, id, ev, l, "value", &rg, x, lo, hi);
    }
  }
}

gpuopt_status gpuopt_interp_check_ranges(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch,
                                         gpuopt_rangecheck_result *out) {
  if (!ip) return GPUOPT_EINVAL;
  if (!out || !kernel || !launch) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_check_ranges: NULL argument");
  memset(out, 0, sizeof *out);
  rangecheck c;
  memset(&c, 0, sizeof c);
  c.ip = ip;
  c.out = out;
  c.launch = launch;
  c.kernel = LLVMGetNamedFunction(ip->m, kernel);
  uint64_t threads = (uint64_t)launch->block.x * launch->block.y * launch->block.z;
  c.nwarps = (uint32_t)((threads + IP_LANES - 1) / IP_LANES);
  if (!c.nwarps) c.nwarps = 1;
  gpuopt__ptrmap_init(&c.fns);
  gpuopt_trace_fn old = ip->trace;
  void *olduser = ip->trace_user;
  gpuopt_interp_set_trace(ip, hook, &c);
  gpuopt_status st = gpuopt_interp_run(ip, kernel, launch, NULL);
  gpuopt_interp_set_trace(ip, old, olduser);
  if (!st && c.err) st = c.err == GPUOPT_ENOMEM ? gpuopt__oom(ip->ctx, "gpuopt_interp_check_ranges") : c.err;
  for (size_t i = 0; i < c.fns.cap; i++) {
    if (!c.fns.keys[i]) continue;
    rc_fn *f = (rc_fn *)c.fns.vals[i];
    gpuopt_ranges_free(f->r);
    free(f->vals);
    free(f->have);
    free(f->violated);
    free(f->counted);
    free(f);
  }
  gpuopt__ptrmap_free(&c.fns);
  if (!st) {
    out->report = malloc(c.report.len + 1);
    if (!out->report) st = gpuopt__oom(ip->ctx, "gpuopt_interp_check_ranges");
    else {
      if (c.report.len) memcpy(out->report, c.report.data, c.report.len);
      out->report[c.report.len] = 0;
    }
  }
  VEC_FREE(&c.report);
  return st;
}
