// Copy fusion past host statements (DawnCC §5; Wang §4.1 "host-device communication"): between the
// two loops of a step the host reads b[k] and writes a[k]. Each access checks the present table
// (__gpuopt_omp_touch: bytes, 1 for a store) instead of a copy-back of everything before it; the
// loop counter's stack slot is private (no check). A host loop between loops (a cycle through no
// offloaded loop) still syncs once before its first access, and so does the return.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp --report | FileCheck %s
// RUN: %gpuopt offload %s -fopenmp --json | FileCheck %s --check-prefix=JSON
// RUN: %gpuopt offload %s -fopenmp -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %gpuopt offload %s -fopenmp --no-fuse -o %t2.ll
// RUN: FileCheck %s --check-prefix=NOFUSE < %t2.ll

void step(int n, float *a, float *b) {
  for (int k = 0; k < n; k++) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) b[i] = 2 * a[i];
    a[k] = b[k] + 1;
#pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] += b[i];
  }
}

void host_loop(int n, float *c) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) c[i] = i;
  for (int i = 0; i < n; i += 2) c[i] += 1;
#pragma omp parallel for
  for (int i = 0; i < n; i++) c[i] *= 2;
}

// CHECK: loop 0: step line 16
// CHECK: after the loop: data stays on the device (the next offloaded loop follows); 2 host loads/stores on the way check the present table
// CHECK: loop 1: step line 19
// CHECK: after the loop: written data copied back to the host
// CHECK: loop 2: host_loop line 25
// CHECK: after the loop: written data copied back to the host{{$}}
// JSON: "function":"step","line":16,{{.*}}"host_sync_after":false,"host_touches":2,
// IR-LABEL: define {{.*}}void @step(
// IR: call void @__gpuopt_omp_site0(
// IR-NOT: call void @__gpuopt_omp_sync()
// IR: call void @__gpuopt_omp_touch(ptr %{{.*}}, i64 4, i32 0)
// IR-NEXT: load float
// IR-NOT: call void @__gpuopt_omp_sync()
// IR: call void @__gpuopt_omp_touch(ptr %{{.*}}, i64 4, i32 1)
// IR-NEXT: store float
// IR-NOT: call void @__gpuopt_omp_sync()
// IR: call void @__gpuopt_omp_site1(
// IR: call void @__gpuopt_omp_sync()
// IR-NEXT: ret void
// IR-LABEL: define {{.*}}void @host_loop(
// IR: call void @__gpuopt_omp_site2(
// IR-NOT: call void @__gpuopt_omp_touch(
// IR: call void @__gpuopt_omp_sync()
// IR-NEXT: load float
// NOFUSE-NOT: call void @__gpuopt_omp_touch(
