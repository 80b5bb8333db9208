/* The GPU half of `gpuopt run` (run_gpu.c). */
#ifndef GPUOPT_DRIVER_RUN_GPU_H
#define GPUOPT_DRIVER_RUN_GPU_H

#include <stddef.h>
#include <stdint.h>
#include "gpuopt/gpuopt.h"

/* One kernel argument: a buffer (data: size bytes, copied to the device before the launch and
 * back after it; initial: the inputs to restore before each timed launch, or NULL) or a scalar
 * (bits: the value in the low bytes, as gpuopt_argdesc_scalar gives it). */
typedef struct drv_gpu_arg {
  int is_buffer;
  void *data;
  const void *initial;
  size_t size;
  uint64_t bits;
} drv_gpu_arg;

typedef struct drv_gpu_run {
  const char *kernel;
  unsigned grid[3], block[3];
  unsigned shared;   /* dynamic shared memory bytes */
  unsigned time_n;   /* 0: no timing; else N timed launches after 2 warm-ups */
  const char *const *modules; /* nmodules == 0: lower m to PTX; else PTX or cubin files loaded in its
                               * place (other compilers' code for the same kernel: m gives the
                               * signature only). The results come from modules[0]; with time_n all
                               * are timed, interleaved round by round */
  unsigned nmodules;
  unsigned rounds;              /* timing rounds (0 = 1): each module time_n launches per round */
  unsigned max_registers; /* 0: none; else the JIT's register cap per thread (ptxas --maxrregcount) */
} drv_gpu_run;

typedef struct drv_gpu_result {
  int no_device;                 /* the failure was GPUOPT_ENODEVICE */
  char device[300];              /* "NVIDIA H100 80GB HBM3 (sm_90)" */
  gpuopt_cuda_kernel_attrs attrs;
  float first_ms;                /* the result-producing launch */
  unsigned timed;
  float median_ms, min_ms;
} drv_gpu_result;

/* Run kernel r->kernel of m (already optimised, verified) on device 0. Prints errors; returns 0
 * on success, an exit status otherwise. res has max(1, r->nmodules) entries (one per module). */
int drv_run_gpu(gpuopt_ctx *ctx, LLVMModuleRef m, const drv_gpu_run *r, drv_gpu_arg *args, size_t nargs,
                drv_gpu_result *res);

#endif
