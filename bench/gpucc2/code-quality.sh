#!/bin/sh
# code-quality.sh: PTX instruction counts and ptxas registers for the kernels of
# tests/kernels/{stencil_unrolled,matmul_unrolled,conv2d}.cu, three ways:
#   clang   clang-19 -O3 device IR -> llc -mcpu=sm_90 (LLVM's NVPTX pipeline, which runs LLVM's own
#           separate-const-offset-from-gep, speculative-execution, slsr, nary-reassociate)
#   gpucc   the same IR -> gpuopt opt -p gpucc -> the same llc
#   nvcc    nvcc -O3 -ptx -arch=sm_90
#   clang-nopar / gpucc-nopar: the first two with llc --disable-separate-const-offset-from-gep
#           (LLVM's own pointer arithmetic reassociation off: which of the two does the work)
# and ptxas -v -arch=sm_90 on each PTX for registers. Columns: PTX instructions, 64-bit address
# arithmetic, memory accesses with a [reg+imm] offset / all memory accesses, registers.
# SASS counts need cuobjdump, which only the GPU machine has (not measured here).
set -e
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CLANG=${CLANG:-clang-19}
LLC=${LLC:-/usr/lib/llvm-19/bin/llc}
CUDA=${CUDA:-/usr/local/cuda/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
H="insts a64 imm/mem reg"
printf '%-16s | %-21s | %-21s | %-21s | %-21s | %-21s\n' kernel "clang -O3 + llc" "+ gpuopt gpucc" "nvcc -O3" \
  "clang, llc no-PAR" "gpucc, llc no-PAR"
printf '%-16s | %-21s | %-21s | %-21s | %-21s | %-21s\n' "" "$H" "$H" "$H" "$H" "$H"
for k in stencil_unrolled matmul_unrolled conv2d; do
  cu=tests/kernels/$k.cu
  $CLANG -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O3 -Wno-unknown-cuda-version \
    -S -emit-llvm -include tests/kernels/cuda_shim.h -o "$tmp/$k.ll" "$cu"
  $LLC -march=nvptx64 -mcpu=sm_90 -O3 -o "$tmp/$k.clang.ptx" "$tmp/$k.ll"
  "$BUILD/bin/gpuopt" opt -p gpucc -o "$tmp/$k.gpucc.ll" "$tmp/$k.ll"
  $LLC -march=nvptx64 -mcpu=sm_90 -O3 -o "$tmp/$k.gpucc.ptx" "$tmp/$k.gpucc.ll"
  $CUDA/nvcc -O3 -ptx -arch=sm_90 -o "$tmp/$k.nvcc.ptx" "$cu"
  $LLC -march=nvptx64 -mcpu=sm_90 -O3 --disable-separate-const-offset-from-gep -o "$tmp/$k.clang-nopar.ptx" "$tmp/$k.ll"
  $LLC -march=nvptx64 -mcpu=sm_90 -O3 --disable-separate-const-offset-from-gep -o "$tmp/$k.gpucc-nopar.ptx" "$tmp/$k.gpucc.ll"
  for v in clang gpucc nvcc clang-nopar gpucc-nopar; do
    $CUDA/ptxas -v -arch=sm_90 -o "$tmp/$k.$v.cubin" "$tmp/$k.$v.ptx" > "$tmp/$k.$v.log" 2>&1
    python3 bench/gpucc2/ptx_stats.py "$tmp/$k.$v.ptx" "$tmp/$k.$v.log" > "$tmp/$k.$v.json"
  done
  python3 - "$tmp" "$k" <<'PY'
import json, sys
tmp, k = sys.argv[1], sys.argv[2]
rows = {}
V = ("clang", "gpucc", "nvcc", "clang-nopar", "gpucc-nopar")
for v in V:
    for line in open("%s/%s.%s.json" % (tmp, k, v)):
        d = json.loads(line)
        rows.setdefault(d["kernel"], {})[v] = d
for name, r in rows.items():
    cells = []
    for v in V:
        d = r.get(v)
        cells.append("%5d %4d %4d/%-4d %3s" % (d["insts"], d["addr64"], d["mem_imm"], d["mem"], d["regs"]) if d else "-")
    print("%-16s | %s" % (name, " | ".join("%-21s" % c for c in cells)))
PY
done
