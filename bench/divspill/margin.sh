#!/bin/sh
# bench/divspill/margin.sh: how far div-spill's register-pressure model is from ptxas' count, on the
# kernels where ptxas still spills after div-spill at the cap (bench/results/divspill.md). For each
# kernel and ptxas cap, div-spill is run with budgets of the cap and 4, 8 and 12 below it
# (--min-registers 1: the budget taken at its word) and ptxas assembles every result under the same
# cap. Columns: what div-spill took (rematerialised values, shared-memory slots), ptxas' spill
# traffic (stores + loads, bytes per thread), its stack frame and the SASS count (scripts/sass-count's
# method). Prints a Markdown table. GPUOPT names the driver; PTXAS defaults to
# /usr/local/cuda/bin/ptxas; SM to sm_90.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
gpuopt=${GPUOPT:-$root/build/bin/gpuopt}
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
sm=${SM:-sm_90}
[ -x "$ptxas" ] || { echo "skipped: no ptxas at $ptxas"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# file kernel cap
cases="${CASES:-matmul_unrolled matmul_reg4 24
matmul_unrolled matmul_reg4 32
matmul_unrolled matmul_reg4 36
conv2d conv2d_3x3 24}"
# "regs stack spill" of kernel $2 in $1 under cap $3; SASS count of the cubin in $tmp/x.cubin
stats() {
  "$ptxas" -arch="$sm" -v --maxrregcount "$3" "$1" -o "$tmp/x.cubin" 2>&1 | awk -v k="$2" '
    /Compiling entry function/ { on = index($0, "\047" k "\047") > 0 }
    on && /bytes stack frame/ { st = $1; sp = $5 + $9 }
    on && /Used [0-9]+ registers/ { print $5, st, sp; on = 0 }'
}
sass() {
  readelf -SW "$tmp/x.cubin" 2>/dev/null | sed -n "s/.*\] \.text\.$1 *PROGBITS *[0-9a-f]* [0-9a-f]* \([0-9a-f]*\) .*/\1/p" |
    while read -r size; do echo $((0x$size / 16)); done
}
echo "| kernel | cap | div-spill budget | model pressure before | taken: remat / slots | regs | stack B | spill st+ld B | SASS |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
echo "$cases" | while read -r file k cap; do
  ll="$root/tests/kernels/$file.ll"
  "$gpuopt" ptx --sm "$sm" -o "$tmp/a.ptx" "$ll" 2>/dev/null || continue
  model=$("$gpuopt" analyze --regpressure "$ll" 2>/dev/null | awk -v k="$k" '$1 == "function" { on = ($2 == k) } on && /register pressure:/ { print $3; on = 0 }')
  set -- $(stats "$tmp/a.ptx" "$k" "$cap")
  echo "| $file/$k | $cap | none | $model | - | $1 | $2 | $3 | $(sass "$k") |"
  for b in $cap $((cap - 4)) $((cap - 8)) $((cap - 12)); do
    "$gpuopt" opt -p div-spill --max-registers "$b" --min-registers 1 -o "$tmp/b.ll" "$ll" 2>/dev/null || continue
    "$gpuopt" ptx --sm "$sm" -o "$tmp/b.ptx" "$tmp/b.ll" 2>/dev/null || continue
    # what div-spill took in this kernel: distinct rematerialised values and slot stores
    body=$(awk -v k="$k" '/^define/ { on = index($0, "@" k "(") > 0 } on { print } on && /^}/ { on = 0 }' "$tmp/b.ll")
    nr=$(printf '%s\n' "$body" | grep -c '%divspill\.remat[0-9]* = ')
    ns=$(printf '%s\n' "$body" | grep -c 'store volatile .*\(@__gpuopt_divspill\|%divspill\.slot\)')
    set -- $(stats "$tmp/b.ptx" "$k" "$cap")
    echo "| $file/$k | $cap | $b | $model | $nr / $ns | $1 | $2 | $3 | $(sass "$k") |"
  done
done
