; The register-pressure model counts what ptxas' 64-bit division routine needs below the IR
; (issue 17): a 64-bit sdiv/udiv/srem/urem by a non-constant divisor costs 8 32-bit registers
; beyond its operands and result (GPUOPT_REGP_DIV64, measured with ptxas -v: bench/results/divspill.md);
; a 32-bit division and a 64-bit division by a constant (shifts or a multiply-high sequence) cost nothing extra.
; RUN: %gpuopt analyze --regpressure %s | FileCheck %s
; CHECK-LABEL: function div64
; CHECK: register pressure: 12 (at %q)
; CHECK-LABEL: function urem64
; CHECK: register pressure: 12 (at %r)
; CHECK-LABEL: function const64
; CHECK: register pressure: 4 (
; CHECK-LABEL: function div32
; CHECK: register pressure: 2 (
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @div64(i64 %a, i64 %b, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %x = add i64 %t64, %a
  %q = sdiv i64 %x, %b
  %s = add i64 %q, %x
  store i64 %s, ptr addrspace(1) %out
  ret void
}

define void @urem64(i64 %a, i64 %b, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %x = add i64 %t64, %a
  %r = urem i64 %x, %b
  %s = add i64 %r, %x
  store i64 %s, ptr addrspace(1) %out
  ret void
}

define void @const64(i64 %a, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %x = add i64 %t64, %a
  %q = sdiv i64 %x, 7
  %s = add i64 %q, %x
  store i64 %s, ptr addrspace(1) %out
  ret void
}

define void @div32(i32 %a, i32 %b, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %t, %a
  %q = sdiv i32 %x, %b
  %s = add i32 %q, %x
  store i32 %s, ptr addrspace(1) %out
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @div64, !"kernel", i32 1}
!1 = !{ptr @urem64, !"kernel", i32 1}
!2 = !{ptr @const64, !"kernel", i32 1}
!3 = !{ptr @div32, !"kernel", i32 1}
