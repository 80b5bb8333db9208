; clang-19 -O3 device IR of tests/kernels/divide_index.cu (bench/divspill/sweep.sh's recipe): ptxas spills
; nchw_transpose at --maxrregcount 24 (16 B stack); the pressure model sees 18 registers.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @nchw_transpose(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nuw nsw i64 %8, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = add nuw nsw i64 %11, %13
  %15 = mul nsw i64 %1, %0
  %16 = mul nsw i64 %15, %2
  %17 = mul nsw i64 %16, %3
  %18 = icmp slt i64 %14, %17
  br i1 %18, label %19, label %38

19:                                               ; preds = %6
  %20 = sdiv i64 %14, %3
  %21 = mul i64 %20, %3
  %22 = sub i64 %14, %21
  %23 = sdiv i64 %20, %2
  %24 = mul i64 %23, %2
  %25 = sub i64 %20, %24
  %26 = sdiv i64 %23, %1
  %27 = mul i64 %26, %1
  %28 = sub i64 %23, %27
  %29 = getelementptr inbounds float, ptr %4, i64 %14
  %30 = load float, ptr %29, align 4, !tbaa !6
  %31 = mul nsw i64 %26, %2
  %32 = add nsw i64 %31, %25
  %33 = mul nsw i64 %32, %3
  %34 = add nsw i64 %33, %22
  %35 = mul nsw i64 %34, %1
  %36 = getelementptr float, ptr %5, i64 %35
  %37 = getelementptr float, ptr %36, i64 %28
  store float %30, ptr %37, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %6, %19
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @signed_bins(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = mul nuw nsw i64 %6, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = add nuw nsw i64 %9, %11
  %13 = icmp slt i64 %12, %2
  br i1 %13, label %14, label %23

14:                                               ; preds = %4
  %15 = mul nuw nsw i64 %12, 3
  %16 = add nsw i64 %15, %0
  %17 = sdiv i64 %16, %1
  %18 = mul i64 %17, %1
  %19 = sub i64 %16, %18
  %20 = mul nsw i64 %17, 1000
  %21 = add nsw i64 %20, %19
  %22 = getelementptr inbounds i64, ptr %3, i64 %12
  store i64 %21, ptr %22, align 8, !tbaa !10
  br label %23

23:                                               ; preds = %4, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @nchw_transpose, !"kernel", i32 1}
!1 = !{ptr @signed_bins, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
