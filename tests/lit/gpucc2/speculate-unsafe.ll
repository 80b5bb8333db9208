; gpucc §3.5: speculation never moves loads, stores, divisions that may trap, or calls that are
; not speculatable; it does move safe arithmetic, divisions by a safe constant and speculatable
; intrinsics, and what depends only on those, within the default budget of 8 cost units per block
; (udiv 4 + call 2 + gep 1: the fdiv, 4 more, stays).
; RUN: %gpuopt opt -p speculate %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @ext(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: @unsafe(
; CHECK-LABEL: entry:
; CHECK-NEXT:    %div7 = udiv i32 %x, 7
; CHECK-NEXT:    %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %g = getelementptr inbounds i32, ptr %a, i32 %tid
; CHECK-NEXT:    br i1 %c
; CHECK-LABEL: then:
; CHECK-NEXT:    %l = load i32, ptr %a
; CHECK-NEXT:    %dl = add i32 %l, 1
; CHECK-NEXT:    %divy = udiv i32 %x, %y
; CHECK-NEXT:    %sdm1 = sdiv i32 %x, -1
; CHECK-NEXT:    %srem0 = srem i32 %x, 0
; CHECK-NEXT:    %fd = fdiv float %f, 3.000000e+00
; CHECK-NEXT:    %call = call float @ext(float %fd)
; CHECK-NEXT:    store i32 %dl, ptr %a
define void @unsafe(ptr %a, i32 %x, i32 %y, float %f, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %div7 = udiv i32 %x, 7
  %l = load i32, ptr %a
  %dl = add i32 %l, 1
  %divy = udiv i32 %x, %y
  %sdm1 = sdiv i32 %x, -1
  %srem0 = srem i32 %x, 0
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %fd = fdiv float %f, 3.0
  %call = call float @ext(float %fd)
  %g = getelementptr inbounds i32, ptr %a, i32 %tid
  store i32 %dl, ptr %a
  store i32 %divy, ptr %g
  store i32 %sdm1, ptr %g
  store i32 %srem0, ptr %g
  store float %call, ptr %g
  store i32 %div7, ptr %g
  br label %join
join:
  ret void
}

; Nothing moves into a loop: the exit block's single predecessor is the loop latch.
; CHECK-LABEL: @loop_exit(
; CHECK-LABEL: exit:
; CHECK-NEXT:    %m = mul i32 %x, %y
define i32 @loop_exit(i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %m = mul i32 %x, %y
  ret i32 %m
}

; Blocks with several predecessors are not conditional blocks of one branch: nothing moves.
; CHECK-LABEL: @join_block(
; CHECK-LABEL: join:
; CHECK-NEXT:    %m = mul i32 %x, %y
define i32 @join_block(i32 %x, i32 %y, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %m = mul i32 %x, %y
  ret i32 %m
}
