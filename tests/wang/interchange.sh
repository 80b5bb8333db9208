#!/bin/sh
# tests/wang/interchange.sh RESULTS GPUOPT CLANG: loop interchange (issue 20, Wang 4.1) end to end.
# tests/wang/interchange.c (sequential C: loops carrying a dependence around parallel loops) is built
# by clang (the reference) and by gpuopt offload with the rewrites (default `wang`, which
# interchanges such nests before offloading) and with `--rewrites none`; both must print what the
# reference prints on the SIMT interpreter. With the rewrite the rectangular nests (recur, and
# recur_alias behind its run-time no-overlap test) are one launch each instead of one per outer
# iteration (n - 1 = 36), and relax's 5 time steps one launch: 74 launches fewer; the call whose
# arrays overlap, the (<, >) nest `wave`, the triangular `tri` and Floyd-Warshall keep theirs. The
# report names loop-interchange on exactly those three kernels. Then the step on kernels
# (tests/wang/interchange.ll, from interchange.cu): outputs bit for bit equal with and without it on
# every launch line, where it fires, and the store requests that fall once reg-promote keeps
# colacc's accumulator in a register.
set -u
results=$1; gpuopt=$2; clang=${3:-clang-19}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
src="$root/tests/wang/interchange.c"
if ! "$clang" -ffp-contract=off -O1 "$src" -o "$tmp/ref" 2>"$tmp/err" || ! "$tmp/ref" > "$tmp/ref.txt"; then
  echo "0 0 1" > "$results"; echo "interchange: skipped (clang cannot build the reference: $(head -1 "$tmp/err"))"; exit 0
fi
for rw in wang none; do
  if "$gpuopt" offload "$src" -O -o "$tmp/p_$rw" --report --rewrites "$rw" -- -ffp-contract=off > "$tmp/rep_$rw" 2>"$tmp/err"; then
    GPUOPT_DEVICE=interp GPUOPT_OFFLOAD=always GPUOPT_OFFLOAD_STATS=1 "$tmp/p_$rw" > "$tmp/out.txt" 2> "$tmp/stats_$rw"
    if cmp -s "$tmp/ref.txt" "$tmp/out.txt"; then ok; else bad "--rewrites $rw: output differs from clang's build"; fi
  else bad "offload --rewrites $rw: $(head -3 "$tmp/err")"; fi
done
launches() { sed -n 's/.* \([0-9]*\) launches;.*/\1/p' "$tmp/stats_$1"; }
lw=$(launches wang); ln=$(launches none)
if [ -n "$lw" ] && [ -n "$ln" ] && [ $((ln - lw)) = 74 ]; then ok; else bad "launches with the interchange $lw, without $ln (expected 74 fewer: 2 x 35 + 4)"; fi
n=$(grep -c "rewrites (Wang 4.1): loop-interchange" "$tmp/rep_wang")
if [ "$n" = 3 ]; then ok; else bad "the report names loop-interchange on $n kernels (expected 3: recur, recur_alias, relax)"; fi
n=$(grep -c "loop-interchange" "$tmp/rep_none")
if [ "$n" = 0 ]; then ok; else bad "--rewrites none still interchanges"; fi
# the step on kernels (tests/wang/interchange.ll): every launch prints the same with and without
# it, on the front-end IR and after gpucc (where the offload pipeline runs it, in `wang`)
ir="$root/tests/wang/interchange.ll"
sums() { "$gpuopt" run --emulate --sectors -p "$1" $2 "$ir" 2>&1 | grep -E 'checksum|^sectors|^error|rror:'; }
grep '^// RUN-ARGS:' "$root/tests/wang/interchange.cu" | sed 's|^// RUN-ARGS: ||' > "$tmp/args"
while read -r args; do
  for pair in "verify loop-interchange" "gpucc,reg-promote,smem-prefetch,vector-loads gpucc,wang"; do
    set -- $pair
    sums "$1" "$args" | grep checksum > "$tmp/a"; sums "$2" "$args" | grep checksum > "$tmp/b"
    if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b"; then ok; else bad "$args: -p $1 and -p $2 differ"; fi
  done
done < "$tmp/args"
# where it fires: colacc only (shift has direction (<, >); rowacc is in the profitable order)
"$gpuopt" opt -p loop-interchange,verify "$ir" -o "$tmp/li.ll" 2>"$tmp/err" || bad "opt -p loop-interchange: $(head -2 "$tmp/err")"
for k in colacc shift rowacc; do
  a=$(sed -n "s/^define .*@$k(.*#\([0-9]*\) {/\1/p" "$tmp/li.ll")
  f=$(grep "^attributes #$a " "$tmp/li.ll" | grep -c '"gpuopt-rewrites"="[^"]*loop-interchange')
  want=0; [ $k = colacc ] && want=1
  if [ "$f" = "$want" ]; then ok; else bad "$k: loop-interchange fired $f, expected $want"; fi
done
# colacc's accumulator out[i*n+j] becomes invariant in the innermost loop: reg-promote keeps it in
# a register, the global store requests fall (1200 -> 100 on the first launch)
args=$(head -1 "$tmp/args")
st() { sums "$1" "$args" | sed -n 's/.*stores \([0-9]*\) requests.*/\1/p'; }
b=$(st gpucc,reg-promote,smem-prefetch,vector-loads); a=$(st gpucc,wang)
if [ -n "$a" ] && [ -n "$b" ] && [ "$a" -lt "$b" ]; then ok; else bad "colacc: store requests $b without, $a with loop-interchange (expected fewer)"; fi
# deeper and triangular nests (tests/wang/interchange3.ll, from interchange3.cu): every launch prints
# the same with the step on and off (bit for bit), and it fires exactly where it should: perm3c
# (3-deep, constant sizes) and perm3 (symbolic sizes: the dependence test separates the rows of
# (i*n+j)*n+k, dependence.c's below()) by two adjacent interchanges, trisum (a triangle) by one;
# skew3 by one (k past j; its dependence (<, =, >) forbids k past i), tridep (a dependence forbids
# it) by none
ir3="$root/tests/wang/interchange3.ll"
grep '^// RUN-ARGS:' "$root/tests/wang/interchange3.cu" | sed 's|^// RUN-ARGS: ||' > "$tmp/args3"
while read -r args; do
  "$gpuopt" run --emulate -p verify $args "$ir3" 2>&1 | grep -E 'checksum|rror' > "$tmp/a"
  "$gpuopt" run --emulate -p loop-interchange,verify $args "$ir3" 2>&1 | grep -E 'checksum|rror' > "$tmp/b"
  if grep -q checksum "$tmp/a" && ! grep -q rror "$tmp/a" && cmp -s "$tmp/a" "$tmp/b"; then ok; else bad "interchange3 $args: outputs differ"; fi
done < "$tmp/args3"
"$gpuopt" opt -p loop-interchange,verify "$ir3" -o "$tmp/li3.ll" 2>"$tmp/err" || bad "opt -p loop-interchange interchange3: $(head -2 "$tmp/err")"
for kw in perm3c:2 perm3:2 trisum:1 skew3:1 tridep:0; do
  k=${kw%:*}; want=${kw#*:}
  got=$(sed -n "/^define .*@$k(/,/^}/p" "$tmp/li3.ll" | grep -c '^li\.head[0-9]*:')
  if [ "$got" = "$want" ]; then ok; else bad "$k: $got interchanges, expected $want"; fi
done
echo "$pass $fail 0" > "$results"
echo "interchange: $pass passed, $fail failed, 0 skipped"
[ "$fail" = 0 ]
