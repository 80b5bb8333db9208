/* gpuopt's CUDA header set: included by clang's __clang_cuda_intrinsics.h (sm_70+): the generic
 * __match_any_sync / __match_all_sync over 32- and 64-bit values. */
#ifndef __GPUOPT_SM_70_RT_HPP__
#define __GPUOPT_SM_70_RT_HPP__
inline __device__ unsigned int __match_any_sync(unsigned mask, int v) { return __match32_any_sync(mask, (unsigned)v); }
inline __device__ unsigned int __match_any_sync(unsigned mask, unsigned v) { return __match32_any_sync(mask, v); }
inline __device__ unsigned int __match_any_sync(unsigned mask, float v) { return __match32_any_sync(mask, __float_as_uint(v)); }
inline __device__ unsigned int __match_any_sync(unsigned mask, long long v) { return __match64_any_sync(mask, (unsigned long long)v); }
inline __device__ unsigned int __match_any_sync(unsigned mask, unsigned long long v) { return __match64_any_sync(mask, v); }
inline __device__ unsigned int __match_all_sync(unsigned mask, int v, int *pred) { return __match32_all_sync(mask, (unsigned)v, pred); }
inline __device__ unsigned int __match_all_sync(unsigned mask, unsigned v, int *pred) { return __match32_all_sync(mask, v, pred); }
inline __device__ unsigned int __match_all_sync(unsigned mask, long long v, int *pred) {
  return __match64_all_sync(mask, (unsigned long long)v, pred);
}
inline __device__ unsigned int __match_all_sync(unsigned mask, unsigned long long v, int *pred) {
  return __match64_all_sync(mask, v, pred);
}
#endif
