/* Tests of gpuopt's CUDA Runtime API (libgpuopt_rt) called directly, the way clang's host code and
 * user programs call it: registration of a device image by hand, launches through cudaLaunchKernel
 * with raw kernelParams, memory, symbols, events, streams, and CUDA's error semantics (last error,
 * sticky errors, invalid configurations, failing allocations).
 *   rt-api-test IMAGE interp     on the interpreter (GPUOPT_DEVICE=interp): results are checked
 *   rt-api-test IMAGE gpu        against the fake driver (tests/gpu/fake_cuda.c): the calls reach
 *                                the driver (its trace is checked by scripts/check-rtlib)
 *   rt-api-test IMAGE sticky     a kernel fault as a sticky error (GPUOPT_KERNEL_FAULT=error on the
 *                                interpreter, FAKE_CUDA=fault with the fake driver)
 * IMAGE is a device image of tests/runtime/kernels.cu. Prints one line per failed check and
 * "rt-api: N passed, N failed" last. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/cudart_abi.h"

static int passed, failed;
#define CHECK(c)                                                        \
  do {                                                                  \
    if (c) passed++;                                                    \
    else { failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); } \
  } while (0)
#define CHECK_ERR(call, want)                                                                        \
  do {                                                                                               \
    cudaError_t e_ = (call);                                                                         \
    if (e_ == (want)) passed++;                                                                      \
    else { failed++; printf("FAIL %s:%d: %s = %s (%d), expected %s\n", __FILE__, __LINE__, #call,     \
                            cudaGetErrorName(e_), (int)e_, cudaGetErrorName(want)); }                \
  } while (0)

/* host shadows and stubs: only their addresses matter */
static int coef_shadow[4], total_shadow;
static float table_shadow[8];
static char axpb_stub, oob_stub, block_sum_stub, unregistered_stub;

struct pair { int a; double b; };

static void *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  void *b = malloc((size_t)n);
  if (b && fread(b, 1, (size_t)n, f) != (size_t)n) b = (free(b), NULL);
  fclose(f);
  return b;
}

static cudaError_t launch(const char *stub, unsigned grid, unsigned block, size_t shared, void **args) {
  dim3 g = {grid, 1, 1}, b = {block, 1, 1};
  return cudaLaunchKernel(stub, g, b, args, shared, NULL);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: rt-api-test IMAGE interp|gpu|sticky\n");
    return 2;
  }
  const char *mode = argv[2];
  const char *devenv = getenv("GPUOPT_DEVICE");
  int interp = devenv && !strcmp(devenv, "interp");
  void *image = slurp(argv[1]);
  if (!image) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  static gpuopt_fatbin_wrapper w;
  w.magic = GPUOPT_CUDA_WRAPPER_MAGIC, w.version = 1, w.data = image;
  void **h = __cudaRegisterFatBinary(&w);
  __cudaRegisterFunction(h, &axpb_stub, "axpb", "axpb", -1, NULL, NULL, NULL, NULL, NULL);
  __cudaRegisterFunction(h, &oob_stub, "oob", "oob", -1, NULL, NULL, NULL, NULL, NULL);
  __cudaRegisterFunction(h, &block_sum_stub, "block_sum", "block_sum", -1, NULL, NULL, NULL, NULL, NULL);
  __cudaRegisterVar(h, (char *)coef_shadow, "coef", "coef", 0, sizeof coef_shadow, 1, 0);
  __cudaRegisterVar(h, (char *)&total_shadow, "total", "total", 0, sizeof total_shadow, 0, 0);
  __cudaRegisterVar(h, (char *)table_shadow, "table", "table", 0, sizeof table_shadow, 0, 0);
  __cudaRegisterFatBinaryEnd(h);

  /* the device */
  int count = -1, dev = -1;
  CHECK_ERR(cudaGetDeviceCount(&count), cudaSuccess);
  CHECK(count == 1);
  CHECK_ERR(cudaSetDevice(0), cudaSuccess);
  CHECK_ERR(cudaSetDevice(3), cudaErrorInvalidDevice);
  CHECK_ERR(cudaGetLastError(), cudaErrorInvalidDevice);
  CHECK_ERR(cudaGetLastError(), cudaSuccess);
  CHECK_ERR(cudaGetDevice(&dev), cudaSuccess);
  CHECK(dev == 0);
  struct cudaDeviceProp p;
  CHECK_ERR(cudaGetDeviceProperties(&p, 0), cudaSuccess);
  CHECK(p.major == 9 && p.minor == 0 && p.warpSize == 32 && p.maxThreadsPerBlock == 1024);
  CHECK(p.maxThreadsDim[2] == 64 && p.maxGridSize[1] == 65535 && p.multiProcessorCount > 0);
  CHECK(strstr(p.name, interp ? "interpreter" : "Fake GPU") != NULL);
  int v = 0;
  CHECK_ERR(cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMajor, 0), cudaSuccess);
  CHECK(v == 9);
  CHECK_ERR(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0), cudaSuccess);
  CHECK(v == 32);
  CHECK_ERR(cudaFuncSetCacheConfig(&axpb_stub, cudaFuncCachePreferShared), cudaSuccess);
  CHECK_ERR(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1), cudaSuccess);
  CHECK(!strcmp(cudaGetErrorString(cudaErrorInvalidConfiguration), "invalid configuration argument"));
  CHECK(!strcmp(cudaGetErrorName(cudaErrorMemoryAllocation), "cudaErrorMemoryAllocation"));
  CHECK(!strcmp(cudaGetErrorString((cudaError_t)12345), "unrecognized error code"));

  /* a failing allocation is an error of that call only */
  void *huge = (void *)1;
  CHECK_ERR(cudaMalloc(&huge, (size_t)1 << 50), cudaErrorMemoryAllocation);
  CHECK(huge == NULL);
  CHECK_ERR(cudaPeekAtLastError(), cudaErrorMemoryAllocation);
  CHECK_ERR(cudaGetLastError(), cudaErrorMemoryAllocation);
  CHECK_ERR(cudaGetLastError(), cudaSuccess);

  enum { N = 300 };
  int *d_out = NULL, host[N];
  CHECK_ERR(cudaMalloc((void **)&d_out, N * sizeof(int)), cudaSuccess);
  CHECK(d_out != NULL);
  CHECK_ERR(cudaMemset(d_out, 0, N * sizeof(int)), cudaSuccess);
  CHECK_ERR(cudaFree((void *)((char *)d_out + 4)), cudaErrorInvalidValue);
  CHECK_ERR(cudaGetLastError(), cudaErrorInvalidValue);

  /* symbols */
  int c[4] = {3, 7, 0, 0};
  CHECK_ERR(cudaMemcpyToSymbol(coef_shadow, c, sizeof c, 0, cudaMemcpyHostToDevice), cudaSuccess);
  int back[2] = {0, 0};
  CHECK_ERR(cudaMemcpyFromSymbol(back, coef_shadow, sizeof back, sizeof(int), cudaMemcpyDeviceToHost), cudaSuccess);
  CHECK(back[0] == 7 && back[1] == 0);
  CHECK_ERR(cudaMemcpyToSymbol(coef_shadow, c, sizeof c, 4, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
  CHECK_ERR(cudaMemcpyToSymbol(&passed, c, 4, 0, cudaMemcpyHostToDevice), cudaErrorInvalidSymbol);
  CHECK_ERR(cudaGetLastError(), cudaErrorInvalidSymbol);
  void *total_addr = NULL;
  size_t total_size = 0;
  CHECK_ERR(cudaGetSymbolAddress(&total_addr, &total_shadow), cudaSuccess);
  CHECK_ERR(cudaGetSymbolSize(&total_size, &total_shadow), cudaSuccess);
  CHECK(total_addr != NULL && total_size == sizeof(int));
  CHECK_ERR(cudaMemset(total_addr, 0, sizeof(int)), cudaSuccess);

  /* a launch with raw kernelParams: pointer, int, short, double, struct by value */
  int n = N;
  short s = -2;
  double d = 4.75;
  struct pair pr = {10, 100.5};
  void *args[] = {&d_out, &n, &s, &d, &pr};
  CHECK_ERR(launch(&axpb_stub, (N + 127) / 128, 128, 0, args), cudaSuccess);
  CHECK_ERR(cudaDeviceSynchronize(), cudaSuccess);
  CHECK_ERR(cudaMemcpy(host, d_out, sizeof host, cudaMemcpyDeviceToHost), cudaSuccess);
  int total = 0;
  CHECK_ERR(cudaMemcpyFromSymbol(&total, &total_shadow, sizeof total, 0, cudaMemcpyDeviceToHost), cudaSuccess);
  if (interp && strcmp(mode, "sticky")) {
    int bad = 0;
    for (int i = 0; i < N; i++) bad += host[i] != 3 * i + 7 - 2 + 4 + 10 + 100 + (i % 8 + 1);
    CHECK(bad == 0);
    CHECK(total == N);
    /* the __device__ variable keeps its value across launches */
    CHECK_ERR(launch(&axpb_stub, (N + 127) / 128, 128, 0, args), cudaSuccess);
    CHECK_ERR(cudaMemcpyFromSymbol(&total, &total_shadow, sizeof total, 0, cudaMemcpyDeviceToHost), cudaSuccess);
    CHECK(total == 2 * N);
    /* cudaMemcpyDefault tells device from host pointers */
    int one[2] = {0, 0};
    CHECK_ERR(cudaMemcpy(one, d_out + 1, sizeof one, cudaMemcpyDefault), cudaSuccess);
    CHECK(one[0] == host[1] && one[1] == host[2]);
    /* a copy past the end of an allocation */
    CHECK_ERR(cudaMemcpy(host, d_out + 1, sizeof host, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
  }

  /* dynamic shared memory and atomics on global memory */
  int *d_in = NULL, *d_sum = NULL;
  int in[256], sum = 0, want = 0;
  for (int i = 0; i < 256; i++) in[i] = i * 3 - 100, want += in[i];
  CHECK_ERR(cudaMalloc((void **)&d_in, sizeof in), cudaSuccess);
  CHECK_ERR(cudaMalloc((void **)&d_sum, sizeof(int)), cudaSuccess);
  CHECK_ERR(cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice), cudaSuccess);
  CHECK_ERR(cudaMemset(d_sum, 0, sizeof(int)), cudaSuccess);
  cudaStream_t st = NULL;
  CHECK_ERR(cudaStreamCreate(&st), cudaSuccess);
  cudaEvent_t e0 = NULL, e1 = NULL;
  CHECK_ERR(cudaEventCreate(&e0), cudaSuccess);
  CHECK_ERR(cudaEventCreate(&e1), cudaSuccess);
  float ms = -1;
  CHECK_ERR(cudaEventElapsedTime(&ms, e0, e1), cudaErrorInvalidResourceHandle);
  CHECK_ERR(cudaEventRecord(e0, st), cudaSuccess);
  void *args2[] = {&d_in, &d_sum};
  dim3 g4 = {4, 1, 1}, b64 = {64, 1, 1};
  CHECK_ERR(cudaLaunchKernel(&block_sum_stub, g4, b64, args2, 64 * sizeof(int), st), cudaSuccess);
  CHECK_ERR(cudaEventRecord(e1, st), cudaSuccess);
  CHECK_ERR(cudaEventSynchronize(e1), cudaSuccess);
  CHECK_ERR(cudaEventElapsedTime(&ms, e0, e1), cudaSuccess);
  CHECK(ms >= 0);
  CHECK_ERR(cudaMemcpyAsync(&sum, d_sum, sizeof sum, cudaMemcpyDeviceToHost, st), cudaSuccess);
  CHECK_ERR(cudaStreamSynchronize(st), cudaSuccess);
  if (interp) CHECK(sum == want);
  CHECK_ERR(cudaEventDestroy(e0), cudaSuccess);
  CHECK_ERR(cudaEventDestroy(e1), cudaSuccess);
  CHECK_ERR(cudaStreamDestroy(st), cudaSuccess);

  /* invalid launches: errors of the launch only, not sticky */
  dim3 g1 = {1, 1, 1}, big = {2048, 1, 1}, zero = {0, 1, 1}, deep = {1, 1, 65};
  CHECK_ERR(cudaLaunchKernel(&axpb_stub, g1, big, args, 0, NULL), cudaErrorInvalidValue);
  CHECK_ERR(cudaGetLastError(), cudaErrorInvalidValue);
  CHECK_ERR(cudaGetLastError(), cudaSuccess);
  CHECK_ERR(cudaLaunchKernel(&axpb_stub, zero, b64, args, 0, NULL), cudaErrorInvalidValue);
  CHECK_ERR(cudaLaunchKernel(&axpb_stub, g1, deep, args, 0, NULL), cudaErrorInvalidValue);
  CHECK_ERR(cudaLaunchKernel(&axpb_stub, g1, b64, args, (size_t)1 << 30, NULL), cudaErrorInvalidValue);
  CHECK_ERR(cudaLaunchKernel(&unregistered_stub, g1, b64, args, 0, NULL), cudaErrorInvalidDeviceFunction);
  CHECK_ERR(cudaGetLastError(), cudaErrorInvalidDeviceFunction);
  CHECK_ERR(cudaMemset(d_out, 0, 4), cudaSuccess);
  /* <<<>>>'s configuration stack */
  dim3 gg, bb;
  size_t sh = 1;
  cudaStream_t ss = (cudaStream_t)1;
  CHECK(__cudaPushCallConfiguration(g4, b64, 32, NULL) == 0);
  CHECK_ERR(__cudaPopCallConfiguration(&gg, &bb, &sh, &ss), cudaSuccess);
  CHECK(gg.x == 4 && bb.x == 64 && sh == 32 && ss == NULL);

  if (!strcmp(mode, "sticky")) {
    /* a kernel fault is sticky: every later call returns it, cudaGetLastError does not clear it */
    int n0 = 0;
    void *args3[] = {&d_out, &n0};
    cudaError_t e = launch(&oob_stub, 1, 32, 0, (n0 = N, args3));
    cudaError_t s2 = cudaDeviceSynchronize();
    cudaError_t fault = e ? e : s2;
    CHECK(fault == cudaErrorIllegalAddress);
    CHECK_ERR(cudaMemset(d_out, 0, 4), fault);
    void *p2 = NULL;
    CHECK_ERR(cudaMalloc(&p2, 16), fault);
    CHECK_ERR(cudaGetLastError(), fault);
    CHECK_ERR(cudaGetLastError(), fault);
    CHECK_ERR(cudaPeekAtLastError(), fault);
    /* cudaDeviceReset starts again: images reload, memory is gone */
    CHECK_ERR(cudaDeviceReset(), cudaSuccess);
    CHECK_ERR(cudaGetLastError(), cudaSuccess);
    CHECK_ERR(cudaMalloc(&p2, 16), cudaSuccess);
    CHECK_ERR(cudaMemcpyToSymbol(coef_shadow, c, sizeof c, 0, cudaMemcpyHostToDevice), cudaSuccess);
    CHECK_ERR(cudaFree(p2), cudaSuccess);
  } else {
    CHECK_ERR(cudaFree(d_out), cudaSuccess);
    CHECK_ERR(cudaFree(d_in), cudaSuccess);
    CHECK_ERR(cudaFree(d_sum), cudaSuccess);
    CHECK_ERR(cudaFree(d_out), cudaErrorInvalidValue);
    CHECK_ERR(cudaFree(NULL), cudaSuccess);
  }
  __cudaUnregisterFatBinary(h);
  free(image);
  printf("rt-api (%s): %d passed, %d failed\n", mode, passed, failed);
  return failed ? 1 : 0;
}
