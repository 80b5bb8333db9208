#!/bin/sh
# bench/divspill/sweep.sh: div-spill on real clang -O3 CUDA, wider than run.sh's register-heavy set:
# every kernel of tests/kernels/*.cu, bench/codequality/*.cu (PolyBench/GPU-style) and
# tests/divspill/addr.cu, compiled as users do (clang-19 -O3 device IR), under ptxas caps 24, 32 and
# 40 (the same cap given to div-spill --max-registers). Prints one Markdown row per kernel and cap
# where ptxas spills before or after div-spill: stack frame and spill traffic (stores + loads, bytes
# per thread) before/after, side by side in one run, and a verdict (better: neither figure higher and
# one lower; same; mixed; worse), and the same for `gpuopt ptx --spill-feedback` (ptxas feedback:
# each kernel keeps the best of its div-spill candidates or none). GPUOPT names the driver; CLANG defaults to clang-19; PTXAS to
# /usr/local/cuda/bin/ptxas; SM to sm_90.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
gpuopt=${GPUOPT:-$root/build/bin/gpuopt}
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
clang=${CLANG:-clang-19}
sm=${SM:-sm_90}
[ -x "$ptxas" ] || { echo "skipped: no ptxas at $ptxas"; exit 0; }
command -v "$clang" > /dev/null || { echo "skipped: no $clang"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# "kernel stack traffic" per kernel of a PTX file under a cap
st() {
  "$ptxas" -arch="$sm" -v --maxrregcount "$2" "$1" -o "$tmp/x.cubin" 2>&1 | awk '
    /Compiling entry function/ { n = $0; sub(/.*function .?/, "", n); sub(/.? for .*/, "", n) }
    /bytes stack frame/ { s = $1; t = $5 + $9 }
    /Used [0-9]+ registers/ { print n, s, t }' | sort
}
echo "| kernel | cap | stack B before / div-spill / feedback | spill st+ld B before / div-spill / feedback | verdict div-spill | verdict feedback | feedback chose |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for cu in ${SOURCES:-"$root"/tests/kernels/*.cu "$root"/bench/codequality/*.cu "$root"/tests/divspill/addr.cu}; do
  b=$(basename "$cu" .cu)
  "$clang" -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch="$sm" -O3 -Wno-unknown-cuda-version \
    -S -emit-llvm -include "$root/tests/kernels/cuda_shim.h" -o "$tmp/k.ll" "$cu" 2> /dev/null || continue
  "$gpuopt" ptx --sm "$sm" -o "$tmp/a.ptx" "$tmp/k.ll" 2> /dev/null || continue
  for cap in 24 32 40; do
    "$gpuopt" opt -p div-spill --max-registers "$cap" "$tmp/k.ll" -o "$tmp/d.ll" 2> /dev/null &&
      "$gpuopt" ptx --sm "$sm" -o "$tmp/d.ptx" "$tmp/d.ll" 2> /dev/null || continue
    "$gpuopt" ptx --sm "$sm" --spill-feedback --max-registers "$cap" -o "$tmp/f.ptx" "$tmp/k.ll" 2> "$tmp/flog" || continue
    sed -n 's/^gpuopt: *\([^ :]*\): chose \([^:]*\):.*/\1 \2/p' "$tmp/flog" | sed 's/ no div-spill (ptxas alone)/ none/; s/ div-spill-noaddr budget / noaddr@/; s/ div-spill budget / div-spill@/' | sort > "$tmp/fc"
    st "$tmp/a.ptx" "$cap" > "$tmp/sa"
    st "$tmp/d.ptx" "$cap" > "$tmp/sd"
    st "$tmp/f.ptx" "$cap" > "$tmp/sf"
    join "$tmp/sa" "$tmp/sd" | join - "$tmp/sf" | join -a 1 - "$tmp/fc" | awk -v b="$b" -v c="$cap" '
      function verdict(s0, t0, s1, t1) {
        return (s1 == s0 && t1 == t0) ? "same" : (s1 <= s0 && t1 <= t0) ? "better" : (s1 >= s0 && t1 >= t0) ? "worse" : "mixed" }
      $2 + $3 + $4 + $5 + $6 + $7 > 0 {
      print "| " b "/" $1 " | " c " | " $2 " / " $4 " / " $6 " | " $3 " / " $5 " / " $7 " | " verdict($2, $3, $4, $5) " | " verdict($2, $3, $6, $7) " | " ($8 == "" ? "-" : $8) " |" }'
  done
done
