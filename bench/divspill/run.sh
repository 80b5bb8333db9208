#!/bin/sh
# bench/divspill/run.sh: ptxas -v spills and local memory, and SASS instruction counts
# (scripts/sass-count), before and after div-spill, side by side in one run, on register-heavy
# kernels: the corpus's unrolled tiled matrix products and stencils and its largest kernels, plus
# bench/divspill/*.cu (wider unrolled tiles). For each kernel and each cap of 16, 24, 32 and the
# kernel's natural register count minus 25%, the same cap is given to ptxas (--maxrregcount) and to
# div-spill (--max-registers). Prints a Markdown table (the body of bench/results/divspill.md).
# GPUOPT names the driver; PTXAS defaults to /usr/local/cuda/bin/ptxas; SM to sm_90.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
gpuopt=${GPUOPT:-$root/build/bin/gpuopt}
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
sm=${SM:-sm_90}
[ -x "$ptxas" ] || { echo "skipped: no ptxas at $ptxas"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
kernels="${KERNELS:-$root/tests/kernels/matmul_unrolled.ll $root/tests/kernels/matmul_tiled.ll $root/tests/kernels/stencil_unrolled.ll $root/tests/kernels/conv2d.ll $root/tests/kernels/smem_tiling.ll $root/tests/kernels/grid3d.ll $(ls "$root"/bench/divspill/*.ll 2>/dev/null)}"
# ptxas -v lines per kernel: "name regs stack spill_st spill_ld smem"
stats() {
  "$ptxas" -arch="$sm" -v --maxrregcount "$2" "$1" -o "$3" 2>&1 | awk '
    /Compiling entry function/ { n = $0; sub(/.*function .?/, "", n); sub(/.? for .*/, "", n) }
    /bytes stack frame/ { st = $1; ss = $5; sl = $9 }
    /Used [0-9]+ registers/ { r = $5; sm = 0; if (match($0, /[0-9]+ bytes smem/)) sm = substr($0, RSTART, RLENGTH); sub(/ bytes smem/, "", sm); print n, r, st, ss, sl, sm }'
}
# SASS instructions per kernel of a cubin assembled under the cap: the method of scripts/sass-count
# (.text.<kernel> size / 16 on sm_70+), applied to the capped cubin
sass() {
  readelf -SW "$1" 2>/dev/null | sed -n 's/.*\] \.text\.\([^ ]*\) *PROGBITS *[0-9a-f]* [0-9a-f]* \([0-9a-f]*\) .*/\1 \2/p' |
    while read -r name size; do echo "$name $((0x$size / 16))"; done
}
echo "| kernel | cap | regs before/after | stack B before/after | spill st+ld B before/after | smem B before/after | SASS before/after |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for ll in $kernels; do
  base=$(basename "$ll" .ll)
  "$gpuopt" ptx --sm "$sm" -o "$tmp/a.ptx" "$ll" 2>/dev/null || continue
  # the natural register count of each kernel (no cap)
  "$ptxas" -arch="$sm" -v "$tmp/a.ptx" -o "$tmp/a.cubin" 2>&1 | awk '/Compiling entry function/ { n = $0; sub(/.*function .?/, "", n); sub(/.? for .*/, "", n) } /Used [0-9]+ registers/ { print n, $5 }' > "$tmp/natural"
  caps=$(awk '{ c = int($2 * 3 / 4); print c }' "$tmp/natural" | sort -un | tr '\n' ' ')
  for cap in $(printf "%s\n" 16 24 32 $caps | sort -un); do
    [ "$cap" -ge 1 ] || continue
    "$gpuopt" opt -p div-spill --max-registers "$cap" "$ll" -o "$tmp/b.ll" 2>/dev/null || continue
    "$gpuopt" ptx --sm "$sm" -o "$tmp/b.ptx" "$tmp/b.ll" 2>/dev/null || continue
    stats "$tmp/a.ptx" "$cap" "$tmp/a.cubin" > "$tmp/sa"
    stats "$tmp/b.ptx" "$cap" "$tmp/b.cubin" > "$tmp/sb"
    sa=$(sass "$tmp/a.cubin"); sb=$(sass "$tmp/b.cubin")
    while read -r n r st ss sl smem; do
      grep -q "^$n " "$tmp/natural" || continue
      nat=$(awk -v n="$n" '$1 == n { print $2 }' "$tmp/natural")
      # natural-25% caps only for the kernel they came from; 16/24/32 for every kernel
      case " 16 24 32 " in *" $cap "*) ;; *) [ "$cap" = "$(( nat * 3 / 4 ))" ] || continue ;; esac
      set -- $(awk -v n="$n" '$1 == n { print $2, $3, $4, $5, $6 }' "$tmp/sb")
      ca=$(printf '%s\n' "$sa" | awk -v n="$n" '$1 == n { print $2 }'); cb=$(printf '%s\n' "$sb" | awk -v n="$n" '$1 == n { print $2 }')
      echo "| $base/$n | $cap$( [ "$cap" = "$(( nat * 3 / 4 ))" ] && echo " (natural $nat -25%)") | $r / $1 | $st / $2 | $((ss + sl)) / $(($3 + $4)) | $smem / $5 | ${ca:-?} / ${cb:-?} |"
    done < "$tmp/sa"
  done
done
