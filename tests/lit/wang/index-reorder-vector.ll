; Index reordering of clang's vectorised row loops (-O2/-O3; tests/wang/reorder_vec.c): B[i*m + k] =
; A[i*m + k]*2, i the thread's row. The vector body's column %y steps by 8 (two <4 x float> per
; step: the second an offset access, `gep i8 p, 16`, lanes y + 4 .. y + 7) and leaves when y + 8 ==
; U = m & ~7 (y <= m - 8: every lane within the row); %y has no signed range (add nuw only) and is
; non-negative because it rises from 0. The reordered copy splits each vector into four scalar
; accesses, lane w at w*R elements (w*R*4 bytes) past lane 0. The scalar tail starts at %s (0, or
; U after the vector body): its remainder first, one copy at %s where m & 1 != 0 (s <= m - 1: the
; bits of U and of m & 1 are disjoint), then a loop by 2 from there to m. The vectoriser's overlap
; checks compare the arrays' addresses (a getelementptr and ptrtoints that reach only icmps): not
; accesses. @vec_past steps by 4 to U = m & ~3 (y <= m - 4) but also loads y + 4 .. y + 7: A is
; declined, B (stored at y .. y + 3) reordered.
; RUN: %gpuopt opt -p index-reorder,verify %s | FileCheck %s
; CHECK: define {{.*}}void @vec(ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i32 %m) #[[O:[0-9]+]]
; CHECK: define {{.*}}void @vec_past(ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i32 %m) #[[D:[0-9]+]]
; CHECK-LABEL: define {{.*}}void @vec_ro(ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i32 %m, i64 %Ab.rows, i64 %Bb.rows)
; CHECK: %pa = getelementptr float, ptr %Ab, i64 %ro.idx
; CHECK: %[[D4:.*]] = mul nsw i64 4, %Ab.rows
; CHECK-NEXT: %[[O4:.*]] = getelementptr float, ptr %pa, i64 %[[D4]]
; CHECK-NEXT: load float, ptr %pa, align 4
; CHECK: %[[L1:.*]] = mul nsw i64 %Ab.rows, 4
; CHECK-NEXT: %[[P1:.*]] = getelementptr i8, ptr %pa, i64 %[[L1]]
; CHECK-NEXT: load float, ptr %[[P1]], align 4
; CHECK: mul nsw i64 %Ab.rows, 12
; CHECK: load float, ptr %[[O4]], align 4
; CHECK: extractelement <4 x float> %vb, i32 3
; CHECK-NOT: <4 x float> %vb4, ptr
; CHECK: mul nsw i64 %s, %Ab.rows
; CHECK-LABEL: define {{.*}}void @vec_past_ro(ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i32 %m, i64 %Bb.rows)
; CHECK: load <4 x float>
; CHECK-NOT: store <4 x float>
; CHECK: ret void
; CHECK-NOT: define
; CHECK-DAG: attributes #[[O]] = { "gpuopt-layout-report"="Ab [col][row] (was [row][col]), 5 accesses; Bb [col][row] (was [row][col]), 5 accesses (stores only); coalesced
; CHECK-DAG: attributes #[[D]] = { "gpuopt-layout-declined"="Ab: a column index not proved within its row
; CHECK-DAG: "gpuopt-layout"="0:p4:5:4:5:0:5:0;2:p4:6:4:5:0:5:1"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @vec(ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %Bb = getelementptr i8, ptr %B, i64 %Boff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 0
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  %U = and i64 %M, 2147483640
  %rem = and i64 %M, 1
  %lastc = add nsw i64 %M, -1
  %ra = getelementptr i8, ptr %Ab, i64 %row
  %rb = getelementptr i8, ptr %Bb, i64 %row
  %ia = ptrtoint ptr %Ab to i64
  %ib = ptrtoint ptr %Bb to i64
  %diff = sub i64 %ib, %ia
  %near = icmp ult i64 %diff, 32
  %ovl = icmp ult ptr %ra, %rb
  %small = icmp ult i32 %m, 8
  %c1 = or i1 %small, %near
  %scalar = or i1 %c1, %ovl
  br i1 %scalar, label %tail, label %vbody
vbody:
  %y = phi i64 [ 0, %pre ], [ %yn, %vbody ]
  %ix = add nsw i64 %row, %y
  %pa = getelementptr inbounds float, ptr %Ab, i64 %ix
  %pa4 = getelementptr inbounds i8, ptr %pa, i64 16
  %va = load <4 x float>, ptr %pa, align 4
  %va4 = load <4 x float>, ptr %pa4, align 4
  %vb = fmul <4 x float> %va, <float 2.0, float 2.0, float 2.0, float 2.0>
  %vb4 = fmul <4 x float> %va4, <float 2.0, float 2.0, float 2.0, float 2.0>
  %pb = getelementptr inbounds float, ptr %Bb, i64 %ix
  %pb4 = getelementptr inbounds i8, ptr %pb, i64 16
  store <4 x float> %vb, ptr %pb, align 4
  store <4 x float> %vb4, ptr %pb4, align 4
  %yn = add nuw i64 %y, 8
  %vdone = icmp eq i64 %yn, %U
  br i1 %vdone, label %mid, label %vbody
mid:
  %all = icmp eq i64 %U, %M
  br i1 %all, label %exit, label %tail
tail:
  %s = phi i64 [ 0, %pre ], [ %U, %mid ]
  %odd = icmp eq i64 %rem, 0
  br i1 %odd, label %tl, label %prol
prol:
  %ixp = add nsw i64 %row, %s
  %pap = getelementptr inbounds float, ptr %Ab, i64 %ixp
  %ap = load float, ptr %pap, align 4
  %bp = fmul float %ap, 2.0
  %pbp = getelementptr inbounds float, ptr %Bb, i64 %ixp
  store float %bp, ptr %pbp, align 4
  %s1 = or disjoint i64 %s, 1
  br label %tl
tl:
  %t0 = phi i64 [ %s, %tail ], [ %s1, %prol ]
  %lastone = icmp eq i64 %s, %lastc
  br i1 %lastone, label %exit, label %tbody
tbody:
  %t = phi i64 [ %t0, %tl ], [ %tn, %tbody ]
  %ixt = add i64 %row, %t
  %pat = getelementptr float, ptr %Ab, i64 %ixt
  %at = load float, ptr %pat, align 4
  %pat1 = getelementptr i8, ptr %pat, i64 4
  %at1 = load float, ptr %pat1, align 4
  %bt = fmul float %at, 2.0
  %bt1 = fmul float %at1, 2.0
  %pbt = getelementptr float, ptr %Bb, i64 %ixt
  store float %bt, ptr %pbt, align 4
  %pbt1 = getelementptr i8, ptr %pbt, i64 4
  store float %bt1, ptr %pbt1, align 4
  %tn = add nuw nsw i64 %t, 2
  %tdone = icmp eq i64 %tn, %M
  br i1 %tdone, label %exit, label %tbody
exit:
  ret void
}

define void @vec_past(ptr %A, i64 %Aoff, ptr %B, i64 %Boff, i32 %m) {
entry:
  %Ab = getelementptr i8, ptr %A, i64 %Aoff
  %Bb = getelementptr i8, ptr %B, i64 %Boff
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tx to i64
  %pos = icmp sgt i32 %m, 7
  br i1 %pos, label %pre, label %exit
pre:
  %M = zext nneg i32 %m to i64
  %row = mul nsw i64 %i, %M
  %U = and i64 %M, 2147483644
  br label %vbody
vbody:
  %y = phi i64 [ 0, %pre ], [ %yn, %vbody ]
  %ix = add nsw i64 %row, %y
  %pa = getelementptr inbounds float, ptr %Ab, i64 %ix
  %pa4 = getelementptr inbounds i8, ptr %pa, i64 16
  %va = load <4 x float>, ptr %pa, align 4
  %va4 = load <4 x float>, ptr %pa4, align 4
  %vb = fadd <4 x float> %va, %va4
  %pb = getelementptr inbounds float, ptr %Bb, i64 %ix
  store <4 x float> %vb, ptr %pb, align 4
  %yn = add nuw i64 %y, 4
  %vdone = icmp eq i64 %yn, %U
  br i1 %vdone, label %exit, label %vbody
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @vec, !"kernel", i32 1}
!1 = !{ptr @vec_past, !"kernel", i32 1}
