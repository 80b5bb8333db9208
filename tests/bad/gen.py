#!/usr/bin/env python3
"""Regenerate the bad-input corpus tests/bad/*: inputs that a compiler engineer's tool chain may hand
gpuopt by mistake or on purpose. Every entry, with every driver subcommand and preset, must make
gpuopt exit 0 or 1 (with a message), never crash or leak (tests/bad/run-matrix.py checks that).
Run: python3 tests/bad/gen.py  (needs llvm-as-19 for the bitcode entries). Commit the outputs."""
import os, random, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
HDR = 'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\ntarget triple = "nvptx64-nvidia-cuda"\n'
TID = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
def kernel_md(*names):
    s = "!nvvm.annotations = !{%s}\n" % ", ".join("!%d" % i for i in range(len(names)))
    return s + "".join('!%d = !{ptr @%s, !"kernel", i32 1}\n' % (i, n) for i, n in enumerate(names))

cases = {}
def case(name, text):
    cases[name] = text

case("empty.ll", "")
case("whitespace-only.ll", "  \n\t\n  \n")
case("comment-only.ll", "; nothing but a comment\n")
case("type-error.ll", HDR + """define void @k(ptr %p, i64 %x) {
entry:
  %a = add i32 %x, 1
  store i32 %a, ptr %p
  ret void
}
""" + kernel_md("k"))
case("missing-terminator.ll", HDR + """define void @k(ptr %p) {
entry:
  store i32 1, ptr %p
}
""" + kernel_md("k"))
case("undefined-value.ll", HDR + """define void @k(ptr %p) {
entry:
  store i32 %nope, ptr %p
  ret void
}
""" + kernel_md("k"))
case("dominance-violation.ll", HDR + """define void @k(ptr %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  store i32 %x, ptr %p
  ret void
}
""" + kernel_md("k"))
case("x86-target.ll", """target triple = "x86_64-unknown-linux-gnu"
define void @k(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
}
""")
case("amdgpu-target.ll", """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  store i32 1, ptr addrspace(1) %p
  ret void
}
""")
case("nvptx32-target.ll", """target triple = "nvptx-nvidia-cuda"
define void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr %p, i32 %t
  store i32 %t, ptr %q
  ret void
}
""" + TID + kernel_md("k"))
case("declarations-only.ll", HDR + "declare void @f(ptr)\ndeclare i32 @g(i32, ...)\n" + TID)
case("no-functions.ll", HDR + "@g = addrspace(1) global i32 0\n")
case("annotated-declaration.ll", HDR + "declare void @k(ptr)\n" + kernel_md("k"))
case("malformed-annotations.ll", HDR + """@g = addrspace(1) global i32 0
define void @k(ptr %p) {
entry:
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr addrspace(1) @g, !"kernel", i32 1}
!1 = !{ptr @k, !"kernel"}
!2 = !{ptr @k, i32 1, !"kernel", !"kernel"}
!3 = !{}
!4 = !{ptr @k, !"maxntidx", i32 64, !"kernel", i32 1, !"reqntidx", i32 0, !"kernel"}
""")
case("indirectbr.ll", HDR + """define void @k(ptr %p, i32 %i) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  %a = select i1 %c, ptr blockaddress(@k, %one), ptr blockaddress(@k, %two)
  indirectbr ptr %a, [label %one, label %two]
one:
  store i32 1, ptr %p
  br label %done
two:
  store i32 2, ptr %p
  br label %done
done:
  ret void
}
""" + TID + kernel_md("k"))
case("callbr.ll", HDR + """define void @k(ptr %p) {
entry:
  callbr void asm "", "!i"() to label %normal [label %other]
normal:
  store i32 1, ptr %p
  ret void
other:
  store i32 2, ptr %p
  ret void
}
""" + kernel_md("k"))
case("varargs.ll", HDR + """declare i32 @vprintf(ptr, ptr)
define i32 @sum(i32 %n, ...) {
entry:
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %v
}
define void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = call i32 (i32, ...) @sum(i32 2, i32 %t, double 1.0)
  store i32 %s, ptr %p
  ret void
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
""" + TID + kernel_md("k"))
case("invoke-landingpad.ll", HDR + """declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
define void @k(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  invoke void @may_throw(i32 %t) to label %ok unwind label %lp
ok:
  store i32 1, ptr %p
  ret void
lp:
  %e = landingpad { ptr, i32 } cleanup
  store i32 2, ptr %p
  resume { ptr, i32 } %e
}
""" + TID + kernel_md("k"))
case("irreducible.ll", HDR + """define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, 16
  br i1 %c, label %a, label %b
a:
  %ia = phi i32 [ 0, %entry ], [ %ib2, %b ]
  %ia2 = add i32 %ia, 1
  %ca = icmp slt i32 %ia2, %n
  br i1 %ca, label %b, label %exit
b:
  %ib = phi i32 [ 5, %entry ], [ %ia2, %a ]
  %ib2 = add i32 %ib, 2
  %cb = icmp slt i32 %ib2, %n
  br i1 %cb, label %a, label %exit
exit:
  %r = phi i32 [ %ia2, %a ], [ %ib2, %b ]
  store i32 %r, ptr %p
  ret void
}
""" + TID + kernel_md("k"))
case("infinite-loop.ll", HDR + """define void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %spin, label %done
spin:
  %i = phi i32 [ 0, %entry ], [ %i2, %spin ]
  %i2 = add i32 %i, 1
  store volatile i32 %i2, ptr %p
  br label %spin
done:
  ret void
}
define void @forever() {
entry:
  br label %l
l:
  br label %l
}
""" + TID + kernel_md("k"))
case("unreachable-blocks.ll", HDR + """define void @k(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
dead1:
  %x = add i32 %y, 1
  br label %dead2
dead2:
  %y = phi i32 [ %x, %dead1 ], [ 0, %dead3 ]
  br label %dead1
dead3:
  br label %dead2
dead4:
  unreachable
}
define void @only_unreachable() {
entry:
  unreachable
}
""" + kernel_md("k"))
case("vectors.ll", HDR + """define void @k(ptr %p, <4 x i32> %v) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ins = insertelement <4 x i32> %v, i32 %t, i32 1
  %s = shufflevector <4 x i32> %ins, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %a = add <4 x i32> %s, <i32 1, i32 2, i32 3, i32 4>
  %d = udiv <4 x i32> %a, <i32 1, i32 2, i32 3, i32 4>
  %c = icmp ult <4 x i32> %d, %v
  %sel = select <4 x i1> %c, <4 x i32> %d, <4 x i32> %v
  %q = getelementptr <4 x i32>, ptr %p, i32 %t
  store <4 x i32> %sel, ptr %q, align 16
  %e = extractelement <4 x i32> %sel, i32 %t
  %ps = getelementptr i32, ptr %p, <2 x i32> <i32 0, i32 1>
  %l = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, i32 4, <2 x i1> <i1 true, i1 true>, <2 x i32> poison)
  %l0 = extractelement <2 x i32> %l, i32 0
  %f = add i32 %e, %l0
  store i32 %f, ptr %p
  ret void
}
declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x i32>)
""" + TID + kernel_md("k"))
case("scalable-vectors.ll", HDR + """define <vscale x 4 x i32> @f(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
entry:
  %c = add <vscale x 4 x i32> %a, %b
  ret <vscale x 4 x i32> %c
}
""")
case("i128.ll", HDR + """define void @k(ptr %p, i128 %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t128 = zext i32 %t to i128
  %m = mul i128 %x, %t128
  %d = udiv i128 %m, 340282366920938463463374607431768211455
  %r = urem i128 %m, 12345678901234567890123
  %s = sdiv i128 %d, 7
  %a = add i128 %s, %r
  %sh = shl i128 %a, 100
  %tr = trunc i128 %sh to i64
  %w = icmp slt i128 %a, 0
  %e = select i1 %w, i128 %a, i128 %d
  %q = getelementptr i128, ptr %p, i128 %t128
  store i128 %e, ptr %q
  %q2 = getelementptr i64, ptr %p, i32 %t
  store i64 %tr, ptr %q2
  ret void
}
""" + TID + kernel_md("k"))
case("odd-integer-widths.ll", HDR + """define void @k(ptr %p, i7 %a, i33 %b, i1 %c) {
entry:
  %x = zext i7 %a to i33
  %y = mul i33 %x, %b
  %z = udiv i33 %y, 3
  %w = sdiv i33 %z, -5
  %s = select i1 %c, i33 %w, i33 %y
  %t = trunc i33 %s to i17
  store i17 %t, ptr %p
  %big = zext i33 %s to i1024
  %bb = mul i1024 %big, %big
  %q = getelementptr i8, ptr %p, i64 8
  store i1024 %bb, ptr %q
  ret void
}
""" + kernel_md("k"))
case("aggregates.ll", HDR + """%pair = type { i32, float }
%nest = type { %pair, [4 x i64], <2 x i16> }
define %pair @mk(i32 %a, float %b) {
entry:
  %s0 = insertvalue %pair undef, i32 %a, 0
  %s1 = insertvalue %pair %s0, float %b, 1
  ret %pair %s1
}
define void @k(ptr %p, %nest %n, [3 x i32] %arr) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 3
  br i1 %c, label %a, label %b
a:
  %x = call %pair @mk(i32 %t, float 1.0)
  br label %j
b:
  %y = extractvalue %nest %n, 0
  br label %j
j:
  %z = phi %pair [ %x, %a ], [ %y, %b ]
  %i = extractvalue %pair %z, 0
  %e = extractvalue [3 x i32] %arr, 2
  %s = add i32 %i, %e
  %l = load %nest, ptr %p
  %l2 = insertvalue %nest %l, i64 7, 1, 3
  store %nest %l2, ptr %p
  %sel = select i1 %c, %pair %z, %pair zeroinitializer
  %f = extractvalue %pair %sel, 1
  %q = getelementptr %nest, ptr %p, i32 %t, i32 1, i32 %s
  store float %f, ptr %q
  ret void
}
""" + TID + kernel_md("k"))
case("recursion.ll", HDR + """define i32 @fact(i32 %n) {
entry:
  %c = icmp sle i32 %n, 1
  br i1 %c, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %x = mul i32 %n, %r
  ret i32 %x
}
define i32 @even(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %y, label %r
y:
  ret i32 1
r:
  %m = sub i32 %n, 1
  %o = call i32 @odd(i32 %m)
  ret i32 %o
}
define i32 @odd(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %y, label %r
y:
  ret i32 0
r:
  %m = sub i32 %n, 1
  %o = call i32 @even(i32 %m)
  ret i32 %o
}
define void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = call i32 @fact(i32 %t)
  %e = call i32 @even(i32 %t)
  %s = add i32 %f, %e
  store i32 %s, ptr %p
  ret void
}
""" + TID + kernel_md("k"))
case("atomics-fences.ll", HDR + """@sh = internal addrspace(3) global [64 x i32] undef
define void @k(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = atomicrmw add ptr addrspace(1) %p, i32 %t seq_cst
  %q = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %t
  %x = cmpxchg ptr addrspace(3) %q, i32 0, i32 %a acq_rel monotonic
  %v = extractvalue { i32, i1 } %x, 0
  fence syncscope("block") seq_cst
  call void @llvm.nvvm.barrier0()
  %f = atomicrmw fadd ptr addrspace(1) %p, float 1.0 monotonic
  %l = load atomic i32, ptr addrspace(1) %p acquire, align 4
  %s = add i32 %l, %v
  store atomic i32 %s, ptr addrspace(1) %p release, align 4
  ret void
}
declare void @llvm.nvvm.barrier0()
""" + TID + kernel_md("k"))
case("divergent-barrier.ll", HDR + """define void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %a, label %b
a:
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr %p
  br label %b
b:
  ret void
}
declare void @llvm.nvvm.barrier0()
""" + TID + kernel_md("k"))
case("pointer-games.ll", HDR + """@g = addrspace(1) global [16 x i32] zeroinitializer
@c = addrspace(4) constant [2 x i64] [i64 1, i64 2]
@al = alias i32, ptr addrspace(1) @g
define void @k(ptr %p, i64 %i) {
entry:
  %a = ptrtoint ptr %p to i64
  %b = add i64 %a, %i
  %q = inttoptr i64 %b to ptr
  %g = addrspacecast ptr addrspace(1) @g to ptr
  %h = addrspacecast ptr %g to ptr addrspace(3)
  %h2 = addrspacecast ptr addrspace(3) %h to ptr
  %s = select i1 true, ptr %q, ptr %h2
  %w = getelementptr i8, ptr %s, i64 -9223372036854775808
  %w2 = getelementptr inbounds [16 x i32], ptr %w, i64 4611686018427387904, i64 %i
  %cv = load i64, ptr addrspace(4) getelementptr ([2 x i64], ptr addrspace(4) @c, i64 0, i64 1)
  store i64 %cv, ptr %w2
  %n = load i32, ptr null
  store i32 %n, ptr addrspace(1) @al
  ret void
}
""" + kernel_md("k"))
case("memory-intrinsics.ll", HDR + """define void @k(ptr %p, ptr %q, i64 %n) {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 %n, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 %n, i1 false)
  %a = alloca [32 x i8], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr %a)
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %q, i64 32, i1 false)
  %v = load i64, ptr %a
  store i64 %v, ptr %p
  call void @llvm.lifetime.end.p0(i64 32, ptr %a)
  %dyn = alloca i32, i64 %n
  store i32 0, ptr %dyn
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
""" + kernel_md("k"))
case("floats.ll", HDR + """define void @k(ptr %p, half %h, bfloat %b, double %d, float %f) {
entry:
  %x = fpext half %h to float
  %y = fpext bfloat %b to float
  %z = fdiv float %x, 0.0
  %w = frem float %z, %y
  %n = fadd float %w, 0x7FF8000000000000
  %i = fptosi float %n to i32
  %u = fptoui double %d to i64
  %dd = fmul fast double %d, 0x7FF0000000000000
  %sq = call float @llvm.sqrt.f32(float %f)
  %fm = call double @llvm.fma.f64(double %dd, double %d, double -0.0)
  %c = fcmp uno double %fm, %fm
  %s = select i1 %c, i32 %i, i32 7
  store i32 %s, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  store i64 %u, ptr %q
  %r = getelementptr i8, ptr %p, i64 16
  store float %sq, ptr %r
  %hh = fptrunc double %fm to half
  store half %hh, ptr %p
  ret void
}
declare float @llvm.sqrt.f32(float)
declare double @llvm.fma.f64(double, double, double)
""" + kernel_md("k"))
case("poison-undef-freeze.ll", HDR + """define void @k(ptr %p, i32 %a) {
entry:
  %x = add i32 undef, poison
  %y = freeze i32 %x
  %c = icmp eq i32 %y, %a
  br i1 undef, label %l, label %r
l:
  %u = udiv i32 %a, undef
  br label %j
r:
  %v = shl i32 %a, 40
  br i1 poison, label %j, label %j
j:
  %ph = phi i32 [ %u, %l ], [ %v, %r ], [ %v, %r ]
  %s = select i1 %c, i32 %ph, i32 poison
  store i32 %s, ptr %p
  switch i32 undef, label %d [ i32 0, label %d ]
d:
  ret void
}
""" + kernel_md("k"))
case("self-loops-and-weird-cfg.ll", HDR + """define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %self
self:
  %i = phi i32 [ 0, %entry ], [ %i2, %self ]
  %i2 = add i32 %i, 1
  %c = icmp ult i32 %i2, %t
  br i1 %c, label %self, label %same
same:
  br i1 %c, label %x, label %x
x:
  %ph = phi i32 [ %i2, %same ], [ %i2, %same ]
  switch i32 %ph, label %x2 [ i32 1, label %x2
                              i32 2, label %x2
                              i32 3, label %exit ]
x2:
  %ph2 = phi i32 [ %ph, %x ], [ %ph, %x ], [ %ph, %x ]
  br label %exit
exit:
  %r = phi i32 [ %ph, %x ], [ %ph2, %x2 ]
  store i32 %r, ptr %p
  ret void
}
""" + TID + kernel_md("k"))
case("inline-asm-and-tailcalls.ll", HDR + """define i32 @callee(i32 %x) {
entry:
  %r = add i32 %x, 1
  ret i32 %r
}
define i32 @tail(i32 %x) {
entry:
  %r = musttail call i32 @callee(i32 %x)
  ret i32 %r
}
define void @k(ptr %p) {
entry:
  %a = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %b = tail call i32 @tail(i32 %a)
  %f = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %f)
  store i32 %b, ptr %p
  call void asm sideeffect "trap;", ""()
  ret void
}
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
""" + kernel_md("k"))
case("odd-names.ll", HDR + """define void @"k\\22 with\\0Aquote"(ptr %"\\01weird name") {
"entry block":
  %"\\E2\\82\\AC" = add i32 1, 2
  store i32 %"\\E2\\82\\AC", ptr %"\\01weird name"
  br label %""" + '"' + "x" * 1000 + '"' + """
""" + '"' + "x" * 1000 + '"' + """:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @"k\\22 with\\0Aquote", !"kernel", i32 1}
""")
case("many-kernels-and-globals.ll", HDR + "".join(
    "@g%d = addrspace(%d) global i32 %d\n" % (i, [1, 3, 4, 0][i % 4], i) if i % 4 != 3 else
    "@g%d = internal addrspace(3) global [8 x float] undef\n" % i for i in range(40)) + "".join(
    """define void @k%d(ptr %%p) {
entry:
  %%v = load i32, ptr addrspace(1) @g%d
  store i32 %%v, ptr %%p
  ret void
}
""" % (i, (i * 4) % 40) for i in range(40)) + kernel_md(*["k%d" % i for i in range(40)]))
case("nul-bytes.ll", HDR + "define void @k() {\nentry:\n  ret void\n}\n\0\0\0garbage after NUL\n")
case("not-ir-json.ll", '{"functions": [{"name": "k", "kernel": true}]}\n')
case("ptx-not-ir.ll", """//
.version 8.5
.target sm_90
.address_size 64
.visible .entry k(.param .u64 k_param_0)
{
\tret;
}
""")

# Generated large inputs.
def huge_switch(n):
    s = [HDR, "define void @k(ptr %p, i32 %x) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
         "  %v = add i32 %x, %t\n  switch i32 %v, label %def ["]
    s += ["\n    i32 %d, label %%c%d" % (i * 7, i % 64) for i in range(n)]
    s.append(" ]\n")
    for i in range(64):
        s.append("c%d:\n  store i32 %d, ptr %%p\n  br label %%def\n" % (i, i))
    s.append("def:\n  ret void\n}\n" + TID + kernel_md("k"))
    return "".join(s)
case("huge-switch.ll", huge_switch(2000))

def many_blocks(n):
    s = [HDR, "define void @k(ptr %p, i32 %n) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  br label %b0\n"]
    for i in range(n):
        s.append("b%d:\n  %%v%d = phi i32 [ %s, %%%s ], [ %%v%d, %%b%d ]\n" % (
            i, i, "%t" if i == 0 else "%%w%d" % (i - 1), "entry" if i == 0 else "m%d" % (i - 1), i, i))
        s.append("  %%c%d = icmp ult i32 %%v%d, %d\n  br i1 %%c%d, label %%b%d, label %%e%d\n" % (i, i, i % 97, i, i, i))
        s.append("e%d:\n  %%d%d = icmp eq i32 %%v%d, %%n\n  br i1 %%d%d, label %%l%d, label %%r%d\n" % (i, i, i, i, i, i))
        s.append("l%d:\n  %%x%d = add i32 %%v%d, 1\n  br label %%m%d\n" % (i, i, i, i))
        s.append("r%d:\n  %%y%d = mul i32 %%v%d, 3\n  br label %%m%d\n" % (i, i, i, i))
        s.append("m%d:\n  %%w%d = phi i32 [ %%x%d, %%l%d ], [ %%y%d, %%r%d ]\n  br label %%%s\n" % (
            i, i, i, i, i, i, "b%d" % (i + 1) if i + 1 < n else "exit"))
    s.append("exit:\n  store i32 %%w%d, ptr %%p\n  ret void\n}\n" % (n - 1))
    return "".join(s) + TID + kernel_md("k")
case("thousands-of-blocks.ll", many_blocks(1000))  # 5000 blocks

def deep_loops(depth):
    s = [HDR, "define void @k(ptr %p, i32 %n) {\nentry:\n  br label %h0\n"]
    for d in range(depth):
        s.append("h%d:\n  %%i%d = phi i32 [ 0, %%%s ], [ %%n%d, %%x%d ]\n" % (d, d, "entry" if d == 0 else "h%d" % (d - 1), d, d))
        s.append("  %%s%d = icmp eq i32 %%i%d, %%n\n  br i1 %%s%d, label %%x%d, label %%%s\n" % (d, d, d, d, "h%d" % (d + 1) if d + 1 < depth else "body"))
    s.append("body:\n  store volatile i32 %%i%d, ptr %%p\n  br label %%x%d\n" % (depth - 1, depth - 1))
    for d in reversed(range(depth)):
        s.append("x%d:\n  %%n%d = add i32 %%i%d, 1\n  %%e%d = icmp ult i32 %%n%d, 2\n  br i1 %%e%d, label %%h%d, label %%%s\n" % (
            d, d, d, d, d, d, d, "x%d" % (d - 1) if d > 0 else "exit"))
    s.append("exit:\n  ret void\n}\n")
    return "".join(s) + kernel_md("k")
case("deep-loop-nest.ll", deep_loops(200))

def long_straight(n):
    s = [HDR, "define void @k(ptr %p, i32 %a) {\nentry:\n  %v0 = add i32 %a, 1\n"]
    for i in range(1, n):
        op = ["add", "mul", "xor", "sub", "and", "or"][i % 6]
        s.append("  %%v%d = %s i32 %%v%d, %%v%d\n" % (i, op, i - 1, (i * 7919) % i))
    s.append("  store i32 %%v%d, ptr %%p\n  ret void\n}\n" % (n - 1))
    return "".join(s) + kernel_md("k")
case("long-straight-line.ll", long_straight(2000))

for name, text in cases.items():
    with open(os.path.join(here, name), "w", newline="\n") as f:
        f.write(text)

# Binary entries.
rnd = random.Random(8)
with open(os.path.join(here, "random-bytes.bin"), "wb") as f:
    f.write(bytes(rnd.randrange(256) for _ in range(4096)))
with open(os.path.join(here, "bitcode-magic-garbage.bc"), "wb") as f:
    f.write(b"BC\xc0\xde" + bytes(rnd.randrange(256) for _ in range(600)))
with open(os.path.join(here, "bitcode-wrapper-garbage.bc"), "wb") as f:
    f.write(b"\xde\xc0\x17\x0b" + (0).to_bytes(4, "little") + (20).to_bytes(4, "little") +
            (0xFFFFFFF0).to_bytes(4, "little") + bytes(40))
with open(os.path.join(here, "truncated-text.ll"), "w") as f:
    k = open(os.path.join(here, "..", "kernels", "saxpy.ll")).read()
    f.write(k[: len(k) * 2 // 5])
llvm_as = os.environ.get("LLVM_AS", "llvm-as-19")
src = open(os.path.join(here, "..", "kernels", "saxpy.ll")).read()
bc = subprocess.run([llvm_as, "-o", "-", "-"], input=src.encode(), capture_output=True, check=True).stdout
with open(os.path.join(here, "valid-bitcode.bc"), "wb") as f:
    f.write(bc)
with open(os.path.join(here, "truncated-bitcode.bc"), "wb") as f:
    f.write(bc[: len(bc) // 2])
flipped = bytearray(bc)
for i in range(40, len(flipped), 97):
    flipped[i] ^= 0x5A
with open(os.path.join(here, "corrupted-bitcode.bc"), "wb") as f:
    f.write(bytes(flipped))
print("gen.py: %d entries" % (len(cases) + 8))
