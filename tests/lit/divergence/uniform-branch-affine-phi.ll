; A uniform branch (on a kernel parameter) whose phi merges tid-dependent values is not made
; divergent by the branch: every lane takes the same side, so the phi is the meet of its incoming
; values: tid+1 and tid+2 give 1*tid + ⊥ (affine, unknown constant); tid and tid give 1*tid + 0.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sgt i32 %n, 4
  br i1 %c, label %then, label %else
then:
  %a = add nsw i32 %tid, 1
  br label %join
else:
  %b = add nsw i32 %tid, 2
  br label %join
join:
  %x = phi i32 [ %a, %then ], [ %b, %else ]
  %y = phi i32 [ %tid, %then ], [ %tid, %else ]
  %z = phi i32 [ 5, %then ], [ 5, %else ]
  %idx = sext i32 %x to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 %y, ptr %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "c":{"state":"uniform"
; CHECK: "x":{"state":"affine","tid_coef":1,"const":null}
; CHECK: "y":{"state":"affine","tid_coef":1,"const":0}
; CHECK: "z":{"state":"uniform","tid_coef":0,"const":5}
; CHECK: "branches":{"entry":{"divergent":false}}
; CHECK: "pattern":"coalesced","stride":4
