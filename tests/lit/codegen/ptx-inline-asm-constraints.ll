; Inline asm constraints: the shapes clang emits for CUDA (=r, =l with a memory clobber, f with an
; n immediate, h, a tied operand, an early clobber =&r, indirect memory *m) lower to PTX; a
; constraint with several codes in one operand ("=r mov fp") made NVPTX's SelectionDAG segfault
; (found by ir_fuzzer), and gpuopt refuses it with a message instead.
; RUN: %gpuopt ptx %s | FileCheck %s
; CHECK: mov.u32 %r{{[0-9]+}}, %laneid;
; CHECK: add.f32
; CHECK: ld.global.u32
; RUN: sed -e 's/"=r"()/"=r   mov fp"()/' %s > %t.ll
; RUN: %not %gpuopt ptx %t.ll 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: gpuopt: error: gpuopt_emit_ptx: {{.*}}: an inline asm constraint NVPTX does not lower
; RUN: sed -e 's/"=h,h"/"=h,h|r"/' %s > %t2.ll
; RUN: %not %gpuopt ptx %t2.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: sed -e 's/"=&r,l"/"=\&r,{r5}"/' %s > %t3.ll
; RUN: %not %gpuopt ptx %t3.ll 2>&1 | FileCheck %s --check-prefix=BAD
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z1kPiPxPfPsPh(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef readnone %4) local_unnamed_addr #0 {
  %6 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #1, !srcloc !5
  %7 = load i64, ptr %1, align 8, !tbaa !6
  %8 = tail call i64 asm sideeffect "mov.u64 $0, $1;", "=l,l,~{memory}"(i64 %7) #2, !srcloc !10
  %9 = load float, ptr %2, align 4, !tbaa !11
  %10 = tail call contract float asm "add.f32 $0, $1, $2;", "=f,f,n"(float %9, i32 0) #1, !srcloc !13
  %11 = load i16, ptr %3, align 2, !tbaa !14
  %12 = tail call i16 asm "mov.b16 $0, $1;", "=h,h"(i16 %11) #1, !srcloc !16
  %13 = tail call i32 asm "add.s32 $0, $0, 1;", "=r,0"(i32 %6) #1, !srcloc !17
  %14 = tail call i32 asm "ld.global.u32 $0, [$1];", "=&r,l"(ptr %0) #1, !srcloc !18
  %15 = getelementptr inbounds i8, ptr %0, i64 4
  %16 = tail call i32 asm "mov.u32 $0, $1;", "=r,*m"(ptr nonnull elementtype(i32) %15) #3, !srcloc !19
  %17 = add i32 %13, %6
  %18 = add i32 %17, %14
  %19 = add nsw i32 %18, %16
  store i32 %19, ptr %0, align 4, !tbaa !20
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 %8, ptr %20, align 8, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %2, i64 4
  store float %10, ptr %21, align 4, !tbaa !11
  %22 = getelementptr inbounds i8, ptr %3, i64 2
  store i16 %12, ptr %22, align 2, !tbaa !14
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind memory(none) }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent nounwind memory(read) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z1kPiPxPfPsPh, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 143}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i64 207}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{i64 275}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{i64 344}
!17 = !{i64 403}
!18 = !{i64 449}
!19 = !{i64 510}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !8, i64 0}
