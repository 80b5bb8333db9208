; Index reordering on gpuopt offload's interchanged 2-D grid (transform/index_reorder.c
; grid_stride_in_row, the row's end): C[j*n+i] = A[j*n+i] + B[i*n+j] over collapse(2), where Wang's
; interchange test put the outer index i on threadIdx.x (x covers the rows: i = x; each thread runs
; its row's columns j = y, y + #y, ...). B[i*n + j] is strided by n along the warp until B is stored
; transposed. j is a grid-stride index nothing tests; the linear variable %iv = x*n + j (it steps
; with j, K = 1) runs while %iv <= min(x*n + n - 1, n*n - 1), so j <= n - 1. In @tadd_inter_over
; the row's end is x*n + n (one past): j may reach n, no reordering (B declined, not proved).
; RUN: %gpuopt opt -p index-reorder,verify %s | FileCheck %s
; CHECK-NOT: define {{.*}}@tadd_inter_over_ro
; CHECK-LABEL: define {{.*}}void @tadd_inter_ro(i32 %n, ptr %C, i64 %Coff, ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i64 %Bb.rows)
; CHECK: %ro.yr = mul nsw i64 %ro.y, %Bb.rows
; CHECK: getelementptr inbounds float, ptr %Bb, i64 %ro.idx
; CHECK-NOT: define {{.*}}@tadd_inter_over_ro
; CHECK-DAG: "gpuopt-layout"="5:p0:7:4:1:0:1:0"
; CHECK-DAG: "gpuopt-layout-declined"="{{.*}}Bb: a column index not proved within its row
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @tadd_inter(i32 %n, ptr %C, i64 %Coff, ptr %A, i64 %Aoff, ptr %B, i64 %Boff) {
entry:
  %Cb = getelementptr i8, ptr %C, i64 %Coff
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %Bb = getelementptr i8, ptr %B, i64 %Boff
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit
pre:
  %nn = zext nneg i32 %n to i64
  %sq = mul nuw nsw i64 %nn, %nn
  %ub = add nsw i64 %sq, -1
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext nneg i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntidy = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %y = zext nneg i32 %ty to i64
  %ny = zext nneg i32 %ntidy to i64
  %c = mul nuw nsw i64 %x, %nn
  %iv0 = add nuw nsw i64 %c, %y
  %rowe = add nuw nsw i64 %c, %nn
  %rowend = add nsw i64 %rowe, -1
  %ubt = call i64 @llvm.smin.i64(i64 %rowend, i64 %ub)
  %none = icmp sgt i64 %iv0, %ubt
  br i1 %none, label %exit, label %body
body:
  %iv = phi i64 [ %iv0, %pre ], [ %ivn, %body ]
  %g = phi i64 [ %y, %pre ], [ %gn, %body ]
  %j = trunc i64 %g to i32
  %jn = mul nsw i32 %j, %n
  %ji = add nsw i32 %jn, %tx
  %eji = sext i32 %ji to i64
  %pa = getelementptr inbounds float, ptr %Ab, i64 %eji
  %a = load float, ptr %pa, align 4
  %in = mul nsw i32 %tx, %n
  %ij = add nsw i32 %in, %j
  %eij = sext i32 %ij to i64
  %pb = getelementptr inbounds float, ptr %Bb, i64 %eij
  %b = load float, ptr %pb, align 4
  %s = fadd float %a, %b
  %pc = getelementptr inbounds float, ptr %Cb, i64 %eji
  store float %s, ptr %pc, align 4
  %gn = add nuw nsw i64 %g, %ny
  %ivn = add nuw nsw i64 %iv, %ny
  %done = icmp sgt i64 %ivn, %ubt
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @tadd_inter_over(i32 %n, ptr %C, i64 %Coff, ptr %A, i64 %Aoff, ptr %B, i64 %Boff) {
entry:
  %Cb = getelementptr i8, ptr %C, i64 %Coff
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %Bb = getelementptr i8, ptr %B, i64 %Boff
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit
pre:
  %nn = zext nneg i32 %n to i64
  %sq = mul nuw nsw i64 %nn, %nn
  %ub = add nsw i64 %sq, -1
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext nneg i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntidy = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %y = zext nneg i32 %ty to i64
  %ny = zext nneg i32 %ntidy to i64
  %c = mul nuw nsw i64 %x, %nn
  %iv0 = add nuw nsw i64 %c, %y
  %rowend = add nuw nsw i64 %c, %nn
  %ubt = call i64 @llvm.smin.i64(i64 %rowend, i64 %ub)
  %none = icmp sgt i64 %iv0, %ubt
  br i1 %none, label %exit, label %body
body:
  %iv = phi i64 [ %iv0, %pre ], [ %ivn, %body ]
  %g = phi i64 [ %y, %pre ], [ %gn, %body ]
  %j = trunc i64 %g to i32
  %jn = mul nsw i32 %j, %n
  %ji = add nsw i32 %jn, %tx
  %eji = sext i32 %ji to i64
  %pa = getelementptr inbounds float, ptr %Ab, i64 %eji
  %a = load float, ptr %pa, align 4
  %in = mul nsw i32 %tx, %n
  %ij = add nsw i32 %in, %j
  %eij = sext i32 %ij to i64
  %pb = getelementptr inbounds float, ptr %Bb, i64 %eij
  %b = load float, ptr %pb, align 4
  %s = fadd float %a, %b
  %pc = getelementptr inbounds float, ptr %Cb, i64 %eji
  store float %s, ptr %pc, align 4
  %gn = add nuw nsw i64 %g, %ny
  %ivn = add nuw nsw i64 %iv, %ny
  %done = icmp sgt i64 %ivn, %ubt
  br i1 %done, label %exit, label %body
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i64 @llvm.smin.i64(i64, i64)

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @tadd_inter, !"kernel", i32 1}
!1 = !{ptr @tadd_inter_over, !"kernel", i32 1}
