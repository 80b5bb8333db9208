target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
define void @k(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  invoke void @may_throw(i32 %t) to label %ok unwind label %lp
ok:
  store i32 1, ptr %p
  ret void
lp:
  %e = landingpad { ptr, i32 } cleanup
  store i32 2, ptr %p
  resume { ptr, i32 } %e
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
