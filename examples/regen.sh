#!/bin/sh
# Regenerate examples/*.ll from examples/*.cu with clang as the CUDA front end (device side only),
# the same way as tests/kernels/regen.sh.
set -e
here=$(cd "$(dirname "$0")" && pwd)
CLANG=${CLANG:-clang-19}
cd "$here"
for cu in ${@:-*.cu}; do
  grep -q "int main(" "$cu" && continue  # whole programs (gpuopt cc) have no device-only .ll
  ll=${cu%.cu}.ll
  $CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 ${OPT_LEVEL:--O1} \
    -Wno-unknown-cuda-version -fno-discard-value-names -S -emit-llvm \
    -include "$here/../tests/kernels/cuda_shim.h" -I "$here/../tests/kernels" -o "$ll" "$cu"
  sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e 's|^source_filename = .*|source_filename = "'"$cu"'"|' \
    -e '/^; ModuleID/d' "$ll"
  echo "regen: examples/$ll"
done
