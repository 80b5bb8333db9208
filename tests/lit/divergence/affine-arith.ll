; Affine arithmetic (Fig. 12): add, sub, mul by a constant, shl, or disjoint; sext and zext keep
; an affine value only when it cannot have wrapped (nsw for sext and zext nneg, nuw for zext);
; GEP scales by the element size (and adds struct field offsets). Comparisons of two affine
; values with the same tid coefficient are uniform: eq/ne always, signed ones only when both
; sides are nsw-exact, unsigned ones only when both are nuw-exact. Exactness comes from the flags
; or from a no-wrap fact the range analysis proves: %add = tid + 5 (nsw only) cannot wrap in the
; unsigned sense either (tid <= 1023), so `ult %add, %zx.nuw` is uniform (both sides nuw-exact).
; RUN: %gpuopt analyze --divergence --json %s | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, float }

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nsw i32 %tid, 5
  %sub = sub nsw i32 %add, %n
  %neg = sub nsw i32 0, %tid
  %mul = mul nsw i32 %tid, 3
  %shl = shl nsw i32 %tid, 2
  %or = or disjoint i32 %shl, 1
  %mixed = add nsw i32 %mul, %neg
  %tt = mul nsw i32 %tid, %tid
  %wrap = add i32 %tid, %n
  %sx.ok = sext i32 %add to i64
  %sx.bad = sext i32 %wrap to i64
  %zx.nuw = add nuw i32 %tid, 7
  %zx.ok = zext i32 %zx.nuw to i64
  %zx.bad = zext i32 %wrap to i64
  %zx.nneg = zext nneg i32 %add to i64
  %tr = trunc i32 %add to i8
  %gep = getelementptr inbounds %pair, ptr %out, i64 %sx.ok, i32 1
  %gep2 = getelementptr inbounds [4 x i16], ptr %out, i64 0, i64 %sx.ok
  %lt.ok = icmp slt i32 %add, %sub
  %lt.wrap = icmp slt i32 %add, %wrap
  %eq.wrap = icmp eq i32 %add, %wrap
  %ult.bad = icmp ult i32 %add, %zx.nuw
  %ult.ok = icmp ult i32 %zx.nuw, 100
  %lt.diff = icmp slt i32 %add, %mul
  store i32 %or, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

; CHECK: "add":{"state":"affine","tid_coef":1,"const":5}
; CHECK: "sub":{"state":"affine","tid_coef":1,"const":null}
; CHECK: "neg":{"state":"affine","tid_coef":-1,"const":0}
; CHECK: "mul":{"state":"affine","tid_coef":3,"const":0}
; CHECK: "shl":{"state":"affine","tid_coef":4,"const":0}
; CHECK: "or":{"state":"affine","tid_coef":4,"const":1}
; CHECK: "mixed":{"state":"affine","tid_coef":2,"const":0}
; CHECK: "tt":{"state":"divergent"
; CHECK: "wrap":{"state":"affine","tid_coef":1,"const":null}
; CHECK: "sx.ok":{"state":"affine","tid_coef":1,"const":5}
; CHECK: "sx.bad":{"state":"divergent"
; CHECK: "zx.nuw":{"state":"affine","tid_coef":1,"const":7}
; CHECK: "zx.ok":{"state":"affine","tid_coef":1,"const":7}
; CHECK: "zx.bad":{"state":"divergent"
; CHECK: "zx.nneg":{"state":"affine","tid_coef":1,"const":5}
; CHECK: "tr":{"state":"affine","tid_coef":1,"const":5}
; CHECK: "gep":{"state":"affine","tid_coef":8,"const":null}
; CHECK: "gep2":{"state":"affine","tid_coef":2,"const":null}
; CHECK: "lt.ok":{"state":"uniform"
; CHECK: "lt.wrap":{"state":"divergent"
; CHECK: "eq.wrap":{"state":"uniform"
; CHECK: "ult.bad":{"state":"uniform"
; CHECK: "ult.ok":{"state":"divergent"
; CHECK: "lt.diff":{"state":"divergent"
