#!/usr/bin/env python3
"""Generate a large NVPTX kernel for the gpucc-transforms-I compile-time benchmark: segments of
generic address arithmetic over shared arrays and kernel parameters (GEPs, selects, diamonds with
pointer phis, loops with pointer induction variables), loads and stores through them, and 64-bit
divisions and remainders with run-time divisors. Every construct infer-memspace, memspace-aa and
bypass-div64 work on, in proportion.

usage: gen_gpucc1.py --insts N [--seed S]   (IR text on stdout)"""
import argparse
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--insts", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    r = random.Random(a.seed)
    out = ['target triple = "nvptx64-nvidia-cuda"',
           '@sa = internal addrspace(3) global [1024 x i32] undef, align 4',
           '@sb = internal addrspace(3) global [1024 x i32] undef, align 4',
           'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
           'define void @big(ptr %g, ptr %h, i64 %d, i64 %e) {',
           'entry:',
           '  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
           '  %t = zext i32 %tid to i64',
           '  %sa = addrspacecast ptr addrspace(3) @sa to ptr',
           '  %sb = addrspacecast ptr addrspace(3) @sb to ptr']
    n = [0]
    count = [0]

    def v(prefix="v"):
        n[0] += 1
        return "%%%s%d" % (prefix, n[0])

    def emit(s):
        out.append("  " + s)
        count[0] += 1

    cur = "%t"
    bases = ["%sa", "%sb", "%g", "%h"]
    blk = 0
    while count[0] < a.insts:
        kind = r.randrange(4)
        base = r.choice(bases)
        if kind == 0:  # straight-line: GEP, load, store, 64-bit division
            idx = v(); emit("%s = and i64 %s, 1023" % (idx, cur))
            p = v("p"); emit("%s = getelementptr inbounds i32, ptr %s, i64 %s" % (p, base, idx))
            x = v(); emit("%s = load i32, ptr %s, align 4" % (x, p))
            xz = v(); emit("%s = sext i32 %s to i64" % (xz, x))
            q = v(); emit("%s = %s i64 %s, %s" % (q, r.choice(["udiv", "sdiv", "urem", "srem"]), xz, r.choice(["%d", "%e"])))
            p2 = v("p"); emit("%s = getelementptr inbounds i32, ptr %s, i64 %s" % (p2, r.choice(bases), idx))
            emit("store i32 %s, ptr %s, align 4" % (x, p2))
            cur = v(); emit("%s = add i64 %s, %s" % (cur, q, idx))
        elif kind == 1:  # select of two pointers
            c = v(); emit("%s = icmp ult i64 %s, 512" % (c, cur))
            p = v("p"); emit("%s = select i1 %s, ptr %s, ptr %s" % (p, c, base, r.choice(bases)))
            x = v(); emit("%s = load i32, ptr %s, align 4" % (x, p))
            xz = v(); emit("%s = zext i32 %s to i64" % (xz, x))
            old = cur; cur = v(); emit("%s = xor i64 %s, %s" % (cur, old, xz))
        elif kind == 2:  # diamond with a pointer phi
            blk += 1
            c = v(); emit("%s = icmp ult i64 %s, 300" % (c, cur))
            emit("br i1 %s, label %%l%d, label %%r%d" % (c, blk, blk))
            out.append("l%d:" % blk)
            pl = v("p"); emit("%s = getelementptr inbounds i32, ptr %s, i64 1" % (pl, base))
            emit("br label %%j%d" % blk)
            out.append("r%d:" % blk)
            other = base if r.random() < 0.7 else r.choice(bases)
            pr = v("p"); emit("%s = getelementptr inbounds i32, ptr %s, i64 2" % (pr, other))
            emit("br label %%j%d" % blk)
            out.append("j%d:" % blk)
            p = v("p"); emit("%s = phi ptr [ %s, %%l%d ], [ %s, %%r%d ]" % (p, pl, blk, pr, blk))
            x = v(); emit("%s = load i32, ptr %s, align 4" % (x, p))
            xz = v(); emit("%s = zext i32 %s to i64" % (xz, x))
            old = cur; cur = v(); emit("%s = add i64 %s, %s" % (cur, old, xz))
        else:  # a loop with a pointer induction variable (Fig. 4)
            blk += 1
            emit("br label %%h%d" % blk)
            out.append("h%d:" % blk)
            out.append("  %%pi%d = phi ptr [ %s, %%pre%d ], [ %%pn%d, %%h%d ]" % (blk, base, blk, blk, blk))
            out.append("  %%ki%d = phi i64 [ 0, %%pre%d ], [ %%kn%d, %%h%d ]" % (blk, blk, blk, blk))
            x = v(); emit("%s = load i32, ptr %%pi%d, align 4" % (x, blk))
            emit("store i32 %s, ptr %%pi%d, align 4" % (x, blk))
            emit("%%pn%d = getelementptr inbounds i32, ptr %%pi%d, i64 1" % (blk, blk))
            emit("%%kn%d = add i64 %%ki%d, 1" % (blk, blk))
            c = v(); emit("%s = icmp ult i64 %%kn%d, 4" % (c, blk))
            emit("br i1 %s, label %%h%d, label %%x%d" % (c, blk, blk))
            out.append("x%d:" % blk)
            count[0] += 2
    out.append("  ret void")
    out.append("}")
    out.append('!nvvm.annotations = !{!0}')
    out.append('!0 = !{ptr @big, !"kernel", i32 1}')
    # loops need a preheader label: insert "br label %preN / preN:" before each "br label %hN"
    text = []
    for line in out:
        s = line.strip()
        if s.startswith("br label %h"):
            k = s[len("br label %h"):]
            text.append("  br label %%pre%s" % k)
            text.append("pre%s:" % k)
        text.append(line)
    print("\n".join(text))


if __name__ == "__main__":
    main()
