// Loop interchange on deeper and triangular nests (issue 20, Wang 4.1; tests/wang/interchange.sh,
// tests/lit/wang/loop-interchange3.test). Each thread t owns a slice of the arrays.
// perm3: `for k for j for i  o[(i*n+j)*n+k] += A[(i*n+j)*n+k]`: k walks the fastest subscript and
//   is outermost; adjacent interchanges sink it innermost (k,j,i -> j,k,i -> j,i,k).
// perm3c: perm3 with a constant size (6): the dependence test proves each adjacent interchange.
// skew3: the same nest reading X[i-1][j][k+1]: direction (<, =, >) on (k, j, i) allows k past j,
//   not past i (k,j,i -> j,k,i only).
// trisum: `for i for j <= i  o[j*n+i] = ...` (triangle; i is the fastest subscript): becomes
//   `for a for i (a <= i)`.
// tridep: the triangle reading o[(j+1)*n+i-1] (direction (<, >)): must not be interchanged.
// RUN-ARGS: --kernel perm3 --grid 1 --block 32 --arg f32[4000]:rand:1 --arg f32[4000]:rand:2 --arg i32:5 --arg i32:32
// RUN-ARGS: --kernel perm3c --grid 1 --block 32 --arg f32[6912]:rand:1 --arg f32[6912]:rand:2 --arg i32:32
// RUN-ARGS: --kernel skew3 --grid 1 --block 32 --arg f32[4000]:rand:1 --arg i32:5 --arg i32:32
// RUN-ARGS: --kernel trisum --grid 1 --block 32 --arg f32[2592]:rand:1 --arg f32[2592]:rand:2 --arg i32:9 --arg i32:32
// RUN-ARGS: --kernel tridep --grid 1 --block 32 --arg f32[2592]:rand:1 --arg i32:9 --arg i32:32
extern "C" __global__ void perm3(float *__restrict__ o, const float *__restrict__ A, int n, int T) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= T) return;
  float *ot = o + t * n * n * n;
  const float *At = A + t * n * n * n;
  for (int k = 0; k < n; k++)
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++) ot[(i * n + j) * n + k] += At[(i * n + j) * n + k] * 0.5f;
}
#define N3 6
extern "C" __global__ void perm3c(float *__restrict__ o, const float *__restrict__ A, int T) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= T) return;
  float *ot = o + t * N3 * N3 * N3;
  const float *At = A + t * N3 * N3 * N3;
  for (int k = 0; k < N3; k++)
    for (int j = 0; j < N3; j++)
      for (int i = 0; i < N3; i++) ot[(i * N3 + j) * N3 + k] += At[(i * N3 + j) * N3 + k] * 0.5f;
}
extern "C" __global__ void skew3(float *__restrict__ X, int n, int T) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= T) return;
  float *x = X + t * n * n * n;
  for (int k = 0; k < n - 1; k++)
    for (int j = 0; j < n; j++)
      for (int i = 1; i < n; i++) x[(i * n + j) * n + k] += x[((i - 1) * n + j) * n + k + 1] * 0.5f;
}
extern "C" __global__ void trisum(float *__restrict__ o, const float *__restrict__ A, int n, int T) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= T) return;
  float *ot = o + t * n * n;
  const float *At = A + t * n * n;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) ot[j * n + i] = At[j * n + i] * 2.0f + (float)(i - j);
}
extern "C" __global__ void tridep(float *__restrict__ o, int n, int T) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= T) return;
  float *ot = o + t * n * n;
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i - 1; j++) ot[j * n + i] = ot[(j + 1) * n + i - 1] + 1.0f;
}
