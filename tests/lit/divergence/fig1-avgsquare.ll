; Fig. 1 (avgSquare) of Sampaio et al., with Fig. 2's expectations for §3.3 (simple) and §3.4
; (affine): the loop test i < N compares two affine values with the same tid coefficient
; (N = tid + c*c, i = tid + k*c), so under affine the loop is not divergent and d after the loop
; is uniform; under simple both are divergent (temporal divergence through the loop exit).
; RUN: %gpuopt analyze --divergence=affine --json %s | FileCheck %s --check-prefix=AFF
; RUN: %gpuopt analyze --divergence=simple --json %s | FileCheck %s --check-prefix=SIM
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @avgSquare(ptr %m, ptr %v, i32 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp slt i32 %tid, %c
  br i1 %cmp, label %body, label %exit
body:
  %cc = mul nsw i32 %c, %c
  %N = add nsw i32 %tid, %cc
  br label %loop.cond
loop.cond:
  %i = phi i32 [ %tid, %body ], [ %i.next, %loop ]
  %d = phi i32 [ 0, %body ], [ %d.next, %loop ]
  %sum = phi float [ 0.0, %body ], [ %sum.next, %loop ]
  %lt = icmp slt i32 %i, %N
  br i1 %lt, label %loop, label %after
loop:
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %m, i64 %idx
  %x = load float, ptr %p, align 4
  %sum.next = fadd float %sum, %x
  %d.next = add nsw i32 %d, 1
  %i.next = add nsw i32 %i, %c
  br label %loop.cond
after:
  %df = sitofp i32 %d to float
  %avg = fdiv float %sum, %df
  %tidx = sext i32 %tid to i64
  %q = getelementptr inbounds float, ptr %v, i64 %tidx
  store float %avg, ptr %q, align 4
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @avgSquare, !"kernel", i32 1}

; AFF: "name":"avgSquare"
; AFF: "tid":{"state":"affine","tid_coef":1,"const":0}
; AFF: "N":{"state":"affine","tid_coef":1,"const":null}
; AFF: "i":{"state":"affine","tid_coef":1,"const":null}
; AFF: "d":{"state":"uniform","tid_coef":0,"const":null}
; AFF: "lt":{"state":"uniform","tid_coef":0,"const":null}
; AFF: "df":{"state":"uniform","tid_coef":0,"const":null}
; AFF: "branches":{"entry":{"divergent":true},"loop.cond":{"divergent":false}}
; AFF: "pattern":"coalesced","stride":4
; AFF: "pattern":"coalesced","stride":4

; SIM: "tid":{"state":"divergent","tid_coef":null,"const":null}
; SIM: "d":{"state":"uniform","tid_coef":0,"const":null}
; SIM: "lt":{"state":"divergent"
; SIM: "df":{"state":"divergent"
; SIM: "branches":{"entry":{"divergent":true},"loop.cond":{"divergent":true}}
; SIM: "pattern":"divergent"
