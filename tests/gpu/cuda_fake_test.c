/* gpuopt's CUDA runtime against the fake driver (tests/gpu/fake_cuda.c, loaded as libcuda.so.1
 * through LD_LIBRARY_PATH): every API call, the JIT's logs in messages, error mapping.
 * Usage: cuda-fake-test ok | nodevice. Prints one line per failed check, "N passed, N failed". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuopt/gpuopt.h"

static int passed, failed;
#define EXPECT(cond)                                                                      \
  do {                                                                                    \
    if (cond) passed++;                                                                   \
    else {                                                                                \
      failed++;                                                                           \
      printf("FAIL: %s:%d: %s (last error: %s)\n", __FILE__, __LINE__, #cond, gpuopt_ctx_error(ctx)); \
    }                                                                                     \
  } while (0)

static const char ptx[] = ".version 7.8\n.target sm_90\n.address_size 64\n"
                          ".visible .entry k(\n\t.param .u32 k_param_0,\n\t.param .u64 k_param_1\n)\n{\n\tret;\n}\n";

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "ok";
  gpuopt_ctx *ctx = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  gpuopt_cuda *dev = NULL;
  int count = -1;
  if (!strcmp(mode, "nodevice")) {
    EXPECT(gpuopt_cuda_device_count(ctx, &count) == GPUOPT_OK && count == 0);
    EXPECT(gpuopt_cuda_open(ctx, 0, &dev) == GPUOPT_ENODEVICE && dev == NULL);
    EXPECT(strstr(gpuopt_ctx_error(ctx), "cuInit failed: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected"));
  } else {
    EXPECT(gpuopt_cuda_device_count(ctx, &count) == GPUOPT_OK && count == 1);
    EXPECT(gpuopt_cuda_open(ctx, 1, &dev) == GPUOPT_ENODEVICE && strstr(gpuopt_ctx_error(ctx), "device 1 does not exist"));
    EXPECT(gpuopt_cuda_open(ctx, 0, &dev) == GPUOPT_OK && dev);
    gpuopt_cuda_info info;
    EXPECT(gpuopt_cuda_device_info(ctx, dev, &info) == GPUOPT_OK && !strcmp(info.name, "Fake GPU") &&
           !strcmp(info.sm, "sm_90") && info.multiprocessors == 132 && info.driver_version == 13000);
    gpuopt_cuda_module *mod = NULL;
    char *log = NULL;
    gpuopt_jit_options jo = GPUOPT_JIT_OPTIONS_INIT;
    jo.max_registers = 32;
    jo.opt_level = 3;
    EXPECT(gpuopt_cuda_module_load_ptx(ctx, dev, ptx, &jo, &mod, &log) == GPUOPT_OK && mod);
    EXPECT(log && strstr(log, "fake JIT compiled"));
    gpuopt_free(log);
    jo.opt_level = 9;
    gpuopt_cuda_module *m2 = NULL;
    EXPECT(gpuopt_cuda_module_load_ptx(ctx, dev, ptx, &jo, &m2, NULL) == GPUOPT_EINVAL && !m2);
    EXPECT(gpuopt_cuda_module_load_ptx(ctx, dev, "// FAKE_JIT_ERROR\n", NULL, &m2, NULL) == GPUOPT_ECUDA && !m2);
    EXPECT(strstr(gpuopt_ctx_error(ctx), "cuModuleLoadDataEx (PTX JIT) failed: CUDA_ERROR_INVALID_PTX: a PTX JIT compilation failed\n"
                                         "ptxas application ptx input, line 1; error   : FAKE_JIT_ERROR seen"));
    gpuopt_cuda_kernel *k = NULL, *k2 = NULL;
    EXPECT(gpuopt_cuda_kernel_get(ctx, mod, "nope", &k) == GPUOPT_ENOTFOUND && !k &&
           strstr(gpuopt_ctx_error(ctx), "no kernel named 'nope'"));
    EXPECT(gpuopt_cuda_kernel_get(ctx, mod, "k", &k) == GPUOPT_OK && k);
    EXPECT(gpuopt_cuda_kernel_get(ctx, mod, "k", &k2) == GPUOPT_OK && k2 == k);
    gpuopt_cuda_kernel_attrs at;
    EXPECT(gpuopt_cuda_kernel_attributes(ctx, k, &at) == GPUOPT_OK && at.registers == 18 && at.max_threads_per_block == 1024);
    gpuopt_devptr p = 0, z = 1;
    int host[4] = {1, 2, 3, 4}, back[4] = {0};
    EXPECT(gpuopt_cuda_malloc(ctx, dev, 0, &z) == GPUOPT_OK && z == 0);
    EXPECT(gpuopt_cuda_malloc(ctx, dev, sizeof host, &p) == GPUOPT_OK && p);
    EXPECT(gpuopt_cuda_memcpy_htod(ctx, dev, p, host, sizeof host) == GPUOPT_OK);
    EXPECT(gpuopt_cuda_memset(ctx, dev, p, 0xff, 4) == GPUOPT_OK);
    EXPECT(gpuopt_cuda_memcpy_dtoh(ctx, dev, back, p, sizeof back) == GPUOPT_OK && back[0] == -1 && back[3] == 4);
    EXPECT(gpuopt_cuda_memcpy_dtoh(ctx, dev, NULL, p, 4) == GPUOPT_EINVAL);
    int n = 7;
    void *args[] = {&n, &p};
    gpuopt_cuda_dims d = {{2, 0, 0}, {32, 0, 0}, 64 * 1024};
    float ms = -1;
    EXPECT(gpuopt_cuda_launch(ctx, k, &d, args, &ms) == GPUOPT_OK && ms == 0.25f);
    EXPECT(gpuopt_cuda_launch(ctx, k, &d, args, NULL) == GPUOPT_OK);
    /* the embedded-module entry points */
    static const char *const names[] = {"k"};
    gpuopt_embedded_module em = {GPUOPT_EMBED_MAGIC, GPUOPT_EMBED_VERSION, ptx, sizeof ptx - 1, 1, 0, names};
    gpuopt_launch_config cfg = {ctx, dev, {{1, 1, 1}, {1, 1, 1}, 0}, NULL};
    EXPECT(gpuopt_rt_launch(&em, 0, &cfg, args) == GPUOPT_EINVAL && strstr(gpuopt_ctx_error(ctx), "never registered"));
    gpuopt_rt_register(&em);
    EXPECT(em.registered == 1);
    EXPECT(gpuopt_rt_launch(&em, 1, &cfg, args) == GPUOPT_EINVAL && strstr(gpuopt_ctx_error(ctx), "kernel number 1"));
    EXPECT(gpuopt_rt_launch(&em, 0, &cfg, args) == GPUOPT_OK);
    EXPECT(gpuopt_rt_launch(&em, 0, &cfg, args) == GPUOPT_OK); /* cached module */
    gpuopt_embedded_module junk = em;
    junk.magic = 7;
    EXPECT(gpuopt_rt_launch(&junk, 0, &cfg, args) == GPUOPT_EINVAL && strstr(gpuopt_ctx_error(ctx), "not a gpuopt embedded module"));
    EXPECT(gpuopt_cuda_free(ctx, dev, p) == GPUOPT_OK);
    gpuopt_cuda_module_free(mod); /* the embedded module's is freed by close */
  }
  gpuopt_cuda_close(dev);
  gpuopt_ctx_free(ctx);
  printf("cuda-fake-test %s: %d passed, %d failed\n", mode, passed, failed);
  return failed != 0;
}
