target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%pair = type { i32, float }
%nest = type { %pair, [4 x i64], <2 x i16> }
define %pair @mk(i32 %a, float %b) {
entry:
  %s0 = insertvalue %pair undef, i32 %a, 0
  %s1 = insertvalue %pair %s0, float %b, 1
  ret %pair %s1
}
define void @k(ptr %p, %nest %n, [3 x i32] %arr) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 3
  br i1 %c, label %a, label %b
a:
  %x = call %pair @mk(i32 %t, float 1.0)
  br label %j
b:
  %y = extractvalue %nest %n, 0
  br label %j
j:
  %z = phi %pair [ %x, %a ], [ %y, %b ]
  %i = extractvalue %pair %z, 0
  %e = extractvalue [3 x i32] %arr, 2
  %s = add i32 %i, %e
  %l = load %nest, ptr %p
  %l2 = insertvalue %nest %l, i64 7, 1, 3
  store %nest %l2, ptr %p
  %sel = select i1 %c, %pair %z, %pair zeroinitializer
  %f = extractvalue %pair %sel, 1
  %q = getelementptr %nest, ptr %p, i32 %t, i32 1, i32 %s
  store float %f, ptr %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
