; atomicrmw and cmpxchg through pointers proven in a space use that space (atom.shared / atom.global).
; RUN: %gpuopt opt -p infer-memspace %s | FileCheck %s
; RUN: %gpuopt opt -p infer-memspace %s | %llvm-bindir/llc -O0 -march=nvptx64 -mcpu=sm_90 | FileCheck %s --check-prefix=PTX
; RUN: %gpuopt difftest -p infer-memspace --kernel count --grid 2 --block 64 --arg i32[1]:zero --arg i32[1]:zero --arg i32:rand:0:31 --seeds 3 %s | FileCheck %s --check-prefix=DIFF
; DIFF: difftest: 3 runs, outputs identical
target triple = "nvptx64-nvidia-cuda"

@hist = internal addrspace(3) global [32 x i32] undef, align 4

; CHECK-LABEL: define {{.*}}void @count(
; CHECK: atomicrmw add ptr addrspace(3) %slot.shared, i32 1 monotonic
; CHECK: cmpxchg ptr addrspace(1) %flag.global, i32 0, i32 1 seq_cst seq_cst
; CHECK: atomicrmw volatile add ptr addrspace(1) %total.global, i32 %old syncscope("block") monotonic
; PTX: atom.shared.add.u32
; PTX: atom{{.*}}.global{{.*}}.cas.b32
define void @count(ptr %flag, ptr %total, i32 %bin) {
  %slot = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @hist to ptr), i32 0, i32 %bin
  %old = atomicrmw add ptr %slot, i32 1 monotonic
  %pair = cmpxchg ptr %flag, i32 0, i32 1 seq_cst seq_cst
  %t = atomicrmw volatile add ptr %total, i32 %old syncscope("block") monotonic
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @count, !"kernel", i32 1}
