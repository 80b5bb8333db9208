; Launch facts from reqntid: with blockDim = (64, 4, 1) exactly, a warp lies in one row of the
; block, so tid.y is uniform, tid.z is the constant 0 and laneid is tid.x plus a uniform value.
; With reqntid x = 48 (not a multiple of 32) and y = 2, tid.y and laneid are divergent.
; With only reqntidx = 128 (y = z = 1), tid.y is the constant 0.
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k64x4(ptr %out) {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  store i32 %ty, ptr %out
  ret void
}

define void @k48x2(ptr %out) {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  store i32 %ty, ptr %out
  ret void
}

define void @k128(ptr %out) {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  store i32 %ty, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!0 = !{ptr @k64x4, !"kernel", i32 1}
!1 = !{ptr @k64x4, !"reqntidx", i32 64}
!2 = !{ptr @k64x4, !"reqntidy", i32 4}
!3 = !{ptr @k64x4, !"reqntidz", i32 1}
!4 = !{ptr @k48x2, !"kernel", i32 1}
!5 = !{ptr @k48x2, !"reqntidx", i32 48}
!6 = !{ptr @k48x2, !"reqntidy", i32 2}
!7 = !{ptr @k128, !"kernel", i32 1}
!8 = !{ptr @k128, !"reqntidx", i32 128}

; CHECK: "name":"k64x4"
; CHECK: "ty":{"state":"uniform","tid_coef":0,"const":null}
; CHECK: "tz":{"state":"uniform","tid_coef":0,"const":0}
; CHECK: "lane":{"state":"affine","tid_coef":1,"const":null}
; CHECK: "name":"k48x2"
; CHECK: "ty":{"state":"divergent"
; CHECK: "lane":{"state":"divergent"
; CHECK: "name":"k128"
; CHECK: "ty":{"state":"uniform","tid_coef":0,"const":0}
; CHECK: "lane":{"state":"affine","tid_coef":1,"const":null}
