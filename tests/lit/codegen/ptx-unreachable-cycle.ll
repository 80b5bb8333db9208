; Unreachable blocks may hold self-referential instructions (valid IR) that crash LLVM's own
; codegen (llc -march=nvptx64 segfaults in EarlyCSE on this file): gpuopt deletes them from its copy
; first; a phi keeps its live incoming edges.
; RUN: %gpuopt ptx %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %gpuopt opt -p verify %s | FileCheck %s --check-prefix=IR
; CHECK: .visible .entry k(
; CHECK: ld.shared.{{u32|b32}}
; CHECK: st.global.{{u32|b32}}
; The input module itself is not changed:
; IR: %self = getelementptr i32, ptr %self, i64 1

target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x i32] undef

define void @k(i1 %c, ptr addrspace(1) %out) {
entry:
  br i1 %c, label %a, label %j
a:
  br label %j
dead:
  %x = select i1 %c, ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %y
  %y = getelementptr i32, ptr %x, i64 1
  %self = getelementptr i32, ptr %self, i64 1
  br label %j
j:
  %p = phi ptr addrspace(3) [ @s, %entry ], [ getelementptr (i32, ptr addrspace(3) @s, i64 4), %a ], [ @s, %dead ]
  %z = load i32, ptr addrspace(3) %p
  store i32 %z, ptr addrspace(1) %out
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
