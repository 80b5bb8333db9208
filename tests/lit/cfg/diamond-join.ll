; An if/else that joins: the join post-dominates the branch and is dominated by the entry only.
; RUN: %gpuopt analyze --cfg --json %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %then, label %else
then:
  br i1 %d, label %inner, label %join
inner:
  br label %join
else:
  br label %join
join:
  ret void
}
; CHECK: "entry":{"idom":null,"ipdom":"join"
; CHECK: "then":{"idom":"entry","ipdom":"join"
; CHECK: "inner":{"idom":"then","ipdom":"join"
; CHECK: "else":{"idom":"entry","ipdom":"join"
; CHECK: "join":{"idom":"entry","ipdom":null
