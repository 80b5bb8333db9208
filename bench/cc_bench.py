#!/usr/bin/env python3
"""Compile time of `gpuopt cc` vs `clang++ -x cuda` (clang-22 with the CUDA SDK, libcudart) and
`nvcc`, on the whole-program tests (tests/cc), each to an executable at -O3 for sm_90, interleaved
per program and repetition (gpuopt, clang, nvcc, ...); and the wall time of each gpuopt-built program
on the SIMT interpreter. Compile cost is CPU time (user + system of the compiler and everything it
runs), which a shared machine disturbs far less than wall time; wall time is recorded too.
usage: cc_bench.py GPUOPT OUTDIR RESULT.md [--reps N] [PROGRAM...]"""
import os, resource, statistics, subprocess, sys, time

def main():
    args = sys.argv[1:]
    reps = 1
    if "--reps" in args:
        i = args.index("--reps"); reps = int(args[i + 1]); del args[i:i + 2]
    gpuopt, out, result = os.path.abspath(args[0]), args[1], args[2]
    names = args[3:]
    src = "tests/cc"
    if not names:
        names = sorted(n[:-3] for n in os.listdir(src) if n.endswith(".cu")) + \
            sorted(d for d in os.listdir(src) if os.path.isdir(os.path.join(src, d)) and d != "bad")
    os.makedirs(out, exist_ok=True)
    cuda = os.environ.get("CUDA_PATH", "/usr/local/cuda")
    nvcc = os.path.join(cuda, "bin/nvcc")
    clang = os.environ.get("BENCH_CLANG", "clang++-22")

    def files(n):
        p = os.path.join(src, n)
        if os.path.isdir(p):
            return sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith((".cu", ".c", ".cpp")))
        return [p + ".cu"]

    def cmd(tool, n):
        exe = os.path.join(out, "%s.%s" % (n, tool))
        fs = files(n)
        if tool == "gpuopt":
            return [gpuopt, "cc", "-O3", "--sm", "sm_90", *fs, "-o", exe]
        if tool == "clang":
            parts = []
            for f in fs:
                parts += (["-x", "c"] if f.endswith(".c") else ["-x", "cuda"]) + [f]
            return [clang, "--cuda-gpu-arch=sm_90", "--cuda-path=" + cuda, "-Wno-unknown-cuda-version", "-O3",
                    "-I", src, *parts, "-o", exe, "-L" + cuda + "/lib64", "-lcudart", "-Wl,-rpath," + cuda + "/lib64"]
        return [nvcc, "-O3", "-arch=sm_90", "-I", src, *fs, "-o", exe]

    tools = ["gpuopt", "clang"] + (["nvcc"] if os.access(nvcc, os.X_OK) else [])
    cpu = {(t, n): [] for t in tools for n in names}
    wall = {(t, n): [] for t in tools for n in names}
    for r in range(reps):
        for n in names:
            order = tools[r % len(tools):] + tools[:r % len(tools)]
            for t in order:
                c = cmd(t, n)
                ru0 = resource.getrusage(resource.RUSAGE_CHILDREN); t0 = time.time()
                p = subprocess.run(c, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                t1 = time.time(); ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
                if p.returncode:
                    sys.exit("%s failed:\n%s" % (" ".join(c), p.stdout.decode()[-3000:]))
                cpu[t, n].append(ru1.ru_utime - ru0.ru_utime + ru1.ru_stime - ru0.ru_stime)
                wall[t, n].append(t1 - t0)
    interp = {}
    for n in names:
        ts = []
        for r in range(max(reps, 3)):
            t0 = time.time()
            p = subprocess.run([os.path.join(out, n + ".gpuopt")], env=dict(os.environ, GPUOPT_DEVICE="interp"),
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            ts.append(time.time() - t0)
            if p.returncode:
                sys.exit("%s failed on the interpreter:\n%s" % (n, p.stdout.decode()[-2000:]))
        interp[n] = statistics.median(ts)

    med = lambda v: statistics.median(v)
    lines = ["# `gpuopt cc`: compile time and interpreter time of whole CUDA programs", "",
             "Produced by `python3 bench/cc_bench.py %s %s %s%s%s`, %s, %d repetition(s)," % (
                 os.path.relpath(gpuopt), out, result, " --reps %d" % reps if reps != 1 else "",
                 "".join(" " + n for n in args[3:]),
                 time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), reps),
             "interleaved per program (%s). Each compiler builds the program of tests/cc to an executable at "
             "-O3 for sm_90:" % ", ".join(tools),
             "", "- gpuopt: `gpuopt cc -O3` (%s; device: clang -> libdevice -> gpucc pipeline -> PTX -> ptxas cubin "
             "-> image; host: clang; linked with libgpuopt_rt)" % subprocess.run(
                 [gpuopt, "version"], stdout=subprocess.PIPE).stdout.decode().strip().splitlines()[0],
             "- clang: `%s -x cuda --cuda-path=%s -O3` with the SDK's headers, libdevice and libcudart" % (clang, cuda)]
    if "nvcc" in tools:
        lines.append("- nvcc: `nvcc -O3 -arch=sm_90` (CUDA %s)" % subprocess.run(
            [nvcc, "--version"], stdout=subprocess.PIPE).stdout.decode().strip().splitlines()[-1])
    lines += ["", "CPU seconds (user + system of every process the compiler runs; median). The machine was "
              "shared with other jobs, so wall times (last columns) are inflated and noisy; the CPU ratio is "
              "the figure.", ""]
    hdr = "| program | " + " | ".join("%s CPU s" % t for t in tools) + " | " + " | ".join(
        "gpuopt/%s" % t for t in tools[1:]) + " | " + " | ".join("%s wall s" % t for t in tools) + " | interpreter run s |"
    lines += [hdr, "|" + " --- |" * (hdr.count("|") - 1)]
    tot = {t: 0.0 for t in tools}
    for n in names:
        row = [n] + ["%.2f" % med(cpu[t, n]) for t in tools]
        row += ["%.2f" % (med(cpu["gpuopt", n]) / med(cpu[t, n])) for t in tools[1:]]
        row += ["%.1f" % med(wall[t, n]) for t in tools] + ["%.2f" % interp[n]]
        for t in tools: tot[t] += med(cpu[t, n])
        lines.append("| " + " | ".join(row) + " |")
    lines.append("| **total** | " + " | ".join("%.2f" % tot[t] for t in tools) + " | " + " | ".join(
        "**%.2f**" % (tot["gpuopt"] / tot[t]) for t in tools[1:]) + " |" + " |" * len(tools) + " |")
    slow = max(names, key=lambda n: interp[n])
    lines += ["", "Interpreter: every program runs in %.2f s or less (slowest: %s, %.2f s; median of %d runs, wall, "
              "including process start and loading the device bitcode)." % (interp[slow], slow, interp[slow],
                                                                          max(reps, 3)),
              "", "GPU kernel times (gpuopt cc vs nvcc -O3 vs clang -O3, gpucc §4's comparison) need the GPU "
              "machine, which this session did not have: not measured."]
    with open(result, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))

main()
