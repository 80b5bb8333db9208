/* End-to-end host code generation test (gpucc §2.4, Fig. 3): a C host program that calls the
 * launch stub gpuopt generated for tests/kernels/saxpy.ll (`gpuopt host -o saxpy_host.o`), linked
 * with libgpuopt only (no cudart, no nvcc). It fills x and y, launches saxpy through the stub,
 * reads y back and compares it with the CPU (fmaf, as the kernel contracts a*x+y to an FMA).
 * Exit 0: correct; 1: wrong; 77 with "skipped: no CUDA device (...)": no GPU.
 * --no-check: launch only (for the fake driver in tests/gpu/fake_cuda.c, which runs no kernels). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuopt/gpuopt.h"

/* The stub gpuopt generates for: void saxpy(int n, float a, const float *x, float *y) */
int32_t saxpy_launch(const gpuopt_launch_config *cfg, int32_t n, float a, gpuopt_devptr x, gpuopt_devptr y);

int main(int argc, char **argv) {
  int check = !(argc > 1 && !strcmp(argv[1], "--no-check"));
  enum { N = 1000 };
  const float a = 2.5f;
  static float x[N], y[N], ref[N], got[N];
  for (int i = 0; i < N; i++) {
    x[i] = (float)i * 0.5f - 100.0f;
    y[i] = (float)(i % 17) * 1.25f;
    ref[i] = fmaf(a, x[i], y[i]);
  }
  gpuopt_ctx *ctx = NULL;
  gpuopt_cuda *dev = NULL;
  if (gpuopt_ctx_create(NULL, &ctx)) return 1;
  gpuopt_status st = gpuopt_cuda_open(ctx, 0, &dev);
  if (st == GPUOPT_ENODEVICE) {
    printf("skipped: no CUDA device (%s)\n", gpuopt_ctx_error(ctx));
    gpuopt_ctx_free(ctx);
    return 77;
  }
  gpuopt_devptr dx = 0, dy = 0;
  int rc = 1;
  if (st || (st = gpuopt_cuda_malloc(ctx, dev, sizeof x, &dx)) || (st = gpuopt_cuda_malloc(ctx, dev, sizeof y, &dy)) ||
      (st = gpuopt_cuda_memcpy_htod(ctx, dev, dx, x, sizeof x)) || (st = gpuopt_cuda_memcpy_htod(ctx, dev, dy, y, sizeof y)))
    goto out;
  float ms = -1;
  gpuopt_launch_config cfg = {ctx, dev, {{(N + 255) / 256, 1, 1}, {256, 1, 1}, 0}, &ms};
  if ((st = (gpuopt_status)saxpy_launch(&cfg, N, a, dx, dy))) goto out;
  if ((st = gpuopt_cuda_memcpy_dtoh(ctx, dev, got, dy, sizeof got))) goto out;
  int bad = 0;
  for (int i = 0; i < N && check; i++)
    if (memcmp(&got[i], &ref[i], sizeof(float)) != 0) {
      if (bad++ < 5) printf("host-saxpy: y[%d] = %g, expected %g\n", i, (double)got[i], (double)ref[i]);
    }
  if (bad) printf("host-saxpy: FAIL: %d of %d elements differ\n", bad, N);
  else printf("host-saxpy: %s (%d elements, kernel %.3f ms)\n", check ? "ok, matches the CPU" : "launched", N, (double)ms);
  rc = bad ? 1 : 0;
out:
  if (st) printf("host-saxpy: FAIL: %s\n", gpuopt_ctx_error(ctx));
  if (dev) {
    gpuopt_cuda_free(ctx, dev, dx);
    gpuopt_cuda_free(ctx, dev, dy);
  }
  gpuopt_cuda_close(dev);
  gpuopt_ctx_free(ctx);
  return st ? 1 : rc;
}
