; Differential check on the CPU: run the divisions before and after bypass-div64 with LLVM's lli on
; operands that take the fast path (both below 2^32) and the slow path (above 2^32, negative,
; INT64_MIN / -1 excluded as undefined), and compare every result bit for bit. The NVPTX triple is
; swapped for the host's only to run the IR; the division code is what the transform produced, but
; for the slow path's opaque zero (PTX inline asm), which becomes a plain zero for the host.
; RUN: %gpuopt opt -p bypass-div64 %s | sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' \
; RUN:   -e 's/call i64 asm "mov.b64 $0, 0;", "=l"()/add i64 0, 0/' > %t.after.ll
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s > %t.before.ll
; RUN: %llvm-bindir/lli %t.before.ll > %t.before.txt
; RUN: %llvm-bindir/lli %t.after.ll > %t.after.txt
; RUN: diff %t.before.txt %t.after.txt
; RUN: FileCheck %s --check-prefix=RUNS < %t.after.txt
; RUN: %gpuopt opt -p bypass-div64 %s | FileCheck %s
; The transform did bypass all four operations (two checks, quotient and remainder shared):
; CHECK-COUNT-2: %div64.fits = icmp eq i64
; RUNS: checked 1296
target triple = "nvptx64-nvidia-cuda"

@vals = internal constant [36 x i64] [
  i64 0, i64 1, i64 2, i64 3, i64 7, i64 10, i64 255, i64 65535, i64 4294967295, i64 4294967296,
  i64 4294967297, i64 8589934593, i64 1099511627776, i64 9223372036854775807, i64 -1, i64 -2, i64 -3,
  i64 -7, i64 -10, i64 -4294967295, i64 -4294967296, i64 -4294967297, i64 -9223372036854775807,
  i64 -9223372036854775808, i64 123456789, i64 987654321012, i64 2147483647, i64 2147483648,
  i64 -2147483648, i64 -2147483649, i64 4000000000, i64 17, i64 100000, i64 -100000, i64 31, i64 12345678901234]

@fmt = private constant [24 x i8] c"%lld %lld %lld %lld %d\0A\00"
@done = private constant [12 x i8] c"checked %d\0A\00"

declare i32 @printf(ptr, ...)

define void @signed_qr(i64 %a, i64 %b, ptr %q, ptr %r) {
  %d = sdiv i64 %a, %b
  %m = srem i64 %a, %b
  store i64 %d, ptr %q
  store i64 %m, ptr %r
  ret void
}

define void @unsigned_qr(i64 %a, i64 %b, ptr %q, ptr %r) {
  %d = udiv i64 %a, %b
  %m = urem i64 %a, %b
  store i64 %d, ptr %q
  store i64 %m, ptr %r
  ret void
}

define i32 @main() {
entry:
  %q = alloca i64
  %r = alloca i64
  %uq = alloca i64
  %ur = alloca i64
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.next ]
  %count = phi i32 [ 0, %entry ], [ %count.out, %outer.next ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.next ]
  %c = phi i32 [ %count, %outer ], [ %c.next, %inner.next ]
  %pa = getelementptr [36 x i64], ptr @vals, i32 0, i32 %i
  %pb = getelementptr [36 x i64], ptr @vals, i32 0, i32 %j
  %a = load i64, ptr %pa
  %b = load i64, ptr %pb
  %zero = icmp eq i64 %b, 0
  %min = icmp eq i64 %a, -9223372036854775808
  %m1 = icmp eq i64 %b, -1
  %ovf = and i1 %min, %m1
  %skip = or i1 %zero, %ovf
  br i1 %skip, label %inner.next, label %run
run:
  call void @signed_qr(i64 %a, i64 %b, ptr %q, ptr %r)
  call void @unsigned_qr(i64 %a, i64 %b, ptr %uq, ptr %ur)
  %vq = load i64, ptr %q
  %vr = load i64, ptr %r
  %vuq = load i64, ptr %uq
  %vur = load i64, ptr %ur
  %idx = mul i32 %i, 36
  %id = add i32 %idx, %j
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %vq, i64 %vr, i64 %vuq, i64 %vur, i32 %id)
  br label %inner.next
inner.next:
  %c.next = add i32 %c, 1
  %j.next = add i32 %j, 1
  %jd = icmp eq i32 %j.next, 36
  br i1 %jd, label %outer.next, label %inner
outer.next:
  %count.out = phi i32 [ %c.next, %inner.next ]
  %i.next = add i32 %i, 1
  %id2 = icmp eq i32 %i.next, 36
  br i1 %id2, label %exit, label %outer
exit:
  call i32 (ptr, ...) @printf(ptr @done, i32 %count.out)
  ret i32 0
}
