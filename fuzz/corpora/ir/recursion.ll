target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @fact(i32 %n) {
entry:
  %c = icmp sle i32 %n, 1
  br i1 %c, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %x = mul i32 %n, %r
  ret i32 %x
}
define i32 @even(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %y, label %r
y:
  ret i32 1
r:
  %m = sub i32 %n, 1
  %o = call i32 @odd(i32 %m)
  ret i32 %o
}
define i32 @odd(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %y, label %r
y:
  ret i32 0
r:
  %m = sub i32 %n, 1
  %o = call i32 @even(i32 %m)
  ret i32 %o
}
define void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = call i32 @fact(i32 %t)
  %e = call i32 @even(i32 %t)
  %s = add i32 %f, %e
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
