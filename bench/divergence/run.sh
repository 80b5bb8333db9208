#!/bin/sh
# bench/divergence/run.sh [SIZES...]: compile-time scaling of the divergence analysis. For generated
# kernels of 10^3..10^6 instructions (bench/gen_kernel.py --seed 7), times parsing and each mode
# (bench/divergence/div_bench.c, best of 3; 1 at 10^6), and LLVM's UniformityInfoAnalysis on the same
# file (`opt -passes='print<uniformity>' -disable-output -time-passes`, wall time of the analysis
# alone, not the printer). Prints one row per size, then the scaling exponent of each mode (least
# squares slope of log time over log size).
set -e
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
OPT=${OPT:-/usr/lib/llvm-19/bin/opt}
SIZES=${*:-1000 10000 100000 1000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
make -s "$BUILD/bin/div-bench" >/dev/null
printf '%-8s %-9s %-9s %-9s %-9s %-9s %-9s %-9s %-8s %-8s\n' insts parse_s simple_s affine_s poly2_s llvm_s \
  'ns/inst' 'llvm/inst' 'aff/llvm' 'aff/parse'
for n in $SIZES; do
  python3 bench/gen_kernel.py --insts "$n" --seed 7 > "$tmp/k.ll"
  rep=3
  [ "$n" -ge 1000000 ] && rep=1
  line=$("$BUILD/bin/div-bench" "$tmp/k.ll" $rep)
  u=$("$OPT" -passes='print<uniformity>' -disable-output -time-passes "$tmp/k.ll" 2>&1 >/dev/null |
    awk '/UniformityInfoAnalysis/ {gsub(/\([^)]*\)/, ""); print $(NF-1); exit}')
  eval "$(echo "$line" | tr ' ' '\n' | sed 's/^/b_/')"
  python3 - "$b_insts" "$b_parse_s" "$b_simple_s" "$b_affine_s" "$b_poly2_s" "$u" >> "$tmp/rows" <<'PY'
import sys
n, p, s, a, q, u = int(sys.argv[1]), *map(float, sys.argv[2:])
print(n, p, s, a, q, u)
print('%-8d %-9.4f %-9.4f %-9.4f %-9.4f %-9.4f %-9.0f %-9.0f %-8.2f %-8.2f' %
      (n, p, s, a, q, u, a * 1e9 / n, u * 1e9 / n, a / u if u else 0, a / p), file=sys.stderr)
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
    print('scaling exponent (time ~ insts^k): parse %.2f  simple %.2f  affine %.2f  poly2 %.2f  llvm %.2f' %
          tuple(slope(c) for c in (1, 2, 3, 4, 5)))
PY
