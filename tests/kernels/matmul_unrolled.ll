source_filename = "matmul_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B, ptr nocapture noundef writeonly %C, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl nuw nsw i32 %2, 4
  %add = add nuw nsw i32 %mul, %1
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = shl i32 %3, 4
  %add5 = add i32 %mul4, %0
  %cmp65 = icmp sgt i32 %n, 0
  br i1 %cmp65, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul6 = mul nuw nsw i32 %add, %n
  %add7 = add nuw i32 %mul6, %0
  %idxprom9 = zext nneg i32 %1 to i64
  %idxprom11 = zext nneg i32 %0 to i64
  %arrayidx12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 %idxprom11
  %arrayidx21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 %idxprom9, i64 %idxprom11
  %arrayidx29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 0
  %arrayidx33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 0, i64 %idxprom11
  %arrayidx29.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 1
  %arrayidx33.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 1, i64 %idxprom11
  %arrayidx29.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 2
  %arrayidx33.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 2, i64 %idxprom11
  %arrayidx29.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 3
  %arrayidx33.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 3, i64 %idxprom11
  %arrayidx29.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 4
  %arrayidx33.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 4, i64 %idxprom11
  %arrayidx29.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 5
  %arrayidx33.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 5, i64 %idxprom11
  %arrayidx29.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 6
  %arrayidx33.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 6, i64 %idxprom11
  %arrayidx29.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 7
  %arrayidx33.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 7, i64 %idxprom11
  %arrayidx29.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 8
  %arrayidx33.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 8, i64 %idxprom11
  %arrayidx29.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 9
  %arrayidx33.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 9, i64 %idxprom11
  %arrayidx29.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 10
  %arrayidx33.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 10, i64 %idxprom11
  %arrayidx29.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 11
  %arrayidx33.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 11, i64 %idxprom11
  %arrayidx29.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 12
  %arrayidx33.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 12, i64 %idxprom11
  %arrayidx29.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 13
  %arrayidx33.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 13, i64 %idxprom11
  %arrayidx29.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 14
  %arrayidx33.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 14, i64 %idxprom11
  %arrayidx29.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %idxprom9, i64 15
  %arrayidx33.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 15, i64 %idxprom11
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add35.15, %for.body ]
  %mul39 = mul nsw i32 %add, %n
  %add40 = add nsw i32 %mul39, %add5
  %idxprom41 = sext i32 %add40 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %C, i64 %idxprom41
  store float %acc.0.lcssa, ptr %arrayidx42, align 4, !tbaa !6
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %k0.067 = phi i32 [ 0, %for.body.lr.ph ], [ %add37, %for.body ]
  %acc.066 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add35.15, %for.body ]
  %add8 = add i32 %add7, %k0.067
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !6
  store float %4, ptr %arrayidx12, align 4, !tbaa !6
  %add13 = add nuw nsw i32 %k0.067, %1
  %mul14 = mul nuw nsw i32 %add13, %n
  %add15 = add nsw i32 %mul14, %add5
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %B, i64 %idxprom16
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !6
  store float %5, ptr %arrayidx21, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %6 = load float, ptr %arrayidx29, align 4, !tbaa !6
  %7 = load float, ptr %arrayidx33, align 4, !tbaa !6
  %mul34 = fmul contract float %6, %7
  %add35 = fadd contract float %acc.066, %mul34
  %8 = load float, ptr %arrayidx29.1, align 4, !tbaa !6
  %9 = load float, ptr %arrayidx33.1, align 4, !tbaa !6
  %mul34.1 = fmul contract float %8, %9
  %add35.1 = fadd contract float %add35, %mul34.1
  %10 = load float, ptr %arrayidx29.2, align 4, !tbaa !6
  %11 = load float, ptr %arrayidx33.2, align 4, !tbaa !6
  %mul34.2 = fmul contract float %10, %11
  %add35.2 = fadd contract float %add35.1, %mul34.2
  %12 = load float, ptr %arrayidx29.3, align 4, !tbaa !6
  %13 = load float, ptr %arrayidx33.3, align 4, !tbaa !6
  %mul34.3 = fmul contract float %12, %13
  %add35.3 = fadd contract float %add35.2, %mul34.3
  %14 = load float, ptr %arrayidx29.4, align 4, !tbaa !6
  %15 = load float, ptr %arrayidx33.4, align 4, !tbaa !6
  %mul34.4 = fmul contract float %14, %15
  %add35.4 = fadd contract float %add35.3, %mul34.4
  %16 = load float, ptr %arrayidx29.5, align 4, !tbaa !6
  %17 = load float, ptr %arrayidx33.5, align 4, !tbaa !6
  %mul34.5 = fmul contract float %16, %17
  %add35.5 = fadd contract float %add35.4, %mul34.5
  %18 = load float, ptr %arrayidx29.6, align 4, !tbaa !6
  %19 = load float, ptr %arrayidx33.6, align 4, !tbaa !6
  %mul34.6 = fmul contract float %18, %19
  %add35.6 = fadd contract float %add35.5, %mul34.6
  %20 = load float, ptr %arrayidx29.7, align 4, !tbaa !6
  %21 = load float, ptr %arrayidx33.7, align 4, !tbaa !6
  %mul34.7 = fmul contract float %20, %21
  %add35.7 = fadd contract float %add35.6, %mul34.7
  %22 = load float, ptr %arrayidx29.8, align 4, !tbaa !6
  %23 = load float, ptr %arrayidx33.8, align 4, !tbaa !6
  %mul34.8 = fmul contract float %22, %23
  %add35.8 = fadd contract float %add35.7, %mul34.8
  %24 = load float, ptr %arrayidx29.9, align 4, !tbaa !6
  %25 = load float, ptr %arrayidx33.9, align 4, !tbaa !6
  %mul34.9 = fmul contract float %24, %25
  %add35.9 = fadd contract float %add35.8, %mul34.9
  %26 = load float, ptr %arrayidx29.10, align 4, !tbaa !6
  %27 = load float, ptr %arrayidx33.10, align 4, !tbaa !6
  %mul34.10 = fmul contract float %26, %27
  %add35.10 = fadd contract float %add35.9, %mul34.10
  %28 = load float, ptr %arrayidx29.11, align 4, !tbaa !6
  %29 = load float, ptr %arrayidx33.11, align 4, !tbaa !6
  %mul34.11 = fmul contract float %28, %29
  %add35.11 = fadd contract float %add35.10, %mul34.11
  %30 = load float, ptr %arrayidx29.12, align 4, !tbaa !6
  %31 = load float, ptr %arrayidx33.12, align 4, !tbaa !6
  %mul34.12 = fmul contract float %30, %31
  %add35.12 = fadd contract float %add35.11, %mul34.12
  %32 = load float, ptr %arrayidx29.13, align 4, !tbaa !6
  %33 = load float, ptr %arrayidx33.13, align 4, !tbaa !6
  %mul34.13 = fmul contract float %32, %33
  %add35.13 = fadd contract float %add35.12, %mul34.13
  %34 = load float, ptr %arrayidx29.14, align 4, !tbaa !6
  %35 = load float, ptr %arrayidx33.14, align 4, !tbaa !6
  %mul34.14 = fmul contract float %34, %35
  %add35.14 = fadd contract float %add35.13, %mul34.14
  %36 = load float, ptr %arrayidx29.15, align 4, !tbaa !6
  %37 = load float, ptr %arrayidx33.15, align 4, !tbaa !6
  %mul34.15 = fmul contract float %36, %37
  %add35.15 = fadd contract float %add35.14, %mul34.15
  tail call void @llvm.nvvm.barrier0()
  %add37 = add nuw nsw i32 %k0.067, 16
  %cmp = icmp slt i32 %add37, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @matmul_reg4(ptr nocapture noundef readonly %A, ptr nocapture noundef readonly %B, ptr nocapture noundef writeonly %C, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul = mul nuw nsw i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add = add nuw nsw i32 %mul, %2
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul6 = mul i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add8 = add i32 %mul6, %5
  %mul3 = shl nuw nsw i32 %add, 2
  %mul9 = shl i32 %add8, 2
  %cmp20112 = icmp sgt i32 %n, 0
  br i1 %cmp20112, label %for.cond24.preheader.preheader, label %for.body67

for.cond24.preheader.preheader:                   ; preds = %entry
  %mul34 = mul nuw nsw i32 %mul3, %n
  %invariant.gep = getelementptr i8, ptr %B, i64 4
  %invariant.gep155 = getelementptr i8, ptr %B, i64 8
  %invariant.gep157 = getelementptr i8, ptr %B, i64 12
  %add33.1 = or disjoint i32 %mul3, 1
  %mul34.1 = mul nuw nsw i32 %add33.1, %n
  %invariant.gep159 = getelementptr i8, ptr %B, i64 4
  %invariant.gep161 = getelementptr i8, ptr %B, i64 8
  %invariant.gep163 = getelementptr i8, ptr %B, i64 12
  %add33.2 = or disjoint i32 %mul3, 2
  %mul34.2 = mul nuw nsw i32 %add33.2, %n
  %invariant.gep165 = getelementptr i8, ptr %B, i64 4
  %invariant.gep167 = getelementptr i8, ptr %B, i64 8
  %invariant.gep169 = getelementptr i8, ptr %B, i64 12
  %add33.3 = or disjoint i32 %mul3, 3
  %mul34.3 = mul nuw nsw i32 %add33.3, %n
  %invariant.gep171 = getelementptr i8, ptr %B, i64 4
  %invariant.gep173 = getelementptr i8, ptr %B, i64 8
  %invariant.gep175 = getelementptr i8, ptr %B, i64 12
  br label %for.cond24.preheader

for.cond24.preheader:                             ; preds = %for.cond24.preheader.preheader, %for.cond24.preheader
  %acc.sroa.62.0 = phi float [ %add48.3.3, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.58.0 = phi float [ %add48.2.3, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.54.0 = phi float [ %add48.1.3, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.50.0 = phi float [ %add48.3127, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.46.0 = phi float [ %add48.3.2, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.42.0 = phi float [ %add48.2.2, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.38.0 = phi float [ %add48.1.2, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.34.0 = phi float [ %add48.2124, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.30.0 = phi float [ %add48.3.1, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.26.0 = phi float [ %add48.2.1, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.22.0 = phi float [ %add48.1.1, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.18.0 = phi float [ %add48.1121, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.14.0 = phi float [ %add48.3, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.10.0 = phi float [ %add48.2, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.6.0 = phi float [ %add48.1, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %acc.sroa.0.0 = phi float [ %add48, %for.cond24.preheader ], [ 0.000000e+00, %for.cond24.preheader.preheader ]
  %k.0113 = phi i32 [ %inc56, %for.cond24.preheader ], [ 0, %for.cond24.preheader.preheader ]
  %mul38 = mul nuw nsw i32 %k.0113, %n
  %add39 = add nsw i32 %mul38, %mul9
  %idxprom41 = sext i32 %add39 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %B, i64 %idxprom41
  %add35 = add nuw nsw i32 %mul34, %k.0113
  %idxprom36 = zext nneg i32 %add35 to i64
  %arrayidx37 = getelementptr inbounds float, ptr %A, i64 %idxprom36
  %6 = load float, ptr %arrayidx37, align 4, !tbaa !6
  %7 = load float, ptr %arrayidx42, align 4, !tbaa !6
  %mul43 = fmul contract float %6, %7
  %add48 = fadd contract float %acc.sroa.0.0, %mul43
  %8 = sext i32 %add39 to i64
  %gep = getelementptr float, ptr %invariant.gep, i64 %8
  %9 = load float, ptr %gep, align 4, !tbaa !6
  %mul43.1 = fmul contract float %6, %9
  %add48.1 = fadd contract float %acc.sroa.6.0, %mul43.1
  %10 = sext i32 %add39 to i64
  %gep156 = getelementptr float, ptr %invariant.gep155, i64 %10
  %11 = load float, ptr %gep156, align 4, !tbaa !6
  %mul43.2 = fmul contract float %6, %11
  %add48.2 = fadd contract float %acc.sroa.10.0, %mul43.2
  %12 = sext i32 %add39 to i64
  %gep158 = getelementptr float, ptr %invariant.gep157, i64 %12
  %13 = load float, ptr %gep158, align 4, !tbaa !6
  %mul43.3 = fmul contract float %6, %13
  %add48.3 = fadd contract float %acc.sroa.14.0, %mul43.3
  %add35.1 = add nuw nsw i32 %mul34.1, %k.0113
  %idxprom36.1 = zext nneg i32 %add35.1 to i64
  %arrayidx37.1 = getelementptr inbounds float, ptr %A, i64 %idxprom36.1
  %14 = load float, ptr %arrayidx37.1, align 4, !tbaa !6
  %15 = load float, ptr %arrayidx42, align 4, !tbaa !6
  %mul43.1119 = fmul contract float %14, %15
  %add48.1121 = fadd contract float %acc.sroa.18.0, %mul43.1119
  %16 = sext i32 %add39 to i64
  %gep160 = getelementptr float, ptr %invariant.gep159, i64 %16
  %17 = load float, ptr %gep160, align 4, !tbaa !6
  %mul43.1.1 = fmul contract float %14, %17
  %add48.1.1 = fadd contract float %acc.sroa.22.0, %mul43.1.1
  %18 = sext i32 %add39 to i64
  %gep162 = getelementptr float, ptr %invariant.gep161, i64 %18
  %19 = load float, ptr %gep162, align 4, !tbaa !6
  %mul43.2.1 = fmul contract float %14, %19
  %add48.2.1 = fadd contract float %acc.sroa.26.0, %mul43.2.1
  %20 = sext i32 %add39 to i64
  %gep164 = getelementptr float, ptr %invariant.gep163, i64 %20
  %21 = load float, ptr %gep164, align 4, !tbaa !6
  %mul43.3.1 = fmul contract float %14, %21
  %add48.3.1 = fadd contract float %acc.sroa.30.0, %mul43.3.1
  %add35.2 = add nuw nsw i32 %mul34.2, %k.0113
  %idxprom36.2 = zext nneg i32 %add35.2 to i64
  %arrayidx37.2 = getelementptr inbounds float, ptr %A, i64 %idxprom36.2
  %22 = load float, ptr %arrayidx37.2, align 4, !tbaa !6
  %23 = load float, ptr %arrayidx42, align 4, !tbaa !6
  %mul43.2122 = fmul contract float %22, %23
  %add48.2124 = fadd contract float %acc.sroa.34.0, %mul43.2122
  %24 = sext i32 %add39 to i64
  %gep166 = getelementptr float, ptr %invariant.gep165, i64 %24
  %25 = load float, ptr %gep166, align 4, !tbaa !6
  %mul43.1.2 = fmul contract float %22, %25
  %add48.1.2 = fadd contract float %acc.sroa.38.0, %mul43.1.2
  %26 = sext i32 %add39 to i64
  %gep168 = getelementptr float, ptr %invariant.gep167, i64 %26
  %27 = load float, ptr %gep168, align 4, !tbaa !6
  %mul43.2.2 = fmul contract float %22, %27
  %add48.2.2 = fadd contract float %acc.sroa.42.0, %mul43.2.2
  %28 = sext i32 %add39 to i64
  %gep170 = getelementptr float, ptr %invariant.gep169, i64 %28
  %29 = load float, ptr %gep170, align 4, !tbaa !6
  %mul43.3.2 = fmul contract float %22, %29
  %add48.3.2 = fadd contract float %acc.sroa.46.0, %mul43.3.2
  %add35.3 = add nuw nsw i32 %mul34.3, %k.0113
  %idxprom36.3 = zext nneg i32 %add35.3 to i64
  %arrayidx37.3 = getelementptr inbounds float, ptr %A, i64 %idxprom36.3
  %30 = load float, ptr %arrayidx37.3, align 4, !tbaa !6
  %31 = load float, ptr %arrayidx42, align 4, !tbaa !6
  %mul43.3125 = fmul contract float %30, %31
  %add48.3127 = fadd contract float %acc.sroa.50.0, %mul43.3125
  %32 = sext i32 %add39 to i64
  %gep172 = getelementptr float, ptr %invariant.gep171, i64 %32
  %33 = load float, ptr %gep172, align 4, !tbaa !6
  %mul43.1.3 = fmul contract float %30, %33
  %add48.1.3 = fadd contract float %acc.sroa.54.0, %mul43.1.3
  %34 = sext i32 %add39 to i64
  %gep174 = getelementptr float, ptr %invariant.gep173, i64 %34
  %35 = load float, ptr %gep174, align 4, !tbaa !6
  %mul43.2.3 = fmul contract float %30, %35
  %add48.2.3 = fadd contract float %acc.sroa.58.0, %mul43.2.3
  %36 = sext i32 %add39 to i64
  %gep176 = getelementptr float, ptr %invariant.gep175, i64 %36
  %37 = load float, ptr %gep176, align 4, !tbaa !6
  %mul43.3.3 = fmul contract float %30, %37
  %add48.3.3 = fadd contract float %acc.sroa.62.0, %mul43.3.3
  %inc56 = add nuw nsw i32 %k.0113, 1
  %exitcond.not = icmp eq i32 %inc56, %n
  br i1 %exitcond.not, label %for.body67, label %for.cond24.preheader, !llvm.loop !13

for.body67:                                       ; preds = %for.cond24.preheader, %entry
  %acc.sroa.62.1 = phi float [ 0.000000e+00, %entry ], [ %add48.3.3, %for.cond24.preheader ]
  %acc.sroa.58.1 = phi float [ 0.000000e+00, %entry ], [ %add48.2.3, %for.cond24.preheader ]
  %acc.sroa.54.1 = phi float [ 0.000000e+00, %entry ], [ %add48.1.3, %for.cond24.preheader ]
  %acc.sroa.50.1 = phi float [ 0.000000e+00, %entry ], [ %add48.3127, %for.cond24.preheader ]
  %acc.sroa.46.1 = phi float [ 0.000000e+00, %entry ], [ %add48.3.2, %for.cond24.preheader ]
  %acc.sroa.42.1 = phi float [ 0.000000e+00, %entry ], [ %add48.2.2, %for.cond24.preheader ]
  %acc.sroa.38.1 = phi float [ 0.000000e+00, %entry ], [ %add48.1.2, %for.cond24.preheader ]
  %acc.sroa.34.1 = phi float [ 0.000000e+00, %entry ], [ %add48.2124, %for.cond24.preheader ]
  %acc.sroa.30.1 = phi float [ 0.000000e+00, %entry ], [ %add48.3.1, %for.cond24.preheader ]
  %acc.sroa.26.1 = phi float [ 0.000000e+00, %entry ], [ %add48.2.1, %for.cond24.preheader ]
  %acc.sroa.22.1 = phi float [ 0.000000e+00, %entry ], [ %add48.1.1, %for.cond24.preheader ]
  %acc.sroa.18.1 = phi float [ 0.000000e+00, %entry ], [ %add48.1121, %for.cond24.preheader ]
  %acc.sroa.14.1 = phi float [ 0.000000e+00, %entry ], [ %add48.3, %for.cond24.preheader ]
  %acc.sroa.10.1 = phi float [ 0.000000e+00, %entry ], [ %add48.2, %for.cond24.preheader ]
  %acc.sroa.6.1 = phi float [ 0.000000e+00, %entry ], [ %add48.1, %for.cond24.preheader ]
  %acc.sroa.0.1 = phi float [ 0.000000e+00, %entry ], [ %add48, %for.cond24.preheader ]
  %mul73 = mul nsw i32 %mul3, %n
  %add74 = add nsw i32 %mul73, %mul9
  %idxprom76 = sext i32 %add74 to i64
  %arrayidx77 = getelementptr inbounds float, ptr %C, i64 %idxprom76
  store float %acc.sroa.0.1, ptr %arrayidx77, align 4, !tbaa !6
  %add75.1 = or disjoint i32 %add74, 1
  %idxprom76.1 = sext i32 %add75.1 to i64
  %arrayidx77.1 = getelementptr inbounds float, ptr %C, i64 %idxprom76.1
  store float %acc.sroa.6.1, ptr %arrayidx77.1, align 4, !tbaa !6
  %add75.2 = or disjoint i32 %add74, 2
  %idxprom76.2 = sext i32 %add75.2 to i64
  %arrayidx77.2 = getelementptr inbounds float, ptr %C, i64 %idxprom76.2
  store float %acc.sroa.10.1, ptr %arrayidx77.2, align 4, !tbaa !6
  %add75.3 = or disjoint i32 %add74, 3
  %idxprom76.3 = sext i32 %add75.3 to i64
  %arrayidx77.3 = getelementptr inbounds float, ptr %C, i64 %idxprom76.3
  store float %acc.sroa.14.1, ptr %arrayidx77.3, align 4, !tbaa !6
  %add72.1 = or disjoint i32 %mul3, 1
  %mul73.1 = mul nsw i32 %add72.1, %n
  %add74.1 = add nsw i32 %mul73.1, %mul9
  %idxprom76.1131 = sext i32 %add74.1 to i64
  %arrayidx77.1132 = getelementptr inbounds float, ptr %C, i64 %idxprom76.1131
  store float %acc.sroa.18.1, ptr %arrayidx77.1132, align 4, !tbaa !6
  %38 = sext i32 %add74.1 to i64
  %39 = getelementptr float, ptr %C, i64 %38
  %arrayidx77.1.1 = getelementptr i8, ptr %39, i64 4
  store float %acc.sroa.22.1, ptr %arrayidx77.1.1, align 4, !tbaa !6
  %40 = sext i32 %add74.1 to i64
  %41 = getelementptr float, ptr %C, i64 %40
  %arrayidx77.2.1 = getelementptr i8, ptr %41, i64 8
  store float %acc.sroa.26.1, ptr %arrayidx77.2.1, align 4, !tbaa !6
  %42 = sext i32 %add74.1 to i64
  %43 = getelementptr float, ptr %C, i64 %42
  %arrayidx77.3.1 = getelementptr i8, ptr %43, i64 12
  store float %acc.sroa.30.1, ptr %arrayidx77.3.1, align 4, !tbaa !6
  %add72.2 = or disjoint i32 %mul3, 2
  %mul73.2 = mul nsw i32 %add72.2, %n
  %add74.2 = add nsw i32 %mul73.2, %mul9
  %idxprom76.2134 = sext i32 %add74.2 to i64
  %arrayidx77.2135 = getelementptr inbounds float, ptr %C, i64 %idxprom76.2134
  store float %acc.sroa.34.1, ptr %arrayidx77.2135, align 4, !tbaa !6
  %add75.1.2 = or disjoint i32 %add74.2, 1
  %idxprom76.1.2 = sext i32 %add75.1.2 to i64
  %arrayidx77.1.2 = getelementptr inbounds float, ptr %C, i64 %idxprom76.1.2
  store float %acc.sroa.38.1, ptr %arrayidx77.1.2, align 4, !tbaa !6
  %44 = sext i32 %add74.2 to i64
  %45 = getelementptr float, ptr %C, i64 %44
  %arrayidx77.2.2 = getelementptr i8, ptr %45, i64 8
  store float %acc.sroa.42.1, ptr %arrayidx77.2.2, align 4, !tbaa !6
  %46 = sext i32 %add74.2 to i64
  %47 = getelementptr float, ptr %C, i64 %46
  %arrayidx77.3.2 = getelementptr i8, ptr %47, i64 12
  store float %acc.sroa.46.1, ptr %arrayidx77.3.2, align 4, !tbaa !6
  %add72.3 = or disjoint i32 %mul3, 3
  %mul73.3 = mul nsw i32 %add72.3, %n
  %add74.3 = add nsw i32 %mul73.3, %mul9
  %idxprom76.3137 = sext i32 %add74.3 to i64
  %arrayidx77.3138 = getelementptr inbounds float, ptr %C, i64 %idxprom76.3137
  store float %acc.sroa.50.1, ptr %arrayidx77.3138, align 4, !tbaa !6
  %48 = sext i32 %add74.3 to i64
  %49 = getelementptr float, ptr %C, i64 %48
  %arrayidx77.1.3 = getelementptr i8, ptr %49, i64 4
  store float %acc.sroa.54.1, ptr %arrayidx77.1.3, align 4, !tbaa !6
  %50 = sext i32 %add74.3 to i64
  %51 = getelementptr float, ptr %C, i64 %50
  %arrayidx77.2.3 = getelementptr i8, ptr %51, i64 8
  store float %acc.sroa.58.1, ptr %arrayidx77.2.3, align 4, !tbaa !6
  %52 = sext i32 %add74.3 to i64
  %53 = getelementptr float, ptr %C, i64 %52
  %arrayidx77.3.3 = getelementptr i8, ptr %53, i64 12
  store float %acc.sroa.62.1, ptr %arrayidx77.3.3, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @matmul_tiled, !"kernel", i32 1}
!1 = !{ptr @matmul_reg4, !"kernel", i32 1}
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
