/* gpuopt's CUDA header set: cuda.h — only the version macro (gpuopt's runtime is the Runtime API;
 * the Driver API is not offered to programs). CUDA_VERSION is the API level these headers follow. */
#ifndef __GPUOPT_CUDA_H__
#define __GPUOPT_CUDA_H__
#define CUDA_VERSION 12000
#include <stdint.h>
typedef uint32_t cuuint32_t;
typedef uint64_t cuuint64_t;
#define __GPUOPT_CUDA_HEADERS__ 1
#endif
