; gpucc §3.5: the speculation budget (context option speculate_budget, gpuopt opt
; --speculate-budget N) bounds the cost hoisted out of each conditional block: with 2, the first
; two adds move and the rest stay; with 0 nothing moves.
; RUN: %gpuopt opt -p speculate --speculate-budget 2 %s | FileCheck %s --check-prefix=TWO
; RUN: %gpuopt opt -p speculate --speculate-budget 0 %s | FileCheck %s --check-prefix=NONE
; RUN: %not %gpuopt opt -p speculate --speculate-budget x %s 2>&1 | FileCheck %s --check-prefix=BAD
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; TWO-LABEL: entry:
; TWO-NEXT:    %a1 = add i32 %x, 1
; TWO-NEXT:    %a2 = add i32 %x, 2
; TWO-NEXT:    br i1 %c
; TWO-LABEL: then:
; TWO-NEXT:    %a3 = add i32 %x, 3
; NONE-LABEL: entry:
; NONE-NEXT:   br i1 %c
; BAD: --speculate-budget expects a number, got 'x'
define void @f(ptr %out, i32 %x, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %a1 = add i32 %x, 1
  %a2 = add i32 %x, 2
  %a3 = add i32 %x, 3
  store i32 %a1, ptr %out
  store i32 %a2, ptr %out
  store i32 %a3, ptr %out
  br label %join
join:
  ret void
}
