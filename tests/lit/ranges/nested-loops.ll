; Nested loops, the inner one triangular (j < i): widening at both headers, narrowing by both
; conditions. Inside the inner body i is [1, n - 1] (it runs only when j = 0 < i) and j is [0, n - 2]
; ([Lte] bounds j by the upper bound of i there); relationally j is [0, i - 1] there (DawnCC 3.1).
; RUN: %gpuopt analyze --ranges %s | FileCheck %s

; Relational bounds (j < i keeps i): j is [0, i] at the header, [0, i - 1] in the body, where i > j.
; CHECK: range %i in %outer.body: [0, n - 1] if n >= 1
; CHECK: range %i in %inner.body: [1, n - 1] if n >= 2; relational [%j + 1, n - 1]
; CHECK: range %j: [0, max(0, n - 1)]; relational [0, %i]
; CHECK: range %j in %inner.body: [0, n - 2] if n >= 2; relational [0, %i - 1]
; CHECK: range %k: [1, n*n - 2] if n*n >= 3
; CHECK: range %j.next: [1, n - 1] if n >= 2; relational [1, %i]
define void @tri(i32 %n, ptr %a) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %c1 = icmp slt i32 %i, %n
  br i1 %c1, label %outer.body, label %exit
outer.body:
  br label %inner
inner:
  %j = phi i32 [ 0, %outer.body ], [ %j.next, %inner.body ]
  %c2 = icmp slt i32 %j, %i
  br i1 %c2, label %inner.body, label %outer.latch
inner.body:
  %k0 = mul nsw i32 %i, %n
  %k = add nsw i32 %k0, %j
  %idx = sext i32 %k to i64
  %p = getelementptr inbounds float, ptr %a, i64 %idx
  store float 0.0, ptr %p
  %j.next = add nsw i32 %j, 1
  br label %inner
outer.latch:
  %i.next = add nsw i32 %i, 1
  br label %outer
exit:
  ret void
}
