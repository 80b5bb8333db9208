; A host module without OpenMP regions: nothing to offload, no device module, host unchanged.
; RUN: %gpuopt offload %s | FileCheck %s
; RUN: %gpuopt offload %s -o %t.ll
; RUN: %not ls %t.device.ll
; CHECK: 0 loops, 0 offloaded, 0 kept on the CPU
target triple = "x86_64-unknown-linux-gnu"
define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
