source_filename = "stencil.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7stencilE4tile = internal unnamed_addr addrspace(3) global [130 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %out, i64 noundef %n, i32 noundef %iters) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %1 to i64
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %conv3 = zext nneg i32 %2 to i64
  %mul = mul nuw nsw i64 %conv, %conv3
  %conv4 = zext nneg i32 %0 to i64
  %add = add nuw nsw i64 %mul, %conv4
  %3 = getelementptr float, ptr %in, i64 %add
  %arrayidx = getelementptr i8, ptr %3, i64 4
  %4 = load float, ptr %arrayidx, align 4, !tbaa !5
  %add6 = add nuw nsw i32 %0, 1
  %idxprom = zext nneg i32 %add6 to i64
  %arrayidx7 = getelementptr inbounds [130 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7stencilE4tile to ptr), i64 0, i64 %idxprom
  store float %4, ptr %arrayidx7, align 4, !tbaa !5
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load float, ptr %3, align 4, !tbaa !5
  store float %5, ptr addrspacecast (ptr addrspace(3) @_ZZ7stencilE4tile to ptr), align 4, !tbaa !5
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %sub = add nsw i32 %2, -1
  %cmp10 = icmp eq i32 %0, %sub
  br i1 %cmp10, label %if.then11, label %if.end17

if.then11:                                        ; preds = %if.end
  %arrayidx13 = getelementptr i8, ptr %3, i64 8
  %6 = load float, ptr %arrayidx13, align 4, !tbaa !5
  %add14 = add nuw nsw i32 %0, 2
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds [130 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7stencilE4tile to ptr), i64 0, i64 %idxprom15
  store float %6, ptr %arrayidx16, align 4, !tbaa !5
  br label %if.end17

if.end17:                                         ; preds = %if.then11, %if.end
  tail call void @llvm.nvvm.barrier0()
  %cmp1860 = icmp sgt i32 %iters, 0
  br i1 %cmp1860, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %if.end17
  %arrayidx20 = getelementptr inbounds [130 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7stencilE4tile to ptr), i64 0, i64 %conv4
  %7 = load float, ptr %arrayidx20, align 4, !tbaa !5
  %mul21 = fmul contract float %7, 2.500000e-01
  %8 = load float, ptr %arrayidx7, align 4, !tbaa !5
  %mul25 = fmul contract float %8, 5.000000e-01
  %add26 = fadd contract float %mul21, %mul25
  %add27 = add nuw nsw i32 %0, 2
  %idxprom28 = zext nneg i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds [130 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7stencilE4tile to ptr), i64 0, i64 %idxprom28
  %9 = load float, ptr %arrayidx29, align 4, !tbaa !5
  %mul30 = fmul contract float %9, 2.500000e-01
  %add31 = fadd contract float %add26, %mul30
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %if.end17
  %acc.0.lcssa = phi float [ 0.000000e+00, %if.end17 ], [ %add32, %for.body ]
  %cmp36 = icmp slt i64 %add, %n
  br i1 %cmp36, label %if.then37, label %if.end41

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %acc.062 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add32, %for.body ]
  %k.061 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %add32 = fadd contract float %acc.062, %add31
  %inc = add nuw nsw i32 %k.061, 1
  %exitcond.not = icmp eq i32 %inc, %iters
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9

if.then37:                                        ; preds = %for.cond.cleanup
  %cmp33 = icmp sgt i64 %n, 3
  %div = sdiv i64 %n, 4
  %cond = select i1 %cmp33, i64 %div, i64 1
  %div35 = sdiv i64 %add, %cond
  %conv38 = sitofp i64 %div35 to float
  %add39 = fadd contract float %acc.0.lcssa, %conv38
  %arrayidx40 = getelementptr inbounds float, ptr %out, i64 %add
  store float %add39, ptr %arrayidx40, align 4, !tbaa !5
  br label %if.end41

if.end41:                                         ; preds = %if.then37, %for.cond.cleanup
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

!0 = !{ptr @stencil, !"kernel", i32 1}
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
