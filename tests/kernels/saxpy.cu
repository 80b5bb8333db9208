// saxpy: y[i] = a*x[i] + y[i], one thread per element, guarded by n.
// RUN-ARGS: --kernel saxpy --grid 4 --block 64 --arg i32:250 --arg f32:2.5 --arg f32[256]:rand:1 --arg f32[256]:rand:2
// GPU-ARGS: --kernel saxpy --grid 262141 --block 64 --arg i32:16777000 --arg f32:2.5 --arg f32[16777000]:rand:1 --arg f32[16777000]:rand:2
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
