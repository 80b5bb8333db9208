/* Linking an offloaded program (offload_link.c): the host module (with the device image embedded)
 * compiled to an object, linked with gpuopt's offload runtime, libgpuopt, LLVM and libomp. */
#ifndef GPUOPT_DRIVER_OFFLOAD_LINK_H
#define GPUOPT_DRIVER_OFFLOAD_LINK_H

#include "driver/driver.h"

/* Embed dev (may be NULL) into host and link the executable out; prints the error and returns
 * nonzero on failure. openmp: link libomp; opt: optimise host and device code; no_interp: the GPU-only
 * runtime (libgpuopt_rt_gpu.a, no interpreter, no LLVM in the program: carried to the GPU machine). */
int drv_offload_link(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef dev, int openmp, int opt, int no_interp,
                     const char *out);

#endif
