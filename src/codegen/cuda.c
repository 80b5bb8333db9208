/* gpuopt's CUDA runtime over the Driver API (DESIGN.md §5). libcuda.so.1 is opened with dlopen at
 * first use and its functions are looked up into one table, initialised once per process
 * (pthread_once; the table and the reason for a failure are the only process-wide data, written
 * once and then read-only). Everything else is per device handle: the retained primary context,
 * the modules loaded through it, and the embedded modules of generated host code (gpucc §2.4)
 * loaded lazily on first launch. Driver failures become GPUOPT_ENODEVICE (no library, no device)
 * or GPUOPT_ECUDA with the driver's own error name and message, and the JIT's error log for PTX
 * that does not compile. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cuda_api.h"
#include "core/ctx.h"
#include "gpuopt/cuda.h"
#include "codegen/cuda_rt.h"

typedef struct cuda_fns {
#define X(name, sym, params) CUresult (*name) params;
  GPUOPT_CUDA_FUNCTIONS(X)
#undef X
} cuda_fns;

static struct {
  cuda_fns f;
  int loaded;     /* all symbols found */
  CUresult init;  /* cuInit's result */
  char why[512];  /* why the driver is unusable */
} drv;
static pthread_once_t drv_once = PTHREAD_ONCE_INIT;

static void drv_load(void) {
  void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    const char *e = dlerror();
    snprintf(drv.why, sizeof drv.why, "the CUDA driver library libcuda.so.1 cannot be loaded (%s)", e ? e : "?");
    return;
  }
#define X(name, sym, params)                                                                      \
  {                                                                                               \
    void *p = NULL;                                                                               \
    if (!strcmp(sym, "cuEventElapsedTime")) p = dlsym(h, "cuEventElapsedTime_v2");                \
    if (!p) p = dlsym(h, sym);                                                                    \
    if (!p) {                                                                                     \
      snprintf(drv.why, sizeof drv.why, "libcuda.so.1 has no symbol %s (driver too old?)", sym);  \
      return;                                                                                     \
    }                                                                                             \
    memcpy(&drv.f.name, &p, sizeof p);                                                            \
  }
  GPUOPT_CUDA_FUNCTIONS(X)
#undef X
  drv.loaded = 1;
  drv.init = drv.f.cuInit(0);
  if (drv.init) {
    const char *n = NULL, *s = NULL;
    if (drv.f.cuGetErrorName(drv.init, &n)) n = NULL;
    if (drv.f.cuGetErrorString(drv.init, &s)) s = NULL;
    snprintf(drv.why, sizeof drv.why, "cuInit failed: %s: %s", n ? n : "CUDA_ERROR_?", s ? s : "unknown error");
  }
  /* the library stays loaded for the life of the process: the table points into it */
}

/* The driver, or GPUOPT_ENODEVICE saying why not. */
static gpuopt_status drv_ready(gpuopt_ctx *ctx, const char *who) {
  pthread_once(&drv_once, drv_load);
  if (!drv.loaded || drv.init) return gpuopt__fail(ctx, GPUOPT_ENODEVICE, "%s: no CUDA device: %s", who, drv.why);
  return GPUOPT_OK;
}

/* Report a failed driver call: "who: call failed: CUDA_ERROR_X: message". */
static gpuopt_status cu_fail(gpuopt_ctx *ctx, const char *who, const char *call, CUresult r, const char *log) {
  const char *n = NULL, *s = NULL;
  if (drv.f.cuGetErrorName(r, &n)) n = NULL;
  if (drv.f.cuGetErrorString(r, &s)) s = NULL;
  if (ctx) ctx->cuda_result = r;
  gpuopt_status st = r == CUDA_ERROR_NO_DEVICE || r == CUDA_ERROR_INVALID_DEVICE ? GPUOPT_ENODEVICE : GPUOPT_ECUDA;
  char code[32];
  snprintf(code, sizeof code, "CUDA error %d", r);
  return gpuopt__fail(ctx, st, "%s: %s failed: %s: %s%s%s", who, call, n ? n : code, s ? s : "unknown error",
                      log && *log ? "\n" : "", log && *log ? log : "");
}

#define CU(call, args) drv.f.call args

struct gpuopt_cuda_kernel {
  gpuopt_cuda_module *mod;
  CUfunction f;
  char *name;
  gpuopt_cuda_kernel *next;
};

struct gpuopt_cuda_module {
  gpuopt_cuda *dev;
  CUmodule m;
  gpuopt_cuda_kernel *kernels;
  gpuopt_cuda_module *prev, *next; /* the device's list */
};

typedef struct embedded_entry {
  const gpuopt_embedded_module *em;
  gpuopt_cuda_module *mod;
  gpuopt_cuda_kernel **kernels; /* em->nkernels, filled at first launch of each */
} embedded_entry;

struct gpuopt_cuda {
  int ordinal;
  CUdevice dev;
  CUcontext cuctx;
  gpuopt_cuda_module *modules;
  VEC(embedded_entry) embedded;
};

static gpuopt_status make_current(gpuopt_ctx *ctx, gpuopt_cuda *dev, const char *who) {
  CUresult r = CU(cuCtxSetCurrent, (dev->cuctx));
  return r ? cu_fail(ctx, who, "cuCtxSetCurrent", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_device_count(gpuopt_ctx *ctx, int *out) {
  static const char who[] = "gpuopt_cuda_device_count";
  if (!ctx) return GPUOPT_EINVAL;
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = 0;
  pthread_once(&drv_once, drv_load);
  if (drv.loaded && drv.init == CUDA_ERROR_NO_DEVICE) return GPUOPT_OK;
  gpuopt_status st = drv_ready(ctx, who);
  if (st) return st;
  CUresult r = CU(cuDeviceGetCount, (out));
  return r ? cu_fail(ctx, who, "cuDeviceGetCount", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_open(gpuopt_ctx *ctx, int ordinal, gpuopt_cuda **out) {
  static const char who[] = "gpuopt_cuda_open";
  if (!ctx) return GPUOPT_EINVAL;
  if (!out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = NULL;
  gpuopt_status st = drv_ready(ctx, who);
  if (st) return st;
  int count = 0;
  CUresult r = CU(cuDeviceGetCount, (&count));
  if (r) return cu_fail(ctx, who, "cuDeviceGetCount", r, NULL);
  if (ordinal < 0 || ordinal >= count)
    return gpuopt__fail(ctx, GPUOPT_ENODEVICE, "%s: no CUDA device: device %d does not exist (the driver reports %d device%s)",
                        who, ordinal, count, count == 1 ? "" : "s");
  gpuopt_cuda *dev = calloc(1, sizeof *dev);
  if (!dev) return gpuopt__oom(ctx, who);
  dev->ordinal = ordinal;
  if ((r = CU(cuDeviceGet, (&dev->dev, ordinal)))) {
    free(dev);
    return cu_fail(ctx, who, "cuDeviceGet", r, NULL);
  }
  if ((r = CU(cuDevicePrimaryCtxRetain, (&dev->cuctx, dev->dev)))) {
    free(dev);
    return cu_fail(ctx, who, "cuDevicePrimaryCtxRetain", r, NULL);
  }
  if ((st = make_current(ctx, dev, who))) {
    CU(cuDevicePrimaryCtxRelease, (dev->dev));
    free(dev);
    return st;
  }
  *out = dev;
  return GPUOPT_OK;
}

static void module_unlink_free(gpuopt_cuda_module *mod) {
  gpuopt_cuda *dev = mod->dev;
  if (mod->prev) mod->prev->next = mod->next;
  else dev->modules = mod->next;
  if (mod->next) mod->next->prev = mod->prev;
  if (mod->m) {
    CU(cuCtxSetCurrent, (dev->cuctx));
    CU(cuModuleUnload, (mod->m));
  }
  for (gpuopt_cuda_kernel *k = mod->kernels, *n; k; k = n) {
    n = k->next;
    free(k->name);
    free(k);
  }
  free(mod);
}

void gpuopt_cuda_close(gpuopt_cuda *dev) {
  if (!dev) return;
  for (size_t i = 0; i < dev->embedded.len; i++) free(dev->embedded.data[i].kernels);
  VEC_FREE(&dev->embedded);
  while (dev->modules) module_unlink_free(dev->modules);
  CU(cuCtxSetCurrent, (NULL));
  CU(cuDevicePrimaryCtxRelease, (dev->dev));
  free(dev);
}

gpuopt_status gpuopt_cuda_device_info(gpuopt_ctx *ctx, gpuopt_cuda *dev, gpuopt_cuda_info *out) {
  static const char who[] = "gpuopt_cuda_device_info";
  if (!ctx) return GPUOPT_EINVAL;
  if (!dev || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  memset(out, 0, sizeof *out);
  CUresult r;
  if ((r = CU(cuDeviceGetName, (out->name, (int)sizeof out->name, dev->dev)))) return cu_fail(ctx, who, "cuDeviceGetName", r, NULL);
  if ((r = CU(cuDeviceGetAttribute, (&out->cc_major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev->dev))) ||
      (r = CU(cuDeviceGetAttribute, (&out->cc_minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev->dev))) ||
      (r = CU(cuDeviceGetAttribute, (&out->multiprocessors, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev->dev))))
    return cu_fail(ctx, who, "cuDeviceGetAttribute", r, NULL);
  if ((r = CU(cuDriverGetVersion, (&out->driver_version)))) return cu_fail(ctx, who, "cuDriverGetVersion", r, NULL);
  snprintf(out->sm, sizeof out->sm, "sm_%d%d", out->cc_major, out->cc_minor);
  return GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_module_load_ptx(gpuopt_ctx *ctx, gpuopt_cuda *dev, const char *ptx,
                                          const gpuopt_jit_options *opts, gpuopt_cuda_module **out,
                                          char **info_log) {
  static const char who[] = "gpuopt_cuda_module_load_ptx";
  if (!ctx) return GPUOPT_EINVAL;
  if (!dev || !ptx || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = NULL;
  if (info_log) *info_log = NULL;
  gpuopt_jit_options dflt = GPUOPT_JIT_OPTIONS_INIT;
  if (!opts) opts = &dflt;
  if (opts->version != GPUOPT_JIT_OPTIONS_VERSION || opts->opt_level > 4)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: bad JIT options (version %u, opt_level %d); expected version %u and opt_level -1..4",
                        who, opts->version, opts->opt_level, GPUOPT_JIT_OPTIONS_VERSION);
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  enum { LOG = 16384 };
  char *info = calloc(1, LOG), *err = calloc(1, LOG);
  gpuopt_cuda_module *mod = calloc(1, sizeof *mod);
  if (!info || !err || !mod) {
    free(info);
    free(err);
    free(mod);
    return gpuopt__oom(ctx, who);
  }
  CUjit_option keys[8];
  void *vals[8];
  unsigned n = 0;
  keys[n] = CU_JIT_INFO_LOG_BUFFER, vals[n++] = info;
  keys[n] = CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, vals[n++] = (void *)(uintptr_t)(LOG - 1);
  keys[n] = CU_JIT_ERROR_LOG_BUFFER, vals[n++] = err;
  keys[n] = CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, vals[n++] = (void *)(uintptr_t)(LOG - 1);
  if (opts->opt_level >= 0) keys[n] = CU_JIT_OPTIMIZATION_LEVEL, vals[n++] = (void *)(uintptr_t)opts->opt_level;
  if (opts->max_registers) keys[n] = CU_JIT_MAX_REGISTERS, vals[n++] = (void *)(uintptr_t)opts->max_registers;
  if (opts->verbose) keys[n] = CU_JIT_LOG_VERBOSE, vals[n++] = (void *)(uintptr_t)1;
  CUresult r = CU(cuModuleLoadDataEx, (&mod->m, ptx, n, keys, vals));
  if (r) {
    st = cu_fail(ctx, who, "cuModuleLoadDataEx (PTX JIT)", r, err);
    free(mod);
  } else {
    mod->dev = dev;
    mod->next = dev->modules;
    if (dev->modules) dev->modules->prev = mod;
    dev->modules = mod;
    *out = mod;
    if (info_log && info[0]) {
      *info_log = info;
      info = NULL;
    }
  }
  free(info);
  free(err);
  return st;
}

void gpuopt_cuda_module_free(gpuopt_cuda_module *mod) {
  if (mod) module_unlink_free(mod);
}

gpuopt_status gpuopt_cuda_kernel_get(gpuopt_ctx *ctx, gpuopt_cuda_module *mod, const char *name,
                                     gpuopt_cuda_kernel **out) {
  static const char who[] = "gpuopt_cuda_kernel_get";
  if (!ctx) return GPUOPT_EINVAL;
  if (!mod || !name || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = NULL;
  for (gpuopt_cuda_kernel *k = mod->kernels; k; k = k->next)
    if (!strcmp(k->name, name)) {
      *out = k;
      return GPUOPT_OK;
    }
  gpuopt_status st = make_current(ctx, mod->dev, who);
  if (st) return st;
  CUfunction f = NULL;
  CUresult r = CU(cuModuleGetFunction, (&f, mod->m, name));
  if (r) {
    st = cu_fail(ctx, who, "cuModuleGetFunction", r, NULL);
    if (st == GPUOPT_ECUDA && r == 500 /* CUDA_ERROR_NOT_FOUND */)
      st = gpuopt__fail(ctx, GPUOPT_ENOTFOUND, "%s: the module has no kernel named '%s' (%s)", who, name,
                        gpuopt_ctx_error(ctx));
    return st;
  }
  gpuopt_cuda_kernel *k = calloc(1, sizeof *k);
  if (!k || !(k->name = gpuopt__strdup(name))) {
    free(k);
    return gpuopt__oom(ctx, who);
  }
  k->mod = mod;
  k->f = f;
  k->next = mod->kernels;
  mod->kernels = k;
  *out = k;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_kernel_attributes(gpuopt_ctx *ctx, gpuopt_cuda_kernel *k, gpuopt_cuda_kernel_attrs *out) {
  static const char who[] = "gpuopt_cuda_kernel_attributes";
  if (!ctx) return GPUOPT_EINVAL;
  if (!k || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  memset(out, 0, sizeof *out);
  gpuopt_status st = make_current(ctx, k->mod->dev, who);
  if (st) return st;
  static const struct { int attr; size_t off; } tab[] = {
      {CU_FUNC_ATTRIBUTE_NUM_REGS, offsetof(gpuopt_cuda_kernel_attrs, registers)},
      {CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, offsetof(gpuopt_cuda_kernel_attrs, local_bytes)},
      {CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, offsetof(gpuopt_cuda_kernel_attrs, shared_bytes)},
      {CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES, offsetof(gpuopt_cuda_kernel_attrs, const_bytes)},
      {CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, offsetof(gpuopt_cuda_kernel_attrs, max_threads_per_block)},
      {CU_FUNC_ATTRIBUTE_PTX_VERSION, offsetof(gpuopt_cuda_kernel_attrs, ptx_version)},
      {CU_FUNC_ATTRIBUTE_BINARY_VERSION, offsetof(gpuopt_cuda_kernel_attrs, binary_version)},
  };
  for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
    CUresult r = CU(cuFuncGetAttribute, ((int *)((char *)out + tab[i].off), tab[i].attr, k->f));
    if (r) return cu_fail(ctx, who, "cuFuncGetAttribute", r, NULL);
  }
  return GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_malloc(gpuopt_ctx *ctx, gpuopt_cuda *dev, size_t bytes, gpuopt_devptr *out) {
  static const char who[] = "gpuopt_cuda_malloc";
  if (!ctx) return GPUOPT_EINVAL;
  if (!dev || !out) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  *out = 0;
  if (!bytes) return GPUOPT_OK;
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUdeviceptr p = 0;
  CUresult r = CU(cuMemAlloc, (&p, bytes));
  if (r) return cu_fail(ctx, who, "cuMemAlloc", r, NULL);
  *out = p;
  return GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_free(gpuopt_ctx *ctx, gpuopt_cuda *dev, gpuopt_devptr p) {
  static const char who[] = "gpuopt_cuda_free";
  if (!ctx) return GPUOPT_EINVAL;
  if (!dev) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL device", who);
  if (!p) return GPUOPT_OK;
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUresult r = CU(cuMemFree, (p));
  return r ? cu_fail(ctx, who, "cuMemFree", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_memcpy_htod(gpuopt_ctx *ctx, gpuopt_cuda *dev, gpuopt_devptr dst, const void *src, size_t bytes) {
  static const char who[] = "gpuopt_cuda_memcpy_htod";
  if (!ctx) return GPUOPT_EINVAL;
  if (!dev || (!src && bytes) || (!dst && bytes)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  if (!bytes) return GPUOPT_OK;
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUresult r = CU(cuMemcpyHtoD, (dst, src, bytes));
  return r ? cu_fail(ctx, who, "cuMemcpyHtoD", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_memcpy_dtoh(gpuopt_ctx *ctx, gpuopt_cuda *dev, void *dst, gpuopt_devptr src, size_t bytes) {
  static const char who[] = "gpuopt_cuda_memcpy_dtoh";
  if (!ctx) return GPUOPT_EINVAL;
  if (!dev || (!src && bytes) || (!dst && bytes)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  if (!bytes) return GPUOPT_OK;
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUresult r = CU(cuMemcpyDtoH, (dst, src, bytes));
  return r ? cu_fail(ctx, who, "cuMemcpyDtoH", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt_cuda_memset(gpuopt_ctx *ctx, gpuopt_cuda *dev, gpuopt_devptr dst, unsigned char value, size_t bytes) {
  static const char who[] = "gpuopt_cuda_memset";
  if (!ctx) return GPUOPT_EINVAL;
  if (!dev || (!dst && bytes)) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  if (!bytes) return GPUOPT_OK;
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUresult r = CU(cuMemsetD8, (dst, value, bytes));
  return r ? cu_fail(ctx, who, "cuMemsetD8", r, NULL) : GPUOPT_OK;
}

static unsigned one(unsigned v) { return v ? v : 1; }

gpuopt_status gpuopt_cuda_launch(gpuopt_ctx *ctx, gpuopt_cuda_kernel *k, const gpuopt_cuda_dims *d, void **args,
                                 float *ms) {
  static const char who[] = "gpuopt_cuda_launch";
  if (!ctx) return GPUOPT_EINVAL;
  if (!k || !d) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument", who);
  gpuopt_status st = make_current(ctx, k->mod->dev, who);
  if (st) return st;
  CUresult r;
  if (d->shared_bytes > 48 * 1024 &&
      (r = CU(cuFuncSetAttribute, (k->f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)d->shared_bytes))))
    return cu_fail(ctx, who, "cuFuncSetAttribute (dynamic shared memory)", r, NULL);
  CUevent e0 = NULL, e1 = NULL;
  if (ms) {
    if ((r = CU(cuEventCreate, (&e0, CU_EVENT_DEFAULT))) || (r = CU(cuEventCreate, (&e1, CU_EVENT_DEFAULT)))) {
      st = cu_fail(ctx, who, "cuEventCreate", r, NULL);
      goto done;
    }
    if ((r = CU(cuEventRecord, (e0, NULL)))) {
      st = cu_fail(ctx, who, "cuEventRecord", r, NULL);
      goto done;
    }
  }
  r = CU(cuLaunchKernel, (k->f, one(d->grid[0]), one(d->grid[1]), one(d->grid[2]), one(d->block[0]), one(d->block[1]),
                          one(d->block[2]), d->shared_bytes, NULL, args, NULL));
  if (r) {
    st = cu_fail(ctx, who, "cuLaunchKernel", r, NULL);
    st = gpuopt__fail(ctx, st, "%s (kernel '%s', grid %u,%u,%u, block %u,%u,%u, %u bytes of dynamic shared memory)",
                      gpuopt_ctx_error(ctx), k->name, one(d->grid[0]), one(d->grid[1]), one(d->grid[2]),
                      one(d->block[0]), one(d->block[1]), one(d->block[2]), d->shared_bytes);
    goto done;
  }
  if (ms) {
    if ((r = CU(cuEventRecord, (e1, NULL)))) {
      st = cu_fail(ctx, who, "cuEventRecord", r, NULL);
      goto done;
    }
    if ((r = CU(cuEventSynchronize, (e1)))) {
      st = cu_fail(ctx, who, "the kernel (cuEventSynchronize)", r, NULL);
      goto done;
    }
    if ((r = CU(cuEventElapsedTime, (ms, e0, e1)))) {
      st = cu_fail(ctx, who, "cuEventElapsedTime", r, NULL);
      goto done;
    }
  } else if ((r = CU(cuCtxSynchronize, ()))) {
    st = cu_fail(ctx, who, "the kernel (cuCtxSynchronize)", r, NULL);
  }
done:
  if (e0) CU(cuEventDestroy, (e0));
  if (e1) CU(cuEventDestroy, (e1));
  return st;
}

/* ---- generated host code's entry points ---- */

void gpuopt_rt_register(gpuopt_embedded_module *em) {
  if (em && em->magic == GPUOPT_EMBED_MAGIC && em->version == GPUOPT_EMBED_VERSION) em->registered = 1;
}

gpuopt_status gpuopt_rt_launch(gpuopt_embedded_module *em, uint32_t kernel, const gpuopt_launch_config *cfg,
                               void **args) {
  static const char who[] = "gpuopt_rt_launch";
  if (!cfg || !cfg->ctx) return GPUOPT_EINVAL;
  gpuopt_ctx *ctx = cfg->ctx;
  if (!em || !cfg->dev) return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: NULL argument (embedded module or device)", who);
  if (em->magic != GPUOPT_EMBED_MAGIC || em->version != GPUOPT_EMBED_VERSION)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: not a gpuopt embedded module (magic %#x version %u; expected %#x version %u)",
                        who, em->magic, em->version, GPUOPT_EMBED_MAGIC, GPUOPT_EMBED_VERSION);
  if (!em->registered)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: the embedded module was never registered: its module constructor did not run "
                        "(was the host object linked with its llvm.global_ctors?)", who);
  if (kernel >= em->nkernels)
    return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: kernel number %u; the module has %u", who, kernel, em->nkernels);
  gpuopt_cuda *dev = cfg->dev;
  embedded_entry *e = NULL;
  for (size_t i = 0; i < dev->embedded.len; i++)
    if (dev->embedded.data[i].em == em) e = &dev->embedded.data[i];
  if (!e) {
    embedded_entry ne = {em, NULL, calloc(em->nkernels ? em->nkernels : 1, sizeof(gpuopt_cuda_kernel *))};
    if (!ne.kernels) return gpuopt__oom(ctx, who);
    gpuopt_status st = gpuopt_cuda_module_load_ptx(ctx, dev, em->ptx, NULL, &ne.mod, NULL);
    if (st) {
      free(ne.kernels);
      return st;
    }
    if (!VEC_PUSH(&dev->embedded, ne)) {
      gpuopt_cuda_module_free(ne.mod);
      free(ne.kernels);
      return gpuopt__oom(ctx, who);
    }
    e = &dev->embedded.data[dev->embedded.len - 1];
  }
  if (!e->kernels[kernel]) {
    gpuopt_status st = gpuopt_cuda_kernel_get(ctx, e->mod, em->kernel_names[kernel], &e->kernels[kernel]);
    if (st) return st;
  }
  return gpuopt_cuda_launch(ctx, e->kernels[kernel], &cfg->dims, args, cfg->ms);
}

/* ---- what the CUDA Runtime API library needs beyond the public API (cuda_rt.h) ---- */

int gpuopt__cuda_result(const gpuopt_ctx *ctx) { return ctx ? ctx->cuda_result : 0; }

gpuopt_status gpuopt__cuda_device_attr(gpuopt_ctx *ctx, gpuopt_cuda *dev, int attr, int *out) {
  CUresult r = CU(cuDeviceGetAttribute, (out, attr, dev->dev));
  return r ? cu_fail(ctx, "gpuopt__cuda_device_attr", "cuDeviceGetAttribute", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt__cuda_total_mem(gpuopt_ctx *ctx, gpuopt_cuda *dev, size_t *out) {
  CUresult r = CU(cuDeviceTotalMem, (out, dev->dev));
  return r ? cu_fail(ctx, "gpuopt__cuda_total_mem", "cuDeviceTotalMem", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt__cuda_module_global(gpuopt_ctx *ctx, gpuopt_cuda_module *mod, const char *name, gpuopt_devptr *p,
                                         size_t *size) {
  static const char who[] = "gpuopt__cuda_module_global";
  gpuopt_status st = make_current(ctx, mod->dev, who);
  if (st) return st;
  CUdeviceptr d = 0;
  size_t n = 0;
  CUresult r = CU(cuModuleGetGlobal, (&d, &n, mod->m, name));
  if (r) return cu_fail(ctx, who, "cuModuleGetGlobal", r, NULL);
  *p = d;
  *size = n;
  return GPUOPT_OK;
}

gpuopt_status gpuopt__cuda_memcpy_dtod(gpuopt_ctx *ctx, gpuopt_cuda *dev, gpuopt_devptr dst, gpuopt_devptr src, size_t n) {
  static const char who[] = "gpuopt__cuda_memcpy_dtod";
  if (!n) return GPUOPT_OK;
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUresult r = CU(cuMemcpyDtoD, (dst, src, n));
  return r ? cu_fail(ctx, who, "cuMemcpyDtoD", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt__cuda_launch_async(gpuopt_ctx *ctx, gpuopt_cuda_kernel *k, const gpuopt_cuda_dims *d, void **args) {
  static const char who[] = "gpuopt__cuda_launch_async";
  gpuopt_status st = make_current(ctx, k->mod->dev, who);
  if (st) return st;
  CUresult r;
  if (d->shared_bytes > 48 * 1024 &&
      (r = CU(cuFuncSetAttribute, (k->f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)d->shared_bytes))))
    return cu_fail(ctx, who, "cuFuncSetAttribute (dynamic shared memory)", r, NULL);
  r = CU(cuLaunchKernel, (k->f, one(d->grid[0]), one(d->grid[1]), one(d->grid[2]), one(d->block[0]), one(d->block[1]),
                          one(d->block[2]), d->shared_bytes, NULL, args, NULL));
  if (r) return cu_fail(ctx, who, "cuLaunchKernel", r, NULL);
  return GPUOPT_OK;
}

gpuopt_status gpuopt__cuda_sync(gpuopt_ctx *ctx, gpuopt_cuda *dev) {
  static const char who[] = "gpuopt__cuda_sync";
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUresult r = CU(cuCtxSynchronize, ());
  return r ? cu_fail(ctx, who, "cuCtxSynchronize", r, NULL) : GPUOPT_OK;
}

gpuopt_status gpuopt__cuda_event(gpuopt_ctx *ctx, gpuopt_cuda *dev, int op, void **ev, void *other, float *ms) {
  static const char who[] = "gpuopt__cuda_event";
  gpuopt_status st = make_current(ctx, dev, who);
  if (st) return st;
  CUresult r = 0;
  const char *call = "";
  switch (op) {
  case GPUOPT__EV_CREATE: call = "cuEventCreate"; r = CU(cuEventCreate, ((CUevent *)ev, CU_EVENT_DEFAULT)); break;
  case GPUOPT__EV_RECORD: call = "cuEventRecord"; r = CU(cuEventRecord, ((CUevent)*ev, NULL)); break;
  case GPUOPT__EV_SYNC: call = "cuEventSynchronize"; r = CU(cuEventSynchronize, ((CUevent)*ev)); break;
  case GPUOPT__EV_ELAPSED: call = "cuEventElapsedTime"; r = CU(cuEventElapsedTime, (ms, (CUevent)other, (CUevent)*ev)); break;
  case GPUOPT__EV_DESTROY: call = "cuEventDestroy"; r = CU(cuEventDestroy, ((CUevent)*ev)); break;
  default: return gpuopt__fail(ctx, GPUOPT_EINVAL, "%s: bad operation %d", who, op);
  }
  return r ? cu_fail(ctx, who, call, r, NULL) : GPUOPT_OK;
}
