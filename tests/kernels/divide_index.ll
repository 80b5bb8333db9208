source_filename = "divide_index.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @nchw_transpose(i64 noundef %N, i64 noundef %C, i64 noundef %H, i64 noundef %W, ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %conv2 = zext nneg i32 %1 to i64
  %mul = mul nuw nsw i64 %conv, %conv2
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv4 = zext nneg i32 %2 to i64
  %add = add nuw nsw i64 %mul, %conv4
  %mul5 = mul nsw i64 %C, %N
  %mul6 = mul nsw i64 %mul5, %H
  %mul7 = mul nsw i64 %mul6, %W
  %cmp.not = icmp slt i64 %add, %mul7
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %div = sdiv i64 %add, %W
  %3 = mul i64 %div, %W
  %rem.decomposed = sub i64 %add, %3
  %div9 = sdiv i64 %div, %H
  %4 = mul i64 %div9, %H
  %rem8.decomposed = sub i64 %div, %4
  %div11 = sdiv i64 %div9, %C
  %5 = mul i64 %div11, %C
  %rem10.decomposed = sub i64 %div9, %5
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %add
  %6 = load float, ptr %arrayidx, align 4, !tbaa !6
  %mul12 = mul nsw i64 %div11, %H
  %add13 = add nsw i64 %mul12, %rem8.decomposed
  %mul14 = mul nsw i64 %add13, %W
  %add15 = add nsw i64 %mul14, %rem.decomposed
  %mul16 = mul nsw i64 %add15, %C
  %7 = getelementptr float, ptr %out, i64 %mul16
  %arrayidx18 = getelementptr float, ptr %7, i64 %rem10.decomposed
  store float %6, ptr %arrayidx18, align 4, !tbaa !6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @signed_bins(i64 noundef %base, i64 noundef %width, i64 noundef %n, ptr nocapture noundef writeonly %bins) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %conv2 = zext nneg i32 %1 to i64
  %mul = mul nuw nsw i64 %conv, %conv2
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv4 = zext nneg i32 %2 to i64
  %add = add nuw nsw i64 %mul, %conv4
  %cmp.not = icmp slt i64 %add, %n
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul5 = mul nuw nsw i64 %add, 3
  %add6 = add nsw i64 %mul5, %base
  %div = sdiv i64 %add6, %width
  %3 = mul i64 %div, %width
  %rem.decomposed = sub i64 %add6, %3
  %mul7 = mul nsw i64 %div, 1000
  %add8 = add nsw i64 %mul7, %rem.decomposed
  %arrayidx = getelementptr inbounds i64, ptr %bins, i64 %add
  store i64 %add8, ptr %arrayidx, align 8, !tbaa !10
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @nchw_transpose, !"kernel", i32 1}
!1 = !{ptr @signed_bins, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
