/* Shared by the whole-program tests: stop with the CUDA error's name and line. */
#ifndef TESTS_CC_CHECK_H
#define TESTS_CC_CHECK_H
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t e_ = (call);                                                                     \
    if (e_ != cudaSuccess) {                                                                     \
      printf("%s:%d: %s: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_), cudaGetErrorString(e_)); \
      exit(1);                                                                                   \
    }                                                                                            \
  } while (0)
#endif
