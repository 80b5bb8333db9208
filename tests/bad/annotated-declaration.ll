target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @k(ptr)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
