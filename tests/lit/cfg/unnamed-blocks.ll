; Blocks without names are keyed by their number in the function; kernels are recognised by the
; ptx_kernel calling convention and by !nvvm.annotations.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i1 %c) {
  br i1 %c, label %2, label %3
2:
  br label %3
3:
  ret void
}

define void @annotated() {
  ret void
}

define void @device() {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1}
; CHECK: {"name":"k","kernel":true,{{.*}}"blocks":{"0":{"idom":null,"ipdom":"2",{{.*}}"1":{"idom":"0","ipdom":"2",{{.*}}"2":{"idom":"0","ipdom":null,
; CHECK: {"name":"annotated","kernel":true,
; CHECK: {"name":"device","kernel":false,
