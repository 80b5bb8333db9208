; Nested loops: the inner loop's exit depends on tid (divergent), the outer loop's on a parameter
; (uniform). The inner counter is uniform inside the inner loop; its value carried into the outer
; loop's latch is divergent (temporal divergence of the inner loop); the outer counter stays
; uniform and the outer branch is not divergent.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %olatch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add nsw i32 %j, 1
  %idone = icmp sge i32 %j.next, %tid
  br i1 %idone, label %olatch, label %inner
olatch:
  %acc.next = add i32 %acc, %j.next
  %o.next = add nsw i32 %o, 1
  %odone = icmp sge i32 %o.next, %n
  br i1 %odone, label %exit, label %outer
exit:
  store i32 %acc.next, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "o":{"state":"uniform"
; CHECK: "acc":{"state":"divergent"
; CHECK: "j":{"state":"uniform"
; CHECK: "idone":{"state":"divergent"
; CHECK: "acc.next":{"state":"divergent"
; CHECK: "o.next":{"state":"uniform"
; CHECK: "odone":{"state":"uniform"
; CHECK: "branches":{"inner":{"divergent":true},"olatch":{"divergent":false}}
