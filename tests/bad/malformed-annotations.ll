target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global i32 0
define void @k(ptr %p) {
entry:
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr addrspace(1) @g, !"kernel", i32 1}
!1 = !{ptr @k, !"kernel"}
!2 = !{ptr @k, i32 1, !"kernel", !"kernel"}
!3 = !{}
!4 = !{ptr @k, !"maxntidx", i32 64, !"kernel", i32 1, !"reqntidx", i32 0, !"kernel"}
