target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i32 %a) {
entry:
  %x = add i32 undef, poison
  %y = freeze i32 %x
  %c = icmp eq i32 %y, %a
  br i1 undef, label %l, label %r
l:
  %u = udiv i32 %a, undef
  br label %j
r:
  %v = shl i32 %a, 40
  br i1 poison, label %j, label %j
j:
  %ph = phi i32 [ %u, %l ], [ %v, %r ], [ %v, %r ]
  %s = select i1 %c, i32 %ph, i32 poison
  store i32 %s, ptr %p
  switch i32 undef, label %d [ i32 0, label %d ]
d:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
