// The text `gpuopt offload --report` names the Wang 4.1 rewrites that fired on each offloaded
// loop's kernel (issue 20), as the JSON report's "rewrites" does: reg-promote keeps colmean's
// accumulator mean[j] in a register (restrictify separates mean from data); the scale loop has
// nothing to promote; with --rewrites none no rewrite runs, and the report says so.
// REQUIRES: clang
// RUN: %gpuopt offload %s -fopenmp --report | FileCheck %s
// RUN: %gpuopt offload %s -fopenmp --json | FileCheck %s --check-prefix=JSON
// RUN: %gpuopt offload %s -fopenmp --report --rewrites none | FileCheck %s --check-prefix=NONE
// RUN: %gpuopt offload %s -fopenmp --report --rewrites vector-loads | FileCheck %s --check-prefix=VL

void colmean(int m, int n, double *data, double *mean) {
#pragma omp parallel for
  for (int j = 0; j < m; j++) {
    mean[j] = 0;
    for (int i = 0; i < n; i++) mean[j] += data[i * m + j];
    mean[j] /= n;
  }
}

void scale(int n, double a, double *x) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) x[i] *= a;
}

// CHECK: loop 0: colmean line 12 {{.*}} offloaded as [[K0:__gpuopt_omp_k[0-9]+]]
// CHECK: rewrites (Wang 4.1): reg-promote{{$}}
// CHECK: loop 1: scale line 21 {{.*}} offloaded as
// CHECK: rewrites (Wang 4.1): none fired
// JSON: "line":12,{{.*}}"rewrites":["reg-promote"]
// JSON: "line":21,{{.*}}"rewrites":[]
// NONE-COUNT-2: rewrites (Wang 4.1): not run (--rewrites none)
// VL-NOT: reg-promote
// VL-COUNT-2: rewrites (Wang 4.1): none fired
