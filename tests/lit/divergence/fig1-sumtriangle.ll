; Fig. 1 (sumTriangle) of Sampaio et al., Fig. 2's expectations: the loop bound L = (tid+1)*c and
; i = tid + k*c do not have the same tid coefficient, so the loop is divergent in both analyses;
; d is uniform inside the loop (the branch on d % 2 is not divergent) and divergent after it
; (temporal divergence: lanes leave the loop in different iterations).
; RUN: %gpuopt analyze --divergence=affine --json %s | FileCheck %s
; RUN: %gpuopt analyze --divergence=simple --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sumTriangle(ptr %m, ptr %v, i32 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp slt i32 %tid, %c
  br i1 %cmp, label %body, label %exit
body:
  %t1 = add nsw i32 %tid, 1
  %L = mul nsw i32 %t1, %c
  br label %loop.cond
loop.cond:
  %i = phi i32 [ %tid, %body ], [ %i.next, %latch ]
  %d = phi i32 [ 0, %body ], [ %d.next, %latch ]
  %sum = phi float [ 0.0, %body ], [ %sum2, %latch ]
  %lt = icmp slt i32 %i, %L
  br i1 %lt, label %loop, label %after
loop:
  %rem = srem i32 %d, 2
  %odd = icmp ne i32 %rem, 0
  br i1 %odd, label %then, label %latch
then:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %m, i64 %idx
  %x = load float, ptr %p, align 4
  %s1 = fadd float %sum, %x
  br label %latch
latch:
  %sum2 = phi float [ %s1, %then ], [ %sum, %loop ]
  %d.next = add nsw i32 %d, 1
  %i.next = add nsw i32 %i, %c
  br label %loop.cond
after:
  %dm1 = sub nsw i32 %d, 1
  %idx2 = sext i32 %dm1 to i64
  %q = getelementptr inbounds float, ptr %v, i64 %idx2
  store float %sum, ptr %q, align 4
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @sumTriangle, !"kernel", i32 1}

; CHECK: "name":"sumTriangle"
; CHECK: "L":{"state":"divergent"
; CHECK: "d":{"state":"uniform"
; CHECK: "lt":{"state":"divergent"
; CHECK: "odd":{"state":"uniform"
; CHECK: "dm1":{"state":"divergent"
; CHECK: "branches":{"entry":{"divergent":true},"loop.cond":{"divergent":true},"loop":{"divergent":false}}
; CHECK: "block":"after","opcode":"store","pattern":"divergent"
