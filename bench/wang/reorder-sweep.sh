#!/bin/sh
# bench/wang/reorder-sweep.sh GPUOPT CLANG DIR FILE.c...: index reordering over clang -O1..-O3 input
# (bench/results/reorder.md, "Multi-index arrays"): per program and level, gpuopt offload's loops,
# the kernels with index-reorder and the arrays it stores transposed (the text report), the
# reordered launches under GPUOPT_REORDER=always, and whether the program prints what clang -O1's
# build prints with GPUOPT_REORDER=always and =never (SIMT interpreter, GPUOPT_OFFLOAD=always).
# -fopenmp when the file has a directive. One line per program and level:
#   NAME -ON loops K kernels-reordered R arrays A launches L always OK never OK
# Not part of make check.
set -u
g=$1; clang=$2; dir=$3; shift 3
mkdir -p "$dir"
for P in "$@"; do
  b=$(basename "$P" .c); omp=; grep -q "pragma omp" "$P" && omp=-fopenmp
  "$clang" $omp -ffp-contract=off -O1 -w "$P" -o "$dir/$b.ref" -lm && "$dir/$b.ref" > "$dir/$b.want" || { echo "$b: no reference"; continue; }
  for O in 1 2 3; do
    "$clang" $omp -ffp-contract=off -O$O -g0 -w -S -emit-llvm "$P" -o "$dir/$b.O$O.ll"
    "$g" offload "$dir/$b.O$O.ll" $omp --report -o "$dir/$b.O$O" -- -ffp-contract=off -lm > "$dir/$b.O$O.rep" 2>&1
    n=$(grep -c '^loop .*offloaded as' "$dir/$b.O$O.rep")
    k=$(grep -c '^  index reordering (Wang 4.1):' "$dir/$b.O$O.rep")
    a=$(grep '^  index reordering (Wang 4.1):' "$dir/$b.O$O.rep" | grep -o '\[col\]\[row\]' | wc -l)
    res=
    for mode in always never; do
      GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$dir/$b.O$O" > "$dir/$b.O$O.$mode" 2> "$dir/$b.O$O.$mode.st"
      if cmp -s "$dir/$b.O$O.$mode" "$dir/$b.want"; then res="$res $mode ok"; else res="$res $mode DIFF"; fi
    done
    l=$(sed -n 's/.*index reordering: \([0-9]*\) launches of reordered.*/\1/p' "$dir/$b.O$O.always.st"); l=${l:-0}
    echo "$b -O$O loops $n kernels-reordered $k arrays $a launches $l$res"
  done
done
