/* Context: options, status strings, the last error's message. No global mutable state: every
 * piece of state lives in a context. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ctx.h"
#include "core/ir.h"
#include "gpuopt/version.h"

#define STR_(x) #x
#define STR(x) STR_(x)

const char *gpuopt_version(void) {
  return STR(GPUOPT_VERSION_MAJOR) "." STR(GPUOPT_VERSION_MINOR) "." STR(GPUOPT_VERSION_PATCH);
}

unsigned gpuopt_version_number(void) { return GPUOPT_VERSION_NUMBER; }

const char *gpuopt_status_str(gpuopt_status s) {
  switch (s) {
  case GPUOPT_OK: return "GPUOPT_OK: success";
  case GPUOPT_EINVAL: return "GPUOPT_EINVAL: invalid argument";
  case GPUOPT_EINVALID_IR: return "GPUOPT_EINVALID_IR: invalid IR";
  case GPUOPT_EUNSUPPORTED: return "GPUOPT_EUNSUPPORTED: unsupported construct";
  case GPUOPT_ETARGET: return "GPUOPT_ETARGET: wrong target";
  case GPUOPT_ENOMEM: return "GPUOPT_ENOMEM: out of memory";
  case GPUOPT_ELLVM: return "GPUOPT_ELLVM: LLVM failure";
  case GPUOPT_ENODEVICE: return "GPUOPT_ENODEVICE: no CUDA device";
  case GPUOPT_ECUDA: return "GPUOPT_ECUDA: CUDA driver error";
  case GPUOPT_EIO: return "GPUOPT_EIO: input/output error";
  case GPUOPT_ENOTFOUND: return "GPUOPT_ENOTFOUND: not found";
  case GPUOPT_ERUNTIME: return "GPUOPT_ERUNTIME: run-time error in the interpreter";
  }
  return "GPUOPT_E?: unknown status";
}

char *gpuopt__strdup(const char *s) {
  if (!s) return NULL;
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}

static int valid_sm(const char *sm) {
  if (!sm || strncmp(sm, "sm_", 3) != 0 || !sm[3]) return 0;
  for (const char *p = sm + 3; *p; p++)
    if (!((*p >= '0' && *p <= '9') || *p == 'a' || *p == 'f')) return 0;
  return sm[3] >= '1' && sm[3] <= '9';
}

gpuopt_status gpuopt_ctx_create(const gpuopt_options *opts, gpuopt_ctx **out) {
  gpuopt_options dflt = GPUOPT_OPTIONS_INIT;
  if (!out) return GPUOPT_EINVAL;
  *out = NULL;
  if (!opts) opts = &dflt;
  if (opts->version < 1 || opts->version > GPUOPT_OPTIONS_VERSION) return GPUOPT_EINVAL;
  if (!valid_sm(opts->sm ? opts->sm : "sm_90") || opts->opt_level > 3) return GPUOPT_EINVAL;
  gpuopt_ctx *ctx = calloc(1, sizeof *ctx);
  if (!ctx) return GPUOPT_ENOMEM;
  ctx->opts = dflt;
  /* an older caller's struct ends at its version's last field: copy only that much, keep the newer
   * defaults (version 1 ends at verify_each, version 2 at trusted_bitcode, 3 at spill_shared_bytes) */
  memcpy(&ctx->opts, opts,
         opts->version == 1 ? offsetof(gpuopt_options, trusted_bitcode)
         : opts->version == 2 ? offsetof(gpuopt_options, max_registers)
         : opts->version == 3 ? offsetof(gpuopt_options, min_registers) : sizeof *opts);
  ctx->opts.version = GPUOPT_OPTIONS_VERSION;
  ctx->sm = gpuopt__strdup(opts->sm ? opts->sm : "sm_90");
  ctx->ptx_features = opts->ptx_features ? gpuopt__strdup(opts->ptx_features) : NULL;
  ctx->msg = gpuopt__strdup("");
  if (!ctx->sm || !ctx->msg || (opts->ptx_features && !ctx->ptx_features)) {
    gpuopt_ctx_free(ctx);
    return GPUOPT_ENOMEM;
  }
  ctx->opts.sm = ctx->sm;
  ctx->opts.ptx_features = ctx->ptx_features;
  gpuopt__ptrmap_init(&ctx->fcache);
  *out = ctx;
  return GPUOPT_OK;
}

void gpuopt_ctx_free(gpuopt_ctx *ctx) {
  if (!ctx) return;
  /* through the hook fcache.c sets: a program that never caches (the CUDA runtime) links no LLVM */
  if (ctx->release_fcache) ctx->release_fcache(ctx);
  gpuopt__ptrmap_free(&ctx->fcache);
  free(ctx->sm);
  free(ctx->ptx_features);
  free(ctx->msg);
  free(ctx);
}

const gpuopt_options *gpuopt_ctx_options(const gpuopt_ctx *ctx) { return ctx ? &ctx->opts : NULL; }

const char *gpuopt_ctx_error(const gpuopt_ctx *ctx) {
  if (!ctx) return "gpuopt_ctx_error: NULL context";
  return ctx->msg ? ctx->msg : "out of memory while formatting an error message";
}

gpuopt_status gpuopt_ctx_last_status(const gpuopt_ctx *ctx) { return ctx ? ctx->last : GPUOPT_EINVAL; }

void gpuopt_ctx_clear_error(gpuopt_ctx *ctx) {
  if (!ctx) return;
  ctx->last = GPUOPT_OK;
  ctx->cuda_result = 0;
  if (ctx->msg) ctx->msg[0] = 0;
}

void gpuopt_free(void *ptr) { free(ptr); }

gpuopt_status gpuopt__failv(gpuopt_ctx *ctx, gpuopt_status status, const char *fmt, va_list ap) {
  if (!ctx) return status;
  ctx->last = status;
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) n = 0;
  char *m = malloc((size_t)n + 1);
  if (!m) {
    free(ctx->msg);
    ctx->msg = NULL; /* gpuopt_ctx_error says out of memory */
    return status;
  }
  vsnprintf(m, (size_t)n + 1, fmt, ap);
  free(ctx->msg);
  ctx->msg = m;
  return status;
}

gpuopt_status gpuopt__fail(gpuopt_ctx *ctx, gpuopt_status status, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  gpuopt_status s = gpuopt__failv(ctx, status, fmt, ap);
  va_end(ap);
  return s;
}

gpuopt_status gpuopt__oom(gpuopt_ctx *ctx, const char *fn) {
  return gpuopt__fail(ctx, GPUOPT_ENOMEM, "%s: out of memory", fn);
}
