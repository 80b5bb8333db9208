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
# the line after the outer for is still the if: nothing inserted between them
if grep -A1 -F "for (int i = 1; i < m; i++) {" "$tmp/f9s.c" | grep -qF "if (shouldComputeY(i)) {"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: something was inserted before the if of Fig. 9"; fi

echo "$pass passed, $fail failed, 0 skipped"
echo "$pass $fail 0" > "$results"   # the "passed failed skipped" numbers scripts/check-summary adds up
[ $fail = 0 ]
