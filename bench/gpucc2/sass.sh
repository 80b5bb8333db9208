#!/bin/sh
# sass.sh: SASS instruction counts (scripts/sass-count: ptxas cubin .text sizes / 16, no cuobjdump
# needed) for the kernels of code-quality.sh, three ways: clang -O3 + llc, + gpuopt gpucc, nvcc -O3.
set -e
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CLANG=${CLANG:-clang-19}
LLC=${LLC:-/usr/lib/llvm-19/bin/llc}
CUDA=${CUDA:-/usr/local/cuda/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| kernel | clang -O3 + llc | + gpuopt gpucc | nvcc -O3 | gpucc / clang | gpucc / nvcc |"
echo "| --- | --- | --- | --- | --- | --- |"
for k in ${KERNELS:-stencil_unrolled matmul_unrolled conv2d}; do
  cu=tests/kernels/$k.cu
  $CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O3 -Wno-unknown-cuda-version \
    -S -emit-llvm -include tests/kernels/cuda_shim.h -o "$tmp/$k.ll" "$cu"
  $LLC -march=nvptx64 -mcpu=sm_90 -O3 -o "$tmp/clang.ptx" "$tmp/$k.ll"
  "$BUILD/bin/gpuopt" opt -p gpucc -o "$tmp/$k.gpucc.ll" "$tmp/$k.ll"
  $LLC -march=nvptx64 -mcpu=sm_90 -O3 -o "$tmp/gpucc.ptx" "$tmp/$k.gpucc.ll"
  $CUDA/nvcc -O3 -ptx -arch=sm_90 -o "$tmp/nvcc.ptx" "$cu"
  for v in clang gpucc nvcc; do scripts/sass-count "$tmp/$v.ptx" | awk '{print $2, $3}' | sort > "$tmp/$v.txt"; done
  join "$tmp/clang.txt" "$tmp/gpucc.txt" | join - "$tmp/nvcc.txt" | while read -r name c g n; do
    echo "| $k:$name | $c | $g | $n | $(awk -v a="$g" -v b="$c" 'BEGIN {printf "%.2f", a / b}') | $(awk -v a="$g" -v b="$n" 'BEGIN {printf "%.2f", a / b}') |"
  done
done
