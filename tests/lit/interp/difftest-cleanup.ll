; gpuopt difftest runs the kernel before and after a pipeline for seeds 1..N ('rand' buffers and
; i32:rand:LO:HI scalars take each run's seed) and compares every buffer bit for bit.
; RUN: %gpuopt difftest -p cleanup --kernel k --grid 2 --block 32 --arg i32[64]:rand --arg i32:rand:0:100 --seeds 5 %s | FileCheck %s
; CHECK: difftest: 5 runs, outputs identical
; RUN: %not %gpuopt difftest -p no-such-pass --kernel k --grid 2 --block 32 --arg i32[64]:rand --arg i32:1 %s 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: gpuopt: error: {{.*}}no-such-pass
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b32 = shl i32 %b, 5
  %i = add i32 %b32, %t
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  %v = load i32, ptr %p, align 4
  %x = mul i32 %v, 3
  %y = mul i32 %v, 3
  %s = add i32 %x, %y
  %c = icmp slt i32 %s, %n
  br i1 %c, label %a, label %e
a:
  %z = add i32 %s, 1
  store i32 %z, ptr %p, align 4
  br label %e
e:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
