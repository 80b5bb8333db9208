; NVPTX launch registers: threadIdx.x in [0, blockDim.x - 1], blockIdx.x in [0, gridDim.x - 1],
; blockDim.x in [1, 1024], gridDim.x in [1, 2^31 - 1], laneid in [0, 31], warpSize 32. The global
; index blockIdx.x*blockDim.x + threadIdx.x is [0, gridDim.x*blockDim.x - 1]; it may wrap in 32 bits
; for a huge grid, so without nsw its range is the whole type.
; RUN: %gpuopt analyze --ranges --json %s | FileCheck %s

; CHECK: "value":"%tid","bits":32,"reached":true,"lo":"0","hi":"blockDim.x - 1","lo_const":0,"hi_const":1023,"exact":"threadIdx.x"
; CHECK: "value":"%bid","bits":32,"reached":true,"lo":"0","hi":"gridDim.x - 1","lo_const":0,"hi_const":2147483646,"exact":"blockIdx.x"
; CHECK: "value":"%bdim","bits":32,"reached":true,"lo":"blockDim.x","hi":"blockDim.x","lo_const":1,"hi_const":1024
; CHECK: "value":"%gdim","bits":32,"reached":true,"lo":"gridDim.x","hi":"gridDim.x","lo_const":1,"hi_const":2147483647
; CHECK: "value":"%lane","bits":32,"reached":true,"lo":"0","hi":"31"
; CHECK: "value":"%ws","bits":32,"reached":true,"lo":"32","hi":"32"
; CHECK: "value":"%tz","bits":32,"reached":true,"lo":"0","hi":"blockDim.z - 1","lo_const":0,"hi_const":63
; CHECK: "value":"%g","bits":32,"reached":true,"lo":"0","hi":"blockDim.x*gridDim.x - 1"
; CHECK: "value":"%gw","bits":32,"reached":true,"lo":null,"hi":null
; CHECK: "value":"%g64","bits":64,"reached":true,"lo":"0","hi":"blockDim.x*gridDim.x - 1","lo_const":0,"hi_const":2199023254527
; CHECK: "value":"%i","bits":64,"reached":true,"lo":"0","hi":"min(blockDim.x*gridDim.x - 1, n - 1)"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %a, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gdim = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %m = mul nsw i32 %bid, %bdim
  %g = add nsw i32 %m, %tid
  %m2 = mul i32 %bid, %bdim
  %gw = add i32 %m2, %tid
  %bid64 = zext i32 %bid to i64
  %bdim64 = zext i32 %bdim to i64
  %tid64 = zext i32 %tid to i64
  %m64 = mul i64 %bid64, %bdim64
  %g64 = add i64 %m64, %tid64
  %c = icmp slt i64 %g64, %n
  br i1 %c, label %then, label %exit
then:
  %i = add i64 %g64, 0
  %p = getelementptr inbounds float, ptr %a, i64 %i
  store float 0.0, ptr %p
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
