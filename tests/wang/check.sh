#!/bin/sh
# tests/wang/check.sh RESULTS GPUOPT: the Wang et al. §4.1 rewrites (issue 20) on the SIMT
# interpreter. For every launch of tests/wang/kernels.cu (hand-written: row sum, transpose-add,
# gemm with the accumulator in C, ...; partial last blocks) and of the PolyBench/GPU-style suite
# (tests/codequality/polybench.ll, clang -O3), `gpuopt difftest` runs the kernel before and after
# each rewrite alone, together, and after gpucc, on several seeds: outputs must be bit for bit equal.
# Then which rewrites fire on each hand-written kernel is checked against its EXPECT-REWRITES line
# (a legality rule that loosens or a rewrite that stops firing fails here), and the interpreter's
# global-memory requests must drop where reg-promote fires.
# Writes "passed failed skipped" to RESULTS; exit 1 on any failure.
set -u
results=$1; gpuopt=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }

difftests() { # FILE SOURCE SEEDS PIPELINES...
  f=$1; src=$2; seeds=$3; shift 3
  grep '^\(//\|;\) RUN-ARGS:' "$src" | sed -e 's|^// RUN-ARGS:||' -e 's|^; RUN-ARGS:||' > "$tmp/args"
  for p in "$@"; do
    while read -r args; do
      # shellcheck disable=SC2086
      if o=$("$gpuopt" difftest -p "$p" --seeds "$seeds" $args "$f" 2>&1); then ok; else bad "difftest -p $p $args: $o"; fi
    done < "$tmp/args"
  done
}

k="$root/tests/wang/kernels.ll"
difftests "$k" "$root/tests/wang/kernels.cu" 4 reg-promote reg-promote-facts vector-loads smem-prefetch wang gpucc,wang infer-memspace,wang
# the launches of smem-prefetch's threadIdx.x tile (T < blockDim.x, 3-D blocks, partial blocks,
# trip counts 0 and 1, one-row blocks, a 1-D kernel): the tile's pipeline only
grep '^// TX-ARGS:' "$root/tests/wang/kernels.cu" | sed 's|^// TX-ARGS:||' > "$tmp/txargs"
while read -r args; do
  # shellcheck disable=SC2086
  if o=$("$gpuopt" difftest -p reg-promote,smem-prefetch --seeds 3 $args "$k" 2>&1); then ok; else bad "difftest -p reg-promote,smem-prefetch $args: $o"; fi
done < "$tmp/txargs"
pf="$root/tests/wang/prefetch.ll"
difftests "$pf" "$pf" 4 smem-prefetch wang
difftests "$root/tests/codequality/polybench.ll" "$root/bench/codequality/polybench.cu" 2 wang gpucc,wang

# which rewrites fire
"$gpuopt" opt -p wang "$k" -o "$tmp/w.ll" || bad "opt -p wang"
expect_rewrites() { # SOURCE OPTIMISED
  grep '^\(//\|;\) EXPECT-REWRITES:' "$1" | sed -e 's|^// EXPECT-REWRITES:||' -e 's|^; EXPECT-REWRITES:||' | while read -r fn want; do
    grp=$(grep "^define .*@$fn(" "$2" | grep -o '#[0-9]*' | tail -1)
    got=$(grep "^attributes $grp = " "$2" | grep -o '"gpuopt-rewrites"="[^"]*"' | sed 's/.*="\(.*\)"/\1/')
    [ -n "$got" ] || got=-
    if [ "$got" = "$want" ]; then echo "ok"; else echo "FAIL rewrites on $fn: got $got, expected $want"; fi
  done
}
"$gpuopt" opt -p wang "$pf" -o "$tmp/p.ll" || bad "opt -p wang prefetch.ll"
{ expect_rewrites "$root/tests/wang/kernels.cu" "$tmp/w.ll"; expect_rewrites "$pf" "$tmp/p.ll"; } > "$tmp/fired"
n_ok=$(grep -c '^ok$' "$tmp/fired"); n_bad=$(grep -c '^FAIL' "$tmp/fired")
grep '^FAIL' "$tmp/fired"
pass=$((pass + n_ok)); fail=$((fail + n_bad))

# reg-promote removes global requests (the interpreter's counts), never adds them
for fn in rowsum gemm_acc; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/tests/wang/kernels.cu" | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  b=$("$gpuopt" run --emulate --sectors $args "$k" 2>&1 | sed -n 's/^sectors: loads \([0-9]*\) requests.*stores \([0-9]*\) requests.*/\1 \2/p')
  # shellcheck disable=SC2086
  a=$("$gpuopt" run --emulate --sectors -p reg-promote $args "$k" 2>&1 | sed -n 's/^sectors: loads \([0-9]*\) requests.*stores \([0-9]*\) requests.*/\1 \2/p')
  set -- $b; bl=${1:-0}; bs=${2:-0}
  set -- $a; al=${1:-0}; as=${2:-0}
  if [ "$bl" -gt 0 ] && [ "$al" -lt "$bl" ] && [ "$as" -lt "$bs" ]; then ok
  else bad "reg-promote on $fn: requests (loads stores) $bl $bs before, $al $as after"; fi
done

# smem-prefetch removes global load requests and sectors (the interpreter's counts) where it fires:
# reg-promote then smem-prefetch against reg-promote alone (the wang preset's order)
sectors() { # PIPELINE ARGS...: "load-requests load-sectors"
  p=$1; shift
  "$gpuopt" run --emulate --sectors -p "$p" "$@" 2>&1 | sed -n 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/\1 \2/p'
}
for fn in gemm_acc matvec rowdot_all zsum vsum_join; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/tests/wang/kernels.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  b=$(sectors reg-promote $args "$k"); a=$(sectors reg-promote,smem-prefetch $args "$k")
  set -- $b; br=${1:-0}; bsec=${2:-0}
  set -- $a; ar=${1:-0}; asec=${2:-0}
  if [ "$br" -gt 0 ] && [ "$ar" -lt "$br" ] && [ "$asec" -lt "$bsec" ]; then ok
  else bad "smem-prefetch on $fn: load requests/sectors $br/$bsec before, $ar/$asec after"; fi
done

# smem-prefetch on rotated loops (after gpucc's loop rotation: bottom-tested, zero-trip guarded):
# put back in header form, then prefetched; requests and sectors fall against gpucc,reg-promote
for fn in gemm_acc matvec; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/tests/wang/kernels.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  b=$(sectors gpucc,reg-promote $args "$k"); a=$(sectors gpucc,wang $args "$k")
  set -- $b; br=${1:-0}; bsec=${2:-0}
  set -- $a; ar=${1:-0}; asec=${2:-0}
  if [ "$br" -gt 0 ] && [ "$ar" -lt "$br" ] && [ "$asec" -lt "$bsec" ]; then ok
  else bad "smem-prefetch after gpucc on $fn: load requests/sectors $br/$bsec before, $ar/$asec after"; fi
done

# vector-loads' alignment versioning (issue 20): on kmeans_assign and knn_dist (PolyBench-style,
# clang -O3: feature loops unrolled by 4) the copy that assumes 16-byte pointers and row lengths
# that are multiples of 4 runs on the interpreter (its allocations start aligned): load requests
# fall; with a row length that is not a multiple of 4 the original body runs, and outputs stay
# bit for bit equal either way
pb="$root/tests/codequality/polybench.ll"
for fn in kmeans_assign knn_dist; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/bench/codequality/polybench.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  b=$(sectors gpucc $args "$pb"); a=$(sectors gpucc,vector-loads $args "$pb")
  set -- $b; br=${1:-0}; set -- $a; ar=${1:-0}
  if [ "$br" -gt 0 ] && [ $((ar * 2)) -lt "$br" ]; then ok
  else bad "vector-loads on $fn: load requests $br before, $ar after (expected under half)"; fi
  odd=$(echo "$args" | sed 's/--arg i32:\([0-9]*\)$/--arg i32:15/') # the row length: not a multiple of 4
  # shellcheck disable=SC2086
  if o=$("$gpuopt" difftest -p gpucc,vector-loads --seeds 2 $odd "$pb" 2>&1); then ok; else bad "difftest vector-loads $odd: $o"; fi
done

# smem-prefetch inside the kernels `gpuopt offload` generates (prefetch_offload.c: gemm, 2mm, syrk,
# covar, matvec; prefetch_offload.ll is the device module before the Wang rewrites, regen.sh): the
# grid-stride loop becomes block-uniform (a vote) and the k-loop a tile loop. Outputs equal on the
# interpreter with the rewrite on and off (partial blocks, partial tiles, grid-stride rounds, n = 0);
# it fires on every kernel; the divergence analysis proves the tests that govern the barriers
# uniform (the tile loop's and the vote's branches); load requests and sectors fall; and the
# driver's report names it.
po="$root/tests/wang/prefetch_offload.ll"; poc="$root/tests/wang/prefetch_offload.c"
difftests "$po" "$poc" 2 smem-prefetch
difftests "$po" "$poc" 1 wang
"$gpuopt" opt -p wang "$po" -o "$tmp/po.ll" || bad "opt -p wang prefetch_offload.ll"
expect_rewrites "$poc" "$tmp/po.ll" > "$tmp/fired"
n_ok=$(grep -c '^ok$' "$tmp/fired"); n_bad=$(grep -c '^FAIL' "$tmp/fired")
grep '^FAIL' "$tmp/fired"
pass=$((pass + n_ok)); fail=$((fail + n_bad))
"$gpuopt" analyze --divergence "$tmp/po.ll" > "$tmp/div" 2>&1 || bad "analyze --divergence"
nk=$(grep -c '^function __gpuopt_omp_k[0-9]* (kernel)' "$tmp/div")
for br in pf.tile pf.body.latch pf.vote; do
  nu=$(grep -c "^  branch %$br: uniform" "$tmp/div")
  nd=$(grep -c "^  branch %$br: divergent" "$tmp/div")
  if [ "$nk" -eq 6 ] && [ "$nu" -eq "$nk" ] && [ "$nd" -eq 0 ]; then ok
  else bad "divergence of the branches %$br governing barriers: $nu uniform, $nd divergent in $nk kernels"; fi
done
for fn in __gpuopt_omp_k0 __gpuopt_omp_k5; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$poc" | head -1 | sed -e 's|^// RUN-ARGS:||' -e 's/i32:rand:0:37/i32:37/')
  # shellcheck disable=SC2086
  b=$("$gpuopt" run --emulate --sectors $args "$po" 2>&1 | sed -n 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/\1 \2/p')
  # shellcheck disable=SC2086
  a=$(sectors smem-prefetch $args "$po")
  set -- $b; br=${1:-0}; bsec=${2:-0}
  set -- $a; ar=${1:-0}; asec=${2:-0}
  if [ "$br" -gt 0 ] && [ "$ar" -lt "$br" ] && [ "$asec" -lt "$bsec" ]; then ok
  else bad "smem-prefetch on offloaded $fn: load requests/sectors $br/$bsec before, $ar/$asec after"; fi
done
if "$gpuopt" offload "$poc" -fopenmp --report > "$tmp/rep" 2>&1 &&
   [ "$(grep -c 'rewrites (Wang 4.1): .*smem-prefetch' "$tmp/rep")" -eq 6 ]; then ok
else bad "gpuopt offload --report: smem-prefetch not named on the 6 loops: $(grep rewrites "$tmp/rep")"; fi
# smem-prefetch on clang -O3 IR (prefetch_o3.cu: k-loops runtime-unrolled by 4, a remainder loop
# after them): outputs equal with the rewrite on and off (trip counts 0, 1, 3, 4, not a multiple of
# 4, partial tiles and blocks); it fires on every kernel (main's build did not: the unrolled loop
# steps by 4 and tests a twin counter with ==); load requests and sectors fall; the tile loop's
# branches are uniform for the divergence analysis
o3="$root/tests/wang/prefetch_o3.ll"; o3c="$root/tests/wang/prefetch_o3.cu"
difftests "$o3" "$o3c" 2 smem-prefetch wang gpucc,wang
"$gpuopt" opt -p wang "$o3" -o "$tmp/o3.ll" || bad "opt -p wang prefetch_o3.ll"
expect_rewrites "$o3c" "$tmp/o3.ll" > "$tmp/fired"
n_ok=$(grep -c '^ok$' "$tmp/fired"); n_bad=$(grep -c '^FAIL' "$tmp/fired")
grep '^FAIL' "$tmp/fired"
pass=$((pass + n_ok)); fail=$((fail + n_bad))
for fn in gemm_o3 matvec_o3 syrk_o3 wsum_o3; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$o3c" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  b=$("$gpuopt" run --emulate --sectors $args "$o3" 2>&1 | sed -n 's/^sectors: loads \([0-9]*\) requests, \([0-9]*\) sectors.*/\1 \2/p')
  # shellcheck disable=SC2086
  a=$(sectors smem-prefetch $args "$o3")
  set -- $b; br=${1:-0}; bsec=${2:-0}
  set -- $a; ar=${1:-0}; asec=${2:-0}
  # (the four unrolled loads of a row are one tile, loaded by consecutive threads: sectors fall too)
  if [ "$br" -gt 0 ] && [ "$ar" -lt "$br" ] && [ "$asec" -lt "$bsec" ]; then ok
  else bad "smem-prefetch on -O3 $fn: load requests/sectors $br/$bsec before, $ar/$asec after"; fi
done
"$gpuopt" analyze --divergence "$tmp/o3.ll" > "$tmp/div3" 2>&1 || bad "analyze --divergence prefetch_o3"
for br in pf.tile pf.body.latch; do
  nu=$(grep -c "^  branch %$br: uniform" "$tmp/div3")
  nd=$(grep -c "^  branch %$br: divergent" "$tmp/div3")
  if [ "$nu" -eq 4 ] && [ "$nd" -eq 0 ]; then ok
  else bad "divergence of %$br in the -O3 kernels: $nu uniform, $nd divergent (4 kernels)"; fi
done
# real strip-mining: the tile loop runs its test, refill and barriers once per tile and the inner
# loop of min(T, left) iterations has no tile test, predication branch or merge phis, so the dynamic
# warp instructions with smem-prefetch stay within LIMIT% of the kernel's without it (main's
# per-iteration scheme before this: offload gemm/2mm/matvec 212-215%, gemm_o3 153%, syrk_o3 151%,
# kernels.cu gemm_acc 177%, matvec 164%; now 132%, 134%, 130%, 111%, 109%)
winstr() { # PIPELINE (empty: none) ARGS... FILE: the dynamic warp instructions
  p=$1; shift
  "$gpuopt" run --emulate --stats ${p:+-p "$p"} "$@" 2>&1 | sed -n 's/.* \([0-9]*\) warp instructions.*/\1/p'
}
wlimit() { # LABEL LIMIT BEFORE-PIPELINE AFTER-PIPELINE FILE ARGS...
  label=$1 lim=$2 pb=$3 pa=$4 f=$5; shift 5
  wb=$(winstr "$pb" "$@" "$f"); wa=$(winstr "$pa" "$@" "$f")
  if [ "${wb:-0}" -gt 0 ] && [ "${wa:-0}" -gt 0 ] && [ "$((wa * 100))" -le "$((wb * lim))" ]; then ok
  else bad "smem-prefetch on $label: dynamic warp instructions ${wb:-?} -> ${wa:-?}, above $lim% (per-iteration overhead)"; fi
}
# (the row tiles alone, smem-prefetch-rows: the threadIdx.x tiles below trade instructions for requests)
for fn in __gpuopt_omp_k0 __gpuopt_omp_k1 __gpuopt_omp_k5; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$poc" | head -1 | sed -e 's|^// RUN-ARGS:||' -e 's/i32:rand:0:37/i32:37/')
  # shellcheck disable=SC2086
  wlimit "offloaded $fn" 140 "" smem-prefetch-rows "$po" $args
done
for fn in gemm_o3 syrk_o3; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$o3c" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  wlimit "-O3 $fn" 140 "" smem-prefetch "$o3" $args
done
# threadIdx.x tiles (gemm's B[k*n+j], consecutive in tid.x, the same in every row of a 2-D block;
# docs/wang.md): against the row tiles alone (smem-prefetch-rows), the global load requests fall to
# at most 45% and the sectors do not rise, on kernels.cu's gemm_acc (guarded, reg-promote first) and
# rowdot_all (unguarded), the offloaded gemm (a block-uniform grid-stride loop), gemm_o3 (clang
# -O3: one tile per unrolled lane) and PolyBench's gemm and 2mm (after gpucc: rotated, unrolled);
# on a 1-D kernel (vecmat: A[k*n+j] is consecutive, no reuse across warps) nothing changes; the
# warp instructions stay within LIMIT% of the kernel's without any tile (main's build has no
# smem-prefetch-rows step: every line fails there)
txless() { # LABEL MAXPCT PIPELINE-PREFIX FILE ARGS...
  label=$1 maxp=$2 pp=$3 f=$4; shift 4
  # shellcheck disable=SC2086
  b=$(sectors "${pp}smem-prefetch-rows" "$@" "$f"); a=$(sectors "${pp}smem-prefetch" "$@" "$f")
  set -- $b; br=${1:-0}; bsec=${2:-0}
  set -- $a; ar=${1:-0}; asec=${2:-0}
  if [ "$maxp" = 100 ]; then
    if [ "$br" -gt 0 ] && [ "$ar" = "$br" ] && [ "$asec" = "$bsec" ]; then ok
    else bad "threadIdx.x tile on $label (must not fire): load requests/sectors $br/$bsec rows only, $ar/$asec with it"; fi
  elif [ "$br" -gt 0 ] && [ "$((ar * 100))" -le "$((br * maxp))" ] && [ "$asec" -le "$bsec" ]; then ok
  else bad "threadIdx.x tile on $label: load requests/sectors $br/$bsec rows only, $ar/$asec with it (expected <= $maxp%)"; fi
}
for fn in gemm_acc rowdot_all vecmat; do
  args=$(grep "^// \(RUN\|TX\)-ARGS: --kernel $fn " "$root/tests/wang/kernels.cu" | head -1 | sed 's|^// [A-Z]*-ARGS:||')
  lim=45; [ "$fn" = vecmat ] && lim=100
  # shellcheck disable=SC2086
  txless "kernels.cu $fn" $lim reg-promote, "$k" $args
done
for fn in __gpuopt_omp_k0 __gpuopt_omp_k1; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$poc" | head -1 | sed -e 's|^// RUN-ARGS:||' -e 's/i32:rand:0:37/i32:37/')
  # shellcheck disable=SC2086
  txless "offloaded $fn" 45 "" "$po" $args
  # shellcheck disable=SC2086
  wlimit "offloaded $fn with threadIdx.x tiles" 185 "" smem-prefetch "$po" $args
done
args=$(grep "^// RUN-ARGS: --kernel gemm_o3 " "$o3c" | head -1 | sed 's|^// RUN-ARGS:||')
# shellcheck disable=SC2086
txless "-O3 gemm_o3" 45 "" "$o3" $args
"$gpuopt" opt -p gpucc,reg-promote "$root/tests/codequality/polybench.ll" -o "$tmp/pbr.ll" || bad "opt -p gpucc,reg-promote polybench.ll"
for fn in gemm mm2_kernel1; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/bench/codequality/polybench.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  txless "PolyBench $fn" 45 "" "$tmp/pbr.ll" $args
done
for fn in gemm_acc matvec; do
  args=$(grep "^// RUN-ARGS: --kernel $fn " "$root/tests/wang/kernels.cu" | head -1 | sed 's|^// RUN-ARGS:||')
  # shellcheck disable=SC2086
  wlimit "kernels.cu $fn" 125 reg-promote reg-promote,smem-prefetch "$k" $args
done
# smem-prefetch on `gpuopt offload` kernels from clang -O1/-O2/-O3 OpenMP IR (prefetch_omp.c): the
# report names it on the loops its EXPECT-PREFETCH-ON line counts (main's build: none), and the
# offloaded program prints on the interpreter what clang's build prints
omp="$root/tests/wang/prefetch_omp.c"
clang=${CLANG:-clang-$("$gpuopt" version 2>/dev/null | sed -n 's/.*LLVM \([0-9]*\).*/\1/p')}
command -v "$clang" > /dev/null 2>&1 || clang=clang-19
if "$clang" -fopenmp -ffp-contract=off -O1 -w "$omp" -o "$tmp/omp.ref" -lm && "$tmp/omp.ref" > "$tmp/omp.want"; then
  for O in 1 2 3; do
    want=$(sed -n "s|^// EXPECT-PREFETCH-O$O: \([0-9]*\).*|\1|p" "$omp")
    if "$clang" -fopenmp -ffp-contract=off -O$O -g0 -w -S -emit-llvm "$omp" -o "$tmp/omp$O.ll" &&
       "$gpuopt" offload "$tmp/omp$O.ll" -fopenmp --report -o "$tmp/omp$O" -- -ffp-contract=off > "$tmp/omp$O.rep" 2>&1; then
      got=$(grep -c 'rewrites (Wang 4.1):.*smem-prefetch' "$tmp/omp$O.rep")
      if [ "$got" = "$want" ]; then ok; else bad "prefetch_omp.c -O$O: smem-prefetch on $got loops, expected $want"; fi
      want=$(sed -n "s|^// EXPECT-PREFETCH-TX-O$O: \([0-9]*\).*|\1|p" "$omp")
      got=$(grep -c 'rewrites (Wang 4.1):.*smem-prefetch-tx' "$tmp/omp$O.rep")
      if [ "$got" = "$want" ]; then ok; else bad "prefetch_omp.c -O$O: threadIdx.x tiles on $got loops, expected $want"; fi
      if GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always "$tmp/omp$O" > "$tmp/omp$O.out" 2>&1 && cmp -s "$tmp/omp$O.out" "$tmp/omp.want"; then ok
      else bad "prefetch_omp.c -O$O: the offloaded program prints $(cat "$tmp/omp$O.out"), clang's build $(cat "$tmp/omp.want")"; fi
    else bad "prefetch_omp.c -O$O: clang or gpuopt offload failed: $(tail -3 "$tmp/omp$O.rep")"; fi
  done
else bad "prefetch_omp.c: clang -fopenmp failed"; fi

# ptxas accepts the rewritten offload kernels (barriers, the vote, shared tiles)
skip=0
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
if [ -x "$ptxas" ]; then
  if "$gpuopt" ptx "$tmp/po.ll" -o "$tmp/po.ptx" && "$ptxas" -arch=sm_90 "$tmp/po.ptx" -o "$tmp/po.cubin"; then ok
  else bad "ptxas on the smem-prefetched offload kernels"; fi
  if "$gpuopt" ptx "$tmp/o3.ll" -o "$tmp/o3.ptx" && "$ptxas" -arch=sm_90 "$tmp/o3.ptx" -o "$tmp/o3.cubin"; then ok
  else bad "ptxas on the smem-prefetched -O3 kernels"; fi
  # the kernels of prefetch_omp.c at -O2 (nested 2-D grid: two votes, the x loop's skip block)
  if [ -f "$tmp/omp2.ll" ] && "$gpuopt" offload "$tmp/omp2.ll" -fopenmp -o "$tmp/omp2o.ll" > /dev/null 2>&1 &&
     "$gpuopt" ptx -p gpucc,index-reorder,wang "$tmp/omp2o.device.ll" -o "$tmp/omp2.ptx" &&
     grep -q 'bar.red.or' "$tmp/omp2.ptx" && "$ptxas" -arch=sm_90 "$tmp/omp2.ptx" -o "$tmp/omp2.cubin"; then ok
  else bad "ptxas on the smem-prefetched kernels of prefetch_omp.c -O2"; fi
else
  skip=$((skip + 1)); echo "skipped: ptxas on the smem-prefetched offload kernels (no ptxas: CUDA toolkit not installed)"
fi

echo "$pass $fail $skip" > "$results"
echo "wang: $pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
