#!/usr/bin/env python3
"""ptx_stats.py PTX [PTXAS_V_LOG]: per .entry of a PTX file, the number of PTX instructions, of
64-bit integer address arithmetic (add/sub/mul/shl/mad on .s64/.u64/.b64, mul.wide), of loads and
stores, and of loads/stores whose address has a [reg+imm] offset; with the log of `ptxas -v`, the
registers each kernel uses. Prints one JSON object per kernel, one per line."""
import json
import re
import sys

ptx = open(sys.argv[1]).read()
regs = {}
if len(sys.argv) > 2:
    cur = None
    for line in open(sys.argv[2]):
        m = re.search(r"Compiling entry function '(\w+)'", line)
        if m:
            cur = m.group(1)
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            regs[cur] = int(m.group(1))
out = {}
cur = None
depth = 0
for line in ptx.splitlines():
    m = re.match(r"\s*\.(visible\s+)?\.entry\s+(\w+)", line)
    if m:
        cur = m.group(2)
        out[cur] = {"kernel": cur, "insts": 0, "addr64": 0, "mem": 0, "mem_imm": 0}
        continue
    if cur is None:
        continue
    s = line.strip()
    if s == "}" and depth <= 1:
        depth = 0
    if s.startswith("{"):
        depth += 1
    if not s or s.startswith(("//", ".", "{", "}", "$")) or s.endswith(":"):
        continue
    k = out[cur]
    op = s.split()[0] if not s.startswith("@") else s.split()[1]
    k["insts"] += 1
    if re.match(r"(add|sub|mul|shl|mad)\.(s64|u64|b64|lo\.s64|lo\.u64|wide)", op) or op.startswith("mul.wide") or op.startswith("mad.wide"):
        k["addr64"] += 1
    if re.match(r"(ld|st)\.(global|shared|local|const|param)?", op) and not op.startswith(("ld.param", "st.param")):
        k["mem"] += 1
        if re.search(r"\[[^\]]*\+-?\d+\]", s):
            k["mem_imm"] += 1
for k in out.values():
    k["regs"] = regs.get(k["kernel"])
    print(json.dumps(k))
