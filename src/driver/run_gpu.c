/* The GPU half of `gpuopt run` (the interpreter half is cmd_run.c's --emulate): lower the kernel's
 * module to PTX, load it on device 0 through gpuopt's CUDA runtime, copy the argument buffers in,
 * launch once, copy them back; with --time N, then launch 2 times to warm up and N times with
 * CUDA events (inputs restored before each launch) and report the median. Argument handling and
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

int drv_run_gpu(gpuopt_ctx *ctx, LLVMModuleRef m, const drv_gpu_run *r, drv_gpu_arg *args, size_t nargs,
                drv_gpu_result *res) {
  memset(res, 0, sizeof *res);
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
  char *ptx = NULL;
  size_t ptx_len = 0;
  if ((st = gpuopt_emit_ptx(ctx, m, &ptx, &ptx_len))) return drv_fail(ctx, st);

  int rc = 0;
  gpuopt_cuda *dev = NULL;
  gpuopt_cuda_module *mod = NULL;
  gpuopt_cuda_kernel *k = NULL;
  gpuopt_devptr *dptr = calloc(nargs + 1, sizeof *dptr);
  void **kparams = calloc(nargs + 1, sizeof *kparams);
  unsigned char (*scalars)[8] = calloc(nargs + 1, 8);
  float *times = NULL;
  char *log = NULL;
  if (!dptr || !kparams || !scalars) {
    rc = drv_error("out of memory");
    goto out;
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
  snprintf(res->device, sizeof res->device, "%s (%s)", info.name, info.sm);
  const char *want_sm = gpuopt_ctx_options(ctx)->sm;
  gpuopt_jit_options jo = GPUOPT_JIT_OPTIONS_INIT;
  if ((st = gpuopt_cuda_module_load_ptx(ctx, dev, ptx, &jo, &mod, &log))) {
    rc = drv_error("%s%s%s%s", gpuopt_ctx_error(ctx), strcmp(info.sm, want_sm) ? "\n(the PTX targets " : "",
                   strcmp(info.sm, want_sm) ? want_sm : "", strcmp(info.sm, want_sm) ? "; the device is that sm: try --sm)" : "");
    goto out;
  }
  if ((st = gpuopt_cuda_kernel_get(ctx, mod, r->kernel, &k)) ||
      (st = gpuopt_cuda_kernel_attributes(ctx, k, &res->attrs))) {
    rc = drv_fail(ctx, st);
    goto out;
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
  if ((st = gpuopt_cuda_launch(ctx, k, &dims, kparams, &res->first_ms))) {
    rc = drv_fail(ctx, st);
    goto out;
  }
  for (size_t i = 0; i < nargs; i++)
    if (args[i].is_buffer && (st = gpuopt_cuda_memcpy_dtoh(ctx, dev, args[i].data, dptr[i], args[i].size))) {
      rc = drv_fail(ctx, st);
      goto out;
    }
  if (r->time_n) {
    /* the inputs again before each launch, so every timed launch sees the same data */
    times = calloc(r->time_n, sizeof *times);
    if (!times) {
      rc = drv_error("out of memory");
      goto out;
    }
    for (unsigned it = 0; it < r->time_n + 2; it++) {
      for (size_t i = 0; i < nargs; i++)
        if (args[i].is_buffer && args[i].initial &&
            (st = gpuopt_cuda_memcpy_htod(ctx, dev, dptr[i], args[i].initial, args[i].size))) {
          rc = drv_fail(ctx, st);
          goto out;
        }
      float ms = 0;
      if ((st = gpuopt_cuda_launch(ctx, k, &dims, kparams, &ms))) {
        rc = drv_fail(ctx, st);
        goto out;
      }
      if (it >= 2) times[it - 2] = ms;
    }
    qsort(times, r->time_n, sizeof *times, cmp_float);
    res->median_ms = r->time_n % 2 ? times[r->time_n / 2] : (times[r->time_n / 2 - 1] + times[r->time_n / 2]) / 2;
    res->min_ms = times[0];
    res->timed = r->time_n;
  }
out:
  if (dev)
    for (size_t i = 0; i < nargs; i++) gpuopt_cuda_free(ctx, dev, dptr[i]);
  gpuopt_cuda_module_free(mod);
  gpuopt_cuda_close(dev);
  gpuopt_free(log);
  free(times);
  free(scalars);
  free(kparams);
  free(dptr);
  gpuopt_free(ptx);
  return rc;
}
