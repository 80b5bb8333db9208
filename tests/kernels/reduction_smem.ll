source_filename = "reduction_smem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reduce_sumE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sum(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %cmp = icmp ult i32 %add, %n
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %3, %cond.true ], [ 0, %entry ]
  %idxprom3 = zext nneg i32 %0 to i64
  %arrayidx4 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumE1s to ptr), i64 0, i64 %idxprom3
  store i32 %cond, ptr %arrayidx4, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %cmp6.not31 = icmp ult i32 %2, 2
  br i1 %cmp6.not31, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %cond.end
  %cmp14 = icmp eq i32 %0, 0
  br i1 %cmp14, label %if.then15, label %if.end19

for.body:                                         ; preds = %cond.end, %if.end
  %stride.032.in = phi i32 [ %stride.032, %if.end ], [ %2, %cond.end ]
  %stride.032 = lshr i32 %stride.032.in, 1
  %cmp7 = icmp ult i32 %0, %stride.032
  br i1 %cmp7, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %add8 = add nuw nsw i32 %stride.032, %0
  %idxprom9 = zext nneg i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumE1s to ptr), i64 0, i64 %idxprom9
  %4 = load i32, ptr %arrayidx10, align 4, !tbaa !5
  %5 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %add13 = add nsw i32 %5, %4
  store i32 %add13, ptr %arrayidx4, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier0()
  %cmp6.not = icmp ult i32 %stride.032.in, 4
  br i1 %cmp6.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9

if.then15:                                        ; preds = %for.cond.cleanup
  %6 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumE1s to ptr), align 4, !tbaa !5
  %idxprom17 = zext nneg i32 %1 to i64
  %arrayidx18 = getelementptr inbounds i32, ptr %out, i64 %idxprom17
  store i32 %6, ptr %arrayidx18, align 4, !tbaa !5
  br label %if.end19

if.end19:                                         ; preds = %if.then15, %for.cond.cleanup
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

!0 = !{ptr @reduce_sum, !"kernel", i32 1}
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
