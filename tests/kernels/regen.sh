#!/bin/sh
# Regenerate the device IR of every test kernel: tests/kernels/*.cu -> *.ll (committed, so the
# tests need no CUDA front end). CLANG defaults to clang-19; OPT_LEVEL to -O1.
# Each .cu file carries its launch configurations for the interpreter and the GPU tests:
#   // RUN-ARGS: --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] --arg SPEC ...
set -e
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
for cu in ${@:-*.cu}; do
  ll=${cu%.cu}.ll
  $CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 ${OPT_LEVEL:--O1} \
    -Wno-unknown-cuda-version -fno-discard-value-names -S -emit-llvm -include cuda_shim.h -o "$ll" "$cu"
  # drop the clang identification and host-path lines so the files do not depend on the machine
  sed -i -e '/^!llvm.ident/d' -e '/^!.* = !{!"clang version/d' -e 's|^source_filename = .*|source_filename = "'"$cu"'"|' \
    -e '/^; ModuleID/d' "$ll"
  echo "regen: $ll"
done
