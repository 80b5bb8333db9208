/* gpuopt's CUDA header set: host_defines.h — CUDA's declaration specifiers (__global__,
 * __device__, __shared__, ...) as the clang attributes they stand for. Outside CUDA compilation
 * (a .c or .cpp host file) the execution-space specifiers expand to nothing. */
#ifndef __GPUOPT_HOST_DEFINES_H__
#define __GPUOPT_HOST_DEFINES_H__

#if defined(__CUDA__)
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#else
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#endif
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __thread__ __thread
#define __device_builtin__
#define __cudart_builtin__
#define CUDARTAPI
#define CUDART_CB

#endif
