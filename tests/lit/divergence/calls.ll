; Calls: an unknown function's result is divergent even with uniform arguments (it may read
; tid), as is inline asm; an intrinsic without memory effects (llvm.smax, llvm.fabs) is uniform
; when its arguments are, and divergent otherwise (no affine rule for it).
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n, float %f) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = call i32 @helper(i32 %n)
  %asm = call i32 asm "mov.u32 $0, 7;", "=r"()
  %mx = call i32 @llvm.smax.i32(i32 %n, i32 4)
  %ab = call float @llvm.fabs.f32(float %f)
  %mt = call i32 @llvm.smax.i32(i32 %tid, i32 4)
  store i32 %u, ptr %out
  ret void
}

define i32 @helper(i32 %x) {
  ret i32 %x
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.fabs.f32(float)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "name":"k"
; CHECK: "u":{"state":"divergent"
; CHECK: "asm":{"state":"divergent"
; CHECK: "mx":{"state":"uniform"
; CHECK: "ab":{"state":"uniform"
; CHECK: "mt":{"state":"divergent"
; Arguments of a device function are divergent unless the option says otherwise.
; CHECK: "name":"helper","kernel":false
; CHECK: "x":{"state":"divergent"
