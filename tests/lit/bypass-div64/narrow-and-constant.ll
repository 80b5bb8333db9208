; Operands already known to fit in 32 bits are narrowed with no check; one known operand drops out
; of the check; a constant divisor is left alone (LLVM turns it into a multiplication); 32-bit
; divisions are not touched.
; RUN: %gpuopt opt -p bypass-div64 %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}i64 @narrow(
; CHECK-NOT: br
; CHECK: %q.32 = udiv i32
; CHECK: %r.32 = urem i32
; CHECK: ret i64
define i64 @narrow(i32 %x, i64 %y) {
  %a = zext i32 %x to i64
  %b = and i64 %y, 4294967295
  %q = sdiv i64 %a, %b
  %r = srem i64 %a, %b
  %s = add i64 %q, %r
  ret i64 %s
}

; CHECK-LABEL: define {{.*}}i64 @half(
; CHECK: %div64.hi = lshr i64 %b, 32
; CHECK: icmp eq i64 %div64.hi, 0
define i64 @half(i32 %x, i64 %b) {
entry:
  %a = zext i32 %x to i64
  %q = udiv i64 %a, %b
  ret i64 %q
}

; CHECK-LABEL: define {{.*}}i64 @const(
; CHECK-NEXT: %q = udiv i64 %a, 7
; CHECK-NEXT: %r = srem i64 %a, -3
; CHECK-NEXT: %d = sdiv i32 %x, %y
define i64 @const(i64 %a, i32 %x, i32 %y) {
  %q = udiv i64 %a, 7
  %r = srem i64 %a, -3
  %d = sdiv i32 %x, %y
  %e = sext i32 %d to i64
  %s = add i64 %q, %r
  %t = add i64 %s, %e
  ret i64 %t
}
