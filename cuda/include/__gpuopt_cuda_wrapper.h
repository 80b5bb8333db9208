/* gpuopt's CUDA header set: the wrapper `gpuopt cc` pre-includes (-include) into every .cu file it
 * compiles without the CUDA SDK's headers, as clang pre-includes __clang_cuda_runtime_wrapper.h
 * and nvcc cuda_runtime.h. It assembles, in the order clang's own wrapper does, clang's
 * SDK-independent CUDA headers (built-in variables, libdevice declarations, device functions,
 * math, cmath overloads, warp intrinsics) around gpuopt's runtime declarations, and adds what
 * clang leaves to the SDK: atomicAdd and the other atomic functions, the launch-configuration
 * entry point. The device math library maps to libdevice's __nv_* functions, which gpuopt links
 * into the device module (gpuopt_link_libdevice). */
#ifndef __GPUOPT_CUDA_WRAPPER_H__
#define __GPUOPT_CUDA_WRAPPER_H__

#if defined(__CUDA__) && defined(__clang__)

#include <__clang_cuda_math_forward_declares.h>

#define __CUDACC__
#include <cmath>
#include <climits>
#include <cstdlib>
#include <stdlib.h>
#include <string.h>
#undef __CUDACC__

#include "cuda_runtime.h"

#pragma push_macro("__CUDA_ARCH__")
#ifndef __CUDA_ARCH__
#define __CUDA_ARCH__ 9999
#endif

#include "__clang_cuda_builtin_vars.h"
#define __DEVICE_LAUNCH_PARAMETERS_H__

#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>

#undef __THROW
#define __THROW

#define __CUDACC__

extern "C" {
__device__ int vprintf(const char *, const char *);
__device__ void free(void *) __attribute((nothrow));
__device__ void *malloc(size_t) __attribute((nothrow)) __attribute__((malloc));
__device__ void __assertfail(const char *__message, const char *__file, unsigned __line, const char *__function,
                             size_t __charSize);
__device__ static inline void __assert_fail(const char *__message, const char *__file, unsigned __line,
                                            const char *__function) {
  __assertfail(__message, __file, __line, __function, sizeof(char));
}
__device__ int printf(const char *, ...);
}

namespace std {
__device__ static inline void free(void *__ptr) { ::free(__ptr); }
__device__ static inline void *malloc(size_t __size) { return ::malloc(__size); }
} // namespace std

__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return {x, y, z}; }

/* Address-space predicates of CUDA's sm_20_intrinsics.h (clang's intrinsics header uses them). */
static __device__ __forceinline__ unsigned int __isGlobal(const void *p) { return __nvvm_isspacep_global(p); }
static __device__ __forceinline__ unsigned int __isShared(const void *p) { return __nvvm_isspacep_shared(p); }
static __device__ __forceinline__ unsigned int __isConstant(const void *p) { return __nvvm_isspacep_const(p); }
static __device__ __forceinline__ unsigned int __isLocal(const void *p) { return __nvvm_isspacep_local(p); }
/* Address conversions of sm_20_intrinsics.h. */
#define __GPUOPT_CVTA(space, as)                                                                   \
  static __device__ __forceinline__ size_t __cvta_generic_to_##space(const void *p) {             \
    return (size_t)(void __attribute__((address_space(as))) *)p;                                   \
  }                                                                                                \
  static __device__ __forceinline__ void *__cvta_##space##_to_generic(size_t a) {                  \
    return (void *)(void __attribute__((address_space(as))) *)a;                                   \
  }
__GPUOPT_CVTA(global, 1)
__GPUOPT_CVTA(shared, 3)
__GPUOPT_CVTA(constant, 4)
__GPUOPT_CVTA(local, 5)
#undef __GPUOPT_CVTA

#include <__clang_cuda_cmath.h>
#include <__clang_cuda_intrinsics.h>
#include <__clang_cuda_complex_builtins.h>

/* The atomic functions of CUDA's device_atomic_functions.h and sm_60_atomic_functions.h over
 * clang's __*Atomic* device functions (relaxed, device scope; _block and _system variants). */
#define __GPUOPT_ATOMIC(ret, name, type, impl)                                                     \
  static __device__ __forceinline__ ret name(type *p, type v) { return impl(p, v); }               \
  static __device__ __forceinline__ ret name##_block(type *p, type v) { return impl##_block(p, v); } \
  static __device__ __forceinline__ ret name##_system(type *p, type v) { return impl##_system(p, v); }
__GPUOPT_ATOMIC(int, atomicAdd, int, __iAtomicAdd)
__GPUOPT_ATOMIC(unsigned int, atomicAdd, unsigned int, __uAtomicAdd)
__GPUOPT_ATOMIC(unsigned long long, atomicAdd, unsigned long long, __ullAtomicAdd)
__GPUOPT_ATOMIC(float, atomicAdd, float, __fAtomicAdd)
__GPUOPT_ATOMIC(double, atomicAdd, double, __dAtomicAdd)
__GPUOPT_ATOMIC(int, atomicExch, int, __iAtomicExch)
__GPUOPT_ATOMIC(unsigned int, atomicExch, unsigned int, __uAtomicExch)
__GPUOPT_ATOMIC(unsigned long long, atomicExch, unsigned long long, __ullAtomicExch)
__GPUOPT_ATOMIC(float, atomicExch, float, __fAtomicExch)
__GPUOPT_ATOMIC(int, atomicMin, int, __iAtomicMin)
__GPUOPT_ATOMIC(unsigned int, atomicMin, unsigned int, __uAtomicMin)
__GPUOPT_ATOMIC(long long, atomicMin, long long, __illAtomicMin)
__GPUOPT_ATOMIC(unsigned long long, atomicMin, unsigned long long, __ullAtomicMin)
__GPUOPT_ATOMIC(int, atomicMax, int, __iAtomicMax)
__GPUOPT_ATOMIC(unsigned int, atomicMax, unsigned int, __uAtomicMax)
__GPUOPT_ATOMIC(long long, atomicMax, long long, __illAtomicMax)
__GPUOPT_ATOMIC(unsigned long long, atomicMax, unsigned long long, __ullAtomicMax)
__GPUOPT_ATOMIC(unsigned int, atomicInc, unsigned int, __uAtomicInc)
__GPUOPT_ATOMIC(unsigned int, atomicDec, unsigned int, __uAtomicDec)
__GPUOPT_ATOMIC(int, atomicAnd, int, __iAtomicAnd)
__GPUOPT_ATOMIC(unsigned int, atomicAnd, unsigned int, __uAtomicAnd)
__GPUOPT_ATOMIC(unsigned long long, atomicAnd, unsigned long long, __ullAtomicAnd)
__GPUOPT_ATOMIC(int, atomicOr, int, __iAtomicOr)
__GPUOPT_ATOMIC(unsigned int, atomicOr, unsigned int, __uAtomicOr)
__GPUOPT_ATOMIC(unsigned long long, atomicOr, unsigned long long, __ullAtomicOr)
__GPUOPT_ATOMIC(int, atomicXor, int, __iAtomicXor)
__GPUOPT_ATOMIC(unsigned int, atomicXor, unsigned int, __uAtomicXor)
__GPUOPT_ATOMIC(unsigned long long, atomicXor, unsigned long long, __ullAtomicXor)
#undef __GPUOPT_ATOMIC
static __device__ __forceinline__ int atomicSub(int *p, int v) { return __iAtomicAdd(p, -v); }
static __device__ __forceinline__ unsigned int atomicSub(unsigned int *p, unsigned int v) {
  return __uAtomicAdd(p, 0u - v);
}
static __device__ __forceinline__ int atomicCAS(int *p, int cmp, int v) { return __iAtomicCAS(p, cmp, v); }
static __device__ __forceinline__ unsigned int atomicCAS(unsigned int *p, unsigned int cmp, unsigned int v) {
  return __uAtomicCAS(p, cmp, v);
}
static __device__ __forceinline__ unsigned long long atomicCAS(unsigned long long *p, unsigned long long cmp,
                                                               unsigned long long v) {
  return __ullAtomicCAS(p, cmp, v);
}

#pragma pop_macro("__CUDA_ARCH__")

/* The launch-configuration entry point clang's <<<>>> lowering calls (CUDA >= 9.2 ABI). */
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0, void *stream = 0);

#endif /* __CUDA__ && __clang__ */
#endif
