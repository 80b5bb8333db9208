// The device math library (libdevice): sqrtf, expf, logf, sinf, cosf, powf, tanhf, erff, fmaf,
// double sqrt/exp/log, the fast intrinsics __expf, __sinf, __fdividef, and vector types (float4,
// make_float4). Each is compared with the host's libm within a tolerance of a few ulps (the fast
// intrinsics: a looser one), and rounding functions exactly.
#include <math.h>
#include "check.h"

#define N 256

__global__ void math_f(const float *x, float4 *r1, float4 *r2, float4 *r3) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  float v = x[i];
  r1[i] = make_float4(sqrtf(v), expf(v / 8.0f), logf(v + 1.0f), sinf(v));
  r2[i] = make_float4(cosf(v), powf(v, 1.5f), tanhf(v / 4.0f), erff(v / 16.0f));
  r3[i] = make_float4(__expf(v / 8.0f), __sinf(v), __fdividef(v, 3.0f), fmaf(v, 2.0f, 1.0f));
}

__global__ void math_d(const double *x, double *r, float *rounded) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  double v = x[i];
  r[3 * i] = sqrt(v);
  r[3 * i + 1] = exp(v / 16.0);
  r[3 * i + 2] = log(v + 2.0);
  rounded[i] = floorf((float)v * 0.37f) + ceilf((float)v * 0.21f) + roundf((float)v * 0.5f) + truncf(-(float)v / 7.0f);
}

static int close_f(float got, float want, float rel) {
  return fabsf(got - want) <= rel * fmaxf(1.0f, fabsf(want));
}

int main() {
  float hx[N];
  double hd[N];
  for (int i = 0; i < N; i++) {
    hx[i] = i * 0.125f;
    hd[i] = i * 0.25;
  }
  float *dx, *drnd;
  double *dd, *dr;
  float4 *d1, *d2, *d3;
  CHECK(cudaMalloc(&dx, sizeof hx));
  CHECK(cudaMalloc(&dd, sizeof hd));
  CHECK(cudaMalloc(&dr, 3 * sizeof hd));
  CHECK(cudaMalloc(&drnd, sizeof hx));
  CHECK(cudaMalloc(&d1, N * sizeof(float4)));
  CHECK(cudaMalloc(&d2, N * sizeof(float4)));
  CHECK(cudaMalloc(&d3, N * sizeof(float4)));
  CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice));
  math_f<<<N / 64, 64>>>(dx, d1, d2, d3);
  math_d<<<N / 64, 64>>>(dd, dr, drnd);
  CHECK(cudaGetLastError());
  static float4 r1[N], r2[N], r3[N];
  static double r[3 * N];
  static float rnd[N];
  CHECK(cudaMemcpy(r1, d1, sizeof r1, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(r2, d2, sizeof r2, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(r3, d3, sizeof r3, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rnd, drnd, sizeof rnd, cudaMemcpyDeviceToHost));
  const float tol = 4e-6f, fast = 2e-3f;
  int bad[16] = {0};
  for (int i = 0; i < N; i++) {
    float v = hx[i];
    bad[0] += !close_f(r1[i].x, sqrtf(v), tol);
    bad[1] += !close_f(r1[i].y, expf(v / 8.0f), tol);
    bad[2] += !close_f(r1[i].z, logf(v + 1.0f), tol);
    bad[3] += !close_f(r1[i].w, sinf(v), tol);
    bad[4] += !close_f(r2[i].x, cosf(v), tol);
    bad[5] += !close_f(r2[i].y, powf(v, 1.5f), tol);
    bad[6] += !close_f(r2[i].z, tanhf(v / 4.0f), tol);
    bad[7] += !close_f(r2[i].w, erff(v / 16.0f), tol);
    bad[8] += !close_f(r3[i].x, expf(v / 8.0f), fast);
    bad[9] += !(fabsf(r3[i].y - sinf(v)) <= fast);
    bad[10] += !close_f(r3[i].z, v / 3.0f, fast);
    bad[11] += r3[i].w != fmaf(v, 2.0f, 1.0f);
    double d = hd[i];
    bad[12] += r[3 * i] != sqrt(d); /* correctly rounded */
    bad[13] += fabs(r[3 * i + 1] - exp(d / 16.0)) > 1e-15 * fmax(1.0, exp(d / 16.0));
    bad[14] += fabs(r[3 * i + 2] - log(d + 2.0)) > 1e-15 * fmax(1.0, fabs(log(d + 2.0)));
    float fv = (float)d;
    bad[15] += rnd[i] != floorf(fv * 0.37f) + ceilf(fv * 0.21f) + roundf(fv * 0.5f) + truncf(-fv / 7.0f);
  }
  static const char *names[16] = {"sqrtf", "expf", "logf", "sinf", "cosf", "powf", "tanhf", "erff",
                                  "__expf", "__sinf", "__fdividef", "fmaf", "sqrt", "exp", "log", "rounding"};
  int total = 0;
  for (int k = 0; k < 16; k++) {
    printf("%-11s %s\n", names[k], bad[k] ? "out of tolerance" : "ok");
    total += bad[k];
  }
  printf("%s\n", total ? "FAIL" : "PASS");
  return total != 0;
}
