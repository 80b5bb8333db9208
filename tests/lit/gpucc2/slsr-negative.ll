; gpucc §3.4.2: no rewriting from a candidate that does not dominate (sibling branches), from a
; basis of another stride, or of candidates free in addressing (a constant stride is a constant
; offset that NVPTX folds into [reg+imm]); the sext form needs nsw.
; RUN: %gpuopt opt -p slsr %s | FileCheck %s


declare void @use(i64)

; CHECK-LABEL: @siblings(
; CHECK:       %x = mul i64 %b1, %n
; CHECK:       %y = mul i64 %b2, %n
; CHECK-NOT:   add i64 %x
define void @siblings(i64 %b, i64 %n, i1 %c) {
entry:
  br i1 %c, label %l, label %r
l:
  %b1 = add i64 %b, 1
  %x = mul i64 %b1, %n
  call void @use(i64 %x)
  br label %j
r:
  %b2 = add i64 %b, 2
  %y = mul i64 %b2, %n
  call void @use(i64 %y)
  br label %j
j:
  ret void
}

; CHECK-LABEL: @other_stride(
; CHECK:       %y = mul i64 %b2, %m
define void @other_stride(i64 %b, i64 %n, i64 %m) {
  %b1 = add i64 %b, 1
  %x = mul i64 %b1, %n
  call void @use(i64 %x)
  %b2 = add i64 %b, 2
  %y = mul i64 %b2, %m
  call void @use(i64 %y)
  ret void
}

; CHECK-LABEL: @constant_offsets(
; CHECK:       %x = getelementptr inbounds float, ptr %a, i64 4
; CHECK-NEXT:  %y = getelementptr inbounds float, ptr %a, i64 8
; CHECK:       %u = add i64 %b, 12
; CHECK-NEXT:  %v = add i64 %b, 20
define void @constant_offsets(ptr %a, i64 %b) {
  %x = getelementptr inbounds float, ptr %a, i64 4
  %y = getelementptr inbounds float, ptr %a, i64 8
  store float 0.0, ptr %x
  store float 0.0, ptr %y
  %u = add i64 %b, 12
  %v = add i64 %b, 20
  call void @use(i64 %u)
  call void @use(i64 %v)
  ret void
}

; sext(s * 4) without nsw is not 4 * sext(s): not a candidate of stride sext(s).
; CHECK-LABEL: @sext_wrap(
; CHECK:       %y = getelementptr inbounds float, ptr %a, i64 %e4
define void @sext_wrap(ptr %a, i32 %s) {
  %s2 = mul nsw i32 %s, 2
  %e2 = sext i32 %s2 to i64
  %x = getelementptr inbounds float, ptr %a, i64 %e2
  store float 0.0, ptr %x
  %s4 = mul i32 %s, 4
  %e4 = sext i32 %s4 to i64
  %y = getelementptr inbounds float, ptr %a, i64 %e4
  store float 1.0, ptr %y
  ret void
}
