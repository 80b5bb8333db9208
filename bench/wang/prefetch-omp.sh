#!/bin/sh
# bench/wang/prefetch-omp.sh [GPUOPT] [CLANG] [GPUOPT_BEFORE]: smem-prefetch on the kernels `gpuopt offload` builds
# from clang -O1/-O2/-O3 OpenMP IR (issue 20; bench/results/wang.md, section "smem-prefetch on
# offloaded clang -O1/-O2/-O3 OpenMP loops"). tests/wang/prefetch_omp.c (gemm 37x29x23 as a nested 2-D grid at
# -O1/-O2, mvt n = 23, atax 37x23, 2mm's first product 37x29x23) compiled by clang -fopenmp -ON, its
# device module (`gpuopt offload -o X.ll`) run per kernel on the SIMT interpreter (`gpuopt run
# --emulate --sectors --stats`): GPUOPT_BEFORE (an older build, default GPUOPT) with
# `gpucc,index-reorder,wang` (what `gpuopt offload` runs), then GPUOPT with
# `gpucc,index-reorder,loop-interchange,reg-promote,vector-loads` (no tile: reg-promote's
# kernel-restrictify copy, the accumulators in registers) and with `gpucc,index-reorder,wang`.
# Prints global load requests, load sectors and dynamic warp instructions for the three.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
G=${1:-$root/build/bin/gpuopt}
CLANG=${2:-clang-19}
GB=${3:-$G}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stats() { # FILE PIPE ARGS...: "requests sectors warp-instructions" (binary: $B, default $G)
  f=$1 p=$2; shift 2
  "${B:-$G}" run --emulate --sectors --stats -p "$p" "$@" "$f" 2>&1 |
    sed -n -e 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/S \1 \2/p' \
           -e 's/.* \([0-9]*\) warp instructions.*/W \1/p' | sort | awk '{a[$1]=$2" "$3} END {print a["S"], a["W"]}'
}
P1=gpucc,index-reorder,loop-interchange,reg-promote,vector-loads
P2=gpucc,index-reorder,wang
echo "| kernel | load requests (before / no tile / smem-prefetch) | load sectors | warp instructions |"
echo "| --- | --- | --- | --- |"
for O in 1 2 3; do
  "$CLANG" -fopenmp -ffp-contract=off -O$O -g0 -w -S -emit-llvm "$root/tests/wang/prefetch_omp.c" -o "$tmp/p$O.ll"
  "$G" offload "$tmp/p$O.ll" -fopenmp -o "$tmp/d$O.ll" > /dev/null
  f="$tmp/d$O.device.ll"
  for spec in \
    "gemm (2-D)|__gpuopt_omp_k0|--grid 1,5 --block 32,8 --arg i32:37 --arg i32:29 --arg f32[1073]:rand:1 --arg i64:0 --arg f32:1.2 --arg i32:23 --arg f32:1.5 --arg f32[851]:rand:2 --arg i64:0 --arg f32[667]:rand:3 --arg i64:0" \
    "mvt|__gpuopt_omp_k1|--grid 1 --block 32 --arg i32:23 --arg f32[23]:rand:1 --arg i64:0 --arg f32[529]:rand:2 --arg i64:0 --arg f32[667]:rand:3 --arg i64:0" \
    "atax|__gpuopt_omp_k2|--grid 1 --block 64 --arg i32:37 --arg f32[37]:rand:1 --arg i64:0 --arg i32:23 --arg f32[851]:rand:2 --arg i64:0 --arg f32[23]:rand:3 --arg i64:0" \
    "2mm T=AB|__gpuopt_omp_k3|LAUNCH3 --arg i32:37 --arg i32:29 --arg f32[1073]:rand:1 --arg i64:0 --arg i32:23 --arg f32:0.5 --arg f32[851]:rand:2 --arg i64:0 --arg f32[667]:rand:3 --arg i64:0"; do
    label=${spec%%|*}; rest=${spec#*|}; k=${rest%%|*}; args=${rest#*|}
    [ "$O" = 3 ] && [ "$k" = __gpuopt_omp_k0 ] && continue # -O3: a contiguous piece per thread
    # 2mm's loop: a nested 2-D grid at -O1/-O2 (as gemm), 1-D at -O3 (the runtime's shapes)
    if [ "$O" = 3 ]; then l3="--grid 1 --block 64"; else l3="--grid 1,5 --block 32,8"; fi
    [ "$O" != 3 ] && [ "$k" = __gpuopt_omp_k3 ] && label="2mm T=AB (2-D)"
    args=$(echo "$args" | sed "s/LAUNCH3/$l3/")
    set -f
    # shellcheck disable=SC2086
    a=$(B=$GB stats "$f" $P2 --kernel $k $args); b=$(stats "$f" $P1 --kernel $k $args); c=$(stats "$f" $P2 --kernel $k $args)
    set +f
    set -- $a; r0=$1 s0=$2 w0=$3; set -- $b; r1=$1 s1=$2 w1=$3; set -- $c; r2=$1 s2=$2 w2=$3
    echo "| -O$O $label | $r0 / $r1 / $r2 | $s0 / $s1 / $s2 | $w0 / $w1 / $w2 ($(echo "scale=2; $w2/$w1" | bc)x of no tile) |"
  done
done
