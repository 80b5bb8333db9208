; The source table: tid.x is 1*tid + 0; tid.y, tid.z and laneid are divergent when nothing is
; known about blockDim.x; ntid, ctaid, nctaid, warpsize, kernel parameters, vote/ballot results
; are uniform; clock, lanemask and shuffles are divergent; a load from a uniform address is
; uniform, but not from lane-private memory (an alloca).
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %slot = alloca i32, align 4
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %clk = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %lm = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %odd = trunc i32 %tx to i1
  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %odd)
  %shf = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %n, i32 0, i32 31)
  %g = load i32, ptr %out, align 4
  store i32 %tx, ptr %slot, align 4
  %priv = load i32, ptr %slot, align 4
  %gid = mul i32 %ctaid, %ntid
  %i = add i32 %gid, %tx
  store i32 %i, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "out":{"state":"uniform"
; CHECK: "n":{"state":"uniform"
; CHECK: "slot":{"state":"divergent"
; CHECK: "tx":{"state":"affine","tid_coef":1,"const":0}
; CHECK: "ty":{"state":"divergent"
; CHECK: "tz":{"state":"divergent"
; CHECK: "lane":{"state":"divergent"
; CHECK: "ntid":{"state":"uniform"
; CHECK: "ctaid":{"state":"uniform"
; CHECK: "nctaid":{"state":"uniform"
; CHECK: "ws":{"state":"uniform"
; CHECK: "clk":{"state":"divergent"
; CHECK: "lm":{"state":"divergent"
; CHECK: "bal":{"state":"uniform"
; CHECK: "shf":{"state":"divergent"
; CHECK: "g":{"state":"uniform"
; CHECK: "priv":{"state":"divergent"
; CHECK: "i":{"state":"affine","tid_coef":1,"const":null}
