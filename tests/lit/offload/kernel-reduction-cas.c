// reduction(max) on floats and reduction(*) have no atomicrmw: clang's atomic case of
// __kmpc_reduce_nowait retries a compare-and-swap loop. It is two-stage on the GPU too: the
// thread's partial value goes through a warp shuffle tree with the loop's own operation, then only
// lane 0 of each warp runs the compare-and-swap loop. The loop is one thread per iteration (the
// combination's loop is no second worksharing loop) with exact transfers.
// Parameters: n, x (pointer, offset), mx (pointer, offset); then n, p (pointer, offset), x.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp -o %t.ll --report | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=IR < %t.device.ll
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 3 --block 64 --arg i32:150 \
// RUN:   --arg 'f32[150]:iota' --arg i64:0 --arg 'f32[1]:fill:-7' --arg i64:0 --dump 3 %t.device.ll | FileCheck %s --check-prefix=MAX
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k0 --grid 1 --block 32 --arg i32:150 \
// RUN:   --arg 'f32[150]:iota' --arg i64:0 --arg 'f32[1]:fill:200' --arg i64:0 --dump 3 %t.device.ll | FileCheck %s --check-prefix=MAX200
// RUN: %gpuopt run --emulate -p gpucc --kernel __gpuopt_omp_k1 --grid 2 --block 64 --arg i32:100 \
// RUN:   --arg 'i32[1]:fill:3' --arg i64:0 --arg 'i32[100]:fill:-1' --arg i64:0 --dump 1 %t.device.ll | FileCheck %s --check-prefix=PROD

void fmax_red(int n, const float *x, float *out) {
  float mx = *out;
#pragma omp parallel for reduction(max : mx)
  for (int i = 0; i < n; i++)
    if (x[i] > mx) mx = x[i];
  *out = mx;
}

void iprod(int n, int *out, const int *x) {
  int p = *out;
#pragma omp parallel for reduction(* : p)
  for (int i = 0; i < n; i++) p *= x[i];
  *out = p;
}

// REPORT: loop 0: fmax_red
// REPORT: grid: 1-D, one thread per iteration
// REPORT: transfers: exact bounds: x
// REPORT: loop 1: iprod
// REPORT: grid: 1-D, one thread per iteration
// REPORT: transfers: exact bounds: x
// IR-LABEL: define {{.*}} @fmax_red.omp_outlined_debug__(
// IR: call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %{{.*}}, i32 16, i32 31)
// IR: call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %{{.*}}, i32 1, i32 31)
// IR: %lane = and i32 %{{.*}}, 31
// IR: br i1 %{{.*}}, label %[[CAS:.*]], label %
// IR: [[CAS]]:
// IR: cmpxchg
// IR-LABEL: define {{.*}} @iprod.omp_outlined_debug__(
// IR: call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %{{.*}}, i32 16, i32 31)
// IR: mul {{(nsw )?}}i32
// IR: cmpxchg
// the largest of 0..149 and the initial -7; of 200 and 0..149
// MAX: 149
// MAX200: 200
// 3 * (-1)^100
// PROD: 3
