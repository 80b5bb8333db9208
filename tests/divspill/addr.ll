source_filename = "addr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pt = type { float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @conv_div(ptr nocapture noundef readonly %in, ptr nocapture noundef readonly %filt, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h, i32 noundef %cin) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nuw nsw i32 %2, 1
  %add3 = add i32 %add, %mul
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul6 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add8 = add nuw nsw i32 %5, 1
  %add9 = add nuw nsw i32 %add8, %mul6
  %sub = add nsw i32 %w, -1
  %cmp.not = icmp slt i32 %add3, %sub
  %sub10 = add nsw i32 %h, -1
  %cmp11.not = icmp slt i32 %add9, %sub10
  %or.cond = select i1 %cmp.not, i1 %cmp11.not, i1 false
  br i1 %or.cond, label %if.end, label %cleanup60

if.end:                                           ; preds = %entry
  %add12 = add nsw i32 %add3, %add9
  %rem = srem i32 %add12, 3
  %cmp13.not = icmp eq i32 %rem, 1
  br i1 %cmp13.not, label %if.else, label %if.then14

if.then14:                                        ; preds = %if.end
  %and = and i32 %2, 1
  %sub16 = sub i32 %cin, %and
  %cmp1790 = icmp sgt i32 %sub16, 0
  br i1 %cmp1790, label %for.cond18.preheader.lr.ph, label %if.end55

for.cond18.preheader.lr.ph:                       ; preds = %if.then14
  %invariant.gep = getelementptr i8, ptr %filt, i64 4
  %invariant.gep106 = getelementptr i8, ptr %in, i64 -4
  %invariant.gep108 = getelementptr i8, ptr %in, i64 4
  %invariant.gep110 = getelementptr i8, ptr %in, i64 -4
  %invariant.gep112 = getelementptr i8, ptr %in, i64 4
  %invariant.gep114 = getelementptr i8, ptr %in, i64 -4
  %invariant.gep116 = getelementptr i8, ptr %in, i64 4
  br label %for.cond18.preheader

for.cond18.preheader:                             ; preds = %for.cond18.preheader, %for.cond18.preheader.lr.ph
  %c.092 = phi i32 [ 0, %for.cond18.preheader.lr.ph ], [ %inc49, %for.cond18.preheader ]
  %s.091 = phi float [ 0.000000e+00, %for.cond18.preheader.lr.ph ], [ %add41.2.2, %for.cond18.preheader ]
  %mul26 = mul nsw i32 %c.092, %h
  %add27 = add nsw i32 %mul26, %add9
  %add28 = add nsw i32 %add27, -1
  %mul29 = mul nsw i32 %add28, %w
  %add30 = add nsw i32 %mul29, %add3
  %6 = mul i32 %c.092, 9
  %7 = sext i32 %add30 to i64
  %gep107 = getelementptr float, ptr %invariant.gep106, i64 %7
  %8 = load float, ptr %gep107, align 4, !tbaa !9
  %add36 = add i32 %6, -1
  %9 = sext i32 %add36 to i64
  %gep = getelementptr float, ptr %invariant.gep, i64 %9
  %10 = load float, ptr %gep, align 4, !tbaa !9
  %mul40 = fmul contract float %8, %10
  %add41 = fadd contract float %s.091, %mul40
  %idxprom.1 = sext i32 %add30 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %in, i64 %idxprom.1
  %11 = load float, ptr %arrayidx.1, align 4, !tbaa !9
  %12 = sext i32 %6 to i64
  %gep.1 = getelementptr float, ptr %invariant.gep, i64 %12
  %13 = load float, ptr %gep.1, align 4, !tbaa !9
  %mul40.1 = fmul contract float %11, %13
  %add41.1 = fadd contract float %add41, %mul40.1
  %14 = sext i32 %add30 to i64
  %gep109 = getelementptr float, ptr %invariant.gep108, i64 %14
  %15 = load float, ptr %gep109, align 4, !tbaa !9
  %add36.2 = add i32 %6, 1
  %16 = sext i32 %add36.2 to i64
  %gep.2 = getelementptr float, ptr %invariant.gep, i64 %16
  %17 = load float, ptr %gep.2, align 4, !tbaa !9
  %mul40.2 = fmul contract float %15, %17
  %add41.2 = fadd contract float %add41.1, %mul40.2
  %mul29.1 = mul nsw i32 %add27, %w
  %add30.1 = add nsw i32 %mul29.1, %add3
  %18 = mul i32 %c.092, 9
  %mul35.1 = add i32 %18, 3
  %19 = sext i32 %add30.1 to i64
  %gep111 = getelementptr float, ptr %invariant.gep110, i64 %19
  %20 = load float, ptr %gep111, align 4, !tbaa !9
  %add36.1 = add i32 %18, 2
  %21 = sext i32 %add36.1 to i64
  %gep.196 = getelementptr float, ptr %invariant.gep, i64 %21
  %22 = load float, ptr %gep.196, align 4, !tbaa !9
  %mul40.197 = fmul contract float %20, %22
  %add41.198 = fadd contract float %add41.2, %mul40.197
  %idxprom.1.1 = sext i32 %add30.1 to i64
  %arrayidx.1.1 = getelementptr inbounds float, ptr %in, i64 %idxprom.1.1
  %23 = load float, ptr %arrayidx.1.1, align 4, !tbaa !9
  %24 = sext i32 %mul35.1 to i64
  %gep.1.1 = getelementptr float, ptr %invariant.gep, i64 %24
  %25 = load float, ptr %gep.1.1, align 4, !tbaa !9
  %mul40.1.1 = fmul contract float %23, %25
  %add41.1.1 = fadd contract float %add41.198, %mul40.1.1
  %26 = sext i32 %add30.1 to i64
  %gep113 = getelementptr float, ptr %invariant.gep112, i64 %26
  %27 = load float, ptr %gep113, align 4, !tbaa !9
  %add36.2.1 = add i32 %18, 4
  %28 = sext i32 %add36.2.1 to i64
  %gep.2.1 = getelementptr float, ptr %invariant.gep, i64 %28
  %29 = load float, ptr %gep.2.1, align 4, !tbaa !9
  %mul40.2.1 = fmul contract float %27, %29
  %add41.2.1 = fadd contract float %add41.1.1, %mul40.2.1
  %add28.2 = add nsw i32 %add27, 1
  %mul29.2 = mul nsw i32 %add28.2, %w
  %add30.2 = add nsw i32 %mul29.2, %add3
  %30 = mul i32 %c.092, 9
  %mul35.2 = add i32 %30, 6
  %31 = sext i32 %add30.2 to i64
  %gep115 = getelementptr float, ptr %invariant.gep114, i64 %31
  %32 = load float, ptr %gep115, align 4, !tbaa !9
  %add36.2102 = add i32 %30, 5
  %33 = sext i32 %add36.2102 to i64
  %gep.2103 = getelementptr float, ptr %invariant.gep, i64 %33
  %34 = load float, ptr %gep.2103, align 4, !tbaa !9
  %mul40.2104 = fmul contract float %32, %34
  %add41.2105 = fadd contract float %add41.2.1, %mul40.2104
  %idxprom.1.2 = sext i32 %add30.2 to i64
  %arrayidx.1.2 = getelementptr inbounds float, ptr %in, i64 %idxprom.1.2
  %35 = load float, ptr %arrayidx.1.2, align 4, !tbaa !9
  %36 = sext i32 %mul35.2 to i64
  %gep.1.2 = getelementptr float, ptr %invariant.gep, i64 %36
  %37 = load float, ptr %gep.1.2, align 4, !tbaa !9
  %mul40.1.2 = fmul contract float %35, %37
  %add41.1.2 = fadd contract float %add41.2105, %mul40.1.2
  %38 = sext i32 %add30.2 to i64
  %gep117 = getelementptr float, ptr %invariant.gep116, i64 %38
  %39 = load float, ptr %gep117, align 4, !tbaa !9
  %add36.2.2 = add i32 %30, 7
  %40 = sext i32 %add36.2.2 to i64
  %gep.2.2 = getelementptr float, ptr %invariant.gep, i64 %40
  %41 = load float, ptr %gep.2.2, align 4, !tbaa !9
  %mul40.2.2 = fmul contract float %39, %41
  %add41.2.2 = fadd contract float %add41.1.2, %mul40.2.2
  %cmp45 = fcmp contract ogt float %add41.2.2, 4.000000e+00
  %inc49 = add nuw nsw i32 %c.092, 1
  %exitcond.not = icmp eq i32 %inc49, %sub16
  %or.cond118 = select i1 %cmp45, i1 true, i1 %exitcond.not
  br i1 %or.cond118, label %if.end55, label %for.cond18.preheader, !llvm.loop !13

if.else:                                          ; preds = %if.end
  %mul51 = mul nsw i32 %add9, %w
  %add52 = add nsw i32 %mul51, %add3
  %idxprom53 = sext i32 %add52 to i64
  %arrayidx54 = getelementptr inbounds float, ptr %in, i64 %idxprom53
  %42 = load float, ptr %arrayidx54, align 4, !tbaa !9
  br label %if.end55

if.end55:                                         ; preds = %for.cond18.preheader, %if.then14, %if.else
  %s.4 = phi float [ %42, %if.else ], [ 0.000000e+00, %if.then14 ], [ %add41.2.2, %for.cond18.preheader ]
  %mul56 = mul nsw i32 %add9, %w
  %add57 = add nsw i32 %mul56, %add3
  %idxprom58 = sext i32 %add57 to i64
  %arrayidx59 = getelementptr inbounds float, ptr %out, i64 %idxprom58
  store float %s.4, ptr %arrayidx59, align 4, !tbaa !9
  br label %cleanup60

cleanup60:                                        ; preds = %entry, %if.end55
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @vol7(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h, i32 noundef %d) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %add3 = add i32 %add, 1
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul6 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add8 = add nuw nsw i32 %5, 1
  %add9 = add nuw nsw i32 %add8, %mul6
  %sub = add nsw i32 %w, -1
  %cmp.not = icmp slt i32 %add3, %sub
  %sub10 = add nsw i32 %h, -1
  %cmp11.not = icmp slt i32 %add9, %sub10
  %or.cond = select i1 %cmp.not, i1 %cmp11.not, i1 false
  %cmp1372 = icmp sgt i32 %d, 2
  %or.cond74 = and i1 %or.cond, %cmp1372
  br i1 %or.cond74, label %for.body.lr.ph, label %cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul34 = mul nsw i32 %h, %w
  %6 = add nsw i32 %d, -2
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %z.073 = phi i32 [ 1, %for.body.lr.ph ], [ %inc, %for.body ]
  %mul14 = mul nsw i32 %z.073, %h
  %add15 = add nsw i32 %mul14, %add9
  %mul16 = mul nsw i32 %add15, %w
  %add17 = add nsw i32 %mul16, %add3
  %idxprom = sext i32 %add17 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %7 = load float, ptr %arrayidx, align 4, !tbaa !9
  %sub18 = add i32 %mul16, %add
  %idxprom19 = sext i32 %sub18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %in, i64 %idxprom19
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !9
  %add21 = fadd contract float %7, %8
  %arrayidx24 = getelementptr i8, ptr %arrayidx, i64 4
  %9 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %add25 = fadd contract float %add21, %9
  %sub26 = sub nsw i32 %add17, %w
  %idxprom27 = sext i32 %sub26 to i64
  %arrayidx28 = getelementptr inbounds float, ptr %in, i64 %idxprom27
  %10 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %add29 = fadd contract float %add25, %10
  %add30 = add nsw i32 %add17, %w
  %idxprom31 = sext i32 %add30 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %in, i64 %idxprom31
  %11 = load float, ptr %arrayidx32, align 4, !tbaa !9
  %add33 = fadd contract float %add29, %11
  %sub35 = sub nsw i32 %add17, %mul34
  %idxprom36 = sext i32 %sub35 to i64
  %arrayidx37 = getelementptr inbounds float, ptr %in, i64 %idxprom36
  %12 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %add38 = fadd contract float %add33, %12
  %add40 = add nsw i32 %add17, %mul34
  %idxprom41 = sext i32 %add40 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %in, i64 %idxprom41
  %13 = load float, ptr %arrayidx42, align 4, !tbaa !9
  %add43 = fadd contract float %add38, %13
  %arrayidx45 = getelementptr inbounds float, ptr %out, i64 %idxprom
  store float %add43, ptr %arrayidx45, align 4, !tbaa !9
  %inc = add nuw nsw i32 %z.073, 1
  %exitcond.not = icmp eq i32 %z.073, %6
  br i1 %exitcond.not, label %cleanup, label %for.body, !llvm.loop !15

cleanup:                                          ; preds = %for.body, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @rows64(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h, i32 noundef %k) local_unnamed_addr #0 {
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
  %cmp.not = icmp slt i32 %add, %w
  %sub = add nsw i32 %h, -2
  %cmp8.not = icmp slt i32 %add7, %sub
  %or.cond = select i1 %cmp.not, i1 %cmp8.not, i1 false
  br i1 %or.cond, label %for.cond.preheader, label %cleanup

for.cond.preheader:                               ; preds = %entry
  %rem = and i32 %2, 1
  %add10 = add nsw i32 %rem, %k
  %cmp1151 = icmp sgt i32 %add10, 0
  br i1 %cmp1151, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %conv12 = sext i32 %h to i64
  %conv14 = zext nneg i32 %add7 to i64
  %conv16 = sext i32 %w to i64
  %conv18 = sext i32 %add to i64
  %invariant.gep = getelementptr float, ptr %in, i64 %conv18
  %arrayidx28.idx = shl nsw i64 %conv16, 3
  %6 = add i32 %rem, %k
  %7 = add i32 %6, -1
  %xtraiter = and i32 %add10, 3
  %8 = icmp ult i32 %7, 3
  br i1 %8, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %add10, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add30.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add30.3, %for.body ]
  %c.053.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.3, %for.body ]
  %s.052.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add30.3, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %c.053.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %c.053.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.052.epil = phi float [ %add30.epil, %for.body.epil ], [ %s.052.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %conv.epil = zext nneg i32 %c.053.epil to i64
  %mul13.epil = mul nsw i64 %conv.epil, %conv12
  %add15.epil = add nsw i64 %mul13.epil, %conv14
  %mul17.epil = mul i64 %add15.epil, %conv16
  %gep.epil = getelementptr float, ptr %invariant.gep, i64 %mul17.epil
  %9 = load float, ptr %gep.epil, align 4, !tbaa !9
  %mul20.epil = fmul contract float %9, 2.000000e+00
  %arrayidx23.epil = getelementptr float, ptr %gep.epil, i64 %conv16
  %10 = load float, ptr %arrayidx23.epil, align 4, !tbaa !9
  %add24.epil = fadd contract float %mul20.epil, %10
  %arrayidx28.epil = getelementptr i8, ptr %gep.epil, i64 %arrayidx28.idx
  %11 = load float, ptr %arrayidx28.epil, align 4, !tbaa !9
  %sub29.epil = fsub contract float %add24.epil, %11
  %add30.epil = fadd contract float %s.052.epil, %sub29.epil
  %inc.epil = add nuw nsw i32 %c.053.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !16

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %s.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add30.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add30.epil, %for.body.epil ]
  %mul31 = mul nsw i32 %add7, %w
  %add32 = add nsw i32 %mul31, %add
  %idxprom = sext i32 %add32 to i64
  %arrayidx33 = getelementptr inbounds float, ptr %out, i64 %idxprom
  store float %s.0.lcssa, ptr %arrayidx33, align 4, !tbaa !9
  br label %cleanup

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %c.053 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %s.052 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add30.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %conv = zext nneg i32 %c.053 to i64
  %mul13 = mul nsw i64 %conv, %conv12
  %add15 = add nsw i64 %mul13, %conv14
  %mul17 = mul i64 %add15, %conv16
  %gep = getelementptr float, ptr %invariant.gep, i64 %mul17
  %12 = load float, ptr %gep, align 4, !tbaa !9
  %mul20 = fmul contract float %12, 2.000000e+00
  %arrayidx23 = getelementptr float, ptr %gep, i64 %conv16
  %13 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %add24 = fadd contract float %mul20, %13
  %arrayidx28 = getelementptr i8, ptr %gep, i64 %arrayidx28.idx
  %14 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %sub29 = fsub contract float %add24, %14
  %add30 = fadd contract float %s.052, %sub29
  %inc = or disjoint i32 %c.053, 1
  %conv.1 = zext nneg i32 %inc to i64
  %mul13.1 = mul nsw i64 %conv.1, %conv12
  %add15.1 = add nsw i64 %mul13.1, %conv14
  %mul17.1 = mul i64 %add15.1, %conv16
  %gep.1 = getelementptr float, ptr %invariant.gep, i64 %mul17.1
  %15 = load float, ptr %gep.1, align 4, !tbaa !9
  %mul20.1 = fmul contract float %15, 2.000000e+00
  %arrayidx23.1 = getelementptr float, ptr %gep.1, i64 %conv16
  %16 = load float, ptr %arrayidx23.1, align 4, !tbaa !9
  %add24.1 = fadd contract float %mul20.1, %16
  %arrayidx28.1 = getelementptr i8, ptr %gep.1, i64 %arrayidx28.idx
  %17 = load float, ptr %arrayidx28.1, align 4, !tbaa !9
  %sub29.1 = fsub contract float %add24.1, %17
  %add30.1 = fadd contract float %add30, %sub29.1
  %inc.1 = or disjoint i32 %c.053, 2
  %conv.2 = zext nneg i32 %inc.1 to i64
  %mul13.2 = mul nsw i64 %conv.2, %conv12
  %add15.2 = add nsw i64 %mul13.2, %conv14
  %mul17.2 = mul i64 %add15.2, %conv16
  %gep.2 = getelementptr float, ptr %invariant.gep, i64 %mul17.2
  %18 = load float, ptr %gep.2, align 4, !tbaa !9
  %mul20.2 = fmul contract float %18, 2.000000e+00
  %arrayidx23.2 = getelementptr float, ptr %gep.2, i64 %conv16
  %19 = load float, ptr %arrayidx23.2, align 4, !tbaa !9
  %add24.2 = fadd contract float %mul20.2, %19
  %arrayidx28.2 = getelementptr i8, ptr %gep.2, i64 %arrayidx28.idx
  %20 = load float, ptr %arrayidx28.2, align 4, !tbaa !9
  %sub29.2 = fsub contract float %add24.2, %20
  %add30.2 = fadd contract float %add30.1, %sub29.2
  %inc.2 = or disjoint i32 %c.053, 3
  %conv.3 = zext nneg i32 %inc.2 to i64
  %mul13.3 = mul nsw i64 %conv.3, %conv12
  %add15.3 = add nsw i64 %mul13.3, %conv14
  %mul17.3 = mul i64 %add15.3, %conv16
  %gep.3 = getelementptr float, ptr %invariant.gep, i64 %mul17.3
  %21 = load float, ptr %gep.3, align 4, !tbaa !9
  %mul20.3 = fmul contract float %21, 2.000000e+00
  %arrayidx23.3 = getelementptr float, ptr %gep.3, i64 %conv16
  %22 = load float, ptr %arrayidx23.3, align 4, !tbaa !9
  %add24.3 = fadd contract float %mul20.3, %22
  %arrayidx28.3 = getelementptr i8, ptr %gep.3, i64 %arrayidx28.idx
  %23 = load float, ptr %arrayidx28.3, align 4, !tbaa !9
  %sub29.3 = fsub contract float %add24.3, %23
  %add30.3 = fadd contract float %add30.2, %sub29.3
  %inc.3 = add nuw nsw i32 %c.053, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !18

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @rows_unsigned(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h, i32 noundef %k) local_unnamed_addr #0 {
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
  %cmp.not = icmp ult i32 %add, %w
  %add8 = add nuw nsw i32 %add7, 2
  %cmp9.not = icmp ult i32 %add8, %h
  %or.cond = and i1 %cmp.not, %cmp9.not
  br i1 %or.cond, label %for.cond.preheader, label %cleanup

for.cond.preheader:                               ; preds = %entry
  %cmp1062.not = icmp eq i32 %k, 0
  br i1 %cmp1062.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i32 %k, 1
  %6 = icmp eq i32 %k, 1
  br i1 %6, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %k, -2
  %and = and i32 %add, 1
  %tobool.not = icmp eq i32 %and, 0
  %xor.1 = and i32 %add, 1
  %tobool.not.1.not = icmp eq i32 %xor.1, 0
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %s.1.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %s.1.1, %for.inc.1 ]
  %c.064.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.inc.1 ]
  %s.063.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %s.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %xor.epil = xor i32 %c.064.unr, %add
  %and.epil = and i32 %xor.epil, 1
  %tobool.not.epil = icmp eq i32 %and.epil, 0
  br i1 %tobool.not.epil, label %if.end12.epil, label %for.cond.cleanup

if.end12.epil:                                    ; preds = %for.body.epil
  %mul13.epil = mul i32 %c.064.unr, %h
  %add14.epil = add i32 %mul13.epil, %add7
  %mul15.epil = mul i32 %add14.epil, %w
  %add16.epil = add i32 %mul15.epil, %add
  %idxprom.epil = zext i32 %add16.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %in, i64 %idxprom.epil
  %7 = load float, ptr %arrayidx.epil, align 4, !tbaa !9
  %add19.epil = add i32 %add14.epil, 1
  %mul20.epil = mul i32 %add19.epil, %w
  %add21.epil = add i32 %mul20.epil, %add
  %idxprom22.epil = zext i32 %add21.epil to i64
  %arrayidx23.epil = getelementptr inbounds float, ptr %in, i64 %idxprom22.epil
  %8 = load float, ptr %arrayidx23.epil, align 4, !tbaa !9
  %sub.epil = fsub contract float %7, %8
  %add26.epil = add i32 %add14.epil, 2
  %mul27.epil = mul i32 %add26.epil, %w
  %add28.epil = add i32 %mul27.epil, %add
  %idxprom29.epil = zext i32 %add28.epil to i64
  %arrayidx30.epil = getelementptr inbounds float, ptr %in, i64 %idxprom29.epil
  %9 = load float, ptr %arrayidx30.epil, align 4, !tbaa !9
  %add31.epil = fadd contract float %sub.epil, %9
  %add32.epil = fadd contract float %s.063.unr, %add31.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.end12.epil, %for.body.epil, %for.cond.preheader
  %s.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %s.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %s.063.unr, %for.body.epil ], [ %add32.epil, %if.end12.epil ]
  %mul33 = mul i32 %add7, %w
  %add34 = add i32 %mul33, %add
  %idxprom35 = zext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %out, i64 %idxprom35
  store float %s.0.lcssa, ptr %arrayidx36, align 4, !tbaa !9
  br label %cleanup

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %c.064 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.inc.1 ]
  %s.063 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %s.1.1, %for.inc.1 ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  br i1 %tobool.not, label %if.end12, label %for.inc

if.end12:                                         ; preds = %for.body
  %mul13 = mul i32 %c.064, %h
  %add14 = add i32 %mul13, %add7
  %mul15 = mul i32 %add14, %w
  %add16 = add i32 %mul15, %add
  %idxprom = zext i32 %add16 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %10 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add19 = add i32 %add14, 1
  %mul20 = mul i32 %add19, %w
  %add21 = add i32 %mul20, %add
  %idxprom22 = zext i32 %add21 to i64
  %arrayidx23 = getelementptr inbounds float, ptr %in, i64 %idxprom22
  %11 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %sub = fsub contract float %10, %11
  %add26 = add i32 %add14, 2
  %mul27 = mul i32 %add26, %w
  %add28 = add i32 %mul27, %add
  %idxprom29 = zext i32 %add28 to i64
  %arrayidx30 = getelementptr inbounds float, ptr %in, i64 %idxprom29
  %12 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %add31 = fadd contract float %sub, %12
  %add32 = fadd contract float %s.063, %add31
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.end12
  %s.1 = phi float [ %s.063, %for.body ], [ %add32, %if.end12 ]
  br i1 %tobool.not.1.not, label %for.inc.1, label %if.end12.1

if.end12.1:                                       ; preds = %for.inc
  %inc = or disjoint i32 %c.064, 1
  %mul13.1 = mul i32 %inc, %h
  %add14.1 = add i32 %mul13.1, %add7
  %mul15.1 = mul i32 %add14.1, %w
  %add16.1 = add i32 %mul15.1, %add
  %idxprom.1 = zext i32 %add16.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %in, i64 %idxprom.1
  %13 = load float, ptr %arrayidx.1, align 4, !tbaa !9
  %add19.1 = add i32 %add14.1, 1
  %mul20.1 = mul i32 %add19.1, %w
  %add21.1 = add i32 %mul20.1, %add
  %idxprom22.1 = zext i32 %add21.1 to i64
  %arrayidx23.1 = getelementptr inbounds float, ptr %in, i64 %idxprom22.1
  %14 = load float, ptr %arrayidx23.1, align 4, !tbaa !9
  %sub.1 = fsub contract float %13, %14
  %add26.1 = add i32 %add14.1, 2
  %mul27.1 = mul i32 %add26.1, %w
  %add28.1 = add i32 %mul27.1, %add
  %idxprom29.1 = zext i32 %add28.1 to i64
  %arrayidx30.1 = getelementptr inbounds float, ptr %in, i64 %idxprom29.1
  %15 = load float, ptr %arrayidx30.1, align 4, !tbaa !9
  %add31.1 = fadd contract float %sub.1, %15
  %add32.1 = fadd contract float %s.1, %add31.1
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.end12.1, %for.inc
  %s.1.1 = phi float [ %s.1, %for.inc ], [ %add32.1, %if.end12.1 ]
  %inc.1 = add nuw i32 %c.064, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !19

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @rows_struct(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h, i32 noundef %k) local_unnamed_addr #0 {
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
  %cmp.not = icmp slt i32 %add, %w
  %sub = add nsw i32 %h, -2
  %cmp8.not = icmp slt i32 %add7, %sub
  %or.cond = select i1 %cmp.not, i1 %cmp8.not, i1 false
  br i1 %or.cond, label %for.cond.preheader, label %cleanup

for.cond.preheader:                               ; preds = %entry
  %cmp954 = icmp sgt i32 %k, 0
  br i1 %cmp954, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul18 = shl nsw i32 %w, 1
  %xtraiter = and i32 %k, 1
  %6 = icmp eq i32 %k, 1
  br i1 %6, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %k, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add29.lcssa.ph = phi float [ poison, %for.body.lr.ph ], [ %add29.1, %for.body ]
  %c.056.unr = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %for.body ]
  %s.055.unr = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add29.1, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %mul10.epil = mul nsw i32 %c.056.unr, %h
  %add11.epil = add nsw i32 %mul10.epil, %add7
  %mul12.epil = mul nsw i32 %add11.epil, %w
  %add13.epil = add nsw i32 %mul12.epil, %add
  %idxprom.epil = sext i32 %add13.epil to i64
  %arrayidx.epil = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom.epil
  %7 = load float, ptr %arrayidx.epil, align 4, !tbaa !20
  %add14.epil = add nsw i32 %add13.epil, %w
  %idxprom15.epil = sext i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom15.epil
  %b.epil = getelementptr inbounds i8, ptr %arrayidx16.epil, i64 4
  %8 = load float, ptr %b.epil, align 4, !tbaa !22
  %mul17.epil = fmul contract float %7, %8
  %add19.epil = add nsw i32 %add13.epil, %mul18
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom20.epil
  %9 = load float, ptr %arrayidx21.epil, align 4, !tbaa !20
  %sub23.epil = fsub contract float %mul17.epil, %9
  %10 = load float, ptr %arrayidx16.epil, align 4, !tbaa !20
  %add28.epil = fadd contract float %sub23.epil, %10
  %add29.epil = fadd contract float %s.055.unr, %add28.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %s.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add29.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add29.epil, %for.body.epil ]
  %mul30 = mul nsw i32 %add7, %w
  %add31 = add nsw i32 %mul30, %add
  %idxprom32 = sext i32 %add31 to i64
  %arrayidx33 = getelementptr inbounds float, ptr %out, i64 %idxprom32
  store float %s.0.lcssa, ptr %arrayidx33, align 4, !tbaa !9
  br label %cleanup

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %c.056 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %s.055 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add29.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %mul10 = mul nsw i32 %c.056, %h
  %add11 = add nsw i32 %mul10, %add7
  %mul12 = mul nsw i32 %add11, %w
  %add13 = add nsw i32 %mul12, %add
  %idxprom = sext i32 %add13 to i64
  %arrayidx = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom
  %11 = load float, ptr %arrayidx, align 4, !tbaa !20
  %add14 = add nsw i32 %add13, %w
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom15
  %b = getelementptr inbounds i8, ptr %arrayidx16, i64 4
  %12 = load float, ptr %b, align 4, !tbaa !22
  %mul17 = fmul contract float %11, %12
  %add19 = add nsw i32 %add13, %mul18
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom20
  %13 = load float, ptr %arrayidx21, align 4, !tbaa !20
  %sub23 = fsub contract float %mul17, %13
  %14 = load float, ptr %arrayidx16, align 4, !tbaa !20
  %add28 = fadd contract float %sub23, %14
  %add29 = fadd contract float %s.055, %add28
  %inc = or disjoint i32 %c.056, 1
  %mul10.1 = mul nsw i32 %inc, %h
  %add11.1 = add nsw i32 %mul10.1, %add7
  %mul12.1 = mul nsw i32 %add11.1, %w
  %add13.1 = add nsw i32 %mul12.1, %add
  %idxprom.1 = sext i32 %add13.1 to i64
  %arrayidx.1 = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom.1
  %15 = load float, ptr %arrayidx.1, align 4, !tbaa !20
  %add14.1 = add nsw i32 %add13.1, %w
  %idxprom15.1 = sext i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom15.1
  %b.1 = getelementptr inbounds i8, ptr %arrayidx16.1, i64 4
  %16 = load float, ptr %b.1, align 4, !tbaa !22
  %mul17.1 = fmul contract float %15, %16
  %add19.1 = add nsw i32 %add13.1, %mul18
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds %struct.pt, ptr %in, i64 %idxprom20.1
  %17 = load float, ptr %arrayidx21.1, align 4, !tbaa !20
  %sub23.1 = fsub contract float %mul17.1, %17
  %18 = load float, ptr %arrayidx16.1, align 4, !tbaa !20
  %add28.1 = fadd contract float %sub23.1, %18
  %add29.1 = fadd contract float %add29, %add28.1
  %inc.1 = add nuw nsw i32 %c.056, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !23

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void
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

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}

!0 = !{ptr @conv_div, !"kernel", i32 1}
!1 = !{ptr @vol7, !"kernel", i32 1}
!2 = !{ptr @rows64, !"kernel", i32 1}
!3 = !{ptr @rows_unsigned, !"kernel", i32 1}
!4 = !{ptr @rows_struct, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !10, i64 0}
!21 = !{!"_ZTS2pt", !10, i64 0, !10, i64 4}
!22 = !{!21, !10, i64 4}
!23 = distinct !{!23, !14}
