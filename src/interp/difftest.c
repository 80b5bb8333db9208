/* Differential testing of a transform pipeline on the SIMT interpreter: run a kernel on a module
 * and on a transformed clone with the same generated inputs (one set per run seed), and compare
 * every buffer argument bit for bit afterwards. A run-time error (out of bounds, poison stored,
 * deadlock, ...) that happens only after the pipeline is a difference too. The original module is
 * never changed. */
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"

static uint64_t elem_bits(const uint8_t *p, size_t size) {
  uint64_t v = 0;
  memcpy(&v, p, size);
  return v;
}

gpuopt_status gpuopt__difftest_pair(gpuopt_ctx *ctx, LLVMModuleRef m, LLVMModuleRef after, const char *pipeline,
                                    const char *kernel, const gpuopt_launch *launch, const gpuopt_argdesc *args,
                                    size_t nargs, unsigned seeds, gpuopt_difftest_result *out) {
  memset(out, 0, sizeof *out);
  if (!seeds) seeds = 1;
  gpuopt_status st;
  gpuopt_interp *A = NULL, *B = NULL;
  uint8_t **ba = calloc(nargs + 1, sizeof *ba), **bb = calloc(nargs + 1, sizeof *bb);
  if (!ba || !bb) {
    st = gpuopt__oom(ctx, "gpuopt_difftest");
    goto done;
  }
  if ((st = gpuopt_interp_create(ctx, m, &A)) || (st = gpuopt_interp_create(ctx, after, &B))) goto done;
  for (size_t i = 0; i < nargs; i++) {
    if (!args[i].is_buffer) continue;
    size_t bytes = args[i].count * gpuopt_elem_size(args[i].elem);
    ba[i] = malloc(bytes ? bytes : 1);
    bb[i] = malloc(bytes ? bytes : 1);
    if (!ba[i] || !bb[i]) {
      st = gpuopt__oom(ctx, "gpuopt_difftest");
      goto done;
    }
  }
  for (unsigned seed = 1; seed <= seeds; seed++) {
    for (size_t i = 0; i < nargs; i++) {
      if (args[i].is_buffer) {
        size_t bytes = args[i].count * gpuopt_elem_size(args[i].elem);
        gpuopt_argdesc_fill(&args[i], seed, (unsigned)i, ba[i]);
        memcpy(bb[i], ba[i], bytes);
        if ((st = gpuopt_interp_set_buffer(A, (unsigned)i, ba[i], bytes, 0)) ||
            (st = gpuopt_interp_set_buffer(B, (unsigned)i, bb[i], bytes, 0)))
          goto done;
      } else {
        uint64_t v = gpuopt_argdesc_scalar(&args[i], seed, (unsigned)i);
        if ((st = gpuopt_interp_set_scalar(A, (unsigned)i, v)) || (st = gpuopt_interp_set_scalar(B, (unsigned)i, v)))
          goto done;
      }
    }
    if ((st = gpuopt_interp_run(A, kernel, launch, NULL))) {
      char msg[900];
      snprintf(msg, sizeof msg, "%s", gpuopt_ctx_error(ctx));
      st = gpuopt__fail(ctx, st, "gpuopt_difftest: the kernel fails before the pipeline (seed %u): %s", seed, msg);
      goto done;
    }
    out->runs = seed;
    if ((st = gpuopt_interp_run(B, kernel, launch, NULL))) {
      out->after_error = 1;
      out->seed = seed;
      snprintf(out->text, sizeof out->text, "after the pipeline '%s', seed %u: %s", pipeline, seed, gpuopt_ctx_error(ctx));
      gpuopt_ctx_clear_error(ctx);
      st = GPUOPT_OK;
      goto done;
    }
    for (size_t i = 0; i < nargs; i++) {
      if (!args[i].is_buffer) continue;
      size_t es = gpuopt_elem_size(args[i].elem);
      if (!memcmp(ba[i], bb[i], args[i].count * es)) continue;
      for (size_t k = 0; k < args[i].count; k++) {
        if (!memcmp(ba[i] + k * es, bb[i] + k * es, es)) continue;
        out->arg = (unsigned)i;
        out->index = k;
        out->before = elem_bits(ba[i] + k * es, es);
        out->after = elem_bits(bb[i] + k * es, es);
        out->elem = args[i].elem;
        out->seed = seed;
        char vb[64], va[64];
        if (args[i].elem == GPUOPT_ELEM_F32) {
          float x, y;
          memcpy(&x, ba[i] + k * es, 4);
          memcpy(&y, bb[i] + k * es, 4);
          snprintf(vb, sizeof vb, "%.9g (0x%08llx)", x, (unsigned long long)out->before);
          snprintf(va, sizeof va, "%.9g (0x%08llx)", y, (unsigned long long)out->after);
        } else if (args[i].elem == GPUOPT_ELEM_F64) {
          double x, y;
          memcpy(&x, ba[i] + k * es, 8);
          memcpy(&y, bb[i] + k * es, 8);
          snprintf(vb, sizeof vb, "%.17g (0x%016llx)", x, (unsigned long long)out->before);
          snprintf(va, sizeof va, "%.17g (0x%016llx)", y, (unsigned long long)out->after);
        } else {
          unsigned sh = 64 - 8 * (unsigned)es;
          snprintf(vb, sizeof vb, "%lld", (long long)((int64_t)(out->before << sh) >> sh));
          snprintf(va, sizeof va, "%lld", (long long)((int64_t)(out->after << sh) >> sh));
        }
        snprintf(out->text, sizeof out->text,
                 "buffer argument %zu (%s[%zu]) differs at index %zu: %s before, %s after the pipeline '%s' (seed %u)", i,
                 gpuopt_elem_name(args[i].elem), args[i].count, k, vb, va, pipeline, seed);
        goto done;
      }
    }
  }
  out->identical = 1;
  snprintf(out->text, sizeof out->text, "%u runs, outputs identical", out->runs);
done:
  gpuopt_interp_free(A);
  gpuopt_interp_free(B);
  for (size_t i = 0; ba && bb && i < nargs; i++) free(ba[i]), free(bb[i]);
  free(ba);
  free(bb);
  return st;
}

gpuopt_status gpuopt_difftest(gpuopt_ctx *ctx, LLVMModuleRef m, const char *pipeline, const char *kernel,
                              const gpuopt_launch *launch, const gpuopt_argdesc *args, size_t nargs, unsigned seeds,
                              gpuopt_difftest_result *out) {
  if (!ctx) return GPUOPT_EINVAL;
  if (!m || !pipeline || !kernel || !launch || (nargs && !args) || !out)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "gpuopt_difftest: NULL argument");
  memset(out, 0, sizeof *out);
  LLVMModuleRef after = LLVMCloneModule(m);
  if (!after) return gpuopt__oom(ctx, "gpuopt_difftest");
  gpuopt_status st = gpuopt_run_pipeline(ctx, after, pipeline, NULL);
  if (!st) st = gpuopt__difftest_pair(ctx, m, after, pipeline, kernel, launch, args, nargs, seeds, out);
  LLVMDisposeModule(after);
  return st;
}
