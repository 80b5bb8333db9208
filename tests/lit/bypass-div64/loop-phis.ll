; A division in a single-block loop: the block is split, the loop's back edge goes to the head
; (which keeps the block's phis and name) and the loop still verifies. Two divisions in one block
; each get their own check.
; RUN: %gpuopt opt -p bypass-div64,verify %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}i64 @loop(
; CHECK: l:
; CHECK-NEXT: %i = phi i64 [ 0, %entry ], [ %i1, %q2.join ]
; CHECK: br i1 %div64.fits, label %q.fast, label %q.slow
; CHECK: q.join:
; CHECK: br i1 %div64.fits{{[0-9]*}}, label %q2.fast, label %q2.slow
; CHECK: q2.join:
; CHECK: br i1 %c, label %l, label %x
define i64 @loop(i64 %n, i64 %d) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %s = phi i64 [ 0, %entry ], [ %s2, %l ]
  %q = urem i64 %i, %d
  %s1 = add i64 %s, %q
  %q2 = sdiv i64 %s1, %n
  %s2 = add i64 %s1, %q2
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %l, label %x
x:
  ret i64 %s2
}
