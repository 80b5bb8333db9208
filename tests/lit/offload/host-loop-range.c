// A host loop between two offloaded loops (clang -O1 IR): its access bounds (bounds.c) are
// evaluated at its preheader and the present table is checked once per array over the range it
// touches (here c[0 .. m-1], a store: __gpuopt_omp_touch(c, 4*m bytes, 1), and d[0 .. m-1], a
// load); the walk goes on at the
// loop's exit, so the data of the first offloaded loop stays on the device for the second.
// REQUIRES: clang
// RUN: %clang -fopenmp -O1 -g0 -S -emit-llvm %s -o %t.in.ll
// RUN: %gpuopt offload %t.in.ll -fopenmp --report | FileCheck %s
// RUN: %gpuopt offload %t.in.ll -fopenmp -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll

void host_range(int n, int m, float *c, float *d) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) c[i] = i;
  for (int i = 0; i < m; i++) c[i] += d[i];
#pragma omp parallel for
  for (int i = 0; i < n; i++) c[i] *= 2;
}

// CHECK: loop 0: host_range
// CHECK: after the loop: data stays on the device (the next offloaded loop follows); 1 host access on the way (loads, stores, loops as a whole) checks the present table
// CHECK: loop 1: host_range
// CHECK: after the loop: written data copied back to the host{{$}}
// IR-LABEL: define {{.*}}void @host_range(
// IR: call void @__gpuopt_omp_site0(
// IR-NOT: call void @__gpuopt_omp_sync()
// IR-DAG: call void @__gpuopt_omp_touch(ptr %host.loop.lo{{[0-9]*}}, i64 %host.loop.bytes{{[0-9]*}}, i32 1)
// IR-DAG: call void @__gpuopt_omp_touch(ptr %host.loop.lo{{[0-9]*}}, i64 %host.loop.bytes{{[0-9]*}}, i32 0)
// IR-NOT: call void @__gpuopt_omp_sync()
// IR-NOT: call void @__gpuopt_omp_touch(
// IR: call void @__gpuopt_omp_site1(
// IR: call void @__gpuopt_omp_sync()
// IR-NEXT: ret void
