; #pragma unroll metadata is honoured: llvm.loop.unroll.full unrolls a constant-trip loop
; completely, llvm.loop.unroll.count 2 by two, llvm.loop.unroll.disable not at all.
; RUN: %gpuopt opt -p inline-unroll %s | FileCheck %s
; RUN: %gpuopt difftest -p inline-unroll --kernel full --grid 1 --block 1 --arg i32[8]:zero --arg i32:rand:0:1000 --seeds 2 %s | FileCheck %s --check-prefix=DIFF
; RUN: %gpuopt difftest -p inline-unroll --kernel count2 --grid 1 --block 1 --arg i32[16]:zero --arg i32:rand:0:1000 --arg i64:rand:1:16 --seeds 4 %s | FileCheck %s --check-prefix=DIFF
; RUN: %gpuopt difftest -p inline-unroll --kernel disabled --grid 1 --block 1 --arg i32[8]:zero --arg i32:rand:0:1000 --seeds 2 %s | FileCheck %s --check-prefix=DIFF
; DIFF: difftest: {{[0-9]+}} runs, outputs identical
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}void @full(
; CHECK-NOT: br i1
; CHECK-COUNT-8: store i32
; CHECK-NOT: store i32
; CHECK: ret void
define void @full(ptr %p, i32 %v) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %g = getelementptr i32, ptr %p, i64 %i
  store i32 %v, ptr %g
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 8
  br i1 %c, label %l, label %e, !llvm.loop !0
e:
  ret void
}

; CHECK-LABEL: define {{.*}}void @count2(
; CHECK: store i32
; CHECK: store i32
; CHECK: br i1
define void @count2(ptr %p, i32 %v, i64 %n) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %g = getelementptr i32, ptr %p, i64 %i
  store i32 %v, ptr %g
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %l, label %e, !llvm.loop !2
e:
  ret void
}

; CHECK-LABEL: define {{.*}}void @disabled(
; CHECK: store i32
; CHECK-NOT: store i32
; CHECK: br i1
; CHECK: ret void
define void @disabled(ptr %p, i32 %v) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %g = getelementptr i32, ptr %p, i64 %i
  store i32 %v, ptr %g
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 8
  br i1 %c, label %l, label %e, !llvm.loop !4
e:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 2}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!10, !11, !12}
!10 = !{ptr @full, !"kernel", i32 1}
!11 = !{ptr @count2, !"kernel", i32 1}
!12 = !{ptr @disabled, !"kernel", i32 1}
