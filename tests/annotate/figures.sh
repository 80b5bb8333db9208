#!/bin/sh
# The paper's figures as tests (DawnCC §2-5): gpuopt annotate on tests/annotate/figures/*.c must
# produce the directives of Figs. 2, 5, 8(c) and 10(a) (with gpuopt's zero-trip-safe lengths).
#   figures.sh RESULTS GPUOPT
set -u
results=$1
gpuopt=$2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d /tmp/gpuopt-annfig-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
# has FILE TEXT: FILE contains the fixed string TEXT
has() { if grep -qF -- "$2" "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $(basename "$1") lacks: $2"; fi; }
hasnt() { if grep -qF -- "$2" "$1"; then fail=$((fail + 1)); echo "FAIL: $(basename "$1") has: $2"; else pass=$((pass + 1)); fi; }
# count FILE REGEX N: exactly N lines match
count() { n=$(grep -cE -- "$2" "$1"); if [ "$n" = "$3" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $(basename "$1"): $n lines match '$2', expected $3"; fi; }
# fn FILE NAME: the text of function NAME (from its header to the closing brace in column 1)
fn() { sed -n "/^void $2(/,/^}/p" "$1"; }
ann() { "$gpuopt" annotate "$@" || { fail=$((fail + 1)); echo "FAIL: gpuopt annotate $*"; }; }

# Fig. 2: saxpy_serial, OpenMP and OpenACC: the alias test guards both directives
ann --omp "$here/figures/fig2_saxpy.c" -o "$tmp/f2.c"
fn "$tmp/f2.c" saxpy_serial > "$tmp/f2s.c"
has "$tmp/f2s.c" "char x_y_alias_free = !(n >= 1) || (x >= y + n || y >= x + n);"
has "$tmp/f2s.c" "long long gpuopt_t0 = (n >= 1 ? n : 0);"
has "$tmp/f2s.c" "#pragma omp target data map(to: x[0:gpuopt_t0]) map(tofrom: y[0:gpuopt_t0]) if(x_y_alias_free)"
has "$tmp/f2s.c" "#pragma omp target teams distribute parallel for if(x_y_alias_free)"
ann --acc "$here/figures/fig2_saxpy.c" -o "$tmp/f2a.c"
fn "$tmp/f2a.c" saxpy_serial > "$tmp/f2as.c"
has "$tmp/f2as.c" "#pragma acc data pcopyin(x[0:gpuopt_t0]) pcopy(y[0:gpuopt_t0]) if(x_y_alias_free)"
has "$tmp/f2as.c" "#pragma acc kernels loop independent if(x_y_alias_free)"
ann --omp-cpu "$here/figures/fig2_saxpy.c" -o "$tmp/f2c.c"
fn "$tmp/f2c.c" saxpy_serial > "$tmp/f2cs.c"
has "$tmp/f2cs.c" "#pragma omp parallel for if(x_y_alias_free)"
hasnt "$tmp/f2cs.c" "map("

# Fig. 5: saxpy_3off: x[3:...], y[0:...], nothing copied when the loop does not run (n <= 3)
ann "$here/figures/fig5_saxpy_3off.c" -o "$tmp/f5.c"
fn "$tmp/f5.c" saxpy_3off > "$tmp/f5s.c"
has "$tmp/f5s.c" "char x_y_alias_free = !(n >= 4) || (x + 3 >= y + n - 3 || y >= x + n);"
has "$tmp/f5s.c" "long long gpuopt_t0 = (n >= 4 ? n - 3 : 0);"
has "$tmp/f5s.c" "map(to: x[3:gpuopt_t0]) map(tofrom: y[0:gpuopt_t0]) if(x_y_alias_free)"

# Fig. 8(c): corr: one data environment around both nests, A in, MEAN and STDEV in and out
ann "$here/figures/fig8_corr.c" -o "$tmp/f8.c"
fn "$tmp/f8.c" corr > "$tmp/f8s.c"
count "$tmp/f8s.c" "#pragma omp target data" 1
count "$tmp/f8s.c" "#pragma omp target teams distribute parallel for" 2
has "$tmp/f8s.c" "map(to: A[0:"
count "$tmp/f8s.c" "long long gpuopt_t[0-9]+ = \\(m >= 1 \\? m : 0\\);" 1
count "$tmp/f8s.c" "map\\(tofrom: MEAN\\[0:(gpuopt_t[0-9]+)\\]\\) map\\(tofrom: STDEV\\[0:gpuopt_t[0-9]+\\]\\)" 1
fn "$here/figures/fig8_corr.c" corr > "$tmp/f8o.c"
count "$tmp/f8s.c" "^ *[{}]$" $(($(grep -cE "^ *[{}]$" "$tmp/f8o.c") + 2))
ann --no-fuse "$here/figures/fig8_corr.c" -o "$tmp/f8n.c"
fn "$tmp/f8n.c" corr > "$tmp/f8ns.c"
count "$tmp/f8ns.c" "#pragma omp target data" 2

# Figs. 9/10: fdtd_2d: the outer loop is not parallel (the call), each inner loop gets its own
# partial copies; no environment across the if
ann --report "$here/figures/fig9_fdtd_2d.c" -o "$tmp/f9.c" > "$tmp/f9.report"
fn "$tmp/f9.c" fdtd_2d > "$tmp/f9s.c"
has "$tmp/f9.report" "fig9_fdtd_2d.c:15: fdtd_2d: loop not annotated: not parallel"
count "$tmp/f9s.c" "#pragma omp target data" 2
count "$tmp/f9s.c" "#pragma omp target teams distribute parallel for" 2
has "$tmp/f9s.c" "map(tofrom: X[gpuopt_t"
count "$tmp/f9s.c" "long long gpuopt_t[0-9]+ = \\(n >= 2 \\? n - 1 : 0\\);" 1
count "$tmp/f9s.c" "long long gpuopt_t[0-9]+ = \\(n >= 2 \\? n : 0\\);" 1
has "$tmp/f9s.c" "]) if(X_H_alias_free"
# Fig. 10(a): the loop under the if (whose guard `n > 0` simplifycfg folds into `if (c && n > 0)`)
# copies Y[i*n:n] and H[(i-1)*n:2*n] (nothing when n <= 0), in terms of i's value inside the outer
# loop; with the temporaries expanded:
expand() { # expand FILE LINE: LINE with every gpuopt_tN replaced by (its definition in FILE), repeatedly
  e=$2
  for _ in 1 2 3 4; do
    for t in $(echo "$e" | grep -oE 'gpuopt_t[0-9]+' | sort -u); do
      d=$(sed -n "s/^ *long long $t = \(.*\);$/\1/p" "$1" | head -1)
      d=$(printf '%s' "$d" | sed 's/[&/\]/\\&/g') # literal in a sed replacement
      [ -n "$d" ] && e=$(printf '%s' "$e" | sed "s/\b$t\b/($d)/g")
    done
  done
  printf '%s\n' "$e"
}
expand "$tmp/f9s.c" "$(grep -F 'map(tofrom: Y[' "$tmp/f9s.c")" > "$tmp/f9y"
has "$tmp/f9y" "#pragma omp target data map(tofrom: Y[((long long)n * i):((n >= 1 ? n : 0))]) map(to: H[(-n + ((long long)n * i)):((n >= 1 ? 2 * n : 0))]) if(Y_H_alias_free)"
expand "$tmp/f9s.c" "$(grep -F 'char Y_H_alias_free' "$tmp/f9s.c")" > "$tmp/f9ya"
has "$tmp/f9ya" "char Y_H_alias_free = !(n >= 1) || (Y + ((long long)n * i) >= H + (n + ((long long)n * i)) || H + ((-n + ((long long)n * i))) >= Y + (n + ((long long)n * i)));"
# the directives and their temporaries are inside the if, before the inner loop
sed -n '/if (shouldComputeY(i)) {/,/^    }/p' "$tmp/f9s.c" > "$tmp/f9if"
count "$tmp/f9if" "#pragma omp target (data|teams)" 2
# the facts behind it: the inner loop runs if n >= 1; the outer loop's view of Y is not exact (the
# if), so an environment around the outer loop could not copy Y out only
"$gpuopt" analyze --bounds "$here/figures/fig9_fdtd_2d.c" > "$tmp/f9b" 2>&1
has "$tmp/f9b" "loop at line 17 (depth 2, header .lr.ph): trip count max(0, n), runs if n >= 1; parallel"
# (the loop's own lines: the SESE regions listed after the loops repeat the outer loop's bounds)
sed '/^  region /,$d' "$tmp/f9b" > "$tmp/f9b-loops"
count "$tmp/f9b-loops" "^    Y\\[.*over-approximated, touched only if n >= 1 && m >= 2" 1
count "$tmp/f9b" "^  region lines 15-23 .*outermost loops at lines 15\$" 1
# the line after the outer for is still the if: nothing inserted between them
if grep -A1 -F "for (int i = 1; i < m; i++) {" "$tmp/f9s.c" | grep -qF "if (shouldComputeY(i)) {"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: something was inserted before the if of Fig. 9"; fi

# 3dconv (suite): 3-D linearised subscripts; the union of 18 reads of A is ordered under the trip
# facts of the nest and of the loops around each inner loop (nk >= 3 && nj >= 3), so A is bounded
# exactly (all of it) and the nest gets its directives
ann --report "$here/suite/3dconv.c" -o "$tmp/c3.c" > "$tmp/c3.report"
has "$tmp/c3.report" "3dconv.c:7: conv3d: loop annotated"
fn "$tmp/c3.c" conv3d > "$tmp/c3s.c"
expand "$tmp/c3s.c" "$(grep -F 'map(to: A[' "$tmp/c3s.c")" > "$tmp/c3m"
has "$tmp/c3m" "#pragma omp target data map(to: A[0:((nk >= 3 && nj >= 3 && ni >= 3 ? ((long long)ni * nj * nk) : 0))]) map(tofrom: B[(nk + ((long long)nj * nk) + 1):((nk >= 3 && nj >= 3 && ni >= 3 ? -2 * nk - 2 * ((long long)nj * nk) + ((long long)ni * nj * nk) - 2 : 0))]) if(A_B_alias_free)"
"$gpuopt" analyze --bounds "$here/suite/3dconv.c" > "$tmp/c3b" 2>&1
has "$tmp/c3b" "A[nj*nk*i + nk*j - nk - nj*nk .. max(nj*nk*i + nk*j - nk - nj*nk, 2*nk + nj*nk + nj*nk*i + nk*j - 1)] elements, read, 4-byte elements, exact, touched only if nk >= 3"
# gramschmidt (suite): a fused group whose hull cannot be printed before its first loop is split;
# the report still numbers the environments 1, 2, ... (it once printed internal numbers)
ann --report "$here/suite/gramschmidt.c" -o "$tmp/gs.c" > "$tmp/gs.report"
count "$tmp/gs.report" "data environment [0-9]{4,}" 0
count "$tmp/gs.report" "gramschmidt: loop annotated \\(data environment [123]\\)" 3
# more unordered ends than a min/max keeps: the loop is reported, the function's other loop annotated
ann --report "$here/bounds/many_ends.c" -o "$tmp/me.c" > "$tmp/me.report"
has "$tmp/me.report" "many_ends.c:6: many: loop not annotated: array bounds unknown: too many accesses whose ends cannot be ordered"
has "$tmp/me.report" "many_ends.c:8: many: loop annotated"

# Regressions (issue 19's offload runs): (a) a declaration between fused loops, used after them, stays
# outside the data environment's { }; (b) a loop that carries `#pragma omp parallel for` is left alone
# and nothing is inserted between a pragma and its loop. Both: every dialect's output compiles (clang
# -fopenmp; -fsyntax-only for OpenACC) and the OpenMP builds print what the original prints.
cc19=${CLANG19:-clang-19}
for r in decl_between pragma_loop row_pointer reannotate local_array; do
  src="$here/regress/$r.c"
  ann --report --omp "$src" -o "$tmp/$r.omp.c" > "$tmp/$r.report"
  ann --omp-cpu "$src" -o "$tmp/$r.cpu.c"
  ann --acc "$src" -o "$tmp/$r.acc.c"
  # every #pragma omp parallel for of the input is still directly followed by its loop
  for d in omp cpu acc; do
    if awk 'p && !/^[ \t]*for \(/ { bad = 1 } { p = /^[ \t]*#pragma omp parallel for/ } END { exit bad }' "$tmp/$r.$d.c"; then
      pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $r --$d: a line between a #pragma omp parallel for and its loop"; fi
  done
  if command -v "$cc19" > /dev/null 2>&1; then
    "$cc19" -w -O1 "$src" -o "$tmp/$r.ref" && "$tmp/$r.ref" > "$tmp/$r.ref.out"
    for d in omp cpu; do
      if "$cc19" -w -O1 -fopenmp "$tmp/$r.$d.c" -o "$tmp/$r.$d" 2> "$tmp/$r.$d.err" &&
         OMP_NUM_THREADS=2 "$tmp/$r.$d" > "$tmp/$r.$d.out" && cmp -s "$tmp/$r.ref.out" "$tmp/$r.$d.out"; then
        pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $r --$d output does not build or prints something else"; head -3 "$tmp/$r.$d.err"; fi
    done
    if "$cc19" -w -fsyntax-only "$tmp/$r.acc.c" 2> "$tmp/$r.acc.err"; then pass=$((pass + 1)); else
      fail=$((fail + 1)); echo "FAIL: $r --acc output does not compile"; head -3 "$tmp/$r.acc.err"; fi
  else
    echo "skipped: $r builds ($cc19 not found)"
  fi
done
# (a): the first three loops fused, the reduction after `long s = 0;` in an environment of its own
count "$tmp/decl_between.report" "main: loop annotated \(data environment 1\)" 3
count "$tmp/decl_between.report" "main: loop annotated \(data environment 2\)" 1
# (b): the two loops with a pragma are reported, the other two annotated
count "$tmp/pragma_loop.report" "loop not annotated: the loop already carries a #pragma" 2
count "$tmp/pragma_loop.report" "main: loop annotated" 2

# (c) a pointer to rows (float (*A)[W]) and a struct array read by field: bounds in elements, C
# sections and pointer sums in rows/structs. With data clauses (--omp): reported, not annotated (they
# were: A[0:240] rows, p[0:30] structs). --omp-cpu: annotated, the no-alias check in bytes through
# char * (it was A >= B + (elements): rows, always false), and its build prints what the original prints
has "$tmp/row_pointer.report" "row_pointer.c:13: scale: loop not annotated: array A: the C pointer points to objects of another size"
has "$tmp/row_pointer.report" "row_pointer.c:19: xs: loop not annotated: array p: the C pointer points to objects of another size"
has "$tmp/row_pointer.report" "row_pointer.c:27: main: loop annotated"
count "$tmp/row_pointer.omp.c" "(to|from|tofrom): p\\[" 0
has "$tmp/row_pointer.cpu.c" "(const char *)A >= (const char *)B + 4 * "
has "$tmp/row_pointer.cpu.c" "(const char *)p + 4 * "

# (e) a local 2-D array (double data[N][M]): its sections would count rows; reported under --omp,
# the flat array's loop annotated
has "$tmp/local_array.report" "local_array.c:13: main: loop not annotated: array data: the C pointer points to objects of another size"
has "$tmp/local_array.report" "local_array.c:15: main: loop annotated"
count "$tmp/local_array.omp.c" "#pragma omp.*[( ,]data\\[" 0
# (d) annotating annotate's output again: the new names are numbered past the old (no second gpuopt_t0,
# no second A_B_alias_free); the builds above compile and print the original's output
for d in omp cpu; do
  count "$tmp/reannotate.$d.c" "long long gpuopt_t0 " 1
  count "$tmp/reannotate.$d.c" "char A_B_alias_free " 1
done
has "$tmp/reannotate.report" "reannotate.c:15: shift: loop annotated"

echo "$pass passed, $fail failed, 0 skipped"
echo "$pass $fail 0" > "$results"   # the "passed failed skipped" numbers scripts/check-summary adds up
[ $fail = 0 ]
