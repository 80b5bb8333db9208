#!/usr/bin/env python3
# bench/wang/polybench-2d.py IN.c OUT.c (bench/results/reorder.md, "Multi-index arrays"):
# tests/annotate/suite's linearised PolyBench (float *A, A[i * w + j]) rewritten
# with C 2-D arrays: in each kernel function, an array parameter whose every access is A[E1 * w + E2]
# (one width w) becomes float (*A)[W] (W: w's value at the call in main), its accesses A[E1][E2];
# the kernel function static (inlined into main, as PolyBench's kernel_* are), the call passes (void *)A.
# A row index with a top-level + or - (3-D arrays: 3dconv) is left flat.
import re, sys
src = open(sys.argv[1]).read()

def matching(s, i, o, c):
    d = 0
    for k in range(i, len(s)):
        if s[k] == o: d += 1
        elif s[k] == c:
            d -= 1
            if d == 0: return k
    return -1

def split2d(e):
    d = 0
    for k, ch in enumerate(e):
        if ch in '([': d += 1
        elif ch in ')]': d -= 1
        elif ch == '+' and d == 0 and e[k-1] == ' ' and e[k+1] == ' ':
            L, R = e[:k-1], e[k+2:]
            m = re.match(r'^(.*) \* (\w+)$', L)
            e1 = m.group(1) if m else ''
            top = re.sub(r'\([^()]*\)', '', re.sub(r'\([^()]*\)', '', e1))
            if m and e1.count('(') == e1.count(')') and ' + ' not in top and ' - ' not in top:
                return m.group(1), m.group(2), R
    return None

# main's int constants
mainm = re.search(r'int main\(void\) \{', src)
consts = dict((a, int(b)) for a, b in re.findall(r'\b(\w+) = (\d+)\b', src[mainm.start():]))
out = src
for fm in re.finditer(r'^void (\w+)\(([^)]*)\) \{', src, re.M):
    name, params = fm.group(1), fm.group(2)
    body_start = fm.end() - 1
    body_end = matching(src, body_start, '{', '}')
    body = src[body_start:body_end + 1]
    plist = [p.strip() for p in params.split(',')]
    pnames = [re.findall(r'\w+', p)[-1] for p in plist]
    call = re.search(r'\b' + name + r'\(([^;]*)\);', src[mainm.start():])
    if not call: continue
    args = [a.strip() for a in call.group(1).split(',')]
    conv = {}
    for p, pn in zip(plist, pnames):
        if not re.match(r'^float \*\w+$', p): continue
        accs = [m.start() for m in re.finditer(r'\b' + pn + r'\[', body)]
        ws, ok = set(), bool(accs)
        for a in accs:
            e = body[a + len(pn) + 1:matching(body, a + len(pn), '[', ']')]
            r = split2d(e)
            if not r: ok = False; break
            ws.add(r[1])
        if not ok or len(ws) != 1: continue
        w = ws.pop()
        if w not in pnames: continue
        arg = args[pnames.index(w)]
        val = int(arg) if arg.isdigit() else consts.get(arg)
        if val: conv[pn] = val
    if not conv: continue
    nb = body
    for pn in conv:
        while True:
            found = False
            for m in re.finditer(r'\b' + pn + r'\[', nb):
                a = m.start(); z = matching(nb, a + len(pn), '[', ']')
                e = nb[a + len(pn) + 1:z]
                r = split2d(e)
                if r:
                    nb = nb[:a] + pn + '[' + r[0] + '][' + r[2] + ']' + nb[z + 1:]
                    found = True
                    break
            if not found: break
    np_ = ', '.join('float (*%s)[%d]' % (pn, conv[pn]) if pn in conv else p for p, pn in zip(plist, pnames))
    out = out.replace(fm.group(0) + body[1:], 'static void %s(%s) {' % (name, np_) + nb[1:], 1)
    newargs = ', '.join('(void *)' + a if pn in conv else a for a, pn in zip(args, pnames))
    out = out.replace(call.group(0), '%s(%s);' % (name, newargs), 1)
    sys.stderr.write('%s: %s\n' % (name, ', '.join('%s[][%d]' % kv for kv in conv.items())))
open(sys.argv[2], 'w').write(out)
