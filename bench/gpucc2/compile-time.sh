#!/bin/sh
# compile-time.sh [SIZES...]: compile time of gpuopt's speculate, sep-const-offset, slsr and
# global-reassoc (build/bin/gpucc2-bench: best of 3, each transform alone on a fresh clone, parsing
# excluded) against LLVM's speculative-execution, separate-const-offset-from-gep, slsr and
# nary-reassociate (opt -time-passes wall time of the pass, best of 3, each pass alone) on the same
# file, for two inputs per size: bench/gpucc2/gen_unrolled.py (unrolled stencil tiles: every
# address a candidate) and bench/gen_kernel.py (general control flow). ns/inst must stay flat.
set -e
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
OPT=${OPT:-/usr/lib/llvm-19/bin/opt}
SIZES=${*:-1000 10000 100000 1000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
make -s "$BUILD/bin/gpucc2-bench" >/dev/null

llvm_time() { # file pass PassName -> best wall seconds of 3
  best=""
  for r in 1 2 3; do
    t=$("$OPT" -passes="$2" -disable-output -time-passes "$1" 2>&1 | awk -v p="$3" '$NF == p { gsub(/\([^)]*\)/, ""); print $(NF-1); exit }')
    best=$(python3 -c "print(min(float(x) for x in '$best $t'.split()))")
  done
  echo "$best"
}

printf '%-9s %-9s | %-28s | %-28s | %-28s | %-28s\n' input insts "speculate  gpuopt/llvm s" "sep-const-offset gpuopt/llvm" \
  "slsr gpuopt/llvm" "global-reassoc / nary-reassoc"
for gen in unrolled kernel; do
  for n in $SIZES; do
    if [ $gen = unrolled ]; then python3 bench/gpucc2/gen_unrolled.py --insts "$n" > "$tmp/k.ll"
    else python3 bench/gen_kernel.py --insts "$n" --seed 7 > "$tmp/k.ll"; fi
    line=$("$BUILD/bin/gpucc2-bench" "$tmp/k.ll" 3)
    eval "$(echo "$line" | tr ' ' '\n' | sed 's/^/b_/')"
    l_spec=$(llvm_time "$tmp/k.ll" speculative-execution SpeculativeExecutionPass)
    l_par=$(llvm_time "$tmp/k.ll" separate-const-offset-from-gep SeparateConstOffsetFromGEPPass)
    l_slsr=$(llvm_time "$tmp/k.ll" slsr StraightLineStrengthReducePass)
    l_nary=$(llvm_time "$tmp/k.ll" nary-reassociate NaryReassociatePass)
    fmt() { python3 -c "print('%.4f/%.4f %5.0fns' % ($1, $2, $1 / $3 * 1e9))"; }
    printf '%-9s %-9s | %-28s | %-28s | %-28s | %-28s\n' $gen "$b_insts" "$(fmt $b_speculate $l_spec $b_insts)" \
      "$(fmt $b_sep_const_offset $l_par $b_insts)" "$(fmt $b_slsr $l_slsr $b_insts)" "$(fmt $b_global_reassoc $l_nary $b_insts)"
  done
done
