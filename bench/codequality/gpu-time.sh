#!/bin/sh
# bench/codequality/gpu-time.sh [PRESET...]: GPU kernel times of the code-quality suite (issue 18),
# for the GPU machine. For every kernel with a RUN-ARGS launch in tests/kernels/*.cu and
# bench/codequality/polybench.cu: clang -O3 device IR run with no gpuopt pipeline (LLVM's NVPTX
# back end alone) and with each PRESET (default: gpucc gpuopt-static gpuopt), interleaved: ROUNDS
# rounds (default 5), each variant once per round (`gpuopt run --time N`: 2 warm-ups, the median
# of N event-timed launches, inputs restored before each); the median over rounds, the ratio to
# clang per kernel and the geomean. nvcc's code is not timed here (gpuopt run launches IR only).
# Prints Markdown; without a GPU it prints "skipped: ..." and exits 0.
set -eu
cd "$(dirname "$0")/../.."
G=${GPUOPT:-build/bin/gpuopt}
CLANG=${CLANG:-clang-19}
ROUNDS=${ROUNDS:-5}
N=${N:-50}
presets=${*:-gpucc gpuopt-static gpuopt}
if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi -L >/dev/null 2>&1; then
  echo "skipped: no GPU on this machine (nvidia-smi finds none); run on the GPU machine"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for cu in tests/kernels/*.cu bench/codequality/polybench.cu; do
  b=$(basename "$cu" .cu)
  "$CLANG" -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O3 -Wno-unknown-cuda-version \
    -S -emit-llvm -include tests/kernels/cuda_shim.h -o "$tmp/$b.ll" "$cu"
  grep '// RUN-ARGS:' "$cu" | sed 's|.*// RUN-ARGS:||' | awk '{k=$2; if (!(k in seen)) {seen[k]=1; print}}' |
    while read -r args; do echo "$b.ll $args"; done
done > "$tmp/launches"
echo "| kernel | clang -O3 (ms) | $(for p in $presets; do printf '%s (ms) | %s / clang | ' "$p" "$p"; done)"
echo "| --- | ---: | $(for p in $presets; do printf -- '---: | ---: | '; done)"
while read -r ll args; do
  k=$(echo "$args" | awk '{print $2}')
  : > "$tmp/t"
  for r in $(seq "$ROUNDS"); do
    for v in none $presets; do
      # shellcheck disable=SC2086
      t=$("$G" run -p "$v" --time "$N" $args "$tmp/$ll" 2>&1 | sed -n 's/.*median \([0-9.]*\) ms.*/\1/p' | head -1)
      echo "$v ${t:-nan}" >> "$tmp/t"
    done
  done
  python3 - "$tmp/t" "$ll:$k" $presets <<'PY'
import statistics, sys
f, name, presets = sys.argv[1], sys.argv[2], sys.argv[3:]
d = {}
for line in open(f):
    v, t = line.split()
    if t != "nan": d.setdefault(v, []).append(float(t))
med = {v: statistics.median(ts) for v, ts in d.items()}
base = med.get("none")
cells = ["%.4f" % base if base else "n/a"]
for p in presets:
    m = med.get(p)
    cells += ["%.4f" % m if m else "n/a", "%.3f" % (m / base) if m and base else "n/a"]
print("| %s | %s |" % (name, " | ".join(cells)))
PY
done < "$tmp/launches" | tee "$tmp/rows"
# geomean of each ratio column
python3 - "$tmp/rows" <<'PY'
import math, sys
cols = {}
for line in open(sys.argv[1]):
    c = [x.strip() for x in line.strip().strip("|").split("|")]
    for i in range(3, len(c), 2):
        try: cols.setdefault(i, []).append(float(c[i]))
        except ValueError: pass
print("| geomean | | " + " | ".join("| %.3f" % math.exp(sum(map(math.log, v)) / len(v)) for i, v in sorted(cols.items())) + " |")
PY
