#!/bin/sh
# tests/codequality/difftest.sh RESULTS GPUOPT: semantic checks of the issue-18 transforms on the
# SIMT interpreter (gpuopt difftest: outputs before and after a pipeline, bit for bit):
#   every kernel of the PolyBench/GPU-style suite (tests/codequality/polybench.ll, clang -O3 IR of
#   bench/codequality/polybench.cu) after kernel-restrictify, narrow-index, the gpuopt preset and
#   gpuopt,ptxas-unroll (the counter rewrite on clang's runtime-unrolled loops; gpuopt-static, whose
#   steps gpuopt runs too, is check-interp's on the corpus, to keep this phase's time). The
#   corpus (tests/kernels) after every registered step and preset is check-interp's
#   (scripts/difftest-corpus --all-passes), which includes these.
# Overlapping buffers (kernel-restrictify's original copy) are tested in tests/unit/kernel_restrictify_test.c.
# Writes "passed failed skipped" to RESULTS; exit 1 on any difference.
set -u
results=$1; gpuopt=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
pipelines="kernel-restrictify narrow-index gpuopt gpuopt,ptxas-unroll"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
for p in $pipelines; do
  a=0; b=0
  grep '// RUN-ARGS:' "$root/bench/codequality/polybench.cu" | sed 's|.*// RUN-ARGS:||' > "$tmp/args"
  # trip counts that leave every remainder of clang's 4-way k-loop (ptxas-unroll rewrites its counter)
  for nk in 1 3 6 13; do
    echo "--kernel gemm --grid 1,4 --block 32,8 --arg f32[8192]:rand:1 --arg f32[8192]:rand:2 --arg f32[1024]:rand:3 --arg i32:32 --arg i32:32 --arg i32:$nk --arg f32:1.5 --arg f32:0.5" >> "$tmp/args"
  done
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
# unroll-runtime (and the gpuopt preset, which runs it) on clang -O3 IR of the corpus kernels whose loops it
# unrolls (tests/codequality/o3: fig1, histogram, histogram_atomic; the committed corpus .ll is -O1,
# where these loops keep another shape): each kernel's RUN-ARGS launches plus trip counts that leave
# every remainder (avgSquare runs c iterations per thread: c = 37, 6, 3, 1; sumTriangle t+1)
for p in unroll-runtime gpuopt; do
  a=0; b=0
  for k in fig1 histogram histogram_atomic; do
    grep '// RUN-ARGS:' "$root/tests/kernels/$k.cu" | sed 's|.*// RUN-ARGS:||' > "$tmp/args"
    if [ "$k" = fig1 ]; then
      for c in 37 6 3 1; do
        echo "--kernel avgSquare --grid 1 --block 64 --arg f32[4160]:rand:$c --arg f32[64]:zero --arg i32:$c" >> "$tmp/args"
        echo "--kernel sumTriangle --grid 1 --block 64 --arg f32[4160]:rand:$c --arg f32[64]:zero --arg i32:$c" >> "$tmp/args"
      done
    fi
    while read -r args; do
      # shellcheck disable=SC2086
      if o=$("$gpuopt" difftest -p "$p" --seeds 2 $args "$root/tests/codequality/o3/$k.ll" 2>&1); then
        a=$((a + 1))
      else
        b=$((b + 1)); echo "FAIL o3/$k.ll -p $p: $args: $o"
      fi
    done < "$tmp/args"
  done
  pass=$((pass + a)); fail=$((fail + b))
  echo "codequality difftest o3 corpus -p $p: $a passed, $b failed"
done
echo "$pass $fail 0" > "$results"
echo "codequality: $pass passed, $fail failed, 0 skipped"
[ "$fail" = 0 ]
