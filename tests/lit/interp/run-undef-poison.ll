; undef may be any value (the interpreter picks 0), so storing it is fine; storing poison to global
; memory is an error naming the store.
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 1 --arg i32[2]:fill:9 --arg i32:0 --dump 0 %s | FileCheck %s --check-prefix=NONE
; NONE: {{^5$}}
; NONE-NEXT: {{^5$}}
; RUN: %not %gpuopt run --emulate --kernel k --grid 1 --block 1 --arg i32[2]:fill:9 --arg i32:1 --dump 0 %s 2>&1 | FileCheck %s
; CHECK: gpuopt: error: gpuopt_interp_run: kernel @k: poison value stored to global memory at address 0x{{[0-9a-f]+}} (offset 4 of buffer argument 0, 8 bytes) at 'store i32 %w, ptr %p, align 4' in block %entry of @k
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  %v = select i1 %c, i32 undef, i32 5
  store i32 %v, ptr %out
  %w = select i1 %c, i32 poison, i32 5
  %p = getelementptr i32, ptr %out, i32 1
  store i32 %w, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
