; Unsigned relations narrow too: i <u n with n >= 0 means 0 <= i <= n - 1 (a negative i is a huge
; unsigned number); a switch narrows its value to the cases of each successor.
; RUN: %gpuopt analyze --ranges %s | FileCheck %s

; CHECK-LABEL: function unsigned
; CHECK: range %i in %in: [0, 99]
; CHECK: range %i in %small: [0, 10]
; CHECK: range %j in %in2: [0, %m - 1] if %m >= 1
define void @unsigned(i32 %i, ptr %p) {
entry:
  %c = icmp ult i32 %i, 100
  br i1 %c, label %in, label %out
in:
  %m = load i32, ptr %p, !range !0
  %j = load i32, ptr %p
  %c2 = icmp ult i32 %j, %m
  br i1 %c2, label %in2, label %out
in2:
  ret void
out:
  %c3 = icmp ugt i32 %i, 10
  br i1 %c3, label %big, label %small
big:
  ret void
small:
  ret void
}
!0 = !{i32 0, i32 1000}

; CHECK-LABEL: function sw
; CHECK-DAG: range %x in %one: [1, 1]
; CHECK-DAG: range %x in %two_three: [2, 3]
; CHECK: range %r: [10, 30]
define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %dflt [ i32 1, label %one
                              i32 2, label %two_three
                              i32 3, label %two_three ]
one:
  %a = add i32 %x, 9
  br label %join
two_three:
  %b = mul i32 %x, 10
  br label %join
dflt:
  br label %join
join:
  %r = phi i32 [ %a, %one ], [ %b, %two_three ], [ 20, %dflt ]
  ret i32 %r
}
