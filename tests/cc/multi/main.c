/* One program in three files: the C host code calls the runtime and the launchers of two .cu files. */
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

int launch_scale(float *dx, float a, int n);
int launch_offset(float *dx, float s, int n);

int main(void) {
  enum { N = 777 };
  static float h[N], o[N];
  for (int i = 0; i < N; i++) h[i] = (float)(i % 50);
  float *dx = NULL;
  if (cudaMalloc((void **)&dx, sizeof h) != cudaSuccess) return 1;
  cudaMemcpy(dx, h, sizeof h, cudaMemcpyHostToDevice);
  int e1 = launch_scale(dx, 2.0f, N);
  int e2 = launch_offset(dx, 0.5f, N);
  int e3 = launch_scale(dx, -1.0f, N);
  cudaMemcpy(o, dx, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (o[i] != -(h[i] * 2.0f + 0.5f)) bad++;
  printf("multi: two .cu files and a .c host file; launch errors %d %d %d; mismatches=%d\n", e1, e2, e3, bad);
  printf("%s\n", bad || e1 || e2 || e3 ? "FAIL" : "PASS");
  cudaFree(dx);
  return bad != 0;
}
