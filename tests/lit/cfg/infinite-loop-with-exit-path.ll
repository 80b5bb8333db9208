; Blocks that can reach an infinite loop but no return must be post-dominated through the loop,
; not connected to the virtual exit themselves: here both arms reach the spinning loop only.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %spin
b:
  br label %spin
spin:
  br label %spin
}
; CHECK: "entry":{"idom":null,"ipdom":"spin",
; CHECK: "a":{"idom":"entry","ipdom":"spin",
; CHECK: "b":{"idom":"entry","ipdom":"spin",
; CHECK: "spin":{"idom":"entry","ipdom":null,"loop_depth":1,"loop_header":"spin"
