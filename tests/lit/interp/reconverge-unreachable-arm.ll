; Reconvergence ignores arms that end in `unreachable` (found by the kernel_fuzzer): after inline-unroll
; LLVM turns a switch default into an `unreachable` block; the warp must still reconverge at the
; switch's join (before a barrier), not at the function's exit, or the interpreter would report a
; divergent-barrier deadlock for a correct kernel.
; RUN: %gpuopt difftest -p inline-unroll --kernel k --grid 2 --block 64 --arg 'i32[256]:rand:1' --arg 'i32[1024]:zero' --arg i32:169 %s | FileCheck %s
; CHECK: difftest: 3 runs, outputs identical
; ModuleID = 'kgen'
source_filename = "kgen"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [256 x i32] undef

define void @k(ptr %in, ptr %out, i32 %n) {
entry:
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid.x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %0 = mul i32 %ctaid.x, %ntid.x
  %gid = add i32 %0, %tid.x
  %1 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %tid.x
  store i32 %ctaid.x, ptr addrspace(3) %1, align 4
  call void @llvm.nvvm.barrier0()
  %2 = urem i32 -7, %ntid.x
  %3 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %2
  %v0 = load i32, ptr addrspace(3) %3, align 4
  call void @llvm.nvvm.barrier0()
  %4 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %tid.x
  store i32 -7, ptr addrspace(3) %4, align 4
  call void @llvm.nvvm.barrier0()
  %5 = urem i32 %v0, %ntid.x
  %6 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %5
  %v1 = load i32, ptr addrspace(3) %6, align 4
  call void @llvm.nvvm.barrier0()
  %7 = getelementptr i32, ptr %in, i64 249
  %v2 = load i32, ptr %7, align 4
  %8 = and i32 %v1, 31
  %v3 = ashr i32 %ctaid.x, %8
  %9 = icmp ult i32 %n, %v0
  %v4 = select i1 %9, i32 %v2, i32 %n
  %10 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %tid.x
  store i32 1, ptr addrspace(3) %10, align 4
  call void @llvm.nvvm.barrier0()
  %11 = urem i32 %v3, %ntid.x
  %12 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %11
  %v5 = load i32, ptr addrspace(3) %12, align 4
  call void @llvm.nvvm.barrier0()
  %13 = and i32 %tid.x, 255
  %14 = zext i32 %13 to i64
  %15 = getelementptr i32, ptr %in, i64 %14
  %v6 = load i32, ptr %15, align 4
  %v7 = xor i32 %v1, %v5
  br label %loop

loop:                                             ; preds = %endswitch, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next6, %endswitch ]
  %v8 = phi i32 [ -7, %entry ], [ %v18, %endswitch ]
  %16 = and i32 %v6, 3
  switch i32 %16, label %default [
    i32 0, label %case
    i32 1, label %case1
    i32 2, label %case2
  ]

exit:                                             ; preds = %endswitch
  %17 = xor i32 0, %tid.x
  %18 = mul i32 %17, 31
  %19 = xor i32 %18, %gid
  %20 = mul i32 %19, 31
  %21 = xor i32 %20, %ntid.x
  %22 = mul i32 %21, 31
  %23 = xor i32 %22, %ctaid.x
  %24 = mul i32 %23, 31
  %25 = xor i32 %24, %n
  %26 = mul i32 %25, 31
  %27 = xor i32 %26, 0
  %28 = mul i32 %27, 31
  %29 = xor i32 %28, 1
  %30 = mul i32 %29, 31
  %31 = xor i32 %30, -7
  %32 = mul i32 %31, 31
  %33 = xor i32 %32, %v0
  %34 = mul i32 %33, 31
  %35 = xor i32 %34, %v1
  %36 = mul i32 %35, 31
  %37 = xor i32 %36, %v2
  %38 = mul i32 %37, 31
  %39 = xor i32 %38, %v3
  %40 = mul i32 %39, 31
  %41 = xor i32 %40, %v4
  %42 = mul i32 %41, 31
  %43 = xor i32 %42, %v5
  %44 = mul i32 %43, 31
  %45 = xor i32 %44, %v6
  %46 = mul i32 %45, 31
  %47 = xor i32 %46, %v7
  %48 = mul i32 %47, 31
  %49 = xor i32 %48, %v18
  %50 = mul i32 %49, 31
  %51 = xor i32 %50, %i.next6
  %52 = mul i32 %gid, 8
  %53 = add i32 %52, 7
  %54 = zext i32 %53 to i64
  %55 = getelementptr i32, ptr %out, i64 %54
  store i32 %51, ptr %55, align 4
  ret void

case:                                             ; preds = %loop
  br label %endswitch

case1:                                            ; preds = %loop
  br label %endswitch

case2:                                            ; preds = %loop
  %56 = or i32 %ntid.x, 1
  %v9 = urem i32 %ntid.x, %56
  %57 = icmp ne i32 %n, %v7
  br i1 %57, label %then, label %else

default:                                          ; preds = %loop
  br label %endswitch

endswitch:                                        ; preds = %default, %exit4, %case1, %case
  %v16 = phi i32 [ %i, %case ], [ %v6, %case1 ], [ %gid, %exit4 ], [ %v2, %default ]
  %58 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %tid.x
  store i32 %v3, ptr addrspace(3) %58, align 4
  call void @llvm.nvvm.barrier0()
  %59 = urem i32 %v0, %ntid.x
  %60 = getelementptr [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %59
  %v17 = load i32, ptr addrspace(3) %60, align 4
  call void @llvm.nvvm.barrier0()
  %v18 = add i32 %v8, %ctaid.x
  %i.next6 = add i32 %i, 1
  %61 = icmp ult i32 %i.next6, 1
  br i1 %61, label %loop, label %exit

then:                                             ; preds = %case2
  %62 = and i32 %ctaid.x, 31
  %v10 = shl i32 %n, %62
  br label %join

else:                                             ; preds = %case2
  %63 = mul i32 %gid, 8
  %64 = add i32 %63, 6
  %65 = zext i32 %64 to i64
  %66 = getelementptr i32, ptr %out, i64 %65
  store i32 %ctaid.x, ptr %66, align 4
  %67 = and i32 %ctaid.x, 255
  %68 = zext i32 %67 to i64
  %69 = getelementptr i32, ptr %in, i64 %68
  %v11 = load i32, ptr %69, align 4
  %v12 = add i32 %v4, 4
  %70 = mul i32 %gid, 8
  %71 = add i32 %70, 6
  %72 = zext i32 %71 to i64
  %73 = getelementptr i32, ptr %out, i64 %72
  store i32 %v7, ptr %73, align 4
  br label %join

join:                                             ; preds = %else, %then
  %v13 = phi i32 [ -7, %then ], [ %v8, %else ]
  %trip = and i32 %v7, 7
  br label %loop3

loop3:                                            ; preds = %loop3, %join
  %i5 = phi i32 [ 0, %join ], [ %i.next, %loop3 ]
  %v14 = phi i32 [ %v7, %join ], [ %v15, %loop3 ]
  %74 = mul i32 %gid, 8
  %75 = add i32 %74, 3
  %76 = zext i32 %75 to i64
  %77 = getelementptr i32, ptr %out, i64 %76
  store i32 %gid, ptr %77, align 4
  %v15 = add i32 %v14, %v13
  %i.next = add i32 %i5, 1
  %78 = icmp ult i32 %i.next, %trip
  br i1 %78, label %loop3, label %exit4

exit4:                                            ; preds = %loop3
  br label %endswitch
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
