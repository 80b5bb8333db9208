; η (temporal divergence): the loop runs tid+1 times, so lanes leave it in different iterations.
; Inside the loop the counter is uniform (all active lanes are in the same iteration); after the
; loop, its users (the LCSSA phi, and a direct use) are divergent. A value defined before the loop
; and used after it is unaffected.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %before = add i32 %n, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i32 %i, 1
  %done = icmp sgt i32 %i.next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %lcssa = phi i32 [ %i.next, %loop ]
  %direct = mul i32 %i, 2
  %keep = add i32 %before, 1
  store i32 %lcssa, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "i":{"state":"uniform","tid_coef":0,"const":null}
; CHECK: "i.next":{"state":"uniform"
; CHECK: "done":{"state":"divergent"
; CHECK: "lcssa":{"state":"divergent"
; CHECK: "direct":{"state":"divergent"
; CHECK: "keep":{"state":"uniform"
; CHECK: "branches":{"loop":{"divergent":true}}
