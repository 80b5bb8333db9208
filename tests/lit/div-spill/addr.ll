; div-spill's address step (src/transform/div_spill_addr.c): in a loop block, an address that differs
; from an address already loaded in that block by a multiple of kernel parameters is recomputed from
; it (row1 = row0 + 4*w, row2 = row1 + 4*w), so llc's loop strength reduction keeps one register per
; array instead of one per row. Sound only where the index arithmetic cannot wrap (nsw) and the
; neighbour's load comes first.
; RUN: %gpuopt opt -p div-spill --max-registers 1 --min-registers 1 %s | FileCheck %s
; RUN: %gpuopt opt -p div-spill --max-registers 1 --min-registers 1 %s -o %t.ll && %gpuopt opt -p verify %t.ll > /dev/null
; A budget the kernel fits: nothing changes.
; RUN: %gpuopt opt -p div-spill --max-registers 64 %s | FileCheck %s --check-prefix=NONE
; The interpreter agrees (warps diverge on the trip count n - tid%2):
; RUN: %gpuopt difftest -p div-spill --max-registers 1 --min-registers 1 --kernel rows --grid 2 --block 40 --arg f32[4096]:rand --arg f32[64]:zero --arg i32:20 --arg i32:5 %s | FileCheck %s --check-prefix=INTERP
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}void @rows(
; the row loaded after its neighbour's address is computed stays as it is
; CHECK: %rearly = getelementptr inbounds float, ptr %in, i64 %eearly
; CHECK: %r0 = getelementptr inbounds float, ptr %in, i64 %e0
; CHECK: load float, ptr %r0
; CHECK: [[W:%[0-9]+]] = sext i32 %w to i64
; CHECK: [[D:%[0-9]+]] = mul i64 [[W]], 4
; CHECK: %divspill.addr = getelementptr i8, ptr %r0, i64 [[D]]
; CHECK: load float, ptr %divspill.addr
; CHECK: getelementptr i8, ptr %divspill.addr, i64
; the row whose index may wrap (no nsw) stays as it is
; CHECK: %rwrap = getelementptr inbounds float, ptr %in, i64 %ewrap
; outside loops nothing is rewritten
; CHECK: %o1 = getelementptr inbounds float, ptr %out, i64 %eo1
; NONE-NOT: divspill.addr
; INTERP: outputs identical
define void @rows(ptr %in, ptr %out, i32 %w, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %cnt = sub nsw i32 %n, %odd
  %go = icmp sgt i32 %cnt, 0
  br i1 %go, label %loop, label %exit

loop:
  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s3, %loop ]
  %cw = mul nsw i32 %c, %w
  ; row 3's address is computed before row 0 is loaded: no anchor yet
  %i3 = add nsw i32 %cw, %w
  %i3b = add nsw i32 %i3, %w
  %iearly = add nsw i32 %i3b, %w
  %i0 = add nsw i32 %cw, %tid
  %eearly0 = add nsw i32 %iearly, %tid
  %eearly = sext i32 %eearly0 to i64
  %rearly = getelementptr inbounds float, ptr %in, i64 %eearly
  %e0 = sext i32 %i0 to i64
  %r0 = getelementptr inbounds float, ptr %in, i64 %e0
  %v0 = load float, ptr %r0
  %i1 = add nsw i32 %i0, %w
  %e1 = sext i32 %i1 to i64
  %r1 = getelementptr inbounds float, ptr %in, i64 %e1
  %v1 = load float, ptr %r1
  %i2 = add nsw i32 %i1, %w
  %e2 = sext i32 %i2 to i64
  %r2 = getelementptr inbounds float, ptr %in, i64 %e2
  %v2 = load float, ptr %r2
  %iwrap = add i32 %i2, %w
  %ewrap = sext i32 %iwrap to i64
  %rwrap = getelementptr inbounds float, ptr %in, i64 %ewrap
  %v3 = load float, ptr %rwrap
  %v4 = load float, ptr %rearly
  %s0 = fadd float %s, %v0
  %s1 = fadd float %s0, %v1
  %s2 = fadd float %s1, %v2
  %s2b = fadd float %s2, %v3
  %s3 = fadd float %s2b, %v4
  %c1 = add nsw i32 %c, 1
  %more = icmp slt i32 %c1, %cnt
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s3, %loop ]
  %eo0 = sext i32 %tid to i64
  %o0 = getelementptr inbounds float, ptr %out, i64 %eo0
  store float %r, ptr %o0
  %io1 = add nsw i32 %tid, %w
  %eo1 = sext i32 %io1 to i64
  %o1 = getelementptr inbounds float, ptr %out, i64 %eo1
  store float %r, ptr %o1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @rows, !"kernel", i32 1}
