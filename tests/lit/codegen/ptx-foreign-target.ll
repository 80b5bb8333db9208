; A module for another target is reported, not compiled.
; RUN: %not %gpuopt ptx %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: {{.*}}targets 'x86_64-unknown-linux-gnu'; expected nvptx64-nvidia-cuda

target triple = "x86_64-unknown-linux-gnu"

define void @f() {
  ret void
}
