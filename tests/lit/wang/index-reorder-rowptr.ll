; Index reordering through a row pointer (clang -O1 hoists a row's address out of the column loop;
; tests/wang/reorder_rowptr.c): @rowscan's %r = `gep float %Ab, i*m` is read itself (A[i*m]) and
; addresses the columns %c = `gep float %r, k` (k = 1 .. m-1, the latch leaving at k + 1 == m),
; taken as the flat A[i*m + k]; the reordered copy addresses each column from the base,
; `gep float %Ab, k*R + i`, and drops the row pointer. @colptr has the other order, `gep (gep A, k),
; i*m`. @rowoff's row pointer already holds a column (`gep A, i*m + 1`, then `gep row, k`): two
; column terms, not taken.
; RUN: %gpuopt opt -p index-reorder,verify %s | FileCheck %s
; CHECK: define {{.*}}void @rowscan(ptr %A, i64 %Aoff, i32 %m) #[[O:[0-9]+]]
; CHECK: define {{.*}}void @rowoff(ptr %A, i64 %Aoff, i32 %m) {
; CHECK-LABEL: define {{.*}}void @rowscan_ro(ptr %A, i64 %Aoff, i32 %m, i64 %Ab.rows)
; CHECK: %r = getelementptr inbounds float, ptr %Ab, i64 %i
; CHECK: %[[Y:.*]] = mul nsw i64 %k, %Ab.rows
; CHECK-NEXT: %[[I:.*]] = add nsw i64 %[[Y]], %i
; CHECK-NEXT: %c = getelementptr float, ptr %Ab, i64 %[[I]]
; CHECK-LABEL: define {{.*}}void @colptr_ro(ptr %A, i64 %Aoff, i32 %m, i64 %Ab.rows)
; CHECK-NOT: %cp =
; CHECK: %c = getelementptr float, ptr %Ab, i64 %ro.idx
; CHECK-NOT: define {{.*}}@rowoff_ro
; CHECK-DAG: attributes #[[O]] = { "gpuopt-layout-report"="Ab [col][row] (was [row][col]), 3 accesses; coalesced 0.000 -> 1.000"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @rowscan(ptr %A, i64 %Aoff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 1
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  %r = getelementptr inbounds float, ptr %Ab, i64 %row
  %a0 = load float, ptr %r, align 4
  br label %body
body:
  %k = phi i64 [ 1, %pre ], [ %kn, %body ]
  %t = phi float [ %a0, %pre ], [ %t1, %body ]
  %c = getelementptr float, ptr %r, i64 %k
  %a = load float, ptr %c, align 4
  %t1 = fadd float %t, %a
  store float %t1, ptr %c, align 4
  %kn = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %kn, %M
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @colptr(ptr %A, i64 %Aoff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 0
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  br label %body
body:
  %k = phi i64 [ 0, %pre ], [ %kn, %body ]
  %cp = getelementptr float, ptr %Ab, i64 %k
  %c = getelementptr float, ptr %cp, i64 %row
  %a = load float, ptr %c, align 4
  %a2 = fmul float %a, 2.0
  store float %a2, ptr %c, align 4
  %kn = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %kn, %M
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @rowoff(ptr %A, i64 %Aoff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 1
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  %row1 = add nsw i64 %row, 1
  %r = getelementptr inbounds float, ptr %Ab, i64 %row1
  br label %body
body:
  %k = phi i64 [ 0, %pre ], [ %kn, %body ]
  %c = getelementptr float, ptr %r, i64 %k
  %a = load float, ptr %c, align 4
  %a2 = fmul float %a, 2.0
  store float %a2, ptr %c, align 4
  %kn = add nuw nsw i64 %k, 1
  %mm = add nsw i64 %M, -1
  %done = icmp eq i64 %kn, %mm
  br i1 %done, label %exit, label %body
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @rowscan, !"kernel", i32 1}
!1 = !{ptr @colptr, !"kernel", i32 1}
!2 = !{ptr @rowoff, !"kernel", i32 1}
