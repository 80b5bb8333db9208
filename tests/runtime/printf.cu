// Device printf: integers of each size, floats (promoted to double), strings, width/precision
// (also as * arguments), %c, %p, %% -- one line per thread, in thread order on the interpreter.
#include "rt_cuda.h"
__device__ const char *names[2] = {"even", "odd"};
__global__ void hello(int base, long long big, float f, double d) {
  int t = threadIdx.x;
  printf("thread %d: %s base+t=%5d big=%lld u=%u x=%#x f=%.3f d=%e g=%g c=%c%c pct=%% w=[%*d] p=[%-6.2f]\n", t,
         names[t & 1], base + t, big * t, (unsigned)(base - t), 255 + t, f * t, d / (t + 1), 0.5 + t, 'a' + t, 'Z',
         4, t, 1.0f / (t + 1));
}
int main() {
  hello<<<1, 3>>>(100, 1LL << 40, 1.5f, 1e-3);
  cudaDeviceSynchronize();
  printf("done: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
