; A switch with two cases to one block (parallel edges) and a default: every case block is
; immediately dominated by the switch block; the join post-dominates it.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %dflt [
    i32 0, label %zero
    i32 1, label %one
    i32 2, label %one
  ]
zero:
  br label %join
one:
  br label %join
dflt:
  br label %join
join:
  %r = phi i32 [ 0, %zero ], [ 1, %one ], [ 2, %dflt ]
  ret i32 %r
}
; CHECK: "entry":{"idom":null,"ipdom":"join",
; CHECK: "zero":{"idom":"entry","ipdom":"join",
; CHECK: "one":{"idom":"entry","ipdom":"join",
; CHECK: "dflt":{"idom":"entry","ipdom":"join",
; CHECK: "join":{"idom":"entry","ipdom":null,
