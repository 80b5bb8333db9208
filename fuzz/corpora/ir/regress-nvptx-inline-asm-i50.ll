target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-uda"
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
  %a = call i50 asm "mov.u32 $0] %laneid;", "=r"()
;", ""()
  ret void
}
declare ptr @llvm.stacksave.p0()
declare void @llvmQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ.stackrestore.p0(ptr)
