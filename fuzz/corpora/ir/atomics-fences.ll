target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@sh = internal addrspace(3) global [64 x i32] undef
define void @k(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = atomicrmw add ptr addrspace(1) %p, i32 %t seq_cst
  %q = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %t
  %x = cmpxchg ptr addrspace(3) %q, i32 0, i32 %a acq_rel monotonic
  %v = extractvalue { i32, i1 } %x, 0
  fence syncscope("block") seq_cst
  call void @llvm.nvvm.barrier0()
  %f = atomicrmw fadd ptr addrspace(1) %p, float 1.0 monotonic
  %l = load atomic i32, ptr addrspace(1) %p acquire, align 4
  %s = add i32 %l, %v
  store atomic i32 %s, ptr addrspace(1) %p release, align 4
  ret void
}
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
