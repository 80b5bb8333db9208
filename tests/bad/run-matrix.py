#!/usr/bin/env python3
"""The bad-input matrix: every entry of tests/bad/ x every driver subcommand, analysis, pipeline step
and preset. Each run must exit 0 or 1; exit 1 must come with a "gpuopt: error:" message; nothing
may crash, hang, or report a sanitizer error or a leak.

  run-matrix.py --gpuopt build/bin/gpuopt --results FILE [--valgrind N] [--only SUBSTR] [--jobs N]

The commands come from the driver's own help (subcommands, analyses, passes, presets), so new ones
are covered as they land; the argument shapes of subcommands are in COMMANDS below. --valgrind N
also runs a sample of N runs under valgrind's memcheck (leaks and invalid accesses are failures).
--jobs N (default: the number of CPUs) runs that many gpuopt processes at once (the valgrind sample
too); the report is in the same order whatever N is. --quick: every subcommand, analysis and preset,
passes only in one all-steps run; --not-quick: only the runs --quick leaves out (the single passes)."""
import argparse, concurrent.futures, os, random, re, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
EXTS = (".ll", ".bc", ".bin", ".csv", ".model")
MAPPING_EXTS = (".csv", ".model")  # entries for `gpuopt mapping` only

def help_of(gpuopt, *args):
    r = subprocess.run([gpuopt, *args, "--help"], capture_output=True, text=True, timeout=60)
    return r.stdout + r.stderr

def section(text, start):
    out, on = [], False
    for line in text.splitlines():
        if line.lower().startswith(start):
            on = True
            continue
        if on and not line.strip():
            break
        if on:
            out.append(line)
    return out

def discover(gpuopt, quick=False):
    """[(label, argv with FILE as a placeholder)] for every subcommand the driver lists."""
    top = help_of(gpuopt)
    cmds = [l.split()[0] for l in section(top, "commands:") if l.strip()]
    runs = []
    for c in cmds:
        h = help_of(gpuopt, c)
        if c == "analyze":
            flags = []
            for l in section(h, "analyses"):
                m = re.match(r"\s+--([a-z0-9-]+)(\[?=([A-Za-z0-9_|,-]+)\]?)?", l)
                if not m:
                    continue
                if m.group(3) and "|" in m.group(3):
                    flags += ["--%s=%s" % (m.group(1), v) for v in m.group(3).split("|")]
                else:
                    flags.append("--" + m.group(1))
            for f in flags:
                runs.append(("analyze " + f, ["analyze", f, "FILE"]))
            runs.append(("analyze all --json", ["analyze", *dict.fromkeys(
                re.sub(r"=.*", "", f) for f in flags), "--json", "FILE"]))
            runs.append(("analyze all --summary", ["analyze", *dict.fromkeys(
                re.sub(r"=.*", "", f) for f in flags), "--summary", "FILE"]))
        elif c == "opt":
            passes = re.search(r"^passes:(.*)$", h, re.M)
            presets = re.search(r"^presets:(.*)$", h, re.M)
            names = passes.group(1).split() if passes else []
            names += re.findall(r"(\S+) \(= ", presets.group(1)) if presets else []
            presets_only = re.findall(r"(\S+) \(= ", presets.group(1)) if presets else []
            for n in names:
                if quick and n not in presets_only:
                    continue  # quick: presets and the all-steps run only
                runs.append(("opt -p " + n, ["opt", "-p", n, "FILE"]))
            runs.append(("opt --bitcode -p all", ["opt", "--bitcode", "-o", "/dev/null", "-p", ",".join(names), "FILE"]))
        elif c in COMMANDS:
            for label, argv in COMMANDS[c]:
                runs.append((label, argv))
        else:
            runs.append((c + " FILE", [c, "FILE"]))
    return runs

# Argument shapes of subcommands that take more than a file (extended as subcommands land).
COMMANDS = {
    "version": [("version", ["version"])],
    "ptx": [("ptx", ["ptx", "-o", "/dev/null", "FILE"]),
            ("ptx -p gpucc --stats", ["ptx", "-p", "gpucc", "--stats", "-o", "/dev/null", "FILE"]),
            ("ptx --sm sm_70 -O0", ["ptx", "--sm", "sm_70", "-O0", "-o", "/dev/null", "FILE"])],
    # kernels of the corpus are mostly @k with (ptr, ...) parameters; a mismatch is a clean error too
    "run": [("run --emulate", ["run", "--emulate", "--kernel", "k", "--grid", "2", "--block", "33", "--max-steps",
                               "2000000", "--arg", "i32[512]:rand:1", "--arg", "i32:5", "FILE"]),
            ("run --emulate (1 arg)", ["run", "--emulate", "--kernel", "k", "--grid", "1", "--block", "32",
                                       "--max-steps", "2000000", "--arg", "i32[64]:zero", "FILE"])],
    "difftest": [("difftest -p gpucc", ["difftest", "-p", "gpucc", "--kernel", "k", "--grid", "1", "--block", "64",
                                        "--seeds", "1", "--max-steps", "2000000", "--arg", "i32[512]:rand:1",
                                        "--arg", "i32:5", "FILE"])],
    "offload": [("offload --json", ["offload", "--json", "FILE"]),
                ("offload -o X.ll", ["offload", "-o", "TMP.ll", "FILE"])],
    "mapping": [("mapping train", ["mapping", "train", "FILE", "-o", "/dev/null"]),
                ("mapping eval --loo --group", ["mapping", "eval", "FILE", "--loo", "--group", "F2"]),
                ("mapping show", ["mapping", "show", "FILE"]),
                ("mapping predict (valid model)", ["mapping", "predict", os.path.join(here, "mapping", "valid.model"), "FILE"]),
                ("mapping predict (FILE as model)", ["mapping", "predict", "FILE", os.path.join(here, "mapping-one-class.csv")])],
    "host": [("host", ["host", "-o", "/dev/null", "FILE"]),
             ("host --emit-llvm -p gpucc", ["host", "--emit-llvm", "-p", "gpucc", "-o", "/dev/null", "FILE"])],
}

BAD_MARKERS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "ThreadSanitizer",
               "Segmentation fault", "Assertion", "LLVM ERROR", "PLEASE submit a bug report",
               "Stack dump", "UNREACHABLE executed",
               # the pipeline's own checks catching a transform that broke the IR: a bug, not bad input
               "left a module that fails the verifier", "claims to preserve the CFG but changed it")

def check(entry, label, argv, gpuopt, timeout, prefix=()):
    # TMP.ll: an output file of this run's own (runs go in parallel), removed afterwards
    tmp = None
    if "TMP.ll" in argv:
        fd, tmp = tempfile.mkstemp(prefix="gpuopt-bad-", suffix=".ll")
        os.close(fd)
    try:
        return run_one(entry, argv, gpuopt, timeout, prefix, tmp)
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass

def run_one(entry, argv, gpuopt, timeout, prefix, tmp):
    cmd = [*prefix, gpuopt] + [entry if a == "FILE" else tmp if a == "TMP.ll" else a for a in argv]
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = "exitcode=86:detect_leaks=1:abort_on_error=0:" + env.get("ASAN_OPTIONS", "")
    env["UBSAN_OPTIONS"] = "halt_on_error=1:exitcode=87:print_stacktrace=1:" + env.get("UBSAN_OPTIONS", "")
    t0 = time.time()
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "timed out after %ds" % timeout, time.time() - t0
    err = r.stderr.decode("utf-8", "replace")
    dt = time.time() - t0
    if r.returncode not in (0, 1):
        return "exit status %d: %s" % (r.returncode, err[-2000:]), dt
    for m in BAD_MARKERS:
        if m in err:
            return "stderr reports '%s': %s" % (m, err[-2000:]), dt
    out = r.stdout[-4096:].decode("utf-8", "replace")
    if r.returncode == 1 and "gpuopt: error:" not in err and "FAILED" not in out:
        return "exit 1 without a 'gpuopt: error:' message (stderr: %r)" % err[-500:], dt
    if "valgrind" in prefix[:1] and re.search(r"ERROR SUMMARY: [1-9]", err):
        return "valgrind: %s" % err[-2000:], dt
    return None, dt

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gpuopt", required=True)
    ap.add_argument("--results")
    ap.add_argument("--valgrind", type=int, default=0)
    ap.add_argument("--only", default="")
    ap.add_argument("--valgrind-only", action="store_true", help="only the valgrind sample")
    ap.add_argument("--quick", action="store_true",
                    help="every subcommand, analysis and preset, but passes only in one all-steps run")
    ap.add_argument("--not-quick", action="store_true",
                    help="only the runs that --quick leaves out (make check runs the --quick set under "
                         "ASan+UBSan in check-bad-san, and these with the plain build)")
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    entries = sorted(os.path.join(here, f) for f in os.listdir(here) if f.endswith(EXTS) and a.only in f)
    runs = discover(a.gpuopt, a.quick)
    if a.not_quick:
        quick = set(label for label, _ in discover(a.gpuopt, True))
        runs = [r for r in runs if r[0] not in quick]
    passed = failed = nruns = 0  # counted per entry: an entry passes when all its runs do
    t0 = time.time()
    slow = []
    work = []  # (entry, label, argv) in report order
    for e in ([] if a.valgrind_only else entries):
        for label, argv in runs:
            if "FILE" not in argv and e != entries[0]:
                continue
            if e.endswith(MAPPING_EXTS) and argv[0] != "mapping":
                continue
            work.append((e, label, argv))
    with concurrent.futures.ThreadPoolExecutor(max(1, a.jobs)) as pool:
        results = list(pool.map(lambda w: check(w[0], w[1], w[2], a.gpuopt, a.timeout), work))
    bad_entries = set()
    for (e, label, argv), (why, dt) in zip(work, results):
        nruns += 1
        slow.append((dt, os.path.basename(e), label))
        if why:
            bad_entries.add(e)
            print("FAIL bad/%s: gpuopt %s: %s" % (os.path.basename(e), label, why))
    for e in ([] if a.valgrind_only else entries):
        passed += e not in bad_entries
        failed += e in bad_entries
    vg_pass = vg_fail = vg_skip = 0
    if a.valgrind:
        if subprocess.run(["sh", "-c", "command -v valgrind"], capture_output=True).returncode:
            print("skipped: valgrind sample: valgrind is not installed")
            vg_skip = 1
        else:
            rnd = random.Random(int(os.environ.get("GPUOPT_MATRIX_SEED", "8")))
            small = [e for e in entries if os.path.getsize(e) < 20000]
            pairs = [(e, l, v) for e in small for (l, v) in runs if "FILE" in v]
            sample = rnd.sample(pairs, min(a.valgrind, len(pairs)))
            vg = lambda w: check(w[0], w[1], w[2], a.gpuopt, a.timeout * 4,
                                 prefix=("valgrind", "-q", "--error-exitcode=88", "--leak-check=full",
                                         # the bitcode guard's child may crash on purpose (module.h)
                                         "--child-silent-after-fork=yes",
                                         "--errors-for-leak-kinds=definite", "--show-leak-kinds=definite"))
            with concurrent.futures.ThreadPoolExecutor(max(1, a.jobs)) as pool:
                vres = list(pool.map(vg, sample))
            for (e, label, argv), (why, dt) in zip(sample, vres):
                if why:
                    vg_fail += 1
                    print("FAIL valgrind bad/%s: gpuopt %s: %s" % (os.path.basename(e), label, why))
                else:
                    vg_pass += 1
            print("valgrind sample: %d runs, %d clean" % (vg_pass + vg_fail, vg_pass))
    slow.sort(reverse=True)
    print("bad-input matrix: %d entries x %d commands (%d runs) in %.1fs; slowest: %s" % (
        len(entries), len(runs), nruns, time.time() - t0,
        ", ".join("%s %s %.1fs" % (e, l, d) for d, e, l in slow[:3])))
    p, f, s = passed + vg_pass, failed + vg_fail, vg_skip
    print("bad: %d passed, %d failed, %d skipped" % (p, f, s))
    if a.results:
        with open(a.results, "w") as fh:
            fh.write("%d %d %d\n" % (p, f, s))
    return 1 if f or not p else 0

if __name__ == "__main__":
    sys.exit(main())
