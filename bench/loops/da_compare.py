#!/usr/bin/env python3
"""da_compare.py GPUOPT OPT LOOPCHECK_LOG FILE.ll...: gpuopt's parallel-loop decisions side by side
with LLVM's DependenceAnalysis (opt -passes='print<da>') on the same canonical IR, pointer
parameters marked noalias for LLVM (gpuopt assumes different base pointers do not overlap and lists
the pairs; DA without that would be "confused" by every pair of arrays). A loop is DA-parallel when
no dependence between two accesses of its nest, one of them a store, has '<' or '>' possible at its
level while '=' is possible at every outer level ("confused" counts as carried). The comparison is on
memory dependences only (DA knows nothing of scalars); where the two differ, the reordered-execution
oracle (loop-check --break: every loop run reversed and shuffled) says who is right: a memory
difference proves the loop serial; identical memory on every input is evidence it is parallel.
Prints a markdown table and the totals."""
import json, re, subprocess, sys

gpuopt, opt, oracle_log, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]

# oracle: "@fn loop at line N reorder: ..." lines of loop-check --break
oracle = {}
for line in open(oracle_log):
    m = re.match(r"(ok|FAIL): @(\S+) loop at line (\d+) reorder: (.*)", line)
    if m:
        oracle[(m.group(2), int(m.group(3)))] = "serial (memory differs)" if m.group(1) == "FAIL" else "no difference"

def dirs_carried(vec, depth):
    """vec: list of tokens per level; carried by the loop at depth (1-based)?"""
    if len(vec) < depth:
        return False
    def may_eq(t):
        return t in ("=", "<=", ">=", "*", "S") or t == "0" or "=" in t
    def may_ne(t):
        if re.fullmatch(r"-?\d+", t):
            return int(t) != 0
        return t in ("<", ">", "<=", ">=", "<>", "*", "S") or "<" in t or ">" in t
    return all(may_eq(t) for t in vec[:depth - 1]) and may_ne(vec[depth - 1])

rows, agree, differ = [], 0, 0
gp_par = da_par = 0
for f in files:
    src = open(f).read()
    # the same assumption for DA: pointer parameters do not alias
    src2 = re.sub(r"(define[^\n]*)", lambda m: re.sub(r"ptr noundef %", "ptr noalias noundef %", m.group(1)), src)
    tmp = f + ".noalias.ll"
    open(tmp, "w").write(src2)
    da = subprocess.run([opt, "-passes=print<da>", "-disable-output", tmp], capture_output=True, text=True).stderr
    li = subprocess.run([opt, "-passes=print<loops>", "-disable-output", tmp], capture_output=True, text=True).stderr
    # instruction -> block, per function
    inst_block, fn, blk = {}, None, None
    for line in src.split("\n"):
        m = re.match(r"define .*@([\w.$]+)\(", line)
        if m:
            fn, blk = m.group(1), "entry0"
            continue
        m = re.match(r"([\w.$]+):", line)
        if m and fn:
            blk = m.group(1)
            continue
        m = re.match(r"\s+(%[\w.$]+) = ", line)
        if m and fn:
            inst_block[(fn, m.group(1))] = blk
        m = re.match(r"\s+(store .*?), align", line)
        if m and fn:
            inst_block[(fn, m.group(1))] = blk
    # loops: fn -> [(depth, header, set(blocks))]
    loops, fn = {}, None
    for line in li.split("\n"):
        m = re.match(r"Loop info for function '(.+)':", line)
        if m:
            fn = m.group(1)
            loops.setdefault(fn, [])
            continue
        m = re.match(r"\s*Loop at depth (\d+) containing: (.*)", line)
        if m and fn:
            blocks = [b.split("<")[0].lstrip("%") for b in m.group(2).split(",")]
            hdr = [b.split("<")[0].lstrip("%") for b in m.group(2).split(",") if "<header>" in b][0]
            loops[fn].append((int(m.group(1)), hdr, set(blocks)))
    # DA pairs
    deps, fn = {}, None
    lines = da.split("\n")
    for i, line in enumerate(lines):
        m = re.match(r"'Dependence Analysis' for function '(.+)':", line) or re.match(r"Printing analysis 'Dependence Analysis' for function '(.+)':", line)
        if m:
            fn = m.group(1)
            deps.setdefault(fn, [])
            continue
        m = re.match(r"Src:\s+(.*) --> Dst:\s+(.*)", line)
        if m and fn and i + 1 < len(lines):
            res = lines[i + 1].strip()
            a, b = m.group(1).strip(), m.group(2).strip()
            if not (a.startswith("store") or b.startswith("store")) or "none!" in res:
                continue
            def blk_of(x):
                mm = re.match(r"(%[\w.$]+) = ", x)
                ms = re.match(r"(store .*?), align", x)
                return inst_block.get((fn, mm.group(1))) if mm else inst_block.get((fn, ms.group(1)) if ms else None)
            vec = None
            mv = re.search(r"\[([^\]]*)\]", res)
            if "confused" in res:
                vec = "confused"
            elif mv:
                vec = [t for t in re.split(r"[\s|]+", mv.group(1).strip()) if t]
            deps[fn].append((blk_of(a), blk_of(b), vec))
    # gpuopt
    out = subprocess.run([gpuopt, "analyze", "--loops", "--json", f], capture_output=True, text=True)
    data = json.loads(out.stdout)
    for F in data["functions"]:
        fname = F["name"]
        for L in F["loops"]:
            cand = [x for x in loops.get(fname, []) if x[1] == L["header"]]
            if not cand:
                continue
            depth, _, blocks = cand[0]
            carried = False
            for (ba, bb, vec) in deps.get(fname, []):
                if ba not in blocks or bb not in blocks:
                    continue
                if vec == "confused" or (vec is not None and dirs_carried(vec, depth)):
                    carried = True
            da_ok = not carried
            reason = L["reason"] or ""
            mem_reason = reason.startswith("loop-carried dependence") or "cannot be analysed" in reason or "not an affine" in reason
            if not L["parallel"] and not mem_reason:
                continue  # serial for a scalar, call or exit reason: DA has no opinion on those
            g_ok = L["parallel"]
            gp_par += g_ok
            da_par += da_ok
            who = ""
            if g_ok != da_ok:
                differ += 1
                who = oracle.get((fname, L["line"]), "oracle did not run")
            else:
                agree += 1
            rows.append((f.split("/")[-1].replace(".ll", ".c"), fname, L["line"], L["depth"], "parallel" if g_ok else "serial",
                         "parallel" if da_ok else "serial", who))

print("| file | function | line | depth | gpuopt | print<da> (noalias params) | where they differ: reordered execution |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for r in rows:
    print("| %s | %s | %d | %d | %s | %s | %s |" % r)
print()
print("Loops compared (memory dependences): %d; gpuopt parallel %d, print<da> parallel %d; agree %d, differ %d."
      % (len(rows), gp_par, da_par, agree, differ))
