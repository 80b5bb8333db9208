source_filename = "prefix_sum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10prefix_sumE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @prefix_sum(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %3, %cond.true ], [ 0, %entry ]
  %idxprom3 = zext nneg i32 %0 to i64
  %arrayidx4 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE3buf to ptr), i64 0, i64 %idxprom3
  store i32 %cond, ptr %arrayidx4, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %cmp650 = icmp ugt i32 %2, 1
  br i1 %cmp650, label %for.body, label %for.cond.cleanup

for.cond.cleanup.loopexit:                        ; preds = %if.end
  %4 = zext nneg i32 %sub17 to i64
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %cond.end
  %p.0.lcssa = phi i64 [ 0, %cond.end ], [ %4, %for.cond.cleanup.loopexit ]
  br i1 %cmp, label %if.then24, label %if.end31

for.body:                                         ; preds = %cond.end, %if.end
  %off.052 = phi i32 [ %shl, %if.end ], [ 1, %cond.end ]
  %p.051 = phi i32 [ %sub17, %if.end ], [ 0, %cond.end ]
  %idxprom7 = zext nneg i32 %p.051 to i64
  %arrayidx10 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE3buf to ptr), i64 0, i64 %idxprom7, i64 %idxprom3
  %5 = load i32, ptr %arrayidx10, align 4, !tbaa !5
  %cmp11.not = icmp slt i32 %0, %off.052
  br i1 %cmp11.not, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  %sub = sub nsw i32 %0, %off.052
  %idxprom14 = sext i32 %sub to i64
  %arrayidx15 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE3buf to ptr), i64 0, i64 %idxprom7, i64 %idxprom14
  %6 = load i32, ptr %arrayidx15, align 4, !tbaa !5
  %add16 = add nsw i32 %6, %5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %v.0 = phi i32 [ %add16, %if.then ], [ %5, %for.body ]
  %sub17 = sub nuw nsw i32 1, %p.051
  %idxprom18 = zext nneg i32 %sub17 to i64
  %arrayidx21 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE3buf to ptr), i64 0, i64 %idxprom18, i64 %idxprom3
  store i32 %v.0, ptr %arrayidx21, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %shl = shl i32 %off.052, 1
  %cmp6 = icmp slt i32 %shl, %2
  br i1 %cmp6, label %for.body, label %for.cond.cleanup.loopexit, !llvm.loop !9

if.then24:                                        ; preds = %for.cond.cleanup
  %arrayidx28 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10prefix_sumE3buf to ptr), i64 0, i64 %p.0.lcssa, i64 %idxprom3
  %7 = load i32, ptr %arrayidx28, align 4, !tbaa !5
  %idxprom29 = sext i32 %add to i64
  %arrayidx30 = getelementptr inbounds i32, ptr %out, i64 %idxprom29
  store i32 %7, ptr %arrayidx30, align 4, !tbaa !5
  br label %if.end31

if.end31:                                         ; preds = %if.then24, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @prefix_sum, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
