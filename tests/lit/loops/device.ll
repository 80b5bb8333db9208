; NVPTX modules are accepted too: a grid-stride-free kernel loop over a parameter.
; RUN: %gpuopt analyze --bounds %s | FileCheck %s
; CHECK: function k (kernel)
; CHECK: loop at line 0 (depth 1, header loop): trip count max(0, %n), runs if %n >= 1; parallel
; CHECK: %a[0 .. max(0, %n - 1)] elements, write, 4-byte elements, exact, touched only if %n >= 1
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %a, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %iw = zext nneg i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %iw
  store float 1.0, ptr %p
  %i1 = add nsw i32 %i, 1
  %e = icmp slt i32 %i1, %n
  br i1 %e, label %loop, label %done
done:
  ret void
}
