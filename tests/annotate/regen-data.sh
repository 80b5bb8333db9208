#!/bin/sh
# Regenerate tests/data/annotate/*.ll from the figure programs with the analysis recipe (clang-19).
set -e
cd "$(dirname "$0")/../.."
for f in fig9_fdtd_2d fig8_corr fig5_saxpy_3off; do
  clang-19 -O1 -g -fno-unroll-loops -fno-vectorize -fno-slp-vectorize -Xclang -disable-llvm-passes \
    -S -emit-llvm tests/annotate/figures/$f.c -o tests/data/annotate/$f.ll
  sed -i 's|^source_filename.*|source_filename = "fig.c"|' tests/data/annotate/$f.ll
done
