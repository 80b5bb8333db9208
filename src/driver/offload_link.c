/* Linking an offloaded program: see offload_link.h. */
#include "driver/offload_link.h"

int drv_offload_link(gpuopt_ctx *ctx, LLVMModuleRef host, LLVMModuleRef dev, int openmp, int opt, const char *out) {
  (void)ctx, (void)host, (void)dev, (void)openmp, (void)opt;
  return drv_error("cannot link '%s': executables need the offload runtime (not built yet); use -o X.ll", out);
}
