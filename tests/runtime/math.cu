// libdevice math on the device (linked into the device module as gpuopt cc does): 20 float and 8
// double functions, including the __nv_fast_* ones built on .approx instructions and libdevice's
// inline assembly, checked against the host's libm with per-function tolerances.
#include <math.h>
extern "C" __device__ float __nv_sinf(float); extern "C" __device__ float __nv_cosf(float); extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_logf(float); extern "C" __device__ float __nv_powf(float, float); extern "C" __device__ float __nv_sqrtf(float);
extern "C" __device__ double __nv_sin(double); extern "C" __device__ double __nv_exp(double); extern "C" __device__ double __nv_log(double);
extern "C" __device__ double __nv_pow(double, double); extern "C" __device__ float __nv_tanhf(float); extern "C" __device__ float __nv_erff(float);
extern "C" __device__ float __nv_atan2f(float, float); extern "C" __device__ float __nv_fast_expf(float); extern "C" __device__ float __nv_fast_sinf(float);
extern "C" __device__ float __nv_rsqrtf(float); extern "C" __device__ double __nv_sqrt(double); extern "C" __device__ float __nv_fast_fdividef(float, float);
extern "C" __device__ float __nv_exp2f(float); extern "C" __device__ float __nv_log2f(float); extern "C" __device__ double __nv_cos(double);
extern "C" __device__ float __nv_fast_logf(float); extern "C" __device__ float __nv_fast_powf(float,float); extern "C" __device__ int __nv_float2int_rn(float);
extern "C" __device__ float __nv_floorf(float); extern "C" __device__ float __nv_fmodf(float,float); extern "C" __device__ double __nv_tanh(double); extern "C" __device__ double __nv_atan2(double,double);
extern "C" __global__ void mathk(const float *x, float *y, double *z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i];
  y[i * 20 + 0] = __nv_sinf(a); y[i * 20 + 1] = __nv_cosf(a); y[i * 20 + 2] = __nv_expf(a); y[i * 20 + 3] = __nv_logf(a + 1);
  y[i * 20 + 4] = __nv_powf(a, 1.5f); y[i * 20 + 5] = __nv_sqrtf(a); y[i * 20 + 6] = __nv_tanhf(a); y[i * 20 + 7] = __nv_erff(a);
  y[i * 20 + 8] = __nv_atan2f(a, 2); y[i * 20 + 9] = __nv_fast_expf(a); y[i * 20 + 10] = __nv_fast_sinf(a); y[i * 20 + 11] = __nv_rsqrtf(a + 1);
  y[i * 20 + 12] = __nv_fast_fdividef(a, 3); y[i * 20 + 13] = __nv_exp2f(a); y[i * 20 + 14] = __nv_log2f(a + 1); y[i*20+15] = __nv_fast_logf(a+1);
  y[i*20+16] = __nv_fast_powf(a+1, 0.5f); y[i*20+17] = (float)__nv_float2int_rn(a*10); y[i*20+18] = __nv_floorf(a*3); y[i*20+19] = __nv_fmodf(a*7, 2);
  double b = a;
  z[i * 8 + 0] = __nv_sin(b); z[i * 8 + 1] = __nv_exp(b); z[i * 8 + 2] = __nv_log(b + 1); z[i * 8 + 3] = __nv_pow(b, 2.5); z[i * 8 + 4] = __nv_sqrt(b);
  z[i * 8 + 5] = __nv_cos(b); z[i*8+6] = __nv_tanh(b); z[i*8+7] = __nv_atan2(b, 3);
}
#include <math.h>
int main() {
  enum { N = 64 };
  float x[N], y[N * 20]; double z[N * 8];
  for (int i = 0; i < N; i++) x[i] = 0.05f + i * 0.11f;
  float *dx, *dy; double *dz;
  cudaMalloc((void **)&dx, sizeof x); cudaMalloc((void **)&dy, sizeof y); cudaMalloc((void **)&dz, sizeof z);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  mathk<<<2, 32>>>(dx, dy, dz, N);
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost); cudaMemcpy(z, dz, sizeof z, cudaMemcpyDeviceToHost);
  double worst[20] = {0}, worstd[8] = {0};
  for (int i = 0; i < N; i++) {
    float a = x[i]; double b = a;
    float ref[20] = {sinf(a), cosf(a), expf(a), logf(a + 1), powf(a, 1.5f), sqrtf(a), tanhf(a), erff(a), atan2f(a, 2), expf(a), sinf(a),
                     1 / sqrtf(a + 1), a / 3, exp2f(a), log2f(a + 1), logf(a + 1), powf(a + 1, 0.5f), (float)(int)nearbyintf(a * 10), floorf(a * 3), fmodf(a * 7, 2)};
    double refd[8] = {sin(b), exp(b), log(b + 1), pow(b, 2.5), sqrt(b), cos(b), tanh(b), atan2(b, 3)};
    for (int k = 0; k < 20; k++) { double e = fabs((y[i * 20 + k] - ref[k]) / (ref[k] ? ref[k] : 1)); if (e > worst[k]) worst[k] = e; }
    for (int k = 0; k < 8; k++) { double e = fabs((z[i * 8 + k] - refd[k]) / (refd[k] ? refd[k] : 1)); if (e > worstd[k]) worstd[k] = e; }
  }
  /* libdevice's float functions are within a few ulp of the correctly rounded result (CUDA C
     Programming Guide, Table 13); the __nv_fast_* ones use .approx instructions (bounds of Table 15
     for these arguments); the double ones within 2 ulp */
  const double tol[20] = {4e-7, 4e-7, 4e-7, 4e-7, 6e-7, 1e-7, 4e-7, 4e-7, 4e-7, 2e-6, 2e-6, 4e-7,
                          3e-7, 3e-7, 3e-7, 2e-6, 2e-6, 0, 0, 1e-7};
  int bad = 0;
  for (int k = 0; k < 20; k++) if (worst[k] > tol[k]) { printf("float function %d: relative error %.3g > %.3g\n", k, worst[k], tol[k]); bad++; }
  for (int k = 0; k < 8; k++) if (worstd[k] > 5e-16) { printf("double function %d: relative error %.3g\n", k, worstd[k]); bad++; }
  printf("libdevice math on the device: %d of 28 functions within tolerance\n", 28 - bad);
  return bad != 0;
}
