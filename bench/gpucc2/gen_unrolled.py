#!/usr/bin/env python3
"""Generate a kernel made of unrolled stencil tiles, the workload the gpucc straight-line
optimizations are for (gpucc §3.4, Fig. 5 scaled up): per tile, a K x K window &a[(c+y) + (b+x)*n]
computed naively (each address on its own, i64 arithmetic as clang emits for long indices, nsw),
summed and stored; every fourth tile sits in a conditional block (a speculation candidate, §3.5).
About 6 instructions per window point.

usage: gen_unrolled.py --insts N [--k K] [--seed S]"""
import argparse
import random

ap = argparse.ArgumentParser()
ap.add_argument("--insts", type=int, default=1000)
ap.add_argument("--k", type=int, default=3)
ap.add_argument("--seed", type=int, default=1)
a = ap.parse_args()
r = random.Random(a.seed)
K = a.k
out = ['target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"', 'target triple = "nvptx64-nvidia-cuda"', "",
       "define void @tiles(ptr addrspace(1) %a, i64 %b0, i64 %c0, i64 %n, ptr addrspace(1) %out, i64 %flags) {",
       "entry:"]
n = 0
tile = 0
cur = "entry"
while n < a.insts:
    t = tile
    tile += 1
    cond = t % 4 == 3
    if cond:
        out.append("  %%f%d = and i64 %%flags, %d" % (t, 1 << (t % 60)))
        out.append("  %%k%d = icmp ne i64 %%f%d, 0" % (t, t))
        out.append("  br i1 %%k%d, label %%then%d, label %%join%d" % (t, t, t))
        out.append("then%d:" % t)
        n += 3
    b = "%%tb%d" % t
    c = "%%tc%d" % t
    out.append("  %s = add nsw i64 %%b0, %d" % (b, r.randint(0, 64)))
    out.append("  %s = add nsw i64 %%c0, %d" % (c, r.randint(0, 64)))
    acc = None
    for x in range(K):
        for y in range(K):
            s = "t%d_%d_%d" % (t, x, y)
            cy, bx = c, b
            if y:
                out.append("  %%cy%s = add nsw i64 %s, %d" % (s, c, y)); cy = "%cy" + s; n += 1
            if x:
                out.append("  %%bx%s = add nsw i64 %s, %d" % (s, b, x)); bx = "%bx" + s; n += 1
            out.append("  %%m%s = mul nsw i64 %s, %%n" % (s, bx))
            out.append("  %%i%s = add nsw i64 %s, %%m%s" % (s, cy, s))
            out.append("  %%p%s = getelementptr inbounds float, ptr addrspace(1) %%a, i64 %%i%s" % (s, s))
            out.append("  %%v%s = load float, ptr addrspace(1) %%p%s, align 4" % (s, s))
            n += 4
            if acc:
                out.append("  %%s%s = fadd float %s, %%v%s" % (s, acc, s)); acc = "%s" + s; n += 1
            else:
                acc = "%v" + s
    out.append("  %%o%d = getelementptr inbounds float, ptr addrspace(1) %%out, i64 %d" % (t, t))
    out.append("  store float %s, ptr addrspace(1) %%o%d, align 4" % (acc, t))
    n += 4
    if cond:
        out.append("  br label %%join%d" % t)
        out.append("join%d:" % t)
out.append("  ret void")
out.append("}")
print("\n".join(out))
