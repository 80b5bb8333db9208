source_filename = "prefetch_o3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gemm_o3(ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef %c, i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, float noundef %alpha, float noundef %beta) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp = icmp slt i32 %add7, %ni
  %cmp8 = icmp slt i32 %add, %nj
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %nj
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %c, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul11 = fmul contract float %6, %beta
  %cmp1243 = icmp sgt i32 %nk, 0
  br i1 %cmp1243, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, %nk
  %xtraiter = and i32 %nk, 3
  %7 = icmp ult i32 %nk, 4
  br i1 %7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nk, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add23.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add23.3, %for.body ]
  %k.045.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %s.044.unr = phi float [ %mul11, %for.body.lr.ph ], [ %add23.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %k.045.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.045.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.044.epil = phi float [ %add23.epil, %for.body.epil ], [ %s.044.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %add14.epil = add nuw nsw i32 %k.045.epil, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds float, ptr %a, i64 %idxprom15.epil
  %8 = load float, ptr %arrayidx16.epil, align 4, !tbaa !8
  %mul17.epil = fmul contract float %8, %alpha
  %mul18.epil = mul nsw i32 %k.045.epil, %nj
  %add19.epil = add nsw i32 %mul18.epil, %add
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds float, ptr %b, i64 %idxprom20.epil
  %9 = load float, ptr %arrayidx21.epil, align 4, !tbaa !8
  %mul22.epil = fmul contract float %mul17.epil, %9
  %add23.epil = fadd contract float %s.044.epil, %mul22.epil
  %inc.epil = add nuw nsw i32 %k.045.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !12

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.then
  %s.0.lcssa = phi float [ %mul11, %if.then ], [ %add23.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add23.epil, %for.body.epil ]
  store float %s.0.lcssa, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.045 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %s.044 = phi float [ %mul11, %for.body.lr.ph.new ], [ %add23.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add14 = add nuw nsw i32 %k.045, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %a, i64 %idxprom15
  %10 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul17 = fmul contract float %10, %alpha
  %mul18 = mul nsw i32 %k.045, %nj
  %add19 = add nsw i32 %mul18, %add
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %b, i64 %idxprom20
  %11 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %mul22 = fmul contract float %mul17, %11
  %add23 = fadd contract float %s.044, %mul22
  %inc = or disjoint i32 %k.045, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds float, ptr %a, i64 %idxprom15.1
  %12 = load float, ptr %arrayidx16.1, align 4, !tbaa !8
  %mul17.1 = fmul contract float %12, %alpha
  %mul18.1 = mul nsw i32 %inc, %nj
  %add19.1 = add nsw i32 %mul18.1, %add
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds float, ptr %b, i64 %idxprom20.1
  %13 = load float, ptr %arrayidx21.1, align 4, !tbaa !8
  %mul22.1 = fmul contract float %mul17.1, %13
  %add23.1 = fadd contract float %add23, %mul22.1
  %inc.1 = or disjoint i32 %k.045, 2
  %add14.2 = add nuw nsw i32 %inc.1, %mul13
  %idxprom15.2 = zext nneg i32 %add14.2 to i64
  %arrayidx16.2 = getelementptr inbounds float, ptr %a, i64 %idxprom15.2
  %14 = load float, ptr %arrayidx16.2, align 4, !tbaa !8
  %mul17.2 = fmul contract float %14, %alpha
  %mul18.2 = mul nsw i32 %inc.1, %nj
  %add19.2 = add nsw i32 %mul18.2, %add
  %idxprom20.2 = sext i32 %add19.2 to i64
  %arrayidx21.2 = getelementptr inbounds float, ptr %b, i64 %idxprom20.2
  %15 = load float, ptr %arrayidx21.2, align 4, !tbaa !8
  %mul22.2 = fmul contract float %mul17.2, %15
  %add23.2 = fadd contract float %add23.1, %mul22.2
  %inc.2 = or disjoint i32 %k.045, 3
  %add14.3 = add nuw nsw i32 %inc.2, %mul13
  %idxprom15.3 = zext nneg i32 %add14.3 to i64
  %arrayidx16.3 = getelementptr inbounds float, ptr %a, i64 %idxprom15.3
  %16 = load float, ptr %arrayidx16.3, align 4, !tbaa !8
  %mul17.3 = fmul contract float %16, %alpha
  %mul18.3 = mul nsw i32 %inc.2, %nj
  %add19.3 = add nsw i32 %mul18.3, %add
  %idxprom20.3 = sext i32 %add19.3 to i64
  %arrayidx21.3 = getelementptr inbounds float, ptr %b, i64 %idxprom20.3
  %17 = load float, ptr %arrayidx21.3, align 4, !tbaa !8
  %mul22.3 = fmul contract float %mul17.3, %17
  %add23.3 = fadd contract float %add23.2, %mul22.3
  %inc.3 = add nuw nsw i32 %k.045, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !14

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @matvec_o3(ptr noalias nocapture noundef writeonly %y, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %x, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %cmp319 = icmp sgt i32 %n, 0
  br i1 %cmp319, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul4 = mul nsw i32 %add, %n
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add9.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add9.3, %for.body ]
  %k.021.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %s.020.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add9.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %k.021.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.021.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.020.epil = phi float [ %add9.epil, %for.body.epil ], [ %s.020.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %add5.epil = add nsw i32 %k.021.epil, %mul4
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %A, i64 %idxprom.epil
  %4 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %idxprom6.epil = zext nneg i32 %k.021.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %x, i64 %idxprom6.epil
  %5 = load float, ptr %arrayidx7.epil, align 4, !tbaa !8
  %mul8.epil = fmul contract float %4, %5
  %add9.epil = fadd contract float %s.020.epil, %mul8.epil
  %inc.epil = add nuw nsw i32 %k.021.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !16

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %s.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add9.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add9.epil, %for.body.epil ]
  %idxprom10 = sext i32 %add to i64
  %arrayidx11 = getelementptr inbounds float, ptr %y, i64 %idxprom10
  store float %s.0.lcssa, ptr %arrayidx11, align 4, !tbaa !8
  br label %if.end

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.021 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %s.020 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add9.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add5 = add nsw i32 %k.021, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom6 = zext nneg i32 %k.021 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %x, i64 %idxprom6
  %7 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %mul8 = fmul contract float %6, %7
  %add9 = fadd contract float %s.020, %mul8
  %inc = or disjoint i32 %k.021, 1
  %add5.1 = add nsw i32 %inc, %mul4
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %A, i64 %idxprom.1
  %8 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %idxprom6.1 = zext nneg i32 %inc to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %x, i64 %idxprom6.1
  %9 = load float, ptr %arrayidx7.1, align 4, !tbaa !8
  %mul8.1 = fmul contract float %8, %9
  %add9.1 = fadd contract float %add9, %mul8.1
  %inc.1 = or disjoint i32 %k.021, 2
  %add5.2 = add nsw i32 %inc.1, %mul4
  %idxprom.2 = sext i32 %add5.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %A, i64 %idxprom.2
  %10 = load float, ptr %arrayidx.2, align 4, !tbaa !8
  %idxprom6.2 = zext nneg i32 %inc.1 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %x, i64 %idxprom6.2
  %11 = load float, ptr %arrayidx7.2, align 4, !tbaa !8
  %mul8.2 = fmul contract float %10, %11
  %add9.2 = fadd contract float %add9.1, %mul8.2
  %inc.2 = or disjoint i32 %k.021, 3
  %add5.3 = add nsw i32 %inc.2, %mul4
  %idxprom.3 = sext i32 %add5.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %A, i64 %idxprom.3
  %12 = load float, ptr %arrayidx.3, align 4, !tbaa !8
  %idxprom6.3 = zext nneg i32 %inc.2 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %x, i64 %idxprom6.3
  %13 = load float, ptr %arrayidx7.3, align 4, !tbaa !8
  %mul8.3 = fmul contract float %12, %13
  %add9.3 = fadd contract float %add9.2, %mul8.3
  %inc.3 = add nuw nsw i32 %k.021, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !17

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @syrk_o3(ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef %c, i32 noundef %n, i32 noundef %m, float noundef %alpha, float noundef %beta) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp = icmp slt i32 %add7, %n
  %cmp8 = icmp slt i32 %add, %n
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %n
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %c, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul11 = fmul contract float %6, %beta
  %cmp1245 = icmp sgt i32 %m, 0
  br i1 %cmp1245, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, %m
  %mul18 = mul nsw i32 %add, %m
  %xtraiter = and i32 %m, 3
  %7 = icmp ult i32 %m, 4
  br i1 %7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %m, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add23.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add23.3, %for.body ]
  %k.047.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %s.046.unr = phi float [ %mul11, %for.body.lr.ph ], [ %add23.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %k.047.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.047.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.046.epil = phi float [ %add23.epil, %for.body.epil ], [ %s.046.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %add14.epil = add nuw nsw i32 %k.047.epil, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds float, ptr %a, i64 %idxprom15.epil
  %8 = load float, ptr %arrayidx16.epil, align 4, !tbaa !8
  %mul17.epil = fmul contract float %8, %alpha
  %add19.epil = add nsw i32 %k.047.epil, %mul18
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds float, ptr %a, i64 %idxprom20.epil
  %9 = load float, ptr %arrayidx21.epil, align 4, !tbaa !8
  %mul22.epil = fmul contract float %mul17.epil, %9
  %add23.epil = fadd contract float %s.046.epil, %mul22.epil
  %inc.epil = add nuw nsw i32 %k.047.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !18

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.then
  %s.0.lcssa = phi float [ %mul11, %if.then ], [ %add23.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add23.epil, %for.body.epil ]
  store float %s.0.lcssa, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %k.047 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %s.046 = phi float [ %mul11, %for.body.lr.ph.new ], [ %add23.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add14 = add nuw nsw i32 %k.047, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %a, i64 %idxprom15
  %10 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul17 = fmul contract float %10, %alpha
  %add19 = add nsw i32 %k.047, %mul18
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %a, i64 %idxprom20
  %11 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %mul22 = fmul contract float %mul17, %11
  %add23 = fadd contract float %s.046, %mul22
  %inc = or disjoint i32 %k.047, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds float, ptr %a, i64 %idxprom15.1
  %12 = load float, ptr %arrayidx16.1, align 4, !tbaa !8
  %mul17.1 = fmul contract float %12, %alpha
  %add19.1 = add nsw i32 %inc, %mul18
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds float, ptr %a, i64 %idxprom20.1
  %13 = load float, ptr %arrayidx21.1, align 4, !tbaa !8
  %mul22.1 = fmul contract float %mul17.1, %13
  %add23.1 = fadd contract float %add23, %mul22.1
  %inc.1 = or disjoint i32 %k.047, 2
  %add14.2 = add nuw nsw i32 %inc.1, %mul13
  %idxprom15.2 = zext nneg i32 %add14.2 to i64
  %arrayidx16.2 = getelementptr inbounds float, ptr %a, i64 %idxprom15.2
  %14 = load float, ptr %arrayidx16.2, align 4, !tbaa !8
  %mul17.2 = fmul contract float %14, %alpha
  %add19.2 = add nsw i32 %inc.1, %mul18
  %idxprom20.2 = sext i32 %add19.2 to i64
  %arrayidx21.2 = getelementptr inbounds float, ptr %a, i64 %idxprom20.2
  %15 = load float, ptr %arrayidx21.2, align 4, !tbaa !8
  %mul22.2 = fmul contract float %mul17.2, %15
  %add23.2 = fadd contract float %add23.1, %mul22.2
  %inc.2 = or disjoint i32 %k.047, 3
  %add14.3 = add nuw nsw i32 %inc.2, %mul13
  %idxprom15.3 = zext nneg i32 %add14.3 to i64
  %arrayidx16.3 = getelementptr inbounds float, ptr %a, i64 %idxprom15.3
  %16 = load float, ptr %arrayidx16.3, align 4, !tbaa !8
  %mul17.3 = fmul contract float %16, %alpha
  %add19.3 = add nsw i32 %inc.2, %mul18
  %idxprom20.3 = sext i32 %add19.3 to i64
  %arrayidx21.3 = getelementptr inbounds float, ptr %a, i64 %idxprom20.3
  %17 = load float, ptr %arrayidx21.3, align 4, !tbaa !8
  %mul22.3 = fmul contract float %mul17.3, %17
  %add23.3 = fadd contract float %add23.2, %mul22.3
  %inc.3 = add nuw nsw i32 %k.047, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !19

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsum_o3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %w, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %n, 7
  %3 = icmp ult i32 %n, 8
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483640
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add5.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %add5.7, %for.body ]
  %k.015.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %s.014.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add5.7, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %k.015.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.015.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.014.epil = phi float [ %add5.epil, %for.body.epil ], [ %s.014.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %idxprom.epil = zext nneg i32 %k.015.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %w, i64 %idxprom.epil
  %4 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %add3.epil = add nsw i32 %k.015.epil, %add
  %conv.epil = sitofp i32 %add3.epil to float
  %mul4.epil = fmul contract float %4, %conv.epil
  %add5.epil = fadd contract float %s.014.epil, %mul4.epil
  %inc.epil = add nuw nsw i32 %k.015.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !20

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add5.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add5.epil, %for.body.epil ]
  %idxprom6 = sext i32 %add to i64
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %idxprom6
  store float %s.0.lcssa, ptr %arrayidx7, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %k.015 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %s.014 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add5.7, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %idxprom = zext nneg i32 %k.015 to i64
  %arrayidx = getelementptr inbounds float, ptr %w, i64 %idxprom
  %5 = load float, ptr %arrayidx, align 4, !tbaa !8
  %add3 = add nsw i32 %k.015, %add
  %conv = sitofp i32 %add3 to float
  %mul4 = fmul contract float %5, %conv
  %add5 = fadd contract float %s.014, %mul4
  %inc = or disjoint i32 %k.015, 1
  %idxprom.1 = zext nneg i32 %inc to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %w, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %add3.1 = add nsw i32 %inc, %add
  %conv.1 = sitofp i32 %add3.1 to float
  %mul4.1 = fmul contract float %6, %conv.1
  %add5.1 = fadd contract float %add5, %mul4.1
  %inc.1 = or disjoint i32 %k.015, 2
  %idxprom.2 = zext nneg i32 %inc.1 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %w, i64 %idxprom.2
  %7 = load float, ptr %arrayidx.2, align 4, !tbaa !8
  %add3.2 = add nsw i32 %inc.1, %add
  %conv.2 = sitofp i32 %add3.2 to float
  %mul4.2 = fmul contract float %7, %conv.2
  %add5.2 = fadd contract float %add5.1, %mul4.2
  %inc.2 = or disjoint i32 %k.015, 3
  %idxprom.3 = zext nneg i32 %inc.2 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %w, i64 %idxprom.3
  %8 = load float, ptr %arrayidx.3, align 4, !tbaa !8
  %add3.3 = add nsw i32 %inc.2, %add
  %conv.3 = sitofp i32 %add3.3 to float
  %mul4.3 = fmul contract float %8, %conv.3
  %add5.3 = fadd contract float %add5.2, %mul4.3
  %inc.3 = or disjoint i32 %k.015, 4
  %idxprom.4 = zext nneg i32 %inc.3 to i64
  %arrayidx.4 = getelementptr inbounds float, ptr %w, i64 %idxprom.4
  %9 = load float, ptr %arrayidx.4, align 4, !tbaa !8
  %add3.4 = add nsw i32 %inc.3, %add
  %conv.4 = sitofp i32 %add3.4 to float
  %mul4.4 = fmul contract float %9, %conv.4
  %add5.4 = fadd contract float %add5.3, %mul4.4
  %inc.4 = or disjoint i32 %k.015, 5
  %idxprom.5 = zext nneg i32 %inc.4 to i64
  %arrayidx.5 = getelementptr inbounds float, ptr %w, i64 %idxprom.5
  %10 = load float, ptr %arrayidx.5, align 4, !tbaa !8
  %add3.5 = add nsw i32 %inc.4, %add
  %conv.5 = sitofp i32 %add3.5 to float
  %mul4.5 = fmul contract float %10, %conv.5
  %add5.5 = fadd contract float %add5.4, %mul4.5
  %inc.5 = or disjoint i32 %k.015, 6
  %idxprom.6 = zext nneg i32 %inc.5 to i64
  %arrayidx.6 = getelementptr inbounds float, ptr %w, i64 %idxprom.6
  %11 = load float, ptr %arrayidx.6, align 4, !tbaa !8
  %add3.6 = add nsw i32 %inc.5, %add
  %conv.6 = sitofp i32 %add3.6 to float
  %mul4.6 = fmul contract float %11, %conv.6
  %add5.6 = fadd contract float %add5.5, %mul4.6
  %inc.6 = or disjoint i32 %k.015, 7
  %idxprom.7 = zext nneg i32 %inc.6 to i64
  %arrayidx.7 = getelementptr inbounds float, ptr %w, i64 %idxprom.7
  %12 = load float, ptr %arrayidx.7, align 4, !tbaa !8
  %add3.7 = add nsw i32 %inc.6, %add
  %conv.7 = sitofp i32 %add3.7 to float
  %mul4.7 = fmul contract float %12, %conv.7
  %add5.7 = fadd contract float %add5.6, %mul4.7
  %inc.7 = add nuw nsw i32 %k.015, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}

!0 = !{ptr @gemm_o3, !"kernel", i32 1}
!1 = !{ptr @matvec_o3, !"kernel", i32 1}
!2 = !{ptr @syrk_o3, !"kernel", i32 1}
!3 = !{ptr @wsum_o3, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !15}
