source_filename = "conv2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @conv2d_3x3(ptr nocapture noundef readonly %in, ptr nocapture noundef readonly %filt, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h, i32 noundef %cin) local_unnamed_addr #0 {
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
  %sub = add nsw i32 %w, -2
  %cmp.not = icmp slt i32 %add, %sub
  %sub8 = add nsw i32 %h, -2
  %cmp9.not = icmp slt i32 %add7, %sub8
  %or.cond = select i1 %cmp.not, i1 %cmp9.not, i1 false
  br i1 %or.cond, label %for.cond.preheader, label %cleanup

for.cond.preheader:                               ; preds = %entry
  %cmp1065 = icmp sgt i32 %cin, 0
  br i1 %cmp1065, label %for.cond11.preheader.preheader, label %for.cond.cleanup

for.cond11.preheader.preheader:                   ; preds = %for.cond.preheader
  %invariant.gep = getelementptr i8, ptr %in, i64 4
  %invariant.gep80 = getelementptr i8, ptr %filt, i64 4
  %invariant.gep82 = getelementptr i8, ptr %in, i64 8
  %invariant.gep84 = getelementptr i8, ptr %filt, i64 8
  %invariant.gep86 = getelementptr i8, ptr %in, i64 4
  %invariant.gep88 = getelementptr i8, ptr %in, i64 8
  %invariant.gep90 = getelementptr i8, ptr %in, i64 4
  %invariant.gep92 = getelementptr i8, ptr %in, i64 8
  br label %for.cond11.preheader

for.cond11.preheader:                             ; preds = %for.cond11.preheader.preheader, %for.cond11.preheader
  %c.067 = phi i32 [ %inc37, %for.cond11.preheader ], [ 0, %for.cond11.preheader.preheader ]
  %s.066 = phi float [ %add32.2.2, %for.cond11.preheader ], [ 0.000000e+00, %for.cond11.preheader.preheader ]
  %mul19 = mul nsw i32 %c.067, %h
  %add20 = add nsw i32 %mul19, %add7
  %6 = mul nuw i32 %c.067, 9
  %mul27.2 = add nuw i32 %6, 6
  %add21.2 = add nsw i32 %add20, 2
  %mul22.2 = mul nsw i32 %add21.2, %w
  %add23.2 = add nsw i32 %mul22.2, %add
  %mul22 = mul nsw i32 %add20, %w
  %add23 = add nsw i32 %mul22, %add
  %idxprom = sext i32 %add23 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %7 = load float, ptr %arrayidx, align 4, !tbaa !6
  %mul27 = mul nuw i32 %c.067, 9
  %idxprom29 = zext nneg i32 %mul27 to i64
  %arrayidx30 = getelementptr inbounds float, ptr %filt, i64 %idxprom29
  %8 = load float, ptr %arrayidx30, align 4, !tbaa !6
  %mul31 = fmul contract float %7, %8
  %add32 = fadd contract float %s.066, %mul31
  %9 = sext i32 %add23 to i64
  %gep = getelementptr float, ptr %invariant.gep, i64 %9
  %10 = load float, ptr %gep, align 4, !tbaa !6
  %11 = sext i32 %mul27 to i64
  %gep81 = getelementptr float, ptr %invariant.gep80, i64 %11
  %12 = load float, ptr %gep81, align 4, !tbaa !6
  %mul31.1 = fmul contract float %10, %12
  %add32.1 = fadd contract float %add32, %mul31.1
  %13 = sext i32 %add23 to i64
  %gep83 = getelementptr float, ptr %invariant.gep82, i64 %13
  %14 = load float, ptr %gep83, align 4, !tbaa !6
  %15 = sext i32 %mul27 to i64
  %gep85 = getelementptr float, ptr %invariant.gep84, i64 %15
  %16 = load float, ptr %gep85, align 4, !tbaa !6
  %mul31.2 = fmul contract float %14, %16
  %add32.2 = fadd contract float %add32.1, %mul31.2
  %add21.1 = add nsw i32 %add20, 1
  %mul22.1 = mul nsw i32 %add21.1, %w
  %add23.1 = add nsw i32 %mul22.1, %add
  %idxprom.168 = sext i32 %add23.1 to i64
  %arrayidx.169 = getelementptr inbounds float, ptr %in, i64 %idxprom.168
  %17 = load float, ptr %arrayidx.169, align 4, !tbaa !6
  %18 = mul nuw i32 %c.067, 9
  %mul27.1 = add nuw i32 %18, 3
  %idxprom29.170 = zext nneg i32 %mul27.1 to i64
  %arrayidx30.171 = getelementptr inbounds float, ptr %filt, i64 %idxprom29.170
  %19 = load float, ptr %arrayidx30.171, align 4, !tbaa !6
  %mul31.172 = fmul contract float %17, %19
  %add32.173 = fadd contract float %add32.2, %mul31.172
  %20 = sext i32 %add23.1 to i64
  %gep87 = getelementptr float, ptr %invariant.gep86, i64 %20
  %21 = load float, ptr %gep87, align 4, !tbaa !6
  %add28.1.1 = add nuw i32 %18, 4
  %idxprom29.1.1 = zext nneg i32 %add28.1.1 to i64
  %arrayidx30.1.1 = getelementptr inbounds float, ptr %filt, i64 %idxprom29.1.1
  %22 = load float, ptr %arrayidx30.1.1, align 4, !tbaa !6
  %mul31.1.1 = fmul contract float %21, %22
  %add32.1.1 = fadd contract float %add32.173, %mul31.1.1
  %23 = sext i32 %add23.1 to i64
  %gep89 = getelementptr float, ptr %invariant.gep88, i64 %23
  %24 = load float, ptr %gep89, align 4, !tbaa !6
  %add28.2.1 = add nuw i32 %18, 5
  %idxprom29.2.1 = zext nneg i32 %add28.2.1 to i64
  %arrayidx30.2.1 = getelementptr inbounds float, ptr %filt, i64 %idxprom29.2.1
  %25 = load float, ptr %arrayidx30.2.1, align 4, !tbaa !6
  %mul31.2.1 = fmul contract float %24, %25
  %add32.2.1 = fadd contract float %add32.1.1, %mul31.2.1
  %idxprom.274 = sext i32 %add23.2 to i64
  %arrayidx.275 = getelementptr inbounds float, ptr %in, i64 %idxprom.274
  %26 = load float, ptr %arrayidx.275, align 4, !tbaa !6
  %idxprom29.276 = zext nneg i32 %mul27.2 to i64
  %arrayidx30.277 = getelementptr inbounds float, ptr %filt, i64 %idxprom29.276
  %27 = load float, ptr %arrayidx30.277, align 4, !tbaa !6
  %mul31.278 = fmul contract float %26, %27
  %add32.279 = fadd contract float %add32.2.1, %mul31.278
  %28 = sext i32 %add23.2 to i64
  %gep91 = getelementptr float, ptr %invariant.gep90, i64 %28
  %29 = load float, ptr %gep91, align 4, !tbaa !6
  %add28.1.2 = add nuw i32 %6, 7
  %idxprom29.1.2 = zext nneg i32 %add28.1.2 to i64
  %arrayidx30.1.2 = getelementptr inbounds float, ptr %filt, i64 %idxprom29.1.2
  %30 = load float, ptr %arrayidx30.1.2, align 4, !tbaa !6
  %mul31.1.2 = fmul contract float %29, %30
  %add32.1.2 = fadd contract float %add32.279, %mul31.1.2
  %31 = sext i32 %add23.2 to i64
  %gep93 = getelementptr float, ptr %invariant.gep92, i64 %31
  %32 = load float, ptr %gep93, align 4, !tbaa !6
  %add28.2.2 = add nuw i32 %6, 8
  %idxprom29.2.2 = zext nneg i32 %add28.2.2 to i64
  %arrayidx30.2.2 = getelementptr inbounds float, ptr %filt, i64 %idxprom29.2.2
  %33 = load float, ptr %arrayidx30.2.2, align 4, !tbaa !6
  %mul31.2.2 = fmul contract float %32, %33
  %add32.2.2 = fadd contract float %add32.1.2, %mul31.2.2
  %inc37 = add nuw nsw i32 %c.067, 1
  %exitcond.not = icmp eq i32 %inc37, %cin
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.cond11.preheader, !llvm.loop !10

for.cond.cleanup:                                 ; preds = %for.cond11.preheader, %for.cond.preheader
  %s.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add32.2.2, %for.cond11.preheader ]
  %mul39 = mul nsw i32 %add7, %w
  %add40 = add nsw i32 %mul39, %add
  %idxprom41 = sext i32 %add40 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %out, i64 %idxprom41
  store float %s.0.lcssa, ptr %arrayidx42, align 4, !tbaa !6
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @conv2d_5x5_bias(ptr nocapture noundef readonly %in, ptr nocapture noundef readonly %filt, ptr nocapture noundef readonly %bias, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h) local_unnamed_addr #1 {
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
  %sub = add nsw i32 %w, -4
  %cmp.not = icmp slt i32 %add, %sub
  %sub8 = add nsw i32 %h, -4
  %cmp9.not = icmp slt i32 %add7, %sub8
  %or.cond = select i1 %cmp.not, i1 %cmp9.not, i1 false
  br i1 %or.cond, label %for.body14.4, label %cleanup

for.body14.4:                                     ; preds = %entry
  %add15.4 = add nuw nsw i32 %add7, 4
  %mul16.4 = mul nsw i32 %add15.4, %w
  %add17.4 = add nsw i32 %mul16.4, %add
  %mul16 = mul nsw i32 %add7, %w
  %add17 = add nsw i32 %mul16, %add
  %idxprom = sext i32 %add17 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !6
  %7 = load float, ptr %filt, align 4, !tbaa !6
  %mul23 = fmul contract float %6, %7
  %add24 = fadd contract float %mul23, 0.000000e+00
  %8 = sext i32 %add17 to i64
  %9 = getelementptr float, ptr %in, i64 %8
  %arrayidx.1 = getelementptr i8, ptr %9, i64 4
  %10 = load float, ptr %arrayidx.1, align 4, !tbaa !6
  %arrayidx22.1 = getelementptr inbounds i8, ptr %filt, i64 4
  %11 = load float, ptr %arrayidx22.1, align 4, !tbaa !6
  %mul23.1 = fmul contract float %10, %11
  %add24.1 = fadd contract float %add24, %mul23.1
  %12 = sext i32 %add17 to i64
  %13 = getelementptr float, ptr %in, i64 %12
  %arrayidx.2 = getelementptr i8, ptr %13, i64 8
  %14 = load float, ptr %arrayidx.2, align 4, !tbaa !6
  %arrayidx22.2 = getelementptr inbounds i8, ptr %filt, i64 8
  %15 = load float, ptr %arrayidx22.2, align 4, !tbaa !6
  %mul23.2 = fmul contract float %14, %15
  %add24.2 = fadd contract float %add24.1, %mul23.2
  %16 = sext i32 %add17 to i64
  %17 = getelementptr float, ptr %in, i64 %16
  %arrayidx.3 = getelementptr i8, ptr %17, i64 12
  %18 = load float, ptr %arrayidx.3, align 4, !tbaa !6
  %arrayidx22.3 = getelementptr inbounds i8, ptr %filt, i64 12
  %19 = load float, ptr %arrayidx22.3, align 4, !tbaa !6
  %mul23.3 = fmul contract float %18, %19
  %add24.3 = fadd contract float %add24.2, %mul23.3
  %20 = sext i32 %add17 to i64
  %21 = getelementptr float, ptr %in, i64 %20
  %arrayidx.4 = getelementptr i8, ptr %21, i64 16
  %22 = load float, ptr %arrayidx.4, align 4, !tbaa !6
  %arrayidx22.4 = getelementptr inbounds i8, ptr %filt, i64 16
  %23 = load float, ptr %arrayidx22.4, align 4, !tbaa !6
  %mul23.4 = fmul contract float %22, %23
  %add24.4 = fadd contract float %add24.3, %mul23.4
  %add15.1 = add nuw nsw i32 %add7, 1
  %mul16.1 = mul nsw i32 %add15.1, %w
  %add17.1 = add nsw i32 %mul16.1, %add
  %idxprom.177 = sext i32 %add17.1 to i64
  %arrayidx.178 = getelementptr inbounds float, ptr %in, i64 %idxprom.177
  %24 = load float, ptr %arrayidx.178, align 4, !tbaa !6
  %arrayidx22.180 = getelementptr inbounds i8, ptr %filt, i64 20
  %25 = load float, ptr %arrayidx22.180, align 4, !tbaa !6
  %mul23.181 = fmul contract float %24, %25
  %add24.182 = fadd contract float %add24.4, %mul23.181
  %26 = sext i32 %add17.1 to i64
  %27 = getelementptr float, ptr %in, i64 %26
  %arrayidx.1.1 = getelementptr i8, ptr %27, i64 4
  %28 = load float, ptr %arrayidx.1.1, align 4, !tbaa !6
  %arrayidx22.1.1 = getelementptr inbounds i8, ptr %filt, i64 24
  %29 = load float, ptr %arrayidx22.1.1, align 4, !tbaa !6
  %mul23.1.1 = fmul contract float %28, %29
  %add24.1.1 = fadd contract float %add24.182, %mul23.1.1
  %30 = sext i32 %add17.1 to i64
  %31 = getelementptr float, ptr %in, i64 %30
  %arrayidx.2.1 = getelementptr i8, ptr %31, i64 8
  %32 = load float, ptr %arrayidx.2.1, align 4, !tbaa !6
  %arrayidx22.2.1 = getelementptr inbounds i8, ptr %filt, i64 28
  %33 = load float, ptr %arrayidx22.2.1, align 4, !tbaa !6
  %mul23.2.1 = fmul contract float %32, %33
  %add24.2.1 = fadd contract float %add24.1.1, %mul23.2.1
  %34 = sext i32 %add17.1 to i64
  %35 = getelementptr float, ptr %in, i64 %34
  %arrayidx.3.1 = getelementptr i8, ptr %35, i64 12
  %36 = load float, ptr %arrayidx.3.1, align 4, !tbaa !6
  %arrayidx22.3.1 = getelementptr inbounds i8, ptr %filt, i64 32
  %37 = load float, ptr %arrayidx22.3.1, align 4, !tbaa !6
  %mul23.3.1 = fmul contract float %36, %37
  %add24.3.1 = fadd contract float %add24.2.1, %mul23.3.1
  %38 = sext i32 %add17.1 to i64
  %39 = getelementptr float, ptr %in, i64 %38
  %arrayidx.4.1 = getelementptr i8, ptr %39, i64 16
  %40 = load float, ptr %arrayidx.4.1, align 4, !tbaa !6
  %arrayidx22.4.1 = getelementptr inbounds i8, ptr %filt, i64 36
  %41 = load float, ptr %arrayidx22.4.1, align 4, !tbaa !6
  %mul23.4.1 = fmul contract float %40, %41
  %add24.4.1 = fadd contract float %add24.3.1, %mul23.4.1
  %add15.2 = add nuw nsw i32 %add7, 2
  %mul16.2 = mul nsw i32 %add15.2, %w
  %add17.2 = add nsw i32 %mul16.2, %add
  %idxprom.283 = sext i32 %add17.2 to i64
  %arrayidx.284 = getelementptr inbounds float, ptr %in, i64 %idxprom.283
  %42 = load float, ptr %arrayidx.284, align 4, !tbaa !6
  %arrayidx22.286 = getelementptr inbounds i8, ptr %filt, i64 40
  %43 = load float, ptr %arrayidx22.286, align 4, !tbaa !6
  %mul23.287 = fmul contract float %42, %43
  %add24.288 = fadd contract float %add24.4.1, %mul23.287
  %44 = sext i32 %add17.2 to i64
  %45 = getelementptr float, ptr %in, i64 %44
  %arrayidx.1.2 = getelementptr i8, ptr %45, i64 4
  %46 = load float, ptr %arrayidx.1.2, align 4, !tbaa !6
  %arrayidx22.1.2 = getelementptr inbounds i8, ptr %filt, i64 44
  %47 = load float, ptr %arrayidx22.1.2, align 4, !tbaa !6
  %mul23.1.2 = fmul contract float %46, %47
  %add24.1.2 = fadd contract float %add24.288, %mul23.1.2
  %48 = sext i32 %add17.2 to i64
  %49 = getelementptr float, ptr %in, i64 %48
  %arrayidx.2.2 = getelementptr i8, ptr %49, i64 8
  %50 = load float, ptr %arrayidx.2.2, align 4, !tbaa !6
  %arrayidx22.2.2 = getelementptr inbounds i8, ptr %filt, i64 48
  %51 = load float, ptr %arrayidx22.2.2, align 4, !tbaa !6
  %mul23.2.2 = fmul contract float %50, %51
  %add24.2.2 = fadd contract float %add24.1.2, %mul23.2.2
  %52 = sext i32 %add17.2 to i64
  %53 = getelementptr float, ptr %in, i64 %52
  %arrayidx.3.2 = getelementptr i8, ptr %53, i64 12
  %54 = load float, ptr %arrayidx.3.2, align 4, !tbaa !6
  %arrayidx22.3.2 = getelementptr inbounds i8, ptr %filt, i64 52
  %55 = load float, ptr %arrayidx22.3.2, align 4, !tbaa !6
  %mul23.3.2 = fmul contract float %54, %55
  %add24.3.2 = fadd contract float %add24.2.2, %mul23.3.2
  %56 = sext i32 %add17.2 to i64
  %57 = getelementptr float, ptr %in, i64 %56
  %arrayidx.4.2 = getelementptr i8, ptr %57, i64 16
  %58 = load float, ptr %arrayidx.4.2, align 4, !tbaa !6
  %arrayidx22.4.2 = getelementptr inbounds i8, ptr %filt, i64 56
  %59 = load float, ptr %arrayidx22.4.2, align 4, !tbaa !6
  %mul23.4.2 = fmul contract float %58, %59
  %add24.4.2 = fadd contract float %add24.3.2, %mul23.4.2
  %add15.3 = add nuw nsw i32 %add7, 3
  %mul16.3 = mul nsw i32 %add15.3, %w
  %add17.3 = add nsw i32 %mul16.3, %add
  %idxprom.389 = sext i32 %add17.3 to i64
  %arrayidx.390 = getelementptr inbounds float, ptr %in, i64 %idxprom.389
  %60 = load float, ptr %arrayidx.390, align 4, !tbaa !6
  %arrayidx22.392 = getelementptr inbounds i8, ptr %filt, i64 60
  %61 = load float, ptr %arrayidx22.392, align 4, !tbaa !6
  %mul23.393 = fmul contract float %60, %61
  %add24.394 = fadd contract float %add24.4.2, %mul23.393
  %62 = sext i32 %add17.3 to i64
  %63 = getelementptr float, ptr %in, i64 %62
  %arrayidx.1.3 = getelementptr i8, ptr %63, i64 4
  %64 = load float, ptr %arrayidx.1.3, align 4, !tbaa !6
  %arrayidx22.1.3 = getelementptr inbounds i8, ptr %filt, i64 64
  %65 = load float, ptr %arrayidx22.1.3, align 4, !tbaa !6
  %mul23.1.3 = fmul contract float %64, %65
  %add24.1.3 = fadd contract float %add24.394, %mul23.1.3
  %66 = sext i32 %add17.3 to i64
  %67 = getelementptr float, ptr %in, i64 %66
  %arrayidx.2.3 = getelementptr i8, ptr %67, i64 8
  %68 = load float, ptr %arrayidx.2.3, align 4, !tbaa !6
  %arrayidx22.2.3 = getelementptr inbounds i8, ptr %filt, i64 68
  %69 = load float, ptr %arrayidx22.2.3, align 4, !tbaa !6
  %mul23.2.3 = fmul contract float %68, %69
  %add24.2.3 = fadd contract float %add24.1.3, %mul23.2.3
  %70 = sext i32 %add17.3 to i64
  %71 = getelementptr float, ptr %in, i64 %70
  %arrayidx.3.3 = getelementptr i8, ptr %71, i64 12
  %72 = load float, ptr %arrayidx.3.3, align 4, !tbaa !6
  %arrayidx22.3.3 = getelementptr inbounds i8, ptr %filt, i64 72
  %73 = load float, ptr %arrayidx22.3.3, align 4, !tbaa !6
  %mul23.3.3 = fmul contract float %72, %73
  %add24.3.3 = fadd contract float %add24.2.3, %mul23.3.3
  %74 = sext i32 %add17.3 to i64
  %75 = getelementptr float, ptr %in, i64 %74
  %arrayidx.4.3 = getelementptr i8, ptr %75, i64 16
  %76 = load float, ptr %arrayidx.4.3, align 4, !tbaa !6
  %arrayidx22.4.3 = getelementptr inbounds i8, ptr %filt, i64 76
  %77 = load float, ptr %arrayidx22.4.3, align 4, !tbaa !6
  %mul23.4.3 = fmul contract float %76, %77
  %add24.4.3 = fadd contract float %add24.3.3, %mul23.4.3
  %idxprom.495 = sext i32 %add17.4 to i64
  %arrayidx.496 = getelementptr inbounds float, ptr %in, i64 %idxprom.495
  %78 = load float, ptr %arrayidx.496, align 4, !tbaa !6
  %arrayidx22.498 = getelementptr inbounds i8, ptr %filt, i64 80
  %79 = load float, ptr %arrayidx22.498, align 4, !tbaa !6
  %mul23.499 = fmul contract float %78, %79
  %add24.4100 = fadd contract float %add24.4.3, %mul23.499
  %80 = sext i32 %add17.4 to i64
  %81 = getelementptr float, ptr %in, i64 %80
  %arrayidx.1.4 = getelementptr i8, ptr %81, i64 4
  %82 = load float, ptr %arrayidx.1.4, align 4, !tbaa !6
  %arrayidx22.1.4 = getelementptr inbounds i8, ptr %filt, i64 84
  %83 = load float, ptr %arrayidx22.1.4, align 4, !tbaa !6
  %mul23.1.4 = fmul contract float %82, %83
  %add24.1.4 = fadd contract float %add24.4100, %mul23.1.4
  %84 = sext i32 %add17.4 to i64
  %85 = getelementptr float, ptr %in, i64 %84
  %arrayidx.2.4 = getelementptr i8, ptr %85, i64 8
  %86 = load float, ptr %arrayidx.2.4, align 4, !tbaa !6
  %arrayidx22.2.4 = getelementptr inbounds i8, ptr %filt, i64 88
  %87 = load float, ptr %arrayidx22.2.4, align 4, !tbaa !6
  %mul23.2.4 = fmul contract float %86, %87
  %add24.2.4 = fadd contract float %add24.1.4, %mul23.2.4
  %88 = sext i32 %add17.4 to i64
  %89 = getelementptr float, ptr %in, i64 %88
  %arrayidx.3.4 = getelementptr i8, ptr %89, i64 12
  %90 = load float, ptr %arrayidx.3.4, align 4, !tbaa !6
  %arrayidx22.3.4 = getelementptr inbounds i8, ptr %filt, i64 92
  %91 = load float, ptr %arrayidx22.3.4, align 4, !tbaa !6
  %mul23.3.4 = fmul contract float %90, %91
  %add24.3.4 = fadd contract float %add24.2.4, %mul23.3.4
  %92 = sext i32 %add17.4 to i64
  %93 = getelementptr float, ptr %in, i64 %92
  %arrayidx.4.4 = getelementptr i8, ptr %93, i64 16
  %94 = load float, ptr %arrayidx.4.4, align 4, !tbaa !6
  %arrayidx22.4.4 = getelementptr inbounds i8, ptr %filt, i64 96
  %95 = load float, ptr %arrayidx22.4.4, align 4, !tbaa !6
  %mul23.4.4 = fmul contract float %94, %95
  %add24.4.4 = fadd contract float %add24.3.4, %mul23.4.4
  %cmp28 = fcmp contract ogt float %add24.4.4, 0.000000e+00
  %add30 = add nuw nsw i32 %add7, 2
  %mul31 = mul nsw i32 %add30, %w
  %add32 = add nsw i32 %mul31, %add
  %96 = sext i32 %add32 to i64
  %97 = getelementptr float, ptr %bias, i64 %96
  br i1 %cmp28, label %if.then29, label %if.else

if.then29:                                        ; preds = %for.body14.4
  %arrayidx35 = getelementptr i8, ptr %97, i64 8
  %98 = load float, ptr %arrayidx35, align 4, !tbaa !6
  %add36 = fadd contract float %add24.4.4, %98
  br label %if.end44

if.else:                                          ; preds = %for.body14.4
  %arrayidx42 = getelementptr i8, ptr %97, i64 4
  %99 = load float, ptr %arrayidx42, align 4, !tbaa !6
  %sub43 = fsub contract float %add24.4.4, %99
  br label %if.end44

if.end44:                                         ; preds = %if.else, %if.then29
  %s.2 = phi float [ %add36, %if.then29 ], [ %sub43, %if.else ]
  %mul45 = mul nsw i32 %add7, %w
  %add46 = add nsw i32 %mul45, %add
  %idxprom47 = sext i32 %add46 to i64
  %arrayidx48 = getelementptr inbounds float, ptr %out, i64 %idxprom47
  store float %s.2, ptr %arrayidx48, align 4, !tbaa !6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end44
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

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @conv2d_3x3, !"kernel", i32 1}
!1 = !{ptr @conv2d_5x5_bias, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
