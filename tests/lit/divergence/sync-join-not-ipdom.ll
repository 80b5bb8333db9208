; γ at a join that is not the immediate post-dominator: lanes split at %entry on tid; on one side
; a uniform branch sends them either to %join or straight to %exit. %join is reached by disjoint
; paths from both successors of %entry, so its phi is divergent, although the immediate
; post-dominator of %entry is %exit.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
; RUN: %gpuopt analyze --cfg %s | FileCheck %s --check-prefix=CFG
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %a, label %b
a:
  %u = icmp sgt i32 %n, 0
  br i1 %u, label %join, label %exit
b:
  br label %join
join:
  %x = phi i32 [ 1, %a ], [ 2, %b ]
  store i32 %x, ptr %out
  br label %exit
exit:
  %y = phi i32 [ 0, %a ], [ %x, %join ]
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CFG: block entry: idom=- ipdom=exit
; CHECK: "u":{"state":"uniform"
; CHECK: "x":{"state":"divergent"
; CHECK: "y":{"state":"divergent"
; CHECK: "branches":{"entry":{"divergent":true},"a":{"divergent":false}}
