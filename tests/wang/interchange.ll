source_filename = "interchange.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @colacc(ptr noalias noundef %out, ptr noalias noundef %A, ptr noalias noundef %x, i32 noundef %nthreads, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp sge i32 %add, %nthreads
  br i1 %cmp.not, label %cleanup.cont, label %for.cond

for.cond:                                         ; preds = %entry, %for.inc18
  %k.0 = phi i32 [ %inc19, %for.inc18 ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.cond4, label %cleanup.cont

for.cond4:                                        ; preds = %for.cond, %for.body7
  %j.0 = phi i32 [ %inc, %for.body7 ], [ 0, %for.cond ]
  %cmp5 = icmp slt i32 %j.0, %n
  br i1 %cmp5, label %for.body7, label %for.inc18

for.body7:                                        ; preds = %for.cond4
  %mul8 = mul nsw i32 %j.0, %m
  %add9 = add nsw i32 %mul8, %k.0
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !7
  %idxprom10 = zext nneg i32 %k.0 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %x, i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !7
  %mul12 = fmul contract float %3, %4
  %mul13 = mul nsw i32 %add, %n
  %add14 = add nsw i32 %mul13, %j.0
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %out, i64 %idxprom15
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !7
  %add17 = fadd contract float %5, %mul12
  store float %add17, ptr %arrayidx16, align 4, !tbaa !7
  %inc = add nuw nsw i32 %j.0, 1
  br label %for.cond4, !llvm.loop !11

for.inc18:                                        ; preds = %for.cond4
  %inc19 = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !14

cleanup.cont:                                     ; preds = %entry, %for.cond
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shift(ptr noundef %out, i32 noundef %rows, i32 noundef %n) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = sub i32 0, %2
  %cmp.not = icmp ne i32 %mul, %add
  br i1 %cmp.not, label %cleanup.cont, label %for.cond

for.cond:                                         ; preds = %entry, %for.inc18
  %k.0 = phi i32 [ %inc19, %for.inc18 ], [ 0, %entry ]
  %sub = add nsw i32 %rows, -1
  %cmp3 = icmp slt i32 %k.0, %sub
  br i1 %cmp3, label %for.cond4, label %cleanup.cont

for.cond4:                                        ; preds = %for.cond, %for.body8
  %j.0 = phi i32 [ %inc, %for.body8 ], [ 0, %for.cond ]
  %sub5 = add nsw i32 %n, -1
  %cmp6 = icmp slt i32 %j.0, %sub5
  br i1 %cmp6, label %for.body8, label %for.inc18

for.body8:                                        ; preds = %for.cond4
  %mul9 = mul nsw i32 %k.0, %n
  %add10 = add nsw i32 %mul9, %j.0
  %3 = sext i32 %add10 to i64
  %4 = getelementptr float, ptr %out, i64 %3
  %arrayidx = getelementptr i8, ptr %4, i64 4
  %5 = load float, ptr %arrayidx, align 4, !tbaa !7
  %mul12 = fmul contract float %5, 5.000000e-01
  %add13 = add nuw nsw i32 %k.0, 1
  %mul14 = mul nsw i32 %add13, %n
  %add15 = add nsw i32 %mul14, %j.0
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %out, i64 %idxprom16
  store float %mul12, ptr %arrayidx17, align 4, !tbaa !7
  %inc = add nuw nsw i32 %j.0, 1
  br label %for.cond4, !llvm.loop !15

for.inc18:                                        ; preds = %for.cond4
  %inc19 = add nuw nsw i32 %k.0, 1
  br label %for.cond, !llvm.loop !16

cleanup.cont:                                     ; preds = %entry, %for.cond
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @rowacc(ptr noalias noundef %out, ptr noalias noundef %A, ptr noalias noundef %x, i32 noundef %nthreads, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %0 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp sge i32 %add, %nthreads
  br i1 %cmp.not, label %cleanup.cont, label %for.cond

for.cond:                                         ; preds = %entry, %for.inc18
  %j.0 = phi i32 [ %inc19, %for.inc18 ], [ 0, %entry ]
  %cmp3 = icmp slt i32 %j.0, %n
  br i1 %cmp3, label %for.cond4, label %cleanup.cont

for.cond4:                                        ; preds = %for.cond, %for.body7
  %k.0 = phi i32 [ %inc, %for.body7 ], [ 0, %for.cond ]
  %cmp5 = icmp slt i32 %k.0, %m
  br i1 %cmp5, label %for.body7, label %for.inc18

for.body7:                                        ; preds = %for.cond4
  %mul8 = mul nsw i32 %j.0, %m
  %add9 = add nsw i32 %mul8, %k.0
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !7
  %idxprom10 = zext nneg i32 %k.0 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %x, i64 %idxprom10
  %4 = load float, ptr %arrayidx11, align 4, !tbaa !7
  %mul12 = fmul contract float %3, %4
  %mul13 = mul nsw i32 %add, %n
  %add14 = add nsw i32 %mul13, %j.0
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %out, i64 %idxprom15
  %5 = load float, ptr %arrayidx16, align 4, !tbaa !7
  %add17 = fadd contract float %5, %mul12
  store float %add17, ptr %arrayidx16, align 4, !tbaa !7
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond4, !llvm.loop !17

for.inc18:                                        ; preds = %for.cond4
  %inc19 = add nuw nsw i32 %j.0, 1
  br label %for.cond, !llvm.loop !18

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

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}

!0 = !{ptr @colacc, !"kernel", i32 1}
!1 = !{ptr @shift, !"kernel", i32 1}
!2 = !{ptr @rowacc, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
