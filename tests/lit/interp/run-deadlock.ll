; A barrier that only some threads of a block reach is a deadlock, reported (not a hang) with the
; barrier and a thread that did not arrive.
; RUN: %not %gpuopt run --emulate --kernel k --grid 1 --block 64 --arg i32[64]:zero %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: gpuopt_interp_run: kernel @k: barrier deadlock: 40 of 64 threads of the block reached the barrier and thread (40,0,0) waits on another path of its warp (divergent barrier) at 'call void @llvm.nvvm.barrier{{.*}}' in block %sync of @k
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 40
  br i1 %c, label %sync, label %end
sync:
  call void @llvm.nvvm.barrier0()
  br label %end
end:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
