; A phi or select of a shared and a global pointer is in no single space: it stays generic. A
; select of two shared pointers is shared. An unknown pointer (loaded from memory) stays generic.
; RUN: %gpuopt opt -p infer-memspace %s | FileCheck %s
; RUN: %gpuopt analyze --memspace %s | FileCheck %s --check-prefix=AN
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x i32] undef
@t = internal addrspace(3) global [64 x i32] undef
@g = internal addrspace(1) global [64 x i32] zeroinitializer

; AN-LABEL: function mixed
; AN: %m: generic
; AN: %sel: generic
; AN: %both: shared
; AN: %unknown: generic
; CHECK-LABEL: define {{.*}}void @mixed(
; CHECK: %m = phi ptr [
; CHECK: load i32, ptr %m
; CHECK: %sel = select i1 %c, ptr
; CHECK: load i32, ptr %sel
; CHECK: %both.shared = select i1 %c, ptr addrspace(3) @s, ptr addrspace(3) @t
; CHECK: load i32, ptr addrspace(3) %both.shared
; CHECK: load i32, ptr %unknown
define void @mixed(i1 %c, ptr addrspace(1) %pp, ptr addrspace(1) %out) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %m = phi ptr [ addrspacecast (ptr addrspace(3) @s to ptr), %a ], [ addrspacecast (ptr addrspace(1) @g to ptr), %b ]
  %x = load i32, ptr %m
  %sel = select i1 %c, ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr addrspacecast (ptr addrspace(1) @g to ptr)
  %y = load i32, ptr %sel
  %both = select i1 %c, ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr addrspacecast (ptr addrspace(3) @t to ptr)
  %z = load i32, ptr %both
  %unknown = load ptr, ptr addrspace(1) %pp
  %w = load i32, ptr %unknown
  %s1 = add i32 %x, %y
  %s2 = add i32 %s1, %z
  %s3 = add i32 %s2, %w
  store i32 %s3, ptr addrspace(1) %out
  ret void
}

; A loop whose pointer phi mixes a shared start with a global step is not shared (Algorithm 1
; removes it from the assumed set once the global source is seen).
; AN-LABEL: function mixed_loop
; AN: %q: generic
; CHECK-LABEL: define {{.*}}void @mixed_loop(
; CHECK: %q = phi ptr
; CHECK: load i32, ptr %q
define void @mixed_loop(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %q = phi ptr [ addrspacecast (ptr addrspace(3) @s to ptr), %entry ], [ addrspacecast (ptr addrspace(1) @g to ptr), %loop ]
  %v = load i32, ptr %q
  %i.next = add i32 %i, %v
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
