// The two kernels of Fig. 1 of Sampaio et al., "Divergence Analysis" (TOPLAS 2013), T_id being
// threadIdx.x: in avgSquare every thread runs the loop c times (the loop is not divergent; d is
// uniform after it); in sumTriangle thread t runs it t+1 times (divergent loop; d divergent after).
// m holds c*c + blockDim.x elements so that avgSquare's m[i] stays in bounds.
// RUN-ARGS: --kernel avgSquare --grid 1 --block 64 --arg f32[4160]:rand:1 --arg f32[64]:zero --arg i32:40
// GPU-ARGS: --kernel avgSquare --grid 1 --block 64 --arg f32[1048640]:rand:1 --arg f32[64]:zero --arg i32:1024
// RUN-ARGS: --kernel sumTriangle --grid 1 --block 64 --arg f32[4160]:rand:2 --arg f32[64]:zero --arg i32:40
// GPU-ARGS: --kernel sumTriangle --grid 1 --block 64 --arg f32[1048640]:rand:2 --arg f32[64]:zero --arg i32:1024
extern "C" __global__ void avgSquare(float *m, float *v, int c) {
  if (threadIdx.x < c) {
    int d = 0;
    float sum = 0.0F;
    int N = threadIdx.x + c * c;
    for (int i = threadIdx.x; i < N; i += c) {
      sum += m[i];
      d += 1;
    }
    v[threadIdx.x] = sum / d;
  }
}

extern "C" __global__ void sumTriangle(float *m, float *v, int c) {
  if (threadIdx.x < c) {
    int d = 0;
    float sum = 0.0F;
    int L = (threadIdx.x + 1) * c;
    for (int i = threadIdx.x; i < L; i += c) {
      if (d % 2) {
        sum += m[i];
      }
      d += 1;
    }
    v[d - 1] = sum;
  }
}
