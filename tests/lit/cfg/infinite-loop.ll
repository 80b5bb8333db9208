; A loop with no exit: post-dominators still exist (the virtual exit is reached from the loop's
; last block), and the block before the loop is post-dominated by the loop header.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c) {
entry:
  br i1 %c, label %pre, label %out
pre:
  br label %head
head:
  br label %body
body:
  br label %head
out:
  ret void
}
; CHECK: "num_loops":1
; CHECK: "entry":{"idom":null,"ipdom":null,
; CHECK: "pre":{"idom":"entry","ipdom":"head",
; CHECK: "head":{"idom":"pre","ipdom":"body","loop_depth":1,"loop_header":"head"
; CHECK: "body":{"idom":"head","ipdom":null,"loop_depth":1,"loop_header":"head"
; CHECK: "out":{"idom":"entry","ipdom":null,
