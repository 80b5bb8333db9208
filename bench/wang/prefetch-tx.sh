#!/bin/sh
# bench/wang/prefetch-tx.sh [GPUOPT]: figures of smem-prefetch's threadIdx.x tile (gemm's B[k][j], the
# other half of the tiled product; issue 20, bench/results/wang.md "smem-prefetch: the threadIdx.x
# tile"). Per kernel launch on the SIMT interpreter (`gpuopt run --emulate --sectors --stats`): global
# load requests, load sectors and dynamic warp instructions with BASE alone (no tile), BASE +
# smem-prefetch-rows (the row tiles alone: main's smem-prefetch before the threadIdx.x tile) and
# BASE + smem-prefetch (both); "outputs": `gpuopt difftest -p BASE,smem-prefetch` (the kernel before
# and after, 2 seeds, bit for bit). Then PTX instructions (`gpuopt ptx`) and SASS instructions
# (scripts/sass-count: ptxas .text / 16) of the kernel with the row tiles alone and with both.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
G=${1:-$root/build/bin/gpuopt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stats() { # PIPE FILE ARGS...: "requests sectors warp-instructions"
  p=$1 f=$2; shift 2
  "$G" run --emulate --sectors --stats ${p:+-p $p} "$@" "$f" 2>&1 |
    sed -n -e 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/S \1 \2/p' \
           -e 's/.* \([0-9]*\) warp instructions.*/W \1/p' | sort | awk '{a[$1]=$2" "$3} END {print a["S"], a["W"]}'
}
j() { echo "$1${1:+,}$2"; }
row() { # LABEL FILE BASE ARGS...
  label=$1 f=$2 base=$3; shift 3
  set -f
  n=$(stats "$base" "$f" "$@"); r=$(stats "$(j "$base" smem-prefetch-rows)" "$f" "$@"); t=$(stats "$(j "$base" smem-prefetch)" "$f" "$@")
  if "$G" difftest -p "$(j "$base" smem-prefetch)" --seeds 2 "$@" "$f" > /dev/null 2>&1; then same=equal; else same=DIFFER; fi
  set -- $n; nr=$1 ns=$2 nw=$3
  set -- $r; rr=$1 rs=$2 rw=$3
  set -- $t; tr=$1 ts=$2 tw=$3
  echo "| $label | $nr / $rr / $tr | $ns / $rs / $ts | $nw / $rw / $tw ($(echo "scale=2; $tw/$rw" | bc)x) | $same |"
  set +f
}
size() { # LABEL FILE BASE KERNEL: PTX and SASS instructions, row tiles alone -> both
  label=$1 f=$2 base=$3 kern=$4
  for v in rows tx; do
    p=$(j "$base" smem-prefetch); [ $v = rows ] && p=$(j "$base" smem-prefetch-rows)
    "$G" ptx -p "$p" "$f" -o "$tmp/$v.ptx"
    awk -v k="$kern" '$0 ~ "^\\.visible \\.entry " k "\\(" {on=1; next} on && /^}/ {on=0}
      on { s=$0; gsub(/^[ \t]+/, "", s); if (s ~ /;$/ && s !~ /^\./ && s !~ /^\/\//) n++ } END {print n+0}' "$tmp/$v.ptx" > "$tmp/$v.n"
    "$root/scripts/sass-count" "$tmp/$v.ptx" | awk -v k="$kern" '$2 == k {print $3}' > "$tmp/$v.s"
  done
  echo "| $label | $(cat "$tmp/rows.n") -> $(cat "$tmp/tx.n") | $(cat "$tmp/rows.s") -> $(cat "$tmp/tx.s") |"
}
k="$root/tests/wang/kernels.ll"; kc="$root/tests/wang/kernels.cu"
pb="$root/tests/codequality/polybench.ll"; pbc="$root/bench/codequality/polybench.cu"
po="$root/tests/wang/prefetch_offload.ll"; poc="$root/tests/wang/prefetch_offload.c"
o3="$root/tests/wang/prefetch_o3.ll"; o3c="$root/tests/wang/prefetch_o3.cu"
args() { grep "^// \(RUN\|TX\)-ARGS: --kernel $2 " "$1" | sed -n "${3:-1}p" | sed -e 's|^// [A-Z]*-ARGS:||' -e 's/i32:rand:[0-9]*:37/i32:37/'; }
echo "| kernel, launch (pipeline before the tile) | load requests: none / rows / rows + tx | load sectors: none / rows / rows + tx | warp instructions: none / rows / rows + tx (tx/rows) | outputs |"
echo "| --- | --- | --- | --- | --- |"
# shellcheck disable=SC2046
row "kernels.cu gemm_acc, 16x16, n=30 (reg-promote)" "$k" reg-promote $(args "$kc" gemm_acc)
# shellcheck disable=SC2046
row "kernels.cu gemm_acc, 16x16, n=30 (gpucc,reg-promote)" "$k" gpucc,reg-promote $(args "$kc" gemm_acc)
F=f32[16384]:rand
row "kernels.cu gemm_acc, 32x8, n=128 (gpucc,reg-promote)" "$k" gpucc,reg-promote --kernel gemm_acc --grid 4,16 --block 32,8 \
  --arg $F:1 --arg $F:2 --arg $F:3 --arg i32:128 --arg f32:0.5
# shellcheck disable=SC2046
row "kernels.cu gemm_acc, 33x3, n=40 (T=31)" "$k" reg-promote $(args "$kc" gemm_acc 2)
# shellcheck disable=SC2046
row "kernels.cu rowdot_all, 16x8 (unguarded)" "$k" "" $(args "$kc" rowdot_all 2)
# shellcheck disable=SC2046
row "kernels.cu vecmat, 1-D (must not fire)" "$k" "" $(args "$kc" vecmat)
for fn in gemm mm2_kernel1 mm2_kernel2 syrk syr2k; do
  # shellcheck disable=SC2046
  row "polybench.ll $fn, 32x8 (gpucc,reg-promote)" "$pb" gpucc,reg-promote $(args "$pbc" $fn)
done
for kk in 0:gemm 1:"2mm T=AB" 2:"2mm D=TC" 3:syrk 4:covar 5:"matvec (1-D)"; do
  i=${kk%%:*}
  # shellcheck disable=SC2046
  row "offloaded ${kk#*:} (k$i), N=37, 16x4" "$po" "" $(args "$poc" __gpuopt_omp_k$i)
done
# shellcheck disable=SC2046
row "offloaded gemm (k0), N=37, 64x2" "$po" "" $(args "$poc" __gpuopt_omp_k0 2)
"$G" offload "$poc" -fopenmp -o "$tmp/p.ll" -- -DN=128 > /dev/null
"$G" opt -p gpucc,index-reorder "$tmp/p.device.ll" -o "$tmp/p128.ll"
row "offloaded gemm (k0), N=128, grid 4,4, 32x8" "$tmp/p128.ll" "" --kernel __gpuopt_omp_k0 --grid 4,4 --block 32,8 \
  --arg $F:1 --arg i64:0 --arg $F:2 --arg i64:0 --arg $F:3 --arg i64:0 --arg i32:128 --arg f32:1.5 --arg f32:0.5
# shellcheck disable=SC2046
row "prefetch_o3.cu gemm_o3, 16x8 (clang -O3, unrolled by 4)" "$o3" "" $(args "$o3c" gemm_o3)
echo
echo "| kernel | PTX instructions: rows -> rows + tx | SASS instructions: rows -> rows + tx |"
echo "| --- | --- | --- |"
size "kernels.cu gemm_acc (gpucc,reg-promote)" "$k" gpucc,reg-promote gemm_acc
size "polybench.ll gemm (gpucc,reg-promote)" "$pb" gpucc,reg-promote gemm
size "polybench.ll mm2_kernel1 (gpucc,reg-promote)" "$pb" gpucc,reg-promote mm2_kernel1
size "offloaded gemm (k0)" "$po" "" __gpuopt_omp_k0
size "prefetch_o3.cu gemm_o3" "$o3" "" gemm_o3
