; narrow-index (issue 18): a 64-bit index tree over sext(threadIdx.x) (at most 1023) is computed in
; 32 bits and sign-extended once; the 32-bit add the ranges prove in bounds gets nsw and nuw.
; RUN: %gpuopt opt -p narrow-index %s | FileCheck %s
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %[[M:.*]] = mul nsw i32 %t, 3
; CHECK: %[[A:.*]] = add nsw i32 %[[M]], 7
; CHECK: %[[W:.*]] = sext i32 %[[A]] to i64
; CHECK: getelementptr float, ptr addrspace(1) %a, i64 %[[W]]
; CHECK-NOT: mul nsw i64
; CHECK: add nuw nsw i32 %t, 5
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %c) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = sext i32 %t to i64
  %m = mul nsw i64 %s, 3
  %i = add nsw i64 %m, 7
  %p = getelementptr float, ptr addrspace(1) %a, i64 %i
  %v = load float, ptr addrspace(1) %p
  %j = add i32 %t, 5
  %z = zext i32 %j to i64
  %q = getelementptr float, ptr addrspace(1) %c, i64 %z
  store float %v, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
