; Two nested natural loops: depths 1 and 2, innermost headers, and the exits.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
; RUN: %gpuopt analyze --cfg %s | FileCheck %s --check-prefix=TEXT
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, %n
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}
; CHECK: "num_loops":2,"irreducible_cycles":0
; CHECK: "entry":{"idom":null,"ipdom":"outer","loop_depth":0,"loop_header":null
; CHECK: "outer":{"idom":"entry","ipdom":"inner","loop_depth":1,"loop_header":"outer"
; CHECK: "inner":{"idom":"outer","ipdom":"outer.latch","loop_depth":2,"loop_header":"inner"
; CHECK: "outer.latch":{"idom":"inner","ipdom":"exit","loop_depth":1,"loop_header":"outer"
; CHECK: "exit":{"idom":"outer.latch","ipdom":null,"loop_depth":0,"loop_header":null
; TEXT: loops: 2, irreducible cycles: 0
; TEXT: block inner: idom=outer ipdom=outer.latch loop_depth=2 loop_header=inner
