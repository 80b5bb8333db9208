; Sound under wrap-around: without nsw an addition that may overflow its type gets the whole type's
; range; with nsw (overflow is poison) or when the operands' ranges show it cannot overflow, the
; arithmetic range is kept.
; RUN: %gpuopt analyze --ranges %s | FileCheck %s

; CHECK-LABEL: function f
; CHECK: range %a: [n + 1, n + 1]
; CHECK: range %b: [-inf, +inf]
; CHECK: range %m: [0, 255]
; CHECK: range %c: [1, 256]
; CHECK: range %d: [0, 65025]
; CHECK: range %t: [-inf, +inf]
; CHECK: range %u: [0, 255]
define i32 @f(i32 %n, i32 %x) {
  %a = add nsw i32 %n, 1
  %b = add i32 %n, 1
  %m = and i32 %x, 255
  %c = add i32 %m, 1
  %d = mul i32 %m, %m
  %t = trunc i32 %d to i8
  %u = trunc i32 %m to i16
  %r = add i32 %a, %b
  ret i32 %r
}

; A loop counter without nsw and without a bound: the increment may wrap, so nothing is known.
; CHECK-LABEL: function g
; CHECK: range %i: [-inf, +inf]
; CHECK: range %i.next: [-inf, +inf]
define void @g(ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %v = load volatile i32, ptr %p
  %c = icmp ne i32 %v, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The same loop with nsw: [0, +inf].
; CHECK-LABEL: function h
; CHECK: range %i: [0, +inf]
; CHECK: range %i.next: [1, +inf]
define void @h(ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i32 %i, 1
  %v = load volatile i32, ptr %p
  %c = icmp ne i32 %v, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
