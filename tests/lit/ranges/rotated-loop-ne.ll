; The loops clang emits at -O1 and above are rotated and exit on `icmp eq %iv.next, %n`: a `!=`
; relation, which [Lte] cannot use. The induction rule does: with iv.next = iv + 1 and N loop
; invariant, iv <= N - 1 is an invariant (verified after the fixed point: it holds on entry since
; the guard gives N >= 1), so the induction variable is [0, n - 1] (Example 3.1 on clang's output).
; Without a guard the invariant cannot be verified and the rule is not used.
; RUN: %gpuopt analyze --ranges %s | FileCheck %s
; (saxpy of Fig. 1(a): clang-19 -O2 -fno-unroll-loops -fno-vectorize, value names kept)

; CHECK-LABEL: function saxpy
; CHECK: range %iv: [0, n - 1] if n >= 1
; CHECK: range %iv.next: [1, n] if n >= 1
; CHECK-LABEL: function unguarded
; CHECK: range %iv: [0, +inf]
; CHECK-LABEL: function down
; CHECK: range %iv: [1, n] if n >= 1
define void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %ph, label %exit
ph:
  %wide = zext nneg i32 %n to i64
  br label %body
body:
  %iv = phi i64 [ 0, %ph ], [ %iv.next, %body ]
  %px = getelementptr inbounds float, ptr %x, i64 %iv
  %vx = load float, ptr %px
  %py = getelementptr inbounds float, ptr %y, i64 %iv
  %vy = load float, ptr %py
  %r = call float @llvm.fmuladd.f32(float %a, float %vx, float %vy)
  store float %r, ptr %py
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %wide
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @unguarded(i64 %n, ptr %x) {
entry:
  br label %body
body:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %body ]
  %px = getelementptr inbounds float, ptr %x, i64 %iv
  store float 0.0, ptr %px
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @down(i64 %n, ptr %x) {
entry:
  %cmp = icmp sgt i64 %n, 0
  br i1 %cmp, label %body, label %exit
body:
  %iv = phi i64 [ %n, %entry ], [ %iv.next, %body ]
  %px = getelementptr inbounds float, ptr %x, i64 %iv
  store float 0.0, ptr %px
  %iv.next = add nsw i64 %iv, -1
  %done = icmp eq i64 %iv.next, 0
  br i1 %done, label %exit, label %body
exit:
  ret void
}
declare float @llvm.fmuladd.f32(float, float, float)
