; Index reordering of clang's runtime-unrolled row loops (-O2/-O3; tests/wang/reorder_unroll.c):
; s[i] = sum_j A[i*m + j], i the thread's row, the j loop unrolled by 2. The main loop's column %y
; steps by 2 beside a twin counter %t that leaves when t + 2 == U = m & ~1 (so y <= U - 2 <= m - 2;
; the index sum a plain add, the second copy a byte offset of 4: column y + 1 <= m - 1); the
; remainder is one copy at %yr (0 where the main loop was skipped, U after it) under m & 1 != 0
; (then U <= m - 1). @dot_unguarded runs that copy without the test (at U = m when m is even: past
; the row), @dot_past reads y + 2 in the main loop (m when y = m - 2): both declined.
; RUN: %gpuopt opt -p index-reorder,verify %s | FileCheck %s
; CHECK: define {{.*}}void @dot(ptr %A, i64 %Aoff, i32 %m) #[[O:[0-9]+]]
; CHECK: define {{.*}}void @dot_unguarded(ptr %A, i64 %Aoff, i32 %m) #[[D:[0-9]+]]
; CHECK: define {{.*}}void @dot_past(ptr %A, i64 %Aoff, i32 %m) #[[D]]
; CHECK: define {{.*}}void @dot_ro(ptr %A, i64 %Aoff, i32 %m, i64 %Ab.rows)
; CHECK: mul nsw i64 %y, %Ab.rows
; CHECK: %ro.d = mul nsw i64 1, %Ab.rows
; CHECK: mul nsw i64 %yr, %Ab.rows
; CHECK-NOT: define
; CHECK-DAG: attributes #[[O]] = { "gpuopt-layout-report"="Ab [col][row] (was [row][col]), 3 accesses; coalesced 0.000 -> 1.000"
; CHECK-DAG: attributes #[[D]] = { "gpuopt-layout-declined"="Ab: a column index not proved within its row
; CHECK-DAG: "gpuopt-layout"="0:p2:3:4:3:0:3:0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dot(ptr %A, i64 %Aoff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 0
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  %rem = and i64 %M, 1
  %U = and i64 %M, 2147483646
  %one = icmp eq i32 %m, 1
  br i1 %one, label %unr, label %main
main:
  %y = phi i64 [ 0, %pre ], [ %yn, %main ]
  %t = phi i64 [ 0, %pre ], [ %tn, %main ]
  %s = phi float [ 0.0, %pre ], [ %s2, %main ]
  %ix = add i64 %row, %y
  %p = getelementptr float, ptr %Ab, i64 %ix
  %a0 = load float, ptr %p
  %s1 = fadd float %s, %a0
  %p1 = getelementptr i8, ptr %p, i64 4
  %a1 = load float, ptr %p1
  %s2 = fadd float %s1, %a1
  %yn = add nuw nsw i64 %y, 2
  %tn = add i64 %t, 2
  %done = icmp eq i64 %tn, %U
  br i1 %done, label %unr, label %main
unr:
  %yr = phi i64 [ 0, %pre ], [ %yn, %main ]
  %odd = icmp eq i64 %rem, 0
  br i1 %odd, label %exit, label %epi
epi:
  %ixe = add nsw i64 %row, %yr
  %pe = getelementptr inbounds float, ptr %Ab, i64 %ixe
  %ae = load float, ptr %pe
  br label %exit
exit:
  ret void
}

define void @dot_unguarded(ptr %A, i64 %Aoff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 0
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  %U = and i64 %M, 2147483646
  %one = icmp eq i32 %m, 1
  br i1 %one, label %unr, label %main
main:
  %y = phi i64 [ 0, %pre ], [ %yn, %main ]
  %t = phi i64 [ 0, %pre ], [ %tn, %main ]
  %ix = add i64 %row, %y
  %p = getelementptr float, ptr %Ab, i64 %ix
  %a0 = load float, ptr %p
  %yn = add nuw nsw i64 %y, 2
  %tn = add i64 %t, 2
  %done = icmp eq i64 %tn, %U
  br i1 %done, label %unr, label %main
unr:
  %yr = phi i64 [ 0, %pre ], [ %yn, %main ]
  %ixe = add nsw i64 %row, %yr
  %pe = getelementptr inbounds float, ptr %Ab, i64 %ixe
  %ae = load float, ptr %pe
  br label %exit
exit:
  ret void
}

define void @dot_past(ptr %A, i64 %Aoff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 0
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  %U = and i64 %M, 2147483646
  %one = icmp eq i32 %m, 1
  br i1 %one, label %exit, label %main
main:
  %y = phi i64 [ 0, %pre ], [ %yn, %main ]
  %t = phi i64 [ 0, %pre ], [ %tn, %main ]
  %ix = add i64 %row, %y
  %p = getelementptr float, ptr %Ab, i64 %ix
  %a0 = load float, ptr %p
  %p2 = getelementptr i8, ptr %p, i64 8
  %a2 = load float, ptr %p2
  %yn = add nuw nsw i64 %y, 2
  %tn = add i64 %t, 2
  %done = icmp eq i64 %tn, %U
  br i1 %done, label %exit, label %main
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @dot, !"kernel", i32 1}
!1 = !{ptr @dot_unguarded, !"kernel", i32 1}
!2 = !{ptr @dot_past, !"kernel", i32 1}
