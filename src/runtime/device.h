/* The device abstraction of gpuopt's runtime library (libgpuopt_rt): one interface, two back ends,
 * so that the CUDA Runtime API (cudart.c) and the offload runtime (issue 16: present table,
 * transfers) issue the same operations to a GPU or to the SIMT interpreter.
 *
 *   device_gpu.c     the GPU, through gpuopt's dlopen'ed Driver API (codegen/cuda.c): each device
 *                    image is loaded as its cubin when one matches the device's sm, else its PTX
 *   device_interp.c  the SIMT interpreter (interp/): the bitcode entries of every image are linked
 *                    into one device module; device memory is interpreter memory (bounds-checked),
 *                    globals persist across launches, kernels run synchronously warp by warp
 *
 * Device addresses are 64-bit integers (a CUdeviceptr, or an interpreter address); host code holds
 * them as pointers and never dereferences them. Every operation returns a gpuopt_status with its
 * message on the device's context; cuda_error is the CUDA error code to report for the failure. */
#ifndef GPUOPT_RT_DEVICE_H
#define GPUOPT_RT_DEVICE_H

#include <stddef.h>
#include <stdint.h>
#include "codegen/gpuimage.h"
#include "gpuopt/interp.h"

typedef struct gpuopt_rt_device gpuopt_rt_device;

/* What the device reports (cudaGetDeviceProperties). */
typedef struct gpuopt_rt_props {
  char name[256];
  int major, minor, sm_count, clock_khz, mem_clock_khz, bus_width, l2_bytes;
  size_t total_mem, shared_per_block, shared_per_sm, shared_optin, const_mem;
  int regs_per_block, regs_per_sm, max_threads_per_block, max_threads_per_sm, max_blocks_per_sm;
  int max_block[3], max_grid[3];
  int driver_version;
} gpuopt_rt_props;

/* One registered device image (one .cu file's device code). */
typedef struct gpuopt_rt_image {
  gpuopt_img_entry entries[8];
  size_t n;
} gpuopt_rt_image;

typedef struct gpuopt_rt_dims {
  gpuopt_dim3 grid, block;
  size_t shared;
} gpuopt_rt_dims;

/* A back end's operations. state is what open returned. Kernels and globals are named by the
 * index of their image and their device-side (mangled) name. */
typedef struct gpuopt_rt_ops {
  const char *name; /* "gpu", "interp" */
  gpuopt_status (*open)(gpuopt_ctx *ctx, void **state);
  void (*close)(void *state);
  gpuopt_status (*props)(void *state, gpuopt_rt_props *out);
  /* make the images known; called once before the first kernel or global is looked up */
  gpuopt_status (*load)(void *state, const gpuopt_rt_image *images, size_t n);
  gpuopt_status (*kernel)(void *state, size_t image, const char *name, void **handle);
  gpuopt_status (*global)(void *state, size_t image, const char *name, uint64_t *addr, size_t *size);
  gpuopt_status (*alloc)(void *state, size_t n, uint64_t *addr);
  gpuopt_status (*free)(void *state, uint64_t addr);
  gpuopt_status (*htod)(void *state, uint64_t dst, const void *src, size_t n);
  gpuopt_status (*dtoh)(void *state, void *dst, uint64_t src, size_t n);
  gpuopt_status (*dtod)(void *state, uint64_t dst, uint64_t src, size_t n);
  gpuopt_status (*memset)(void *state, uint64_t dst, int value, size_t n);
  /* launch (may return before the kernel ends on the GPU; faults show at the next sync) */
  gpuopt_status (*launch)(void *state, void *kernel, const gpuopt_rt_dims *l, void **args);
  gpuopt_status (*sync)(void *state);
  /* device-side time stamps for events: *ev created by event_new; record stamps it after the work
   * issued so far; elapsed gives milliseconds between two recorded events */
  gpuopt_status (*event_new)(void *state, void **ev);
  gpuopt_status (*event_record)(void *state, void *ev);
  gpuopt_status (*event_sync)(void *state, void *ev);
  gpuopt_status (*event_elapsed)(void *state, void *start, void *end, float *ms);
  void (*event_free)(void *state, void *ev);
  /* the CUDA error code (cudaError_t value) for the last failure of an operation */
  int (*cuda_error)(void *state, gpuopt_status st);
} gpuopt_rt_ops;

extern const gpuopt_rt_ops gpuopt__rt_gpu_ops;
extern const gpuopt_rt_ops gpuopt__rt_interp_ops;

#endif
