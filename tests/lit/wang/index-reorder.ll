; Index reordering (Wang et al. §4.1, transform/index_reorder.c) on kernels with gpuopt offload's
; array ABI (pointer, byte offset). rowsum reads A[i*m + k], i from threadIdx.x, k in [0, m-1] under
; the loop guard m > 0: A gets the transposed layout, an appended rows parameter, the contract
; attribute. shifted reads A[i*m + k + 1]: k + 1 may reach m (the next row), so it must not fire.
; RUN: %gpuopt opt -p index-reorder,verify %s | FileCheck %s
; The original stays (the runtime runs it where the cost estimate declines the layout, §5.4) and
; names its reordered copy rowsum_ro, which gets the appended rows parameter and the contract
; (pointer parameter, row length, rows parameter, element bytes, accesses made coalesced, made
; strided, all accesses).
; CHECK: define {{.*}}void @rowsum(i32 %n, i32 %m, ptr %A, i64 %Aoff, ptr %s, i64 %soff) #[[ORIG:[0-9]+]]
; CHECK-NOT: ro.idx
; CHECK: ret void
; CHECK: define {{.*}}void @shifted(i32 %n, i32 %m, ptr %A, i64 %Aoff, ptr %s, i64 %soff) #[[DECL:[0-9]+]]
; CHECK-NOT: ro.idx
; CHECK: ret void
; CHECK: define {{.*}}void @rowsum_ro(i32 %n, i32 %m, ptr %A, i64 %Aoff, ptr %s, i64 %soff, i64 %Ab.rows) #[[RO:[0-9]+]]
; CHECK: %ro.yr = mul nsw i64 %ro.y, %Ab.rows
; CHECK: %ro.idx = add nsw i64 %ro.yr, %ro.x
; CHECK: getelementptr inbounds float, ptr %Ab, i64 %ro.idx
; CHECK: attributes #[[ORIG]] = { "gpuopt-layout-report"="Ab [col][row] (was [row][col]), 1 accesses; coalesced 0.500 -> 1.000" "gpuopt-layout-version"="rowsum_ro" "gpuopt-rewrites"="index-reorder" }
; CHECK: attributes #[[DECL]] = { "gpuopt-layout-declined"="Ab: a column index not proved within its row (0 <= Y <= M-1)" }
; CHECK: attributes #[[RO]] = { "gpuopt-layout"="2:p1:6:4:1:0:1:0" "gpuopt-layout-of"="rowsum" }
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @rowsum(i32 %n, i32 %m, ptr %A, i64 %Aoff, ptr %s, i64 %soff) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %sb = getelementptr i8, ptr %s, i64 %soff
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %pre, label %exit
pre:
  %g = icmp sgt i32 %m, 0
  br i1 %g, label %loop, label %done
loop:
  %k = phi i32 [ 0, %pre ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %pre ], [ %acc1, %loop ]
  %im = mul nsw i32 %t, %m
  %ix = add nsw i32 %im, %k
  %e = sext i32 %ix to i64
  %p = getelementptr inbounds float, ptr %Ab, i64 %e
  %v = load float, ptr %p, align 4
  %acc1 = fadd float %acc, %v
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %m
  br i1 %more, label %loop, label %done
done:
  %r = phi float [ 0.0, %pre ], [ %acc1, %loop ]
  %te = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr %sb, i64 %te
  store float %r, ptr %q, align 4
  br label %exit
exit:
  ret void
}

define void @shifted(i32 %n, i32 %m, ptr %A, i64 %Aoff, ptr %s, i64 %soff) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %sb = getelementptr i8, ptr %s, i64 %soff
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %pre, label %exit
pre:
  %g = icmp sgt i32 %m, 0
  br i1 %g, label %loop, label %done
loop:
  %k = phi i32 [ 0, %pre ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %pre ], [ %acc1, %loop ]
  %im = mul nsw i32 %t, %m
  %k1 = add nsw i32 %k, 1
  %ix = add nsw i32 %im, %k1
  %e = sext i32 %ix to i64
  %p = getelementptr inbounds float, ptr %Ab, i64 %e
  %v = load float, ptr %p, align 4
  %acc1 = fadd float %acc, %v
  %more = icmp slt i32 %k1, %m
  br i1 %more, label %loop, label %done
done:
  %r = phi float [ 0.0, %pre ], [ %acc1, %loop ]
  %te = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr %sb, i64 %te
  store float %r, ptr %q, align 4
  br label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @rowsum, !"kernel", i32 1}
!1 = !{ptr @shifted, !"kernel", i32 1}
