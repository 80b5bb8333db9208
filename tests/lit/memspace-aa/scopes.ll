; memspace-aa writes one scope per address space: accesses whose space is known get !alias.scope
; of their space and !noalias of the other spaces the function accesses; an access through an
; unknown pointer gets nothing. Running it twice adds nothing; existing scope lists are extended.
; RUN: %gpuopt opt -p memspace-aa %s | FileCheck %s
; RUN: %gpuopt opt -p memspace-aa,memspace-aa %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [16 x float] undef

; CHECK-LABEL: define {{.*}}void @k(
; CHECK: load float, ptr %p, align 4, !alias.scope ![[G:[0-9]+]], !noalias ![[S:[0-9]+]]
; CHECK: store float %v, ptr %q, align 4, !alias.scope ![[S]], !noalias ![[G]]
; CHECK: load float, ptr addrspace(3) @s, align 4, !alias.scope ![[S]], !noalias ![[G]]
; CHECK: load float, ptr %unknown, align 4{{$}}
; CHECK: store float %w, ptr %p, align 4, !alias.scope ![[GX:[0-9]+]], !noalias ![[SX:[0-9]+]]
; CHECK: ![[G]] = !{![[GS:[0-9]+]]}
; CHECK: ![[GS]] = !{!"gpuopt.memspace.global", ![[D:[0-9]+]]}
; CHECK: ![[D]] = !{!"gpuopt.memspace"}
; CHECK: ![[S]] = !{![[SS:[0-9]+]]}
; CHECK: ![[SS]] = !{!"gpuopt.memspace.shared", ![[D]]}
; CHECK: ![[GX]] = !{!{{[0-9]+}}, ![[GS]]}
; CHECK: ![[SX]] = !{!{{[0-9]+}}, ![[SS]]}
define void @k(ptr %p, ptr addrspace(1) %pp) {
  %v = load float, ptr %p, align 4
  %q = getelementptr float, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 2
  store float %v, ptr %q, align 4
  %x = load float, ptr addrspace(3) @s, align 4
  %unknown = load ptr, ptr addrspace(1) %pp, !alias.scope !10, !noalias !10
  %u = load float, ptr %unknown, align 4
  %w = fadd float %x, %u
  store float %w, ptr %p, align 4, !alias.scope !10, !noalias !10
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!10 = !{!11}
!11 = distinct !{!11, !12, !"inlined.scope"}
!12 = distinct !{!12, !"inlined.domain"}
