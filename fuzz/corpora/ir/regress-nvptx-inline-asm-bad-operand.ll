target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @callee(i32 %x) {
entry:
  %r = add i32 %x, 1
  ret i32 %r
}
define i32 @tail(i32 %x) {
entry:
  %r = musttail call i32 @callee(i32 %x)
  ret i32 %r
}
define void @k(ptr %p) {
entry:
  %a = call i32 asm "mov.23$ 0u, %laneid;", "=r"()
  %b = tail call i32 @tail(i32 %a)
  %f = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %f)
  store i32 %b, ptr %p
  call void asm sideeffect "trap;", ""()
  ret void
}
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
