; A call to another target's intrinsic is reported (LLVM's instruction selector would abort).
; RUN: %not %gpuopt ptx %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: gpuopt_emit_ptx: the module calls @llvm.x86.rdtsc, an intrinsic of another target (x86); it cannot be compiled for NVPTX

target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.x86.rdtsc()

define void @k(ptr %p) {
  %v = call i64 @llvm.x86.rdtsc()
  store i64 %v, ptr %p
  ret void
}
