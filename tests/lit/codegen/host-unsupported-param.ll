; A kernel parameter a launch stub cannot take (a struct passed by value) is reported by name.
; RUN: %not %gpuopt host -o %t.o %s 2>&1 | FileCheck %s
; RUN: %not %gpuopt host %s 2>&1 | FileCheck %s --check-prefix=NOOUT
; CHECK: gpuopt: error: gpuopt_embed_device_code: kernel @k parameter 1 has type ptr (or is passed in memory: byval/byref)
; NOOUT: gpuopt: error: no output file (-o OUT)

target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, float }

define void @k(i32 %n, ptr byval(%pair) %s) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
