/* Soundness check of the divergence analysis (Sampaio et al., TOPLAS 2013, §3.3-§3.4, Fig. 15) on
 * the SIMT interpreter: the kernel runs with a trace hook that sees every value per lane at each
 * dynamic instance (one warp, one active mask); each uniform / affine value claim and each uniform
 * branch claim of gpuopt_divergence_analyze is checked against what the lanes hold. A uniform value
 * must be bit-identical on the active, non-poison lanes (and equal c0 when the analysis knows it);
 * an affine value c2*tid^2 + c1*tid + x must have one x per instance modulo 2^width (x == c0 when
 * known); a uniform branch must send every active lane to the same successor. The first violation
 * of each instruction is reported with the warp, two lanes and their values. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"

typedef struct dc_claim {
  int have;                 /* 0 unknown yet, 1 claim looked up */
  gpuopt_div_value v;
  int violated;
} dc_claim;

typedef struct divcheck {
  gpuopt_interp *ip;
  gpuopt_ptrmap results;    /* fn -> gpuopt_divergence* */
  gpuopt_ptrmap claims;     /* inst -> dc_claim* (index + 1 into vec) */
  VEC(dc_claim) cl;
  VEC(char) report;
  gpuopt_divcheck_result *out;
  const gpuopt_divergence_options *opts;
  gpuopt_status err;
} divcheck;

static void report(divcheck *d, const char *fmt, ...) GPUOPT_PRINTF(2, 3);
static void report(divcheck *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  gpuopt__vec_vlinef(&d->report.data, &d->report.len, &d->report.cap, fmt, ap);
  va_end(ap);
}

static const char *coef_str(gpuopt_coef c, char *buf, size_t n) {
  if (c.kind == GPUOPT_COEF_CONST) snprintf(buf, n, "%lld", (long long)c.value);
  else snprintf(buf, n, "%s", c.kind == GPUOPT_COEF_TOP ? "T" : "x");
  return buf;
}

static dc_claim *claim_of(divcheck *d, const gpuopt_trace_event *ev) {
  uintptr_t k;
  if (gpuopt__ptrmap_get(&d->claims, ev->inst, &k)) return &d->cl.data[k - 1];
  dc_claim c;
  memset(&c, 0, sizeof c);
  uintptr_t r;
  if (!gpuopt__ptrmap_get(&d->results, ev->fn, &r)) {
    gpuopt_divergence *res = NULL;
    gpuopt_status st = gpuopt_divergence_analyze(d->ip->ctx, ev->fn, d->opts, &res);
    if (st) {
      if (!d->err) d->err = st;
      res = NULL;
    }
    if (!gpuopt__ptrmap_put(&d->results, ev->fn, (uintptr_t)res)) d->err = GPUOPT_ENOMEM;
    r = (uintptr_t)res;
  }
  const gpuopt_divergence *res = (const gpuopt_divergence *)r;
  if (res) {
    if (ev->is_branch) {
      c.have = 1;
      c.v.state = gpuopt_divergence_branch_divergent(res, LLVMGetInstructionParent(ev->inst)) ? GPUOPT_STATE_DIVERGENT
                                                                                              : GPUOPT_STATE_UNIFORM;
    } else if (!gpuopt_divergence_value(res, ev->inst, &c.v)) {
      c.have = 1;
    }
  }
  if (!VEC_PUSH(&d->cl, c) || !gpuopt__ptrmap_put(&d->claims, ev->inst, d->cl.len)) {
    d->err = GPUOPT_ENOMEM;
    return NULL;
  }
  if (c.have && c.v.state != GPUOPT_STATE_DIVERGENT) d->out->claims++;
  return &d->cl.data[d->cl.len - 1];
}

static void violation(divcheck *d, dc_claim *c, const gpuopt_trace_event *ev, const char *what, int l0, int l1,
                      uint64_t v0, uint64_t v1) {
  if (c->violated) return;
  c->violated = 1;
  d->out->violations++;
  char it[200], fn[120], c0[32], c1[32], c2[32];
  gpuopt__ir_text(ev->inst, it, sizeof it);
  size_t len;
  const char *fname = LLVMGetValueName2(ev->fn, &len);
  snprintf(fn, sizeof fn, "%.*s", (int)(len > 100 ? 100 : len), fname);
  char claim[160];
  if (ev->is_branch) snprintf(claim, sizeof claim, "a uniform branch");
  else
    snprintf(claim, sizeof claim, "%s (c2=%s, c1=%s, c0=%s)", c->v.state == GPUOPT_STATE_UNIFORM ? "uniform" : "affine",
             coef_str(c->v.c2, c2, sizeof c2), coef_str(c->v.c1, c1, sizeof c1), coef_str(c->v.c0, c0, sizeof c0));
  /* the values every active lane holds at this instance (leaf 0), lane:value */
  char seen[700];
  size_t n = 0;
  seen[0] = 0;
  for (uint32_t m = ev->active; m && n + 40 < sizeof seen; m &= m - 1) {
    int l = __builtin_ctz(m);
    int k = (ev->poison[0] >> l & 1) ? snprintf(seen + n, sizeof seen - n, " %d:poison", l)
                                      : snprintf(seen + n, sizeof seen - n, " %d:%llu", l, (unsigned long long)ev->values[l]);
    if (k > 0) n += (size_t)k;
  }
  report(d,
         "violation: '%s' in @%s claimed %s: %s in warp %u of block (%u,%u,%u): lane %d (tid.x %u) "
         "has %s%llu, lane %d (tid.x %u) has %s%llu; lanes seen (lane:%s):%s",
         it, fn, claim, what, ev->warp, ev->block_idx.x, ev->block_idx.y, ev->block_idx.z, l0,
         ev->tid_x[l0], ev->is_branch ? "successor " : "", (unsigned long long)v0, l1, ev->tid_x[l1],
         ev->is_branch ? "successor " : "", (unsigned long long)v1, ev->is_branch ? "successor" : "value", seen);
}

/* A claim u*tid + c0 with u the same on every active lane, unknown: for lanes a, b of the warp and
 * the first lane f, (v_b - v_f)*(t_a - t_f) == (v_a - v_f)*(t_b - t_f) modulo 2^w (both are
 * u*(t_a - t_f)*(t_b - t_f)); checked against the lane with the next larger tid as a. A necessary
 * condition: it never reports a violation of a true claim. c0, when known, is checked on the side. */
static void check_unknown_slope(divcheck *d, dc_claim *c, const gpuopt_trace_event *ev, uint64_t wm) {
  if (ev->leaves != 1 || ev->is_branch) return;
  const uint64_t *v = ev->values;
  uint32_t live = ev->active & ~ev->poison[0];
  int f = -1, a = -1;
  for (uint32_t m = live; m; m &= m - 1) {
    int l = __builtin_ctz(m);
    if (f < 0) f = l;
    else if (a < 0 && ev->tid_x[l] != ev->tid_x[f]) a = l;
  }
  if (f < 0 || a < 0) return;
  uint64_t ta = (uint64_t)ev->tid_x[a] - ev->tid_x[f], va = (v[a] - v[f]) & wm;
  for (uint32_t m = live; m; m &= m - 1) {
    int b = __builtin_ctz(m);
    uint64_t tb = (uint64_t)ev->tid_x[b] - ev->tid_x[f], vb = (v[b] - v[f]) & wm;
    if (((vb * ta) & wm) != ((va * tb) & wm)) {
      violation(d, c, ev, "lanes are not on one line u*tid + c0", a, b, v[a], v[b]);
      return;
    }
  }
}

static void hook(void *user, const gpuopt_trace_event *ev) {
  divcheck *d = user;
  dc_claim *c = claim_of(d, ev);
  if (!c || !c->have || c->v.state == GPUOPT_STATE_DIVERGENT || !ev->active) return;
  d->out->claims_checked++;
  if (c->violated) return;
  uint64_t wm = ip_wmask(ev->bits ? ev->bits : 64);
  int affine = c->v.state == GPUOPT_STATE_AFFINE;
  if (affine && (ev->leaves != 1 || c->v.c1.kind == GPUOPT_COEF_BOTTOM || c->v.c2.kind == GPUOPT_COEF_BOTTOM))
    return; /* no checkable claim */
  if (affine && c->v.c1.kind == GPUOPT_COEF_UNIFORM) { /* poly2's u*tid + c0, u unknown: below */
    check_unknown_slope(d, c, ev, wm);
    return;
  }
  int64_t k1 = c->v.c1.kind == GPUOPT_COEF_CONST ? c->v.c1.value : 0;
  int64_t k2 = c->v.c2.kind == GPUOPT_COEF_CONST ? c->v.c2.value : 0;
  for (unsigned leaf = 0; leaf < ev->leaves; leaf++) {
    const uint64_t *v = ev->values + (size_t)leaf * IP_LANES;
    uint32_t live = ev->active & ~ev->poison[leaf];
    if (!live) continue;
    int first = -1;
    uint64_t x0 = 0;
    for (uint32_t m = live; m; m &= m - 1) {
      int l = __builtin_ctz(m);
      uint64_t t = ev->tid_x[l];
      uint64_t x = affine ? (v[l] - (uint64_t)k1 * t - (uint64_t)k2 * t * t) & wm : v[l];
      if (first < 0) {
        first = l;
        x0 = x;
        if (!ev->is_branch && leaf == 0 && ev->leaves == 1 && c->v.c0.kind == GPUOPT_COEF_CONST &&
            x != ((uint64_t)c->v.c0.value & wm)) {
          violation(d, c, ev, "x differs from c0", l, l, v[l], v[l]);
          return;
        }
        continue;
      }
      if (x != x0) {
        violation(d, c, ev, ev->is_branch ? "lanes take different successors" : affine ? "x differs between lanes" : "values differ",
                  first, l, v[first], v[l]);
        return;
      }
    }
  }
}

gpuopt_status gpuopt_interp_check_divergence(gpuopt_interp *ip, const char *kernel, const gpuopt_launch *launch,
                                             const gpuopt_divergence_options *opts, gpuopt_divcheck_result *out) {
  if (!ip) return GPUOPT_EINVAL;
  if (!out) return gpuopt__fail(ip->ctx, GPUOPT_EINVAL, "gpuopt_interp_check_divergence: NULL out");
  memset(out, 0, sizeof *out);
  gpuopt_divergence_options dflt = GPUOPT_DIVERGENCE_OPTIONS_INIT;
  divcheck d;
  memset(&d, 0, sizeof d);
  d.ip = ip;
  d.out = out;
  d.opts = opts ? opts : &dflt;
  gpuopt__ptrmap_init(&d.results);
  gpuopt__ptrmap_init(&d.claims);
  gpuopt_trace_fn old = ip->trace;
  void *olduser = ip->trace_user;
  gpuopt_interp_set_trace(ip, hook, &d);
  gpuopt_status st = gpuopt_interp_run(ip, kernel, launch, NULL);
  gpuopt_interp_set_trace(ip, old, olduser);
  if (!st && d.err)
    st = d.err == GPUOPT_ENOMEM ? gpuopt__oom(ip->ctx, "gpuopt_interp_check_divergence") : d.err;
  for (size_t i = 0; i < d.results.cap; i++)
    if (d.results.keys[i]) gpuopt_divergence_free((gpuopt_divergence *)d.results.vals[i]);
  gpuopt__ptrmap_free(&d.results);
  gpuopt__ptrmap_free(&d.claims);
  VEC_FREE(&d.cl);
  if (!st) {
    out->report = malloc(d.report.len + 1);
    if (!out->report) st = gpuopt__oom(ip->ctx, "gpuopt_interp_check_divergence");
    else {
      if (d.report.len) memcpy(out->report, d.report.data, d.report.len);
      out->report[d.report.len] = 0;
    }
  }
  VEC_FREE(&d.report);
  return st;
}
