"""The option structs of the binding (issue 17): ctypes layouts equal to the C structs (a mismatch
would let the C side write past the Python object), divergence options v2 (range facts, launch
bounds, missing-fact report), context options v4 (min_registers) and the register-pressure query."""
import ctypes
import os
import shutil
import subprocess
import tempfile
import unittest

import gpuopt
from gpuopt import _lib
from gpuopt._lib import api

ROOT = os.environ.get("GPUOPT_ROOT", os.path.join(os.path.dirname(__file__), "..", "..", ".."))
HDR = 'target triple = "nvptx64-nvidia-cuda"\n'

# (ctypes struct, C type, C field names in order)
LAYOUTS = [
    (_lib.Options, "gpuopt_options", [n for n, _ in _lib.Options._fields_]),
    (_lib.DivergenceOptions, "gpuopt_divergence_options", [n for n, _ in _lib.DivergenceOptions._fields_]),
    (_lib.DivMissingFact, "gpuopt_div_missing_fact", [n for n, _ in _lib.DivMissingFact._fields_]),
    (_lib.RegPressure, "gpuopt_regpressure", [n for n, _ in _lib.RegPressure._fields_]),
    (_lib.InterpStats, "gpuopt_interp_stats", [n for n, _ in _lib.InterpStats._fields_]),
    (_lib.DivValue, "gpuopt_div_value", [n for n, _ in _lib.DivValue._fields_]),
    (_lib.DivAccess, "gpuopt_div_access", [n for n, _ in _lib.DivAccess._fields_]),
    (_lib.Launch, "gpuopt_launch", [n for n, _ in _lib.Launch._fields_]),
]


def c_layouts():
    """{C type: (sizeof, {field: offsetof})} from a C program built against include/gpuopt."""
    cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc") or shutil.which("clang")
    llvm_config = shutil.which(os.environ.get("LLVM_CONFIG", "llvm-config")) or shutil.which("llvm-config-19") \
        or "/usr/lib/llvm-19/bin/llvm-config"
    if not cc or not os.path.exists(llvm_config):
        return None
    inc = subprocess.run([llvm_config, "--includedir"], capture_output=True, text=True).stdout.strip()
    lines = ["#include <stdio.h>", "#include <stddef.h>", "#include <gpuopt/gpuopt.h>", "int main(void) {"]
    for _, ctype, fields in LAYOUTS:
        lines.append('  printf("%s %%zu\\n", sizeof(%s));' % (ctype, ctype))
        for f in fields:
            lines.append('  printf("%s.%s %%zu\\n", offsetof(%s, %s));' % (ctype, f, ctype, f))
    lines += ["  return 0;", "}"]
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "l.c"), os.path.join(d, "l")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        r = subprocess.run([cc, "-std=c11", "-I", os.path.join(ROOT, "include"), "-I", inc, "-o", exe, src],
                           capture_output=True, text=True)
        if r.returncode:
            raise AssertionError("layout probe did not compile:\n" + r.stderr)
        out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout
    vals = dict(l.rsplit(" ", 1) for l in out.splitlines())
    return {k: int(v) for k, v in vals.items()}


class TestLayouts(unittest.TestCase):
    def test_ctypes_layouts_match_the_c_structs(self):
        c = c_layouts()
        if c is None:
            self.skipTest("skipped: no C compiler or llvm-config to build the layout probe")
        for st, ctype, fields in LAYOUTS:
            self.assertEqual(ctypes.sizeof(st), c[ctype], "sizeof(%s)" % ctype)
            for f in fields:
                self.assertEqual(getattr(st, f).offset, c["%s.%s" % (ctype, f)], "offsetof(%s, %s)" % (ctype, f))

    def test_versions_are_the_headers(self):
        hdr = open(os.path.join(ROOT, "include/gpuopt/context.h")).read()
        self.assertIn("#define GPUOPT_OPTIONS_VERSION %d " % _lib.OPTIONS_VERSION, hdr)
        hdr = open(os.path.join(ROOT, "include/gpuopt/analysis.h")).read()
        self.assertIn("#define GPUOPT_DIVERGENCE_OPTIONS_VERSION %d " % _lib.DIVERGENCE_OPTIONS_VERSION, hdr)


# i = ctaid.x*ntid.x + tid.x in 32 bits without nsw, sign-extended (clang's CUDA index): within the
# hardware limits (gridDim.x up to 2^31-1) it can wrap, so the accesses are divergent unless a
# launch bound rules that out.
SAXPY = HDR + """
define void @saxpy(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %c, %d
  %i = add i32 %m, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %then, label %end
then:
  %w = sext i32 %i to i64
  %px = getelementptr float, ptr %x, i64 %w
  %vx = load float, ptr %px
  %ax = fmul float %vx, %a
  %py = getelementptr float, ptr %y, i64 %w
  %vy = load float, ptr %py
  %s = fadd float %ax, %vy
  store float %s, ptr %py
  br label %end
end:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @saxpy, !"kernel", i32 1}
"""

# 2*tid.x in i32: tid.x <= 1023 (its range), so only the range analysis proves it cannot wrap
TWICE = HDR + """
define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = mul i32 %t, 2
  %p = getelementptr i32, ptr %out, i32 %idx
  store i32 0, ptr %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"""


class TestDivergenceOptionsV2(unittest.TestCase):
    def patterns(self, d):
        return [a["pattern"] for a in d.accesses]

    def test_launch_bounds_and_missing_facts(self):
        with gpuopt.Context() as ctx, ctx.parse_ir(SAXPY) as m:
            f = m.function("saxpy")
            with ctx.divergence(f) as d:
                self.assertEqual(self.patterns(d), ["divergent"] * 3)
                self.assertEqual(d.missing_facts, [])  # not asked for
            with ctx.divergence(f, missing_facts=True) as d:
                mf = d.missing_facts
                self.assertEqual(len(mf), 3)
                for x in mf:
                    self.assertEqual((x["pattern"], x["stride"]), ("coalesced", 4))
                    self.assertIn("%i = add i32", x["inst"])
                    self.assertIn("<= 2147483647", x["fact"])
                self.assertIn("store float", mf[2]["access"])
            # the fact a front end knows: gridDim.x <= 65535 (and blockDim.x <= 1024 by hardware)
            with ctx.divergence(f, max_grid=65535) as d:
                self.assertEqual(self.patterns(d), ["coalesced"] * 3)
            with ctx.divergence(f, max_grid=(65535, 1, 1), max_block=(256,)) as d:
                self.assertEqual(self.patterns(d), ["coalesced"] * 3)
            # a grid bound too large to rule out the wrap proves nothing
            with ctx.divergence(f, max_grid=(1 << 31) - 1) as d:
                self.assertEqual(self.patterns(d), ["divergent"] * 3)
            for bad in [(-1,), (1, 2, 3, 4), "x", (1 << 32,)]:
                with self.assertRaises(gpuopt.Error):
                    ctx.divergence(f, max_grid=bad)

    def test_range_facts_off_is_the_version_1_result(self):
        with gpuopt.Context() as ctx, ctx.parse_ir(TWICE) as m:
            f = m.function("k")
            with ctx.divergence(f) as d:
                self.assertEqual((d.accesses[0]["pattern"], d.accesses[0]["stride"]), ("strided", 8))
            with ctx.divergence(f, range_facts=False) as d:
                self.assertEqual(d.accesses[0]["pattern"], "divergent")


class TestContextOptionsV4(unittest.TestCase):
    def test_register_pressure_budget_and_min_registers(self):
        with gpuopt.Context() as ctx, ctx.parse_ir(SAXPY) as m:
            r = ctx.register_pressure(m.function("saxpy"))
            self.assertEqual(r["budget"], 0)  # no cap, no launch bounds
            self.assertGreater(r["max"], 0)
            self.assertIsNotNone(r["at"])
        # ptxas raises a cap below 24 to 24, and so does the budget, unless min_registers says otherwise
        for kw, want in [(dict(max_registers=16), 24), (dict(max_registers=16, min_registers=1), 16),
                         (dict(max_registers=40), 40), (dict(max_registers=40, min_registers=48), 48)]:
            with gpuopt.Context(**kw) as ctx, ctx.parse_ir(SAXPY) as m:
                self.assertEqual(ctx.register_pressure(m.function("saxpy"))["budget"], want, kw)
                self.assertEqual(ctx.options["min_registers"], kw.get("min_registers", 24))


if __name__ == "__main__":
    unittest.main()
