#!/bin/sh
# bench/wang/reorder.sh [GPUOPT] [CLANG]: the interpreter's figures of index reordering (issue 20,
# Wang §4.1 / §5.4) for bench/results/reorder.md: per kernel, the load/store sectors per warp request
# of the original and of its reordered version (gpuopt run --sectors) and the report's coalesced
# share; per region program run, the runtime's counters (reordered launches, layouts kept,
# transposes, bytes) under GPUOPT_REORDER=always/never/auto. Not part of make check (make bench-reorder).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
g=${1:-$root/build/bin/gpuopt}; clang=${2:-clang-19}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
sec() { # pipeline kernel grid block args...
  p=$1 k=$2 gr=$3 bl=$4; shift 4
  "$g" run --emulate --sectors -p "$p" --kernel "$k" --grid "$gr" --block "$bl" "$@" "$tmp/d.device.ll" 2>&1 |
    sed -n 's/^sectors: loads [0-9]* requests, \([0-9]*\) sectors (\([0-9.]*\) per request); stores [0-9]* requests, \([0-9]*\) sectors (\([0-9.]*\) per request).*/\2 (\1) | \4 (\3)/p'; }
"$g" offload "$root/tests/wang/reorder.c" -fopenmp -O -o "$tmp/d.ll" -- -ffp-contract=off 2>/dev/null
"$g" offload "$root/tests/wang/reorder.c" -fopenmp -O --json -- -ffp-contract=off > "$tmp/r.json" 2>/dev/null
share() { python3 -c 'import json, sys
def walk(o):
    if isinstance(o, dict):
        if o.get("kernel") == sys.argv[2] and "layouts" in o: print(o["layouts"])
        for v in o.values(): walk(v)
    elif isinstance(o, list):
        for v in o: walk(v)
walk(json.load(open(sys.argv[1])))' "$tmp/r.json" "$1"; }
echo "| kernel | launch | version | load sectors/request (sectors) | store sectors/request (sectors) | report |"
echo "| --- | --- | --- | --- | --- | --- |"
a1="--arg i32:256 --arg i32:64 --arg f32[16384]:rand:1 --arg i64:0 --arg f32[256]:zero --arg i64:0"
echo "| rowsum (k0), n=256 m=64 | grid 2, block 128 | original | $(sec gpucc __gpuopt_omp_k0 2 128 $a1) | |"
echo "| | | k0_ro | $(sec gpucc,index-reorder __gpuopt_omp_k0_ro 2 128 $a1 --arg i64:256) | $(share __gpuopt_omp_k0) |"
a2="--arg i32:256 --arg i32:64 --arg f32[16384]:rand:1 --arg i64:0 --arg f32[256]:rand:2 --arg i64:0"
echo "| scale_rows (k1), n=256 m=64 | grid 2, block 128 | original | $(sec gpucc __gpuopt_omp_k1 2 128 $a2) | |"
echo "| | | k1_ro | $(sec gpucc,index-reorder __gpuopt_omp_k1_ro 2 128 $a2 --arg i64:256) | $(share __gpuopt_omp_k1) |"
a3="--arg i32:77 --arg f32[5929]:rand:1 --arg i64:0 --arg f32[5929]:rand:2 --arg i64:0 --arg f32[5929]:zero --arg i64:0"
echo "| transpose-add (k2), n=77 | grid 1x39, block 96x2 | original | $(sec gpucc __gpuopt_omp_k2 1,39 96,2 $a3) | |"
echo "| | | k2_ro | $(sec gpucc,index-reorder __gpuopt_omp_k2_ro 1,39 96,2 $a3 --arg i64:77) | $(share __gpuopt_omp_k2) |"
echo
src="$root/tests/wang/reorder_region.c"
echo "| tests/wang/reorder_region.c | GPUOPT_REORDER | reordered launches (layouts kept) | originals | device transposes | transpose bytes | output = clang's |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for size in "70 23" "1024 512"; do
  set -- $size
  "$clang" -fopenmp -ffp-contract=off -O1 -DRN=$1 -DRM=$2 "$src" -o "$tmp/ref" && "$tmp/ref" > "$tmp/ref.txt"
  "$g" offload "$src" -fopenmp -O -o "$tmp/p" -- -ffp-contract=off -DRN=$1 -DRM=$2 2>/dev/null
  for mode in always never auto; do
    GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/p" > "$tmp/out.txt" 2> "$tmp/st"
    same=no; cmp -s "$tmp/ref.txt" "$tmp/out.txt" && same=yes
    sed -n "s/.*index reordering: \([0-9]*\) launches of reordered versions (\([0-9]*\) with every layout already on the device), \([0-9]*\) of originals instead; \([0-9]*\) device transposes, \([0-9]*\) bytes/| n=$1 m=$2 | $mode | \1 (\2) | \3 | \4 | \5 | $same |/p" "$tmp/st"
  done
done
