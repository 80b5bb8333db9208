#!/usr/bin/env python3
"""Generate a large structured NVPTX kernel as LLVM IR text: straight-line integer arithmetic, loads,
stores, if/else, bounded loops and switches, nested up to a fixed depth, mixing thread-dependent and
uniform values. The kernels are valid and executable: every load and store is in bounds (indices
masked), loops are bounded, each thread writes only its own output slots, and there is no undefined
behaviour (no wrap flags, constant shift amounts, no division). So the same generator feeds the
compile-time benchmarks (10^3..10^6 instructions) and the differential tests of transforms.

usage: gen_kernel.py --insts N [--seed S] [--depth D] [--name NAME]
The first line is a RUN-ARGS comment giving a launch configuration for the interpreter."""
import argparse
import random

SLOTS = 8          # output slots per thread
IN_WORDS = 1024    # input buffer, i32
GRID, BLOCK = 2, 64


class Gen:
    def __init__(self, seed, insts, depth):
        self.r = random.Random(seed)
        self.budget = insts
        self.max_depth = depth
        self.lines = []
        self.n = 0
        self.blocks = 0

    def tmp(self):
        self.n += 1
        return "%%v%d" % self.n

    def label(self, base):
        self.blocks += 1
        return "%s%d" % (base, self.blocks)

    def emit(self, s):
        self.lines.append("  " + s)
        self.budget -= 1

    def operand(self, live):
        if self.r.random() < 0.25:
            return str(self.r.randint(-64, 64))
        return self.r.choice(live)

    def arith(self, live):
        op = self.r.choice(["add", "add", "sub", "mul", "xor", "and", "or", "shl", "lshr", "ashr", "select"])
        d = self.tmp()
        a = self.r.choice(live)
        if op in ("shl", "lshr", "ashr"):
            self.emit("%s = %s i32 %s, %d" % (d, op, a, self.r.randint(0, 31)))
        elif op == "select":
            c = self.tmp()
            self.emit("%s = icmp %s i32 %s, %s" % (c, self.r.choice(["slt", "ult", "eq", "ne", "sgt"]), a, self.operand(live)))
            self.emit("%s = select i1 %s, i32 %s, i32 %s" % (d, c, self.operand(live), self.operand(live)))
        else:
            self.emit("%s = %s i32 %s, %s" % (d, op, a, self.operand(live)))
        live.append(d)

    def load(self, live):
        idx, ext, p, d = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit("%s = and i32 %s, %d" % (idx, self.r.choice(live), IN_WORDS - 1))
        self.emit("%s = zext i32 %s to i64" % (ext, idx))
        self.emit("%s = getelementptr inbounds i32, ptr %%in, i64 %s" % (p, ext))
        self.emit("%s = load i32, ptr %s, align 4" % (d, p))
        live.append(d)

    def store(self, live):
        slot, idx, ext, p = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit("%s = and i32 %s, %d" % (slot, self.r.choice(live), SLOTS - 1))
        self.emit("%s = add i32 %%base, %s" % (idx, slot))
        self.emit("%s = zext i32 %s to i64" % (ext, idx))
        self.emit("%s = getelementptr inbounds i32, ptr %%out, i64 %s" % (p, ext))
        self.emit("store i32 %s, ptr %s, align 4" % (self.r.choice(live), p))

    def straight(self, live, count):
        for _ in range(count):
            k = self.r.random()
            if k < 0.65:
                self.arith(live)
            elif k < 0.85:
                self.load(live)
            else:
                self.store(live)

    def region(self, live, cur, depth):
        """Emit statements starting in block `cur`; return the block the region ends in."""
        k = self.r.random()
        if depth >= self.max_depth or self.budget < 40 or k < 0.4:
            self.straight(live, self.r.randint(3, 12))
            return cur
        if k < 0.65:
            return self.if_else(live, cur, depth)
        if k < 0.85:
            return self.loop(live, cur, depth)
        return self.switch(live, cur, depth)

    def cond(self, live):
        c = self.tmp()
        self.emit("%s = icmp %s i32 %s, %s" % (c, self.r.choice(["slt", "ult", "eq", "ne", "sgt", "uge"]),
                                              self.r.choice(live), self.operand(live)))
        return c

    def if_else(self, live, cur, depth):
        c = self.cond(live)
        t, e, j = self.label("then"), self.label("else"), self.label("join")
        self.emit("br i1 %s, label %%%s, label %%%s" % (c, t, e))
        self.lines.append("%s:" % t)
        lt = list(live)
        t_end = self.region(lt, t, depth + 1)
        self.emit("br label %%%s" % j)
        self.lines.append("%s:" % e)
        le = list(live)
        e_end = self.region(le, e, depth + 1)
        self.emit("br label %%%s" % j)
        self.lines.append("%s:" % j)
        self.join_phis(live, [(lt, t_end), (le, e_end)])
        return j

    def join_phis(self, live, arms):
        for _ in range(self.r.randint(1, 3)):
            d = self.tmp()
            incoming = ", ".join("[ %s, %%%s ]" % (self.r.choice(l), b) for l, b in arms)
            self.lines.append("  %s = phi i32 %s" % (d, incoming))
            self.budget -= 1
            live.append(d)

    def loop(self, live, cur, depth):
        pre_val = self.r.choice(live)
        bound = self.tmp()
        # trip count 1..8: uniform (from %n) or thread-dependent
        src = "%n" if self.r.random() < 0.5 else self.r.choice(live)
        t = self.tmp()
        self.emit("%s = and i32 %s, 7" % (t, src))
        self.emit("%s = add i32 %s, 1" % (bound, t))
        h, b, x = self.label("loop"), self.label("body"), self.label("exit")
        self.emit("br label %%%s" % h)
        self.lines.append("%s:" % h)
        i, acc, i1, acc1 = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        latch_holder = len(self.lines)
        self.lines.append(None)  # phis patched once the latch is known
        self.lines.append(None)
        self.budget -= 2
        self.lines.append("  br label %%%s" % b)
        self.lines.append("%s:" % b)
        lb = list(live) + [i, acc]
        b_end = self.region(lb, b, depth + 1)
        self.emit("%s = add i32 %s, %s" % (acc1, acc, self.r.choice(lb)))
        self.emit("%s = add i32 %s, 1" % (i1, i))
        c = self.tmp()
        self.emit("%s = icmp slt i32 %s, %s" % (c, i1, bound))
        self.emit("br i1 %s, label %%%s, label %%%s" % (c, h, x))
        self.lines[latch_holder] = "  %s = phi i32 [ 0, %%%s ], [ %s, %%%s ]" % (i, cur, i1, b_end)
        self.lines[latch_holder + 1] = "  %s = phi i32 [ %s, %%%s ], [ %s, %%%s ]" % (acc, pre_val, cur, acc1, b_end)
        self.lines.append("%s:" % x)
        live.append(acc1)  # the loop's result, used after the exit
        return x

    def switch(self, live, cur, depth):
        v, s = self.tmp(), self.r.choice(live)
        self.emit("%s = and i32 %s, 3" % (v, s))
        cases = [self.label("case") for _ in range(3)]
        d, j = self.label("default"), self.label("sjoin")
        self.emit("switch i32 %s, label %%%s [ %s ]" % (v, d, " ".join(
            "i32 %d, label %%%s" % (k, c) for k, c in enumerate(cases))))
        arms = []
        for c in cases + [d]:
            self.lines.append("%s:" % c)
            l = list(live)
            end = self.region(l, c, depth + 1)
            self.emit("br label %%%s" % j)
            arms.append((l, end))
        self.lines.append("%s:" % j)
        self.join_phis(live, arms)
        return j

    def kernel(self, name):
        self.lines.append("entry:")
        self.emit("%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
        self.emit("%ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
        self.emit("%ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()")
        self.emit("%blk = mul i32 %ctaid, %ntid")
        self.emit("%gid = add i32 %blk, %tid")
        self.emit("%base = mul i32 %gid, " + str(SLOTS))
        live = ["%tid", "%gid", "%n", "%ctaid"]
        cur = "entry"
        while self.budget > 0:
            cur = self.region(live, cur, 0)
        # make the final values observable
        self.store(live)
        self.lines.append("  ret void")
        head = ["; RUN-ARGS: --kernel %s --grid %d --block %d --arg i32[%d]:rand --arg i32[%d]:zero --arg i32:rand:0:100"
                % (name, GRID, BLOCK, IN_WORDS, GRID * BLOCK * SLOTS),
                "; generated by bench/gen_kernel.py",
                'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
                'target triple = "nvptx64-nvidia-cuda"', "",
                "define ptx_kernel void @%s(ptr %%in, ptr %%out, i32 %%n) {" % name]
        tail = ["}", "",
                "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"]
        return "\n".join(head + self.lines + tail) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--insts", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--name", default="gen")
    a = ap.parse_args()
    print(Gen(a.seed, a.insts, a.depth).kernel(a.name), end="")


if __name__ == "__main__":
    main()
