/* Launch options and argument buffers for `gpuopt run` and `gpuopt difftest` (see runargs.h). */
#include <stdlib.h>
#include <string.h>

#include "driver/runargs.h"

void runargs_init(runargs *ra) {
  memset(ra, 0, sizeof *ra);
  gpuopt_launch l = GPUOPT_LAUNCH_INIT;
  ra->launch = l;
}

void runargs_free(runargs *ra) {
  for (size_t i = 0; ra->bufs && i < ra->nargs; i++) free(ra->bufs[i]);
  free(ra->bufs);
  free(ra->args);
  ra->bufs = NULL;
  ra->args = NULL;
  ra->nargs = 0;
}

int runargs_dim3(const char *s, gpuopt_dim3 *out) {
  unsigned long v[3] = {1, 1, 1};
  int n = 0;
  const char *p = s;
  while (n < 3) {
    char *e;
    if (*p < '0' || *p > '9') return 0;
    v[n++] = strtoul(p, &e, 10);
    if (v[n - 1] == 0 || v[n - 1] > 0x7fffffffUL) return 0;
    if (!*e) break;
    if (*e != ',') return 0;
    p = e + 1;
  }
  if (n == 3 && *p && strchr(p, ',')) return 0;
  out->x = (unsigned)v[0], out->y = (unsigned)v[1], out->z = (unsigned)v[2];
  return 1;
}

static const char *value(const char *cmd, int argc, char **argv, int *i, const char *name, int *err) {
  const char *a = argv[*i];
  size_t n = strlen(name);
  if (a[n] == '=') return a + n + 1;
  if (*i + 1 >= argc) {
    drv_usage(cmd, "%s needs a value", name);
    *err = 1;
    return NULL;
  }
  return argv[++*i];
}

int runargs_option(runargs *ra, gpuopt_ctx *ctx, const char *cmd, int argc, char **argv, int *i) {
  static const char *const names[] = {"--kernel", "--grid", "--block", "--arg", "--shared", "--max-steps"};
  const char *a = argv[*i];
  int which = -1, err = 0;
  for (int k = 0; k < 6; k++) {
    size_t n = strlen(names[k]);
    if (!strncmp(a, names[k], n) && (a[n] == 0 || a[n] == '=')) which = k;
  }
  if (which < 0) return 0;
  const char *v = value(cmd, argc, argv, i, names[which], &err);
  if (err) return -1;
  switch (which) {
  case 0: ra->kernel = v; break;
  case 1:
    if (!runargs_dim3(v, &ra->launch.grid)) return drv_usage(cmd, "bad --grid '%s': expected X[,Y[,Z]] with each >= 1", v), -1;
    ra->have_grid = 1;
    break;
  case 2:
    if (!runargs_dim3(v, &ra->launch.block)) return drv_usage(cmd, "bad --block '%s': expected X[,Y[,Z]] with each >= 1", v), -1;
    ra->have_block = 1;
    break;
  case 3: {
    gpuopt_argdesc d;
    if (gpuopt_argdesc_parse(ctx, v, &d)) return drv_usage(cmd, "%s", gpuopt_ctx_error(ctx)), -1;
    gpuopt_argdesc *na = realloc(ra->args, (ra->nargs + 1) * sizeof *na);
    if (!na) return drv_error("out of memory"), -1;
    ra->args = na;
    ra->args[ra->nargs++] = d;
    break;
  }
  case 4: {
    char *e;
    unsigned long long n = strtoull(v, &e, 0);
    if (*e || n > (1u << 20)) return drv_usage(cmd, "bad --shared '%s': expected a byte count", v), -1;
    ra->launch.dynamic_shared = (size_t)n;
    break;
  }
  default: {
    char *e;
    unsigned long long n = strtoull(v, &e, 0);
    if (*e || !n) return drv_usage(cmd, "bad --max-steps '%s'", v), -1;
    ra->launch.max_steps = n;
    break;
  }
  }
  return 1;
}

int runargs_check(runargs *ra, const char *cmd) {
  if (!ra->kernel) return drv_usage(cmd, "no kernel (--kernel NAME)"), -1;
  if (!ra->have_grid) return drv_usage(cmd, "no grid (--grid X[,Y,Z])"), -1;
  if (!ra->have_block) return drv_usage(cmd, "no block (--block X[,Y,Z])"), -1;
  return 0;
}

size_t runargs_bytes(const runargs *ra, size_t k) { return ra->args[k].count * gpuopt_elem_size(ra->args[k].elem); }

int runargs_materialize(runargs *ra, uint64_t seed) {
  if (!ra->bufs) {
    ra->bufs = calloc(ra->nargs + 1, sizeof *ra->bufs);
    if (!ra->bufs) return drv_error("out of memory");
  }
  for (size_t i = 0; i < ra->nargs; i++) {
    if (!ra->args[i].is_buffer) continue;
    if (!ra->bufs[i] && !(ra->bufs[i] = malloc(runargs_bytes(ra, i) ? runargs_bytes(ra, i) : 1)))
      return drv_error("out of memory for argument %zu (%zu bytes)", i, runargs_bytes(ra, i));
    gpuopt_argdesc_fill(&ra->args[i], seed, (unsigned)i, ra->bufs[i]);
  }
  return 0;
}

gpuopt_status runargs_bind(runargs *ra, gpuopt_interp *ip, uint64_t seed) {
  gpuopt_status st = GPUOPT_OK;
  gpuopt_interp_clear_args(ip);
  for (size_t i = 0; i < ra->nargs && !st; i++) {
    if (ra->args[i].is_buffer) st = gpuopt_interp_set_buffer(ip, (unsigned)i, ra->bufs[i], runargs_bytes(ra, i), 0);
    else st = gpuopt_interp_set_scalar(ip, (unsigned)i, gpuopt_argdesc_scalar(&ra->args[i], seed, (unsigned)i));
  }
  return st;
}

void runargs_dump(const runargs *ra, size_t k, FILE *f) {
  const gpuopt_argdesc *d = &ra->args[k];
  const unsigned char *p = ra->bufs[k];
  for (size_t i = 0; i < d->count; i++) {
    switch (d->elem) {
    case GPUOPT_ELEM_I8: fprintf(f, "%d\n", (int)(int8_t)p[i]); break;
    case GPUOPT_ELEM_I16: { int16_t x; memcpy(&x, p + 2 * i, 2); fprintf(f, "%d\n", x); break; }
    case GPUOPT_ELEM_I32: { int32_t x; memcpy(&x, p + 4 * i, 4); fprintf(f, "%d\n", x); break; }
    case GPUOPT_ELEM_I64: { int64_t x; memcpy(&x, p + 8 * i, 8); fprintf(f, "%lld\n", (long long)x); break; }
    case GPUOPT_ELEM_F32: { float x; memcpy(&x, p + 4 * i, 4); fprintf(f, "%.9g\n", x); break; }
    case GPUOPT_ELEM_F64: { double x; memcpy(&x, p + 8 * i, 8); fprintf(f, "%.17g\n", x); break; }
    }
  }
}

void runargs_checksums(const runargs *ra, FILE *f) {
  for (size_t k = 0; k < ra->nargs; k++) {
    if (!ra->args[k].is_buffer) continue;
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    const unsigned char *p = ra->bufs[k];
    for (size_t i = 0; i < runargs_bytes(ra, k); i++) h = (h ^ p[i]) * UINT64_C(0x100000001b3);
    char spec[96];
    gpuopt_argdesc_str(&ra->args[k], spec, sizeof spec);
    fprintf(f, "arg %zu: %s checksum %016llx\n", k, spec, (unsigned long long)h);
  }
}
