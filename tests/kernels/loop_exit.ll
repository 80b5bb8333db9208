source_filename = "loop_exit.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @collatz(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %steps, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %n
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !6
  %cmp317 = icmp ugt i32 %3, 1
  br i1 %cmp317, label %while.body, label %while.end

while.body:                                       ; preds = %if.end, %while.body
  %s.019 = phi i32 [ %inc, %while.body ], [ 0, %if.end ]
  %x.018 = phi i32 [ %cond, %while.body ], [ %3, %if.end ]
  %and = and i32 %x.018, 1
  %tobool.not = icmp eq i32 %and, 0
  %mul5 = mul i32 %x.018, 3
  %add6 = add i32 %mul5, 1
  %div16 = lshr exact i32 %x.018, 1
  %cond = select i1 %tobool.not, i32 %div16, i32 %add6
  %inc = add nuw nsw i32 %s.019, 1
  %cmp3 = icmp ugt i32 %cond, 1
  %cmp4 = icmp ult i32 %s.019, 999
  %4 = select i1 %cmp3, i1 %cmp4, i1 false
  br i1 %4, label %while.body, label %while.end, !llvm.loop !10

while.end:                                        ; preds = %while.body, %if.end
  %s.0.lcssa = phi i32 [ 0, %if.end ], [ %inc, %while.body ]
  %arrayidx8 = getelementptr inbounds i32, ptr %steps, i64 %idxprom
  store i32 %s.0.lcssa, ptr %arrayidx8, align 4, !tbaa !6
  br label %cleanup

cleanup:                                          ; preds = %entry, %while.end
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @first_above(ptr nocapture noundef readonly %a, ptr nocapture noundef writeonly %pos, i32 noundef %n, i32 noundef %m, i32 noundef %thr) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %n
  br i1 %cmp.not, label %for.cond.preheader, label %cleanup11

for.cond.preheader:                               ; preds = %entry
  %mul4 = mul nsw i32 %add, %m
  %cmp318 = icmp sgt i32 %m, 0
  br i1 %cmp318, label %for.body, label %cleanup

for.body:                                         ; preds = %for.cond.preheader, %for.inc
  %j.019 = phi i32 [ %inc, %for.inc ], [ 0, %for.cond.preheader ]
  %add5 = add nsw i32 %j.019, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !6
  %cmp6 = icmp sgt i32 %3, %thr
  br i1 %cmp6, label %cleanup, label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nuw nsw i32 %j.019, 1
  %exitcond.not = icmp eq i32 %inc, %m
  br i1 %exitcond.not, label %cleanup, label %for.body, !llvm.loop !13

cleanup:                                          ; preds = %for.inc, %for.body, %for.cond.preheader
  %p.0 = phi i32 [ -1, %for.cond.preheader ], [ -1, %for.inc ], [ %j.019, %for.body ]
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds i32, ptr %pos, i64 %idxprom9
  store i32 %p.0, ptr %arrayidx10, align 4, !tbaa !6
  br label %cleanup11

cleanup11:                                        ; preds = %entry, %cleanup
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @collatz, !"kernel", i32 1}
!1 = !{ptr @first_above, !"kernel", i32 1}
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
