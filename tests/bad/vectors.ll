target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, <4 x i32> %v) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ins = insertelement <4 x i32> %v, i32 %t, i32 1
  %s = shufflevector <4 x i32> %ins, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %a = add <4 x i32> %s, <i32 1, i32 2, i32 3, i32 4>
  %d = udiv <4 x i32> %a, <i32 1, i32 2, i32 3, i32 4>
  %c = icmp ult <4 x i32> %d, %v
  %sel = select <4 x i1> %c, <4 x i32> %d, <4 x i32> %v
  %q = getelementptr <4 x i32>, ptr %p, i32 %t
  store <4 x i32> %sel, ptr %q, align 16
  %e = extractelement <4 x i32> %sel, i32 %t
  %ps = getelementptr i32, ptr %p, <2 x i32> <i32 0, i32 1>
  %l = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, i32 4, <2 x i1> <i1 true, i1 true>, <2 x i32> poison)
  %l0 = extractelement <2 x i32> %l, i32 0
  %f = add i32 %e, %l0
  store i32 %f, ptr %p
  ret void
}
declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x i32>)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
