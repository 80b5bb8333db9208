; gpucc §2.3: the device code generator lowers a kernel to PTX through the NVPTX target.
; RUN: %gpuopt ptx %s | FileCheck %s
; RUN: %gpuopt ptx --sm sm_80 -O0 %s | FileCheck %s --check-prefix=SM80
; RUN: %gpuopt ptx -p cleanup --stats %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.ptx
; RUN: %gpuopt ptx --count %t.ptx | FileCheck %s --check-prefix=STATS

; CHECK: .target sm_90
; CHECK: .visible .entry saxpy(
; CHECK: ld.global.{{f32|b32}}
; CHECK: st.global.{{f32|b32}}
; SM80: .target sm_80
; STATS: ptx: 1 entries, 0 functions, {{[0-9]+}} instructions (ld.global 2, ld.shared 0, ld generic 0, st 1, bra 1

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %c = icmp slt i32 %i, %n
  br i1 %c, label %then, label %end
then:
  %e = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %e
  %vx = load float, ptr %px, align 4
  %py = getelementptr inbounds float, ptr %y, i64 %e
  %vy = load float, ptr %py, align 4
  %m = fmul float %vx, %a
  %s = fadd float %m, %vy
  store float %s, ptr %py, align 4
  br label %end
end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @saxpy, !"kernel", i32 1}
