; Helpers that libdevice code calls: __nvvm_reflect answers __CUDA_FTZ = 0 and __CUDA_ARCH = 900
; (sm_90), llvm.nvvm.lohi.i2d / d2i.hi move bits, llvm.nvvm.add.rn.f adds with round-to-nearest.
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 1 --arg i32[4]:zero --dump 0 %s | FileCheck %s
; CHECK: {{^0$}}
; CHECK-NEXT: {{^900$}}
; CHECK-NEXT: {{^1072693248$}}
; CHECK-NEXT: {{^3$}}
target triple = "nvptx64-nvidia-cuda"
@.ftz = private unnamed_addr addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
@.arch = private unnamed_addr addrspace(4) constant [12 x i8] c"__CUDA_ARCH\00"
declare i32 @__nvvm_reflect(ptr)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
declare i32 @llvm.nvvm.d2i.hi(double)
declare float @llvm.nvvm.add.rn.f(float, float)
define void @k(ptr %out) {
  %a = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @.ftz to ptr))
  %b = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @.arch to ptr))
  %d = call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248)
  %h = call i32 @llvm.nvvm.d2i.hi(double %d)
  %x = call float @llvm.nvvm.add.rn.f(float 1.5, float 2.25)
  %xi = fptosi float %x to i32
  store i32 %a, ptr %out
  %p1 = getelementptr i32, ptr %out, i32 1
  store i32 %b, ptr %p1
  %p2 = getelementptr i32, ptr %out, i32 2
  store i32 %h, ptr %p2
  %p3 = getelementptr i32, ptr %out, i32 3
  store i32 %xi, ptr %p3
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
