; gpucc Fig. 4: a pointer induction variable over a __shared__ array. p depends on itself through
; the loop phi; Algorithm 1 assumes it shared and keeps it so (its sources are @a or p itself).
; RUN: %gpuopt opt -p infer-memspace %s | FileCheck %s
; RUN: %gpuopt analyze --memspace %s | FileCheck %s --check-prefix=AN
; Without llc's own address-space inference (-O0) the PTX shows the transform's effect:
; RUN: %gpuopt opt -p infer-memspace %s | %llvm-bindir/llc -O0 -march=nvptx64 -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %llvm-bindir/llc -O0 -march=nvptx64 -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=BASE
; Same results before and after, on the SIMT interpreter:
; RUN: %gpuopt difftest -p infer-memspace --kernel fig4 --grid 1 --block 128 --arg f32[1024]:rand --arg f32[1]:zero --seeds 3 %s | FileCheck %s --check-prefix=DIFF
; DIFF: difftest: 3 runs, outputs identical

; CHECK-LABEL: define {{.*}}void @fig4(
; CHECK: store float %x, ptr addrspace(3) %dst.shared
; CHECK: %p.shared = phi ptr addrspace(3) [ @a, %sync ], [ %p.next.shared, %loop ]
; CHECK: load float, ptr addrspace(3) %p.shared
; CHECK: %p.next.shared = getelementptr inbounds float, ptr addrspace(3) %p.shared, i64 1
; CHECK: icmp eq ptr addrspace(3) %p.next.shared, getelementptr inbounds (float, ptr addrspace(3) @a, i64 1024)
; CHECK: store float %sum.next, ptr addrspace(1) %out.global
; The generic induction variable is dead and gone:
; CHECK-NOT: phi ptr [

; AN: %in: global
; AN: %out: global
; AN: %src: global
; AN: %dst: shared
; AN: %p: shared
; AN: %p.next: shared

; PTX: ld.shared.{{[fb]}}32
; PTX: st.global.{{[fb]}}32
; BASE-NOT: ld.shared
; BASE: ld.{{[fb]}}32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(3) global [1024 x float] undef, align 4

define void @fig4(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %init
init:
  %i = phi i32 [ %tid, %entry ], [ %i.next, %init ]
  %src = getelementptr inbounds float, ptr %in, i32 %i
  %x = load float, ptr %src, align 4
  %dst = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @a to ptr), i32 0, i32 %i
  store float %x, ptr %dst, align 4
  %i.next = add i32 %i, %ntid
  %more = icmp ult i32 %i.next, 1024
  br i1 %more, label %init, label %sync
sync:
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %loop, label %exit
loop:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @a to ptr), %sync ], [ %p.next, %loop ]
  %sum = phi float [ 0.0, %sync ], [ %sum.next, %loop ]
  %v = load float, ptr %p, align 4
  %sum.next = fadd float %sum, %v
  %p.next = getelementptr inbounds float, ptr %p, i64 1
  %done = icmp eq ptr %p.next, getelementptr inbounds (float, ptr addrspacecast (ptr addrspace(3) @a to ptr), i64 1024)
  br i1 %done, label %write, label %loop
write:
  store float %sum.next, ptr %out, align 4
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @fig4, !"kernel", i32 1}
