// Source lines from debug info: a developer sees which branch of their CUDA source diverges and
// which access is not coalesced (the use §6 of Sampaio et al. asks for).
// REQUIRES: clang
// RUN: %clang -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -g -Wno-unknown-cuda-version -S -emit-llvm -include %root/tests/kernels/cuda_shim.h -o %t.ll %s
// RUN: %gpuopt analyze --divergence %t.ll | FileCheck %s
// RUN: %gpuopt analyze --divergence --json %t.ll | FileCheck %s --check-prefix=JSON
extern "C" __global__ void k(float *a, const float *b, int n) {
  int i = threadIdx.x;
  if (i < n)                 // line 9: divergent branch
    a[i] = b[3 * i];         // line 10: coalesced store, strided load
}
// CHECK: branch %{{.*}}: divergent at {{.*}}debug-lines.cu:9
// CHECK: access load in %{{.*}}: strided stride 12 size 4 at {{.*}}debug-lines.cu:10
// CHECK: access store in %{{.*}}: coalesced stride 4 size 4 at {{.*}}debug-lines.cu:10
// JSON: "divergent":true,"line":9
// JSON: "opcode":"load","pattern":"strided","stride":12,"size":4,"line":10
