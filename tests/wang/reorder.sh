#!/bin/sh
# tests/wang/reorder.sh RESULTS GPUOPT CLANG: index reordering (issue 20) end to end on the SIMT
# interpreter (tests/wang/reorder_grid.c below: nested and interchanged 2-D grids, arrays written in
# full; tests/wang/reorder_2d.c: multi-index arrays, T A[N][M]). tests/wang/reorder.c (row sums over
# A[i*m+k] with i parallel; an in-place scale through the reordered layout; an interior row block) is built by clang -fopenmp (the reference)
# and by gpuopt offload with --rewrites index-reorder,wang and with none: both offloaded programs
# must print what the reference prints, every loop must run on the GPU (the runtime honours the
# layout contract rather than falling back), and the JSON report must name index-reorder with a
# coalesced share that rises on both kernels.
set -u
results=$1; gpuopt=$2; clang=${3:-clang-19}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
src="$root/tests/wang/reorder.c"
if ! "$clang" -fopenmp -ffp-contract=off -O1 "$src" -o "$tmp/ref" 2>"$tmp/err" || ! "$tmp/ref" > "$tmp/ref.txt"; then
  echo "0 0 1" > "$results"; echo "reorder: skipped (clang -fopenmp cannot build the reference: $(head -1 "$tmp/err"))"; exit 0
fi
for rw in index-reorder,wang none; do
  if "$gpuopt" offload "$src" -fopenmp -O -o "$tmp/p" --rewrites "$rw" -- -ffp-contract=off 2>"$tmp/err"; then
    GPUOPT_REORDER=always GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/p" > "$tmp/out.txt" 2> "$tmp/stats"
    if cmp -s "$tmp/ref.txt" "$tmp/out.txt"; then ok; else bad "--rewrites $rw: output differs from clang -fopenmp"; fi
    if grep -q "4 loops on the GPU, 0 on the CPU" "$tmp/stats"; then ok; else bad "--rewrites $rw: $(cat "$tmp/stats")"; fi
    if [ "$rw" = none ] || grep -q "index reordering: 4 launches of reordered versions" "$tmp/stats"; then ok; else bad "--rewrites $rw, GPUOPT_REORDER=always: $(cat "$tmp/stats")"; fi
  else bad "offload --rewrites $rw: $(head -3 "$tmp/err")"; fi
done
"$gpuopt" offload "$src" -fopenmp -O --json --rewrites index-reorder,wang -- -ffp-contract=off > "$tmp/r.json" 2>&1
n=$(grep -o '"rewrites":\["index-reorder"[^]]*\],"layouts":"A \[col\]\[row\][^"]*coalesced [0-9.]* -> [0-9.]*"' "$tmp/r.json" |
    sed 's/.*coalesced \([0-9.]*\) -> \([0-9.]*\)"/\1 \2/' | awk '$2 > $1 { c++ } END { print c + 0 }')
if [ "$n" = 2 ]; then ok; else bad "index-reorder should fire on both kernels with a higher coalesced share: $(grep -o '"rewrites":[^}]*' "$tmp/r.json")"; fi
# transpose-add (k2): B, read B[j*n + i] with j from threadIdx.x and i the 2-D grid's row index
if grep -q '"kernel":"__gpuopt_omp_k2".*"rewrites":\["index-reorder"[^]]*\],"layouts":"B \[col\]\[row\]' "$tmp/r.json"; then ok
else bad "index-reorder should store transpose-add's B transposed: $(grep -o '"kernel":"__gpuopt_omp_k2"[^}]*' "$tmp/r.json")"; fi
# the interpreter's sectors per warp load request of the row-sum kernel, before and after
"$gpuopt" offload "$src" -fopenmp -O -o "$tmp/d.ll" -- -ffp-contract=off 2>/dev/null
sec() { "$gpuopt" run --emulate --sectors -p "$1" --kernel "__gpuopt_omp_k0${3:-}" --grid 2 --block 128 --arg i32:256 --arg i32:64 \
  --arg f32[16384]:rand:1 --arg i64:0 --arg f32[256]:zero --arg i64:0 $2 "$tmp/d.device.ll" 2>&1 |
  sed -n 's/^sectors: loads [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request).*/\1/p'; }
b=$(sec gpucc ""); a=$(sec gpucc,index-reorder "--arg i64:256" _ro)
if [ "$b" = 32.00 ] && [ "$a" = 4.00 ]; then ok; else bad "row sum: sectors per load request $b before, $a after (expected 32.00, 4.00)"; fi
# the flat form through a byte-indexed getelementptr (gep i8 A, 4*idx: gpuopt offload's rebuilt
# idioms, LLVM's byte offsets): the row sum's load so addressed gets the same layout contract (4-byte
# elements, not rows of four 1-byte ones) and a reordered version computing what the float one does
"$gpuopt" opt -p gpucc "$tmp/d.device.ll" -o "$tmp/g.ll" 2>/dev/null
sed -E '/^define .*@__gpuopt_omp_k0\(/,/^}/ s/^(  %[^ ]+) = getelementptr ((inbounds )?(nuw )?)float, ptr addrspace\(1\) %A\.global, i64 (%[^ ,]+)$/  %A.bytes = shl nsw i64 \5, 2\n\1 = getelementptr \2i8, ptr addrspace(1) %A.global, i64 %A.bytes/' "$tmp/g.ll" > "$tmp/g8.ll"
lay() { "$gpuopt" opt -p index-reorder "$tmp/$1.ll" -o "$tmp/$1.ro.ll" 2>&1 || return
        n=$(sed -n 's/^define .*@__gpuopt_omp_k0_ro(.*) #\([0-9]*\) .*/\1/p' "$tmp/$1.ro.ll")
        [ -n "$n" ] && sed -n "/^attributes #$n = /p" "$tmp/$1.ro.ll" | grep -o '"gpuopt-layout"="[^"]*"'; }
l1=$(lay g); l8=$(lay g8)
x="--grid 2 --block 128 --arg i32:256 --arg i32:64 --arg f32[16384]:rand:1 --arg i64:0 --arg f32[256]:zero --arg i64:0 --arg i64:256"
o1=$("$gpuopt" run --emulate -p none --kernel __gpuopt_omp_k0_ro $x --dump 4 "$tmp/g.ro.ll" 2>&1 | md5sum)
o8=$("$gpuopt" run --emulate -p none --kernel __gpuopt_omp_k0_ro $x --dump 4 "$tmp/g8.ro.ll" 2>&1 | md5sum)
if grep -q "A.bytes = shl" "$tmp/g8.ll" && [ -n "$l1" ] && [ "$l1" = "$l8" ] && grep -q "ro.bytes = mul nsw i64 %ro.idx, 4" "$tmp/g8.ro.ll" && [ "$o1" = "$o8" ]; then ok
else bad "row sum through gep i8 A, 4*idx: layout '$l8' (float-indexed: '$l1'), reordered outputs $o8 / $o1"; fi
# transpose-add, n = 45: blocks 64 x 4, grid 1 x 12 (the runtime's 2-D shape)
sec2() { "$gpuopt" run --emulate --sectors -p "$1" --kernel "__gpuopt_omp_k2${3:-}" --grid 1,12 --block 64,4 --arg i32:45 \
  --arg f32[2025]:rand:1 --arg i64:0 --arg f32[2025]:rand:2 --arg i64:0 --arg f32[2025]:zero --arg i64:0 $2 "$tmp/d.device.ll" 2>&1 |
  sed -n 's/^sectors: loads [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request).*/\1/p'; }
b=$(sec2 gpucc ""); a=$(sec2 gpucc,index-reorder "--arg i64:45" _ro)
if [ -n "$b" ] && [ -n "$a" ] && awk -v b="$b" -v a="$a" 'BEGIN { exit !(b >= 8 && a <= 5) }'; then ok
else bad "transpose-add: sectors per load request $b before, $a after (expected >= 8 before, <= 5 after)"; fi
# global and dynamic layouts (tests/wang/reorder_region.c): one transpose in for three agreeing
# loops, one back at the region's end; a disagreeing loop in the next region puts the array back in
# its plain layout on the device and the next loop transposes it again: 5 transposes of 6440 bytes
rsrc="$root/tests/wang/reorder_region.c"
if "$clang" -fopenmp -ffp-contract=off -O1 "$rsrc" -o "$tmp/rref" 2>/dev/null && "$tmp/rref" > "$tmp/rref.txt" &&
   "$gpuopt" offload "$rsrc" -fopenmp -O -o "$tmp/rp" --rewrites index-reorder,wang -- -ffp-contract=off 2>"$tmp/err"; then
  run() { env "$@" GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/rp" > "$tmp/out.txt" 2> "$tmp/stats"
          cmp -s "$tmp/rref.txt" "$tmp/out.txt" || bad "reorder_region $*: output differs from clang -fopenmp"; }
  expect() { if grep -q "$1" "$tmp/stats"; then ok; else bad "reorder_region $2: expected '$1': $(cat "$tmp/stats")"; fi; }
  run GPUOPT_REORDER=always
  expect "index reordering: 5 launches of reordered versions (2 with every layout already on the device), 0 of originals instead; 5 device transposes, 32200 bytes" always
  run GPUOPT_REORDER=never
  expect "0 launches of reordered versions (0 with every layout already on the device), 5 of originals instead; 0 device transposes" never
  # the cost estimate: 6440-byte arrays do not pay for a transpose launch
  run GPUOPT_REORDER=auto
  expect "0 launches of reordered versions (0 with every layout already on the device), 5 of originals instead; 0 device transposes" "auto (cost estimate)"
  # the cost estimate at 512 x 512 (1 MiB): each launch's saving exceeds its transposes
  if "$tmp/rref" 512 512 > "$tmp/rref.txt"; then
    GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/rp" 512 512 > "$tmp/out.txt" 2> "$tmp/stats"
    cmp -s "$tmp/rref.txt" "$tmp/out.txt" || bad "reorder_region 512 x 512: output differs from clang -fopenmp"
    expect "5 launches of reordered versions (2 with every layout already on the device), 0 of originals instead; 5 device transposes, 5242880 bytes" "auto (cost estimate), 512 x 512"
    "$tmp/rref" > "$tmp/rref.txt"
  else bad "reorder_region 512 512: the reference failed"; fi
  # the learner on data with known answers (reorder iff size > T and ratio >= 1, T = 4096 or 65536;
  # the columns the runtime passes), then the runtime consulting the model
  for T in 4096 65536; do
    for set in train test; do
      awk -v T=$T -v seed=$([ $set = train ] && echo 7 || echo 99) 'BEGIN { srand(seed); print "size,ratio,saved,cost,es,written,reorder"
        for (i = 0; i < 150; i++) { s = 2 ^ (8 + int(rand() * 12)); r = int(rand() * 4); w = int(rand() * 2)
          printf "%d,%d,0.875,%d,4,%d,%s\n", s, r, (w + 1) * (s / 16 + 131072), w, (s > T && r >= 1) ? "yes" : "no" } }' > "$tmp/$set.csv"
    done
    "$gpuopt" mapping train "$tmp/train.csv" --label reorder -o "$tmp/m$T" > /dev/null 2>&1
    c=$("$gpuopt" mapping predict "$tmp/m$T" "$tmp/test.csv" 2>/dev/null > "$tmp/pred"; tail -n +2 "$tmp/test.csv" | paste -d, "$tmp/pred" - | awk -F, '$1 == $8 { c++ } END { print c + 0 }')
    if [ "$c" = 150 ]; then ok; else bad "reordering model (T=$T): $c of 150 held-out rows right"; fi
  done
  run GPUOPT_REORDER_MODEL="$tmp/m4096"
  expect "5 launches of reordered versions (2 with every layout already on the device), 0 of originals instead; 5 device transposes" "model: yes"
  run GPUOPT_REORDER_MODEL="$tmp/m65536"
  expect "0 launches of reordered versions" "model: no"
else bad "reorder_region: $(head -3 "$tmp/err")"; fi
# launches other than a 1-D grid, and arrays a loop only writes (tests/wang/reorder_grid.c): the
# outputs with the reordered versions always and never run equal clang -fopenmp's; (a) fill writes B
# in full and reads none of it: no copy-in at all, the reordered copy only allocated, one transpose
# (back); (b) tcopy's nested 2-D grid stores A transposed, tadd_inter's interchanged 2-D grid B;
# conflict: a nested 2-D row scale that reads A as stored between two 1-D row sums that read it
# transposed: one transpose, the layout kept beside the plain copy; the cost estimate's choice
gsrc="$root/tests/wang/reorder_grid.c"
if "$clang" -fopenmp -ffp-contract=off -O1 "$gsrc" -o "$tmp/gref" 2>/dev/null &&
   "$gpuopt" offload "$gsrc" -fopenmp -O --report -o "$tmp/gp" -- -ffp-contract=off > "$tmp/grep.txt" 2>"$tmp/err"; then
  grun() { part=$1; shift; "$tmp/gref" $part > "$tmp/gref.txt"
           env "$@" GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/gp" $part > "$tmp/out.txt" 2> "$tmp/stats"
           if cmp -s "$tmp/gref.txt" "$tmp/out.txt"; then ok; else bad "reorder_grid $part $*: output differs from clang -fopenmp"; fi; }
  gexp() { if grep -q "$1" "$tmp/stats"; then ok; else bad "reorder_grid $2: expected '$1': $(cat "$tmp/stats")"; fi; }
  grun "" GPUOPT_REORDER=never
  gexp "6 loops on the GPU, 0 on the CPU" "never"
  grun "" GPUOPT_REORDER=always
  gexp "6 loops on the GPU, 0 on the CPU" "always"
  gexp "5 launches of reordered versions (1 with every layout already on the device), 0 of originals instead; 4 device transposes" "always"
  grun fill GPUOPT_REORDER=always
  gexp "host->device 0 transfers 0 bytes; device->host 1 transfers 30044 bytes" "fill: no copy-in"
  gexp "1 launches of reordered versions (0 with every layout already on the device), 0 of originals instead; 1 device transposes, 30044 bytes; 1 layouts of arrays written in full" "fill: the layout only allocated"
  grun tcopy GPUOPT_REORDER=always
  gexp "1 launches of reordered versions (0 with every layout already on the device), 0 of originals instead; 1 device transposes, 30044 bytes" "tcopy (nested 2-D)"
  grun tadd GPUOPT_REORDER=always
  gexp "1 launches of reordered versions (0 with every layout already on the device), 0 of originals instead; 1 device transposes, 8100 bytes" "tadd_inter (interchanged 2-D)"
  grun conflict GPUOPT_REORDER=always
  gexp "2 launches of reordered versions (1 with every layout already on the device), 0 of originals instead; 1 device transposes, 30044 bytes" "conflict"
  grun "conflict 512 512" GPUOPT_OFFLOAD_VERBOSE=1
  gexp "conflict:[0-9]* (__gpuopt_omp_k5): the reordered version: cost estimate: 229376 sectors saved > 0 moved" "conflict 512 x 512, auto"
  gexp "2 launches of reordered versions (1 with every layout already on the device), 0 of originals instead; 1 device transposes, 1048576 bytes" "conflict 512 x 512, auto"
  c=$(grep -c "index reordering (Wang 4.1): [AB] \[col\]\[row\]" "$tmp/grep.txt")
  if [ "$c" = 5 ] && grep -q "B \[col\]\[row\] (was \[row\]\[col\]), 1 accesses (stores only)" "$tmp/grep.txt"; then ok
  else bad "reorder_grid: index-reorder should fire on 5 kernels (fill's B stores only): $(grep "index reordering" "$tmp/grep.txt")"; fi
  # the interpreter's sectors per warp request, the original and the reordered version, in the
  # runtime's launch shapes: fill's stores (1-D, 224 threads), tcopy's loads (nested: blocks 64 x 4,
  # grid 1 x 51), tadd_inter's loads (interchanged: blocks 64 x 4, grid 1 x 12)
  if "$gpuopt" offload "$gsrc" -fopenmp -O -o "$tmp/gd.ll" -- -ffp-contract=off 2>/dev/null; then
    gsec() { k=$1 w=$2 p=$3; shift 3
             "$gpuopt" run --emulate --sectors -p "$p" --kernel "$k" "$@" "$tmp/gd.device.ll" 2>&1 |
               sed -n "s/^sectors: .*$w [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request).*/\1/p"; }
    chk() { if [ -n "$3" ] && [ -n "$4" ] && awk -v b="$3" -v a="$4" -v lo="$5" -v hi="$6" 'BEGIN { exit !(b >= lo && a <= hi) }'; then ok
            else bad "$1: sectors per $2 request $3 before, $4 after (expected >= $5 before, <= $6 after)"; fi; }
    fa="--grid 1 --block 224 --arg i32:203 --arg i32:37 --arg f32[7511]:zero --arg i64:0"
    chk "fill" store "$(gsec __gpuopt_omp_k0 stores gpucc $fa)" "$(gsec __gpuopt_omp_k0_ro stores gpucc,index-reorder $fa --arg i64:203)" 16 5
    ta="--grid 1,51 --block 64,4 --arg i32:203 --arg i32:37 --arg f32[7511]:zero --arg i64:0 --arg f32[7511]:rand:1 --arg i64:0"
    chk "tcopy" load "$(gsec __gpuopt_omp_k1 loads gpucc $ta)" "$(gsec __gpuopt_omp_k1_ro loads gpucc,index-reorder $ta --arg i64:37)" 10 4
    aa="--grid 1,12 --block 64,4 --arg i32:45 --arg f32[2025]:zero --arg i64:0 --arg f32[2025]:rand:1 --arg i64:0 --arg f32[2025]:rand:2 --arg i64:0"
    chk "tadd_inter" load "$(gsec __gpuopt_omp_k2 loads gpucc $aa)" "$(gsec __gpuopt_omp_k2_ro loads gpucc,index-reorder $aa --arg i64:45)" 8 5
  else bad "reorder_grid: offload -o gd.ll failed"; fi
else bad "reorder_grid: $(head -3 "$tmp/err")"; fi
# after loop interchange in sequential C (tests/wang/reorder_seq.c): the interchanged recurrence's
# kernel (k1: i the launch's dimension, k unrolled by clang: shl/or indices, constant offsets, a latch
# testing k itself) gets a reordered version for R and S; outputs equal clang's with it always and
# never run (100 and 33 rows); sectors per request of its loads and stores before/after
ssrc="$root/tests/wang/reorder_seq.c"
if "$clang" -ffp-contract=off -O1 "$ssrc" -o "$tmp/sref" 2>/dev/null &&
   "$gpuopt" offload "$ssrc" -O --report -o "$tmp/sp" -- -ffp-contract=off > "$tmp/srep.txt" 2>"$tmp/err"; then
  for rows in 100 33; do
    "$tmp/sref" $rows > "$tmp/sref.txt"
    for mode in always never; do
      GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/sp" $rows > "$tmp/out.txt" 2> "$tmp/stats"
      if cmp -s "$tmp/sref.txt" "$tmp/out.txt"; then ok; else bad "reorder_seq $rows, $mode: output differs from clang's"; fi
      n=$([ $mode = always ] && echo 1 || echo 0)
      if grep -q "index reordering: $n launches of reordered versions" "$tmp/stats"; then ok; else bad "reorder_seq $rows, $mode: $(cat "$tmp/stats")"; fi
    done
  done
  if grep -q "rewrites (Wang 4.1): index-reorder,loop-interchange" "$tmp/srep.txt" &&
     grep -q "index reordering (Wang 4.1): R \[col\]\[row\] (was \[row\]\[col\]), 5 accesses; S \[col\]\[row\] (was \[row\]\[col\]), 3 accesses" "$tmp/srep.txt" ||
     grep -q "index reordering (Wang 4.1): R \[col\]\[row\] (was \[row\]\[col\]), 9 accesses; S \[col\]\[row\] (was \[row\]\[col\]), 7 accesses" "$tmp/srep.txt"; then ok
  else bad "reorder_seq: index-reorder should fire on the interchanged kernel (R and S): $(grep -i "reorder\|^loop" "$tmp/srep.txt")"; fi
  if "$gpuopt" offload "$ssrc" -O -o "$tmp/sd.ll" -- -ffp-contract=off 2>/dev/null; then
    sa="--grid 1 --block 128 --arg i64:100 --arg i32:100 --arg f32[6400]:rand:1 --arg i64:0 --arg f32[6400]:rand:2 --arg i64:0"
    ssec() { "$gpuopt" run --emulate --sectors -p "$1" --kernel "$2" $sa $3 "$tmp/sd.device.ll" 2>&1 |
             sed -n "s/^sectors: loads [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request); stores [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request).*/\1 \2/p"; }
    b=$(ssec gpucc __gpuopt_omp_k1 ""); a=$(ssec gpucc,index-reorder __gpuopt_omp_k1_ro "--arg i64:100 --arg i64:100")
    if [ -n "$b" ] && [ -n "$a" ] && echo "$b $a" | awk '{ exit !($1 >= 16 && $2 >= 16 && $3 <= 5 && $4 <= 5) }'; then ok
    else bad "reorder_seq: sectors per load/store request '$b' before, '$a' after (expected >= 16, <= 5)"; fi
  else bad "reorder_seq: offload -o sd.ll failed"; fi
else bad "reorder_seq: $(head -3 "$tmp/err")"; fi
# arrays indexed by multi-index getelementptrs (tests/wang/reorder_2d.c: C's T A[N][M] globals,
# T (*A)[M] parameters, main's local 2-D array, a 3-D global declined): with -fopenmp and as
# sequential C, outputs equal clang's with the reordered versions always and never run; the report
# names the arrays stored transposed; sectors per request before/after of the row sums (a global
# float G[N][M], a double (*A)[M]) and the transpose-add's B
dsrc="$root/tests/wang/reorder_2d.c"
if "$clang" -fopenmp -ffp-contract=off -O1 "$dsrc" -o "$tmp/dref" 2>/dev/null && "$tmp/dref" > "$tmp/dref.txt" &&
   "$gpuopt" offload "$dsrc" -fopenmp -O --report -o "$tmp/dp" -- -ffp-contract=off > "$tmp/drep.txt" 2>"$tmp/err"; then
  for mode in always never; do
    GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/dp" > "$tmp/out.txt" 2> "$tmp/stats"
    if cmp -s "$tmp/dref.txt" "$tmp/out.txt"; then ok; else bad "reorder_2d $mode: output differs from clang -fopenmp"; fi
    # rowsum_n's second call (m = M + 4) fails the layout's run-time guard (m <= M): the original
    w=$([ $mode = always ] && echo "6 launches of reordered versions (0 with every layout already on the device), 1 of originals instead; 7 device transposes, 218408 bytes; 1 layouts of arrays written in full" ||
        echo "0 launches of reordered versions (0 with every layout already on the device), 7 of originals instead; 0 device transposes")
    if grep -q "8 loops on the GPU, 0 on the CPU" "$tmp/stats" && grep -q "$w" "$tmp/stats"; then ok; else bad "reorder_2d $mode: expected '$w': $(cat "$tmp/stats")"; fi
  done
  c=0
  for a in "G \[col\]\[row\] (was \[row\]\[col\]), 1 accesses; coalesced" "A \[col\]\[row\] (was \[row\]\[col\]), 1 accesses; coalesced 0.500 -> 1.000" \
           "B \[col\]\[row\] (was \[row\]\[col\]), 1 accesses; coalesced 0.667 -> 1.000" "W \[col\]\[row\] (was \[row\]\[col\]), 1 accesses (stores only); coalesced 0.000 -> 1.000" \
           "L \[col\]\[row\] (was \[row\]\[col\]), 2 accesses; coalesced 0.333 -> 1.000" "not applied (Wang 4.1): V: no gain" \
           "A \[col\]\[row\] (was \[row\]\[col\]), 1 accesses, where parameter 0 <= 37 (checked at launch)"; do
    grep -q "$a" "$tmp/drep.txt" && c=$((c + 1))
  done
  if [ $c = 7 ]; then ok; else bad "reorder_2d: the report should name G, A, B, W, L, rowsum_n's A (guarded) stored transposed and V declined: $(grep "index reordering" "$tmp/drep.txt")"; fi
  if "$gpuopt" offload "$dsrc" -fopenmp -O -o "$tmp/dd.ll" -- -ffp-contract=off 2>/dev/null; then
    dsec() { k=$1 p=$2; shift 2
             "$gpuopt" run --emulate --sectors -p "$p" --kernel "$k" "$@" "$tmp/dd.device.ll" 2>&1 |
               sed -n "s/^sectors: loads [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request).*/\1/p"; }
    chk2() { if [ -n "$2" ] && [ -n "$3" ] && awk -v b="$2" -v a="$3" -v lo="$4" -v hi="$5" 'BEGIN { exit !(b >= lo && a <= hi) }'; then ok
             else bad "reorder_2d $1: sectors per load request $2 before, $3 after (expected >= $4 before, <= $5 after)"; fi; }
    x="--grid 1 --block 224 --arg f32[7511]:rand:1 --arg i64:0 --arg f32[203]:zero --arg i64:0"
    chk2 "rowsum_g (G global)" "$(dsec __gpuopt_omp_k0 gpucc $x)" "$(dsec __gpuopt_omp_k0_ro gpucc,index-reorder $x --arg i64:203)" 28 5
    x="--grid 1 --block 224 --arg f64[7511]:rand:1 --arg i64:0 --arg f64[203]:zero --arg i64:0"
    chk2 "rowsum_p (double (*A)[M])" "$(dsec __gpuopt_omp_k1 gpucc $x)" "$(dsec __gpuopt_omp_k1_ro gpucc,index-reorder $x --arg i64:203)" 28 8
    x="--grid 1,12 --block 64,4 --arg f32[2025]:zero --arg i64:0 --arg f32[2025]:rand:1 --arg i64:0 --arg f32[2025]:rand:2 --arg i64:0"
    chk2 "tadd (B[j][i])" "$(dsec __gpuopt_omp_k2 gpucc $x)" "$(dsec __gpuopt_omp_k2_ro gpucc,index-reorder $x --arg i64:45)" 8 5
  else bad "reorder_2d: offload -o dd.ll failed"; fi
  # sequential C: the loops proved parallel (G, A, W and L reordered; B's row bound is the trip count's)
  if "$gpuopt" offload "$dsrc" -O -o "$tmp/ds" -- -ffp-contract=off 2>"$tmp/err"; then
    for mode in always never; do
      GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/ds" > "$tmp/out.txt" 2> "$tmp/stats"
      if cmp -s "$tmp/dref.txt" "$tmp/out.txt"; then ok; else bad "reorder_2d sequential $mode: output differs from clang's"; fi
      n=$([ $mode = always ] && echo 4 || echo 0)
      if grep -q "index reordering: $n launches of reordered versions" "$tmp/stats"; then ok; else bad "reorder_2d sequential $mode: $(cat "$tmp/stats")"; fi
    done
  else bad "reorder_2d sequential: $(head -3 "$tmp/err")"; fi
else bad "reorder_2d: $(head -3 "$tmp/err")"; fi
# clang's runtime-unrolled loops (tests/wang/reorder_unroll.c at -O2 and -O3: the j loops unrolled by
# 2 or 4 beside a twin counter, the index sum a plain add, the remainder one copy or a loop counted to
# m mod k): all four row loops (and their copies in main) get a reordered version; outputs equal
# clang -O1's with every reordered version run and with none, at 150 x 37 (a remainder), 64 x 8
# (none) and 33 x 1 (the main loop skipped)
usrc="$root/tests/wang/reorder_unroll.c"
if "$clang" -fopenmp -ffp-contract=off -O1 "$usrc" -o "$tmp/uref" 2>/dev/null; then
  for O in 2 3; do
    if "$clang" -fopenmp -ffp-contract=off -O$O -g0 -w -S -emit-llvm "$usrc" -o "$tmp/u$O.ll" &&
       "$gpuopt" offload "$tmp/u$O.ll" -fopenmp --report -o "$tmp/up$O" -- -ffp-contract=off > "$tmp/urep.txt" 2>"$tmp/err"; then
      n=$(grep -c "rewrites (Wang 4.1): index-reorder" "$tmp/urep.txt")
      if [ "$n" = 8 ]; then ok; else bad "reorder_unroll -O$O: index-reorder should fire on 8 kernels, fired on $n: $(grep "index reordering" "$tmp/urep.txt")"; fi
      for nm in "150 37" "64 8" "33 1"; do
        "$tmp/uref" $nm > "$tmp/uref.txt"
        for mode in always never; do
          GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/up$O" $nm > "$tmp/out.txt" 2> "$tmp/stats"
          w=$([ $mode = always ] && echo 4 || echo 0)
          if cmp -s "$tmp/uref.txt" "$tmp/out.txt" && grep -q "index reordering: $w launches of reordered versions" "$tmp/stats"; then ok
          else bad "reorder_unroll -O$O $nm $mode: output $(cmp -s "$tmp/uref.txt" "$tmp/out.txt" && echo equals || echo differs from) clang's; $(grep "index reordering" "$tmp/stats")"; fi
        done
      done
    else bad "reorder_unroll -O$O: $(head -3 "$tmp/err")"; fi
  done
else bad "reorder_unroll: clang -fopenmp cannot build the reference"; fi
# memset idioms (tests/wang/reorder_idiom.c, built by clang -O1 to IR first as the PolyBench runs
# are): gpuopt offload rebuilds clang's memsets as loops storing i32 0 through `gep i8, base, 4*i`,
# a 1-D access of 4-byte elements that index-reorder must leave alone (it once read 4*i as rows of
# four 1-byte elements: the reordered version's stores were misaligned on the H100); the row sums
# over A[i][k] beside them are still reordered; outputs equal clang's, reordered versions always run
isrc="$root/tests/wang/reorder_idiom.c"
if "$clang" -fopenmp -ffp-contract=off -O1 "$isrc" -o "$tmp/iref" 2>/dev/null && "$tmp/iref" > "$tmp/iref.txt" &&
   "$clang" -fopenmp -ffp-contract=off -O1 -g0 -w -S -emit-llvm "$isrc" -o "$tmp/i.ll" 2>"$tmp/err" &&
   "$gpuopt" offload "$tmp/i.ll" -fopenmp -O --report -o "$tmp/ip" > "$tmp/irep.txt" 2>"$tmp/err"; then
  for mode in always never; do
    GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/ip" > "$tmp/out.txt" 2> "$tmp/stats"
    if cmp -s "$tmp/iref.txt" "$tmp/out.txt"; then ok; else bad "reorder_idiom $mode: output differs from clang -fopenmp: $(head -3 "$tmp/stats")"; fi
    n=$([ $mode = always ] && echo 1 || echo 0)
    if grep -q "3 loops on the GPU, 0 on the CPU" "$tmp/stats" && grep -q "index reordering: $n launches of reordered versions" "$tmp/stats"; then ok
    else bad "reorder_idiom $mode: $(cat "$tmp/stats")"; fi
  done
  # per loop of the report: the rebuilt idioms (>= 2) none reordered; the row sums (and main's inlined copy) reordered
  c=$(awk '/^loop / { kind = ($0 ~ /rowsum/) ? "rowsum" : "other" }
           /memset\/memcpy of, rebuilt/ { kind = "idiom"; id++ }
           /index reordering \(Wang 4.1\): .*\[col\]\[row\]/ { if (kind == "idiom") ri++; else if (kind == "rowsum") rs++ }
           END { print id + 0, ri + 0, rs + 0 }' "$tmp/irep.txt")
  if echo "$c" | awk '{ exit !($1 >= 2 && $2 == 0 && $3 >= 1) }'; then ok; else bad "reorder_idiom: rebuilt idioms, of them reordered, row sums reordered: $c (expected >= 2, 0, >= 1): $(grep "^loop\|rebuilt\|index reordering" "$tmp/irep.txt")"; fi
else bad "reorder_idiom: $(head -3 "$tmp/err")"; fi
# row loops that clang vectorises (tests/wang/reorder_vec.c at -O2: `load`/`store <4 x float>` and
# <2 x double> of consecutive columns behind run-time overlap checks, a runtime-unrolled scalar tail
# with its remainder first) and rows addressed through a row pointer (tests/wang/reorder_rowptr.c at
# -O1: `gep (gep A, i*m), k`): every row loop (and its copy inlined into main) gets a reordered
# version, whose vector accesses are split into one scalar access per lane; outputs equal clang
# -O1's with every reordered version run and with none (150 x 37: a tail; 64 x 8: none; 33 x 1: the
# vector body skipped; 17 x 13); the interpreter's sectors per request fall
vrun() { # name program ref launches sizes...
  nm=$1 p=$2 r=$3 w=$4; shift 4
  for sz in "$@"; do
    "$r" $sz > "$tmp/vref.txt"
    for mode in always never; do
      GPUOPT_REORDER=$mode GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$p" $sz > "$tmp/out.txt" 2> "$tmp/stats"
      n=$([ $mode = always ] && echo "$w" || echo 0)
      if cmp -s "$tmp/vref.txt" "$tmp/out.txt" && grep -q "index reordering: $n launches of reordered versions" "$tmp/stats"; then ok
      else bad "$nm $sz $mode: output $(cmp -s "$tmp/vref.txt" "$tmp/out.txt" && echo equals || echo differs from) clang's; $(grep "index reordering" "$tmp/stats")"; fi
    done
  done; }
vsec() { # kernel pass-extra IR launch...: "loads/request stores/request"
  k=$1 x=$2 ir=$3; shift 3
  "$gpuopt" run --emulate --sectors -p "$([ -n "$x" ] && echo gpucc,index-reorder || echo gpucc)" --kernel "$k" "$@" $x "$ir" 2>&1 |
    sed -n "s/^sectors: loads [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request); stores [0-9]* requests, [0-9]* sectors (\([0-9.]*\) per request).*/\1 \2/p"; }
vchk() { # what before after: loads and stores (0.00: none) must fall from >= lo to <= hi
  if [ -n "$2" ] && [ -n "$3" ] && echo "$2 $3" | awk -v lo="$4" -v hi="$5" '{ for (i = 1; i <= 2; i++) if ($i != "0.00" && !($i >= lo && $(i + 2) <= hi)) exit 1 }'; then ok
  else bad "$1: sectors per load/store request '$2' before, '$3' after (expected >= $4 before, <= $5 after)"; fi; }
vsrc="$root/tests/wang/reorder_vec.c"
if "$clang" -fopenmp -ffp-contract=off -O1 "$vsrc" -o "$tmp/vref" 2>/dev/null &&
   "$clang" -fopenmp -ffp-contract=off -O2 -g0 -w -S -emit-llvm "$vsrc" -o "$tmp/v2.ll" &&
   "$gpuopt" offload "$tmp/v2.ll" -fopenmp --report -o "$tmp/vp" -- -ffp-contract=off > "$tmp/vrep.txt" 2>"$tmp/err" &&
   "$gpuopt" offload "$tmp/v2.ll" -fopenmp -o "$tmp/vd.ll" -- -ffp-contract=off 2>"$tmp/err"; then
  if grep -q "<4 x float>" "$tmp/vd.device.ll" && grep -q "<2 x double>" "$tmp/vd.device.ll"; then ok; else bad "reorder_vec -O2: clang did not vectorise the row loops"; fi
  n=$(grep -c "rewrites (Wang 4.1): index-reorder" "$tmp/vrep.txt")
  if [ "$n" = 12 ]; then ok; else bad "reorder_vec -O2: index-reorder should fire on 12 kernels, fired on $n: $(grep "index reordering" "$tmp/vrep.txt")"; fi
  vrun "reorder_vec -O2" "$tmp/vp" "$tmp/vref" 6 "150 37" "64 8" "33 1" "17 13" "9 2"
  L="--grid 1 --block 160 --arg i32:150 --arg i32:37"
  a="$L --arg f32[5550]:zero --arg i64:0 --arg f32[5550]:rand:1 --arg i64:0 --arg f32[150]:rand:2 --arg i64:0"
  vchk "reorder_vec rowscale" "$(vsec __gpuopt_omp_k1 "" "$tmp/vd.device.ll" $a)" "$(vsec __gpuopt_omp_k1_ro "--arg i64:150 --arg i64:150" "$tmp/vd.device.ll" $a)" 24 5
  a="$L --arg f64[5550]:rand:1 --arg i64:0"
  vchk "reorder_vec rowinc" "$(vsec __gpuopt_omp_k2 "" "$tmp/vd.device.ll" $a)" "$(vsec __gpuopt_omp_k2_ro "--arg i64:150" "$tmp/vd.device.ll" $a)" 24 8
  a="--grid 1 --block 160 --arg i32:150 --arg f32[6000]:rand:1 --arg i64:0"
  vchk "reorder_vec rowfill2d" "$(vsec __gpuopt_omp_k3 "" "$tmp/vd.device.ll" $a)" "$(vsec __gpuopt_omp_k3_ro "--arg i64:150" "$tmp/vd.device.ll" $a)" 24 5
else bad "reorder_vec -O2: $(head -3 "$tmp/err")"; fi
psrc="$root/tests/wang/reorder_rowptr.c"
if "$clang" -fopenmp -ffp-contract=off -O1 "$psrc" -o "$tmp/pref" 2>/dev/null &&
   "$clang" -fopenmp -ffp-contract=off -O1 -g0 -w -S -emit-llvm "$psrc" -o "$tmp/p1.ll" &&
   "$gpuopt" offload "$tmp/p1.ll" -fopenmp --report -o "$tmp/pp" -- -ffp-contract=off > "$tmp/prep.txt" 2>"$tmp/err" &&
   "$gpuopt" offload "$tmp/p1.ll" -fopenmp -o "$tmp/pd.ll" -- -ffp-contract=off 2>"$tmp/err"; then
  n=$(grep -c "rewrites (Wang 4.1): index-reorder" "$tmp/prep.txt")
  if [ "$n" = 4 ]; then ok; else bad "reorder_rowptr -O1: index-reorder should fire on 4 kernels, fired on $n: $(grep "index reordering" "$tmp/prep.txt")"; fi
  vrun "reorder_rowptr -O1" "$tmp/pp" "$tmp/pref" 2 "150 37" "33 1"
  a="--grid 1 --block 160 --arg i32:150 --arg f32[150]:zero --arg i64:0 --arg i32:37 --arg f32[5550]:rand:1 --arg i64:0 --arg f32[37]:rand:2 --arg i64:0"
  b=$(vsec __gpuopt_omp_k0 "" "$tmp/pd.device.ll" $a); c=$(vsec __gpuopt_omp_k0_ro "--arg i64:150" "$tmp/pd.device.ll" $a)
  if [ -n "$b" ] && [ -n "$c" ] && echo "$b $c" | awk '{ exit !($1 >= 12 && $3 <= 3) }'; then ok
  else bad "reorder_rowptr rowdot: sectors per load request '$b' before, '$c' after (expected >= 12, <= 3)"; fi
  a="--grid 1 --block 160 --arg i32:150 --arg f32[5550]:rand:1 --arg i64:0 --arg i32:37 --arg f32[150]:rand:2 --arg i64:0"
  vchk "reorder_rowptr rowscan" "$(vsec __gpuopt_omp_k1 "" "$tmp/pd.device.ll" $a)" "$(vsec __gpuopt_omp_k1_ro "--arg i64:150" "$tmp/pd.device.ll" $a)" 16 5
else bad "reorder_rowptr -O1: $(head -3 "$tmp/err")"; fi
echo "$pass $fail 0" > "$results"
echo "reorder: $pass passed, $fail failed, 0 skipped"
[ "$fail" = 0 ]
