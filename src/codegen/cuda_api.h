/* The few CUDA Driver API types, constants and prototypes gpuopt uses, declared here so that gpuopt
 * builds without the CUDA SDK and has no link-time dependency on CUDA: cuda.c loads libcuda.so.1
 * with dlopen at first use (as Blender's cuew does). Values are those of CUDA's cuda.h (stable ABI).
 * The versioned symbol names (_v2) are the ones cuda.h maps the plain names to. */
#ifndef GPUOPT_CUDA_API_H
#define GPUOPT_CUDA_API_H

#include <stddef.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUevent_st *CUevent;
typedef struct CUstream_st *CUstream;
typedef unsigned long long CUdeviceptr;
typedef int CUjit_option;
typedef int CUfunction_attribute;
typedef int CUdevice_attribute;

enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
};

enum {
  CU_JIT_MAX_REGISTERS = 0,
  CU_JIT_WALL_TIME = 2,
  CU_JIT_INFO_LOG_BUFFER = 3,
  CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_JIT_LOG_VERBOSE = 12,
};

enum {
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
  CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
  CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
  CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
};

enum {
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
};

#define CU_EVENT_DEFAULT 0u

/* X(return-less name, symbol, parameter list): the function table cuda.c fills with dlsym. */
#define GPUOPT_CUDA_FUNCTIONS(X)                                                                        \
  X(cuInit, "cuInit", (unsigned flags))                                                                 \
  X(cuDriverGetVersion, "cuDriverGetVersion", (int *version))                                           \
  X(cuGetErrorName, "cuGetErrorName", (CUresult e, const char **s))                                     \
  X(cuGetErrorString, "cuGetErrorString", (CUresult e, const char **s))                                 \
  X(cuDeviceGetCount, "cuDeviceGetCount", (int *count))                                                 \
  X(cuDeviceGet, "cuDeviceGet", (CUdevice * dev, int ordinal))                                          \
  X(cuDeviceGetName, "cuDeviceGetName", (char *name, int len, CUdevice dev))                            \
  X(cuDeviceGetAttribute, "cuDeviceGetAttribute", (int *v, CUdevice_attribute a, CUdevice dev))         \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", (CUcontext * ctx, CUdevice dev))              \
  X(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", (CUdevice dev))                          \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", (CUcontext ctx))                                                \
  X(cuCtxSynchronize, "cuCtxSynchronize", (void))                                                       \
  X(cuModuleLoadDataEx, "cuModuleLoadDataEx",                                                           \
    (CUmodule * m, const void *image, unsigned n, CUjit_option *opts, void **vals))                     \
  X(cuModuleUnload, "cuModuleUnload", (CUmodule m))                                                     \
  X(cuModuleGetFunction, "cuModuleGetFunction", (CUfunction * f, CUmodule m, const char *name))         \
  X(cuFuncGetAttribute, "cuFuncGetAttribute", (int *v, CUfunction_attribute a, CUfunction f))           \
  X(cuFuncSetAttribute, "cuFuncSetAttribute", (CUfunction f, CUfunction_attribute a, int v))            \
  X(cuMemAlloc, "cuMemAlloc_v2", (CUdeviceptr * p, size_t n))                                           \
  X(cuMemFree, "cuMemFree_v2", (CUdeviceptr p))                                                         \
  X(cuMemcpyHtoD, "cuMemcpyHtoD_v2", (CUdeviceptr dst, const void *src, size_t n))                      \
  X(cuMemcpyDtoH, "cuMemcpyDtoH_v2", (void *dst, CUdeviceptr src, size_t n))                            \
  X(cuMemsetD8, "cuMemsetD8_v2", (CUdeviceptr p, unsigned char v, size_t n))                            \
  X(cuLaunchKernel, "cuLaunchKernel",                                                                   \
    (CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,        \
     unsigned shared, CUstream s, void **params, void **extra))                                         \
  X(cuEventCreate, "cuEventCreate", (CUevent * e, unsigned flags))                                      \
  X(cuEventRecord, "cuEventRecord", (CUevent e, CUstream s))                                            \
  X(cuEventSynchronize, "cuEventSynchronize", (CUevent e))                                              \
  X(cuEventElapsedTime, "cuEventElapsedTime", (float *ms, CUevent a, CUevent b))                        \
  X(cuEventDestroy, "cuEventDestroy_v2", (CUevent e))                                                 \
  X(cuModuleGetGlobal, "cuModuleGetGlobal_v2", (CUdeviceptr * p, size_t *n, CUmodule m, const char *name)) \
  X(cuMemcpyDtoD, "cuMemcpyDtoD_v2", (CUdeviceptr dst, CUdeviceptr src, size_t n))                      \
  X(cuDeviceTotalMem, "cuDeviceTotalMem_v2", (size_t *bytes, CUdevice dev))

#endif
