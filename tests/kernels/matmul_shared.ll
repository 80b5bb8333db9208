source_filename = "matmul_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13matmul_sharedE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13matmul_sharedE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_shared(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B, ptr nocapture noundef writeonly %C, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl nuw nsw i32 %2, 4
  %add = add nuw nsw i32 %mul, %1
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = shl i32 %3, 4
  %add5 = add i32 %mul4, %0
  %div = sdiv i32 %n, 16
  %cmp67 = icmp sgt i32 %n, 15
  br i1 %cmp67, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul6 = mul nuw nsw i32 %add, %n
  %add8 = add nuw i32 %mul6, %0
  %idxprom10 = zext nneg i32 %1 to i64
  %idxprom12 = zext nneg i32 %0 to i64
  %arrayidx13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 %idxprom10, i64 %idxprom12
  %arrayidx31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 0
  %arrayidx35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 0, i64 %idxprom12
  %arrayidx31.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 1
  %arrayidx35.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 1, i64 %idxprom12
  %arrayidx31.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 2
  %arrayidx35.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 2, i64 %idxprom12
  %arrayidx31.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 3
  %arrayidx35.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 3, i64 %idxprom12
  %arrayidx31.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 4
  %arrayidx35.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 4, i64 %idxprom12
  %arrayidx31.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 5
  %arrayidx35.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 5, i64 %idxprom12
  %arrayidx31.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 6
  %arrayidx35.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 6, i64 %idxprom12
  %arrayidx31.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 7
  %arrayidx35.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 7, i64 %idxprom12
  %arrayidx31.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 8
  %arrayidx35.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 8, i64 %idxprom12
  %arrayidx31.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 9
  %arrayidx35.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 9, i64 %idxprom12
  %arrayidx31.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 10
  %arrayidx35.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 10, i64 %idxprom12
  %arrayidx31.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 11
  %arrayidx35.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 11, i64 %idxprom12
  %arrayidx31.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 12
  %arrayidx35.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 12, i64 %idxprom12
  %arrayidx31.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 13
  %arrayidx35.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 13, i64 %idxprom12
  %arrayidx31.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 14
  %arrayidx35.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 14, i64 %idxprom12
  %arrayidx31.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2As to ptr), i64 0, i64 %idxprom10, i64 15
  %arrayidx35.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13matmul_sharedE2Bs to ptr), i64 0, i64 15, i64 %idxprom12
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add37.15, %for.body ]
  %mul41 = mul nsw i32 %add, %n
  %add42 = add nsw i32 %mul41, %add5
  %idxprom43 = sext i32 %add42 to i64
  %arrayidx44 = getelementptr inbounds float, ptr %C, i64 %idxprom43
  store float %acc.0.lcssa, ptr %arrayidx44, align 4, !tbaa !5
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %t.069 = phi i32 [ 0, %for.body.lr.ph ], [ %inc39, %for.body ]
  %acc.068 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add37.15, %for.body ]
  %mul7 = shl nsw i32 %t.069, 4
  %add9 = add i32 %add8, %mul7
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !5
  store float %4, ptr %arrayidx13, align 4, !tbaa !5
  %add15 = add nuw nsw i32 %mul7, %1
  %mul16 = mul nuw nsw i32 %add15, %n
  %add17 = add nsw i32 %mul16, %add5
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %B, i64 %idxprom18
  %5 = load float, ptr %arrayidx19, align 4, !tbaa !5
  store float %5, ptr %arrayidx23, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %6 = load float, ptr %arrayidx31, align 4, !tbaa !5
  %7 = load float, ptr %arrayidx35, align 4, !tbaa !5
  %mul36 = fmul contract float %6, %7
  %add37 = fadd contract float %acc.068, %mul36
  %8 = load float, ptr %arrayidx31.1, align 4, !tbaa !5
  %9 = load float, ptr %arrayidx35.1, align 4, !tbaa !5
  %mul36.1 = fmul contract float %8, %9
  %add37.1 = fadd contract float %add37, %mul36.1
  %10 = load float, ptr %arrayidx31.2, align 4, !tbaa !5
  %11 = load float, ptr %arrayidx35.2, align 4, !tbaa !5
  %mul36.2 = fmul contract float %10, %11
  %add37.2 = fadd contract float %add37.1, %mul36.2
  %12 = load float, ptr %arrayidx31.3, align 4, !tbaa !5
  %13 = load float, ptr %arrayidx35.3, align 4, !tbaa !5
  %mul36.3 = fmul contract float %12, %13
  %add37.3 = fadd contract float %add37.2, %mul36.3
  %14 = load float, ptr %arrayidx31.4, align 4, !tbaa !5
  %15 = load float, ptr %arrayidx35.4, align 4, !tbaa !5
  %mul36.4 = fmul contract float %14, %15
  %add37.4 = fadd contract float %add37.3, %mul36.4
  %16 = load float, ptr %arrayidx31.5, align 4, !tbaa !5
  %17 = load float, ptr %arrayidx35.5, align 4, !tbaa !5
  %mul36.5 = fmul contract float %16, %17
  %add37.5 = fadd contract float %add37.4, %mul36.5
  %18 = load float, ptr %arrayidx31.6, align 4, !tbaa !5
  %19 = load float, ptr %arrayidx35.6, align 4, !tbaa !5
  %mul36.6 = fmul contract float %18, %19
  %add37.6 = fadd contract float %add37.5, %mul36.6
  %20 = load float, ptr %arrayidx31.7, align 4, !tbaa !5
  %21 = load float, ptr %arrayidx35.7, align 4, !tbaa !5
  %mul36.7 = fmul contract float %20, %21
  %add37.7 = fadd contract float %add37.6, %mul36.7
  %22 = load float, ptr %arrayidx31.8, align 4, !tbaa !5
  %23 = load float, ptr %arrayidx35.8, align 4, !tbaa !5
  %mul36.8 = fmul contract float %22, %23
  %add37.8 = fadd contract float %add37.7, %mul36.8
  %24 = load float, ptr %arrayidx31.9, align 4, !tbaa !5
  %25 = load float, ptr %arrayidx35.9, align 4, !tbaa !5
  %mul36.9 = fmul contract float %24, %25
  %add37.9 = fadd contract float %add37.8, %mul36.9
  %26 = load float, ptr %arrayidx31.10, align 4, !tbaa !5
  %27 = load float, ptr %arrayidx35.10, align 4, !tbaa !5
  %mul36.10 = fmul contract float %26, %27
  %add37.10 = fadd contract float %add37.9, %mul36.10
  %28 = load float, ptr %arrayidx31.11, align 4, !tbaa !5
  %29 = load float, ptr %arrayidx35.11, align 4, !tbaa !5
  %mul36.11 = fmul contract float %28, %29
  %add37.11 = fadd contract float %add37.10, %mul36.11
  %30 = load float, ptr %arrayidx31.12, align 4, !tbaa !5
  %31 = load float, ptr %arrayidx35.12, align 4, !tbaa !5
  %mul36.12 = fmul contract float %30, %31
  %add37.12 = fadd contract float %add37.11, %mul36.12
  %32 = load float, ptr %arrayidx31.13, align 4, !tbaa !5
  %33 = load float, ptr %arrayidx35.13, align 4, !tbaa !5
  %mul36.13 = fmul contract float %32, %33
  %add37.13 = fadd contract float %add37.12, %mul36.13
  %34 = load float, ptr %arrayidx31.14, align 4, !tbaa !5
  %35 = load float, ptr %arrayidx35.14, align 4, !tbaa !5
  %mul36.14 = fmul contract float %34, %35
  %add37.14 = fadd contract float %add37.13, %mul36.14
  %36 = load float, ptr %arrayidx31.15, align 4, !tbaa !5
  %37 = load float, ptr %arrayidx35.15, align 4, !tbaa !5
  %mul36.15 = fmul contract float %36, %37
  %add37.15 = fadd contract float %add37.14, %mul36.15
  tail call void @llvm.nvvm.barrier0()
  %inc39 = add nuw nsw i32 %t.069, 1
  %exitcond.not = icmp eq i32 %inc39, %div
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @matmul_shared, !"kernel", i32 1}
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
