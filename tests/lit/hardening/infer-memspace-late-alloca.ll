; An alloca after other instructions of the entry block gets its addrspacecast after it, not at the
; entry's first insertion point (before the alloca): infer-memspace used to break dominance here
; (found by issue 8's ir_fuzzer on tests/bad/memory-intrinsics.ll).
; RUN: %gpuopt opt -p infer-memspace,verify %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @k(
; CHECK: call void @llvm.memset
; CHECK-NEXT: %a = alloca i32
; CHECK-NEXT: %{{.*}} = addrspacecast ptr %a to ptr addrspace(5)
; CHECK: store i32 1, ptr addrspace(5)
define void @k(ptr %p, i64 %n) {
entry:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  %a = alloca i32
  store i32 1, ptr %a
  %v = load i32, ptr %a
  store i32 %v, ptr %p
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
