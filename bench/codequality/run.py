#!/usr/bin/env python3
"""bench/codequality/run.py: the code-quality suite (issue 18), one run, side by side.

For every kernel of tests/kernels/*.cu (the project's corpus) and bench/codequality/*.cu
(PolyBench/GPU-style linear algebra, stencils, data mining, convolutions), compiled as users do
(clang -O3 CUDA device IR), three builds or more:
  clang     clang-19 -O3 device IR -> llc -O3 -mcpu=sm_90 (LLVM's whole NVPTX pipeline)
  PRESET    the same IR -> gpuopt opt -p PRESET -> the same llc (one column per --preset)
  nvcc      nvcc -O3 -ptx -arch=sm_90 on the same .cu
and per build: SASS instructions (scripts/sass-count: cubin .text size / 16), registers and spill
bytes (ptxas -v -arch=sm_90), and, for the IR builds, dynamic IR instructions per thread on the
SIMT interpreter (gpuopt run --emulate --stats: lane instructions / threads launched, on the launch
of the kernel's first RUN-ARGS line), with the output checksums of every IR build compared with
clang's (a difftest for free: a mismatch is reported in the table and fails the run).

Usage: bench/codequality/run.py [--preset P]... [--out FILE] [--jobs N] [--only SUBSTR]
Default preset: gpucc. Prints Markdown (the body of bench/results/codequality.md).
"""
import argparse, concurrent.futures as cf, math, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CLANG = os.environ.get("CLANG", "clang-19")
LLC = os.environ.get("LLC", "/usr/lib/llvm-19/bin/llc")
CUDA = os.environ.get("CUDA", "/usr/local/cuda/bin")
GPUOPT = os.environ.get("GPUOPT", os.path.join(ROOT, "build/bin/gpuopt"))
SM = os.environ.get("SM", "sm_90")


def sh(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def sources():
    out = sorted(os.path.join("tests/kernels", f) for f in os.listdir(os.path.join(ROOT, "tests/kernels")) if f.endswith(".cu"))
    out += sorted(os.path.join("bench/codequality", f) for f in os.listdir(os.path.join(ROOT, "bench/codequality")) if f.endswith(".cu"))
    return out


def runargs(cu):
    """kernel -> the argument list of its first RUN-ARGS line."""
    d = {}
    for line in open(os.path.join(ROOT, cu)):
        m = re.match(r"\s*//\s*RUN-ARGS:\s*(.*)", line)
        if m:
            a = m.group(1).split()
            k = a[a.index("--kernel") + 1]
            d.setdefault(k, a)
    return d


def ptxas_info(ptx):
    """kernel -> (registers, spill bytes = stores + loads) from ptxas -v."""
    r = sh([os.path.join(CUDA, "ptxas"), "-arch=" + SM, "-v", "-o", os.devnull, ptx])
    info, cur = {}, None
    for line in r.stdout.splitlines():
        m = re.search(r"Compiling entry function '([^']*)'", line)
        if m:
            cur = m.group(1)
            info[cur] = [None, 0]
        m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and cur:
            info[cur][1] = int(m.group(1)) + int(m.group(2))
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            info[cur][0] = int(m.group(1))
    return info


def sass(ptx):
    r = sh([os.path.join(ROOT, "scripts/sass-count"), "--sm", SM, ptx])
    return {p[1]: int(p[2]) for p in (l.split() for l in r.stdout.splitlines()) if len(p) == 3 and p[2].isdigit()}


def emulate(ll, args):
    """(lane instructions per thread, checksum text) or (None, error)."""
    r = sh([GPUOPT, "run", "--emulate", "--stats"] + args + [ll])
    m = re.search(r"(\d+) lane instructions", r.stdout)
    if r.returncode or not m:
        return None, r.stdout.strip().splitlines()[-1] if r.stdout.strip() else "failed"
    g = args[args.index("--grid") + 1].split(",")
    b = args[args.index("--block") + 1].split(",")
    threads = math.prod(int(x) for x in g) * math.prod(int(x) for x in b)
    sums = "\n".join(l for l in r.stdout.splitlines() if not l.startswith("gpuopt:"))
    return int(m.group(1)) / threads, sums


def one_source(cu, presets, tmp):
    base = os.path.join(tmp, cu.replace("/", "_")[:-3])
    res = {}  # kernel -> build -> dict
    errs = []
    ll = base + ".ll"
    r = sh([CLANG, "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=" + SM, "-O3",
            "-Wno-unknown-cuda-version", "-S", "-emit-llvm", "-include", "tests/kernels/cuda_shim.h", "-o", ll, cu], cwd=ROOT)
    if r.returncode:
        return res, ["%s: clang failed: %s" % (cu, r.stdout[-300:])]
    lls = {"clang": ll}
    for p in presets:
        out = "%s.%s.ll" % (base, p)
        r = sh([GPUOPT, "opt", "-p", p, "-o", out, ll])
        if r.returncode:
            errs.append("%s: gpuopt opt -p %s failed: %s" % (cu, p, r.stdout[-300:]))
        else:
            lls[p] = out
    ptxs = {}
    for b, f in lls.items():
        ptx = "%s.%s.ptx" % (base, b)
        r = sh([LLC, "-march=nvptx64", "-mcpu=" + SM, "-O3", "-o", ptx, f])
        if r.returncode:
            errs.append("%s: llc (%s) failed: %s" % (cu, b, r.stdout[-300:]))
        else:
            ptxs[b] = ptx
    ptx = base + ".nvcc.ptx"
    r = sh([os.path.join(CUDA, "nvcc"), "-O3", "-ptx", "-arch=" + SM, "-o", ptx, cu], cwd=ROOT)
    if r.returncode:
        errs.append("%s: nvcc failed (column n/a): %s" % (cu, r.stdout.strip().splitlines()[0] if r.stdout.strip() else ""))
    else:
        ptxs["nvcc"] = ptx
    for b, ptx in ptxs.items():
        s, info = sass(ptx), ptxas_info(ptx)
        for k, n in s.items():
            d = res.setdefault(k, {}).setdefault(b, {})
            d["sass"] = n
            if k in info:
                d["regs"], d["spill"] = info[k]
    ra = runargs(cu)
    for k in res:
        if k not in ra:
            continue
        ref = None
        for b in ["clang"] + presets:
            if b not in lls:
                continue
            dyn, sums = emulate(lls[b], ra[k])
            d = res[k].setdefault(b, {})
            if dyn is None:
                d["dyn_err"] = sums
                continue
            d["dyn"] = dyn
            if b == "clang":
                ref = sums
            elif ref is not None and sums != ref:
                d["mismatch"] = True
                errs.append("%s:%s: interpreter outputs after %s differ from clang -O3's" % (cu, k, b))
    return res, errs


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", action="append")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only")
    ap.add_argument("--out", help="write the whole results document here instead of the table to stdout")
    a = ap.parse_args()
    if a.out:
        sys.stdout = open(a.out, "w")
        ver = lambda c: sh(c).stdout.strip().splitlines()
        print("# Code quality: gpuopt's preset vs clang -O3 vs nvcc -O3 (generated)\n")
        print("Generated by `bench/codequality/run.py%s --out %s` (`make bench-codequality` runs it with the presets of\n"
              "CQ_PRESETS, default `gpuopt`, the preset `gpuopt cc` uses), %s UTC, on %s." %
              ("".join(" --preset " + p for p in (a.preset or [])), os.path.relpath(os.path.abspath(a.out), ROOT),
               sh(["date", "-u", "+%Y-%m-%d %H:%M"]).stdout.strip(), os.uname().nodename))
        print("Tools: %s; %s; %s." % (ver([CLANG, "--version"])[0], next((l.strip() for l in ver([LLC, "--version"]) if "LLVM version" in l), "llc"),
                                     ver([os.path.join(CUDA, "nvcc"), "--version"])[-1]))
        print("The findings and the reading of these figures are in bench/results/codequality-findings.md.\n")
        print("Columns: SASS = instructions of the sm_90 cubin (scripts/sass-count: .text size / 16, padding")
        print("included); regs / spill B = ptxas -v (spill stores + loads); dyn/thread = IR instructions per")
        print("thread on the SIMT interpreter (lane instructions / threads) on the kernel's first RUN-ARGS")
        print("launch. clang = clang-19 -O3 device IR through llc -O3; a preset column = the same IR through")
        print("`gpuopt opt -p PRESET`, then the same llc; nvcc = nvcc -O3 -ptx on the same .cu. nvcc has no IR, so")
        print("no dynamic count.\n")
    presets = a.preset or ["gpucc"]
    srcs = [s for s in sources() if not a.only or a.only in s]
    tmp = tempfile.mkdtemp(prefix="codequality.")
    rows, errs = [], []
    try:
        with cf.ThreadPoolExecutor(a.jobs) as ex:
            for cu, (res, e) in zip(srcs, ex.map(lambda s: one_source(s, presets, tmp), srcs)):
                errs += e
                for k in sorted(res):
                    rows.append(("%s:%s" % (os.path.basename(cu)[:-3], k), res[k]))
    finally:
        shutil.rmtree(tmp)
    builds = ["clang"] + presets + ["nvcc"]
    P = presets[0]

    def cell(d, key):
        v = d.get(key)
        return "-" if v is None else ("%.1f" % v if isinstance(v, float) else str(v))

    print("| kernel | SASS " + " / ".join(builds) + " | regs " + " / ".join(builds) + " | spill B " +
          " / ".join(builds) + " | dyn/thread " + " / ".join(["clang"] + presets) + " |")
    print("| --- | --- | --- | --- | --- |")
    for name, r in rows:
        get = lambda b: r.get(b, {})
        dyn = []
        for b in ["clang"] + presets:
            d = get(b)
            dyn.append(("%.1f" % d["dyn"] if "dyn" in d else "-") + (" MISMATCH" if d.get("mismatch") else ""))
        print("| %s | %s | %s | %s | %s |" % (name, " / ".join(cell(get(b), "sass") for b in builds),
                                             " / ".join(cell(get(b), "regs") for b in builds),
                                             " / ".join(cell(get(b), "spill") for b in builds), " / ".join(dyn)))
    print()
    print("Geomean ratios (kernels where both builds have the figure; n = kernels):\n")
    print("| ratio | SASS | regs | dyn/thread | n (SASS) |")
    print("| --- | ---: | ---: | ---: | ---: |")

    def ratio(b1, b2, key):
        xs = [r[b1][key] / r[b2][key] for _, r in rows if key in r.get(b1, {}) and key in r.get(b2, {}) and r[b2][key]]
        return geomean(xs), len(xs)

    pairs = [(p, "clang") for p in presets] + [(p, "nvcc") for p in presets] + [("nvcc", "clang")]
    for b1, b2 in pairs:
        s, n = ratio(b1, b2, "sass")
        g, _ = ratio(b1, b2, "regs")
        dy, _ = ratio(b1, b2, "dyn")
        print("| %s / %s | %.3f | %.3f | %s | %d |" % (b1, b2, s, g, "-" if math.isnan(dy) else "%.3f" % dy, n))
    print()
    for p in presets:
        worse = [(name, r[p]["sass"] / r["clang"]["sass"], r[p].get("regs", 0), r["clang"].get("regs", 0))
                 for name, r in rows if "sass" in r.get(p, {}) and "sass" in r.get("clang", {})]
        w = [x for x in worse if x[1] > 1.02 or (x[2] and x[3] and x[2] > x[3] * 1.02)]
        print("Kernels where %s is more than 2%% worse than clang (SASS or registers): %s\n" %
              (p, ", ".join("%s (SASS %.2f, regs %s vs %s)" % x for x in w) if w else "none"))
    # static vs dynamic: kernels where the two measures point in opposite directions (more than 2%
    # apart from clang's, one above and one below): there only GPU time can decide
    for p in presets:
        dis = []
        for name, r in rows:
            c, g = r.get("clang", {}), r.get(p, {})
            if not all(k in c and k in g and c[k] for k in ("sass", "dyn")):
                continue
            rs, rd = g["sass"] / c["sass"], g["dyn"] / c["dyn"]
            if (rs > 1.02 and rd < 0.98) or (rs < 0.98 and rd > 1.02):
                dis.append("%s (SASS %.2f, dyn %.2f)" % (name, rs, rd))
        print("Static and dynamic disagree for %s vs clang (SASS and dyn/thread ratios on opposite sides of 1, "
              "beyond 2%%): %s\n" % (p, ", ".join(dis) if dis else "none"))
    if errs:
        print("Notes from the run:\n")
        for e in errs:
            print("- " + e.replace("\n", " "))
    sys.exit(1 if any("differ" in e for e in errs) else 0)


if __name__ == "__main__":
    main()
