#!/usr/bin/env python3
"""Instrument an OpenMP-annotated C file (gpuopt annotate --omp output) to count the bytes its data
directives move at run time: before each `#pragma omp target data` line, a statement adds, when the
directive's if() holds, len * sizeof(element) per map item (twice for tofrom) to an exact counter,
and the size of the whole allocation the array lies in (malloc is tracked) to a whole-array counter.
The totals are printed to stderr at exit: "GPUOPT_BYTES exact whole"."""
import re
import sys

HEADER = r'''#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static struct { uintptr_t p; size_t n; } gpuopt_allocs[4096];
static int gpuopt_nallocs;
static unsigned long long gpuopt_exact, gpuopt_whole;
static void gpuopt_report(void) { fprintf(stderr, "GPUOPT_BYTES %llu %llu\n", gpuopt_exact, gpuopt_whole); }
static void *gpuopt_tmalloc(size_t n) {
  void *p = malloc(n);
  if (!gpuopt_nallocs) atexit(gpuopt_report);
  if (p && gpuopt_nallocs < 4096) { gpuopt_allocs[gpuopt_nallocs].p = (uintptr_t)p; gpuopt_allocs[gpuopt_nallocs++].n = n; }
  return p;
}
static void gpuopt_count(int times, const void *base, long long lo, long long len, size_t elem) {
  (void)lo;
  if (len > 0) gpuopt_exact += (unsigned long long)times * (unsigned long long)len * elem;
  for (int i = 0; i < gpuopt_nallocs; i++)
    if ((uintptr_t)base >= gpuopt_allocs[i].p && (uintptr_t)base < gpuopt_allocs[i].p + gpuopt_allocs[i].n) {
      gpuopt_whole += (unsigned long long)times * gpuopt_allocs[i].n;
      return;
    }
}
#define malloc(n) gpuopt_tmalloc(n)
'''


def split_top(s, sep):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch in '([':
            depth += 1
        elif ch in ')]':
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    out.append(cur)
    return out


def clauses(text):
    """(name, argument) of each clause of a directive: map(to: x[a:b]) -> ('map', 'to: x[a:b]')."""
    res, i = [], 0
    while i < len(text):
        m = re.match(r'\s*(\w+)\(', text[i:])
        if not m:
            i += 1
            continue
        name = m.group(1)
        j = i + m.end()
        depth, k = 1, j
        while k < len(text) and depth:
            depth += {'(': 1, ')': -1}.get(text[k], 0)
            k += 1
        res.append((name, text[j:k - 1]))
        i = k
    return res


def main():
    src = open(sys.argv[1]).read().split('\n')
    out = [HEADER]
    for line in src:
        m = re.match(r'^(\s*)#pragma omp target data (.*)$', line)
        if m:
            ind, rest = m.group(1), m.group(2)
            cond, items = '1', []
            for name, arg in clauses(rest):
                if name == 'if':
                    cond = arg
                elif name == 'map':
                    d, sec = arg.split(':', 1)
                    for it in split_top(sec, ','):
                        it = it.strip()
                        a = it.index('[')
                        arr, inner = it[:a], it[a + 1:-1]
                        lo, ln = split_top(inner, ':')
                        items.append((d.strip(), arr, lo, ln))
            stmts = ' '.join('gpuopt_count(%d, %s, (long long)(%s), (long long)(%s), sizeof *(%s));' %
                             (2 if d == 'tofrom' else 1, arr, lo, ln, arr) for d, arr, lo, ln in items)
            out.append('%sif (%s) { %s }' % (ind, cond, stmts))
        out.append(line)
    sys.stdout.write('\n'.join(out))


main()
