; A kernel with every construct infer-memspace and memspace-aa rewrite, run on the SIMT interpreter
; before and after (bit-identical outputs): memcpy global->shared, memset of a local array, a phi and
; a select that mix shared and global (stay generic), a select of two shared pointers, a pointer
; induction variable over shared memory, an atomic on shared memory, and kernel parameters.
; RUN: %gpuopt opt -p infer-memspace %s | FileCheck %s
; RUN: %gpuopt difftest -p infer-memspace --kernel mix --grid 2 --block 64 --arg i32[128]:rand --arg i32[128]:zero --arg i32:rand:0:63 --seeds 4 %s | FileCheck %s --check-prefix=DIFF
; RUN: %gpuopt difftest -p infer-memspace,memspace-aa,cleanup --kernel mix --grid 2 --block 64 --arg i32[128]:rand --arg i32[128]:zero --arg i32:rand:0:63 --seeds 4 %s | FileCheck %s --check-prefix=DIFF
; RUN: %gpuopt difftest -p gpucc --kernel mix --grid 2 --block 64 --arg i32[128]:rand --arg i32[128]:zero --arg i32:rand:0:63 --seeds 2 %s | FileCheck %s --check-prefix=DIFF
; DIFF: difftest: {{[0-9]+}} runs, outputs identical
; CHECK: call void @llvm.memcpy.p3.p1.i64(
; CHECK: call void @llvm.memset.p5.i64(
; CHECK: %m = phi ptr
; CHECK: %sel = select i1 %odd, ptr
; CHECK: %both.shared = select i1 %odd, ptr addrspace(3)
; CHECK: atomicrmw add ptr addrspace(3)
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4
@cnt = internal addrspace(3) global [64 x i32] undef, align 4

define void @mix(ptr %in, ptr %out, i32 %k) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %c, 64
  %gi = add i32 %base, %t
  %local = alloca [8 x i32], align 4
  %first = icmp eq i32 %t, 0
  br i1 %first, label %load, label %after
load:
  %src = getelementptr inbounds i32, ptr %in, i32 %base
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 addrspacecast (ptr addrspace(3) @tile to ptr), ptr align 4 %src, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 addrspacecast (ptr addrspace(3) @cnt to ptr), i8 0, i64 256, i1 false)
  br label %after
after:
  call void @llvm.nvvm.barrier0()
  call void @llvm.memset.p0.i64(ptr align 4 %local, i8 0, i64 32, i1 false)
  %odd = trunc i32 %t to i1
  %ts = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 0, i32 %t
  %gp = getelementptr inbounds i32, ptr %in, i32 %gi
  br i1 %odd, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %m = phi ptr [ %ts, %a ], [ %gp, %b ]
  %v1 = load i32, ptr %m, align 4
  %sel = select i1 %odd, ptr %gp, ptr %ts
  %v2 = load i32, ptr %sel, align 4
  %kk = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 0, i32 %k
  %both = select i1 %odd, ptr %ts, ptr %kk
  %v3 = load i32, ptr %both, align 4
  %slot = getelementptr inbounds i32, ptr %local, i32 3
  store i32 %v3, ptr %slot, align 4
  %v4 = load i32, ptr %slot, align 4
  %bin = and i32 %v1, 63
  %cp = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @cnt to ptr), i32 0, i32 %bin
  %old = atomicrmw add ptr %cp, i32 1 monotonic
  br label %walk
walk:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @tile to ptr), %j ], [ %p.next, %walk ]
  %s = phi i32 [ 0, %j ], [ %s.next, %walk ]
  %w = load i32, ptr %p, align 4
  %s.next = xor i32 %s, %w
  %p.next = getelementptr inbounds i32, ptr %p, i32 1
  %end = icmp eq ptr %p.next, getelementptr inbounds ([64 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 1, i32 0)
  br i1 %end, label %done, label %walk
done:
  %r1 = add i32 %v1, %v2
  %r2 = add i32 %r1, %v4
  %r3 = add i32 %r2, %s.next
  %o = getelementptr inbounds i32, ptr %out, i32 %gi
  store i32 %r3, ptr %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
!nvvm.annotations = !{!0}
!0 = !{ptr @mix, !"kernel", i32 1}
