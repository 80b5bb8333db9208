; div-spill (Sampaio et al. TOPLAS'13 §4, Fig. 18) under a budget of 2 registers: every spillable
; value live across the loop leaves registers by its divergence state.
;   (i)   %c    = 7 (a constant computed by an instruction)  -> the constant at each use
;   (iii) %aff  = 4*tid + 12                                  -> 4*tid + 12 recomputed at each use
;   %uni  = ctaid*n (invariant, 2 instructions)               -> recomputed at each use (beyond the paper)
;   (ii)  %big  = ((ctaid*n + 5)*n) ^ 7 (invariant)           -> one slot per block, no barrier
;   (iv)  %mix  = 4*tid + ctaid*n                             -> mix - 4*tid in the block slot, 4*tid added back
;   (ii)  %ld   = a uniform load outside divergent regions    -> a per-warp slot, bar.warp.sync before the store
;   %div  = a load at a tid-dependent address (divergent)     -> left to ptxas
; RUN: %gpuopt opt -p div-spill --max-registers 2 --min-registers 1 %s | FileCheck %s
; RUN: %gpuopt opt -p div-spill --max-registers 2 --min-registers 1 %s -o %t.ll && %gpuopt opt -p verify %t.ll > /dev/null
; Without a budget (no option, no maxnreg/launch bounds) nothing changes:
; RUN: %gpuopt opt -p div-spill %s | FileCheck %s --check-prefix=NONE
; A budget the kernel fits changes nothing either:
; RUN: %gpuopt opt -p div-spill --max-registers 64 %s | FileCheck %s --check-prefix=NONE
; ptxas raises a cap below 24 to 24, and so does the model (default --min-registers 24): a cap of 2
; is then a budget of 24, which this kernel fits:
; RUN: %gpuopt opt -p div-spill --max-registers 2 %s | FileCheck %s --check-prefix=NONE
; With no shared memory left (the kernel's own 64 bytes fill the bound), only rematerialisation:
; RUN: %gpuopt opt -p div-spill --max-registers 2 --min-registers 1 --spill-shared 64 %s | FileCheck %s --check-prefix=NOSMEM
; The interpreter agrees before and after (warps diverge on %t < %n):
; RUN: %gpuopt difftest -p div-spill --max-registers 2 --min-registers 1 --kernel k --grid 3 --block 96 --arg i32[4096]:rand --arg i32[4096]:zero --arg i32:40 %s | FileCheck %s --check-prefix=INTERP
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [16 x i32] undef, align 4

define void @k(ptr %in, ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c = add i32 3, 4
  %t4 = mul i32 %tid, 4
  %aff = add i32 %t4, 12
  %uni = mul i32 %ctaid, %n
  %mix = add i32 %t4, %uni
  %b1 = add i32 %uni, 5
  %b2 = mul i32 %b1, %n
  %big = xor i32 %b2, 7
  %ld = load i32, ptr %in, align 4
  %didx = zext i32 %tid to i64
  %dp = getelementptr i32, ptr %in, i64 %didx
  %div = load i32, ptr %dp, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 8
  br i1 %done, label %tail, label %loop
tail:
  %cond = icmp ult i32 %tid, %n
  br i1 %cond, label %then, label %exit
then:
  %s1 = add i32 %acc.next, %c
  %s2 = add i32 %s1, %aff
  %s3 = add i32 %s2, %uni
  %s4 = add i32 %s3, %mix
  %s5 = add i32 %s4, %ld
  %s6 = add i32 %s5, %div
  %s7 = add i32 %s6, %big
  %o = getelementptr i32, ptr %out, i64 %didx
  store i32 %s7, ptr %o, align 4
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: @__gpuopt_divspill.k = internal addrspace(3) global [{{[0-9]+}} x i8] undef, align 8
; CHECK-LABEL: entry:
; the warp's slot offset and lane mask, once:
; CHECK: lshr i32 %{{[0-9]+}}, 5
; CHECK: %divspill.warp = add i32
; CHECK: %uni = mul i32 %divspill.sreg{{[0-9]*}}, %n
; CHECK: %[[U:divspill.remat[0-9]*]] = mul i32 %{{[0-9]+}}, %n
; CHECK-NEXT: %mix = add i32 %t4, %[[U]]
; CHECK-NEXT: %[[T:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %[[M:[0-9]+]] = mul i32 %[[T]], 4
; CHECK-NEXT: %[[R:[0-9]+]] = sub i32 %mix, %[[M]]
; CHECK-NEXT: store volatile i32 %[[R]], ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__gpuopt_divspill.k
; CHECK: %big = xor i32 %b2, 7
; CHECK-NEXT: store volatile i32 %big, ptr addrspace(3) @__gpuopt_divspill.k
; CHECK: %ld = load i32, ptr %in
; CHECK-NEXT: call void @llvm.nvvm.bar.warp.sync(i32
; CHECK-NEXT: %[[SL:divspill.slot[0-9]*]] = getelementptr inbounds i8, ptr addrspace(3) @__gpuopt_divspill.k, i32 %divspill.warp
; CHECK-NEXT: store volatile i32 %ld, ptr addrspace(3) %[[SL]]
; CHECK-NOT: store volatile i32 %div
; CHECK-LABEL: loop:
; the loop counter is not spilled (a store per iteration):
; CHECK-NOT: store volatile
; CHECK-LABEL: then:
; CHECK: %s1 = add i32 %acc.next, 7
; CHECK: %divspill.remat{{[0-9]*}} = add i32 %{{[0-9]+}}, 12
; CHECK-NEXT: %s2 = add i32 %s1, %divspill.remat
; CHECK: %[[MR:divspill.reload[0-9]*]] = load volatile i32, ptr addrspace(3) getelementptr
; CHECK-NEXT: %[[T2:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %[[M2:[0-9]+]] = mul i32 %[[T2]], 4
; CHECK-NEXT: %[[MX:divspill.reload[0-9]*]] = add i32 %[[MR]], %[[M2]]
; CHECK-NEXT: %s4 = add i32 %s3, %[[MX]]
; CHECK: load volatile i32, ptr addrspace(3) %divspill.slot
; CHECK: %s6 = add i32 %s5, %div
; CHECK: %[[BR:divspill.reload[0-9]*]] = load volatile i32, ptr addrspace(3) @__gpuopt_divspill.k
; CHECK-NEXT: %s7 = add i32 %s6, %[[BR]]

; NONE-NOT: {{%divspill|@__gpuopt_divspill}}
; NONE-NOT: bar.warp.sync

; NOSMEM-NOT: @__gpuopt_divspill.k =
; NOSMEM: %s1 = add i32 %acc.next, 7
; NOSMEM: %divspill.remat{{[0-9]*}} = add i32 %{{[0-9]+}}, 12
; NOSMEM-NOT: load volatile

; INTERP: difftest: 3 runs, outputs identical
