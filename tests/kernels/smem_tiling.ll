source_filename = "smem_tiling.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledE2ta = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2tb = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ9block_sumE3buf = internal addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(i32 noundef %n, ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b, ptr nocapture noundef writeonly %c) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl nuw nsw i32 %0, 4
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add = add nuw nsw i32 %mul, %1
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul3 = shl i32 %2, 4
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add5 = add i32 %mul3, %3
  %cmp96 = icmp sgt i32 %n, 0
  br i1 %cmp96, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp6 = icmp slt i32 %add, %n
  %mul10 = mul nuw nsw i32 %add, %n
  %add11 = add nuw i32 %mul10, %3
  %idxprom15 = zext nneg i32 %1 to i64
  %idxprom18 = zext nneg i32 %3 to i64
  %arrayidx19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2ta to ptr), i64 0, i64 %idxprom15, i64 %idxprom18
  %cmp20 = icmp slt i32 %add5, %n
  %arrayidx40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2tb to ptr), i64 0, i64 %idxprom15, i64 %idxprom18
  %arrayidx43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2ta to ptr), i64 0, i64 %idxprom15
  %arrayidx47 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2tb to ptr), i64 0, i64 %idxprom18
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.cond.cleanup50, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add58, %for.cond.cleanup50 ]
  %cmp62 = icmp slt i32 %add, %n
  %cmp64 = icmp slt i32 %add5, %n
  %or.cond = and i1 %cmp62, %cmp64
  br i1 %or.cond, label %if.then, label %if.end

for.body:                                         ; preds = %for.body.lr.ph, %for.cond.cleanup50
  %acc.098 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add58, %for.cond.cleanup50 ]
  %t.097 = phi i32 [ 0, %for.body.lr.ph ], [ %add60, %for.cond.cleanup50 ]
  %add8 = add nuw i32 %t.097, %3
  %cmp9 = icmp ult i32 %add8, %n
  %or.cond93 = and i1 %cmp6, %cmp9
  br i1 %or.cond93, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %add13 = add i32 %add11, %t.097
  %idxprom = zext i32 %add13 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !6
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi contract float [ %4, %cond.true ], [ 0.000000e+00, %for.body ]
  store float %cond, ptr %arrayidx19, align 4, !tbaa !6
  br i1 %cmp20, label %land.lhs.true21, label %cond.end33

land.lhs.true21:                                  ; preds = %cond.end
  %add23 = add nuw i32 %t.097, %1
  %cmp24 = icmp ult i32 %add23, %n
  br i1 %cmp24, label %cond.true25, label %cond.end33

cond.true25:                                      ; preds = %land.lhs.true21
  %mul28 = mul i32 %add23, %n
  %add29 = add i32 %mul28, %add5
  %idxprom30 = zext i32 %add29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr %b, i64 %idxprom30
  %5 = load float, ptr %arrayidx31, align 4, !tbaa !6
  br label %cond.end33

cond.end33:                                       ; preds = %cond.end, %land.lhs.true21, %cond.true25
  %cond34 = phi contract float [ %5, %cond.true25 ], [ 0.000000e+00, %land.lhs.true21 ], [ 0.000000e+00, %cond.end ]
  store float %cond34, ptr %arrayidx40, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  br label %for.body51

for.cond.cleanup50:                               ; preds = %for.body51
  tail call void @llvm.nvvm.barrier0()
  %add60 = add nuw nsw i32 %t.097, 16
  %cmp = icmp slt i32 %add60, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10

for.body51:                                       ; preds = %cond.end33, %for.body51
  %k.095 = phi i32 [ 0, %cond.end33 ], [ %inc, %for.body51 ]
  %acc.194 = phi float [ %acc.098, %cond.end33 ], [ %add58, %for.body51 ]
  %idxprom52 = zext nneg i32 %k.095 to i64
  %arrayidx53 = getelementptr inbounds float, ptr %arrayidx43, i64 %idxprom52
  %6 = load float, ptr %arrayidx53, align 4, !tbaa !6
  %mul54 = shl nuw nsw i32 %k.095, 4
  %idxprom55 = zext nneg i32 %mul54 to i64
  %arrayidx56 = getelementptr inbounds float, ptr %arrayidx47, i64 %idxprom55
  %7 = load float, ptr %arrayidx56, align 4, !tbaa !6
  %mul57 = fmul contract float %6, %7
  %add58 = fadd contract float %acc.194, %mul57
  %inc = add nuw nsw i32 %k.095, 1
  %exitcond.not = icmp eq i32 %inc, 16
  br i1 %exitcond.not, label %for.cond.cleanup50, label %for.body51, !llvm.loop !13

if.then:                                          ; preds = %for.cond.cleanup
  %mul65 = mul nsw i32 %add, %n
  %add66 = add nsw i32 %mul65, %add5
  %idxprom67 = sext i32 %add66 to i64
  %arrayidx68 = getelementptr inbounds float, ptr %c, i64 %idxprom67
  store float %acc.0.lcssa, ptr %arrayidx68, align 4, !tbaa !6
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_sum(i32 noundef %n, ptr nocapture noundef readonly %x, ptr nocapture noundef writeonly %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !6
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ]
  %idxprom4 = zext nneg i32 %2 to i64
  %arrayidx5 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE3buf to ptr), i64 0, i64 %idxprom4
  store float %cond, ptr %arrayidx5, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %cmp7 = icmp eq i32 %2, 0
  br i1 %cmp7, label %for.body, label %if.end

for.cond.cleanup:                                 ; preds = %for.body
  %idxprom11 = zext nneg i32 %0 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %out, i64 %idxprom11
  store float %add9, ptr %arrayidx12, align 4, !tbaa !6
  br label %if.end

for.body:                                         ; preds = %cond.end, %for.body
  %p.018 = phi ptr [ %incdec.ptr, %for.body ], [ addrspacecast (ptr addrspace(3) @_ZZ9block_sumE3buf to ptr), %cond.end ]
  %s.017 = phi float [ %add9, %for.body ], [ 0.000000e+00, %cond.end ]
  %4 = load float, ptr %p.018, align 4, !tbaa !6
  %add9 = fadd contract float %s.017, %4
  %incdec.ptr = getelementptr inbounds i8, ptr %p.018, i64 4
  %cmp8.not = icmp eq ptr %incdec.ptr, getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE3buf to ptr), i64 512)
  br i1 %cmp8.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14

if.end:                                           ; preds = %for.cond.cleanup, %cond.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @matmul_tiled, !"kernel", i32 1}
!1 = !{ptr @block_sum, !"kernel", i32 1}
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
!14 = distinct !{!14, !11, !12}
