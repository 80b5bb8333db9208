; Kernel pointer parameters point to global memory (CUDA passes them so); a device function's
; parameters are unknown. --no-kernel-params-global turns the kernel assumption off.
; RUN: %gpuopt opt -p infer-memspace %s | FileCheck %s
; RUN: %gpuopt opt -p infer-memspace --no-kernel-params-global %s | FileCheck %s --check-prefix=OFF
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}void @kernel(
; CHECK: %x.global = addrspacecast ptr %x to ptr addrspace(1)
; CHECK: %gx.global = getelementptr inbounds float, ptr addrspace(1) %x.global, i64 %i
; CHECK: load float, ptr addrspace(1) %gx.global
; CHECK: store float {{.*}}, ptr addrspace(1)
; OFF-LABEL: define {{.*}}void @kernel(
; OFF-NOT: addrspace(1)
; OFF: ret void
define void @kernel(ptr %x, ptr %y, i64 %i) {
  %gx = getelementptr inbounds float, ptr %x, i64 %i
  %v = load float, ptr %gx
  %gy = getelementptr inbounds float, ptr %y, i64 %i
  %w = call float @device(ptr %gy, float %v)
  store float %w, ptr %gy
  ret void
}

; CHECK-LABEL: define {{.*}}float @device(
; CHECK-NOT: addrspace
; CHECK: load float, ptr %p
; An addrspacecast from global inside a device function is a source, too:
; CHECK: load float, ptr addrspace(1) %gq
; CHECK: ret float
define float @device(ptr %p, float %a) {
  %u = load float, ptr %p
  %gq = call ptr addrspace(1) @get()
  %q = addrspacecast ptr addrspace(1) %gq to ptr
  %z = load float, ptr %q
  %s = fadd float %u, %z
  %r = fadd float %s, %a
  ret float %r
}
declare ptr addrspace(1) @get()
!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}
