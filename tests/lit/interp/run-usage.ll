; gpuopt run: without --emulate it runs on the GPU; on a machine without one it fails saying so and
; suggests --emulate (exit 1; make check runs without a GPU); a bad argument spec or a
; missing launch option is a usage error (exit 2); an unknown kernel is an error naming it.
; RUN: %not %gpuopt run --kernel k --grid 1 --block 1 --arg i32[1]:zero %s 2>&1 | FileCheck %s --check-prefix=NOGPU
; NOGPU: gpuopt: error: gpuopt_cuda_open: no CUDA device: {{.+}}
; NOGPU-NEXT: (run it on the SIMT interpreter instead with --emulate)
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 1 --arg i32[1]:bogus %s 2>&1; test $? = 2
; RUN: %not %gpuopt run --emulate --kernel k --grid 1 --block 1 --arg i32[1]:bogus %s 2>&1 | FileCheck %s --check-prefix=SPEC
; SPEC: gpuopt: error: gpuopt_argdesc_parse: bad argument spec 'i32[1]:bogus'
; RUN: %not %gpuopt run --emulate --kernel k --block 1 --arg i32[1]:zero %s 2>&1 | FileCheck %s --check-prefix=GRID
; GRID: gpuopt: error: no grid (--grid X[,Y,Z])
; RUN: %not %gpuopt run --emulate --kernel nothere --grid 1 --block 1 --arg i32[1]:zero %s 2>&1 | FileCheck %s --check-prefix=NAME
; NAME: gpuopt: error: gpuopt_interp_run: no function @nothere with a body in the module
; RUN: %not %gpuopt run --emulate --kernel k --grid 1 --block 1 --arg i32:1 %s 2>&1 | FileCheck %s --check-prefix=PTR
; PTR: gpuopt: error: gpuopt_interp_run: parameter 0 of @k is a pointer: bind a buffer
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
  store i32 1, ptr %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
