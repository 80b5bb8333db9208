; gpucc §3.4.1: constants come out of GEP indices through sext only when the add is nsw, through
; zext only when it is nuw (otherwise the extension does not distribute: no extraction).
; RUN: %gpuopt opt -p sep-const-offset %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: @sext_nsw(
; CHECK:       [[E:%.*]] = sext i32 %i to i64
; CHECK-NEXT:  [[V:%.*]] = getelementptr float, ptr %a, i64 [[E]]
; CHECK-NEXT:  %p = getelementptr i8, ptr [[V]], i64 4
define float @sext_nsw(ptr %a, i32 %i) {
  %i1 = add nsw i32 %i, 1
  %e = sext i32 %i1 to i64
  %p = getelementptr inbounds float, ptr %a, i64 %e
  %v = load float, ptr %p
  ret float %v
}

; No nsw: sext(i + 1) may differ from sext(i) + 1 (i = INT_MAX).
; CHECK-LABEL: @sext_wrap(
; CHECK:       %i1 = add i32 %i, 1
; CHECK-NEXT:  %e = sext i32 %i1 to i64
; CHECK-NEXT:  %p = getelementptr inbounds float, ptr %a, i64 %e
define float @sext_wrap(ptr %a, i32 %i) {
  %i1 = add i32 %i, 1
  %e = sext i32 %i1 to i64
  %p = getelementptr inbounds float, ptr %a, i64 %e
  %v = load float, ptr %p
  ret float %v
}

; An i32 index is sign-extended by the GEP itself: same rule.
; CHECK-LABEL: @implicit_sext_wrap(
; CHECK:       %p = getelementptr inbounds float, ptr %a, i32 %i1
; CHECK-NOT:   getelementptr i8
define float @implicit_sext_wrap(ptr %a, i32 %i) {
  %i1 = add i32 %i, 3
  %p = getelementptr inbounds float, ptr %a, i32 %i1
  %v = load float, ptr %p
  ret float %v
}

; zext with nuw: extracted. zext with only nsw: not (u = 0xffffffff).
; CHECK-LABEL: @zext(
; CHECK:       [[Z:%.*]] = zext i32 %u to i64
; CHECK-NEXT:  [[V:%.*]] = getelementptr float, ptr %a, i64 [[Z]]
; CHECK-NEXT:  %p = getelementptr i8, ptr [[V]], i64 8
; CHECK:       %w1 = add nsw i32 %w, 2
; CHECK-NEXT:  %zw = zext i32 %w1 to i64
; CHECK-NEXT:  %q = getelementptr inbounds float, ptr %a, i64 %zw
define float @zext(ptr %a, i32 %u, i32 %w) {
  %u1 = add nuw i32 %u, 2
  %z = zext i32 %u1 to i64
  %p = getelementptr inbounds float, ptr %a, i64 %z
  %v = load float, ptr %p
  %w1 = add nsw i32 %w, 2
  %zw = zext i32 %w1 to i64
  %q = getelementptr inbounds float, ptr %a, i64 %zw
  %x = load float, ptr %q
  %s = fadd float %v, %x
  ret float %s
}

; Through sub, or disjoint and shl by constants, in a 2-D array GEP: row 2*(i+3)-1 = 2i + 5,
; 5 rows of [16 x float] = 320 bytes; column (2j | 1) = 2j + 1: 4 bytes; 324 in all.
; CHECK-LABEL: @chain(
; CHECK:       [[R:%.*]] = shl i64 %i, 1
; CHECK:       [[V:%.*]] = getelementptr [16 x float], ptr %a, i64 [[R]], i64 %j
; CHECK-NEXT:  %p = getelementptr i8, ptr [[V]], i64 324
define float @chain(ptr %a, i64 %i, i64 %j0) {
  %i3 = add i64 %i, 3
  %r2 = shl i64 %i3, 1
  %r = sub i64 %r2, 1
  %j = shl i64 %j0, 1
  %j1 = or disjoint i64 %j, 1
  %p = getelementptr inbounds [16 x float], ptr %a, i64 %r, i64 %j1
  %v = load float, ptr %p
  ret float %v
}

; Plain or (bits may overlap) is not an add.
; CHECK-LABEL: @plain_or(
; CHECK:       %p = getelementptr inbounds float, ptr %a, i64 %j1
; CHECK-NOT:   getelementptr i8
define float @plain_or(ptr %a, i64 %j) {
  %j1 = or i64 %j, 1
  %p = getelementptr inbounds float, ptr %a, i64 %j1
  %v = load float, ptr %p
  ret float %v
}

; Constant indices of a GEP with a variable one join the byte offset (a shared-memory tile,
; As[ty][5] and As[ty][6]): both become &As[ty][0] plus 20 and 24 bytes.
@As = internal addrspace(3) global [16 x [16 x float]] undef
; CHECK-LABEL: @tile(
; CHECK:       [[V:%.*]] = getelementptr [16 x [16 x float]], ptr addrspace(3) @As, i64 0, i64 %ty, i64 0
; CHECK-NEXT:  %p = getelementptr i8, ptr addrspace(3) [[V]], i64 20
; CHECK:       [[W:%.*]] = getelementptr [16 x [16 x float]], ptr addrspace(3) @As, i64 0, i64 %ty, i64 0
; CHECK-NEXT:  %q = getelementptr i8, ptr addrspace(3) [[W]], i64 24
; CHECK:       %r = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i64 0, i64 3, i64 5
define float @tile(i64 %ty) {
  %p = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i64 0, i64 %ty, i64 5
  %v = load float, ptr addrspace(3) %p
  %q = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i64 0, i64 %ty, i64 6
  %w = load float, ptr addrspace(3) %q
  %r = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i64 0, i64 3, i64 5
  %x = load float, ptr addrspace(3) %r
  %s = fadd float %v, %w
  %t = fadd float %s, %x
  ret float %t
}
