; Index reordering of the kernels gpuopt offload makes of sequential C after loop interchange
; (tests/wang/reorder_seq.c: R[i*64 + k] = R[i*64 + k - 1]*0.5 + S[i*64 + k], i the thread's row,
; k sequential in each thread and unrolled by clang by 3): the index is `(i << 6) | k` (shl nsw, or
; disjoint: X*64 + Y), the unrolled accesses are constant byte offsets from one address (Y + d,
; d = -1 .. 2), and the latch tests k itself (k < 61, k = 1, 4, ..., 61: at most 61), so
; 0 <= k + d <= 63 is proved for every access. The second address `zext(i << 6) + zext nneg k` (a
; plain zext of X*64) is non-negative because the same product's `or disjoint` under a zext nneg
; indexes a load of the same block. In @recur_over one access reaches k + 3 (up to 64): not in the
; row, R declined.
; RUN: %gpuopt opt -p index-reorder,verify %s | FileCheck %s
; CHECK-NOT: define {{.*}}@recur_over_ro
; CHECK-LABEL: define {{.*}}void @recur_ro(ptr %R, i64 %Roff, i64 %Rb.rows)
; CHECK: %p = getelementptr float, ptr %Rb, i64 %ro.idx
; CHECK-NEXT: %[[D:ro.d[0-9]*]] = mul nsw i64 -1, %Rb.rows
; CHECK-NEXT: %[[O:ro.off[0-9]*]] = getelementptr float, ptr %p, i64 %[[D]]
; CHECK-NEXT: load float, ptr %[[O]]
; CHECK: mul nsw i64 2, %Rb.rows
; CHECK-NOT: define {{.*}}@recur_over_ro
; CHECK-DAG: "gpuopt-layout"="0:c64:2:4:5:0:5:0"
; CHECK-DAG: "gpuopt-layout-declined"="Rb: a column index not proved within its row
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @recur(ptr %R, i64 %Roff) {
entry:
  %Rb = getelementptr i8, ptr %R, i64 %Roff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %body
body:
  %k = phi i32 [ 1, %entry ], [ %kn, %body ]
  %row = shl nsw i32 %tx, 6
  %ik = or disjoint i32 %row, %k
  %e = zext nneg i32 %ik to i64
  %p = getelementptr float, ptr %Rb, i64 %e
  %pm = getelementptr i8, ptr %p, i64 -4
  %a = load float, ptr %pm, align 4
  store float %a, ptr %p, align 4
  %rw = zext i32 %row to i64
  %kk = zext nneg i32 %k to i64
  %e2 = add nuw nsw i64 %rw, %kk
  %q = getelementptr float, ptr %Rb, i64 %e2
  %q1 = getelementptr i8, ptr %q, i64 4
  %q2 = getelementptr i8, ptr %q, i64 8
  %b = load float, ptr %q, align 4
  store float %b, ptr %q1, align 4
  store float %b, ptr %q2, align 4
  %kn = add nuw nsw i32 %k, 3
  %more = icmp ult i32 %k, 61
  br i1 %more, label %body, label %exit
exit:
  ret void
}

define void @recur_over(ptr %R, i64 %Roff) {
entry:
  %Rb = getelementptr i8, ptr %R, i64 %Roff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %body
body:
  %k = phi i32 [ 1, %entry ], [ %kn, %body ]
  %row = shl nsw i32 %tx, 6
  %ik = or disjoint i32 %row, %k
  %e = zext nneg i32 %ik to i64
  %p = getelementptr float, ptr %Rb, i64 %e
  %pm = getelementptr i8, ptr %p, i64 -4
  %a = load float, ptr %pm, align 4
  store float %a, ptr %p, align 4
  %rw = zext i32 %row to i64
  %kk = zext nneg i32 %k to i64
  %e2 = add nuw nsw i64 %rw, %kk
  %q = getelementptr float, ptr %Rb, i64 %e2
  %q1 = getelementptr i8, ptr %q, i64 4
  %q3 = getelementptr i8, ptr %q, i64 12
  %b = load float, ptr %q, align 4
  store float %b, ptr %q1, align 4
  store float %b, ptr %q3, align 4
  %kn = add nuw nsw i32 %k, 3
  %more = icmp ult i32 %k, 61
  br i1 %more, label %body, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @recur, !"kernel", i32 1}
!1 = !{ptr @recur_over, !"kernel", i32 1}
