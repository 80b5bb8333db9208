/* Just enough of CUDA to compile test kernels with clang as a device-only front end, without the
 * CUDA SDK headers (CUDA 13 is newer than the clang versions gpuopt is tested with):
 *   clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -S -emit-llvm */
#ifndef GPUOPT_CUDA_SHIM_H
#define GPUOPT_CUDA_SHIM_H
#include "__clang_cuda_builtin_vars.h"
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
static __device__ __forceinline__ int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
static __device__ __forceinline__ unsigned atomicAdd(unsigned *p, unsigned v) {
  return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v);
}
static __device__ __forceinline__ float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
static __device__ __forceinline__ unsigned __ballot_sync(unsigned mask, int pred) { return __nvvm_vote_ballot_sync(mask, pred); }
static __device__ __forceinline__ int __all_sync(unsigned mask, int pred) { return __nvvm_vote_all_sync(mask, pred); }
static __device__ __forceinline__ int __any_sync(unsigned mask, int pred) { return __nvvm_vote_any_sync(mask, pred); }
static __device__ __forceinline__ float __shfl_down_sync(unsigned mask, float v, unsigned d) {
  return __nvvm_shfl_sync_down_f32(mask, v, d, 0x1f);
}
static __device__ __forceinline__ int __shfl_down_sync(unsigned mask, int v, unsigned d) {
  return __nvvm_shfl_sync_down_i32(mask, v, d, 0x1f);
}
#endif
