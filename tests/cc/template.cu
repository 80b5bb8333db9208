// C++ templates: a kernel templated on the element type and a compile-time block size, a device
// functor, instantiated for int, float and double.
#include "check.h"

template <typename T> struct Square {
  __device__ __host__ T operator()(T v) const { return v * v; }
};

template <typename T, int BLOCK, typename F> __global__ void map_sum(const T *in, T *out, int n, F f) {
  __shared__ T s[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  s[threadIdx.x] = i < n ? f(in[i]) : T(0);
  __syncthreads();
  if (threadIdx.x == 0) {
    T acc = T(0);
    for (int k = 0; k < BLOCK; k++) acc += s[k];
    out[blockIdx.x] = acc;
  }
}

template <typename T, int BLOCK> static int test(const char *name) {
  const int n = 300, nb = (n + BLOCK - 1) / BLOCK;
  T h[n], o[nb];
  for (int i = 0; i < n; i++) h[i] = T(i % 10) / T(2);
  T *din, *dout;
  CHECK(cudaMalloc(&din, sizeof h));
  CHECK(cudaMalloc(&dout, sizeof o));
  CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  map_sum<T, BLOCK><<<nb, BLOCK>>>(din, dout, n, Square<T>());
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < nb; b++) {
    T acc = T(0);
    for (int k = 0; k < BLOCK; k++) acc += b * BLOCK + k < n ? Square<T>()(h[b * BLOCK + k]) : T(0);
    if (o[b] != acc) bad++;
  }
  printf("template<%s, %d>: blocks=%d mismatches=%d\n", name, BLOCK, nb, bad);
  cudaFree(din);
  cudaFree(dout);
  return bad;
}

int main() {
  int bad = test<int, 32>("int") + test<float, 64>("float") + test<double, 128>("double");
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
