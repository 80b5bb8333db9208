; cleanup runs LLVM's early-cse/instcombine/gvn/dce/simplifycfg: the redundant add and the dead
; branch disappear; verify alone changes nothing.
; RUN: %gpuopt opt -p cleanup %s | FileCheck %s
; RUN: %gpuopt opt -p verify %s | FileCheck %s --check-prefix=VERIFY
target triple = "nvptx64-nvidia-cuda"
define i32 @f(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %y = add i32 %a, %b
  %s = add i32 %x, %y
  br i1 true, label %t, label %e
t:
  ret i32 %s
e:
  ret i32 0
}
; CHECK-LABEL: define i32 @f(
; CHECK: add i32 %a, %b
; CHECK-NOT: add i32 %a, %b
; CHECK-NOT: br
; CHECK: ret i32
; VERIFY: %y = add i32 %a, %b
; VERIFY: br i1 true
