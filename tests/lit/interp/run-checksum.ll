; Without --dump, gpuopt run prints one checksum line per buffer argument (FNV-1a of its bytes
; after the run), naming the argument's spec; scalars print nothing. The same inputs give the same
; checksum; a different input gives another.
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 32 --arg i32[32]:rand:3 --arg i32:7 %s > %t1
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 32 --arg i32[32]:rand:3 --arg i32:7 %s > %t2
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 32 --arg i32[32]:rand:3 --arg i32:8 %s > %t3
; RUN: FileCheck %s < %t1
; RUN: diff %t1 %t2
; RUN: %not diff %t1 %t3
; CHECK: {{^}}arg 0: i32[32]:rand:3 checksum {{[0-9a-f]{16}$}}
; CHECK-NOT: arg 1
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr %out, i32 %t
  %v = load i32, ptr %p, align 4
  %w = mul i32 %v, %n
  store i32 %w, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
