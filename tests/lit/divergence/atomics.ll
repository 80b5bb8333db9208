; Atomics are divergent sources (rule ATMD of Fig. 10) even at a uniform address: each lane gets
; a different old value. Their access pattern is that of the address (broadcast here, coalesced
; for a per-lane counter). A branch on an atomic's result is divergent.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %ctr, ptr %arr) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw add ptr %ctr, i32 1 monotonic
  %pair = cmpxchg ptr %ctr, i32 0, i32 1 monotonic monotonic
  %cx = extractvalue { i32, i1 } %pair, 0
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %arr, i64 %idx
  %own = atomicrmw max ptr %p, i32 7 monotonic
  %first = icmp eq i32 %old, 0
  br i1 %first, label %then, label %exit
then:
  store i32 %cx, ptr %ctr
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "old":{"state":"divergent"
; CHECK: "cx":{"state":"divergent"
; CHECK: "own":{"state":"divergent"
; CHECK: "branches":{"entry":{"divergent":true}}
; CHECK: "opcode":"atomicrmw","pattern":"broadcast"
; CHECK: "opcode":"cmpxchg","pattern":"broadcast"
; CHECK: "opcode":"atomicrmw","pattern":"coalesced","stride":4
