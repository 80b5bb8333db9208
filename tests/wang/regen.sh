#!/bin/sh
# Regenerate tests/wang/kernels.ll from kernels.cu: the IR a front end that runs no LLVM loop passes
# gives gpuopt (clang -O1 without LLVM's passes, then only the inliner (the builtin-variable accessors), sroa, early-cse, instcombine, simplifycfg;
# no LICM, no unrolling). CLANG/OPT default to clang-19/opt-19.
set -e
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}; OPT=${OPT:-opt-19}
$CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -Xclang -disable-llvm-passes \
  -Wno-unknown-cuda-version -fno-discard-value-names -S -emit-llvm -include ../kernels/cuda_shim.h -o kernels.raw.ll kernels.cu
$OPT -passes='inline,function(sroa,early-cse,instcombine,simplifycfg)' -S kernels.raw.ll -o kernels.ll
rm -f kernels.raw.ll
sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e 's|^source_filename = .*|source_filename = "kernels.cu"|' \
  -e '/^; ModuleID/d' kernels.ll
echo "regen: kernels.ll"
# prefetch_offload.ll: the device module `gpuopt offload` builds from prefetch_offload.c, after the
# steps its device pipeline runs before the Wang rewrites (gpucc, index-reorder). GPUOPT defaults to
# build/bin/gpuopt.
GPUOPT=${GPUOPT:-../../build/bin/gpuopt}
t=$(mktemp -d)
"$GPUOPT" offload prefetch_offload.c -fopenmp -o "$t/p.ll"
"$GPUOPT" opt -p gpucc,index-reorder "$t/p.device.ll" -o prefetch_offload.ll
rm -rf "$t"
sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e 's|^source_filename = .*|source_filename = "prefetch_offload.c"|' \
  -e '/^; ModuleID/d' prefetch_offload.ll
echo "regen: prefetch_offload.ll"
# prefetch_o3.ll: clang -O3 device IR of prefetch_o3.cu (runtime-unrolled k-loops), as
# tests/codequality/polybench.ll is made
cd "$(dirname "$0")"
$CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O3 -Wno-unknown-cuda-version -fno-discard-value-names \
  -S -emit-llvm -include ../kernels/cuda_shim.h -o prefetch_o3.ll prefetch_o3.cu
sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e 's|^source_filename = .*|source_filename = "prefetch_o3.cu"|' \
  -e '/^; ModuleID/d' prefetch_o3.ll
echo "regen: prefetch_o3.ll"
