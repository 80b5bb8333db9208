; The PTX gpuopt emits is accepted by NVIDIA's assembler (registers reported by ptxas -v).
; REQUIRES: ptxas
; RUN: %gpuopt ptx %s -o %t.ptx
; RUN: %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s
; CHECK: Compiling entry function 'reduce' for 'sm_90'
; CHECK: Used {{[0-9]+}} registers

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x i32] undef, align 4

define void @reduce(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %e
  %v = load i32, ptr addrspace(1) %p
  %s = getelementptr [64 x i32], ptr addrspace(3) @buf, i64 0, i64 %e
  store i32 %v, ptr addrspace(3) %s
  call void @llvm.nvvm.barrier0()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %first, label %done
first:
  %a = load i32, ptr addrspace(3) %s
  %q = getelementptr i32, ptr addrspace(3) %s, i64 1
  %b = load i32, ptr addrspace(3) %q
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(1) %out
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @reduce, !"kernel", i32 1}
