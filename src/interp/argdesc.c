/* Kernel argument descriptions: the SPEC syntax of `gpuopt run` and `gpuopt difftest`
 * (i32:V, f32:V, i32:rand:LO:HI, T[N]:zero|iota|fill:V|rand[:SEED]) and the deterministic contents
 * they stand for (splitmix64 streams), shared by the interpreter, the differential harness and the
 * GPU path so that every backend sees the same inputs. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"

static const struct { const char *name; gpuopt_elem e; size_t size; } elems[] = {
  {"i8", GPUOPT_ELEM_I8, 1}, {"i16", GPUOPT_ELEM_I16, 2}, {"i32", GPUOPT_ELEM_I32, 4},
  {"i64", GPUOPT_ELEM_I64, 8}, {"f32", GPUOPT_ELEM_F32, 4}, {"f64", GPUOPT_ELEM_F64, 8},
};

size_t gpuopt_elem_size(gpuopt_elem e) { return (unsigned)e < 6 ? elems[e].size : 0; }
const char *gpuopt_elem_name(gpuopt_elem e) { return (unsigned)e < 6 ? elems[e].name : "?"; }
static int is_fp(gpuopt_elem e) { return e == GPUOPT_ELEM_F32 || e == GPUOPT_ELEM_F64; }

static int parse_i64(const char *s, const char *end, int64_t *out) {
  char buf[64];
  size_t n = (size_t)(end - s);
  if (!n || n >= sizeof buf) return 0;
  memcpy(buf, s, n);
  buf[n] = 0;
  char *e;
  errno = 0;
  long long v = strtoll(buf, &e, 0);
  if (*e || errno) {
    unsigned long long u = strtoull(buf, &e, 0);
    if (*e || errno || buf[0] == '-') return 0;
    v = (long long)u;
  }
  *out = v;
  return 1;
}
static int parse_f64(const char *s, const char *end, double *out) {
  char buf[64];
  size_t n = (size_t)(end - s);
  if (!n || n >= sizeof buf) return 0;
  memcpy(buf, s, n);
  buf[n] = 0;
  char *e;
  *out = strtod(buf, &e);
  return !*e;
}

gpuopt_status gpuopt_argdesc_parse(gpuopt_ctx *ctx, const char *spec, gpuopt_argdesc *out) {
  if (!spec || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_argdesc_parse: NULL argument");
  memset(out, 0, sizeof *out);
  const char *p = spec, *end = spec + strlen(spec);
  size_t k;
  for (k = 0; k < 6; k++) {
    size_t n = strlen(elems[k].name);
    if (!strncmp(p, elems[k].name, n) && (p[n] == ':' || p[n] == '[')) break;
  }
  if (k == 6) goto bad;
  out->elem = elems[k].e;
  p += strlen(elems[k].name);
  if (*p == '[') {
    const char *rb = strchr(p, ']');
    int64_t n;
    if (!rb || !parse_i64(p + 1, rb, &n) || n <= 0 || n > (INT64_C(1) << 32) || rb[1] != ':') goto bad;
    out->is_buffer = 1;
    out->count = (size_t)n;
    p = rb + 2;
    if (!strcmp(p, "zero")) out->init = GPUOPT_INIT_ZERO;
    else if (!strcmp(p, "iota")) out->init = GPUOPT_INIT_IOTA;
    else if (!strcmp(p, "rand")) out->init = GPUOPT_INIT_RAND;
    else if (!strncmp(p, "rand:", 5)) {
      int64_t s;
      if (!parse_i64(p + 5, end, &s)) goto bad;
      out->init = GPUOPT_INIT_RAND;
      out->has_seed = 1;
      out->seed = (uint64_t)s;
    } else if (!strncmp(p, "fill:", 5)) {
      out->init = GPUOPT_INIT_FILL;
      if (is_fp(out->elem) ? !parse_f64(p + 5, end, &out->fill) : !parse_i64(p + 5, end, &out->ifill)) goto bad;
      if (!is_fp(out->elem)) out->fill = (double)out->ifill;
    } else {
      goto bad;
    }
    return GPUOPT_OK;
  }
  p++; /* ':' */
  if (!strncmp(p, "rand:", 5) && !is_fp(out->elem)) {
    const char *c = strchr(p + 5, ':');
    if (!c || !parse_i64(p + 5, c, &out->lo) || !parse_i64(c + 1, end, &out->hi) || out->lo > out->hi) goto bad;
    out->scalar_rand = 1;
    return GPUOPT_OK;
  }
  if (is_fp(out->elem) ? !parse_f64(p, end, &out->fill) : !parse_i64(p, end, &out->ifill)) goto bad;
  if (!is_fp(out->elem)) out->fill = (double)out->ifill;
  return GPUOPT_OK;
bad:
  return gpuopt__fail(ctx, GPUOPT_EINVAL,
                      "gpuopt_argdesc_parse: bad argument spec '%s': expected i32:V, i64:V, f32:V, f64:V, "
                      "i32:rand:LO:HI, i64:rand:LO:HI or T[N]:INIT with T in i8/i16/i32/i64/f32/f64 and INIT "
                      "zero, iota, fill:V, rand or rand:SEED", spec);
}

static uint64_t splitmix(uint64_t *s) {
  uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static void put(gpuopt_elem e, void *buf, size_t i, double d, int64_t v) {
  switch (e) {
  case GPUOPT_ELEM_I8: ((int8_t *)buf)[i] = (int8_t)v; break;
  case GPUOPT_ELEM_I16: { int16_t x = (int16_t)v; memcpy((char *)buf + 2 * i, &x, 2); break; }
  case GPUOPT_ELEM_I32: { int32_t x = (int32_t)v; memcpy((char *)buf + 4 * i, &x, 4); break; }
  case GPUOPT_ELEM_I64: memcpy((char *)buf + 8 * i, &v, 8); break;
  case GPUOPT_ELEM_F32: { float x = (float)d; memcpy((char *)buf + 4 * i, &x, 4); break; }
  case GPUOPT_ELEM_F64: memcpy((char *)buf + 8 * i, &d, 8); break;
  }
}

void gpuopt_argdesc_fill(const gpuopt_argdesc *d, uint64_t run_seed, unsigned index, void *buf) {
  if (!d || !buf) return;
  uint64_t s = d->has_seed ? d->seed * UINT64_C(0x2545F4914F6CDD1D) + 1
                           : run_seed * UINT64_C(0x9E3779B97F4A7C15) + (uint64_t)index * 7919 + 17;
  for (size_t i = 0; i < d->count; i++) {
    switch (d->init) {
    case GPUOPT_INIT_ZERO: put(d->elem, buf, i, 0.0, 0); break;
    case GPUOPT_INIT_IOTA: put(d->elem, buf, i, (double)i, (int64_t)i); break;
    case GPUOPT_INIT_FILL: put(d->elem, buf, i, d->fill, d->ifill); break;
    default: {
      uint64_t r = splitmix(&s);
      if (d->elem == GPUOPT_ELEM_F32) put(d->elem, buf, i, (double)(r >> 40) * 0x1p-24, 0);
      else if (d->elem == GPUOPT_ELEM_F64) put(d->elem, buf, i, (double)(r >> 11) * 0x1p-53, 0);
      else put(d->elem, buf, i, 0.0, (int64_t)(r >> 60));
    }
    }
  }
}

uint64_t gpuopt_argdesc_scalar(const gpuopt_argdesc *d, uint64_t run_seed, unsigned index) {
  if (!d) return 0;
  if (d->scalar_rand) {
    uint64_t s = run_seed * UINT64_C(0x9E3779B97F4A7C15) + (uint64_t)index * 7919 + 23;
    uint64_t span = (uint64_t)d->hi - (uint64_t)d->lo + 1;
    uint64_t r = splitmix(&s);
    int64_t v = span ? (int64_t)((uint64_t)d->lo + r % span) : (int64_t)r;
    return d->elem == GPUOPT_ELEM_I32 ? (uint64_t)(uint32_t)v : (uint64_t)v;
  }
  switch (d->elem) {
  case GPUOPT_ELEM_F32: { float f = (float)d->fill; uint32_t b; memcpy(&b, &f, 4); return b; }
  case GPUOPT_ELEM_F64: { uint64_t b; memcpy(&b, &d->fill, 8); return b; }
  case GPUOPT_ELEM_I8: return (uint8_t)d->ifill;
  case GPUOPT_ELEM_I16: return (uint16_t)d->ifill;
  case GPUOPT_ELEM_I32: return (uint32_t)d->ifill;
  default: return (uint64_t)d->ifill;
  }
}

void gpuopt_argdesc_str(const gpuopt_argdesc *d, char *buf, size_t n) {
  if (!d || !buf || !n) return;
  const char *t = gpuopt_elem_name(d->elem);
  if (!d->is_buffer) {
    if (d->scalar_rand) snprintf(buf, n, "%s:rand:%lld:%lld", t, (long long)d->lo, (long long)d->hi);
    else if (is_fp(d->elem)) snprintf(buf, n, "%s:%.17g", t, d->fill);
    else snprintf(buf, n, "%s:%lld", t, (long long)d->ifill);
    return;
  }
  switch (d->init) {
  case GPUOPT_INIT_ZERO: snprintf(buf, n, "%s[%zu]:zero", t, d->count); break;
  case GPUOPT_INIT_IOTA: snprintf(buf, n, "%s[%zu]:iota", t, d->count); break;
  case GPUOPT_INIT_FILL:
    if (is_fp(d->elem)) snprintf(buf, n, "%s[%zu]:fill:%.17g", t, d->count, d->fill);
    else snprintf(buf, n, "%s[%zu]:fill:%lld", t, d->count, (long long)d->ifill);
    break;
  default:
    if (d->has_seed) snprintf(buf, n, "%s[%zu]:rand:%llu", t, d->count, (unsigned long long)d->seed);
    else snprintf(buf, n, "%s[%zu]:rand", t, d->count);
  }
}
