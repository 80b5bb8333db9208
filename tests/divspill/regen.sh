#!/bin/sh
# Regenerate tests/divspill/addr.ll from addr.cu as users compile CUDA: clang -O3 device IR (committed,
# so the tests need no CUDA front end). CLANG defaults to clang-19.
set -e
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
$CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O3 -Wno-unknown-cuda-version \
  -fno-discard-value-names -S -emit-llvm -include ../kernels/cuda_shim.h -o addr.ll addr.cu
sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e '/^!.* = !{!"Debian clang version/d' \
  -e 's|^source_filename = .*|source_filename = "addr.cu"|' -e '/^; ModuleID/d' addr.ll
