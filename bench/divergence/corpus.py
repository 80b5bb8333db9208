#!/usr/bin/env python3
"""Share of values found uniform and affine by each mode of gpuopt's divergence analysis and by
LLVM's UniformityAnalysis (opt -passes='print<uniformity>'), over the CUDA test corpus
(tests/kernels/*.ll) and the divergence lit inputs: the comparison of the paper's §5.

Counted: instructions that define a value (arguments excluded on both sides). LLVM's analysis has
no affine state; its uniform share is everything it does not print as DIVERGENT.
Usage: bench/divergence/corpus.py [GPUOPT] [OPT]"""
import glob, json, os, re, subprocess, sys

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
gpuopt = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build", "bin", "gpuopt")
opt = sys.argv[2] if len(sys.argv) > 2 else "/usr/lib/llvm-19/bin/opt"
files = sorted(glob.glob(os.path.join(root, "tests", "kernels", "*.ll")))
files += sorted(glob.glob(os.path.join(root, "tests", "lit", "divergence", "*.ll")))

def args_of(path):
    names = {}
    for m in re.finditer(r"^define [^@]*@([\w.$]+)\((.*)\)", open(path).read(), re.M):
        names[m.group(1)] = set(re.findall(r"%([\w.$]+)", m.group(2)))
    return names

def ours(path, mode):
    out = subprocess.run([gpuopt, "analyze", "--divergence=" + mode, "--json", path], check=True,
                         capture_output=True, text=True).stdout
    args, n, uni, aff = args_of(path), 0, 0, 0
    for f in json.loads(out)["functions"]:
        for name, v in f["values"].items():
            if name in args.get(f["name"], ()):
                continue
            n += 1
            uni += v["state"] == "uniform"
            aff += v["state"] == "affine"
    return n, uni, aff

def llvm(path):
    out = subprocess.run([opt, "-passes=print<uniformity>", "-disable-output", path], check=True,
                         capture_output=True, text=True).stderr
    n = div = 0
    in_defs = False
    for line in out.splitlines():
        s = line.strip()
        if s == "DEFINITIONS": in_defs = True; continue
        if s in ("TERMINATORS", "END BLOCK"): in_defs = False; continue
        if not in_defs: continue
        body = s[len("DIVERGENT:"):].strip() if s.startswith("DIVERGENT:") else s
        if not re.match(r"%[\w.$]+ = ", body): continue
        n += 1
        div += s.startswith("DIVERGENT:")
    return n, n - div

rows = {m: [0, 0, 0] for m in ("simple", "affine", "poly2", "affine,nowrap")}
ln = lu = 0
for path in files:
    for m in rows:
        n, u, a = ours(path, m)
        rows[m][0] += n; rows[m][1] += u; rows[m][2] += a
    n, u = llvm(path)
    ln += n; lu += u
print("%d files, %d values (instructions with a result)" % (len(files), rows["affine"][0]))
print("%-22s %9s %9s %9s" % ("analysis", "uniform", "affine", "uniform+affine"))
for m, (n, u, a) in rows.items():
    print("%-22s %8.1f%% %8.1f%% %8.1f%%" % ("gpuopt " + m, 100 * u / n, 100 * a / n, 100 * (u + a) / n))
print("%-22s %8.1f%% %9s %8.1f%%   (%d values)" % ("LLVM print<uniformity>", 100 * lu / ln, "-", 100 * lu / ln, ln))
