#!/bin/sh
# gpucc transforms I benchmark (issue 5): code quality and compile time of infer-memspace,
# memspace-aa and bypass-div64 against LLVM's own infer-address-spaces and CodeGenPrepare's
# division bypass. Run from the repository root after `make`:
#   sh bench/gpucc1/run.sh [KERNELS...]      (default: tests/kernels/*.ll)
# Prints markdown tables on stdout. Needs ptxas for registers (skipped, saying so, without it).
set -e
GPUOPT=${GPUOPT:-build/bin/gpuopt}
LLVM_BINDIR=${LLVM_BINDIR:-$(llvm-config-19 --bindir)}
OPT="$LLVM_BINDIR/opt"
PTXAS=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
SIZES=${SIZES:-"1000 10000 100000 1000000"}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
KERNELS=${*:-$(ls tests/kernels/*.ll)}

# count PATTERN FILE: PTX instructions matching an extended regex
count() { grep -cE "$1" "$2" || true; }
# PTX instruction lines: indented, not a directive, a label, a brace or a comment
ninst() { grep -E '^[[:space:]]+[a-z@]' "$1" | grep -vcE '^[[:space:]]+(\.|//|\{|\})' || true; }
regs() {
  if [ -x "$PTXAS" ]; then
    "$PTXAS" -arch=sm_90 -v "$1" -o /dev/null 2>&1 | sed -n 's/.*Used \([0-9]*\) registers.*/\1/p' | paste -sd+ | bc
  else echo "n/a"; fi
}

row() { # name ptx
  p=$2
  printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$1" "$(ninst $p)" \
    "$(count '^[[:space:]]+(ld|st)(\.volatile)?\.[suf0-9b]+[[:space:]]' $p)" \
    "$(count '^[[:space:]]+(ld|st)(\.volatile)?\.shared' $p)" \
    "$(count '^[[:space:]]+(ld|st)(\.volatile)?\.global' $p)" \
    "$(count '^[[:space:]]+(div|rem)\.[su]64' $p)" \
    "$(count '^[[:space:]]+(div|rem)\.[su]32' $p)" "$(regs $p)"
}

echo "## Code quality (PTX for sm_90; registers summed over the module's kernels)"
echo
echo "Configurations: **llvm-O3** = LLVM's NVPTX back end at -O3, which runs its own infer-address-spaces and"
echo "CodeGenPrepare's 64->32-bit division bypass; **gpuopt-O3** = infer-memspace,memspace-aa,bypass-div64"
echo "first, then the same back end; **none-O0** = back end at -O0 (neither); **llvm-ias-O0** = opt"
echo "-passes=infer-address-spaces, then -O0; **gpuopt-O0** = infer-memspace,bypass-div64, then -O0."
echo "generic = ld/st with no state space; div64 = div/rem.{s,u}64 instructions."
for k in $KERNELS; do
  name=$(basename "$k" .ll)
  echo
  echo "### $name"
  echo
  echo "| config | PTX instrs | generic ld/st | ld/st.shared | ld/st.global | div64 | div32 | registers |"
  echo "|---|---|---|---|---|---|---|---|"
  "$GPUOPT" ptx -O3 "$k" -o "$T/a.ptx"; row llvm-O3 "$T/a.ptx"
  "$GPUOPT" ptx -O3 -p infer-memspace,memspace-aa,bypass-div64 "$k" -o "$T/b.ptx"; row gpuopt-O3 "$T/b.ptx"
  "$GPUOPT" ptx -O0 "$k" -o "$T/c.ptx"; row none-O0 "$T/c.ptx"
  "$OPT" -passes=infer-address-spaces "$k" -o "$T/ias.bc"
  "$GPUOPT" ptx -O0 "$T/ias.bc" -o "$T/d.ptx"; row llvm-ias-O0 "$T/d.ptx"
  "$GPUOPT" ptx -O0 -p infer-memspace,bypass-div64 "$k" -o "$T/e.ptx"; row gpuopt-O0 "$T/e.ptx"
done

echo
echo "## Compile time (in-process, best of 3, parse excluded; bench/gpucc1/gen_gpucc1.py kernels)"
echo
echo "bench/gpucc1/gpucc1_bench.c times each transform through the public API on a fresh clone of the"
echo "parsed module, and LLVM's infer-address-spaces through LLVMRunPasses with the same NVPTX target"
echo "machine. Seconds (ns per instruction)."
echo
echo "| instructions | infer-memspace | memspace-aa | bypass-div64 | inline-unroll | LLVM infer-address-spaces |"
echo "|---|---|---|---|---|---|"
BENCH=${GPUCC1_BENCH:-build/bin/gpucc1-bench}
for n in $SIZES; do
  python3 bench/gpucc1/gen_gpucc1.py --insts "$n" > "$T/g.ll"
  line=$("$BENCH" "$T/g.ll" 3)
  eval "$(echo "$line" | tr ' ' '\n' | sed 's/^/b_/')"
  printf '| %s | %s (%s) | %s (%s) | %s (%s) | %s (%s) | %s (%s) |\n' "$b_insts" \
    "$b_infer_memspace_s" "$b_infer_memspace_ns_per_inst" "$b_memspace_aa_s" "$b_memspace_aa_ns_per_inst" \
    "$b_bypass_div64_s" "$b_bypass_div64_ns_per_inst" "$b_inline_unroll_s" "$b_inline_unroll_ns_per_inst" \
    "$b_llvm_ias_s" "$b_llvm_ias_ns_per_inst"
done
