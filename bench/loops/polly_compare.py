#!/usr/bin/env python3
"""polly_compare.py GPUOPT OPT FILE.noalias.ll...: gpuopt's parallel loops side by side with Polly's
(LLVM's polyhedral optimiser, linked into Debian's libLLVM 19: `opt -passes='function(polly-prepare,
scop(print<polly-ast>))'` with -polly-process-unprofitable -polly-parallel -polly-optimizer=none,
so that the AST keeps the original loop order) on the same canonical IR with noalias parameters.
Polly answers only for the loops of the static control parts (SCoPs) it builds: a for loop of its AST
is parallel when marked `#pragma known-parallel` or `#pragma omp parallel for`. The AST's loops do
not carry source lines, so the comparison is per function: loops gpuopt finds, gpuopt parallel; loops
in Polly's SCoPs, Polly parallel. Prints a markdown table (functions where the counts differ) and the
totals."""
import json, re, subprocess, sys

gpuopt, opt, files = sys.argv[1], sys.argv[2], sys.argv[3:]
rows = []
tot = dict(g_loops=0, g_par=0, p_loops=0, p_par=0, fns=0, fns_scop=0)
for f in files:
    d = json.loads(subprocess.run([gpuopt, "analyze", "--loops", "--json", f], capture_output=True, text=True,
                                  check=True).stdout)
    ast = subprocess.run([opt, "-polly-process-unprofitable", "-polly-parallel", "-polly-optimizer=none",
                          "-passes=function(polly-prepare,scop(print<polly-ast>))", "-disable-output", f],
                         capture_output=True, text=True).stdout
    ast += subprocess.run([opt, "-polly-process-unprofitable", "-polly-parallel", "-polly-optimizer=none",
                           "-passes=function(polly-prepare,scop(print<polly-ast>))", "-disable-output", f],
                          capture_output=True, text=True).stderr if not ast.strip() else ""
    polly = {}
    fn, pend = None, []
    for line in ast.split("\n"):
        m = re.match(r":: isl ast :: (\S+) :: ", line)
        if m:
            fn, pend = m.group(1), []
            polly.setdefault(fn, [0, 0])
            continue
        if fn is None:
            continue
        s = line.strip()
        if s.startswith("#pragma"):
            pend.append(s)
        elif s.startswith("for ("):
            polly[fn][0] += 1
            if any("known-parallel" in p or "omp parallel for" in p for p in pend):
                polly[fn][1] += 1
            pend = []
        elif s and not s.startswith("//"):
            pend = []
    base = f.split("/")[-1].replace(".canon.ll.noalias.ll", "")
    for F in d["functions"]:
        loops = F["loops"]
        if not loops:
            continue
        gl, gp = len(loops), sum(1 for l in loops if l["parallel"])
        pl, pp = polly.get(F["name"], [0, 0])
        tot["fns"] += 1
        tot["fns_scop"] += pl > 0
        tot["g_loops"] += gl
        tot["g_par"] += gp
        tot["p_loops"] += pl
        tot["p_par"] += pp
        if gp != pp or gl != pl:
            rows.append("| %s | %s | %d | %d | %d | %d |" % (base, F["name"], gl, gp, pl, pp))
print("| file | function | gpuopt loops | gpuopt parallel | loops in Polly SCoPs | Polly parallel |")
print("| --- | --- | --- | --- | --- | --- |")
print("\n".join(rows))
print()
print("Totals: %d functions with loops, %d with a Polly SCoP; gpuopt: %d loops, %d parallel; Polly: %d loops "
      "modelled, %d parallel." % (tot["fns"], tot["fns_scop"], tot["g_loops"], tot["g_par"], tot["p_loops"], tot["p_par"]))
