/* gpuopt's CUDA Runtime API (libgpuopt_rt): the entry points clang's host code calls (registration
 * of the device image, kernels and variables by __cuda_module_ctor; __cudaPush/PopCallConfiguration
 * and cudaLaunchKernel for <<<>>>) and the Runtime API ordinary programs use, over the device
 * abstraction of device.h: the GPU through the Driver API, or the SIMT interpreter.
 *
 * The back end is chosen at the first call that needs the device: GPUOPT_DEVICE=interp or gpu
 * forces one (gpu without a usable GPU makes every call fail with cudaErrorNoDevice, said once on
 * stderr); unset, the GPU when libcuda.so.1 loads and has a device, else the interpreter. Then all
 * registered device images are loaded at once.
 *
 * Errors follow CUDA: every call returns its cudaError_t and records a failure as the calling
 * thread's last error (cudaGetLastError returns and clears it, cudaPeekAtLastError does not).
 * Kernel faults (illegal or misaligned address, assert, trap, launch failure) are sticky: every
 * later call returns them and they cannot be cleared (cudaDeviceReset does, in this library). On the
 * interpreter a kernel fault prints the interpreter's message (kernel, thread, block, address) and
 * exits with status 1, unless GPUOPT_KERNEL_FAULT=error asks for CUDA's sticky error instead.
 * GPUOPT_RT_VERBOSE=1 prints the detailed message of every failure on stderr. This library is the
 * one part of gpuopt that prints and exits: user programs link it in place of libcudart.
 *
 * Device pointers are device addresses (device.h) carried in host pointers. Allocations are kept in
 * a table so that cudaFree and cudaMemcpyDefault can tell device from host pointers. Streams are
 * accepted and run in issue order on the default stream (CUDA permits that serialisation);
 * Async copies complete before they return. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"
#include "runtime/cudart_abi.h"
#include "runtime/device.h"
#include "runtime/devprintf.h"

/* ---- state ---- */

typedef struct rt_func { const void *host; size_t image; char *name; void *kernel; } rt_func;
typedef struct rt_var {
  const void *host;
  size_t image;
  char *name;
  size_t size;
  int constant, resolved;
  uint64_t addr;
} rt_var;
typedef struct rt_alloc { uint64_t base; size_t size; } rt_alloc;
typedef struct rt_fatbin { size_t image; int live; } rt_fatbin;

#define RT_STREAM_MAGIC 0x5354524du
#define RT_EVENT_MAGIC 0x45564e54u
struct CUstream_st { unsigned magic; };
struct CUevent_st { unsigned magic; void *ev; int recorded; };

static struct {
  pthread_mutex_t mu;
  int opened;                 /* device chosen (successfully or not) */
  int loaded;
  cudaError_t open_error;     /* why the device is unusable */
  gpuopt_ctx *ctx;
  const gpuopt_rt_ops *ops;
  void *dev;
  gpuopt_rt_props props;
  VEC(gpuopt_rt_image) images;
  VEC(rt_fatbin *) fatbins;
  VEC(rt_func) funcs;
  VEC(rt_var) vars;
  VEC(rt_alloc) allocs;
  int bad_image;              /* a registered binary that is not a gpuopt device image */
  char bad_image_msg[512];
  cudaError_t sticky;
  int fault_exit;             /* 1: a kernel fault on the interpreter ends the program */
  int verbose;
  int device;                 /* cudaSetDevice's ordinal (only 0 exists) */
} R = {.mu = PTHREAD_MUTEX_INITIALIZER};

static _Thread_local cudaError_t last_error;
typedef struct call_config { dim3 grid, block; size_t shared; cudaStream_t stream; } call_config;
static _Thread_local call_config cfg_stack[16];
static _Thread_local int cfg_depth;

#define LOCK() pthread_mutex_lock(&R.mu)
#define UNLOCK() pthread_mutex_unlock(&R.mu)

static int is_sticky(cudaError_t e) {
  return e == cudaErrorIllegalAddress || e == cudaErrorLaunchTimeout || e == cudaErrorAssert ||
         e == cudaErrorIllegalInstruction || e == cudaErrorMisalignedAddress || e == cudaErrorLaunchFailure ||
         e == 714 /* hardware stack error */ || e == 718 /* invalid pc */;
}

/* Record e as the thread's last error (and the process's sticky error when it is one); returns e. */
static cudaError_t seterr(cudaError_t e) {
  if (e != cudaSuccess) {
    last_error = e;
    if (is_sticky(e) && R.sticky == cudaSuccess) R.sticky = e;
  }
  return e;
}

/* Report a failure of the device operation that returned st from function who. */
static cudaError_t fail_dev(const char *who, gpuopt_status st) {
  cudaError_t e = R.ops && R.dev ? (cudaError_t)R.ops->cuda_error(R.dev, st) : cudaErrorUnknown;
  if (R.verbose) fprintf(stderr, "gpuopt runtime: %s: %s: %s\n", who, cudaGetErrorName(e), gpuopt_ctx_error(R.ctx));
  return seterr(e);
}

static cudaError_t fail(const char *who, cudaError_t e, const char *why) {
  if (R.verbose) fprintf(stderr, "gpuopt runtime: %s: %s: %s\n", who, cudaGetErrorName(e), why);
  return seterr(e);
}

static cudaError_t not_supported(const char *who) {
  fprintf(stderr, "gpuopt runtime: %s is not supported by gpuopt's CUDA runtime\n", who);
  return seterr(cudaErrorNotSupported);
}

/* Open the device (once). Requires the lock. */
static cudaError_t open_device(void) {
  if (R.opened) return R.open_error;
  R.opened = 1;
  const char *v = getenv("GPUOPT_RT_VERBOSE");
  R.verbose = v && *v && strcmp(v, "0");
  const char *f = getenv("GPUOPT_KERNEL_FAULT");
  R.fault_exit = !(f && !strcmp(f, "error"));
  gpuopt_options o = GPUOPT_OPTIONS_INIT;
  o.trusted_bitcode = 1; /* the device image was written by gpuopt cc and is part of the program */
  if (!R.ctx && gpuopt_ctx_create(&o, &R.ctx)) {
    fprintf(stderr, "gpuopt runtime: cannot create a gpuopt context (out of memory)\n");
    return R.open_error = cudaErrorInitializationError;
  }
  const char *want = getenv("GPUOPT_DEVICE");
  if (want && *want && strcmp(want, "gpu") && strcmp(want, "interp")) {
    fprintf(stderr, "gpuopt runtime: GPUOPT_DEVICE=%s: expected 'gpu' or 'interp'\n", want);
    return R.open_error = cudaErrorInvalidValue;
  }
  char gpu_why[512] = "";
  if (!want || !*want || !strcmp(want, "gpu")) {
    gpuopt_status st = gpuopt__rt_gpu_ops.open(R.ctx, &R.dev);
    if (!st) {
      R.ops = &gpuopt__rt_gpu_ops;
    } else if (want && *want) {
      fprintf(stderr, "gpuopt runtime: GPUOPT_DEVICE=gpu but the GPU cannot be used: %s\n", gpuopt_ctx_error(R.ctx));
      return R.open_error = cudaErrorNoDevice;
    } else {
      snprintf(gpu_why, sizeof gpu_why, "%s", gpuopt_ctx_error(R.ctx));
    }
  }
  if (!R.ops) {
    gpuopt_status st = gpuopt__rt_interp_ops.open(R.ctx, &R.dev);
    if (st) {
      fprintf(stderr, "gpuopt runtime: the interpreter device cannot be opened: %s%s%s\n", gpuopt_ctx_error(R.ctx),
              *gpu_why ? "; and no GPU: " : "", gpu_why);
      return R.open_error = st == GPUOPT_EUNSUPPORTED ? cudaErrorNoDevice : cudaErrorInitializationError;
    }
    R.ops = &gpuopt__rt_interp_ops;
  }
  R.ops->props(R.dev, &R.props);
  return cudaSuccess;
}

/* The device with every registered image loaded; also fails with the sticky error. Requires the lock. */
static cudaError_t ready(const char *who) {
  cudaError_t e = open_device();
  if (e) return seterr(e);
  if (R.sticky) return seterr(R.sticky);
  if (R.loaded) return cudaSuccess;
  if (R.bad_image) {
    fprintf(stderr, "gpuopt runtime: %s\n", R.bad_image_msg);
    R.open_error = cudaErrorInvalidKernelImage;
    return seterr(R.open_error);
  }
  R.loaded = 1;
  gpuopt_ctx_clear_error(R.ctx);
  gpuopt_status st = R.ops->load(R.dev, R.images.data, R.images.len);
  if (st) {
    fprintf(stderr, "gpuopt runtime: %s: the program's device code cannot be loaded on the %s device: %s\n", who,
            R.ops->name, gpuopt_ctx_error(R.ctx));
    R.open_error = (cudaError_t)R.ops->cuda_error(R.dev, st);
    if (R.open_error == cudaErrorInvalidValue || R.open_error == cudaErrorInvalidDeviceFunction)
      R.open_error = cudaErrorInvalidKernelImage;
    return seterr(R.open_error);
  }
  return cudaSuccess;
}

/* Run a device operation: clears the context's error first. */
#define DEV(call) (gpuopt_ctx_clear_error(R.ctx), R.ops->call)

/* A kernel fault: on the interpreter, the program ends here unless GPUOPT_KERNEL_FAULT=error. */
static cudaError_t kernel_fault(const char *kernel, gpuopt_status st) {
  cudaError_t e = (cudaError_t)R.ops->cuda_error(R.dev, st);
  if (R.ops == &gpuopt__rt_interp_ops && (st == GPUOPT_ERUNTIME || st == GPUOPT_EUNSUPPORTED)) {
    if (R.fault_exit) {
      fprintf(stderr, "gpuopt: kernel %s failed on the interpreter (%s): %s\n", kernel, cudaGetErrorName(e),
              gpuopt_ctx_error(R.ctx));
      fflush(stdout);
      UNLOCK();
      exit(1);
    }
    if (!is_sticky(e)) e = cudaErrorLaunchFailure;
  }
  if (R.verbose || (R.ops == &gpuopt__rt_interp_ops))
    fprintf(stderr, "gpuopt runtime: kernel %s: %s: %s\n", kernel, cudaGetErrorName(e), gpuopt_ctx_error(R.ctx));
  return seterr(e);
}

/* Device printf's text (the interpreter's, through devprintf.c): to stdout, as the GPU's. */
void gpuopt__rt_device_output(const char *text, size_t len) { fwrite(text, 1, len, stdout); }

/* ---- registration (called from clang's module constructor, before main) ---- */

void **__cudaRegisterFatBinary(void *fatCubin) {
  rt_fatbin *fb = calloc(1, sizeof *fb);
  if (!fb) return NULL;
  LOCK();
  const gpuopt_fatbin_wrapper *w = fatCubin;
  gpuopt_rt_image img;
  memset(&img, 0, sizeof img);
  gpuopt_ctx *tmp = NULL;
  if (!R.ctx) {
    gpuopt_options o = GPUOPT_OPTIONS_INIT;
    o.trusted_bitcode = 1;
    if (gpuopt_ctx_create(&o, &R.ctx)) R.ctx = NULL;
  }
  tmp = R.ctx;
  if (!w || w->magic != GPUOPT_CUDA_WRAPPER_MAGIC || !w->data) {
    R.bad_image = 1;
    snprintf(R.bad_image_msg, sizeof R.bad_image_msg, "a registered GPU binary has no clang fat binary wrapper (magic %#x)",
             w ? (unsigned)w->magic : 0u);
  } else if (gpuopt__image_parse(tmp, w->data, SIZE_MAX, img.entries, 8, &img.n)) {
    R.bad_image = 1;
    snprintf(R.bad_image_msg, sizeof R.bad_image_msg,
             "the program's GPU binary is not a gpuopt device image (%s): build the program with gpuopt cc, or link "
             "NVIDIA's libcudart for nvcc/clang fat binaries", gpuopt_ctx_error(tmp));
  }
  fb->image = R.images.len;
  fb->live = 1;
  if (!VEC_PUSH(&R.images, img) || !VEC_PUSH(&R.fatbins, fb)) {
    R.bad_image = 1;
    snprintf(R.bad_image_msg, sizeof R.bad_image_msg, "out of memory registering a GPU binary");
  }
  UNLOCK();
  return (void **)fb;
}

void __cudaRegisterFatBinaryEnd(void **handle) { (void)handle; }

static void teardown(void) {
  if (R.ops && R.dev) R.ops->close(R.dev);
  R.ops = NULL;
  R.dev = NULL;
  R.opened = R.loaded = 0;
  R.open_error = cudaSuccess;
  R.sticky = cudaSuccess;
  for (size_t i = 0; i < R.funcs.len; i++) R.funcs.data[i].kernel = NULL;
  for (size_t i = 0; i < R.vars.len; i++) R.vars.data[i].resolved = 0;
  VEC_FREE(&R.allocs);
}

void __cudaUnregisterFatBinary(void **handle) {
  rt_fatbin *fb = (rt_fatbin *)handle;
  if (!fb) return;
  LOCK();
  fb->live = 0;
  int any = 0;
  for (size_t i = 0; i < R.fatbins.len; i++) any |= R.fatbins.data[i]->live;
  if (!any) { /* the last one (at exit): release everything */
    teardown();
    for (size_t i = 0; i < R.fatbins.len; i++) free(R.fatbins.data[i]);
    VEC_FREE(&R.fatbins);
    for (size_t i = 0; i < R.funcs.len; i++) free(R.funcs.data[i].name);
    VEC_FREE(&R.funcs);
    for (size_t i = 0; i < R.vars.len; i++) free(R.vars.data[i].name);
    VEC_FREE(&R.vars);
    VEC_FREE(&R.images);
    gpuopt_ctx_free(R.ctx);
    R.ctx = NULL;
  }
  UNLOCK();
}

int __cudaRegisterFunction(void **handle, const char *hostFun, char *deviceFun, const char *deviceName, int threadLimit,
                           void *tid, void *bid, dim3 *bDim, dim3 *gDim, int *wSize) {
  (void)deviceName, (void)threadLimit, (void)tid, (void)bid, (void)bDim, (void)gDim, (void)wSize;
  rt_fatbin *fb = (rt_fatbin *)handle;
  if (!fb || !deviceFun) return 0;
  LOCK();
  rt_func f = {hostFun, fb->image, gpuopt__strdup(deviceFun), NULL};
  if (!f.name || !VEC_PUSH(&R.funcs, f)) free(f.name);
  UNLOCK();
  return 0;
}

void __cudaRegisterVar(void **handle, char *hostVar, char *deviceAddress, const char *deviceName, int ext, size_t size,
                       int constant, int global) {
  (void)deviceName, (void)ext, (void)global;
  rt_fatbin *fb = (rt_fatbin *)handle;
  if (!fb || !deviceAddress) return;
  LOCK();
  rt_var v = {hostVar, fb->image, gpuopt__strdup(deviceAddress), size, constant, 0, 0};
  if (!v.name || !VEC_PUSH(&R.vars, v)) free(v.name);
  UNLOCK();
}

unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream) {
  if (cfg_depth >= (int)(sizeof cfg_stack / sizeof cfg_stack[0])) return 1;
  cfg_stack[cfg_depth++] = (call_config){gridDim, blockDim, sharedMem, stream};
  return 0;
}

cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, cudaStream_t *stream) {
  if (!cfg_depth) return seterr(cudaErrorMissingConfiguration);
  call_config c = cfg_stack[--cfg_depth];
  if (gridDim) *gridDim = c.grid;
  if (blockDim) *blockDim = c.block;
  if (sharedMem) *sharedMem = c.shared;
  if (stream) *stream = c.stream;
  return cudaSuccess;
}

cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream) {
  return __cudaPushCallConfiguration(gridDim, blockDim, sharedMem, stream) ? seterr(cudaErrorInvalidValue) : cudaSuccess;
}

/* ---- launches ---- */

static int stream_ok(cudaStream_t s) {
  return !s || s == (cudaStream_t)1 || s == (cudaStream_t)2 || s->magic == RT_STREAM_MAGIC;
}

cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args, size_t sharedMem,
                             cudaStream_t stream) {
  static const char who[] = "cudaLaunchKernel";
  LOCK();
  cudaError_t e = ready(who);
  if (e) goto out;
  rt_func *f = NULL;
  for (size_t i = 0; i < R.funcs.len && !f; i++)
    if (R.funcs.data[i].host == func) f = &R.funcs.data[i];
  if (!f) {
    e = fail(who, cudaErrorInvalidDeviceFunction, "the function is not a registered kernel");
    goto out;
  }
  if (!stream_ok(stream)) {
    e = fail(who, cudaErrorInvalidResourceHandle, "not a stream");
    goto out;
  }
  const gpuopt_rt_props *p = &R.props;
  uint64_t threads = (uint64_t)block.x * block.y * block.z;
  if (!grid.x || !grid.y || !grid.z || !block.x || !block.y || !block.z || block.x > (unsigned)p->max_block[0] ||
      block.y > (unsigned)p->max_block[1] || block.z > (unsigned)p->max_block[2] ||
      threads > (uint64_t)p->max_threads_per_block || grid.x > (unsigned)p->max_grid[0] ||
      grid.y > (unsigned)p->max_grid[1] || grid.z > (unsigned)p->max_grid[2]) {
    char why[200];
    snprintf(why, sizeof why, "kernel %s: grid (%u,%u,%u), block (%u,%u,%u)", f->name, grid.x, grid.y, grid.z, block.x,
             block.y, block.z);
    /* cudaErrorInvalidValue, as CUDA 13's runtime returns it for a block over the limits, a zero grid
     * or block dimension (measured on an H100 with nvcc-built tests/cc/errors.cu; older runtimes
     * returned cudaErrorInvalidConfiguration) */
    e = fail(who, cudaErrorInvalidValue, why);
    goto out;
  }
  if (sharedMem > p->shared_optin) {
    e = fail(who, cudaErrorInvalidValue, "more dynamic shared memory than the device has per block");
    goto out;
  }
  gpuopt_status st;
  if (!f->kernel && (st = DEV(kernel(R.dev, f->image, f->name, &f->kernel)))) {
    e = fail_dev(who, st);
    goto out;
  }
  gpuopt_rt_dims l = {{grid.x, grid.y, grid.z}, {block.x, block.y, block.z}, sharedMem};
  if ((st = DEV(launch(R.dev, f->kernel, &l, args)))) e = kernel_fault(f->name, st);
out:
  UNLOCK();
  return e;
}

/* CUDA 12+ headers' launch path (nvcc's generated code; clang calls cudaLaunchKernel): the kernel
 * handle is the host stub's address. The _ptsz forms (per-thread default stream) are the same here:
 * all work runs in issue order. */
cudaError_t __cudaGetKernel(void **kernel, const void *func) {
  if (!kernel) return seterr(cudaErrorInvalidValue);
  *kernel = (void *)(uintptr_t)func;
  return cudaSuccess;
}
cudaError_t __cudaLaunchKernel(void *kernel, dim3 grid, dim3 block, void **args, size_t sharedMem, cudaStream_t stream) {
  return cudaLaunchKernel(kernel, grid, block, args, sharedMem, stream);
}
cudaError_t __cudaLaunchKernel_ptsz(void *kernel, dim3 grid, dim3 block, void **args, size_t sharedMem,
                                    cudaStream_t stream) {
  return cudaLaunchKernel(kernel, grid, block, args, sharedMem, stream);
}
cudaError_t cudaLaunchKernel_ptsz(const void *func, dim3 grid, dim3 block, void **args, size_t sharedMem,
                                  cudaStream_t stream) {
  return cudaLaunchKernel(func, grid, block, args, sharedMem, stream);
}

/* ---- memory ---- */

static rt_alloc *find_alloc(uint64_t a, int exact) {
  for (size_t i = 0; i < R.allocs.len; i++) {
    rt_alloc *x = &R.allocs.data[i];
    if (exact ? a == x->base : (a >= x->base && a - x->base < (x->size ? x->size : 1))) return x;
  }
  return NULL;
}

static int is_device_ptr(uint64_t a) {
  if (find_alloc(a, 0)) return 1;
  for (size_t i = 0; i < R.vars.len; i++) {
    rt_var *v = &R.vars.data[i];
    if (v->resolved && a >= v->addr && a - v->addr < v->size) return 1;
  }
  return 0;
}

cudaError_t cudaMalloc(void **devPtr, size_t size) {
  static const char who[] = "cudaMalloc";
  if (!devPtr) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = ready(who);
  if (!e) {
    uint64_t a = 0;
    gpuopt_status st = size ? DEV(alloc(R.dev, size, &a)) : GPUOPT_OK;
    if (st) {
      e = fail_dev(who, st);
      if (e != cudaErrorMemoryAllocation && st == GPUOPT_ENOMEM) e = seterr(cudaErrorMemoryAllocation);
    } else if (a) {
      rt_alloc x = {a, size};
      if (!VEC_PUSH(&R.allocs, x)) {
        R.ops->free(R.dev, a);
        e = fail(who, cudaErrorMemoryAllocation, "out of host memory");
        a = 0;
      }
    }
    *devPtr = (void *)(uintptr_t)a;
  }
  UNLOCK();
  return e;
}

cudaError_t cudaFree(void *devPtr) {
  static const char who[] = "cudaFree";
  LOCK();
  cudaError_t e = ready(who);
  if (!e && devPtr) {
    uint64_t a = (uint64_t)(uintptr_t)devPtr;
    rt_alloc *x = find_alloc(a, 1);
    if (!x) {
      e = fail(who, cudaErrorInvalidValue, "not a pointer returned by cudaMalloc (or freed already)");
    } else {
      gpuopt_status st = DEV(free(R.dev, a));
      *x = R.allocs.data[--R.allocs.len];
      if (st) e = fail_dev(who, st);
    }
  }
  UNLOCK();
  return e;
}

cudaError_t cudaMallocHost(void **ptr, size_t size) {
  if (!ptr) return seterr(cudaErrorInvalidValue);
  *ptr = malloc(size ? size : 1);
  return *ptr ? cudaSuccess : seterr(cudaErrorMemoryAllocation);
}

cudaError_t cudaHostAlloc(void **ptr, size_t size, unsigned flags) {
  if (flags & 2u /* cudaHostAllocMapped */) return not_supported("cudaHostAlloc with cudaHostAllocMapped");
  return cudaMallocHost(ptr, size);
}

cudaError_t cudaFreeHost(void *ptr) {
  free(ptr);
  return cudaSuccess;
}

/* A copy of count bytes in direction kind. Requires the lock and a ready device. */
static cudaError_t copy(const char *who, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) {
  uint64_t d = (uint64_t)(uintptr_t)dst, s = (uint64_t)(uintptr_t)src;
  if (!count) return cudaSuccess;
  if (!dst || !src) return fail(who, cudaErrorInvalidValue, "NULL pointer");
  if (kind == cudaMemcpyDefault)
    kind = (enum cudaMemcpyKind)((is_device_ptr(s) ? 2 : 0) + (is_device_ptr(d) ? 1 : 0));
  /* the numbers: 0 host->host, 1 host->device, 2 device->host, 3 device->device */
  gpuopt_status st;
  switch (kind) {
  case cudaMemcpyHostToHost: memmove(dst, src, count); return cudaSuccess;
  case cudaMemcpyHostToDevice: st = DEV(htod(R.dev, d, src, count)); break;
  case cudaMemcpyDeviceToHost:
    if ((st = DEV(sync(R.dev)))) return kernel_fault("(before a copy)", st);
    st = DEV(dtoh(R.dev, dst, s, count));
    break;
  case cudaMemcpyDeviceToDevice: st = DEV(dtod(R.dev, d, s, count)); break;
  default: return fail(who, cudaErrorInvalidMemcpyDirection, "unknown cudaMemcpyKind");
  }
  if (st) {
    cudaError_t e = (cudaError_t)R.ops->cuda_error(R.dev, st);
    if (is_sticky(e)) return kernel_fault("(before a copy)", st);
    return fail_dev(who, st) == cudaErrorInvalidDeviceFunction ? cudaErrorInvalidValue : last_error;
  }
  return cudaSuccess;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind) {
  LOCK();
  cudaError_t e = ready("cudaMemcpy");
  if (!e) e = copy("cudaMemcpy", dst, src, count, kind);
  UNLOCK();
  return e;
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) {
  LOCK();
  cudaError_t e = ready("cudaMemcpyAsync");
  if (!e && !stream_ok(stream)) e = fail("cudaMemcpyAsync", cudaErrorInvalidResourceHandle, "not a stream");
  if (!e) e = copy("cudaMemcpyAsync", dst, src, count, kind);
  UNLOCK();
  return e;
}

cudaError_t cudaMemset(void *devPtr, int value, size_t count) {
  static const char who[] = "cudaMemset";
  LOCK();
  cudaError_t e = ready(who);
  if (!e && count) {
    gpuopt_status st = DEV(memset(R.dev, (uint64_t)(uintptr_t)devPtr, value, count));
    if (st) e = fail_dev(who, st) == cudaErrorInvalidDeviceFunction ? cudaErrorInvalidValue : last_error;
  }
  UNLOCK();
  return e;
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream) {
  if (!stream_ok(stream)) return seterr(cudaErrorInvalidResourceHandle);
  return cudaMemset(devPtr, value, count);
}

/* The variable registered for host shadow symbol, with its device address. Requires a ready device. */
static cudaError_t symbol(const char *who, const void *sym, rt_var **out) {
  rt_var *v = NULL;
  for (size_t i = 0; i < R.vars.len && !v; i++)
    if (R.vars.data[i].host == sym) v = &R.vars.data[i];
  if (!v) return fail(who, cudaErrorInvalidSymbol, "not a registered __device__ or __constant__ variable");
  if (!v->resolved) {
    size_t size = 0;
    gpuopt_status st = DEV(global(R.dev, v->image, v->name, &v->addr, &size));
    if (st) return fail(who, cudaErrorInvalidSymbol, gpuopt_ctx_error(R.ctx));
    if (size && size < v->size) v->size = size;
    v->resolved = 1;
  }
  *out = v;
  return cudaSuccess;
}

/* A copy between a registered variable (at offset) and other memory (`other`: host or device): into
 * the variable when to_var, out of it otherwise. cudaMemcpyDefault picks the direction from where
 * `other` lives. */
static cudaError_t symbol_copy(const char *who, const void *sym, void *other, size_t count, size_t offset,
                               enum cudaMemcpyKind kind, int to_var) {
  enum cudaMemcpyKind host_kind = to_var ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  LOCK();
  rt_var *v = NULL;
  cudaError_t e = ready(who);
  if (!e) e = symbol(who, sym, &v);
  if (!e && (offset > v->size || count > v->size - offset))
    e = fail(who, cudaErrorInvalidValue, "offset + count exceed the symbol's size");
  if (!e && kind != host_kind && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
    e = fail(who, cudaErrorInvalidMemcpyDirection,
             to_var ? "expected cudaMemcpyHostToDevice or cudaMemcpyDeviceToDevice"
                    : "expected cudaMemcpyDeviceToHost or cudaMemcpyDeviceToDevice");
  if (!e) {
    if (kind == cudaMemcpyDefault) kind = is_device_ptr((uint64_t)(uintptr_t)other) ? cudaMemcpyDeviceToDevice : host_kind;
    void *var = (void *)(uintptr_t)(v->addr + offset);
    e = to_var ? copy(who, var, other, count, kind) : copy(who, other, var, count, kind);
  }
  UNLOCK();
  return e;
}

cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind) {
  return symbol_copy("cudaMemcpyToSymbol", symbol, (void *)(uintptr_t)src, count, offset, kind, 1);
}
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind) {
  return symbol_copy("cudaMemcpyFromSymbol", symbol, dst, count, offset, kind, 0);
}
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    enum cudaMemcpyKind kind, cudaStream_t stream) {
  if (!stream_ok(stream)) return seterr(cudaErrorInvalidResourceHandle);
  return symbol_copy("cudaMemcpyToSymbolAsync", symbol, (void *)(uintptr_t)src, count, offset, kind, 1);
}
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream) {
  if (!stream_ok(stream)) return seterr(cudaErrorInvalidResourceHandle);
  return symbol_copy("cudaMemcpyFromSymbolAsync", symbol, dst, count, offset, kind, 0);
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *sym) {
  static const char who[] = "cudaGetSymbolAddress";
  if (!devPtr) return seterr(cudaErrorInvalidValue);
  LOCK();
  rt_var *v = NULL;
  cudaError_t e = ready(who);
  if (!e) e = symbol(who, sym, &v);
  if (!e) *devPtr = (void *)(uintptr_t)v->addr;
  UNLOCK();
  return e;
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *sym) {
  static const char who[] = "cudaGetSymbolSize";
  if (!size) return seterr(cudaErrorInvalidValue);
  LOCK();
  rt_var *v = NULL;
  cudaError_t e = ready(who);
  if (!e) e = symbol(who, sym, &v);
  if (!e) *size = v->size;
  UNLOCK();
  return e;
}

cudaError_t cudaMemGetInfo(size_t *freeb, size_t *total) {
  LOCK();
  cudaError_t e = ready("cudaMemGetInfo");
  if (!e) {
    size_t used = 0;
    for (size_t i = 0; i < R.allocs.len; i++) used += R.allocs.data[i].size;
    if (total) *total = R.props.total_mem;
    if (freeb) *freeb = R.props.total_mem > used ? R.props.total_mem - used : 0;
  }
  UNLOCK();
  return e;
}

/* ---- device, synchronisation, errors ---- */

cudaError_t cudaDeviceSynchronize(void) {
  LOCK();
  cudaError_t e = ready("cudaDeviceSynchronize");
  gpuopt_status st;
  if (!e && (st = DEV(sync(R.dev)))) e = kernel_fault("(at cudaDeviceSynchronize)", st);
  UNLOCK();
  return e;
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

cudaError_t cudaDeviceReset(void) {
  LOCK();
  teardown();
  last_error = cudaSuccess;
  UNLOCK();
  return cudaSuccess;
}

cudaError_t cudaGetLastError(void) {
  cudaError_t e = last_error;
  LOCK();
  if (R.sticky) e = R.sticky;
  else last_error = cudaSuccess;
  UNLOCK();
  return e;
}

cudaError_t cudaPeekAtLastError(void) {
  LOCK();
  cudaError_t e = R.sticky ? R.sticky : last_error;
  UNLOCK();
  return e;
}

static const struct { int code; const char *name, *text; } errtab[] = {
    {cudaSuccess, "cudaSuccess", "no error"},
    {cudaErrorInvalidValue, "cudaErrorInvalidValue", "invalid argument"},
    {cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation", "out of memory"},
    {cudaErrorInitializationError, "cudaErrorInitializationError", "initialization error"},
    {cudaErrorCudartUnloading, "cudaErrorCudartUnloading", "driver shutting down"},
    {cudaErrorInvalidConfiguration, "cudaErrorInvalidConfiguration", "invalid configuration argument"},
    {cudaErrorInvalidPitchValue, "cudaErrorInvalidPitchValue", "invalid pitch argument"},
    {cudaErrorInvalidSymbol, "cudaErrorInvalidSymbol", "invalid device symbol"},
    {cudaErrorInvalidHostPointer, "cudaErrorInvalidHostPointer", "invalid host pointer"},
    {cudaErrorInvalidDevicePointer, "cudaErrorInvalidDevicePointer", "invalid device pointer"},
    {cudaErrorInvalidMemcpyDirection, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
    {cudaErrorInsufficientDriver, "cudaErrorInsufficientDriver", "CUDA driver version is insufficient for CUDA runtime version"},
    {cudaErrorMissingConfiguration, "cudaErrorMissingConfiguration", "__global__ function call is not configured"},
    {cudaErrorInvalidDeviceFunction, "cudaErrorInvalidDeviceFunction", "invalid device function"},
    {cudaErrorNoDevice, "cudaErrorNoDevice", "no CUDA-capable device is detected"},
    {cudaErrorInvalidDevice, "cudaErrorInvalidDevice", "invalid device ordinal"},
    {cudaErrorInvalidKernelImage, "cudaErrorInvalidKernelImage", "device kernel image is invalid"},
    {cudaErrorNoKernelImageForDevice, "cudaErrorNoKernelImageForDevice", "no kernel image is available for execution on the device"},
    {cudaErrorInvalidPtx, "cudaErrorInvalidPtx", "a PTX JIT compilation failed"},
    {cudaErrorInvalidResourceHandle, "cudaErrorInvalidResourceHandle", "invalid resource handle"},
    {cudaErrorSymbolNotFound, "cudaErrorSymbolNotFound", "named symbol not found"},
    {cudaErrorNotReady, "cudaErrorNotReady", "device not ready"},
    {cudaErrorIllegalAddress, "cudaErrorIllegalAddress", "an illegal memory access was encountered"},
    {cudaErrorLaunchOutOfResources, "cudaErrorLaunchOutOfResources", "too many resources requested for launch"},
    {cudaErrorLaunchTimeout, "cudaErrorLaunchTimeout", "the launch timed out and was terminated"},
    {cudaErrorAssert, "cudaErrorAssert", "device-side assert triggered"},
    {714, "cudaErrorHardwareStackError", "hardware stack error"},
    {cudaErrorIllegalInstruction, "cudaErrorIllegalInstruction", "an illegal instruction was encountered"},
    {cudaErrorMisalignedAddress, "cudaErrorMisalignedAddress", "misaligned address"},
    {718, "cudaErrorInvalidPc", "invalid program counter"},
    {cudaErrorLaunchFailure, "cudaErrorLaunchFailure", "unspecified launch failure"},
    {cudaErrorNotSupported, "cudaErrorNotSupported", "operation not supported"},
    {cudaErrorUnknown, "cudaErrorUnknown", "unknown error"},
};

const char *cudaGetErrorString(cudaError_t error) {
  for (size_t i = 0; i < sizeof errtab / sizeof errtab[0]; i++)
    if (errtab[i].code == (int)error) return errtab[i].text;
  return "unrecognized error code";
}

const char *cudaGetErrorName(cudaError_t error) {
  for (size_t i = 0; i < sizeof errtab / sizeof errtab[0]; i++)
    if (errtab[i].code == (int)error) return errtab[i].name;
  return "cudaErrorUnknown";
}

cudaError_t cudaGetDeviceCount(int *count) {
  if (!count) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = open_device();
  *count = e ? 0 : 1;
  UNLOCK();
  return seterr(e);
}

cudaError_t cudaSetDevice(int device) {
  LOCK();
  cudaError_t e = open_device();
  if (!e && device != 0) e = cudaErrorInvalidDevice;
  if (!e) R.device = device;
  UNLOCK();
  return seterr(e);
}

cudaError_t cudaGetDevice(int *device) {
  if (!device) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = open_device();
  *device = R.device;
  UNLOCK();
  return seterr(e);
}

cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device) {
  if (!prop) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = open_device();
  if (!e && device != 0) e = cudaErrorInvalidDevice;
  if (!e) {
    const gpuopt_rt_props *p = &R.props;
    memset(prop, 0, sizeof *prop);
    snprintf(prop->name, sizeof prop->name, "%s", p->name);
    prop->totalGlobalMem = p->total_mem;
    prop->sharedMemPerBlock = p->shared_per_block;
    prop->regsPerBlock = p->regs_per_block;
    prop->warpSize = 32;
    prop->memPitch = 2147483647;
    prop->maxThreadsPerBlock = p->max_threads_per_block;
    for (int i = 0; i < 3; i++) prop->maxThreadsDim[i] = p->max_block[i], prop->maxGridSize[i] = p->max_grid[i];
    prop->totalConstMem = p->const_mem;
    prop->major = p->major;
    prop->minor = p->minor;
    prop->textureAlignment = 512;
    prop->texturePitchAlignment = 32;
    prop->multiProcessorCount = p->sm_count;
    prop->concurrentKernels = 1;
    prop->asyncEngineCount = 1;
    prop->unifiedAddressing = 1;
    prop->memoryBusWidth = p->bus_width;
    prop->l2CacheSize = p->l2_bytes;
    prop->maxThreadsPerMultiProcessor = p->max_threads_per_sm;
    prop->sharedMemPerMultiprocessor = p->shared_per_sm;
    prop->regsPerMultiprocessor = p->regs_per_sm;
    prop->sharedMemPerBlockOptin = p->shared_optin;
    prop->maxBlocksPerMultiProcessor = p->max_blocks_per_sm;
    prop->globalL1CacheSupported = prop->localL1CacheSupported = 1;
    prop->hostNumaId = prop->deviceNumaId = -1;
  }
  UNLOCK();
  return seterr(e);
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) {
  if (!value) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = open_device();
  if (!e && device != 0) e = cudaErrorInvalidDevice;
  if (!e) {
    const gpuopt_rt_props *p = &R.props;
    int v;
    switch ((int)attr) {
    case cudaDevAttrMaxThreadsPerBlock: v = p->max_threads_per_block; break;
    case cudaDevAttrMaxBlockDimX: case cudaDevAttrMaxBlockDimY: case cudaDevAttrMaxBlockDimZ:
      v = p->max_block[attr - cudaDevAttrMaxBlockDimX]; break;
    case cudaDevAttrMaxGridDimX: case cudaDevAttrMaxGridDimY: case cudaDevAttrMaxGridDimZ:
      v = p->max_grid[attr - cudaDevAttrMaxGridDimX]; break;
    case cudaDevAttrMaxSharedMemoryPerBlock: v = (int)p->shared_per_block; break;
    case cudaDevAttrTotalConstantMemory: v = (int)p->const_mem; break;
    case cudaDevAttrWarpSize: v = 32; break;
    case cudaDevAttrMaxRegistersPerBlock: v = p->regs_per_block; break;
    case cudaDevAttrClockRate: v = p->clock_khz; break;
    case cudaDevAttrMemoryClockRate: v = p->mem_clock_khz; break;
    case cudaDevAttrMultiProcessorCount: v = p->sm_count; break;
    case cudaDevAttrGlobalMemoryBusWidth: v = p->bus_width; break;
    case cudaDevAttrL2CacheSize: v = p->l2_bytes; break;
    case cudaDevAttrMaxThreadsPerMultiProcessor: v = p->max_threads_per_sm; break;
    case cudaDevAttrComputeCapabilityMajor: v = p->major; break;
    case cudaDevAttrComputeCapabilityMinor: v = p->minor; break;
    case cudaDevAttrMaxSharedMemoryPerMultiprocessor: v = (int)p->shared_per_sm; break;
    case cudaDevAttrMaxRegistersPerMultiprocessor: v = p->regs_per_sm; break;
    case cudaDevAttrMaxSharedMemoryPerBlockOptin: v = (int)p->shared_optin; break;
    case cudaDevAttrConcurrentKernels: case cudaDevAttrUnifiedAddressing: case cudaDevAttrAsyncEngineCount: v = 1; break;
    case cudaDevAttrIntegrated: case cudaDevAttrCanMapHostMemory: case cudaDevAttrManagedMemory:
    case cudaDevAttrEccEnabled: case cudaDevAttrComputeMode: case cudaDevAttrKernelExecTimeout: v = 0; break;
    default: e = cudaErrorInvalidValue; v = 0; break;
    }
    *value = v;
  }
  UNLOCK();
  return seterr(e);
}

cudaError_t cudaDriverGetVersion(int *version) {
  if (!version) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = open_device();
  *version = e ? 0 : R.props.driver_version;
  UNLOCK();
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *version) {
  if (!version) return seterr(cudaErrorInvalidValue);
  *version = 13000;
  return cudaSuccess;
}

cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache config) {
  (void)func;
  return (unsigned)config <= 3 ? cudaSuccess : seterr(cudaErrorInvalidValue);
}

cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache config) {
  return (unsigned)config <= 3 ? cudaSuccess : seterr(cudaErrorInvalidValue);
}

/* ---- events and streams ---- */

static int event_ok(cudaEvent_t ev) { return ev && ev->magic == RT_EVENT_MAGIC; }

cudaError_t cudaEventCreate(cudaEvent_t *event) {
  static const char who[] = "cudaEventCreate";
  if (!event) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = ready(who);
  if (!e) {
    struct CUevent_st *ev = calloc(1, sizeof *ev);
    gpuopt_status st = ev ? DEV(event_new(R.dev, &ev->ev)) : GPUOPT_ENOMEM;
    if (st) {
      free(ev);
      e = ev ? fail_dev(who, st) : fail(who, cudaErrorMemoryAllocation, "out of host memory");
    } else {
      ev->magic = RT_EVENT_MAGIC;
      *event = ev;
    }
  }
  UNLOCK();
  return e;
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned flags) {
  (void)flags; /* blocking sync / disable timing: both are fine with timing kept */
  return cudaEventCreate(event);
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  static const char who[] = "cudaEventRecord";
  LOCK();
  cudaError_t e = ready(who);
  if (!e && (!event_ok(event) || !stream_ok(stream))) e = fail(who, cudaErrorInvalidResourceHandle, "not an event or stream");
  gpuopt_status st;
  if (!e && (st = DEV(event_record(R.dev, event->ev)))) e = fail_dev(who, st);
  if (!e) event->recorded = 1;
  UNLOCK();
  return e;
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  static const char who[] = "cudaEventSynchronize";
  LOCK();
  cudaError_t e = ready(who);
  if (!e && !event_ok(event)) e = fail(who, cudaErrorInvalidResourceHandle, "not an event");
  gpuopt_status st;
  if (!e && event->recorded && (st = DEV(event_sync(R.dev, event->ev)))) e = kernel_fault("(at cudaEventSynchronize)", st);
  UNLOCK();
  return e;
}

cudaError_t cudaEventQuery(cudaEvent_t event) { return cudaEventSynchronize(event); }

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) {
  static const char who[] = "cudaEventElapsedTime";
  if (!ms) return seterr(cudaErrorInvalidValue);
  LOCK();
  cudaError_t e = ready(who);
  if (!e && (!event_ok(start) || !event_ok(end))) e = fail(who, cudaErrorInvalidResourceHandle, "not an event");
  if (!e && (!start->recorded || !end->recorded)) e = fail(who, cudaErrorInvalidResourceHandle, "an event was never recorded");
  gpuopt_status st;
  if (!e && (st = DEV(event_elapsed(R.dev, start->ev, end->ev, ms)))) e = fail_dev(who, st);
  UNLOCK();
  return e;
}

cudaError_t cudaEventDestroy(cudaEvent_t event) {
  LOCK();
  cudaError_t e = cudaSuccess;
  if (!event_ok(event)) {
    e = fail("cudaEventDestroy", cudaErrorInvalidResourceHandle, "not an event");
  } else {
    if (R.ops && R.dev) R.ops->event_free(R.dev, event->ev);
    event->magic = 0;
    free(event);
  }
  UNLOCK();
  return e;
}

cudaError_t cudaStreamCreate(cudaStream_t *stream) {
  if (!stream) return seterr(cudaErrorInvalidValue);
  struct CUstream_st *s = calloc(1, sizeof *s);
  if (!s) return seterr(cudaErrorMemoryAllocation);
  s->magic = RT_STREAM_MAGIC;
  *stream = s;
  return cudaSuccess;
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned flags) {
  (void)flags;
  return cudaStreamCreate(stream);
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  if (!stream_ok(stream)) return seterr(cudaErrorInvalidResourceHandle);
  return cudaDeviceSynchronize();
}

cudaError_t cudaStreamQuery(cudaStream_t stream) { return cudaStreamSynchronize(stream); }

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned flags) {
  (void)flags;
  if (!stream_ok(stream) || !event_ok(event)) return seterr(cudaErrorInvalidResourceHandle);
  return cudaSuccess; /* work runs in issue order */
}

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  if (!stream || stream->magic != RT_STREAM_MAGIC) return seterr(cudaErrorInvalidResourceHandle);
  stream->magic = 0;
  free(stream);
  return cudaSuccess;
}
