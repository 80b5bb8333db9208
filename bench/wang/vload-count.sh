#!/bin/sh
# bench/wang/vload-count.sh [GPUOPT]: what vector-loads gained (issue 20), as Markdown on stdout:
# per suite, the ld.global.v2/v4 (and .nc) instructions in the PTX of every kernel without the
# step (`-p gpucc,reg-promote,smem-prefetch`) and with it (`-p gpucc,wang`): tests/wang/kernels.ll,
# the PolyBench/GPU-style suite (tests/codequality/polybench.ll, clang -O3) and the device modules
# of the offload suite (tests/offload/*.c through `gpuopt offload -fopenmp -o X.ll`); then, for the
# kernels that gained, the interpreter's global load requests of the first RUN-ARGS launch.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
gpuopt=${1:-$root/build/bin/gpuopt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count() { "$gpuopt" ptx -p "$1" "$2" 2>/dev/null | awk '/^\.(visible )?\.?entry/ {k=$3; sub(/\(.*/, "", k)} /ld\.global(\.nc)?\.v[24]/ {n[k]++} END {for (k in n) print k, n[k]}'; }
echo "| suite | kernel | ld.global.v2/v4 without vector-loads | with |"
echo "| --- | --- | --- | --- |"
row() { # SUITE FILE
  count gpucc,reg-promote,smem-prefetch "$2" > "$tmp/a"; count gpucc,wang "$2" > "$tmp/b"
  tb=0; ta=0
  for k in $(cut -d' ' -f1 "$tmp/a" "$tmp/b" | sort -u); do
    a=$(awk -v k="$k" '$1 == k {print $2}' "$tmp/a"); b=$(awk -v k="$k" '$1 == k {print $2}' "$tmp/b")
    echo "| $1 | $k | ${a:-0} | ${b:-0} |"
  done
  ta=$(awk '{s += $2} END {print s + 0}' "$tmp/a"); tb=$(awk '{s += $2} END {print s + 0}' "$tmp/b")
  echo "| $1 | (all kernels) | $ta | $tb |"
}
row kernels.cu "$root/tests/wang/kernels.ll"
row polybench.cu "$root/tests/codequality/polybench.ll"
for f in "$root"/tests/offload/*.c; do
  b=$(basename "$f" .c)
  "$gpuopt" offload "$f" -fopenmp -o "$tmp/$b.ll" > /dev/null 2>&1 || continue
  cat "$tmp/$b.device.ll" > "$tmp/$b.dev.ll"
  row "offload/$b.c" "$tmp/$b.dev.ll" | grep -v '(all kernels) | 0 | 0 |'
done
echo
echo "| kernel (polybench.cu, first RUN-ARGS) | load requests gpucc -> gpucc,vector-loads | sectors |"
echo "| --- | --- | --- |"
for fn in kmeans_assign knn_dist; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/bench/codequality/polybench.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  a=$("$gpuopt" run --emulate --sectors -p gpucc $args "$root/tests/codequality/polybench.ll" 2>&1 | sed -n 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/\1 \2/p')
  # shellcheck disable=SC2086
  b=$("$gpuopt" run --emulate --sectors -p gpucc,vector-loads $args "$root/tests/codequality/polybench.ll" 2>&1 | sed -n 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/\1 \2/p')
  set -- $a; ar=$1; as=$2; set -- $b
  echo "| $fn | $ar -> $1 | $as -> $2 |"
done
