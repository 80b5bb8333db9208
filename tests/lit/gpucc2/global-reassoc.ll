; gpucc §3.4.3, Algorithm 2: (a+b)+c is rewritten to reuse a dominating a+c or b+c, choosing
; the association its dominators used; GEPs &p[a+b] reuse a dominating &p[a].
; RUN: %gpuopt opt -p global-reassoc %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @use(i64)
declare void @usep(ptr)

; The slice of Fig. 5c: j0 = c + x0; x1 = x0 + n; j1 = c + x1 becomes j1 = j0 + n (local
; reassociation would pick (c + n) + x0). As in the paper, x1 has a single use (x2 = x0 + 2n).
; CHECK-LABEL: @fig5c(
; CHECK:       %j0 = add i64 %c, %x0
; CHECK:       %j1 = add i64 %j0, %n
define void @fig5c(i64 %b, i64 %c, i64 %n) {
  %x0 = mul i64 %b, %n
  %j0 = add i64 %c, %x0
  call void @use(i64 %j0)
  %x1 = add i64 %x0, %n
  %j1 = add nsw i64 %c, %x1
  call void @use(i64 %j1)
  %n2 = shl i64 %n, 1
  %x2 = add i64 %x0, %n2
  call void @use(i64 %x2)
  ret void
}

; The cost rule: when x1 keeps another use (gpuopt's slsr gives x2 = x1 + n), x1 stays, so j1 =
; j0 + n would save nothing and only stretch j0's live range: not rewritten unless an address is
; rebased on j0 (next function). x2 has a single use, so j2 = (x1 + n) + c is j1 + n.
; CHECK-LABEL: @fig5c_shared(
; CHECK:       %j1 = add {{(nsw )?}}i64 %c, %x1
; CHECK:       %j2 = add i64 %j1, %n
define void @fig5c_shared(i64 %b, i64 %c, i64 %n) {
  %x0 = mul i64 %b, %n
  %j0 = add i64 %c, %x0
  call void @use(i64 %j0)
  %x1 = add i64 %x0, %n
  %j1 = add nsw i64 %c, %x1
  call void @use(i64 %j1)
  %x2 = add i64 %x1, %n
  %j2 = add i64 %x2, %c
  call void @use(i64 %j2)
  ret void
}

; ... and with the addresses of Fig. 5c-d (p0 = &a[j0], p3 = &a[j1]): j1 = j0 + n is formed, p3
; becomes &p0[n], then p6 = &p3[n], and the index sums are dead.
; CHECK-LABEL: @fig5c_address(
; CHECK:       %p0 = getelementptr {{(inbounds )?}}float, ptr %a, i64 %j0
; CHECK-NOT:   %j1
; CHECK:       %p3 = getelementptr float, ptr %p0, i64 %n
; CHECK-NOT:   %j2
; CHECK:       %p6 = getelementptr float, ptr %p3, i64 %n
define void @fig5c_address(ptr %a, i64 %b, i64 %c, i64 %n) {
  %x0 = mul i64 %b, %n
  %j0 = add i64 %c, %x0
  %p0 = getelementptr inbounds float, ptr %a, i64 %j0
  call void @usep(ptr %p0)
  %x1 = add i64 %x0, %n
  %j1 = add nsw i64 %c, %x1
  %p3 = getelementptr inbounds float, ptr %a, i64 %j1
  call void @usep(ptr %p3)
  %x2 = add i64 %x1, %n
  %j2 = add i64 %x2, %c
  %p6 = getelementptr inbounds float, ptr %a, i64 %j2
  call void @usep(ptr %p6)
  ret void
}

; Multiplication is reassociated the same way: (a*b)*c with a dominating a*c.
; CHECK-LABEL: @mul(
; CHECK:       %ac = mul i64 %a, %c
; CHECK:       %r = mul i64 %ac, %b
define void @mul(i64 %a, i64 %b, i64 %c) {
  %ac = mul i64 %a, %c
  call void @use(i64 %ac)
  %ab = mul i64 %a, %b
  %r = mul i64 %ab, %c
  call void @use(i64 %r)
  ret void
}

; The matching expression must dominate: in a sibling branch it does not.
; CHECK-LABEL: @siblings(
; CHECK-LABEL: r:
; CHECK-NEXT:    %x1 = add i64 %x0, %n
; CHECK-NEXT:    %j1 = add i64 %c, %x1
define void @siblings(i64 %c, i64 %x0, i64 %n, i1 %k) {
entry:
  br i1 %k, label %l, label %r
l:
  %j0 = add i64 %c, %x0
  call void @use(i64 %j0)
  br label %e
r:
  %x1 = add i64 %x0, %n
  %j1 = add i64 %c, %x1
  call void @use(i64 %j1)
  br label %e
e:
  ret void
}

; GEPs (Fig. 5c to 5d): &a[j0 + n] with p0 = &a[j0] dominating is &p0[n]; also across blocks.
; CHECK-LABEL: @gep(
; CHECK:       %p0 = getelementptr {{(inbounds )?}}float, ptr %a, i64 %j0
; CHECK:       %p3 = getelementptr float, ptr %p0, i64 %n
; CHECK-LABEL: next:
; CHECK-NEXT:    %p6 = getelementptr float, ptr %p3, i64 %n
define void @gep(ptr %a, i64 %j0, i64 %n, i1 %k) {
entry:
  %p0 = getelementptr inbounds float, ptr %a, i64 %j0
  call void @usep(ptr %p0)
  %j3 = add i64 %j0, %n
  %p3 = getelementptr inbounds float, ptr %a, i64 %j3
  call void @usep(ptr %p3)
  br i1 %k, label %next, label %done
next:
  %j6 = add i64 %n, %j3
  %p6 = getelementptr inbounds float, ptr %a, i64 %j6
  call void @usep(ptr %p6)
  br label %done
done:
  ret void
}

; int indices: &a[sext(i +nsw j)] from &a[sext(i)] is &p[sext(j)]; without nsw, nothing.
; CHECK-LABEL: @gep_sext(
; CHECK:       %p = getelementptr {{(inbounds )?}}float, ptr %a, i64 %ei
; CHECK:       [[EJ:%.*]] = sext i32 %j to i64
; CHECK-NEXT:  %q = getelementptr float, ptr %p, i64 [[EJ]]
; CHECK:       %r = getelementptr inbounds float, ptr %a, i64 %ew
define void @gep_sext(ptr %a, i32 %i, i32 %j) {
  %ei = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ei
  call void @usep(ptr %p)
  %ij = add nsw i32 %i, %j
  %eij = sext i32 %ij to i64
  %q = getelementptr inbounds float, ptr %a, i64 %eij
  call void @usep(ptr %q)
  %w = add i32 %i, %j
  %ew = sext i32 %w to i64
  %r = getelementptr inbounds float, ptr %a, i64 %ew
  call void @usep(ptr %r)
  ret void
}

; The cost rule's loop case (matmul_reg4's rows): x = r + n is shared (used again after the loop),
; but in the loop, r + k (D) and x + k (I) are two induction expressions that differ by n; I = D + n
; leaves loop strength reduction one induction variable for both. Outside a loop the same shape is
; not rewritten (fig5c_shared).
; CHECK-LABEL: @induction(
; CHECK:       %d = add i32 %r, %k
; CHECK:       %i = add i32 %d, %n
define void @induction(ptr %a, i32 %r, i32 %n) {
entry:
  %x = add i32 %r, %n
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %d = add i32 %r, %k
  %de = zext i32 %d to i64
  %pd = getelementptr float, ptr %a, i64 %de
  call void @usep(ptr %pd)
  %i = add i32 %x, %k
  %ie = zext i32 %i to i64
  %pi = getelementptr float, ptr %a, i64 %ie
  call void @usep(ptr %pi)
  %k1 = add i32 %k, 1
  %c = icmp eq i32 %k1, %n
  br i1 %c, label %exit, label %loop
exit:
  call void @use(i64 0)
  %xe = zext i32 %x to i64
  call void @use(i64 %xe)
  ret void
}
