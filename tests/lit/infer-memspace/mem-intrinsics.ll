; Memory intrinsics get specific address spaces on each pointer argument (a new overload of the
; intrinsic); their other arguments and attributes are kept.
; RUN: %gpuopt opt -p infer-memspace %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

; CHECK-LABEL: define {{.*}}void @copy(
; CHECK: call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 @tile, ptr addrspace(1) align 4 %src.global, i64 1024, i1 false)
; CHECK: call void @llvm.memmove.p1.p3.i64(ptr addrspace(1) align 4 %dst.global, ptr addrspace(3) align 4 @tile, i64 512, i1 true)
; CHECK: call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %buf.local, i8 0, i64 64, i1 false)
; A device function's pointer is unknown: the call stays generic.
; CHECK: call void @llvm.memset.p0.i64(ptr align 4 %unknown, i8 1, i64 8, i1 false)
define void @copy(ptr %src, ptr %dst, ptr addrspace(1) %pp) {
  %buf = alloca [16 x i32], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 addrspacecast (ptr addrspace(3) @tile to ptr), ptr align 4 %src, i64 1024, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %dst, ptr align 4 addrspacecast (ptr addrspace(3) @tile to ptr), i64 512, i1 true)
  call void @llvm.memset.p0.i64(ptr align 4 %buf, i8 0, i64 64, i1 false)
  %unknown = load ptr, ptr addrspace(1) %pp
  call void @llvm.memset.p0.i64(ptr align 4 %unknown, i8 1, i64 8, i1 false)
  %g = getelementptr i32, ptr %buf, i64 3
  %v = load i32, ptr %g
  store i32 %v, ptr %dst
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
!nvvm.annotations = !{!0}
!0 = !{ptr @copy, !"kernel", i32 1}
