target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i7 %a, i33 %b, i1 %c) {
entry:
  %x = zext i7 %a to i33
  %y = mul i33 %x, %b
  %z = udiv i33 %y, 3
  %w = sdiv i33 %z, -5
  %s = select i1 %c, i33 %w, i33 %y
  %t = trunc i33 %s to i17
  store i17 %t, ptr %p
  %big = zext i33 %s to i1024
  %bb = mul i1024 %big, %big
  %q = getelementptr i8, ptr %p, i64 8
  store i1024 %bb, ptr %q
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
