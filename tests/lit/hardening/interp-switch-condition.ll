; The interpreter decodes a switch's condition as operand 0: LLVMGetCondition is for br only, and
; on a switch it read memory before the instruction (segfault on tests/bad/poison-undef-freeze.ll
; and self-loops-and-weird-cfg.ll; found by issue 8's bad-input matrix).
; RUN: %gpuopt run --emulate --kernel k --grid 1 --block 8 --arg i32[8]:zero --dump 0 %s | FileCheck %s
; CHECK: 10
; CHECK-NEXT: 11
; CHECK-NEXT: 12
; CHECK-NEXT: 99
; CHECK-NEXT: 10
; CHECK-NEXT: 11
; CHECK-NEXT: 12
; CHECK-NEXT: 99
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = and i32 %t, 3
  switch i32 %s, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %c ]
a:
  br label %j
b:
  br label %j
c:
  br label %j
d:
  br label %j
j:
  %v = phi i32 [ 10, %a ], [ 11, %b ], [ 12, %c ], [ 99, %d ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
