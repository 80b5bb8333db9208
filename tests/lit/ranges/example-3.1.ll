; DawnCC Example 3.1 (saxpy_serial, Fig. 1(a)): R(i) is [0, 0] before the loop, [0, n - 1] inside it
; (valid when n >= 1, since the body only runs then) and after it the exact value max(0, n): n when
; n >= 0, 0 when n < 0. Widening makes the loop phi [0, +inf]; [Lte] on `i < n` and narrowing
; recover the bounds.
; RUN: %gpuopt analyze --ranges %s | FileCheck %s
; RUN: %gpuopt analyze --ranges --json %s | FileCheck %s --check-prefix=JSON

; CHECK: range %i: [0, max(0, n)]
; CHECK-NEXT: range %i in %for.end: [max(0, n), max(0, n)]
; CHECK-NEXT: range %i in %for.body: [0, n - 1] if n >= 1
; CHECK: range %idx: [0, n - 1] if n >= 1
; CHECK: range %inc: [1, n] if n >= 1
; CHECK: range %i.lcssa: [max(0, n), max(0, n)]
; JSON: "value":"%i","block":"for.body","bits":32,"reached":true,"lo":"0","hi":"n - 1","lo_const":0,"hi_const":2147483646,"facts":["n >= 1"]
; JSON: "value":"%i.lcssa","bits":32,"reached":true,"lo":"max(0, n)","hi":"max(0, n)"

define void @saxpy_serial(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  br label %for.cond
for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %idx = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %idx
  %vx = load float, ptr %px
  %py = getelementptr inbounds float, ptr %y, i64 %idx
  %vy = load float, ptr %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py
  %inc = add nsw i32 %i, 1
  br label %for.cond
for.end:
  %i.lcssa = phi i32 [ %i, %for.cond ]
  ret void
}
