/* gpuopt's CUDA header set: threadIdx, blockIdx, blockDim, gridDim and warpSize come from clang's
 * __clang_cuda_builtin_vars.h, included by the wrapper gpuopt pre-includes into .cu files. */
