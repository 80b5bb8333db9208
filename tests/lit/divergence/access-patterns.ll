; Access patterns of loads and stores: broadcast (uniform address), coalesced (stride equal to the
; element size, either sign), strided (another stride, in bytes), divergent (tid*tid, or an index
; loaded from memory). Text output names the block and the stride.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
; RUN: %gpuopt analyze --divergence %s | FileCheck %s --check-prefix=TEXT
; RUN: %gpuopt analyze --divergence=poly2 --json %s | FileCheck %s --check-prefix=P2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %a, ptr %b, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %bc = load float, ptr %a, align 4
  %pc = getelementptr inbounds float, ptr %a, i64 %t64
  %vc = load float, ptr %pc, align 4
  %rev = sub nsw i64 1000, %t64
  %pr = getelementptr inbounds double, ptr %b, i64 %rev
  store double 1.0, ptr %pr, align 8
  %t3 = mul nsw i64 %t64, 3
  %ps = getelementptr inbounds float, ptr %a, i64 %t3
  store float %bc, ptr %ps, align 4
  %sq = mul nsw i64 %t64, %t64
  %pq = getelementptr inbounds i8, ptr %a, i64 %sq
  %vq = load i8, ptr %pq, align 1
  %ind = load i32, ptr %pc, align 4
  %ix = sext i32 %ind to i64
  %pg = getelementptr inbounds float, ptr %b, i64 %ix
  %vg = load float, ptr %pg, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "accesses":[
; CHECK-SAME: {"block":"entry","opcode":"load","pattern":"broadcast","stride":null,"size":4}
; CHECK-SAME: {"block":"entry","opcode":"load","pattern":"coalesced","stride":4,"size":4}
; CHECK-SAME: {"block":"entry","opcode":"store","pattern":"coalesced","stride":-8,"size":8}
; CHECK-SAME: {"block":"entry","opcode":"store","pattern":"strided","stride":12,"size":4}
; CHECK-SAME: {"block":"entry","opcode":"load","pattern":"divergent","stride":null,"size":1}
; CHECK-SAME: {"block":"entry","opcode":"load","pattern":"coalesced","stride":4,"size":4}
; CHECK-SAME: {"block":"entry","opcode":"load","pattern":"divergent","stride":null,"size":4}
; CHECK: "summary":{"values":{{[0-9]+}},
; CHECK-SAME: "accesses":7,"broadcast":1,"coalesced":3,"strided":1,"divergent_accesses":2}

; TEXT: access load in %entry: broadcast size 4
; TEXT: access load in %entry: coalesced stride 4 size 4
; TEXT: access store in %entry: coalesced stride -8 size 8
; TEXT: access store in %entry: strided stride 12 size 4
; TEXT: summary: values

; With poly2 the tid*tid address is known exactly but still not affine: divergent pattern.
; P2: "sq":{"state":"affine","tid2_coef":1,"tid_coef":0,"const":0}
; P2: "pattern":"divergent","stride":null,"size":1
