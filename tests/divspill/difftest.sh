#!/bin/sh
# tests/divspill/difftest.sh RESULTS GPUOPT: semantic checks of div-spill (Sampaio et al. §4, Fig. 18)
# on the SIMT interpreter, with register budgets small enough that it fires on almost every kernel:
#   1. every launch configuration of the kernel corpus (tests/kernels: divergent branches, loops with
#      divergent exits, shared memory, barriers, warp votes), budgets 8 and 16, `gpuopt difftest`;
#   2. generated kernels (bench/gen_kernel.py: nested tid-dependent if/else, loops and switches, so
#      warps diverge), seeds 1..SEEDS, budgets 4 and 8, run before/after with `gpuopt run --emulate`.
# A configuration counts as passed when the outputs are identical; the number of configurations where
# div-spill changed the kernel is printed, and the phase fails if it never fired.
# Writes "passed failed skipped" to RESULTS; exit 1 on any difference.
set -u
results=$1; gpuopt=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
SEEDS=${SEEDS:-6}
OPT=${OPT:-/usr/lib/llvm-19/bin/opt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0; skip=0; fired=0
for cu in "$root"/tests/kernels/*.cu; do
  ll=${cu%.cu}.ll
  grep '// RUN-ARGS:' "$cu" | sed 's|.*// RUN-ARGS:||' > "$tmp/args"
  for b in 8 16; do
    "$gpuopt" opt -p div-spill --max-registers $b --min-registers 1 "$ll" -o "$tmp/o.ll" 2>/dev/null && grep -q '__gpuopt_divspill\|divspill.remat\|divspill.addr' "$tmp/o.ll" && fired=$((fired + 1))
    while read -r args; do
      [ -n "$args" ] || continue
      # shellcheck disable=SC2086
      if out=$("$gpuopt" difftest -p div-spill --max-registers $b --min-registers 1 --seeds 2 $args "$ll" 2>&1); then
        pass=$((pass + 1))
      else
        fail=$((fail + 1)); echo "FAIL  $(basename "$cu") --max-registers $b: $args: $out"
      fi
    done < "$tmp/args"
  done
done
echo "divspill difftest corpus: $pass passed, $fail failed"
# 3. the address step (div_spill_addr.c): tests/divspill/addr.cu (clang -O3; divergent branches and
#    trip counts, negative row offsets, 64-bit/unsigned indices, struct fields); each kernel with a
#    budget of 8 must have addresses rewritten, except rows_unsigned (wrapping arithmetic: none may be)
addrs=0
for b in 8 16; do
  "$gpuopt" opt -p div-spill --max-registers $b --min-registers 1 "$root/tests/divspill/addr.ll" -o "$tmp/a.ll" 2>/dev/null || { fail=$((fail + 1)); echo "FAIL: div-spill addr.ll budget $b"; continue; }
  for k in conv_div vol7 rows64 rows_unsigned rows_struct; do
    n=$(awk "/define.*@$k\(/,/^}/" "$tmp/a.ll" | grep -c 'divspill\.addr[0-9]* =')
    addrs=$((addrs + n))
    if [ $b = 8 ] && { [ "$k" = rows_unsigned ] && [ "$n" != 0 ] || [ "$k" != rows_unsigned ] && [ "$n" = 0 ]; }; then
      echo "FAIL: addr.ll $k budget 8: $n addresses rewritten"; fail=$((fail + 1))
    fi
  done
  grep '// RUN-ARGS:' "$root/tests/divspill/addr.cu" | sed 's|.*// RUN-ARGS:||' > "$tmp/aargs"
  while read -r args; do
    # shellcheck disable=SC2086
    if out=$("$gpuopt" difftest -p div-spill --max-registers $b --min-registers 1 --seeds 2 $args "$root/tests/divspill/addr.ll" 2>&1); then
      pass=$((pass + 1))
    else
      fail=$((fail + 1)); echo "FAIL  addr.cu --max-registers $b: $args: $out"
    fi
  done < "$tmp/aargs"
done
echo "divspill difftest addresses: $addrs rewritten over addr.cu's kernels at budgets 8 and 16"
# 4. gpuopt opt --spill-feedback (the driver's ptxas feedback, issue 17): the module it keeps (each
#    kernel's best candidate: div-spill or div-spill-noaddr at budgets down to 2, or none) must compute
#    what the input computes, on addr.cu (clang -O3) and matmul_unrolled (ptxas spills matmul_reg4 at
#    --maxrregcount 24); and div-spill-noaddr (a candidate) on both at budget 8. Skipped without ptxas.
PTXAS=${PTXAS:-/usr/local/cuda/bin/ptxas}
if [ -x "$PTXAS" ]; then
  fbn=0
  for f in "$root/tests/divspill/addr.ll" "$root/tests/kernels/matmul_unrolled.ll"; do
    src=${f%.ll}.cu
    if ! GPUOPT_PTXAS=$PTXAS "$gpuopt" opt -p div-spill --spill-feedback --max-registers 24 "$f" -o "$tmp/fb.ll" 2> "$tmp/fblog"; then
      fail=$((fail + 1)); echo "FAIL: --spill-feedback $(basename "$f"): $(head -c 300 "$tmp/fblog")"; continue
    fi
    grep -q 'chose div-spill' "$tmp/fblog" && fbn=$((fbn + 1))
    "$gpuopt" opt -p div-spill-noaddr --max-registers 8 --min-registers 1 "$f" -o "$tmp/na.ll" 2> /dev/null || { fail=$((fail + 1)); echo "FAIL: div-spill-noaddr $(basename "$f")"; continue; }
    grep '// RUN-ARGS:' "$src" | sed 's|.*// RUN-ARGS:||' > "$tmp/fargs"
    while read -r args; do
      [ -n "$args" ] || continue
      # shellcheck disable=SC2086
      bo=$("$gpuopt" run --emulate $args "$f" 2>&1)
      for out in fb na; do
        # shellcheck disable=SC2086
        ao=$("$gpuopt" run --emulate $args "$tmp/$out.ll" 2>&1)
        if [ "$bo" = "$ao" ] && ! printf '%s' "$bo" | grep -q 'error'; then pass=$((pass + 1))
        else fail=$((fail + 1)); echo "FAIL: $out $(basename "$f"): $args: before $(printf '%s' "$bo" | head -c 200) after $(printf '%s' "$ao" | head -c 200)"; fi
      done
    done < "$tmp/fargs"
  done
  echo "divspill difftest spill feedback: div-spill kept on $fbn of 2 modules"
  [ "$fbn" = 0 ] && { fail=$((fail + 1)); echo "FAIL: --spill-feedback never kept div-spill"; }
else
  skip=$((skip + 1)); echo "divspill difftest spill feedback: skipped (no ptxas at $PTXAS)"
fi
seeded_args() { # RUN-ARGS line, seed -> arguments with explicit seeds
  printf '%s\n' "$1" | sed "s/\]:rand\( \|\$\)/]:rand:$2\1/g; s/i32:rand:0:100/i32:$((7 * $2 + 3))/"
}
for s in $(seq 1 "$SEEDS"); do
  f=$tmp/gen$s.ll
  python3 "$root/bench/gen_kernel.py" --insts 400 --seed "$s" > "$f" || { skip=$((skip + 1)); continue; }
  line=$(head -1 "$f" | sed 's|.*RUN-ARGS:||')
  "$OPT" -S -passes=lower-switch "$f" -o "$f.ls.ll" 2> "$tmp/err" || { echo "FAIL: lower-switch gen seed $s"; fail=$((fail + 1)); continue; }
  for b in 4 8; do
    if ! "$gpuopt" opt -p div-spill --max-registers $b --min-registers 1 "$f.ls.ll" -o "$f.after.ll" 2> "$tmp/err"; then
      echo "FAIL: gen seed $s --max-registers $b: $(head -c 300 "$tmp/err")"; fail=$((fail + 1)); continue
    fi
    grep -q '__gpuopt_divspill\|divspill.remat\|divspill.addr' "$f.after.ll" && fired=$((fired + 1))
    ok=1
    for r in 1 2; do
      args=$(seeded_args "$line" "$r")
      # shellcheck disable=SC2086
      bo=$("$gpuopt" run --emulate $args "$f.ls.ll" 2>&1); ao=$("$gpuopt" run --emulate $args "$f.after.ll" 2>&1)
      if [ "$bo" != "$ao" ] || printf '%s' "$bo" | grep -q 'error'; then
        ok=0; echo "FAIL: gen seed $s --max-registers $b, inputs $r: before: $(printf '%s' "$bo" | head -c 200) after: $(printf '%s' "$ao" | head -c 200)"
      fi
    done
    if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
  done
done
if [ "$fired" = 0 ]; then echo "FAIL: div-spill never changed a kernel"; fail=$((fail + 1)); fi
echo "divspill difftest: $pass passed, $fail failed, $skip skipped (div-spill fired on $fired kernel/budget pairs)"
echo "$pass $fail $skip" > "$results"
[ "$fail" = 0 ]
