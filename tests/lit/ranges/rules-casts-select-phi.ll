; trunc keeps a range that fits the narrower type, zext a non-negative one (a negative one becomes
; [0, 2^w - 1] unless its sign is known), sext and zext nneg keep it; i1 values are 0/1 and sext of
; an i1 is [-1, 0]; select is the join of its arms narrowed by its condition (so min/max idioms get
; exact bounds); phi is the join of its incoming values; icmp is [0, 1] or a constant when decided.
; RUN: %gpuopt analyze --ranges %s | FileCheck %s

; CHECK-LABEL: function casts
; CHECK: range %k: [0, 200]
; CHECK: range %t8: [-inf, +inf]
; CHECK: range %t16: [0, 200]
; CHECK: range %z: [0, 200]
; CHECK: range %zx: [0, 4294967295]
; CHECK: range %s: [x, x]
; CHECK: range %c: [0, 1]
; CHECK: range %sc: [-1, 0]
; CHECK: range %zc: [0, 1]
; CHECK: range %yes: [1, 1]
; CHECK: range %no: [0, 0]
define void @casts(i32 %x, i32 %y) {
  %k = urem i32 %y, 201
  %t8 = trunc i32 %k to i8
  %t16 = trunc i32 %k to i16
  %z = zext i32 %k to i64
  %zx = zext i32 %x to i64
  %s = sext i32 %x to i64
  %c = icmp slt i32 %x, %y
  %sc = sext i1 %c to i32
  %zc = zext i1 %c to i32
  %yes = icmp slt i32 %k, 201
  %no = icmp sgt i32 %k, 300
  ret void
}

; CHECK-LABEL: function select_phi
; CHECK: range %min: [min(a, b), min(a, b)]
; CHECK: range %clamp: [max(0, a), max(0, a)]
; CHECK: range %p: [min(0, a), max(0, a)]
define i32 @select_phi(i32 %a, i32 %b, i1 %f) {
entry:
  %lt = icmp slt i32 %a, %b
  %min = select i1 %lt, i32 %a, i32 %b
  %pos = icmp sgt i32 %a, 0
  %clamp = select i1 %pos, i32 %a, i32 0
  br i1 %f, label %t, label %j
t:
  br label %j
j:
  %p = phi i32 [ %a, %entry ], [ 0, %t ]
  ret i32 %p
}
