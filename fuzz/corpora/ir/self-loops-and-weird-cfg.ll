target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %self
self:
  %i = phi i32 [ 0, %entry ], [ %i2, %self ]
  %i2 = add i32 %i, 1
  %c = icmp ult i32 %i2, %t
  br i1 %c, label %self, label %same
same:
  br i1 %c, label %x, label %x
x:
  %ph = phi i32 [ %i2, %same ], [ %i2, %same ]
  switch i32 %ph, label %x2 [ i32 1, label %x2
                              i32 2, label %x2
                              i32 3, label %exit ]
x2:
  %ph2 = phi i32 [ %ph, %x ], [ %ph, %x ], [ %ph, %x ]
  br label %exit
exit:
  %r = phi i32 [ %ph, %x ], [ %ph2, %x2 ]
  store i32 %r, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
