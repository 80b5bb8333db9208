// Does not compile: clang's diagnostics, and gpuopt cc exits 1.
#include <cuda_runtime.h>
__global__ void k(int *x) { x[threadIdx.x] = undeclared_variable; }
int main() { k<<<1, 1>>>(0); return 0; }
