; An `unreachable` terminator is an exit for post-dominance; a block with no path from the entry has
; no dominator, is reported unreachable, and is in no loop (even if it branches to itself).
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c) {
entry:
  br i1 %c, label %trap, label %ok
trap:
  unreachable
ok:
  ret void
orphan:
  br label %orphan
}
; CHECK: "num_loops":0,
; CHECK: "entry":{"idom":null,"ipdom":null,
; CHECK: "trap":{"idom":"entry","ipdom":null,
; CHECK: "ok":{"idom":"entry","ipdom":null,
; CHECK: "orphan":{"idom":null,"ipdom":null,"loop_depth":0,"loop_header":null,"irreducible":false,"reachable":false}
