; A cycle with two entries (a <-> b, entered at both) is irreducible: it is reported, its blocks are
; marked, and it is not mistaken for a natural loop. The reducible loop after it is still found.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c, i1 %d, i32 %n) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %d, label %b, label %after
b:
  br label %a
after:
  %i = phi i32 [ 0, %a ], [ %i1, %after ]
  %i1 = add i32 %i, 1
  %cc = icmp slt i32 %i1, %n
  br i1 %cc, label %after, label %exit
exit:
  ret void
}
; CHECK: "num_loops":1,"irreducible_cycles":1
; CHECK: "entry":{"idom":null,"ipdom":"a","loop_depth":0,"loop_header":null,"irreducible":false
; CHECK: "a":{"idom":"entry","ipdom":"after","loop_depth":0,"loop_header":null,"irreducible":true
; CHECK: "b":{"idom":"entry","ipdom":"a","loop_depth":0,"loop_header":null,"irreducible":true
; CHECK: "after":{"idom":"a","ipdom":"exit","loop_depth":1,"loop_header":"after","irreducible":false
