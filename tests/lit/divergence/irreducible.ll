; Irreducible control flow: a divergent branch enters a two-block cycle at either block. Both
; entries are joins (each is reached from both successors), so their phis are divergent, and a
; value defined in the cycle and used after it is divergent too (lanes leave at different times).
; A value computed in the cycle from uniform values only stays uniform.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 8
  br i1 %c, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %nb, %b ]
  %na = add i32 %pa, 1
  %inv = mul i32 %n, 3
  %ca = icmp slt i32 %na, %n
  br i1 %ca, label %b, label %exit
b:
  %pb = phi i32 [ 0, %entry ], [ %na, %a ]
  %nb = add i32 %pb, 2
  br label %a
exit:
  %r = add i32 %na, %inv
  store i32 %r, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "pa":{"state":"divergent"
; CHECK: "na":{"state":"divergent"
; CHECK: "inv":{"state":"uniform"
; CHECK: "pb":{"state":"divergent"
; CHECK: "r":{"state":"divergent"
; CHECK: "branches":{"entry":{"divergent":true},"a":{"divergent":true}}
