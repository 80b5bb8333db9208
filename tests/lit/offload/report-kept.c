// Loops with constructs that do not fit a GPU kernel stay on the CPU, and the report says why
// (issue 16: I/O, single, master, unknown calls; thread numbers); a dynamic schedule is offloaded.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp --report | FileCheck %s
#include <stdio.h>
extern int opaque(int);
int omp_get_thread_num(void);

void io(int n, int *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) printf("%d\n", a[i]);
}
void unknown(int n, int *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) a[i] = opaque(i);
}
void single(int n, int *a) {
#pragma omp parallel
  {
#pragma omp single
    a[0] = n;
  }
}
void dynamic(int n, int *a) {
#pragma omp parallel for schedule(dynamic, 4)
  for (int i = 0; i < n; i++) a[i] = 2 * i;
}
void tid(int n, int *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) a[i] = omp_get_thread_num();
}
void critical(int n, int *a, int *b) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    { a[0] = a[0] * b[i]; }
  }
}
void chase(int n, int **rows) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) rows[i][0] = i;
}
void ok(int n, int *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) a[i] = i;
}

// CHECK: 8 loops, 2 offloaded, 6 kept on the CPU
// CHECK: io line 10 {{.*}}kept on the CPU: calls printf (I/O)
// CHECK: unknown line 14 {{.*}}kept on the CPU: calls opaque, which has no definition in the module
// CHECK: single line 18 {{.*}}kept on the CPU: contains a `single` construct (__kmpc_single)
// CHECK: dynamic line 25 {{.*}}offloaded as __gpuopt_omp_k0
// CHECK-NEXT: schedule dynamic
// CHECK: tid line 29 {{.*}}kept on the CPU: contains thread numbers (omp_get_thread_num differs on the GPU)
// CHECK: critical line 33 {{.*}}kept on the CPU: has a critical section that is not one atomic update
// CHECK: chase line 40 {{.*}}kept on the CPU: loads a pointer from memory
// CHECK: ok line 44 {{.*}}offloaded as __gpuopt_omp_k1
