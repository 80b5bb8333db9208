target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
entry:
  callbr void asm "", "!i"() to label %normal [label %other]
normal:
  store i32 1, ptr %p
  ret void
other:
  store i32 2, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
