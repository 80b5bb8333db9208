source_filename = "stencil_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stencil3(ptr nocapture noundef readonly %a, ptr nocapture noundef writeonly %out, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 {
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
  %add8 = add nuw nsw i32 %add7, 2
  %cmp = icmp slt i32 %add8, %h
  %add9 = add nsw i32 %add, 2
  %cmp10 = icmp slt i32 %add9, %w
  %or.cond = select i1 %cmp, i1 %cmp10, i1 false
  br i1 %or.cond, label %for.body15.2, label %if.end

for.body15.2:                                     ; preds = %entry
  %add17.2 = add nuw nsw i32 %add7, 2
  %mul18.2 = mul nsw i32 %add17.2, %w
  %add16.2 = add i32 %mul18.2, %add
  %mul18 = mul nsw i32 %add7, %w
  %add16 = add i32 %mul18, %add
  %idxprom = sext i32 %add16 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !6
  %add20 = fadd contract float %6, 0.000000e+00
  %add19.1 = add i32 %add16, 1
  %idxprom.1 = sext i32 %add19.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1
  %7 = load float, ptr %arrayidx.1, align 4, !tbaa !6
  %add20.1 = fadd contract float %add20, %7
  %add19.2 = add i32 %add16, 2
  %idxprom.2 = sext i32 %add19.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2
  %8 = load float, ptr %arrayidx.2, align 4, !tbaa !6
  %add20.2 = fadd contract float %add20.1, %8
  %add17.1 = add nuw nsw i32 %add7, 1
  %mul18.1 = mul nsw i32 %add17.1, %w
  %add16.1 = add i32 %mul18.1, %add
  %idxprom.143 = sext i32 %add16.1 to i64
  %arrayidx.144 = getelementptr inbounds float, ptr %a, i64 %idxprom.143
  %9 = load float, ptr %arrayidx.144, align 4, !tbaa !6
  %add20.145 = fadd contract float %add20.2, %9
  %add19.1.1 = add i32 %add16.1, 1
  %idxprom.1.1 = sext i32 %add19.1.1 to i64
  %arrayidx.1.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1.1
  %10 = load float, ptr %arrayidx.1.1, align 4, !tbaa !6
  %add20.1.1 = fadd contract float %add20.145, %10
  %add19.2.1 = add i32 %add16.1, 2
  %idxprom.2.1 = sext i32 %add19.2.1 to i64
  %arrayidx.2.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.2.1
  %11 = load float, ptr %arrayidx.2.1, align 4, !tbaa !6
  %add20.2.1 = fadd contract float %add20.1.1, %11
  %idxprom.246 = sext i32 %add16.2 to i64
  %arrayidx.247 = getelementptr inbounds float, ptr %a, i64 %idxprom.246
  %12 = load float, ptr %arrayidx.247, align 4, !tbaa !6
  %add20.248 = fadd contract float %add20.2.1, %12
  %add19.1.2 = add i32 %add16.2, 1
  %idxprom.1.2 = sext i32 %add19.1.2 to i64
  %arrayidx.1.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.1.2
  %13 = load float, ptr %arrayidx.1.2, align 4, !tbaa !6
  %add20.1.2 = fadd contract float %add20.248, %13
  %add19.2.2 = add i32 %add16.2, 2
  %idxprom.2.2 = sext i32 %add19.2.2 to i64
  %arrayidx.2.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2.2
  %14 = load float, ptr %arrayidx.2.2, align 4, !tbaa !6
  %add20.2.2 = fadd contract float %add20.1.2, %14
  %mul24 = mul nsw i32 %add7, %w
  %add25 = add nsw i32 %mul24, %add
  %idxprom26 = sext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds float, ptr %out, i64 %idxprom26
  store float %add20.2.2, ptr %arrayidx27, align 4, !tbaa !6
  br label %if.end

if.end:                                           ; preds = %for.body15.2, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stencil5_long(ptr nocapture noundef readonly %a, ptr nocapture noundef writeonly %out, i64 noundef %n, i64 noundef %m) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %conv = zext i32 %add to i64
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %conv8 = zext nneg i32 %add7 to i64
  %add9 = add nuw nsw i64 %conv8, 4
  %cmp = icmp slt i64 %add9, %m
  %add10 = add nuw nsw i64 %conv, 4
  %cmp11 = icmp slt i64 %add10, %n
  %or.cond = select i1 %cmp, i1 %cmp11, i1 false
  br i1 %or.cond, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %invariant.gep = getelementptr float, ptr %a, i64 %conv
  %add20.4 = add nuw nsw i64 %conv8, 4
  %mul21.4 = mul nsw i64 %add20.4, %n
  %invariant.gep45.4 = getelementptr float, ptr %invariant.gep, i64 %mul21.4
  %mul21 = mul nsw i64 %conv8, %n
  %invariant.gep45 = getelementptr float, ptr %invariant.gep, i64 %mul21
  %6 = load float, ptr %invariant.gep45, align 4, !tbaa !6
  %add25 = fadd contract float %6, 0.000000e+00
  %gep46.1 = getelementptr i8, ptr %invariant.gep45, i64 4
  %7 = load float, ptr %gep46.1, align 4, !tbaa !6
  %sub.1 = fadd contract float %7, -1.000000e+00
  %add25.1 = fadd contract float %add25, %sub.1
  %gep46.2 = getelementptr i8, ptr %invariant.gep45, i64 8
  %8 = load float, ptr %gep46.2, align 4, !tbaa !6
  %sub.2 = fadd contract float %8, -2.000000e+00
  %add25.2 = fadd contract float %add25.1, %sub.2
  %gep46.3 = getelementptr i8, ptr %invariant.gep45, i64 12
  %9 = load float, ptr %gep46.3, align 4, !tbaa !6
  %sub.3 = fadd contract float %9, -3.000000e+00
  %add25.3 = fadd contract float %add25.2, %sub.3
  %gep46.4 = getelementptr i8, ptr %invariant.gep45, i64 16
  %10 = load float, ptr %gep46.4, align 4, !tbaa !6
  %sub.4 = fadd contract float %10, -4.000000e+00
  %add25.4 = fadd contract float %add25.3, %sub.4
  %add20.1 = add nuw nsw i64 %conv8, 1
  %mul21.1 = mul nsw i64 %add20.1, %n
  %invariant.gep45.1 = getelementptr float, ptr %invariant.gep, i64 %mul21.1
  %11 = load float, ptr %invariant.gep45.1, align 4, !tbaa !6
  %mul23.151 = fmul contract float %11, 2.000000e+00
  %add25.152 = fadd contract float %add25.4, %mul23.151
  %gep46.1.1 = getelementptr i8, ptr %invariant.gep45.1, i64 4
  %12 = load float, ptr %gep46.1.1, align 4, !tbaa !6
  %mul23.1.1 = fmul contract float %12, 2.000000e+00
  %sub.1.1 = fadd contract float %mul23.1.1, -1.000000e+00
  %add25.1.1 = fadd contract float %add25.152, %sub.1.1
  %gep46.2.1 = getelementptr i8, ptr %invariant.gep45.1, i64 8
  %13 = load float, ptr %gep46.2.1, align 4, !tbaa !6
  %mul23.2.1 = fmul contract float %13, 2.000000e+00
  %sub.2.1 = fadd contract float %mul23.2.1, -2.000000e+00
  %add25.2.1 = fadd contract float %add25.1.1, %sub.2.1
  %gep46.3.1 = getelementptr i8, ptr %invariant.gep45.1, i64 12
  %14 = load float, ptr %gep46.3.1, align 4, !tbaa !6
  %mul23.3.1 = fmul contract float %14, 2.000000e+00
  %sub.3.1 = fadd contract float %mul23.3.1, -3.000000e+00
  %add25.3.1 = fadd contract float %add25.2.1, %sub.3.1
  %gep46.4.1 = getelementptr i8, ptr %invariant.gep45.1, i64 16
  %15 = load float, ptr %gep46.4.1, align 4, !tbaa !6
  %mul23.4.1 = fmul contract float %15, 2.000000e+00
  %sub.4.1 = fadd contract float %mul23.4.1, -4.000000e+00
  %add25.4.1 = fadd contract float %add25.3.1, %sub.4.1
  %add20.2 = add nuw nsw i64 %conv8, 2
  %mul21.2 = mul nsw i64 %add20.2, %n
  %invariant.gep45.2 = getelementptr float, ptr %invariant.gep, i64 %mul21.2
  %16 = load float, ptr %invariant.gep45.2, align 4, !tbaa !6
  %mul23.253 = fmul contract float %16, 3.000000e+00
  %add25.254 = fadd contract float %add25.4.1, %mul23.253
  %gep46.1.2 = getelementptr i8, ptr %invariant.gep45.2, i64 4
  %17 = load float, ptr %gep46.1.2, align 4, !tbaa !6
  %mul23.1.2 = fmul contract float %17, 3.000000e+00
  %sub.1.2 = fadd contract float %mul23.1.2, -1.000000e+00
  %add25.1.2 = fadd contract float %add25.254, %sub.1.2
  %gep46.2.2 = getelementptr i8, ptr %invariant.gep45.2, i64 8
  %18 = load float, ptr %gep46.2.2, align 4, !tbaa !6
  %mul23.2.2 = fmul contract float %18, 3.000000e+00
  %sub.2.2 = fadd contract float %mul23.2.2, -2.000000e+00
  %add25.2.2 = fadd contract float %add25.1.2, %sub.2.2
  %gep46.3.2 = getelementptr i8, ptr %invariant.gep45.2, i64 12
  %19 = load float, ptr %gep46.3.2, align 4, !tbaa !6
  %mul23.3.2 = fmul contract float %19, 3.000000e+00
  %sub.3.2 = fadd contract float %mul23.3.2, -3.000000e+00
  %add25.3.2 = fadd contract float %add25.2.2, %sub.3.2
  %gep46.4.2 = getelementptr i8, ptr %invariant.gep45.2, i64 16
  %20 = load float, ptr %gep46.4.2, align 4, !tbaa !6
  %mul23.4.2 = fmul contract float %20, 3.000000e+00
  %sub.4.2 = fadd contract float %mul23.4.2, -4.000000e+00
  %add25.4.2 = fadd contract float %add25.3.2, %sub.4.2
  %add20.3 = add nuw nsw i64 %conv8, 3
  %mul21.3 = mul nsw i64 %add20.3, %n
  %invariant.gep45.3 = getelementptr float, ptr %invariant.gep, i64 %mul21.3
  %21 = load float, ptr %invariant.gep45.3, align 4, !tbaa !6
  %mul23.355 = fmul contract float %21, 4.000000e+00
  %add25.356 = fadd contract float %add25.4.2, %mul23.355
  %gep46.1.3 = getelementptr i8, ptr %invariant.gep45.3, i64 4
  %22 = load float, ptr %gep46.1.3, align 4, !tbaa !6
  %mul23.1.3 = fmul contract float %22, 4.000000e+00
  %sub.1.3 = fadd contract float %mul23.1.3, -1.000000e+00
  %add25.1.3 = fadd contract float %add25.356, %sub.1.3
  %gep46.2.3 = getelementptr i8, ptr %invariant.gep45.3, i64 8
  %23 = load float, ptr %gep46.2.3, align 4, !tbaa !6
  %mul23.2.3 = fmul contract float %23, 4.000000e+00
  %sub.2.3 = fadd contract float %mul23.2.3, -2.000000e+00
  %add25.2.3 = fadd contract float %add25.1.3, %sub.2.3
  %gep46.3.3 = getelementptr i8, ptr %invariant.gep45.3, i64 12
  %24 = load float, ptr %gep46.3.3, align 4, !tbaa !6
  %mul23.3.3 = fmul contract float %24, 4.000000e+00
  %sub.3.3 = fadd contract float %mul23.3.3, -3.000000e+00
  %add25.3.3 = fadd contract float %add25.2.3, %sub.3.3
  %gep46.4.3 = getelementptr i8, ptr %invariant.gep45.3, i64 16
  %25 = load float, ptr %gep46.4.3, align 4, !tbaa !6
  %mul23.4.3 = fmul contract float %25, 4.000000e+00
  %sub.4.3 = fadd contract float %mul23.4.3, -4.000000e+00
  %add25.4.3 = fadd contract float %add25.3.3, %sub.4.3
  %26 = load float, ptr %invariant.gep45.4, align 4, !tbaa !6
  %mul23.457 = fmul contract float %26, 5.000000e+00
  %add25.458 = fadd contract float %add25.4.3, %mul23.457
  %gep46.1.4 = getelementptr i8, ptr %invariant.gep45.4, i64 4
  %27 = load float, ptr %gep46.1.4, align 4, !tbaa !6
  %mul23.1.4 = fmul contract float %27, 5.000000e+00
  %sub.1.4 = fadd contract float %mul23.1.4, -1.000000e+00
  %add25.1.4 = fadd contract float %add25.458, %sub.1.4
  %gep46.2.4 = getelementptr i8, ptr %invariant.gep45.4, i64 8
  %28 = load float, ptr %gep46.2.4, align 4, !tbaa !6
  %mul23.2.4 = fmul contract float %28, 5.000000e+00
  %sub.2.4 = fadd contract float %mul23.2.4, -2.000000e+00
  %add25.2.4 = fadd contract float %add25.1.4, %sub.2.4
  %gep46.3.4 = getelementptr i8, ptr %invariant.gep45.4, i64 12
  %29 = load float, ptr %gep46.3.4, align 4, !tbaa !6
  %mul23.3.4 = fmul contract float %29, 5.000000e+00
  %sub.3.4 = fadd contract float %mul23.3.4, -3.000000e+00
  %add25.3.4 = fadd contract float %add25.2.4, %sub.3.4
  %gep46.4.4 = getelementptr i8, ptr %invariant.gep45.4, i64 16
  %30 = load float, ptr %gep46.4.4, align 4, !tbaa !6
  %mul23.4.4 = fmul contract float %30, 5.000000e+00
  %sub.4.4 = fadd contract float %mul23.4.4, -4.000000e+00
  %add25.4.4 = fadd contract float %add25.3.4, %sub.4.4
  %mul29 = mul nsw i64 %conv8, %n
  %31 = getelementptr float, ptr %out, i64 %mul29
  %arrayidx31 = getelementptr float, ptr %31, i64 %conv
  store float %add25.4.4, ptr %arrayidx31, align 4, !tbaa !6
  br label %if.end

if.end:                                           ; preds = %for.cond.preheader, %entry
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @stencil3, !"kernel", i32 1}
!1 = !{ptr @stencil5_long, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
