source_filename = "matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B, ptr nocapture noundef writeonly %C, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl nuw nsw i32 %0, 4
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add = add nuw nsw i32 %mul, %1
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul3 = shl i32 %2, 4
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add5 = add i32 %mul3, %3
  %cmp94 = icmp sgt i32 %n, 0
  br i1 %cmp94, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %sub = add nuw nsw i32 %n, 15
  %div98 = lshr i32 %sub, 4
  %cmp13 = icmp slt i32 %add, %n
  %mul15 = mul nuw nsw i32 %add, %n
  %idxprom18 = zext nneg i32 %1 to i64
  %idxprom21 = zext nneg i32 %3 to i64
  %arrayidx22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom18, i64 %idxprom21
  %cmp25 = icmp slt i32 %add5, %n
  %arrayidx39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 %idxprom18, i64 %idxprom21
  %smax = tail call i32 @llvm.smax.i32(i32 %div98, i32 1)
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.cond.cleanup42, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add55, %for.cond.cleanup42 ]
  %cmp59 = icmp slt i32 %add, %n
  %cmp61 = icmp slt i32 %add5, %n
  %or.cond91 = and i1 %cmp59, %cmp61
  br i1 %or.cond91, label %if.then, label %if.end

for.body:                                         ; preds = %for.body.lr.ph, %for.cond.cleanup42
  %acc.096 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add55, %for.cond.cleanup42 ]
  %t.095 = phi i32 [ 0, %for.body.lr.ph ], [ %inc57, %for.cond.cleanup42 ]
  %mul7 = shl nsw i32 %t.095, 4
  %add9 = add nuw i32 %mul7, %3
  %add12 = add nuw i32 %mul7, %1
  %cmp14 = icmp slt i32 %add9, %n
  %or.cond = select i1 %cmp13, i1 %cmp14, i1 false
  br i1 %or.cond, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %add16 = add nsw i32 %add9, %mul15
  %idxprom = sext i32 %add16 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !5
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi contract float [ %4, %cond.true ], [ 0.000000e+00, %for.body ]
  store float %cond, ptr %arrayidx22, align 4, !tbaa !5
  %cmp23 = icmp slt i32 %add12, %n
  %or.cond90 = and i1 %cmp25, %cmp23
  br i1 %or.cond90, label %cond.true26, label %cond.end32

cond.true26:                                      ; preds = %cond.end
  %mul27 = mul nsw i32 %add12, %n
  %add28 = add nsw i32 %mul27, %add5
  %idxprom29 = sext i32 %add28 to i64
  %arrayidx30 = getelementptr inbounds float, ptr %B, i64 %idxprom29
  %5 = load float, ptr %arrayidx30, align 4, !tbaa !5
  br label %cond.end32

cond.end32:                                       ; preds = %cond.end, %cond.true26
  %cond33 = phi contract float [ %5, %cond.true26 ], [ 0.000000e+00, %cond.end ]
  store float %cond33, ptr %arrayidx39, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %for.body43

for.cond.cleanup42:                               ; preds = %for.body43
  tail call void @llvm.nvvm.barrier0()
  %inc57 = add nuw nsw i32 %t.095, 1
  %exitcond97.not = icmp eq i32 %inc57, %smax
  br i1 %exitcond97.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9

for.body43:                                       ; preds = %cond.end32, %for.body43
  %k.093 = phi i32 [ 0, %cond.end32 ], [ %inc, %for.body43 ]
  %acc.192 = phi float [ %acc.096, %cond.end32 ], [ %add55, %for.body43 ]
  %idxprom47 = zext nneg i32 %k.093 to i64
  %arrayidx48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom18, i64 %idxprom47
  %6 = load float, ptr %arrayidx48, align 4, !tbaa !5
  %arrayidx53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 %idxprom47, i64 %idxprom21
  %7 = load float, ptr %arrayidx53, align 4, !tbaa !5
  %mul54 = fmul contract float %6, %7
  %add55 = fadd contract float %acc.192, %mul54
  %inc = add nuw nsw i32 %k.093, 1
  %exitcond.not = icmp eq i32 %inc, 16
  br i1 %exitcond.not, label %for.cond.cleanup42, label %for.body43, !llvm.loop !12

if.then:                                          ; preds = %for.cond.cleanup
  %mul62 = mul nsw i32 %add, %n
  %add63 = add nsw i32 %mul62, %add5
  %idxprom64 = sext i32 %add63 to i64
  %arrayidx65 = getelementptr inbounds float, ptr %C, i64 %idxprom64
  store float %acc.0.lcssa, ptr %arrayidx65, align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @matmul_tiled, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
