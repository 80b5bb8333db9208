source_filename = "bench/codequality/polybench.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gemm(ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b, ptr nocapture noundef %c, i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, float noundef %alpha, float noundef %beta) local_unnamed_addr #0 {
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
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul11 = fmul contract float %6, %beta
  store float %mul11, ptr %arrayidx, align 4, !tbaa !34
  %cmp1242 = icmp sgt i32 %nk, 0
  br i1 %cmp1242, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, %nk
  %xtraiter = and i32 %nk, 3
  %7 = icmp ult i32 %nk, 4
  br i1 %7, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nk, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %8 = phi float [ %mul11, %for.body.lr.ph.new ], [ %add27.3, %for.body ]
  %k.043 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add14 = add nuw nsw i32 %k.043, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %a, i64 %idxprom15
  %9 = load float, ptr %arrayidx16, align 4, !tbaa !34
  %mul17 = fmul contract float %9, %alpha
  %mul18 = mul nsw i32 %k.043, %nj
  %add19 = add nsw i32 %mul18, %add
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %b, i64 %idxprom20
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !34
  %mul22 = fmul contract float %mul17, %10
  %add27 = fadd contract float %8, %mul22
  store float %add27, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %k.043, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds float, ptr %a, i64 %idxprom15.1
  %11 = load float, ptr %arrayidx16.1, align 4, !tbaa !34
  %mul17.1 = fmul contract float %11, %alpha
  %mul18.1 = mul nsw i32 %inc, %nj
  %add19.1 = add nsw i32 %mul18.1, %add
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds float, ptr %b, i64 %idxprom20.1
  %12 = load float, ptr %arrayidx21.1, align 4, !tbaa !34
  %mul22.1 = fmul contract float %mul17.1, %12
  %add27.1 = fadd contract float %add27, %mul22.1
  store float %add27.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %k.043, 2
  %add14.2 = add nuw nsw i32 %inc.1, %mul13
  %idxprom15.2 = zext nneg i32 %add14.2 to i64
  %arrayidx16.2 = getelementptr inbounds float, ptr %a, i64 %idxprom15.2
  %13 = load float, ptr %arrayidx16.2, align 4, !tbaa !34
  %mul17.2 = fmul contract float %13, %alpha
  %mul18.2 = mul nsw i32 %inc.1, %nj
  %add19.2 = add nsw i32 %mul18.2, %add
  %idxprom20.2 = sext i32 %add19.2 to i64
  %arrayidx21.2 = getelementptr inbounds float, ptr %b, i64 %idxprom20.2
  %14 = load float, ptr %arrayidx21.2, align 4, !tbaa !34
  %mul22.2 = fmul contract float %mul17.2, %14
  %add27.2 = fadd contract float %add27.1, %mul22.2
  store float %add27.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %k.043, 3
  %add14.3 = add nuw nsw i32 %inc.2, %mul13
  %idxprom15.3 = zext nneg i32 %add14.3 to i64
  %arrayidx16.3 = getelementptr inbounds float, ptr %a, i64 %idxprom15.3
  %15 = load float, ptr %arrayidx16.3, align 4, !tbaa !34
  %mul17.3 = fmul contract float %15, %alpha
  %mul18.3 = mul nsw i32 %inc.2, %nj
  %add19.3 = add nsw i32 %mul18.3, %add
  %idxprom20.3 = sext i32 %add19.3 to i64
  %arrayidx21.3 = getelementptr inbounds float, ptr %b, i64 %idxprom20.3
  %16 = load float, ptr %arrayidx21.3, align 4, !tbaa !34
  %mul22.3 = fmul contract float %mul17.3, %16
  %add27.3 = fadd contract float %add27.2, %mul22.3
  store float %add27.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %k.043, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !38

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %.unr = phi float [ %mul11, %for.body.lr.ph ], [ %add27.3, %for.body ]
  %k.043.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %17 = phi float [ %add27.epil, %for.body.epil ], [ %.unr, %if.end.loopexit.unr-lcssa ]
  %k.043.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.043.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %add14.epil = add nuw nsw i32 %k.043.epil, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds float, ptr %a, i64 %idxprom15.epil
  %18 = load float, ptr %arrayidx16.epil, align 4, !tbaa !34
  %mul17.epil = fmul contract float %18, %alpha
  %mul18.epil = mul nsw i32 %k.043.epil, %nj
  %add19.epil = add nsw i32 %mul18.epil, %add
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds float, ptr %b, i64 %idxprom20.epil
  %19 = load float, ptr %arrayidx21.epil, align 4, !tbaa !34
  %mul22.epil = fmul contract float %mul17.epil, %19
  %add27.epil = fadd contract float %17, %mul22.epil
  store float %add27.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %k.043.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !40

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mm2_kernel1(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B, ptr nocapture noundef writeonly %tmp, i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, float noundef %alpha) local_unnamed_addr #0 {
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
  %arrayidx = getelementptr inbounds float, ptr %tmp, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  %cmp1141 = icmp sgt i32 %nk, 0
  br i1 %cmp1141, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul12 = mul nuw nsw i32 %add7, %nk
  %xtraiter = and i32 %nk, 3
  %6 = icmp ult i32 %nk, 4
  br i1 %6, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nk, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %7 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add26.3, %for.body ]
  %k.042 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add13 = add nuw nsw i32 %k.042, %mul12
  %idxprom14 = zext nneg i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds float, ptr %A, i64 %idxprom14
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !34
  %mul16 = fmul contract float %8, %alpha
  %mul17 = mul nsw i32 %k.042, %nj
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %B, i64 %idxprom19
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !34
  %mul21 = fmul contract float %mul16, %9
  %add26 = fadd contract float %7, %mul21
  store float %add26, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %k.042, 1
  %add13.1 = add nuw nsw i32 %inc, %mul12
  %idxprom14.1 = zext nneg i32 %add13.1 to i64
  %arrayidx15.1 = getelementptr inbounds float, ptr %A, i64 %idxprom14.1
  %10 = load float, ptr %arrayidx15.1, align 4, !tbaa !34
  %mul16.1 = fmul contract float %10, %alpha
  %mul17.1 = mul nsw i32 %inc, %nj
  %add18.1 = add nsw i32 %mul17.1, %add
  %idxprom19.1 = sext i32 %add18.1 to i64
  %arrayidx20.1 = getelementptr inbounds float, ptr %B, i64 %idxprom19.1
  %11 = load float, ptr %arrayidx20.1, align 4, !tbaa !34
  %mul21.1 = fmul contract float %mul16.1, %11
  %add26.1 = fadd contract float %add26, %mul21.1
  store float %add26.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %k.042, 2
  %add13.2 = add nuw nsw i32 %inc.1, %mul12
  %idxprom14.2 = zext nneg i32 %add13.2 to i64
  %arrayidx15.2 = getelementptr inbounds float, ptr %A, i64 %idxprom14.2
  %12 = load float, ptr %arrayidx15.2, align 4, !tbaa !34
  %mul16.2 = fmul contract float %12, %alpha
  %mul17.2 = mul nsw i32 %inc.1, %nj
  %add18.2 = add nsw i32 %mul17.2, %add
  %idxprom19.2 = sext i32 %add18.2 to i64
  %arrayidx20.2 = getelementptr inbounds float, ptr %B, i64 %idxprom19.2
  %13 = load float, ptr %arrayidx20.2, align 4, !tbaa !34
  %mul21.2 = fmul contract float %mul16.2, %13
  %add26.2 = fadd contract float %add26.1, %mul21.2
  store float %add26.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %k.042, 3
  %add13.3 = add nuw nsw i32 %inc.2, %mul12
  %idxprom14.3 = zext nneg i32 %add13.3 to i64
  %arrayidx15.3 = getelementptr inbounds float, ptr %A, i64 %idxprom14.3
  %14 = load float, ptr %arrayidx15.3, align 4, !tbaa !34
  %mul16.3 = fmul contract float %14, %alpha
  %mul17.3 = mul nsw i32 %inc.2, %nj
  %add18.3 = add nsw i32 %mul17.3, %add
  %idxprom19.3 = sext i32 %add18.3 to i64
  %arrayidx20.3 = getelementptr inbounds float, ptr %B, i64 %idxprom19.3
  %15 = load float, ptr %arrayidx20.3, align 4, !tbaa !34
  %mul21.3 = fmul contract float %mul16.3, %15
  %add26.3 = fadd contract float %add26.2, %mul21.3
  store float %add26.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %k.042, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !42

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add26.3, %for.body ]
  %k.042.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %16 = phi float [ %add26.epil, %for.body.epil ], [ %.unr, %if.end.loopexit.unr-lcssa ]
  %k.042.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.042.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %add13.epil = add nuw nsw i32 %k.042.epil, %mul12
  %idxprom14.epil = zext nneg i32 %add13.epil to i64
  %arrayidx15.epil = getelementptr inbounds float, ptr %A, i64 %idxprom14.epil
  %17 = load float, ptr %arrayidx15.epil, align 4, !tbaa !34
  %mul16.epil = fmul contract float %17, %alpha
  %mul17.epil = mul nsw i32 %k.042.epil, %nj
  %add18.epil = add nsw i32 %mul17.epil, %add
  %idxprom19.epil = sext i32 %add18.epil to i64
  %arrayidx20.epil = getelementptr inbounds float, ptr %B, i64 %idxprom19.epil
  %18 = load float, ptr %arrayidx20.epil, align 4, !tbaa !34
  %mul21.epil = fmul contract float %mul16.epil, %18
  %add26.epil = fadd contract float %16, %mul21.epil
  store float %add26.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %k.042.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !43

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mm2_kernel2(ptr nocapture noundef readonly %tmp, ptr nocapture noundef readonly %C, ptr nocapture noundef %D, i32 noundef %ni, i32 noundef %nl, i32 noundef %nj, float noundef %beta) local_unnamed_addr #0 {
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
  %cmp8 = icmp slt i32 %add, %nl
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %nl
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %D, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul11 = fmul contract float %6, %beta
  store float %mul11, ptr %arrayidx, align 4, !tbaa !34
  %cmp1241 = icmp sgt i32 %nj, 0
  br i1 %cmp1241, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, %nj
  %xtraiter = and i32 %nj, 3
  %7 = icmp ult i32 %nj, 4
  br i1 %7, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nj, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %8 = phi float [ %mul11, %for.body.lr.ph.new ], [ %add26.3, %for.body ]
  %k.042 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add14 = add nuw nsw i32 %k.042, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %tmp, i64 %idxprom15
  %9 = load float, ptr %arrayidx16, align 4, !tbaa !34
  %mul17 = mul nsw i32 %k.042, %nl
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %C, i64 %idxprom19
  %10 = load float, ptr %arrayidx20, align 4, !tbaa !34
  %mul21 = fmul contract float %9, %10
  %add26 = fadd contract float %8, %mul21
  store float %add26, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %k.042, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds float, ptr %tmp, i64 %idxprom15.1
  %11 = load float, ptr %arrayidx16.1, align 4, !tbaa !34
  %mul17.1 = mul nsw i32 %inc, %nl
  %add18.1 = add nsw i32 %mul17.1, %add
  %idxprom19.1 = sext i32 %add18.1 to i64
  %arrayidx20.1 = getelementptr inbounds float, ptr %C, i64 %idxprom19.1
  %12 = load float, ptr %arrayidx20.1, align 4, !tbaa !34
  %mul21.1 = fmul contract float %11, %12
  %add26.1 = fadd contract float %add26, %mul21.1
  store float %add26.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %k.042, 2
  %add14.2 = add nuw nsw i32 %inc.1, %mul13
  %idxprom15.2 = zext nneg i32 %add14.2 to i64
  %arrayidx16.2 = getelementptr inbounds float, ptr %tmp, i64 %idxprom15.2
  %13 = load float, ptr %arrayidx16.2, align 4, !tbaa !34
  %mul17.2 = mul nsw i32 %inc.1, %nl
  %add18.2 = add nsw i32 %mul17.2, %add
  %idxprom19.2 = sext i32 %add18.2 to i64
  %arrayidx20.2 = getelementptr inbounds float, ptr %C, i64 %idxprom19.2
  %14 = load float, ptr %arrayidx20.2, align 4, !tbaa !34
  %mul21.2 = fmul contract float %13, %14
  %add26.2 = fadd contract float %add26.1, %mul21.2
  store float %add26.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %k.042, 3
  %add14.3 = add nuw nsw i32 %inc.2, %mul13
  %idxprom15.3 = zext nneg i32 %add14.3 to i64
  %arrayidx16.3 = getelementptr inbounds float, ptr %tmp, i64 %idxprom15.3
  %15 = load float, ptr %arrayidx16.3, align 4, !tbaa !34
  %mul17.3 = mul nsw i32 %inc.2, %nl
  %add18.3 = add nsw i32 %mul17.3, %add
  %idxprom19.3 = sext i32 %add18.3 to i64
  %arrayidx20.3 = getelementptr inbounds float, ptr %C, i64 %idxprom19.3
  %16 = load float, ptr %arrayidx20.3, align 4, !tbaa !34
  %mul21.3 = fmul contract float %15, %16
  %add26.3 = fadd contract float %add26.2, %mul21.3
  store float %add26.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %k.042, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !44

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %.unr = phi float [ %mul11, %for.body.lr.ph ], [ %add26.3, %for.body ]
  %k.042.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %17 = phi float [ %add26.epil, %for.body.epil ], [ %.unr, %if.end.loopexit.unr-lcssa ]
  %k.042.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.042.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %add14.epil = add nuw nsw i32 %k.042.epil, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds float, ptr %tmp, i64 %idxprom15.epil
  %18 = load float, ptr %arrayidx16.epil, align 4, !tbaa !34
  %mul17.epil = mul nsw i32 %k.042.epil, %nl
  %add18.epil = add nsw i32 %mul17.epil, %add
  %idxprom19.epil = sext i32 %add18.epil to i64
  %arrayidx20.epil = getelementptr inbounds float, ptr %C, i64 %idxprom19.epil
  %19 = load float, ptr %arrayidx20.epil, align 4, !tbaa !34
  %mul21.epil = fmul contract float %18, %19
  %add26.epil = fadd contract float %17, %mul21.epil
  store float %add26.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %k.042.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !45

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @syrk(ptr nocapture noundef readonly %a, ptr nocapture noundef %c, i32 noundef %n, i32 noundef %m, float noundef %alpha, float noundef %beta) local_unnamed_addr #0 {
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
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul11 = fmul contract float %6, %beta
  store float %mul11, ptr %arrayidx, align 4, !tbaa !34
  %cmp1244 = icmp sgt i32 %m, 0
  br i1 %cmp1244, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, %m
  %mul18 = mul nsw i32 %add, %m
  %xtraiter = and i32 %m, 3
  %7 = icmp ult i32 %m, 4
  br i1 %7, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %m, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %8 = phi float [ %mul11, %for.body.lr.ph.new ], [ %add27.3, %for.body ]
  %k.045 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add14 = add nuw nsw i32 %k.045, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %a, i64 %idxprom15
  %9 = load float, ptr %arrayidx16, align 4, !tbaa !34
  %mul17 = fmul contract float %9, %alpha
  %add19 = add nsw i32 %k.045, %mul18
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %a, i64 %idxprom20
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !34
  %mul22 = fmul contract float %mul17, %10
  %add27 = fadd contract float %8, %mul22
  store float %add27, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %k.045, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds float, ptr %a, i64 %idxprom15.1
  %11 = load float, ptr %arrayidx16.1, align 4, !tbaa !34
  %mul17.1 = fmul contract float %11, %alpha
  %add19.1 = add nsw i32 %inc, %mul18
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds float, ptr %a, i64 %idxprom20.1
  %12 = load float, ptr %arrayidx21.1, align 4, !tbaa !34
  %mul22.1 = fmul contract float %mul17.1, %12
  %add27.1 = fadd contract float %add27, %mul22.1
  store float %add27.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %k.045, 2
  %add14.2 = add nuw nsw i32 %inc.1, %mul13
  %idxprom15.2 = zext nneg i32 %add14.2 to i64
  %arrayidx16.2 = getelementptr inbounds float, ptr %a, i64 %idxprom15.2
  %13 = load float, ptr %arrayidx16.2, align 4, !tbaa !34
  %mul17.2 = fmul contract float %13, %alpha
  %add19.2 = add nsw i32 %inc.1, %mul18
  %idxprom20.2 = sext i32 %add19.2 to i64
  %arrayidx21.2 = getelementptr inbounds float, ptr %a, i64 %idxprom20.2
  %14 = load float, ptr %arrayidx21.2, align 4, !tbaa !34
  %mul22.2 = fmul contract float %mul17.2, %14
  %add27.2 = fadd contract float %add27.1, %mul22.2
  store float %add27.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %k.045, 3
  %add14.3 = add nuw nsw i32 %inc.2, %mul13
  %idxprom15.3 = zext nneg i32 %add14.3 to i64
  %arrayidx16.3 = getelementptr inbounds float, ptr %a, i64 %idxprom15.3
  %15 = load float, ptr %arrayidx16.3, align 4, !tbaa !34
  %mul17.3 = fmul contract float %15, %alpha
  %add19.3 = add nsw i32 %inc.2, %mul18
  %idxprom20.3 = sext i32 %add19.3 to i64
  %arrayidx21.3 = getelementptr inbounds float, ptr %a, i64 %idxprom20.3
  %16 = load float, ptr %arrayidx21.3, align 4, !tbaa !34
  %mul22.3 = fmul contract float %mul17.3, %16
  %add27.3 = fadd contract float %add27.2, %mul22.3
  store float %add27.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %k.045, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !46

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %.unr = phi float [ %mul11, %for.body.lr.ph ], [ %add27.3, %for.body ]
  %k.045.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %17 = phi float [ %add27.epil, %for.body.epil ], [ %.unr, %if.end.loopexit.unr-lcssa ]
  %k.045.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.045.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %add14.epil = add nuw nsw i32 %k.045.epil, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds float, ptr %a, i64 %idxprom15.epil
  %18 = load float, ptr %arrayidx16.epil, align 4, !tbaa !34
  %mul17.epil = fmul contract float %18, %alpha
  %add19.epil = add nsw i32 %k.045.epil, %mul18
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds float, ptr %a, i64 %idxprom20.epil
  %19 = load float, ptr %arrayidx21.epil, align 4, !tbaa !34
  %mul22.epil = fmul contract float %mul17.epil, %19
  %add27.epil = fadd contract float %17, %mul22.epil
  store float %add27.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %k.045.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !47

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @syr2k(ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b, ptr nocapture noundef %c, i32 noundef %n, i32 noundef %m, float noundef %alpha, float noundef %beta) local_unnamed_addr #0 {
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
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul11 = fmul contract float %6, %beta
  store float %mul11, ptr %arrayidx, align 4, !tbaa !34
  %cmp1263 = icmp sgt i32 %m, 0
  br i1 %cmp1263, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, %m
  %mul18 = mul nsw i32 %add, %m
  %xtraiter = and i32 %m, 1
  %7 = icmp eq i32 %m, 1
  br i1 %7, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %m, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %8 = phi float [ %mul11, %for.body.lr.ph.new ], [ %add38.1, %for.body ]
  %k.064 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add14 = add nuw nsw i32 %k.064, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %a, i64 %idxprom15
  %9 = load float, ptr %arrayidx16, align 4, !tbaa !34
  %mul17 = fmul contract float %9, %alpha
  %add19 = add nsw i32 %k.064, %mul18
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %b, i64 %idxprom20
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !34
  %mul22 = fmul contract float %mul17, %10
  %arrayidx26 = getelementptr inbounds float, ptr %b, i64 %idxprom15
  %11 = load float, ptr %arrayidx26, align 4, !tbaa !34
  %mul27 = fmul contract float %11, %alpha
  %arrayidx31 = getelementptr inbounds float, ptr %a, i64 %idxprom20
  %12 = load float, ptr %arrayidx31, align 4, !tbaa !34
  %mul32 = fmul contract float %mul27, %12
  %add33 = fadd contract float %mul22, %mul32
  %add38 = fadd contract float %8, %add33
  store float %add38, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %k.064, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds float, ptr %a, i64 %idxprom15.1
  %13 = load float, ptr %arrayidx16.1, align 4, !tbaa !34
  %mul17.1 = fmul contract float %13, %alpha
  %add19.1 = add nsw i32 %inc, %mul18
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds float, ptr %b, i64 %idxprom20.1
  %14 = load float, ptr %arrayidx21.1, align 4, !tbaa !34
  %mul22.1 = fmul contract float %mul17.1, %14
  %arrayidx26.1 = getelementptr inbounds float, ptr %b, i64 %idxprom15.1
  %15 = load float, ptr %arrayidx26.1, align 4, !tbaa !34
  %mul27.1 = fmul contract float %15, %alpha
  %arrayidx31.1 = getelementptr inbounds float, ptr %a, i64 %idxprom20.1
  %16 = load float, ptr %arrayidx31.1, align 4, !tbaa !34
  %mul32.1 = fmul contract float %mul27.1, %16
  %add33.1 = fadd contract float %mul22.1, %mul32.1
  %add38.1 = fadd contract float %add38, %add33.1
  store float %add38.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = add nuw nsw i32 %k.064, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !48

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %.unr = phi float [ %mul11, %for.body.lr.ph ], [ %add38.1, %for.body ]
  %k.064.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa
  %add14.epil = add nuw nsw i32 %k.064.unr, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds float, ptr %a, i64 %idxprom15.epil
  %17 = load float, ptr %arrayidx16.epil, align 4, !tbaa !34
  %mul17.epil = fmul contract float %17, %alpha
  %add19.epil = add nsw i32 %k.064.unr, %mul18
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds float, ptr %b, i64 %idxprom20.epil
  %18 = load float, ptr %arrayidx21.epil, align 4, !tbaa !34
  %mul22.epil = fmul contract float %mul17.epil, %18
  %arrayidx26.epil = getelementptr inbounds float, ptr %b, i64 %idxprom15.epil
  %19 = load float, ptr %arrayidx26.epil, align 4, !tbaa !34
  %mul27.epil = fmul contract float %19, %alpha
  %arrayidx31.epil = getelementptr inbounds float, ptr %a, i64 %idxprom20.epil
  %20 = load float, ptr %arrayidx31.epil, align 4, !tbaa !34
  %mul32.epil = fmul contract float %mul27.epil, %20
  %add33.epil = fadd contract float %mul22.epil, %mul32.epil
  %add38.epil = fadd contract float %.unr, %add33.epil
  store float %add38.epil, ptr %arrayidx, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %for.body.epil, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @atax_kernel1(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %x, ptr nocapture noundef %tmp, i32 noundef %nx, i32 noundef %ny) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %nx
  %cmp318 = icmp sgt i32 %ny, 0
  %or.cond = and i1 %cmp, %cmp318
  br i1 %or.cond, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %entry
  %mul4 = mul nsw i32 %add, %ny
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds float, ptr %tmp, i64 %idxprom9
  %arrayidx10.promoted = load float, ptr %arrayidx10, align 4, !tbaa !34
  %xtraiter = and i32 %ny, 3
  %3 = icmp ult i32 %ny, 4
  br i1 %3, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %ny, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %add1120 = phi float [ %arrayidx10.promoted, %for.body.lr.ph.new ], [ %add11.3, %for.body ]
  %j.019 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add5 = add nsw i32 %j.019, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !34
  %idxprom6 = zext nneg i32 %j.019 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %x, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %mul8 = fmul contract float %4, %5
  %add11 = fadd contract float %add1120, %mul8
  store float %add11, ptr %arrayidx10, align 4, !tbaa !34
  %inc = or disjoint i32 %j.019, 1
  %add5.1 = add nsw i32 %inc, %mul4
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %A, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !34
  %idxprom6.1 = zext nneg i32 %inc to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %x, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %mul8.1 = fmul contract float %6, %7
  %add11.1 = fadd contract float %add11, %mul8.1
  store float %add11.1, ptr %arrayidx10, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %j.019, 2
  %add5.2 = add nsw i32 %inc.1, %mul4
  %idxprom.2 = sext i32 %add5.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %A, i64 %idxprom.2
  %8 = load float, ptr %arrayidx.2, align 4, !tbaa !34
  %idxprom6.2 = zext nneg i32 %inc.1 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %x, i64 %idxprom6.2
  %9 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %mul8.2 = fmul contract float %8, %9
  %add11.2 = fadd contract float %add11.1, %mul8.2
  store float %add11.2, ptr %arrayidx10, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %j.019, 3
  %add5.3 = add nsw i32 %inc.2, %mul4
  %idxprom.3 = sext i32 %add5.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %A, i64 %idxprom.3
  %10 = load float, ptr %arrayidx.3, align 4, !tbaa !34
  %idxprom6.3 = zext nneg i32 %inc.2 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %x, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %mul8.3 = fmul contract float %10, %11
  %add11.3 = fadd contract float %add11.2, %mul8.3
  store float %add11.3, ptr %arrayidx10, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %j.019, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !49

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %add1120.unr = phi float [ %arrayidx10.promoted, %for.body.lr.ph ], [ %add11.3, %for.body ]
  %j.019.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %add1120.epil = phi float [ %add11.epil, %for.body.epil ], [ %add1120.unr, %if.end.loopexit.unr-lcssa ]
  %j.019.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %j.019.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %add5.epil = add nsw i32 %j.019.epil, %mul4
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %A, i64 %idxprom.epil
  %12 = load float, ptr %arrayidx.epil, align 4, !tbaa !34
  %idxprom6.epil = zext nneg i32 %j.019.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %x, i64 %idxprom6.epil
  %13 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %mul8.epil = fmul contract float %12, %13
  %add11.epil = fadd contract float %add1120.epil, %mul8.epil
  store float %add11.epil, ptr %arrayidx10, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %j.019.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !50

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @atax_kernel2(ptr nocapture noundef readonly %A, ptr nocapture noundef %y, ptr nocapture noundef readonly %tmp, i32 noundef %nx, i32 noundef %ny) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %ny
  %cmp318 = icmp sgt i32 %nx, 0
  %or.cond = and i1 %cmp, %cmp318
  br i1 %or.cond, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %entry
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds float, ptr %y, i64 %idxprom9
  %arrayidx10.promoted = load float, ptr %arrayidx10, align 4, !tbaa !34
  %xtraiter = and i32 %nx, 3
  %3 = icmp ult i32 %nx, 4
  br i1 %3, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nx, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %add1120 = phi float [ %arrayidx10.promoted, %for.body.lr.ph.new ], [ %add11.3, %for.body ]
  %i.019 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %mul4 = mul nsw i32 %i.019, %ny
  %add5 = add nsw i32 %mul4, %add
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !34
  %idxprom6 = zext nneg i32 %i.019 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %tmp, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %mul8 = fmul contract float %4, %5
  %add11 = fadd contract float %add1120, %mul8
  store float %add11, ptr %arrayidx10, align 4, !tbaa !34
  %inc = or disjoint i32 %i.019, 1
  %mul4.1 = mul nsw i32 %inc, %ny
  %add5.1 = add nsw i32 %mul4.1, %add
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %A, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !34
  %idxprom6.1 = zext nneg i32 %inc to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %tmp, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %mul8.1 = fmul contract float %6, %7
  %add11.1 = fadd contract float %add11, %mul8.1
  store float %add11.1, ptr %arrayidx10, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %i.019, 2
  %mul4.2 = mul nsw i32 %inc.1, %ny
  %add5.2 = add nsw i32 %mul4.2, %add
  %idxprom.2 = sext i32 %add5.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %A, i64 %idxprom.2
  %8 = load float, ptr %arrayidx.2, align 4, !tbaa !34
  %idxprom6.2 = zext nneg i32 %inc.1 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %tmp, i64 %idxprom6.2
  %9 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %mul8.2 = fmul contract float %8, %9
  %add11.2 = fadd contract float %add11.1, %mul8.2
  store float %add11.2, ptr %arrayidx10, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %i.019, 3
  %mul4.3 = mul nsw i32 %inc.2, %ny
  %add5.3 = add nsw i32 %mul4.3, %add
  %idxprom.3 = sext i32 %add5.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %A, i64 %idxprom.3
  %10 = load float, ptr %arrayidx.3, align 4, !tbaa !34
  %idxprom6.3 = zext nneg i32 %inc.2 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %tmp, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %mul8.3 = fmul contract float %10, %11
  %add11.3 = fadd contract float %add11.2, %mul8.3
  store float %add11.3, ptr %arrayidx10, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %i.019, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !51

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %add1120.unr = phi float [ %arrayidx10.promoted, %for.body.lr.ph ], [ %add11.3, %for.body ]
  %i.019.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %add1120.epil = phi float [ %add11.epil, %for.body.epil ], [ %add1120.unr, %if.end.loopexit.unr-lcssa ]
  %i.019.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.019.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %mul4.epil = mul nsw i32 %i.019.epil, %ny
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %A, i64 %idxprom.epil
  %12 = load float, ptr %arrayidx.epil, align 4, !tbaa !34
  %idxprom6.epil = zext nneg i32 %i.019.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %tmp, i64 %idxprom6.epil
  %13 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %mul8.epil = fmul contract float %12, %13
  %add11.epil = fadd contract float %add1120.epil, %mul8.epil
  store float %add11.epil, ptr %arrayidx10, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %i.019.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !52

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @bicg_kernel1(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %r, ptr nocapture noundef writeonly %s, i32 noundef %nx, i32 noundef %ny) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %ny
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %s, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  %cmp322 = icmp sgt i32 %nx, 0
  br i1 %cmp322, label %for.body.preheader, label %if.end

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %nx, 3
  %3 = icmp ult i32 %nx, 4
  br i1 %3, label %if.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %nx, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %4 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add13.3, %for.body ]
  %i.023 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %mul4 = mul nsw i32 %i.023, %ny
  %add5 = add nsw i32 %mul4, %add
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %A, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %idxprom8 = zext nneg i32 %i.023 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %r, i64 %idxprom8
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !34
  %mul10 = fmul contract float %5, %6
  %add13 = fadd contract float %4, %mul10
  store float %add13, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %i.023, 1
  %mul4.1 = mul nsw i32 %inc, %ny
  %add5.1 = add nsw i32 %mul4.1, %add
  %idxprom6.1 = sext i32 %add5.1 to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %A, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %idxprom8.1 = zext nneg i32 %inc to i64
  %arrayidx9.1 = getelementptr inbounds float, ptr %r, i64 %idxprom8.1
  %8 = load float, ptr %arrayidx9.1, align 4, !tbaa !34
  %mul10.1 = fmul contract float %7, %8
  %add13.1 = fadd contract float %add13, %mul10.1
  store float %add13.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %i.023, 2
  %mul4.2 = mul nsw i32 %inc.1, %ny
  %add5.2 = add nsw i32 %mul4.2, %add
  %idxprom6.2 = sext i32 %add5.2 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %A, i64 %idxprom6.2
  %9 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %idxprom8.2 = zext nneg i32 %inc.1 to i64
  %arrayidx9.2 = getelementptr inbounds float, ptr %r, i64 %idxprom8.2
  %10 = load float, ptr %arrayidx9.2, align 4, !tbaa !34
  %mul10.2 = fmul contract float %9, %10
  %add13.2 = fadd contract float %add13.1, %mul10.2
  store float %add13.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %i.023, 3
  %mul4.3 = mul nsw i32 %inc.2, %ny
  %add5.3 = add nsw i32 %mul4.3, %add
  %idxprom6.3 = sext i32 %add5.3 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %A, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %idxprom8.3 = zext nneg i32 %inc.2 to i64
  %arrayidx9.3 = getelementptr inbounds float, ptr %r, i64 %idxprom8.3
  %12 = load float, ptr %arrayidx9.3, align 4, !tbaa !34
  %mul10.3 = fmul contract float %11, %12
  %add13.3 = fadd contract float %add13.2, %mul10.3
  store float %add13.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %i.023, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !53

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.preheader
  %.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add13.3, %for.body ]
  %i.023.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %13 = phi float [ %add13.epil, %for.body.epil ], [ %.unr, %if.end.loopexit.unr-lcssa ]
  %i.023.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.023.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %mul4.epil = mul nsw i32 %i.023.epil, %ny
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %A, i64 %idxprom6.epil
  %14 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %idxprom8.epil = zext nneg i32 %i.023.epil to i64
  %arrayidx9.epil = getelementptr inbounds float, ptr %r, i64 %idxprom8.epil
  %15 = load float, ptr %arrayidx9.epil, align 4, !tbaa !34
  %mul10.epil = fmul contract float %14, %15
  %add13.epil = fadd contract float %13, %mul10.epil
  store float %add13.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %i.023.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !54

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @bicg_kernel2(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %p, ptr nocapture noundef writeonly %q, i32 noundef %nx, i32 noundef %ny) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %nx
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %q, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  %cmp322 = icmp sgt i32 %ny, 0
  br i1 %cmp322, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul4 = mul nsw i32 %add, %ny
  %xtraiter = and i32 %ny, 3
  %3 = icmp ult i32 %ny, 4
  br i1 %3, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %ny, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %4 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add13.3, %for.body ]
  %j.023 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add5 = add nsw i32 %j.023, %mul4
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %A, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %idxprom8 = zext nneg i32 %j.023 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %p, i64 %idxprom8
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !34
  %mul10 = fmul contract float %5, %6
  %add13 = fadd contract float %4, %mul10
  store float %add13, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %j.023, 1
  %add5.1 = add nsw i32 %inc, %mul4
  %idxprom6.1 = sext i32 %add5.1 to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %A, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %idxprom8.1 = zext nneg i32 %inc to i64
  %arrayidx9.1 = getelementptr inbounds float, ptr %p, i64 %idxprom8.1
  %8 = load float, ptr %arrayidx9.1, align 4, !tbaa !34
  %mul10.1 = fmul contract float %7, %8
  %add13.1 = fadd contract float %add13, %mul10.1
  store float %add13.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %j.023, 2
  %add5.2 = add nsw i32 %inc.1, %mul4
  %idxprom6.2 = sext i32 %add5.2 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %A, i64 %idxprom6.2
  %9 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %idxprom8.2 = zext nneg i32 %inc.1 to i64
  %arrayidx9.2 = getelementptr inbounds float, ptr %p, i64 %idxprom8.2
  %10 = load float, ptr %arrayidx9.2, align 4, !tbaa !34
  %mul10.2 = fmul contract float %9, %10
  %add13.2 = fadd contract float %add13.1, %mul10.2
  store float %add13.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %j.023, 3
  %add5.3 = add nsw i32 %inc.2, %mul4
  %idxprom6.3 = sext i32 %add5.3 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %A, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %idxprom8.3 = zext nneg i32 %inc.2 to i64
  %arrayidx9.3 = getelementptr inbounds float, ptr %p, i64 %idxprom8.3
  %12 = load float, ptr %arrayidx9.3, align 4, !tbaa !34
  %mul10.3 = fmul contract float %11, %12
  %add13.3 = fadd contract float %add13.2, %mul10.3
  store float %add13.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %j.023, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !55

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add13.3, %for.body ]
  %j.023.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %13 = phi float [ %add13.epil, %for.body.epil ], [ %.unr, %if.end.loopexit.unr-lcssa ]
  %j.023.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %j.023.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %add5.epil = add nsw i32 %j.023.epil, %mul4
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %A, i64 %idxprom6.epil
  %14 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %idxprom8.epil = zext nneg i32 %j.023.epil to i64
  %arrayidx9.epil = getelementptr inbounds float, ptr %p, i64 %idxprom8.epil
  %15 = load float, ptr %arrayidx9.epil, align 4, !tbaa !34
  %mul10.epil = fmul contract float %14, %15
  %add13.epil = fadd contract float %13, %mul10.epil
  store float %add13.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %j.023.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !56

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gesummv(ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b, ptr nocapture noundef readonly %x, ptr nocapture noundef %y, ptr nocapture noundef %tmp, i32 noundef %n, float noundef %alpha, float noundef %beta) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %cmp350 = icmp sgt i32 %n, 0
  br i1 %cmp350, label %for.body.lr.ph, label %for.cond.preheader.for.cond.cleanup_crit_edge

for.cond.preheader.for.cond.cleanup_crit_edge:    ; preds = %for.cond.preheader
  %idxprom22.phi.trans.insert = sext i32 %add to i64
  %arrayidx26.phi.trans.insert = getelementptr inbounds float, ptr %y, i64 %idxprom22.phi.trans.insert
  %.pre = load float, ptr %arrayidx26.phi.trans.insert, align 4, !tbaa !34
  br label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul4 = mul nsw i32 %add, %n
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds float, ptr %tmp, i64 %idxprom9
  %arrayidx20 = getelementptr inbounds float, ptr %y, i64 %idxprom9
  %xtraiter = and i32 %n, 1
  %3 = icmp eq i32 %n, 1
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add21.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add21.1, %for.body ]
  %j.051.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %add5.epil = add nsw i32 %j.051.unr, %mul4
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil
  %4 = load float, ptr %arrayidx.epil, align 4, !tbaa !34
  %idxprom6.epil = zext nneg i32 %j.051.unr to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %x, i64 %idxprom6.epil
  %5 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %mul8.epil = fmul contract float %4, %5
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !34
  %add11.epil = fadd contract float %6, %mul8.epil
  store float %add11.epil, ptr %arrayidx10, align 4, !tbaa !34
  %arrayidx15.epil = getelementptr inbounds float, ptr %b, i64 %idxprom.epil
  %7 = load float, ptr %arrayidx15.epil, align 4, !tbaa !34
  %8 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %mul18.epil = fmul contract float %7, %8
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !34
  %add21.epil = fadd contract float %9, %mul18.epil
  store float %add21.epil, ptr %arrayidx20, align 4, !tbaa !34
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader.for.cond.cleanup_crit_edge
  %idxprom22.pre-phi = phi i64 [ %idxprom22.phi.trans.insert, %for.cond.preheader.for.cond.cleanup_crit_edge ], [ %idxprom9, %for.cond.cleanup.loopexit.unr-lcssa ], [ %idxprom9, %for.body.epil ]
  %10 = phi float [ %.pre, %for.cond.preheader.for.cond.cleanup_crit_edge ], [ %add21.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add21.epil, %for.body.epil ]
  %arrayidx23 = getelementptr inbounds float, ptr %tmp, i64 %idxprom22.pre-phi
  %11 = load float, ptr %arrayidx23, align 4, !tbaa !34
  %mul24 = fmul contract float %11, %alpha
  %arrayidx26 = getelementptr inbounds float, ptr %y, i64 %idxprom22.pre-phi
  %mul27 = fmul contract float %10, %beta
  %add28 = fadd contract float %mul24, %mul27
  store float %add28, ptr %arrayidx26, align 4, !tbaa !34
  br label %if.end

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %j.051 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add5 = add nsw i32 %j.051, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %12 = load float, ptr %arrayidx, align 4, !tbaa !34
  %idxprom6 = zext nneg i32 %j.051 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %x, i64 %idxprom6
  %13 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %mul8 = fmul contract float %12, %13
  %14 = load float, ptr %arrayidx10, align 4, !tbaa !34
  %add11 = fadd contract float %14, %mul8
  store float %add11, ptr %arrayidx10, align 4, !tbaa !34
  %arrayidx15 = getelementptr inbounds float, ptr %b, i64 %idxprom
  %15 = load float, ptr %arrayidx15, align 4, !tbaa !34
  %16 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %mul18 = fmul contract float %15, %16
  %17 = load float, ptr %arrayidx20, align 4, !tbaa !34
  %add21 = fadd contract float %17, %mul18
  store float %add21, ptr %arrayidx20, align 4, !tbaa !34
  %inc = or disjoint i32 %j.051, 1
  %add5.1 = add nsw i32 %inc, %mul4
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1
  %18 = load float, ptr %arrayidx.1, align 4, !tbaa !34
  %idxprom6.1 = zext nneg i32 %inc to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %x, i64 %idxprom6.1
  %19 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %mul8.1 = fmul contract float %18, %19
  %20 = load float, ptr %arrayidx10, align 4, !tbaa !34
  %add11.1 = fadd contract float %20, %mul8.1
  store float %add11.1, ptr %arrayidx10, align 4, !tbaa !34
  %arrayidx15.1 = getelementptr inbounds float, ptr %b, i64 %idxprom.1
  %21 = load float, ptr %arrayidx15.1, align 4, !tbaa !34
  %22 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %mul18.1 = fmul contract float %21, %22
  %23 = load float, ptr %arrayidx20, align 4, !tbaa !34
  %add21.1 = fadd contract float %23, %mul18.1
  store float %add21.1, ptr %arrayidx20, align 4, !tbaa !34
  %inc.1 = add nuw nsw i32 %j.051, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !57

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mvt_kernel1(ptr nocapture noundef readonly %a, ptr nocapture noundef %x1, ptr nocapture noundef readonly %y_1, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  %cmp319 = icmp sgt i32 %n, 0
  %or.cond = and i1 %cmp, %cmp319
  br i1 %or.cond, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %entry
  %mul4 = mul nsw i32 %add, %n
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds float, ptr %x1, i64 %idxprom9
  %arrayidx10.promoted = load float, ptr %arrayidx10, align 4, !tbaa !34
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  br i1 %3, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %add1121 = phi float [ %arrayidx10.promoted, %for.body.lr.ph.new ], [ %add11.3, %for.body ]
  %j.020 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add5 = add nsw i32 %j.020, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !34
  %idxprom6 = zext nneg i32 %j.020 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %y_1, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %mul8 = fmul contract float %4, %5
  %add11 = fadd contract float %add1121, %mul8
  store float %add11, ptr %arrayidx10, align 4, !tbaa !34
  %inc = or disjoint i32 %j.020, 1
  %add5.1 = add nsw i32 %inc, %mul4
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !34
  %idxprom6.1 = zext nneg i32 %inc to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %y_1, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %mul8.1 = fmul contract float %6, %7
  %add11.1 = fadd contract float %add11, %mul8.1
  store float %add11.1, ptr %arrayidx10, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %j.020, 2
  %add5.2 = add nsw i32 %inc.1, %mul4
  %idxprom.2 = sext i32 %add5.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2
  %8 = load float, ptr %arrayidx.2, align 4, !tbaa !34
  %idxprom6.2 = zext nneg i32 %inc.1 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %y_1, i64 %idxprom6.2
  %9 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %mul8.2 = fmul contract float %8, %9
  %add11.2 = fadd contract float %add11.1, %mul8.2
  store float %add11.2, ptr %arrayidx10, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %j.020, 3
  %add5.3 = add nsw i32 %inc.2, %mul4
  %idxprom.3 = sext i32 %add5.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3
  %10 = load float, ptr %arrayidx.3, align 4, !tbaa !34
  %idxprom6.3 = zext nneg i32 %inc.2 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %y_1, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %mul8.3 = fmul contract float %10, %11
  %add11.3 = fadd contract float %add11.2, %mul8.3
  store float %add11.3, ptr %arrayidx10, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %j.020, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !58

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %add1121.unr = phi float [ %arrayidx10.promoted, %for.body.lr.ph ], [ %add11.3, %for.body ]
  %j.020.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %add1121.epil = phi float [ %add11.epil, %for.body.epil ], [ %add1121.unr, %if.end.loopexit.unr-lcssa ]
  %j.020.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %j.020.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %add5.epil = add nsw i32 %j.020.epil, %mul4
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil
  %12 = load float, ptr %arrayidx.epil, align 4, !tbaa !34
  %idxprom6.epil = zext nneg i32 %j.020.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %y_1, i64 %idxprom6.epil
  %13 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %mul8.epil = fmul contract float %12, %13
  %add11.epil = fadd contract float %add1121.epil, %mul8.epil
  store float %add11.epil, ptr %arrayidx10, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %j.020.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !59

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mvt_kernel2(ptr nocapture noundef readonly %a, ptr nocapture noundef %x2, ptr nocapture noundef readonly %y_2, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  %cmp319 = icmp sgt i32 %n, 0
  %or.cond = and i1 %cmp, %cmp319
  br i1 %or.cond, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %entry
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds float, ptr %x2, i64 %idxprom9
  %arrayidx10.promoted = load float, ptr %arrayidx10, align 4, !tbaa !34
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  br i1 %3, label %if.end.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %add1121 = phi float [ %arrayidx10.promoted, %for.body.lr.ph.new ], [ %add11.3, %for.body ]
  %j.020 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %mul4 = mul nuw nsw i32 %j.020, %n
  %add5 = add nsw i32 %mul4, %add
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !34
  %idxprom6 = zext nneg i32 %j.020 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %y_2, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %mul8 = fmul contract float %4, %5
  %add11 = fadd contract float %add1121, %mul8
  store float %add11, ptr %arrayidx10, align 4, !tbaa !34
  %inc = or disjoint i32 %j.020, 1
  %mul4.1 = mul nuw nsw i32 %inc, %n
  %add5.1 = add nsw i32 %mul4.1, %add
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !34
  %idxprom6.1 = zext nneg i32 %inc to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %y_2, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %mul8.1 = fmul contract float %6, %7
  %add11.1 = fadd contract float %add11, %mul8.1
  store float %add11.1, ptr %arrayidx10, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %j.020, 2
  %mul4.2 = mul nuw nsw i32 %inc.1, %n
  %add5.2 = add nsw i32 %mul4.2, %add
  %idxprom.2 = sext i32 %add5.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2
  %8 = load float, ptr %arrayidx.2, align 4, !tbaa !34
  %idxprom6.2 = zext nneg i32 %inc.1 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %y_2, i64 %idxprom6.2
  %9 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %mul8.2 = fmul contract float %8, %9
  %add11.2 = fadd contract float %add11.1, %mul8.2
  store float %add11.2, ptr %arrayidx10, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %j.020, 3
  %mul4.3 = mul nuw nsw i32 %inc.2, %n
  %add5.3 = add nsw i32 %mul4.3, %add
  %idxprom.3 = sext i32 %add5.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3
  %10 = load float, ptr %arrayidx.3, align 4, !tbaa !34
  %idxprom6.3 = zext nneg i32 %inc.2 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %y_2, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %mul8.3 = fmul contract float %10, %11
  %add11.3 = fadd contract float %add11.2, %mul8.3
  store float %add11.3, ptr %arrayidx10, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %j.020, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !60

if.end.loopexit.unr-lcssa:                        ; preds = %for.body, %for.body.lr.ph
  %add1121.unr = phi float [ %arrayidx10.promoted, %for.body.lr.ph ], [ %add11.3, %for.body ]
  %j.020.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil

for.body.epil:                                    ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil
  %add1121.epil = phi float [ %add11.epil, %for.body.epil ], [ %add1121.unr, %if.end.loopexit.unr-lcssa ]
  %j.020.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %j.020.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %mul4.epil = mul nuw nsw i32 %j.020.epil, %n
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil
  %12 = load float, ptr %arrayidx.epil, align 4, !tbaa !34
  %idxprom6.epil = zext nneg i32 %j.020.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %y_2, i64 %idxprom6.epil
  %13 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %mul8.epil = fmul contract float %12, %13
  %add11.epil = fadd contract float %add1121.epil, %mul8.epil
  store float %add11.epil, ptr %arrayidx10, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %j.020.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %if.end, label %for.body.epil, !llvm.loop !61

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gramschmidt_kernel3(ptr nocapture noundef %a, ptr nocapture noundef %r, ptr nocapture noundef readonly %q, i32 noundef %k, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp sgt i32 %add, %k
  %cmp3 = icmp slt i32 %add, %n
  %or.cond = and i1 %cmp, %cmp3
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul4 = mul nsw i32 %n, %k
  %add5 = add nsw i32 %mul4, %add
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %r, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  %cmp671 = icmp sgt i32 %m, 0
  br i1 %cmp671, label %for.body.preheader, label %if.end

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %m, 3
  %3 = icmp ult i32 %m, 4
  br i1 %3, label %for.cond22.preheader.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %m, 2147483644
  br label %for.body

for.cond22.preheader.unr-lcssa:                   ; preds = %for.body, %for.body.preheader
  %.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add20.3, %for.body ]
  %i.072.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond22.preheader, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond22.preheader.unr-lcssa, %for.body.epil
  %4 = phi float [ %add20.epil, %for.body.epil ], [ %.unr, %for.cond22.preheader.unr-lcssa ]
  %i.072.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.072.unr, %for.cond22.preheader.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond22.preheader.unr-lcssa ]
  %mul7.epil = mul nsw i32 %i.072.epil, %n
  %add8.epil = add nsw i32 %mul7.epil, %k
  %idxprom9.epil = sext i32 %add8.epil to i64
  %arrayidx10.epil = getelementptr inbounds float, ptr %q, i64 %idxprom9.epil
  %5 = load float, ptr %arrayidx10.epil, align 4, !tbaa !34
  %add12.epil = add nsw i32 %mul7.epil, %add
  %idxprom13.epil = sext i32 %add12.epil to i64
  %arrayidx14.epil = getelementptr inbounds float, ptr %a, i64 %idxprom13.epil
  %6 = load float, ptr %arrayidx14.epil, align 4, !tbaa !34
  %mul15.epil = fmul contract float %5, %6
  %add20.epil = fadd contract float %4, %mul15.epil
  store float %add20.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %i.072.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond22.preheader, label %for.body.epil, !llvm.loop !62

for.cond22.preheader:                             ; preds = %for.body.epil, %for.cond22.preheader.unr-lcssa
  br i1 %cmp671, label %for.body25.preheader, label %if.end

for.body25.preheader:                             ; preds = %for.cond22.preheader
  %xtraiter76 = and i32 %m, 3
  %7 = icmp ult i32 %m, 4
  br i1 %7, label %if.end.loopexit.unr-lcssa, label %for.body25.preheader.new

for.body25.preheader.new:                         ; preds = %for.body25.preheader
  %unroll_iter79 = and i32 %m, 2147483644
  br label %for.body25

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %8 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add20.3, %for.body ]
  %i.072 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %mul7 = mul nsw i32 %i.072, %n
  %add8 = add nsw i32 %mul7, %k
  %idxprom9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %q, i64 %idxprom9
  %9 = load float, ptr %arrayidx10, align 4, !tbaa !34
  %add12 = add nsw i32 %mul7, %add
  %idxprom13 = sext i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %a, i64 %idxprom13
  %10 = load float, ptr %arrayidx14, align 4, !tbaa !34
  %mul15 = fmul contract float %9, %10
  %add20 = fadd contract float %8, %mul15
  store float %add20, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %i.072, 1
  %mul7.1 = mul nsw i32 %inc, %n
  %add8.1 = add nsw i32 %mul7.1, %k
  %idxprom9.1 = sext i32 %add8.1 to i64
  %arrayidx10.1 = getelementptr inbounds float, ptr %q, i64 %idxprom9.1
  %11 = load float, ptr %arrayidx10.1, align 4, !tbaa !34
  %add12.1 = add nsw i32 %mul7.1, %add
  %idxprom13.1 = sext i32 %add12.1 to i64
  %arrayidx14.1 = getelementptr inbounds float, ptr %a, i64 %idxprom13.1
  %12 = load float, ptr %arrayidx14.1, align 4, !tbaa !34
  %mul15.1 = fmul contract float %11, %12
  %add20.1 = fadd contract float %add20, %mul15.1
  store float %add20.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %i.072, 2
  %mul7.2 = mul nsw i32 %inc.1, %n
  %add8.2 = add nsw i32 %mul7.2, %k
  %idxprom9.2 = sext i32 %add8.2 to i64
  %arrayidx10.2 = getelementptr inbounds float, ptr %q, i64 %idxprom9.2
  %13 = load float, ptr %arrayidx10.2, align 4, !tbaa !34
  %add12.2 = add nsw i32 %mul7.2, %add
  %idxprom13.2 = sext i32 %add12.2 to i64
  %arrayidx14.2 = getelementptr inbounds float, ptr %a, i64 %idxprom13.2
  %14 = load float, ptr %arrayidx14.2, align 4, !tbaa !34
  %mul15.2 = fmul contract float %13, %14
  %add20.2 = fadd contract float %add20.1, %mul15.2
  store float %add20.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %i.072, 3
  %mul7.3 = mul nsw i32 %inc.2, %n
  %add8.3 = add nsw i32 %mul7.3, %k
  %idxprom9.3 = sext i32 %add8.3 to i64
  %arrayidx10.3 = getelementptr inbounds float, ptr %q, i64 %idxprom9.3
  %15 = load float, ptr %arrayidx10.3, align 4, !tbaa !34
  %add12.3 = add nsw i32 %mul7.3, %add
  %idxprom13.3 = sext i32 %add12.3 to i64
  %arrayidx14.3 = getelementptr inbounds float, ptr %a, i64 %idxprom13.3
  %16 = load float, ptr %arrayidx14.3, align 4, !tbaa !34
  %mul15.3 = fmul contract float %15, %16
  %add20.3 = fadd contract float %add20.2, %mul15.3
  store float %add20.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %i.072, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond22.preheader.unr-lcssa, label %for.body, !llvm.loop !63

for.body25:                                       ; preds = %for.body25, %for.body25.preheader.new
  %i21.074 = phi i32 [ 0, %for.body25.preheader.new ], [ %inc40.3, %for.body25 ]
  %niter80 = phi i32 [ 0, %for.body25.preheader.new ], [ %niter80.next.3, %for.body25 ]
  %mul26 = mul nsw i32 %i21.074, %n
  %add27 = add nsw i32 %mul26, %k
  %idxprom28 = sext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds float, ptr %q, i64 %idxprom28
  %17 = load float, ptr %arrayidx29, align 4, !tbaa !34
  %18 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul34 = fmul contract float %17, %18
  %add36 = add nsw i32 %mul26, %add
  %idxprom37 = sext i32 %add36 to i64
  %arrayidx38 = getelementptr inbounds float, ptr %a, i64 %idxprom37
  %19 = load float, ptr %arrayidx38, align 4, !tbaa !34
  %sub = fsub contract float %19, %mul34
  store float %sub, ptr %arrayidx38, align 4, !tbaa !34
  %inc40 = or disjoint i32 %i21.074, 1
  %mul26.1 = mul nsw i32 %inc40, %n
  %add27.1 = add nsw i32 %mul26.1, %k
  %idxprom28.1 = sext i32 %add27.1 to i64
  %arrayidx29.1 = getelementptr inbounds float, ptr %q, i64 %idxprom28.1
  %20 = load float, ptr %arrayidx29.1, align 4, !tbaa !34
  %21 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul34.1 = fmul contract float %20, %21
  %add36.1 = add nsw i32 %mul26.1, %add
  %idxprom37.1 = sext i32 %add36.1 to i64
  %arrayidx38.1 = getelementptr inbounds float, ptr %a, i64 %idxprom37.1
  %22 = load float, ptr %arrayidx38.1, align 4, !tbaa !34
  %sub.1 = fsub contract float %22, %mul34.1
  store float %sub.1, ptr %arrayidx38.1, align 4, !tbaa !34
  %inc40.1 = or disjoint i32 %i21.074, 2
  %mul26.2 = mul nsw i32 %inc40.1, %n
  %add27.2 = add nsw i32 %mul26.2, %k
  %idxprom28.2 = sext i32 %add27.2 to i64
  %arrayidx29.2 = getelementptr inbounds float, ptr %q, i64 %idxprom28.2
  %23 = load float, ptr %arrayidx29.2, align 4, !tbaa !34
  %24 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul34.2 = fmul contract float %23, %24
  %add36.2 = add nsw i32 %mul26.2, %add
  %idxprom37.2 = sext i32 %add36.2 to i64
  %arrayidx38.2 = getelementptr inbounds float, ptr %a, i64 %idxprom37.2
  %25 = load float, ptr %arrayidx38.2, align 4, !tbaa !34
  %sub.2 = fsub contract float %25, %mul34.2
  store float %sub.2, ptr %arrayidx38.2, align 4, !tbaa !34
  %inc40.2 = or disjoint i32 %i21.074, 3
  %mul26.3 = mul nsw i32 %inc40.2, %n
  %add27.3 = add nsw i32 %mul26.3, %k
  %idxprom28.3 = sext i32 %add27.3 to i64
  %arrayidx29.3 = getelementptr inbounds float, ptr %q, i64 %idxprom28.3
  %26 = load float, ptr %arrayidx29.3, align 4, !tbaa !34
  %27 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul34.3 = fmul contract float %26, %27
  %add36.3 = add nsw i32 %mul26.3, %add
  %idxprom37.3 = sext i32 %add36.3 to i64
  %arrayidx38.3 = getelementptr inbounds float, ptr %a, i64 %idxprom37.3
  %28 = load float, ptr %arrayidx38.3, align 4, !tbaa !34
  %sub.3 = fsub contract float %28, %mul34.3
  store float %sub.3, ptr %arrayidx38.3, align 4, !tbaa !34
  %inc40.3 = add nuw nsw i32 %i21.074, 4
  %niter80.next.3 = add i32 %niter80, 4
  %niter80.ncmp.3 = icmp eq i32 %niter80.next.3, %unroll_iter79
  br i1 %niter80.ncmp.3, label %if.end.loopexit.unr-lcssa, label %for.body25, !llvm.loop !64

if.end.loopexit.unr-lcssa:                        ; preds = %for.body25, %for.body25.preheader
  %i21.074.unr = phi i32 [ 0, %for.body25.preheader ], [ %inc40.3, %for.body25 ]
  %lcmp.mod78.not = icmp eq i32 %xtraiter76, 0
  br i1 %lcmp.mod78.not, label %if.end, label %for.body25.epil

for.body25.epil:                                  ; preds = %if.end.loopexit.unr-lcssa, %for.body25.epil
  %i21.074.epil = phi i32 [ %inc40.epil, %for.body25.epil ], [ %i21.074.unr, %if.end.loopexit.unr-lcssa ]
  %epil.iter77 = phi i32 [ %epil.iter77.next, %for.body25.epil ], [ 0, %if.end.loopexit.unr-lcssa ]
  %mul26.epil = mul nsw i32 %i21.074.epil, %n
  %add27.epil = add nsw i32 %mul26.epil, %k
  %idxprom28.epil = sext i32 %add27.epil to i64
  %arrayidx29.epil = getelementptr inbounds float, ptr %q, i64 %idxprom28.epil
  %29 = load float, ptr %arrayidx29.epil, align 4, !tbaa !34
  %30 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul34.epil = fmul contract float %29, %30
  %add36.epil = add nsw i32 %mul26.epil, %add
  %idxprom37.epil = sext i32 %add36.epil to i64
  %arrayidx38.epil = getelementptr inbounds float, ptr %a, i64 %idxprom37.epil
  %31 = load float, ptr %arrayidx38.epil, align 4, !tbaa !34
  %sub.epil = fsub contract float %31, %mul34.epil
  store float %sub.epil, ptr %arrayidx38.epil, align 4, !tbaa !34
  %inc40.epil = add nuw nsw i32 %i21.074.epil, 1
  %epil.iter77.next = add i32 %epil.iter77, 1
  %epil.iter77.cmp.not = icmp eq i32 %epil.iter77.next, %xtraiter76
  br i1 %epil.iter77.cmp.not, label %if.end, label %for.body25.epil, !llvm.loop !65

if.end:                                           ; preds = %if.end.loopexit.unr-lcssa, %for.body25.epil, %if.then, %for.cond22.preheader, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @lu_kernel2(ptr nocapture noundef %A, i32 noundef %k, i32 noundef %n) local_unnamed_addr #1 {
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
  %cmp = icmp sgt i32 %add7, %k
  %cmp8 = icmp sgt i32 %add, %k
  %or.cond = and i1 %cmp, %cmp8
  %cmp10 = icmp slt i32 %add7, %n
  %or.cond47 = and i1 %or.cond, %cmp10
  %cmp12 = icmp slt i32 %add, %n
  %or.cond48 = and i1 %cmp12, %or.cond47
  br i1 %or.cond48, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul13 = mul nsw i32 %add7, %n
  %add14 = add nsw i32 %mul13, %add
  %idxprom = sext i32 %add14 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %add16 = add nsw i32 %mul13, %k
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %A, i64 %idxprom17
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !34
  %mul19 = mul nsw i32 %n, %k
  %add20 = add nsw i32 %mul19, %add
  %idxprom21 = sext i32 %add20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %A, i64 %idxprom21
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !34
  %mul23 = fmul contract float %7, %8
  %sub = fsub contract float %6, %mul23
  store float %sub, ptr %arrayidx, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @conv2d_poly(ptr nocapture noundef readonly %A, ptr nocapture noundef writeonly %B, i32 noundef %ni, i32 noundef %nj) local_unnamed_addr #1 {
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
  %sub = add nsw i32 %ni, -1
  %cmp = icmp slt i32 %add7, %sub
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %sub8 = add nsw i32 %nj, -1
  %cmp9 = icmp slt i32 %add, %sub8
  %cmp11 = icmp ne i32 %add7, 0
  %or.cond = and i1 %cmp11, %cmp9
  %cmp13 = icmp sgt i32 %add, 0
  %or.cond87 = and i1 %cmp13, %or.cond
  br i1 %or.cond87, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %sub14 = add nsw i32 %add7, -1
  %mul15 = mul nsw i32 %sub14, %nj
  %sub16 = add nsw i32 %add, -1
  %add17 = add nsw i32 %mul15, %sub16
  %idxprom = sext i32 %add17 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul18 = fmul contract float %6, 0x3FC99999A0000000
  %mul20 = mul nsw i32 %add7, %nj
  %add22 = add nsw i32 %mul20, %sub16
  %idxprom23 = sext i32 %add22 to i64
  %arrayidx24 = getelementptr inbounds float, ptr %A, i64 %idxprom23
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !34
  %mul25 = fmul contract float %7, 0x3FD3333340000000
  %8 = fsub contract float %mul18, %mul25
  %add27 = add nuw nsw i32 %add7, 1
  %mul28 = mul nsw i32 %add27, %nj
  %add30 = add nsw i32 %mul28, %sub16
  %idxprom31 = sext i32 %add30 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %A, i64 %idxprom31
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !34
  %mul33 = fmul contract float %9, 0x3FD99999A0000000
  %add34 = fadd contract float %8, %mul33
  %add38 = add nsw i32 %mul15, %add
  %idxprom39 = sext i32 %add38 to i64
  %arrayidx40 = getelementptr inbounds float, ptr %A, i64 %idxprom39
  %10 = load float, ptr %arrayidx40, align 4, !tbaa !34
  %mul41 = fmul contract float %10, 5.000000e-01
  %add42 = fadd contract float %add34, %mul41
  %add46 = add nsw i32 %mul20, %add
  %idxprom47 = sext i32 %add46 to i64
  %arrayidx48 = getelementptr inbounds float, ptr %A, i64 %idxprom47
  %11 = load float, ptr %arrayidx48, align 4, !tbaa !34
  %mul49 = fmul contract float %11, 0x3FE3333340000000
  %add50 = fadd contract float %add42, %mul49
  %add54 = add nsw i32 %mul28, %add
  %idxprom55 = sext i32 %add54 to i64
  %arrayidx56 = getelementptr inbounds float, ptr %A, i64 %idxprom55
  %12 = load float, ptr %arrayidx56, align 4, !tbaa !34
  %mul57 = fmul contract float %12, 0x3FE6666660000000
  %add58 = fadd contract float %add50, %mul57
  %add61 = add nuw nsw i32 %add, 1
  %add62 = add nsw i32 %mul15, %add61
  %idxprom63 = sext i32 %add62 to i64
  %arrayidx64 = getelementptr inbounds float, ptr %A, i64 %idxprom63
  %13 = load float, ptr %arrayidx64, align 4, !tbaa !34
  %mul65 = fmul contract float %13, 0x3FE99999A0000000
  %14 = fsub contract float %add58, %mul65
  %add70 = add nsw i32 %mul20, %add61
  %idxprom71 = sext i32 %add70 to i64
  %arrayidx72 = getelementptr inbounds float, ptr %A, i64 %idxprom71
  %15 = load float, ptr %arrayidx72, align 4, !tbaa !34
  %mul73 = fmul contract float %15, 0x3FECCCCCC0000000
  %16 = fsub contract float %14, %mul73
  %add78 = add nsw i32 %mul28, %add61
  %idxprom79 = sext i32 %add78 to i64
  %arrayidx80 = getelementptr inbounds float, ptr %A, i64 %idxprom79
  %17 = load float, ptr %arrayidx80, align 4, !tbaa !34
  %mul81 = fmul contract float %17, 0x3FB99999A0000000
  %add82 = fadd contract float %16, %mul81
  %arrayidx86 = getelementptr inbounds float, ptr %B, i64 %idxprom47
  store float %add82, ptr %arrayidx86, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @conv3d_poly(ptr nocapture noundef readonly %A, ptr nocapture noundef writeonly %B, i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, i32 noundef %i) local_unnamed_addr #1 {
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
  %sub = add nsw i32 %ni, -1
  %cmp = icmp sgt i32 %sub, %i
  %sub8 = add nsw i32 %nj, -1
  %cmp9 = icmp slt i32 %add7, %sub8
  %or.cond324 = select i1 %cmp, i1 %cmp9, i1 false
  br i1 %or.cond324, label %land.lhs.true10, label %if.end

land.lhs.true10:                                  ; preds = %entry
  %sub11 = add nsw i32 %nk, -1
  %cmp12 = icmp slt i32 %add, %sub11
  %cmp14 = icmp sgt i32 %i, 0
  %or.cond = and i1 %cmp12, %cmp14
  %cmp16 = icmp ne i32 %add7, 0
  %or.cond203 = and i1 %cmp16, %or.cond
  %cmp18 = icmp sgt i32 %add, 0
  %or.cond204 = and i1 %cmp18, %or.cond203
  br i1 %or.cond204, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true10
  %sub19 = add nsw i32 %i, -1
  %mul20 = mul nsw i32 %nk, %nj
  %mul21 = mul nsw i32 %sub19, %mul20
  %sub22 = add nsw i32 %add7, -1
  %mul23 = mul nsw i32 %sub22, %nk
  %add24 = add nsw i32 %mul21, %mul23
  %sub25 = add nsw i32 %add, -1
  %add26 = add nsw i32 %add24, %sub25
  %idxprom = sext i32 %add26 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul27 = fmul contract float %6, 2.000000e+00
  %add28 = add nuw nsw i32 %i, 1
  %mul30 = mul nsw i32 %add28, %mul20
  %add33 = add nsw i32 %mul30, %mul23
  %add35 = add nsw i32 %add33, %sub25
  %idxprom36 = sext i32 %add35 to i64
  %arrayidx37 = getelementptr inbounds float, ptr %A, i64 %idxprom36
  %7 = load float, ptr %arrayidx37, align 4, !tbaa !34
  %mul38 = fmul contract float %7, 4.000000e+00
  %add39 = fadd contract float %mul27, %mul38
  %mul50 = fmul contract float %6, 5.000000e+00
  %add51 = fadd contract float %mul50, %add39
  %mul62 = fmul contract float %7, 7.000000e+00
  %add63 = fadd contract float %mul62, %add51
  %mul74 = fmul contract float %6, 8.000000e+00
  %8 = fsub contract float %add63, %mul74
  %mul86 = fmul contract float %7, 1.000000e+01
  %add87 = fadd contract float %mul86, %8
  %mul90 = mul nsw i32 %mul20, %i
  %add93 = add i32 %mul90, %add
  %add95 = add i32 %add93, %mul23
  %idxprom96 = sext i32 %add95 to i64
  %arrayidx97 = getelementptr inbounds float, ptr %A, i64 %idxprom96
  %9 = load float, ptr %arrayidx97, align 4, !tbaa !34
  %mul98 = fmul contract float %9, 3.000000e+00
  %10 = fsub contract float %add87, %mul98
  %mul104 = mul nsw i32 %add7, %nk
  %add107 = add i32 %add93, %mul104
  %idxprom108 = sext i32 %add107 to i64
  %arrayidx109 = getelementptr inbounds float, ptr %A, i64 %idxprom108
  %11 = load float, ptr %arrayidx109, align 4, !tbaa !34
  %mul110 = fmul contract float %11, 6.000000e+00
  %add111 = fadd contract float %mul110, %10
  %add115 = add nuw nsw i32 %add7, 1
  %mul116 = mul nsw i32 %add115, %nk
  %add119 = add i32 %add93, %mul116
  %idxprom120 = sext i32 %add119 to i64
  %arrayidx121 = getelementptr inbounds float, ptr %A, i64 %idxprom120
  %12 = load float, ptr %arrayidx121, align 4, !tbaa !34
  %mul122 = fmul contract float %12, 9.000000e+00
  %13 = fsub contract float %add111, %mul122
  %add130 = add nuw nsw i32 %add, 1
  %add131 = add nsw i32 %add24, %add130
  %idxprom132 = sext i32 %add131 to i64
  %arrayidx133 = getelementptr inbounds float, ptr %A, i64 %idxprom132
  %14 = load float, ptr %arrayidx133, align 4, !tbaa !34
  %mul134 = fmul contract float %14, 2.000000e+00
  %add135 = fadd contract float %mul134, %13
  %add143 = add nsw i32 %add33, %add130
  %idxprom144 = sext i32 %add143 to i64
  %arrayidx145 = getelementptr inbounds float, ptr %A, i64 %idxprom144
  %15 = load float, ptr %arrayidx145, align 4, !tbaa !34
  %mul146 = fmul contract float %15, 4.000000e+00
  %add147 = fadd contract float %mul146, %add135
  %add153 = add i32 %mul104, %add130
  %add155 = add i32 %add153, %mul21
  %idxprom156 = sext i32 %add155 to i64
  %arrayidx157 = getelementptr inbounds float, ptr %A, i64 %idxprom156
  %16 = load float, ptr %arrayidx157, align 4, !tbaa !34
  %mul158 = fmul contract float %16, 5.000000e+00
  %add159 = fadd contract float %mul158, %add147
  %add167 = add i32 %add153, %mul30
  %idxprom168 = sext i32 %add167 to i64
  %arrayidx169 = getelementptr inbounds float, ptr %A, i64 %idxprom168
  %17 = load float, ptr %arrayidx169, align 4, !tbaa !34
  %mul170 = fmul contract float %17, 7.000000e+00
  %add171 = fadd contract float %mul170, %add159
  %add177 = add i32 %mul116, %add130
  %add179 = add i32 %add177, %mul21
  %idxprom180 = sext i32 %add179 to i64
  %arrayidx181 = getelementptr inbounds float, ptr %A, i64 %idxprom180
  %18 = load float, ptr %arrayidx181, align 4, !tbaa !34
  %mul182 = fmul contract float %18, 8.000000e+00
  %19 = fsub contract float %add171, %mul182
  %add191 = add i32 %add177, %mul30
  %idxprom192 = sext i32 %add191 to i64
  %arrayidx193 = getelementptr inbounds float, ptr %A, i64 %idxprom192
  %20 = load float, ptr %arrayidx193, align 4, !tbaa !34
  %mul194 = fmul contract float %20, 1.000000e+01
  %add195 = fadd contract float %mul194, %19
  %arrayidx202 = getelementptr inbounds float, ptr %B, i64 %idxprom108
  store float %add195, ptr %arrayidx202, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true10, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fdtd_step1(ptr nocapture noundef readonly %_fict_, ptr nocapture noundef readnone %ex, ptr nocapture noundef %ey, ptr nocapture noundef readonly %hz, i32 noundef %nx, i32 noundef %ny, i32 noundef %t) local_unnamed_addr #1 {
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
  %cmp = icmp slt i32 %add7, %nx
  %cmp8 = icmp slt i32 %add, %ny
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end34

if.then:                                          ; preds = %entry
  %cmp9 = icmp eq i32 %add7, 0
  br i1 %cmp9, label %if.then10, label %if.else

if.then10:                                        ; preds = %if.then
  %idxprom = sext i32 %t to i64
  %arrayidx = getelementptr inbounds float, ptr %_fict_, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %idxprom13 = sext i32 %add to i64
  %arrayidx14 = getelementptr inbounds float, ptr %ey, i64 %idxprom13
  store float %6, ptr %arrayidx14, align 4, !tbaa !34
  br label %if.end34

if.else:                                          ; preds = %if.then
  %mul15 = mul nsw i32 %add7, %ny
  %add16 = add nsw i32 %mul15, %add
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %ey, i64 %idxprom17
  %7 = load float, ptr %arrayidx18, align 4, !tbaa !34
  %arrayidx22 = getelementptr inbounds float, ptr %hz, i64 %idxprom17
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !34
  %sub = add nsw i32 %add7, -1
  %mul23 = mul nsw i32 %sub, %ny
  %add24 = add nsw i32 %mul23, %add
  %idxprom25 = sext i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds float, ptr %hz, i64 %idxprom25
  %9 = load float, ptr %arrayidx26, align 4, !tbaa !34
  %sub27 = fsub contract float %8, %9
  %mul28 = fmul contract float %sub27, 5.000000e-01
  %sub29 = fsub contract float %7, %mul28
  store float %sub29, ptr %arrayidx18, align 4, !tbaa !34
  br label %if.end34

if.end34:                                         ; preds = %if.then10, %if.else, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fdtd_step2(ptr nocapture noundef %ex, ptr nocapture noundef readnone %ey, ptr nocapture noundef readonly %hz, i32 noundef %nx, i32 noundef %ny) local_unnamed_addr #1 {
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
  %cmp = icmp slt i32 %add7, %nx
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %cmp8 = icmp slt i32 %add, %ny
  %cmp10 = icmp sgt i32 %add, 0
  %or.cond = and i1 %cmp10, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %add11 = add nsw i32 %ny, 1
  %mul12 = mul nsw i32 %add11, %add7
  %add13 = add nsw i32 %mul12, %add
  %idxprom = sext i32 %add13 to i64
  %arrayidx = getelementptr inbounds float, ptr %ex, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul14 = mul nsw i32 %add7, %ny
  %add15 = add nsw i32 %mul14, %add
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %hz, i64 %idxprom16
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !34
  %sub = add nsw i32 %add, -1
  %add19 = add nsw i32 %sub, %mul14
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %hz, i64 %idxprom20
  %8 = load float, ptr %arrayidx21, align 4, !tbaa !34
  %sub22 = fsub contract float %7, %8
  %mul23 = fmul contract float %sub22, 5.000000e-01
  %sub24 = fsub contract float %6, %mul23
  store float %sub24, ptr %arrayidx, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fdtd_step3(ptr nocapture noundef readonly %ex, ptr nocapture noundef readonly %ey, ptr nocapture noundef %hz, i32 noundef %nx, i32 noundef %ny) local_unnamed_addr #1 {
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
  %sub = add nsw i32 %nx, -1
  %cmp = icmp slt i32 %add7, %sub
  %sub8 = add nsw i32 %ny, -1
  %cmp9 = icmp slt i32 %add, %sub8
  %or.cond = select i1 %cmp, i1 %cmp9, i1 false
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul10 = mul nsw i32 %add7, %ny
  %add11 = add nsw i32 %mul10, %add
  %idxprom = sext i32 %add11 to i64
  %arrayidx = getelementptr inbounds float, ptr %hz, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %add12 = add nsw i32 %ny, 1
  %mul13 = mul nsw i32 %add12, %add7
  %add14 = add nsw i32 %add, 1
  %add15 = add nsw i32 %add14, %mul13
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %ex, i64 %idxprom16
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !34
  %add20 = add nsw i32 %mul13, %add
  %idxprom21 = sext i32 %add20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %ex, i64 %idxprom21
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !34
  %sub23 = fsub contract float %7, %8
  %add24 = add nuw nsw i32 %add7, 1
  %mul25 = mul nsw i32 %add24, %ny
  %add26 = add nsw i32 %mul25, %add
  %idxprom27 = sext i32 %add26 to i64
  %arrayidx28 = getelementptr inbounds float, ptr %ey, i64 %idxprom27
  %9 = load float, ptr %arrayidx28, align 4, !tbaa !34
  %add29 = fadd contract float %sub23, %9
  %arrayidx33 = getelementptr inbounds float, ptr %ey, i64 %idxprom
  %10 = load float, ptr %arrayidx33, align 4, !tbaa !34
  %sub34 = fsub contract float %add29, %10
  %mul35 = fmul contract float %sub34, 0x3FE6666660000000
  %sub36 = fsub contract float %6, %mul35
  store float %sub36, ptr %arrayidx, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @jacobi1d_kernel1(ptr nocapture noundef readonly %a, ptr nocapture noundef writeonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp sgt i32 %add, 1
  %sub = add nsw i32 %n, -1
  %cmp3 = icmp slt i32 %add, %sub
  %or.cond = select i1 %cmp, i1 %cmp3, i1 false
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = zext nneg i32 %add to i64
  %4 = getelementptr float, ptr %a, i64 %3
  %arrayidx = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx, align 4, !tbaa !34
  %6 = load float, ptr %4, align 4, !tbaa !34
  %add7 = fadd contract float %5, %6
  %arrayidx10 = getelementptr inbounds i8, ptr %4, i64 4
  %7 = load float, ptr %arrayidx10, align 4, !tbaa !34
  %add11 = fadd contract float %add7, %7
  %mul12 = fmul contract float %add11, 0x3FD5554760000000
  %arrayidx14 = getelementptr inbounds float, ptr %b, i64 %3
  store float %mul12, ptr %arrayidx14, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @jacobi2d_kernel1(ptr nocapture noundef readonly %A, ptr nocapture noundef writeonly %B, i32 noundef %n) local_unnamed_addr #1 {
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
  %cmp.not = icmp eq i32 %add7, 0
  br i1 %cmp.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %entry
  %sub = add nsw i32 %n, -1
  %cmp8 = icmp slt i32 %add7, %sub
  %cmp10 = icmp sgt i32 %add, 0
  %or.cond = and i1 %cmp10, %cmp8
  %cmp13 = icmp slt i32 %add, %sub
  %or.cond70 = and i1 %cmp13, %or.cond
  br i1 %or.cond70, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %mul14 = mul nsw i32 %add7, %n
  %add15 = add nsw i32 %mul14, %add
  %idxprom = sext i32 %add15 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %sub17 = add nsw i32 %add, -1
  %add18 = add nsw i32 %sub17, %mul14
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %A, i64 %idxprom19
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !34
  %add21 = fadd contract float %6, %7
  %add23 = add nuw nsw i32 %add, 1
  %add24 = add nsw i32 %add23, %mul14
  %idxprom25 = sext i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds float, ptr %A, i64 %idxprom25
  %8 = load float, ptr %arrayidx26, align 4, !tbaa !34
  %add27 = fadd contract float %add21, %8
  %add28 = add nuw nsw i32 %add7, 1
  %mul29 = mul nsw i32 %add28, %n
  %add30 = add nsw i32 %mul29, %add
  %idxprom31 = sext i32 %add30 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %A, i64 %idxprom31
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !34
  %add33 = fadd contract float %add27, %9
  %sub34 = add nsw i32 %add7, -1
  %mul35 = mul nsw i32 %sub34, %n
  %add36 = add nsw i32 %mul35, %add
  %idxprom37 = sext i32 %add36 to i64
  %arrayidx38 = getelementptr inbounds float, ptr %A, i64 %idxprom37
  %10 = load float, ptr %arrayidx38, align 4, !tbaa !34
  %add39 = fadd contract float %add33, %10
  %mul40 = fmul contract float %add39, 0x3FC99999A0000000
  %arrayidx44 = getelementptr inbounds float, ptr %B, i64 %idxprom
  store float %mul40, ptr %arrayidx44, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @jacobi2d_kernel2(ptr nocapture noundef writeonly %A, ptr nocapture noundef readonly %B, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %2
  %cmp.not = icmp eq i32 %add7, 0
  br i1 %cmp.not, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %entry
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %5
  %sub = add nsw i32 %n, -1
  %cmp8 = icmp slt i32 %add7, %sub
  %cmp10 = icmp sgt i32 %add, 0
  %or.cond = and i1 %cmp10, %cmp8
  %cmp13 = icmp slt i32 %add, %sub
  %or.cond29 = and i1 %cmp13, %or.cond
  br i1 %or.cond29, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %mul14 = mul nsw i32 %add7, %n
  %add15 = add nsw i32 %mul14, %add
  %idxprom = sext i32 %add15 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %A, i64 %idxprom
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  store float %6, ptr %arrayidx19, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @corr_mean(ptr nocapture noundef writeonly %mean, ptr nocapture noundef readonly %data, float noundef %float_n, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %mean, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  %cmp322 = icmp sgt i32 %n, 0
  br i1 %cmp322, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %n, 7
  %3 = icmp ult i32 %n, 8
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483640
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add10.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %add10.7, %for.body ]
  %.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add10.7, %for.body ]
  %i.023.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %4 = phi float [ %add10.epil, %for.body.epil ], [ %.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %i.023.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.023.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %mul4.epil = mul nsw i32 %i.023.epil, %m
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %data, i64 %idxprom6.epil
  %5 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %add10.epil = fadd contract float %5, %4
  store float %add10.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %i.023.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !66

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.then
  %6 = phi float [ 0.000000e+00, %if.then ], [ %add10.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add10.epil, %for.body.epil ]
  %div = fdiv contract float %6, %float_n
  store float %div, ptr %arrayidx, align 4, !tbaa !34
  br label %if.end

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %7 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add10.7, %for.body ]
  %i.023 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %mul4 = mul nsw i32 %i.023, %m
  %add5 = add nsw i32 %mul4, %add
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %data, i64 %idxprom6
  %8 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %add10 = fadd contract float %8, %7
  store float %add10, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %i.023, 1
  %mul4.1 = mul nsw i32 %inc, %m
  %add5.1 = add nsw i32 %mul4.1, %add
  %idxprom6.1 = sext i32 %add5.1 to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %data, i64 %idxprom6.1
  %9 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %add10.1 = fadd contract float %9, %add10
  store float %add10.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %i.023, 2
  %mul4.2 = mul nsw i32 %inc.1, %m
  %add5.2 = add nsw i32 %mul4.2, %add
  %idxprom6.2 = sext i32 %add5.2 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %data, i64 %idxprom6.2
  %10 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %add10.2 = fadd contract float %10, %add10.1
  store float %add10.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %i.023, 3
  %mul4.3 = mul nsw i32 %inc.2, %m
  %add5.3 = add nsw i32 %mul4.3, %add
  %idxprom6.3 = sext i32 %add5.3 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %data, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %add10.3 = fadd contract float %11, %add10.2
  store float %add10.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = or disjoint i32 %i.023, 4
  %mul4.4 = mul nsw i32 %inc.3, %m
  %add5.4 = add nsw i32 %mul4.4, %add
  %idxprom6.4 = sext i32 %add5.4 to i64
  %arrayidx7.4 = getelementptr inbounds float, ptr %data, i64 %idxprom6.4
  %12 = load float, ptr %arrayidx7.4, align 4, !tbaa !34
  %add10.4 = fadd contract float %12, %add10.3
  store float %add10.4, ptr %arrayidx, align 4, !tbaa !34
  %inc.4 = or disjoint i32 %i.023, 5
  %mul4.5 = mul nsw i32 %inc.4, %m
  %add5.5 = add nsw i32 %mul4.5, %add
  %idxprom6.5 = sext i32 %add5.5 to i64
  %arrayidx7.5 = getelementptr inbounds float, ptr %data, i64 %idxprom6.5
  %13 = load float, ptr %arrayidx7.5, align 4, !tbaa !34
  %add10.5 = fadd contract float %13, %add10.4
  store float %add10.5, ptr %arrayidx, align 4, !tbaa !34
  %inc.5 = or disjoint i32 %i.023, 6
  %mul4.6 = mul nsw i32 %inc.5, %m
  %add5.6 = add nsw i32 %mul4.6, %add
  %idxprom6.6 = sext i32 %add5.6 to i64
  %arrayidx7.6 = getelementptr inbounds float, ptr %data, i64 %idxprom6.6
  %14 = load float, ptr %arrayidx7.6, align 4, !tbaa !34
  %add10.6 = fadd contract float %14, %add10.5
  store float %add10.6, ptr %arrayidx, align 4, !tbaa !34
  %inc.6 = or disjoint i32 %i.023, 7
  %mul4.7 = mul nsw i32 %inc.6, %m
  %add5.7 = add nsw i32 %mul4.7, %add
  %idxprom6.7 = sext i32 %add5.7 to i64
  %arrayidx7.7 = getelementptr inbounds float, ptr %data, i64 %idxprom6.7
  %15 = load float, ptr %arrayidx7.7, align 4, !tbaa !34
  %add10.7 = fadd contract float %15, %add10.6
  store float %add10.7, ptr %arrayidx, align 4, !tbaa !34
  %inc.7 = add nuw nsw i32 %i.023, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !67

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @corr_std(ptr nocapture noundef readonly %mean, ptr nocapture noundef writeonly %std, ptr nocapture noundef readonly %data, float noundef %float_n, float noundef %eps, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %if.then, label %if.end33

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %std, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  %cmp358 = icmp sgt i32 %n, 0
  br i1 %cmp358, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %if.then
  %arrayidx9 = getelementptr inbounds float, ptr %mean, i64 %idxprom
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add20.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add20.3, %for.body ]
  %.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add20.3, %for.body ]
  %i.059.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %4 = phi float [ %add20.epil, %for.body.epil ], [ %.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %i.059.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.059.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %mul4.epil = mul nsw i32 %i.059.epil, %m
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %data, i64 %idxprom6.epil
  %5 = load float, ptr %arrayidx7.epil, align 4, !tbaa !34
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !34
  %sub.epil = fsub contract float %5, %6
  %mul17.epil = fmul contract float %sub.epil, %sub.epil
  %add20.epil = fadd contract float %4, %mul17.epil
  store float %add20.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %i.059.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !68

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.then
  %7 = phi float [ 0.000000e+00, %if.then ], [ %add20.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add20.epil, %for.body.epil ]
  %div = fdiv contract float %7, %float_n
  %8 = tail call contract float @llvm.sqrt.f32(float %div)
  store float %8, ptr %arrayidx, align 4, !tbaa !34
  %cmp29 = fcmp contract ugt float %8, %eps
  br i1 %cmp29, label %if.end33, label %if.then30

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %9 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add20.3, %for.body ]
  %i.059 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %mul4 = mul nsw i32 %i.059, %m
  %add5 = add nsw i32 %mul4, %add
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %data, i64 %idxprom6
  %10 = load float, ptr %arrayidx7, align 4, !tbaa !34
  %11 = load float, ptr %arrayidx9, align 4, !tbaa !34
  %sub = fsub contract float %10, %11
  %mul17 = fmul contract float %sub, %sub
  %add20 = fadd contract float %9, %mul17
  store float %add20, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %i.059, 1
  %mul4.1 = mul nsw i32 %inc, %m
  %add5.1 = add nsw i32 %mul4.1, %add
  %idxprom6.1 = sext i32 %add5.1 to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %data, i64 %idxprom6.1
  %12 = load float, ptr %arrayidx7.1, align 4, !tbaa !34
  %13 = load float, ptr %arrayidx9, align 4, !tbaa !34
  %sub.1 = fsub contract float %12, %13
  %mul17.1 = fmul contract float %sub.1, %sub.1
  %add20.1 = fadd contract float %add20, %mul17.1
  store float %add20.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %i.059, 2
  %mul4.2 = mul nsw i32 %inc.1, %m
  %add5.2 = add nsw i32 %mul4.2, %add
  %idxprom6.2 = sext i32 %add5.2 to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %data, i64 %idxprom6.2
  %14 = load float, ptr %arrayidx7.2, align 4, !tbaa !34
  %15 = load float, ptr %arrayidx9, align 4, !tbaa !34
  %sub.2 = fsub contract float %14, %15
  %mul17.2 = fmul contract float %sub.2, %sub.2
  %add20.2 = fadd contract float %add20.1, %mul17.2
  store float %add20.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %i.059, 3
  %mul4.3 = mul nsw i32 %inc.2, %m
  %add5.3 = add nsw i32 %mul4.3, %add
  %idxprom6.3 = sext i32 %add5.3 to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %data, i64 %idxprom6.3
  %16 = load float, ptr %arrayidx7.3, align 4, !tbaa !34
  %17 = load float, ptr %arrayidx9, align 4, !tbaa !34
  %sub.3 = fsub contract float %16, %17
  %mul17.3 = fmul contract float %sub.3, %sub.3
  %add20.3 = fadd contract float %add20.2, %mul17.3
  store float %add20.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %i.059, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !69

if.then30:                                        ; preds = %for.cond.cleanup
  store float 1.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  br label %if.end33

if.end33:                                         ; preds = %for.cond.cleanup, %if.then30, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @corr_reduce(ptr nocapture noundef readonly %mean, ptr nocapture noundef readonly %std, ptr nocapture noundef %data, float noundef %float_n, i32 noundef %m, i32 noundef %n) local_unnamed_addr #1 {
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
  %cmp8 = icmp slt i32 %add, %m
  %or.cond = and i1 %cmp8, %cmp
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %mean, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %mul9 = mul nsw i32 %add7, %m
  %add10 = add nsw i32 %mul9, %add
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %data, i64 %idxprom11
  %7 = load float, ptr %arrayidx12, align 4, !tbaa !34
  %sub = fsub contract float %7, %6
  store float %sub, ptr %arrayidx12, align 4, !tbaa !34
  %8 = tail call contract float @llvm.sqrt.f32(float %float_n)
  %arrayidx14 = getelementptr inbounds float, ptr %std, i64 %idxprom
  %9 = load float, ptr %arrayidx14, align 4, !tbaa !34
  %mul15 = fmul contract float %8, %9
  %div = fdiv contract float %sub, %mul15
  store float %div, ptr %arrayidx12, align 4, !tbaa !34
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @corr_corr(ptr nocapture noundef writeonly %symmat, ptr nocapture noundef readonly %data, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %sub = add nsw i32 %m, -1
  %cmp = icmp slt i32 %add, %sub
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul3 = mul nsw i32 %add, %m
  %add4 = add nsw i32 %mul3, %add
  %idxprom = sext i32 %add4 to i64
  %arrayidx = getelementptr inbounds float, ptr %symmat, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  %j2.072 = add nsw i32 %add, 1
  %cmp673 = icmp slt i32 %j2.072, %m
  br i1 %cmp673, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %cmp1270 = icmp sgt i32 %n, 0
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  %unroll_iter = and i32 %n, 2147483644
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.cond.cleanup13
  %j2.074 = phi i32 [ %j2.072, %for.body.lr.ph ], [ %j2.0, %for.cond.cleanup13 ]
  %add8 = add nsw i32 %j2.074, %mul3
  %idxprom9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %symmat, i64 %idxprom9
  store float 0.000000e+00, ptr %arrayidx10, align 4, !tbaa !34
  br i1 %cmp1270, label %for.body14.preheader, label %for.cond.cleanup13

for.body14.preheader:                             ; preds = %for.body
  br i1 %3, label %for.cond.cleanup13.loopexit.unr-lcssa, label %for.body14

for.cond.cleanup13.loopexit.unr-lcssa:            ; preds = %for.body14, %for.body14.preheader
  %add28.lcssa.ph = phi float [ poison, %for.body14.preheader ], [ %add28.3, %for.body14 ]
  %.unr = phi float [ 0.000000e+00, %for.body14.preheader ], [ %add28.3, %for.body14 ]
  %i.071.unr = phi i32 [ 0, %for.body14.preheader ], [ %inc.3, %for.body14 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup13, label %for.body14.epil

for.body14.epil:                                  ; preds = %for.cond.cleanup13.loopexit.unr-lcssa, %for.body14.epil
  %4 = phi float [ %add28.epil, %for.body14.epil ], [ %.unr, %for.cond.cleanup13.loopexit.unr-lcssa ]
  %i.071.epil = phi i32 [ %inc.epil, %for.body14.epil ], [ %i.071.unr, %for.cond.cleanup13.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body14.epil ], [ 0, %for.cond.cleanup13.loopexit.unr-lcssa ]
  %mul15.epil = mul nsw i32 %i.071.epil, %m
  %add16.epil = add nsw i32 %mul15.epil, %add
  %idxprom17.epil = sext i32 %add16.epil to i64
  %arrayidx18.epil = getelementptr inbounds float, ptr %data, i64 %idxprom17.epil
  %5 = load float, ptr %arrayidx18.epil, align 4, !tbaa !34
  %add20.epil = add nsw i32 %mul15.epil, %j2.074
  %idxprom21.epil = sext i32 %add20.epil to i64
  %arrayidx22.epil = getelementptr inbounds float, ptr %data, i64 %idxprom21.epil
  %6 = load float, ptr %arrayidx22.epil, align 4, !tbaa !34
  %mul23.epil = fmul contract float %5, %6
  %add28.epil = fadd contract float %4, %mul23.epil
  store float %add28.epil, ptr %arrayidx10, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %i.071.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup13, label %for.body14.epil, !llvm.loop !70

for.cond.cleanup13:                               ; preds = %for.cond.cleanup13.loopexit.unr-lcssa, %for.body14.epil, %for.body
  %7 = phi float [ 0.000000e+00, %for.body ], [ %add28.lcssa.ph, %for.cond.cleanup13.loopexit.unr-lcssa ], [ %add28.epil, %for.body14.epil ]
  %mul33 = mul nsw i32 %j2.074, %m
  %add34 = add nsw i32 %mul33, %add
  %idxprom35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %symmat, i64 %idxprom35
  store float %7, ptr %arrayidx36, align 4, !tbaa !34
  %j2.0 = add nsw i32 %j2.074, 1
  %cmp6 = icmp slt i32 %j2.0, %m
  br i1 %cmp6, label %for.body, label %if.end, !llvm.loop !71

for.body14:                                       ; preds = %for.body14.preheader, %for.body14
  %8 = phi float [ %add28.3, %for.body14 ], [ 0.000000e+00, %for.body14.preheader ]
  %i.071 = phi i32 [ %inc.3, %for.body14 ], [ 0, %for.body14.preheader ]
  %niter = phi i32 [ %niter.next.3, %for.body14 ], [ 0, %for.body14.preheader ]
  %mul15 = mul nsw i32 %i.071, %m
  %add16 = add nsw i32 %mul15, %add
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %data, i64 %idxprom17
  %9 = load float, ptr %arrayidx18, align 4, !tbaa !34
  %add20 = add nsw i32 %mul15, %j2.074
  %idxprom21 = sext i32 %add20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %data, i64 %idxprom21
  %10 = load float, ptr %arrayidx22, align 4, !tbaa !34
  %mul23 = fmul contract float %9, %10
  %add28 = fadd contract float %8, %mul23
  store float %add28, ptr %arrayidx10, align 4, !tbaa !34
  %inc = or disjoint i32 %i.071, 1
  %mul15.1 = mul nsw i32 %inc, %m
  %add16.1 = add nsw i32 %mul15.1, %add
  %idxprom17.1 = sext i32 %add16.1 to i64
  %arrayidx18.1 = getelementptr inbounds float, ptr %data, i64 %idxprom17.1
  %11 = load float, ptr %arrayidx18.1, align 4, !tbaa !34
  %add20.1 = add nsw i32 %mul15.1, %j2.074
  %idxprom21.1 = sext i32 %add20.1 to i64
  %arrayidx22.1 = getelementptr inbounds float, ptr %data, i64 %idxprom21.1
  %12 = load float, ptr %arrayidx22.1, align 4, !tbaa !34
  %mul23.1 = fmul contract float %11, %12
  %add28.1 = fadd contract float %add28, %mul23.1
  store float %add28.1, ptr %arrayidx10, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %i.071, 2
  %mul15.2 = mul nsw i32 %inc.1, %m
  %add16.2 = add nsw i32 %mul15.2, %add
  %idxprom17.2 = sext i32 %add16.2 to i64
  %arrayidx18.2 = getelementptr inbounds float, ptr %data, i64 %idxprom17.2
  %13 = load float, ptr %arrayidx18.2, align 4, !tbaa !34
  %add20.2 = add nsw i32 %mul15.2, %j2.074
  %idxprom21.2 = sext i32 %add20.2 to i64
  %arrayidx22.2 = getelementptr inbounds float, ptr %data, i64 %idxprom21.2
  %14 = load float, ptr %arrayidx22.2, align 4, !tbaa !34
  %mul23.2 = fmul contract float %13, %14
  %add28.2 = fadd contract float %add28.1, %mul23.2
  store float %add28.2, ptr %arrayidx10, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %i.071, 3
  %mul15.3 = mul nsw i32 %inc.2, %m
  %add16.3 = add nsw i32 %mul15.3, %add
  %idxprom17.3 = sext i32 %add16.3 to i64
  %arrayidx18.3 = getelementptr inbounds float, ptr %data, i64 %idxprom17.3
  %15 = load float, ptr %arrayidx18.3, align 4, !tbaa !34
  %add20.3 = add nsw i32 %mul15.3, %j2.074
  %idxprom21.3 = sext i32 %add20.3 to i64
  %arrayidx22.3 = getelementptr inbounds float, ptr %data, i64 %idxprom21.3
  %16 = load float, ptr %arrayidx22.3, align 4, !tbaa !34
  %mul23.3 = fmul contract float %15, %16
  %add28.3 = fadd contract float %add28.2, %mul23.3
  store float %add28.3, ptr %arrayidx10, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %i.071, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup13.loopexit.unr-lcssa, label %for.body14, !llvm.loop !72

if.end:                                           ; preds = %for.cond.cleanup13, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @covar_kernel(ptr nocapture noundef writeonly %symmat, ptr nocapture noundef readonly %data, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %mul4 = mul nsw i32 %add, %m
  %cmp761 = icmp sgt i32 %n, 0
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  %unroll_iter = and i32 %n, 2147483644
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.body

for.body:                                         ; preds = %for.cond.preheader, %for.cond.cleanup8
  %j2.063 = phi i32 [ %add, %for.cond.preheader ], [ %inc33, %for.cond.cleanup8 ]
  %add5 = add nsw i32 %j2.063, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %symmat, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !34
  br i1 %cmp761, label %for.body9.preheader, label %for.cond.cleanup8

for.body9.preheader:                              ; preds = %for.body
  br i1 %3, label %for.cond.cleanup8.loopexit.unr-lcssa, label %for.body9

for.cond.cleanup8.loopexit.unr-lcssa:             ; preds = %for.body9, %for.body9.preheader
  %add23.lcssa.ph = phi float [ poison, %for.body9.preheader ], [ %add23.3, %for.body9 ]
  %.unr = phi float [ 0.000000e+00, %for.body9.preheader ], [ %add23.3, %for.body9 ]
  %i.062.unr = phi i32 [ 0, %for.body9.preheader ], [ %inc.3, %for.body9 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup8, label %for.body9.epil

for.body9.epil:                                   ; preds = %for.cond.cleanup8.loopexit.unr-lcssa, %for.body9.epil
  %4 = phi float [ %add23.epil, %for.body9.epil ], [ %.unr, %for.cond.cleanup8.loopexit.unr-lcssa ]
  %i.062.epil = phi i32 [ %inc.epil, %for.body9.epil ], [ %i.062.unr, %for.cond.cleanup8.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body9.epil ], [ 0, %for.cond.cleanup8.loopexit.unr-lcssa ]
  %mul10.epil = mul nsw i32 %i.062.epil, %m
  %add11.epil = add nsw i32 %mul10.epil, %add
  %idxprom12.epil = sext i32 %add11.epil to i64
  %arrayidx13.epil = getelementptr inbounds float, ptr %data, i64 %idxprom12.epil
  %5 = load float, ptr %arrayidx13.epil, align 4, !tbaa !34
  %add15.epil = add nsw i32 %mul10.epil, %j2.063
  %idxprom16.epil = sext i32 %add15.epil to i64
  %arrayidx17.epil = getelementptr inbounds float, ptr %data, i64 %idxprom16.epil
  %6 = load float, ptr %arrayidx17.epil, align 4, !tbaa !34
  %mul18.epil = fmul contract float %5, %6
  %add23.epil = fadd contract float %4, %mul18.epil
  store float %add23.epil, ptr %arrayidx, align 4, !tbaa !34
  %inc.epil = add nuw nsw i32 %i.062.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup8, label %for.body9.epil, !llvm.loop !73

for.cond.cleanup8:                                ; preds = %for.cond.cleanup8.loopexit.unr-lcssa, %for.body9.epil, %for.body
  %7 = phi float [ 0.000000e+00, %for.body ], [ %add23.lcssa.ph, %for.cond.cleanup8.loopexit.unr-lcssa ], [ %add23.epil, %for.body9.epil ]
  %mul28 = mul nsw i32 %j2.063, %m
  %add29 = add nsw i32 %mul28, %add
  %idxprom30 = sext i32 %add29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr %symmat, i64 %idxprom30
  store float %7, ptr %arrayidx31, align 4, !tbaa !34
  %inc33 = add nsw i32 %j2.063, 1
  %cmp3 = icmp slt i32 %inc33, %m
  br i1 %cmp3, label %for.body, label %if.end, !llvm.loop !74

for.body9:                                        ; preds = %for.body9.preheader, %for.body9
  %8 = phi float [ %add23.3, %for.body9 ], [ 0.000000e+00, %for.body9.preheader ]
  %i.062 = phi i32 [ %inc.3, %for.body9 ], [ 0, %for.body9.preheader ]
  %niter = phi i32 [ %niter.next.3, %for.body9 ], [ 0, %for.body9.preheader ]
  %mul10 = mul nsw i32 %i.062, %m
  %add11 = add nsw i32 %mul10, %add
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %data, i64 %idxprom12
  %9 = load float, ptr %arrayidx13, align 4, !tbaa !34
  %add15 = add nsw i32 %mul10, %j2.063
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %data, i64 %idxprom16
  %10 = load float, ptr %arrayidx17, align 4, !tbaa !34
  %mul18 = fmul contract float %9, %10
  %add23 = fadd contract float %8, %mul18
  store float %add23, ptr %arrayidx, align 4, !tbaa !34
  %inc = or disjoint i32 %i.062, 1
  %mul10.1 = mul nsw i32 %inc, %m
  %add11.1 = add nsw i32 %mul10.1, %add
  %idxprom12.1 = sext i32 %add11.1 to i64
  %arrayidx13.1 = getelementptr inbounds float, ptr %data, i64 %idxprom12.1
  %11 = load float, ptr %arrayidx13.1, align 4, !tbaa !34
  %add15.1 = add nsw i32 %mul10.1, %j2.063
  %idxprom16.1 = sext i32 %add15.1 to i64
  %arrayidx17.1 = getelementptr inbounds float, ptr %data, i64 %idxprom16.1
  %12 = load float, ptr %arrayidx17.1, align 4, !tbaa !34
  %mul18.1 = fmul contract float %11, %12
  %add23.1 = fadd contract float %add23, %mul18.1
  store float %add23.1, ptr %arrayidx, align 4, !tbaa !34
  %inc.1 = or disjoint i32 %i.062, 2
  %mul10.2 = mul nsw i32 %inc.1, %m
  %add11.2 = add nsw i32 %mul10.2, %add
  %idxprom12.2 = sext i32 %add11.2 to i64
  %arrayidx13.2 = getelementptr inbounds float, ptr %data, i64 %idxprom12.2
  %13 = load float, ptr %arrayidx13.2, align 4, !tbaa !34
  %add15.2 = add nsw i32 %mul10.2, %j2.063
  %idxprom16.2 = sext i32 %add15.2 to i64
  %arrayidx17.2 = getelementptr inbounds float, ptr %data, i64 %idxprom16.2
  %14 = load float, ptr %arrayidx17.2, align 4, !tbaa !34
  %mul18.2 = fmul contract float %13, %14
  %add23.2 = fadd contract float %add23.1, %mul18.2
  store float %add23.2, ptr %arrayidx, align 4, !tbaa !34
  %inc.2 = or disjoint i32 %i.062, 3
  %mul10.3 = mul nsw i32 %inc.2, %m
  %add11.3 = add nsw i32 %mul10.3, %add
  %idxprom12.3 = sext i32 %add11.3 to i64
  %arrayidx13.3 = getelementptr inbounds float, ptr %data, i64 %idxprom12.3
  %15 = load float, ptr %arrayidx13.3, align 4, !tbaa !34
  %add15.3 = add nsw i32 %mul10.3, %j2.063
  %idxprom16.3 = sext i32 %add15.3 to i64
  %arrayidx17.3 = getelementptr inbounds float, ptr %data, i64 %idxprom16.3
  %16 = load float, ptr %arrayidx17.3, align 4, !tbaa !34
  %mul18.3 = fmul contract float %15, %16
  %add23.3 = fadd contract float %add23.2, %mul18.3
  store float %add23.3, ptr %arrayidx, align 4, !tbaa !34
  %inc.3 = add nuw nsw i32 %i.062, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup8.loopexit.unr-lcssa, label %for.body9, !llvm.loop !75

if.end:                                           ; preds = %for.cond.cleanup8, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @kmeans_assign(ptr nocapture noundef readonly %points, ptr nocapture noundef readonly %centers, ptr nocapture noundef writeonly %membership, i32 noundef %npoints, i32 noundef %nclusters, i32 noundef %nfeatures) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %npoints
  br i1 %cmp, label %for.cond.preheader, label %if.end23

for.cond.preheader:                               ; preds = %entry
  %cmp340 = icmp sgt i32 %nclusters, 0
  br i1 %cmp340, label %for.cond4.preheader.lr.ph, label %for.cond.cleanup

for.cond4.preheader.lr.ph:                        ; preds = %for.cond.preheader
  %cmp537 = icmp sgt i32 %nfeatures, 0
  %mul8 = mul nsw i32 %add, %nfeatures
  %xtraiter = and i32 %nfeatures, 3
  %3 = icmp ult i32 %nfeatures, 4
  %unroll_iter = and i32 %nfeatures, 2147483644
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.cond4.preheader

for.cond4.preheader:                              ; preds = %for.cond4.preheader.lr.ph, %for.cond.cleanup6
  %best.043 = phi i32 [ 0, %for.cond4.preheader.lr.ph ], [ %best.1, %for.cond.cleanup6 ]
  %c.042 = phi i32 [ 0, %for.cond4.preheader.lr.ph ], [ %inc19, %for.cond.cleanup6 ]
  %bestd.041 = phi float [ 0x47EC363CC0000000, %for.cond4.preheader.lr.ph ], [ %bestd.1, %for.cond.cleanup6 ]
  br i1 %cmp537, label %for.body7.lr.ph, label %for.cond.cleanup6

for.body7.lr.ph:                                  ; preds = %for.cond4.preheader
  %mul10 = mul nuw nsw i32 %c.042, %nfeatures
  br i1 %3, label %for.cond.cleanup6.loopexit.unr-lcssa, label %for.body7

for.cond.cleanup:                                 ; preds = %for.cond.cleanup6, %for.cond.preheader
  %best.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %best.1, %for.cond.cleanup6 ]
  %idxprom21 = sext i32 %add to i64
  %arrayidx22 = getelementptr inbounds i32, ptr %membership, i64 %idxprom21
  store i32 %best.0.lcssa, ptr %arrayidx22, align 4, !tbaa !76
  br label %if.end23

for.cond.cleanup6.loopexit.unr-lcssa:             ; preds = %for.body7, %for.body7.lr.ph
  %add15.lcssa.ph = phi float [ poison, %for.body7.lr.ph ], [ %add15.3, %for.body7 ]
  %f.039.unr = phi i32 [ 0, %for.body7.lr.ph ], [ %inc.3, %for.body7 ]
  %d.038.unr = phi float [ 0.000000e+00, %for.body7.lr.ph ], [ %add15.3, %for.body7 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup6, label %for.body7.epil

for.body7.epil:                                   ; preds = %for.cond.cleanup6.loopexit.unr-lcssa, %for.body7.epil
  %f.039.epil = phi i32 [ %inc.epil, %for.body7.epil ], [ %f.039.unr, %for.cond.cleanup6.loopexit.unr-lcssa ]
  %d.038.epil = phi float [ %add15.epil, %for.body7.epil ], [ %d.038.unr, %for.cond.cleanup6.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body7.epil ], [ 0, %for.cond.cleanup6.loopexit.unr-lcssa ]
  %add9.epil = add nsw i32 %f.039.epil, %mul8
  %idxprom.epil = sext i32 %add9.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %points, i64 %idxprom.epil
  %4 = load float, ptr %arrayidx.epil, align 4, !tbaa !34
  %add11.epil = add nuw nsw i32 %f.039.epil, %mul10
  %idxprom12.epil = zext nneg i32 %add11.epil to i64
  %arrayidx13.epil = getelementptr inbounds float, ptr %centers, i64 %idxprom12.epil
  %5 = load float, ptr %arrayidx13.epil, align 4, !tbaa !34
  %sub.epil = fsub contract float %4, %5
  %mul14.epil = fmul contract float %sub.epil, %sub.epil
  %add15.epil = fadd contract float %d.038.epil, %mul14.epil
  %inc.epil = add nuw nsw i32 %f.039.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup6, label %for.body7.epil, !llvm.loop !78

for.cond.cleanup6:                                ; preds = %for.cond.cleanup6.loopexit.unr-lcssa, %for.body7.epil, %for.cond4.preheader
  %d.0.lcssa = phi float [ 0.000000e+00, %for.cond4.preheader ], [ %add15.lcssa.ph, %for.cond.cleanup6.loopexit.unr-lcssa ], [ %add15.epil, %for.body7.epil ]
  %cmp16 = fcmp contract olt float %d.0.lcssa, %bestd.041
  %bestd.1 = select i1 %cmp16, float %d.0.lcssa, float %bestd.041
  %best.1 = select i1 %cmp16, i32 %c.042, i32 %best.043
  %inc19 = add nuw nsw i32 %c.042, 1
  %exitcond45.not = icmp eq i32 %inc19, %nclusters
  br i1 %exitcond45.not, label %for.cond.cleanup, label %for.cond4.preheader, !llvm.loop !79

for.body7:                                        ; preds = %for.body7.lr.ph, %for.body7
  %f.039 = phi i32 [ %inc.3, %for.body7 ], [ 0, %for.body7.lr.ph ]
  %d.038 = phi float [ %add15.3, %for.body7 ], [ 0.000000e+00, %for.body7.lr.ph ]
  %niter = phi i32 [ %niter.next.3, %for.body7 ], [ 0, %for.body7.lr.ph ]
  %add9 = add nsw i32 %f.039, %mul8
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %points, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %add11 = add nuw nsw i32 %f.039, %mul10
  %idxprom12 = zext nneg i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %centers, i64 %idxprom12
  %7 = load float, ptr %arrayidx13, align 4, !tbaa !34
  %sub = fsub contract float %6, %7
  %mul14 = fmul contract float %sub, %sub
  %add15 = fadd contract float %d.038, %mul14
  %inc = or disjoint i32 %f.039, 1
  %add9.1 = add nsw i32 %inc, %mul8
  %idxprom.1 = sext i32 %add9.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %points, i64 %idxprom.1
  %8 = load float, ptr %arrayidx.1, align 4, !tbaa !34
  %add11.1 = add nuw nsw i32 %inc, %mul10
  %idxprom12.1 = zext nneg i32 %add11.1 to i64
  %arrayidx13.1 = getelementptr inbounds float, ptr %centers, i64 %idxprom12.1
  %9 = load float, ptr %arrayidx13.1, align 4, !tbaa !34
  %sub.1 = fsub contract float %8, %9
  %mul14.1 = fmul contract float %sub.1, %sub.1
  %add15.1 = fadd contract float %add15, %mul14.1
  %inc.1 = or disjoint i32 %f.039, 2
  %add9.2 = add nsw i32 %inc.1, %mul8
  %idxprom.2 = sext i32 %add9.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %points, i64 %idxprom.2
  %10 = load float, ptr %arrayidx.2, align 4, !tbaa !34
  %add11.2 = add nuw nsw i32 %inc.1, %mul10
  %idxprom12.2 = zext nneg i32 %add11.2 to i64
  %arrayidx13.2 = getelementptr inbounds float, ptr %centers, i64 %idxprom12.2
  %11 = load float, ptr %arrayidx13.2, align 4, !tbaa !34
  %sub.2 = fsub contract float %10, %11
  %mul14.2 = fmul contract float %sub.2, %sub.2
  %add15.2 = fadd contract float %add15.1, %mul14.2
  %inc.2 = or disjoint i32 %f.039, 3
  %add9.3 = add nsw i32 %inc.2, %mul8
  %idxprom.3 = sext i32 %add9.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %points, i64 %idxprom.3
  %12 = load float, ptr %arrayidx.3, align 4, !tbaa !34
  %add11.3 = add nuw nsw i32 %inc.2, %mul10
  %idxprom12.3 = zext nneg i32 %add11.3 to i64
  %arrayidx13.3 = getelementptr inbounds float, ptr %centers, i64 %idxprom12.3
  %13 = load float, ptr %arrayidx13.3, align 4, !tbaa !34
  %sub.3 = fsub contract float %12, %13
  %mul14.3 = fmul contract float %sub.3, %sub.3
  %add15.3 = fadd contract float %add15.2, %mul14.3
  %inc.3 = add nuw nsw i32 %f.039, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup6.loopexit.unr-lcssa, label %for.body7, !llvm.loop !80

if.end23:                                         ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @knn_dist(ptr nocapture noundef readonly %queries, ptr nocapture noundef readonly %refs, ptr nocapture noundef writeonly %dist, i32 noundef %nq, i32 noundef %nr, i32 noundef %dim) local_unnamed_addr #0 {
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
  %cmp = icmp slt i32 %add7, %nq
  %cmp8 = icmp slt i32 %add, %nr
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %cmp934 = icmp sgt i32 %dim, 0
  br i1 %cmp934, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul10 = mul nuw nsw i32 %add7, %dim
  %mul12 = mul nsw i32 %add, %dim
  %xtraiter = and i32 %dim, 3
  %6 = icmp ult i32 %dim, 4
  br i1 %6, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %dim, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add17.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %s.036.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %d.035.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %s.036.epil = phi float [ %add17.epil, %for.body.epil ], [ %s.036.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %d.035.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %d.035.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %add11.epil = add nuw nsw i32 %d.035.epil, %mul10
  %idxprom.epil = zext nneg i32 %add11.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %queries, i64 %idxprom.epil
  %7 = load float, ptr %arrayidx.epil, align 4, !tbaa !34
  %add13.epil = add nsw i32 %d.035.epil, %mul12
  %idxprom14.epil = sext i32 %add13.epil to i64
  %arrayidx15.epil = getelementptr inbounds float, ptr %refs, i64 %idxprom14.epil
  %8 = load float, ptr %arrayidx15.epil, align 4, !tbaa !34
  %sub.epil = fsub contract float %7, %8
  %mul16.epil = fmul contract float %sub.epil, %sub.epil
  %add17.epil = fadd contract float %s.036.epil, %mul16.epil
  %inc.epil = add nuw nsw i32 %d.035.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !81

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %s.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add17.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add17.epil, %for.body.epil ]
  %mul18 = mul nsw i32 %add7, %nr
  %add19 = add nsw i32 %mul18, %add
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %dist, i64 %idxprom20
  store float %s.0.lcssa, ptr %arrayidx21, align 4, !tbaa !34
  br label %if.end

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %s.036 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add17.3, %for.body ]
  %d.035 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %add11 = add nuw nsw i32 %d.035, %mul10
  %idxprom = zext nneg i32 %add11 to i64
  %arrayidx = getelementptr inbounds float, ptr %queries, i64 %idxprom
  %9 = load float, ptr %arrayidx, align 4, !tbaa !34
  %add13 = add nsw i32 %d.035, %mul12
  %idxprom14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds float, ptr %refs, i64 %idxprom14
  %10 = load float, ptr %arrayidx15, align 4, !tbaa !34
  %sub = fsub contract float %9, %10
  %mul16 = fmul contract float %sub, %sub
  %add17 = fadd contract float %s.036, %mul16
  %inc = or disjoint i32 %d.035, 1
  %add11.1 = add nuw nsw i32 %inc, %mul10
  %idxprom.1 = zext nneg i32 %add11.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %queries, i64 %idxprom.1
  %11 = load float, ptr %arrayidx.1, align 4, !tbaa !34
  %add13.1 = add nsw i32 %inc, %mul12
  %idxprom14.1 = sext i32 %add13.1 to i64
  %arrayidx15.1 = getelementptr inbounds float, ptr %refs, i64 %idxprom14.1
  %12 = load float, ptr %arrayidx15.1, align 4, !tbaa !34
  %sub.1 = fsub contract float %11, %12
  %mul16.1 = fmul contract float %sub.1, %sub.1
  %add17.1 = fadd contract float %add17, %mul16.1
  %inc.1 = or disjoint i32 %d.035, 2
  %add11.2 = add nuw nsw i32 %inc.1, %mul10
  %idxprom.2 = zext nneg i32 %add11.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %queries, i64 %idxprom.2
  %13 = load float, ptr %arrayidx.2, align 4, !tbaa !34
  %add13.2 = add nsw i32 %inc.1, %mul12
  %idxprom14.2 = sext i32 %add13.2 to i64
  %arrayidx15.2 = getelementptr inbounds float, ptr %refs, i64 %idxprom14.2
  %14 = load float, ptr %arrayidx15.2, align 4, !tbaa !34
  %sub.2 = fsub contract float %13, %14
  %mul16.2 = fmul contract float %sub.2, %sub.2
  %add17.2 = fadd contract float %add17.1, %mul16.2
  %inc.2 = or disjoint i32 %d.035, 3
  %add11.3 = add nuw nsw i32 %inc.2, %mul10
  %idxprom.3 = zext nneg i32 %add11.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %queries, i64 %idxprom.3
  %15 = load float, ptr %arrayidx.3, align 4, !tbaa !34
  %add13.3 = add nsw i32 %inc.2, %mul12
  %idxprom14.3 = sext i32 %add13.3 to i64
  %arrayidx15.3 = getelementptr inbounds float, ptr %refs, i64 %idxprom14.3
  %16 = load float, ptr %arrayidx15.3, align 4, !tbaa !34
  %sub.3 = fsub contract float %15, %16
  %mul16.3 = fmul contract float %sub.3, %sub.3
  %add17.3 = fadd contract float %add17.2, %mul16.3
  %inc.3 = add nuw nsw i32 %d.035, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !82

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @conv_layer(ptr nocapture noundef readonly %in, ptr nocapture noundef readonly %w, ptr nocapture noundef writeonly %out, i32 noundef %width, i32 noundef %height, i32 noundef %cin, i32 noundef %cout) local_unnamed_addr #0 {
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
  %sub = add nsw i32 %width, -2
  %sub8 = add nsw i32 %height, -2
  %cmp = icmp slt i32 %add, %sub
  %cmp9 = icmp slt i32 %add7, %sub8
  %or.cond = select i1 %cmp, i1 %cmp9, i1 false
  %cmp1083 = icmp sgt i32 %cout, 0
  %or.cond85 = and i1 %or.cond, %cmp1083
  br i1 %or.cond85, label %for.cond11.preheader.lr.ph, label %if.end

for.cond11.preheader.lr.ph:                       ; preds = %entry
  %cmp1280 = icmp sgt i32 %cin, 0
  %invariant.gep = getelementptr i8, ptr %in, i64 4
  %invariant.gep99 = getelementptr i8, ptr %w, i64 4
  %invariant.gep101 = getelementptr i8, ptr %in, i64 8
  %invariant.gep103 = getelementptr i8, ptr %w, i64 8
  %invariant.gep105 = getelementptr i8, ptr %in, i64 4
  %invariant.gep107 = getelementptr i8, ptr %in, i64 8
  %invariant.gep109 = getelementptr i8, ptr %in, i64 4
  %invariant.gep111 = getelementptr i8, ptr %in, i64 8
  br label %for.cond11.preheader

for.cond11.preheader:                             ; preds = %for.cond11.preheader.lr.ph, %for.cond.cleanup13
  %o.084 = phi i32 [ 0, %for.cond11.preheader.lr.ph ], [ %inc52, %for.cond.cleanup13 ]
  br i1 %cmp1280, label %for.cond15.preheader.lr.ph, label %for.cond.cleanup13

for.cond15.preheader.lr.ph:                       ; preds = %for.cond11.preheader
  %mul29 = mul nuw nsw i32 %o.084, %cin
  br label %for.cond15.preheader

for.cond15.preheader:                             ; preds = %for.cond15.preheader.lr.ph, %for.cond15.preheader
  %c.082 = phi i32 [ 0, %for.cond15.preheader.lr.ph ], [ %inc43, %for.cond15.preheader ]
  %s.081 = phi float [ 0.000000e+00, %for.cond15.preheader.lr.ph ], [ %add38.2.2, %for.cond15.preheader ]
  %mul23 = mul nsw i32 %c.082, %height
  %add24 = add nsw i32 %mul23, %add7
  %add30 = add nuw nsw i32 %c.082, %mul29
  %mul26 = mul nsw i32 %add24, %width
  %add27 = add nsw i32 %mul26, %add
  %mul33 = mul nuw i32 %add30, 9
  %idxprom = sext i32 %add27 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !34
  %idxprom35 = sext i32 %mul33 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %w, i64 %idxprom35
  %7 = load float, ptr %arrayidx36, align 4, !tbaa !34
  %mul37 = fmul contract float %6, %7
  %add38 = fadd contract float %s.081, %mul37
  %8 = sext i32 %add27 to i64
  %gep = getelementptr float, ptr %invariant.gep, i64 %8
  %9 = load float, ptr %gep, align 4, !tbaa !34
  %10 = sext i32 %mul33 to i64
  %gep100 = getelementptr float, ptr %invariant.gep99, i64 %10
  %11 = load float, ptr %gep100, align 4, !tbaa !34
  %mul37.1 = fmul contract float %9, %11
  %add38.1 = fadd contract float %add38, %mul37.1
  %12 = sext i32 %add27 to i64
  %gep102 = getelementptr float, ptr %invariant.gep101, i64 %12
  %13 = load float, ptr %gep102, align 4, !tbaa !34
  %14 = sext i32 %mul33 to i64
  %gep104 = getelementptr float, ptr %invariant.gep103, i64 %14
  %15 = load float, ptr %gep104, align 4, !tbaa !34
  %mul37.2 = fmul contract float %13, %15
  %add38.2 = fadd contract float %add38.1, %mul37.2
  %add25.1 = add nsw i32 %add24, 1
  %mul26.1 = mul nsw i32 %add25.1, %width
  %add27.1 = add nsw i32 %mul26.1, %add
  %16 = mul nuw i32 %add30, 9
  %mul33.1 = add nuw i32 %16, 3
  %idxprom.186 = sext i32 %add27.1 to i64
  %arrayidx.187 = getelementptr inbounds float, ptr %in, i64 %idxprom.186
  %17 = load float, ptr %arrayidx.187, align 4, !tbaa !34
  %idxprom35.188 = sext i32 %mul33.1 to i64
  %arrayidx36.189 = getelementptr inbounds float, ptr %w, i64 %idxprom35.188
  %18 = load float, ptr %arrayidx36.189, align 4, !tbaa !34
  %mul37.190 = fmul contract float %17, %18
  %add38.191 = fadd contract float %add38.2, %mul37.190
  %19 = sext i32 %add27.1 to i64
  %gep106 = getelementptr float, ptr %invariant.gep105, i64 %19
  %20 = load float, ptr %gep106, align 4, !tbaa !34
  %add34.1.1 = add nuw i32 %16, 4
  %idxprom35.1.1 = sext i32 %add34.1.1 to i64
  %arrayidx36.1.1 = getelementptr inbounds float, ptr %w, i64 %idxprom35.1.1
  %21 = load float, ptr %arrayidx36.1.1, align 4, !tbaa !34
  %mul37.1.1 = fmul contract float %20, %21
  %add38.1.1 = fadd contract float %add38.191, %mul37.1.1
  %22 = sext i32 %add27.1 to i64
  %gep108 = getelementptr float, ptr %invariant.gep107, i64 %22
  %23 = load float, ptr %gep108, align 4, !tbaa !34
  %add34.2.1 = add nuw i32 %16, 5
  %idxprom35.2.1 = sext i32 %add34.2.1 to i64
  %arrayidx36.2.1 = getelementptr inbounds float, ptr %w, i64 %idxprom35.2.1
  %24 = load float, ptr %arrayidx36.2.1, align 4, !tbaa !34
  %mul37.2.1 = fmul contract float %23, %24
  %add38.2.1 = fadd contract float %add38.1.1, %mul37.2.1
  %add25.2 = add nsw i32 %add24, 2
  %mul26.2 = mul nsw i32 %add25.2, %width
  %add27.2 = add nsw i32 %mul26.2, %add
  %25 = mul nuw i32 %add30, 9
  %mul33.2 = add nuw i32 %25, 6
  %idxprom.292 = sext i32 %add27.2 to i64
  %arrayidx.293 = getelementptr inbounds float, ptr %in, i64 %idxprom.292
  %26 = load float, ptr %arrayidx.293, align 4, !tbaa !34
  %idxprom35.294 = sext i32 %mul33.2 to i64
  %arrayidx36.295 = getelementptr inbounds float, ptr %w, i64 %idxprom35.294
  %27 = load float, ptr %arrayidx36.295, align 4, !tbaa !34
  %mul37.296 = fmul contract float %26, %27
  %add38.297 = fadd contract float %add38.2.1, %mul37.296
  %28 = sext i32 %add27.2 to i64
  %gep110 = getelementptr float, ptr %invariant.gep109, i64 %28
  %29 = load float, ptr %gep110, align 4, !tbaa !34
  %add34.1.2 = add nuw i32 %25, 7
  %idxprom35.1.2 = sext i32 %add34.1.2 to i64
  %arrayidx36.1.2 = getelementptr inbounds float, ptr %w, i64 %idxprom35.1.2
  %30 = load float, ptr %arrayidx36.1.2, align 4, !tbaa !34
  %mul37.1.2 = fmul contract float %29, %30
  %add38.1.2 = fadd contract float %add38.297, %mul37.1.2
  %31 = sext i32 %add27.2 to i64
  %gep112 = getelementptr float, ptr %invariant.gep111, i64 %31
  %32 = load float, ptr %gep112, align 4, !tbaa !34
  %add34.2.2 = add nuw i32 %25, 8
  %idxprom35.2.2 = sext i32 %add34.2.2 to i64
  %arrayidx36.2.2 = getelementptr inbounds float, ptr %w, i64 %idxprom35.2.2
  %33 = load float, ptr %arrayidx36.2.2, align 4, !tbaa !34
  %mul37.2.2 = fmul contract float %32, %33
  %add38.2.2 = fadd contract float %add38.1.2, %mul37.2.2
  %inc43 = add nuw nsw i32 %c.082, 1
  %exitcond.not = icmp eq i32 %inc43, %cin
  br i1 %exitcond.not, label %for.cond.cleanup13, label %for.cond15.preheader, !llvm.loop !83

for.cond.cleanup13:                               ; preds = %for.cond15.preheader, %for.cond11.preheader
  %s.0.lcssa = phi float [ 0.000000e+00, %for.cond11.preheader ], [ %add38.2.2, %for.cond15.preheader ]
  %mul45 = mul nsw i32 %o.084, %sub8
  %add46 = add nsw i32 %mul45, %add7
  %mul47 = mul nsw i32 %add46, %sub
  %add48 = add nsw i32 %mul47, %add
  %idxprom49 = sext i32 %add48 to i64
  %arrayidx50 = getelementptr inbounds float, ptr %out, i64 %idxprom49
  store float %s.0.lcssa, ptr %arrayidx50, align 4, !tbaa !34
  %inc52 = add nuw nsw i32 %o.084, 1
  %exitcond98.not = icmp eq i32 %inc52, %cout
  br i1 %exitcond98.not, label %if.end, label %for.cond11.preheader, !llvm.loop !84

if.end:                                           ; preds = %for.cond.cleanup13, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29}
!llvm.module.flags = !{!30, !31, !32}

!0 = !{ptr @gemm, !"kernel", i32 1}
!1 = !{ptr @mm2_kernel1, !"kernel", i32 1}
!2 = !{ptr @mm2_kernel2, !"kernel", i32 1}
!3 = !{ptr @syrk, !"kernel", i32 1}
!4 = !{ptr @syr2k, !"kernel", i32 1}
!5 = !{ptr @atax_kernel1, !"kernel", i32 1}
!6 = !{ptr @atax_kernel2, !"kernel", i32 1}
!7 = !{ptr @bicg_kernel1, !"kernel", i32 1}
!8 = !{ptr @bicg_kernel2, !"kernel", i32 1}
!9 = !{ptr @gesummv, !"kernel", i32 1}
!10 = !{ptr @mvt_kernel1, !"kernel", i32 1}
!11 = !{ptr @mvt_kernel2, !"kernel", i32 1}
!12 = !{ptr @gramschmidt_kernel3, !"kernel", i32 1}
!13 = !{ptr @lu_kernel2, !"kernel", i32 1}
!14 = !{ptr @conv2d_poly, !"kernel", i32 1}
!15 = !{ptr @conv3d_poly, !"kernel", i32 1}
!16 = !{ptr @fdtd_step1, !"kernel", i32 1}
!17 = !{ptr @fdtd_step2, !"kernel", i32 1}
!18 = !{ptr @fdtd_step3, !"kernel", i32 1}
!19 = !{ptr @jacobi1d_kernel1, !"kernel", i32 1}
!20 = !{ptr @jacobi2d_kernel1, !"kernel", i32 1}
!21 = !{ptr @jacobi2d_kernel2, !"kernel", i32 1}
!22 = !{ptr @corr_mean, !"kernel", i32 1}
!23 = !{ptr @corr_std, !"kernel", i32 1}
!24 = !{ptr @corr_reduce, !"kernel", i32 1}
!25 = !{ptr @corr_corr, !"kernel", i32 1}
!26 = !{ptr @covar_kernel, !"kernel", i32 1}
!27 = !{ptr @kmeans_assign, !"kernel", i32 1}
!28 = !{ptr @knn_dist, !"kernel", i32 1}
!29 = !{ptr @conv_layer, !"kernel", i32 1}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.mustprogress"}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = distinct !{!42, !39}
!43 = distinct !{!43, !41}
!44 = distinct !{!44, !39}
!45 = distinct !{!45, !41}
!46 = distinct !{!46, !39}
!47 = distinct !{!47, !41}
!48 = distinct !{!48, !39}
!49 = distinct !{!49, !39}
!50 = distinct !{!50, !41}
!51 = distinct !{!51, !39}
!52 = distinct !{!52, !41}
!53 = distinct !{!53, !39}
!54 = distinct !{!54, !41}
!55 = distinct !{!55, !39}
!56 = distinct !{!56, !41}
!57 = distinct !{!57, !39}
!58 = distinct !{!58, !39}
!59 = distinct !{!59, !41}
!60 = distinct !{!60, !39}
!61 = distinct !{!61, !41}
!62 = distinct !{!62, !41}
!63 = distinct !{!63, !39}
!64 = distinct !{!64, !39}
!65 = distinct !{!65, !41}
!66 = distinct !{!66, !41}
!67 = distinct !{!67, !39}
!68 = distinct !{!68, !41}
!69 = distinct !{!69, !39}
!70 = distinct !{!70, !41}
!71 = distinct !{!71, !39}
!72 = distinct !{!72, !39}
!73 = distinct !{!73, !41}
!74 = distinct !{!74, !39}
!75 = distinct !{!75, !39}
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !36, i64 0}
!78 = distinct !{!78, !41}
!79 = distinct !{!79, !39}
!80 = distinct !{!80, !39}
!81 = distinct !{!81, !41}
!82 = distinct !{!82, !39}
!83 = distinct !{!83, !39}
!84 = distinct !{!84, !39}
