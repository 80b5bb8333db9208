source_filename = "index64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @gather64(i64 noundef %n, i64 noundef %stride, i64 noundef %offset, ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %y) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %conv2 = zext nneg i32 %1 to i64
  %mul = mul nuw nsw i64 %conv, %conv2
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv4 = zext nneg i32 %2 to i64
  %add = add nuw nsw i64 %mul, %conv4
  %cmp = icmp slt i64 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul5 = mul nsw i64 %add, %stride
  %add6 = add nsw i64 %mul5, %offset
  %mul7 = shl nsw i64 %n, 2
  %rem = srem i64 %add6, %mul7
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %rem
  %3 = load float, ptr %arrayidx, align 4, !tbaa !6
  %arrayidx8 = getelementptr inbounds float, ptr %y, i64 %add
  store float %3, ptr %arrayidx8, align 4, !tbaa !6
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @pitch_copy(i64 noundef %cols, i64 noundef %rows, i64 noundef %pitch, ptr nocapture noundef readonly %src, ptr nocapture noundef writeonly %dst) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %conv2 = zext nneg i32 %1 to i64
  %mul = mul nuw nsw i64 %conv, %conv2
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv4 = zext nneg i32 %2 to i64
  %add = add nuw nsw i64 %mul, %conv4
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %conv6 = zext nneg i32 %3 to i64
  %cmp = icmp slt i64 %add, %cols
  %cmp7 = icmp slt i64 %conv6, %rows
  %or.cond = and i1 %cmp, %cmp7
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul8 = mul nsw i64 %conv6, %pitch
  %4 = getelementptr i32, ptr %src, i64 %mul8
  %arrayidx = getelementptr i32, ptr %4, i64 %add
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !10
  %mul10 = mul nsw i64 %conv6, %cols
  %6 = getelementptr i32, ptr %dst, i64 %mul10
  %arrayidx12 = getelementptr i32, ptr %6, i64 %add
  store i32 %5, ptr %arrayidx12, align 4, !tbaa !10
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @gather64, !"kernel", i32 1}
!1 = !{ptr @pitch_copy, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
