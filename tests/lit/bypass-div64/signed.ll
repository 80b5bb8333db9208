; Signed division: the fast path is taken only when both operands are in [0, 2^32) (the check is
; the same as for unsigned), where sdiv/srem equal udiv/urem; negative operands take the exact
; 64-bit path. A signed and an unsigned division of the same operands do not share a check.
; RUN: %gpuopt opt -p bypass-div64 %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}i64 @s(
; CHECK: %div64.or = or i64 %a, %b
; CHECK: %div64.hi = lshr i64 %div64.or, 32
; CHECK: icmp eq i64 %div64.hi, 0
; CHECK: q.fast:
; CHECK: udiv i32
; CHECK: urem i32
; CHECK: q.slow:
; CHECK: %q = sdiv i64 [[LONG:%div64.long[0-9]*]], %b
; CHECK-NEXT: %r = srem i64 [[LONG]], %b
; CHECK: u.fast:
; CHECK: udiv i32
; CHECK: u.slow:
; CHECK: %u = udiv i64 %div64.long{{[0-9]*}}, %b
define i64 @s(i64 %a, i64 %b) {
entry:
  %q = sdiv i64 %a, %b
  %r = srem i64 %a, %b
  %u = udiv i64 %a, %b
  %x = add i64 %q, %r
  %y = add i64 %x, %u
  ret i64 %y
}
