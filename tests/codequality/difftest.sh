#!/bin/sh
# tests/codequality/difftest.sh RESULTS GPUOPT: semantic checks of the issue-18 transforms on the
# SIMT interpreter (gpuopt difftest: outputs before and after a pipeline, bit for bit):
#   1. every launch configuration of the kernel corpus (tests/kernels, clang -O1 IR) after
#      restrictify, narrow-index and the gpuopt / gpuopt-restrict presets;
#   2. every kernel of the PolyBench/GPU-style suite (tests/codequality/polybench.ll, clang -O3 IR of
#      bench/codequality/polybench.cu) after the same pipelines.
# Overlapping buffers (restrictify's original copy) are tested in tests/unit/restrictify_test.c.
# Writes "passed failed skipped" to RESULTS; exit 1 on any difference.
set -u
results=$1; gpuopt=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
pipelines="restrictify narrow-index gpuopt gpuopt-restrict"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
for p in $pipelines; do
  out=$(GPUOPT=$gpuopt "$root/scripts/difftest-corpus" "$p" --seeds 2 --results "$tmp/r" 2>&1)
  read -r a b c < "$tmp/r" 2>/dev/null || { a=0; b=1; }
  pass=$((pass + a)); fail=$((fail + b))
  [ "$b" = 0 ] || printf '%s\n' "$out" | grep FAIL
  echo "codequality difftest corpus -p $p: $a passed, $b failed"
  a=0; b=0
  grep '// RUN-ARGS:' "$root/bench/codequality/polybench.cu" | sed 's|.*// RUN-ARGS:||' > "$tmp/args"
  while read -r args; do
    # shellcheck disable=SC2086
    if o=$("$gpuopt" difftest -p "$p" --seeds 2 $args "$root/tests/codequality/polybench.ll" 2>&1); then
      a=$((a + 1))
    else
      b=$((b + 1)); echo "FAIL polybench -p $p: $args: $o"
    fi
  done < "$tmp/args"
  pass=$((pass + a)); fail=$((fail + b))
  echo "codequality difftest polybench -p $p: $a passed, $b failed"
done
echo "$pass $fail 0" > "$results"
echo "codequality: $pass passed, $fail failed, 0 skipped"
[ "$fail" = 0 ]
