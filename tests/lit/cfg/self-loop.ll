; A block that branches to itself is a loop of one block (its own latch and header).
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %n) {
entry:
  br label %spin
spin:
  %i = phi i32 [ 0, %entry ], [ %i1, %spin ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %spin, label %done
done:
  ret void
}
; CHECK: "num_loops":1,
; CHECK: "spin":{"idom":"entry","ipdom":"done","loop_depth":1,"loop_header":"spin","irreducible":false
; CHECK: "done":{"idom":"spin","ipdom":null,"loop_depth":0
