; A global in an address space PTX has no state space for (here 2) makes LLVM's NVPTX printer abort
; the process ("Bad address space found while emitting PTX"); gpuopt refuses it with a message
; instead (found by the ir_fuzzer). Shared, const and global variables still compile.
; RUN: %not %gpuopt ptx %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: {{.*}}@g: a global in an address space with no PTX state space (expected 0, 1, 3, 4 or 5)
; RUN: sed -e 's/addrspace(2) global/addrspace(4) global/' %s > %t.ll
; RUN: %gpuopt ptx %t.ll | FileCheck %s --check-prefix=CONST
; CONST: .const .align 4 .u32 g;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(2) global i32 0
