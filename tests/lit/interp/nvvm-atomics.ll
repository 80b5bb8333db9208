; The NVVM atomic intrinsics (scoped add/cas/max, the float add, and load.inc that LLVM 19 keeps as
; a call) run as atomics, lane by lane: 64 threads add their tid (2016), compare-and-swap 0 -> tid
; (thread 0 writes 0, thread 1 then writes 1, the rest fail), max (63), increment wrapping at 9
; (64 mod 10 = 4), and add 0.5 to a float (32).
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 64 --arg i32[4]:zero --arg f32[1]:zero --dump 0 --dump 1 %s | FileCheck %s
; CHECK: {{^2016$}}
; CHECK-NEXT: {{^1$}}
; CHECK-NEXT: {{^63$}}
; CHECK-NEXT: {{^4$}}
; CHECK-NEXT: {{^32$}}
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr, float)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr, i32, i32)
declare i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr %out, ptr %f) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %out, i32 %t)
  %p1 = getelementptr i32, ptr %out, i32 1
  %c = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %p1, i32 0, i32 %t)
  %p2 = getelementptr i32, ptr %out, i32 2
  %m = call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr %p2, i32 %t)
  %p3 = getelementptr i32, ptr %out, i32 3
  %i = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %p3, i32 9)
  %x = call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr %f, float 0.5)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
