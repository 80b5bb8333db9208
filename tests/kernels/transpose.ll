source_filename = "transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9transposeE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 5
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3 = shl nuw nsw i32 %2, 5
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5 = add nuw nsw i32 %mul3, %3
  %cmp6 = icmp slt i32 %add, %w
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %idxprom17 = zext nneg i32 %1 to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  tail call void @llvm.nvvm.barrier0()
  %add24 = add nuw nsw i32 %mul3, %1
  %add28 = add i32 %mul, %3
  %cmp34 = icmp slt i32 %add24, %h
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %idxprom40 = zext nneg i32 %1 to i64
  br label %for.body33

for.body:                                         ; preds = %entry, %for.inc
  %j.074 = phi i32 [ 0, %entry ], [ %add20, %for.inc ]
  br i1 %cmp6, label %land.lhs.true, label %for.inc

land.lhs.true:                                    ; preds = %for.body
  %add7 = add nuw nsw i32 %add5, %j.074
  %cmp8 = icmp slt i32 %add7, %h
  br i1 %cmp8, label %if.then, label %for.inc

if.then:                                          ; preds = %land.lhs.true
  %mul10 = mul nsw i32 %add7, %w
  %add11 = add nsw i32 %mul10, %add
  %idxprom = sext i32 %add11 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !6
  %add13 = add nuw nsw i32 %j.074, %3
  %idxprom14 = zext nneg i32 %add13 to i64
  %arrayidx18 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %idxprom14, i64 %idxprom17
  store float %6, ptr %arrayidx18, align 4, !tbaa !6
  br label %for.inc

for.inc:                                          ; preds = %for.body, %land.lhs.true, %if.then
  %add20 = add nuw nsw i32 %j.074, %4
  %cmp = icmp ult i32 %add20, 32
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10

for.cond.cleanup32:                               ; preds = %for.inc52
  ret void

for.body33:                                       ; preds = %for.cond.cleanup, %for.inc52
  %j29.075 = phi i32 [ 0, %for.cond.cleanup ], [ %add54, %for.inc52 ]
  br i1 %cmp34, label %land.lhs.true35, label %for.inc52

land.lhs.true35:                                  ; preds = %for.body33
  %add36 = add nsw i32 %add28, %j29.075
  %cmp37 = icmp slt i32 %add36, %w
  br i1 %cmp37, label %if.then38, label %for.inc52

if.then38:                                        ; preds = %land.lhs.true35
  %add43 = add nuw nsw i32 %j29.075, %3
  %idxprom44 = zext nneg i32 %add43 to i64
  %arrayidx45 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 0, i64 %idxprom40, i64 %idxprom44
  %7 = load float, ptr %arrayidx45, align 4, !tbaa !6
  %mul47 = mul nsw i32 %add36, %h
  %add48 = add nsw i32 %mul47, %add24
  %idxprom49 = sext i32 %add48 to i64
  %arrayidx50 = getelementptr inbounds float, ptr %out, i64 %idxprom49
  store float %7, ptr %arrayidx50, align 4, !tbaa !6
  br label %for.inc52

for.inc52:                                        ; preds = %for.body33, %land.lhs.true35, %if.then38
  %add54 = add nuw nsw i32 %j29.075, %5
  %cmp31 = icmp ult i32 %add54, 32
  br i1 %cmp31, label %for.body33, label %for.cond.cleanup32, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @transpose_naive(ptr nocapture noundef writeonly %out, ptr nocapture noundef readonly %in, i32 noundef %w, i32 noundef %h) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp = icmp slt i32 %add, %w
  %cmp8 = icmp slt i32 %add7, %h
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %w
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !6
  %mul11 = mul nsw i32 %add, %h
  %add12 = add nsw i32 %mul11, %add7
  %idxprom13 = sext i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %out, i64 %idxprom13
  store float %6, ptr %arrayidx14, align 4, !tbaa !6
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
