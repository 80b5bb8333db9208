target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, ptr %q, i64 %n) {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 %n, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 %n, i1 false)
  %a = alloca [32 x i8], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr %a)
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %q, i64 32, i1 false)
  %v = load i64, ptr %a
  store i64 %v, ptr %p
  call void @llvm.lifetime.end.p0(i64 32, ptr %a)
  %dyn = alloca i32, i64 %n
  store i32 0, ptr %dyn
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
