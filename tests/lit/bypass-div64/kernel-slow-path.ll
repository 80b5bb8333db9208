; bypass-div64 on a kernel, run on the SIMT interpreter before and after with operands that take the
; fast path (both below 2^32), the slow path (above 2^32) and negative ones (signed: slow path),
; random per seed: every quotient and remainder must be identical bit for bit.
; RUN: %gpuopt opt -p bypass-div64 %s | FileCheck %s
; RUN: %gpuopt difftest -p bypass-div64 --kernel divs --grid 2 --block 64 --arg i64[128]:rand --arg i64[128]:rand --arg i64:rand:1:100000 --arg i64:rand:4294967296:1099511627776 --arg i64:rand:-5000000000:-1 --arg i64[1024]:zero --seeds 5 %s | FileCheck %s --check-prefix=DIFF
; RUN: %gpuopt difftest -p gpucc --kernel divs --grid 2 --block 64 --arg i64[128]:rand --arg i64[128]:rand --arg i64:rand:1:100000 --arg i64:rand:4294967296:1099511627776 --arg i64:rand:-5000000000:-1 --arg i64[1024]:zero --seeds 3 %s | FileCheck %s --check-prefix=DIFF
; DIFF: difftest: {{[0-9]+}} runs, outputs identical
; One check each for q0/r0 (shared), q1, q2/r2 (shared), q3 and r3; the narrow operand drops out:
; CHECK: %div64.hi = lshr i64 %small, 32
; CHECK: %div64.hi{{[0-9]+}} = lshr i64 %a, 32
; CHECK: lshr i64 %div64.or
; CHECK: %div64.hi{{[0-9]+}} = lshr i64 %big, 32
; CHECK: lshr i64 %div64.or
; CHECK-NOT: lshr i64
; RUN: %gpuopt opt -p bypass-div64 %s | FileCheck %s --check-prefix=COUNT
; COUNT-COUNT-5: %div64.fits{{[0-9]*}} = icmp eq i64
; COUNT-NOT: %div64.fits{{[0-9]*}} = icmp
target triple = "nvptx64-nvidia-cuda"

; out[8*i + 0..7]: for a = x[i] (full 64-bit random), its low 20 bits, and b from the scalars:
; small/a-low (fast), big divisor (slow), negative divisor (signed slow), random 64-bit (slow).
define void @divs(ptr %x, ptr %y, i64 %small, i64 %big, i64 %neg, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bn = mul i32 %c, %n
  %i32 = add i32 %bn, %t
  %i = zext i32 %i32 to i64
  %px = getelementptr inbounds i64, ptr %x, i64 %i
  %py = getelementptr inbounds i64, ptr %y, i64 %i
  %a = load i64, ptr %px
  %yv = load i64, ptr %py
  %ylow = and i64 %yv, 4294967295
  %b = or i64 %ylow, 1                    ; non-zero, may exceed 2^31, fits in 32 bits
  %alow = and i64 %a, 1048575
  ; fast path: both small
  %q0 = udiv i64 %alow, %small
  %r0 = urem i64 %alow, %small
  ; slow path: 64-bit dividend
  %q1 = udiv i64 %a, %b
  ; signed, negative divisor and negative/positive dividend
  %q2 = sdiv i64 %a, %neg
  %r2 = srem i64 %a, %neg
  ; signed with a divisor above 2^32 and a small dividend
  %q3 = sdiv i64 %alow, %big
  %r3 = srem i64 %a, %big
  %base = mul i64 %i, 8
  %o0 = getelementptr inbounds i64, ptr %out, i64 %base
  store i64 %q0, ptr %o0
  %o1 = getelementptr inbounds i64, ptr %o0, i64 1
  store i64 %r0, ptr %o1
  %o2 = getelementptr inbounds i64, ptr %o0, i64 2
  store i64 %q1, ptr %o2
  %o3 = getelementptr inbounds i64, ptr %o0, i64 3
  store i64 %q2, ptr %o3
  %o4 = getelementptr inbounds i64, ptr %o0, i64 4
  store i64 %r2, ptr %o4
  %o5 = getelementptr inbounds i64, ptr %o0, i64 5
  store i64 %q3, ptr %o5
  %o6 = getelementptr inbounds i64, ptr %o0, i64 6
  store i64 %r3, ptr %o6
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @divs, !"kernel", i32 1}
