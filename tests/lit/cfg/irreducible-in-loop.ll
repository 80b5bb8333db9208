; An irreducible cycle nested inside a natural loop: the outer loop is still a natural loop containing
; the cycle's blocks (depth 1), and only the cycle's blocks are marked irreducible.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c, i1 %d, i1 %e) {
entry:
  br label %head
head:
  br i1 %c, label %x, label %y
x:
  br i1 %d, label %y, label %latch
y:
  br i1 %e, label %x, label %latch
latch:
  br i1 %c, label %head, label %exit
exit:
  ret void
}
; CHECK: "num_loops":1,"irreducible_cycles":1
; CHECK: "head":{"idom":"entry","ipdom":"latch","loop_depth":1,"loop_header":"head","irreducible":false
; CHECK: "x":{"idom":"head","ipdom":"latch","loop_depth":1,"loop_header":"head","irreducible":true
; CHECK: "y":{"idom":"head","ipdom":"latch","loop_depth":1,"loop_header":"head","irreducible":true
; CHECK: "latch":{"idom":"head","ipdom":"exit","loop_depth":1,"loop_header":"head","irreducible":false
