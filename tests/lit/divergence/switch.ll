; switch: on tid it is a divergent branch and the phi at its join is divergent; on a parameter it
; is uniform and its phi of constants is uniform.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sel = and i32 %tid, 3
  switch i32 %sel, label %d0 [ i32 1, label %d1
                               i32 2, label %d2 ]
d0:
  br label %j1
d1:
  br label %j1
d2:
  br label %j1
j1:
  %x = phi i32 [ 10, %d0 ], [ 11, %d1 ], [ 12, %d2 ]
  switch i32 %n, label %u0 [ i32 1, label %u1 ]
u0:
  br label %j2
u1:
  br label %j2
j2:
  %y = phi i32 [ 20, %u0 ], [ 21, %u1 ]
  %s = add i32 %x, %y
  store i32 %s, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "x":{"state":"divergent"
; CHECK: "y":{"state":"uniform","tid_coef":0,"const":null}
; CHECK: "branches":{"entry":{"divergent":true},"j1":{"divergent":false}}
