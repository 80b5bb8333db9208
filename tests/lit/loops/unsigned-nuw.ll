; Unsigned loops whose increment is `add nuw` without nsw (issue 16; clang -O1 on
; `for (unsigned i = b; i < n; i++)` when it keeps i in 32 bits): nuw rules out unsigned wrap only, so
; the variable's value is its unsigned reading, from the start %b read as unsigned (zero-extended:
; b >= 2^31 is not negative). The trip count is max(0, n - b) on the zero-extended readings, the
; restrictify checks zero-extend %b and %n, and a sign-extended use of i is refused (past 2^31 its
; signed reading is negative). An `add nuw nsw` increment keeps the signed reading (@nsw).
; Before, the nuw-only increment had no form (trip count unknown) and the phi took the signed
; reading of %b.
; RUN: %gpuopt analyze --bounds %s | FileCheck %s
; RUN: %gpuopt opt -p restrictify %s -o - | FileCheck %s --check-prefix=RESTRICT
; CHECK-LABEL: function fromb
; CHECK: loop at line 0 (depth 1, header loop): trip count max(0, %n - %b), runs if %n - %b >= 1; parallel
; CHECK-NEXT: %y[%b .. max(%b, %n - 1)] elements, write, 4-byte elements, exact, touched only if %n - %b >= 1
; CHECK-LABEL: function signed_use
; CHECK: loop at line 0 (depth 1, header loop): trip count max(0, %n - %b), runs if %n - %b >= 1; not parallel: store to memory (line 0) cannot be analysed: an unsigned induction variable read as signed
; CHECK-LABEL: function nsw
; CHECK: loop at line 0 (depth 1, header loop): trip count max(0, %n - %b), runs if %n - %b >= 1; parallel
; CHECK: %y[%b .. max(%b, %n - 1)] elements, write, 4-byte elements, exact
; RESTRICT-LABEL: define void @copy(
; RESTRICT: zext i32 %b to i64
; RESTRICT: zext i32 %n to i64
; RESTRICT: %restrict.ok = or i1
; RESTRICT-LABEL: define void @nsw(
; RESTRICT: sext i32 %b to i64
; RESTRICT: %restrict.ok = or i1
target triple = "x86_64-unknown-linux-gnu"
define void @fromb(i32 %b, i32 %n, ptr %y) {
entry:
  %g = icmp ult i32 %b, %n
  br i1 %g, label %loop, label %done
loop:
  %i = phi i32 [ %b, %entry ], [ %i1, %loop ]
  %k = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr %y, i64 %k
  store float 1.0, ptr %p
  %i1 = add nuw i32 %i, 1
  %e = icmp ult i32 %i1, %n
  br i1 %e, label %loop, label %done
done:
  ret void
}
define void @signed_use(i32 %b, i32 %n, ptr %y) {
entry:
  %g = icmp ult i32 %b, %n
  br i1 %g, label %loop, label %done
loop:
  %i = phi i32 [ %b, %entry ], [ %i1, %loop ]
  %k = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %y, i64 %k
  store float 1.0, ptr %p
  %i1 = add nuw i32 %i, 1
  %e = icmp ult i32 %i1, %n
  br i1 %e, label %loop, label %done
done:
  ret void
}
define void @copy(i32 %b, i32 %n, ptr %x, ptr %y) {
entry:
  %g = icmp ult i32 %b, %n
  br i1 %g, label %loop, label %done
loop:
  %i = phi i32 [ %b, %entry ], [ %i1, %loop ]
  %k = zext i32 %i to i64
  %q = getelementptr inbounds float, ptr %x, i64 %k
  %v = load float, ptr %q
  %p = getelementptr inbounds float, ptr %y, i64 %k
  store float %v, ptr %p
  %i1 = add nuw i32 %i, 1
  %e = icmp ult i32 %i1, %n
  br i1 %e, label %loop, label %done
done:
  ret void
}
define void @nsw(i32 %b, i32 %n, ptr %x, ptr %y) {
entry:
  %g = icmp slt i32 %b, %n
  br i1 %g, label %loop, label %done
loop:
  %i = phi i32 [ %b, %entry ], [ %i1, %loop ]
  %k = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %x, i64 %k
  %v = load float, ptr %q
  %p = getelementptr inbounds float, ptr %y, i64 %k
  store float %v, ptr %p
  %i1 = add nuw nsw i32 %i, 1
  %e = icmp slt i32 %i1, %n
  br i1 %e, label %loop, label %done
done:
  ret void
}
