source_filename = "fig1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @avgSquare(ptr nocapture noundef readonly %m, ptr nocapture noundef writeonly %v, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp ult i32 %0, %c
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul = mul nsw i32 %c, %c
  %add = add nuw i32 %mul, %0
  %cmp317 = icmp slt i32 %0, %add
  br i1 %cmp317, label %for.body, label %for.cond.cleanup

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %1 = uitofp nneg i32 %add5 to float
  %2 = fdiv contract float %add4, %1
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %if.then
  %div = phi float [ 0x7FF8000000000000, %if.then ], [ %2, %for.cond.cleanup.loopexit ]
  %idxprom8 = zext nneg i32 %0 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %v, i64 %idxprom8
  store float %div, ptr %arrayidx9, align 4, !tbaa !6
  br label %if.end

for.body:                                         ; preds = %if.then, %for.body
  %i.020 = phi i32 [ %add6, %for.body ], [ %0, %if.then ]
  %d.019 = phi i32 [ %add5, %for.body ], [ 0, %if.then ]
  %sum.018 = phi float [ %add4, %for.body ], [ 0.000000e+00, %if.then ]
  %idxprom = sext i32 %i.020 to i64
  %arrayidx = getelementptr inbounds float, ptr %m, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !6
  %add4 = fadd contract float %sum.018, %3
  %add5 = add nuw nsw i32 %d.019, 1
  %add6 = add nsw i32 %i.020, %c
  %cmp3 = icmp slt i32 %add6, %add
  br i1 %cmp3, label %for.body, label %for.cond.cleanup.loopexit, !llvm.loop !10

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @sumTriangle(ptr nocapture noundef readonly %m, ptr nocapture noundef writeonly %v, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp ult i32 %0, %c
  br i1 %cmp, label %if.then, label %if.end10

if.then:                                          ; preds = %entry
  %add = add nuw nsw i32 %0, 1
  %mul = mul i32 %add, %c
  %cmp318 = icmp slt i32 %0, %mul
  br i1 %cmp318, label %for.body, label %for.cond.cleanup

for.cond.cleanup.loopexit:                        ; preds = %if.end
  %1 = zext nneg i32 %add6 to i64
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %if.then
  %sum.0.lcssa = phi float [ 0.000000e+00, %if.then ], [ %sum.1, %for.cond.cleanup.loopexit ]
  %d.0.lcssa = phi i64 [ 0, %if.then ], [ %1, %for.cond.cleanup.loopexit ]
  %2 = getelementptr float, ptr %v, i64 %d.0.lcssa
  %arrayidx9 = getelementptr i8, ptr %2, i64 -4
  store float %sum.0.lcssa, ptr %arrayidx9, align 4, !tbaa !6
  br label %if.end10

for.body:                                         ; preds = %if.then, %if.end
  %i.021 = phi i32 [ %add7, %if.end ], [ %0, %if.then ]
  %d.020 = phi i32 [ %add6, %if.end ], [ 0, %if.then ]
  %sum.019 = phi float [ %sum.1, %if.end ], [ 0.000000e+00, %if.then ]
  %rem = and i32 %d.020, 1
  %tobool.not = icmp eq i32 %rem, 0
  br i1 %tobool.not, label %if.end, label %if.then4

if.then4:                                         ; preds = %for.body
  %idxprom = sext i32 %i.021 to i64
  %arrayidx = getelementptr inbounds float, ptr %m, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !6
  %add5 = fadd contract float %sum.019, %3
  br label %if.end

if.end:                                           ; preds = %if.then4, %for.body
  %sum.1 = phi float [ %add5, %if.then4 ], [ %sum.019, %for.body ]
  %add6 = add nuw nsw i32 %d.020, 1
  %add7 = add nsw i32 %i.021, %c
  %cmp3 = icmp slt i32 %add7, %mul
  br i1 %cmp3, label %for.body, label %for.cond.cleanup.loopexit, !llvm.loop !13

if.end10:                                         ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @avgSquare, !"kernel", i32 1}
!1 = !{ptr @sumTriangle, !"kernel", i32 1}
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
!13 = distinct !{!13, !11, !12}
