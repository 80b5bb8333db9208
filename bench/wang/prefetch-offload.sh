#!/bin/sh
# bench/wang/prefetch-offload.sh [GPUOPT]: figures of smem-prefetch inside the kernels `gpuopt offload`
# generates (issue 20; the table of bench/results/wang.md's section "smem-prefetch in offload
# kernels"). Per kernel on the SIMT interpreter (`gpuopt run --emulate --sectors --stats`): global
# load requests, load sectors (per request), dynamic warp instructions, before and after the rewrite,
# and whether the outputs agree (`gpuopt difftest`).
#  1. tests/wang/prefetch_offload.ll (N = 37; its first RUN-ARGS line per kernel, n = 37): the IR
#     the Wang rewrites get in `gpuopt offload`, without and with smem-prefetch;
#  2. the same program offloaded at N = 128 (`gpuopt offload ... -- -DN=128`), gemm and matvec;
#  3. tests/wang/kernels.ll gemm_acc and matvec: gpucc,reg-promote against gpucc,wang (the
#     dynamic-instruction overhead figure of the earlier sections).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
G=${1:-$root/build/bin/gpuopt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stats() { # FILE ARGS... (pipeline in $P, empty for none): "requests sectors warp-instructions"
  f=$1; shift
  # shellcheck disable=SC2086
  "$G" run --emulate --sectors --stats ${P:+-p $P} "$@" "$f" 2>&1 |
    sed -n -e 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/S \1 \2/p' \
           -e 's/.* \([0-9]*\) warp instructions.*/W \1/p' | sort | awk '{a[$1]=$2" "$3} END {print a["S"], a["W"]}'
}
row() { # LABEL FILE PIPE_BEFORE PIPE_AFTER ARGS...
  label=$1 f=$2 pb=$3 pa=$4; shift 4
  set -f
  b=$(P=$pb stats "$f" "$@"); a=$(P=$pa stats "$f" "$@")
  set -- $b; br=$1 bs=$2 bw=$3
  set -- $a; ar=$1 as=$2 aw=$3
  echo "| $label | $br -> $ar | $bs ($(echo "scale=2; $bs/$br" | bc)) -> $as ($(echo "scale=2; $as/$ar" | bc)) | $bw -> $aw ($(echo "scale=2; $aw/$bw" | bc)x) |"
  set +f
}
echo "| kernel | load requests | load sectors (per request) | warp instructions (ratio) |"
echo "| --- | --- | --- | --- |"
po="$root/tests/wang/prefetch_offload.ll"
for k in 0 1 2 3 4 5; do
  args=$(grep "^// RUN-ARGS: --kernel __gpuopt_omp_k$k " "$root/tests/wang/prefetch_offload.c" | head -1 |
         sed -e 's|^// RUN-ARGS:||' -e 's/i32:rand:[0-9]*:37/i32:37/')
  name=$(sed -n "$((k + 1))p" <<NAMES
gemm
2mm T=AB
2mm D=TC
syrk
covar
matvec
NAMES
)
  # shellcheck disable=SC2086
  row "N=37 $name (k$k)" "$po" "" smem-prefetch $args
done
"$G" offload "$root/tests/wang/prefetch_offload.c" -fopenmp -o "$tmp/p.ll" -- -DN=128
"$G" opt -p gpucc,index-reorder "$tmp/p.device.ll" -o "$tmp/p128.ll"
F=f32[16384]:rand
row "N=128 gemm (k0), grid 4,4 block 32,8" "$tmp/p128.ll" "" smem-prefetch --kernel __gpuopt_omp_k0 --grid 4,4 --block 32,8 \
  --arg $F:1 --arg i64:0 --arg $F:2 --arg i64:0 --arg $F:3 --arg i64:0 --arg i32:128 --arg f32:1.5 --arg f32:0.5
row "N=128 matvec (k5), grid 2 block 64" "$tmp/p128.ll" "" smem-prefetch --kernel __gpuopt_omp_k5 --grid 2 --block 64 \
  --arg $F:1 --arg i64:0 --arg $F:2 --arg i64:0 --arg $F:3 --arg i64:0 --arg i32:128
for fn in gemm_acc matvec; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/tests/wang/kernels.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  row "kernels.cu $fn (gpucc,reg-promote -> gpucc,wang)" "$root/tests/wang/kernels.ll" gpucc,reg-promote gpucc,wang $args
done
# 4. clang -O3 IR (runtime-unrolled k-loops): tests/wang/prefetch_o3.ll, each kernel's first RUN-ARGS
#    line, without and with smem-prefetch; the PolyBench/GPU-style suite (tests/codequality/
#    polybench.ll, its first RUN-ARGS lines), gpucc,reg-promote against gpucc,reg-promote,smem-prefetch
o3="$root/tests/wang/prefetch_o3.ll"
for fn in gemm_o3 matvec_o3 syrk_o3 wsum_o3; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/tests/wang/prefetch_o3.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  row "-O3 $fn" "$o3" "" smem-prefetch $args
done
for fn in gemm mm2_kernel1 syrk atax_kernel1 gesummv mvt_kernel1 gramschmidt_kernel3; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/bench/codequality/polybench.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  row "polybench.cu $fn (gpucc,reg-promote -> +smem-prefetch)" "$root/tests/codequality/polybench.ll" gpucc,reg-promote gpucc,reg-promote,smem-prefetch $args
done
