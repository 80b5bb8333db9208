#!/bin/sh
# Regenerate tests/wang/interchange.ll from interchange.cu as regen.sh does for kernels.ll.
set -e
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}; OPT=${OPT:-opt-19}
$CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -Xclang -disable-llvm-passes \
  -Wno-unknown-cuda-version -fno-discard-value-names -S -emit-llvm -include ../kernels/cuda_shim.h -o interchange.raw.ll interchange.cu
$OPT -passes='inline,function(sroa,early-cse,instcombine,simplifycfg)' -S interchange.raw.ll -o interchange.ll
rm -f interchange.raw.ll
sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e 's|^source_filename = .*|source_filename = "interchange.cu"|' \
  -e '/^; ModuleID/d' interchange.ll
echo "regen: interchange.ll"
# the deeper and triangular nests (interchange3.cu)
$CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -Xclang -disable-llvm-passes \
  -Wno-unknown-cuda-version -fno-discard-value-names -S -emit-llvm -include ../kernels/cuda_shim.h -o interchange3.raw.ll interchange3.cu
$OPT -passes='inline,function(sroa,early-cse,instcombine,simplifycfg)' -S interchange3.raw.ll -o interchange3.ll
rm -f interchange3.raw.ll
sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e 's|^source_filename = .*|source_filename = "interchange3.cu"|' \
  -e '/^; ModuleID/d' interchange3.ll
echo "regen: interchange3.ll"
