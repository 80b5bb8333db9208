/* A minimal CUDA header for the runtime's hand-built test programs (tests/runtime/ .cu files): what
 * clang needs to compile device and host sides without the SDK (clang's builtin variables, the
 * qualifiers, dim3 and the Runtime API entry points of libgpuopt_rt). gpuopt cc has its own, fuller
 * header set; this one exists so the runtime is testable on its own. */
#pragma once
#include <stddef.h>
#include "__clang_cuda_builtin_vars.h"
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))
#define __host__ __attribute__((host))
struct dim3 {
  unsigned x, y, z;
  __host__ __device__ dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {}
};
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef int cudaError_t;
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, cudaMemcpyDefault };
#define cudaSuccess 0
extern "C" {
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0, cudaStream_t stream = 0);
cudaError_t cudaMalloc(void **p, size_t n);
cudaError_t cudaFree(void *p);
cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind k);
cudaError_t cudaMemset(void *d, int v, size_t n);
cudaError_t cudaMemcpyToSymbol(const void *sym, const void *src, size_t n, size_t off, cudaMemcpyKind k);
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *sym, size_t n, size_t off, cudaMemcpyKind k);
cudaError_t cudaGetSymbolAddress(void **p, const void *sym);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t e);
const char *cudaGetErrorName(cudaError_t e);
cudaError_t cudaEventCreate(cudaEvent_t *e);
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s);
cudaError_t cudaEventSynchronize(cudaEvent_t e);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
cudaError_t cudaEventDestroy(cudaEvent_t e);
cudaError_t cudaStreamCreate(cudaStream_t *s);
cudaError_t cudaStreamSynchronize(cudaStream_t s);
cudaError_t cudaStreamDestroy(cudaStream_t s);
cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind k, cudaStream_t st);
}
template <class T> cudaError_t cudaMemcpyToSymbol(const T &sym, const void *src, size_t n, size_t off = 0,
                                                  cudaMemcpyKind k = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&sym, src, n, off, k);
}
template <class T> cudaError_t cudaMemcpyFromSymbol(void *dst, const T &sym, size_t n, size_t off = 0,
                                                    cudaMemcpyKind k = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(dst, (const void *)&sym, n, off, k);
}
template <class T> cudaError_t cudaGetSymbolAddress(void **p, const T &sym) { return cudaGetSymbolAddress(p, (const void *)&sym); }
#include <stdio.h>
extern "C" __device__ int printf(const char *, ...);
extern "C" __device__ int cudaConfigureCall(dim3 gridSize, dim3 blockSize, size_t sharedSize = 0, cudaStream_t stream = 0);
__device__ inline int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
__device__ inline float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
