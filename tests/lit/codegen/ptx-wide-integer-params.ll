; Parameter and return types LLVM 19's NVPTX calling-convention lowering crashes on (integers wider
; than 64 bits other than i128, i128 inside arrays or vectors: segfaults in LowerArguments and
; LowerCall, aborts on i65-i127 returns; found by ir_fuzzer with an i322 parameter) are refused
; with a message; i128 and narrow odd widths still compile.
; RUN: %gpuopt ptx %s | FileCheck %s
; CHECK: .func  (.param .align 16 .b8 func_retval0[16]) wide128(
; CHECK: .func  (.param .b32 func_retval0) odd(
; RUN: sed -e 's/i128 @wide128(i128 %x, i32 %y)/i96 @wide128(i96 %x, i32 %y)/' -e 's/ret i128 %x/ret i96 %x/' %s > %t.ll
; RUN: %not %gpuopt ptx %t.ll 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: gpuopt: error: gpuopt_emit_ptx: @wide128: a parameter or return type wider than 64 bits other than i128
; RUN: sed -e 's/define i32 @odd(i24 %a, i33 %b)/define i32 @odd(i24 %a, i33 %b, [2 x i128] %c)/' %s > %t2.ll
; RUN: %not %gpuopt ptx %t2.ll 2>&1 | FileCheck %s --check-prefix=BAD2
; BAD2: gpuopt: error: gpuopt_emit_ptx: @odd: a parameter or return type wider than 64 bits
; A call through a mismatched function type is checked at the call too.
; RUN: sed -e 's/call i32 @odd(i24 1, i33 2)/call i32 @odd(i24 1, i33 2, i200 3)/' %s > %t3.ll
; RUN: %not %gpuopt ptx %t3.ll 2>&1 | FileCheck %s --check-prefix=BAD3
; BAD3: gpuopt: error: gpuopt_emit_ptx: %s: a call with an argument or result type wider than 64 bits
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i128 @wide128(i128 %x, i32 %y) {
  ret i128 %x
}

define i32 @odd(i24 %a, i33 %b) {
  %t = trunc i33 %b to i32
  ret i32 %t
}

define void @k(ptr %p) {
  %r = call i128 @wide128(i128 7, i32 1)
  %s = call i32 @odd(i24 1, i33 2)
  store i128 %r, ptr %p
  store i32 %s, ptr %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
