; Every extern __shared__ array starts at the same address and has the launch's dynamic shared
; memory size (--shared): a value stored through @a is read back through @b. Without enough
; dynamic shared memory the access is out of bounds. __ldg-style loads (llvm.nvvm.ldg/ldu) are loads.
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 32 --shared 128 --arg i32[32]:iota --arg i32[32]:zero --dump 1 %s | FileCheck %s
; CHECK: {{^31$}}
; CHECK-NEXT: {{^30$}}
; CHECK: {{^0$}}
; RUN: %not %gpuopt run --emulate --kernel k --grid 1 --block 32 --shared 64 --arg i32[32]:iota --arg i32[32]:zero %s 2>&1 | FileCheck %s --check-prefix=SMALL
; SMALL: gpuopt: error: gpuopt_interp_run: kernel @k: out-of-bounds store of 4 bytes at address 0x{{[0-9a-f]+}} (offset 64 of @a (dynamic shared), 64 bytes)
target triple = "nvptx64-nvidia-cuda"

@a = external addrspace(3) global [0 x i32], align 4
@b = external addrspace(3) global [0 x i32], align 4

define void @k(ptr addrspace(1) %in, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %t
  %v = call i32 @llvm.nvvm.ldg.global.i.i32.p1(ptr addrspace(1) %pi, i32 4)
  %pa = getelementptr inbounds [0 x i32], ptr addrspace(3) @a, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %pa, align 4
  call void @llvm.nvvm.barrier0()
  %r = sub i32 31, %t
  %pb = getelementptr inbounds [0 x i32], ptr addrspace(3) @b, i32 0, i32 %r
  %w = load i32, ptr addrspace(3) %pb, align 4
  %po = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %w, ptr %po, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.ldg.global.i.i32.p1(ptr addrspace(1), i32)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
