; zext nneg of an affine value whose polynomial can wrap (Fig. 12's casts): the lanes' differences
; stay exact (each lane's value lies in [0, 2^31) and two of them differ by less than 2^31), but the
; constant term is the value only when c0 + c1*tid stays in [0, 2^31) for every tid. With
; c0 = INT_MIN + 10 and c1 = -1 the lanes from tid 11 on hold c0 - tid + 2^32 (the lanes below are
; poison), so the constant is unknown; %z.ok (2000 - tid, in [977, 2000]) keeps it.
; Checked against executed values by scripts/divcheck-lit.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = sub i32 -2147483638, %tid
  %z.wrap = zext nneg i32 %v to i64
  %w = sub i32 2000, %tid
  %z.ok = zext nneg i32 %w to i64
  %s = add i64 %z.wrap, %z.ok
  %g = getelementptr inbounds i64, ptr %out, i32 %tid
  store i64 %s, ptr %g
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "z.wrap":{"state":"affine","tid_coef":-1,"const":null}
; CHECK: "z.ok":{"state":"affine","tid_coef":-1,"const":2000}
