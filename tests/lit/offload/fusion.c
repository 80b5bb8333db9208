// Copy fusion at IR level (DawnCC §5): between the two loops of a time step only loop control
// runs on the host, so the data stays on the device after the first loop; after the second, the
// path may leave the time loop, and written data goes back where the host may touch memory next:
// before the function returns, once, not once per time step. --no-fuse copies back after every loop.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp --report | FileCheck %s
// RUN: %gpuopt offload %s -fopenmp --report --no-fuse | FileCheck %s --check-prefix=NOFUSE
// RUN: %gpuopt offload %s -fopenmp -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: %gpuopt offload %s -fopenmp --no-fuse -o %t2.ll
// RUN: FileCheck %s --check-prefix=IRNOFUSE < %t2.ll

void jacobi(int steps, int n, float *a, float *b) {
  for (int t = 0; t < steps; t++) {
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++) b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++) a[i] = b[i];
  }
}

// CHECK: loop 0: jacobi line 15
// CHECK: after the loop: data stays on the device
// CHECK: loop 1: jacobi line 17
// CHECK: after the loop: written data copied back to the host
// NOFUSE: loop 0: jacobi line 15
// NOFUSE: after the loop: written data copied back to the host
// NOFUSE: loop 1: jacobi line 17
// NOFUSE: after the loop: written data copied back to the host
// IR-LABEL: define {{.*}}void @jacobi(
// IR: call void @__gpuopt_omp_site0(
// IR-NOT: call void @__gpuopt_omp_sync()
// IR: call void @__gpuopt_omp_site1(
// IR-NOT: call void @__gpuopt_omp_sync()
// IR: for.end:
// IR-NEXT: call void @__gpuopt_omp_sync()
// IR-NEXT: ret void
// IRNOFUSE: call void @__gpuopt_omp_site0(
// IRNOFUSE-NEXT: call void @__gpuopt_omp_sync()
// IRNOFUSE: call void @__gpuopt_omp_site1(
// IRNOFUSE-NEXT: call void @__gpuopt_omp_sync()
