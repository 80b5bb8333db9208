; addrspacecasts NVPTX's instruction selection cannot select end in report_fatal_error ("Bad address
; space in addrspacecast", an abort); found by ir_fuzzer as a generic-to-generic constant
; expression in bitcode (the text parser refuses that one). gpuopt refuses them with a message;
; generic <-> shared/global casts still compile.
; RUN: %gpuopt ptx %s | FileCheck %s
; CHECK: cvta.to.global.u64
; CHECK: st.volatile.shared.{{[ub]}}32 [s]
; CHECK: st.global.{{[ub]}}32
; RUN: sed -e 's/%g = addrspacecast ptr %in to ptr addrspace(1)/%g = addrspacecast ptr addrspace(3) @s to ptr addrspace(1)/' %s > %t.ll
; RUN: %not %gpuopt ptx %t.ll 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: gpuopt: error: gpuopt_emit_ptx: %g: an addrspacecast other than generic to or from global, shared, const or local
; RUN: %not %gpuopt ptx %root/fuzz/corpora/ir/bitcode-addrspacecast-generic-to-generic.bc 2>&1 | FileCheck %s --check-prefix=CONST
; CONST: gpuopt: error: gpuopt_emit_ptx: {{.*}}: an addrspacecast constant other than generic to or from global, shared, const or local
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [4 x i32] undef

define void @k(ptr %in, i32 %v) {
  %gs = addrspacecast ptr addrspace(3) @s to ptr
  store volatile i32 %v, ptr %gs
  %g = addrspacecast ptr %in to ptr addrspace(1)
  store i32 %v, ptr addrspace(1) %g
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
