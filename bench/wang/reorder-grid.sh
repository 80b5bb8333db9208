#!/bin/bash
# bench/wang/reorder-grid.sh GPUOPT [CLANG]: bench/results/reorder.md's transfer table for
# tests/wang/reorder_grid.c (issue 20: arrays written in full, nested and interchanged 2-D grids,
# a layout conflict): per part and size, GPUOPT_REORDER=always|never|auto on the SIMT interpreter,
# host->device and device->host bytes, reordered launches (layouts found on the device),
# originals, device transposes and bytes, the rest of the stats line, output = clang -fopenmp's.
G=$1; CL=${2:-clang-19}; S=$(cd "$(dirname "$0")/../.." && pwd)/tests/wang/reorder_grid.c; T=$(mktemp -d)
$G offload $S -fopenmp -O -o $T/gp -- -ffp-contract=off 2>/dev/null
$CL -fopenmp -ffp-contract=off -O1 $S -o $T/gref
for args in "fill" "fill 1024 512" "tcopy" "tadd" "conflict" "conflict 384 256" "conflict 512 512" "" ; do
  for mode in always never auto; do
    $T/gref $args > $T/r.txt
    GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 $T/gp $args > $T/o.txt 2> $T/st
    same=no; cmp -s $T/r.txt $T/o.txt && same=yes
    h2d=$(sed -n 's/.*host->device [0-9]* transfers \([0-9]*\) bytes.*/\1/p' $T/st)
    d2h=$(sed -n 's/.*device->host [0-9]* transfers \([0-9]*\) bytes.*/\1/p' $T/st)
    lay=$(sed -n 's/.*index reordering: \([0-9]*\) launches of reordered versions (\([0-9]*\) with.*, \([0-9]*\) of originals instead; \([0-9]*\) device transposes, \([0-9]*\) bytes\(.*\)/\1 (\2) | \3 | \4 | \5 | \6/p' $T/st)
    echo "| ${args:-all} | $mode | $h2d | $d2h | $lay | $same |"
  done
done
rm -rf $T
