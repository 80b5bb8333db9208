/* gpuopt's CUDA header set: vector_functions.h — make_float4 and the other make_<vector>
 * constructors, usable on host and device. */
#ifndef __GPUOPT_VECTOR_FUNCTIONS_H__
#define __GPUOPT_VECTOR_FUNCTIONS_H__

#include "vector_types.h"

#if defined(__CUDA__)
#define __GPUOPT_VFN static __inline__ __host__ __device__
#else
#define __GPUOPT_VFN static __inline__
#endif

#define __GPUOPT_MAKE(T, N)                                                                       \
  __GPUOPT_VFN N##1 make_##N##1(T x) { N##1 r; r.x = x; return r; }                                \
  __GPUOPT_VFN N##2 make_##N##2(T x, T y) { N##2 r; r.x = x; r.y = y; return r; }                  \
  __GPUOPT_VFN N##3 make_##N##3(T x, T y, T z) { N##3 r; r.x = x; r.y = y; r.z = z; return r; }    \
  __GPUOPT_VFN N##4 make_##N##4(T x, T y, T z, T w) {                                              \
    N##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r;                                          \
  }

__GPUOPT_MAKE(signed char, char)
__GPUOPT_MAKE(unsigned char, uchar)
__GPUOPT_MAKE(short, short)
__GPUOPT_MAKE(unsigned short, ushort)
__GPUOPT_MAKE(int, int)
__GPUOPT_MAKE(unsigned int, uint)
__GPUOPT_MAKE(long, long)
__GPUOPT_MAKE(unsigned long, ulong)
__GPUOPT_MAKE(long long, longlong)
__GPUOPT_MAKE(unsigned long long, ulonglong)
__GPUOPT_MAKE(float, float)
__GPUOPT_MAKE(double, double)

#undef __GPUOPT_MAKE
#undef __GPUOPT_VFN

#endif
