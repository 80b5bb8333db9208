// PolyBench/GPU-style kernels for the code-quality suite (bench/codequality/run.py): linear algebra,
// stencils, data mining and convolutions written the way the PolyBench/GPU CUDA suite writes them:
// 2-D thread blocks, int indices, float data, no __restrict__, problem sizes as int parameters (so
// one source runs at small sizes on the interpreter). One launch line per kernel: the launch used
// for the interpreter's dynamic instruction counts, with the loops of the loop kernels 128-256
// iterations long (PolyBench's own sizes are 512-4096), so that per-thread set-up does not dominate.
// The // GPU-ARGS: line after each is the same kernel at a size for timing on a GPU (PolyBench-like
// sizes, tens to hundreds of microseconds; scripts/check-gpuargs checks them).
// RUN-ARGS: --kernel gemm --grid 1,4 --block 32,8 --arg f32[8192]:rand:1 --arg f32[8192]:rand:2 --arg f32[1024]:rand:3 --arg i32:32 --arg i32:32 --arg i32:256 --arg f32:1.5 --arg f32:0.5
// GPU-ARGS: --kernel gemm --grid 16,64 --block 32,8 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:rand:3 --arg i32:512 --arg i32:512 --arg i32:512 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel mm2_kernel1 --grid 1,4 --block 32,8 --arg f32[8192]:rand:1 --arg f32[8192]:rand:2 --arg f32[1024]:zero --arg i32:32 --arg i32:32 --arg i32:256 --arg f32:1.5
// GPU-ARGS: --kernel mm2_kernel1 --grid 16,64 --block 32,8 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:zero --arg i32:512 --arg i32:512 --arg i32:512 --arg f32:1.5
// RUN-ARGS: --kernel mm2_kernel2 --grid 1,4 --block 32,8 --arg f32[8192]:rand:1 --arg f32[8192]:rand:2 --arg f32[1024]:rand:3 --arg i32:32 --arg i32:32 --arg i32:256 --arg f32:0.5
// GPU-ARGS: --kernel mm2_kernel2 --grid 16,64 --block 32,8 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:rand:3 --arg i32:512 --arg i32:512 --arg i32:512 --arg f32:0.5
// RUN-ARGS: --kernel syrk --grid 1,4 --block 32,8 --arg f32[8192]:rand:1 --arg f32[1024]:rand:2 --arg i32:32 --arg i32:256 --arg f32:1.5 --arg f32:0.5
// GPU-ARGS: --kernel syrk --grid 16,64 --block 32,8 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg i32:512 --arg i32:512 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel syr2k --grid 1,4 --block 32,8 --arg f32[8192]:rand:1 --arg f32[8192]:rand:2 --arg f32[1024]:rand:3 --arg i32:32 --arg i32:256 --arg f32:1.5 --arg f32:0.5
// GPU-ARGS: --kernel syr2k --grid 16,64 --block 32,8 --arg f32[262144]:rand:1 --arg f32[262144]:rand:2 --arg f32[262144]:rand:3 --arg i32:512 --arg i32:512 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel atax_kernel1 --grid 2 --block 32 --arg f32[16384]:rand:1 --arg f32[256]:rand:2 --arg f32[64]:zero --arg i32:64 --arg i32:256
// GPU-ARGS: --kernel atax_kernel1 --grid 256 --block 32 --arg f32[8388608]:rand:1 --arg f32[1024]:rand:2 --arg f32[8192]:zero --arg i32:8192 --arg i32:1024
// RUN-ARGS: --kernel atax_kernel2 --grid 2 --block 32 --arg f32[16384]:rand:1 --arg f32[64]:zero --arg f32[256]:rand:2 --arg i32:256 --arg i32:64
// GPU-ARGS: --kernel atax_kernel2 --grid 256 --block 32 --arg f32[8388608]:rand:1 --arg f32[8192]:zero --arg f32[1024]:rand:2 --arg i32:1024 --arg i32:8192
// RUN-ARGS: --kernel bicg_kernel1 --grid 2 --block 32 --arg f32[16384]:rand:1 --arg f32[256]:rand:2 --arg f32[64]:zero --arg i32:256 --arg i32:64
// GPU-ARGS: --kernel bicg_kernel1 --grid 256 --block 32 --arg f32[8388608]:rand:1 --arg f32[1024]:rand:2 --arg f32[8192]:zero --arg i32:1024 --arg i32:8192
// RUN-ARGS: --kernel bicg_kernel2 --grid 2 --block 32 --arg f32[16384]:rand:1 --arg f32[256]:rand:2 --arg f32[64]:zero --arg i32:64 --arg i32:256
// GPU-ARGS: --kernel bicg_kernel2 --grid 256 --block 32 --arg f32[8388608]:rand:1 --arg f32[1024]:rand:2 --arg f32[8192]:zero --arg i32:8192 --arg i32:1024
// RUN-ARGS: --kernel gesummv --grid 2 --block 32 --arg f32[16384]:rand:1 --arg f32[16384]:rand:2 --arg f32[128]:rand:3 --arg f32[128]:zero --arg f32[128]:zero --arg i32:128 --arg f32:1.5 --arg f32:0.5
// GPU-ARGS: --kernel gesummv --grid 64 --block 32 --arg f32[4194304]:rand:1 --arg f32[4194304]:rand:2 --arg f32[2048]:rand:3 --arg f32[2048]:zero --arg f32[2048]:zero --arg i32:2048 --arg f32:1.5 --arg f32:0.5
// RUN-ARGS: --kernel mvt_kernel1 --grid 2 --block 32 --arg f32[16384]:rand:1 --arg f32[128]:rand:2 --arg f32[128]:rand:3 --arg i32:128
// GPU-ARGS: --kernel mvt_kernel1 --grid 64 --block 32 --arg f32[4194304]:rand:1 --arg f32[2048]:rand:2 --arg f32[2048]:rand:3 --arg i32:2048
// RUN-ARGS: --kernel mvt_kernel2 --grid 2 --block 32 --arg f32[16384]:rand:1 --arg f32[128]:rand:2 --arg f32[128]:rand:3 --arg i32:128
// GPU-ARGS: --kernel mvt_kernel2 --grid 64 --block 32 --arg f32[4194304]:rand:1 --arg f32[2048]:rand:2 --arg f32[2048]:rand:3 --arg i32:2048
// RUN-ARGS: --kernel conv2d_poly --grid 2,8 --block 32,8 --arg f32[4096]:rand:1 --arg f32[4096]:zero --arg i32:64 --arg i32:64
// GPU-ARGS: --kernel conv2d_poly --grid 128,512 --block 32,8 --arg f32[16777216]:rand:1 --arg f32[16777216]:zero --arg i32:4096 --arg i32:4096
// RUN-ARGS: --kernel conv3d_poly --grid 1,4 --block 32,8 --arg f32[8192]:rand:1 --arg f32[8192]:zero --arg i32:32 --arg i32:32 --arg i32:8 --arg i32:3
// GPU-ARGS: --kernel conv3d_poly --grid 64,256 --block 32,8 --arg f32[16777216]:rand:1 --arg f32[16777216]:zero --arg i32:4 --arg i32:2048 --arg i32:2048 --arg i32:2
// RUN-ARGS: --kernel fdtd_step1 --grid 2,4 --block 32,8 --arg f32[8]:rand:1 --arg f32[2048]:rand:2 --arg f32[2048]:rand:3 --arg f32[2048]:rand:4 --arg i32:32 --arg i32:64 --arg i32:2
// GPU-ARGS: --kernel fdtd_step1 --grid 128,512 --block 32,8 --arg f32[8]:rand:1 --arg f32[16777216]:rand:2 --arg f32[16777216]:rand:3 --arg f32[16777216]:rand:4 --arg i32:4096 --arg i32:4096 --arg i32:2
// RUN-ARGS: --kernel fdtd_step2 --grid 2,4 --block 32,8 --arg f32[2080]:rand:2 --arg f32[2048]:rand:3 --arg f32[2048]:rand:4 --arg i32:32 --arg i32:64
// GPU-ARGS: --kernel fdtd_step2 --grid 128,512 --block 32,8 --arg f32[16781312]:rand:2 --arg f32[16777216]:rand:3 --arg f32[16777216]:rand:4 --arg i32:4096 --arg i32:4096
// RUN-ARGS: --kernel fdtd_step3 --grid 2,4 --block 32,8 --arg f32[2080]:rand:2 --arg f32[2048]:rand:3 --arg f32[2048]:rand:4 --arg i32:32 --arg i32:64
// GPU-ARGS: --kernel fdtd_step3 --grid 128,512 --block 32,8 --arg f32[16781312]:rand:2 --arg f32[16777216]:rand:3 --arg f32[16777216]:rand:4 --arg i32:4096 --arg i32:4096
// RUN-ARGS: --kernel jacobi1d_kernel1 --grid 2 --block 128 --arg f32[256]:rand:1 --arg f32[256]:zero --arg i32:256
// GPU-ARGS: --kernel jacobi1d_kernel1 --grid 131072 --block 128 --arg f32[16777216]:rand:1 --arg f32[16777216]:zero --arg i32:16777216
// RUN-ARGS: --kernel jacobi2d_kernel1 --grid 2,8 --block 32,8 --arg f32[4096]:rand:1 --arg f32[4096]:zero --arg i32:64
// GPU-ARGS: --kernel jacobi2d_kernel1 --grid 128,512 --block 32,8 --arg f32[16777216]:rand:1 --arg f32[16777216]:zero --arg i32:4096
// RUN-ARGS: --kernel jacobi2d_kernel2 --grid 2,8 --block 32,8 --arg f32[4096]:zero --arg f32[4096]:rand:1 --arg i32:64
// GPU-ARGS: --kernel jacobi2d_kernel2 --grid 128,512 --block 32,8 --arg f32[16777216]:zero --arg f32[16777216]:rand:1 --arg i32:4096
// RUN-ARGS: --kernel corr_mean --grid 1 --block 32 --arg f32[32]:zero --arg f32[8192]:rand:1 --arg f32:256.0 --arg i32:32 --arg i32:256
// GPU-ARGS: --kernel corr_mean --grid 256 --block 32 --arg f32[8192]:zero --arg f32[8388608]:rand:1 --arg f32:1024.0 --arg i32:8192 --arg i32:1024
// RUN-ARGS: --kernel corr_std --grid 1 --block 32 --arg f32[32]:rand:2 --arg f32[32]:zero --arg f32[8192]:rand:1 --arg f32:256.0 --arg f32:0.1 --arg i32:32 --arg i32:256
// GPU-ARGS: --kernel corr_std --grid 256 --block 32 --arg f32[8192]:rand:2 --arg f32[8192]:zero --arg f32[8388608]:rand:1 --arg f32:1024.0 --arg f32:0.1 --arg i32:8192 --arg i32:1024
// RUN-ARGS: --kernel corr_reduce --grid 1,8 --block 32,8 --arg f32[32]:rand:2 --arg f32[32]:rand:3 --arg f32[2048]:rand:1 --arg f32:64.0 --arg i32:32 --arg i32:64
// GPU-ARGS: --kernel corr_reduce --grid 128,512 --block 32,8 --arg f32[4096]:rand:2 --arg f32[4096]:rand:3 --arg f32[16777216]:rand:1 --arg f32:4096.0 --arg i32:4096 --arg i32:4096
// RUN-ARGS: --kernel corr_corr --grid 1 --block 32 --arg f32[1024]:zero --arg f32[8192]:rand:1 --arg i32:32 --arg i32:256
// GPU-ARGS: --kernel corr_corr --grid 4 --block 32 --arg f32[16384]:zero --arg f32[16384]:rand:1 --arg i32:128 --arg i32:128
// RUN-ARGS: --kernel covar_kernel --grid 1 --block 32 --arg f32[1024]:zero --arg f32[8192]:rand:1 --arg i32:32 --arg i32:256
// GPU-ARGS: --kernel covar_kernel --grid 4 --block 32 --arg f32[16384]:zero --arg f32[16384]:rand:1 --arg i32:128 --arg i32:128
// RUN-ARGS: --kernel gramschmidt_kernel3 --grid 1 --block 32 --arg f32[8192]:rand:1 --arg f32[1024]:rand:2 --arg f32[8192]:rand:3 --arg i32:3 --arg i32:256 --arg i32:32
// GPU-ARGS: --kernel gramschmidt_kernel3 --grid 64 --block 32 --arg f32[4194304]:rand:1 --arg f32[4194304]:rand:2 --arg f32[4194304]:rand:3 --arg i32:3 --arg i32:2048 --arg i32:2048
// RUN-ARGS: --kernel lu_kernel2 --grid 1,1 --block 32,8 --arg f32[1024]:rand:1 --arg i32:3 --arg i32:32
// GPU-ARGS: --kernel lu_kernel2 --grid 128,512 --block 32,8 --arg f32[16777216]:rand:1 --arg i32:3 --arg i32:4096
// RUN-ARGS: --kernel kmeans_assign --grid 2 --block 64 --arg f32[2048]:rand:1 --arg f32[256]:rand:2 --arg i32[128]:zero --arg i32:128 --arg i32:16 --arg i32:16
// GPU-ARGS: --kernel kmeans_assign --grid 16384 --block 64 --arg f32[16777216]:rand:1 --arg f32[256]:rand:2 --arg i32[1048576]:zero --arg i32:1048576 --arg i32:16 --arg i32:16
// RUN-ARGS: --kernel knn_dist --grid 1,4 --block 32,8 --arg f32[2048]:rand:1 --arg f32[2048]:rand:2 --arg f32[1024]:zero --arg i32:32 --arg i32:32 --arg i32:64
// GPU-ARGS: --kernel knn_dist --grid 64,256 --block 32,8 --arg f32[131072]:rand:1 --arg f32[131072]:rand:2 --arg f32[4194304]:zero --arg i32:2048 --arg i32:2048 --arg i32:64
// RUN-ARGS: --kernel conv_layer --grid 2,2 --block 8,8 --arg f32[1296]:rand:1 --arg f32[72]:rand:2 --arg f32[512]:zero --arg i32:18 --arg i32:18 --arg i32:4 --arg i32:2
// GPU-ARGS: --kernel conv_layer --grid 128,128 --block 8,8 --arg f32[8421408]:rand:1 --arg f32[576]:rand:2 --arg f32[8388608]:zero --arg i32:1026 --arg i32:1026 --arg i32:8 --arg i32:8

#ifndef __NVCC__
#define sqrtf __builtin_sqrtf
#endif

// ---- linear algebra ----
extern "C" __global__ void gemm(float *a, float *b, float *c, int ni, int nj, int nk, float alpha, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nj) {
    c[i * nj + j] *= beta;
    for (int k = 0; k < nk; k++) c[i * nj + j] += alpha * a[i * nk + k] * b[k * nj + j];
  }
}

extern "C" __global__ void mm2_kernel1(float *A, float *B, float *tmp, int ni, int nj, int nk, float alpha) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nj) {
    tmp[i * nj + j] = 0;
    for (int k = 0; k < nk; k++) tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
  }
}

extern "C" __global__ void mm2_kernel2(float *tmp, float *C, float *D, int ni, int nl, int nj, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nl) {
    D[i * nl + j] *= beta;
    for (int k = 0; k < nj; k++) D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
  }
}

extern "C" __global__ void syrk(float *a, float *c, int n, int m, float alpha, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) {
    c[i * n + j] *= beta;
    for (int k = 0; k < m; k++) c[i * n + j] += alpha * a[i * m + k] * a[j * m + k];
  }
}

extern "C" __global__ void syr2k(float *a, float *b, float *c, int n, int m, float alpha, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) {
    c[i * n + j] *= beta;
    for (int k = 0; k < m; k++)
      c[i * n + j] += alpha * a[i * m + k] * b[j * m + k] + alpha * b[i * m + k] * a[j * m + k];
  }
}

extern "C" __global__ void atax_kernel1(float *A, float *x, float *tmp, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nx) {
    for (int j = 0; j < ny; j++) tmp[i] += A[i * ny + j] * x[j];
  }
}

extern "C" __global__ void atax_kernel2(float *A, float *y, float *tmp, int nx, int ny) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < ny) {
    for (int i = 0; i < nx; i++) y[j] += A[i * ny + j] * tmp[i];
  }
}

extern "C" __global__ void bicg_kernel1(float *A, float *r, float *s, int nx, int ny) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < ny) {
    s[j] = 0.0f;
    for (int i = 0; i < nx; i++) s[j] += A[i * ny + j] * r[i];
  }
}

extern "C" __global__ void bicg_kernel2(float *A, float *p, float *q, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nx) {
    q[i] = 0.0f;
    for (int j = 0; j < ny; j++) q[i] += A[i * ny + j] * p[j];
  }
}

extern "C" __global__ void gesummv(float *a, float *b, float *x, float *y, float *tmp, int n, float alpha, float beta) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    for (int j = 0; j < n; j++) {
      tmp[i] += a[i * n + j] * x[j];
      y[i] += b[i * n + j] * x[j];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

extern "C" __global__ void mvt_kernel1(float *a, float *x1, float *y_1, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    for (int j = 0; j < n; j++) x1[i] += a[i * n + j] * y_1[j];
  }
}

extern "C" __global__ void mvt_kernel2(float *a, float *x2, float *y_2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    for (int j = 0; j < n; j++) x2[i] += a[j * n + i] * y_2[j];
  }
}

extern "C" __global__ void gramschmidt_kernel3(float *a, float *r, float *q, int k, int m, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j > k && j < n) {
    r[k * n + j] = 0.0f;
    for (int i = 0; i < m; i++) r[k * n + j] += q[i * n + k] * a[i * n + j];
    for (int i = 0; i < m; i++) a[i * n + j] -= q[i * n + k] * r[k * n + j];
  }
}

extern "C" __global__ void lu_kernel2(float *A, int k, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > k && j > k && i < n && j < n) A[i * n + j] = A[i * n + j] - A[i * n + k] * A[k * n + j];
}

// ---- stencils ----
extern "C" __global__ void conv2d_poly(float *A, float *B, int ni, int nj) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f, c12 = -0.3f, c22 = +0.6f, c32 = -0.9f, c13 = +0.4f, c23 = +0.7f,
        c33 = +0.10f;
  if (i < ni - 1 && j < nj - 1 && i > 0 && j > 0)
    B[i * nj + j] = c11 * A[(i - 1) * nj + (j - 1)] + c12 * A[(i + 0) * nj + (j - 1)] + c13 * A[(i + 1) * nj + (j - 1)] +
                    c21 * A[(i - 1) * nj + (j + 0)] + c22 * A[(i + 0) * nj + (j + 0)] + c23 * A[(i + 1) * nj + (j + 0)] +
                    c31 * A[(i - 1) * nj + (j + 1)] + c32 * A[(i + 0) * nj + (j + 1)] + c33 * A[(i + 1) * nj + (j + 1)];
}

extern "C" __global__ void conv3d_poly(float *A, float *B, int ni, int nj, int nk, int i) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  float c11 = +2, c21 = +5, c31 = -8, c12 = -3, c22 = +6, c32 = -9, c13 = +4, c23 = +7, c33 = +10;
  if (i < ni - 1 && j < nj - 1 && k < nk - 1 && i > 0 && j > 0 && k > 0)
    B[i * (nk * nj) + j * nk + k] =
        c11 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] + c13 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
        c21 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] + c23 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
        c31 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k - 1)] + c33 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k - 1)] +
        c12 * A[(i + 0) * (nk * nj) + (j - 1) * nk + (k + 0)] + c22 * A[(i + 0) * (nk * nj) + (j + 0) * nk + (k + 0)] +
        c32 * A[(i + 0) * (nk * nj) + (j + 1) * nk + (k + 0)] + c11 * A[(i - 1) * (nk * nj) + (j - 1) * nk + (k + 1)] +
        c13 * A[(i + 1) * (nk * nj) + (j - 1) * nk + (k + 1)] + c21 * A[(i - 1) * (nk * nj) + (j + 0) * nk + (k + 1)] +
        c23 * A[(i + 1) * (nk * nj) + (j + 0) * nk + (k + 1)] + c31 * A[(i - 1) * (nk * nj) + (j + 1) * nk + (k + 1)] +
        c33 * A[(i + 1) * (nk * nj) + (j + 1) * nk + (k + 1)];
}

extern "C" __global__ void fdtd_step1(float *_fict_, float *ex, float *ey, float *hz, int nx, int ny, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < nx && j < ny) {
    if (i == 0)
      ey[i * ny + j] = _fict_[t];
    else
      ey[i * ny + j] = ey[i * ny + j] - 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
  }
}

extern "C" __global__ void fdtd_step2(float *ex, float *ey, float *hz, int nx, int ny) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < nx && j < ny && j > 0) ex[i * (ny + 1) + j] = ex[i * (ny + 1) + j] - 0.5f * (hz[i * ny + j] - hz[i * ny + (j - 1)]);
}

extern "C" __global__ void fdtd_step3(float *ex, float *ey, float *hz, int nx, int ny) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < nx - 1 && j < ny - 1)
    hz[i * ny + j] = hz[i * ny + j] - 0.7f * (ex[i * (ny + 1) + (j + 1)] - ex[i * (ny + 1) + j] + ey[(i + 1) * ny + j] -
                                             ey[i * ny + j]);
}

extern "C" __global__ void jacobi1d_kernel1(float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 1 && i < n - 1) b[i] = 0.33333f * (a[i - 1] + a[i] + a[i + 1]);
}

extern "C" __global__ void jacobi2d_kernel1(float *A, float *B, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
    B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + (j - 1)] + A[i * n + (1 + j)] + A[(1 + i) * n + j] + A[(i - 1) * n + j]);
}

extern "C" __global__ void jacobi2d_kernel2(float *A, float *B, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1) A[i * n + j] = B[i * n + j];
}

// ---- data mining (correlation, covariance, k-means, k-nn) ----
extern "C" __global__ void corr_mean(float *mean, float *data, float float_n, int m, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < m) {
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++) mean[j] += data[i * m + j];
    mean[j] /= float_n;
  }
}

extern "C" __global__ void corr_std(float *mean, float *std, float *data, float float_n, float eps, int m, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < m) {
    std[j] = 0.0f;
    for (int i = 0; i < n; i++) std[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
    std[j] /= float_n;
    std[j] = sqrtf(std[j]);
    if (std[j] <= eps) std[j] = 1.0f;
  }
}

extern "C" __global__ void corr_reduce(float *mean, float *std, float *data, float float_n, int m, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < m) {
    data[i * m + j] -= mean[j];
    data[i * m + j] /= sqrtf(float_n) * std[j];
  }
}

extern "C" __global__ void corr_corr(float *symmat, float *data, int m, int n) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m - 1) {
    symmat[j1 * m + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * m + j2] = 0.0f;
      for (int i = 0; i < n; i++) symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
      symmat[j2 * m + j1] = symmat[j1 * m + j2];
    }
  }
}

extern "C" __global__ void covar_kernel(float *symmat, float *data, int m, int n) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m) {
    for (int j2 = j1; j2 < m; j2++) {
      symmat[j1 * m + j2] = 0.0f;
      for (int i = 0; i < n; i++) symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
      symmat[j2 * m + j1] = symmat[j1 * m + j2];
    }
  }
}

extern "C" __global__ void kmeans_assign(float *points, float *centers, int *membership, int npoints, int nclusters,
                                         int nfeatures) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < npoints) {
    int best = 0;
    float bestd = 3.0e38f;
    for (int c = 0; c < nclusters; c++) {
      float d = 0.0f;
      for (int f = 0; f < nfeatures; f++) {
        float diff = points[p * nfeatures + f] - centers[c * nfeatures + f];
        d += diff * diff;
      }
      if (d < bestd) {
        bestd = d;
        best = c;
      }
    }
    membership[p] = best;
  }
}

extern "C" __global__ void knn_dist(float *queries, float *refs, float *dist, int nq, int nr, int dim) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int q = blockIdx.y * blockDim.y + threadIdx.y;
  if (q < nq && r < nr) {
    float s = 0.0f;
    for (int d = 0; d < dim; d++) {
      float t = queries[q * dim + d] - refs[r * dim + d];
      s += t * t;
    }
    dist[q * nr + r] = s;
  }
}

// ---- convolution (a CNN layer: cin input channels, cout filters, 3x3, valid) ----
extern "C" __global__ void conv_layer(float *in, float *w, float *out, int width, int height, int cin, int cout) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int ow = width - 2, oh = height - 2;
  if (x < ow && y < oh) {
    for (int o = 0; o < cout; o++) {
      float s = 0.0f;
      for (int c = 0; c < cin; c++)
        for (int i = 0; i < 3; i++)
          for (int j = 0; j < 3; j++) s += in[(c * height + y + i) * width + x + j] * w[((o * cin + c) * 3 + i) * 3 + j];
      out[(o * oh + y) * ow + x] = s;
    }
  }
}
