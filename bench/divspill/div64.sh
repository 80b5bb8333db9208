#!/bin/sh
# bench/divspill/div64.sh: how many registers ptxas' 64-bit division routine needs beyond its
# operands (the constant GPUOPT_REGP_DIV64 of src/analysis/regpressure.h). A hand-written PTX kernel
# keeps K values live across one 64-bit OP (loaded before it, all summed into its dividend; each
# combined with its result and stored after it); for each ptxas cap, the largest K that ptxas
# assembles without a stack frame is printed. The difference between mul.lo.s64 and a division,
# times the registers per value (1 for f32, 2 for u64), is what the division costs. BYPASS=1 wraps
# the division in llc's 32-bit fast path (or/and/setp/div.u32). PTXAS, SM (sm_90), CAPS (24 32 40 48).
set -u
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
sm=${SM:-sm_90}
[ -x "$ptxas" ] || { echo "skipped: no ptxas at $ptxas"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gen() { # K OP TYPE(f32|u64)
  k=$1; op=$2; t=$3
  if [ "$t" = f32 ]; then ld=ld.global.f32; acc='add.f32 %v0, %v0, %v$n;'; dec='.reg .f32 %v<200>;'; zero='mov.f32 %v0, 0f00000000;'
    tox='cvt.rzi.s64.f32 %rd6, %v0;'; fromr='cvt.rn.f32.s64 %v199, %rd8;'; use='mul.f32 %v$n, %v$n, %v199;'; st=st.global.f32
  else ld=ld.global.u64; acc='add.s64 %v0, %v0, %v$n;'; dec='.reg .b64 %v<200>;'; zero='mov.u64 %v0, 0;'
    tox='mov.u64 %rd6, %v0;'; fromr='mov.u64 %v199, %rd8;'; use='add.s64 %v$n, %v$n, %v199;'; st=st.global.u64; fi
  printf '.version 8.0\n.target %s\n.address_size 64\n.visible .entry k(.param .u64 pin, .param .u64 pout, .param .u64 pa, .param .u64 pb)\n{\n' "$sm"
  printf ' %s .reg .b64 %%rd<20>; .reg .b32 %%r<10>; .reg .pred %%p<4>;\n' "$dec"
  printf ' ld.param.u64 %%rd1, [pin]; ld.param.u64 %%rd2, [pout]; ld.param.u64 %%rd3, [pa]; ld.param.u64 %%rd4, [pb];\n'
  printf ' cvta.to.global.u64 %%rd1, %%rd1; cvta.to.global.u64 %%rd2, %%rd2; mov.u32 %%r1, %%tid.x; mul.wide.u32 %%rd5, %%r1, 4;\n'
  printf ' add.s64 %%rd1, %%rd1, %%rd5; add.s64 %%rd2, %%rd2, %%rd5; %s\n' "$zero"
  n=1; while [ "$n" -le "$k" ]; do echo " $ld %v$n, [%rd1+$((n * 4096))]; $(echo "$acc" | sed "s/\\\$n/$n/g")"; n=$((n + 1)); done
  printf ' %s add.s64 %%rd6, %%rd6, %%rd3; ld.global.u32 %%r2, [%%rd1]; cvt.u64.u32 %%rd7, %%r2; add.s64 %%rd7, %%rd7, %%rd4;\n' "$tox"
  if [ "${BYPASS:-0}" = 1 ] && [ "$op" != mul.lo.s64 ]; then
    printf ' or.b64 %%rd10, %%rd6, %%rd7; and.b64 %%rd11, %%rd10, -4294967296; setp.ne.s64 %%p1, %%rd11, 0; @%%p1 bra SLOW;\n'
    printf ' cvt.u32.u64 %%r3, %%rd7; cvt.u32.u64 %%r4, %%rd6; div.u32 %%r5, %%r4, %%r3; cvt.u64.u32 %%rd8, %%r5; bra.uni JOIN;\nSLOW:\n'
    printf ' %s %%rd8, %%rd6, %%rd7;\nJOIN:\n' "$op"
  else printf ' %s %%rd8, %%rd6, %%rd7;\n' "$op"; fi
  printf ' %s\n' "$fromr"
  n=1; while [ "$n" -le "$k" ]; do echo " $(echo "$use" | sed "s/\\\$n/$n/g") $st [%rd2+$((n * 4096))], %v$n;"; n=$((n + 1)); done
  printf ' ret;\n}\n'
}
echo "| values | cap | mul.lo.s64 | div.s64 | div.u64 | rem.s64 | rem.u64 | registers for div.s64 (mul - div) x size |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for t in f32 u64; do
  for cap in ${CAPS:-24 32 40 48}; do
    row="| $t | $cap |"; m=0; d=0
    for op in mul.lo.s64 div.s64 div.u64 rem.s64 rem.u64; do
      best=0; k=1
      while [ $k -le 64 ]; do
        gen $k $op $t > "$tmp/k.ptx"
        s=$("$ptxas" -arch="$sm" -v --maxrregcount "$cap" "$tmp/k.ptx" -o "$tmp/k.cubin" 2>&1 | awk '/stack frame/ { print $1 + $5 }')
        [ "$s" = 0 ] || break
        best=$k; k=$((k + 1))
      done
      row="$row $best |"
      [ $op = mul.lo.s64 ] && m=$best
      [ $op = div.s64 ] && d=$best
    done
    sz=1; [ $t = u64 ] && sz=2
    echo "$row $(((m - d) * sz)) |"
  done
done
