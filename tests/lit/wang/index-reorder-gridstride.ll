; Index reordering of a transpose-add's B (C[i*n+j] = A[i*n+j] + B[j*n+i], collapse(2), gpuopt
; offload's 2-D grid; transform/index_reorder.c grid_stride_in_row): j comes from threadIdx.x, i is
; the grid-stride row index %g = y + k*#y, which nothing tests; the loop runs while the linear
; iteration variable %iv = %g*n + j stays <= n*n - 1, so %g <= n - 1 and B[j*n + i] may be stored
; transposed. In @tadd_over the loop may run up to n*n + n - 1: i may reach n, no reordering.
; RUN: %gpuopt opt -p index-reorder,verify %s | FileCheck %s
; CHECK-NOT: define {{.*}}@tadd_over_ro
; CHECK-LABEL: define {{.*}}void @tadd_ro(i32 %n, ptr %C, i64 %Coff, ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i64 %Bb.rows)
; CHECK: %ro.yr = mul nsw i64 %ro.y, %Bb.rows
; CHECK: getelementptr inbounds float, ptr %Bb, i64 %ro.idx
; CHECK-NOT: define {{.*}}@tadd_over_ro
; CHECK: "gpuopt-layout"="5:p0:7:4:1:0:1:0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @tadd(i32 %n, ptr %C, i64 %Coff, ptr %A, i64 %Aoff, ptr %B, i64 %Boff) {
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
  %j = zext nneg i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntidy = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %y = zext nneg i32 %ty to i64
  %ny = zext nneg i32 %ntidy to i64
  %row0 = mul nuw nsw i64 %y, %nn
  %iv0 = add nuw nsw i64 %row0, %j
  %step = mul nuw nsw i64 %ny, %nn
  %inx = icmp ult i32 %tx, %n
  %ubt0 = select i1 %inx, i64 %ub, i64 -9223372036854775808
  %lt = icmp slt i64 %ubt0, %ub
  %ubt = select i1 %lt, i64 %ubt0, i64 %ub
  %none = icmp sgt i64 %iv0, %ubt
  br i1 %none, label %exit, label %body
body:
  %iv = phi i64 [ %iv0, %pre ], [ %ivn, %body ]
  %g = phi i64 [ %y, %pre ], [ %gn, %body ]
  %i = trunc i64 %g to i32
  %in = mul nsw i32 %i, %n
  %ij = add nsw i32 %in, %tx
  %eij = sext i32 %ij to i64
  %pa = getelementptr inbounds float, ptr %Ab, i64 %eij
  %a = load float, ptr %pa, align 4
  %jn = mul nsw i32 %tx, %n
  %ji = add nsw i32 %jn, %i
  %eji = sext i32 %ji to i64
  %pb = getelementptr inbounds float, ptr %Bb, i64 %eji
  %b = load float, ptr %pb, align 4
  %s = fadd float %a, %b
  %pc = getelementptr inbounds float, ptr %Cb, i64 %eij
  store float %s, ptr %pc, align 4
  %gn = add nuw nsw i64 %g, %ny
  %ivn = add nuw nsw i64 %iv, %step
  %done = icmp sgt i64 %ivn, %ubt
  br i1 %done, label %exit, label %body
exit:
  ret void
}

define void @tadd_over(i32 %n, ptr %C, i64 %Coff, ptr %A, i64 %Aoff, ptr %B, i64 %Boff) {
entry:
  %Cb = getelementptr i8, ptr %C, i64 %Coff
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %Bb = getelementptr i8, ptr %B, i64 %Boff
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit
pre:
  %nn = zext nneg i32 %n to i64
  %sq = mul nuw nsw i64 %nn, %nn
  %sqn = add nuw nsw i64 %sq, %nn
  %ub = add nsw i64 %sqn, -1
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = zext nneg i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntidy = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %y = zext nneg i32 %ty to i64
  %ny = zext nneg i32 %ntidy to i64
  %row0 = mul nuw nsw i64 %y, %nn
  %iv0 = add nuw nsw i64 %row0, %j
  %step = mul nuw nsw i64 %ny, %nn
  %inx = icmp ult i32 %tx, %n
  %ubt0 = select i1 %inx, i64 %ub, i64 -9223372036854775808
  %lt = icmp slt i64 %ubt0, %ub
  %ubt = select i1 %lt, i64 %ubt0, i64 %ub
  %none = icmp sgt i64 %iv0, %ubt
  br i1 %none, label %exit, label %body
body:
  %iv = phi i64 [ %iv0, %pre ], [ %ivn, %body ]
  %g = phi i64 [ %y, %pre ], [ %gn, %body ]
  %i = trunc i64 %g to i32
  %jn = mul nsw i32 %tx, %n
  %ji = add nsw i32 %jn, %i
  %eji = sext i32 %ji to i64
  %pb = getelementptr inbounds float, ptr %Bb, i64 %eji
  %b = load float, ptr %pb, align 4
  %pc = getelementptr inbounds float, ptr %Cb, i64 %eji
  store float %b, ptr %pc, align 4
  %gn = add nuw nsw i64 %g, %ny
  %ivn = add nuw nsw i64 %iv, %step
  %done = icmp sgt i64 %ivn, %ubt
  br i1 %done, label %exit, label %body
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @tadd, !"kernel", i32 1}
!1 = !{ptr @tadd_over, !"kernel", i32 1}
