/* The GPU half of `gpuopt run` (the interpreter half is cmd_run.c's --emulate): lower the kernel's
 * module to PTX, load it on device 0 through gpuopt's CUDA runtime, copy the argument buffers in,
 * launch once, copy them back; with --time N, then launch 2 times to warm up and N times with
 * CUDA events (inputs restored before each launch) and report the median. With --module, PTX or
 * cubin files (nvcc's code, say) take the lowered module's place; several are timed interleaved,
 * round by round, in one CUDA context. Argument handling and
 * output only: the work is gpuopt_emit_ptx and gpuopt/cuda.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"
#include "driver/run_gpu.h"

static int cmp_float(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}

/* Bytes of a scalar parameter of type t, 0 if it is not a scalar the driver can pass. */
static size_t scalar_size(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w == 8 || w == 16 || w == 32 || w == 64 ? w / 8 : 0;
  }
  case LLVMFloatTypeKind: return 4;
  case LLVMDoubleTypeKind: return 8;
  default: return 0;
  }
}

/* *out = the contents of file (PTX text or a cubin) with a NUL after them (cuModuleLoadDataEx takes
 * either; PTX must end in one); free with gpuopt_free. Prints errors. */
static int read_image(const char *file, char **out) {
  *out = NULL;
  FILE *f = fopen(file, "rb");
  if (!f) return drv_error("cannot open --module '%s'", file);
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap + 1);
  for (size_t got; buf && (got = fread(buf + len, 1, cap - len, f)) > 0;) {
    len += got;
    if (len == cap) {
      char *bigger = cap < ((size_t)1 << 30) ? realloc(buf, 2 * cap + 1) : NULL;
      if (!bigger) free(buf);
      buf = bigger, cap *= 2;
    }
  }
  int bad = ferror(f);
  fclose(f);
  if (!buf) return drv_error("--module '%s': out of memory or larger than 1 GiB", file);
  if (bad || !len) {
    free(buf);
    return drv_error("cannot read --module '%s'%s", file, bad ? "" : " (empty)");
  }
  buf[len] = 0;
  *out = buf; /* gpuopt_free is free */
  return 0;
}

int drv_run_gpu(gpuopt_ctx *ctx, LLVMModuleRef m, const drv_gpu_run *r, drv_gpu_arg *args, size_t nargs,
                drv_gpu_result *res) {
  unsigned nm = r->nmodules ? r->nmodules : 1, rounds = r->rounds ? r->rounds : 1;
  memset(res, 0, nm * sizeof *res);
  LLVMValueRef fn = NULL;
  gpuopt_status st = gpuopt_module_function(ctx, m, r->kernel, &fn);
  if (st) return drv_fail(ctx, st);
  if (!gpuopt_is_kernel(fn)) return drv_error("@%s is not a kernel", r->kernel);
  unsigned np = LLVMCountParams(fn);
  if (np != nargs) return drv_error("kernel @%s has %u parameters; %zu --arg given", r->kernel, np, nargs);
  for (unsigned i = 0; i < np; i++) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
    int is_ptr = LLVMGetTypeKind(t) == LLVMPointerTypeKind;
    if (args[i].is_buffer && !is_ptr) return drv_error("--arg %u is a buffer but parameter %u of @%s is not a pointer", i + 1, i, r->kernel);
    if (!args[i].is_buffer && (is_ptr || !scalar_size(t)))
      return drv_error("--arg %u is a scalar but parameter %u of @%s %s", i + 1, i, r->kernel,
                       is_ptr ? "is a pointer" : "has a type the GPU path cannot pass");
  }
  int rc = 0;
  gpuopt_cuda *dev = NULL;
  gpuopt_cuda_module **mod = calloc(nm, sizeof *mod);
  gpuopt_cuda_kernel **k = calloc(nm, sizeof *k);
  char **image = calloc(nm, sizeof *image);
  gpuopt_devptr *dptr = calloc(nargs + 1, sizeof *dptr);
  void **kparams = calloc(nargs + 1, sizeof *kparams);
  unsigned char (*scalars)[8] = calloc(nargs + 1, 8);
  float *times = NULL;
  char *log = NULL;
  if (!mod || !k || !image || !dptr || !kparams || !scalars) {
    rc = drv_error("out of memory");
    goto out;
  }
  for (unsigned j = 0; j < nm; j++) {
    size_t len = 0;
    if (!r->nmodules) {
      if ((st = gpuopt_emit_ptx(ctx, m, &image[j], &len))) {
        rc = drv_fail(ctx, st);
        goto out;
      }
    } else if ((rc = read_image(r->modules[j], &image[j]))) {
      goto out;
    }
  }
  if ((st = gpuopt_cuda_open(ctx, 0, &dev))) {
    rc = drv_error("%s%s", gpuopt_ctx_error(ctx),
                   st == GPUOPT_ENODEVICE ? "\n(run it on the SIMT interpreter instead with --emulate)" : "");
    res->no_device = st == GPUOPT_ENODEVICE;
    goto out;
  }
  gpuopt_cuda_info info;
  if ((st = gpuopt_cuda_device_info(ctx, dev, &info))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  const char *want_sm = gpuopt_ctx_options(ctx)->sm;
  gpuopt_jit_options jo = GPUOPT_JIT_OPTIONS_INIT;
  jo.max_registers = r->max_registers;
  for (unsigned j = 0; j < nm; j++) {
    snprintf(res[j].device, sizeof res[j].device, "%s (%s)", info.name, info.sm);
    gpuopt_free(log);
    log = NULL;
    if ((st = gpuopt_cuda_module_load_ptx(ctx, dev, image[j], &jo, &mod[j], &log))) {
      rc = drv_error("%s%s%s%s%s%s", r->nmodules ? r->modules[j] : "", r->nmodules ? ": " : "", gpuopt_ctx_error(ctx),
                     strcmp(info.sm, want_sm) ? "\n(the PTX targets " : "", strcmp(info.sm, want_sm) ? want_sm : "",
                     strcmp(info.sm, want_sm) ? "; the device is that sm: try --sm)" : "");
      goto out;
    }
    if ((st = gpuopt_cuda_kernel_get(ctx, mod[j], r->kernel, &k[j])) ||
        (st = gpuopt_cuda_kernel_attributes(ctx, k[j], &res[j].attrs))) {
      rc = r->nmodules ? drv_error("%s: %s", r->modules[j], gpuopt_ctx_error(ctx)) : drv_fail(ctx, st);
      goto out;
    }
  }
  for (size_t i = 0; i < nargs; i++) {
    if (args[i].is_buffer) {
      if ((st = gpuopt_cuda_malloc(ctx, dev, args[i].size, &dptr[i])) ||
          (st = gpuopt_cuda_memcpy_htod(ctx, dev, dptr[i], args[i].data, args[i].size))) {
        rc = drv_fail(ctx, st);
        goto out;
      }
      kparams[i] = &dptr[i];
    } else {
      memcpy(scalars[i], &args[i].bits, 8); /* little endian: the low bytes are the value */
      kparams[i] = scalars[i];
    }
  }
  gpuopt_cuda_dims dims = {{r->grid[0], r->grid[1], r->grid[2]}, {r->block[0], r->block[1], r->block[2]}, r->shared};
  if ((st = gpuopt_cuda_launch(ctx, k[0], &dims, kparams, &res->first_ms))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  for (size_t i = 0; i < nargs; i++)
    if (args[i].is_buffer && (st = gpuopt_cuda_memcpy_dtoh(ctx, dev, args[i].data, dptr[i], args[i].size))) {
      rc = drv_fail(ctx, st);
      goto out;
    }
  if (r->time_n) {
    /* round by round, each module time_n launches after 2 warm-ups, the inputs restored before
     * every launch so each sees the same data; the median over all rounds */
    size_t per = (size_t)r->time_n * rounds;
    times = calloc(per * nm, sizeof *times);
    if (!times) {
      rc = drv_error("out of memory");
      goto out;
    }
    for (unsigned round = 0; round < rounds; round++)
      for (unsigned j = 0; j < nm; j++)
        for (unsigned it = 0; it < r->time_n + 2; it++) {
          for (size_t i = 0; i < nargs; i++)
            if (args[i].is_buffer && args[i].initial &&
                (st = gpuopt_cuda_memcpy_htod(ctx, dev, dptr[i], args[i].initial, args[i].size))) {
              rc = drv_fail(ctx, st);
              goto out;
            }
          float ms = 0;
          if ((st = gpuopt_cuda_launch(ctx, k[j], &dims, kparams, &ms))) {
            rc = drv_fail(ctx, st);
            goto out;
          }
          if (it >= 2) times[j * per + (size_t)round * r->time_n + (it - 2)] = ms;
        }
    for (unsigned j = 0; j < nm; j++) {
      float *t = times + j * per;
      qsort(t, per, sizeof *t, cmp_float);
      res[j].median_ms = per % 2 ? t[per / 2] : (t[per / 2 - 1] + t[per / 2]) / 2;
      res[j].min_ms = t[0];
      res[j].timed = (unsigned)per;
    }
  }
out:
  if (dev && dptr)
    for (size_t i = 0; i < nargs; i++) gpuopt_cuda_free(ctx, dev, dptr[i]);
  for (unsigned j = 0; j < nm; j++) {
    if (mod) gpuopt_cuda_module_free(mod[j]);
    if (image) gpuopt_free(image[j]);
  }
  gpuopt_cuda_close(dev);
  gpuopt_free(log);
  free(times);
  free(scalars);
  free(kparams);
  free(dptr);
  free(image);
  free(k);
  free(mod);
  return rc;
}
