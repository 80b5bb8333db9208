; smem-prefetch's threadIdx.x tile and the block shape (issue 20; docs/wang.md "threadIdx.x tiles"):
; three copies of a 2-D product C[i][j] = sum_k A[i][k] * B[k][j] (j from tid.x, i from tid.y, in
; header form). Without a block-size attribute (@mm) and with "nvvm.maxntid"="16,16" (@mm_max2d)
; B[k*n+j] gets a threadIdx.x tile (@__gpuopt_pf_..._x1, "smem-prefetch-tx"); with
; "nvvm.reqntid"="256,1,1" (@mm_req1d: one row per block, no reuse across warps) only A's row tile.
; The kernels run the same on the interpreter before and after (no guard: grids that cover n).
; RUN: %gpuopt opt -p smem-prefetch,verify %s | FileCheck %s
; RUN: %gpuopt difftest -p smem-prefetch --seeds 2 --kernel mm --grid 3,3 --block 8,8 --arg f32[576]:zero --arg f32[576]:rand:1 --arg f32[576]:rand:2 --arg i32:24 %s
; RUN: %gpuopt difftest -p smem-prefetch --seeds 2 --kernel mm_req1d --grid 1,32 --block 32,1 --arg f32[1024]:zero --arg f32[1024]:rand:1 --arg f32[1024]:rand:2 --arg i32:32 %s
; CHECK-DAG: @__gpuopt_pf_mm_x1 = internal addrspace(3) global [1024 x float]
; CHECK-DAG: @__gpuopt_pf_mm_max2d_x{{[0-9]+}} = internal addrspace(3) global [1024 x float]
; CHECK-DAG: @__gpuopt_pf_mm_req1d_t{{[0-9]+}} = internal addrspace(3) global [1024 x float]
; CHECK-NOT: @__gpuopt_pf_mm_req1d_x
; CHECK: define {{.*}}@mm({{.*}}) #[[A:[0-9]+]]
; CHECK: define {{.*}}@mm_req1d({{.*}}) #[[R:[0-9]+]]
; CHECK: define {{.*}}@mm_max2d({{.*}}) #[[M:[0-9]+]]
; CHECK-DAG: attributes #[[A]] = {{.*}}"gpuopt-rewrites"="smem-prefetch,smem-prefetch-tx"
; CHECK-DAG: attributes #[[R]] = {{.*}}"gpuopt-rewrites"="smem-prefetch"{{[^-]}}
; CHECK-DAG: attributes #[[M]] = {{.*}}"gpuopt-rewrites"="smem-prefetch,smem-prefetch-tx"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @mm(ptr noalias %C, ptr noalias %A, ptr noalias %B, i32 %n) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = add i32 %mul, %2
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul i32 %3, %4
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %i = add i32 %mul5, %5
  br label %for.cond

for.cond:
  %s.0 = phi float [ 0.000000e+00, %entry ], [ %add15, %for.inc ]
  %k.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %k.0, %n
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %mul8 = mul nsw i32 %i, %n
  %add9 = add nsw i32 %mul8, %k.0
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4
  %mul10 = mul nsw i32 %k.0, %n
  %add11 = add nsw i32 %mul10, %j
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %B, i64 %idxprom12
  %7 = load float, ptr %arrayidx13, align 4
  %mul14 = fmul contract float %6, %7
  %add15 = fadd contract float %s.0, %mul14
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond

for.end:
  %mul16 = mul nsw i32 %i, %n
  %add17 = add nsw i32 %mul16, %j
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %C, i64 %idxprom18
  store float %s.0, ptr %arrayidx19, align 4
  ret void
}

define void @mm_req1d(ptr noalias %C, ptr noalias %A, ptr noalias %B, i32 %n) #1 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = add i32 %mul, %2
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul i32 %3, %4
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %i = add i32 %mul5, %5
  br label %for.cond

for.cond:
  %s.0 = phi float [ 0.000000e+00, %entry ], [ %add15, %for.inc ]
  %k.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %k.0, %n
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %mul8 = mul nsw i32 %i, %n
  %add9 = add nsw i32 %mul8, %k.0
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4
  %mul10 = mul nsw i32 %k.0, %n
  %add11 = add nsw i32 %mul10, %j
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %B, i64 %idxprom12
  %7 = load float, ptr %arrayidx13, align 4
  %mul14 = fmul contract float %6, %7
  %add15 = fadd contract float %s.0, %mul14
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond

for.end:
  %mul16 = mul nsw i32 %i, %n
  %add17 = add nsw i32 %mul16, %j
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %C, i64 %idxprom18
  store float %s.0, ptr %arrayidx19, align 4
  ret void
}

define void @mm_max2d(ptr noalias %C, ptr noalias %A, ptr noalias %B, i32 %n) #2 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = add i32 %mul, %2
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul i32 %3, %4
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %i = add i32 %mul5, %5
  br label %for.cond

for.cond:
  %s.0 = phi float [ 0.000000e+00, %entry ], [ %add15, %for.inc ]
  %k.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %k.0, %n
  br i1 %cmp, label %for.inc, label %for.end

for.inc:
  %mul8 = mul nsw i32 %i, %n
  %add9 = add nsw i32 %mul8, %k.0
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4
  %mul10 = mul nsw i32 %k.0, %n
  %add11 = add nsw i32 %mul10, %j
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %B, i64 %idxprom12
  %7 = load float, ptr %arrayidx13, align 4
  %mul14 = fmul contract float %6, %7
  %add15 = fadd contract float %s.0, %mul14
  %inc = add nuw nsw i32 %k.0, 1
  br label %for.cond

for.end:
  %mul16 = mul nsw i32 %i, %n
  %add17 = add nsw i32 %mul16, %j
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %C, i64 %idxprom18
  store float %s.0, ptr %arrayidx19, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

attributes #0 = { nounwind }
attributes #1 = { nounwind "nvvm.reqntid"="256,1,1" }
attributes #2 = { nounwind "nvvm.maxntid"="16,16" }

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @mm, !"kernel", i32 1}
!1 = !{ptr @mm_req1d, !"kernel", i32 1}
!2 = !{ptr @mm_max2d, !"kernel", i32 1}
