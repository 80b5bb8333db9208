source_filename = "div64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @div64(ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b, ptr nocapture noundef writeonly %q, ptr nocapture noundef writeonly %r, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %n
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !5
  %arrayidx4 = getelementptr inbounds i64, ptr %b, i64 %idxprom
  %4 = load i64, ptr %arrayidx4, align 8, !tbaa !5
  %and = and i32 %add, 1
  %tobool.not = icmp eq i32 %and, 0
  %mul6 = mul nsw i64 %3, 1000000007
  %add7 = add nsw i64 %mul6, 12345
  %x.0 = select i1 %tobool.not, i64 %3, i64 %add7
  %cmp9 = icmp eq i64 %4, 0
  %spec.store.select = select i1 %cmp9, i64 3, i64 %4
  %x.0.frozen = freeze i64 %x.0
  %spec.store.select.frozen = freeze i64 %spec.store.select
  %div = sdiv i64 %x.0.frozen, %spec.store.select.frozen
  %arrayidx13 = getelementptr inbounds i64, ptr %q, i64 %idxprom
  store i64 %div, ptr %arrayidx13, align 8, !tbaa !5
  %5 = mul i64 %div, %spec.store.select.frozen
  %rem.decomposed = sub i64 %x.0.frozen, %5
  %arrayidx15 = getelementptr inbounds i64, ptr %r, i64 %idxprom
  store i64 %rem.decomposed, ptr %arrayidx15, align 8, !tbaa !5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @div64, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
