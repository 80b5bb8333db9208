source_filename = "histogram_atomic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14histogram_smemE5local = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @histogram(ptr nocapture noundef readonly %data, ptr nocapture noundef %hist, i32 noundef %n, i32 noundef %nbins) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = mul i32 %2, %0
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul4, %3
  %cmp12 = icmp slt i32 %add, %n
  br i1 %cmp12, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %entry, %for.body
  %i.013 = phi i32 [ %add9, %for.body ], [ %add, %entry ]
  %idxprom = sext i32 %i.013 to i64
  %arrayidx = getelementptr inbounds i32, ptr %data, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !6
  %rem = srem i32 %4, %nbins
  %idxprom6 = sext i32 %rem to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %hist, i64 %idxprom6
  %5 = atomicrmw add ptr %arrayidx7, i32 1 seq_cst, align 4
  %add9 = add nsw i32 %i.013, %mul
  %cmp = icmp slt i32 %add9, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram_smem(ptr nocapture noundef readonly %data, ptr nocapture noundef %hist, i32 noundef %n, i32 noundef %nbins) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp45 = icmp slt i32 %0, %nbins
  br i1 %cmp45, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  tail call void @llvm.nvvm.barrier0()
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %2, %3
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul6 = mul i32 %4, %2
  %add8 = add i32 %mul6, %0
  %cmp1047 = icmp slt i32 %add8, %n
  br i1 %cmp1047, label %for.body12, label %for.cond.cleanup11

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %b.046 = phi i32 [ %0, %for.body.lr.ph ], [ %add, %for.body ]
  %idxprom = sext i32 %b.046 to i64
  %arrayidx = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE5local to ptr), i64 0, i64 %idxprom
  store i32 0, ptr %arrayidx, align 4, !tbaa !6
  %add = add i32 %b.046, %1
  %cmp = icmp slt i32 %add, %nbins
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !13

for.cond.cleanup11:                               ; preds = %for.body12, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier0()
  %cmp2449 = icmp slt i32 %0, %nbins
  br i1 %cmp2449, label %for.body26, label %for.cond.cleanup25

for.body12:                                       ; preds = %for.cond.cleanup, %for.body12
  %i.048 = phi i32 [ %add19, %for.body12 ], [ %add8, %for.cond.cleanup ]
  %idxprom13 = sext i32 %i.048 to i64
  %arrayidx14 = getelementptr inbounds i32, ptr %data, i64 %idxprom13
  %5 = load i32, ptr %arrayidx14, align 4, !tbaa !6
  %rem = srem i32 %5, %nbins
  %idxprom15 = sext i32 %rem to i64
  %arrayidx16 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE5local to ptr), i64 0, i64 %idxprom15
  %6 = atomicrmw add ptr %arrayidx16, i32 1 seq_cst, align 4
  %add19 = add nsw i32 %i.048, %mul
  %cmp10 = icmp slt i32 %add19, %n
  br i1 %cmp10, label %for.body12, label %for.cond.cleanup11, !llvm.loop !14

for.cond.cleanup25:                               ; preds = %for.body26, %for.cond.cleanup11
  ret void

for.body26:                                       ; preds = %for.cond.cleanup11, %for.body26
  %b21.050 = phi i32 [ %add34, %for.body26 ], [ %0, %for.cond.cleanup11 ]
  %idxprom27 = sext i32 %b21.050 to i64
  %arrayidx28 = getelementptr inbounds i32, ptr %hist, i64 %idxprom27
  %arrayidx30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE5local to ptr), i64 0, i64 %idxprom27
  %7 = load i32, ptr %arrayidx30, align 4, !tbaa !6
  %8 = atomicrmw add ptr %arrayidx28, i32 %7 seq_cst, align 4
  %add34 = add i32 %b21.050, %2
  %cmp24 = icmp slt i32 %add34, %nbins
  br i1 %cmp24, label %for.body26, label %for.cond.cleanup25, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @histogram, !"kernel", i32 1}
!1 = !{ptr @histogram_smem, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !11, !12}
