; gpucc §3.4.2, Table 3: the three candidate forms, each rewritten from a dominating basis of the
; same form, base and stride as basis + (C1-C0)*s.
; RUN: %gpuopt opt -p slsr %s | FileCheck %s


; Form 1, (b+C)*s: Fig. 5b's x0 = b*n, x1 = (b+1)*n, x2 = (b+2)*n give x1 = x0+n, x2 = x1+n;
; x4 = (b+4)*n is x2 + 2n.
; CHECK-LABEL: @mul_form(
; CHECK:       %x0 = mul i64 %b, %n
; CHECK-NEXT:  %x1 = add i64 %x0, %n
; CHECK-NEXT:  %x2 = add i64 %x1, %n
; CHECK-NEXT:  [[T:%.*]] = shl i64 %n, 1
; CHECK-NEXT:  %x4 = add i64 %x2, [[T]]
; CHECK-NEXT:  call void @use(i64 %x0, i64 %x1, i64 %x2, i64 %x4)
declare void @use(i64, i64, i64, i64)
define void @mul_form(i64 %b, i64 %n) {
  %x0 = mul i64 %b, %n
  %b1 = add i64 %b, 1
  %x1 = mul i64 %b1, %n
  %b2 = add i64 %b, 2
  %x2 = mul nsw i64 %n, %b2
  %b4 = add i64 %b, 4
  %x4 = mul i64 %b4, %n
  call void @use(i64 %x0, i64 %x1, i64 %x2, i64 %x4)
  ret void
}

; Form 2, b+C*s: y = b + 5s from x = b + 2s is x + 3s; z = b - s (simplest form) stays.
; CHECK-LABEL: @add_form(
; CHECK:       %x = add i64 %b, %s2
; CHECK-NEXT:  [[T:%.*]] = mul i64 %s, 3
; CHECK-NEXT:  %y = add i64 %x, [[T]]
; CHECK-NEXT:  %z = sub i64 %b, %s
; CHECK-NEXT:  call void @use(i64 %x, i64 %y, i64 %z, i64 0)
define void @add_form(i64 %b, i64 %s) {
  %s2 = shl i64 %s, 1
  %x = add i64 %b, %s2
  %s5 = mul i64 %s, 5
  %y = add i64 %s5, %b
  %z = sub i64 %b, %s
  call void @use(i64 %x, i64 %y, i64 %z, i64 0)
  ret void
}

; Form 3, &b[C*s], with an int index sign-extended (nsw): &a[4s] from &a[2s] is &x[2s]. The basis
; keeps inbounds: the store through it runs first, so it is not poison at %y (the no-wrap rule).
; CHECK-LABEL: @gep_form(
; CHECK:       %x = getelementptr inbounds float, ptr %a, i64 %e2
; CHECK:       [[S:%.*]] = sext i32 %s to i64
; CHECK-NEXT:  [[T:%.*]] = shl i64 [[S]], 1
; CHECK-NEXT:  %y = getelementptr float, ptr %x, i64 [[T]]
; CHECK-NEXT:  store float 1.000000e+00, ptr %y
define void @gep_form(ptr %a, i32 %s) {
  %s2 = mul nsw i32 %s, 2
  %e2 = sext i32 %s2 to i64
  %x = getelementptr inbounds float, ptr %a, i64 %e2
  store float 0.0, ptr %x
  %s4 = shl nsw i32 %s, 2
  %e4 = sext i32 %s4 to i64
  %y = getelementptr inbounds float, ptr %a, i64 %e4
  store float 1.0, ptr %y
  ret void
}
