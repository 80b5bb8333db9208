; gpucc §3.6: a 64-bit quotient and remainder of the same operands share one run-time check and
; one 32-bit fast path; the original 64-bit divisions are the slow path.
; RUN: %gpuopt opt -p bypass-div64 %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}void @qr(
; CHECK: entry:
; CHECK-NEXT: %div64.or = or i64 %a, %b
; CHECK-NEXT: %div64.hi = lshr i64 %div64.or, 32
; CHECK-NEXT: %div64.fits = icmp eq i64 %div64.hi, 0
; CHECK-NEXT: br i1 %div64.fits, label %q.fast, label %q.slow
; CHECK: q.fast:
; CHECK: %q.32 = udiv i32 [[A:%[0-9]+]], [[B:%[0-9]+]]
; CHECK: %r.32 = urem i32 [[A]], [[B]]
; CHECK: br label %q.join
; CHECK: q.slow:
; The slow path's dividend is hidden from the back end's own bypass behind an opaque zero:
; CHECK-NEXT: %div64.zero = call i64 asm "mov.b64 $0, 0;", "=l"()
; CHECK-NEXT: %div64.long = xor i64 %a, %div64.zero
; CHECK-NEXT: %q = udiv i64 %div64.long, %b
; CHECK-NEXT: %r = urem i64 %div64.long, %b
; CHECK-NEXT: br label %q.join
; CHECK: q.join:
; CHECK-NEXT: %q.sel = phi i64 [ {{%[0-9]+}}, %q.fast ], [ %q, %q.slow ]
; CHECK-NEXT: %r.sel = phi i64 [ {{%[0-9]+}}, %q.fast ], [ %r, %q.slow ]
; CHECK-NEXT: store i64 %q.sel
; CHECK: store i64 %r.sel
; Only one check in the function:
; CHECK-NOT: div64.fits
define void @qr(i64 %a, i64 %b, ptr %out) {
entry:
  %q = udiv i64 %a, %b
  %r = urem i64 %a, %b
  store i64 %q, ptr %out
  %o1 = getelementptr i64, ptr %out, i64 1
  store i64 %r, ptr %o1
  ret void
}
