; kernel-restrictify's cost rule, measured on the copy (issue 18): the accumulator store c[i] += in
; the k-loop is conditional (`if (a[i*n+k] > 0)`), so the predicted benefit (a store in a loop at a
; loop-invariant address) is there, but LICM cannot promote a store that does not run on every
; iteration and GVN forwards nothing: the checked copy's loops run as many memory operations as the
; original's. The step then drops the copy (the check is made false and simplifycfg removes it):
; no no-alias metadata, no second loop, no ld.global.nc. (gemm, kernel-restrictify-gemm.ll, keeps it.)
;   extern "C" __global__ void cond_acc(float *a, float *c, int n) {
;     int i = blockIdx.x * blockDim.x + threadIdx.x;
;     if (i < n)
;       for (int k = 0; k < n; k++)
;         if (a[i * n + k] > 0.0f) c[i] += a[i * n + k];
;   }
; RUN: %gpuopt opt -p kernel-restrictify %s | FileCheck %s --check-prefix=IR
; RUN: %gpuopt ptx -p kernel-restrictify %s | FileCheck %s --check-prefix=PTX
; IR-LABEL: define {{.*}}@cond_acc(
; IR-NOT: icmp ule i64
; IR-NOT: !noalias
; IR-NOT: !invariant.load
; IR: ret void
; IR-NEXT: }
; PTX-LABEL: .entry cond_acc(
; PTX-NOT: ld.global.nc
; PTX: ret;
source_filename = "cond.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @cond_acc(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  %10 = icmp sgt i32 %2, 0
  %11 = and i1 %9, %10
  br i1 %11, label %12, label %83

12:                                               ; preds = %3
  %13 = mul nsw i32 %8, %2
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = and i32 %2, 3
  %17 = icmp ult i32 %2, 4
  br i1 %17, label %65, label %18

18:                                               ; preds = %12
  %19 = and i32 %2, 2147483644
  br label %20

20:                                               ; preds = %61, %18
  %21 = phi i32 [ 0, %18 ], [ %62, %61 ]
  %22 = phi i32 [ 0, %18 ], [ %63, %61 ]
  %23 = add nsw i32 %21, %13
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = fcmp contract ogt float %26, 0.000000e+00
  br i1 %27, label %28, label %31

28:                                               ; preds = %20
  %29 = load float, ptr %15, align 4, !tbaa !5
  %30 = fadd contract float %26, %29
  store float %30, ptr %15, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %20, %28
  %32 = or disjoint i32 %21, 1
  %33 = add nsw i32 %32, %13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = fcmp contract ogt float %36, 0.000000e+00
  br i1 %37, label %38, label %41

38:                                               ; preds = %31
  %39 = load float, ptr %15, align 4, !tbaa !5
  %40 = fadd contract float %36, %39
  store float %40, ptr %15, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %38, %31
  %42 = or disjoint i32 %21, 2
  %43 = add nsw i32 %42, %13
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = fcmp contract ogt float %46, 0.000000e+00
  br i1 %47, label %48, label %51

48:                                               ; preds = %41
  %49 = load float, ptr %15, align 4, !tbaa !5
  %50 = fadd contract float %46, %49
  store float %50, ptr %15, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %48, %41
  %52 = or disjoint i32 %21, 3
  %53 = add nsw i32 %52, %13
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = fcmp contract ogt float %56, 0.000000e+00
  br i1 %57, label %58, label %61

58:                                               ; preds = %51
  %59 = load float, ptr %15, align 4, !tbaa !5
  %60 = fadd contract float %56, %59
  store float %60, ptr %15, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %58, %51
  %62 = add nuw nsw i32 %21, 4
  %63 = add i32 %22, 4
  %64 = icmp eq i32 %63, %19
  br i1 %64, label %65, label %20, !llvm.loop !9

65:                                               ; preds = %61, %12
  %66 = phi i32 [ 0, %12 ], [ %62, %61 ]
  %67 = icmp eq i32 %16, 0
  br i1 %67, label %83, label %68

68:                                               ; preds = %65, %79
  %69 = phi i32 [ %80, %79 ], [ %66, %65 ]
  %70 = phi i32 [ %81, %79 ], [ 0, %65 ]
  %71 = add nsw i32 %69, %13
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = fcmp contract ogt float %74, 0.000000e+00
  br i1 %75, label %76, label %79

76:                                               ; preds = %68
  %77 = load float, ptr %15, align 4, !tbaa !5
  %78 = fadd contract float %74, %77
  store float %78, ptr %15, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %76, %68
  %80 = add nuw nsw i32 %69, 1
  %81 = add i32 %70, 1
  %82 = icmp eq i32 %81, %16
  br i1 %82, label %83, label %68, !llvm.loop !11

83:                                               ; preds = %65, %79, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @cond_acc, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
