; clang-19 -O3 device IR of tests/kernels/transpose.cu (bench/divspill/sweep.sh's recipe): ptxas spills
; transpose at --maxrregcount 24 (8 B stack), the pressure model sees 17 registers.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9transposeE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = zext nneg i32 %7 to i64
  %16 = udiv i32 31, %14
  %17 = add nuw nsw i32 %16, 1
  %18 = and i32 %17, 3
  %19 = icmp ugt i32 %14, 10
  br i1 %19, label %22, label %20

20:                                               ; preds = %4
  %21 = and i32 %17, 60
  br label %52

22:                                               ; preds = %109, %4
  %23 = phi i32 [ 0, %4 ], [ %110, %109 ]
  %24 = icmp eq i32 %18, 0
  br i1 %24, label %44, label %25

25:                                               ; preds = %22, %40
  %26 = phi i32 [ %41, %40 ], [ %23, %22 ]
  %27 = phi i32 [ %42, %40 ], [ 0, %22 ]
  br i1 %13, label %28, label %40

28:                                               ; preds = %25
  %29 = add nuw nsw i32 %12, %26
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %40

31:                                               ; preds = %28
  %32 = mul nsw i32 %29, %2
  %33 = add nsw i32 %32, %8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !6
  %37 = add nuw nsw i32 %26, %11
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %38, i64 %15
  store float %36, ptr %39, align 4, !tbaa !6
  br label %40

40:                                               ; preds = %31, %28, %25
  %41 = add nuw nsw i32 %26, %14
  %42 = add i32 %27, 1
  %43 = icmp eq i32 %42, %18
  br i1 %43, label %44, label %25, !llvm.loop !10

44:                                               ; preds = %40, %22
  tail call void @llvm.nvvm.barrier0()
  %45 = add nuw nsw i32 %10, %7
  %46 = add i32 %6, %11
  %47 = icmp slt i32 %45, %3
  %48 = and i32 %17, 3
  %49 = icmp ugt i32 %14, 10
  br i1 %49, label %113, label %50

50:                                               ; preds = %44
  %51 = and i32 %17, 60
  br label %136

52:                                               ; preds = %109, %20
  %53 = phi i32 [ 0, %20 ], [ %110, %109 ]
  %54 = phi i32 [ 0, %20 ], [ %111, %109 ]
  br i1 %13, label %55, label %67

55:                                               ; preds = %52
  %56 = add nuw nsw i32 %12, %53
  %57 = icmp slt i32 %56, %3
  br i1 %57, label %58, label %67

58:                                               ; preds = %55
  %59 = mul nsw i32 %56, %2
  %60 = add nsw i32 %59, %8
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !6
  %64 = add nuw nsw i32 %53, %11
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %65, i64 %15
  store float %63, ptr %66, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %52, %55, %58
  %68 = add nuw nsw i32 %53, %14
  br i1 %13, label %69, label %81

69:                                               ; preds = %67
  %70 = add nuw nsw i32 %12, %68
  %71 = icmp slt i32 %70, %3
  br i1 %71, label %72, label %81

72:                                               ; preds = %69
  %73 = mul nsw i32 %70, %2
  %74 = add nsw i32 %73, %8
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !6
  %78 = add nuw nsw i32 %68, %11
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %79, i64 %15
  store float %77, ptr %80, align 4, !tbaa !6
  br label %81

81:                                               ; preds = %72, %69, %67
  %82 = add nuw nsw i32 %68, %14
  br i1 %13, label %83, label %95

83:                                               ; preds = %81
  %84 = add nuw nsw i32 %12, %82
  %85 = icmp slt i32 %84, %3
  br i1 %85, label %86, label %95

86:                                               ; preds = %83
  %87 = mul nsw i32 %84, %2
  %88 = add nsw i32 %87, %8
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %1, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !6
  %92 = add nuw nsw i32 %82, %11
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %93, i64 %15
  store float %91, ptr %94, align 4, !tbaa !6
  br label %95

95:                                               ; preds = %86, %83, %81
  %96 = add nuw nsw i32 %82, %14
  br i1 %13, label %97, label %109

97:                                               ; preds = %95
  %98 = add nuw nsw i32 %12, %96
  %99 = icmp slt i32 %98, %3
  br i1 %99, label %100, label %109

100:                                              ; preds = %97
  %101 = mul nsw i32 %98, %2
  %102 = add nsw i32 %101, %8
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %1, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !6
  %106 = add nuw nsw i32 %96, %11
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %107, i64 %15
  store float %105, ptr %108, align 4, !tbaa !6
  br label %109

109:                                              ; preds = %100, %97, %95
  %110 = add nuw nsw i32 %96, %14
  %111 = add i32 %54, 4
  %112 = icmp eq i32 %111, %21
  br i1 %112, label %22, label %52, !llvm.loop !12

113:                                              ; preds = %193, %44
  %114 = phi i32 [ 0, %44 ], [ %194, %193 ]
  %115 = icmp eq i32 %48, 0
  br i1 %115, label %135, label %116

116:                                              ; preds = %113, %131
  %117 = phi i32 [ %132, %131 ], [ %114, %113 ]
  %118 = phi i32 [ %133, %131 ], [ 0, %113 ]
  br i1 %47, label %119, label %131

119:                                              ; preds = %116
  %120 = add nsw i32 %46, %117
  %121 = icmp slt i32 %120, %2
  br i1 %121, label %122, label %131

122:                                              ; preds = %119
  %123 = add nuw nsw i32 %117, %11
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %15, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !6
  %127 = mul nsw i32 %120, %3
  %128 = add nsw i32 %127, %45
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr %0, i64 %129
  store float %126, ptr %130, align 4, !tbaa !6
  br label %131

131:                                              ; preds = %122, %119, %116
  %132 = add nuw nsw i32 %117, %14
  %133 = add i32 %118, 1
  %134 = icmp eq i32 %133, %48
  br i1 %134, label %135, label %116, !llvm.loop !14

135:                                              ; preds = %131, %113
  ret void

136:                                              ; preds = %193, %50
  %137 = phi i32 [ 0, %50 ], [ %194, %193 ]
  %138 = phi i32 [ 0, %50 ], [ %195, %193 ]
  br i1 %47, label %139, label %151

139:                                              ; preds = %136
  %140 = add nsw i32 %46, %137
  %141 = icmp slt i32 %140, %2
  br i1 %141, label %142, label %151

142:                                              ; preds = %139
  %143 = add nuw nsw i32 %137, %11
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %15, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !6
  %147 = mul nsw i32 %140, %3
  %148 = add nsw i32 %147, %45
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %0, i64 %149
  store float %146, ptr %150, align 4, !tbaa !6
  br label %151

151:                                              ; preds = %136, %139, %142
  %152 = add nuw nsw i32 %137, %14
  br i1 %47, label %153, label %165

153:                                              ; preds = %151
  %154 = add nsw i32 %46, %152
  %155 = icmp slt i32 %154, %2
  br i1 %155, label %156, label %165

156:                                              ; preds = %153
  %157 = add nuw nsw i32 %152, %11
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %15, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !6
  %161 = mul nsw i32 %154, %3
  %162 = add nsw i32 %161, %45
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %0, i64 %163
  store float %160, ptr %164, align 4, !tbaa !6
  br label %165

165:                                              ; preds = %156, %153, %151
  %166 = add nuw nsw i32 %152, %14
  br i1 %47, label %167, label %179

167:                                              ; preds = %165
  %168 = add nsw i32 %46, %166
  %169 = icmp slt i32 %168, %2
  br i1 %169, label %170, label %179

170:                                              ; preds = %167
  %171 = add nuw nsw i32 %166, %11
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %15, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !6
  %175 = mul nsw i32 %168, %3
  %176 = add nsw i32 %175, %45
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds float, ptr %0, i64 %177
  store float %174, ptr %178, align 4, !tbaa !6
  br label %179

179:                                              ; preds = %170, %167, %165
  %180 = add nuw nsw i32 %166, %14
  br i1 %47, label %181, label %193

181:                                              ; preds = %179
  %182 = add nsw i32 %46, %180
  %183 = icmp slt i32 %182, %2
  br i1 %183, label %184, label %193

184:                                              ; preds = %181
  %185 = add nuw nsw i32 %180, %11
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %15, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !6
  %189 = mul nsw i32 %182, %3
  %190 = add nsw i32 %189, %45
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds float, ptr %0, i64 %191
  store float %188, ptr %192, align 4, !tbaa !6
  br label %193

193:                                              ; preds = %184, %181, %179
  %194 = add nuw nsw i32 %180, %14
  %195 = add i32 %138, 4
  %196 = icmp eq i32 %195, %51
  br i1 %196, label %113, label %136, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @transpose_naive(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %2
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !6
  %24 = mul nsw i32 %9, %3
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  store float %23, ptr %27, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @transpose, !"kernel", i32 1}
!1 = !{ptr @transpose_naive, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !13}
