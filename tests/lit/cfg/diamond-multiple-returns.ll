; Dominators and post-dominators of a diamond whose arms both return: the virtual exit is the
; immediate post-dominator of the branch block.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c) {
entry:
  br i1 %c, label %left, label %right
left:
  ret void
right:
  ret void
}
; CHECK: "entry":{"idom":null,"ipdom":null,"loop_depth":0
; CHECK-SAME: "irreducible":false
; CHECK: "left":{"idom":"entry","ipdom":null,
; CHECK: "right":{"idom":"entry","ipdom":null,
