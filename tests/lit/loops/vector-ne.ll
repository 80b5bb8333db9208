; A vector loop (clang -O2/-O3's loop vectoriser, issue 16): step 4 with a `!=` exit test against the
; vector trip count 4 * (n / 4) (the range function's reading of `n & -4`). The distance is a
; multiple of the step, so the count is exact: (y - 0) / 4 = %q iterations, each storing 16 bytes,
; under the guard y > 0 (a `<` guard agrees with the `!=` test). Against %n itself the distance may
; not be a multiple of 4 (the loop would step over the bound): no trip count.
; RUN: %gpuopt analyze --bounds %s | FileCheck %s
; CHECK: function vec (kernel)
; CHECK: loop at line 0 (depth 1, header loop): trip count max(0, %q), runs if %q >= 1; parallel
; CHECK: %a[0 .. max(0, %q - 1)] elements, write, 16-byte elements, exact, touched only if %q >= 1
; CHECK: function notmul (kernel)
; CHECK: trip count unknown: a != exit test with a step other than 1 or -1 and a distance not a multiple of it
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @vec(ptr %a, i64 %n) {
entry:
  %q = udiv i64 %n, 4
  %y = shl nuw nsw i64 %q, 2
  %c = icmp sgt i64 %y, 0
  br i1 %c, label %loop, label %done
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  store <4 x float> zeroinitializer, ptr %p
  %i1 = add nuw nsw i64 %i, 4
  %e = icmp eq i64 %i1, %y
  br i1 %e, label %done, label %loop
done:
  ret void
}
define ptx_kernel void @notmul(ptr %a, i64 %n) {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %done
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  store <4 x float> zeroinitializer, ptr %p
  %i1 = add nuw nsw i64 %i, 4
  %e = icmp eq i64 %i1, %n
  br i1 %e, label %done, label %loop
done:
  ret void
}
