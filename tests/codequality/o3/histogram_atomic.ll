; ModuleID = 'tests/kernels/histogram_atomic.cu'
source_filename = "tests/kernels/histogram_atomic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14histogram_smemE5local = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @histogram(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, %5
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %14, label %13

13:                                               ; preds = %14, %4
  ret void

14:                                               ; preds = %4, %14
  %15 = phi i32 [ %23, %14 ], [ %11, %4 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = srem i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = atomicrmw add ptr %21, i32 1 seq_cst, align 4
  %23 = add nsw i32 %15, %7
  %24 = icmp slt i32 %23, %2
  br i1 %24, label %14, label %13, !llvm.loop !10
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram_smem(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp slt i32 %5, %3
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %6, label %15, label %8

8:                                                ; preds = %15, %4
  tail call void @llvm.nvvm.barrier0()
  %9 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %10 = mul i32 %7, %9
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %7
  %13 = add i32 %12, %5
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %22, label %21

15:                                               ; preds = %4, %15
  %16 = phi i32 [ %19, %15 ], [ %5, %4 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE5local to ptr), i64 0, i64 %17
  store i32 0, ptr %18, align 4, !tbaa !6
  %19 = add i32 %16, %7
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %15, label %8, !llvm.loop !12

21:                                               ; preds = %22, %8
  tail call void @llvm.nvvm.barrier0()
  br i1 %6, label %34, label %33

22:                                               ; preds = %8, %22
  %23 = phi i32 [ %31, %22 ], [ %13, %8 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = srem i32 %26, %3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE5local to ptr), i64 0, i64 %28
  %30 = atomicrmw add ptr %29, i32 1 seq_cst, align 4
  %31 = add nsw i32 %23, %10
  %32 = icmp slt i32 %31, %2
  br i1 %32, label %22, label %21, !llvm.loop !13

33:                                               ; preds = %34, %21
  ret void

34:                                               ; preds = %21, %34
  %35 = phi i32 [ %41, %34 ], [ %5, %21 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %1, i64 %36
  %38 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14histogram_smemE5local to ptr), i64 0, i64 %36
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = atomicrmw add ptr %37, i32 %39 seq_cst, align 4
  %41 = add i32 %35, %7
  %42 = icmp slt i32 %41, %3
  br i1 %42, label %34, label %33, !llvm.loop !14
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @histogram, !"kernel", i32 1}
!1 = !{ptr @histogram_smem, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
