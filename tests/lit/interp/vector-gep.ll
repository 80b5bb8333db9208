; The interpreter runs a vector getelementptr (`<N x ptr>`, as clang's SLP vectoriser emits for the
; addresses of neighbouring loads): lane l of the result is the scalar GEP of lane l of every vector
; operand, a scalar operand the same in every lane. A vector index into an array of a vector base
; row (%vp), a splatted base with a constant vector index (%op). Expected: out[1 + 2t] =
; in[4t] + in[5t + 4] with iota input (9t + 4); other elements untouched.
; RUN: %gpuopt run --emulate --kernel gather --grid 1 --block 4 --arg f32[9]:zero --arg f32[20]:iota --arg i32:4 --dump 0 %s | FileCheck %s
; CHECK: {{^0$}}
; CHECK-NEXT: {{^4$}}
; CHECK-NEXT: {{^0$}}
; CHECK-NEXT: {{^13$}}
; CHECK-NEXT: {{^0$}}
; CHECK-NEXT: {{^22$}}
; CHECK-NEXT: {{^0$}}
; CHECK-NEXT: {{^31$}}
; CHECK-NEXT: {{^0$}}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gather(ptr %out, ptr %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %base = getelementptr [4 x float], ptr %in, i64 %t64
  %idx = insertelement <2 x i64> <i64 0, i64 0>, i64 %t64, i32 1
  %vp = getelementptr [4 x float], ptr %base, <2 x i64> <i64 0, i64 1>, <2 x i64> %idx
  %p0 = extractelement <2 x ptr> %vp, i32 0
  %p1 = extractelement <2 x ptr> %vp, i32 1
  %a = load float, ptr %p0
  %b = load float, ptr %p1
  %s = fadd float %a, %b
  %bp = insertelement <2 x ptr> poison, ptr %out, i32 0
  %bs = shufflevector <2 x ptr> %bp, <2 x ptr> poison, <2 x i32> zeroinitializer
  %op = getelementptr float, <2 x ptr> %bs, <2 x i64> <i64 0, i64 1>
  %o0 = extractelement <2 x ptr> %op, i32 1
  %o = getelementptr [2 x float], ptr %o0, i64 %t64
  store float %s, ptr %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <2 x float> @llvm.masked.gather.v2f32.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x float>)
!nvvm.annotations = !{!0}
!0 = !{ptr @gather, !"kernel", i32 1}
