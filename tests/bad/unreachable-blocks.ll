target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
dead1:
  %x = add i32 %y, 1
  br label %dead2
dead2:
  %y = phi i32 [ %x, %dead1 ], [ 0, %dead3 ]
  br label %dead1
dead3:
  br label %dead2
dead4:
  unreachable
}
define void @only_unreachable() {
entry:
  unreachable
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
