/* gpuopt's CUDA header set: device functions (intrinsics, atomics, math) come from the wrapper gpuopt pre-includes into
 * .cu files (__gpuopt_cuda_wrapper.h). */
