target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, i32 %i) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  %a = select i1 %c, ptr blockaddress(@k, %one), ptr blockaddress(@k, %two)
  indirectbr ptr %a, [label %one, label %two]
one:
  store i32 1, ptr %p
  br label %done
two:
  store i32 2, ptr %p
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
