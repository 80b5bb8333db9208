#!/bin/sh
# tests/gpucc2/difftest.sh RESULTS GPUOPT: semantic checks of the gpucc §3.4-3.5 transforms on the
# SIMT interpreter (gpuopt difftest: outputs before and after a pipeline, bit for bit).
#   1. every launch configuration of the kernel corpus (tests/kernels, scripts/difftest-corpus)
#      after each transform alone and after the whole gpucc preset;
#   2. generated kernels: bench/gen_kernel.py (general control flow) and bench/gpucc2/gen_unrolled.py
#      (unrolled stencil tiles, conditional tiles), seeds 1..SEEDS, after the same pipelines.
# OPT (LLVM's opt, default llvm-19's) lowers the switches of generated kernels for the interpreter.
# Writes "passed failed skipped" to RESULTS; exit 1 on any difference.
set -u
results=$1; gpuopt=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
SEEDS=${SEEDS:-4}
OPT=${OPT:-/usr/lib/llvm-19/bin/opt}
pipelines="speculate speculate-common sep-const-offset slsr global-reassoc gpucc"
# the corpus after speculate-common is check-interp's (--all-passes) and check-codequality's (the gpuopt
# preset); here it gets the generated kernels, whose branches have shared code in both successors
corpus_pipelines="speculate sep-const-offset slsr global-reassoc gpucc"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0; skip=0
for p in $corpus_pipelines; do
  out=$(GPUOPT=$gpuopt "$root/scripts/difftest-corpus" "$p" --seeds 2 --results "$tmp/r" 2>&1)
  read -r a b c < "$tmp/r" 2>/dev/null || { a=0; b=1; }
  pass=$((pass + a)); fail=$((fail + b))
  [ "$b" = 0 ] || printf '%s\n' "$out" | grep FAIL
  echo "gpucc2 difftest corpus -p $p: $a passed, $b failed"
done
# Generated kernels go through the interpreter with gpuopt run --emulate: the kernel before and
# after the pipeline, both with switches lowered to branches by LLVM's lower-switch (the interpreter
# does not run switch yet), and the per-buffer checksums compared, for 2 input seeds each.
seeded_args() { # RUN-ARGS line, seed -> arguments with explicit seeds and values
  python3 - "$1" "$2" <<'PY'
import re, sys
a, s = sys.argv[1], int(sys.argv[2])
a = re.sub(r"\]:rand(?=\s|$)", "]:rand:%d" % s, a)
a = re.sub(r"(i32|i64):rand:(-?\d+):(-?\d+)", lambda m: "%s:%d" % (m.group(1), int(m.group(2)) + (s * 7919) % max(1, int(m.group(3)) - int(m.group(2)))), a)
print(a)
PY
}
emulate() { # file args -> checksums
  # shellcheck disable=SC2086
  "$gpuopt" run --emulate $2 "$1" 2>&1
}
gen_worker() { # W: seeds s with s % 2 + 1 = W (two workers, the machines have 2 cores)
  w=$1; pass=0; fail=0
for s in $(seq 1 "$SEEDS"); do
  [ $((s % 2 + 1)) = "$w" ] || continue
  python3 "$root/bench/gen_kernel.py" --insts 400 --seed "$s" > "$tmp/gen$s.ll"
  python3 "$root/bench/gpucc2/gen_unrolled.py" --insts 400 --seed "$s" > "$tmp/unr$s.ll"
  for f in "$tmp/gen$s.ll" "$tmp/unr$s.ll"; do
    line=$(head -1 "$f" | sed 's|.*RUN-ARGS:||')
    if ! "$OPT" -S -passes=lower-switch "$f" -o "$f.before.ll" 2> "$tmp/err$w"; then
      echo "FAIL: opt -passes=lower-switch $(basename "$f"): $(head -c 300 "$tmp/err$w")"; fail=$((fail + 1)); continue
    fi
    for p in $pipelines; do
      if ! "$gpuopt" opt -p "$p" "$f" -o "$f.p.ll" 2> "$tmp/err$w" || ! "$OPT" -S -passes=lower-switch "$f.p.ll" -o "$f.after.ll" 2>> "$tmp/err$w"; then
        echo "FAIL: $(basename "$f") (seed $s) -p $p: $(head -c 300 "$tmp/err$w")"; fail=$((fail + 1)); continue
      fi
      ok=1
      for r in 1 2; do
        args=$(seeded_args "$line" "$r")
        b=$(emulate "$f.before.ll" "$args"); a=$(emulate "$f.after.ll" "$args")
        if [ "$b" != "$a" ] || printf '%s' "$b" | grep -q 'error'; then
          ok=0; echo "FAIL: $(basename "$f") (seed $s) -p $p, inputs $r: before: $(printf '%s' "$b" | head -c 200) after: $(printf '%s' "$a" | head -c 200)"
        fi
      done
      if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); cp "$f" "$root/build/gpucc2-fail-$(basename "$f")" 2>/dev/null; fi
    done
  done
done
  echo "$pass $fail" > "$tmp/gcount$w"
}
gen_worker 1 > "$tmp/gout1" 2>&1 &
( gen_worker 2 ) > "$tmp/gout2" 2>&1
wait
for w in 1 2; do
  cat "$tmp/gout$w"
  read -r a b < "$tmp/gcount$w" || { a=0; b=1; echo "FAIL: generated-kernel worker $w wrote no counts"; }
  pass=$((pass + a)); fail=$((fail + b))
done
echo "gpucc2 difftest: $pass passed, $fail failed, $skip skipped (corpus and generated kernels, before/after each transform and gpucc)"
echo "$pass $fail $skip" > "$results"
[ "$fail" = 0 ]
