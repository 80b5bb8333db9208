; --compare's float criterion (scripts/check-runtime, fake driver: the "GPU" returns the inputs
; unchanged): bump y[1] by d. With y = iota[1024], d = 1e-4 is 1e-4 of the element but 1e-7 of the
; buffer's norm (1023): within --tolerance 1e-5 (the cancellation rule); d = 1e-2 is not.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bump(ptr addrspace(1) %y, float %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %then, label %done
then:
  %p = getelementptr inbounds float, ptr addrspace(1) %y, i64 1
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fadd float %v, %d
  store float %w, ptr addrspace(1) %p, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @bump, !"kernel", i32 1}
