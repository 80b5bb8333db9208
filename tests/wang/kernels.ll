source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@_ZZ9tiled_accE1t = internal addrspace(3) global [32 x float] undef, align 4
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rowsum(ptr noalias noundef %s, ptr noalias noundef %A, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %s, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !19
  br label %for.cond

for.cond:                                         ; preds = %for.body, %if.then
  %k.0 = phi i32 [ 0, %if.then ], [ %inc, %for.body ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.body, label %if.end

for.body:                                         ; preds = %for.cond
  %mul4 = mul nsw i32 %add, %m
  %add5 = add nsw i32 %mul4, %k.0
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %A, i64 %idxprom6
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !19
  %4 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add10 = fadd contract float %4, %3
  store float %add10, ptr %arrayidx, align 4, !tbaa !19
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !23

if.end:                                           ; preds = %for.cond, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rowsum_alias(ptr noundef %s, ptr noundef %A, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %s, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !19
  br label %for.cond

for.cond:                                         ; preds = %for.body, %if.then
  %k.0 = phi i32 [ 0, %if.then ], [ %inc, %for.body ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.body, label %if.end

for.body:                                         ; preds = %for.cond
  %mul4 = mul nsw i32 %add, %m
  %add5 = add nsw i32 %mul4, %k.0
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %A, i64 %idxprom6
  %3 = load float, ptr %arrayidx7, align 4, !tbaa !19
  %4 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add10 = fadd contract float %4, %3
  store float %add10, ptr %arrayidx, align 4, !tbaa !19
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !26

if.end:                                           ; preds = %for.cond, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rowsum_cond(ptr noalias noundef %s, ptr noalias noundef %A, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond, label %if.end15

for.cond:                                         ; preds = %entry, %for.inc
  %k.0 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.body, label %if.end15

for.body:                                         ; preds = %for.cond
  %mul4 = mul nsw i32 %add, %m
  %add5 = add nsw i32 %mul4, %k.0
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %cmp6 = fcmp contract ogt float %3, 5.000000e-01
  br i1 %cmp6, label %if.then7, label %for.inc

if.then7:                                         ; preds = %for.body
  %idxprom12 = sext i32 %add to i64
  %arrayidx13 = getelementptr inbounds float, ptr %s, i64 %idxprom12
  %4 = load float, ptr %arrayidx13, align 4, !tbaa !19
  %add14 = fadd contract float %4, %3
  store float %add14, ptr %arrayidx13, align 4, !tbaa !19
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then7
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !27

if.end15:                                         ; preds = %for.cond, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemm_acc(ptr noalias noundef %C, ptr noalias noundef %A, ptr noalias noundef %B, i32 noundef %n, float noundef %beta) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul i32 %3, %4
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add i32 %mul5, %5
  %cmp = icmp slt i32 %add7, %n
  %cmp8 = icmp slt i32 %add, %n
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %n
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %C, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !19
  %mul11 = fmul contract float %6, %beta
  store float %mul11, ptr %arrayidx, align 4, !tbaa !19
  br label %for.cond

for.cond:                                         ; preds = %for.body, %if.then
  %k.0 = phi i32 [ 0, %if.then ], [ %inc, %for.body ]
  %cmp12 = icmp slt i32 %k.0, %n
  br i1 %cmp12, label %for.body, label %if.end

for.body:                                         ; preds = %for.cond
  %add14 = add nsw i32 %mul9, %k.0
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %A, i64 %idxprom15
  %7 = load float, ptr %arrayidx16, align 4, !tbaa !19
  %mul17 = mul nsw i32 %k.0, %n
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %B, i64 %idxprom19
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !19
  %mul21 = fmul contract float %7, %8
  %9 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add26 = fadd contract float %9, %mul21
  store float %add26, ptr %arrayidx, align 4, !tbaa !19
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !28

if.end:                                           ; preds = %for.cond, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_add(ptr noalias noundef %B, ptr noalias noundef %A, i32 noundef %n) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul i32 %3, %4
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add i32 %mul5, %5
  %cmp = icmp slt i32 %add7, %n
  %cmp8 = icmp slt i32 %add, %n
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %n
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !19
  %mul11 = mul nsw i32 %add, %n
  %add12 = add nsw i32 %mul11, %add7
  %idxprom13 = sext i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %A, i64 %idxprom13
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !19
  %add15 = fadd contract float %6, %7
  %arrayidx19 = getelementptr inbounds float, ptr %B, i64 %idxprom
  store float %add15, ptr %arrayidx19, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sum4(ptr noalias noundef %out, ptr noalias noundef align 16 %in, i32 noundef %n) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul3 = shl nsw i32 %add, 2
  %idxprom = sext i32 %mul3 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add5 = or disjoint i32 %mul3, 1
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %in, i64 %idxprom6
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !19
  %add8 = fadd contract float %3, %4
  %add10 = or disjoint i32 %mul3, 2
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %in, i64 %idxprom11
  %5 = load float, ptr %arrayidx12, align 4, !tbaa !19
  %add13 = fadd contract float %add8, %5
  %add15 = or disjoint i32 %mul3, 3
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %in, i64 %idxprom16
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !19
  %add18 = fadd contract float %add13, %6
  %idxprom19 = sext i32 %add to i64
  %arrayidx20 = getelementptr inbounds float, ptr %out, i64 %idxprom19
  store float %add18, ptr %arrayidx20, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil3(ptr noalias noundef %b, ptr noalias noundef %a, i32 noundef %n) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %add3 = add i32 %add, 1
  %cmp = icmp slt i32 %add3, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %idxprom4 = sext i32 %add3 to i64
  %arrayidx5 = getelementptr inbounds float, ptr %a, i64 %idxprom4
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !19
  %add6 = fadd contract float %3, %4
  %add7 = add i32 %add, 2
  %idxprom8 = sext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %a, i64 %idxprom8
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !19
  %add10 = fadd contract float %add6, %5
  %mul11 = fmul contract float %add10, 0x3FD5555560000000
  %arrayidx13 = getelementptr inbounds float, ptr %b, i64 %idxprom4
  store float %mul11, ptr %arrayidx13, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tiled_acc(ptr noalias noundef %s, ptr noalias noundef %A, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %s, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  br label %for.cond

for.cond:                                         ; preds = %if.end20, %if.end
  %k.0 = phi i32 [ 0, %if.end ], [ %inc, %if.end20 ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %mul5 = mul nsw i32 %add, %m
  %add6 = add nsw i32 %mul5, %k.0
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds float, ptr %A, i64 %idxprom7
  %3 = load float, ptr %arrayidx8, align 4, !tbaa !19
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %for.body ]
  %idxprom10 = zext i32 %2 to i64
  %arrayidx11 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9tiled_accE1t to ptr), i64 0, i64 %idxprom10
  store float %cond, ptr %arrayidx11, align 4, !tbaa !19
  call void @llvm.nvvm.barrier0()
  br i1 %cmp, label %if.then13, label %if.end20

if.then13:                                        ; preds = %cond.end
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !19
  %idxprom17 = sext i32 %add to i64
  %arrayidx18 = getelementptr inbounds float, ptr %s, i64 %idxprom17
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !19
  %add19 = fadd contract float %5, %4
  store float %add19, ptr %arrayidx18, align 4, !tbaa !19
  br label %if.end20

if.end20:                                         ; preds = %if.then13, %cond.end
  call void @llvm.nvvm.barrier0()
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !29

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matvec(ptr noalias noundef %y, ptr noalias noundef %A, ptr noalias noundef %x, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond, label %if.end

for.cond:                                         ; preds = %entry, %for.inc
  %s.0 = phi float [ %add9, %for.inc ], [ 0.000000e+00, %entry ]
  %k.0 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.inc, label %for.end

for.inc:                                          ; preds = %for.cond
  %mul4 = mul nsw i32 %add, %m
  %add5 = add nsw i32 %mul4, %k.0
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %idxprom6 = zext nneg i32 %k.0 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %x, i64 %idxprom6
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !19
  %mul8 = fmul contract float %3, %4
  %add9 = fadd contract float %s.0, %mul8
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !30

for.end:                                          ; preds = %for.cond
  %idxprom10 = sext i32 %add to i64
  %arrayidx11 = getelementptr inbounds float, ptr %y, i64 %idxprom10
  store float %s.0, ptr %arrayidx11, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rowdot_all(ptr noalias noundef %out, ptr noalias noundef %W, ptr noalias noundef %v, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add = add i32 %mul, %2
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul5 = mul i32 %3, %4
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add7 = add i32 %mul5, %5
  %6 = call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul10 = mul i32 %6, %4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %s.0 = phi float [ 0.000000e+00, %entry ], [ %add18, %for.inc ]
  %k.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %k.0, %m
  br i1 %cmp, label %for.inc, label %for.end

for.inc:                                          ; preds = %for.cond
  %mul11 = mul nsw i32 %add, %m
  %add12 = add nsw i32 %mul11, %k.0
  %idxprom = sext i32 %add12 to i64
  %arrayidx = getelementptr inbounds float, ptr %W, i64 %idxprom
  %7 = load float, ptr %arrayidx, align 4, !tbaa !19
  %mul13 = mul nsw i32 %k.0, %mul10
  %add14 = add nsw i32 %mul13, %add7
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %v, i64 %idxprom15
  %8 = load float, ptr %arrayidx16, align 4, !tbaa !19
  %mul17 = fmul contract float %7, %8
  %add18 = fadd contract float %s.0, %mul17
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !31

for.end:                                          ; preds = %for.cond
  %mul19 = mul nsw i32 %add, %mul10
  %add20 = add nsw i32 %mul19, %add7
  %idxprom21 = sext i32 %add20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %out, i64 %idxprom21
  store float %s.0, ptr %arrayidx22, align 4, !tbaa !19
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @zsum(ptr noalias noundef %out, ptr noalias noundef %A, i32 noundef %lo, i32 noundef %hi, i32 noundef %nrow) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %add = add i32 %mul, %2
  %3 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul4 = mul i32 %add, %3
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add6 = add i32 %mul4, %4
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul8 = mul i32 %add6, %5
  %6 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add10 = add i32 %mul8, %6
  %cmp = icmp ult i32 %add6, %nrow
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %conv = uitofp i32 %6 to float
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.then
  %s.0 = phi float [ %conv, %if.then ], [ %add15, %for.inc ]
  %k.0 = phi i32 [ %lo, %if.then ], [ %inc, %for.inc ]
  %cmp12.not = icmp ugt i32 %k.0, %hi
  br i1 %cmp12.not, label %for.end, label %for.inc

for.inc:                                          ; preds = %for.cond
  %mul13 = shl i32 %add6, 6
  %add14 = add i32 %mul13, %k.0
  %idxprom = zext i32 %add14 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %7 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add15 = fadd contract float %s.0, %7
  %inc = add i32 %k.0, 1
  br label %for.cond, !llvm.loop !32

for.end:                                          ; preds = %for.cond
  %idxprom16 = zext i32 %add10 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %out, i64 %idxprom16
  store float %s.0, ptr %arrayidx17, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vsum_join(ptr noalias noundef %out, ptr noalias noundef %x, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond, label %if.end

for.cond:                                         ; preds = %entry, %for.inc
  %r.0 = phi float [ %add6, %for.inc ], [ 1.000000e+00, %entry ]
  %k.0 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.inc, label %if.end

for.inc:                                          ; preds = %for.cond
  %idxprom = zext nneg i32 %k.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add4 = add nsw i32 %add, %k.0
  %conv = sitofp i32 %add4 to float
  %mul5 = fmul contract float %3, %conv
  %add6 = fadd contract float %r.0, %mul5
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !33

if.end:                                           ; preds = %for.cond, %entry
  %r.1 = phi float [ 1.000000e+00, %entry ], [ %r.0, %for.cond ]
  %idxprom7 = sext i32 %add to i64
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %idxprom7
  store float %r.1, ptr %arrayidx8, align 4, !tbaa !19
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vsum_cond(ptr noalias noundef %out, ptr noalias noundef %x, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond, label %if.end10

for.cond:                                         ; preds = %entry, %for.inc
  %s.0 = phi float [ %s.1, %for.inc ], [ 0.000000e+00, %entry ]
  %k.0 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %rem = urem i32 %k.0, 3
  %rem4 = srem i32 %add, 3
  %cmp5.not = icmp eq i32 %rem, %rem4
  br i1 %cmp5.not, label %for.inc, label %if.then6

if.then6:                                         ; preds = %for.body
  %idxprom = zext nneg i32 %k.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add7 = fadd contract float %s.0, %3
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then6
  %s.1 = phi float [ %add7, %if.then6 ], [ %s.0, %for.body ]
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !34

for.end:                                          ; preds = %for.cond
  %idxprom8 = sext i32 %add to i64
  %arrayidx9 = getelementptr inbounds float, ptr %out, i64 %idxprom8
  store float %s.0, ptr %arrayidx9, align 4, !tbaa !19
  br label %if.end10

if.end10:                                         ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vsum_tidbound(ptr noalias noundef %out, ptr noalias noundef %x, i32 noundef %n) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond, label %if.end

for.cond:                                         ; preds = %entry, %for.inc
  %s.0 = phi float [ %add4, %for.inc ], [ 0.000000e+00, %entry ]
  %k.0 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %k.0, %add
  br i1 %cmp3, label %for.inc, label %for.end

for.inc:                                          ; preds = %for.cond
  %idxprom = zext nneg i32 %k.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %add4 = fadd contract float %s.0, %3
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !35

for.end:                                          ; preds = %for.cond
  %idxprom5 = sext i32 %add to i64
  %arrayidx6 = getelementptr inbounds float, ptr %out, i64 %idxprom5
  store float %s.0, ptr %arrayidx6, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @vecmat(ptr noalias noundef %y, ptr noalias noundef %x, ptr noalias noundef %A, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond, label %if.end

for.cond:                                         ; preds = %entry, %for.inc
  %s.0 = phi float [ %add9, %for.inc ], [ 0.000000e+00, %entry ]
  %k.0 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.inc, label %for.end

for.inc:                                          ; preds = %for.cond
  %idxprom = zext nneg i32 %k.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !19
  %mul4 = mul nsw i32 %k.0, %n
  %add5 = add nsw i32 %mul4, %add
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %A, i64 %idxprom6
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !19
  %mul8 = fmul contract float %3, %4
  %add9 = fadd contract float %s.0, %mul8
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !36

for.end:                                          ; preds = %for.cond
  %idxprom10 = sext i32 %add to i64
  %arrayidx11 = getelementptr inbounds float, ptr %y, i64 %idxprom10
  store float %s.0, ptr %arrayidx11, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14}
!llvm.module.flags = !{!15, !16, !17}

!0 = !{ptr @rowsum, !"kernel", i32 1}
!1 = !{ptr @rowsum_alias, !"kernel", i32 1}
!2 = !{ptr @rowsum_cond, !"kernel", i32 1}
!3 = !{ptr @gemm_acc, !"kernel", i32 1}
!4 = !{ptr @transpose_add, !"kernel", i32 1}
!5 = !{ptr @sum4, !"kernel", i32 1}
!6 = !{ptr @stencil3, !"kernel", i32 1}
!7 = !{ptr @tiled_acc, !"kernel", i32 1}
!8 = !{ptr @matvec, !"kernel", i32 1}
!9 = !{ptr @rowdot_all, !"kernel", i32 1}
!10 = !{ptr @zsum, !"kernel", i32 1}
!11 = !{ptr @vsum_join, !"kernel", i32 1}
!12 = !{ptr @vsum_cond, !"kernel", i32 1}
!13 = !{ptr @vsum_tidbound, !"kernel", i32 1}
!14 = !{ptr @vecmat, !"kernel", i32 1}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !24, !25}
!27 = distinct !{!27, !24, !25}
!28 = distinct !{!28, !24, !25}
!29 = distinct !{!29, !24, !25}
!30 = distinct !{!30, !24, !25}
!31 = distinct !{!31, !24, !25}
!32 = distinct !{!32, !24, !25}
!33 = distinct !{!33, !24, !25}
!34 = distinct !{!34, !24, !25}
!35 = distinct !{!35, !24, !25}
!36 = distinct !{!36, !24, !25}
