; gpucc §3.1: the inliner with the GPU threshold (1100 by default) honours alwaysinline and
; noinline; a callee too costly for a low threshold is inlined at 1100.
; RUN: %gpuopt opt -p inline-unroll %s | FileCheck %s
; RUN: %gpuopt opt -p inline-unroll --inline-threshold 100 %s | FileCheck %s --check-prefix=LOW
; RUN: %gpuopt opt -p inline-unroll --inline-threshold 0 %s | FileCheck %s --check-prefix=LOW
; RUN: %gpuopt difftest -p inline-unroll --kernel k --grid 1 --block 32 --arg i32[1]:zero --arg i32:rand:0:100000 --seeds 3 %s | FileCheck %s --check-prefix=DIFF
; DIFF: difftest: 3 runs, outputs identical
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}void @k(
; CHECK-NOT: call i32 @always
; CHECK: call i32 @never(
; CHECK-NOT: call i32 @medium
; CHECK: ret void
; LOW-LABEL: define {{.*}}void @k(
; LOW-NOT: call i32 @always
; LOW: call i32 @never(
; LOW: call i32 @medium(
; LOW: call i32 @medium(
; The threshold attribute gpuopt uses internally does not stay in the IR:
; LOW-NOT: function-inline-threshold
; CHECK-NOT: function-inline-threshold
define void @k(ptr %p, i32 %x) {
  %a = call i32 @always(i32 %x)
  %b = call i32 @never(i32 %a)
  %c = call i32 @medium(i32 %b)
  %d = call i32 @medium(i32 %c)
  store i32 %d, ptr %p
  ret void
}

define internal i32 @always(i32 %x) alwaysinline {
  %a1 = mul i32 %x, %x
  %a2 = add i32 %a1, 3
  %a3 = mul i32 %a2, %a1
  ret i32 %a3
}

define internal i32 @never(i32 %x) noinline {
  %a = add i32 %x, 1
  ret i32 %a
}

; about 40 instructions: over threshold 100, under 1100
define i32 @medium(i32 %x) {
  %t0 = mul i32 %x, 3
  %u0 = xor i32 %t0, 1
  %t1 = mul i32 %u0, 5
  %u1 = xor i32 %t1, 9
  %t2 = mul i32 %u1, 7
  %u2 = xor i32 %t2, 11
  %t3 = mul i32 %u2, 13
  %u3 = xor i32 %t3, 17
  %t4 = mul i32 %u3, 19
  %u4 = xor i32 %t4, 23
  %t5 = mul i32 %u4, 29
  %u5 = xor i32 %t5, 31
  %t6 = mul i32 %u5, 37
  %u6 = xor i32 %t6, 41
  %t7 = mul i32 %u6, 43
  %u7 = xor i32 %t7, 47
  %t8 = mul i32 %u7, 53
  %u8 = xor i32 %t8, 59
  %t9 = mul i32 %u8, 61
  %u9 = xor i32 %t9, 67
  %t10 = mul i32 %u9, 71
  %u10 = xor i32 %t10, 73
  %t11 = mul i32 %u10, 79
  %u11 = xor i32 %t11, 83
  %t12 = mul i32 %u11, 89
  %u12 = xor i32 %t12, 97
  %t13 = mul i32 %u12, 101
  %u13 = xor i32 %t13, 103
  %t14 = mul i32 %u13, 107
  %u14 = xor i32 %t14, 109
  %t15 = mul i32 %u14, 113
  %u15 = xor i32 %t15, 127
  %t16 = mul i32 %u15, 131
  %u16 = xor i32 %t16, 137
  %t17 = mul i32 %u16, 139
  %u17 = xor i32 %t17, 149
  %t18 = mul i32 %u17, 151
  %u18 = xor i32 %t18, 157
  %t19 = mul i32 %u18, 163
  %u19 = xor i32 %t19, 167
  ret i32 %u19
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
