; div-spill rule (ii) for a loop-carried uniform value (Sampaio et al. TOPLAS'13 §4, Figs. 16-19): the
; uniform phi %u of loop %loop (start and step loaded, so not rematerialisable) lives in a per-warp
; shared-memory slot across the loop body: stored once per iteration after the header's phis, with
; llvm.nvvm.bar.warp.sync (the warp's lanes) before the store, and reloaded before each use. The
; loop lies outside every divergent region (its exit test is uniform), but its body diverges
; (%t & 1): lanes of the warp on either side rejoin before the next store. The same kind of phi %w
; in %dloop, which runs under the divergent branch %t < %n, stays out of slots (not every lane
; of the warp executes it: a __syncwarp of the warp's lanes could wait forever).
; RUN: %gpuopt opt -p div-spill --max-registers 4 --min-registers 1 %s | FileCheck %s
; RUN: %gpuopt opt -p div-spill --max-registers 4 --min-registers 1 %s -o %t.ll && %gpuopt opt -p verify %t.ll > /dev/null
; The interpreter agrees before and after (warps diverge inside the loop and around %dloop):
; RUN: %gpuopt difftest -p div-spill --max-registers 4 --min-registers 1 --seeds 3 --kernel k --grid 3 --block 80 --arg i32[4096]:rand --arg i32[4096]:zero --arg i32:50 %s | FileCheck %s --check-prefix=INTERP
; RUN: %gpuopt difftest -p div-spill --max-registers 6 --min-registers 1 --seeds 3 --kernel k --grid 2 --block 64 --arg i32[4096]:rand --arg i32[4096]:zero --arg i32:9 %s | FileCheck %s --check-prefix=INTERP
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = load i32, ptr %in, align 4
  %p1 = getelementptr i32, ptr %in, i64 1
  %step0 = load i32, ptr %p1, align 4
  %step = and i32 %step0, 7
  %ti = zext i32 %t to i64
  %q0 = getelementptr i32, ptr %in, i64 %ti
  %d0 = load i32, ptr %q0, align 4
  %q1 = getelementptr i32, ptr %q0, i64 128
  %d1 = load i32, ptr %q1, align 4
  %q2 = getelementptr i32, ptr %q0, i64 256
  %d2 = load i32, ptr %q2, align 4
  br label %loop
; CHECK-LABEL: loop:
; CHECK: %u = phi i32
; CHECK: call void @llvm.nvvm.bar.warp.sync(i32
; CHECK-NEXT: add i32 %divspill.warp
; CHECK-NEXT: getelementptr inbounds i8, ptr addrspace(3) @__gpuopt_divspill.k
; CHECK-NEXT: store volatile i32 %u, ptr addrspace(3)
; CHECK-LABEL: latch:
; CHECK: load volatile i32, ptr addrspace(3)
loop:
  %u = phi i32 [ %start, %entry ], [ %u.next, %latch ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %oddb
even:
  %e1 = mul i32 %d0, %d1
  %e2 = add i32 %e1, %d2
  %e3 = xor i32 %e2, %acc
  br label %latch
oddb:
  %o1 = add i32 %d0, %d2
  %o2 = mul i32 %o1, %d1
  %o3 = sub i32 %o2, %acc
  br label %latch
latch:
  %m = phi i32 [ %e3, %even ], [ %o3, %oddb ]
  %mu = add i32 %m, %u
  %acc.next = mul i32 %mu, %d0
  %u.next = add i32 %u, %step
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 6
  br i1 %done, label %after, label %loop
; CHECK-LABEL: after:
; CHECK-LABEL: dloop:
; CHECK-NOT: bar.warp.sync
; CHECK-LABEL: exit:
after:
  %cond = icmp ult i32 %t, %n
  br i1 %cond, label %dpre, label %exit
dpre:
  %w0 = load i32, ptr %p1, align 4
  br label %dloop
dloop:
  %w = phi i32 [ %w0, %dpre ], [ %w.next, %dloop ]
  %j = phi i32 [ 0, %dpre ], [ %j.next, %dloop ]
  %b = phi i32 [ %acc.next, %dpre ], [ %b.next, %dloop ]
  %b1 = mul i32 %b, %d1
  %b2 = add i32 %b1, %d2
  %b3 = xor i32 %b2, %d0
  %b.next = add i32 %b3, %w
  %w.next = add i32 %w, %step
  %j.next = add i32 %j, 1
  %jd = icmp eq i32 %j.next, 5
  br i1 %jd, label %dexit, label %dloop
dexit:
  br label %exit
exit:
  %r = phi i32 [ %acc.next, %after ], [ %b.next, %dexit ]
  %ru = add i32 %r, %u.next
  %po = getelementptr i32, ptr %out, i64 %ti
  store i32 %ru, ptr %po, align 4
  ret void
}

; INTERP: identical

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
