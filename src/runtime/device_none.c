/* The interpreter back end's place holder in libgpuopt_rt_gpu.a, the GPU-only runtime that
 * `gpuopt cc --no-interp` links: a program built that way carries neither the SIMT interpreter nor
 * LLVM (its only dependencies are libc, libm, libdl and libpthread, and the CUDA driver it loads at
 * run time), so it can be copied to a machine that has a GPU and no LLVM. Opening this back end
 * fails with a message that says so; the runtime then reports that no device is usable
 * (cudart.c). Not part of libgpuopt_rt.a, which has the real interpreter back end
 * (device_interp.c). */
#include "core/core.h"
#include "runtime/device.h"

static gpuopt_status n_open(gpuopt_ctx *ctx, void **state) {
  *state = NULL;
  return gpuopt__fail(ctx, GPUOPT_EUNSUPPORTED,
                      "this program was linked with gpuopt's GPU-only runtime (gpuopt cc --no-interp), "
                      "which has no SIMT interpreter: it needs a CUDA GPU and driver");
}

const gpuopt_rt_ops gpuopt__rt_interp_ops = {.name = "interp", .open = n_open};
