; A module without triple and datalayout gets the NVPTX target's (nvptx64-nvidia-cuda).
; RUN: %gpuopt ptx %s | FileCheck %s
; CHECK: .address_size 64
; CHECK: .visible .entry k(

define void @k(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
