source_filename = "grid3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @grid3d(ptr nocapture noundef writeonly %out, i32 noundef %nx, i32 noundef %ny, i32 noundef %nz) local_unnamed_addr #0 {
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
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %7 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul10 = mul nuw nsw i32 %6, %7
  %8 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %add12 = add nuw nsw i32 %mul10, %8
  %cmp = icmp slt i32 %add, %nx
  %cmp13 = icmp slt i32 %add7, %ny
  %or.cond = and i1 %cmp, %cmp13
  %cmp15 = icmp slt i32 %add12, %nz
  %or.cond32 = and i1 %or.cond, %cmp15
  br i1 %or.cond32, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul16 = mul nuw nsw i32 %add7, 1000
  %add17 = add nsw i32 %mul16, %add
  %mul18 = mul nuw nsw i32 %add12, 1000000
  %add19 = add nsw i32 %add17, %mul18
  %mul20 = mul nsw i32 %add12, %ny
  %add21 = add nsw i32 %mul20, %add7
  %mul22 = mul nsw i32 %add21, %nx
  %add23 = add nsw i32 %mul22, %add
  %idxprom = sext i32 %add23 to i64
  %arrayidx = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %add19, ptr %arrayidx, align 4, !tbaa !6
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @grid2d(ptr nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add7 = add nuw nsw i32 %mul5, %5
  %mul8 = mul nsw i32 %add, 1000
  %add9 = add nsw i32 %mul8, %add7
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul12 = mul nuw nsw i32 %4, %6
  %mul13 = mul i32 %mul12, %add
  %add14 = add i32 %mul13, %add7
  %idxprom = zext i32 %add14 to i64
  %arrayidx = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %add9, ptr %arrayidx, align 4, !tbaa !6
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @grid3d, !"kernel", i32 1}
!1 = !{ptr @grid2d, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
