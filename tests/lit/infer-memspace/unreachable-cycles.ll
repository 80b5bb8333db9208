; Unreachable code may hold cycles without phis (a select and a GEP that use each other, a GEP of
; itself). The inference and the cloning terminate on them and the result verifies.
; RUN: %gpuopt opt -p infer-memspace,verify %s | FileCheck %s
; CHECK: load i32, ptr %self
; CHECK: %p.shared = phi ptr addrspace(3)
; CHECK: load i32, ptr addrspace(3) %p.shared
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [64 x i32] undef
define void @k(i1 %c) {
entry:
  br i1 %c, label %a, label %j
a:
  br label %j
dead:
  %x = select i1 %c, ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %y
  %y = getelementptr i32, ptr %x, i64 1
  %self = getelementptr i32, ptr %self, i64 1
  %v = load i32, ptr %y
  %w = load i32, ptr %self
  br label %j
j:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @s to ptr), %entry ], [ addrspacecast (ptr addrspace(3) @s to ptr), %a ], [ %y, %dead ]
  %z = load i32, ptr %p
  ret void
}
