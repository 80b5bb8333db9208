target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g0 = addrspace(1) global i32 0
@g1 = addrspace(3) global i32 1
@g2 = addrspace(4) global i32 2
@g3 = internal addrspace(3) global [8 x float] undef
@g4 = addrspace(1) global i32 4
@g5 = addrspace(3) global i32 5
@g6 = addrspace(4) global i32 6
@g7 = internal addrspace(3) global [8 x float] undef
@g8 = addrspace(1) global i32 8
@g9 = addrspace(3) global i32 9
@g10 = addrspace(4) global i32 10
@g11 = internal addrspace(3) global [8 x float] undef
@g12 = addrspace(1) global i32 12
@g13 = addrspace(3) global i32 13
@g14 = addrspace(4) global i32 14
@g15 = internal addrspace(3) global [8 x float] undef
@g16 = addrspace(1) global i32 16
@g17 = addrspace(3) global i32 17
@g18 = addrspace(4) global i32 18
@g19 = internal addrspace(3) global [8 x float] undef
@g20 = addrspace(1) global i32 20
@g21 = addrspace(3) global i32 21
@g22 = addrspace(4) global i32 22
@g23 = internal addrspace(3) global [8 x float] undef
@g24 = addrspace(1) global i32 24
@g25 = addrspace(3) global i32 25
@g26 = addrspace(4) global i32 26
@g27 = internal addrspace(3) global [8 x float] undef
@g28 = addrspace(1) global i32 28
@g29 = addrspace(3) global i32 29
@g30 = addrspace(4) global i32 30
@g31 = internal addrspace(3) global [8 x float] undef
@g32 = addrspace(1) global i32 32
@g33 = addrspace(3) global i32 33
@g34 = addrspace(4) global i32 34
@g35 = internal addrspace(3) global [8 x float] undef
@g36 = addrspace(1) global i32 36
@g37 = addrspace(3) global i32 37
@g38 = addrspace(4) global i32 38
@g39 = internal addrspace(3) global [8 x float] undef
define void @k0(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g0
  store i32 %v, ptr %p
  ret void
}
define void @k1(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g4
  store i32 %v, ptr %p
  ret void
}
define void @k2(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g8
  store i32 %v, ptr %p
  ret void
}
define void @k3(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g12
  store i32 %v, ptr %p
  ret void
}
define void @k4(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g16
  store i32 %v, ptr %p
  ret void
}
define void @k5(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g20
  store i32 %v, ptr %p
  ret void
}
define void @k6(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g24
  store i32 %v, ptr %p
  ret void
}
define void @k7(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g28
  store i32 %v, ptr %p
  ret void
}
define void @k8(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g32
  store i32 %v, ptr %p
  ret void
}
define void @k9(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g36
  store i32 %v, ptr %p
  ret void
}
define void @k10(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g0
  store i32 %v, ptr %p
  ret void
}
define void @k11(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g4
  store i32 %v, ptr %p
  ret void
}
define void @k12(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g8
  store i32 %v, ptr %p
  ret void
}
define void @k13(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g12
  store i32 %v, ptr %p
  ret void
}
define void @k14(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g16
  store i32 %v, ptr %p
  ret void
}
define void @k15(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g20
  store i32 %v, ptr %p
  ret void
}
define void @k16(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g24
  store i32 %v, ptr %p
  ret void
}
define void @k17(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g28
  store i32 %v, ptr %p
  ret void
}
define void @k18(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g32
  store i32 %v, ptr %p
  ret void
}
define void @k19(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g36
  store i32 %v, ptr %p
  ret void
}
define void @k20(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g0
  store i32 %v, ptr %p
  ret void
}
define void @k21(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g4
  store i32 %v, ptr %p
  ret void
}
define void @k22(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g8
  store i32 %v, ptr %p
  ret void
}
define void @k23(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g12
  store i32 %v, ptr %p
  ret void
}
define void @k24(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g16
  store i32 %v, ptr %p
  ret void
}
define void @k25(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g20
  store i32 %v, ptr %p
  ret void
}
define void @k26(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g24
  store i32 %v, ptr %p
  ret void
}
define void @k27(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g28
  store i32 %v, ptr %p
  ret void
}
define void @k28(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g32
  store i32 %v, ptr %p
  ret void
}
define void @k29(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g36
  store i32 %v, ptr %p
  ret void
}
define void @k30(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g0
  store i32 %v, ptr %p
  ret void
}
define void @k31(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g4
  store i32 %v, ptr %p
  ret void
}
define void @k32(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g8
  store i32 %v, ptr %p
  ret void
}
define void @k33(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g12
  store i32 %v, ptr %p
  ret void
}
define void @k34(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g16
  store i32 %v, ptr %p
  ret void
}
define void @k35(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g20
  store i32 %v, ptr %p
  ret void
}
define void @k36(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g24
  store i32 %v, ptr %p
  ret void
}
define void @k37(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g28
  store i32 %v, ptr %p
  ret void
}
define void @k38(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g32
  store i32 %v, ptr %p
  ret void
}
define void @k39(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @g36
  store i32 %v, ptr %p
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39}
!0 = !{ptr @k0, !"kernel", i32 1}
!1 = !{ptr @k1, !"kernel", i32 1}
!2 = !{ptr @k2, !"kernel", i32 1}
!3 = !{ptr @k3, !"kernel", i32 1}
!4 = !{ptr @k4, !"kernel", i32 1}
!5 = !{ptr @k5, !"kernel", i32 1}
!6 = !{ptr @k6, !"kernel", i32 1}
!7 = !{ptr @k7, !"kernel", i32 1}
!8 = !{ptr @k8, !"kernel", i32 1}
!9 = !{ptr @k9, !"kernel", i32 1}
!10 = !{ptr @k10, !"kernel", i32 1}
!11 = !{ptr @k11, !"kernel", i32 1}
!12 = !{ptr @k12, !"kernel", i32 1}
!13 = !{ptr @k13, !"kernel", i32 1}
!14 = !{ptr @k14, !"kernel", i32 1}
!15 = !{ptr @k15, !"kernel", i32 1}
!16 = !{ptr @k16, !"kernel", i32 1}
!17 = !{ptr @k17, !"kernel", i32 1}
!18 = !{ptr @k18, !"kernel", i32 1}
!19 = !{ptr @k19, !"kernel", i32 1}
!20 = !{ptr @k20, !"kernel", i32 1}
!21 = !{ptr @k21, !"kernel", i32 1}
!22 = !{ptr @k22, !"kernel", i32 1}
!23 = !{ptr @k23, !"kernel", i32 1}
!24 = !{ptr @k24, !"kernel", i32 1}
!25 = !{ptr @k25, !"kernel", i32 1}
!26 = !{ptr @k26, !"kernel", i32 1}
!27 = !{ptr @k27, !"kernel", i32 1}
!28 = !{ptr @k28, !"kernel", i32 1}
!29 = !{ptr @k29, !"kernel", i32 1}
!30 = !{ptr @k30, !"kernel", i32 1}
!31 = !{ptr @k31, !"kernel", i32 1}
!32 = !{ptr @k32, !"kernel", i32 1}
!33 = !{ptr @k33, !"kernel", i32 1}
!34 = !{ptr @k34, !"kernel", i32 1}
!35 = !{ptr @k35, !"kernel", i32 1}
!36 = !{ptr @k36, !"kernel", i32 1}
!37 = !{ptr @k37, !"kernel", i32 1}
!38 = !{ptr @k38, !"kernel", i32 1}
!39 = !{ptr @k39, !"kernel", i32 1}
