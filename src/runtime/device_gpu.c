/* The GPU back end of the runtime's device abstraction (device.h), through gpuopt's dlopen'ed
 * Driver API (codegen/cuda.c): device 0's primary context; each device image is loaded as its cubin
 * when one was built for the device's sm, otherwise as its PTX (JIT-compiled by the driver; the PTX
 * entry with the highest sm not above the device's). Launches go to the default stream without
 * waiting; a fault shows at the next synchronisation, as with CUDA's runtime. Driver error codes
 * become the CUDA runtime's (the two enumerations coincide for every code a launch, copy or
 * allocation reports). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cuda_rt.h"
#include "core/core.h"
#include "runtime/cudart_abi.h"
#include "runtime/device.h"

typedef struct gpu_dev {
  gpuopt_ctx *ctx;
  gpuopt_cuda *dev;
  gpuopt_cuda_info info;
  gpuopt_cuda_module **mods;
  size_t nmods;
} gpu_dev;

static gpuopt_status g_open(gpuopt_ctx *ctx, void **state) {
  gpu_dev *d = calloc(1, sizeof *d);
  if (!d) return gpuopt__oom(ctx, "GPU device");
  d->ctx = ctx;
  gpuopt_status st = gpuopt_cuda_open(ctx, 0, &d->dev);
  if (!st) st = gpuopt_cuda_device_info(ctx, d->dev, &d->info);
  if (st) {
    gpuopt_cuda_close(d->dev);
    free(d);
    return st;
  }
  *state = d;
  return GPUOPT_OK;
}

static void g_close(void *state) {
  gpu_dev *d = state;
  if (!d) return;
  for (size_t i = 0; i < d->nmods; i++) gpuopt_cuda_module_free(d->mods[i]);
  free(d->mods);
  gpuopt_cuda_close(d->dev);
  free(d);
}

static int attr(gpu_dev *d, int a) {
  int v = 0;
  if (gpuopt__cuda_device_attr(d->ctx, d->dev, a, &v)) v = 0;
  return v;
}

static gpuopt_status g_props(void *state, gpuopt_rt_props *p) {
  gpu_dev *d = state;
  memset(p, 0, sizeof *p);
  snprintf(p->name, sizeof p->name, "%s", d->info.name);
  p->major = d->info.cc_major, p->minor = d->info.cc_minor, p->sm_count = d->info.multiprocessors;
  p->clock_khz = attr(d, cudaDevAttrClockRate), p->mem_clock_khz = attr(d, cudaDevAttrMemoryClockRate);
  p->bus_width = attr(d, cudaDevAttrGlobalMemoryBusWidth), p->l2_bytes = attr(d, cudaDevAttrL2CacheSize);
  if (gpuopt__cuda_total_mem(d->ctx, d->dev, &p->total_mem)) p->total_mem = 0;
  p->shared_per_block = (size_t)attr(d, cudaDevAttrMaxSharedMemoryPerBlock);
  p->shared_per_sm = (size_t)attr(d, cudaDevAttrMaxSharedMemoryPerMultiprocessor);
  p->shared_optin = (size_t)attr(d, cudaDevAttrMaxSharedMemoryPerBlockOptin);
  p->const_mem = (size_t)attr(d, cudaDevAttrTotalConstantMemory);
  p->regs_per_block = attr(d, cudaDevAttrMaxRegistersPerBlock), p->regs_per_sm = attr(d, cudaDevAttrMaxRegistersPerMultiprocessor);
  p->max_threads_per_block = attr(d, cudaDevAttrMaxThreadsPerBlock);
  p->max_threads_per_sm = attr(d, cudaDevAttrMaxThreadsPerMultiProcessor);
  p->max_blocks_per_sm = attr(d, 106 /* cudaDevAttrMaxBlocksPerMultiprocessor */);
  for (int i = 0; i < 3; i++) {
    p->max_block[i] = attr(d, cudaDevAttrMaxBlockDimX + i);
    p->max_grid[i] = attr(d, cudaDevAttrMaxGridDimX + i);
  }
  /* a driver that reports nothing (the test driver) gets the limits every sm_50+ GPU has */
  if (!p->max_threads_per_block) p->max_threads_per_block = 1024;
  if (!p->max_block[0]) p->max_block[0] = 1024, p->max_block[1] = 1024, p->max_block[2] = 64;
  if (!p->max_grid[0]) p->max_grid[0] = 2147483647, p->max_grid[1] = 65535, p->max_grid[2] = 65535;
  if (!p->shared_per_block) p->shared_per_block = 48 << 10;
  if (!p->shared_optin) p->shared_optin = p->shared_per_block;
  p->driver_version = d->info.driver_version;
  return GPUOPT_OK;
}

static gpuopt_status g_load(void *state, const gpuopt_rt_image *images, size_t n) {
  gpu_dev *d = state;
  unsigned sm = (unsigned)(d->info.cc_major * 10 + d->info.cc_minor);
  d->mods = calloc(n ? n : 1, sizeof *d->mods);
  if (!d->mods) return gpuopt__oom(d->ctx, "GPU device");
  for (size_t k = 0; k < n; k++) {
    const gpuopt_img_entry *cubin = NULL, *ptx = NULL;
    for (size_t i = 0; i < images[k].n; i++) {
      const gpuopt_img_entry *e = &images[k].entries[i];
      if (e->kind == GPUOPT_IMG_CUBIN && e->sm == sm) cubin = e;
      if (e->kind == GPUOPT_IMG_PTX && e->sm <= sm && (!ptx || e->sm > ptx->sm)) ptx = e;
    }
    const gpuopt_img_entry *use = cubin ? cubin : ptx;
    if (!use)
      return gpuopt__fail(d->ctx, GPUOPT_EUNSUPPORTED, "device image %zu has no cubin for sm_%u and no PTX for sm_%u or "
                          "older: no kernel image is available for the device (%s)", k, sm, sm, d->info.name);
    /* cuModuleLoadDataEx takes a cubin as well as PTX text */
    gpuopt_status st = gpuopt_cuda_module_load_ptx(d->ctx, d->dev, use->data, NULL, &d->mods[k], NULL);
    if (st) return st;
    d->nmods = k + 1;
  }
  return GPUOPT_OK;
}

static gpuopt_status g_kernel(void *state, size_t image, const char *name, void **handle) {
  gpu_dev *d = state;
  gpuopt_cuda_kernel *k = NULL;
  gpuopt_status st = gpuopt_cuda_kernel_get(d->ctx, d->mods[image], name, &k);
  *handle = k;
  return st;
}

static gpuopt_status g_global(void *state, size_t image, const char *name, uint64_t *addr, size_t *size) {
  gpu_dev *d = state;
  gpuopt_devptr p = 0;
  gpuopt_status st = gpuopt__cuda_module_global(d->ctx, d->mods[image], name, &p, size);
  *addr = p;
  return st;
}

static gpuopt_status g_alloc(void *state, size_t n, uint64_t *addr) {
  gpu_dev *d = state;
  gpuopt_devptr p = 0;
  gpuopt_status st = gpuopt_cuda_malloc(d->ctx, d->dev, n, &p);
  *addr = p;
  return st;
}
static gpuopt_status g_free(void *state, uint64_t addr) {
  gpu_dev *d = state;
  return gpuopt_cuda_free(d->ctx, d->dev, addr);
}
static gpuopt_status g_htod(void *state, uint64_t dst, const void *src, size_t n) {
  gpu_dev *d = state;
  return gpuopt_cuda_memcpy_htod(d->ctx, d->dev, dst, src, n);
}
static gpuopt_status g_dtoh(void *state, void *dst, uint64_t src, size_t n) {
  gpu_dev *d = state;
  return gpuopt_cuda_memcpy_dtoh(d->ctx, d->dev, dst, src, n);
}
static gpuopt_status g_dtod(void *state, uint64_t dst, uint64_t src, size_t n) {
  gpu_dev *d = state;
  return gpuopt__cuda_memcpy_dtod(d->ctx, d->dev, dst, src, n);
}
static gpuopt_status g_memset(void *state, uint64_t dst, int value, size_t n) {
  gpu_dev *d = state;
  return gpuopt_cuda_memset(d->ctx, d->dev, dst, (unsigned char)value, n);
}

static gpuopt_status g_launch(void *state, void *kernel, const gpuopt_rt_dims *l, void **args) {
  gpu_dev *d = state;
  gpuopt_cuda_dims dims = {{l->grid.x, l->grid.y, l->grid.z}, {l->block.x, l->block.y, l->block.z}, (unsigned)l->shared};
  return gpuopt__cuda_launch_async(d->ctx, kernel, &dims, args);
}
static gpuopt_status g_sync(void *state) {
  gpu_dev *d = state;
  return gpuopt__cuda_sync(d->ctx, d->dev);
}
static gpuopt_status g_event_new(void *state, void **ev) {
  gpu_dev *d = state;
  return gpuopt__cuda_event(d->ctx, d->dev, GPUOPT__EV_CREATE, ev, NULL, NULL);
}
static gpuopt_status g_event_record(void *state, void *ev) {
  gpu_dev *d = state;
  return gpuopt__cuda_event(d->ctx, d->dev, GPUOPT__EV_RECORD, &ev, NULL, NULL);
}
static gpuopt_status g_event_sync(void *state, void *ev) {
  gpu_dev *d = state;
  return gpuopt__cuda_event(d->ctx, d->dev, GPUOPT__EV_SYNC, &ev, NULL, NULL);
}
static gpuopt_status g_event_elapsed(void *state, void *start, void *end, float *ms) {
  gpu_dev *d = state;
  return gpuopt__cuda_event(d->ctx, d->dev, GPUOPT__EV_ELAPSED, &end, start, ms);
}
static void g_event_free(void *state, void *ev) {
  gpu_dev *d = state;
  gpuopt__cuda_event(d->ctx, d->dev, GPUOPT__EV_DESTROY, &ev, NULL, NULL);
}

static int g_cuda_error(void *state, gpuopt_status st) {
  gpu_dev *d = state;
  switch (st) {
  case GPUOPT_OK: return cudaSuccess;
  case GPUOPT_ENODEVICE: return cudaErrorNoDevice;
  case GPUOPT_ENOMEM: return cudaErrorMemoryAllocation;
  case GPUOPT_ENOTFOUND: return cudaErrorInvalidDeviceFunction;
  case GPUOPT_EUNSUPPORTED: return cudaErrorNoKernelImageForDevice;
  case GPUOPT_ECUDA: {
    int r = gpuopt__cuda_result(d->ctx);
    return r ? r : cudaErrorNoKernelImageForDevice;
  }
  default: return cudaErrorInvalidValue;
  }
}

const gpuopt_rt_ops gpuopt__rt_gpu_ops = {
    "gpu", g_open, g_close, g_props, g_load, g_kernel, g_global, g_alloc, g_free, g_htod, g_dtoh, g_dtod,
    g_memset, g_launch, g_sync, g_event_new, g_event_record, g_event_sync, g_event_elapsed, g_event_free,
    g_cuda_error};
