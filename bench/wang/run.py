#!/usr/bin/env python3
"""bench/wang/run.py: the Wang et al. §4.1 rewrites (issue 20), one run, side by side.

For every launch (first RUN-ARGS line per kernel) of tests/wang/kernels.cu (hand-written: row sum
over A[i*m+k] with i parallel, transpose-add, gemm with the accumulator in C, ...) and of the
PolyBench/GPU-style suite (tests/codequality/polybench.ll, clang -O3), four builds of the same IR:
  gpucc             gpuopt opt -p gpucc (the baseline: what gpuopt offload ran before the rewrites)
  +reg-promote      -p gpucc,reg-promote
  +vector-loads     -p gpucc,vector-loads
  +wang             -p gpucc,wang (both)
and per build: the rewrites that fired on the kernel (its "gpuopt-rewrites" attribute), on the SIMT
interpreter (gpuopt run --emulate --sectors --stats) the global load/store requests per warp, the
32-byte sectors per request and the dynamic warp instructions, the output checksums (every build
must print the baseline's), PTX instructions and vector loads (gpuopt ptx), SASS instructions
(scripts/sass-count: ptxas cubin .text size / 16). Then the offload suite (tests/offload/*.c):
what `gpuopt offload --json` reports as fired per kernel. Last, smem-prefetch on front-end IR (its
loops must still be in header form: before gpucc's loop rotation): per launch of tests/wang/kernels.cu
the global load requests and sectors with no rewrite (`-p verify`), `-p reg-promote`,
`-p reg-promote,smem-prefetch` and `-p wang`, outputs against the unrewritten kernel.

Usage: bench/wang/run.py [--out FILE] [--only SUBSTR]   (prints Markdown)
"""
import argparse, json, os, re, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
GPUOPT = os.environ.get("GPUOPT", os.path.join(ROOT, "build/bin/gpuopt"))
PTXAS = os.environ.get("PTXAS", "/usr/local/cuda/bin/ptxas")
BUILDS = [("gpucc", "gpucc"), ("+reg-promote", "gpucc,reg-promote"), ("+vector-loads", "gpucc,vector-loads"),
          ("+wang", "gpucc,wang")]
SUITES = [("tests/wang/kernels.cu", "tests/wang/kernels.ll"), ("bench/codequality/polybench.cu", "tests/codequality/polybench.ll")]


def sh(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def runargs(cu):
    d = {}
    for line in open(os.path.join(ROOT, cu)):
        m = re.match(r"\s*//\s*RUN-ARGS:\s*(.*)", line)
        if m:
            a = m.group(1).split()
            d.setdefault(a[a.index("--kernel") + 1], a)
    return d


def fired(ll):
    """function -> rewrites attribute value."""
    groups, fns = {}, {}
    for line in open(ll):
        m = re.match(r"define .*@([A-Za-z0-9_.]+)\(.*\)\s*(.*)\{", line)
        if m:
            g = re.findall(r"#(\d+)", m.group(2))
            fns[m.group(1)] = g[-1] if g else None
        m = re.match(r"attributes #(\d+) = \{(.*)\}", line)
        if m:
            r = re.search(r'"gpuopt-rewrites"="([^"]*)"', m.group(2))
            groups[m.group(1)] = r.group(1) if r else ""
    return {f: groups.get(g, "") for f, g in fns.items()}


def ptx_counts(ptx):
    """kernel -> (instructions, vector global loads)."""
    out, cur = {}, None
    for line in open(ptx):
        m = re.match(r"\.visible \.entry (\w+)\(", line)
        if m:
            cur = m.group(1)
            out[cur] = [0, 0]
            continue
        s = line.strip()
        if cur and s == "}" and not line.startswith("\t"):
            cur = None
        elif cur and s.endswith(";") and not s.startswith(".") and not s.startswith("//"):
            out[cur][0] += 1
            if re.match(r"ld\.global(\.nc)?\.v[24]", s):
                out[cur][1] += 1
    return out


def sass_counts(ptx):
    r = sh([os.path.join(ROOT, "scripts/sass-count"), ptx], env=dict(os.environ, PTXAS=PTXAS))
    d = {}
    for line in r.stdout.splitlines():
        p = line.split()
        if len(p) == 3 and p[2].isdigit():
            d[p[1]] = int(p[2])
    return d


def interp(ll, pipe, args):
    r = sh([GPUOPT, "run", "--emulate", "--sectors", "--stats", "-p", pipe] + args + [ll])
    sums = re.findall(r"checksum ([0-9a-f]+)", r.stdout)
    m = re.search(r"(\d+) warp instructions", r.stdout)
    s = re.search(r"sectors: loads (\d+) requests, (\d+) sectors.*stores (\d+) requests, (\d+) sectors", r.stdout)
    if r.returncode or not m or not s:
        return None
    lq, ls, sq, ss = (int(x) for x in s.groups())
    return {"sums": sums, "warp": int(m.group(1)), "lq": lq, "sq": sq, "lsec": ls, "sec": ls + ss,
            "spr": (ls + ss) / max(1, lq + sq)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out")
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp()
    rows, bad = [], 0
    for cu, ll in SUITES:
        ra = runargs(cu)
        per = {}
        for name, pipe in BUILDS:
            o = os.path.join(tmp, "%s.%s.ll" % (os.path.basename(ll), name))
            p = os.path.join(tmp, "%s.%s.ptx" % (os.path.basename(ll), name))
            sh([GPUOPT, "opt", "-p", pipe, os.path.join(ROOT, ll), "-o", o])
            sh([GPUOPT, "ptx", "-p", pipe, os.path.join(ROOT, ll), "-o", p])
            per[name] = (fired(o), ptx_counts(p), sass_counts(p))
        for k, args in ra.items():
            if a.only not in k:
                continue
            cols = {}
            for name, pipe in BUILDS:
                cols[name] = interp(os.path.join(ROOT, ll), pipe, args)
            base = cols["gpucc"]
            same = all(c and base and c["sums"] == base["sums"] for c in cols.values())
            bad += not same
            rows.append((os.path.basename(cu), k, per, cols, same))
    L = []
    L.append("| suite | kernel | fired (+wang) | requests ld/st gpucc -> +wang | sectors (per request) gpucc -> +reg-promote -> +vector-loads -> +wang | "
             "warp instr. gpucc -> +reg-promote -> +vector-loads -> +wang | PTX instr. gpucc -> +wang | ld.global.v2/v4 | SASS gpucc -> +wang | outputs |")
    L.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for cu, k, per, cols, same in rows:
        def c(name, key, fmt="%d"):
            v = cols[name]
            return fmt % v[key] if v else "fail"
        f = per["+wang"][0].get(k, "") or "-"
        pb, pw = per["gpucc"][1].get(k, [0, 0]), per["+wang"][1].get(k, [0, 0])
        sb, sw = per["gpucc"][2].get(k), per["+wang"][2].get(k)
        req = "%s/%s -> %s/%s" % (c("gpucc", "lq"), c("gpucc", "sq"), c("+wang", "lq"), c("+wang", "sq"))
        spr = " -> ".join("%s (%s)" % (c(n, "sec"), c(n, "spr", "%.1f")) for n, _ in BUILDS)
        wi = " -> ".join(c(n, "warp") for n, _ in BUILDS)
        L.append("| %s | %s | %s | %s | %s | %s | %d -> %d | %d -> %d | %s -> %s | %s |" % (
            cu, k, f, req, spr, wi, pb[0], pw[0], pb[1], pw[1], sb if sb is not None else "n/a",
            sw if sw is not None else "n/a", "identical" if same else "DIFFERENT"))
    # smem-prefetch on front-end IR (every launch line of the hand-written kernels)
    FE = [("none", "verify"), ("reg-promote", "reg-promote"), ("+smem-prefetch", "reg-promote,smem-prefetch"), ("wang", "wang")]
    L.append("")
    L.append("smem-prefetch on front-end IR (tests/wang/kernels.ll, no gpucc; `gpuopt run --emulate --sectors -p P`):")
    L.append("")
    L.append("| kernel | launch | fired (wang) | load requests " + " -> ".join(n for n, _ in FE) +
             " | load sectors " + " -> ".join(n for n, _ in FE) + " | warp instr. " + " -> ".join(n for n, _ in FE) + " | outputs |")
    L.append("| --- | --- | --- | --- | --- | --- | --- |")
    kll = os.path.join(ROOT, "tests/wang/kernels.ll")
    o = os.path.join(tmp, "fe.wang.ll")
    sh([GPUOPT, "opt", "-p", "wang", kll, "-o", o])
    fw = fired(o)
    for line in open(os.path.join(ROOT, "tests/wang/kernels.cu")):
        m = re.match(r"\s*//\s*RUN-ARGS:\s*(.*)", line)
        if not m:
            continue
        args = m.group(1).split()
        k = args[args.index("--kernel") + 1]
        if a.only not in k:
            continue
        cols = [interp(kll, pipe, args) for _, pipe in FE]
        same = all(c and cols[0] and c["sums"] == cols[0]["sums"] for c in cols)
        bad += not same
        launch = re.sub(r"--kernel \S+ ", "", " ".join(args))
        L.append("| %s | `%s` | %s | %s | %s | %s | %s |" % (
            k, launch, fw.get(k, "") or "-",
            " -> ".join(str(c["lq"]) if c else "fail" for c in cols),
            " -> ".join(str(c["lsec"]) if c else "fail" for c in cols),
            " -> ".join(str(c["warp"]) if c else "fail" for c in cols), "identical" if same else "DIFFERENT"))
    # the offload suite: what fired on the offloaded kernels
    L.append("")
    L.append("Offload suite (`gpuopt offload FILE -fopenmp --json`, rewrites per offloaded kernel):")
    L.append("")
    L.append("| program | kernels | rewrites fired |")
    L.append("| --- | --- | --- |")
    od = os.path.join(ROOT, "tests/offload")
    for f in sorted(os.listdir(od)):
        if not f.endswith(".c") or a.only:
            continue
        r = sh([GPUOPT, "offload", os.path.join(od, f), "-fopenmp", "--json"])
        try:
            d = json.loads(r.stdout)
        except ValueError:
            L.append("| %s | error | |" % f)
            continue
        ks = [l for l in d["loops"] if l.get("offloaded")]
        fr = ["%s: %s" % (l["kernel"], ",".join(l.get("rewrites") or []) or "-") for l in ks]
        L.append("| %s | %d | %s |" % (f, len(ks), "; ".join(fr)))
    text = "\n".join(L) + "\n"
    if a.out:
        write_results(a.out, text)
    sys.stdout.write(text)
    return 1 if bad else 0


def write_results(path, table):
    head = open(path).read().split("<!-- table -->")[0] if os.path.exists(path) else ""
    if not head:
        head = "# Wang §4.1 rewrites: figures\n\n"
    rev = sh(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"]).stdout.strip()
    date = sh(["date", "-u", "+%Y-%m-%d %H:%M UTC"]).stdout.strip()
    with open(path, "w") as f:
        f.write(head + "<!-- table -->\nMeasured %s on %s (`make bench-wang`).\n\n" % (date, rev) + table)


if __name__ == "__main__":
    sys.exit(main())
