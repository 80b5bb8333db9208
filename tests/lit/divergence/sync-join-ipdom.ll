; γ at the immediate post-dominator: a diamond on a tid-dependent condition; the phi at the join
; merges different values and is divergent, though both are uniform. A phi whose incoming values
; are one and the same value stays uniform.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else
then:
  %a = add i32 %n, 1
  br label %join
else:
  %b = add i32 %n, 2
  br label %join
join:
  %x = phi i32 [ %a, %then ], [ %b, %else ]
  %same = phi i32 [ %n, %then ], [ %n, %else ]
  store i32 %x, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "a":{"state":"uniform"
; CHECK: "b":{"state":"uniform"
; CHECK: "x":{"state":"divergent"
; CHECK: "same":{"state":"uniform"
; CHECK: "branches":{"entry":{"divergent":true}}
