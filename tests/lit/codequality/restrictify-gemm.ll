; Kernel restrictification (issue 18) on PolyBench's gemm as clang -O3 emits it (no __restrict__):
; one uniform check at entry, the checked copy keeps c[i*nj+j] in a register (one store after the
; k-loop instead of one per iteration) and loads a and b through the non-coherent path; the
; original copy, still storing in the loop, runs when the buffers overlap.
; RUN: %gpuopt opt -p restrictify %s | FileCheck %s --check-prefix=IR
; RUN: %gpuopt ptx -p restrictify %s | FileCheck %s --check-prefix=PTX
; IR-LABEL: define {{.*}}@gemm(
; IR: restrict.check:
; IR: %restrict.ok = and i1
; IR: br i1 %restrict.ok, label %[[FAST:[^,]+]], label
; IR: invariant.load
; PTX: ld.global.nc.{{[fb]}}32
source_filename = "gemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gemm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %18, %3
  %20 = icmp slt i32 %13, %4
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %117

22:                                               ; preds = %8
  %23 = mul nsw i32 %18, %4
  %24 = add nsw i32 %23, %13
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %2, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fmul contract float %27, %7
  store float %28, ptr %26, align 4, !tbaa !5
  %29 = icmp sgt i32 %5, 0
  br i1 %29, label %30, label %117

30:                                               ; preds = %22
  %31 = mul nuw nsw i32 %18, %5
  %32 = and i32 %5, 3
  %33 = icmp ult i32 %5, 4
  br i1 %33, label %94, label %34

34:                                               ; preds = %30
  %35 = and i32 %5, 2147483644
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi float [ %28, %34 ], [ %90, %36 ]
  %38 = phi i32 [ 0, %34 ], [ %91, %36 ]
  %39 = phi i32 [ 0, %34 ], [ %92, %36 ]
  %40 = add nuw nsw i32 %38, %31
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fmul contract float %43, %6
  %45 = mul nsw i32 %38, %4
  %46 = add nsw i32 %45, %13
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = fmul contract float %44, %49
  %51 = fadd contract float %37, %50
  store float %51, ptr %26, align 4, !tbaa !5
  %52 = or disjoint i32 %38, 1
  %53 = add nuw nsw i32 %52, %31
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = fmul contract float %56, %6
  %58 = mul nsw i32 %52, %4
  %59 = add nsw i32 %58, %13
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = fmul contract float %57, %62
  %64 = fadd contract float %51, %63
  store float %64, ptr %26, align 4, !tbaa !5
  %65 = or disjoint i32 %38, 2
  %66 = add nuw nsw i32 %65, %31
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !5
  %70 = fmul contract float %69, %6
  %71 = mul nsw i32 %65, %4
  %72 = add nsw i32 %71, %13
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = fmul contract float %70, %75
  %77 = fadd contract float %64, %76
  store float %77, ptr %26, align 4, !tbaa !5
  %78 = or disjoint i32 %38, 3
  %79 = add nuw nsw i32 %78, %31
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = fmul contract float %82, %6
  %84 = mul nsw i32 %78, %4
  %85 = add nsw i32 %84, %13
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %1, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !5
  %89 = fmul contract float %83, %88
  %90 = fadd contract float %77, %89
  store float %90, ptr %26, align 4, !tbaa !5
  %91 = add nuw nsw i32 %38, 4
  %92 = add i32 %39, 4
  %93 = icmp eq i32 %92, %35
  br i1 %93, label %94, label %36, !llvm.loop !9

94:                                               ; preds = %36, %30
  %95 = phi float [ %28, %30 ], [ %90, %36 ]
  %96 = phi i32 [ 0, %30 ], [ %91, %36 ]
  %97 = icmp eq i32 %32, 0
  br i1 %97, label %117, label %98

98:                                               ; preds = %94, %98
  %99 = phi float [ %113, %98 ], [ %95, %94 ]
  %100 = phi i32 [ %114, %98 ], [ %96, %94 ]
  %101 = phi i32 [ %115, %98 ], [ 0, %94 ]
  %102 = add nuw nsw i32 %100, %31
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = fmul contract float %105, %6
  %107 = mul nsw i32 %100, %4
  %108 = add nsw i32 %107, %13
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %1, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = fmul contract float %106, %111
  %113 = fadd contract float %99, %112
  store float %113, ptr %26, align 4, !tbaa !5
  %114 = add nuw nsw i32 %100, 1
  %115 = add i32 %101, 1
  %116 = icmp eq i32 %115, %32
  br i1 %116, label %117, label %98, !llvm.loop !11

117:                                              ; preds = %94, %98, %22, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @gemm, !"kernel", i32 1}
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
