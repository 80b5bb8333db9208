target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i128 %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t128 = zext i32 %t to i128
  %m = mul i128 %x, %t128
  %d = udiv i128 %m, 340282366920938463463374607431768211455
  %r = urem i128 %m, 12345678901234567890123
  %s = sdiv i128 %d, 7
  %a = add i128 %s, %r
  %sh = shl i128 %a, 100
  %tr = trunc i128 %sh to i64
  %w = icmp slt i128 %a, 0
  %e = select i1 %w, i128 %a, i128 %d
  %q = getelementptr i128, ptr %p, i128 %t128
  store i128 %e, ptr %q
  %q2 = getelementptr i64, ptr %p, i32 %t
  store i64 %tr, ptr %q2
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
