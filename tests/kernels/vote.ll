source_filename = "vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @vote(ptr nocapture noundef readonly %in, ptr nocapture noundef writeonly %ballots, ptr nocapture noundef writeonly %alls, ptr nocapture noundef writeonly %anys, ptr nocapture noundef writeonly %sums, ptr nocapture noundef writeonly %halves) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %and = and i32 %2, 31
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %cmp = icmp sgt i32 %3, 7
  %4 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp)
  %cmp5 = icmp sgt i32 %3, 0
  %5 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %cmp5)
  %cmp8 = icmp eq i32 %3, 15
  %6 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %cmp8)
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %div = sdiv i32 %add, 32
  %conv.i = zext i1 %5 to i32
  %conv.i51 = zext i1 %6 to i32
  %cmp14 = icmp ult i32 %and, 16
  br i1 %cmp14, label %if.then, label %if.end21

for.body:                                         ; preds = %entry, %for.body
  %s.053 = phi i32 [ %3, %entry ], [ %add13, %for.body ]
  %off.052 = phi i32 [ 16, %entry ], [ %shr, %for.body ]
  %7 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %s.053, i32 %off.052, i32 31)
  %add13 = add nsw i32 %7, %s.053
  %shr = lshr i32 %off.052, 1
  %cmp11.not = icmp ult i32 %off.052, 2
  br i1 %cmp11.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9

if.then:                                          ; preds = %for.cond.cleanup
  %and15 = and i32 %3, 1
  %tobool.i = icmp ne i32 %and15, 0
  %8 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 65535, i1 %tobool.i)
  %cond = icmp eq i32 %and, 0
  br i1 %cond, label %if.then18, label %if.end32

if.then18:                                        ; preds = %if.then
  %idxprom19 = sext i32 %div to i64
  %arrayidx20 = getelementptr inbounds i32, ptr %halves, i64 %idxprom19
  store i32 %8, ptr %arrayidx20, align 4, !tbaa !5
  br label %if.end21

if.end21:                                         ; preds = %if.then18, %for.cond.cleanup
  %cmp22 = icmp eq i32 %and, 0
  br i1 %cmp22, label %if.then23, label %if.end32

if.then23:                                        ; preds = %if.end21
  %idxprom24 = sext i32 %div to i64
  %arrayidx25 = getelementptr inbounds i32, ptr %ballots, i64 %idxprom24
  store i32 %4, ptr %arrayidx25, align 4, !tbaa !5
  %arrayidx27 = getelementptr inbounds i32, ptr %alls, i64 %idxprom24
  store i32 %conv.i, ptr %arrayidx27, align 4, !tbaa !5
  %arrayidx29 = getelementptr inbounds i32, ptr %anys, i64 %idxprom24
  store i32 %conv.i51, ptr %arrayidx29, align 4, !tbaa !5
  %arrayidx31 = getelementptr inbounds i32, ptr %sums, i64 %idxprom24
  store i32 %add13, ptr %arrayidx31, align 4, !tbaa !5
  br label %if.end32

if.end32:                                         ; preds = %if.then, %if.then23, %if.end21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @vote, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
