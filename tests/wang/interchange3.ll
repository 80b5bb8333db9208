source_filename = "interchange3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @perm3(ptr noalias noundef %o, ptr noalias noundef %A, i32 noundef %n, i32 noundef %T) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp sge i32 %add, %T
  br i1 %cmp.not, label %cleanup.cont, label %if.end

if.end:                                           ; preds = %entry
  %mul3 = mul nsw i32 %add, %n
  %mul4 = mul nsw i32 %mul3, %n
  %mul5 = mul nsw i32 %mul4, %n
  %idx.ext = sext i32 %mul5 to i64
  %add.ptr = getelementptr inbounds float, ptr %o, i64 %idx.ext
  %add.ptr10 = getelementptr inbounds float, ptr %A, i64 %idx.ext
  br label %for.cond

for.cond:                                         ; preds = %for.inc35, %if.end
  %k.0 = phi i32 [ 0, %if.end ], [ %inc36, %for.inc35 ]
  %cmp11 = icmp slt i32 %k.0, %n
  br i1 %cmp11, label %for.cond12, label %cleanup.cont

for.cond12:                                       ; preds = %for.cond, %for.inc32
  %j.0 = phi i32 [ %inc33, %for.inc32 ], [ 0, %for.cond ]
  %cmp13 = icmp slt i32 %j.0, %n
  br i1 %cmp13, label %for.cond16, label %for.inc35

for.cond16:                                       ; preds = %for.cond12, %for.body19
  %i.0 = phi i32 [ %inc, %for.body19 ], [ 0, %for.cond12 ]
  %cmp17 = icmp slt i32 %i.0, %n
  br i1 %cmp17, label %for.body19, label %for.inc32

for.body19:                                       ; preds = %for.cond16
  %mul20 = mul nsw i32 %i.0, %n
  %add21 = add nsw i32 %mul20, %j.0
  %mul22 = mul nsw i32 %add21, %n
  %add23 = add nsw i32 %mul22, %k.0
  %idxprom = sext i32 %add23 to i64
  %arrayidx = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul24 = fmul contract float %3, 5.000000e-01
  %arrayidx30 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom
  %4 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %add31 = fadd contract float %4, %mul24
  store float %add31, ptr %arrayidx30, align 4, !tbaa !9
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond16, !llvm.loop !13

for.inc32:                                        ; preds = %for.cond16
  %inc33 = add nuw nsw i32 %j.0, 1
  br label %for.cond12, !llvm.loop !16

for.inc35:                                        ; preds = %for.cond12
  %inc36 = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !17

cleanup.cont:                                     ; preds = %entry, %for.cond
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @perm3c(ptr noalias noundef %o, ptr noalias noundef %A, i32 noundef %T) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp sge i32 %add, %T
  br i1 %cmp.not, label %cleanup.cont, label %if.end

if.end:                                           ; preds = %entry
  %mul5 = mul i32 %add, 216
  %idx.ext = sext i32 %mul5 to i64
  %add.ptr = getelementptr inbounds float, ptr %o, i64 %idx.ext
  %add.ptr10 = getelementptr inbounds float, ptr %A, i64 %idx.ext
  br label %for.cond

for.cond:                                         ; preds = %for.inc35, %if.end
  %k.0 = phi i32 [ 0, %if.end ], [ %inc36, %for.inc35 ]
  %cmp11 = icmp ult i32 %k.0, 6
  br i1 %cmp11, label %for.cond12, label %cleanup.cont

for.cond12:                                       ; preds = %for.cond, %for.inc32
  %j.0 = phi i32 [ %inc33, %for.inc32 ], [ 0, %for.cond ]
  %cmp13 = icmp ult i32 %j.0, 6
  br i1 %cmp13, label %for.cond16, label %for.inc35

for.cond16:                                       ; preds = %for.cond12, %for.body19
  %i.0 = phi i32 [ %inc, %for.body19 ], [ 0, %for.cond12 ]
  %cmp17 = icmp ult i32 %i.0, 6
  br i1 %cmp17, label %for.body19, label %for.inc32

for.body19:                                       ; preds = %for.cond16
  %mul20 = mul nuw nsw i32 %i.0, 6
  %add21 = add nuw nsw i32 %mul20, %j.0
  %mul22 = mul nuw nsw i32 %add21, 6
  %add23 = add nuw nsw i32 %mul22, %k.0
  %idxprom = zext nneg i32 %add23 to i64
  %arrayidx = getelementptr inbounds float, ptr %add.ptr10, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul24 = fmul contract float %3, 5.000000e-01
  %arrayidx30 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom
  %4 = load float, ptr %arrayidx30, align 4, !tbaa !9
  %add31 = fadd contract float %4, %mul24
  store float %add31, ptr %arrayidx30, align 4, !tbaa !9
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond16, !llvm.loop !18

for.inc32:                                        ; preds = %for.cond16
  %inc33 = add nuw nsw i32 %j.0, 1
  br label %for.cond12, !llvm.loop !19

for.inc35:                                        ; preds = %for.cond12
  %inc36 = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !20

cleanup.cont:                                     ; preds = %entry, %for.cond
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @skew3(ptr noalias noundef %X, i32 noundef %n, i32 noundef %T) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp sge i32 %add, %T
  br i1 %cmp.not, label %cleanup.cont, label %if.end

if.end:                                           ; preds = %entry
  %mul3 = mul nsw i32 %add, %n
  %mul4 = mul nsw i32 %mul3, %n
  %mul5 = mul nsw i32 %mul4, %n
  %idx.ext = sext i32 %mul5 to i64
  %add.ptr = getelementptr inbounds float, ptr %X, i64 %idx.ext
  br label %for.cond

for.cond:                                         ; preds = %for.inc32, %if.end
  %k.0 = phi i32 [ 0, %if.end ], [ %inc33, %for.inc32 ]
  %sub = add nsw i32 %n, -1
  %cmp6 = icmp slt i32 %k.0, %sub
  br i1 %cmp6, label %for.cond7, label %cleanup.cont

for.cond7:                                        ; preds = %for.cond, %for.inc29
  %j.0 = phi i32 [ %inc30, %for.inc29 ], [ 0, %for.cond ]
  %cmp8 = icmp slt i32 %j.0, %n
  br i1 %cmp8, label %for.cond11, label %for.inc32

for.cond11:                                       ; preds = %for.cond7, %for.body14
  %i.0 = phi i32 [ %inc, %for.body14 ], [ 1, %for.cond7 ]
  %cmp12 = icmp slt i32 %i.0, %n
  br i1 %cmp12, label %for.body14, label %for.inc29

for.body14:                                       ; preds = %for.cond11
  %sub15 = add nsw i32 %i.0, -1
  %mul16 = mul nsw i32 %sub15, %n
  %add17 = add nsw i32 %mul16, %j.0
  %mul18 = mul nsw i32 %add17, %n
  %add19 = add nsw i32 %mul18, %k.0
  %3 = sext i32 %add19 to i64
  %4 = getelementptr float, ptr %add.ptr, i64 %3
  %arrayidx = getelementptr i8, ptr %4, i64 4
  %5 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul21 = fmul contract float %5, 5.000000e-01
  %mul22 = mul nsw i32 %i.0, %n
  %add23 = add nsw i32 %mul22, %j.0
  %mul24 = mul nsw i32 %add23, %n
  %add25 = add nsw i32 %mul24, %k.0
  %idxprom26 = sext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom26
  %6 = load float, ptr %arrayidx27, align 4, !tbaa !9
  %add28 = fadd contract float %6, %mul21
  store float %add28, ptr %arrayidx27, align 4, !tbaa !9
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond11, !llvm.loop !21

for.inc29:                                        ; preds = %for.cond11
  %inc30 = add nuw nsw i32 %j.0, 1
  br label %for.cond7, !llvm.loop !22

for.inc32:                                        ; preds = %for.cond7
  %inc33 = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !23

cleanup.cont:                                     ; preds = %entry, %for.cond
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @trisum(ptr noalias noundef %o, ptr noalias noundef %A, i32 noundef %n, i32 noundef %T) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp sge i32 %add, %T
  br i1 %cmp.not, label %cleanup.cont, label %if.end

if.end:                                           ; preds = %entry
  %mul3 = mul nsw i32 %add, %n
  %mul4 = mul nsw i32 %mul3, %n
  %idx.ext = sext i32 %mul4 to i64
  %add.ptr = getelementptr inbounds float, ptr %o, i64 %idx.ext
  %add.ptr8 = getelementptr inbounds float, ptr %A, i64 %idx.ext
  br label %for.cond

for.cond:                                         ; preds = %for.inc22, %if.end
  %i.0 = phi i32 [ 0, %if.end ], [ %inc23, %for.inc22 ]
  %cmp9 = icmp slt i32 %i.0, %n
  br i1 %cmp9, label %for.cond10, label %cleanup.cont

for.cond10:                                       ; preds = %for.cond, %for.body13
  %j.0 = phi i32 [ %inc, %for.body13 ], [ 0, %for.cond ]
  %cmp11.not = icmp ugt i32 %j.0, %i.0
  br i1 %cmp11.not, label %for.inc22, label %for.body13

for.body13:                                       ; preds = %for.cond10
  %mul14 = mul nsw i32 %j.0, %n
  %add15 = add nsw i32 %mul14, %i.0
  %idxprom = sext i32 %add15 to i64
  %arrayidx = getelementptr inbounds float, ptr %add.ptr8, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul16 = fmul contract float %3, 2.000000e+00
  %sub = sub nsw i32 %i.0, %j.0
  %conv = sitofp i32 %sub to float
  %add17 = fadd contract float %mul16, %conv
  %arrayidx21 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom
  store float %add17, ptr %arrayidx21, align 4, !tbaa !9
  %inc = add nuw nsw i32 %j.0, 1
  br label %for.cond10, !llvm.loop !24

for.inc22:                                        ; preds = %for.cond10
  %inc23 = add nuw nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !25

cleanup.cont:                                     ; preds = %entry, %for.cond
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tridep(ptr noalias noundef %o, i32 noundef %n, i32 noundef %T) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp sge i32 %add, %T
  br i1 %cmp.not, label %cleanup.cont, label %if.end

if.end:                                           ; preds = %entry
  %mul3 = mul nsw i32 %add, %n
  %mul4 = mul nsw i32 %mul3, %n
  %idx.ext = sext i32 %mul4 to i64
  %add.ptr = getelementptr inbounds float, ptr %o, i64 %idx.ext
  br label %for.cond

for.cond:                                         ; preds = %for.inc19, %if.end
  %i.0 = phi i32 [ 1, %if.end ], [ %inc20, %for.inc19 ]
  %cmp5 = icmp slt i32 %i.0, %n
  br i1 %cmp5, label %for.cond6, label %cleanup.cont

for.cond6:                                        ; preds = %for.cond, %for.body9
  %j.0 = phi i32 [ %add10, %for.body9 ], [ 0, %for.cond ]
  %sub = add nsw i32 %i.0, -1
  %cmp7 = icmp slt i32 %j.0, %sub
  br i1 %cmp7, label %for.body9, label %for.inc19

for.body9:                                        ; preds = %for.cond6
  %add10 = add nuw nsw i32 %j.0, 1
  %mul11 = mul nsw i32 %add10, %n
  %add12 = add nsw i32 %mul11, %i.0
  %3 = sext i32 %add12 to i64
  %4 = getelementptr float, ptr %add.ptr, i64 %3
  %arrayidx = getelementptr i8, ptr %4, i64 -4
  %5 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add14 = fadd contract float %5, 1.000000e+00
  %mul15 = mul nsw i32 %j.0, %n
  %add16 = add nsw i32 %mul15, %i.0
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom17
  store float %add14, ptr %arrayidx18, align 4, !tbaa !9
  br label %for.cond6, !llvm.loop !26

for.inc19:                                        ; preds = %for.cond6
  %inc20 = add nuw nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !27

cleanup.cont:                                     ; preds = %entry, %for.cond
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}

!0 = !{ptr @perm3, !"kernel", i32 1}
!1 = !{ptr @perm3c, !"kernel", i32 1}
!2 = !{ptr @skew3, !"kernel", i32 1}
!3 = !{ptr @trisum, !"kernel", i32 1}
!4 = !{ptr @tridep, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
