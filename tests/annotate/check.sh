#!/bin/sh
# Annotate every program of the suite and the figures with each dialect, compile, run and compare
# with the unannotated program (DawnCC §4-5; issue 15 "Checks").
#   check.sh RESULTS GPUOPT [MODE] [PROGRAM.c ...]   (default: the figures and the whole suite)
# MODE "" does every step below; "quick" all but the offload build; "lite" only the two steps make
# check needs for every suite program within its time budget: --omp compiled with the nvptx64
# offload build and run (host fallback), --acc compiled by gcc -fopenacc and run.
# For each program P.c:
#  - the original, compiled with clang-19 -O1, prints the reference output;
#  - gpuopt annotate --omp: the text differs from P.c only by inserted lines (diff shows no '<'),
#    compiles with clang-19 -fopenmp (host) and with -fopenmp-targets=nvptx64-nvidia-cuda
#    --offload-arch=sm_90, and both binaries print the reference output (host fallback: no GPU here);
#  - --omp-cpu: compiles with -fopenmp, runs with 4 threads, prints the reference output;
#  - --acc: compiles with gcc -fopenacc (host mode; syntax and semantics of the directives checked by
#    gcc's OpenACC front end), runs, prints the reference output;
#  - restrictify: the IR of P.c (clang -O1, LLVM passes off) through gpuopt opt -p restrictify, then
#    clang -O2, prints the reference output (Fig. 5's saxpy_3off(n, a, x, x) takes the original path).
# Without clang-19's OpenMP device runtime (libomp-19-dev) the offload compile is skipped (counted).
set -u
results=$1
gpuopt=$2
quick=${3:-}
[ $# -ge 3 ] && shift 3 || shift $#
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d /tmp/gpuopt-annotate-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0 skip=0
CLANG=${CLANG19:-clang-19}
# the restrictify check compiles IR that gpuopt wrote: with the clang of the LLVM gpuopt was built with
# (LLVM 22 writes IR that clang 19 cannot read)
IRCLANG=${IRCLANG:-$CLANG}
# the NVPTX device runtime: libomp-19-dev installed, or unpacked aside by scripts/install-deps
LLVM19LIB=/usr/lib/llvm-19/lib
OMPLIB=$LLVM19LIB
[ -f "$OMPLIB/libomptarget-nvptx-sm_90.bc" ] || OMPLIB=/usr/local/lib/gpuopt/omp19/usr/lib/llvm-19/lib
OFFLOAD="-fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 --libomptarget-nvptx-bc-path=$OMPLIB -L$OMPLIB -Wl,-rpath,$LLVM19LIB"
have_offload=1
[ -f "$OMPLIB/libomptarget-nvptx-sm_90.bc" ] || have_offload=0
have_acc=1
echo 'int main(void){return 0;}' > "$tmp/t.c"
gcc -fopenacc -foffload=disable "$tmp/t.c" -o "$tmp/t" 2>/dev/null || have_acc=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
progs="$*"
[ -n "$progs" ] || progs="$here/figures/*.c $here/suite/*.c"
dialects="omp omp-cpu acc"
[ "$quick" = lite ] && dialects="omp acc"
# two workers (the machines have 2 cores) take alternate programs; each prints its lines and counts
worker() {
  w=$1; i=0
for p in $progs; do
  i=$((i + 1))
  [ $((i % 2 + 1)) = "$w" ] || continue
  b=$(basename "$p" .c)
  $CLANG -O1 -w "$p" -lm -o "$tmp/$b.ref" || { bad "$b: the original does not compile"; continue; }
  ref=$("$tmp/$b.ref")
  if [ "$quick" = lite ]; then :; else
  $IRCLANG -O1 -g0 -Xclang -disable-llvm-passes -S -emit-llvm "$p" -o "$tmp/$b.ll" 2>/dev/null &&
    "$gpuopt" opt -p restrictify "$tmp/$b.ll" -o "$tmp/$b.r.ll" 2> "$tmp/err$w" &&
    $IRCLANG -O2 -w "$tmp/$b.r.ll" -lm -o "$tmp/$b.r" 2>> "$tmp/err$w"
  if [ $? != 0 ]; then bad "$b restrictify: $(head -3 "$tmp/err$w")"
  elif [ "$("$tmp/$b.r")" = "$ref" ]; then ok; else bad "$b restrictify: prints something else"; fi
  fi
  for d in $dialects; do
    out="$tmp/$b.$d.c"
    if ! "$gpuopt" annotate --$d "$p" -o "$out" > "$tmp/$b.$d.report" 2>&1; then
      bad "$b --$d: gpuopt annotate failed: $(head -3 "$tmp/$b.$d.report")"; continue
    fi
    if diff "$p" "$out" | grep -q '^<'; then bad "$b --$d: a line of the input was changed"; continue; fi
    ok
    case $d in
    omp)
      if [ "$quick" = lite ]; then :;
      elif $CLANG -O1 -w -fopenmp "$out" -lm -o "$tmp/$b.omp" 2> "$tmp/err$w"; then
        if [ "$(OMP_NUM_THREADS=4 "$tmp/$b.omp")" = "$ref" ]; then ok; else bad "$b --omp: host run prints something else"; fi
      else bad "$b --omp: does not compile with -fopenmp: $(head -5 "$tmp/err$w")"; fi
      if [ "$quick" = quick ]; then :;
      elif [ $have_offload = 0 ]; then skip=$((skip + 1)); echo "skipped: $b offload compile (no libomptarget-nvptx-sm_90.bc: run scripts/install-deps)"
      elif $CLANG -O1 -w -fopenmp $OFFLOAD "$out" -lm -o "$tmp/$b.off" 2> "$tmp/err$w"; then
        if [ "$(OMP_NUM_THREADS=4 "$tmp/$b.off")" = "$ref" ]; then ok; else bad "$b --omp offload build: host fallback prints something else"; fi
      else bad "$b --omp: does not compile for nvptx64 sm_90: $(head -5 "$tmp/err$w")"; fi ;;
    omp-cpu)
      if $CLANG -O1 -w -fopenmp "$out" -lm -o "$tmp/$b.cpu" 2> "$tmp/err$w"; then
        if [ "$(OMP_NUM_THREADS=4 "$tmp/$b.cpu")" = "$ref" ]; then ok; else bad "$b --omp-cpu: prints something else"; fi
      else bad "$b --omp-cpu: does not compile: $(head -5 "$tmp/err$w")"; fi ;;
    acc)
      if [ $have_acc = 0 ]; then skip=$((skip + 1)); echo "skipped: $b --acc (no gcc -fopenacc)"; continue; fi
      if gcc -O1 -w -fopenacc -foffload=disable "$out" -lm -o "$tmp/$b.acc" 2> "$tmp/err$w"; then
        if [ "$("$tmp/$b.acc")" = "$ref" ]; then ok; else bad "$b --acc: prints something else"; fi
      else bad "$b --acc: gcc -fopenacc rejects it: $(head -5 "$tmp/err$w")"; fi ;;
    esac
  done
done
  echo "$pass $fail $skip" > "$tmp/count$w"
}
worker 1 > "$tmp/out1" 2>&1 &
( worker 2 ) > "$tmp/out2" 2>&1
wait
for w in 1 2; do
  cat "$tmp/out$w"
  read -r a b c < "$tmp/count$w" || { a=0; b=1; c=0; echo "FAIL: worker $w wrote no counts"; }
  pass=$((pass + a)); fail=$((fail + b)); skip=$((skip + c))
done
echo "$pass passed, $fail failed, $skip skipped"
echo "$pass $fail $skip" > "$results"   # the numbers scripts/check-summary adds up
[ $fail = 0 ]
