target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %spin, label %done
spin:
  %i = phi i32 [ 0, %entry ], [ %i2, %spin ]
  %i2 = add i32 %i, 1
  store volatile i32 %i2, ptr %p
  br label %spin
done:
  ret void
}
define void @forever() {
entry:
  br label %l
l:
  br label %l
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
