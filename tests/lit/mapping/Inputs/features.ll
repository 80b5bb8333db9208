; Generated from features.cu: clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -S -emit-llvm -fno-unroll-loops features.cu
; ModuleID = 'mv.cu'
source_filename = "mv.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ5fixedPKfPfE1t = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z6rowsumPKdPdii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %29

11:                                               ; preds = %4
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = mul nsw i32 %9, %3
  br label %19

15:                                               ; preds = %19, %11
  %16 = phi double [ 0.000000e+00, %11 ], [ %26, %19 ]
  %17 = sext i32 %9 to i64
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  store double %16, ptr %18, align 8, !tbaa !7
  br label %29

19:                                               ; preds = %13, %19
  %20 = phi i32 [ 0, %13 ], [ %27, %19 ]
  %21 = phi double [ 0.000000e+00, %13 ], [ %26, %19 ]
  %22 = add nsw i32 %20, %14
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !7
  %26 = fadd contract double %21, %25
  %27 = add nuw nsw i32 %20, 1
  %28 = icmp eq i32 %27, %3
  br i1 %28, label %15, label %19, !llvm.loop !11

29:                                               ; preds = %15, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z6colsumPKdPdii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %28

11:                                               ; preds = %4
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %17, label %13

13:                                               ; preds = %17, %11
  %14 = phi double [ 0.000000e+00, %11 ], [ %25, %17 ]
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds double, ptr %1, i64 %15
  store double %14, ptr %16, align 8, !tbaa !7
  br label %28

17:                                               ; preds = %11, %17
  %18 = phi i32 [ %26, %17 ], [ 0, %11 ]
  %19 = phi double [ %25, %17 ], [ 0.000000e+00, %11 ]
  %20 = mul nsw i32 %18, %2
  %21 = add nsw i32 %20, %9
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !7
  %25 = fadd contract double %19, %24
  %26 = add nuw nsw i32 %18, 1
  %27 = icmp eq i32 %26, %3
  br i1 %27, label %13, label %17, !llvm.loop !14

28:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5fixedPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !15
  %11 = zext nneg i32 %6 to i64
  %12 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ5fixedPKfPfE1t to ptr), i64 0, i64 %11
  store float %10, ptr %12, align 4, !tbaa !15
  tail call void @llvm.nvvm.barrier0()
  br label %15

13:                                               ; preds = %15
  %14 = getelementptr inbounds float, ptr %1, i64 %8
  store float %24, ptr %14, align 4, !tbaa !15
  ret void

15:                                               ; preds = %2, %15
  %16 = phi i32 [ 0, %2 ], [ %25, %15 ]
  %17 = phi float [ 0.000000e+00, %2 ], [ %24, %15 ]
  %18 = add nuw nsw i32 %16, %6
  %19 = and i32 %18, 63
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ5fixedPKfPfE1t to ptr), i64 0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !15
  %23 = fmul contract float %22, 2.000000e+00
  %24 = fadd contract float %17, %23
  %25 = add nuw nsw i32 %16, 1
  %26 = icmp eq i32 %25, 8
  br i1 %26, label %13, label %15, !llvm.loop !17
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z6rowsumPKdPdii, !"kernel", i32 1}
!1 = !{ptr @_Z6colsumPKdPdii, !"kernel", i32 1}
!2 = !{ptr @_Z5fixedPKfPf, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !9, i64 0}
!17 = distinct !{!17, !12, !13}
