/* Internal additions to the Driver API layer (cuda.c) for the CUDA Runtime API library
 * (src/runtime/): device attributes, module globals (cudaMemcpyToSymbol), device-to-device copies,
 * launches that do not wait, context synchronisation, events, and the CUresult of the last failed
 * driver call (so the runtime can return the matching cudaError_t; CUDA's runtime and driver error
 * codes coincide for every error a launch, copy or allocation reports). */
#ifndef GPUOPT_CUDA_RT_H
#define GPUOPT_CUDA_RT_H

#include "gpuopt/cuda.h"

/* The CUresult of the last failed driver call reported on ctx (0 when none). */
int gpuopt__cuda_result(const gpuopt_ctx *ctx);
gpuopt_status gpuopt__cuda_device_attr(gpuopt_ctx *ctx, gpuopt_cuda *dev, int attr, int *out);
gpuopt_status gpuopt__cuda_total_mem(gpuopt_ctx *ctx, gpuopt_cuda *dev, size_t *out);
/* Address and size of the module global name (cuModuleGetGlobal). */
gpuopt_status gpuopt__cuda_module_global(gpuopt_ctx *ctx, gpuopt_cuda_module *mod, const char *name, gpuopt_devptr *p,
                                         size_t *size);
gpuopt_status gpuopt__cuda_memcpy_dtod(gpuopt_ctx *ctx, gpuopt_cuda *dev, gpuopt_devptr dst, gpuopt_devptr src, size_t n);
/* cuLaunchKernel on the default stream, without waiting. */
gpuopt_status gpuopt__cuda_launch_async(gpuopt_ctx *ctx, gpuopt_cuda_kernel *k, const gpuopt_cuda_dims *d, void **args);
gpuopt_status gpuopt__cuda_sync(gpuopt_ctx *ctx, gpuopt_cuda *dev);
/* Events on the default stream: create (*ev set), record, synchronize, elapsed (*ms = time from
 * other to *ev), destroy. */
enum { GPUOPT__EV_CREATE, GPUOPT__EV_RECORD, GPUOPT__EV_SYNC, GPUOPT__EV_ELAPSED, GPUOPT__EV_DESTROY };
gpuopt_status gpuopt__cuda_event(gpuopt_ctx *ctx, gpuopt_cuda *dev, int op, void **ev, void *other, float *ms);

#endif
