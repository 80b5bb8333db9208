source_filename = "prefetch_offload.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }

@0 = internal unnamed_addr constant [32 x i8] c";prefetch_offload.c;gemm;14;1;;\00", align 1
@1 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, ptr @0 }, align 8
@2 = internal unnamed_addr constant [33 x i8] c";prefetch_offload.c;gemm;14;37;;\00", align 1
@3 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, ptr @2 }, align 8
@4 = internal unnamed_addr constant [31 x i8] c";prefetch_offload.c;mm2;24;1;;\00", align 1
@5 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 30, ptr @4 }, align 8
@6 = internal unnamed_addr constant [32 x i8] c";prefetch_offload.c;mm2;24;37;;\00", align 1
@7 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, ptr @6 }, align 8
@8 = internal unnamed_addr constant [31 x i8] c";prefetch_offload.c;mm2;31;1;;\00", align 1
@9 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 30, ptr @8 }, align 8
@10 = internal unnamed_addr constant [32 x i8] c";prefetch_offload.c;mm2;31;37;;\00", align 1
@11 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, ptr @10 }, align 8
@12 = internal unnamed_addr constant [32 x i8] c";prefetch_offload.c;syrk;41;1;;\00", align 1
@13 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, ptr @12 }, align 8
@14 = internal unnamed_addr constant [33 x i8] c";prefetch_offload.c;syrk;41;37;;\00", align 1
@15 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, ptr @14 }, align 8
@16 = internal unnamed_addr constant [33 x i8] c";prefetch_offload.c;covar;51;1;;\00", align 1
@17 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, ptr @16 }, align 8
@18 = internal unnamed_addr constant [34 x i8] c";prefetch_offload.c;covar;51;37;;\00", align 1
@19 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, ptr @18 }, align 8
@20 = internal unnamed_addr constant [34 x i8] c";prefetch_offload.c;matvec;61;1;;\00", align 1
@21 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, ptr @20 }, align 8
@22 = internal unnamed_addr constant [35 x i8] c";prefetch_offload.c;matvec;61;25;;\00", align 1
@23 = internal unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, ptr @22 }, align 8
@__gpuopt_slot.A = internal global ptr null
@__gpuopt_slot.B = internal global ptr null
@__gpuopt_slot.C = internal global ptr null
@__gpuopt_slot.T = internal global ptr null
@__gpuopt_slot.D = internal global ptr null
@__gpuopt_slot.x = internal global ptr null
@__gpuopt_slot.y = internal global ptr null

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nounwind
define void @__gpuopt_omp_k0(ptr %0, i64 %1, ptr %2, i64 %3, ptr %4, i64 %5, i32 %6, float %7, float %8) #2 {
entry:
  %9 = addrspacecast ptr %4 to ptr addrspace(1)
  %10 = addrspacecast ptr %2 to ptr addrspace(1)
  %11 = addrspacecast ptr %0 to ptr addrspace(1)
  %12 = getelementptr i8, ptr addrspace(1) %11, i64 %1
  %13 = getelementptr i8, ptr %0, i64 %1
  store ptr %13, ptr @__gpuopt_slot.A, align 8
  %14 = getelementptr i8, ptr addrspace(1) %10, i64 %3
  %15 = getelementptr i8, ptr %2, i64 %3
  store ptr %15, ptr @__gpuopt_slot.B, align 8
  %16 = getelementptr i8, ptr addrspace(1) %9, i64 %5
  %17 = getelementptr i8, ptr %4, i64 %5
  store ptr %17, ptr @__gpuopt_slot.C, align 8
  %cmp.i.i = icmp sgt i32 %6, 0
  br i1 %cmp.i.i, label %omp.precond.then.i.i, label %gemm.omp_outlined.exit

omp.precond.then.i.i:                             ; preds = %entry
  %ctaid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul nuw nsw i32 %ctaid.x.i.i, %ntid.x.i.i
  %conv.i.i = zext nneg i32 %6 to i64
  %mul.i.i = mul nuw nsw i64 %conv.i.i, %conv.i.i
  %sub7.i.i = add nsw i64 %mul.i.i, -1
  %tid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add nuw nsw i32 %18, %tid.x.i.i
  %20 = zext nneg i32 %19 to i64
  %ctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ntid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %tid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %21 = mul nuw nsw i32 %ctaid.y.i.i, %ntid.y.i.i
  %22 = add nuw nsw i32 %21, %tid.y.i.i
  %23 = zext nneg i32 %22 to i64
  %nctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %24 = mul nuw nsw i32 %nctaid.y.i.i, %ntid.y.i.i
  %25 = zext nneg i32 %24 to i64
  %26 = mul nuw nsw i64 %23, %conv.i.i
  %iv0.i.i = add nuw nsw i64 %26, %20
  %step.i.i = mul nuw nsw i64 %25, %conv.i.i
  %.not = icmp ult i32 %19, %6
  %27 = select i1 %.not, i64 %sub7.i.i, i64 -9223372036854775808
  %cmp15.not.i.i = icmp slt i64 %27, %mul.i.i
  %.sub7.i.i = select i1 %cmp15.not.i.i, i64 %27, i64 %sub7.i.i
  %cmp17.not.i.i11 = icmp sgt i64 %iv0.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i11, label %gemm.omp_outlined.exit, label %for.cond.i.i.preheader

for.cond.i.i.preheader:                           ; preds = %omp.precond.then.i.i, %for.end.i.i
  %.omp.iv.0.i.i13 = phi i64 [ %add59.i.i, %for.end.i.i ], [ %iv0.i.i, %omp.precond.then.i.i ]
  %grid.idx.i.i12 = phi i64 [ %33, %for.end.i.i ], [ %23, %omp.precond.then.i.i ]
  br label %for.inc.i.i

for.inc.i.i:                                      ; preds = %for.cond.i.i.preheader, %for.inc.i.i
  %k.0.i.i10 = phi i32 [ 0, %for.cond.i.i.preheader ], [ %inc.i.i, %for.inc.i.i ]
  %s.0.i.i9 = phi float [ 0.000000e+00, %for.cond.i.i.preheader ], [ %30, %for.inc.i.i ]
  %sext22.i.i = shl i64 %grid.idx.i.i12, 32
  %idxprom.i.i = ashr exact i64 %sext22.i.i, 32
  %idxprom42.i.i = zext nneg i32 %k.0.i.i10 to i64
  %arrayidx43.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %12, i64 0, i64 %idxprom.i.i, i64 %idxprom42.i.i
  %28 = load float, ptr addrspace(1) %arrayidx43.i.i.global, align 4, !tbaa !14, !noalias !18
  %arrayidx47.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %14, i64 0, i64 %idxprom42.i.i, i64 %20
  %29 = load float, ptr addrspace(1) %arrayidx47.i.i.global, align 4, !tbaa !14, !noalias !18
  %30 = call float @llvm.fmuladd.f32(float %28, float %29, float %s.0.i.i9)
  %inc.i.i = add nuw nsw i32 %k.0.i.i10, 1
  %cmp40.i.i = icmp slt i32 %inc.i.i, %6
  br i1 %cmp40.i.i, label %for.inc.i.i, label %for.end.i.i, !llvm.loop !23

for.end.i.i:                                      ; preds = %for.inc.i.i
  %arrayidx53.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %16, i64 0, i64 %idxprom.i.i, i64 %20
  %31 = load float, ptr addrspace(1) %arrayidx53.i.i.global, align 4, !tbaa !14, !noalias !18
  %mul54.i.i = fmul float %31, %8
  %32 = call float @llvm.fmuladd.f32(float %7, float %30, float %mul54.i.i)
  store float %32, ptr addrspace(1) %arrayidx53.i.i.global, align 4, !tbaa !14, !noalias !18
  %33 = add nuw nsw i64 %grid.idx.i.i12, %25
  %add59.i.i = add nuw nsw i64 %.omp.iv.0.i.i13, %step.i.i
  %cmp17.not.i.i = icmp sgt i64 %add59.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i, label %gemm.omp_outlined.exit, label %for.cond.i.i.preheader

gemm.omp_outlined.exit:                           ; preds = %omp.precond.then.i.i, %for.end.i.i, %entry
  ret void
}

; Function Attrs: nounwind
define void @__gpuopt_omp_k1(ptr %0, i64 %1, ptr %2, i64 %3, ptr %4, i64 %5, i32 %6) #2 {
entry:
  %7 = addrspacecast ptr %4 to ptr addrspace(1)
  %8 = addrspacecast ptr %2 to ptr addrspace(1)
  %9 = addrspacecast ptr %0 to ptr addrspace(1)
  %10 = getelementptr i8, ptr addrspace(1) %9, i64 %1
  %11 = getelementptr i8, ptr %0, i64 %1
  store ptr %11, ptr @__gpuopt_slot.A, align 8
  %12 = getelementptr i8, ptr addrspace(1) %8, i64 %3
  %13 = getelementptr i8, ptr %2, i64 %3
  store ptr %13, ptr @__gpuopt_slot.B, align 8
  %14 = getelementptr i8, ptr addrspace(1) %7, i64 %5
  %15 = getelementptr i8, ptr %4, i64 %5
  store ptr %15, ptr @__gpuopt_slot.T, align 8
  %cmp.i.i = icmp sgt i32 %6, 0
  br i1 %cmp.i.i, label %omp.precond.then.i.i, label %mm2.omp_outlined.exit

omp.precond.then.i.i:                             ; preds = %entry
  %ctaid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul nuw nsw i32 %ctaid.x.i.i, %ntid.x.i.i
  %conv.i.i = zext nneg i32 %6 to i64
  %mul.i.i = mul nuw nsw i64 %conv.i.i, %conv.i.i
  %sub7.i.i = add nsw i64 %mul.i.i, -1
  %tid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add nuw nsw i32 %16, %tid.x.i.i
  %18 = zext nneg i32 %17 to i64
  %ctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ntid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %tid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = mul nuw nsw i32 %ctaid.y.i.i, %ntid.y.i.i
  %20 = add nuw nsw i32 %19, %tid.y.i.i
  %21 = zext nneg i32 %20 to i64
  %nctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %22 = mul nuw nsw i32 %nctaid.y.i.i, %ntid.y.i.i
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %21, %conv.i.i
  %iv0.i.i = add nuw nsw i64 %24, %18
  %step.i.i = mul nuw nsw i64 %23, %conv.i.i
  %.not = icmp ult i32 %17, %6
  %25 = select i1 %.not, i64 %sub7.i.i, i64 -9223372036854775808
  %cmp15.not.i.i = icmp slt i64 %25, %mul.i.i
  %.sub7.i.i = select i1 %cmp15.not.i.i, i64 %25, i64 %sub7.i.i
  %cmp17.not.i.i10 = icmp sgt i64 %iv0.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i10, label %mm2.omp_outlined.exit, label %for.cond.i.i.preheader

for.cond.i.i.preheader:                           ; preds = %omp.precond.then.i.i, %for.end.i.i
  %.omp.iv.0.i.i12 = phi i64 [ %add53.i.i, %for.end.i.i ], [ %iv0.i.i, %omp.precond.then.i.i ]
  %grid.idx.i.i11 = phi i64 [ %29, %for.end.i.i ], [ %21, %omp.precond.then.i.i ]
  br label %for.inc.i.i

for.inc.i.i:                                      ; preds = %for.cond.i.i.preheader, %for.inc.i.i
  %k.0.i.i9 = phi i32 [ 0, %for.cond.i.i.preheader ], [ %inc.i.i, %for.inc.i.i ]
  %s.0.i.i8 = phi float [ 0.000000e+00, %for.cond.i.i.preheader ], [ %28, %for.inc.i.i ]
  %sext20.i.i = shl i64 %grid.idx.i.i11, 32
  %idxprom.i.i = ashr exact i64 %sext20.i.i, 32
  %idxprom42.i.i = zext nneg i32 %k.0.i.i9 to i64
  %arrayidx43.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %10, i64 0, i64 %idxprom.i.i, i64 %idxprom42.i.i
  %26 = load float, ptr addrspace(1) %arrayidx43.i.i.global, align 4, !tbaa !14, !noalias !26
  %arrayidx47.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %12, i64 0, i64 %idxprom42.i.i, i64 %18
  %27 = load float, ptr addrspace(1) %arrayidx47.i.i.global, align 4, !tbaa !14, !noalias !26
  %28 = call float @llvm.fmuladd.f32(float %26, float %27, float %s.0.i.i8)
  %inc.i.i = add nuw nsw i32 %k.0.i.i9, 1
  %cmp40.i.i = icmp slt i32 %inc.i.i, %6
  br i1 %cmp40.i.i, label %for.inc.i.i, label %for.end.i.i, !llvm.loop !31

for.end.i.i:                                      ; preds = %for.inc.i.i
  %arrayidx52.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %14, i64 0, i64 %idxprom.i.i, i64 %18
  store float %28, ptr addrspace(1) %arrayidx52.i.i.global, align 4, !tbaa !14, !noalias !26
  %29 = add nuw nsw i64 %grid.idx.i.i11, %23
  %add53.i.i = add nuw nsw i64 %.omp.iv.0.i.i12, %step.i.i
  %cmp17.not.i.i = icmp sgt i64 %add53.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i, label %mm2.omp_outlined.exit, label %for.cond.i.i.preheader

mm2.omp_outlined.exit:                            ; preds = %omp.precond.then.i.i, %for.end.i.i, %entry
  ret void
}

; Function Attrs: nounwind
define void @__gpuopt_omp_k2(ptr %0, i64 %1, ptr %2, i64 %3, ptr %4, i64 %5, i32 %6) #2 {
entry:
  %7 = addrspacecast ptr %4 to ptr addrspace(1)
  %8 = addrspacecast ptr %2 to ptr addrspace(1)
  %9 = addrspacecast ptr %0 to ptr addrspace(1)
  %10 = getelementptr i8, ptr addrspace(1) %9, i64 %1
  %11 = getelementptr i8, ptr %0, i64 %1
  store ptr %11, ptr @__gpuopt_slot.T, align 8
  %12 = getelementptr i8, ptr addrspace(1) %8, i64 %3
  %13 = getelementptr i8, ptr %2, i64 %3
  store ptr %13, ptr @__gpuopt_slot.C, align 8
  %14 = getelementptr i8, ptr addrspace(1) %7, i64 %5
  %15 = getelementptr i8, ptr %4, i64 %5
  store ptr %15, ptr @__gpuopt_slot.D, align 8
  %cmp.i.i = icmp sgt i32 %6, 0
  br i1 %cmp.i.i, label %omp.precond.then.i.i, label %mm2.omp_outlined.2.exit

omp.precond.then.i.i:                             ; preds = %entry
  %ctaid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul nuw nsw i32 %ctaid.x.i.i, %ntid.x.i.i
  %conv.i.i = zext nneg i32 %6 to i64
  %mul.i.i = mul nuw nsw i64 %conv.i.i, %conv.i.i
  %sub7.i.i = add nsw i64 %mul.i.i, -1
  %tid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add nuw nsw i32 %16, %tid.x.i.i
  %18 = zext nneg i32 %17 to i64
  %ctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ntid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %tid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = mul nuw nsw i32 %ctaid.y.i.i, %ntid.y.i.i
  %20 = add nuw nsw i32 %19, %tid.y.i.i
  %21 = zext nneg i32 %20 to i64
  %nctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %22 = mul nuw nsw i32 %nctaid.y.i.i, %ntid.y.i.i
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %21, %conv.i.i
  %iv0.i.i = add nuw nsw i64 %24, %18
  %step.i.i = mul nuw nsw i64 %23, %conv.i.i
  %.not = icmp ult i32 %17, %6
  %25 = select i1 %.not, i64 %sub7.i.i, i64 -9223372036854775808
  %cmp15.not.i.i = icmp slt i64 %25, %mul.i.i
  %.sub7.i.i = select i1 %cmp15.not.i.i, i64 %25, i64 %sub7.i.i
  %cmp17.not.i.i10 = icmp sgt i64 %iv0.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i10, label %mm2.omp_outlined.2.exit, label %for.cond.i.i.preheader

for.cond.i.i.preheader:                           ; preds = %omp.precond.then.i.i, %for.end.i.i
  %.omp.iv.0.i.i12 = phi i64 [ %add53.i.i, %for.end.i.i ], [ %iv0.i.i, %omp.precond.then.i.i ]
  %grid.idx.i.i11 = phi i64 [ %29, %for.end.i.i ], [ %21, %omp.precond.then.i.i ]
  br label %for.inc.i.i

for.inc.i.i:                                      ; preds = %for.cond.i.i.preheader, %for.inc.i.i
  %k.0.i.i9 = phi i32 [ 0, %for.cond.i.i.preheader ], [ %inc.i.i, %for.inc.i.i ]
  %s.0.i.i8 = phi float [ 0.000000e+00, %for.cond.i.i.preheader ], [ %28, %for.inc.i.i ]
  %sext20.i.i = shl i64 %grid.idx.i.i11, 32
  %idxprom.i.i = ashr exact i64 %sext20.i.i, 32
  %idxprom42.i.i = zext nneg i32 %k.0.i.i9 to i64
  %arrayidx43.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %10, i64 0, i64 %idxprom.i.i, i64 %idxprom42.i.i
  %26 = load float, ptr addrspace(1) %arrayidx43.i.i.global, align 4, !tbaa !14, !noalias !32
  %arrayidx47.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %12, i64 0, i64 %idxprom42.i.i, i64 %18
  %27 = load float, ptr addrspace(1) %arrayidx47.i.i.global, align 4, !tbaa !14, !noalias !32
  %28 = call float @llvm.fmuladd.f32(float %26, float %27, float %s.0.i.i8)
  %inc.i.i = add nuw nsw i32 %k.0.i.i9, 1
  %cmp40.i.i = icmp slt i32 %inc.i.i, %6
  br i1 %cmp40.i.i, label %for.inc.i.i, label %for.end.i.i, !llvm.loop !37

for.end.i.i:                                      ; preds = %for.inc.i.i
  %arrayidx52.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %14, i64 0, i64 %idxprom.i.i, i64 %18
  store float %28, ptr addrspace(1) %arrayidx52.i.i.global, align 4, !tbaa !14, !noalias !32
  %29 = add nuw nsw i64 %grid.idx.i.i11, %23
  %add53.i.i = add nuw nsw i64 %.omp.iv.0.i.i12, %step.i.i
  %cmp17.not.i.i = icmp sgt i64 %add53.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i, label %mm2.omp_outlined.2.exit, label %for.cond.i.i.preheader

mm2.omp_outlined.2.exit:                          ; preds = %omp.precond.then.i.i, %for.end.i.i, %entry
  ret void
}

; Function Attrs: nounwind
define void @__gpuopt_omp_k3(ptr %0, i64 %1, ptr %2, i64 %3, i32 %4, i32 %5) #2 {
entry:
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = addrspacecast ptr %0 to ptr addrspace(1)
  %8 = getelementptr i8, ptr addrspace(1) %7, i64 %1
  %9 = getelementptr i8, ptr %0, i64 %1
  store ptr %9, ptr @__gpuopt_slot.C, align 8
  %10 = getelementptr i8, ptr addrspace(1) %6, i64 %3
  %11 = getelementptr i8, ptr %2, i64 %3
  store ptr %11, ptr @__gpuopt_slot.A, align 8
  %cmp.i.i = icmp sgt i32 %4, 0
  br i1 %cmp.i.i, label %omp.precond.then.i.i, label %syrk.omp_outlined.exit

omp.precond.then.i.i:                             ; preds = %entry
  %ctaid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nuw nsw i32 %ctaid.x.i.i, %ntid.x.i.i
  %conv.i.i = zext nneg i32 %4 to i64
  %mul.i.i = mul nuw nsw i64 %conv.i.i, %conv.i.i
  %sub7.i.i = add nsw i64 %mul.i.i, -1
  %tid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nuw nsw i32 %12, %tid.x.i.i
  %14 = zext nneg i32 %13 to i64
  %ctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ntid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %tid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = mul nuw nsw i32 %ctaid.y.i.i, %ntid.y.i.i
  %16 = add nuw nsw i32 %15, %tid.y.i.i
  %17 = zext nneg i32 %16 to i64
  %nctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %18 = mul nuw nsw i32 %nctaid.y.i.i, %ntid.y.i.i
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %17, %conv.i.i
  %iv0.i.i = add nuw nsw i64 %20, %14
  %step.i.i = mul nuw nsw i64 %19, %conv.i.i
  %.not = icmp ult i32 %13, %4
  %21 = select i1 %.not, i64 %sub7.i.i, i64 -9223372036854775808
  %cmp15.not.i.i = icmp slt i64 %21, %mul.i.i
  %.sub7.i.i = select i1 %cmp15.not.i.i, i64 %21, i64 %sub7.i.i
  %cmp17.not.i.i10 = icmp sgt i64 %iv0.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i10, label %syrk.omp_outlined.exit, label %omp.inner.for.body.i.i

omp.inner.for.body.i.i:                           ; preds = %omp.precond.then.i.i, %for.end.i.i
  %.omp.iv.0.i.i12 = phi i64 [ %add57.i.i, %for.end.i.i ], [ %iv0.i.i, %omp.precond.then.i.i ]
  %grid.idx.i.i11 = phi i64 [ %26, %for.end.i.i ], [ %17, %omp.precond.then.i.i ]
  %sext.i.i = shl i64 %grid.idx.i.i11, 32
  %idxprom.i.i = ashr exact i64 %sext.i.i, 32
  %arrayidx41.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %8, i64 0, i64 %idxprom.i.i, i64 %14
  %22 = load float, ptr addrspace(1) %arrayidx41.i.i.global, align 4, !tbaa !14, !noalias !38
  %cmp42.i.i7 = icmp sgt i32 %5, 0
  br i1 %cmp42.i.i7, label %for.inc.i.i, label %for.end.i.i

for.inc.i.i:                                      ; preds = %omp.inner.for.body.i.i, %for.inc.i.i
  %k.0.i.i9 = phi i32 [ %inc.i.i, %for.inc.i.i ], [ 0, %omp.inner.for.body.i.i ]
  %s.0.i.i8 = phi float [ %25, %for.inc.i.i ], [ %22, %omp.inner.for.body.i.i ]
  %idxprom46.i.i = zext nneg i32 %k.0.i.i9 to i64
  %arrayidx47.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %10, i64 0, i64 %idxprom.i.i, i64 %idxprom46.i.i
  %23 = load float, ptr addrspace(1) %arrayidx47.i.i.global, align 4, !tbaa !14, !noalias !38
  %arrayidx51.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %10, i64 0, i64 %14, i64 %idxprom46.i.i
  %24 = load float, ptr addrspace(1) %arrayidx51.i.i.global, align 4, !tbaa !14, !noalias !38
  %25 = call float @llvm.fmuladd.f32(float %23, float %24, float %s.0.i.i8)
  %inc.i.i = add nuw nsw i32 %k.0.i.i9, 1
  %cmp42.i.i = icmp slt i32 %inc.i.i, %5
  br i1 %cmp42.i.i, label %for.inc.i.i, label %for.end.i.i, !llvm.loop !43

for.end.i.i:                                      ; preds = %for.inc.i.i, %omp.inner.for.body.i.i
  %s.0.i.i.lcssa = phi float [ %22, %omp.inner.for.body.i.i ], [ %25, %for.inc.i.i ]
  store float %s.0.i.i.lcssa, ptr addrspace(1) %arrayidx41.i.i.global, align 4, !tbaa !14, !noalias !38
  %26 = add nuw nsw i64 %grid.idx.i.i11, %19
  %add57.i.i = add nuw nsw i64 %.omp.iv.0.i.i12, %step.i.i
  %cmp17.not.i.i = icmp sgt i64 %add57.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i, label %syrk.omp_outlined.exit, label %omp.inner.for.body.i.i

syrk.omp_outlined.exit:                           ; preds = %omp.precond.then.i.i, %for.end.i.i, %entry
  ret void
}

; Function Attrs: nounwind
define void @__gpuopt_omp_k4(ptr %0, i64 %1, ptr %2, i64 %3, i32 %4) #2 {
entry:
  %5 = addrspacecast ptr %2 to ptr addrspace(1)
  %6 = addrspacecast ptr %0 to ptr addrspace(1)
  %7 = getelementptr i8, ptr addrspace(1) %6, i64 %1
  %8 = getelementptr i8, ptr %0, i64 %1
  store ptr %8, ptr @__gpuopt_slot.B, align 8
  %9 = getelementptr i8, ptr addrspace(1) %5, i64 %3
  %10 = getelementptr i8, ptr %2, i64 %3
  store ptr %10, ptr @__gpuopt_slot.D, align 8
  %cmp.i.i = icmp sgt i32 %4, 0
  br i1 %cmp.i.i, label %omp.precond.then.i.i, label %covar.omp_outlined.exit

omp.precond.then.i.i:                             ; preds = %entry
  %ctaid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul nuw nsw i32 %ctaid.x.i.i, %ntid.x.i.i
  %conv.i.i = zext nneg i32 %4 to i64
  %mul.i.i = mul nuw nsw i64 %conv.i.i, %conv.i.i
  %sub7.i.i = add nsw i64 %mul.i.i, -1
  %tid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nuw nsw i32 %11, %tid.x.i.i
  %13 = zext nneg i32 %12 to i64
  %ctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ntid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %tid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = mul nuw nsw i32 %ctaid.y.i.i, %ntid.y.i.i
  %15 = add nuw nsw i32 %14, %tid.y.i.i
  %16 = zext nneg i32 %15 to i64
  %nctaid.y.i.i = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %17 = mul nuw nsw i32 %nctaid.y.i.i, %ntid.y.i.i
  %18 = zext nneg i32 %17 to i64
  %19 = mul nuw nsw i64 %16, %conv.i.i
  %iv0.i.i = add nuw nsw i64 %19, %13
  %step.i.i = mul nuw nsw i64 %18, %conv.i.i
  %.not = icmp ult i32 %12, %4
  %20 = select i1 %.not, i64 %sub7.i.i, i64 -9223372036854775808
  %cmp15.not.i.i = icmp slt i64 %20, %mul.i.i
  %.sub7.i.i = select i1 %cmp15.not.i.i, i64 %20, i64 %sub7.i.i
  %cmp17.not.i.i10 = icmp sgt i64 %iv0.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i10, label %covar.omp_outlined.exit, label %for.cond.i.i.preheader

for.cond.i.i.preheader:                           ; preds = %omp.precond.then.i.i, %for.end.i.i
  %.omp.iv.0.i.i12 = phi i64 [ %add56.i.i, %for.end.i.i ], [ %iv0.i.i, %omp.precond.then.i.i ]
  %grid.idx.i.i11 = phi i64 [ %24, %for.end.i.i ], [ %16, %omp.precond.then.i.i ]
  br label %for.inc.i.i

for.inc.i.i:                                      ; preds = %for.cond.i.i.preheader, %for.inc.i.i
  %k.0.i.i9 = phi i32 [ 0, %for.cond.i.i.preheader ], [ %inc.i.i, %for.inc.i.i ]
  %s.0.i.i8 = phi float [ 0.000000e+00, %for.cond.i.i.preheader ], [ %23, %for.inc.i.i ]
  %idxprom.i.i = zext nneg i32 %k.0.i.i9 to i64
  %sext20.i.i = shl i64 %grid.idx.i.i11, 32
  %idxprom42.i.i = ashr exact i64 %sext20.i.i, 32
  %arrayidx43.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %7, i64 0, i64 %idxprom.i.i, i64 %idxprom42.i.i
  %21 = load float, ptr addrspace(1) %arrayidx43.i.i.global, align 4, !tbaa !14, !noalias !44
  %arrayidx47.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %7, i64 0, i64 %idxprom.i.i, i64 %13
  %22 = load float, ptr addrspace(1) %arrayidx47.i.i.global, align 4, !tbaa !14, !noalias !44
  %23 = call float @llvm.fmuladd.f32(float %21, float %22, float %s.0.i.i8)
  %inc.i.i = add nuw nsw i32 %k.0.i.i9, 1
  %cmp40.i.i = icmp slt i32 %inc.i.i, %4
  br i1 %cmp40.i.i, label %for.inc.i.i, label %for.end.i.i, !llvm.loop !49

for.end.i.i:                                      ; preds = %for.inc.i.i
  %sub49.i.i = add nsw i32 %4, -1
  %conv50.i.i = sitofp i32 %sub49.i.i to float
  %div51.i.i = fdiv float %23, %conv50.i.i
  %arrayidx55.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %9, i64 0, i64 %idxprom42.i.i, i64 %13
  store float %div51.i.i, ptr addrspace(1) %arrayidx55.i.i.global, align 4, !tbaa !14, !noalias !44
  %24 = add nuw nsw i64 %grid.idx.i.i11, %18
  %add56.i.i = add nuw nsw i64 %.omp.iv.0.i.i12, %step.i.i
  %cmp17.not.i.i = icmp sgt i64 %add56.i.i, %.sub7.i.i
  br i1 %cmp17.not.i.i, label %covar.omp_outlined.exit, label %for.cond.i.i.preheader

covar.omp_outlined.exit:                          ; preds = %omp.precond.then.i.i, %for.end.i.i, %entry
  ret void
}

; Function Attrs: nounwind
define void @__gpuopt_omp_k5(ptr %0, i64 %1, ptr %2, i64 %3, ptr %4, i64 %5, i32 %6) #2 {
entry:
  %7 = addrspacecast ptr %4 to ptr addrspace(1)
  %8 = addrspacecast ptr %2 to ptr addrspace(1)
  %9 = addrspacecast ptr %0 to ptr addrspace(1)
  %10 = getelementptr i8, ptr addrspace(1) %9, i64 %1
  %11 = getelementptr i8, ptr %0, i64 %1
  store ptr %11, ptr @__gpuopt_slot.A, align 8
  %12 = getelementptr i8, ptr addrspace(1) %8, i64 %3
  %13 = getelementptr i8, ptr %2, i64 %3
  store ptr %13, ptr @__gpuopt_slot.x, align 8
  %14 = getelementptr i8, ptr addrspace(1) %7, i64 %5
  %15 = getelementptr i8, ptr %4, i64 %5
  store ptr %15, ptr @__gpuopt_slot.y, align 8
  %cmp.i.i = icmp sgt i32 %6, 0
  br i1 %cmp.i.i, label %omp.precond.then.i.i, label %matvec.omp_outlined.exit

omp.precond.then.i.i:                             ; preds = %entry
  %ctaid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul nuw nsw i32 %ctaid.x.i.i, %ntid.x.i.i
  %tid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add nuw nsw i32 %16, %tid.x.i.i
  %nctaid.x.i.i = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul nuw nsw i32 %nctaid.x.i.i, %ntid.x.i.i
  %cmp5.not.i.i.not9 = icmp slt i32 %17, %6
  br i1 %cmp5.not.i.i.not9, label %for.cond.i.i.preheader, label %matvec.omp_outlined.exit

for.cond.i.i.preheader:                           ; preds = %omp.precond.then.i.i, %for.end.i.i
  %.omp.iv.0.i.i10 = phi i32 [ %add14.i.i, %for.end.i.i ], [ %17, %omp.precond.then.i.i ]
  br label %for.inc.i.i

for.inc.i.i:                                      ; preds = %for.cond.i.i.preheader, %for.inc.i.i
  %k.0.i.i8 = phi i32 [ 0, %for.cond.i.i.preheader ], [ %inc.i.i, %for.inc.i.i ]
  %s.0.i.i7 = phi float [ 0.000000e+00, %for.cond.i.i.preheader ], [ %21, %for.inc.i.i ]
  %idxprom.i.i = sext i32 %.omp.iv.0.i.i10 to i64
  %idxprom7.i.i = zext nneg i32 %k.0.i.i8 to i64
  %arrayidx8.i.i.global = getelementptr inbounds [37 x [37 x float]], ptr addrspace(1) %10, i64 0, i64 %idxprom.i.i, i64 %idxprom7.i.i
  %19 = load float, ptr addrspace(1) %arrayidx8.i.i.global, align 4, !tbaa !14, !noalias !50
  %arrayidx10.i.i.global = getelementptr inbounds [37 x float], ptr addrspace(1) %12, i64 0, i64 %idxprom7.i.i
  %20 = load float, ptr addrspace(1) %arrayidx10.i.i.global, align 4, !tbaa !14, !noalias !50
  %21 = call float @llvm.fmuladd.f32(float %19, float %20, float %s.0.i.i7)
  %inc.i.i = add nuw nsw i32 %k.0.i.i8, 1
  %cmp6.i.i = icmp slt i32 %inc.i.i, %6
  br i1 %cmp6.i.i, label %for.inc.i.i, label %for.end.i.i, !llvm.loop !55

for.end.i.i:                                      ; preds = %for.inc.i.i
  %arrayidx13.i.i.global = getelementptr inbounds [37 x float], ptr addrspace(1) %14, i64 0, i64 %idxprom.i.i
  store float %21, ptr addrspace(1) %arrayidx13.i.i.global, align 4, !tbaa !14, !noalias !50
  %add14.i.i = add nsw i32 %.omp.iv.0.i.i10, %18
  %cmp5.not.i.i.not = icmp slt i32 %add14.i.i, %6
  br i1 %cmp5.not.i.i.not, label %for.cond.i.i.preheader, label %matvec.omp_outlined.exit

matvec.omp_outlined.exit:                         ; preds = %omp.precond.then.i.i, %for.end.i.i, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13}

!0 = !{i32 7, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"openmp", i32 51}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{ptr @__gpuopt_omp_k0, !"kernel", i32 1}
!9 = !{ptr @__gpuopt_omp_k1, !"kernel", i32 1}
!10 = !{ptr @__gpuopt_omp_k2, !"kernel", i32 1}
!11 = !{ptr @__gpuopt_omp_k3, !"kernel", i32 1}
!12 = !{ptr @__gpuopt_omp_k4, !"kernel", i32 1}
!13 = !{ptr @__gpuopt_omp_k5, !"kernel", i32 1}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
!18 = !{!19, !21}
!19 = distinct !{!19, !20, !"gemm.omp_outlined_debug__: %.global_tid."}
!20 = distinct !{!20, !"gemm.omp_outlined_debug__"}
!21 = distinct !{!21, !22, !"gemm.omp_outlined: %.global_tid."}
!22 = distinct !{!22, !"gemm.omp_outlined"}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = !{!27, !29}
!27 = distinct !{!27, !28, !"mm2.omp_outlined_debug__: %.global_tid."}
!28 = distinct !{!28, !"mm2.omp_outlined_debug__"}
!29 = distinct !{!29, !30, !"mm2.omp_outlined: %.global_tid."}
!30 = distinct !{!30, !"mm2.omp_outlined"}
!31 = distinct !{!31, !24, !25}
!32 = !{!33, !35}
!33 = distinct !{!33, !34, !"mm2.omp_outlined_debug__.1: %.global_tid."}
!34 = distinct !{!34, !"mm2.omp_outlined_debug__.1"}
!35 = distinct !{!35, !36, !"mm2.omp_outlined.2: %.global_tid."}
!36 = distinct !{!36, !"mm2.omp_outlined.2"}
!37 = distinct !{!37, !24, !25}
!38 = !{!39, !41}
!39 = distinct !{!39, !40, !"syrk.omp_outlined_debug__: %.global_tid."}
!40 = distinct !{!40, !"syrk.omp_outlined_debug__"}
!41 = distinct !{!41, !42, !"syrk.omp_outlined: %.global_tid."}
!42 = distinct !{!42, !"syrk.omp_outlined"}
!43 = distinct !{!43, !24, !25}
!44 = !{!45, !47}
!45 = distinct !{!45, !46, !"covar.omp_outlined_debug__: %.global_tid."}
!46 = distinct !{!46, !"covar.omp_outlined_debug__"}
!47 = distinct !{!47, !48, !"covar.omp_outlined: %.global_tid."}
!48 = distinct !{!48, !"covar.omp_outlined"}
!49 = distinct !{!49, !24, !25}
!50 = !{!51, !53}
!51 = distinct !{!51, !52, !"matvec.omp_outlined_debug__: %.global_tid."}
!52 = distinct !{!52, !"matvec.omp_outlined_debug__"}
!53 = distinct !{!53, !54, !"matvec.omp_outlined: %.global_tid."}
!54 = distinct !{!54, !"matvec.omp_outlined"}
!55 = distinct !{!55, !24, !25}
