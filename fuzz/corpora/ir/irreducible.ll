target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, 16
  br i1 %c, label %a, label %b
a:
  %ia = phi i32 [ 0, %entry ], [ %ib2, %b ]
  %ia2 = add i32 %ia, 1
  %ca = icmp slt i32 %ia2, %n
  br i1 %ca, label %b, label %exit
b:
  %ib = phi i32 [ 5, %entry ], [ %ia2, %a ]
  %ib2 = add i32 %ib, 2
  %cb = icmp slt i32 %ib2, %n
  br i1 %cb, label %a, label %exit
exit:
  %r = phi i32 [ %ia2, %a ], [ %ib2, %b ]
  store i32 %r, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
