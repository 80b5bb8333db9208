; gpuopt run --emulate prints a buffer argument one element per line with --dump K, floats in
; full precision (%.9g); lanes past n leave their element alone (a divergent branch).
; RUN: %gpuopt run --emulate --kernel k --grid 2 --block 4 --arg i32:6 --arg f32:0.5 --arg f32[8]:iota --dump 2 %s | FileCheck %s
; The same from bitcode:
; RUN: %llvm-bindir/llvm-as %s -o %t.bc
; RUN: %gpuopt run --emulate --kernel k --grid 2 --block 4 --arg i32:6 --arg f32:0.5 --arg f32[8]:iota --dump 2 %t.bc | FileCheck %s
; CHECK: 0.5
; CHECK-NEXT: 1.5
; CHECK-NEXT: 2.5
; CHECK-NEXT: 3.5
; CHECK-NEXT: 4.5
; CHECK-NEXT: 5.5
; CHECK-NEXT: {{^6$}}
; CHECK-NEXT: {{^7$}}
target triple = "nvptx64-nvidia-cuda"

define void @k(i32 %n, float %a, ptr %y) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %c = icmp slt i32 %i, %n
  br i1 %c, label %then, label %end
then:
  %p = getelementptr inbounds float, ptr %y, i32 %i
  %v = load float, ptr %p, align 4
  %w = fadd float %v, %a
  store float %w, ptr %p, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
