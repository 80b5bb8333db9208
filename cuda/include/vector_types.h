/* gpuopt's CUDA header set: vector_types.h — char1..double4, uint3 and dim3 with CUDA's sizes and
 * alignments (so structs holding them have the SDK's layout on host and device). */
#ifndef __GPUOPT_VECTOR_TYPES_H__
#define __GPUOPT_VECTOR_TYPES_H__

#define __GPUOPT_VEC1(T, N) typedef struct N##1 { T x; } N##1;
#define __GPUOPT_VEC2(T, N, A) typedef struct __attribute__((aligned(A))) N##2 { T x, y; } N##2;
#define __GPUOPT_VEC3(T, N) typedef struct N##3 { T x, y, z; } N##3;
#define __GPUOPT_VEC4(T, N, A) typedef struct __attribute__((aligned(A))) N##4 { T x, y, z, w; } N##4;
#define __GPUOPT_VECS(T, N, A2, A4) __GPUOPT_VEC1(T, N) __GPUOPT_VEC2(T, N, A2) __GPUOPT_VEC3(T, N) __GPUOPT_VEC4(T, N, A4)

__GPUOPT_VECS(signed char, char, 2, 4)
__GPUOPT_VECS(unsigned char, uchar, 2, 4)
__GPUOPT_VECS(short, short, 4, 8)
__GPUOPT_VECS(unsigned short, ushort, 4, 8)
__GPUOPT_VECS(int, int, 8, 16)
__GPUOPT_VECS(unsigned int, uint, 8, 16)
__GPUOPT_VECS(long, long, 2 * sizeof(long), 16)
__GPUOPT_VECS(unsigned long, ulong, 2 * sizeof(long), 16)
__GPUOPT_VECS(long long, longlong, 16, 16)
__GPUOPT_VECS(unsigned long long, ulonglong, 16, 16)
__GPUOPT_VECS(float, float, 8, 16)
__GPUOPT_VECS(double, double, 16, 16)

#undef __GPUOPT_VEC1
#undef __GPUOPT_VEC2
#undef __GPUOPT_VEC3
#undef __GPUOPT_VEC4
#undef __GPUOPT_VECS

/* dim3: a grid or block extent; unspecified components are 1. */
struct dim3 {
  unsigned int x, y, z;
#if defined(__cplusplus)
#if __cplusplus >= 201103L
  constexpr
#endif
  dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
#if __cplusplus >= 201103L
  constexpr
#endif
  dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
#if __cplusplus >= 201103L
  constexpr
#endif
  operator uint3(void) const { return uint3{x, y, z}; }
#endif
};
typedef struct dim3 dim3;

#endif
