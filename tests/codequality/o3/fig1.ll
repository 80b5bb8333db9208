; ModuleID = 'tests/kernels/fig1.cu'
source_filename = "tests/kernels/fig1.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @avgSquare(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, %2
  br i1 %5, label %6, label %28

6:                                                ; preds = %3
  %7 = mul nsw i32 %2, %2
  %8 = add nuw i32 %7, %4
  %9 = icmp slt i32 %4, %8
  br i1 %9, label %17, label %13

10:                                               ; preds = %17
  %11 = uitofp nneg i32 %25 to float
  %12 = fdiv contract float %24, %11
  br label %13

13:                                               ; preds = %10, %6
  %14 = phi float [ 0x7FF8000000000000, %6 ], [ %12, %10 ]
  %15 = zext nneg i32 %4 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  store float %14, ptr %16, align 4, !tbaa !6
  br label %28

17:                                               ; preds = %6, %17
  %18 = phi i32 [ %26, %17 ], [ %4, %6 ]
  %19 = phi i32 [ %25, %17 ], [ 0, %6 ]
  %20 = phi float [ %24, %17 ], [ 0.000000e+00, %6 ]
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !6
  %24 = fadd contract float %20, %23
  %25 = add nuw nsw i32 %19, 1
  %26 = add nsw i32 %18, %2
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %17, label %10, !llvm.loop !10

28:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @sumTriangle(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, %2
  br i1 %5, label %6, label %33

6:                                                ; preds = %3
  %7 = add nuw nsw i32 %4, 1
  %8 = mul i32 %7, %2
  %9 = icmp slt i32 %4, %8
  br i1 %9, label %17, label %12

10:                                               ; preds = %28
  %11 = zext nneg i32 %30 to i64
  br label %12

12:                                               ; preds = %10, %6
  %13 = phi float [ 0.000000e+00, %6 ], [ %29, %10 ]
  %14 = phi i64 [ 0, %6 ], [ %11, %10 ]
  %15 = getelementptr float, ptr %1, i64 %14
  %16 = getelementptr i8, ptr %15, i64 -4
  store float %13, ptr %16, align 4, !tbaa !6
  br label %33

17:                                               ; preds = %6, %28
  %18 = phi i32 [ %31, %28 ], [ %4, %6 ]
  %19 = phi i32 [ %30, %28 ], [ 0, %6 ]
  %20 = phi float [ %29, %28 ], [ 0.000000e+00, %6 ]
  %21 = and i32 %19, 1
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %28, label %23

23:                                               ; preds = %17
  %24 = sext i32 %18 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !6
  %27 = fadd contract float %20, %26
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi float [ %27, %23 ], [ %20, %17 ]
  %30 = add nuw nsw i32 %19, 1
  %31 = add nsw i32 %18, %2
  %32 = icmp slt i32 %31, %8
  br i1 %32, label %17, label %10, !llvm.loop !12

33:                                               ; preds = %12, %3
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
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
