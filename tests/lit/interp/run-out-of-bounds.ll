; An out-of-bounds store stops the run (exit 1) with the kernel, the access, the address (offset
; and buffer), the instruction, its block, the thread, block index, warp and lane.
; RUN: %not %gpuopt run --emulate --kernel k --grid 2 --block 32 --arg i32[48]:zero %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: gpuopt_interp_run: kernel @k: out-of-bounds store of 4 bytes at address 0x{{[0-9a-f]+}} (offset 192 of buffer argument 0, 192 bytes) at 'store i32 %t, ptr %p, align 4' in block %entry of @k, thread (16,0,0) of block (1,0,0) (warp 0, lane 16)
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b32 = shl i32 %b, 5
  %i = add i32 %b32, %t
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %t, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
