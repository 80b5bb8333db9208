#!/bin/sh
# bench/ranges/run.sh [SIZES...]: compile-time scaling of the symbolic range analysis. For generated
# kernels of 10^3..10^6 instructions (bench/gen_kernel.py --seed 7), times parsing and the analysis
# (bench/ranges/range_bench.c, best of 3; 1 at 10^6), and LLVM's ScalarEvolution on the same file
# (`opt -passes='print<scalar-evolution>' -disable-output -time-passes`, the user+system time of
# ScalarEvolutionAnalysis plus the printer pass, which is where SCEV computes the expressions of every
# value: SCEV is lazy, the printer is what asks for each one). Prints one row per size, then the
# scaling exponents (least-squares slope of log time over log size). All times are CPU time, not wall
# time: the machines are shared.
set -e
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
OPT=${OPT:-/usr/lib/llvm-19/bin/opt}
SIZES=${*:-1000 10000 100000 1000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
make -s "$BUILD/bin/range-bench" >/dev/null
printf '%-8s %-9s %-9s %-9s %-9s %-9s %-9s %-8s\n' insts parse_s ranges_s scev_s 'ns/inst' 'scev/inst' 'rng/scev' finite
for n in $SIZES; do
  python3 bench/gen_kernel.py --insts "$n" --seed 7 > "$tmp/k.ll"
  rep=3
  [ "$n" -ge 1000000 ] && rep=1
  line=$("$BUILD/bin/range-bench" "$tmp/k.ll" $rep)
  s=$("$OPT" -passes='print<scalar-evolution>' -disable-output -time-passes "$tmp/k.ll" 2>&1 >/dev/null |
    awk '/ScalarEvolutionAnalysis|ScalarEvolutionPrinterPass/ {gsub(/\([^)]*\)/, ""); t += $(NF-2)} END {print t + 0}')
  eval "$(echo "$line" | tr ' ' '\n' | sed 's/^/b_/')"
  python3 - "$b_insts" "$b_parse_s" "$b_ranges_s" "$s" "$b_values" "$b_finite" >> "$tmp/rows" <<'PY'
import sys
n, p, r, s, v, f = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
print(n, p, r, s)
print('%-8d %-9.4f %-9.4f %-9.4f %-9.0f %-9.0f %-9.3f %-7.1f%%' %
      (n, p, r, s, r * 1e9 / n, s * 1e9 / n, r / s if s else 0, 100.0 * f / v if v else 0), file=sys.stderr)
PY
done 2>&1 | cat
python3 - "$tmp/rows" <<'PY'
import math, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1])]
def slope(col):
    xs = [math.log(r[0]) for r in rows]; ys = [math.log(max(r[col], 1e-9)) for r in rows]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
if len(rows) > 1:
    print('scaling exponent (time ~ insts^k): parse %.2f  ranges %.2f  scev %.2f' % tuple(slope(c) for c in (1, 2, 3)))
PY
