/* The interpreter back end of the runtime's device abstraction (device.h): the "GPU" is gpuopt's
 * SIMT interpreter. The bitcode entries of all registered device images are linked into one device
 * module (as one GPU context holds every module of a process), so that device memory from
 * cudaMalloc is usable by the kernels of every .cu file. Before linking, functions that are not
 * kernels become internal (each .cu file's device code is self-contained, as with CUDA's whole-
 * program compilation: libdevice and helpers are not shared), comdats are dropped, and a kernel or
 * global whose name an earlier image already defines is renamed (image-local names, looked up per
 * image).
 *
 * Device memory is interpreter memory: each cudaMalloc is an allocation of its own, so every kernel
 * access is bounds-checked; module globals (__device__, __constant__) persist across launches.
 * Launches run to completion before they return. Events are host clock stamps taken when recorded
 * (work before them has finished then). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <llvm-c/Comdat.h>
#include <llvm-c/Linker.h>

#include "core/core.h"
#include "gpuopt/gpuopt.h"
#include "runtime/cudart_abi.h"
#include "runtime/device.h"
#include "runtime/devprintf.h"

typedef struct rename_entry { size_t image; char *from, *to; } rename_entry;

typedef struct interp_dev {
  gpuopt_ctx *ctx;
  LLVMContextRef llctx;
  LLVMModuleRef m;
  gpuopt_interp *ip;
  VEC(rename_entry) renames;
  VEC(char *) kernels;   /* kernel handles: final names */
  size_t in_use, limit;  /* bytes of device memory allocated, and the device's size */
  uint64_t max_steps;
} interp_dev;

static gpuopt_status i_open(gpuopt_ctx *ctx, void **state) {
  interp_dev *d = calloc(1, sizeof *d);
  if (!d) return gpuopt__oom(ctx, "interpreter device");
  d->ctx = ctx;
  d->limit = (size_t)16 << 30;
  const char *m = getenv("GPUOPT_INTERP_MEMORY_MB");
  if (m && atoll(m) > 0) d->limit = (size_t)atoll(m) << 20;
  const char *s = getenv("GPUOPT_INTERP_MAX_STEPS");
  if (s) d->max_steps = strtoull(s, NULL, 10);
  *state = d;
  return GPUOPT_OK;
}

static void i_close(void *state) {
  interp_dev *d = state;
  if (!d) return;
  gpuopt_interp_free(d->ip);
  if (d->m) LLVMDisposeModule(d->m);
  if (d->llctx) LLVMContextDispose(d->llctx);
  for (size_t i = 0; i < d->renames.len; i++) {
    free(d->renames.data[i].from);
    free(d->renames.data[i].to);
  }
  VEC_FREE(&d->renames);
  for (size_t i = 0; i < d->kernels.len; i++) free(d->kernels.data[i]);
  VEC_FREE(&d->kernels);
  free(d);
}

static gpuopt_status i_props(void *state, gpuopt_rt_props *p) {
  interp_dev *d = state;
  memset(p, 0, sizeof *p);
  snprintf(p->name, sizeof p->name, "gpuopt SIMT interpreter (sm_90 model)");
  p->major = 9, p->minor = 0, p->sm_count = 8, p->clock_khz = 1000000, p->mem_clock_khz = 1000000;
  p->bus_width = 5120, p->l2_bytes = 50 << 20;
  p->total_mem = d->limit, p->shared_per_block = 48 << 10, p->shared_per_sm = 228 << 10;
  p->shared_optin = 227 << 10, p->const_mem = 64 << 10;
  p->regs_per_block = 65536, p->regs_per_sm = 65536, p->max_threads_per_block = 1024;
  p->max_threads_per_sm = 2048, p->max_blocks_per_sm = 32;
  p->max_block[0] = 1024, p->max_block[1] = 1024, p->max_block[2] = 64;
  p->max_grid[0] = 2147483647, p->max_grid[1] = 65535, p->max_grid[2] = 65535;
  p->driver_version = 13000;
  return GPUOPT_OK;
}

static int defined_in(LLVMModuleRef m, const char *name) {
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  if (f && LLVMCountBasicBlocks(f)) return 1;
  LLVMValueRef g = LLVMGetNamedGlobal(m, name);
  return g && LLVMGetInitializer(g) != NULL;
}

/* Rename global value v (named nm) of image k to "nm.gpuopt.image<k>" and record the renaming.
 * Returns nonzero when out of memory. */
static int rename_for_image(interp_dev *d, size_t k, LLVMValueRef v, const char *nm) {
  char buf[64];
  snprintf(buf, sizeof buf, ".gpuopt.image%zu", k);
  rename_entry r = {k, gpuopt__strdup(nm), NULL};
  size_t n = strlen(nm) + strlen(buf) + 1;
  r.to = malloc(n);
  if (!r.from || !r.to || !VEC_PUSH(&d->renames, r)) {
    free(r.from);
    free(r.to);
    return 1;
  }
  snprintf(r.to, n, "%s%s", nm, buf);
  LLVMSetValueName2(v, r.to, strlen(r.to));
  return 0;
}

/* Make image k's module linkable into d->m (see the top comment). */
static gpuopt_status prepare(interp_dev *d, size_t k, LLVMModuleRef m) {
  /* comdats (clang puts kernels in one of their own) would make the linker drop a renamed kernel */
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) LLVMSetComdat(f, NULL);
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) LLVMSetComdat(g, NULL);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMCountBasicBlocks(f)) continue;
    size_t len;
    const char *nm = LLVMGetValueName2(f, &len);
    if (!gpuopt_is_kernel(f)) {
      LLVMSetLinkage(f, LLVMInternalLinkage);
      LLVMSetVisibility(f, LLVMDefaultVisibility);
      continue;
    }
    if (d->m && defined_in(d->m, nm) && rename_for_image(d, k, f, nm)) return gpuopt__oom(d->ctx, "interpreter device");
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    size_t len;
    const char *nm = LLVMGetValueName2(g, &len);
    if (!LLVMGetInitializer(g) || !d->m || !defined_in(d->m, nm) || !strncmp(nm, "llvm.", 5)) continue;
    if (rename_for_image(d, k, g, nm)) return gpuopt__oom(d->ctx, "interpreter device");
  }
  return GPUOPT_OK;
}

static int i_printf(void *user, gpuopt_interp *ip, uint64_t format, uint64_t args) {
  (void)user;
  char *text = NULL;
  size_t len = 0;
  int n = gpuopt__rt_device_printf(ip, format, args, &text, &len);
  if (n >= 0) gpuopt__rt_device_output(text, len);
  free(text);
  return n;
}

static gpuopt_status i_load(void *state, const gpuopt_rt_image *images, size_t n) {
  interp_dev *d = state;
  static const char who[] = "interpreter device";
  if (!d->llctx) d->llctx = LLVMContextCreate();
  for (size_t k = 0; k < n; k++) {
    const gpuopt_img_entry *bc = NULL;
    for (size_t i = 0; i < images[k].n; i++)
      if (images[k].entries[i].kind == GPUOPT_IMG_BITCODE) bc = &images[k].entries[i];
    if (!bc)
      return gpuopt__fail(d->ctx, GPUOPT_EINVAL, "%s: device image %zu has no LLVM bitcode entry (the interpreter runs "
                          "the bitcode; rebuild the program with gpuopt cc)", who, k);
    char name[48];
    snprintf(name, sizeof name, "device image %zu", k);
    LLVMModuleRef m = NULL;
    gpuopt_status st = gpuopt_module_parse(d->ctx, d->llctx, bc->data, bc->size, name, &m);
    if (st) return st;
    if ((st = prepare(d, k, m))) {
      LLVMDisposeModule(m);
      return st;
    }
    if (!d->m) {
      d->m = m;
      continue;
    }
    if (LLVMLinkModules2(d->m, m))
      return gpuopt__fail(d->ctx, GPUOPT_EINVAL, "%s: device image %zu cannot be linked with the others (a symbol "
                          "defined twice?)", who, k);
  }
  if (!d->m) { /* no device code: an empty module, so device memory still works */
    d->m = LLVMModuleCreateWithNameInContext("no device code", d->llctx);
    LLVMSetTarget(d->m, "nvptx64-nvidia-cuda");
    LLVMSetDataLayout(d->m, "e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
  }
  gpuopt_status st = gpuopt_interp_create(d->ctx, d->m, &d->ip);
  if (!st) st = gpuopt_interp_set_persistent(d->ip, 1);
  if (!st) gpuopt_interp_set_printf(d->ip, i_printf, d);
  return st;
}

static const char *final_name(interp_dev *d, size_t image, const char *name) {
  for (size_t i = 0; i < d->renames.len; i++)
    if (d->renames.data[i].image == image && !strcmp(d->renames.data[i].from, name)) return d->renames.data[i].to;
  return name;
}

static gpuopt_status i_kernel(void *state, size_t image, const char *name, void **handle) {
  interp_dev *d = state;
  const char *nm = final_name(d, image, name);
  if (!gpuopt_interp_has_kernel(d->ip, nm, NULL))
    return gpuopt__fail(d->ctx, GPUOPT_ENOTFOUND, "the device code has no kernel '%s'", name);
  char *h = gpuopt__strdup(nm);
  if (!h || !VEC_PUSH(&d->kernels, h)) {
    free(h);
    return gpuopt__oom(d->ctx, "interpreter device");
  }
  *handle = h;
  return GPUOPT_OK;
}

static gpuopt_status i_global(void *state, size_t image, const char *name, uint64_t *addr, size_t *size) {
  interp_dev *d = state;
  return gpuopt_interp_global(d->ip, final_name(d, image, name), addr, size);
}

static gpuopt_status i_alloc(void *state, size_t n, uint64_t *addr) {
  interp_dev *d = state;
  if (n > d->limit - d->in_use)
    return gpuopt__fail(d->ctx, GPUOPT_ENOMEM, "cudaMalloc: %zu bytes requested, %zu of the interpreter device's %zu bytes are free "
                        "(GPUOPT_INTERP_MEMORY_MB sets its size)", n, d->limit - d->in_use, d->limit);
  gpuopt_status st = gpuopt_interp_mem_alloc(d->ip, n, "a cudaMalloc allocation", addr);
  if (!st) d->in_use += n;
  return st;
}

static gpuopt_status i_free(void *state, uint64_t addr) {
  interp_dev *d = state;
  size_t size = 0;
  if (addr && !gpuopt_interp_mem_range(d->ip, addr, NULL, &size)) {
    gpuopt_status st = gpuopt_interp_mem_free(d->ip, addr);
    if (!st) d->in_use -= size;
    return st;
  }
  return gpuopt_interp_mem_free(d->ip, addr);
}

static gpuopt_status i_htod(void *state, uint64_t dst, const void *src, size_t n) {
  return gpuopt_interp_mem_write(((interp_dev *)state)->ip, dst, src, n);
}
static gpuopt_status i_dtoh(void *state, void *dst, uint64_t src, size_t n) {
  return gpuopt_interp_mem_read(((interp_dev *)state)->ip, dst, src, n);
}
static gpuopt_status i_dtod(void *state, uint64_t dst, uint64_t src, size_t n) {
  return gpuopt_interp_mem_copy(((interp_dev *)state)->ip, dst, src, n);
}
static gpuopt_status i_memset(void *state, uint64_t dst, int value, size_t n) {
  return gpuopt_interp_mem_set(((interp_dev *)state)->ip, dst, value, n);
}

static gpuopt_status i_launch(void *state, void *kernel, const gpuopt_rt_dims *l, void **args) {
  interp_dev *d = state;
  gpuopt_launch L = GPUOPT_LAUNCH_INIT;
  L.grid = l->grid;
  L.block = l->block;
  L.dynamic_shared = l->shared;
  L.max_steps = d->max_steps;
  return gpuopt_interp_run_args(d->ip, kernel, &L, args, NULL);
}

static gpuopt_status i_sync(void *state) {
  (void)state;
  return GPUOPT_OK;
}

static gpuopt_status i_event_new(void *state, void **ev) {
  interp_dev *d = state;
  double *t = calloc(1, sizeof *t);
  if (!t) return gpuopt__oom(d->ctx, "cudaEventCreate");
  *ev = t;
  return GPUOPT_OK;
}
static gpuopt_status i_event_record(void *state, void *ev) {
  (void)state;
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  *(double *)ev = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
  return GPUOPT_OK;
}
static gpuopt_status i_event_sync(void *state, void *ev) {
  (void)state, (void)ev;
  return GPUOPT_OK;
}
static gpuopt_status i_event_elapsed(void *state, void *start, void *end, float *ms) {
  (void)state;
  *ms = (float)(*(double *)end - *(double *)start);
  return GPUOPT_OK;
}
static void i_event_free(void *state, void *ev) {
  (void)state;
  free(ev);
}

static int i_cuda_error(void *state, gpuopt_status st) {
  interp_dev *d = state;
  const char *m = gpuopt_ctx_error(d->ctx);
  switch (st) {
  case GPUOPT_OK: return cudaSuccess;
  case GPUOPT_ENOMEM: return cudaErrorMemoryAllocation;
  case GPUOPT_ENOTFOUND: return cudaErrorInvalidDeviceFunction;
  case GPUOPT_EUNSUPPORTED: return cudaErrorNotSupported;
  case GPUOPT_ERUNTIME:
    if (strstr(m, "misaligned")) return cudaErrorMisalignedAddress;
    if (strstr(m, "out-of-bounds") || strstr(m, "null-pointer") || strstr(m, "use-after-free") || strstr(m, "read-only"))
      return cudaErrorIllegalAddress;
    if (strstr(m, "trap")) return cudaErrorIllegalInstruction;
    return cudaErrorLaunchFailure;
  case GPUOPT_EINVALID_IR: case GPUOPT_ETARGET: return cudaErrorInvalidKernelImage;
  default: return cudaErrorInvalidValue;
  }
}

const gpuopt_rt_ops gpuopt__rt_interp_ops = {
    "interp", i_open, i_close, i_props, i_load, i_kernel, i_global, i_alloc, i_free, i_htod, i_dtoh, i_dtod,
    i_memset, i_launch, i_sync, i_event_new, i_event_record, i_event_sync, i_event_elapsed, i_event_free,
    i_cuda_error};
