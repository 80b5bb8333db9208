; Hand-written kernels for smem-prefetch's shapes that clang's output does not give (check-wang):
; RUN-ARGS lines are `gpuopt difftest` launches (before/after each pipeline must agree).
;  joinphi: the guard's join is the loop's exit and has a phi (one value from the guard, one from
;    the header: the rewrite selects on act); the latch is the body's only block; i64 induction
;    variable from 1, exit test `m >= k` (operands swapped), guard taken on its false edge.
;  ultrip: unsigned `k < n` with k from an argument, a 2-D block whose rows read different rows
;    of A (tid.y in the address), the loop reached by all threads (no guard).
; RUN-ARGS: --kernel joinphi --grid 3 --block 32 --arg f32[96]:zero --arg f32[41]:rand:1 --arg i32:70 --arg i64:40
; RUN-ARGS: --kernel joinphi --grid 2 --block 40 --arg f32[80]:zero --arg f32[3]:rand:1 --arg i32:75 --arg i64:2
; RUN-ARGS: --kernel joinphi --grid 2 --block 40 --arg f32[80]:zero --arg f32[1]:rand:1 --arg i32:75 --arg i64:0
; RUN-ARGS: --kernel ultrip --grid 2 --block 8,3 --arg f32[48]:zero --arg f32[300]:rand:1 --arg i32:5 --arg i32:50
; RUN-ARGS: --kernel ultrip --grid 1 --block 16,2 --arg f32[32]:zero --arg f32[200]:rand:1 --arg i32:7 --arg i32:7
; EXPECT-REWRITES: joinphi smem-prefetch
; EXPECT-REWRITES: ultrip smem-prefetch
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @joinphi(ptr noalias %out, ptr noalias %x, i32 %n, i64 %m) {
entry:
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bd = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b0 = mul i32 %bx, %bd
  %i = add i32 %b0, %tx
  %skip = icmp sge i32 %i, %n
  br i1 %skip, label %join, label %ph

ph:
  %fi = sitofp i32 %i to float
  br label %head

head:
  %k = phi i64 [ 1, %ph ], [ %k1, %body ]
  %r = phi float [ %fi, %ph ], [ %r1, %body ]
  %c = icmp sge i64 %m, %k
  br i1 %c, label %body, label %join

body:
  %p = getelementptr inbounds float, ptr %x, i64 %k
  %v = load float, ptr %p, align 4
  %r1 = fadd float %r, %v
  %k1 = add nsw i64 %k, 1
  br label %head

join:
  %res = phi float [ -1.0, %entry ], [ %r, %head ]
  %io = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %out, i64 %io
  store float %res, ptr %q, align 4
  ret void
}

define void @ultrip(ptr noalias %out, ptr noalias %A, i32 %lo, i32 %n) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %r0 = mul i32 %bx, %ny
  %row = add i32 %r0, %ty
  %rb = mul i32 %row, 50
  br label %head

head:
  %k = phi i32 [ %lo, %entry ], [ %k1, %body ]
  %s = phi float [ 0.0, %entry ], [ %s1, %body ]
  %c = icmp ult i32 %k, %n
  br i1 %c, label %body, label %exit

body:
  %a = add i32 %rb, %k
  %az = zext i32 %a to i64
  %p = getelementptr inbounds float, ptr %A, i64 %az
  %v = load float, ptr %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add i32 %k, 1
  br label %head

exit:
  %t0 = mul i32 %row, %nx
  %t = add i32 %t0, %tx
  %tf = uitofp i32 %tx to float
  %o = fadd float %s, %tf
  %tz = zext i32 %t to i64
  %q = getelementptr inbounds float, ptr %out, i64 %tz
  store float %o, ptr %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @joinphi, !"kernel", i32 1}
!1 = !{ptr @ultrip, !"kernel", i32 1}
